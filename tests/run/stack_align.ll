; Stack alignment: functions with frames of many sizes (1, 3, 8, 24, 40
; bytes, odd numbers of pushed callee-saved registers, stack arguments)
; each check that a 16-byte-aligned alloca really is aligned and call
; native printf with doubles (glibc's varargs prologue stores XMM registers
; with aligned moves, so a misaligned stack crashes), recursively at
; different depths; also through a function pointer from libc (qsort).
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

declare i32 @printf(ptr, ...)
declare void @qsort(ptr, i64, i64, ptr)

@fmt = private unnamed_addr constant [22 x i8] c"%s depth %d ok %d %g\0A\00"
@n1 = private constant [3 x i8] c"f1\00"
@n3 = private constant [3 x i8] c"f3\00"
@n5 = private constant [3 x i8] c"f5\00"
@n7 = private constant [3 x i8] c"f7\00"
@ncb = private constant [3 x i8] c"cb\00"
@pair = global [2 x i32] [i32 2, i32 1]
@cbok = global i32 1

define internal i32 @aligned(ptr %p) {
  %i = ptrtoint ptr %p to i64
  %m = and i64 %i, 15
  %z = icmp eq i64 %m, 0
  %r = zext i1 %z to i32
  ret i32 %r
}

define internal void @f1(i32 %d) noinline {
  %a = alloca i8
  %v = alloca <4 x i32>, align 16
  store volatile i8 1, ptr %a
  %ok = call i32 @aligned(ptr %v)
  %dd = sitofp i32 %d to double
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @n1, i32 %d, i32 %ok, double %dd)
  %c = icmp sgt i32 %d, 0
  br i1 %c, label %rec, label %out
rec:
  %d1 = sub i32 %d, 1
  call void @f3(i32 %d1, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7)
  br label %out
out:
  ret void
}

define internal void @f3(i32 %d, i64 %a, i64 %b, i64 %c, i64 %e, i64 %f, i64 %g, i64 %h) noinline {
  %s = alloca [3 x i8]
  %v = alloca i128, align 16
  store volatile i8 2, ptr %s
  %ok = call i32 @aligned(ptr %v)
  %sum = add i64 %g, %h
  %dd = sitofp i64 %sum to double
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @n3, i32 %d, i32 %ok, double %dd)
  %cnd = icmp sgt i32 %d, 0
  br i1 %cnd, label %rec, label %out
rec:
  %d1 = sub i32 %d, 1
  call void @f5(i32 %d1, double 1.5)
  br label %out
out:
  ret void
}

define internal void @f5(i32 %d, double %x) noinline {
  %s = alloca [5 x i64]
  %v = alloca double, align 16
  store volatile i64 3, ptr %s
  store double %x, ptr %v
  %ok = call i32 @aligned(ptr %v)
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @n5, i32 %d, i32 %ok, double %x)
  %c = icmp sgt i32 %d, 0
  br i1 %c, label %rec, label %out
rec:
  %d1 = sub i32 %d, 1
  call void @f7(i32 %d1)
  br label %out
out:
  ret void
}

define internal void @f7(i32 %d) noinline {
  %s = alloca [3 x i64]
  %v = alloca [2 x i64], align 16
  store volatile i64 4, ptr %s
  %ok = call i32 @aligned(ptr %v)
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @n7, i32 %d, i32 %ok, double 7.0)
  %c = icmp sgt i32 %d, 0
  br i1 %c, label %rec, label %out
rec:
  %d1 = sub i32 %d, 1
  call void @f1(i32 %d1)
  br label %out
out:
  ret void
}

define internal i32 @cb(ptr %a, ptr %b) {
  %v = alloca <2 x i64>, align 16
  %ok = call i32 @aligned(ptr %v)
  %old = load i32, ptr @cbok
  %new = and i32 %old, %ok
  store i32 %new, ptr @cbok
  %x = load i32, ptr %a
  %y = load i32, ptr %b
  %r = sub i32 %x, %y
  ret i32 %r
}

define i32 @main() {
  call void @f1(i32 9)
  call void @f5(i32 3, double 2.5)
  call void @qsort(ptr @pair, i64 2, i64 4, ptr @cb)
  %ok = load i32, ptr @cbok
  %first = load i32, ptr @pair
  %fd = sitofp i32 %first to double
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @ncb, i32 0, i32 %ok, double %fd)
  ret i32 0
}
