; C++ debug info from clang++-19 -g -O2: namespaces, imported entities, templates,
; inlined-at locations, virtual methods, DIArgList in #dbg_value.
; ModuleID = 'dbg.cpp'
source_filename = "dbg.cpp"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

$_ZN3DerD0Ev = comdat any

@_ZTV3Der = dso_local unnamed_addr constant { [5 x ptr] } { [5 x ptr] [ptr null, ptr @_ZTI3Der, ptr @_ZN4BaseD2Ev, ptr @_ZN3DerD0Ev, ptr @_ZN3Der1fEv] }, align 8
@_ZTVN10__cxxabiv120__si_class_type_infoE = external global [0 x ptr]
@_ZTS3Der = dso_local constant [5 x i8] c"3Der\00", align 1
@_ZTI4Base = external constant ptr
@_ZTI3Der = dso_local constant { ptr, ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv120__si_class_type_infoE, i64 2), ptr @_ZTS3Der, ptr @_ZTI4Base }, align 8

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local noundef i32 @_ZN3Der1fEv(ptr nocapture nonnull readnone align 8 %0) unnamed_addr #0 align 2 !dbg !22 {
    #dbg_value(ptr poison, !32, !DIExpression(), !34)
  ret i32 3, !dbg !35
}

; Function Attrs: mustprogress uwtable
define dso_local noundef i32 @_Z3useRN2ns3BoxIiLi3EEEP4Basen(ptr nocapture noundef nonnull readonly align 4 dereferenceable(12) %0, ptr noundef %1, i64 noundef %2, i64 noundef %3) local_unnamed_addr #1 !dbg !36 {
    #dbg_value(ptr %0, !57, !DIExpression(), !62)
    #dbg_value(ptr %1, !58, !DIExpression(), !62)
    #dbg_value(!DIArgList(i128 poison, i128 poison), !59, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_or, DW_OP_stack_value), !62)
    #dbg_value(i64 %3, !60, !DIExpression(), !62)
    #dbg_value(ptr %0, !63, !DIExpression(), !68)
    #dbg_value(i32 1, !66, !DIExpression(), !68)
  %5 = getelementptr inbounds i8, ptr %0, i64 4, !dbg !70
  %6 = load i32, ptr %5, align 4, !dbg !70, !tbaa !71
    #dbg_value(i32 %6, !13, !DIExpression(), !75)
  %7 = shl nsw i32 %6, 1, !dbg !77
  %8 = load ptr, ptr %1, align 8, !dbg !78, !tbaa !79
  %9 = getelementptr inbounds i8, ptr %8, i64 16, !dbg !78
  %10 = load ptr, ptr %9, align 8, !dbg !78
  %11 = tail call noundef i32 %10(ptr noundef nonnull align 8 dereferenceable(8) %1), !dbg !78
  %12 = trunc i64 %3 to i32, !dbg !81
  %13 = add i32 %7, %12, !dbg !82
  %14 = add i32 %13, %11, !dbg !83
    #dbg_value(i32 %14, !61, !DIExpression(), !62)
  ret i32 %14, !dbg !84
}

; Function Attrs: nounwind
declare void @_ZN4BaseD2Ev(ptr noundef nonnull align 8 dereferenceable(8)) unnamed_addr #2

; Function Attrs: inlinehint mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN3DerD0Ev(ptr noundef nonnull align 8 dereferenceable(8) %0) unnamed_addr #3 comdat align 2 !dbg !85 {
    #dbg_value(ptr %0, !90, !DIExpression(), !91)
  tail call void @_ZN4BaseD2Ev(ptr noundef nonnull align 8 dereferenceable(8) %0) #5, !dbg !92
  tail call void @_ZdlPvm(ptr noundef nonnull %0, i64 noundef 8) #6, !dbg !92
  ret void, !dbg !92
}

