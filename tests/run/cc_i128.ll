; i128 in the calling convention: as argument in a register pair, with an
; odd number of GPRs already used (the pair must not straddle registers and
; stack: with 5 GPRs used it goes entirely to the stack, 16-byte aligned),
; several i128 on the stack, mixed with doubles, returned in RAX:RDX,
; through a function pointer, in a struct { i64, i128 } passed byval, and
; i128 arguments of fastcc functions; plus <2 x i64>/<4 x i32> vector
; arguments beyond the 8 XMM registers.
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

define internal i128 @pair0(i128 %a, i128 %b) noinline {
  %r = sub i128 %a, %b
  ret i128 %r
}
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
define internal i128 @stack(i128 %a, i128 %b, i128 %c, i128 %d, i128 %e, i32 %f) noinline {
  %s1 = add i128 %a, %b
  %s2 = mul i128 %s1, %c
  %s3 = sub i128 %s2, %d
  %s4 = xor i128 %s3, %e
  %fx = sext i32 %f to i128
  %s5 = add i128 %s4, %fx
  ret i128 %s5
}
define internal i128 @mixed(double %a, i128 %b, float %c, i8 %d, i128 %e, double %f) noinline {
  %ai = fptosi double %a to i128
  %ci = fptosi float %c to i128
  %di = sext i8 %d to i128
  %fi = fptosi double %f to i128
  %s1 = add i128 %ai, %b
  %s2 = mul i128 %s1, %ci
  %s3 = add i128 %s2, %di
  %s4 = sub i128 %s3, %e
  %s5 = add i128 %s4, %fi
  ret i128 %s5
}
define internal i128 @byval(i32 %x, ptr byval({ i64, i128 }) align 16 %s) noinline {
  %p = getelementptr { i64, i128 }, ptr %s, i32 0, i32 1
  %v = load i128, ptr %p
  %q = getelementptr { i64, i128 }, ptr %s, i32 0, i32 0
  %w = load i64, ptr %q
  %wx = zext i64 %w to i128
  %sh = shl i128 %wx, 64
  %r = add i128 %v, %sh
  %xx = zext i32 %x to i128
  %r2 = add i128 %r, %xx
  ret i128 %r2
}
define internal fastcc i128 @fast(i128 %a, i64 %b, i128 %c, i128 %d) noinline {
  %bx = sext i64 %b to i128
  %s = mul i128 %a, %bx
  %t = add i128 %s, %c
  %u = udiv i128 %t, %d
  ret i128 %u
}

define internal void @p(ptr %n, i128 %v) noinline {
  %h = lshr i128 %v, 64
  %hx = trunc i128 %h to i64
  %lx = trunc i128 %v to i64
  call i32 (ptr, ...) @printf(ptr @fmt, ptr %n, i64 %hx, i64 %lx)
  ret void
}

define i32 @main() {
  %a = call i128 @pair0(i128 1, i128 -18446744073709551616)
  call void @p(ptr @n1, i128 %a)
  %b = call i128 @after5(i64 1, i64 2, i64 3, i64 4, i64 5, i128 -1208925819614629174706176, i64 1000)
  call void @p(ptr @n2, i128 %b)
  %c = call i128 @stack(i128 3, i128 4, i128 -100000000000000000000000, i128 18446744073709551617, i128 170141183460469231731687303715884105727, i32 -9)
  call void @p(ptr @n3, i128 %c)
  %d = call i128 @mixed(double 1.0e20, i128 55, float -3.0, i8 -7, i128 -36893488147419103232, double 2.5)
  call void @p(ptr @n4, i128 %d)
  %f = load volatile ptr, ptr @fp
  %e = call i128 %f(i64 10, i64 20, i64 30, i64 40, i64 50, i128 1, i64 -1)
  call void @p(ptr @n5, i128 %e)
  %s = alloca { i64, i128 }, align 16
  store i64 7, ptr %s
  %s1 = getelementptr { i64, i128 }, ptr %s, i32 0, i32 1
  store i128 -5, ptr %s1
  %g = call i128 @byval(i32 9, ptr byval({ i64, i128 }) align 16 %s)
  call void @p(ptr @n6, i128 %g)
  %h = call fastcc i128 @fast(i128 100000000000000000000000000, i64 -3, i128 12345678901234567890, i128 1000000007)
  call void @p(ptr @n7, i128 %h)
  ret i32 0
}
