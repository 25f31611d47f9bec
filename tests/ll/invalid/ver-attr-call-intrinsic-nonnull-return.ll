; ERROR: 4:3: in function '@t', block '%0': 'call': attribute 'nonnull' applied to incompatible type 'i32' of the return value
declare i32 @llvm.bswap.i32(i32)
define i32 @t(i32 %x) {
  %r = call nonnull i32 @llvm.bswap.i32(i32 %x)
  ret i32 %r
}
