; musttail through a function pointer, with double and i8 zeroext
; arguments and a stack argument of type double (9 float arguments):
; 1 million deep, so a growing stack would overflow.
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

declare i32 @printf(ptr, ...)
@fmt = private unnamed_addr constant [14 x i8] c"%s %lld %.3f\0A\00"
@n1 = private constant [9 x i8] c"indirect\00"
@n2 = private constant [7 x i8] c"floats\00"

@next = internal global ptr @step

define internal double @step(i64 %n, double %acc, i8 zeroext %k) noinline {
  %z = icmp eq i64 %n, 0
  br i1 %z, label %done, label %more
done:
  ret double %acc
more:
  %m = sub i64 %n, 1
  %kz = zext i8 %k to i64
  %kf = uitofp i64 %kz to double
  %a = fadd double %acc, %kf
  %k2 = add i8 %k, 1
  %f = load ptr, ptr @next
  %r = musttail call double %f(i64 %m, double %a, i8 zeroext %k2)
  ret double %r
}

define internal double @fl(i64 %n, double %a, double %b, double %c, double %d, double %e, double %f, double %g, double %h, double %i) noinline {
  %z = icmp eq i64 %n, 0
  br i1 %z, label %done, label %more
done:
  %s1 = fadd double %a, %b
  %s2 = fadd double %s1, %c
  %s3 = fadd double %s2, %d
  %s4 = fadd double %s3, %e
  %s5 = fadd double %s4, %f
  %s6 = fadd double %s5, %g
  %s7 = fadd double %s6, %h
  %s8 = fadd double %s7, %i
  ret double %s8
more:
  %m = sub i64 %n, 1
  %i2 = fadd double %i, 0.5
  %r = musttail call double @fl(i64 %m, double %i2, double %a, double %b, double %c, double %d, double %e, double %f, double %g, double %h)
  ret double %r
}

define i32 @main() {
  %r1 = call double @step(i64 1000000, double 0.0, i8 zeroext 0)
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @n1, i64 1000000, double %r1)
  %r2 = call double @fl(i64 1000000, double 1.0, double 2.0, double 3.0, double 4.0, double 5.0, double 6.0, double 7.0, double 8.0, double 9.0)
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @n2, i64 1000000, double %r2)
  ret i32 0
}
