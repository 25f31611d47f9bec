; ERROR: 4:3: in function '@t', block '%0': 'call': attribute 'noundef' applied to incompatible type 'void' of the return value
declare void @f(i32)
define void @t(i32 %x) {
  call noundef void @f(i32 %x)
  ret void
}
