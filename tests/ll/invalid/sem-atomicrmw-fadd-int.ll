; ERROR: 3:31: atomicrmw fadd operand must be a floating point type
define void @f(ptr %p) {
  %x = atomicrmw fadd ptr %p, i32 1 seq_cst
  ret void
}
