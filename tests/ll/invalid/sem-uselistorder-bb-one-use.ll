; ERROR: 11:1: value only has one use
define void @f(i1 %c) {
entry:
  br i1 %c, label %a, label %b
a:
  br label %b
b:
  ret void
}
declare void @d()
uselistorder_bb @f, %a, { 1, 0 }
