; Smoke test: a little arithmetic on main's arguments, a loop, a call and
; printf with an integer and a double (argc is 3 with RUN-ARGS).
; RUN-ARGS: x y
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@fmt = private unnamed_addr constant [21 x i8] c"argc %d sum %d %.2f\0A\00"

declare i32 @printf(ptr, ...)

define internal i32 @square(i32 %x) {
  %r = mul i32 %x, %x
  ret i32 %r
}

define i32 @main(i32 %argc, ptr %argv) {
entry:
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i1, %loop ]
  %s = phi i32 [ 0, %entry ], [ %s1, %loop ]
  %q = call i32 @square(i32 %i)
  %s1 = add i32 %s, %q
  %i1 = add i32 %i, 1
  %c = icmp slt i32 %i1, 10
  br i1 %c, label %loop, label %done
done:
  %a = add i32 %s1, %argc
  %d = sitofp i32 %a to double
  %h = fmul double %d, 5.0e-1
  call i32 (ptr, ...) @printf(ptr @fmt, i32 %argc, i32 %a, double %h)
  ret i32 0
}
