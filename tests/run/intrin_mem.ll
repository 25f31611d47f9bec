; Memory and miscellaneous intrinsics: memcpy/memmove/memset with small
; constant sizes (1..33 bytes, inline expansion), large constant and
; variable sizes, unaligned pointers, zero length, memmove overlapping in
; both directions, memcpy.inline/memset.inline, volatile memcpy; lifetime
; start/end around reused slots; stacksave/stackrestore; expect on
; branches; assume; objectsize (known alloca,
; global, unknown with min=false/true); prefetch (all locality levels);
; frameaddress/returnaddress (printed only as non-null); sideeffect and
; donothing; trap, debugtrap and ubsantrap in branches that are not taken.
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

define internal void @init() noinline {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i1, %loop ]
  %p = getelementptr i8, ptr @src, i64 %i
  %t = trunc i64 %i to i8
  %v = mul i8 %t, 7
  store i8 %v, ptr %p
  %q = getelementptr i8, ptr @dst, i64 %i
  store i8 -1, ptr %q
  %i1 = add i64 %i, 1
  %c = icmp ult i64 %i1, 300
  br i1 %c, label %loop, label %out
out:
  ret void
}

; prints dst[0..n)
define internal void @dump(ptr %label, ptr %base, i64 %n) noinline {
entry:
  call i32 (ptr, ...) @printf(ptr @fmts, ptr %label)
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i1, %loop ]
  %p = getelementptr i8, ptr %base, i64 %i
  %b = load i8, ptr %p
  %bx = zext i8 %b to i32
  call i32 (ptr, ...) @printf(ptr @fmtx, i32 %bx)
  %i1 = add i64 %i, 1
  %c = icmp ult i64 %i1, %n
  br i1 %c, label %loop, label %out
out:
  call i32 @putchar(i32 10)
  ret void
}

define internal i64 @checksum(ptr %base, i64 %n) noinline {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i1, %loop ]
  %h = phi i64 [ 0, %entry ], [ %h1, %loop ]
  %p = getelementptr i8, ptr %base, i64 %i
  %b = load i8, ptr %p
  %bx = zext i8 %b to i64
  %m = mul i64 %h, 31
  %h1 = add i64 %m, %bx
  %i1 = add i64 %i, 1
  %c = icmp ult i64 %i1, %n
  br i1 %c, label %loop, label %out
out:
  ret i64 %h1
}

define internal void @varcpy(ptr %d, ptr %s, i64 %n) noinline {
  call void @llvm.memcpy.p0.p0.i64(ptr %d, ptr %s, i64 %n, i1 false)
  ret void
}
define internal void @varset(ptr %d, i8 %v, i64 %n) noinline {
  call void @llvm.memset.p0.i64(ptr %d, i8 %v, i64 %n, i1 false)
  ret void
}
define internal void @varmove(ptr %d, ptr %s, i64 %n) noinline {
  call void @llvm.memmove.p0.p0.i64(ptr %d, ptr %s, i64 %n, i1 false)
  ret void
}

define internal i64 @lifetimes(i32 %x) noinline {
  %a = alloca [64 x i8]
  %b = alloca [64 x i8]
  call void @llvm.lifetime.start.p0(i64 64, ptr %a)
  call void @llvm.memset.p0.i64(ptr %a, i8 3, i64 64, i1 false)
  %a5 = getelementptr i8, ptr %a, i64 5
  %t = trunc i32 %x to i8
  store i8 %t, ptr %a5
  %s1 = call i64 @checksum(ptr %a, i64 64)
  call void @llvm.lifetime.end.p0(i64 64, ptr %a)
  call void @llvm.lifetime.start.p0(i64 64, ptr %b)
  call void @llvm.memset.p0.i64(ptr %b, i8 4, i64 64, i1 false)
  %s2 = call i64 @checksum(ptr %b, i64 64)
  call void @llvm.lifetime.end.p0(i64 64, ptr %b)
  %r = add i64 %s1, %s2
  ret i64 %r
}

define internal i64 @expects(i64 %x) noinline {
entry:
  %e = call i64 @llvm.expect.i64(i64 %x, i64 0)
  %c = icmp eq i64 %e, 0
  %c2 = call i1 @llvm.expect.i1(i1 %c, i1 true)
  br i1 %c2, label %zero, label %nonzero
zero:
  ret i64 100
nonzero:
  %t = trunc i64 %x to i32
  %px = sext i32 %t to i64
  %r = add i64 %px, 1
  ret i64 %r
}

