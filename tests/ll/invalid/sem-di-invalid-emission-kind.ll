; ERROR: 2:77: expected emission kind
!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, emissionKind: FullDebugdllexport)
!1 = !DIFile(filename: "a.c", directory: "/")
