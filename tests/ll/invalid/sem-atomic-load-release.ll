; ERROR: 3:25: atomic load cannot use Release ordering
define void @f(ptr %p) {
  %x = load atomic i32, ptr %p release, align 4
  ret void
}
