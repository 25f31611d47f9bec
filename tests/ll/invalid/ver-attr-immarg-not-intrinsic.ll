; ERROR: 2:1: function '@f': immarg attribute only applies to intrinsics
declare void @f(i32 immarg)
