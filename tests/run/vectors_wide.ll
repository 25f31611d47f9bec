; Vectors wider than SSE (split by the back-end into 128-bit halves):
; <8 x i32> and <4 x i64> arithmetic, shifts, icmp; concatenating and
; narrowing shuffles between <4 x i32> and <8 x i32>; trunc <8 x i32> to
; <8 x i16>; <8 x i32> through memory. Split out of vectors.ll.
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

define internal void @p8i32(ptr %label, <8 x i32> %v) noinline {
  call i32 (ptr, ...) @printf(ptr @fs, ptr %label)
  %e0 = extractelement <8 x i32> %v, i32 0
  %x0 = sext i32 %e0 to i64
  call i32 (ptr, ...) @printf(ptr @fi, i64 %x0)
  %e1 = extractelement <8 x i32> %v, i32 1
  %x1 = sext i32 %e1 to i64
  call i32 (ptr, ...) @printf(ptr @fi, i64 %x1)
  %e2 = extractelement <8 x i32> %v, i32 2
  %x2 = sext i32 %e2 to i64
  call i32 (ptr, ...) @printf(ptr @fi, i64 %x2)
  %e3 = extractelement <8 x i32> %v, i32 3
  %x3 = sext i32 %e3 to i64
  call i32 (ptr, ...) @printf(ptr @fi, i64 %x3)
  %e4 = extractelement <8 x i32> %v, i32 4
  %x4 = sext i32 %e4 to i64
  call i32 (ptr, ...) @printf(ptr @fi, i64 %x4)
  %e5 = extractelement <8 x i32> %v, i32 5
  %x5 = sext i32 %e5 to i64
  call i32 (ptr, ...) @printf(ptr @fi, i64 %x5)
  %e6 = extractelement <8 x i32> %v, i32 6
  %x6 = sext i32 %e6 to i64
  call i32 (ptr, ...) @printf(ptr @fi, i64 %x6)
  %e7 = extractelement <8 x i32> %v, i32 7
  %x7 = sext i32 %e7 to i64
  call i32 (ptr, ...) @printf(ptr @fi, i64 %x7)
  call i32 @putchar(i32 10)
  ret void
}

define internal void @p4i64(ptr %label, <4 x i64> %v) noinline {
  call i32 (ptr, ...) @printf(ptr @fs, ptr %label)
  %e0 = extractelement <4 x i64> %v, i32 0
  call i32 (ptr, ...) @printf(ptr @fi, i64 %e0)
  %e1 = extractelement <4 x i64> %v, i32 1
  call i32 (ptr, ...) @printf(ptr @fi, i64 %e1)
  %e2 = extractelement <4 x i64> %v, i32 2
  call i32 (ptr, ...) @printf(ptr @fi, i64 %e2)
  %e3 = extractelement <4 x i64> %v, i32 3
  call i32 (ptr, ...) @printf(ptr @fi, i64 %e3)
  call i32 @putchar(i32 10)
  ret void
}

define internal <8 x i32> @add_8i32(<8 x i32> %a, <8 x i32> %b) noinline {
  %r = add <8 x i32> %a, %b
  ret <8 x i32> %r
}

define internal <8 x i32> @sub_8i32(<8 x i32> %a, <8 x i32> %b) noinline {
  %r = sub <8 x i32> %a, %b
  ret <8 x i32> %r
}

define internal <8 x i32> @mul_8i32(<8 x i32> %a, <8 x i32> %b) noinline {
  %r = mul <8 x i32> %a, %b
  ret <8 x i32> %r
}

define internal <8 x i32> @sdiv_8i32(<8 x i32> %a, <8 x i32> %b) noinline {
  %r = sdiv <8 x i32> %a, %b
  ret <8 x i32> %r
}

define internal <8 x i32> @udiv_8i32(<8 x i32> %a, <8 x i32> %b) noinline {
  %r = udiv <8 x i32> %a, %b
  ret <8 x i32> %r
}

define internal <8 x i32> @srem_8i32(<8 x i32> %a, <8 x i32> %b) noinline {
  %r = srem <8 x i32> %a, %b
  ret <8 x i32> %r
}

define internal <8 x i32> @urem_8i32(<8 x i32> %a, <8 x i32> %b) noinline {
  %r = urem <8 x i32> %a, %b
  ret <8 x i32> %r
}

define internal <8 x i32> @and_8i32(<8 x i32> %a, <8 x i32> %b) noinline {
  %r = and <8 x i32> %a, %b
  ret <8 x i32> %r
}

