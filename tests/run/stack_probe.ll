; Stack probing: functions with "probe-stack"="inline-asm" and frames
; far larger than a page (256 KiB static, 1 MiB static with a smaller
; "stack-probe-size", a dynamic alloca of 512 KiB in a loop), which touch
; their far end first (so an unprobed frame would jump over the guard
; page only in a deep recursion; here they must simply work), recursion
; through a big-frame function, and a function without the attribute.
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

declare i32 @printf(ptr, ...)

@fmt = private unnamed_addr constant [9 x i8] c"%s %lld\0A\00"
@n1 = private constant [7 x i8] c"big256\00"
@n2 = private constant [6 x i8] c"big1m\00"
@n3 = private constant [8 x i8] c"dynamic\00"
@n4 = private constant [8 x i8] c"recurse\00"
@n5 = private constant [8 x i8] c"noprobe\00"

define internal i64 @big256(i64 %i) noinline "probe-stack"="inline-asm" {
  %buf = alloca [262144 x i8], align 16
  %far = getelementptr [262144 x i8], ptr %buf, i64 0, i64 0
  store i8 1, ptr %far
  %p = getelementptr [262144 x i8], ptr %buf, i64 0, i64 %i
  store i8 7, ptr %p
  %near = getelementptr [262144 x i8], ptr %buf, i64 0, i64 262143
  store i8 3, ptr %near
  %a = load i8, ptr %far
  %b = load i8, ptr %p
  %c = load i8, ptr %near
  %ax = zext i8 %a to i64
  %bx = zext i8 %b to i64
  %cx = zext i8 %c to i64
  %s = add i64 %ax, %bx
  %t = add i64 %s, %cx
  ret i64 %t
}

define internal i64 @big1m(i64 %i) noinline "probe-stack"="inline-asm" "stack-probe-size"="1024" {
  %buf = alloca [131072 x i64], align 16
  %p = getelementptr [131072 x i64], ptr %buf, i64 0, i64 %i
  store i64 %i, ptr %p
  %q = getelementptr [131072 x i64], ptr %buf, i64 0, i64 0
  store i64 5, ptr %q
  %a = load i64, ptr %p
  %b = load i64, ptr %q
  %s = add i64 %a, %b
  ret i64 %s
}

define internal i64 @dyn(i32 %n) noinline "probe-stack"="inline-asm" {
entry:
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i1, %loop ]
  %acc = phi i64 [ 0, %entry ], [ %acc1, %loop ]
  %sp = call ptr @llvm.stacksave.p0()
  %buf = alloca i8, i64 524288, align 16
  store i8 9, ptr %buf
  %end = getelementptr i8, ptr %buf, i64 524287
  store i8 1, ptr %end
  %v = load i8, ptr %buf
  %vx = zext i8 %v to i64
  %acc1 = add i64 %acc, %vx
  call void @llvm.stackrestore.p0(ptr %sp)
  %i1 = add i32 %i, 1
  %c = icmp slt i32 %i1, %n
  br i1 %c, label %loop, label %out
out:
  ret i64 %acc1
}
declare ptr @llvm.stacksave.p0()
declare void @llvm.stackrestore.p0(ptr)

define internal i64 @rec(i32 %d) noinline "probe-stack"="inline-asm" {
entry:
  %buf = alloca [20000 x i8], align 16
  store i8 2, ptr %buf
  %z = icmp eq i32 %d, 0
  br i1 %z, label %base, label %more
base:
  ret i64 1
more:
  %d1 = sub i32 %d, 1
  %r = call i64 @rec(i32 %d1)
  %v = load i8, ptr %buf
  %vx = zext i8 %v to i64
  %s = add i64 %r, %vx
  ret i64 %s
}

define internal i64 @noprobe(i64 %i) noinline {
  %buf = alloca [100000 x i32], align 4
  %p = getelementptr [100000 x i32], ptr %buf, i64 0, i64 %i
  store i32 11, ptr %p
  %v = load i32, ptr %p
  %x = zext i32 %v to i64
  ret i64 %x
}

define i32 @main() {
  %a = call i64 @big256(i64 100000)
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @n1, i64 %a)
  %b = call i64 @big1m(i64 100000)
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @n2, i64 %b)
  %c = call i64 @dyn(i32 50)
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @n3, i64 %c)
  %d = call i64 @rec(i32 100)
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @n4, i64 %d)
  %e = call i64 @noprobe(i64 99999)
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @n5, i64 %e)
  ret i32 0
}
