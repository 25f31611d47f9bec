; ERROR: 8:24: expected uselistorder indexes to change the order
@g = global i32 0
define void @f() {
  %a = load i32, ptr @g
  %b = load i32, ptr @g
  ret void
}
uselistorder ptr @g, { 0, 1 }
