; ERROR: 2:29: expected '('
define void @f() alignstack 16 {
  ret void
}
