; ERROR: 2:20: ptr* is invalid - use ptr instead
declare void @f(ptr*)