; Function Attrs: nobuiltin nounwind
declare void @_ZdlPvm(ptr noundef, i64 noundef) local_unnamed_addr #4

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { inlinehint mustprogress nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nobuiltin nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind }
attributes #6 = { builtin nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!14, !15, !16, !17, !18, !19, !20}
!llvm.ident = !{!21}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "clang version 19.1.7", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2, imports: !5, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "dbg.cpp", directory: "/src", checksumkind: CSK_MD5, checksum: "30155c30bf90690a1e18424742691951")
!2 = !{!3, !4}
!3 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!4 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!5 = !{!6, !8}
!6 = !DIImportedEntity(tag: DW_TAG_imported_module, scope: !0, entity: !7, file: !1, line: 5)
!7 = !DINamespace(name: "ns", scope: null)
!8 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !0, entity: !9, file: !1, line: 6)
!9 = distinct !DISubprogram(name: "twice", linkageName: "_ZN2ns5twiceEi", scope: !7, file: !1, line: 3, type: !10, scopeLine: 3, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !12)
!10 = !DISubroutineType(types: !11)
!11 = !{!4, !4}
!12 = !{!13}
!13 = !DILocalVariable(name: "x", arg: 1, scope: !9, file: !1, line: 3, type: !4)
!14 = !{i32 7, !"Dwarf Version", i32 5}
!15 = !{i32 2, !"Debug Info Version", i32 3}
!16 = !{i32 1, !"wchar_size", i32 4}
!17 = !{i32 8, !"PIC Level", i32 2}
!18 = !{i32 7, !"PIE Level", i32 2}
!19 = !{i32 7, !"uwtable", i32 2}
!20 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!21 = !{!"clang version 19.1.7"}
!22 = distinct !DISubprogram(name: "f", linkageName: "_ZN3Der1fEv", scope: !23, file: !1, line: 9, type: !28, scopeLine: 9, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, declaration: !27, retainedNodes: !31)
!23 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Der", file: !1, line: 8, size: 64, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !24, vtableHolder: !26)
!24 = !{!25, !27}
!25 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !23, baseType: !26, extraData: i32 0)
!26 = !DICompositeType(tag: DW_TAG_structure_type, name: "Base", file: !1, line: 7, size: 64, flags: DIFlagFwdDecl | DIFlagNonTrivial, identifier: "_ZTS4Base")
!27 = !DISubprogram(name: "f", linkageName: "_ZN3Der1fEv", scope: !23, file: !1, line: 8, type: !28, scopeLine: 8, containingType: !23, virtualIndex: 2, flags: DIFlagPrototyped, spFlags: DISPFlagVirtual | DISPFlagOptimized)
!28 = !DISubroutineType(types: !29)
!29 = !{!4, !30}
!30 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !23, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!31 = !{!32}
!32 = !DILocalVariable(name: "this", arg: 1, scope: !22, type: !33, flags: DIFlagArtificial | DIFlagObjectPointer)
!33 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !23, size: 64)
!34 = !DILocation(line: 0, scope: !22)
!35 = !DILocation(line: 9, column: 16, scope: !22)
!36 = distinct !DISubprogram(name: "use", linkageName: "_Z3useRN2ns3BoxIiLi3EEEP4Basen", scope: !1, file: !1, line: 10, type: !37, scopeLine: 10, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !56)
!37 = !DISubroutineType(types: !38)
!38 = !{!4, !39, !54, !55}
!39 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !40, size: 64)
!40 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Box<int, 3>", scope: !7, file: !1, line: 2, size: 96, flags: DIFlagTypePassByValue, elements: !41, templateParams: !51, identifier: "_ZTSN2ns3BoxIiLi3EEE")
!41 = !{!42, !46}
!42 = !DIDerivedType(tag: DW_TAG_member, name: "v", scope: !40, file: !1, line: 2, baseType: !43, size: 96)
!43 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 96, elements: !44)
!44 = !{!45}
!45 = !DISubrange(count: 3)
!46 = !DISubprogram(name: "get", linkageName: "_ZNK2ns3BoxIiLi3EE3getEi", scope: !40, file: !1, line: 2, type: !47, scopeLine: 2, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!47 = !DISubroutineType(types: !48)
!48 = !{!4, !49, !4}
!49 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !50, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!50 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !40)
!51 = !{!52, !53}
!52 = !DITemplateTypeParameter(name: "T", type: !4)
!53 = !DITemplateValueParameter(name: "N", type: !4, value: i32 3)
!54 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !26, size: 64)
!55 = !DIBasicType(name: "__int128", size: 128, encoding: DW_ATE_signed)
!56 = !{!57, !58, !59, !60, !61}
!57 = !DILocalVariable(name: "b", arg: 1, scope: !36, file: !1, line: 10, type: !39)
!58 = !DILocalVariable(name: "o", arg: 2, scope: !36, file: !1, line: 10, type: !54)
!59 = !DILocalVariable(name: "big", arg: 3, scope: !36, file: !1, line: 10, type: !55)
!60 = !DILocalVariable(name: "parts", scope: !36, file: !1, line: 11, type: !3)
!61 = !DILocalVariable(name: "r", scope: !36, file: !1, line: 12, type: !4)
!62 = !DILocation(line: 0, scope: !36)
!63 = !DILocalVariable(name: "this", arg: 1, scope: !64, type: !67, flags: DIFlagArtificial | DIFlagObjectPointer)
!64 = distinct !DISubprogram(name: "get", linkageName: "_ZNK2ns3BoxIiLi3EE3getEi", scope: !40, file: !1, line: 2, type: !47, scopeLine: 2, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, declaration: !46, retainedNodes: !65)
!65 = !{!63, !66}
!66 = !DILocalVariable(name: "i", arg: 2, scope: !64, file: !1, line: 2, type: !4)
!67 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !50, size: 64)
!68 = !DILocation(line: 0, scope: !64, inlinedAt: !69)
!69 = distinct !DILocation(line: 12, column: 19, scope: !36)
!70 = !DILocation(line: 2, column: 79, scope: !64, inlinedAt: !69)
!71 = !{!72, !72, i64 0}
!72 = !{!"int", !73, i64 0}
!73 = !{!"omnipotent char", !74, i64 0}
!74 = !{!"Simple C++ TBAA"}
!75 = !DILocation(line: 0, scope: !9, inlinedAt: !76)
!76 = distinct !DILocation(line: 12, column: 11, scope: !36)
!77 = !DILocation(line: 3, column: 36, scope: !9, inlinedAt: !76)
!78 = !DILocation(line: 12, column: 32, scope: !36)
!79 = !{!80, !80, i64 0}
!80 = !{!"vtable pointer", !74, i64 0}
!81 = !DILocation(line: 12, column: 43, scope: !36)
!82 = !DILocation(line: 12, column: 27, scope: !36)
!83 = !DILocation(line: 12, column: 36, scope: !36)
!84 = !DILocation(line: 13, column: 3, scope: !36)
!85 = distinct !DISubprogram(name: "~Der", linkageName: "_ZN3DerD0Ev", scope: !23, file: !1, line: 8, type: !86, scopeLine: 8, flags: DIFlagArtificial | DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, declaration: !88, retainedNodes: !89)
!86 = !DISubroutineType(types: !87)
!87 = !{null, !30}
!88 = !DISubprogram(name: "~Der", scope: !23, type: !86, containingType: !23, virtualIndex: 0, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagVirtual | DISPFlagOptimized)
!89 = !{!90}
!90 = !DILocalVariable(name: "this", arg: 1, scope: !85, type: !33, flags: DIFlagArtificial | DIFlagObjectPointer)
!91 = !DILocation(line: 0, scope: !85)
!92 = !DILocation(line: 8, column: 8, scope: !85)
