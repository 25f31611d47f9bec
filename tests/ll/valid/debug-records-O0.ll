; Debug records (#dbg_value, #dbg_declare, #dbg_assign, #dbg_label) as clang-19 -g -O0 emits them,
; with DWARF metadata: compile unit, file, subprograms, types, variables, locations.
; ModuleID = 'dbg.c'
source_filename = "dbg.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.point = type { i32, i32, double }

@counter = internal global i32 0, align 4, !dbg !0
@arr = dso_local global [4 x i32] zeroinitializer, align 16, !dbg !11

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @sum(ptr noundef %0, i32 noundef %1) #0 !dbg !25 {
  %3 = alloca i32, align 4
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
    #dbg_declare(ptr %4, !38, !DIExpression(), !39)
  store i32 %1, ptr %5, align 4
    #dbg_declare(ptr %5, !40, !DIExpression(), !41)
    #dbg_declare(ptr %6, !42, !DIExpression(), !43)
  store i32 0, ptr %6, align 4, !dbg !43
    #dbg_declare(ptr %7, !44, !DIExpression(), !46)
  store i32 0, ptr %7, align 4, !dbg !46
  br label %8, !dbg !47

8:                                                ; preds = %28, %2
  %9 = load i32, ptr %7, align 4, !dbg !48
  %10 = load i32, ptr %5, align 4, !dbg !50
  %11 = icmp slt i32 %9, %10, !dbg !51
  br i1 %11, label %12, label %31, !dbg !52

12:                                               ; preds = %8
  %13 = load ptr, ptr %4, align 8, !dbg !53
  %14 = load i32, ptr %7, align 4, !dbg !55
  %15 = sext i32 %14 to i64, !dbg !53
  %16 = getelementptr inbounds %struct.point, ptr %13, i64 %15, !dbg !53
  %17 = getelementptr inbounds %struct.point, ptr %16, i32 0, i32 0, !dbg !56
  %18 = load i32, ptr %17, align 8, !dbg !56
  %19 = load ptr, ptr %4, align 8, !dbg !57
  %20 = load i32, ptr %7, align 4, !dbg !58
  %21 = sext i32 %20 to i64, !dbg !57
  %22 = getelementptr inbounds %struct.point, ptr %19, i64 %21, !dbg !57
  %23 = getelementptr inbounds %struct.point, ptr %22, i32 0, i32 1, !dbg !59
  %24 = load i32, ptr %23, align 4, !dbg !59
  %25 = mul nsw i32 %18, %24, !dbg !60
  %26 = load i32, ptr %6, align 4, !dbg !61
  %27 = add nsw i32 %26, %25, !dbg !61
  store i32 %27, ptr %6, align 4, !dbg !61
  br label %28, !dbg !62

28:                                               ; preds = %12
  %29 = load i32, ptr %7, align 4, !dbg !63
  %30 = add nsw i32 %29, 1, !dbg !63
  store i32 %30, ptr %7, align 4, !dbg !63
  br label %8, !dbg !64, !llvm.loop !65

31:                                               ; preds = %8
  %32 = load i32, ptr %6, align 4, !dbg !68
  %33 = load i32, ptr @counter, align 4, !dbg !69
  %34 = add nsw i32 %33, %32, !dbg !69
  store i32 %34, ptr @counter, align 4, !dbg !69
  br label %35, !dbg !70

35:                                               ; preds = %31
    #dbg_label(!71, !72)
  %36 = load i32, ptr %6, align 4, !dbg !73
  %37 = icmp sgt i32 %36, 100, !dbg !75
  br i1 %37, label %38, label %39, !dbg !76

38:                                               ; preds = %35
  br label %41, !dbg !77

39:                                               ; preds = %35
  %40 = load i32, ptr %6, align 4, !dbg !78
  store i32 %40, ptr %3, align 4, !dbg !79
  br label %44, !dbg !79

41:                                               ; preds = %38
    #dbg_label(!80, !81)
  %42 = load i32, ptr %6, align 4, !dbg !82
  %43 = add nsw i32 %42, 5, !dbg !83
  store i32 %43, ptr %3, align 4, !dbg !84
  br label %44, !dbg !84

44:                                               ; preds = %41, %39
  %45 = load i32, ptr %3, align 4, !dbg !85
  ret i32 %45, !dbg !85
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local float @pun(ptr noundef %0, i32 noundef %1) #0 !dbg !86 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
    #dbg_declare(ptr %3, !95, !DIExpression(), !96)
  store i32 %1, ptr %4, align 4
    #dbg_declare(ptr %4, !97, !DIExpression(), !98)
    #dbg_declare(ptr %5, !99, !DIExpression(), !101)
  %6 = load i32, ptr %4, align 4, !dbg !102
  store volatile i32 %6, ptr %5, align 4, !dbg !101
  %7 = load ptr, ptr %3, align 8, !dbg !103
  %8 = load float, ptr %7, align 4, !dbg !104
  %9 = load volatile i32, ptr %5, align 4, !dbg !105
  %10 = sitofp i32 %9 to float, !dbg !105
  %11 = fadd float %8, %10, !dbg !106
  ret float %11, !dbg !107
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!17, !18, !19, !20, !21, !22, !23}
!llvm.ident = !{!24}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "counter", scope: !2, file: !3, line: 5, type: !14, isLocal: true, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "clang version 19.1.7", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, enums: !4, globals: !10, splitDebugInlining: false, nameTableKind: None)
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
!23 = !{i32 7, !"frame-pointer", i32 2}
!24 = !{!"clang version 19.1.7"}
!25 = distinct !DISubprogram(name: "sum", scope: !3, file: !3, line: 7, type: !26, scopeLine: 7, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !37)
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
!37 = !{}
!38 = !DILocalVariable(name: "p", arg: 1, scope: !25, file: !3, line: 7, type: !28)
!39 = !DILocation(line: 7, column: 24, scope: !25)
!40 = !DILocalVariable(name: "n", arg: 2, scope: !25, file: !3, line: 7, type: !14)
!41 = !DILocation(line: 7, column: 31, scope: !25)
!42 = !DILocalVariable(name: "s", scope: !25, file: !3, line: 8, type: !14)
!43 = !DILocation(line: 8, column: 7, scope: !25)
!44 = !DILocalVariable(name: "i", scope: !45, file: !3, line: 9, type: !14)
!45 = distinct !DILexicalBlock(scope: !25, file: !3, line: 9, column: 3)
!46 = !DILocation(line: 9, column: 12, scope: !45)
!47 = !DILocation(line: 9, column: 8, scope: !45)
!48 = !DILocation(line: 9, column: 19, scope: !49)
!49 = distinct !DILexicalBlock(scope: !45, file: !3, line: 9, column: 3)
!50 = !DILocation(line: 9, column: 23, scope: !49)
!51 = !DILocation(line: 9, column: 21, scope: !49)
!52 = !DILocation(line: 9, column: 3, scope: !45)
!53 = !DILocation(line: 10, column: 10, scope: !54)
!54 = distinct !DILexicalBlock(scope: !49, file: !3, line: 9, column: 31)
!55 = !DILocation(line: 10, column: 12, scope: !54)
!56 = !DILocation(line: 10, column: 15, scope: !54)
!57 = !DILocation(line: 10, column: 19, scope: !54)
!58 = !DILocation(line: 10, column: 21, scope: !54)
!59 = !DILocation(line: 10, column: 24, scope: !54)
!60 = !DILocation(line: 10, column: 17, scope: !54)
!61 = !DILocation(line: 10, column: 7, scope: !54)
!62 = !DILocation(line: 11, column: 3, scope: !54)
!63 = !DILocation(line: 9, column: 27, scope: !49)
!64 = !DILocation(line: 9, column: 3, scope: !49)
!65 = distinct !{!65, !52, !66, !67}
!66 = !DILocation(line: 11, column: 3, scope: !45)
!67 = !{!"llvm.loop.mustprogress"}
!68 = !DILocation(line: 12, column: 14, scope: !25)
!69 = !DILocation(line: 12, column: 11, scope: !25)
!70 = !DILocation(line: 12, column: 3, scope: !25)
!71 = !DILabel(scope: !25, name: "done", file: !3, line: 13)
!72 = !DILocation(line: 13, column: 2, scope: !25)
!73 = !DILocation(line: 14, column: 7, scope: !74)
!74 = distinct !DILexicalBlock(scope: !25, file: !3, line: 14, column: 7)
!75 = !DILocation(line: 14, column: 9, scope: !74)
!76 = !DILocation(line: 14, column: 7, scope: !25)
!77 = !DILocation(line: 14, column: 16, scope: !74)
!78 = !DILocation(line: 15, column: 10, scope: !25)
!79 = !DILocation(line: 15, column: 3, scope: !25)
!80 = !DILabel(scope: !25, name: "done2", file: !3, line: 16)
!81 = !DILocation(line: 16, column: 2, scope: !25)
!82 = !DILocation(line: 17, column: 10, scope: !25)
!83 = !DILocation(line: 17, column: 12, scope: !25)
!84 = !DILocation(line: 17, column: 3, scope: !25)
!85 = !DILocation(line: 18, column: 1, scope: !25)
!86 = distinct !DISubprogram(name: "pun", scope: !3, file: !3, line: 20, type: !87, scopeLine: 20, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !37)
!87 = !DISubroutineType(types: !88)
!88 = !{!89, !90, !5}
!89 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!90 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !91, size: 64)
!91 = distinct !DICompositeType(tag: DW_TAG_union_type, name: "u", file: !3, line: 19, size: 32, elements: !92)
!92 = !{!93, !94}
!93 = !DIDerivedType(tag: DW_TAG_member, name: "i", scope: !91, file: !3, line: 19, baseType: !14, size: 32)
!94 = !DIDerivedType(tag: DW_TAG_member, name: "f", scope: !91, file: !3, line: 19, baseType: !89, size: 32)
!95 = !DILocalVariable(name: "x", arg: 1, scope: !86, file: !3, line: 20, type: !90)
!96 = !DILocation(line: 20, column: 20, scope: !86)
!97 = !DILocalVariable(name: "c", arg: 2, scope: !86, file: !3, line: 20, type: !5)
!98 = !DILocation(line: 20, column: 34, scope: !86)
!99 = !DILocalVariable(name: "local", scope: !86, file: !3, line: 20, type: !100)
!100 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !14)
!101 = !DILocation(line: 20, column: 52, scope: !86)
!102 = !DILocation(line: 20, column: 60, scope: !86)
!103 = !DILocation(line: 20, column: 70, scope: !86)
!104 = !DILocation(line: 20, column: 73, scope: !86)
!105 = !DILocation(line: 20, column: 77, scope: !86)
!106 = !DILocation(line: 20, column: 75, scope: !86)
!107 = !DILocation(line: 20, column: 63, scope: !86)