define internal <8 x i32> @or_8i32(<8 x i32> %a, <8 x i32> %b) noinline {
  %r = or <8 x i32> %a, %b
  ret <8 x i32> %r
}

define internal <8 x i32> @xor_8i32(<8 x i32> %a, <8 x i32> %b) noinline {
  %r = xor <8 x i32> %a, %b
  ret <8 x i32> %r
}

define internal <8 x i32> @shl_8i32(<8 x i32> %a, <8 x i32> %b) noinline {
  %r = shl <8 x i32> %a, %b
  ret <8 x i32> %r
}

define internal <8 x i32> @shls_8i32(<8 x i32> %a) noinline {
  %r = shl <8 x i32> %a, splat (i32 3)
  ret <8 x i32> %r
}

define internal <8 x i32> @lshr_8i32(<8 x i32> %a, <8 x i32> %b) noinline {
  %r = lshr <8 x i32> %a, %b
  ret <8 x i32> %r
}

define internal <8 x i32> @lshrs_8i32(<8 x i32> %a) noinline {
  %r = lshr <8 x i32> %a, splat (i32 3)
  ret <8 x i32> %r
}

define internal <8 x i32> @ashr_8i32(<8 x i32> %a, <8 x i32> %b) noinline {
  %r = ashr <8 x i32> %a, %b
  ret <8 x i32> %r
}

define internal <8 x i32> @ashrs_8i32(<8 x i32> %a) noinline {
  %r = ashr <8 x i32> %a, splat (i32 3)
  ret <8 x i32> %r
}

define internal <8 x i32> @icmp_eq_8i32(<8 x i32> %a, <8 x i32> %b) noinline {
  %m = icmp eq <8 x i32> %a, %b
  %r = sext <8 x i1> %m to <8 x i32>
  ret <8 x i32> %r
}

define internal <8 x i32> @icmp_slt_8i32(<8 x i32> %a, <8 x i32> %b) noinline {
  %m = icmp slt <8 x i32> %a, %b
  %r = sext <8 x i1> %m to <8 x i32>
  ret <8 x i32> %r
}

define internal <8 x i32> @icmp_ugt_8i32(<8 x i32> %a, <8 x i32> %b) noinline {
  %m = icmp ugt <8 x i32> %a, %b
  %r = sext <8 x i1> %m to <8 x i32>
  ret <8 x i32> %r
}

define internal <8 x i32> @icmp_sge_8i32(<8 x i32> %a, <8 x i32> %b) noinline {
  %m = icmp sge <8 x i32> %a, %b
  %r = sext <8 x i1> %m to <8 x i32>
  ret <8 x i32> %r
}

define internal <4 x i64> @add_4i64(<4 x i64> %a, <4 x i64> %b) noinline {
  %r = add <4 x i64> %a, %b
  ret <4 x i64> %r
}

define internal <4 x i64> @sub_4i64(<4 x i64> %a, <4 x i64> %b) noinline {
  %r = sub <4 x i64> %a, %b
  ret <4 x i64> %r
}

define internal <4 x i64> @mul_4i64(<4 x i64> %a, <4 x i64> %b) noinline {
  %r = mul <4 x i64> %a, %b
  ret <4 x i64> %r
}

define internal <4 x i64> @sdiv_4i64(<4 x i64> %a, <4 x i64> %b) noinline {
  %r = sdiv <4 x i64> %a, %b
  ret <4 x i64> %r
}

define internal <4 x i64> @udiv_4i64(<4 x i64> %a, <4 x i64> %b) noinline {
  %r = udiv <4 x i64> %a, %b
  ret <4 x i64> %r
}

define internal <4 x i64> @srem_4i64(<4 x i64> %a, <4 x i64> %b) noinline {
  %r = srem <4 x i64> %a, %b
  ret <4 x i64> %r
}

define internal <4 x i64> @urem_4i64(<4 x i64> %a, <4 x i64> %b) noinline {
  %r = urem <4 x i64> %a, %b
  ret <4 x i64> %r
}

define internal <4 x i64> @and_4i64(<4 x i64> %a, <4 x i64> %b) noinline {
  %r = and <4 x i64> %a, %b
  ret <4 x i64> %r
}

define internal <4 x i64> @or_4i64(<4 x i64> %a, <4 x i64> %b) noinline {
  %r = or <4 x i64> %a, %b
  ret <4 x i64> %r
}

