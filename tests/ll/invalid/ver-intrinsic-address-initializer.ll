; ERROR: 3:1: intrinsic '@llvm.trap' is the initializer of '@x'; an intrinsic may only be called
declare void @llvm.trap()
@x = global ptr @llvm.trap
