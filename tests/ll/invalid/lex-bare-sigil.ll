; ERROR: 3:3: expected instruction opcode
define void @f() {
  % = add i32 1, 2
  ret void
}
