; ERROR: 2:74: expected debug info flag
!0 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed, flags: DW_TAG_member)
