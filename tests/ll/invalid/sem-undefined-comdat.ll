; ERROR: 2:27: use of undefined comdat '$nope'
@g = global i32 0, comdat($nope)
