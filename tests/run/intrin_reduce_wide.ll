; Integer vector reductions (add mul and or xor smax smin umax umin) of
; <8 x i32> (wider than SSE) and <4 x i1> (lane masks). Split out of
; intrin_reduce.ll.
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

declare i32 @printf(ptr, ...)

@fi = private unnamed_addr constant [12 x i8] c"%s %s %lld\0A\00"
@fg = private unnamed_addr constant [10 x i8] c"%s %s %a\0A\00"

@s0 = private unnamed_addr constant [4 x i8] c"add\00"
@s1 = private unnamed_addr constant [6 x i8] c"v4i32\00"
@s2 = private unnamed_addr constant [4 x i8] c"mul\00"
@s3 = private unnamed_addr constant [4 x i8] c"and\00"
@s4 = private unnamed_addr constant [3 x i8] c"or\00"
@s5 = private unnamed_addr constant [4 x i8] c"xor\00"
@s6 = private unnamed_addr constant [5 x i8] c"smax\00"
@s7 = private unnamed_addr constant [5 x i8] c"smin\00"
@s8 = private unnamed_addr constant [5 x i8] c"umax\00"
@s9 = private unnamed_addr constant [5 x i8] c"umin\00"
@s10 = private unnamed_addr constant [6 x i8] c"v8i16\00"
@s11 = private unnamed_addr constant [6 x i8] c"v16i8\00"
@s12 = private unnamed_addr constant [6 x i8] c"v2i64\00"
@s13 = private unnamed_addr constant [6 x i8] c"v8i32\00"
@s14 = private unnamed_addr constant [5 x i8] c"v4i1\00"
@s15 = private unnamed_addr constant [16 x i8] c"fadd start -0.0\00"
@s16 = private unnamed_addr constant [6 x i8] c"v4f32\00"
@s17 = private unnamed_addr constant [17 x i8] c"fadd start 100.0\00"
@s18 = private unnamed_addr constant [15 x i8] c"fmul start 1.0\00"
@s19 = private unnamed_addr constant [16 x i8] c"fmul start -3.0\00"
@s20 = private unnamed_addr constant [5 x i8] c"fmax\00"
@s21 = private unnamed_addr constant [5 x i8] c"fmin\00"
@s22 = private unnamed_addr constant [9 x i8] c"fmaximum\00"
@s23 = private unnamed_addr constant [9 x i8] c"fminimum\00"
@s24 = private unnamed_addr constant [6 x i8] c"v2f64\00"
@s25 = private unnamed_addr constant [24 x i8] c"fadd reassoc start -0.0\00"
@s26 = private unnamed_addr constant [25 x i8] c"fadd reassoc start 100.0\00"
@s27 = private unnamed_addr constant [23 x i8] c"fmul reassoc start 1.0\00"
@s28 = private unnamed_addr constant [24 x i8] c"fmul reassoc start -3.0\00"
@s29 = private unnamed_addr constant [7 x i8] c"v4f32n\00"
declare i32 @llvm.vector.reduce.add.v4i32(<4 x i32>)
declare i32 @llvm.vector.reduce.mul.v4i32(<4 x i32>)
declare i32 @llvm.vector.reduce.and.v4i32(<4 x i32>)
declare i32 @llvm.vector.reduce.or.v4i32(<4 x i32>)
declare i32 @llvm.vector.reduce.xor.v4i32(<4 x i32>)
declare i32 @llvm.vector.reduce.smax.v4i32(<4 x i32>)
declare i32 @llvm.vector.reduce.smin.v4i32(<4 x i32>)
declare i32 @llvm.vector.reduce.umax.v4i32(<4 x i32>)
declare i32 @llvm.vector.reduce.umin.v4i32(<4 x i32>)
declare i16 @llvm.vector.reduce.add.v8i16(<8 x i16>)
declare i16 @llvm.vector.reduce.mul.v8i16(<8 x i16>)
declare i16 @llvm.vector.reduce.and.v8i16(<8 x i16>)
declare i16 @llvm.vector.reduce.or.v8i16(<8 x i16>)
declare i16 @llvm.vector.reduce.xor.v8i16(<8 x i16>)
declare i16 @llvm.vector.reduce.smax.v8i16(<8 x i16>)
declare i16 @llvm.vector.reduce.smin.v8i16(<8 x i16>)
declare i16 @llvm.vector.reduce.umax.v8i16(<8 x i16>)
declare i16 @llvm.vector.reduce.umin.v8i16(<8 x i16>)
declare i8 @llvm.vector.reduce.add.v16i8(<16 x i8>)
declare i8 @llvm.vector.reduce.mul.v16i8(<16 x i8>)
declare i8 @llvm.vector.reduce.and.v16i8(<16 x i8>)
declare i8 @llvm.vector.reduce.or.v16i8(<16 x i8>)
declare i8 @llvm.vector.reduce.xor.v16i8(<16 x i8>)
declare i8 @llvm.vector.reduce.smax.v16i8(<16 x i8>)
declare i8 @llvm.vector.reduce.smin.v16i8(<16 x i8>)
declare i8 @llvm.vector.reduce.umax.v16i8(<16 x i8>)
declare i8 @llvm.vector.reduce.umin.v16i8(<16 x i8>)
declare i64 @llvm.vector.reduce.add.v2i64(<2 x i64>)
declare i64 @llvm.vector.reduce.mul.v2i64(<2 x i64>)
declare i64 @llvm.vector.reduce.and.v2i64(<2 x i64>)
declare i64 @llvm.vector.reduce.or.v2i64(<2 x i64>)
declare i64 @llvm.vector.reduce.xor.v2i64(<2 x i64>)
declare i64 @llvm.vector.reduce.smax.v2i64(<2 x i64>)
declare i64 @llvm.vector.reduce.smin.v2i64(<2 x i64>)
declare i64 @llvm.vector.reduce.umax.v2i64(<2 x i64>)
declare i64 @llvm.vector.reduce.umin.v2i64(<2 x i64>)
declare i32 @llvm.vector.reduce.add.v8i32(<8 x i32>)
declare i32 @llvm.vector.reduce.mul.v8i32(<8 x i32>)
declare i32 @llvm.vector.reduce.and.v8i32(<8 x i32>)
declare i32 @llvm.vector.reduce.or.v8i32(<8 x i32>)
declare i32 @llvm.vector.reduce.xor.v8i32(<8 x i32>)
declare i32 @llvm.vector.reduce.smax.v8i32(<8 x i32>)
declare i32 @llvm.vector.reduce.smin.v8i32(<8 x i32>)
declare i32 @llvm.vector.reduce.umax.v8i32(<8 x i32>)
declare i32 @llvm.vector.reduce.umin.v8i32(<8 x i32>)
declare i1 @llvm.vector.reduce.add.v4i1(<4 x i1>)
declare i1 @llvm.vector.reduce.mul.v4i1(<4 x i1>)
declare i1 @llvm.vector.reduce.and.v4i1(<4 x i1>)
declare i1 @llvm.vector.reduce.or.v4i1(<4 x i1>)
declare i1 @llvm.vector.reduce.xor.v4i1(<4 x i1>)
declare i1 @llvm.vector.reduce.smax.v4i1(<4 x i1>)
declare i1 @llvm.vector.reduce.smin.v4i1(<4 x i1>)
declare i1 @llvm.vector.reduce.umax.v4i1(<4 x i1>)
declare i1 @llvm.vector.reduce.umin.v4i1(<4 x i1>)
declare float @llvm.vector.reduce.fadd.v4f32(float, <4 x float>)
declare float @llvm.vector.reduce.fmul.v4f32(float, <4 x float>)
declare float @llvm.vector.reduce.fmax.v4f32(<4 x float>)
declare float @llvm.vector.reduce.fmin.v4f32(<4 x float>)
declare float @llvm.vector.reduce.fmaximum.v4f32(<4 x float>)
declare float @llvm.vector.reduce.fminimum.v4f32(<4 x float>)
declare double @llvm.vector.reduce.fadd.v2f64(double, <2 x double>)
declare double @llvm.vector.reduce.fmul.v2f64(double, <2 x double>)
declare double @llvm.vector.reduce.fmax.v2f64(<2 x double>)
declare double @llvm.vector.reduce.fmin.v2f64(<2 x double>)
declare double @llvm.vector.reduce.fmaximum.v2f64(<2 x double>)
declare double @llvm.vector.reduce.fminimum.v2f64(<2 x double>)

