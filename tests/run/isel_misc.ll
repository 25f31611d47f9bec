; isel features without another home: the va_arg instruction (int, ptr,
; double, past the register save area), llvm.is.fpclass masks, zstd's
; inline `cmp; cmova` select on pointers, llvm.objectsize of allocas and
; globals, entry-block allocas with constant counts, and a load folded
; into a compare across a call (must not be folded).
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%va = type { i32, i32, ptr, ptr }
@fmt_i = private constant [9 x i8] c"%s %lld\0A\00"
@fmt_f = private constant [7 x i8] c"%s %g\0A\00"
@s_sum = private constant [4 x i8] c"sum\00"
@s_fsum = private constant [5 x i8] c"fsum\00"
@s_cls = private constant [4 x i8] c"cls\00"
@s_sel = private constant [4 x i8] c"sel\00"
@s_obj = private constant [4 x i8] c"obj\00"
@s_cnt = private constant [4 x i8] c"cnt\00"
@s_fold = private constant [5 x i8] c"fold\00"
@g = global [10 x i32] zeroinitializer
@cell = global i32 5

declare i32 @printf(ptr, ...)
declare void @llvm.va_start.p0(ptr)
declare void @llvm.va_end.p0(ptr)
declare i1 @llvm.is.fpclass.f64(double, i32)
declare i1 @llvm.is.fpclass.f32(float, i32)
declare i64 @llvm.objectsize.i64.p0(ptr, i1, i1, i1)

define i64 @sum_ints(i32 %n, ...) {
entry:
  %ap = alloca %va, align 8
  call void @llvm.va_start.p0(ptr %ap)
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i1, %loop ]
  %acc = phi i64 [ 0, %entry ], [ %acc1, %loop ]
  %x = va_arg ptr %ap, i64
  %acc1 = add i64 %acc, %x
  %i1 = add i32 %i, 1
  %done = icmp eq i32 %i1, %n
  br i1 %done, label %out, label %loop
out:
  call void @llvm.va_end.p0(ptr %ap)
  ret i64 %acc1
}

define double @sum_doubles(i32 %n, ...) {
entry:
  %ap = alloca %va, align 8
  call void @llvm.va_start.p0(ptr %ap)
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i1, %loop ]
  %acc = phi double [ 0.0, %entry ], [ %acc1, %loop ]
  %x = va_arg ptr %ap, double
  %acc1 = fadd double %acc, %x
  %i1 = add i32 %i, 1
  %done = icmp eq i32 %i1, %n
  br i1 %done, label %out, label %loop
out:
  call void @llvm.va_end.p0(ptr %ap)
  ret double %acc1
}

define i32 @classes(double %x) {
  %nan = call i1 @llvm.is.fpclass.f64(double %x, i32 3)
  %inf = call i1 @llvm.is.fpclass.f64(double %x, i32 516)
  %ninf = call i1 @llvm.is.fpclass.f64(double %x, i32 4)
  %zero = call i1 @llvm.is.fpclass.f64(double %x, i32 96)
  %sub = call i1 @llvm.is.fpclass.f64(double %x, i32 144)
  %norm = call i1 @llvm.is.fpclass.f64(double %x, i32 264)
  %pnorm = call i1 @llvm.is.fpclass.f64(double %x, i32 256)
  %f = fptrunc double %x to float
  %fnan = call i1 @llvm.is.fpclass.f32(float %f, i32 3)
  %a = zext i1 %nan to i32
  %b = zext i1 %inf to i32
  %c = zext i1 %ninf to i32
  %d = zext i1 %zero to i32
  %e = zext i1 %sub to i32
  %h = zext i1 %norm to i32
  %k = zext i1 %pnorm to i32
  %l = zext i1 %fnan to i32
  %b2 = shl i32 %b, 1
  %c2 = shl i32 %c, 2
  %d2 = shl i32 %d, 3
  %e2 = shl i32 %e, 4
  %h2 = shl i32 %h, 5
  %k2 = shl i32 %k, 6
  %l2 = shl i32 %l, 7
  %r1 = or i32 %a, %b2
  %r2 = or i32 %r1, %c2
  %r3 = or i32 %r2, %d2
  %r4 = or i32 %r3, %e2
  %r5 = or i32 %r4, %h2
  %r6 = or i32 %r5, %k2
  %r7 = or i32 %r6, %l2
  ret i32 %r7
}

