; Integer intrinsics on vectors: smax umin abs ctpop uadd.sat bswap fshl
; on <4 x i32>, ssub.sat on <16 x i8>, sadd.with.overflow on <4 x i32>
; (value and <4 x i1> flags). Split out of intrin_int.ll.
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

declare i32 @printf(ptr, ...)

@f1 = private unnamed_addr constant [16 x i8] c"%s i%d %llx -> \00"
@f2 = private unnamed_addr constant [21 x i8] c"%s i%d %llx %llx -> \00"
@f3 = private unnamed_addr constant [26 x i8] c"%s i%d %llx %llx %llx -> \00"
@fr = private unnamed_addr constant [6 x i8] c"%llx\0A\00"
@fro = private unnamed_addr constant [12 x i8] c"%llx ov=%d\0A\00"
@fr128 = private unnamed_addr constant [16 x i8] c"%016llx%016llx\0A\00"
@fv = private unnamed_addr constant [16 x i8] c"%s %x %x %x %x\0A\00"

@V_smax = private unnamed_addr constant [9 x i8] c"vec smax\00"
@V_umin = private unnamed_addr constant [9 x i8] c"vec umin\00"
@V_abs = private unnamed_addr constant [8 x i8] c"vec abs\00"
@V_ctpop = private unnamed_addr constant [10 x i8] c"vec ctpop\00"
@V_uaddsat = private unnamed_addr constant [12 x i8] c"vec uaddsat\00"
@V_bswap = private unnamed_addr constant [10 x i8] c"vec bswap\00"
@V_fshl = private unnamed_addr constant [9 x i8] c"vec fshl\00"
@V_ssubsat = private unnamed_addr constant [12 x i8] c"vec ssubsat\00"
@V_saddov = private unnamed_addr constant [11 x i8] c"vec saddov\00"
@nm0 = private unnamed_addr constant [4 x i8] c"abs\00"
@nm1 = private unnamed_addr constant [11 x i8] c"abs poison\00"
@nm2 = private unnamed_addr constant [5 x i8] c"smin\00"
@nm3 = private unnamed_addr constant [5 x i8] c"smax\00"
@nm4 = private unnamed_addr constant [5 x i8] c"umin\00"
@nm5 = private unnamed_addr constant [5 x i8] c"umax\00"
@nm6 = private unnamed_addr constant [6 x i8] c"ctpop\00"
@nm7 = private unnamed_addr constant [5 x i8] c"ctlz\00"
@nm8 = private unnamed_addr constant [5 x i8] c"cttz\00"
@nm9 = private unnamed_addr constant [11 x i8] c"bitreverse\00"
@nm10 = private unnamed_addr constant [8 x i8] c"ctlz nz\00"
@nm11 = private unnamed_addr constant [8 x i8] c"cttz nz\00"
@nm12 = private unnamed_addr constant [5 x i8] c"fshl\00"
@nm13 = private unnamed_addr constant [5 x i8] c"fshr\00"
@nm14 = private unnamed_addr constant [8 x i8] c"sadd.ov\00"
@nm15 = private unnamed_addr constant [8 x i8] c"uadd.ov\00"
@nm16 = private unnamed_addr constant [8 x i8] c"ssub.ov\00"
@nm17 = private unnamed_addr constant [8 x i8] c"usub.ov\00"
@nm18 = private unnamed_addr constant [8 x i8] c"smul.ov\00"
@nm19 = private unnamed_addr constant [8 x i8] c"umul.ov\00"
@nm20 = private unnamed_addr constant [9 x i8] c"sadd.sat\00"
@nm21 = private unnamed_addr constant [9 x i8] c"uadd.sat\00"
@nm22 = private unnamed_addr constant [9 x i8] c"ssub.sat\00"
@nm23 = private unnamed_addr constant [9 x i8] c"usub.sat\00"
@nm24 = private unnamed_addr constant [6 x i8] c"bswap\00"
declare i128 @llvm.bitreverse.i128(i128)
declare i128 @llvm.bswap.i128(i128)
declare i128 @llvm.ctlz.i128(i128, i1)
declare i128 @llvm.ctpop.i128(i128)
declare i128 @llvm.cttz.i128(i128, i1)
declare i128 @llvm.fshl.i128(i128, i128, i128)
declare i16 @llvm.abs.i16(i16, i1)
declare i16 @llvm.bitreverse.i16(i16)
declare i16 @llvm.bswap.i16(i16)
declare i16 @llvm.ctlz.i16(i16, i1)
declare i16 @llvm.ctpop.i16(i16)
declare i16 @llvm.cttz.i16(i16, i1)
declare i16 @llvm.fshl.i16(i16, i16, i16)
declare i16 @llvm.fshr.i16(i16, i16, i16)
declare i16 @llvm.sadd.sat.i16(i16, i16)
declare i16 @llvm.smax.i16(i16, i16)
declare i16 @llvm.smin.i16(i16, i16)
declare i16 @llvm.ssub.sat.i16(i16, i16)
declare i16 @llvm.uadd.sat.i16(i16, i16)
declare i16 @llvm.umax.i16(i16, i16)
declare i16 @llvm.umin.i16(i16, i16)
declare i16 @llvm.usub.sat.i16(i16, i16)
declare i32 @llvm.abs.i32(i32, i1)
declare i32 @llvm.bitreverse.i32(i32)
declare i32 @llvm.bswap.i32(i32)
declare i32 @llvm.ctlz.i32(i32, i1)
declare i32 @llvm.ctpop.i32(i32)
declare i32 @llvm.cttz.i32(i32, i1)
declare i32 @llvm.fshl.i32(i32, i32, i32)
declare i32 @llvm.fshr.i32(i32, i32, i32)
declare i32 @llvm.sadd.sat.i32(i32, i32)
declare i32 @llvm.smax.i32(i32, i32)
declare i32 @llvm.smin.i32(i32, i32)
declare i32 @llvm.ssub.sat.i32(i32, i32)
declare i32 @llvm.uadd.sat.i32(i32, i32)
declare i32 @llvm.umax.i32(i32, i32)
declare i32 @llvm.umin.i32(i32, i32)
declare i32 @llvm.usub.sat.i32(i32, i32)
declare i64 @llvm.abs.i64(i64, i1)
declare i64 @llvm.bitreverse.i64(i64)
declare i64 @llvm.bswap.i64(i64)
declare i64 @llvm.ctlz.i64(i64, i1)
declare i64 @llvm.ctpop.i64(i64)
declare i64 @llvm.cttz.i64(i64, i1)
declare i64 @llvm.fshl.i64(i64, i64, i64)
declare i64 @llvm.fshr.i64(i64, i64, i64)
declare i64 @llvm.sadd.sat.i64(i64, i64)
declare i64 @llvm.smax.i64(i64, i64)
declare i64 @llvm.smin.i64(i64, i64)
declare i64 @llvm.ssub.sat.i64(i64, i64)
declare i64 @llvm.uadd.sat.i64(i64, i64)
declare i64 @llvm.umax.i64(i64, i64)
declare i64 @llvm.umin.i64(i64, i64)
declare i64 @llvm.usub.sat.i64(i64, i64)
declare i8 @llvm.abs.i8(i8, i1)
declare i8 @llvm.bitreverse.i8(i8)
declare i8 @llvm.ctlz.i8(i8, i1)
declare i8 @llvm.ctpop.i8(i8)
declare i8 @llvm.cttz.i8(i8, i1)
declare i8 @llvm.fshl.i8(i8, i8, i8)
declare i8 @llvm.fshr.i8(i8, i8, i8)
declare i8 @llvm.sadd.sat.i8(i8, i8)
declare i8 @llvm.smax.i8(i8, i8)
declare i8 @llvm.smin.i8(i8, i8)
declare i8 @llvm.ssub.sat.i8(i8, i8)
declare i8 @llvm.uadd.sat.i8(i8, i8)
declare i8 @llvm.umax.i8(i8, i8)
declare i8 @llvm.umin.i8(i8, i8)
declare i8 @llvm.usub.sat.i8(i8, i8)
declare { i128, i1 } @llvm.sadd.with.overflow.i128(i128, i128)
declare { i128, i1 } @llvm.ssub.with.overflow.i128(i128, i128)
declare { i128, i1 } @llvm.uadd.with.overflow.i128(i128, i128)
declare { i128, i1 } @llvm.usub.with.overflow.i128(i128, i128)
declare { i16, i1 } @llvm.sadd.with.overflow.i16(i16, i16)
declare { i16, i1 } @llvm.smul.with.overflow.i16(i16, i16)
declare { i16, i1 } @llvm.ssub.with.overflow.i16(i16, i16)
declare { i16, i1 } @llvm.uadd.with.overflow.i16(i16, i16)
declare { i16, i1 } @llvm.umul.with.overflow.i16(i16, i16)
declare { i16, i1 } @llvm.usub.with.overflow.i16(i16, i16)
declare { i32, i1 } @llvm.sadd.with.overflow.i32(i32, i32)
declare { i32, i1 } @llvm.smul.with.overflow.i32(i32, i32)
declare { i32, i1 } @llvm.ssub.with.overflow.i32(i32, i32)
declare { i32, i1 } @llvm.uadd.with.overflow.i32(i32, i32)
declare { i32, i1 } @llvm.umul.with.overflow.i32(i32, i32)
declare { i32, i1 } @llvm.usub.with.overflow.i32(i32, i32)
declare { i64, i1 } @llvm.sadd.with.overflow.i64(i64, i64)
declare { i64, i1 } @llvm.smul.with.overflow.i64(i64, i64)
declare { i64, i1 } @llvm.ssub.with.overflow.i64(i64, i64)
declare { i64, i1 } @llvm.uadd.with.overflow.i64(i64, i64)
declare { i64, i1 } @llvm.umul.with.overflow.i64(i64, i64)
declare { i64, i1 } @llvm.usub.with.overflow.i64(i64, i64)
declare { i8, i1 } @llvm.sadd.with.overflow.i8(i8, i8)
declare { i8, i1 } @llvm.smul.with.overflow.i8(i8, i8)
declare { i8, i1 } @llvm.ssub.with.overflow.i8(i8, i8)
declare { i8, i1 } @llvm.uadd.with.overflow.i8(i8, i8)
declare { i8, i1 } @llvm.umul.with.overflow.i8(i8, i8)
declare { i8, i1 } @llvm.usub.with.overflow.i8(i8, i8)
declare <4 x i32> @llvm.smax.v4i32(<4 x i32>, <4 x i32>)
declare <4 x i32> @llvm.umin.v4i32(<4 x i32>, <4 x i32>)
declare <4 x i32> @llvm.abs.v4i32(<4 x i32>, i1)
declare <4 x i32> @llvm.ctpop.v4i32(<4 x i32>)
declare <4 x i32> @llvm.uadd.sat.v4i32(<4 x i32>, <4 x i32>)
declare <4 x i32> @llvm.bswap.v4i32(<4 x i32>)
declare <4 x i32> @llvm.fshl.v4i32(<4 x i32>, <4 x i32>, <4 x i32>)
declare <16 x i8> @llvm.ssub.sat.v16i8(<16 x i8>, <16 x i8>)
declare { <4 x i32>, <4 x i1> } @llvm.sadd.with.overflow.v4i32(<4 x i32>, <4 x i32>)
define internal void @pv(ptr %n, <4 x i32> %v) noinline {
  %a = extractelement <4 x i32> %v, i32 0
  %b = extractelement <4 x i32> %v, i32 1
  %c = extractelement <4 x i32> %v, i32 2
  %d = extractelement <4 x i32> %v, i32 3
  call i32 (ptr, ...) @printf(ptr @fv, ptr %n, i32 %a, i32 %b, i32 %c, i32 %d)
  ret void
}

