; ERROR: 5:3: in function '@f', block '%0': 'call' takes the address of intrinsic '@llvm.memcpy.p0.p0.i64'; an intrinsic may only be called
declare void @llvm.memcpy.p0.p0.i64(ptr, ptr, i64, i1)
declare void @g(ptr)
define void @f() {
  call void @g(ptr @llvm.memcpy.p0.p0.i64)
  ret void
}
