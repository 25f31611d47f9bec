; ERROR: 3:16: icmp requires integer operands
define i1 @f(float %a, float %b) {
  %c = icmp eq float %a, %b
  ret i1 %c
}
