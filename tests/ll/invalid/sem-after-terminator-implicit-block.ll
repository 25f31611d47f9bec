; ERROR: 5:3: instruction expected to be numbered '%1' or greater
define i32 @f(i32 %a) {
entry:
  ret i32 %a
  %0 = add i32 %a, 1
  ret i32 %0
}
