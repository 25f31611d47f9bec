; ERROR: 5:3: in function '@f', block '%0': 'load' with '!tbaa': Access type node must be a valid scalar type
define i32 @f(ptr %p) {
  %a = load i32, ptr %p, align 4, !tbaa !4
  %b = load i32, ptr %p, align 4, !tbaa !4
  %c = load i32, ptr %p, align 4, !tbaa !3
  %s = add i32 %a, %b
  %t = add i32 %s, %c
  ret i32 %t
}

!0 = !{!"root"}
!1 = !{!"int", !0, i64 0}
!2 = !{!"S", !1, i64 0, !1, i64 4}
!3 = !{!2, !2, i64 0}
!4 = !{!1, !1, i64 0}
