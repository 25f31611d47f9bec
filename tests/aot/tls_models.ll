; Thread-local variables for tests/aot_tls.rs: without module flags kiln
; compiles position-independent code for a shared library, so the default
; models are general dynamic (@gd, @ext_tls) and local dynamic (@ld, and
; hidden @zero in .tbss); @ie and @le ask for initial and local exec. Used
; through llvm.threadlocal.address, directly as operands, and through a
; constant getelementptr. @ext_tls is defined in tls_main.c.
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@gd = thread_local global i64 1000, align 8
@ld = internal thread_local global i32 20, align 4
@ie = thread_local(initialexec) global i32 300, align 4
@le = internal thread_local(localexec) global [2 x i16] [i16 4, i16 5], align 2
@zero = hidden thread_local global i64 0, align 8
@ext_tls = external thread_local global i32, align 4

declare ptr @llvm.threadlocal.address.p0(ptr)

define i64 @tls_step(i64 %by) {
  %pg = call ptr @llvm.threadlocal.address.p0(ptr @gd)
  %g = load i64, ptr %pg
  %g1 = add i64 %g, %by
  store i64 %g1, ptr %pg
  %l = load i32, ptr @ld
  %by32 = trunc i64 %by to i32
  %l1 = add i32 %l, %by32
  store i32 %l1, ptr @ld
  %pi = call ptr @llvm.threadlocal.address.p0(ptr @ie)
  %i = load i32, ptr %pi
  %i1 = add i32 %i, 3
  store i32 %i1, ptr %pi
  %e = load i16, ptr getelementptr ([2 x i16], ptr @le, i64 0, i64 1)
  %by16 = trunc i64 %by to i16
  %e1 = add i16 %e, %by16
  store i16 %e1, ptr getelementptr ([2 x i16], ptr @le, i64 0, i64 1)
  %z = load i64, ptr @zero
  %z1 = add i64 %z, 1
  store i64 %z1, ptr @zero
  %px = call ptr @llvm.threadlocal.address.p0(ptr @ext_tls)
  %x = load i32, ptr %px
  %x1 = add i32 %x, 7
  store i32 %x1, ptr %px
  %l64 = sext i32 %l1 to i64
  %i64 = sext i32 %i1 to i64
  %e64 = sext i16 %e1 to i64
  %x64 = sext i32 %x1 to i64
  %s1 = mul i64 %l64, 10
  %s2 = mul i64 %i64, 100
  %s3 = mul i64 %e64, 100000
  %s4 = mul i64 %z1, 100000000
  %s5 = mul i64 %x64, 10000000000
  %a1 = add i64 %g1, %s1
  %a2 = add i64 %a1, %s2
  %a3 = add i64 %a2, %s3
  %a4 = add i64 %a3, %s4
  %a5 = add i64 %a4, %s5
  ret i64 %a5
}

; The calling thread's @gd, by a direct use of the global as an operand.
define ptr @tls_addr_gd() {
  ret ptr @gd
}
