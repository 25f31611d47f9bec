; Debug records (#dbg_value, #dbg_declare, #dbg_assign, #dbg_label) as clang-19 -g -O2 emits them,
; with DWARF metadata: compile unit, file, subprograms, types, variables, locations.
; ModuleID = 'dbg.c'
source_filename = "dbg.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.point = type { i32, i32, double }

@counter = internal unnamed_addr global i32 0, align 4, !dbg !0
@arr = dso_local local_unnamed_addr global [4 x i32] zeroinitializer, align 16, !dbg !11

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, argmem: read, inaccessiblemem: none) uwtable
define dso_local range(i32 106, 101) i32 @sum(ptr nocapture noundef readonly %0, i32 noundef %1) local_unnamed_addr #0 !dbg !25 {
    #dbg_value(ptr %0, !38, !DIExpression(), !45)
    #dbg_value(i32 %1, !39, !DIExpression(), !45)
    #dbg_value(i32 0, !40, !DIExpression(), !45)
    #dbg_value(i32 0, !41, !DIExpression(), !46)
  %3 = icmp sgt i32 %1, 0, !dbg !47
  br i1 %3, label %4, label %36, !dbg !49

4:                                                ; preds = %2
  %5 = zext nneg i32 %1 to i64, !dbg !47
  %6 = and i64 %5, 3, !dbg !49
  %7 = icmp ult i32 %1, 4, !dbg !49
  br i1 %7, label %10, label %8, !dbg !49

8:                                                ; preds = %4
  %9 = and i64 %5, 2147483644, !dbg !49
  br label %38, !dbg !49

10:                                               ; preds = %38, %4
  %11 = phi i32 [ poison, %4 ], [ %72, %38 ]
  %12 = phi i64 [ 0, %4 ], [ %73, %38 ]
  %13 = phi i32 [ 0, %4 ], [ %72, %38 ]
  %14 = icmp eq i64 %6, 0, !dbg !49
  br i1 %14, label %29, label %15, !dbg !49

15:                                               ; preds = %10, %15
  %16 = phi i64 [ %26, %15 ], [ %12, %10 ]
  %17 = phi i32 [ %25, %15 ], [ %13, %10 ]
  %18 = phi i64 [ %27, %15 ], [ 0, %10 ]
    #dbg_value(i64 %16, !41, !DIExpression(), !46)
    #dbg_value(i32 %17, !40, !DIExpression(), !45)
  %19 = getelementptr inbounds %struct.point, ptr %0, i64 %16, !dbg !50
  %20 = load i32, ptr %19, align 8, !dbg !52, !tbaa !53
  %21 = getelementptr inbounds i8, ptr %19, i64 4, !dbg !59
  %22 = load i32, ptr %21, align 4, !dbg !59, !tbaa !60
  %23 = mul nsw i32 %22, %20, !dbg !61
  %24 = freeze i32 %23, !dbg !62
  %25 = add i32 %24, %17, !dbg !62
    #dbg_value(i32 %25, !40, !DIExpression(), !45)
  %26 = add nuw nsw i64 %16, 1, !dbg !63
    #dbg_value(i64 %26, !41, !DIExpression(), !46)
  %27 = add i64 %18, 1, !dbg !49
  %28 = icmp eq i64 %27, %6, !dbg !49
  br i1 %28, label %29, label %15, !dbg !49, !llvm.loop !64

29:                                               ; preds = %15, %10
  %30 = phi i32 [ %11, %10 ], [ %25, %15 ], !dbg !62
  %31 = load i32, ptr @counter, align 4, !dbg !66, !tbaa !67
  %32 = add nsw i32 %31, %30, !dbg !66
  store i32 %32, ptr @counter, align 4, !dbg !66, !tbaa !67
    #dbg_label(!43, !68)
  %33 = icmp sgt i32 %30, 100, !dbg !69
  %34 = add nuw nsw i32 %30, 5, !dbg !71
  %35 = select i1 %33, i32 %34, i32 %30, !dbg !71
  br label %36, !dbg !71