define i32 @main() {
  %r37 = call i32 @llvm.vector.reduce.add.v8i32(<8 x i32> <i32 3, i32 -4, i32 5, i32 -6, i32 70000, i32 8, i32 -9, i32 1000000>)
  %x37 = sext i32 %r37 to i64
  call i32 (ptr, ...) @printf(ptr @fi, ptr @s0, ptr @s13, i64 %x37)
  %r38 = call i32 @llvm.vector.reduce.mul.v8i32(<8 x i32> <i32 3, i32 -4, i32 5, i32 -6, i32 70000, i32 8, i32 -9, i32 1000000>)
  %x38 = sext i32 %r38 to i64
  call i32 (ptr, ...) @printf(ptr @fi, ptr @s2, ptr @s13, i64 %x38)
  %r39 = call i32 @llvm.vector.reduce.and.v8i32(<8 x i32> <i32 3, i32 -4, i32 5, i32 -6, i32 70000, i32 8, i32 -9, i32 1000000>)
  %x39 = sext i32 %r39 to i64
  call i32 (ptr, ...) @printf(ptr @fi, ptr @s3, ptr @s13, i64 %x39)
  %r40 = call i32 @llvm.vector.reduce.or.v8i32(<8 x i32> <i32 3, i32 -4, i32 5, i32 -6, i32 70000, i32 8, i32 -9, i32 1000000>)
  %x40 = sext i32 %r40 to i64
  call i32 (ptr, ...) @printf(ptr @fi, ptr @s4, ptr @s13, i64 %x40)
  %r41 = call i32 @llvm.vector.reduce.xor.v8i32(<8 x i32> <i32 3, i32 -4, i32 5, i32 -6, i32 70000, i32 8, i32 -9, i32 1000000>)
  %x41 = sext i32 %r41 to i64
  call i32 (ptr, ...) @printf(ptr @fi, ptr @s5, ptr @s13, i64 %x41)
  %r42 = call i32 @llvm.vector.reduce.smax.v8i32(<8 x i32> <i32 3, i32 -4, i32 5, i32 -6, i32 70000, i32 8, i32 -9, i32 1000000>)
  %x42 = sext i32 %r42 to i64
  call i32 (ptr, ...) @printf(ptr @fi, ptr @s6, ptr @s13, i64 %x42)
  %r43 = call i32 @llvm.vector.reduce.smin.v8i32(<8 x i32> <i32 3, i32 -4, i32 5, i32 -6, i32 70000, i32 8, i32 -9, i32 1000000>)
  %x43 = sext i32 %r43 to i64
  call i32 (ptr, ...) @printf(ptr @fi, ptr @s7, ptr @s13, i64 %x43)
  %r44 = call i32 @llvm.vector.reduce.umax.v8i32(<8 x i32> <i32 3, i32 -4, i32 5, i32 -6, i32 70000, i32 8, i32 -9, i32 1000000>)
  %x44 = sext i32 %r44 to i64
  call i32 (ptr, ...) @printf(ptr @fi, ptr @s8, ptr @s13, i64 %x44)
  %r45 = call i32 @llvm.vector.reduce.umin.v8i32(<8 x i32> <i32 3, i32 -4, i32 5, i32 -6, i32 70000, i32 8, i32 -9, i32 1000000>)
  %x45 = sext i32 %r45 to i64
  call i32 (ptr, ...) @printf(ptr @fi, ptr @s9, ptr @s13, i64 %x45)
  %r46 = call i1 @llvm.vector.reduce.add.v4i1(<4 x i1> <i1 true, i1 false, i1 true, i1 true>)
  %x46 = zext i1 %r46 to i64
  call i32 (ptr, ...) @printf(ptr @fi, ptr @s0, ptr @s14, i64 %x46)
  %r47 = call i1 @llvm.vector.reduce.mul.v4i1(<4 x i1> <i1 true, i1 false, i1 true, i1 true>)
  %x47 = zext i1 %r47 to i64
  call i32 (ptr, ...) @printf(ptr @fi, ptr @s2, ptr @s14, i64 %x47)
  %r48 = call i1 @llvm.vector.reduce.and.v4i1(<4 x i1> <i1 true, i1 false, i1 true, i1 true>)
  %x48 = zext i1 %r48 to i64
  call i32 (ptr, ...) @printf(ptr @fi, ptr @s3, ptr @s14, i64 %x48)
  %r49 = call i1 @llvm.vector.reduce.or.v4i1(<4 x i1> <i1 true, i1 false, i1 true, i1 true>)
  %x49 = zext i1 %r49 to i64
  call i32 (ptr, ...) @printf(ptr @fi, ptr @s4, ptr @s14, i64 %x49)
  %r50 = call i1 @llvm.vector.reduce.xor.v4i1(<4 x i1> <i1 true, i1 false, i1 true, i1 true>)
  %x50 = zext i1 %r50 to i64
  call i32 (ptr, ...) @printf(ptr @fi, ptr @s5, ptr @s14, i64 %x50)
  %r51 = call i1 @llvm.vector.reduce.smax.v4i1(<4 x i1> <i1 true, i1 false, i1 true, i1 true>)
  %x51 = zext i1 %r51 to i64
  call i32 (ptr, ...) @printf(ptr @fi, ptr @s6, ptr @s14, i64 %x51)
  %r52 = call i1 @llvm.vector.reduce.smin.v4i1(<4 x i1> <i1 true, i1 false, i1 true, i1 true>)
  %x52 = zext i1 %r52 to i64
  call i32 (ptr, ...) @printf(ptr @fi, ptr @s7, ptr @s14, i64 %x52)
  %r53 = call i1 @llvm.vector.reduce.umax.v4i1(<4 x i1> <i1 true, i1 false, i1 true, i1 true>)
  %x53 = zext i1 %r53 to i64
  call i32 (ptr, ...) @printf(ptr @fi, ptr @s8, ptr @s14, i64 %x53)
  %r54 = call i1 @llvm.vector.reduce.umin.v4i1(<4 x i1> <i1 true, i1 false, i1 true, i1 true>)
  %x54 = zext i1 %r54 to i64
  call i32 (ptr, ...) @printf(ptr @fi, ptr @s9, ptr @s14, i64 %x54)
  ret i32 0
}
