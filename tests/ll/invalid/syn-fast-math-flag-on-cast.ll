; ERROR: 3:16: expected type
define float @f(double %x) {
  %r = fptrunc nnan double %x to float
  ret float %r
}
