; ERROR: 2:13: expected type
@g = global internal i32 0
