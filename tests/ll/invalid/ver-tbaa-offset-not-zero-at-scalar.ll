; ERROR: 3:3: in function '@f', block '%0': 'store' with '!tbaa': Offset not zero at the point of scalar access
define void @f(ptr %p) {
  store i32 0, ptr %p, align 4, !tbaa !2
  ret void
}

!0 = !{!"root"}
!1 = !{!"int", !0, i64 0}
!2 = !{!1, !1, i64 4}
