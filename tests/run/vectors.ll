; Vectors: arithmetic on <4 x i32>, <16 x i8>, <8 x i16>, <2 x i64>,
; <4 x float>, <2 x double> (add sub mul, udiv sdiv urem srem (scalarised),
; shl lshr ashr by vectors and splats, and or xor, fadd fsub fmul fdiv frem
; fneg), the wider <8 x i32> and <4 x i64> (split into SSE halves) and the
; odd <3 x float>; extractelement/insertelement with constant and variable
; indices; shufflevector (reverse, interleave, broadcast, two-source,
; widening and narrowing masks, undef lanes avoided in output); icmp and
; fcmp on vectors with sext of the mask; vector casts (trunc zext sext
; sitofp fptosi uitofp fptrunc fpext); vectors through memory.
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

declare i32 @printf(ptr, ...)
declare i32 @putchar(i32)

@fi = private unnamed_addr constant [6 x i8] c" %lld\00"
@fg = private unnamed_addr constant [7 x i8] c" %.17g\00"
@fs = private unnamed_addr constant [4 x i8] c"%s:\00"

@L_ins = private unnamed_addr constant [4 x i8] c"ins\00"
@L_ext = private unnamed_addr constant [4 x i8] c"ext\00"
@L_shuf = private unnamed_addr constant [5 x i8] c"shuf\00"
@L_cast = private unnamed_addr constant [5 x i8] c"cast\00"
@L_mem = private unnamed_addr constant [4 x i8] c"mem\00"
@l0 = private unnamed_addr constant [9 x i8] c"add 4i32\00"
@l1 = private unnamed_addr constant [9 x i8] c"sub 4i32\00"
@l2 = private unnamed_addr constant [9 x i8] c"mul 4i32\00"
@l3 = private unnamed_addr constant [10 x i8] c"sdiv 4i32\00"
@l4 = private unnamed_addr constant [10 x i8] c"udiv 4i32\00"
@l5 = private unnamed_addr constant [10 x i8] c"srem 4i32\00"
@l6 = private unnamed_addr constant [10 x i8] c"urem 4i32\00"
@l7 = private unnamed_addr constant [9 x i8] c"and 4i32\00"
@l8 = private unnamed_addr constant [8 x i8] c"or 4i32\00"
@l9 = private unnamed_addr constant [9 x i8] c"xor 4i32\00"
@l10 = private unnamed_addr constant [9 x i8] c"shl 4i32\00"
@l11 = private unnamed_addr constant [16 x i8] c"shl splat3 4i32\00"
@l12 = private unnamed_addr constant [10 x i8] c"lshr 4i32\00"
@l13 = private unnamed_addr constant [17 x i8] c"lshr splat3 4i32\00"
@l14 = private unnamed_addr constant [10 x i8] c"ashr 4i32\00"
@l15 = private unnamed_addr constant [17 x i8] c"ashr splat3 4i32\00"
@l16 = private unnamed_addr constant [13 x i8] c"icmp eq 4i32\00"
@l17 = private unnamed_addr constant [14 x i8] c"icmp slt 4i32\00"
@l18 = private unnamed_addr constant [14 x i8] c"icmp ugt 4i32\00"
@l19 = private unnamed_addr constant [14 x i8] c"icmp sge 4i32\00"
@l20 = private unnamed_addr constant [9 x i8] c"add 16i8\00"
@l21 = private unnamed_addr constant [9 x i8] c"sub 16i8\00"
@l22 = private unnamed_addr constant [9 x i8] c"mul 16i8\00"
@l23 = private unnamed_addr constant [10 x i8] c"sdiv 16i8\00"
@l24 = private unnamed_addr constant [10 x i8] c"udiv 16i8\00"
@l25 = private unnamed_addr constant [10 x i8] c"srem 16i8\00"
@l26 = private unnamed_addr constant [10 x i8] c"urem 16i8\00"
@l27 = private unnamed_addr constant [9 x i8] c"and 16i8\00"
@l28 = private unnamed_addr constant [8 x i8] c"or 16i8\00"
@l29 = private unnamed_addr constant [9 x i8] c"xor 16i8\00"
@l30 = private unnamed_addr constant [9 x i8] c"shl 16i8\00"
@l31 = private unnamed_addr constant [16 x i8] c"shl splat3 16i8\00"
@l32 = private unnamed_addr constant [10 x i8] c"lshr 16i8\00"
@l33 = private unnamed_addr constant [17 x i8] c"lshr splat3 16i8\00"
@l34 = private unnamed_addr constant [10 x i8] c"ashr 16i8\00"
@l35 = private unnamed_addr constant [17 x i8] c"ashr splat3 16i8\00"
@l36 = private unnamed_addr constant [13 x i8] c"icmp eq 16i8\00"
@l37 = private unnamed_addr constant [14 x i8] c"icmp slt 16i8\00"
@l38 = private unnamed_addr constant [14 x i8] c"icmp ugt 16i8\00"
@l39 = private unnamed_addr constant [14 x i8] c"icmp sge 16i8\00"
@l40 = private unnamed_addr constant [9 x i8] c"add 8i16\00"
@l41 = private unnamed_addr constant [9 x i8] c"sub 8i16\00"
@l42 = private unnamed_addr constant [9 x i8] c"mul 8i16\00"
@l43 = private unnamed_addr constant [10 x i8] c"sdiv 8i16\00"
@l44 = private unnamed_addr constant [10 x i8] c"udiv 8i16\00"
@l45 = private unnamed_addr constant [10 x i8] c"srem 8i16\00"
@l46 = private unnamed_addr constant [10 x i8] c"urem 8i16\00"
@l47 = private unnamed_addr constant [9 x i8] c"and 8i16\00"
@l48 = private unnamed_addr constant [8 x i8] c"or 8i16\00"
@l49 = private unnamed_addr constant [9 x i8] c"xor 8i16\00"
@l50 = private unnamed_addr constant [9 x i8] c"shl 8i16\00"
@l51 = private unnamed_addr constant [16 x i8] c"shl splat3 8i16\00"
@l52 = private unnamed_addr constant [10 x i8] c"lshr 8i16\00"
@l53 = private unnamed_addr constant [17 x i8] c"lshr splat3 8i16\00"
@l54 = private unnamed_addr constant [10 x i8] c"ashr 8i16\00"
@l55 = private unnamed_addr constant [17 x i8] c"ashr splat3 8i16\00"
@l56 = private unnamed_addr constant [13 x i8] c"icmp eq 8i16\00"
@l57 = private unnamed_addr constant [14 x i8] c"icmp slt 8i16\00"
@l58 = private unnamed_addr constant [14 x i8] c"icmp ugt 8i16\00"
@l59 = private unnamed_addr constant [14 x i8] c"icmp sge 8i16\00"
@l60 = private unnamed_addr constant [9 x i8] c"add 2i64\00"
@l61 = private unnamed_addr constant [9 x i8] c"sub 2i64\00"
@l62 = private unnamed_addr constant [9 x i8] c"mul 2i64\00"
@l63 = private unnamed_addr constant [10 x i8] c"sdiv 2i64\00"
@l64 = private unnamed_addr constant [10 x i8] c"udiv 2i64\00"
@l65 = private unnamed_addr constant [10 x i8] c"srem 2i64\00"
@l66 = private unnamed_addr constant [10 x i8] c"urem 2i64\00"
@l67 = private unnamed_addr constant [9 x i8] c"and 2i64\00"
@l68 = private unnamed_addr constant [8 x i8] c"or 2i64\00"
@l69 = private unnamed_addr constant [9 x i8] c"xor 2i64\00"
@l70 = private unnamed_addr constant [9 x i8] c"shl 2i64\00"
@l71 = private unnamed_addr constant [16 x i8] c"shl splat3 2i64\00"
@l72 = private unnamed_addr constant [10 x i8] c"lshr 2i64\00"
@l73 = private unnamed_addr constant [17 x i8] c"lshr splat3 2i64\00"
@l74 = private unnamed_addr constant [10 x i8] c"ashr 2i64\00"
@l75 = private unnamed_addr constant [17 x i8] c"ashr splat3 2i64\00"
@l76 = private unnamed_addr constant [13 x i8] c"icmp eq 2i64\00"
@l77 = private unnamed_addr constant [14 x i8] c"icmp slt 2i64\00"
@l78 = private unnamed_addr constant [14 x i8] c"icmp ugt 2i64\00"
@l79 = private unnamed_addr constant [14 x i8] c"icmp sge 2i64\00"
@l80 = private unnamed_addr constant [9 x i8] c"add 8i32\00"
@l81 = private unnamed_addr constant [9 x i8] c"sub 8i32\00"
@l82 = private unnamed_addr constant [9 x i8] c"mul 8i32\00"
@l83 = private unnamed_addr constant [10 x i8] c"sdiv 8i32\00"
@l84 = private unnamed_addr constant [10 x i8] c"udiv 8i32\00"
@l85 = private unnamed_addr constant [10 x i8] c"srem 8i32\00"
@l86 = private unnamed_addr constant [10 x i8] c"urem 8i32\00"
@l87 = private unnamed_addr constant [9 x i8] c"and 8i32\00"
@l88 = private unnamed_addr constant [8 x i8] c"or 8i32\00"
@l89 = private unnamed_addr constant [9 x i8] c"xor 8i32\00"
@l90 = private unnamed_addr constant [9 x i8] c"shl 8i32\00"
@l91 = private unnamed_addr constant [16 x i8] c"shl splat3 8i32\00"
@l92 = private unnamed_addr constant [10 x i8] c"lshr 8i32\00"
@l93 = private unnamed_addr constant [17 x i8] c"lshr splat3 8i32\00"
@l94 = private unnamed_addr constant [10 x i8] c"ashr 8i32\00"
@l95 = private unnamed_addr constant [17 x i8] c"ashr splat3 8i32\00"
@l96 = private unnamed_addr constant [13 x i8] c"icmp eq 8i32\00"
@l97 = private unnamed_addr constant [14 x i8] c"icmp slt 8i32\00"
@l98 = private unnamed_addr constant [14 x i8] c"icmp ugt 8i32\00"
@l99 = private unnamed_addr constant [14 x i8] c"icmp sge 8i32\00"
@l100 = private unnamed_addr constant [9 x i8] c"add 4i64\00"
@l101 = private unnamed_addr constant [9 x i8] c"sub 4i64\00"
@l102 = private unnamed_addr constant [9 x i8] c"mul 4i64\00"
@l103 = private unnamed_addr constant [10 x i8] c"sdiv 4i64\00"
@l104 = private unnamed_addr constant [10 x i8] c"udiv 4i64\00"
@l105 = private unnamed_addr constant [10 x i8] c"srem 4i64\00"
@l106 = private unnamed_addr constant [10 x i8] c"urem 4i64\00"
@l107 = private unnamed_addr constant [9 x i8] c"and 4i64\00"
@l108 = private unnamed_addr constant [8 x i8] c"or 4i64\00"
@l109 = private unnamed_addr constant [9 x i8] c"xor 4i64\00"
@l110 = private unnamed_addr constant [9 x i8] c"shl 4i64\00"
@l111 = private unnamed_addr constant [16 x i8] c"shl splat3 4i64\00"
@l112 = private unnamed_addr constant [10 x i8] c"lshr 4i64\00"
@l113 = private unnamed_addr constant [17 x i8] c"lshr splat3 4i64\00"
@l114 = private unnamed_addr constant [10 x i8] c"ashr 4i64\00"
@l115 = private unnamed_addr constant [17 x i8] c"ashr splat3 4i64\00"
@l116 = private unnamed_addr constant [13 x i8] c"icmp eq 4i64\00"
@l117 = private unnamed_addr constant [14 x i8] c"icmp slt 4i64\00"
@l118 = private unnamed_addr constant [14 x i8] c"icmp ugt 4i64\00"
@l119 = private unnamed_addr constant [14 x i8] c"icmp sge 4i64\00"
@l120 = private unnamed_addr constant [8 x i8] c"fadd 4f\00"
@l121 = private unnamed_addr constant [8 x i8] c"fsub 4f\00"
@l122 = private unnamed_addr constant [8 x i8] c"fmul 4f\00"
@l123 = private unnamed_addr constant [8 x i8] c"fdiv 4f\00"
@l124 = private unnamed_addr constant [8 x i8] c"frem 4f\00"
@l125 = private unnamed_addr constant [8 x i8] c"fneg 4f\00"
@l126 = private unnamed_addr constant [12 x i8] c"fcmp olt 4f\00"
@l127 = private unnamed_addr constant [12 x i8] c"fcmp oeq 4f\00"
@l128 = private unnamed_addr constant [12 x i8] c"fcmp une 4f\00"
@l129 = private unnamed_addr constant [12 x i8] c"fcmp uno 4f\00"
@l130 = private unnamed_addr constant [8 x i8] c"fadd 2d\00"
@l131 = private unnamed_addr constant [8 x i8] c"fsub 2d\00"
@l132 = private unnamed_addr constant [8 x i8] c"fmul 2d\00"
@l133 = private unnamed_addr constant [8 x i8] c"fdiv 2d\00"
@l134 = private unnamed_addr constant [8 x i8] c"frem 2d\00"
@l135 = private unnamed_addr constant [8 x i8] c"fneg 2d\00"
@l136 = private unnamed_addr constant [12 x i8] c"fcmp olt 2d\00"
@l137 = private unnamed_addr constant [12 x i8] c"fcmp oeq 2d\00"
@l138 = private unnamed_addr constant [12 x i8] c"fcmp une 2d\00"
@l139 = private unnamed_addr constant [12 x i8] c"fcmp uno 2d\00"
@l140 = private unnamed_addr constant [8 x i8] c"fadd 3f\00"
@l141 = private unnamed_addr constant [8 x i8] c"fsub 3f\00"
@l142 = private unnamed_addr constant [8 x i8] c"fmul 3f\00"
@l143 = private unnamed_addr constant [8 x i8] c"fdiv 3f\00"
@l144 = private unnamed_addr constant [8 x i8] c"frem 3f\00"
@l145 = private unnamed_addr constant [8 x i8] c"fneg 3f\00"

