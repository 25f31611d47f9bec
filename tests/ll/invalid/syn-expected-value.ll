; ERROR: 3:11: expected value token
define i32 @f() {
  ret i32 ,
}
