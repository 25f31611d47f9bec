; vector.reduce.add/mul/and/or/xor/smax/smin/umax/umin on <4 x i32>,
; <8 x i16>, <16 x i8> and <2 x i64>. Floating-point reductions are in
; intrin_reduce_fp.ll, <8 x i32> and <4 x i1> ones in intrin_reduce_wide.ll.
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
  %r1 = call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> <i32 1, i32 -2, i32 2147483647, i32 7>)
  %x1 = sext i32 %r1 to i64
  call i32 (ptr, ...) @printf(ptr @fi, ptr @s0, ptr @s1, i64 %x1)
  %r2 = call i32 @llvm.vector.reduce.mul.v4i32(<4 x i32> <i32 1, i32 -2, i32 2147483647, i32 7>)
  %x2 = sext i32 %r2 to i64
  call i32 (ptr, ...) @printf(ptr @fi, ptr @s2, ptr @s1, i64 %x2)
  %r3 = call i32 @llvm.vector.reduce.and.v4i32(<4 x i32> <i32 1, i32 -2, i32 2147483647, i32 7>)
  %x3 = sext i32 %r3 to i64
  call i32 (ptr, ...) @printf(ptr @fi, ptr @s3, ptr @s1, i64 %x3)
  %r4 = call i32 @llvm.vector.reduce.or.v4i32(<4 x i32> <i32 1, i32 -2, i32 2147483647, i32 7>)
  %x4 = sext i32 %r4 to i64
  call i32 (ptr, ...) @printf(ptr @fi, ptr @s4, ptr @s1, i64 %x4)
  %r5 = call i32 @llvm.vector.reduce.xor.v4i32(<4 x i32> <i32 1, i32 -2, i32 2147483647, i32 7>)
  %x5 = sext i32 %r5 to i64
  call i32 (ptr, ...) @printf(ptr @fi, ptr @s5, ptr @s1, i64 %x5)
  %r6 = call i32 @llvm.vector.reduce.smax.v4i32(<4 x i32> <i32 1, i32 -2, i32 2147483647, i32 7>)
  %x6 = sext i32 %r6 to i64
  call i32 (ptr, ...) @printf(ptr @fi, ptr @s6, ptr @s1, i64 %x6)
  %r7 = call i32 @llvm.vector.reduce.smin.v4i32(<4 x i32> <i32 1, i32 -2, i32 2147483647, i32 7>)
  %x7 = sext i32 %r7 to i64
  call i32 (ptr, ...) @printf(ptr @fi, ptr @s7, ptr @s1, i64 %x7)
  %r8 = call i32 @llvm.vector.reduce.umax.v4i32(<4 x i32> <i32 1, i32 -2, i32 2147483647, i32 7>)
  %x8 = sext i32 %r8 to i64
  call i32 (ptr, ...) @printf(ptr @fi, ptr @s8, ptr @s1, i64 %x8)
  %r9 = call i32 @llvm.vector.reduce.umin.v4i32(<4 x i32> <i32 1, i32 -2, i32 2147483647, i32 7>)
  %x9 = sext i32 %r9 to i64
  call i32 (ptr, ...) @printf(ptr @fi, ptr @s9, ptr @s1, i64 %x9)
  %r10 = call i16 @llvm.vector.reduce.add.v8i16(<8 x i16> <i16 1, i16 -2, i16 32767, i16 7, i16 -32768, i16 300, i16 5, i16 -1>)
  %x10 = sext i16 %r10 to i64
  call i32 (ptr, ...) @printf(ptr @fi, ptr @s0, ptr @s10, i64 %x10)
  %r11 = call i16 @llvm.vector.reduce.mul.v8i16(<8 x i16> <i16 1, i16 -2, i16 32767, i16 7, i16 -32768, i16 300, i16 5, i16 -1>)
  %x11 = sext i16 %r11 to i64
  call i32 (ptr, ...) @printf(ptr @fi, ptr @s2, ptr @s10, i64 %x11)
  %r12 = call i16 @llvm.vector.reduce.and.v8i16(<8 x i16> <i16 1, i16 -2, i16 32767, i16 7, i16 -32768, i16 300, i16 5, i16 -1>)
  %x12 = sext i16 %r12 to i64
  call i32 (ptr, ...) @printf(ptr @fi, ptr @s3, ptr @s10, i64 %x12)
  %r13 = call i16 @llvm.vector.reduce.or.v8i16(<8 x i16> <i16 1, i16 -2, i16 32767, i16 7, i16 -32768, i16 300, i16 5, i16 -1>)
  %x13 = sext i16 %r13 to i64
  call i32 (ptr, ...) @printf(ptr @fi, ptr @s4, ptr @s10, i64 %x13)
  %r14 = call i16 @llvm.vector.reduce.xor.v8i16(<8 x i16> <i16 1, i16 -2, i16 32767, i16 7, i16 -32768, i16 300, i16 5, i16 -1>)
  %x14 = sext i16 %r14 to i64
  call i32 (ptr, ...) @printf(ptr @fi, ptr @s5, ptr @s10, i64 %x14)
  %r15 = call i16 @llvm.vector.reduce.smax.v8i16(<8 x i16> <i16 1, i16 -2, i16 32767, i16 7, i16 -32768, i16 300, i16 5, i16 -1>)
  %x15 = sext i16 %r15 to i64
  call i32 (ptr, ...) @printf(ptr @fi, ptr @s6, ptr @s10, i64 %x15)
  %r16 = call i16 @llvm.vector.reduce.smin.v8i16(<8 x i16> <i16 1, i16 -2, i16 32767, i16 7, i16 -32768, i16 300, i16 5, i16 -1>)
  %x16 = sext i16 %r16 to i64
  call i32 (ptr, ...) @printf(ptr @fi, ptr @s7, ptr @s10, i64 %x16)
  %r17 = call i16 @llvm.vector.reduce.umax.v8i16(<8 x i16> <i16 1, i16 -2, i16 32767, i16 7, i16 -32768, i16 300, i16 5, i16 -1>)
  %x17 = sext i16 %r17 to i64
  call i32 (ptr, ...) @printf(ptr @fi, ptr @s8, ptr @s10, i64 %x17)
  %r18 = call i16 @llvm.vector.reduce.umin.v8i16(<8 x i16> <i16 1, i16 -2, i16 32767, i16 7, i16 -32768, i16 300, i16 5, i16 -1>)
  %x18 = sext i16 %r18 to i64
  call i32 (ptr, ...) @printf(ptr @fi, ptr @s9, ptr @s10, i64 %x18)
  %r19 = call i8 @llvm.vector.reduce.add.v16i8(<16 x i8> <i8 1, i8 -2, i8 127, i8 7, i8 -128, i8 30, i8 5, i8 -1, i8 2, i8 3, i8 4, i8 9, i8 -7, i8 100, i8 -100, i8 11>)
  %x19 = sext i8 %r19 to i64
  call i32 (ptr, ...) @printf(ptr @fi, ptr @s0, ptr @s11, i64 %x19)
  %r20 = call i8 @llvm.vector.reduce.mul.v16i8(<16 x i8> <i8 1, i8 -2, i8 127, i8 7, i8 -128, i8 30, i8 5, i8 -1, i8 2, i8 3, i8 4, i8 9, i8 -7, i8 100, i8 -100, i8 11>)
  %x20 = sext i8 %r20 to i64
  call i32 (ptr, ...) @printf(ptr @fi, ptr @s2, ptr @s11, i64 %x20)
  %r21 = call i8 @llvm.vector.reduce.and.v16i8(<16 x i8> <i8 1, i8 -2, i8 127, i8 7, i8 -128, i8 30, i8 5, i8 -1, i8 2, i8 3, i8 4, i8 9, i8 -7, i8 100, i8 -100, i8 11>)
  %x21 = sext i8 %r21 to i64
  call i32 (ptr, ...) @printf(ptr @fi, ptr @s3, ptr @s11, i64 %x21)
  %r22 = call i8 @llvm.vector.reduce.or.v16i8(<16 x i8> <i8 1, i8 -2, i8 127, i8 7, i8 -128, i8 30, i8 5, i8 -1, i8 2, i8 3, i8 4, i8 9, i8 -7, i8 100, i8 -100, i8 11>)
  %x22 = sext i8 %r22 to i64
  call i32 (ptr, ...) @printf(ptr @fi, ptr @s4, ptr @s11, i64 %x22)
  %r23 = call i8 @llvm.vector.reduce.xor.v16i8(<16 x i8> <i8 1, i8 -2, i8 127, i8 7, i8 -128, i8 30, i8 5, i8 -1, i8 2, i8 3, i8 4, i8 9, i8 -7, i8 100, i8 -100, i8 11>)
  %x23 = sext i8 %r23 to i64
  call i32 (ptr, ...) @printf(ptr @fi, ptr @s5, ptr @s11, i64 %x23)
  %r24 = call i8 @llvm.vector.reduce.smax.v16i8(<16 x i8> <i8 1, i8 -2, i8 127, i8 7, i8 -128, i8 30, i8 5, i8 -1, i8 2, i8 3, i8 4, i8 9, i8 -7, i8 100, i8 -100, i8 11>)
  %x24 = sext i8 %r24 to i64
  call i32 (ptr, ...) @printf(ptr @fi, ptr @s6, ptr @s11, i64 %x24)
  %r25 = call i8 @llvm.vector.reduce.smin.v16i8(<16 x i8> <i8 1, i8 -2, i8 127, i8 7, i8 -128, i8 30, i8 5, i8 -1, i8 2, i8 3, i8 4, i8 9, i8 -7, i8 100, i8 -100, i8 11>)
  %x25 = sext i8 %r25 to i64
  call i32 (ptr, ...) @printf(ptr @fi, ptr @s7, ptr @s11, i64 %x25)
  %r26 = call i8 @llvm.vector.reduce.umax.v16i8(<16 x i8> <i8 1, i8 -2, i8 127, i8 7, i8 -128, i8 30, i8 5, i8 -1, i8 2, i8 3, i8 4, i8 9, i8 -7, i8 100, i8 -100, i8 11>)
  %x26 = sext i8 %r26 to i64
  call i32 (ptr, ...) @printf(ptr @fi, ptr @s8, ptr @s11, i64 %x26)
  %r27 = call i8 @llvm.vector.reduce.umin.v16i8(<16 x i8> <i8 1, i8 -2, i8 127, i8 7, i8 -128, i8 30, i8 5, i8 -1, i8 2, i8 3, i8 4, i8 9, i8 -7, i8 100, i8 -100, i8 11>)
  %x27 = sext i8 %r27 to i64
  call i32 (ptr, ...) @printf(ptr @fi, ptr @s9, ptr @s11, i64 %x27)
  %r28 = call i64 @llvm.vector.reduce.add.v2i64(<2 x i64> <i64 -9223372036854775807, i64 12345678901>)
  %x28 = or i64 %r28, 0
  call i32 (ptr, ...) @printf(ptr @fi, ptr @s0, ptr @s12, i64 %x28)
  %r29 = call i64 @llvm.vector.reduce.mul.v2i64(<2 x i64> <i64 -9223372036854775807, i64 12345678901>)
  %x29 = or i64 %r29, 0
  call i32 (ptr, ...) @printf(ptr @fi, ptr @s2, ptr @s12, i64 %x29)
  %r30 = call i64 @llvm.vector.reduce.and.v2i64(<2 x i64> <i64 -9223372036854775807, i64 12345678901>)
  %x30 = or i64 %r30, 0
  call i32 (ptr, ...) @printf(ptr @fi, ptr @s3, ptr @s12, i64 %x30)
  %r31 = call i64 @llvm.vector.reduce.or.v2i64(<2 x i64> <i64 -9223372036854775807, i64 12345678901>)
  %x31 = or i64 %r31, 0
  call i32 (ptr, ...) @printf(ptr @fi, ptr @s4, ptr @s12, i64 %x31)
  %r32 = call i64 @llvm.vector.reduce.xor.v2i64(<2 x i64> <i64 -9223372036854775807, i64 12345678901>)
  %x32 = or i64 %r32, 0
  call i32 (ptr, ...) @printf(ptr @fi, ptr @s5, ptr @s12, i64 %x32)
  %r33 = call i64 @llvm.vector.reduce.smax.v2i64(<2 x i64> <i64 -9223372036854775807, i64 12345678901>)
  %x33 = or i64 %r33, 0
  call i32 (ptr, ...) @printf(ptr @fi, ptr @s6, ptr @s12, i64 %x33)
  %r34 = call i64 @llvm.vector.reduce.smin.v2i64(<2 x i64> <i64 -9223372036854775807, i64 12345678901>)
  %x34 = or i64 %r34, 0
  call i32 (ptr, ...) @printf(ptr @fi, ptr @s7, ptr @s12, i64 %x34)
  %r35 = call i64 @llvm.vector.reduce.umax.v2i64(<2 x i64> <i64 -9223372036854775807, i64 12345678901>)
  %x35 = or i64 %r35, 0
  call i32 (ptr, ...) @printf(ptr @fi, ptr @s8, ptr @s12, i64 %x35)
  %r36 = call i64 @llvm.vector.reduce.umin.v2i64(<2 x i64> <i64 -9223372036854775807, i64 12345678901>)
  %x36 = or i64 %r36, 0
  call i32 (ptr, ...) @printf(ptr @fi, ptr @s9, ptr @s12, i64 %x36)
  ret i32 0
}
