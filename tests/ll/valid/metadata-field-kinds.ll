; Specialized-metadata field values of every kind LLVM 19 accepts: DWARF
; constants by name or number, flag words mixing names and integers,
; `DW_ATE_*` inside a DIExpression, a metadata `discriminator:` on a
; composite type (an integer one only on a lexical block file), and
; integers up to their limits.

define void @f() !dbg !10 {
  ret void, !dbg !16
}

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3}
!named = !{!5, !6, !7, !9, !17, !18}

!0 = distinct !DICompileUnit(language: 12, file: !1, producer: "p", isOptimized: false, flags: "-O0", runtimeVersion: 0, emissionKind: 1, nameTableKind: None)
!1 = !DIFile(filename: "a.c", directory: "/", checksumkind: CSK_MD5, checksum: "00000000000000000000000000000000")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !DIBasicType(name: "int", size: 32, encoding: 5)
!5 = !DICompositeType(tag: DW_TAG_variant_part, scope: !1, file: !1, discriminator: !6, flags: 4 | DIFlagIndirectVirtualBase)
!6 = !DIDerivedType(tag: DW_TAG_member, scope: !1, baseType: !4, size: 32, flags: DIFlagArtificial | 64)
!7 = !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_LLVM_fragment, 0, 32)
!9 = !DISubroutineType(cc: DW_CC_LLVM_SwiftTail, types: !{null})
!10 = distinct !DISubprogram(name: "f", scope: !1, file: !1, line: 1, type: !9, scopeLine: 1, virtuality: DW_VIRTUALITY_none, spFlags: DISPFlagDefinition | 16, unit: !0)
!11 = !DILexicalBlockFile(scope: !10, file: !1, discriminator: 4294967295)
!12 = !DISubprogram(name: "g", scope: !1, file: !1, line: 2, type: !9, spFlags: 0)
!13 = !DISubprogram(name: "h", scope: !1, file: !1, line: 3, type: !9, isDefinition: false)
!14 = !DISubrange(count: -1, lowerBound: -9223372036854775808)
!15 = !DIMacro(type: DW_MACINFO_define, name: "X", value: "1")
!16 = !DILocation(line: 1, column: 65535, scope: !11)
!17 = !{!12, !13, !14, !15}
!18 = !DIBasicType(name: "u", size: 8, encoding: DW_ATE_unsigned_char, flags: 0)
