; bitcast (int<->float, vector<->int, vector<->vector, ptr->ptr), ptrtoint
; (to i64, i32, i8 via difference of addresses), inttoptr (from i64, i32
; zero-extended, round trip through a loaded pointer), addrspacecast to
; addrspace(258) (the SS segment, base 0) and back with loads and stores
; through the cast pointer.
; Also freeze of a defined value.
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

declare i32 @printf(ptr, ...)

@fx = private unnamed_addr constant [9 x i8] c"%s %llx\0A\00"
@fa = private unnamed_addr constant [7 x i8] c"%s %a\0A\00"
@fv = private unnamed_addr constant [16 x i8] c"%s %x %x %x %x\0A\00"
@arr = global [8 x i64] [i64 10, i64 11, i64 12, i64 13, i64 14, i64 15, i64 16, i64 17]
@gp = global ptr getelementptr (i8, ptr @arr, i64 24)
@n1 = private constant [9 x i8] c"f32->i32\00"
@n2 = private constant [9 x i8] c"i32->f32\00"
@n3 = private constant [9 x i8] c"f64->i64\00"
@n4 = private constant [9 x i8] c"i64->f64\00"
@n5 = private constant [11 x i8] c"v2i32->i64\00"
@n6 = private constant [10 x i8] c"i64->v8i8\00"
@n7 = private constant [13 x i8] c"v4f32->v4i32\00"
@n8 = private constant [13 x i8] c"v2f64->v2i64\00"
@n9 = private constant [12 x i8] c"i128->v4i32\00"
@n10 = private constant [9 x i8] c"ptr diff\00"
@n11 = private constant [9 x i8] c"ptr->i32\00"
@n12 = private constant [8 x i8] c"ptr->i8\00"
@n13 = private constant [9 x i8] c"i64->ptr\00"
@n14 = private constant [9 x i8] c"i32->ptr\00"
@n15 = private constant [10 x i8] c"loaded gp\00"
@n16 = private constant [15 x i8] c"addrspace(258)\00"
@n17 = private constant [11 x i8] c"as1 stored\00"
@n18 = private constant [14 x i8] c"as1 roundtrip\00"
@n19 = private constant [7 x i8] c"freeze\00"
@n20 = private constant [11 x i8] c"v2f32->f64\00"
@n21 = private constant [10 x i8] c"half bits\00"

define internal i32 @f2i(float %x) noinline {
  %r = bitcast float %x to i32
  ret i32 %r
}
define internal float @i2f(i32 %x) noinline {
  %r = bitcast i32 %x to float
  ret float %r
}
define internal i64 @d2i(double %x) noinline {
  %r = bitcast double %x to i64
  ret i64 %r
}
define internal double @i2d(i64 %x) noinline {
  %r = bitcast i64 %x to double
  ret double %r
}
define internal i64 @v2i(<2 x i32> %x) noinline {
  %r = bitcast <2 x i32> %x to i64
  ret i64 %r
}
define internal <8 x i8> @i2v8(i64 %x) noinline {
  %r = bitcast i64 %x to <8 x i8>
  ret <8 x i8> %r
}
define internal <4 x i32> @vf2vi(<4 x float> %x) noinline {
  %r = bitcast <4 x float> %x to <4 x i32>
  ret <4 x i32> %r
}
define internal <2 x i64> @vd2vi(<2 x double> %x) noinline {
  %r = bitcast <2 x double> %x to <2 x i64>
  ret <2 x i64> %r
}
define internal <4 x i32> @i128v(i128 %x) noinline {
  %r = bitcast i128 %x to <4 x i32>
  ret <4 x i32> %r
}
define internal double @v2f2d(<2 x float> %x) noinline {
  %r = bitcast <2 x float> %x to double
  ret double %r
}
define internal i64 @pdiff(ptr %a, ptr %b) noinline {
  %x = ptrtoint ptr %a to i64
  %y = ptrtoint ptr %b to i64
  %d = sub i64 %x, %y
  ret i64 %d
}
define internal i32 @p2i32(ptr %a, ptr %b) noinline {
  %x = ptrtoint ptr %a to i32
  %y = ptrtoint ptr %b to i32
  %d = sub i32 %x, %y
  ret i32 %d
}
define internal i8 @p2i8(ptr %a, ptr %b) noinline {
  %x = ptrtoint ptr %a to i8
  %y = ptrtoint ptr %b to i8
  %d = sub i8 %x, %y
  ret i8 %d
}
define internal ptr @i2p(i64 %x) noinline {
  %r = inttoptr i64 %x to ptr
  ret ptr %r
}
define internal ptr @i32p(i32 %x) noinline {
  %r = inttoptr i32 %x to ptr
  ret ptr %r
}
define internal ptr addrspace(258) @to_ss(ptr %p) noinline {
  %r = addrspacecast ptr %p to ptr addrspace(258)
  ret ptr addrspace(258) %r
}
define internal ptr @from_ss(ptr addrspace(258) %p) noinline {
  %r = addrspacecast ptr addrspace(258) %p to ptr
  ret ptr %r
}
define internal i32 @frz(i32 %x) noinline {
  %f = freeze i32 %x
  %r = add i32 %f, 1
  ret i32 %r
}

