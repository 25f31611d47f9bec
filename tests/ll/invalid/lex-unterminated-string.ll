; ERROR: 2:23: expected string
@s = global [2 x i8] c"ab
