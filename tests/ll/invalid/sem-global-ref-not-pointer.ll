; ERROR: 4:17: global variable reference must have pointer type
@p = global ptr @h
@h = global i32 0
@q = global i32 @h
