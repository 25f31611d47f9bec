; ERROR: 3:3: in function '@f', block '%0': 'load' with '!tbaa': Bitwidth between the offsets and struct type entries must match
define i32 @f(ptr %p) {
  %v = load i32, ptr %p, align 4, !tbaa !4
  ret i32 %v
}

!0 = !{!"root"}
!1 = !{!"int", !0, i64 0}
!2 = !{!"long", !0, i64 0}
!3 = !{!"S", !1, i64 0, !2, i32 8}
!4 = !{!3, !1, i64 0}