define internal void @p4i32(ptr %label, <4 x i32> %v) noinline {
  call i32 (ptr, ...) @printf(ptr @fs, ptr %label)
  %e0 = extractelement <4 x i32> %v, i32 0
  %x0 = sext i32 %e0 to i64
  call i32 (ptr, ...) @printf(ptr @fi, i64 %x0)
  %e1 = extractelement <4 x i32> %v, i32 1
  %x1 = sext i32 %e1 to i64
  call i32 (ptr, ...) @printf(ptr @fi, i64 %x1)
  %e2 = extractelement <4 x i32> %v, i32 2
  %x2 = sext i32 %e2 to i64
  call i32 (ptr, ...) @printf(ptr @fi, i64 %x2)
  %e3 = extractelement <4 x i32> %v, i32 3
  %x3 = sext i32 %e3 to i64
  call i32 (ptr, ...) @printf(ptr @fi, i64 %x3)
  call i32 @putchar(i32 10)
  ret void
}

define internal void @p16i8(ptr %label, <16 x i8> %v) noinline {
  call i32 (ptr, ...) @printf(ptr @fs, ptr %label)
  %e0 = extractelement <16 x i8> %v, i32 0
  %x0 = sext i8 %e0 to i64
  call i32 (ptr, ...) @printf(ptr @fi, i64 %x0)
  %e1 = extractelement <16 x i8> %v, i32 1
  %x1 = sext i8 %e1 to i64
  call i32 (ptr, ...) @printf(ptr @fi, i64 %x1)
  %e2 = extractelement <16 x i8> %v, i32 2
  %x2 = sext i8 %e2 to i64
  call i32 (ptr, ...) @printf(ptr @fi, i64 %x2)
  %e3 = extractelement <16 x i8> %v, i32 3
  %x3 = sext i8 %e3 to i64
  call i32 (ptr, ...) @printf(ptr @fi, i64 %x3)
  %e4 = extractelement <16 x i8> %v, i32 4
  %x4 = sext i8 %e4 to i64
  call i32 (ptr, ...) @printf(ptr @fi, i64 %x4)
  %e5 = extractelement <16 x i8> %v, i32 5
  %x5 = sext i8 %e5 to i64
  call i32 (ptr, ...) @printf(ptr @fi, i64 %x5)
  %e6 = extractelement <16 x i8> %v, i32 6
  %x6 = sext i8 %e6 to i64
  call i32 (ptr, ...) @printf(ptr @fi, i64 %x6)
  %e7 = extractelement <16 x i8> %v, i32 7
  %x7 = sext i8 %e7 to i64
  call i32 (ptr, ...) @printf(ptr @fi, i64 %x7)
  %e8 = extractelement <16 x i8> %v, i32 8
  %x8 = sext i8 %e8 to i64
  call i32 (ptr, ...) @printf(ptr @fi, i64 %x8)
  %e9 = extractelement <16 x i8> %v, i32 9
  %x9 = sext i8 %e9 to i64
  call i32 (ptr, ...) @printf(ptr @fi, i64 %x9)
  %e10 = extractelement <16 x i8> %v, i32 10
  %x10 = sext i8 %e10 to i64
  call i32 (ptr, ...) @printf(ptr @fi, i64 %x10)
  %e11 = extractelement <16 x i8> %v, i32 11
  %x11 = sext i8 %e11 to i64
  call i32 (ptr, ...) @printf(ptr @fi, i64 %x11)
  %e12 = extractelement <16 x i8> %v, i32 12
  %x12 = sext i8 %e12 to i64
  call i32 (ptr, ...) @printf(ptr @fi, i64 %x12)
  %e13 = extractelement <16 x i8> %v, i32 13
  %x13 = sext i8 %e13 to i64
  call i32 (ptr, ...) @printf(ptr @fi, i64 %x13)
  %e14 = extractelement <16 x i8> %v, i32 14
  %x14 = sext i8 %e14 to i64
  call i32 (ptr, ...) @printf(ptr @fi, i64 %x14)
  %e15 = extractelement <16 x i8> %v, i32 15
  %x15 = sext i8 %e15 to i64
  call i32 (ptr, ...) @printf(ptr @fi, i64 %x15)
  call i32 @putchar(i32 10)
  ret void
}

