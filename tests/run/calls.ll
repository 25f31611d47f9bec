; Calls: direct, through function pointers loaded from a table and passed
; as arguments (including to a varargs function via a pointer), recursion
; (factorial, Ackermann, mutual even/odd), plain `tail` calls (musttail
; is in calls_musttail.ll), fastcc and coldcc functions with many
; arguments, calls to functions returning void/i1/float, a call whose
; result is unused, and main's return value as the exit code (42).
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

declare i32 @printf(ptr, ...)

@fmt = private unnamed_addr constant [9 x i8] c"%s %lld\0A\00"
@fmtg = private unnamed_addr constant [10 x i8] c"%s %.17g\0A\00"
@ops = global [4 x ptr] [ptr @op_add, ptr @op_sub, ptr @op_mul, ptr @op_shl]
@counter = global i32 0
@n1 = private constant [6 x i8] c"table\00"
@n2 = private constant [6 x i8] c"apply\00"
@n3 = private constant [5 x i8] c"fact\00"
@n4 = private constant [4 x i8] c"ack\00"
@n5 = private constant [8 x i8] c"evenodd\00"
@n6 = private constant [9 x i8] c"musttail\00"
@n7 = private constant [9 x i8] c"mt stack\00"
@n8 = private constant [5 x i8] c"tail\00"
@n9 = private constant [7 x i8] c"fastcc\00"
@n10 = private constant [7 x i8] c"coldcc\00"
@n11 = private constant [5 x i8] c"void\00"
@n12 = private constant [3 x i8] c"i1\00"
@n13 = private constant [6 x i8] c"float\00"
@n14 = private constant [10 x i8] c"vararg fp\00"
@n15 = private constant [10 x i8] c"mt fastcc\00"
@n16 = private constant [8 x i8] c"ptr ret\00"

define internal i64 @op_add(i64 %a, i64 %b) {
  %r = add i64 %a, %b
  ret i64 %r
}
define internal i64 @op_sub(i64 %a, i64 %b) {
  %r = sub i64 %a, %b
  ret i64 %r
}
define internal i64 @op_mul(i64 %a, i64 %b) {
  %r = mul i64 %a, %b
  ret i64 %r
}
define internal i64 @op_shl(i64 %a, i64 %b) {
  %r = shl i64 %a, %b
  ret i64 %r
}
define internal i64 @apply(ptr %f, i64 %a, i64 %b) noinline {
  %r = call i64 %f(i64 %a, i64 %b)
  %r2 = call i64 %f(i64 %r, i64 %b)
  ret i64 %r2
}
define internal i64 @fact(i64 %n) noinline {
  %c = icmp ule i64 %n, 1
  br i1 %c, label %base, label %rec
base:
  ret i64 1
rec:
  %m = sub i64 %n, 1
  %f = call i64 @fact(i64 %m)
  %r = mul i64 %n, %f
  ret i64 %r
}
define internal i64 @ack(i64 %m, i64 %n) noinline {
entry:
  %m0 = icmp eq i64 %m, 0
  br i1 %m0, label %a, label %b
a:
  %r = add i64 %n, 1
  ret i64 %r
b:
  %n0 = icmp eq i64 %n, 0
  %m1 = sub i64 %m, 1
  br i1 %n0, label %c, label %d
c:
  %r2 = call i64 @ack(i64 %m1, i64 1)
  ret i64 %r2
d:
  %n1 = sub i64 %n, 1
  %inner = call i64 @ack(i64 %m, i64 %n1)
  %r3 = call i64 @ack(i64 %m1, i64 %inner)
  ret i64 %r3
}
define internal i1 @is_even(i32 %n) noinline {
  %z = icmp eq i32 %n, 0
  br i1 %z, label %yes, label %no
yes:
  ret i1 true
no:
  %m = sub i32 %n, 1
  %r = call i1 @is_odd(i32 %m)
  ret i1 %r
}
define internal i1 @is_odd(i32 %n) noinline {
  %z = icmp eq i32 %n, 0
  br i1 %z, label %yes, label %no
yes:
  ret i1 false
no:
  %m = sub i32 %n, 1
  %r = call i1 @is_even(i32 %m)
  ret i1 %r
}
define internal i64 @tailer(i64 %x) noinline {
  %y = add i64 %x, 1
  %r = tail call i64 @fact(i64 %y)
  ret i64 %r
}
define internal fastcc double @fast_many(i64 %a, double %b, i32 %c, float %d, i64 %e, i64 %f, i64 %g, i64 %h, i64 %i, double %j, double %k, double %l, double %m, double %n, double %o, double %p, double %q, i8 %r) noinline {
  %ad = sitofp i64 %a to double
  %cd = sitofp i32 %c to double
  %dd = fpext float %d to double
  %s1 = fadd double %ad, %b
  %s2 = fadd double %s1, %cd
  %s3 = fadd double %s2, %dd
  %ei = add i64 %e, %f
  %gi = add i64 %g, %h
  %ii = add i64 %ei, %gi
  %ij = add i64 %ii, %i
  %ijd = sitofp i64 %ij to double
  %s4 = fadd double %s3, %ijd
  %s5 = fmul double %s4, %j
  %s6 = fadd double %s5, %k
  %s7 = fsub double %s6, %l
  %s8 = fadd double %s7, %m
  %s9 = fmul double %s8, %n
  %s10 = fadd double %s9, %o
  %s11 = fadd double %s10, %p
  %s12 = fdiv double %s11, %q
  %rd = sitofp i8 %r to double
  %s13 = fadd double %s12, %rd
  ret double %s13
}
define internal coldcc i64 @cold_many(i64 %a, i64 %b, i64 %c, i64 %d, i64 %e, i64 %f, i64 %g, double %x, i64 %h) noinline cold {
  %s1 = mul i64 %a, %b
  %s2 = add i64 %s1, %c
  %s3 = mul i64 %s2, %d
  %s4 = add i64 %s3, %e
  %s5 = mul i64 %s4, %f
  %s6 = add i64 %s5, %g
  %xi = fptosi double %x to i64
  %s7 = add i64 %s6, %xi
  %s8 = sub i64 %s7, %h
  ret i64 %s8
}
define internal void @bump(i32 %by) noinline {
  %v = load i32, ptr @counter
  %w = add i32 %v, %by
  store i32 %w, ptr @counter
  ret void
}
define internal float @halve(float %x) noinline {
  %r = fmul float %x, 0.5
  ret float %r
}
define internal i32 @call_vararg_fp(ptr %f, ptr %fmt, ptr %name, i64 %v) noinline {
  %r = call i32 (ptr, ...) %f(ptr %fmt, ptr %name, i64 %v)
  ret i32 %r
}
define internal ptr @pick_op(i64 %i) noinline {
  %p = getelementptr [4 x ptr], ptr @ops, i64 0, i64 %i
  %f = load ptr, ptr %p
  ret ptr %f
}

