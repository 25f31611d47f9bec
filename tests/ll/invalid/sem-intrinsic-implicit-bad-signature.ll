; ERROR: 3:17: invalid intrinsic signature
define i32 @f(float %x) {
  %r = call i32 @llvm.bswap(float %x)
  ret i32 %r
}
