; ERROR: 3:16: '%x' defined with type 'i64' but expected 'i32'
define i32 @f(i64 %x) {
  %y = add i32 %x, 1
  ret i32 %y
}
