; select: on i1/i8/i32/i64/i128/float/double/ptr/vector values, with a
; condition from icmp, fcmp, a loaded bool and a vector condition; select
; folded into compare (CMOV) and chained selects (min/max/clamp/abs idioms).
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

declare i32 @printf(ptr, ...)

@fmt_i = private unnamed_addr constant [14 x i8] c"%s %lld %lld\0A\00"
@fmt_f = private unnamed_addr constant [7 x i8] c"%s %g\0A\00"
@fmt_v = private unnamed_addr constant [16 x i8] c"%s %d %d %d %d\0A\00"
@s_i1 = private constant [3 x i8] c"i1\00"
@s_i8 = private constant [3 x i8] c"i8\00"
@s_i32 = private constant [4 x i8] c"i32\00"
@s_i64 = private constant [4 x i8] c"i64\00"
@s_i128 = private constant [5 x i8] c"i128\00"
@s_f = private constant [6 x i8] c"float\00"
@s_d = private constant [7 x i8] c"double\00"
@s_p = private constant [4 x i8] c"ptr\00"
@s_v = private constant [4 x i8] c"vec\00"
@s_clamp = private constant [6 x i8] c"clamp\00"
@s_abs = private constant [4 x i8] c"abs\00"
@s_umax = private constant [5 x i8] c"umax\00"
@s_fsel = private constant [5 x i8] c"fsel\00"
@s_bool = private constant [5 x i8] c"bool\00"
@g1 = global i32 111
@g2 = global i32 222
@flag = global i8 1

define internal i1 @sel_i1(i1 %c, i1 %a, i1 %b) noinline {
  %r = select i1 %c, i1 %a, i1 %b
  ret i1 %r
}
define internal i8 @sel_i8(i32 %x, i8 %a, i8 %b) noinline {
  %c = icmp slt i32 %x, 0
  %r = select i1 %c, i8 %a, i8 %b
  ret i8 %r
}
define internal i32 @sel_i32(i32 %x, i32 %y) noinline {
  %c = icmp ugt i32 %x, %y
  %r = select i1 %c, i32 %x, i32 %y
  ret i32 %r
}
define internal i64 @sel_i64(i64 %x, i64 %a, i64 %b) noinline {
  %c = icmp eq i64 %x, 42
  %r = select i1 %c, i64 %a, i64 %b
  ret i64 %r
}
define internal i128 @sel_i128(i1 %c, i128 %a, i128 %b) noinline {
  %r = select i1 %c, i128 %a, i128 %b
  ret i128 %r
}
define internal float @sel_f(float %x, float %a, float %b) noinline {
  %c = fcmp olt float %x, 0.0
  %r = select i1 %c, float %a, float %b
  ret float %r
}
define internal double @sel_d(double %x, double %y) noinline {
  %c = fcmp ugt double %x, %y
  %r = select i1 %c, double %x, double %y
  ret double %r
}
define internal ptr @sel_p(i32 %x) noinline {
  %c = icmp ne i32 %x, 0
  %r = select i1 %c, ptr @g1, ptr @g2
  ret ptr %r
}
define internal <4 x i32> @sel_v(<4 x i32> %a, <4 x i32> %b) noinline {
  %c = icmp sgt <4 x i32> %a, %b
  %r = select <4 x i1> %c, <4 x i32> %a, <4 x i32> %b
  ret <4 x i32> %r
}
define internal <4 x i32> @sel_vs(i1 %c, <4 x i32> %a, <4 x i32> %b) noinline {
  %r = select i1 %c, <4 x i32> %a, <4 x i32> %b
  ret <4 x i32> %r
}
define internal i32 @clamp(i32 %x) noinline {
  %lo = icmp slt i32 %x, -10
  %a = select i1 %lo, i32 -10, i32 %x
  %hi = icmp sgt i32 %a, 10
  %b = select i1 %hi, i32 10, i32 %a
  ret i32 %b
}
define internal i64 @abs64(i64 %x) noinline {
  %n = sub i64 0, %x
  %c = icmp slt i64 %x, 0
  %r = select i1 %c, i64 %n, i64 %x
  ret i64 %r
}
define internal i16 @umax16(i16 %x, i16 %y) noinline {
  %c = icmp ult i16 %x, %y
  %r = select i1 %c, i16 %y, i16 %x
  ret i16 %r
}
define internal double @fsel_int(i32 %x) noinline {
  %c = icmp sge i32 %x, 5
  %r = select i1 %c, double 1.5, double -2.5
  ret double %r
}
define internal i32 @from_bool() noinline {
  %b = load i8, ptr @flag
  %c = trunc i8 %b to i1
  %r = select i1 %c, i32 7, i32 9
  ret i32 %r
}

