; ERROR: 2:17: floating point constant invalid for type
@g = global i32 1.5
