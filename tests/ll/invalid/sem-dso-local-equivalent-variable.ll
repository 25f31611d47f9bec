; ERROR: 3:52: expected a function, alias to function, or ifunc in dso_local_equivalent
@g = global i32 0
@r = global i64 ptrtoint (ptr dso_local_equivalent @g to i64)