define ptr @asm_select(i32 %a, i32 %b, ptr %p, ptr %q) {
  %r = call ptr asm "cmp $1, $2\0Acmova $3, $0\0A", "=r,r,r,r,0,~{dirflag},~{fpsr},~{flags}"(i32 %a, i32 %b, ptr %p, ptr %q)
  ret ptr %r
}

define void @pi(ptr %s, i64 %v) {
  %r = call i32 (ptr, ...) @printf(ptr @fmt_i, ptr %s, i64 %v)
  ret void
}

define void @bump() {
  %v = load i32, ptr @cell
  %w = add i32 %v, 1
  store i32 %w, ptr @cell
  ret void
}

define i32 @main() {
entry:
  %arr = alloca i32, i64 12, align 16
  %big = alloca [7 x i64], align 8
  %s = call i64 (i32, ...) @sum_ints(i32 9, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 -9)
  call void @pi(ptr @s_sum, i64 %s)
  %d = call double (i32, ...) @sum_doubles(i32 10, double 0.5, double 1.5, double 2.5, double 3.5, double 4.5, double 5.5, double 6.5, double 7.5, double 8.5, double 9.5)
  %r = call i32 (ptr, ...) @printf(ptr @fmt_f, ptr @s_fsum, double %d)
  %c1 = call i32 @classes(double 0x7FF8000000000000)
  %c2 = call i32 @classes(double 0xFFF0000000000000)
  %c3 = call i32 @classes(double -0.0)
  %c4 = call i32 @classes(double 4.9406564584124654e-324)
  %c5 = call i32 @classes(double -2.5)
  %c6 = call i32 @classes(double 1.0e300)
  %m1 = mul i32 %c1, 1
  %x1 = zext i32 %c1 to i64
  call void @pi(ptr @s_cls, i64 %x1)
  %x2 = zext i32 %c2 to i64
  call void @pi(ptr @s_cls, i64 %x2)
  %x3 = zext i32 %c3 to i64
  call void @pi(ptr @s_cls, i64 %x3)
  %x4 = zext i32 %c4 to i64
  call void @pi(ptr @s_cls, i64 %x4)
  %x5 = zext i32 %c5 to i64
  call void @pi(ptr @s_cls, i64 %x5)
  %x6 = zext i32 %c6 to i64
  call void @pi(ptr @s_cls, i64 %x6)
  %p1 = call ptr @asm_select(i32 3, i32 9, ptr @s_sum, ptr @s_cls)
  %p2 = call ptr @asm_select(i32 9, i32 3, ptr @s_sum, ptr @s_cls)
  %r1 = call i32 (ptr, ...) @printf(ptr @fmt_i, ptr %p1, i64 1)
  %r2 = call i32 (ptr, ...) @printf(ptr @fmt_i, ptr %p2, i64 2)
  %o1 = call i64 @llvm.objectsize.i64.p0(ptr %big, i1 false, i1 false, i1 false)
  call void @pi(ptr @s_obj, i64 %o1)
  %gp = getelementptr inbounds [10 x i32], ptr @g, i64 0, i64 3
  %o2 = call i64 @llvm.objectsize.i64.p0(ptr %gp, i1 false, i1 false, i1 false)
  call void @pi(ptr @s_obj, i64 %o2)
  %e11 = getelementptr inbounds i32, ptr %arr, i64 11
  store i32 77, ptr %e11
  %e0 = getelementptr inbounds i32, ptr %arr, i64 0
  store i32 5, ptr %e0
  %v11 = load i32, ptr %e11
  %v0 = load i32, ptr %e0
  %cs = add i32 %v11, %v0
  %cz = zext i32 %cs to i64
  call void @pi(ptr @s_cnt, i64 %cz)
  %before = load i32, ptr @cell
  call void @bump()
  %same = icmp eq i32 %before, 5
  %fz = zext i1 %same to i64
  call void @pi(ptr @s_fold, i64 %fz)
  ret i32 0
}
