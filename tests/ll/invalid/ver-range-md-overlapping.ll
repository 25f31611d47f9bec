; ERROR: 3:3: in function '@f', block '%0': 'load' with '!range': Intervals are overlapping
define i8 @f(ptr %p) {
  %v = load i8, ptr %p, align 1, !range !0
  ret i8 %v
}

!0 = !{i8 0, i8 10, i8 5, i8 20}
