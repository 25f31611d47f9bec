; ERROR: 2:26: expected '('
declare void @f() memory nounwind
