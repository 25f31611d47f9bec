; ERROR: 2:74: invalid debug info flag 'DIFlagBogus'
!0 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed, flags: DIFlagBogus)
