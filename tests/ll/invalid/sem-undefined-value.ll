; ERROR: 3:11: use of undefined value '%y'
define i32 @f() {
  ret i32 %y
}
