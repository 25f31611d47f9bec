; ERROR: 2:36: the range should not represent the full or empty set!
declare void @f(i8 range(i8 -1, 255))
