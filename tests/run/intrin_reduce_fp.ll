; Floating-point vector reductions: vector.reduce.fadd/fmul (ordered, with
; a start value, and reassoc), fmax/fmin (NaN-ignoring) and
; fmaximum/fminimum (NaN-propagating) on <4 x float> and <2 x double>,
; incl. a NaN lane and -0.0. Split out of intrin_reduce.ll.
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
  %r55 = call float @llvm.vector.reduce.fadd.v4f32(float -0.0, <4 x float> <float 1.5, float -2.25, float 1.0e+10, float 3.0>)
  %r56 = call reassoc float @llvm.vector.reduce.fadd.v4f32(float -0.0, <4 x float> <float 1.5, float -2.25, float 1.0e+10, float 3.0>)
  %d55 = fpext float %r55 to double
  call i32 (ptr, ...) @printf(ptr @fg, ptr @s15, ptr @s16, double %d55)
  %d56 = fpext float %r56 to double
  %r57 = call float @llvm.vector.reduce.fadd.v4f32(float 100.0, <4 x float> <float 1.5, float -2.25, float 1.0e+10, float 3.0>)
  %r58 = call reassoc float @llvm.vector.reduce.fadd.v4f32(float 100.0, <4 x float> <float 1.5, float -2.25, float 1.0e+10, float 3.0>)
  %d57 = fpext float %r57 to double
  call i32 (ptr, ...) @printf(ptr @fg, ptr @s17, ptr @s16, double %d57)
  %d58 = fpext float %r58 to double
  %r59 = call float @llvm.vector.reduce.fmul.v4f32(float 1.0, <4 x float> <float 1.5, float -2.25, float 1.0e+10, float 3.0>)
  %r60 = call reassoc float @llvm.vector.reduce.fmul.v4f32(float 1.0, <4 x float> <float 1.5, float -2.25, float 1.0e+10, float 3.0>)
  %d59 = fpext float %r59 to double
  call i32 (ptr, ...) @printf(ptr @fg, ptr @s18, ptr @s16, double %d59)
  %d60 = fpext float %r60 to double
  %r61 = call float @llvm.vector.reduce.fmul.v4f32(float -3.0, <4 x float> <float 1.5, float -2.25, float 1.0e+10, float 3.0>)
  %r62 = call reassoc float @llvm.vector.reduce.fmul.v4f32(float -3.0, <4 x float> <float 1.5, float -2.25, float 1.0e+10, float 3.0>)
  %d61 = fpext float %r61 to double
  call i32 (ptr, ...) @printf(ptr @fg, ptr @s19, ptr @s16, double %d61)
  %d62 = fpext float %r62 to double
  %r63 = call float @llvm.vector.reduce.fmax.v4f32(<4 x float> <float 1.5, float -2.25, float 1.0e+10, float 3.0>)
  %d63 = fpext float %r63 to double
  call i32 (ptr, ...) @printf(ptr @fg, ptr @s20, ptr @s16, double %d63)
  %r64 = call float @llvm.vector.reduce.fmin.v4f32(<4 x float> <float 1.5, float -2.25, float 1.0e+10, float 3.0>)
  %d64 = fpext float %r64 to double
  call i32 (ptr, ...) @printf(ptr @fg, ptr @s21, ptr @s16, double %d64)
  %r65 = call float @llvm.vector.reduce.fmaximum.v4f32(<4 x float> <float 1.5, float -2.25, float 1.0e+10, float 3.0>)
  %d65 = fpext float %r65 to double
  call i32 (ptr, ...) @printf(ptr @fg, ptr @s22, ptr @s16, double %d65)
  %r66 = call float @llvm.vector.reduce.fminimum.v4f32(<4 x float> <float 1.5, float -2.25, float 1.0e+10, float 3.0>)
  %d66 = fpext float %r66 to double
  call i32 (ptr, ...) @printf(ptr @fg, ptr @s23, ptr @s16, double %d66)
  %r67 = call double @llvm.vector.reduce.fadd.v2f64(double -0.0, <2 x double> <double 1.5, double -2.25>)
  %r68 = call reassoc double @llvm.vector.reduce.fadd.v2f64(double -0.0, <2 x double> <double 1.5, double -2.25>)
  call i32 (ptr, ...) @printf(ptr @fg, ptr @s15, ptr @s24, double %r67)
  call i32 (ptr, ...) @printf(ptr @fg, ptr @s25, ptr @s24, double %r68)
  %r69 = call double @llvm.vector.reduce.fadd.v2f64(double 100.0, <2 x double> <double 1.5, double -2.25>)
  %r70 = call reassoc double @llvm.vector.reduce.fadd.v2f64(double 100.0, <2 x double> <double 1.5, double -2.25>)
  call i32 (ptr, ...) @printf(ptr @fg, ptr @s17, ptr @s24, double %r69)
  call i32 (ptr, ...) @printf(ptr @fg, ptr @s26, ptr @s24, double %r70)
  %r71 = call double @llvm.vector.reduce.fmul.v2f64(double 1.0, <2 x double> <double 1.5, double -2.25>)
  %r72 = call reassoc double @llvm.vector.reduce.fmul.v2f64(double 1.0, <2 x double> <double 1.5, double -2.25>)
  call i32 (ptr, ...) @printf(ptr @fg, ptr @s18, ptr @s24, double %r71)
  call i32 (ptr, ...) @printf(ptr @fg, ptr @s27, ptr @s24, double %r72)
  %r73 = call double @llvm.vector.reduce.fmul.v2f64(double -3.0, <2 x double> <double 1.5, double -2.25>)
  %r74 = call reassoc double @llvm.vector.reduce.fmul.v2f64(double -3.0, <2 x double> <double 1.5, double -2.25>)
  call i32 (ptr, ...) @printf(ptr @fg, ptr @s19, ptr @s24, double %r73)
  call i32 (ptr, ...) @printf(ptr @fg, ptr @s28, ptr @s24, double %r74)
  %r75 = call double @llvm.vector.reduce.fmax.v2f64(<2 x double> <double 1.5, double -2.25>)
  call i32 (ptr, ...) @printf(ptr @fg, ptr @s20, ptr @s24, double %r75)
  %r76 = call double @llvm.vector.reduce.fmin.v2f64(<2 x double> <double 1.5, double -2.25>)
  call i32 (ptr, ...) @printf(ptr @fg, ptr @s21, ptr @s24, double %r76)
  %r77 = call double @llvm.vector.reduce.fmaximum.v2f64(<2 x double> <double 1.5, double -2.25>)
  call i32 (ptr, ...) @printf(ptr @fg, ptr @s22, ptr @s24, double %r77)
  %r78 = call double @llvm.vector.reduce.fminimum.v2f64(<2 x double> <double 1.5, double -2.25>)
  call i32 (ptr, ...) @printf(ptr @fg, ptr @s23, ptr @s24, double %r78)
  %r79 = call float @llvm.vector.reduce.fadd.v4f32(float -0.0, <4 x float> <float 1.5, float 0x7FF8000000000000, float -0.0, float 3.0>)
  %r80 = call reassoc float @llvm.vector.reduce.fadd.v4f32(float -0.0, <4 x float> <float 1.5, float 0x7FF8000000000000, float -0.0, float 3.0>)
  %d79 = fpext float %r79 to double
  call i32 (ptr, ...) @printf(ptr @fg, ptr @s15, ptr @s29, double %d79)
  %d80 = fpext float %r80 to double
  call i32 (ptr, ...) @printf(ptr @fg, ptr @s25, ptr @s29, double %d80)
  %r81 = call float @llvm.vector.reduce.fadd.v4f32(float 100.0, <4 x float> <float 1.5, float 0x7FF8000000000000, float -0.0, float 3.0>)
  %r82 = call reassoc float @llvm.vector.reduce.fadd.v4f32(float 100.0, <4 x float> <float 1.5, float 0x7FF8000000000000, float -0.0, float 3.0>)
  %d81 = fpext float %r81 to double
  call i32 (ptr, ...) @printf(ptr @fg, ptr @s17, ptr @s29, double %d81)
  %d82 = fpext float %r82 to double
  call i32 (ptr, ...) @printf(ptr @fg, ptr @s26, ptr @s29, double %d82)
  %r83 = call float @llvm.vector.reduce.fmul.v4f32(float 1.0, <4 x float> <float 1.5, float 0x7FF8000000000000, float -0.0, float 3.0>)
  %r84 = call reassoc float @llvm.vector.reduce.fmul.v4f32(float 1.0, <4 x float> <float 1.5, float 0x7FF8000000000000, float -0.0, float 3.0>)
  %d83 = fpext float %r83 to double
  call i32 (ptr, ...) @printf(ptr @fg, ptr @s18, ptr @s29, double %d83)
  %d84 = fpext float %r84 to double
  call i32 (ptr, ...) @printf(ptr @fg, ptr @s27, ptr @s29, double %d84)
  %r85 = call float @llvm.vector.reduce.fmul.v4f32(float -3.0, <4 x float> <float 1.5, float 0x7FF8000000000000, float -0.0, float 3.0>)
  %r86 = call reassoc float @llvm.vector.reduce.fmul.v4f32(float -3.0, <4 x float> <float 1.5, float 0x7FF8000000000000, float -0.0, float 3.0>)
  %d85 = fpext float %r85 to double
  call i32 (ptr, ...) @printf(ptr @fg, ptr @s19, ptr @s29, double %d85)
  %d86 = fpext float %r86 to double
  call i32 (ptr, ...) @printf(ptr @fg, ptr @s28, ptr @s29, double %d86)
  %r87 = call float @llvm.vector.reduce.fmax.v4f32(<4 x float> <float 1.5, float 0x7FF8000000000000, float -0.0, float 3.0>)
  %d87 = fpext float %r87 to double
  call i32 (ptr, ...) @printf(ptr @fg, ptr @s20, ptr @s29, double %d87)
  %r88 = call float @llvm.vector.reduce.fmin.v4f32(<4 x float> <float 1.5, float 0x7FF8000000000000, float -0.0, float 3.0>)
  %d88 = fpext float %r88 to double
  call i32 (ptr, ...) @printf(ptr @fg, ptr @s21, ptr @s29, double %d88)
  %r89 = call float @llvm.vector.reduce.fmaximum.v4f32(<4 x float> <float 1.5, float 0x7FF8000000000000, float -0.0, float 3.0>)
  %d89 = fpext float %r89 to double
  call i32 (ptr, ...) @printf(ptr @fg, ptr @s22, ptr @s29, double %d89)
  %r90 = call float @llvm.vector.reduce.fminimum.v4f32(<4 x float> <float 1.5, float 0x7FF8000000000000, float -0.0, float 3.0>)
  %d90 = fpext float %r90 to double
  call i32 (ptr, ...) @printf(ptr @fg, ptr @s23, ptr @s29, double %d90)
  ret i32 0
}
