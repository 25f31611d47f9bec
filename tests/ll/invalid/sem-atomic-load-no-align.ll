; ERROR: 3:25: atomic load must have explicit non-zero alignment
define i32 @f(ptr %p) {
  %x = load atomic i32, ptr %p seq_cst
  ret i32 %x
}
