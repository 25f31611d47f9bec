; ERROR: 2:22: pointer to this type is invalid
declare void @f(token*)
