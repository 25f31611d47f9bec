; Vector casts: zext <4 x i8> to <4 x i32>, sext <8 x i8> to <8 x i16>,
; sext <2 x i32> to <2 x i64>, sitofp/uitofp <4 x i32> to <4 x float>,
; fptosi <4 x float> to <4 x i32>, fpext <2 x float>, fptrunc <2 x double>,
; sitofp <2 x i64> to <2 x double>. Split out of vectors.ll.
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

define internal <4 x i32> @zext_v(<4 x i8> %a) noinline {
  %r = zext <4 x i8> %a to <4 x i32>
  ret <4 x i32> %r
}
define internal <8 x i16> @sext_v(<8 x i8> %a) noinline {
  %r = sext <8 x i8> %a to <8 x i16>
  ret <8 x i16> %r
}
define internal <2 x i64> @sext_v2(<2 x i32> %a) noinline {
  %r = sext <2 x i32> %a to <2 x i64>
  ret <2 x i64> %r
}
define internal <4 x float> @sitofp_v(<4 x i32> %a) noinline {
  %r = sitofp <4 x i32> %a to <4 x float>
  ret <4 x float> %r
}
define internal <4 x float> @uitofp_v(<4 x i32> %a) noinline {
  %r = uitofp <4 x i32> %a to <4 x float>
  ret <4 x float> %r
}
define internal <4 x i32> @fptosi_v(<4 x float> %a) noinline {
  %r = fptosi <4 x float> %a to <4 x i32>
  ret <4 x i32> %r
}
define internal <2 x double> @fpext_v(<2 x float> %a) noinline {
  %r = fpext <2 x float> %a to <2 x double>
  ret <2 x double> %r
}
define internal <4 x float> @fptrunc_v(<2 x double> %a, <2 x double> %b) noinline {
  %x = fptrunc <2 x double> %a to <2 x float>
  %y = fptrunc <2 x double> %b to <2 x float>
  %r = shufflevector <2 x float> %x, <2 x float> %y, <4 x i32> <i32 0, i32 1, i32 2, i32 3>
  ret <4 x float> %r
}
define internal <2 x double> @sitofp_d(<2 x i64> %a) noinline {
  %r = sitofp <2 x i64> %a to <2 x double>
  ret <2 x double> %r
}

define i32 @main() {
  %h18 = call <4 x i32> @zext_v(<4 x i8> <i8 -1, i8 127, i8 -128, i8 0>)
  call void @p4i32(ptr @L_cast, <4 x i32> %h18)
  %h19 = call <8 x i16> @sext_v(<8 x i8> <i8 -1, i8 127, i8 -128, i8 0, i8 1, i8 2, i8 -3, i8 4>)
  call void @p8i16(ptr @L_cast, <8 x i16> %h19)
  %h20 = call <2 x i64> @sext_v2(<2 x i32> <i32 -5, i32 2147483647>)
  call void @p2i64(ptr @L_cast, <2 x i64> %h20)
  %h21 = call <4 x float> @sitofp_v(<4 x i32> <i32 -1, i32 16777217, i32 -2147483648, i32 3>)
  call void @p4f(ptr @L_cast, <4 x float> %h21)
  %h22 = call <4 x float> @uitofp_v(<4 x i32> <i32 -1, i32 16777217, i32 -2147483648, i32 3>)
  call void @p4f(ptr @L_cast, <4 x float> %h22)
  %h23 = call <4 x i32> @fptosi_v(<4 x float> <float -1.5, float 2.5, float 1.0e9, float -0.0>)
  call void @p4i32(ptr @L_cast, <4 x i32> %h23)
  %h24 = call <2 x double> @fpext_v(<2 x float> <float 0x3FB99999A0000000, float -3.0>)
  call void @p2d(ptr @L_cast, <2 x double> %h24)
  %h25 = call <4 x float> @fptrunc_v(<2 x double> <double 0.1, double 1.0e300>, <2 x double> <double -2.0, double 1.0e-300>)
  call void @p4f(ptr @L_cast, <4 x float> %h25)
  %h26 = call <2 x double> @sitofp_d(<2 x i64> <i64 -9223372036854775808, i64 9007199254740993>)
  call void @p2d(ptr @L_cast, <2 x double> %h26)
  ret i32 0
}
