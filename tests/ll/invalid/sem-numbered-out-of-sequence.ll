; ERROR: 4:3: instruction expected to be numbered '%3' or greater
define i32 @f(i32 %0) {
  %2 = add i32 %0, 1
  %1 = add i32 %0, 2
  ret i32 %2
}
