; ERROR: 4:3: in function '@t', block '%0': 'call': range bit width must match type bit width ('range(i16 ...)' on type 'i32' of the return value)
declare i32 @g(i32)
define i32 @t(i32 %x) {
  %r = call range(i16 0, 4) i32 @g(i32 %x)
  ret i32 %r
}
