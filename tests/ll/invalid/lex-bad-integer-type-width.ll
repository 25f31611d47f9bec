; ERROR: 2:13: expected type
@g = global i0 0
