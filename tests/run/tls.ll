; Thread-local storage (kept in its own file: the JIT may not support TLS
; yet): thread_local globals with initialisers (general-dynamic, initial-
; exec and local-exec models), accessed directly and through
; llvm.threadlocal.address, modified by two threads that each see their
; own copy while main's copy stays unchanged.
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

declare i32 @printf(ptr, ...)
declare i32 @pthread_create(ptr, ptr, ptr, ptr)
declare i32 @pthread_join(i64, ptr)
declare ptr @llvm.threadlocal.address.p0(ptr)

@tl = thread_local global i64 5
@tl_ie = thread_local(initialexec) global i32 7
@tl_le = internal thread_local(localexec) global [4 x i16] [i16 1, i16 2, i16 3, i16 4]
@results = global [2 x i64] zeroinitializer
@fmt = private unnamed_addr constant [9 x i8] c"%s %lld\0A\00"
@n_main = private constant [5 x i8] c"main\00"
@n_t = private constant [7 x i8] c"thread\00"

define internal i64 @bump(i64 %by) noinline {
  %p = call ptr @llvm.threadlocal.address.p0(ptr @tl)
  %v = load i64, ptr %p
  %w = add i64 %v, %by
  store i64 %w, ptr %p
  %q = call ptr @llvm.threadlocal.address.p0(ptr @tl_ie)
  %x = load i32, ptr %q
  %x1 = mul i32 %x, 2
  store i32 %x1, ptr %q
  %r = call ptr @llvm.threadlocal.address.p0(ptr @tl_le)
  %e = getelementptr [4 x i16], ptr %r, i64 0, i64 3
  %y = load i16, ptr %e
  %y1 = add i16 %y, 100
  store i16 %y1, ptr %e
  %xx = sext i32 %x1 to i64
  %yy = sext i16 %y1 to i64
  %s1 = mul i64 %w, 1000000
  %s2 = mul i64 %xx, 1000
  %s3 = add i64 %s1, %s2
  %s4 = add i64 %s3, %yy
  ret i64 %s4
}

define internal ptr @worker(ptr %arg) {
  %i = ptrtoint ptr %arg to i64
  %by = add i64 %i, 10
  %a = call i64 @bump(i64 %by)
  %b = call i64 @bump(i64 %by)
  %slot = getelementptr [2 x i64], ptr @results, i64 0, i64 %i
  store i64 %b, ptr %slot
  ret ptr null
}

define i32 @main() {
  %m1 = call i64 @bump(i64 1)
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @n_main, i64 %m1)
  %t = alloca [2 x i64]
  %t0 = getelementptr [2 x i64], ptr %t, i64 0, i64 0
  %t1 = getelementptr [2 x i64], ptr %t, i64 0, i64 1
  call i32 @pthread_create(ptr %t0, ptr null, ptr @worker, ptr null)
  call i32 @pthread_create(ptr %t1, ptr null, ptr @worker, ptr inttoptr (i64 1 to ptr))
  %h0 = load i64, ptr %t0
  %h1 = load i64, ptr %t1
  call i32 @pthread_join(i64 %h0, ptr null)
  call i32 @pthread_join(i64 %h1, ptr null)
  %r0 = load i64, ptr @results
  %r1p = getelementptr [2 x i64], ptr @results, i64 0, i64 1
  %r1 = load i64, ptr %r1p
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @n_t, i64 %r0)
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @n_t, i64 %r1)
  %direct = load i64, ptr @tl
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @n_main, i64 %direct)
  %m2 = call i64 @bump(i64 1)
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @n_main, i64 %m2)
  ret i32 0
}
