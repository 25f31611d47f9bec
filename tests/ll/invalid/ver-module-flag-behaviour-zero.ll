; ERROR: 2:1: module flag 1: invalid behavior operand in module flag (unexpected constant)
!llvm.module.flags = !{!0}
!0 = !{i32 0, !"foo", i32 1}
