; ERROR: 2:33: expected ','
declare void @f(i32 range(i32 0 4))
