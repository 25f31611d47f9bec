; Thread-local variables across two modules (`kiln run tls_linked.ll
; modules/tls_linked_lib.ll`; natively both are compiled and linked): a
; thread_local defined in the other module and written from both, one
; defined here and read there; two threads and main each see their own
; copies.
; RUN-WITH: modules/tls_linked_lib.ll
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

declare i32 @printf(ptr, ...)
declare i32 @pthread_create(ptr, ptr, ptr, ptr)
declare i32 @pthread_join(i64, ptr)
declare ptr @llvm.threadlocal.address.p0(ptr)
declare i64 @lib_bump(i32)

@shared_tl = external thread_local global i32, align 4
@main_tl = thread_local global i64 7, align 8
@out = global [3 x i64] zeroinitializer
@fmt = private unnamed_addr constant [12 x i8] c"%lld %lld \0A\00"

define internal i64 @step(i64 %i) {
  %p = call ptr @llvm.threadlocal.address.p0(ptr @main_tl)
  %v = load i64, ptr %p
  %v1 = add i64 %v, %i
  store i64 %v1, ptr %p
  %s = call ptr @llvm.threadlocal.address.p0(ptr @shared_tl)
  %x = load i32, ptr %s
  %x1 = mul i32 %x, 2
  store i32 %x1, ptr %s
  %by = trunc i64 %i to i32
  %r = call i64 @lib_bump(i32 %by)
  ret i64 %r
}

define internal ptr @worker(ptr %arg) {
  %i = ptrtoint ptr %arg to i64
  %a = call i64 @step(i64 %i)
  %b = call i64 @step(i64 %i)
  %slot = getelementptr [3 x i64], ptr @out, i64 0, i64 %i
  store i64 %b, ptr %slot
  ret ptr null
}

define i32 @main() {
  %t = alloca [2 x i64]
  %t1 = getelementptr [2 x i64], ptr %t, i64 0, i64 0
  %t2 = getelementptr [2 x i64], ptr %t, i64 0, i64 1
  %m = call i64 @step(i64 100)
  call i32 @pthread_create(ptr %t1, ptr null, ptr @worker, ptr inttoptr (i64 1 to ptr))
  call i32 @pthread_create(ptr %t2, ptr null, ptr @worker, ptr inttoptr (i64 2 to ptr))
  %h1 = load i64, ptr %t1
  %h2 = load i64, ptr %t2
  call i32 @pthread_join(i64 %h1, ptr null)
  call i32 @pthread_join(i64 %h2, ptr null)
  %o1p = getelementptr [3 x i64], ptr @out, i64 0, i64 1
  %o1 = load i64, ptr %o1p
  %o2p = getelementptr [3 x i64], ptr @out, i64 0, i64 2
  %o2 = load i64, ptr %o2p
  call i32 (ptr, ...) @printf(ptr @fmt, i64 %m, i64 %o1)
  %m2 = call i64 @step(i64 0)
  call i32 (ptr, ...) @printf(ptr @fmt, i64 %o2, i64 %m2)
  ret i32 0
}
