; ERROR: 3:13: invalid cast opcode for cast from 'float' to 'i64'
define i64 @f(float %x) {
  %y = zext float %x to i64
  ret i64 %y
}
