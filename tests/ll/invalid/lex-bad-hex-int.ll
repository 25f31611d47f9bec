; ERROR: 2:17: expected value token
@g = global i32 u0x
