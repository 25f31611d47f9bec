; Structs by value as clang lowers them for SysV x86-64: small integer
; structs returned in RAX (i64) and RAX:RDX ({i64, i64}), float pairs in
; XMM0:XMM1 ({double, double}) and XMM0 (<2 x float>), mixed {double, i64}
; and {i64, double} (one SSE and one integer register), {<2 x float>,
; float} for three floats, >16-byte results via sret (callee writes through
; the hidden pointer), byval arguments (8- and 16-byte aligned, with i128
; and x86_fp80 members, modified by the callee without affecting the
; caller), struct arguments split into registers after the registers are
; nearly used up, and struct-returning calls to native libc: ldiv/lldiv
; ({i64, i64} in RAX:RDX), div (i64 in RAX), csqrt/cexp ({double, double}
; in XMM0:XMM1) and csqrtf (<2 x float> in XMM0); qsort and bsearch calling
; back into JIT code. (A byval struct with an x86_fp80 member is in
; cc_fp80.ll.)
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%Big = type { i64, i64, i64, i32 }
%Al16 = type { i8, i128, i16 }
%Ld = type { x86_fp80, i32 }
%Pt3 = type { float, float, float }

declare i32 @printf(ptr, ...)
declare { i64, i64 } @ldiv(i64, i64)
declare { i64, i64 } @lldiv(i64, i64)
declare i64 @div(i32, i32)
declare { double, double } @csqrt(double, double)
declare { double, double } @cexp(double, double)
declare <2 x float> @csqrtf(<2 x float>)
declare void @qsort(ptr, i64, i64, ptr)
declare ptr @bsearch(ptr, ptr, i64, i64, ptr)

@fi = private unnamed_addr constant [14 x i8] c"%s %lld %lld\0A\00"
@fd = private unnamed_addr constant [16 x i8] c"%s %.17g %.17g\0A\00"
@fl = private unnamed_addr constant [22 x i8] c"%s %lld %lld %lld %d\0A\00"
@n1 = private constant [7 x i8] c"pair32\00"
@n2 = private constant [7 x i8] c"pair64\00"
@n3 = private constant [8 x i8] c"dblpair\00"
@n4 = private constant [8 x i8] c"fltpair\00"
@n5 = private constant [8 x i8] c"dbl_i64\00"
@n6 = private constant [8 x i8] c"i64_dbl\00"
@n7 = private constant [4 x i8] c"pt3\00"
@n8 = private constant [5 x i8] c"sret\00"
@n9 = private constant [6 x i8] c"byval\00"
@n10 = private constant [12 x i8] c"byval after\00"
@n11 = private constant [5 x i8] c"al16\00"
@n12 = private constant [3 x i8] c"ld\00"
@n13 = private constant [5 x i8] c"late\00"
@n14 = private constant [5 x i8] c"ldiv\00"
@n15 = private constant [6 x i8] c"lldiv\00"
@n16 = private constant [4 x i8] c"div\00"
@n17 = private constant [6 x i8] c"csqrt\00"
@n18 = private constant [5 x i8] c"cexp\00"
@n19 = private constant [7 x i8] c"csqrtf\00"
@n20 = private constant [6 x i8] c"qsort\00"
@n21 = private constant [8 x i8] c"bsearch\00"
@n22 = private constant [11 x i8] c"sret chain\00"
@n23 = private constant [12 x i8] c"byval stack\00"
@arr = global [10 x i32] [i32 5, i32 -3, i32 99, i32 0, i32 42, i32 -100, i32 7, i32 7, i32 1, i32 64]

