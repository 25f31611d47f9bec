; main(argc, argv, envp): argv[1..] are the RUN-ARGS (argv[0] is not
; printed: it names the program or the .ll file), argv[argc] is null, envp
; is the process environment (equal to libc's `environ`, null-terminated).
; RUN-ARGS: first second-arg 3
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

declare i32 @printf(ptr, ...)
@environ = external global ptr

@fa = private unnamed_addr constant [15 x i8] c"argv[%d] = %s\0A\00"
@fc = private unnamed_addr constant [9 x i8] c"argc %d\0A\00"
@fn = private unnamed_addr constant [20 x i8] c"argv[argc] null %d\0A\00"
@fe = private unnamed_addr constant [54 x i8] c"envp is environ %d, non-empty and null-terminated %d\0A\00"

define i32 @main(i32 %argc, ptr %argv, ptr %envp) {
entry:
  call i32 (ptr, ...) @printf(ptr @fc, i32 %argc)
  br label %loop
loop:
  %i = phi i32 [ 1, %entry ], [ %i1, %body ]
  %c = icmp slt i32 %i, %argc
  br i1 %c, label %body, label %done
body:
  %p = getelementptr ptr, ptr %argv, i32 %i
  %s = load ptr, ptr %p
  call i32 (ptr, ...) @printf(ptr @fa, i32 %i, ptr %s)
  %i1 = add i32 %i, 1
  br label %loop
done:
  %lp = getelementptr ptr, ptr %argv, i32 %argc
  %last = load ptr, ptr %lp
  %isnull = icmp eq ptr %last, null
  %n = zext i1 %isnull to i32
  call i32 (ptr, ...) @printf(ptr @fn, i32 %n)
  %env = load ptr, ptr @environ
  %same = icmp eq ptr %env, %envp
  %sx = zext i1 %same to i32
  br label %walk
walk:
  %q = phi ptr [ %envp, %done ], [ %q1, %walk ]
  %k = phi i32 [ 0, %done ], [ %k1, %walk ]
  %e = load ptr, ptr %q
  %q1 = getelementptr ptr, ptr %q, i64 1
  %k1 = add i32 %k, 1
  %end = icmp eq ptr %e, null
  br i1 %end, label %out, label %walk
out:
  %some = icmp sgt i32 %k, 0
  %somex = zext i1 %some to i32
  call i32 (ptr, ...) @printf(ptr @fe, i32 %sx, i32 %somex)
  ret i32 %argc
}
