; ERROR: 2:1: function '@f': 'allocsize' number of elements argument must refer to an integer parameter
declare ptr @f(i32, ptr) allocsize(0, 1)