define internal <4 x i64> @xor_4i64(<4 x i64> %a, <4 x i64> %b) noinline {
  %r = xor <4 x i64> %a, %b
  ret <4 x i64> %r
}

define internal <4 x i64> @shl_4i64(<4 x i64> %a, <4 x i64> %b) noinline {
  %r = shl <4 x i64> %a, %b
  ret <4 x i64> %r
}

define internal <4 x i64> @shls_4i64(<4 x i64> %a) noinline {
  %r = shl <4 x i64> %a, splat (i64 3)
  ret <4 x i64> %r
}

define internal <4 x i64> @lshr_4i64(<4 x i64> %a, <4 x i64> %b) noinline {
  %r = lshr <4 x i64> %a, %b
  ret <4 x i64> %r
}

define internal <4 x i64> @lshrs_4i64(<4 x i64> %a) noinline {
  %r = lshr <4 x i64> %a, splat (i64 3)
  ret <4 x i64> %r
}

define internal <4 x i64> @ashr_4i64(<4 x i64> %a, <4 x i64> %b) noinline {
  %r = ashr <4 x i64> %a, %b
  ret <4 x i64> %r
}

define internal <4 x i64> @ashrs_4i64(<4 x i64> %a) noinline {
  %r = ashr <4 x i64> %a, splat (i64 3)
  ret <4 x i64> %r
}

define internal <4 x i64> @icmp_eq_4i64(<4 x i64> %a, <4 x i64> %b) noinline {
  %m = icmp eq <4 x i64> %a, %b
  %r = sext <4 x i1> %m to <4 x i64>
  ret <4 x i64> %r
}

define internal <4 x i64> @icmp_slt_4i64(<4 x i64> %a, <4 x i64> %b) noinline {
  %m = icmp slt <4 x i64> %a, %b
  %r = sext <4 x i1> %m to <4 x i64>
  ret <4 x i64> %r
}

define internal <4 x i64> @icmp_ugt_4i64(<4 x i64> %a, <4 x i64> %b) noinline {
  %m = icmp ugt <4 x i64> %a, %b
  %r = sext <4 x i1> %m to <4 x i64>
  ret <4 x i64> %r
}

define internal <4 x i64> @icmp_sge_4i64(<4 x i64> %a, <4 x i64> %b) noinline {
  %m = icmp sge <4 x i64> %a, %b
  %r = sext <4 x i1> %m to <4 x i64>
  ret <4 x i64> %r
}

define internal <8 x i32> @concat(<4 x i32> %a, <4 x i32> %b) noinline {
  %r = shufflevector <4 x i32> %a, <4 x i32> %b, <8 x i32> <i32 7, i32 6, i32 5, i32 4, i32 0, i32 1, i32 2, i32 3>
  ret <8 x i32> %r
}
define internal <4 x i32> @narrow(<8 x i32> %a) noinline {
  %r = shufflevector <8 x i32> %a, <8 x i32> poison, <4 x i32> <i32 1, i32 3, i32 5, i32 7>
  ret <4 x i32> %r
}
define internal <8 x i16> @trunc_v(<8 x i32> %a) noinline {
  %r = trunc <8 x i32> %a to <8 x i16>
  ret <8 x i16> %r
}
define internal <8 x i32> @mem8(ptr %p, <8 x i32> %v) noinline {
  store <8 x i32> %v, ptr %p, align 4
  %q = getelementptr i32, ptr %p, i64 6
  store i32 -6, ptr %q
  %r = load <8 x i32>, ptr %p, align 4
  ret <8 x i32> %r
}

