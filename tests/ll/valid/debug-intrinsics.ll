; Old-style debug intrinsics (call void @llvm.dbg.declare/value/label/assign
; with metadata arguments) and a wider set of specialized DI* nodes.
source_filename = "intrinsics.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@gv = global i32 0, !dbg !30
@gv.frag = global i64 0, !dbg !33

declare void @llvm.dbg.declare(metadata, metadata, metadata)
declare void @llvm.dbg.value(metadata, metadata, metadata)
declare void @llvm.dbg.label(metadata)
declare void @llvm.dbg.assign(metadata, metadata, metadata, metadata, metadata, metadata)

define i32 @f(i32 %a, i64 %b) !dbg !10 {
entry:
  %slot = alloca i32, align 4, !DIAssignID !40
  call void @llvm.dbg.declare(metadata ptr %slot, metadata !15, metadata !DIExpression()), !dbg !20
  call void @llvm.dbg.assign(metadata i1 undef, metadata !16, metadata !DIExpression(), metadata !40, metadata ptr %slot, metadata !DIExpression()), !dbg !20
  call void @llvm.dbg.value(metadata i32 %a, metadata !14, metadata !DIExpression()), !dbg !20
  call void @llvm.dbg.value(metadata i64 %b, metadata !16, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 32)), !dbg !20
  call void @llvm.dbg.value(metadata i32 %a, metadata !16, metadata !DIExpression(DW_OP_plus_uconst, 4, DW_OP_stack_value)), !dbg !20
  call void @llvm.dbg.value(metadata !DIArgList(i32 %a, i64 %b), metadata !16, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value)), !dbg !20
  call void @llvm.dbg.value(metadata i32 poison, metadata !14, metadata !DIExpression()), !dbg !20
  call void @llvm.dbg.value(metadata ptr %slot, metadata !14, metadata !DIExpression(DW_OP_deref, DW_OP_constu, 3, DW_OP_minus, DW_OP_stack_value)), !dbg !20
  call void @llvm.dbg.label(metadata !17), !dbg !21
  store i32 %a, ptr %slot, align 4, !DIAssignID !41, !dbg !20
  call void @llvm.dbg.assign(metadata i32 %a, metadata !16, metadata !DIExpression(), metadata !41, metadata ptr %slot, metadata !DIExpression()), !dbg !20
  %v = load i32, ptr %slot, align 4, !dbg !21
  ret i32 %v, !dbg !21
}

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!5, !6, !7}
!llvm.ident = !{!8}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "kiln hand-written", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, enums: !2, retainedTypes: !3, globals: !4, imports: !2, macros: !50, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "intrinsics.c", directory: "/src")
!2 = !{}
!3 = !{!22, !24, !26}
!4 = !{!30, !33}
!5 = !{i32 7, !"Dwarf Version", i32 5}
!6 = !{i32 2, !"Debug Info Version", i32 3}
!7 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!8 = !{!"kiln"}
!10 = distinct !DISubprogram(name: "f", linkageName: "f", scope: !1, file: !1, line: 3, type: !11, scopeLine: 3, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !2)
!11 = !DISubroutineType(types: !12)
!12 = !{!13, !13, !18}
!13 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!14 = !DILocalVariable(name: "a", arg: 1, scope: !10, file: !1, line: 3, type: !13)
!15 = !DILocalVariable(name: "slot", scope: !10, file: !1, line: 4, type: !13, align: 32)
!16 = !DILocalVariable(name: "b", arg: 2, scope: !10, file: !1, line: 3, type: !18, flags: DIFlagArtificial)
!17 = !DILabel(scope: !10, name: "here", file: !1, line: 6)
!18 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!20 = !DILocation(line: 4, column: 7, scope: !10)
!21 = !DILocation(line: 6, column: 3, scope: !19, inlinedAt: !20)
!19 = distinct !DILexicalBlockFile(scope: !10, file: !1, discriminator: 2)
!22 = !DICompositeType(tag: DW_TAG_array_type, baseType: !13, size: 64, elements: !23)
!23 = !{!25}
!25 = !DISubrange(count: 2, lowerBound: 0)
!24 = !DIStringType(name: "character(*)", stringLength: !14, size: 32)
!26 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64, dwarfAddressSpace: 1)
!30 = !DIGlobalVariableExpression(var: !31, expr: !DIExpression())
!31 = distinct !DIGlobalVariable(name: "gv", linkageName: "gv", scope: !0, file: !1, line: 1, type: !32, isLocal: false, isDefinition: true, align: 32)
!32 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !13)
!33 = !DIGlobalVariableExpression(var: !34, expr: !DIExpression(DW_OP_LLVM_fragment, 0, 32))
!34 = distinct !DIGlobalVariable(name: "gvf", scope: !0, file: !1, line: 2, type: !18, isLocal: true, isDefinition: true)
!40 = distinct !DIAssignID()
!41 = distinct !DIAssignID()
!50 = !{!51, !52}
!51 = !DIMacro(type: DW_MACINFO_define, line: 1, name: "KILN", value: "1")
!52 = !DIMacroFile(line: 0, file: !1, nodes: !53)
!53 = !{!54}
!54 = !DIMacro(type: DW_MACINFO_undef, line: 2, name: "OTHER")