define internal i64 @assumes(i64 %x) noinline {
  %c = icmp sgt i64 %x, 0
  call void @llvm.assume(i1 %c)
  %d = sdiv i64 %x, 2
  call void @llvm.assume(i1 true) [ "align"(ptr @src, i64 16) ]
  ret i64 %d
}

define internal i64 @objsize(ptr %unknown) noinline {
  %a = alloca [24 x i8]
  %a8 = getelementptr i8, ptr %a, i64 8
  %s1 = call i64 @llvm.objectsize.i64.p0(ptr %a, i1 false, i1 false, i1 false)
  %s2 = call i64 @llvm.objectsize.i64.p0(ptr %a8, i1 false, i1 false, i1 false)
  %g = getelementptr i8, ptr @g40, i64 30
  %s3 = call i32 @llvm.objectsize.i32.p0(ptr %g, i1 false, i1 false, i1 false)
  %s4 = call i64 @llvm.objectsize.i64.p0(ptr %unknown, i1 false, i1 false, i1 false)
  %s5 = call i64 @llvm.objectsize.i64.p0(ptr %unknown, i1 true, i1 false, i1 false)
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @n_os, i64 %s1)
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @n_os, i64 %s2)
  %s3x = zext i32 %s3 to i64
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @n_os, i64 %s3x)
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @n_os, i64 %s4)
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @n_os, i64 %s5)
  ret i64 0
}

define internal i64 @prefetches(ptr %p) noinline {
  call void @llvm.prefetch.p0(ptr %p, i32 0, i32 0, i32 1)
  call void @llvm.prefetch.p0(ptr %p, i32 0, i32 1, i32 1)
  call void @llvm.prefetch.p0(ptr %p, i32 0, i32 2, i32 1)
  call void @llvm.prefetch.p0(ptr %p, i32 0, i32 3, i32 1)
  call void @llvm.prefetch.p0(ptr %p, i32 1, i32 3, i32 1)
  call void @llvm.prefetch.p0(ptr %p, i32 1, i32 0, i32 1)
  call void @llvm.prefetch.p0(ptr %p, i32 0, i32 3, i32 0)
  call void @llvm.sideeffect()
  call void @llvm.donothing()
  %v = load i8, ptr %p
  %x = zext i8 %v to i64
  ret i64 %x
}

define internal i32 @maybe_trap(i32 %x) noinline {
entry:
  %c = icmp eq i32 %x, 12345
  br i1 %c, label %boom, label %ok
boom:
  call void @llvm.trap()
  unreachable
ok:
  %d = icmp eq i32 %x, 54321
  br i1 %d, label %dbg, label %ok2
dbg:
  call void @llvm.debugtrap()
  call void @llvm.ubsantrap(i8 3)
  unreachable
ok2:
  %r = add i32 %x, 1
  ret i32 %r
}

