; ERROR: 2:29: stack alignment is not a power of two
define void @f() alignstack(12) {
  ret void
}
