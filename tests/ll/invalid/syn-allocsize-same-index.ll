; ERROR: 2:39: 'allocsize' indices can't refer to the same parameter
declare ptr @f(i32, i32) allocsize(1, 1)
