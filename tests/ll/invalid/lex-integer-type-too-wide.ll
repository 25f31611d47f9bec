; ERROR: 2:17: expected type
declare void @f(i8388609)
