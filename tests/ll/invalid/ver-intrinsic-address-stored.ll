; ERROR: 4:3: in function '@f', block '%0': 'store' takes the address of intrinsic '@llvm.trap'; an intrinsic may only be called
declare void @llvm.trap()
define void @f(ptr %p) {
  store ptr @llvm.trap, ptr %p
  ret void
}
