; ERROR: 3:1: intrinsic '@llvm.donothing' is the personality, prefix or prologue of '@f'; an intrinsic may only be called
declare void @llvm.donothing()
define void @f() personality ptr @llvm.donothing {
  ret void
}
