; ERROR: 2:4: expected '=' in global variable
@g global i32 0
