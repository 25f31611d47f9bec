; load/store of every scalar type (i1 i8 i16 i32 i64 i128, odd widths i3
; i17 i24 i33 i48 with their neighbouring bytes preserved, float double
; (half is in fp_types.ll),
; ptr, vectors), unaligned loads and stores (align 1 at odd offsets, across
; a cache line), volatile loads/stores, loads/stores at constant and
; variable offsets, stores of constants (immediate forms incl. 64-bit
; constants that do not fit in imm32), and store-to-load round trips
; through a buffer that is dumped byte by byte.
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

declare i32 @printf(ptr, ...)
declare i32 @putchar(i32)

@buf = global [128 x i8] zeroinitializer, align 64
@fmt = private unnamed_addr constant [9 x i8] c"%s %llx\0A\00"
@fmtb = private unnamed_addr constant [5 x i8] c"%02x\00"
@fmtd = private unnamed_addr constant [7 x i8] c"%s %a\0A\00"
@fmts = private unnamed_addr constant [5 x i8] c"%s: \00"
@n_dump = private constant [5 x i8] c"dump\00"
@n_i1 = private constant [3 x i8] c"i1\00"
@n_i8 = private constant [3 x i8] c"i8\00"
@n_i16 = private constant [4 x i8] c"i16\00"
@n_i32 = private constant [4 x i8] c"i32\00"
@n_i64 = private constant [4 x i8] c"i64\00"
@n_i128h = private constant [7 x i8] c"i128 h\00"
@n_i128l = private constant [7 x i8] c"i128 l\00"
@n_i3 = private constant [3 x i8] c"i3\00"
@n_i17 = private constant [4 x i8] c"i17\00"
@n_i24 = private constant [4 x i8] c"i24\00"
@n_i33 = private constant [4 x i8] c"i33\00"
@n_i48 = private constant [4 x i8] c"i48\00"
@n_half = private constant [5 x i8] c"half\00"
@n_f = private constant [6 x i8] c"float\00"
@n_d = private constant [7 x i8] c"double\00"
@n_p = private constant [4 x i8] c"ptr\00"
@n_v = private constant [4 x i8] c"vec\00"
@n_u = private constant [10 x i8] c"unaligned\00"
@n_vol = private constant [9 x i8] c"volatile\00"
@n_var = private constant [7 x i8] c"varoff\00"

define internal void @clear() noinline {
  call void @llvm.memset.p0.i64(ptr @buf, i8 -1, i64 128, i1 false)
  ret void
}
declare void @llvm.memset.p0.i64(ptr, i8, i64, i1)

define internal void @dump(ptr %label, i64 %n) noinline {
entry:
  call i32 (ptr, ...) @printf(ptr @fmts, ptr %label)
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i1, %loop ]
  %p = getelementptr i8, ptr @buf, i64 %i
  %b = load i8, ptr %p
  %bx = zext i8 %b to i32
  call i32 (ptr, ...) @printf(ptr @fmtb, i32 %bx)
  %i1 = add i64 %i, 1
  %c = icmp ult i64 %i1, %n
  br i1 %c, label %loop, label %out
out:
  call i32 @putchar(i32 10)
  ret void
}

define internal void @st_i1(ptr %p, i1 %v) noinline {
  store i1 %v, ptr %p
  ret void
}
define internal i1 @ld_i1(ptr %p) noinline {
  %v = load i1, ptr %p
  ret i1 %v
}
define internal void @st_i3(ptr %p, i3 %v) noinline {
  store i3 %v, ptr %p
  ret void
}
define internal i3 @ld_i3(ptr %p) noinline {
  %v = load i3, ptr %p
  ret i3 %v
}
define internal void @st_i17(ptr %p, i17 %v) noinline {
  store i17 %v, ptr %p
  ret void
}
define internal i17 @ld_i17(ptr %p) noinline {
  %v = load i17, ptr %p
  ret i17 %v
}
define internal void @st_i24(ptr %p, i24 %v) noinline {
  store i24 %v, ptr %p, align 1
  ret void
}
define internal i24 @ld_i24(ptr %p) noinline {
  %v = load i24, ptr %p, align 1
  ret i24 %v
}
define internal void @st_i33(ptr %p, i33 %v) noinline {
  store i33 %v, ptr %p
  ret void
}
define internal i33 @ld_i33(ptr %p) noinline {
  %v = load i33, ptr %p
  ret i33 %v
}
define internal void @st_i48(ptr %p, i48 %v) noinline {
  store i48 %v, ptr %p
  ret void
}
define internal i48 @ld_i48(ptr %p) noinline {
  %v = load i48, ptr %p
  ret i48 %v
}
define internal void @st_i128(ptr %p, i128 %v) noinline {
  store i128 %v, ptr %p, align 1
  ret void
}
define internal i128 @ld_i128(ptr %p) noinline {
  %v = load i128, ptr %p, align 1
  ret i128 %v
}

