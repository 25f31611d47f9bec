; ERROR: 2:1: function '@f': range bit width must match type bit width ('range(i8 ...)' on type '<2 x i32>' of parameter 1)
declare void @f(<2 x i32> range(i8 0, 4))
