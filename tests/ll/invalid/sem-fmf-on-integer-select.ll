; ERROR: 3:8: fast-math-flags specified for select without floating-point scalar or vector return type
define void @f(i1 %c) {
  %x = select nnan i1 %c, i32 1, i32 2
  ret void
}
