; The second module of linked.ll (not a test by itself).
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%va_list = type { i32, i32, ptr, ptr }
declare void @llvm.va_start.p0(ptr)
declare void @llvm.va_end.p0(ptr)
declare i64 @main_square(i64)
@main_value = external global i64

@lib_counter = global i64 100
@lib_table = global [4 x i32] [i32 11, i32 22, i32 33, i32 44]
@lib_alias = alias i64 (i64, i64), ptr @lib_add

define i64 @lib_add(i64 %a, i64 %b) {
  %s = add i64 %a, %b
  %c = load i64, ptr @lib_counter
  %r = add i64 %s, %c
  ret i64 %r
}
define i64 @lib_call_back(ptr %f, i64 %x) {
  %r = call i64 %f(i64 %x)
  %m = load i64, ptr @main_value
  %s = add i64 %r, %m
  ret i64 %s
}
define i64 @overridable() {
  ret i64 9
}
define weak i64 @kept_weak() {
  ret i64 3
}
define i64 @lib_sum(i32 %n, ...) {
entry:
  %ap = alloca %va_list, align 16
  call void @llvm.va_start.p0(ptr %ap)
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i1, %body ]
  %s = phi i64 [ 0, %entry ], [ %s1, %body ]
  %c = icmp slt i32 %i, %n
  br i1 %c, label %body, label %done
body:
  %v = va_arg ptr %ap, i64
  %m = mul i64 %s, 2
  %s1 = add i64 %m, %v
  %i1 = add i32 %i, 1
  br label %loop
done:
  call void @llvm.va_end.p0(ptr %ap)
  ret i64 %s
}
define ptr @lib_get_fn() {
  ret ptr @main_square
}
