; ERROR: 2:21: expected ')' at end of argument list
declare void @f(i32 zeroextt)
