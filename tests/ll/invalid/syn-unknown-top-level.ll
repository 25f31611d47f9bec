; ERROR: 2:1: expected top-level entity
defin void @f() {
  ret void
}
