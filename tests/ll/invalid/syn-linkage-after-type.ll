; ERROR: 2:13: expected function name
define void internal @f() {
  ret void
}
