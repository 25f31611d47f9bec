; Vector arguments beyond the 8 XMM registers (11 vectors of <4 x i32>,
; <2 x double>, <4 x float>, <2 x i64>; the last three on the stack), with
; vector fptosi. Split out of cc_i128.ll.
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

declare i32 @printf(ptr, ...)

@fmt = private unnamed_addr constant [19 x i8] c"%s %016llx%016llx\0A\00"
@fmtv = private unnamed_addr constant [16 x i8] c"%s %d %d %d %d\0A\00"
@n1 = private constant [6 x i8] c"pair0\00"
@n2 = private constant [7 x i8] c"after5\00"
@n3 = private constant [6 x i8] c"stack\00"
@n4 = private constant [6 x i8] c"mixed\00"
@n5 = private constant [6 x i8] c"fnptr\00"
@n6 = private constant [6 x i8] c"byval\00"
@n7 = private constant [7 x i8] c"fastcc\00"
@n8 = private constant [8 x i8] c"vectors\00"
@fp = global ptr @after5

define internal i128 @after5(i64 %a, i64 %b, i64 %c, i64 %d, i64 %e, i128 %x, i64 %f) noinline {
  %s1 = add i64 %a, %b
  %s2 = add i64 %s1, %c
  %s3 = add i64 %s2, %d
  %s4 = add i64 %s3, %e
  %s5 = mul i64 %s4, %f
  %w = zext i64 %s5 to i128
  %r = xor i128 %x, %w
  ret i128 %r
}
define internal <4 x i32> @vecs(<4 x i32> %a, <2 x double> %b, <4 x float> %c, <2 x i64> %d, <4 x i32> %e, <4 x i32> %f, <4 x i32> %g, <4 x i32> %h, <4 x i32> %i, <4 x i32> %j, <2 x i64> %k) noinline {
  %s1 = add <4 x i32> %a, %e
  %s2 = add <4 x i32> %s1, %f
  %s3 = add <4 x i32> %s2, %g
  %s4 = add <4 x i32> %s3, %h
  %s5 = add <4 x i32> %s4, %i
  %s6 = mul <4 x i32> %s5, %j
  %bi = fptosi <2 x double> %b to <2 x i64>
  %bk = add <2 x i64> %bi, %k
  %bd = add <2 x i64> %bk, %d
  %b4 = bitcast <2 x i64> %bd to <4 x i32>
  %ci = fptosi <4 x float> %c to <4 x i32>
  %s7 = add <4 x i32> %s6, %b4
  %s8 = add <4 x i32> %s7, %ci
  ret <4 x i32> %s8
}

define i32 @main() {
  %v = call <4 x i32> @vecs(<4 x i32> <i32 1, i32 2, i32 3, i32 4>, <2 x double> <double 1.5, double -2.5>, <4 x float> <float 1.0, float 2.0, float 3.0, float 4.0>, <2 x i64> <i64 10, i64 20>, <4 x i32> <i32 5, i32 6, i32 7, i32 8>, <4 x i32> <i32 1, i32 1, i32 1, i32 1>, <4 x i32> <i32 2, i32 2, i32 2, i32 2>, <4 x i32> <i32 3, i32 3, i32 3, i32 3>, <4 x i32> <i32 4, i32 4, i32 4, i32 4>, <4 x i32> <i32 -1, i32 2, i32 -3, i32 4>, <2 x i64> <i64 100, i64 200>)
  %v0 = extractelement <4 x i32> %v, i32 0
  %v1 = extractelement <4 x i32> %v, i32 1
  %v2 = extractelement <4 x i32> %v, i32 2
  %v3 = extractelement <4 x i32> %v, i32 3
  call i32 (ptr, ...) @printf(ptr @fmtv, ptr @n8, i32 %v0, i32 %v1, i32 %v2, i32 %v3)
  ret i32 0
}
