; ERROR: 4:3: multiple definition of local value named 'x'
define i32 @f(i32 %a) {
  %x = add i32 %a, 1
  %x = add i32 %a, 2
  ret i32 %x
}