define internal void @p8i16(ptr %label, <8 x i16> %v) noinline {
  call i32 (ptr, ...) @printf(ptr @fs, ptr %label)
  %e0 = extractelement <8 x i16> %v, i32 0
  %x0 = sext i16 %e0 to i64
  call i32 (ptr, ...) @printf(ptr @fi, i64 %x0)
  %e1 = extractelement <8 x i16> %v, i32 1
  %x1 = sext i16 %e1 to i64
  call i32 (ptr, ...) @printf(ptr @fi, i64 %x1)
  %e2 = extractelement <8 x i16> %v, i32 2
  %x2 = sext i16 %e2 to i64
  call i32 (ptr, ...) @printf(ptr @fi, i64 %x2)
  %e3 = extractelement <8 x i16> %v, i32 3
  %x3 = sext i16 %e3 to i64
  call i32 (ptr, ...) @printf(ptr @fi, i64 %x3)
  %e4 = extractelement <8 x i16> %v, i32 4
  %x4 = sext i16 %e4 to i64
  call i32 (ptr, ...) @printf(ptr @fi, i64 %x4)
  %e5 = extractelement <8 x i16> %v, i32 5
  %x5 = sext i16 %e5 to i64
  call i32 (ptr, ...) @printf(ptr @fi, i64 %x5)
  %e6 = extractelement <8 x i16> %v, i32 6
  %x6 = sext i16 %e6 to i64
  call i32 (ptr, ...) @printf(ptr @fi, i64 %x6)
  %e7 = extractelement <8 x i16> %v, i32 7
  %x7 = sext i16 %e7 to i64
  call i32 (ptr, ...) @printf(ptr @fi, i64 %x7)
  call i32 @putchar(i32 10)
  ret void
}

define internal void @p2i64(ptr %label, <2 x i64> %v) noinline {
  call i32 (ptr, ...) @printf(ptr @fs, ptr %label)
  %e0 = extractelement <2 x i64> %v, i32 0
  call i32 (ptr, ...) @printf(ptr @fi, i64 %e0)
  %e1 = extractelement <2 x i64> %v, i32 1
  call i32 (ptr, ...) @printf(ptr @fi, i64 %e1)
  call i32 @putchar(i32 10)
  ret void
}

define internal void @p4f(ptr %label, <4 x float> %v) noinline {
  call i32 (ptr, ...) @printf(ptr @fs, ptr %label)
  %e0 = extractelement <4 x float> %v, i32 0
  %x0 = fpext float %e0 to double
  call i32 (ptr, ...) @printf(ptr @fg, double %x0)
  %e1 = extractelement <4 x float> %v, i32 1
  %x1 = fpext float %e1 to double
  call i32 (ptr, ...) @printf(ptr @fg, double %x1)
  %e2 = extractelement <4 x float> %v, i32 2
  %x2 = fpext float %e2 to double
  call i32 (ptr, ...) @printf(ptr @fg, double %x2)
  %e3 = extractelement <4 x float> %v, i32 3
  %x3 = fpext float %e3 to double
  call i32 (ptr, ...) @printf(ptr @fg, double %x3)
  call i32 @putchar(i32 10)
  ret void
}

define internal void @p2d(ptr %label, <2 x double> %v) noinline {
  call i32 (ptr, ...) @printf(ptr @fs, ptr %label)
  %e0 = extractelement <2 x double> %v, i32 0
  call i32 (ptr, ...) @printf(ptr @fg, double %e0)
  %e1 = extractelement <2 x double> %v, i32 1
  call i32 (ptr, ...) @printf(ptr @fg, double %e1)
  call i32 @putchar(i32 10)
  ret void
}

define internal <4 x i32> @add_4i32(<4 x i32> %a, <4 x i32> %b) noinline {
  %r = add <4 x i32> %a, %b
  ret <4 x i32> %r
}

define internal <4 x i32> @sub_4i32(<4 x i32> %a, <4 x i32> %b) noinline {
  %r = sub <4 x i32> %a, %b
  ret <4 x i32> %r
}

define internal <4 x i32> @mul_4i32(<4 x i32> %a, <4 x i32> %b) noinline {
  %r = mul <4 x i32> %a, %b
  ret <4 x i32> %r
}

define internal <4 x i32> @sdiv_4i32(<4 x i32> %a, <4 x i32> %b) noinline {
  %r = sdiv <4 x i32> %a, %b
  ret <4 x i32> %r
}

define internal <4 x i32> @udiv_4i32(<4 x i32> %a, <4 x i32> %b) noinline {
  %r = udiv <4 x i32> %a, %b
  ret <4 x i32> %r
}

define internal <4 x i32> @srem_4i32(<4 x i32> %a, <4 x i32> %b) noinline {
  %r = srem <4 x i32> %a, %b
  ret <4 x i32> %r
}

define internal <4 x i32> @urem_4i32(<4 x i32> %a, <4 x i32> %b) noinline {
  %r = urem <4 x i32> %a, %b
  ret <4 x i32> %r
}

define internal <4 x i32> @and_4i32(<4 x i32> %a, <4 x i32> %b) noinline {
  %r = and <4 x i32> %a, %b
  ret <4 x i32> %r
}

define internal <4 x i32> @or_4i32(<4 x i32> %a, <4 x i32> %b) noinline {
  %r = or <4 x i32> %a, %b
  ret <4 x i32> %r
}

define internal <4 x i32> @xor_4i32(<4 x i32> %a, <4 x i32> %b) noinline {
  %r = xor <4 x i32> %a, %b
  ret <4 x i32> %r
}

define internal <4 x i32> @shl_4i32(<4 x i32> %a, <4 x i32> %b) noinline {
  %r = shl <4 x i32> %a, %b
  ret <4 x i32> %r
}

define internal <4 x i32> @shls_4i32(<4 x i32> %a) noinline {
  %r = shl <4 x i32> %a, splat (i32 3)
  ret <4 x i32> %r
}

define internal <4 x i32> @lshr_4i32(<4 x i32> %a, <4 x i32> %b) noinline {
  %r = lshr <4 x i32> %a, %b
  ret <4 x i32> %r
}

define internal <4 x i32> @lshrs_4i32(<4 x i32> %a) noinline {
  %r = lshr <4 x i32> %a, splat (i32 3)
  ret <4 x i32> %r
}

define internal <4 x i32> @ashr_4i32(<4 x i32> %a, <4 x i32> %b) noinline {
  %r = ashr <4 x i32> %a, %b
  ret <4 x i32> %r
}

define internal <4 x i32> @ashrs_4i32(<4 x i32> %a) noinline {
  %r = ashr <4 x i32> %a, splat (i32 3)
  ret <4 x i32> %r
}

define internal <4 x i32> @icmp_eq_4i32(<4 x i32> %a, <4 x i32> %b) noinline {
  %m = icmp eq <4 x i32> %a, %b
  %r = sext <4 x i1> %m to <4 x i32>
  ret <4 x i32> %r
}

define internal <4 x i32> @icmp_slt_4i32(<4 x i32> %a, <4 x i32> %b) noinline {
  %m = icmp slt <4 x i32> %a, %b
  %r = sext <4 x i1> %m to <4 x i32>
  ret <4 x i32> %r
}

define internal <4 x i32> @icmp_ugt_4i32(<4 x i32> %a, <4 x i32> %b) noinline {
  %m = icmp ugt <4 x i32> %a, %b
  %r = sext <4 x i1> %m to <4 x i32>
  ret <4 x i32> %r
}

define internal <4 x i32> @icmp_sge_4i32(<4 x i32> %a, <4 x i32> %b) noinline {
  %m = icmp sge <4 x i32> %a, %b
  %r = sext <4 x i1> %m to <4 x i32>
  ret <4 x i32> %r
}

define internal <16 x i8> @add_16i8(<16 x i8> %a, <16 x i8> %b) noinline {
  %r = add <16 x i8> %a, %b
  ret <16 x i8> %r
}

define internal <16 x i8> @sub_16i8(<16 x i8> %a, <16 x i8> %b) noinline {
  %r = sub <16 x i8> %a, %b
  ret <16 x i8> %r
}

define internal <16 x i8> @mul_16i8(<16 x i8> %a, <16 x i8> %b) noinline {
  %r = mul <16 x i8> %a, %b
  ret <16 x i8> %r
}

define internal <16 x i8> @sdiv_16i8(<16 x i8> %a, <16 x i8> %b) noinline {
  %r = sdiv <16 x i8> %a, %b
  ret <16 x i8> %r
}

define internal <16 x i8> @udiv_16i8(<16 x i8> %a, <16 x i8> %b) noinline {
  %r = udiv <16 x i8> %a, %b
  ret <16 x i8> %r
}

define internal <16 x i8> @srem_16i8(<16 x i8> %a, <16 x i8> %b) noinline {
  %r = srem <16 x i8> %a, %b
  ret <16 x i8> %r
}

define internal <16 x i8> @urem_16i8(<16 x i8> %a, <16 x i8> %b) noinline {
  %r = urem <16 x i8> %a, %b
  ret <16 x i8> %r
}

define internal <16 x i8> @and_16i8(<16 x i8> %a, <16 x i8> %b) noinline {
  %r = and <16 x i8> %a, %b
  ret <16 x i8> %r
}

define internal <16 x i8> @or_16i8(<16 x i8> %a, <16 x i8> %b) noinline {
  %r = or <16 x i8> %a, %b
  ret <16 x i8> %r
}

define internal <16 x i8> @xor_16i8(<16 x i8> %a, <16 x i8> %b) noinline {
  %r = xor <16 x i8> %a, %b
  ret <16 x i8> %r
}

define internal <16 x i8> @shl_16i8(<16 x i8> %a, <16 x i8> %b) noinline {
  %r = shl <16 x i8> %a, %b
  ret <16 x i8> %r
}

define internal <16 x i8> @shls_16i8(<16 x i8> %a) noinline {
  %r = shl <16 x i8> %a, splat (i8 3)
  ret <16 x i8> %r
}

define internal <16 x i8> @lshr_16i8(<16 x i8> %a, <16 x i8> %b) noinline {
  %r = lshr <16 x i8> %a, %b
  ret <16 x i8> %r
}

define internal <16 x i8> @lshrs_16i8(<16 x i8> %a) noinline {
  %r = lshr <16 x i8> %a, splat (i8 3)
  ret <16 x i8> %r
}

