; ERROR: 2:1: function '@f': attribute 'nonnull' applied to incompatible type 'i32' of parameter 1
define void @f(i32 nonnull %x) {
  ret void
}
