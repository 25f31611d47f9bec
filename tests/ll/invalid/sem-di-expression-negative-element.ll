; ERROR: 2:34: expected unsigned integer
!0 = !DIExpression(DW_OP_constu, -1)