define i32 @main() {
  %r81 = call <8 x i32> @add_8i32(<8 x i32> <i32 1, i32 -2, i32 3, i32 -4, i32 50, i32 -60, i32 70, i32 2147483647>, <8 x i32> <i32 2, i32 3, i32 -4, i32 5, i32 7, i32 11, i32 -13, i32 1>)
  call void @p8i32(ptr @l80, <8 x i32> %r81)
  %r82 = call <8 x i32> @sub_8i32(<8 x i32> <i32 1, i32 -2, i32 3, i32 -4, i32 50, i32 -60, i32 70, i32 2147483647>, <8 x i32> <i32 2, i32 3, i32 -4, i32 5, i32 7, i32 11, i32 -13, i32 1>)
  call void @p8i32(ptr @l81, <8 x i32> %r82)
  %r83 = call <8 x i32> @mul_8i32(<8 x i32> <i32 1, i32 -2, i32 3, i32 -4, i32 50, i32 -60, i32 70, i32 2147483647>, <8 x i32> <i32 2, i32 3, i32 -4, i32 5, i32 7, i32 11, i32 -13, i32 1>)
  call void @p8i32(ptr @l82, <8 x i32> %r83)
  %r84 = call <8 x i32> @sdiv_8i32(<8 x i32> <i32 1, i32 -2, i32 3, i32 -4, i32 50, i32 -60, i32 70, i32 2147483647>, <8 x i32> <i32 2, i32 3, i32 -4, i32 5, i32 7, i32 11, i32 -13, i32 1>)
  call void @p8i32(ptr @l83, <8 x i32> %r84)
  %r85 = call <8 x i32> @udiv_8i32(<8 x i32> <i32 1, i32 -2, i32 3, i32 -4, i32 50, i32 -60, i32 70, i32 2147483647>, <8 x i32> <i32 2, i32 3, i32 -4, i32 5, i32 7, i32 11, i32 -13, i32 1>)
  call void @p8i32(ptr @l84, <8 x i32> %r85)
  %r86 = call <8 x i32> @srem_8i32(<8 x i32> <i32 1, i32 -2, i32 3, i32 -4, i32 50, i32 -60, i32 70, i32 2147483647>, <8 x i32> <i32 2, i32 3, i32 -4, i32 5, i32 7, i32 11, i32 -13, i32 1>)
  call void @p8i32(ptr @l85, <8 x i32> %r86)
  %r87 = call <8 x i32> @urem_8i32(<8 x i32> <i32 1, i32 -2, i32 3, i32 -4, i32 50, i32 -60, i32 70, i32 2147483647>, <8 x i32> <i32 2, i32 3, i32 -4, i32 5, i32 7, i32 11, i32 -13, i32 1>)
  call void @p8i32(ptr @l86, <8 x i32> %r87)
  %r88 = call <8 x i32> @and_8i32(<8 x i32> <i32 1, i32 -2, i32 3, i32 -4, i32 50, i32 -60, i32 70, i32 2147483647>, <8 x i32> <i32 2, i32 3, i32 -4, i32 5, i32 7, i32 11, i32 -13, i32 1>)
  call void @p8i32(ptr @l87, <8 x i32> %r88)
  %r89 = call <8 x i32> @or_8i32(<8 x i32> <i32 1, i32 -2, i32 3, i32 -4, i32 50, i32 -60, i32 70, i32 2147483647>, <8 x i32> <i32 2, i32 3, i32 -4, i32 5, i32 7, i32 11, i32 -13, i32 1>)
  call void @p8i32(ptr @l88, <8 x i32> %r89)
  %r90 = call <8 x i32> @xor_8i32(<8 x i32> <i32 1, i32 -2, i32 3, i32 -4, i32 50, i32 -60, i32 70, i32 2147483647>, <8 x i32> <i32 2, i32 3, i32 -4, i32 5, i32 7, i32 11, i32 -13, i32 1>)
  call void @p8i32(ptr @l89, <8 x i32> %r90)
  %r91 = call <8 x i32> @shl_8i32(<8 x i32> <i32 1, i32 -2, i32 3, i32 -4, i32 50, i32 -60, i32 70, i32 2147483647>, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 31, i32 30, i32 16, i32 8>)
  call void @p8i32(ptr @l90, <8 x i32> %r91)
  %r92 = call <8 x i32> @shls_8i32(<8 x i32> <i32 1, i32 -2, i32 3, i32 -4, i32 50, i32 -60, i32 70, i32 2147483647>)
  call void @p8i32(ptr @l91, <8 x i32> %r92)
  %r93 = call <8 x i32> @lshr_8i32(<8 x i32> <i32 1, i32 -2, i32 3, i32 -4, i32 50, i32 -60, i32 70, i32 2147483647>, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 31, i32 30, i32 16, i32 8>)
  call void @p8i32(ptr @l92, <8 x i32> %r93)
  %r94 = call <8 x i32> @lshrs_8i32(<8 x i32> <i32 1, i32 -2, i32 3, i32 -4, i32 50, i32 -60, i32 70, i32 2147483647>)
  call void @p8i32(ptr @l93, <8 x i32> %r94)
  %r95 = call <8 x i32> @ashr_8i32(<8 x i32> <i32 1, i32 -2, i32 3, i32 -4, i32 50, i32 -60, i32 70, i32 2147483647>, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 31, i32 30, i32 16, i32 8>)
  call void @p8i32(ptr @l94, <8 x i32> %r95)
  %r96 = call <8 x i32> @ashrs_8i32(<8 x i32> <i32 1, i32 -2, i32 3, i32 -4, i32 50, i32 -60, i32 70, i32 2147483647>)
  call void @p8i32(ptr @l95, <8 x i32> %r96)
  %r97 = call <8 x i32> @icmp_eq_8i32(<8 x i32> <i32 1, i32 -2, i32 3, i32 -4, i32 50, i32 -60, i32 70, i32 2147483647>, <8 x i32> <i32 2, i32 3, i32 -4, i32 5, i32 7, i32 11, i32 -13, i32 1>)
  call void @p8i32(ptr @l96, <8 x i32> %r97)
  %r98 = call <8 x i32> @icmp_slt_8i32(<8 x i32> <i32 1, i32 -2, i32 3, i32 -4, i32 50, i32 -60, i32 70, i32 2147483647>, <8 x i32> <i32 2, i32 3, i32 -4, i32 5, i32 7, i32 11, i32 -13, i32 1>)
  call void @p8i32(ptr @l97, <8 x i32> %r98)
  %r99 = call <8 x i32> @icmp_ugt_8i32(<8 x i32> <i32 1, i32 -2, i32 3, i32 -4, i32 50, i32 -60, i32 70, i32 2147483647>, <8 x i32> <i32 2, i32 3, i32 -4, i32 5, i32 7, i32 11, i32 -13, i32 1>)
  call void @p8i32(ptr @l98, <8 x i32> %r99)
  %r100 = call <8 x i32> @icmp_sge_8i32(<8 x i32> <i32 1, i32 -2, i32 3, i32 -4, i32 50, i32 -60, i32 70, i32 2147483647>, <8 x i32> <i32 2, i32 3, i32 -4, i32 5, i32 7, i32 11, i32 -13, i32 1>)
  call void @p8i32(ptr @l99, <8 x i32> %r100)
  %r101 = call <4 x i64> @add_4i64(<4 x i64> <i64 10, i64 -20, i64 30, i64 -9223372036854775808>, <4 x i64> <i64 3, i64 5, i64 -7, i64 9>)
  call void @p4i64(ptr @l100, <4 x i64> %r101)
  %r102 = call <4 x i64> @sub_4i64(<4 x i64> <i64 10, i64 -20, i64 30, i64 -9223372036854775808>, <4 x i64> <i64 3, i64 5, i64 -7, i64 9>)
  call void @p4i64(ptr @l101, <4 x i64> %r102)
  %r103 = call <4 x i64> @mul_4i64(<4 x i64> <i64 10, i64 -20, i64 30, i64 -9223372036854775808>, <4 x i64> <i64 3, i64 5, i64 -7, i64 9>)
  call void @p4i64(ptr @l102, <4 x i64> %r103)
  %r104 = call <4 x i64> @sdiv_4i64(<4 x i64> <i64 10, i64 -20, i64 30, i64 -9223372036854775808>, <4 x i64> <i64 3, i64 5, i64 -7, i64 9>)
  call void @p4i64(ptr @l103, <4 x i64> %r104)
  %r105 = call <4 x i64> @udiv_4i64(<4 x i64> <i64 10, i64 -20, i64 30, i64 -9223372036854775808>, <4 x i64> <i64 3, i64 5, i64 -7, i64 9>)
  call void @p4i64(ptr @l104, <4 x i64> %r105)
  %r106 = call <4 x i64> @srem_4i64(<4 x i64> <i64 10, i64 -20, i64 30, i64 -9223372036854775808>, <4 x i64> <i64 3, i64 5, i64 -7, i64 9>)
  call void @p4i64(ptr @l105, <4 x i64> %r106)
  %r107 = call <4 x i64> @urem_4i64(<4 x i64> <i64 10, i64 -20, i64 30, i64 -9223372036854775808>, <4 x i64> <i64 3, i64 5, i64 -7, i64 9>)
  call void @p4i64(ptr @l106, <4 x i64> %r107)
  %r108 = call <4 x i64> @and_4i64(<4 x i64> <i64 10, i64 -20, i64 30, i64 -9223372036854775808>, <4 x i64> <i64 3, i64 5, i64 -7, i64 9>)
  call void @p4i64(ptr @l107, <4 x i64> %r108)
  %r109 = call <4 x i64> @or_4i64(<4 x i64> <i64 10, i64 -20, i64 30, i64 -9223372036854775808>, <4 x i64> <i64 3, i64 5, i64 -7, i64 9>)
  call void @p4i64(ptr @l108, <4 x i64> %r109)
  %r110 = call <4 x i64> @xor_4i64(<4 x i64> <i64 10, i64 -20, i64 30, i64 -9223372036854775808>, <4 x i64> <i64 3, i64 5, i64 -7, i64 9>)
  call void @p4i64(ptr @l109, <4 x i64> %r110)
  %r111 = call <4 x i64> @shl_4i64(<4 x i64> <i64 10, i64 -20, i64 30, i64 -9223372036854775808>, <4 x i64> <i64 1, i64 2, i64 63, i64 0>)
  call void @p4i64(ptr @l110, <4 x i64> %r111)
  %r112 = call <4 x i64> @shls_4i64(<4 x i64> <i64 10, i64 -20, i64 30, i64 -9223372036854775808>)
  call void @p4i64(ptr @l111, <4 x i64> %r112)
  %r113 = call <4 x i64> @lshr_4i64(<4 x i64> <i64 10, i64 -20, i64 30, i64 -9223372036854775808>, <4 x i64> <i64 1, i64 2, i64 63, i64 0>)
  call void @p4i64(ptr @l112, <4 x i64> %r113)
  %r114 = call <4 x i64> @lshrs_4i64(<4 x i64> <i64 10, i64 -20, i64 30, i64 -9223372036854775808>)
  call void @p4i64(ptr @l113, <4 x i64> %r114)
  %r115 = call <4 x i64> @ashr_4i64(<4 x i64> <i64 10, i64 -20, i64 30, i64 -9223372036854775808>, <4 x i64> <i64 1, i64 2, i64 63, i64 0>)
  call void @p4i64(ptr @l114, <4 x i64> %r115)
  %r116 = call <4 x i64> @ashrs_4i64(<4 x i64> <i64 10, i64 -20, i64 30, i64 -9223372036854775808>)
  call void @p4i64(ptr @l115, <4 x i64> %r116)
  %r117 = call <4 x i64> @icmp_eq_4i64(<4 x i64> <i64 10, i64 -20, i64 30, i64 -9223372036854775808>, <4 x i64> <i64 3, i64 5, i64 -7, i64 9>)
  call void @p4i64(ptr @l116, <4 x i64> %r117)
  %r118 = call <4 x i64> @icmp_slt_4i64(<4 x i64> <i64 10, i64 -20, i64 30, i64 -9223372036854775808>, <4 x i64> <i64 3, i64 5, i64 -7, i64 9>)
  call void @p4i64(ptr @l117, <4 x i64> %r118)
  %r119 = call <4 x i64> @icmp_ugt_4i64(<4 x i64> <i64 10, i64 -20, i64 30, i64 -9223372036854775808>, <4 x i64> <i64 3, i64 5, i64 -7, i64 9>)
  call void @p4i64(ptr @l118, <4 x i64> %r119)
  %r120 = call <4 x i64> @icmp_sge_4i64(<4 x i64> <i64 10, i64 -20, i64 30, i64 -9223372036854775808>, <4 x i64> <i64 3, i64 5, i64 -7, i64 9>)
  call void @p4i64(ptr @l119, <4 x i64> %r120)
  %h11 = call <8 x i32> @concat(<4 x i32> <i32 1, i32 2, i32 3, i32 4>, <4 x i32> <i32 5, i32 6, i32 7, i32 8>)
  call void @p8i32(ptr @L_shuf, <8 x i32> %h11)
  %h12 = call <4 x i32> @narrow(<8 x i32> %h11)
  call void @p4i32(ptr @L_shuf, <4 x i32> %h12)
  %h17 = call <8 x i16> @trunc_v(<8 x i32> <i32 65536, i32 65537, i32 -1, i32 32768, i32 5, i32 -65536, i32 123456, i32 7>)
  call void @p8i16(ptr @L_cast, <8 x i16> %h17)
  %buf = alloca [16 x i32], align 16
  %h28 = call <8 x i32> @mem8(ptr %buf, <8 x i32> <i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8>)
  call void @p8i32(ptr @L_mem, <8 x i32> %h28)
  ret i32 0
}
