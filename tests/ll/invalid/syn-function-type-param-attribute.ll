; ERROR: 3:14: argument attributes invalid in function type
define void @f(ptr %p) {
  call void (ptr byref(i64)) %p(ptr byref(i64) null)
  ret void
}
