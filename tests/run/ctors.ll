; llvm.global_ctors and llvm.global_dtors with priorities (run in priority
; order before/after main), a constructor that initialises state main
; reads, atexit handlers registered from main and from a constructor
; (run in reverse order of registration, interleaved with the destructors
; as libc does), output flushed at exit, and a non-zero exit code from main.
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

declare i32 @printf(ptr, ...)
declare i32 @atexit(ptr)

@llvm.global_ctors = appending global [3 x { i32, ptr, ptr }] [{ i32, ptr, ptr } { i32 200, ptr @ctor_b, ptr null }, { i32, ptr, ptr } { i32 101, ptr @ctor_a, ptr null }, { i32, ptr, ptr } { i32 65535, ptr @ctor_c, ptr null }]
@llvm.global_dtors = appending global [2 x { i32, ptr, ptr }] [{ i32, ptr, ptr } { i32 300, ptr @dtor_x, ptr null }, { i32, ptr, ptr } { i32 65535, ptr @dtor_y, ptr null }]
@state = global i32 0
@s_a = private constant [8 x i8] c"ctor a\0A\00"
@s_b = private constant [8 x i8] c"ctor b\0A\00"
@s_c = private constant [8 x i8] c"ctor c\0A\00"
@s_x = private constant [8 x i8] c"dtor x\0A\00"
@s_y = private constant [8 x i8] c"dtor y\0A\00"
@s_m = private constant [15 x i8] c"main state %d\0A\00"
@s_e1 = private constant [10 x i8] c"atexit 1\0A\00"
@s_e2 = private constant [10 x i8] c"atexit 2\0A\00"
@s_e3 = private constant [16 x i8] c"atexit in ctor\0A\00"

define internal void @ctor_a() {
  call i32 (ptr, ...) @printf(ptr @s_a)
  store i32 1, ptr @state
  ret void
}
define internal void @ctor_b() {
  call i32 (ptr, ...) @printf(ptr @s_b)
  %v = load i32, ptr @state
  %w = mul i32 %v, 10
  %x = add i32 %w, 2
  store i32 %x, ptr @state
  call i32 @atexit(ptr @on_exit3)
  ret void
}
define internal void @ctor_c() {
  call i32 (ptr, ...) @printf(ptr @s_c)
  %v = load i32, ptr @state
  %w = mul i32 %v, 10
  %x = add i32 %w, 3
  store i32 %x, ptr @state
  ret void
}
define internal void @dtor_x() {
  call i32 (ptr, ...) @printf(ptr @s_x)
  ret void
}
define internal void @dtor_y() {
  call i32 (ptr, ...) @printf(ptr @s_y)
  ret void
}
define internal void @on_exit1() {
  call i32 (ptr, ...) @printf(ptr @s_e1)
  ret void
}
define internal void @on_exit2() {
  call i32 (ptr, ...) @printf(ptr @s_e2)
  ret void
}
define internal void @on_exit3() {
  call i32 (ptr, ...) @printf(ptr @s_e3)
  ret void
}

define i32 @main() {
  %v = load i32, ptr @state
  call i32 (ptr, ...) @printf(ptr @s_m, i32 %v)
  call i32 @atexit(ptr @on_exit1)
  call i32 @atexit(ptr @on_exit2)
  ret i32 3
}
