; ERROR: 2:26: initializer with struct type has wrong # elements
@g = global { i32, i32 } { i32 1 }
