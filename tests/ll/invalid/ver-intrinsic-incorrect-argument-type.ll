; ERROR: 4:3: in function '@f', block '%0': 'call' of '@llvm.bswap.i32' with type 'i32 (float)': Intrinsic has incorrect argument type!
declare i32 @llvm.bswap.i32(float)
define i32 @f(float %x) {
  %r = call i32 @llvm.bswap.i32(float %x)
  ret i32 %r
}
