; fneg, llvm.fabs and llvm.copysign on vectors of half (sign bits of every
; lane, NaN-free), with a shufflevector; results dumped as bits.
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"
declare i32 @printf(ptr, ...)
declare <8 x half> @llvm.fabs.v8f16(<8 x half>)
declare <4 x half> @llvm.copysign.v4f16(<4 x half>, <4 x half>)
@fmt = private constant [6 x i8] c"%04x \00"
@nl = private constant [2 x i8] c"\0A\00"
@src = global <8 x half> <half 0xH3C00, half 0xHC000, half 0xH0000, half 0xH8000, half 0xH7C00, half 0xHFC00, half 0xH3555, half 0xHB555>
@sgn = global <4 x half> <half 0xHBC00, half 0xH3C00, half 0xH8000, half 0xH0000>
@dst = global [24 x i16] zeroinitializer
define i32 @main() {
  %v = load <8 x half>, ptr @src
  %n = fneg <8 x half> %v
  %a = call <8 x half> @llvm.fabs.v8f16(<8 x half> %v)
  store <8 x half> %n, ptr @dst
  %p1 = getelementptr i16, ptr @dst, i32 8
  store <8 x half> %a, ptr %p1
  %lo = shufflevector <8 x half> %v, <8 x half> %v, <4 x i32> <i32 0, i32 1, i32 2, i32 3>
  %s = load <4 x half>, ptr @sgn
  %c = call <4 x half> @llvm.copysign.v4f16(<4 x half> %lo, <4 x half> %s)
  %p2 = getelementptr i16, ptr @dst, i32 16
  store <4 x half> %c, ptr %p2
  br label %loop
loop:
  %i = phi i32 [0, %0], [%i2, %loop]
  %p = getelementptr i16, ptr @dst, i32 %i
  %x = load i16, ptr %p
  %xx = zext i16 %x to i32
  call i32 (ptr, ...) @printf(ptr @fmt, i32 %xx)
  %i2 = add i32 %i, 1
  %c2 = icmp slt i32 %i2, 20
  br i1 %c2, label %loop, label %done
done:
  call i32 (ptr, ...) @printf(ptr @nl)
  ret i32 0
}
