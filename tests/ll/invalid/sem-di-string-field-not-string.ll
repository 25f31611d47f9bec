; ERROR: 2:25: expected string constant
!0 = !DIBasicType(name: DW_ATE_unsigned, size: 8)
