; A small C program (structs, switch, loops, printf/malloc/strcpy, a vectorizable loop) as clang-19 -O0 emits it.
; ModuleID = 'prog.c'
source_filename = "prog.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.item = type { ptr, i32, double }

@items = internal global [3 x %struct.item] [%struct.item { ptr @.str.3, i32 3, double 5.000000e-01 }, %struct.item { ptr @.str.4, i32 0, double 7.500000e-01 }, %struct.item { ptr @.str.5, i32 12, double 2.000000e+00 }], align 16
@.str = private unnamed_addr constant [7 x i8] c"%s %d\0A\00", align 1
@.str.1 = private unnamed_addr constant [5 x i8] c"none\00", align 1
@.str.2 = private unnamed_addr constant [13 x i8] c"%s %.2f %zu\0A\00", align 1
@.str.3 = private unnamed_addr constant [6 x i8] c"apple\00", align 1
@.str.4 = private unnamed_addr constant [5 x i8] c"pear\00", align 1
@.str.5 = private unnamed_addr constant [4 x i8] c"fig\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @saxpy(ptr noalias noundef %0, ptr noalias noundef %1, float noundef %2, i32 noundef %3) #0 {
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca float, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  store ptr %0, ptr %5, align 8
  store ptr %1, ptr %6, align 8
  store float %2, ptr %7, align 4
  store i32 %3, ptr %8, align 4
  store i32 0, ptr %9, align 4
  br label %10

10:                                               ; preds = %27, %4
  %11 = load i32, ptr %9, align 4
  %12 = load i32, ptr %8, align 4
  %13 = icmp slt i32 %11, %12
  br i1 %13, label %14, label %30

14:                                               ; preds = %10
  %15 = load float, ptr %7, align 4
  %16 = load ptr, ptr %6, align 8
  %17 = load i32, ptr %9, align 4
  %18 = sext i32 %17 to i64
  %19 = getelementptr inbounds float, ptr %16, i64 %18
  %20 = load float, ptr %19, align 4
  %21 = load ptr, ptr %5, align 8
  %22 = load i32, ptr %9, align 4
  %23 = sext i32 %22 to i64
  %24 = getelementptr inbounds float, ptr %21, i64 %23
  %25 = load float, ptr %24, align 4
  %26 = call float @llvm.fmuladd.f32(float %15, float %20, float %25)
  store float %26, ptr %24, align 4
  br label %27

27:                                               ; preds = %14
  %28 = load i32, ptr %9, align 4
  %29 = add nsw i32 %28, 1
  store i32 %29, ptr %9, align 4
  br label %10, !llvm.loop !6

30:                                               ; preds = %10
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fmuladd.f32(float, float, float) #1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %0, ptr noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 8
  %6 = alloca double, align 8
  %7 = alloca i32, align 4
  %8 = alloca ptr, align 8
  %9 = alloca [64 x float], align 16
  %10 = alloca [64 x float], align 16
  %11 = alloca i32, align 4
  store i32 0, ptr %3, align 4
  store i32 %0, ptr %4, align 4
  store ptr %1, ptr %5, align 8
  store double 0.000000e+00, ptr %6, align 8
  store i32 0, ptr %7, align 4
  br label %12

12:                                               ; preds = %42, %2
  %13 = load i32, ptr %7, align 4
  %14 = zext i32 %13 to i64
  %15 = icmp ult i64 %14, 3
  br i1 %15, label %16, label %45

16:                                               ; preds = %12
  %17 = load i32, ptr %7, align 4
  %18 = zext i32 %17 to i64
  %19 = getelementptr inbounds [3 x %struct.item], ptr @items, i64 0, i64 %18
  %20 = getelementptr inbounds %struct.item, ptr %19, i32 0, i32 1
  %21 = load i32, ptr %20, align 8
  %22 = sitofp i32 %21 to double
  %23 = load i32, ptr %7, align 4
  %24 = zext i32 %23 to i64
  %25 = getelementptr inbounds [3 x %struct.item], ptr @items, i64 0, i64 %24
  %26 = getelementptr inbounds %struct.item, ptr %25, i32 0, i32 2
  %27 = load double, ptr %26, align 8
  %28 = load double, ptr %6, align 8
  %29 = call double @llvm.fmuladd.f64(double %22, double %27, double %28)
  store double %29, ptr %6, align 8
  %30 = load i32, ptr %7, align 4
  %31 = zext i32 %30 to i64
  %32 = getelementptr inbounds [3 x %struct.item], ptr @items, i64 0, i64 %31
  %33 = getelementptr inbounds %struct.item, ptr %32, i32 0, i32 0
  %34 = load ptr, ptr %33, align 8
  %35 = load i32, ptr %7, align 4
  %36 = zext i32 %35 to i64
  %37 = getelementptr inbounds [3 x %struct.item], ptr @items, i64 0, i64 %36
  %38 = getelementptr inbounds %struct.item, ptr %37, i32 0, i32 1
  %39 = load i32, ptr %38, align 8
  %40 = call i32 @classify(i32 noundef %39)
  %41 = call i32 (ptr, ...) @printf(ptr noundef @.str, ptr noundef %34, i32 noundef %40)
  br label %42

