; ERROR: 2:27: the range must have integer type!
declare void @f(i32 range(ptr 0, 4))
