; ERROR: 8:24: expected distinct uselistorder indexes in range [0, size)
@g = global i32 0
define void @f() {
  %a = load i32, ptr @g
  %b = load i32, ptr @g
  ret void
}
uselistorder ptr @g, { 0, 2 }
