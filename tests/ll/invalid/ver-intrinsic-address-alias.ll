; ERROR: 3:1: intrinsic '@llvm.trap' is the aliasee of '@a'; an intrinsic may only be called
declare void @llvm.trap()
@a = alias void (), ptr @llvm.trap
