; ERROR: 4:3: in function '@f', block '%0': 'ret' takes the address of intrinsic '@llvm.not.an.intrinsic'; an intrinsic may only be called
declare void @llvm.not.an.intrinsic()
define ptr @f() {
  ret ptr @llvm.not.an.intrinsic
}