define i32 @main() {
  %va = call <4 x i32> @llvm.smax.v4i32(<4 x i32> <i32 -1, i32 5, i32 -2147483648, i32 7>, <4 x i32> <i32 1, i32 -5, i32 0, i32 7>)
  call void @pv(ptr @V_smax, <4 x i32> %va)
  %vb = call <4 x i32> @llvm.umin.v4i32(<4 x i32> <i32 -1, i32 5, i32 -2147483648, i32 7>, <4 x i32> <i32 1, i32 -5, i32 0, i32 7>)
  call void @pv(ptr @V_umin, <4 x i32> %vb)
  %vc = call <4 x i32> @llvm.abs.v4i32(<4 x i32> <i32 -1, i32 5, i32 -2147483648, i32 -7>, i1 false)
  call void @pv(ptr @V_abs, <4 x i32> %vc)
  %vd = call <4 x i32> @llvm.ctpop.v4i32(<4 x i32> <i32 -1, i32 5, i32 -2147483648, i32 0>)
  call void @pv(ptr @V_ctpop, <4 x i32> %vd)
  %ve = call <4 x i32> @llvm.uadd.sat.v4i32(<4 x i32> <i32 -1, i32 5, i32 -2147483648, i32 0>, <4 x i32> <i32 1, i32 1, i32 -2147483648, i32 3>)
  call void @pv(ptr @V_uaddsat, <4 x i32> %ve)
  %vf = call <4 x i32> @llvm.bswap.v4i32(<4 x i32> <i32 305419896, i32 5, i32 -2147483648, i32 0>)
  call void @pv(ptr @V_bswap, <4 x i32> %vf)
  %vg = call <4 x i32> @llvm.fshl.v4i32(<4 x i32> <i32 305419896, i32 5, i32 -2147483648, i32 1>, <4 x i32> <i32 -1, i32 0, i32 1, i32 2>, <4 x i32> <i32 4, i32 33, i32 1, i32 0>)
  call void @pv(ptr @V_fshl, <4 x i32> %vg)
  %vh = call <16 x i8> @llvm.ssub.sat.v16i8(<16 x i8> <i8 -128, i8 127, i8 0, i8 1, i8 -128, i8 127, i8 0, i8 1, i8 -128, i8 127, i8 0, i8 1, i8 -128, i8 127, i8 0, i8 1>, <16 x i8> <i8 1, i8 -1, i8 -128, i8 2, i8 1, i8 -1, i8 -128, i8 2, i8 1, i8 -1, i8 -128, i8 2, i8 1, i8 -1, i8 -128, i8 2>)
  %vhb = bitcast <16 x i8> %vh to <4 x i32>
  call void @pv(ptr @V_ssubsat, <4 x i32> %vhb)
  %vi = call { <4 x i32>, <4 x i1> } @llvm.sadd.with.overflow.v4i32(<4 x i32> <i32 2147483647, i32 1, i32 -2147483648, i32 5>, <4 x i32> <i32 1, i32 1, i32 -1, i32 -5>)
  %vi0 = extractvalue { <4 x i32>, <4 x i1> } %vi, 0
  %vi1 = extractvalue { <4 x i32>, <4 x i1> } %vi, 1
  %vi1x = zext <4 x i1> %vi1 to <4 x i32>
  call void @pv(ptr @V_saddov, <4 x i32> %vi0)
  call void @pv(ptr @V_saddov, <4 x i32> %vi1x)
  ret i32 0
}