define internal <16 x i8> @ashr_16i8(<16 x i8> %a, <16 x i8> %b) noinline {
  %r = ashr <16 x i8> %a, %b
  ret <16 x i8> %r
}

define internal <16 x i8> @ashrs_16i8(<16 x i8> %a) noinline {
  %r = ashr <16 x i8> %a, splat (i8 3)
  ret <16 x i8> %r
}

define internal <16 x i8> @icmp_eq_16i8(<16 x i8> %a, <16 x i8> %b) noinline {
  %m = icmp eq <16 x i8> %a, %b
  %r = sext <16 x i1> %m to <16 x i8>
  ret <16 x i8> %r
}

define internal <16 x i8> @icmp_slt_16i8(<16 x i8> %a, <16 x i8> %b) noinline {
  %m = icmp slt <16 x i8> %a, %b
  %r = sext <16 x i1> %m to <16 x i8>
  ret <16 x i8> %r
}

define internal <16 x i8> @icmp_ugt_16i8(<16 x i8> %a, <16 x i8> %b) noinline {
  %m = icmp ugt <16 x i8> %a, %b
  %r = sext <16 x i1> %m to <16 x i8>
  ret <16 x i8> %r
}

define internal <16 x i8> @icmp_sge_16i8(<16 x i8> %a, <16 x i8> %b) noinline {
  %m = icmp sge <16 x i8> %a, %b
  %r = sext <16 x i1> %m to <16 x i8>
  ret <16 x i8> %r
}

define internal <8 x i16> @add_8i16(<8 x i16> %a, <8 x i16> %b) noinline {
  %r = add <8 x i16> %a, %b
  ret <8 x i16> %r
}

define internal <8 x i16> @sub_8i16(<8 x i16> %a, <8 x i16> %b) noinline {
  %r = sub <8 x i16> %a, %b
  ret <8 x i16> %r
}

define internal <8 x i16> @mul_8i16(<8 x i16> %a, <8 x i16> %b) noinline {
  %r = mul <8 x i16> %a, %b
  ret <8 x i16> %r
}

define internal <8 x i16> @sdiv_8i16(<8 x i16> %a, <8 x i16> %b) noinline {
  %r = sdiv <8 x i16> %a, %b
  ret <8 x i16> %r
}

define internal <8 x i16> @udiv_8i16(<8 x i16> %a, <8 x i16> %b) noinline {
  %r = udiv <8 x i16> %a, %b
  ret <8 x i16> %r
}

define internal <8 x i16> @srem_8i16(<8 x i16> %a, <8 x i16> %b) noinline {
  %r = srem <8 x i16> %a, %b
  ret <8 x i16> %r
}

define internal <8 x i16> @urem_8i16(<8 x i16> %a, <8 x i16> %b) noinline {
  %r = urem <8 x i16> %a, %b
  ret <8 x i16> %r
}

define internal <8 x i16> @and_8i16(<8 x i16> %a, <8 x i16> %b) noinline {
  %r = and <8 x i16> %a, %b
  ret <8 x i16> %r
}

define internal <8 x i16> @or_8i16(<8 x i16> %a, <8 x i16> %b) noinline {
  %r = or <8 x i16> %a, %b
  ret <8 x i16> %r
}

define internal <8 x i16> @xor_8i16(<8 x i16> %a, <8 x i16> %b) noinline {
  %r = xor <8 x i16> %a, %b
  ret <8 x i16> %r
}

define internal <8 x i16> @shl_8i16(<8 x i16> %a, <8 x i16> %b) noinline {
  %r = shl <8 x i16> %a, %b
  ret <8 x i16> %r
}

define internal <8 x i16> @shls_8i16(<8 x i16> %a) noinline {
  %r = shl <8 x i16> %a, splat (i16 3)
  ret <8 x i16> %r
}

define internal <8 x i16> @lshr_8i16(<8 x i16> %a, <8 x i16> %b) noinline {
  %r = lshr <8 x i16> %a, %b
  ret <8 x i16> %r
}

define internal <8 x i16> @lshrs_8i16(<8 x i16> %a) noinline {
  %r = lshr <8 x i16> %a, splat (i16 3)
  ret <8 x i16> %r
}

define internal <8 x i16> @ashr_8i16(<8 x i16> %a, <8 x i16> %b) noinline {
  %r = ashr <8 x i16> %a, %b
  ret <8 x i16> %r
}

define internal <8 x i16> @ashrs_8i16(<8 x i16> %a) noinline {
  %r = ashr <8 x i16> %a, splat (i16 3)
  ret <8 x i16> %r
}

define internal <8 x i16> @icmp_eq_8i16(<8 x i16> %a, <8 x i16> %b) noinline {
  %m = icmp eq <8 x i16> %a, %b
  %r = sext <8 x i1> %m to <8 x i16>
  ret <8 x i16> %r
}

define internal <8 x i16> @icmp_slt_8i16(<8 x i16> %a, <8 x i16> %b) noinline {
  %m = icmp slt <8 x i16> %a, %b
  %r = sext <8 x i1> %m to <8 x i16>
  ret <8 x i16> %r
}

define internal <8 x i16> @icmp_ugt_8i16(<8 x i16> %a, <8 x i16> %b) noinline {
  %m = icmp ugt <8 x i16> %a, %b
  %r = sext <8 x i1> %m to <8 x i16>
  ret <8 x i16> %r
}

define internal <8 x i16> @icmp_sge_8i16(<8 x i16> %a, <8 x i16> %b) noinline {
  %m = icmp sge <8 x i16> %a, %b
  %r = sext <8 x i1> %m to <8 x i16>
  ret <8 x i16> %r
}

define internal <2 x i64> @add_2i64(<2 x i64> %a, <2 x i64> %b) noinline {
  %r = add <2 x i64> %a, %b
  ret <2 x i64> %r
}

define internal <2 x i64> @sub_2i64(<2 x i64> %a, <2 x i64> %b) noinline {
  %r = sub <2 x i64> %a, %b
  ret <2 x i64> %r
}

define internal <2 x i64> @mul_2i64(<2 x i64> %a, <2 x i64> %b) noinline {
  %r = mul <2 x i64> %a, %b
  ret <2 x i64> %r
}

define internal <2 x i64> @sdiv_2i64(<2 x i64> %a, <2 x i64> %b) noinline {
  %r = sdiv <2 x i64> %a, %b
  ret <2 x i64> %r
}

define internal <2 x i64> @udiv_2i64(<2 x i64> %a, <2 x i64> %b) noinline {
  %r = udiv <2 x i64> %a, %b
  ret <2 x i64> %r
}

define internal <2 x i64> @srem_2i64(<2 x i64> %a, <2 x i64> %b) noinline {
  %r = srem <2 x i64> %a, %b
  ret <2 x i64> %r
}

define internal <2 x i64> @urem_2i64(<2 x i64> %a, <2 x i64> %b) noinline {
  %r = urem <2 x i64> %a, %b
  ret <2 x i64> %r
}

define internal <2 x i64> @and_2i64(<2 x i64> %a, <2 x i64> %b) noinline {
  %r = and <2 x i64> %a, %b
  ret <2 x i64> %r
}

define internal <2 x i64> @or_2i64(<2 x i64> %a, <2 x i64> %b) noinline {
  %r = or <2 x i64> %a, %b
  ret <2 x i64> %r
}

define internal <2 x i64> @xor_2i64(<2 x i64> %a, <2 x i64> %b) noinline {
  %r = xor <2 x i64> %a, %b
  ret <2 x i64> %r
}

define internal <2 x i64> @shl_2i64(<2 x i64> %a, <2 x i64> %b) noinline {
  %r = shl <2 x i64> %a, %b
  ret <2 x i64> %r
}

define internal <2 x i64> @shls_2i64(<2 x i64> %a) noinline {
  %r = shl <2 x i64> %a, splat (i64 3)
  ret <2 x i64> %r
}

define internal <2 x i64> @lshr_2i64(<2 x i64> %a, <2 x i64> %b) noinline {
  %r = lshr <2 x i64> %a, %b
  ret <2 x i64> %r
}

define internal <2 x i64> @lshrs_2i64(<2 x i64> %a) noinline {
  %r = lshr <2 x i64> %a, splat (i64 3)
  ret <2 x i64> %r
}

define internal <2 x i64> @ashr_2i64(<2 x i64> %a, <2 x i64> %b) noinline {
  %r = ashr <2 x i64> %a, %b
  ret <2 x i64> %r
}

define internal <2 x i64> @ashrs_2i64(<2 x i64> %a) noinline {
  %r = ashr <2 x i64> %a, splat (i64 3)
  ret <2 x i64> %r
}

define internal <4 x float> @fadd_4f(<4 x float> %a, <4 x float> %b) noinline {
  %r = fadd <4 x float> %a, %b
  ret <4 x float> %r
}

define internal <4 x float> @fsub_4f(<4 x float> %a, <4 x float> %b) noinline {
  %r = fsub <4 x float> %a, %b
  ret <4 x float> %r
}

define internal <4 x float> @fmul_4f(<4 x float> %a, <4 x float> %b) noinline {
  %r = fmul <4 x float> %a, %b
  ret <4 x float> %r
}

define internal <4 x float> @fdiv_4f(<4 x float> %a, <4 x float> %b) noinline {
  %r = fdiv <4 x float> %a, %b
  ret <4 x float> %r
}

define internal <4 x float> @fneg_4f(<4 x float> %a) noinline {
  %r = fneg <4 x float> %a
  ret <4 x float> %r
}

define internal <2 x double> @fadd_2d(<2 x double> %a, <2 x double> %b) noinline {
  %r = fadd <2 x double> %a, %b
  ret <2 x double> %r
}

