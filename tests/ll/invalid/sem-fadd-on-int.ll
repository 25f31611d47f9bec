; ERROR: 3:13: invalid operand type for instruction
define i32 @f(i32 %a) {
  %c = fadd i32 %a, %a
  ret i32 %c
}
