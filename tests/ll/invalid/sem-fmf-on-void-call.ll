; ERROR: 4:8: fast-math-flags specified for call without floating-point scalar or vector return type
declare void @g()
define void @f() {
  call fast void @g()
  ret void
}
