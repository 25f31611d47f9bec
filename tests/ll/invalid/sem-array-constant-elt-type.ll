; ERROR: 2:24: array element #1 is not of type 'i32
@g = global [2 x i32] [i32 1, i64 2]
