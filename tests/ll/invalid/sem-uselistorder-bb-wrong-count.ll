; ERROR: 11:1: wrong number of indexes, expected 2
define void @f(i1 %c) {
entry:
  br i1 %c, label %a, label %b
a:
  br label %b
b:
  ret void
}
declare void @d()
uselistorder_bb @f, %b, { 2, 0, 1 }
