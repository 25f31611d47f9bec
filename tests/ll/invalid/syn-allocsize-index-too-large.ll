; ERROR: 2:31: expected 32-bit integer (too large)
declare ptr @f(i32) allocsize(4294967296)
