; ERROR: 3:3: in function '@f', block '%0': 'load' with '!tbaa': Access type node must be a valid scalar type
define i32 @f(ptr %p) {
  %v = load i32, ptr %p, align 4, !tbaa !3
  ret i32 %v
}

!0 = !{!"root"}
!1 = !{!"int", !0, i64 0}
!2 = !{!"S", !1, i64 0, !1, i64 4}
!3 = !{!2, !2, i64 0}
