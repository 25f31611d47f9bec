; ERROR: 3:3: expected instruction opcode
define void @f() {
  %"x = alloca i32
  ret void
}
