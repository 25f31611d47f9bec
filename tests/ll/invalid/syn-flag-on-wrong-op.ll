; ERROR: 3:13: expected type
define i32 @f(i32 %a) {
  %x = sdiv nuw i32 %a, 2
  ret i32 %x
}
