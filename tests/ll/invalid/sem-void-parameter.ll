; ERROR: 2:17: void type only allowed for function results
declare void @f(void)
