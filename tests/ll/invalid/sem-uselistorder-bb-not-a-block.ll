; ERROR: 11:21: expected basic block in uselistorder_bb
define void @f(i1 %c) {
entry:
  br i1 %c, label %a, label %b
a:
  br label %b
b:
  ret void
}
declare void @d()
uselistorder_bb @f, %c, { 1, 0 }
