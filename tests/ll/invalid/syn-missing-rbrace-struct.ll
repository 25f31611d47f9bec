; ERROR: 3:1: expected '}' at end of struct
%T = type { i32, i64
@g = global i32 0