define internal i64 @unaligned(i64 %off) noinline {
  %p = getelementptr i8, ptr @buf, i64 %off
  store i64 81985529216486895, ptr %p, align 1
  %q = getelementptr i8, ptr %p, i64 9
  store i32 -559038737, ptr %q, align 1
  %r = getelementptr i8, ptr %p, i64 14
  store i16 -3856, ptr %r, align 1
  %s = getelementptr i8, ptr %p, i64 17
  store double 1.0, ptr %s, align 1
  %t = getelementptr i8, ptr %p, i64 27
  store <4 x i32> <i32 1, i32 2, i32 3, i32 4>, ptr %t, align 1
  %a = load i64, ptr %p, align 1
  %b = load i32, ptr %q, align 1
  %c = load i16, ptr %r, align 1
  %d = load double, ptr %s, align 1
  %e = load <4 x i32>, ptr %t, align 1
  %bx = zext i32 %b to i64
  %cx = zext i16 %c to i64
  %dx = fptosi double %d to i64
  %e3 = extractelement <4 x i32> %e, i32 3
  %ex = zext i32 %e3 to i64
  %x1 = xor i64 %a, %bx
  %x2 = xor i64 %x1, %cx
  %x3 = add i64 %x2, %dx
  %x4 = add i64 %x3, %ex
  ret i64 %x4
}

define internal i64 @vol(ptr %p) noinline {
  store volatile i32 5, ptr %p
  store volatile i32 6, ptr %p
  %a = load volatile i32, ptr %p
  %b = load volatile i32, ptr %p
  %s = add i32 %a, %b
  %g = getelementptr i8, ptr %p, i64 8
  store volatile i64 -1, ptr %g
  %c = load volatile i64, ptr %g
  %sx = zext i32 %s to i64
  %r = add i64 %sx, %c
  ret i64 %r
}

define internal i64 @varoff(ptr %base, i64 %i, i32 %j) noinline {
  %p = getelementptr i32, ptr %base, i64 %i
  store i32 100, ptr %p
  %j64 = sext i32 %j to i64
  %q = getelementptr i64, ptr %base, i64 %j64
  store i64 200, ptr %q
  %r = getelementptr i16, ptr %p, i64 1
  store i16 7, ptr %r
  %a = load i32, ptr %p
  %b = load i64, ptr %q
  %ax = zext i32 %a to i64
  %s = add i64 %ax, %b
  ret i64 %s
}

