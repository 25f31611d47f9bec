; ERROR: 2:31: expected '('
declare ptr @f(i32) allocsize nounwind