36:                                               ; preds = %29, %2
  %37 = phi i32 [ 0, %2 ], [ %35, %29 ], !dbg !71
  ret i32 %37, !dbg !72

38:                                               ; preds = %38, %8
  %39 = phi i64 [ 0, %8 ], [ %73, %38 ]
  %40 = phi i32 [ 0, %8 ], [ %72, %38 ]
  %41 = phi i64 [ 0, %8 ], [ %74, %38 ]
    #dbg_value(i64 %39, !41, !DIExpression(), !46)
    #dbg_value(i32 %40, !40, !DIExpression(), !45)
  %42 = getelementptr inbounds %struct.point, ptr %0, i64 %39, !dbg !50
  %43 = load i32, ptr %42, align 8, !dbg !52, !tbaa !53
  %44 = getelementptr inbounds i8, ptr %42, i64 4, !dbg !59
  %45 = load i32, ptr %44, align 4, !dbg !59, !tbaa !60
  %46 = mul nsw i32 %45, %43, !dbg !61
  %47 = freeze i32 %46, !dbg !62
  %48 = add i32 %47, %40, !dbg !62
    #dbg_value(i32 %48, !40, !DIExpression(), !45)
  %49 = or disjoint i64 %39, 1, !dbg !63
    #dbg_value(i64 %49, !41, !DIExpression(), !46)
  %50 = getelementptr inbounds %struct.point, ptr %0, i64 %49, !dbg !50
  %51 = load i32, ptr %50, align 8, !dbg !52, !tbaa !53
  %52 = getelementptr inbounds i8, ptr %50, i64 4, !dbg !59
  %53 = load i32, ptr %52, align 4, !dbg !59, !tbaa !60
  %54 = mul nsw i32 %53, %51, !dbg !61
  %55 = freeze i32 %54, !dbg !62
  %56 = add i32 %55, %48, !dbg !62
    #dbg_value(i32 %56, !40, !DIExpression(), !45)
  %57 = or disjoint i64 %39, 2, !dbg !63
    #dbg_value(i64 %57, !41, !DIExpression(), !46)
  %58 = getelementptr inbounds %struct.point, ptr %0, i64 %57, !dbg !50
  %59 = load i32, ptr %58, align 8, !dbg !52, !tbaa !53
  %60 = getelementptr inbounds i8, ptr %58, i64 4, !dbg !59
  %61 = load i32, ptr %60, align 4, !dbg !59, !tbaa !60
  %62 = mul nsw i32 %61, %59, !dbg !61
  %63 = freeze i32 %62, !dbg !62
  %64 = add i32 %63, %56, !dbg !62
    #dbg_value(i32 %64, !40, !DIExpression(), !45)
  %65 = or disjoint i64 %39, 3, !dbg !63
    #dbg_value(i64 %65, !41, !DIExpression(), !46)
  %66 = getelementptr inbounds %struct.point, ptr %0, i64 %65, !dbg !50
  %67 = load i32, ptr %66, align 8, !dbg !52, !tbaa !53
  %68 = getelementptr inbounds i8, ptr %66, i64 4, !dbg !59
  %69 = load i32, ptr %68, align 4, !dbg !59, !tbaa !60
  %70 = mul nsw i32 %69, %67, !dbg !61
  %71 = freeze i32 %70, !dbg !62
  %72 = add i32 %71, %64, !dbg !62
    #dbg_value(i32 %72, !40, !DIExpression(), !45)
  %73 = add nuw nsw i64 %39, 4, !dbg !63
    #dbg_value(i64 %73, !41, !DIExpression(), !46)
  %74 = add i64 %41, 4, !dbg !49
  %75 = icmp eq i64 %74, %9, !dbg !49
  br i1 %75, label %10, label %38, !dbg !49, !llvm.loop !73
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree norecurse nounwind memory(argmem: read, inaccessiblemem: readwrite) uwtable
define dso_local float @pun(ptr nocapture noundef readonly %0, i32 noundef %1) local_unnamed_addr #2 !dbg !76 {
  %3 = alloca i32, align 4, !DIAssignID !90
    #dbg_assign(i1 undef, !88, !DIExpression(), !90, ptr %3, !DIExpression(), !91)
    #dbg_value(ptr %0, !86, !DIExpression(), !91)
    #dbg_value(i32 %1, !87, !DIExpression(), !91)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %3), !dbg !92
  store volatile i32 %1, ptr %3, align 4, !dbg !93, !tbaa !67, !DIAssignID !94
    #dbg_assign(i32 %1, !88, !DIExpression(), !94, ptr %3, !DIExpression(), !91)
  %4 = load float, ptr %0, align 4, !dbg !95, !tbaa !96
  %5 = load volatile i32, ptr %3, align 4, !dbg !97, !tbaa !67
  %6 = sitofp i32 %5 to float, !dbg !97
  %7 = fadd float %4, %6, !dbg !98
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %3), !dbg !99
  ret float %7, !dbg !100
}

