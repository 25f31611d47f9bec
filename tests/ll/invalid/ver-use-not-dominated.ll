; ERROR: 9:3: in function '@f', block '%b': 'add' uses '%x', whose definition (in block '%a') does not dominate this use
define i32 @f(i1 %c) {
entry:
  br i1 %c, label %a, label %b
a:
  %x = add i32 1, 2
  br label %b
b:
  %y = add i32 %x, 1
  ret i32 %y
}
