; DWARF tags LLVM 19 accepts: a static member as a DW_TAG_variable derived
; type, a numeric tag; and a wrong tag on a node reached only from debug
; info (a function's !dbg), which LLVM drops with a warning rather than
; rejects.
!named = !{!3, !4}
!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2}

define void @f() !dbg !6 {
  ret void
}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, emissionKind: FullDebug)
!1 = !DIFile(filename: "a.c", directory: "/")
!2 = !{i32 2, !"Debug Info Version", i32 3}
!3 = !DIDerivedType(tag: DW_TAG_variable, name: "x", baseType: null, flags: DIFlagStaticMember)
!4 = !DIBasicType(tag: 36, name: "int", size: 32)
!5 = !DIBasicType(tag: DW_TAG_structure_type, name: "bad", size: 32)
!6 = distinct !DISubprogram(name: "f", scope: !1, file: !1, type: !7, unit: !0, spFlags: DISPFlagDefinition)
!7 = !DISubroutineType(types: !{!5})
