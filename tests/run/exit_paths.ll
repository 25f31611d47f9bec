; Leaving the program: exit() called from a nested function with output
; still buffered in stdio (exit must flush it), after an atexit handler
; was registered, with main never returning; the `unreachable` after a
; noreturn call; exit status 5.
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

declare i32 @printf(ptr, ...)
declare i32 @atexit(ptr)
declare void @exit(i32) noreturn

@s1 = private constant [18 x i8] c"buffered line %d\0A\00"
@s2 = private constant [16 x i8] c"atexit handler\0A\00"
@s3 = private constant [15 x i8] c"never printed\0A\00"

define internal void @handler() {
  call i32 (ptr, ...) @printf(ptr @s2)
  ret void
}

define internal void @leave(i32 %depth) noinline {
entry:
  %z = icmp eq i32 %depth, 0
  br i1 %z, label %bye, label %deeper
bye:
  call void @exit(i32 5)
  unreachable
deeper:
  %d = sub i32 %depth, 1
  call void @leave(i32 %d)
  unreachable
}

define i32 @main() {
  call i32 @atexit(ptr @handler)
  call i32 (ptr, ...) @printf(ptr @s1, i32 1)
  call i32 (ptr, ...) @printf(ptr @s1, i32 2)
  call void @leave(i32 10)
  call i32 (ptr, ...) @printf(ptr @s3)
  ret i32 0
}
