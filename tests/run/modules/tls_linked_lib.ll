; The other module of tls_linked.ll: defines @shared_tl (initialised) and
; @lib_tl (zero), and reads main's @main_tl.
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@shared_tl = thread_local global i32 10, align 4
@lib_tl = thread_local global i64 0, align 8
@main_tl = external thread_local global i64, align 8

declare ptr @llvm.threadlocal.address.p0(ptr)

define i64 @lib_bump(i32 %by) {
  %p = call ptr @llvm.threadlocal.address.p0(ptr @shared_tl)
  %v = load i32, ptr %p
  %v1 = add i32 %v, %by
  store i32 %v1, ptr %p
  %q = call ptr @llvm.threadlocal.address.p0(ptr @lib_tl)
  %w = load i64, ptr %q
  %w1 = add i64 %w, 1
  store i64 %w1, ptr %q
  %m = call ptr @llvm.threadlocal.address.p0(ptr @main_tl)
  %mv = load i64, ptr %m
  %v64 = sext i32 %v1 to i64
  %a = mul i64 %v64, 1000
  %b = mul i64 %w1, 100
  %c = add i64 %a, %b
  %d = add i64 %c, %mv
  ret i64 %d
}
