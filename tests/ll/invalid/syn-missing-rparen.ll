; ERROR: 3:1: expected ')' at end of argument list
declare void @f(i32, i64
