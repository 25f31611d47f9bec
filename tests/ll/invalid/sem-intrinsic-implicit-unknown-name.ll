; ERROR: 3:17: use of undefined value '@llvm.bswapx.i32'
define i32 @f(i32 %x) {
  %r = call i32 @llvm.bswapx.i32(i32 %x)
  ret i32 %r
}
