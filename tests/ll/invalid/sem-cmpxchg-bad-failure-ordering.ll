; ERROR: 4:3: invalid cmpxchg failure ordering
define void @f(ptr %p) {
  %x = cmpxchg ptr %p, i32 0, i32 1 seq_cst release
  ret void
}
