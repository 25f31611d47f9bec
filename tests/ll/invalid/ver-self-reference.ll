; ERROR: 6:3: in function '@f', block '%loop': 'add' uses its own result '%x'; only phi nodes may
define i32 @f() {
entry:
  br label %loop
loop:
  %x = add i32 %x, 1
  br label %loop
}