define internal <2 x double> @fsub_2d(<2 x double> %a, <2 x double> %b) noinline {
  %r = fsub <2 x double> %a, %b
  ret <2 x double> %r
}

define internal <2 x double> @fmul_2d(<2 x double> %a, <2 x double> %b) noinline {
  %r = fmul <2 x double> %a, %b
  ret <2 x double> %r
}

define internal <2 x double> @fdiv_2d(<2 x double> %a, <2 x double> %b) noinline {
  %r = fdiv <2 x double> %a, %b
  ret <2 x double> %r
}

define internal <2 x double> @fneg_2d(<2 x double> %a) noinline {
  %r = fneg <2 x double> %a
  ret <2 x double> %r
}

define internal <4 x i32> @ins_var(<4 x i32> %v, i32 %x, i32 %i) noinline {
  %r = insertelement <4 x i32> %v, i32 %x, i32 %i
  ret <4 x i32> %r
}
define internal i32 @ext_var(<4 x i32> %v, i64 %i) noinline {
  %r = extractelement <4 x i32> %v, i64 %i
  ret i32 %r
}
define internal i8 @ext_var16(<16 x i8> %v, i32 %i) noinline {
  %r = extractelement <16 x i8> %v, i32 %i
  ret i8 %r
}
define internal <2 x double> @ins_d(<2 x double> %v, double %x) noinline {
  %r = insertelement <2 x double> %v, double %x, i32 1
  ret <2 x double> %r
}
define internal <8 x i16> @ins_h(<8 x i16> %v, i16 %x) noinline {
  %r = insertelement <8 x i16> %v, i16 %x, i32 5
  ret <8 x i16> %r
}
define internal <16 x i8> @ins_b(<16 x i8> %v, i8 %x) noinline {
  %r = insertelement <16 x i8> %v, i8 %x, i32 11
  ret <16 x i8> %r
}
define internal <4 x float> @ins_f(<4 x float> %v, float %x, i32 %i) noinline {
  %r = insertelement <4 x float> %v, float %x, i32 %i
  ret <4 x float> %r
}
define internal <4 x i32> @splat(i32 %x) noinline {
  %a = insertelement <4 x i32> poison, i32 %x, i32 0
  %r = shufflevector <4 x i32> %a, <4 x i32> poison, <4 x i32> zeroinitializer
  ret <4 x i32> %r
}
define internal <4 x i32> @rev(<4 x i32> %v) noinline {
  %r = shufflevector <4 x i32> %v, <4 x i32> poison, <4 x i32> <i32 3, i32 2, i32 1, i32 0>
  ret <4 x i32> %r
}
define internal <4 x i32> @interleave(<4 x i32> %a, <4 x i32> %b) noinline {
  %r = shufflevector <4 x i32> %a, <4 x i32> %b, <4 x i32> <i32 0, i32 4, i32 1, i32 5>
  ret <4 x i32> %r
}
define internal <16 x i8> @bytes(<16 x i8> %a, <16 x i8> %b) noinline {
  %r = shufflevector <16 x i8> %a, <16 x i8> %b, <16 x i32> <i32 15, i32 16, i32 14, i32 17, i32 0, i32 31, i32 1, i32 30, i32 8, i32 8, i32 8, i32 8, i32 20, i32 21, i32 22, i32 23>
  ret <16 x i8> %r
}
define internal <8 x i16> @words(<8 x i16> %a, <8 x i16> %b) noinline {
  %r = shufflevector <8 x i16> %a, <8 x i16> %b, <8 x i32> <i32 1, i32 9, i32 3, i32 11, i32 5, i32 13, i32 7, i32 15>
  ret <8 x i16> %r
}
define internal <2 x double> @swapd(<2 x double> %a, <2 x double> %b) noinline {
  %r = shufflevector <2 x double> %a, <2 x double> %b, <2 x i32> <i32 1, i32 2>
  ret <2 x double> %r
}

