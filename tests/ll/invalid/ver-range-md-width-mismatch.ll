; ERROR: 3:3: in function '@f', block '%0': 'load' with '!range': Range types must match instruction type!
define i32 @f(ptr %p) {
  %v = load i32, ptr %p, align 4, !range !0
  ret i32 %v
}

!0 = !{i64 0, i64 10}