define i32 @main() {
  ; i1 stores a whole byte (0 or 1)
  call void @clear()
  call void @st_i1(ptr @buf, i1 true)
  %p1 = getelementptr i8, ptr @buf, i64 1
  call void @st_i1(ptr %p1, i1 false)
  call void @dump(ptr @n_i1, i64 3)
  %l1 = call i1 @ld_i1(ptr @buf)
  %l1x = zext i1 %l1 to i64
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @n_i1, i64 %l1x)
  ; scalar ints at natural alignment
  call void @clear()
  store i8 -85, ptr @buf
  %p2 = getelementptr i8, ptr @buf, i64 2
  store i16 4660, ptr %p2
  %p4 = getelementptr i8, ptr @buf, i64 4
  store i32 -1985229329, ptr %p4
  %p8 = getelementptr i8, ptr @buf, i64 8
  store i64 -81985529216486896, ptr %p8
  %p16 = getelementptr i8, ptr @buf, i64 16
  store i128 -2, ptr %p16
  %p32 = getelementptr i8, ptr @buf, i64 32
  store i64 4294967296, ptr %p32
  call void @dump(ptr @n_dump, i64 40)
  %a1 = load i8, ptr @buf
  %a1x = zext i8 %a1 to i64
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @n_i8, i64 %a1x)
  %a2 = load i16, ptr %p2
  %a2x = zext i16 %a2 to i64
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @n_i16, i64 %a2x)
  %a3 = load i32, ptr %p4
  %a3x = zext i32 %a3 to i64
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @n_i32, i64 %a3x)
  %a4 = load i64, ptr %p8
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @n_i64, i64 %a4)
  %a5 = load i128, ptr %p16
  %a5h = lshr i128 %a5, 64
  %a5hx = trunc i128 %a5h to i64
  %a5lx = trunc i128 %a5 to i64
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @n_i128h, i64 %a5hx)
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @n_i128l, i64 %a5lx)
  ; odd widths: stored size is the alloc size (i3 -> 1 byte, i17/i24 -> 4/3, ...)
  call void @clear()
  call void @st_i3(ptr @buf, i3 -3)
  %q4 = getelementptr i8, ptr @buf, i64 4
  call void @st_i17(ptr %q4, i17 -65535)
  %q9 = getelementptr i8, ptr @buf, i64 9
  call void @st_i24(ptr %q9, i24 -1193046)
  %q16 = getelementptr i8, ptr @buf, i64 16
  call void @st_i33(ptr %q16, i33 4294967298)
  %q24 = getelementptr i8, ptr @buf, i64 24
  call void @st_i48(ptr %q24, i48 -16777217)
  %q33 = getelementptr i8, ptr @buf, i64 33
  call void @st_i128(ptr %q33, i128 -170141183460469231731687303715884105728)
  call void @dump(ptr @n_dump, i64 52)
  %b1 = call i3 @ld_i3(ptr @buf)
  %b1x = zext i3 %b1 to i64
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @n_i3, i64 %b1x)
  %b2 = call i17 @ld_i17(ptr %q4)
  %b2x = zext i17 %b2 to i64
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @n_i17, i64 %b2x)
  %b3 = call i24 @ld_i24(ptr %q9)
  %b3x = zext i24 %b3 to i64
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @n_i24, i64 %b3x)
  %b4 = call i33 @ld_i33(ptr %q16)
  %b4x = zext i33 %b4 to i64
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @n_i33, i64 %b4x)
  %b5 = call i48 @ld_i48(ptr %q24)
  %b5x = zext i48 %b5 to i64
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @n_i48, i64 %b5x)
  %b6 = call i128 @ld_i128(ptr %q33)
  %b6h = lshr i128 %b6, 64
  %b6hx = trunc i128 %b6h to i64
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @n_i128h, i64 %b6hx)
  ; floating point and pointers
  call void @clear()
  %r4 = getelementptr i8, ptr @buf, i64 4
  store float -2.5, ptr %r4
  %r8 = getelementptr i8, ptr @buf, i64 8
  store double 0x3FB999999999999A, ptr %r8
  %r16 = getelementptr i8, ptr @buf, i64 16
  store ptr %r8, ptr %r16
  %r32 = getelementptr i8, ptr @buf, i64 32
  store <2 x double> <double 1.5, double -0.0>, ptr %r32
  %r48 = getelementptr i8, ptr @buf, i64 48
  store <16 x i8> <i8 0, i8 1, i8 2, i8 3, i8 4, i8 5, i8 6, i8 7, i8 8, i8 9, i8 10, i8 11, i8 12, i8 13, i8 14, i8 15>, ptr %r48
  call void @dump(ptr @n_dump, i64 16)
  %c2 = load float, ptr %r4
  %c2d = fpext float %c2 to double
  call i32 (ptr, ...) @printf(ptr @fmtd, ptr @n_f, double %c2d)
  %c3 = load double, ptr %r8
  call i32 (ptr, ...) @printf(ptr @fmtd, ptr @n_d, double %c3)
  %c4 = load ptr, ptr %r16
  %c4v = load double, ptr %c4
  call i32 (ptr, ...) @printf(ptr @fmtd, ptr @n_p, double %c4v)
  %c5 = load <2 x double>, ptr %r32
  %c5b = extractelement <2 x double> %c5, i32 1
  call i32 (ptr, ...) @printf(ptr @fmtd, ptr @n_v, double %c5b)
  %c6 = load <16 x i8>, ptr %r48
  %c6b = extractelement <16 x i8> %c6, i32 13
  %c6x = zext i8 %c6b to i64
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @n_v, i64 %c6x)
  ; unaligned
  call void @clear()
  %u = call i64 @unaligned(i64 3)
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @n_u, i64 %u)
  call void @dump(ptr @n_dump, i64 48)
  call void @clear()
  %u2 = call i64 @unaligned(i64 61)
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @n_u, i64 %u2)
  ; volatile
  call void @clear()
  %v = call i64 @vol(ptr @buf)
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @n_vol, i64 %v)
  ; variable offsets
  call void @clear()
  %w = call i64 @varoff(ptr @buf, i64 5, i32 4)
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @n_var, i64 %w)
  call void @dump(ptr @n_dump, i64 40)
  ret i32 0
}