42:                                               ; preds = %16
  %43 = load i32, ptr %7, align 4
  %44 = add i32 %43, 1
  store i32 %44, ptr %7, align 4
  br label %12, !llvm.loop !8

45:                                               ; preds = %12
  %46 = call noalias ptr @malloc(i64 noundef 32) #6
  store ptr %46, ptr %8, align 8
  %47 = load ptr, ptr %8, align 8
  %48 = load i32, ptr %4, align 4
  %49 = icmp sgt i32 %48, 1
  br i1 %49, label %50, label %54

50:                                               ; preds = %45
  %51 = load ptr, ptr %5, align 8
  %52 = getelementptr inbounds ptr, ptr %51, i64 1
  %53 = load ptr, ptr %52, align 8
  br label %55

54:                                               ; preds = %45
  br label %55

55:                                               ; preds = %54, %50
  %56 = phi ptr [ %53, %50 ], [ @.str.1, %54 ]
  %57 = call ptr @strcpy(ptr noundef %47, ptr noundef %56) #7
  %58 = load ptr, ptr %8, align 8
  %59 = load double, ptr %6, align 8
  %60 = load ptr, ptr %8, align 8
  %61 = call i64 @strlen(ptr noundef %60) #8
  %62 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, ptr noundef %58, double noundef %59, i64 noundef %61)
  %63 = load ptr, ptr %8, align 8
  call void @free(ptr noundef %63) #7
  store i32 0, ptr %11, align 4
  br label %64

64:                                               ; preds = %76, %55
  %65 = load i32, ptr %11, align 4
  %66 = icmp slt i32 %65, 64
  br i1 %66, label %67, label %79

67:                                               ; preds = %64
  %68 = load i32, ptr %11, align 4
  %69 = sitofp i32 %68 to float
  %70 = load i32, ptr %11, align 4
  %71 = sext i32 %70 to i64
  %72 = getelementptr inbounds [64 x float], ptr %9, i64 0, i64 %71
  store float %69, ptr %72, align 4
  %73 = load i32, ptr %11, align 4
  %74 = sext i32 %73 to i64
  %75 = getelementptr inbounds [64 x float], ptr %10, i64 0, i64 %74
  store float 1.000000e+00, ptr %75, align 4
  br label %76

76:                                               ; preds = %67
  %77 = load i32, ptr %11, align 4
  %78 = add nsw i32 %77, 1
  store i32 %78, ptr %11, align 4
  br label %64, !llvm.loop !9

79:                                               ; preds = %64
  %80 = getelementptr inbounds [64 x float], ptr %10, i64 0, i64 0
  %81 = getelementptr inbounds [64 x float], ptr %9, i64 0, i64 0
  call void @saxpy(ptr noundef %80, ptr noundef %81, float noundef 2.000000e+00, i32 noundef 64)
  %82 = getelementptr inbounds [64 x float], ptr %10, i64 0, i64 10
  %83 = load float, ptr %82, align 8
  %84 = fptosi float %83 to i32
  %85 = icmp eq i32 %84, 21
  %86 = zext i1 %85 to i64
  %87 = select i1 %85, i32 0, i32 1
  ret i32 %87
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #1

declare i32 @printf(ptr noundef, ...) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @classify(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
  %4 = load i32, ptr %3, align 4
  switch i32 %4, label %8 [
    i32 0, label %5
    i32 1, label %6
    i32 2, label %6
    i32 3, label %6
    i32 12, label %7
  ]

5:                                                ; preds = %1
  store i32 0, ptr %2, align 4
  br label %9

6:                                                ; preds = %1, %1, %1
  store i32 1, ptr %2, align 4
  br label %9

7:                                                ; preds = %1
  store i32 3, ptr %2, align 4
  br label %9

8:                                                ; preds = %1
  store i32 2, ptr %2, align 4
  br label %9

9:                                                ; preds = %8, %7, %6, %5
  %10 = load i32, ptr %2, align 4
  ret i32 %10
}

; Function Attrs: nounwind allocsize(0)
declare noalias ptr @malloc(i64 noundef) #3

; Function Attrs: nounwind
declare ptr @strcpy(ptr noundef, ptr noundef) #4

; Function Attrs: nounwind willreturn memory(read)
declare i64 @strlen(ptr noundef) #5

; Function Attrs: nounwind
declare void @free(ptr noundef) #4

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind allocsize(0) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind willreturn memory(read) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nounwind allocsize(0) }
attributes #7 = { nounwind }
attributes #8 = { nounwind willreturn memory(read) }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{!"clang version 19.1.7"}
!6 = distinct !{!6, !7}
!7 = !{!"llvm.loop.mustprogress"}
!8 = distinct !{!8, !7}
!9 = distinct !{!9, !7}
