; ERROR: 11:17: invalid declaration in uselistorder_bb
define void @f(i1 %c) {
entry:
  br i1 %c, label %a, label %b
a:
  br label %b
b:
  ret void
}
declare void @d()
uselistorder_bb @d, %b, { 1, 0 }
