; More intrinsics front ends emit (beyond the issue's list; separate file):
; exp10, tan, ldexp, frexp, lround/llround/lrint/llrint, fptosi.sat and
; fptoui.sat (saturating, NaN -> 0), ptrmask, is.constant on a run-time
; value, and atomicrmw uinc_wrap/udec_wrap.
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

declare i32 @printf(ptr, ...)
declare double @llvm.exp10.f64(double)
declare double @llvm.tan.f64(double)
declare double @llvm.ldexp.f64.i32(double, i32)
declare { double, i32 } @llvm.frexp.f64.i32(double)
declare i64 @llvm.lround.i64.f64(double)
declare i64 @llvm.llround.i64.f64(double)
declare i64 @llvm.lrint.i64.f64(double)
declare i64 @llvm.llrint.i64.f32(float)
declare i32 @llvm.fptosi.sat.i32.f64(double)
declare i8 @llvm.fptoui.sat.i8.f32(float)
declare i64 @llvm.fptosi.sat.i64.f64(double)
declare ptr @llvm.ptrmask.p0.i64(ptr, i64)
declare i1 @llvm.is.constant.i32(i32)

@fd = private unnamed_addr constant [7 x i8] c"%s %a\0A\00"
@fi = private unnamed_addr constant [9 x i8] c"%s %lld\0A\00"
@n_exp10 = private constant [6 x i8] c"exp10\00"
@n_tan = private constant [4 x i8] c"tan\00"
@n_ldexp = private constant [6 x i8] c"ldexp\00"
@n_frexp = private constant [6 x i8] c"frexp\00"
@n_lround = private constant [7 x i8] c"lround\00"
@n_llround = private constant [8 x i8] c"llround\00"
@n_lrint = private constant [6 x i8] c"lrint\00"
@n_llrint = private constant [7 x i8] c"llrint\00"
@n_sat = private constant [4 x i8] c"sat\00"
@n_mask = private constant [8 x i8] c"ptrmask\00"
@n_isc = private constant [12 x i8] c"is.constant\00"
@n_inc = private constant [10 x i8] c"uinc_wrap\00"
@n_dec = private constant [10 x i8] c"udec_wrap\00"
@arr = global [8 x i64] [i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7], align 64
@ctr = global i32 0

define internal void @d(ptr %n, double %v) {
  call i32 (ptr, ...) @printf(ptr @fd, ptr %n, double %v)
  ret void
}
define internal void @i(ptr %n, i64 %v) {
  call i32 (ptr, ...) @printf(ptr @fi, ptr %n, i64 %v)
  ret void
}
define internal i1 @isc(i32 %x) noinline {
  %r = call i1 @llvm.is.constant.i32(i32 %x)
  ret i1 %r
}

define i32 @main() {
  %a = call double @llvm.exp10.f64(double 3.0)
  call void @d(ptr @n_exp10, double %a)
  %b = call double @llvm.tan.f64(double 0.5)
  call void @d(ptr @n_tan, double %b)
  %c = call double @llvm.ldexp.f64.i32(double 1.5, i32 -3)
  call void @d(ptr @n_ldexp, double %c)
  %c2 = call double @llvm.ldexp.f64.i32(double 1.0, i32 1100)
  call void @d(ptr @n_ldexp, double %c2)
  %e = call { double, i32 } @llvm.frexp.f64.i32(double 48.0)
  %e0 = extractvalue { double, i32 } %e, 0
  %e1 = extractvalue { double, i32 } %e, 1
  %e1x = sext i32 %e1 to i64
  call void @d(ptr @n_frexp, double %e0)
  call void @i(ptr @n_frexp, i64 %e1x)
  %f = call i64 @llvm.lround.i64.f64(double -2.5)
  call void @i(ptr @n_lround, i64 %f)
  %g = call i64 @llvm.llround.i64.f64(double 2.5)
  call void @i(ptr @n_llround, i64 %g)
  %h = call i64 @llvm.lrint.i64.f64(double 2.5)
  call void @i(ptr @n_lrint, i64 %h)
  %h2 = call i64 @llvm.llrint.i64.f32(float 3.5)
  call void @i(ptr @n_llrint, i64 %h2)
  %s1 = call i32 @llvm.fptosi.sat.i32.f64(double 1.0e20)
  %s2 = call i32 @llvm.fptosi.sat.i32.f64(double -1.0e20)
  %s3 = call i32 @llvm.fptosi.sat.i32.f64(double 0x7FF8000000000000)
  %s4 = call i8 @llvm.fptoui.sat.i8.f32(float 300.0)
  %s5 = call i8 @llvm.fptoui.sat.i8.f32(float -5.0)
  %s6 = call i64 @llvm.fptosi.sat.i64.f64(double -1.0e300)
  %s1x = sext i32 %s1 to i64
  %s2x = sext i32 %s2 to i64
  %s3x = sext i32 %s3 to i64
  %s4x = zext i8 %s4 to i64
  %s5x = zext i8 %s5 to i64
  call void @i(ptr @n_sat, i64 %s1x)
  call void @i(ptr @n_sat, i64 %s2x)
  call void @i(ptr @n_sat, i64 %s3x)
  call void @i(ptr @n_sat, i64 %s4x)
  call void @i(ptr @n_sat, i64 %s5x)
  call void @i(ptr @n_sat, i64 %s6)
  %p5 = getelementptr i64, ptr @arr, i64 5
  %pm = call ptr @llvm.ptrmask.p0.i64(ptr %p5, i64 -32)
  %pv = load i64, ptr %pm
  call void @i(ptr @n_mask, i64 %pv)
  %k = call i1 @isc(i32 5)
  %kx = zext i1 %k to i64
  call void @i(ptr @n_isc, i64 %kx)
  store i32 5, ptr @ctr
  %u1 = atomicrmw uinc_wrap ptr @ctr, i32 6 seq_cst
  %u2 = atomicrmw uinc_wrap ptr @ctr, i32 6 seq_cst
  %u3 = load i32, ptr @ctr
  %u1x = zext i32 %u1 to i64
  %u2x = zext i32 %u2 to i64
  %u3x = zext i32 %u3 to i64
  call void @i(ptr @n_inc, i64 %u1x)
  call void @i(ptr @n_inc, i64 %u2x)
  call void @i(ptr @n_inc, i64 %u3x)
  %w1 = atomicrmw udec_wrap ptr @ctr, i32 6 seq_cst
  %w2 = atomicrmw udec_wrap ptr @ctr, i32 6 seq_cst
  %w3 = load i32, ptr @ctr
  %w1x = zext i32 %w1 to i64
  %w2x = zext i32 %w2 to i64
  %w3x = zext i32 %w3 to i64
  call void @i(ptr @n_dec, i64 %w1x)
  call void @i(ptr @n_dec, i64 %w2x)
  call void @i(ptr @n_dec, i64 %w3x)
  ret i32 0
}