define i32 @main() {
  ; small constant sizes 1..33 (every size, offset destinations)
  call void @init()
  call void @llvm.memcpy.p0.p0.i64(ptr @dst, ptr @src, i64 1, i1 false)
  %d2 = getelementptr i8, ptr @dst, i64 2
  %s2 = getelementptr i8, ptr @src, i64 100
  call void @llvm.memcpy.p0.p0.i64(ptr %d2, ptr %s2, i64 2, i1 false)
  %d5 = getelementptr i8, ptr @dst, i64 5
  call void @llvm.memcpy.p0.p0.i64(ptr %d5, ptr %s2, i64 3, i1 false)
  %d9 = getelementptr i8, ptr @dst, i64 9
  call void @llvm.memcpy.p0.p0.i64(ptr %d9, ptr %s2, i64 4, i1 false)
  %d14 = getelementptr i8, ptr @dst, i64 14
  call void @llvm.memcpy.p0.p0.i64(ptr %d14, ptr %s2, i64 7, i1 false)
  %d22 = getelementptr i8, ptr @dst, i64 22
  call void @llvm.memcpy.p0.p0.i64(ptr %d22, ptr %s2, i64 8, i1 false)
  %d31 = getelementptr i8, ptr @dst, i64 31
  call void @llvm.memcpy.p0.p0.i64(ptr %d31, ptr %s2, i64 15, i1 false)
  %d47 = getelementptr i8, ptr @dst, i64 47
  call void @llvm.memcpy.p0.p0.i64(ptr %d47, ptr %s2, i64 16, i1 false)
  %d64 = getelementptr i8, ptr @dst, i64 64
  call void @llvm.memcpy.p0.p0.i32(ptr %d64, ptr %s2, i32 17, i1 false)
  %d82 = getelementptr i8, ptr @dst, i64 82
  call void @llvm.memcpy.p0.p0.i64(ptr %d82, ptr %s2, i64 31, i1 false)
  %d114 = getelementptr i8, ptr @dst, i64 114
  call void @llvm.memcpy.inline.p0.p0.i64(ptr %d114, ptr %s2, i64 33, i1 false)
  %d150 = getelementptr i8, ptr @dst, i64 150
  call void @llvm.memcpy.p0.p0.i64(ptr %d150, ptr %s2, i64 12, i1 true)
  call void @dump(ptr @n_cpy, ptr @dst, i64 170)
  ; memset small constant sizes and values
  call void @init()
  call void @llvm.memset.p0.i64(ptr @dst, i8 0, i64 1, i1 false)
  call void @llvm.memset.p0.i64(ptr %d2, i8 17, i64 2, i1 false)
  call void @llvm.memset.p0.i64(ptr %d5, i8 -128, i64 3, i1 false)
  call void @llvm.memset.p0.i64(ptr %d9, i8 1, i64 4, i1 false)
  call void @llvm.memset.p0.i64(ptr %d14, i8 2, i64 7, i1 false)
  call void @llvm.memset.p0.i32(ptr %d22, i8 3, i32 8, i1 false)
  call void @llvm.memset.p0.i64(ptr %d31, i8 4, i64 15, i1 false)
  call void @llvm.memset.inline.p0.i64(ptr %d47, i8 5, i64 16, i1 false)
  call void @llvm.memset.p0.i64(ptr %d64, i8 6, i64 17, i1 false)
  call void @llvm.memset.p0.i64(ptr %d82, i8 7, i64 31, i1 true)
  call void @dump(ptr @n_set, ptr @dst, i64 120)
  ; large and variable sizes
  call void @init()
  call void @llvm.memcpy.p0.p0.i64(ptr @dst, ptr @src, i64 300, i1 false)
  %c1 = call i64 @checksum(ptr @dst, i64 300)
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @n_sum, i64 %c1)
  call void @init()
  %d3 = getelementptr i8, ptr @dst, i64 3
  %s7 = getelementptr i8, ptr @src, i64 7
  call void @varcpy(ptr %d3, ptr %s7, i64 250)
  %c2 = call i64 @checksum(ptr @dst, i64 300)
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @n_sum, i64 %c2)
  call void @varset(ptr %d3, i8 -86, i64 255)
  %c3 = call i64 @checksum(ptr @dst, i64 300)
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @n_sum, i64 %c3)
  call void @init()
  call void @varcpy(ptr %d3, ptr %s7, i64 0)
  call void @varset(ptr %d3, i8 0, i64 0)
  call void @varmove(ptr %d3, ptr %s7, i64 0)
  call void @llvm.memset.p0.i64(ptr %d3, i8 0, i64 0, i1 false)
  %c4 = call i64 @checksum(ptr @dst, i64 300)
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @n_zero, i64 %c4)
  ; memmove overlapping forward and backward
  call void @init()
  %s10 = getelementptr i8, ptr @src, i64 10
  call void @varmove(ptr %s10, ptr @src, i64 40)
  call void @dump(ptr @n_mov, ptr @src, i64 60)
  call void @init()
  call void @varmove(ptr @src, ptr %s10, i64 40)
  call void @dump(ptr @n_mov, ptr @src, i64 60)
  call void @init()
  %s1 = getelementptr i8, ptr @src, i64 1
  call void @llvm.memmove.p0.p0.i64(ptr %s1, ptr @src, i64 20, i1 false)
  call void @llvm.memmove.p0.p0.i64(ptr %s2, ptr %s1, i64 150, i1 false)
  call void @dump(ptr @n_mov, ptr @src, i64 24)
  %c5 = call i64 @checksum(ptr @src, i64 300)
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @n_sum, i64 %c5)
  ; others
  %l = call i64 @lifetimes(i32 9)
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @n_life, i64 %l)
  %sp = call ptr @llvm.stacksave.p0()
  %dyn = alloca i64, i32 1000
  store i64 5, ptr %dyn
  %dv = load i64, ptr %dyn
  call void @llvm.stackrestore.p0(ptr %sp)
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @n_save, i64 %dv)
  %e1 = call i64 @expects(i64 0)
  %e2 = call i64 @expects(i64 7)
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @n_exp, i64 %e1)
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @n_exp, i64 %e2)
  %a = call i64 @assumes(i64 41)
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @n_asm, i64 %a)
  call i64 @objsize(ptr @src)
  call void @init()
  %pf = call i64 @prefetches(ptr %s2)
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @n_pf, i64 %pf)
  %t = call i32 @maybe_trap(i32 7)
  %tx = sext i32 %t to i64
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @n_trap, i64 %tx)
  ret i32 0
}
