; ERROR: 4:1: found end of file when expecting more instructions
define void @f() {
  ret void