define internal void @pv4(ptr %n, <4 x i32> %v) noinline {
  %a = extractelement <4 x i32> %v, i64 0
  %b = extractelement <4 x i32> %v, i64 1
  %c = extractelement <4 x i32> %v, i64 2
  %d = extractelement <4 x i32> %v, i64 3
  call i32 (ptr, ...) @printf(ptr @fv, ptr %n, i32 %a, i32 %b, i32 %c, i32 %d)
  ret void
}

define i32 @main() {
  %a = call i32 @f2i(float -1.5)
  %ax = zext i32 %a to i64
  call i32 (ptr, ...) @printf(ptr @fx, ptr @n1, i64 %ax)
  %a2 = call i32 @f2i(float 0x7FF0000000000000)
  %a2x = zext i32 %a2 to i64
  call i32 (ptr, ...) @printf(ptr @fx, ptr @n1, i64 %a2x)
  %b = call float @i2f(i32 1078530011)
  %bd = fpext float %b to double
  call i32 (ptr, ...) @printf(ptr @fa, ptr @n2, double %bd)
  %c = call i64 @d2i(double -0.0)
  call i32 (ptr, ...) @printf(ptr @fx, ptr @n3, i64 %c)
  %c2 = call i64 @d2i(double 0x400921FB54442D18)
  call i32 (ptr, ...) @printf(ptr @fx, ptr @n3, i64 %c2)
  %d = call double @i2d(i64 4607182418800017408)
  call i32 (ptr, ...) @printf(ptr @fa, ptr @n4, double %d)
  %e = call i64 @v2i(<2 x i32> <i32 -559038737, i32 305419896>)
  call i32 (ptr, ...) @printf(ptr @fx, ptr @n5, i64 %e)
  %f = call <8 x i8> @i2v8(i64 72623859790382856)
  %f0 = extractelement <8 x i8> %f, i32 0
  %f7 = extractelement <8 x i8> %f, i32 7
  %f3 = extractelement <8 x i8> %f, i32 3
  %f0x = zext i8 %f0 to i32
  %f7x = zext i8 %f7 to i32
  %f3x = zext i8 %f3 to i32
  call i32 (ptr, ...) @printf(ptr @fv, ptr @n6, i32 %f0x, i32 %f3x, i32 %f7x, i32 0)
  %g = call <4 x i32> @vf2vi(<4 x float> <float 1.0, float -2.0, float 0.5, float 0x7FF0000000000000>)
  call void @pv4(ptr @n7, <4 x i32> %g)
  %h = call <2 x i64> @vd2vi(<2 x double> <double 1.0, double -0.0>)
  %hb = bitcast <2 x i64> %h to <4 x i32>
  call void @pv4(ptr @n8, <4 x i32> %hb)
  %i = call <4 x i32> @i128v(i128 1334440654591915542993625911497130241)
  call void @pv4(ptr @n9, <4 x i32> %i)
  %i2 = call double @v2f2d(<2 x float> <float 0.0, float 1.0>)
  %i2b = bitcast double %i2 to i64
  call i32 (ptr, ...) @printf(ptr @fx, ptr @n20, i64 %i2b)
  %p5 = getelementptr [8 x i64], ptr @arr, i64 0, i64 5
  %j = call i64 @pdiff(ptr %p5, ptr @arr)
  call i32 (ptr, ...) @printf(ptr @fx, ptr @n10, i64 %j)
  %j2 = call i64 @pdiff(ptr @arr, ptr %p5)
  call i32 (ptr, ...) @printf(ptr @fx, ptr @n10, i64 %j2)
  %k = call i32 @p2i32(ptr %p5, ptr @arr)
  %kx = zext i32 %k to i64
  call i32 (ptr, ...) @printf(ptr @fx, ptr @n11, i64 %kx)
  %l = call i8 @p2i8(ptr @arr, ptr %p5)
  %lx = zext i8 %l to i64
  call i32 (ptr, ...) @printf(ptr @fx, ptr @n12, i64 %lx)
  %base = ptrtoint ptr @arr to i64
  %plus = add i64 %base, 16
  %m = call ptr @i2p(i64 %plus)
  %mv = load i64, ptr %m
  call i32 (ptr, ...) @printf(ptr @fx, ptr @n13, i64 %mv)
  %n = call ptr @i32p(i32 -16)
  %nx = ptrtoint ptr %n to i64
  call i32 (ptr, ...) @printf(ptr @fx, ptr @n14, i64 %nx)
  %gp = load ptr, ptr @gp
  %gpv = load i64, ptr %gp
  call i32 (ptr, ...) @printf(ptr @fx, ptr @n15, i64 %gpv)
  %p7 = getelementptr i64, ptr @arr, i64 7
  %q = call ptr addrspace(258) @to_ss(ptr %p7)
  %qv = load i64, ptr addrspace(258) %q
  call i32 (ptr, ...) @printf(ptr @fx, ptr @n16, i64 %qv)
  store i64 99, ptr addrspace(258) %q
  %qv2 = load i64, ptr %p7
  call i32 (ptr, ...) @printf(ptr @fx, ptr @n17, i64 %qv2)
  %r = call ptr @from_ss(ptr addrspace(258) %q)
  %same = icmp eq ptr %r, %p7
  %samex = zext i1 %same to i64
  call i32 (ptr, ...) @printf(ptr @fx, ptr @n18, i64 %samex)
  %s = call i32 @frz(i32 41)
  %sx = zext i32 %s to i64
  call i32 (ptr, ...) @printf(ptr @fx, ptr @n19, i64 %sx)
  ret i32 0
}
