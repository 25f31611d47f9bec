; ERROR: 3:20: expected type
define void @f(i32 %x) {
  %y = add nuw nsw nuw i32 %x, 1
  ret void
}
