; ERROR: 3:17: invalid intrinsic signature
define i32 @f(i32 %x) {
  %r = call i32 @llvm.bswap.i32(i32 %x, i32 %x)
  ret i32 %r
}
