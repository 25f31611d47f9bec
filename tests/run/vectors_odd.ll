; Odd-sized vectors: <3 x float> arithmetic (fadd fsub fmul fdiv frem
; fneg), a <3 x float> -> <4 x float> shuffle and <3 x float> through memory
; (12-byte loads/stores). Split out of vectors.ll.
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

define internal void @p3f(ptr %label, <3 x float> %v) noinline {
  call i32 (ptr, ...) @printf(ptr @fs, ptr %label)
  %e0 = extractelement <3 x float> %v, i32 0
  %x0 = fpext float %e0 to double
  call i32 (ptr, ...) @printf(ptr @fg, double %x0)
  %e1 = extractelement <3 x float> %v, i32 1
  %x1 = fpext float %e1 to double
  call i32 (ptr, ...) @printf(ptr @fg, double %x1)
  %e2 = extractelement <3 x float> %v, i32 2
  %x2 = fpext float %e2 to double
  call i32 (ptr, ...) @printf(ptr @fg, double %x2)
  call i32 @putchar(i32 10)
  ret void
}

define internal <3 x float> @fadd_3f(<3 x float> %a, <3 x float> %b) noinline {
  %r = fadd <3 x float> %a, %b
  ret <3 x float> %r
}

define internal <3 x float> @fsub_3f(<3 x float> %a, <3 x float> %b) noinline {
  %r = fsub <3 x float> %a, %b
  ret <3 x float> %r
}

define internal <3 x float> @fmul_3f(<3 x float> %a, <3 x float> %b) noinline {
  %r = fmul <3 x float> %a, %b
  ret <3 x float> %r
}

define internal <3 x float> @fdiv_3f(<3 x float> %a, <3 x float> %b) noinline {
  %r = fdiv <3 x float> %a, %b
  ret <3 x float> %r
}

define internal <3 x float> @frem_3f(<3 x float> %a, <3 x float> %b) noinline {
  %r = frem <3 x float> %a, %b
  ret <3 x float> %r
}

define internal <3 x float> @fneg_3f(<3 x float> %a) noinline {
  %r = fneg <3 x float> %a
  ret <3 x float> %r
}

define internal <4 x float> @f3to4(<3 x float> %a) noinline {
  %r = shufflevector <3 x float> %a, <3 x float> poison, <4 x i32> <i32 2, i32 1, i32 0, i32 0>
  ret <4 x float> %r
}
define internal <3 x float> @mem3(ptr %p, <3 x float> %v) noinline {
  store <3 x float> %v, ptr %p
  %q = getelementptr float, ptr %p, i64 1
  store float 9.0, ptr %q
  %r = load <3 x float>, ptr %p
  ret <3 x float> %r
}

define i32 @main() {
  %r141 = call <3 x float> @fadd_3f(<3 x float> <float 1.5, float -2.0, float 100.0>, <3 x float> <float 0.5, float 3.0, float -7.0>)
  call void @p3f(ptr @l140, <3 x float> %r141)
  %r142 = call <3 x float> @fsub_3f(<3 x float> <float 1.5, float -2.0, float 100.0>, <3 x float> <float 0.5, float 3.0, float -7.0>)
  call void @p3f(ptr @l141, <3 x float> %r142)
  %r143 = call <3 x float> @fmul_3f(<3 x float> <float 1.5, float -2.0, float 100.0>, <3 x float> <float 0.5, float 3.0, float -7.0>)
  call void @p3f(ptr @l142, <3 x float> %r143)
  %r144 = call <3 x float> @fdiv_3f(<3 x float> <float 1.5, float -2.0, float 100.0>, <3 x float> <float 0.5, float 3.0, float -7.0>)
  call void @p3f(ptr @l143, <3 x float> %r144)
  %r145 = call <3 x float> @frem_3f(<3 x float> <float 1.5, float -2.0, float 100.0>, <3 x float> <float 0.5, float 3.0, float -7.0>)
  call void @p3f(ptr @l144, <3 x float> %r145)
  %r146 = call <3 x float> @fneg_3f(<3 x float> <float 1.5, float -2.0, float 100.0>)
  call void @p3f(ptr @l145, <3 x float> %r146)
  %h16 = call <4 x float> @f3to4(<3 x float> <float 1.0, float 2.0, float 3.0>)
  call void @p4f(ptr @L_shuf, <4 x float> %h16)
  %buf = alloca [16 x i32], align 16
  %h27 = call <3 x float> @mem3(ptr %buf, <3 x float> <float 1.0, float 2.0, float 3.0>)
  call void @p3f(ptr @L_mem, <3 x float> %h27)
  ret i32 0
}
