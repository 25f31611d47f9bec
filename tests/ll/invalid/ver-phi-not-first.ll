; ERROR: 9:3: in function '@f', block '%b': 'phi' must come before every non-phi instruction of its block
define i32 @f(i1 %c) {
entry:
  br i1 %c, label %a, label %b
a:
  br label %b
b:
  %x = add i32 1, 2
  %p = phi i32 [ 0, %entry ], [ 1, %a ]
  ret i32 %p
}
