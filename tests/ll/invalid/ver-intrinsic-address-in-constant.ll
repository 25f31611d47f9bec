; ERROR: 2:1: intrinsic '@llvm.trap' is used in a constant; an intrinsic may only be called
declare void @llvm.trap()
@llvm.used = appending global [1 x ptr] [ptr @llvm.trap], section "llvm.metadata"
