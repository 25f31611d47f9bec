; ERROR: 3:28: invalid DWARF tag 'DW_TAG_structure_typeappending'
!llvm.dbg.cu = !{}
!0 = !DICompositeType(tag: DW_TAG_structure_typeappending, name: "S")
