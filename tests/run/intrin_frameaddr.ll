; llvm.frameaddress and llvm.returnaddress at depth 0 (printed only as
; non-null). Split out of intrin_mem.ll.
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

declare i32 @printf(ptr, ...)
declare i32 @putchar(i32)
declare void @llvm.memcpy.p0.p0.i64(ptr, ptr, i64, i1)
declare void @llvm.memcpy.p0.p0.i32(ptr, ptr, i32, i1)
declare void @llvm.memmove.p0.p0.i64(ptr, ptr, i64, i1)
declare void @llvm.memset.p0.i64(ptr, i8, i64, i1)
declare void @llvm.memset.p0.i32(ptr, i8, i32, i1)
declare void @llvm.memcpy.inline.p0.p0.i64(ptr, ptr, i64, i1)
declare void @llvm.memset.inline.p0.i64(ptr, i8, i64, i1)
declare void @llvm.lifetime.start.p0(i64, ptr)
declare void @llvm.lifetime.end.p0(i64, ptr)
declare ptr @llvm.stacksave.p0()
declare void @llvm.stackrestore.p0(ptr)
declare i64 @llvm.expect.i64(i64, i64)
declare i1 @llvm.expect.i1(i1, i1)
declare void @llvm.assume(i1)
declare i64 @llvm.objectsize.i64.p0(ptr, i1, i1, i1)
declare i32 @llvm.objectsize.i32.p0(ptr, i1, i1, i1)
declare void @llvm.prefetch.p0(ptr, i32, i32, i32)
declare ptr @llvm.frameaddress.p0(i32)
declare ptr @llvm.returnaddress(i32)
declare void @llvm.sideeffect()
declare void @llvm.donothing()
declare void @llvm.trap()
declare void @llvm.debugtrap()
declare void @llvm.ubsantrap(i8)

@src = global [300 x i8] zeroinitializer, align 16
@dst = global [300 x i8] zeroinitializer, align 16
@fmt = private unnamed_addr constant [9 x i8] c"%s %lld\0A\00"
@fmtx = private unnamed_addr constant [5 x i8] c"%02x\00"
@fmts = private unnamed_addr constant [5 x i8] c"%s: \00"
@g40 = global [40 x i8] zeroinitializer
@n_cpy = private constant [7 x i8] c"memcpy\00"
@n_set = private constant [7 x i8] c"memset\00"
@n_mov = private constant [8 x i8] c"memmove\00"
@n_sum = private constant [4 x i8] c"sum\00"
@n_life = private constant [9 x i8] c"lifetime\00"
@n_save = private constant [10 x i8] c"stacksave\00"
@n_exp = private constant [7 x i8] c"expect\00"
@n_asm = private constant [7 x i8] c"assume\00"
@n_os = private constant [11 x i8] c"objectsize\00"
@n_pf = private constant [9 x i8] c"prefetch\00"
@n_fa = private constant [13 x i8] c"frameaddress\00"
@n_ra = private constant [14 x i8] c"returnaddress\00"
@n_trap = private constant [13 x i8] c"trap skipped\00"
@n_zero = private constant [9 x i8] c"zero len\00"

; prints dst[0..n)

define internal i64 @addrs() noinline {
  %f = call ptr @llvm.frameaddress.p0(i32 0)
  %r = call ptr @llvm.returnaddress(i32 0)
  %fn = icmp ne ptr %f, null
  %rn = icmp ne ptr %r, null
  %fx = zext i1 %fn to i64
  %rx = zext i1 %rn to i64
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @n_fa, i64 %fx)
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @n_ra, i64 %rx)
  ret i64 0
}

define i32 @main() {
  call i64 @addrs()
  ret i32 0
}