define internal void @pv(<4 x i32> %v) noinline {
  %a = extractelement <4 x i32> %v, i32 0
  %b = extractelement <4 x i32> %v, i32 1
  %c = extractelement <4 x i32> %v, i32 2
  %d = extractelement <4 x i32> %v, i32 3
  call i32 (ptr, ...) @printf(ptr @fmt_v, ptr @s_v, i32 %a, i32 %b, i32 %c, i32 %d)
  ret void
}

define i32 @main() {
  %a1 = call i1 @sel_i1(i1 true, i1 false, i1 true)
  %a2 = call i1 @sel_i1(i1 false, i1 false, i1 true)
  %a1x = zext i1 %a1 to i64
  %a2x = zext i1 %a2 to i64
  call i32 (ptr, ...) @printf(ptr @fmt_i, ptr @s_i1, i64 %a1x, i64 %a2x)
  %b1 = call i8 @sel_i8(i32 -5, i8 -100, i8 100)
  %b2 = call i8 @sel_i8(i32 5, i8 -100, i8 100)
  %b1x = sext i8 %b1 to i64
  %b2x = sext i8 %b2 to i64
  call i32 (ptr, ...) @printf(ptr @fmt_i, ptr @s_i8, i64 %b1x, i64 %b2x)
  %c1 = call i32 @sel_i32(i32 -1, i32 5)
  %c2 = call i32 @sel_i32(i32 3, i32 5)
  %c1x = zext i32 %c1 to i64
  %c2x = zext i32 %c2 to i64
  call i32 (ptr, ...) @printf(ptr @fmt_i, ptr @s_i32, i64 %c1x, i64 %c2x)
  %d1 = call i64 @sel_i64(i64 42, i64 -9223372036854775808, i64 9223372036854775807)
  %d2 = call i64 @sel_i64(i64 41, i64 -9223372036854775808, i64 9223372036854775807)
  call i32 (ptr, ...) @printf(ptr @fmt_i, ptr @s_i64, i64 %d1, i64 %d2)
  %e1 = call i128 @sel_i128(i1 true, i128 18446744073709551621, i128 -3)
  %e2 = call i128 @sel_i128(i1 false, i128 18446744073709551621, i128 -3)
  %e1h = lshr i128 %e1, 64
  %e1hx = trunc i128 %e1h to i64
  %e1lx = trunc i128 %e1 to i64
  call i32 (ptr, ...) @printf(ptr @fmt_i, ptr @s_i128, i64 %e1hx, i64 %e1lx)
  %e2h = lshr i128 %e2, 64
  %e2hx = trunc i128 %e2h to i64
  %e2lx = trunc i128 %e2 to i64
  call i32 (ptr, ...) @printf(ptr @fmt_i, ptr @s_i128, i64 %e2hx, i64 %e2lx)
  %f1 = call float @sel_f(float -1.0, float 2.5, float 3.5)
  %f2 = call float @sel_f(float 1.0, float 2.5, float 3.5)
  %f3 = call float @sel_f(float 0x7FF8000000000000, float 2.5, float 3.5)
  %f1d = fpext float %f1 to double
  %f2d = fpext float %f2 to double
  %f3d = fpext float %f3 to double
  call i32 (ptr, ...) @printf(ptr @fmt_f, ptr @s_f, double %f1d)
  call i32 (ptr, ...) @printf(ptr @fmt_f, ptr @s_f, double %f2d)
  call i32 (ptr, ...) @printf(ptr @fmt_f, ptr @s_f, double %f3d)
  %g1 = call double @sel_d(double 1.0, double 2.0)
  %g2 = call double @sel_d(double 3.0, double 2.0)
  %g3 = call double @sel_d(double 0x7FF8000000000000, double 2.0)
  %g4 = call double @sel_d(double 2.0, double 0x7FF8000000000000)
  call i32 (ptr, ...) @printf(ptr @fmt_f, ptr @s_d, double %g1)
  call i32 (ptr, ...) @printf(ptr @fmt_f, ptr @s_d, double %g2)
  call i32 (ptr, ...) @printf(ptr @fmt_f, ptr @s_d, double %g3)
  call i32 (ptr, ...) @printf(ptr @fmt_f, ptr @s_d, double %g4)
  %p1 = call ptr @sel_p(i32 1)
  %p2 = call ptr @sel_p(i32 0)
  %p1v = load i32, ptr %p1
  %p2v = load i32, ptr %p2
  %p1x = sext i32 %p1v to i64
  %p2x = sext i32 %p2v to i64
  call i32 (ptr, ...) @printf(ptr @fmt_i, ptr @s_p, i64 %p1x, i64 %p2x)
  %v1 = call <4 x i32> @sel_v(<4 x i32> <i32 1, i32 -5, i32 7, i32 -2147483648>, <4 x i32> <i32 2, i32 -6, i32 7, i32 2147483647>)
  call void @pv(<4 x i32> %v1)
  %v2 = call <4 x i32> @sel_vs(i1 true, <4 x i32> <i32 1, i32 2, i32 3, i32 4>, <4 x i32> <i32 5, i32 6, i32 7, i32 8>)
  call void @pv(<4 x i32> %v2)
  %v3 = call <4 x i32> @sel_vs(i1 false, <4 x i32> <i32 1, i32 2, i32 3, i32 4>, <4 x i32> <i32 5, i32 6, i32 7, i32 8>)
  call void @pv(<4 x i32> %v3)
  %h1 = call i32 @clamp(i32 -100)
  %h2 = call i32 @clamp(i32 3)
  %h3 = call i32 @clamp(i32 100)
  %h1x = sext i32 %h1 to i64
  %h2x = sext i32 %h2 to i64
  %h3x = sext i32 %h3 to i64
  call i32 (ptr, ...) @printf(ptr @fmt_i, ptr @s_clamp, i64 %h1x, i64 %h2x)
  call i32 (ptr, ...) @printf(ptr @fmt_i, ptr @s_clamp, i64 %h3x, i64 0)
  %i1 = call i64 @abs64(i64 -77)
  %i2 = call i64 @abs64(i64 77)
  call i32 (ptr, ...) @printf(ptr @fmt_i, ptr @s_abs, i64 %i1, i64 %i2)
  %j1 = call i16 @umax16(i16 -1, i16 5)
  %j2 = call i16 @umax16(i16 100, i16 5)
  %j1x = zext i16 %j1 to i64
  %j2x = zext i16 %j2 to i64
  call i32 (ptr, ...) @printf(ptr @fmt_i, ptr @s_umax, i64 %j1x, i64 %j2x)
  %k1 = call double @fsel_int(i32 5)
  %k2 = call double @fsel_int(i32 4)
  call i32 (ptr, ...) @printf(ptr @fmt_f, ptr @s_fsel, double %k1)
  call i32 (ptr, ...) @printf(ptr @fmt_f, ptr @s_fsel, double %k2)
  %l = call i32 @from_bool()
  %lx = sext i32 %l to i64
  call i32 (ptr, ...) @printf(ptr @fmt_i, ptr @s_bool, i64 %lx, i64 0)
  ret i32 0
}
