; A byval struct { x86_fp80, i32 } (16-byte aligned) read by the callee.
; Split out of cc_structs.ll.
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
; struct { long a, b; } in RAX:RDX; takes one as two i64
; struct { float x, y; } is passed and returned as <2 x float>
; struct { float x, y, z; } -> { <2 x float>, float }
; > 16 bytes: sret
; sret result forwarded into another sret call's byval argument
define internal double @ld(ptr byval(%Ld) align 16 %s) noinline {
  %p = getelementptr %Ld, ptr %s, i32 0, i32 0
  %v = load x86_fp80, ptr %p
  %d = fptrunc x86_fp80 %v to double
  %q = getelementptr %Ld, ptr %s, i32 0, i32 1
  %i = load i32, ptr %q
  %id = sitofp i32 %i to double
  %r = fadd double %d, %id
  ret double %r
}
; a { i64, i64 } struct passed as two i64 in the last two GPRs (as clang
; emits when it fits), nine doubles (the ninth on the stack) and a byval
; struct after them on the stack

define internal void @showd(ptr %n, double %a, double %b) {
  call i32 (ptr, ...) @printf(ptr @fd, ptr %n, double %a, double %b)
  ret void
}

define i32 @main() {
  %ldv = alloca %Ld, align 16
  %ldp = getelementptr %Ld, ptr %ldv, i32 0, i32 0
  store x86_fp80 0xK3FFF8000000000000000, ptr %ldp
  %ldq = getelementptr %Ld, ptr %ldv, i32 0, i32 1
  store i32 41, ptr %ldq
  %r12 = call double @ld(ptr byval(%Ld) align 16 %ldv)
  call void @showd(ptr @n12, double %r12, double 0.0)
  ret i32 0
}