define i32 @main() {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i1, %loop ]
  %p = getelementptr [4 x ptr], ptr @ops, i64 0, i64 %i
  %f = load ptr, ptr %p
  %r = call i64 %f(i64 100, i64 3)
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @n1, i64 %r)
  %i1 = add i64 %i, 1
  %c = icmp ult i64 %i1, 4
  br i1 %c, label %loop, label %next
next:
  %a1 = call i64 @apply(ptr @op_sub, i64 10, i64 4)
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @n2, i64 %a1)
  %op = call ptr @pick_op(i64 3)
  %a2 = call i64 @apply(ptr %op, i64 1, i64 5)
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @n2, i64 %a2)
  %pr = call i64 %op(i64 3, i64 1)
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @n16, i64 %pr)
  %b = call i64 @fact(i64 20)
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @n3, i64 %b)
  %d = call i64 @ack(i64 2, i64 3)
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @n4, i64 %d)
  %d2 = call i64 @ack(i64 3, i64 5)
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @n4, i64 %d2)
  %e1 = call i1 @is_even(i32 10001)
  %e2 = call i1 @is_odd(i32 10001)
  %e1x = zext i1 %e1 to i64
  %e2x = zext i1 %e2 to i64
  %e = add i64 %e1x, %e2x
  %ee = mul i64 %e2x, 10
  %eee = add i64 %ee, %e1x
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @n5, i64 %eee)
  %h = call i64 @tailer(i64 9)
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @n8, i64 %h)
  %j = call fastcc double @fast_many(i64 1, double 2.5, i32 -3, float 4.25, i64 5, i64 6, i64 7, i64 8, i64 9, double 1.5, double 2.0, double 3.0, double 4.0, double 0.5, double 6.0, double 7.0, double 2.0, i8 -9)
  call i32 (ptr, ...) @printf(ptr @fmtg, ptr @n9, double %j)
  %k = call coldcc i64 @cold_many(i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, double 9.75, i64 10)
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @n10, i64 %k)
  call void @bump(i32 5)
  call void @bump(i32 -2)
  %cv = load i32, ptr @counter
  %cvx = sext i32 %cv to i64
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @n11, i64 %cvx)
  %l = call float @halve(float 3.0)
  %ld = fpext float %l to double
  call i32 (ptr, ...) @printf(ptr @fmtg, ptr @n13, double %ld)
  %unused = call i64 @fact(i64 5)
  call i32 @call_vararg_fp(ptr @printf, ptr @fmt, ptr @n14, i64 1234)
  ret i32 42
}