; struct { int a, b; } returned in RAX
define internal i64 @pair32(i32 %a, i32 %b) noinline {
  %lo = zext i32 %a to i64
  %hi0 = zext i32 %b to i64
  %hi = shl i64 %hi0, 32
  %r = or i64 %lo, %hi
  ret i64 %r
}
; struct { long a, b; } in RAX:RDX; takes one as two i64
define internal { i64, i64 } @pair64(i64 %a, i64 %b) noinline {
  %s = add i64 %a, %b
  %d = sub i64 %a, %b
  %r0 = insertvalue { i64, i64 } undef, i64 %s, 0
  %r1 = insertvalue { i64, i64 } %r0, i64 %d, 1
  ret { i64, i64 } %r1
}
define internal { double, double } @dblpair(double %a, double %b) noinline {
  %s = fadd double %a, %b
  %p = fmul double %a, %b
  %r0 = insertvalue { double, double } undef, double %s, 0
  %r1 = insertvalue { double, double } %r0, double %p, 1
  ret { double, double } %r1
}
; struct { float x, y; } is passed and returned as <2 x float>
define internal <2 x float> @fltpair(<2 x float> %v) noinline {
  %x = extractelement <2 x float> %v, i32 0
  %y = extractelement <2 x float> %v, i32 1
  %r0 = insertelement <2 x float> undef, float %y, i32 0
  %x2 = fmul float %x, 2.0
  %r1 = insertelement <2 x float> %r0, float %x2, i32 1
  ret <2 x float> %r1
}
define internal { double, i64 } @dbl_i64(double %d, i64 %i) noinline {
  %di = sitofp i64 %i to double
  %s = fadd double %d, %di
  %ii = fptosi double %d to i64
  %t = mul i64 %ii, %i
  %r0 = insertvalue { double, i64 } undef, double %s, 0
  %r1 = insertvalue { double, i64 } %r0, i64 %t, 1
  ret { double, i64 } %r1
}
define internal { i64, double } @i64_dbl(i64 %i, double %d) noinline {
  %r0 = insertvalue { i64, double } undef, i64 %i, 0
  %d2 = fmul double %d, -1.0
  %r1 = insertvalue { i64, double } %r0, double %d2, 1
  ret { i64, double } %r1
}
; struct { float x, y, z; } -> { <2 x float>, float }
define internal { <2 x float>, float } @pt3(<2 x float> %xy, float %z) noinline {
  %x = extractelement <2 x float> %xy, i32 0
  %y = extractelement <2 x float> %xy, i32 1
  %n0 = insertelement <2 x float> undef, float %z, i32 0
  %n1 = insertelement <2 x float> %n0, float %y, i32 1
  %r0 = insertvalue { <2 x float>, float } undef, <2 x float> %n1, 0
  %r1 = insertvalue { <2 x float>, float } %r0, float %x, 1
  ret { <2 x float>, float } %r1
}
; > 16 bytes: sret
define internal void @mkbig(ptr noalias sret(%Big) align 8 %out, i64 %x) noinline {
  %p0 = getelementptr %Big, ptr %out, i32 0, i32 0
  store i64 %x, ptr %p0
  %p1 = getelementptr %Big, ptr %out, i32 0, i32 1
  %x2 = mul i64 %x, 2
  store i64 %x2, ptr %p1
  %p2 = getelementptr %Big, ptr %out, i32 0, i32 2
  %x3 = mul i64 %x, 3
  store i64 %x3, ptr %p2
  %p3 = getelementptr %Big, ptr %out, i32 0, i32 3
  store i32 -1, ptr %p3
  ret void
}
; sret result forwarded into another sret call's byval argument
define internal void @twice(ptr noalias sret(%Big) align 8 %out, ptr byval(%Big) align 8 %in) noinline {
  %p0 = getelementptr %Big, ptr %in, i32 0, i32 0
  %v0 = load i64, ptr %p0
  %d0 = add i64 %v0, %v0
  %o0 = getelementptr %Big, ptr %out, i32 0, i32 0
  store i64 %d0, ptr %o0
  %p1 = getelementptr %Big, ptr %in, i32 0, i32 1
  %v1 = load i64, ptr %p1
  %o1 = getelementptr %Big, ptr %out, i32 0, i32 1
  store i64 %v1, ptr %o1
  %p2 = getelementptr %Big, ptr %in, i32 0, i32 2
  %v2 = load i64, ptr %p2
  %o2 = getelementptr %Big, ptr %out, i32 0, i32 2
  store i64 %v2, ptr %o2
  %o3 = getelementptr %Big, ptr %out, i32 0, i32 3
  store i32 2, ptr %o3
  ; the callee owns its byval copy: scribble on it
  store i64 -999, ptr %p0
  ret void
}
define internal i64 @sumbig(ptr byval(%Big) align 8 %b) noinline {
  %p0 = getelementptr %Big, ptr %b, i32 0, i32 0
  %v0 = load i64, ptr %p0
  %p2 = getelementptr %Big, ptr %b, i32 0, i32 2
  %v2 = load i64, ptr %p2
  %p3 = getelementptr %Big, ptr %b, i32 0, i32 3
  %v3 = load i32, ptr %p3
  %v3x = sext i32 %v3 to i64
  %s = add i64 %v0, %v2
  %t = add i64 %s, %v3x
  store i64 0, ptr %p0
  ret i64 %t
}
define internal i64 @al16(i32 %pad, ptr byval(%Al16) align 16 %s, i32 %after) noinline {
  %p = getelementptr %Al16, ptr %s, i32 0, i32 1
  %aligned = ptrtoint ptr %p to i64
  %m = and i64 %aligned, 15
  %v = load i128, ptr %p
  %hi = lshr i128 %v, 64
  %h = trunc i128 %hi to i64
  %l = trunc i128 %v to i64
  %x = xor i64 %h, %l
  %a = zext i32 %after to i64
  %y = add i64 %x, %a
  %z = add i64 %y, %m
  ret i64 %z
}
; a { i64, i64 } struct passed as two i64 in the last two GPRs (as clang
; emits when it fits), nine doubles (the ninth on the stack) and a byval
; struct after them on the stack
define internal i64 @late(i64 %a, i64 %b, i64 %c, i64 %d, i64 %s0, i64 %s1, double %x0, double %x1, double %x2, double %x3, double %x4, double %x5, double %x6, double %x7, double %y, i64 %z, ptr byval(%Big) align 8 %big) noinline {
  %t0 = add i64 %a, %b
  %t1 = add i64 %t0, %c
  %t2 = add i64 %t1, %d
  %t3 = mul i64 %t2, 1000
  %t4 = add i64 %t3, %s0
  %t5 = mul i64 %t4, 1000
  %t6 = add i64 %t5, %s1
  %xs0 = fadd double %x0, %x7
  %xs1 = fadd double %xs0, %y
  %xi = fptosi double %xs1 to i64
  %t7 = mul i64 %t6, 100
  %t8 = add i64 %t7, %xi
  %t9 = mul i64 %t8, 10
  %t10 = add i64 %t9, %z
  %bp = getelementptr %Big, ptr %big, i32 0, i32 2
  %bv = load i64, ptr %bp
  %t11 = add i64 %t10, %bv
  ret i64 %t11
}
define internal i32 @cmp_i32(ptr %a, ptr %b) {
  %x = load i32, ptr %a
  %y = load i32, ptr %b
  %lt = icmp slt i32 %x, %y
  %gt = icmp sgt i32 %x, %y
  %l = zext i1 %lt to i32
  %g = zext i1 %gt to i32
  %r = sub i32 %g, %l
  ret i32 %r
}

