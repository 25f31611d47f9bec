; ERROR: 2:1: Only global arrays can have appending linkage!
@g = appending global i32 0
