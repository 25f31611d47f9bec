; ERROR: 2:1: global variable '@g': Global is marked as dllimport, but not external
@g = dllimport global i32 0
