; ERROR: 2:1: expected top-level entity
@"abc = global i32 0
