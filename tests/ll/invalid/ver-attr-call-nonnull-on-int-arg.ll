; ERROR: 4:3: in function '@t', block '%0': 'call': attribute 'nonnull' applied to incompatible type 'i32' of argument 1
declare void @f(i32)
define void @t(i32 %x) {
  call void @f(i32 nonnull %x)
  ret void
}
