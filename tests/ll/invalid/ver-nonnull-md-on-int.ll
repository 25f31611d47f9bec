; ERROR: 3:3: in function '@f', block '%0': 'load' with '!nonnull': nonnull applies only to pointer types
define i64 @f(ptr %p) {
  %v = load i64, ptr %p, align 8, !nonnull !0
  ret i64 %v
}

!0 = !{}
