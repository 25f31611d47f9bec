; ERROR: 3:3: in function '@f', block '%0': 'add' with '!tbaa': This instruction shall not have a TBAA access tag!
define i32 @f(i32 %a) {
  %v = add i32 %a, 1, !tbaa !2
  ret i32 %v
}

!0 = !{!"root"}
!1 = !{!"int", !0, i64 0}
!2 = !{!1, !1, i64 0}
