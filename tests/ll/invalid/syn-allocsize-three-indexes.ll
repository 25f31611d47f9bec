; ERROR: 2:45: expected ')'
declare ptr @f(i32, i32, i32) allocsize(0, 1, 2)
