; ERROR: 3:17: intrinsic can only be used as callee
define void @f(ptr %p, i32 %x) {
  %r = call i32 @llvm.bswap.i32(i32 %x)
  store ptr @llvm.bswap.i32, ptr %p
  ret void
}