define internal void @show(ptr %n, i64 %a, i64 %b) {
  call i32 (ptr, ...) @printf(ptr @fi, ptr %n, i64 %a, i64 %b)
  ret void
}
define internal void @showd(ptr %n, double %a, double %b) {
  call i32 (ptr, ...) @printf(ptr @fd, ptr %n, double %a, double %b)
  ret void
}
define internal void @showbig(ptr %n, ptr %b) {
  %p0 = getelementptr %Big, ptr %b, i32 0, i32 0
  %v0 = load i64, ptr %p0
  %p1 = getelementptr %Big, ptr %b, i32 0, i32 1
  %v1 = load i64, ptr %p1
  %p2 = getelementptr %Big, ptr %b, i32 0, i32 2
  %v2 = load i64, ptr %p2
  %p3 = getelementptr %Big, ptr %b, i32 0, i32 3
  %v3 = load i32, ptr %p3
  call i32 (ptr, ...) @printf(ptr @fl, ptr %n, i64 %v0, i64 %v1, i64 %v2, i32 %v3)
  ret void
}

define i32 @main() {
  %r1 = call i64 @pair32(i32 -7, i32 9)
  %r1a = trunc i64 %r1 to i32
  %r1h = lshr i64 %r1, 32
  %r1b = trunc i64 %r1h to i32
  %r1ax = sext i32 %r1a to i64
  %r1bx = sext i32 %r1b to i64
  call void @show(ptr @n1, i64 %r1ax, i64 %r1bx)
  %r2 = call { i64, i64 } @pair64(i64 100, i64 -23)
  %r2a = extractvalue { i64, i64 } %r2, 0
  %r2b = extractvalue { i64, i64 } %r2, 1
  call void @show(ptr @n2, i64 %r2a, i64 %r2b)
  %r3 = call { double, double } @dblpair(double 1.5, double -4.0)
  %r3a = extractvalue { double, double } %r3, 0
  %r3b = extractvalue { double, double } %r3, 1
  call void @showd(ptr @n3, double %r3a, double %r3b)
  %r4 = call <2 x float> @fltpair(<2 x float> <float 1.25, float -8.5>)
  %r4a = extractelement <2 x float> %r4, i32 0
  %r4b = extractelement <2 x float> %r4, i32 1
  %r4ad = fpext float %r4a to double
  %r4bd = fpext float %r4b to double
  call void @showd(ptr @n4, double %r4ad, double %r4bd)
  %r5 = call { double, i64 } @dbl_i64(double 2.5, i64 -6)
  %r5a = extractvalue { double, i64 } %r5, 0
  %r5b = extractvalue { double, i64 } %r5, 1
  %r5bd = sitofp i64 %r5b to double
  call void @showd(ptr @n5, double %r5a, double %r5bd)
  %r6 = call { i64, double } @i64_dbl(i64 77, double 0.125)
  %r6a = extractvalue { i64, double } %r6, 0
  %r6b = extractvalue { i64, double } %r6, 1
  %r6ad = sitofp i64 %r6a to double
  call void @showd(ptr @n6, double %r6ad, double %r6b)
  %r7 = call { <2 x float>, float } @pt3(<2 x float> <float 1.0, float 2.0>, float 3.0)
  %r7v = extractvalue { <2 x float>, float } %r7, 0
  %r7z = extractvalue { <2 x float>, float } %r7, 1
  %r7x = extractelement <2 x float> %r7v, i32 0
  %r7y = extractelement <2 x float> %r7v, i32 1
  %r7xd = fpext float %r7x to double
  %r7yd = fpext float %r7y to double
  %r7zd = fpext float %r7z to double
  call void @showd(ptr @n7, double %r7xd, double %r7yd)
  call void @showd(ptr @n7, double %r7zd, double 0.0)
  %big = alloca %Big, align 8
  call void @mkbig(ptr sret(%Big) align 8 %big, i64 21)
  call void @showbig(ptr @n8, ptr %big)
  %big2 = alloca %Big, align 8
  call void @twice(ptr sret(%Big) align 8 %big2, ptr byval(%Big) align 8 %big)
  call void @showbig(ptr @n22, ptr %big2)
  call void @showbig(ptr @n10, ptr %big)
  %sb = call i64 @sumbig(ptr byval(%Big) align 8 %big)
  call void @show(ptr @n9, i64 %sb, i64 0)
  call void @showbig(ptr @n10, ptr %big)
  %a16 = alloca %Al16, align 16
  %a16p = getelementptr %Al16, ptr %a16, i32 0, i32 1
  store i128 -18446744073709551617, ptr %a16p
  %r11 = call i64 @al16(i32 1, ptr byval(%Al16) align 16 %a16, i32 5)
  call void @show(ptr @n11, i64 %r11, i64 0)
  %r13 = call i64 @late(i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, double 0.5, double 1.0, double 2.0, double 3.0, double 4.0, double 5.0, double 6.0, double 7.5, double 8.0, i64 9, ptr byval(%Big) align 8 %big)
  call void @show(ptr @n13, i64 %r13, i64 0)
  %r14 = call { i64, i64 } @ldiv(i64 -17, i64 5)
  %r14a = extractvalue { i64, i64 } %r14, 0
  %r14b = extractvalue { i64, i64 } %r14, 1
  call void @show(ptr @n14, i64 %r14a, i64 %r14b)
  %r15 = call { i64, i64 } @lldiv(i64 9223372036854775807, i64 -10)
  %r15a = extractvalue { i64, i64 } %r15, 0
  %r15b = extractvalue { i64, i64 } %r15, 1
  call void @show(ptr @n15, i64 %r15a, i64 %r15b)
  %r16 = call i64 @div(i32 -100, i32 7)
  %r16a = trunc i64 %r16 to i32
  %r16h = lshr i64 %r16, 32
  %r16b = trunc i64 %r16h to i32
  %r16ax = sext i32 %r16a to i64
  %r16bx = sext i32 %r16b to i64
  call void @show(ptr @n16, i64 %r16ax, i64 %r16bx)
  %r17 = call { double, double } @csqrt(double -4.0, double 0.0)
  %r17a = extractvalue { double, double } %r17, 0
  %r17b = extractvalue { double, double } %r17, 1
  call void @showd(ptr @n17, double %r17a, double %r17b)
  %r18 = call { double, double } @cexp(double 0.0, double 0x400921FB54442D18)
  %r18a = extractvalue { double, double } %r18, 0
  %r18b = extractvalue { double, double } %r18, 1
  call void @showd(ptr @n18, double %r18a, double %r18b)
  %r19 = call <2 x float> @csqrtf(<2 x float> <float 3.0, float 4.0>)
  %r19a = extractelement <2 x float> %r19, i32 0
  %r19b = extractelement <2 x float> %r19, i32 1
  %r19ad = fpext float %r19a to double
  %r19bd = fpext float %r19b to double
  call void @showd(ptr @n19, double %r19ad, double %r19bd)
  call void @qsort(ptr @arr, i64 10, i64 4, ptr @cmp_i32)
  %q0 = load i32, ptr @arr
  %q9p = getelementptr i32, ptr @arr, i64 9
  %q9 = load i32, ptr %q9p
  %q0x = sext i32 %q0 to i64
  %q9x = sext i32 %q9 to i64
  call void @show(ptr @n20, i64 %q0x, i64 %q9x)
  %key = alloca i32
  store i32 42, ptr %key
  %found = call ptr @bsearch(ptr %key, ptr @arr, i64 10, i64 4, ptr @cmp_i32)
  %fi = ptrtoint ptr %found to i64
  %ai = ptrtoint ptr @arr to i64
  %idx8 = sub i64 %fi, %ai
  %idx = sdiv i64 %idx8, 4
  store i32 43, ptr %key
  %nf = call ptr @bsearch(ptr %key, ptr @arr, i64 10, i64 4, ptr @cmp_i32)
  %isnull = icmp eq ptr %nf, null
  %isnullx = zext i1 %isnull to i64
  call void @show(ptr @n21, i64 %idx, i64 %isnullx)
  ret i32 0
}
