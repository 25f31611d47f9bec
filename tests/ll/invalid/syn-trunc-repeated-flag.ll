; ERROR: 3:18: expected type
define void @f(i32 %x) {
  %y = trunc nuw nuw i32 %x to i8
  ret void
}
