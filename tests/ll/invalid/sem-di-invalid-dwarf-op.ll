; ERROR: 2:20: invalid DWARF op 'DW_OP_stack_valueimmarg'
!0 = !DIExpression(DW_OP_stack_valueimmarg)
