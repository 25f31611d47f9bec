; ERROR: 2:6: missing 'distinct', required for !DICompileUnit
!0 = !DICompileUnit(language: DW_LANG_C99, file: !1, emissionKind: FullDebug)
!1 = !DIFile(filename: "a.c", directory: "/")