attributes #0 = { nofree norecurse nosync nounwind memory(readwrite, argmem: read, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree norecurse nounwind memory(argmem: read, inaccessiblemem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!17, !18, !19, !20, !21, !22, !23}
!llvm.ident = !{!24}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "counter", scope: !2, file: !3, line: 5, type: !14, isLocal: true, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "clang version 19.1.7", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, enums: !4, globals: !10, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "dbg.c", directory: "/src", checksumkind: CSK_MD5, checksum: "2edda9af134e11fc515f3fb324f6e4a3")
!4 = !{!5}
!5 = !DICompositeType(tag: DW_TAG_enumeration_type, name: "color", file: !3, line: 4, baseType: !6, size: 32, elements: !7)
!6 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!7 = !{!8, !9}
!8 = !DIEnumerator(name: "RED", value: 0)
!9 = !DIEnumerator(name: "GREEN", value: 5)
!10 = !{!0, !11}
!11 = !DIGlobalVariableExpression(var: !12, expr: !DIExpression())
!12 = distinct !DIGlobalVariable(name: "arr", scope: !2, file: !3, line: 6, type: !13, isLocal: false, isDefinition: true)
!13 = !DICompositeType(tag: DW_TAG_array_type, baseType: !14, size: 128, elements: !15)
!14 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!15 = !{!16}
!16 = !DISubrange(count: 4)
!17 = !{i32 7, !"Dwarf Version", i32 5}
!18 = !{i32 2, !"Debug Info Version", i32 3}
!19 = !{i32 1, !"wchar_size", i32 4}
!20 = !{i32 8, !"PIC Level", i32 2}
!21 = !{i32 7, !"PIE Level", i32 2}
!22 = !{i32 7, !"uwtable", i32 2}
!23 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!24 = !{!"clang version 19.1.7"}
!25 = distinct !DISubprogram(name: "sum", scope: !3, file: !3, line: 7, type: !26, scopeLine: 7, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !37)
!26 = !DISubroutineType(types: !27)
!27 = !{!14, !28, !14}
!28 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !29, size: 64)
!29 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !30)
!30 = !DIDerivedType(tag: DW_TAG_typedef, name: "point_t", file: !3, line: 3, baseType: !31)
!31 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "point", file: !3, line: 2, size: 128, elements: !32)
!32 = !{!33, !34, !35}
!33 = !DIDerivedType(tag: DW_TAG_member, name: "x", scope: !31, file: !3, line: 2, baseType: !14, size: 32)
!34 = !DIDerivedType(tag: DW_TAG_member, name: "y", scope: !31, file: !3, line: 2, baseType: !14, size: 32, offset: 32)
!35 = !DIDerivedType(tag: DW_TAG_member, name: "w", scope: !31, file: !3, line: 2, baseType: !36, size: 64, offset: 64)
!36 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!37 = !{!38, !39, !40, !41, !43, !44}
!38 = !DILocalVariable(name: "p", arg: 1, scope: !25, file: !3, line: 7, type: !28)
!39 = !DILocalVariable(name: "n", arg: 2, scope: !25, file: !3, line: 7, type: !14)
!40 = !DILocalVariable(name: "s", scope: !25, file: !3, line: 8, type: !14)
!41 = !DILocalVariable(name: "i", scope: !42, file: !3, line: 9, type: !14)
!42 = distinct !DILexicalBlock(scope: !25, file: !3, line: 9, column: 3)
!43 = !DILabel(scope: !25, name: "done", file: !3, line: 13)
!44 = !DILabel(scope: !25, name: "done2", file: !3, line: 16)
!45 = !DILocation(line: 0, scope: !25)
!46 = !DILocation(line: 0, scope: !42)
!47 = !DILocation(line: 9, column: 21, scope: !48)
!48 = distinct !DILexicalBlock(scope: !42, file: !3, line: 9, column: 3)
!49 = !DILocation(line: 9, column: 3, scope: !42)
!50 = !DILocation(line: 10, column: 10, scope: !51)
!51 = distinct !DILexicalBlock(scope: !48, file: !3, line: 9, column: 31)
!52 = !DILocation(line: 10, column: 15, scope: !51)
!53 = !{!54, !55, i64 0}
!54 = !{!"point", !55, i64 0, !55, i64 4, !58, i64 8}
!55 = !{!"int", !56, i64 0}
!56 = !{!"omnipotent char", !57, i64 0}
!57 = !{!"Simple C/C++ TBAA"}
!58 = !{!"double", !56, i64 0}
!59 = !DILocation(line: 10, column: 24, scope: !51)
!60 = !{!54, !55, i64 4}
!61 = !DILocation(line: 10, column: 17, scope: !51)
!62 = !DILocation(line: 10, column: 7, scope: !51)
!63 = !DILocation(line: 9, column: 27, scope: !48)
!64 = distinct !{!64, !65}
!65 = !{!"llvm.loop.unroll.disable"}
!66 = !DILocation(line: 12, column: 11, scope: !25)
!67 = !{!55, !55, i64 0}
!68 = !DILocation(line: 13, column: 2, scope: !25)
!69 = !DILocation(line: 14, column: 9, scope: !70)
!70 = distinct !DILexicalBlock(scope: !25, file: !3, line: 14, column: 7)
!71 = !DILocation(line: 14, column: 7, scope: !25)
!72 = !DILocation(line: 18, column: 1, scope: !25)
!73 = distinct !{!73, !49, !74, !75}
!74 = !DILocation(line: 11, column: 3, scope: !42)
!75 = !{!"llvm.loop.mustprogress"}
!76 = distinct !DISubprogram(name: "pun", scope: !3, file: !3, line: 20, type: !77, scopeLine: 20, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !85)
!77 = !DISubroutineType(types: !78)
!78 = !{!79, !80, !5}
!79 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!80 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !81, size: 64)
!81 = distinct !DICompositeType(tag: DW_TAG_union_type, name: "u", file: !3, line: 19, size: 32, elements: !82)
!82 = !{!83, !84}
!83 = !DIDerivedType(tag: DW_TAG_member, name: "i", scope: !81, file: !3, line: 19, baseType: !14, size: 32)
!84 = !DIDerivedType(tag: DW_TAG_member, name: "f", scope: !81, file: !3, line: 19, baseType: !79, size: 32)
!85 = !{!86, !87, !88}
!86 = !DILocalVariable(name: "x", arg: 1, scope: !76, file: !3, line: 20, type: !80)
!87 = !DILocalVariable(name: "c", arg: 2, scope: !76, file: !3, line: 20, type: !5)
!88 = !DILocalVariable(name: "local", scope: !76, file: !3, line: 20, type: !89)
!89 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !14)
!90 = distinct !DIAssignID()
!91 = !DILocation(line: 0, scope: !76)
!92 = !DILocation(line: 20, column: 39, scope: !76)
!93 = !DILocation(line: 20, column: 52, scope: !76)
!94 = distinct !DIAssignID()
!95 = !DILocation(line: 20, column: 73, scope: !76)
!96 = !{!56, !56, i64 0}
!97 = !DILocation(line: 20, column: 77, scope: !76)
!98 = !DILocation(line: 20, column: 75, scope: !76)
!99 = !DILocation(line: 20, column: 84, scope: !76)
!100 = !DILocation(line: 20, column: 63, scope: !76)
