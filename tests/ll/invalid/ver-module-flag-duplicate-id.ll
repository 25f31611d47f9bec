; ERROR: 2:1: module flag 2: module flag identifiers must be unique (or of 'require' type)
!llvm.module.flags = !{!0, !1}
!0 = !{i32 1, !"foo", i32 1}
!1 = !{i32 1, !"foo", i32 2}
