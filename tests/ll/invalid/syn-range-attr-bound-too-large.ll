; ERROR: 2:29: integer is too large for the bit width of specified type
declare void @f(i8 range(i8 -129, 127))
