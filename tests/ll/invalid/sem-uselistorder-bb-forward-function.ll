; ERROR: 2:17: invalid function forward reference in uselistorder_bb
uselistorder_bb @f, %b, { 1, 0 }
define void @f(i1 %c) {
entry:
  br i1 %c, label %a, label %b
a:
  br label %b
b:
  ret void
}
declare void @d()