define i32 @main() {
  %r1 = call <4 x i32> @add_4i32(<4 x i32> <i32 7, i32 -100, i32 2147483647, i32 -2147483648>, <4 x i32> <i32 3, i32 7, i32 1, i32 2>)
  call void @p4i32(ptr @l0, <4 x i32> %r1)
  %r2 = call <4 x i32> @sub_4i32(<4 x i32> <i32 7, i32 -100, i32 2147483647, i32 -2147483648>, <4 x i32> <i32 3, i32 7, i32 1, i32 2>)
  call void @p4i32(ptr @l1, <4 x i32> %r2)
  %r3 = call <4 x i32> @mul_4i32(<4 x i32> <i32 7, i32 -100, i32 2147483647, i32 -2147483648>, <4 x i32> <i32 3, i32 7, i32 1, i32 2>)
  call void @p4i32(ptr @l2, <4 x i32> %r3)
  %r4 = call <4 x i32> @sdiv_4i32(<4 x i32> <i32 7, i32 -100, i32 2147483647, i32 -2147483648>, <4 x i32> <i32 3, i32 7, i32 1, i32 2>)
  call void @p4i32(ptr @l3, <4 x i32> %r4)
  %r5 = call <4 x i32> @udiv_4i32(<4 x i32> <i32 7, i32 -100, i32 2147483647, i32 -2147483648>, <4 x i32> <i32 3, i32 7, i32 1, i32 2>)
  call void @p4i32(ptr @l4, <4 x i32> %r5)
  %r6 = call <4 x i32> @srem_4i32(<4 x i32> <i32 7, i32 -100, i32 2147483647, i32 -2147483648>, <4 x i32> <i32 3, i32 7, i32 1, i32 2>)
  call void @p4i32(ptr @l5, <4 x i32> %r6)
  %r7 = call <4 x i32> @urem_4i32(<4 x i32> <i32 7, i32 -100, i32 2147483647, i32 -2147483648>, <4 x i32> <i32 3, i32 7, i32 1, i32 2>)
  call void @p4i32(ptr @l6, <4 x i32> %r7)
  %r8 = call <4 x i32> @and_4i32(<4 x i32> <i32 7, i32 -100, i32 2147483647, i32 -2147483648>, <4 x i32> <i32 3, i32 7, i32 1, i32 2>)
  call void @p4i32(ptr @l7, <4 x i32> %r8)
  %r9 = call <4 x i32> @or_4i32(<4 x i32> <i32 7, i32 -100, i32 2147483647, i32 -2147483648>, <4 x i32> <i32 3, i32 7, i32 1, i32 2>)
  call void @p4i32(ptr @l8, <4 x i32> %r9)
  %r10 = call <4 x i32> @xor_4i32(<4 x i32> <i32 7, i32 -100, i32 2147483647, i32 -2147483648>, <4 x i32> <i32 3, i32 7, i32 1, i32 2>)
  call void @p4i32(ptr @l9, <4 x i32> %r10)
  %r11 = call <4 x i32> @shl_4i32(<4 x i32> <i32 7, i32 -100, i32 2147483647, i32 -2147483648>, <4 x i32> <i32 0, i32 1, i32 31, i32 5>)
  call void @p4i32(ptr @l10, <4 x i32> %r11)
  %r12 = call <4 x i32> @shls_4i32(<4 x i32> <i32 7, i32 -100, i32 2147483647, i32 -2147483648>)
  call void @p4i32(ptr @l11, <4 x i32> %r12)
  %r13 = call <4 x i32> @lshr_4i32(<4 x i32> <i32 7, i32 -100, i32 2147483647, i32 -2147483648>, <4 x i32> <i32 0, i32 1, i32 31, i32 5>)
  call void @p4i32(ptr @l12, <4 x i32> %r13)
  %r14 = call <4 x i32> @lshrs_4i32(<4 x i32> <i32 7, i32 -100, i32 2147483647, i32 -2147483648>)
  call void @p4i32(ptr @l13, <4 x i32> %r14)
  %r15 = call <4 x i32> @ashr_4i32(<4 x i32> <i32 7, i32 -100, i32 2147483647, i32 -2147483648>, <4 x i32> <i32 0, i32 1, i32 31, i32 5>)
  call void @p4i32(ptr @l14, <4 x i32> %r15)
  %r16 = call <4 x i32> @ashrs_4i32(<4 x i32> <i32 7, i32 -100, i32 2147483647, i32 -2147483648>)
  call void @p4i32(ptr @l15, <4 x i32> %r16)
  %r17 = call <4 x i32> @icmp_eq_4i32(<4 x i32> <i32 7, i32 -100, i32 2147483647, i32 -2147483648>, <4 x i32> <i32 3, i32 7, i32 1, i32 2>)
  call void @p4i32(ptr @l16, <4 x i32> %r17)
  %r18 = call <4 x i32> @icmp_slt_4i32(<4 x i32> <i32 7, i32 -100, i32 2147483647, i32 -2147483648>, <4 x i32> <i32 3, i32 7, i32 1, i32 2>)
  call void @p4i32(ptr @l17, <4 x i32> %r18)
  %r19 = call <4 x i32> @icmp_ugt_4i32(<4 x i32> <i32 7, i32 -100, i32 2147483647, i32 -2147483648>, <4 x i32> <i32 3, i32 7, i32 1, i32 2>)
  call void @p4i32(ptr @l18, <4 x i32> %r19)
  %r20 = call <4 x i32> @icmp_sge_4i32(<4 x i32> <i32 7, i32 -100, i32 2147483647, i32 -2147483648>, <4 x i32> <i32 3, i32 7, i32 1, i32 2>)
  call void @p4i32(ptr @l19, <4 x i32> %r20)
  %r21 = call <16 x i8> @add_16i8(<16 x i8> <i8 -128, i8 -111, i8 -94, i8 -77, i8 -60, i8 -43, i8 -26, i8 -9, i8 8, i8 25, i8 42, i8 59, i8 76, i8 93, i8 110, i8 127>, <16 x i8> <i8 3, i8 -5, i8 7, i8 1, i8 2, i8 9, i8 -1, i8 127, i8 -128, i8 5, i8 4, i8 3, i8 2, i8 1, i8 11, i8 13>)
  call void @p16i8(ptr @l20, <16 x i8> %r21)
  %r22 = call <16 x i8> @sub_16i8(<16 x i8> <i8 -128, i8 -111, i8 -94, i8 -77, i8 -60, i8 -43, i8 -26, i8 -9, i8 8, i8 25, i8 42, i8 59, i8 76, i8 93, i8 110, i8 127>, <16 x i8> <i8 3, i8 -5, i8 7, i8 1, i8 2, i8 9, i8 -1, i8 127, i8 -128, i8 5, i8 4, i8 3, i8 2, i8 1, i8 11, i8 13>)
  call void @p16i8(ptr @l21, <16 x i8> %r22)
  %r23 = call <16 x i8> @mul_16i8(<16 x i8> <i8 -128, i8 -111, i8 -94, i8 -77, i8 -60, i8 -43, i8 -26, i8 -9, i8 8, i8 25, i8 42, i8 59, i8 76, i8 93, i8 110, i8 127>, <16 x i8> <i8 3, i8 -5, i8 7, i8 1, i8 2, i8 9, i8 -1, i8 127, i8 -128, i8 5, i8 4, i8 3, i8 2, i8 1, i8 11, i8 13>)
  call void @p16i8(ptr @l22, <16 x i8> %r23)
  %r24 = call <16 x i8> @sdiv_16i8(<16 x i8> <i8 -128, i8 -111, i8 -94, i8 -77, i8 -60, i8 -43, i8 -26, i8 -9, i8 8, i8 25, i8 42, i8 59, i8 76, i8 93, i8 110, i8 127>, <16 x i8> <i8 3, i8 -5, i8 7, i8 1, i8 2, i8 9, i8 -1, i8 127, i8 -128, i8 5, i8 4, i8 3, i8 2, i8 1, i8 11, i8 13>)
  call void @p16i8(ptr @l23, <16 x i8> %r24)
  %r25 = call <16 x i8> @udiv_16i8(<16 x i8> <i8 -128, i8 -111, i8 -94, i8 -77, i8 -60, i8 -43, i8 -26, i8 -9, i8 8, i8 25, i8 42, i8 59, i8 76, i8 93, i8 110, i8 127>, <16 x i8> <i8 3, i8 -5, i8 7, i8 1, i8 2, i8 9, i8 -1, i8 127, i8 -128, i8 5, i8 4, i8 3, i8 2, i8 1, i8 11, i8 13>)
  call void @p16i8(ptr @l24, <16 x i8> %r25)
  %r26 = call <16 x i8> @srem_16i8(<16 x i8> <i8 -128, i8 -111, i8 -94, i8 -77, i8 -60, i8 -43, i8 -26, i8 -9, i8 8, i8 25, i8 42, i8 59, i8 76, i8 93, i8 110, i8 127>, <16 x i8> <i8 3, i8 -5, i8 7, i8 1, i8 2, i8 9, i8 -1, i8 127, i8 -128, i8 5, i8 4, i8 3, i8 2, i8 1, i8 11, i8 13>)
  call void @p16i8(ptr @l25, <16 x i8> %r26)
  %r27 = call <16 x i8> @urem_16i8(<16 x i8> <i8 -128, i8 -111, i8 -94, i8 -77, i8 -60, i8 -43, i8 -26, i8 -9, i8 8, i8 25, i8 42, i8 59, i8 76, i8 93, i8 110, i8 127>, <16 x i8> <i8 3, i8 -5, i8 7, i8 1, i8 2, i8 9, i8 -1, i8 127, i8 -128, i8 5, i8 4, i8 3, i8 2, i8 1, i8 11, i8 13>)
  call void @p16i8(ptr @l26, <16 x i8> %r27)
  %r28 = call <16 x i8> @and_16i8(<16 x i8> <i8 -128, i8 -111, i8 -94, i8 -77, i8 -60, i8 -43, i8 -26, i8 -9, i8 8, i8 25, i8 42, i8 59, i8 76, i8 93, i8 110, i8 127>, <16 x i8> <i8 3, i8 -5, i8 7, i8 1, i8 2, i8 9, i8 -1, i8 127, i8 -128, i8 5, i8 4, i8 3, i8 2, i8 1, i8 11, i8 13>)
  call void @p16i8(ptr @l27, <16 x i8> %r28)
  %r29 = call <16 x i8> @or_16i8(<16 x i8> <i8 -128, i8 -111, i8 -94, i8 -77, i8 -60, i8 -43, i8 -26, i8 -9, i8 8, i8 25, i8 42, i8 59, i8 76, i8 93, i8 110, i8 127>, <16 x i8> <i8 3, i8 -5, i8 7, i8 1, i8 2, i8 9, i8 -1, i8 127, i8 -128, i8 5, i8 4, i8 3, i8 2, i8 1, i8 11, i8 13>)
  call void @p16i8(ptr @l28, <16 x i8> %r29)
  %r30 = call <16 x i8> @xor_16i8(<16 x i8> <i8 -128, i8 -111, i8 -94, i8 -77, i8 -60, i8 -43, i8 -26, i8 -9, i8 8, i8 25, i8 42, i8 59, i8 76, i8 93, i8 110, i8 127>, <16 x i8> <i8 3, i8 -5, i8 7, i8 1, i8 2, i8 9, i8 -1, i8 127, i8 -128, i8 5, i8 4, i8 3, i8 2, i8 1, i8 11, i8 13>)
  call void @p16i8(ptr @l29, <16 x i8> %r30)
  %r31 = call <16 x i8> @shl_16i8(<16 x i8> <i8 -128, i8 -111, i8 -94, i8 -77, i8 -60, i8 -43, i8 -26, i8 -9, i8 8, i8 25, i8 42, i8 59, i8 76, i8 93, i8 110, i8 127>, <16 x i8> <i8 0, i8 1, i8 7, i8 3, i8 0, i8 1, i8 7, i8 3, i8 0, i8 1, i8 7, i8 3, i8 0, i8 1, i8 7, i8 3>)
  call void @p16i8(ptr @l30, <16 x i8> %r31)
  %r32 = call <16 x i8> @shls_16i8(<16 x i8> <i8 -128, i8 -111, i8 -94, i8 -77, i8 -60, i8 -43, i8 -26, i8 -9, i8 8, i8 25, i8 42, i8 59, i8 76, i8 93, i8 110, i8 127>)
  call void @p16i8(ptr @l31, <16 x i8> %r32)
  %r33 = call <16 x i8> @lshr_16i8(<16 x i8> <i8 -128, i8 -111, i8 -94, i8 -77, i8 -60, i8 -43, i8 -26, i8 -9, i8 8, i8 25, i8 42, i8 59, i8 76, i8 93, i8 110, i8 127>, <16 x i8> <i8 0, i8 1, i8 7, i8 3, i8 0, i8 1, i8 7, i8 3, i8 0, i8 1, i8 7, i8 3, i8 0, i8 1, i8 7, i8 3>)
  call void @p16i8(ptr @l32, <16 x i8> %r33)
  %r34 = call <16 x i8> @lshrs_16i8(<16 x i8> <i8 -128, i8 -111, i8 -94, i8 -77, i8 -60, i8 -43, i8 -26, i8 -9, i8 8, i8 25, i8 42, i8 59, i8 76, i8 93, i8 110, i8 127>)
  call void @p16i8(ptr @l33, <16 x i8> %r34)
  %r35 = call <16 x i8> @ashr_16i8(<16 x i8> <i8 -128, i8 -111, i8 -94, i8 -77, i8 -60, i8 -43, i8 -26, i8 -9, i8 8, i8 25, i8 42, i8 59, i8 76, i8 93, i8 110, i8 127>, <16 x i8> <i8 0, i8 1, i8 7, i8 3, i8 0, i8 1, i8 7, i8 3, i8 0, i8 1, i8 7, i8 3, i8 0, i8 1, i8 7, i8 3>)
  call void @p16i8(ptr @l34, <16 x i8> %r35)
  %r36 = call <16 x i8> @ashrs_16i8(<16 x i8> <i8 -128, i8 -111, i8 -94, i8 -77, i8 -60, i8 -43, i8 -26, i8 -9, i8 8, i8 25, i8 42, i8 59, i8 76, i8 93, i8 110, i8 127>)
  call void @p16i8(ptr @l35, <16 x i8> %r36)
  %r37 = call <16 x i8> @icmp_eq_16i8(<16 x i8> <i8 -128, i8 -111, i8 -94, i8 -77, i8 -60, i8 -43, i8 -26, i8 -9, i8 8, i8 25, i8 42, i8 59, i8 76, i8 93, i8 110, i8 127>, <16 x i8> <i8 3, i8 -5, i8 7, i8 1, i8 2, i8 9, i8 -1, i8 127, i8 -128, i8 5, i8 4, i8 3, i8 2, i8 1, i8 11, i8 13>)
  call void @p16i8(ptr @l36, <16 x i8> %r37)
  %r38 = call <16 x i8> @icmp_slt_16i8(<16 x i8> <i8 -128, i8 -111, i8 -94, i8 -77, i8 -60, i8 -43, i8 -26, i8 -9, i8 8, i8 25, i8 42, i8 59, i8 76, i8 93, i8 110, i8 127>, <16 x i8> <i8 3, i8 -5, i8 7, i8 1, i8 2, i8 9, i8 -1, i8 127, i8 -128, i8 5, i8 4, i8 3, i8 2, i8 1, i8 11, i8 13>)
  call void @p16i8(ptr @l37, <16 x i8> %r38)
  %r39 = call <16 x i8> @icmp_ugt_16i8(<16 x i8> <i8 -128, i8 -111, i8 -94, i8 -77, i8 -60, i8 -43, i8 -26, i8 -9, i8 8, i8 25, i8 42, i8 59, i8 76, i8 93, i8 110, i8 127>, <16 x i8> <i8 3, i8 -5, i8 7, i8 1, i8 2, i8 9, i8 -1, i8 127, i8 -128, i8 5, i8 4, i8 3, i8 2, i8 1, i8 11, i8 13>)
  call void @p16i8(ptr @l38, <16 x i8> %r39)
  %r40 = call <16 x i8> @icmp_sge_16i8(<16 x i8> <i8 -128, i8 -111, i8 -94, i8 -77, i8 -60, i8 -43, i8 -26, i8 -9, i8 8, i8 25, i8 42, i8 59, i8 76, i8 93, i8 110, i8 127>, <16 x i8> <i8 3, i8 -5, i8 7, i8 1, i8 2, i8 9, i8 -1, i8 127, i8 -128, i8 5, i8 4, i8 3, i8 2, i8 1, i8 11, i8 13>)
  call void @p16i8(ptr @l39, <16 x i8> %r40)
  %r41 = call <8 x i16> @add_8i16(<8 x i16> <i16 1000, i16 -1000, i16 32767, i16 -32768, i16 7, i16 0, i16 12345, i16 -1>, <8 x i16> <i16 3, i16 7, i16 -9, i16 2, i16 5, i16 4, i16 100, i16 1>)
  call void @p8i16(ptr @l40, <8 x i16> %r41)
  %r42 = call <8 x i16> @sub_8i16(<8 x i16> <i16 1000, i16 -1000, i16 32767, i16 -32768, i16 7, i16 0, i16 12345, i16 -1>, <8 x i16> <i16 3, i16 7, i16 -9, i16 2, i16 5, i16 4, i16 100, i16 1>)
  call void @p8i16(ptr @l41, <8 x i16> %r42)
  %r43 = call <8 x i16> @mul_8i16(<8 x i16> <i16 1000, i16 -1000, i16 32767, i16 -32768, i16 7, i16 0, i16 12345, i16 -1>, <8 x i16> <i16 3, i16 7, i16 -9, i16 2, i16 5, i16 4, i16 100, i16 1>)
  call void @p8i16(ptr @l42, <8 x i16> %r43)
  %r44 = call <8 x i16> @sdiv_8i16(<8 x i16> <i16 1000, i16 -1000, i16 32767, i16 -32768, i16 7, i16 0, i16 12345, i16 -1>, <8 x i16> <i16 3, i16 7, i16 -9, i16 2, i16 5, i16 4, i16 100, i16 1>)
  call void @p8i16(ptr @l43, <8 x i16> %r44)
  %r45 = call <8 x i16> @udiv_8i16(<8 x i16> <i16 1000, i16 -1000, i16 32767, i16 -32768, i16 7, i16 0, i16 12345, i16 -1>, <8 x i16> <i16 3, i16 7, i16 -9, i16 2, i16 5, i16 4, i16 100, i16 1>)
  call void @p8i16(ptr @l44, <8 x i16> %r45)
  %r46 = call <8 x i16> @srem_8i16(<8 x i16> <i16 1000, i16 -1000, i16 32767, i16 -32768, i16 7, i16 0, i16 12345, i16 -1>, <8 x i16> <i16 3, i16 7, i16 -9, i16 2, i16 5, i16 4, i16 100, i16 1>)
  call void @p8i16(ptr @l45, <8 x i16> %r46)
  %r47 = call <8 x i16> @urem_8i16(<8 x i16> <i16 1000, i16 -1000, i16 32767, i16 -32768, i16 7, i16 0, i16 12345, i16 -1>, <8 x i16> <i16 3, i16 7, i16 -9, i16 2, i16 5, i16 4, i16 100, i16 1>)
  call void @p8i16(ptr @l46, <8 x i16> %r47)
  %r48 = call <8 x i16> @and_8i16(<8 x i16> <i16 1000, i16 -1000, i16 32767, i16 -32768, i16 7, i16 0, i16 12345, i16 -1>, <8 x i16> <i16 3, i16 7, i16 -9, i16 2, i16 5, i16 4, i16 100, i16 1>)
  call void @p8i16(ptr @l47, <8 x i16> %r48)
  %r49 = call <8 x i16> @or_8i16(<8 x i16> <i16 1000, i16 -1000, i16 32767, i16 -32768, i16 7, i16 0, i16 12345, i16 -1>, <8 x i16> <i16 3, i16 7, i16 -9, i16 2, i16 5, i16 4, i16 100, i16 1>)
  call void @p8i16(ptr @l48, <8 x i16> %r49)
  %r50 = call <8 x i16> @xor_8i16(<8 x i16> <i16 1000, i16 -1000, i16 32767, i16 -32768, i16 7, i16 0, i16 12345, i16 -1>, <8 x i16> <i16 3, i16 7, i16 -9, i16 2, i16 5, i16 4, i16 100, i16 1>)
  call void @p8i16(ptr @l49, <8 x i16> %r50)
  %r51 = call <8 x i16> @shl_8i16(<8 x i16> <i16 1000, i16 -1000, i16 32767, i16 -32768, i16 7, i16 0, i16 12345, i16 -1>, <8 x i16> <i16 0, i16 1, i16 15, i16 4, i16 8, i16 2, i16 3, i16 9>)
  call void @p8i16(ptr @l50, <8 x i16> %r51)
  %r52 = call <8 x i16> @shls_8i16(<8 x i16> <i16 1000, i16 -1000, i16 32767, i16 -32768, i16 7, i16 0, i16 12345, i16 -1>)
  call void @p8i16(ptr @l51, <8 x i16> %r52)
  %r53 = call <8 x i16> @lshr_8i16(<8 x i16> <i16 1000, i16 -1000, i16 32767, i16 -32768, i16 7, i16 0, i16 12345, i16 -1>, <8 x i16> <i16 0, i16 1, i16 15, i16 4, i16 8, i16 2, i16 3, i16 9>)
  call void @p8i16(ptr @l52, <8 x i16> %r53)
  %r54 = call <8 x i16> @lshrs_8i16(<8 x i16> <i16 1000, i16 -1000, i16 32767, i16 -32768, i16 7, i16 0, i16 12345, i16 -1>)
  call void @p8i16(ptr @l53, <8 x i16> %r54)
  %r55 = call <8 x i16> @ashr_8i16(<8 x i16> <i16 1000, i16 -1000, i16 32767, i16 -32768, i16 7, i16 0, i16 12345, i16 -1>, <8 x i16> <i16 0, i16 1, i16 15, i16 4, i16 8, i16 2, i16 3, i16 9>)
  call void @p8i16(ptr @l54, <8 x i16> %r55)
  %r56 = call <8 x i16> @ashrs_8i16(<8 x i16> <i16 1000, i16 -1000, i16 32767, i16 -32768, i16 7, i16 0, i16 12345, i16 -1>)
  call void @p8i16(ptr @l55, <8 x i16> %r56)
  %r57 = call <8 x i16> @icmp_eq_8i16(<8 x i16> <i16 1000, i16 -1000, i16 32767, i16 -32768, i16 7, i16 0, i16 12345, i16 -1>, <8 x i16> <i16 3, i16 7, i16 -9, i16 2, i16 5, i16 4, i16 100, i16 1>)
  call void @p8i16(ptr @l56, <8 x i16> %r57)
  %r58 = call <8 x i16> @icmp_slt_8i16(<8 x i16> <i16 1000, i16 -1000, i16 32767, i16 -32768, i16 7, i16 0, i16 12345, i16 -1>, <8 x i16> <i16 3, i16 7, i16 -9, i16 2, i16 5, i16 4, i16 100, i16 1>)
  call void @p8i16(ptr @l57, <8 x i16> %r58)
  %r59 = call <8 x i16> @icmp_ugt_8i16(<8 x i16> <i16 1000, i16 -1000, i16 32767, i16 -32768, i16 7, i16 0, i16 12345, i16 -1>, <8 x i16> <i16 3, i16 7, i16 -9, i16 2, i16 5, i16 4, i16 100, i16 1>)
  call void @p8i16(ptr @l58, <8 x i16> %r59)
  %r60 = call <8 x i16> @icmp_sge_8i16(<8 x i16> <i16 1000, i16 -1000, i16 32767, i16 -32768, i16 7, i16 0, i16 12345, i16 -1>, <8 x i16> <i16 3, i16 7, i16 -9, i16 2, i16 5, i16 4, i16 100, i16 1>)
  call void @p8i16(ptr @l59, <8 x i16> %r60)
  %r61 = call <2 x i64> @add_2i64(<2 x i64> <i64 9223372036854775807, i64 -81985529216486895>, <2 x i64> <i64 3, i64 -7>)
  call void @p2i64(ptr @l60, <2 x i64> %r61)
  %r62 = call <2 x i64> @sub_2i64(<2 x i64> <i64 9223372036854775807, i64 -81985529216486895>, <2 x i64> <i64 3, i64 -7>)
  call void @p2i64(ptr @l61, <2 x i64> %r62)
  %r63 = call <2 x i64> @mul_2i64(<2 x i64> <i64 9223372036854775807, i64 -81985529216486895>, <2 x i64> <i64 3, i64 -7>)
  call void @p2i64(ptr @l62, <2 x i64> %r63)
  %r64 = call <2 x i64> @sdiv_2i64(<2 x i64> <i64 9223372036854775807, i64 -81985529216486895>, <2 x i64> <i64 3, i64 -7>)
  call void @p2i64(ptr @l63, <2 x i64> %r64)
  %r65 = call <2 x i64> @udiv_2i64(<2 x i64> <i64 9223372036854775807, i64 -81985529216486895>, <2 x i64> <i64 3, i64 -7>)
  call void @p2i64(ptr @l64, <2 x i64> %r65)
  %r66 = call <2 x i64> @srem_2i64(<2 x i64> <i64 9223372036854775807, i64 -81985529216486895>, <2 x i64> <i64 3, i64 -7>)
  call void @p2i64(ptr @l65, <2 x i64> %r66)
  %r67 = call <2 x i64> @urem_2i64(<2 x i64> <i64 9223372036854775807, i64 -81985529216486895>, <2 x i64> <i64 3, i64 -7>)
  call void @p2i64(ptr @l66, <2 x i64> %r67)
  %r68 = call <2 x i64> @and_2i64(<2 x i64> <i64 9223372036854775807, i64 -81985529216486895>, <2 x i64> <i64 3, i64 -7>)
  call void @p2i64(ptr @l67, <2 x i64> %r68)
  %r69 = call <2 x i64> @or_2i64(<2 x i64> <i64 9223372036854775807, i64 -81985529216486895>, <2 x i64> <i64 3, i64 -7>)
  call void @p2i64(ptr @l68, <2 x i64> %r69)
  %r70 = call <2 x i64> @xor_2i64(<2 x i64> <i64 9223372036854775807, i64 -81985529216486895>, <2 x i64> <i64 3, i64 -7>)
  call void @p2i64(ptr @l69, <2 x i64> %r70)
  %r71 = call <2 x i64> @shl_2i64(<2 x i64> <i64 9223372036854775807, i64 -81985529216486895>, <2 x i64> <i64 63, i64 4>)
  call void @p2i64(ptr @l70, <2 x i64> %r71)
  %r72 = call <2 x i64> @shls_2i64(<2 x i64> <i64 9223372036854775807, i64 -81985529216486895>)
  call void @p2i64(ptr @l71, <2 x i64> %r72)
  %r73 = call <2 x i64> @lshr_2i64(<2 x i64> <i64 9223372036854775807, i64 -81985529216486895>, <2 x i64> <i64 63, i64 4>)
  call void @p2i64(ptr @l72, <2 x i64> %r73)
  %r74 = call <2 x i64> @lshrs_2i64(<2 x i64> <i64 9223372036854775807, i64 -81985529216486895>)
  call void @p2i64(ptr @l73, <2 x i64> %r74)
  %r75 = call <2 x i64> @ashr_2i64(<2 x i64> <i64 9223372036854775807, i64 -81985529216486895>, <2 x i64> <i64 63, i64 4>)
  call void @p2i64(ptr @l74, <2 x i64> %r75)
  %r76 = call <2 x i64> @ashrs_2i64(<2 x i64> <i64 9223372036854775807, i64 -81985529216486895>)
  call void @p2i64(ptr @l75, <2 x i64> %r76)
  %r121 = call <4 x float> @fadd_4f(<4 x float> <float 1.5, float -2.0, float 0x7FF0000000000000, float 1.0e+10>, <4 x float> <float 0.5, float 3.0, float 2.0, float -3.0>)
  call void @p4f(ptr @l120, <4 x float> %r121)
  %r122 = call <4 x float> @fsub_4f(<4 x float> <float 1.5, float -2.0, float 0x7FF0000000000000, float 1.0e+10>, <4 x float> <float 0.5, float 3.0, float 2.0, float -3.0>)
  call void @p4f(ptr @l121, <4 x float> %r122)
  %r123 = call <4 x float> @fmul_4f(<4 x float> <float 1.5, float -2.0, float 0x7FF0000000000000, float 1.0e+10>, <4 x float> <float 0.5, float 3.0, float 2.0, float -3.0>)
  call void @p4f(ptr @l122, <4 x float> %r123)
  %r124 = call <4 x float> @fdiv_4f(<4 x float> <float 1.5, float -2.0, float 0x7FF0000000000000, float 1.0e+10>, <4 x float> <float 0.5, float 3.0, float 2.0, float -3.0>)
  call void @p4f(ptr @l123, <4 x float> %r124)
  %r126 = call <4 x float> @fneg_4f(<4 x float> <float 1.5, float -2.0, float 0x7FF0000000000000, float 1.0e+10>)
  call void @p4f(ptr @l125, <4 x float> %r126)
  %r131 = call <2 x double> @fadd_2d(<2 x double> <double 1.5, double -2.0e+300>, <2 x double> <double 0.25, double 1.0e+10>)
  call void @p2d(ptr @l130, <2 x double> %r131)
  %r132 = call <2 x double> @fsub_2d(<2 x double> <double 1.5, double -2.0e+300>, <2 x double> <double 0.25, double 1.0e+10>)
  call void @p2d(ptr @l131, <2 x double> %r132)
  %r133 = call <2 x double> @fmul_2d(<2 x double> <double 1.5, double -2.0e+300>, <2 x double> <double 0.25, double 1.0e+10>)
  call void @p2d(ptr @l132, <2 x double> %r133)
  %r134 = call <2 x double> @fdiv_2d(<2 x double> <double 1.5, double -2.0e+300>, <2 x double> <double 0.25, double 1.0e+10>)
  call void @p2d(ptr @l133, <2 x double> %r134)
  %r136 = call <2 x double> @fneg_2d(<2 x double> <double 1.5, double -2.0e+300>)
  call void @p2d(ptr @l135, <2 x double> %r136)
  %h1 = call <4 x i32> @ins_var(<4 x i32> <i32 1, i32 2, i32 3, i32 4>, i32 99, i32 2)
  call void @p4i32(ptr @L_ins, <4 x i32> %h1)
  %h2 = call i32 @ext_var(<4 x i32> <i32 10, i32 20, i32 30, i32 40>, i64 3)
  %h2v = insertelement <4 x i32> zeroinitializer, i32 %h2, i32 0
  call void @p4i32(ptr @L_ext, <4 x i32> %h2v)
  %h3 = call i8 @ext_var16(<16 x i8> <i8 0, i8 1, i8 2, i8 3, i8 4, i8 5, i8 6, i8 7, i8 8, i8 9, i8 10, i8 11, i8 12, i8 13, i8 -14, i8 15>, i32 14)
  %h3x = sext i8 %h3 to i32
  %h3v = insertelement <4 x i32> zeroinitializer, i32 %h3x, i32 1
  call void @p4i32(ptr @L_ext, <4 x i32> %h3v)
  %h4 = call <2 x double> @ins_d(<2 x double> <double 1.0, double 2.0>, double -5.5)
  call void @p2d(ptr @L_ins, <2 x double> %h4)
  %h5 = call <8 x i16> @ins_h(<8 x i16> zeroinitializer, i16 -300)
  call void @p8i16(ptr @L_ins, <8 x i16> %h5)
  %h6 = call <16 x i8> @ins_b(<16 x i8> zeroinitializer, i8 -7)
  call void @p16i8(ptr @L_ins, <16 x i8> %h6)
  %h7 = call <4 x float> @ins_f(<4 x float> <float 1.0, float 2.0, float 3.0, float 4.0>, float 0.5, i32 3)
  call void @p4f(ptr @L_ins, <4 x float> %h7)
  %h8 = call <4 x i32> @splat(i32 -8)
  call void @p4i32(ptr @L_shuf, <4 x i32> %h8)
  %h9 = call <4 x i32> @rev(<4 x i32> <i32 1, i32 2, i32 3, i32 4>)
  call void @p4i32(ptr @L_shuf, <4 x i32> %h9)
  %h10 = call <4 x i32> @interleave(<4 x i32> <i32 1, i32 2, i32 3, i32 4>, <4 x i32> <i32 5, i32 6, i32 7, i32 8>)
  call void @p4i32(ptr @L_shuf, <4 x i32> %h10)
  %h13 = call <16 x i8> @bytes(<16 x i8> <i8 0, i8 1, i8 2, i8 3, i8 4, i8 5, i8 6, i8 7, i8 8, i8 9, i8 10, i8 11, i8 12, i8 13, i8 14, i8 15>, <16 x i8> <i8 100, i8 101, i8 102, i8 103, i8 104, i8 105, i8 106, i8 107, i8 108, i8 109, i8 110, i8 111, i8 112, i8 113, i8 114, i8 115>)
  call void @p16i8(ptr @L_shuf, <16 x i8> %h13)
  %h14 = call <8 x i16> @words(<8 x i16> <i16 0, i16 1, i16 2, i16 3, i16 4, i16 5, i16 6, i16 7>, <8 x i16> <i16 10, i16 11, i16 12, i16 13, i16 14, i16 15, i16 16, i16 17>)
  call void @p8i16(ptr @L_shuf, <8 x i16> %h14)
  %h15 = call <2 x double> @swapd(<2 x double> <double 1.0, double 2.0>, <2 x double> <double 3.0, double 4.0>)
  call void @p2d(ptr @L_shuf, <2 x double> %h15)
  %buf = alloca [16 x i32], align 16
  ret i32 0
}
