; ERROR: 2:40: invalid DWARF language 'DW_LANG_C99x'
!0 = distinct !DICompileUnit(language: DW_LANG_C99x, file: !1)
!1 = !DIFile(filename: "a.c", directory: "/")
