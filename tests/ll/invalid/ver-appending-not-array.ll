; ERROR: 2:1: global variable '@g': an 'appending' global must have an array type, not 'i32'
@g = appending global i32 0
