; getelementptr on a vector of pointers with a vector index, producing
; <2 x ptr>. Split out of gep.ll.
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

declare i32 @printf(ptr, ...)

%Inner = type { i8, i64, [3 x i16] }
%Outer = type { i32, %Inner, [4 x %Inner], double }
%Packed = type <{ i8, i32, i16, i64 }>
%WithVec = type { i8, <4 x float>, i128 }

@fmt = private unnamed_addr constant [9 x i8] c"%s %lld\0A\00"
@tab = global [4 x [5 x i32]] [[5 x i32] [i32 0, i32 1, i32 2, i32 3, i32 4], [5 x i32] [i32 10, i32 11, i32 12, i32 13, i32 14], [5 x i32] [i32 20, i32 21, i32 22, i32 23, i32 24], [5 x i32] [i32 30, i32 31, i32 32, i32 33, i32 34]]
@obj = global %Outer zeroinitializer
@cptr = global ptr getelementptr inbounds ([4 x [5 x i32]], ptr @tab, i64 0, i64 2, i64 3)
@cptr2 = global ptr getelementptr (i8, ptr @tab, i64 44)
@cdiff = global i64 sub (i64 ptrtoint (ptr getelementptr (%Outer, ptr @obj, i64 0, i32 2, i64 3, i32 2, i64 1) to i64), i64 ptrtoint (ptr @obj to i64))
@n1 = private constant [10 x i8] c"off field\00"
@n2 = private constant [11 x i8] c"off nested\00"
@n3 = private constant [8 x i8] c"off arr\00"
@n4 = private constant [9 x i8] c"off last\00"
@n5 = private constant [7 x i8] c"packed\00"
@n6 = private constant [8 x i8] c"withvec\00"
@n7 = private constant [7 x i8] c"tab[i]\00"
@n8 = private constant [4 x i8] c"neg\00"
@n9 = private constant [7 x i8] c"i8 idx\00"
@n10 = private constant [8 x i8] c"i16 idx\00"
@n11 = private constant [8 x i8] c"vec elt\00"
@n12 = private constant [10 x i8] c"const gep\00"
@n13 = private constant [11 x i8] c"const gep2\00"
@n14 = private constant [6 x i8] c"cdiff\00"
@n15 = private constant [8 x i8] c"vec gep\00"
@n16 = private constant [7 x i8] c"scaled\00"
@n17 = private constant [6 x i8] c"chain\00"
@n18 = private constant [7 x i8] c"obj rt\00"

define internal <2 x ptr> @vecgep(<2 x ptr> %b, <2 x i64> %i) noinline {
  %p = getelementptr i32, <2 x ptr> %b, <2 x i64> %i
  ret <2 x ptr> %p
}

define internal void @show(ptr %n, i64 %v) {
  call i32 (ptr, ...) @printf(ptr @fmt, ptr %n, i64 %v)
  ret void
}

define i32 @main() {
  %vb0 = insertelement <2 x ptr> poison, ptr @tab, i32 0
  %t10 = getelementptr i32, ptr @tab, i64 10
  %vb = insertelement <2 x ptr> %vb0, ptr %t10, i32 1
  %vp = call <2 x ptr> @vecgep(<2 x ptr> %vb, <2 x i64> <i64 4, i64 -3>)
  %vp0 = extractelement <2 x ptr> %vp, i32 0
  %vp1 = extractelement <2 x ptr> %vp, i32 1
  %vv0 = load i32, ptr %vp0
  %vv1 = load i32, ptr %vp1
  %vv0x = sext i32 %vv0 to i64
  %vv1x = sext i32 %vv1 to i64
  call void @show(ptr @n15, i64 %vv0x)
  call void @show(ptr @n15, i64 %vv1x)
  ret i32 0
}
