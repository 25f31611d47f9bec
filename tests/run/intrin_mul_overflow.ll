; smul and umul .with.overflow at i8 i16 i32 i64 (value and overflow flag)
; on edge values. Split out of intrin_overflow.ll.
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

define i32 @main() {
  call i32 (ptr, ...) @printf(ptr @f2, ptr @nm18, i32 8, i64 127, i64 1)
  %p387 = call { i8, i1 } @llvm.smul.with.overflow.i8(i8 127, i8 1)
  %v387 = extractvalue { i8, i1 } %p387, 0
  %o387 = extractvalue { i8, i1 } %p387, 1
  %ox387 = zext i1 %o387 to i32
  %z388 = zext i8 %v387 to i64
  call i32 (ptr, ...) @printf(ptr @fro, i64 %z388, i32 %ox387)
  call i32 (ptr, ...) @printf(ptr @f2, ptr @nm18, i32 8, i64 128, i64 255)
  %p389 = call { i8, i1 } @llvm.smul.with.overflow.i8(i8 -128, i8 -1)
  %v389 = extractvalue { i8, i1 } %p389, 0
  %o389 = extractvalue { i8, i1 } %p389, 1
  %ox389 = zext i1 %o389 to i32
  %z390 = zext i8 %v389 to i64
  call i32 (ptr, ...) @printf(ptr @fro, i64 %z390, i32 %ox389)
  call i32 (ptr, ...) @printf(ptr @f2, ptr @nm18, i32 8, i64 255, i64 255)
  %p391 = call { i8, i1 } @llvm.smul.with.overflow.i8(i8 -1, i8 -1)
  %v391 = extractvalue { i8, i1 } %p391, 0
  %o391 = extractvalue { i8, i1 } %p391, 1
  %ox391 = zext i1 %o391 to i32
  %z392 = zext i8 %v391 to i64
  call i32 (ptr, ...) @printf(ptr @fro, i64 %z392, i32 %ox391)
  call i32 (ptr, ...) @printf(ptr @f2, ptr @nm18, i32 8, i64 239, i64 48)
  %p393 = call { i8, i1 } @llvm.smul.with.overflow.i8(i8 -17, i8 48)
  %v393 = extractvalue { i8, i1 } %p393, 0
  %o393 = extractvalue { i8, i1 } %p393, 1
  %ox393 = zext i1 %o393 to i32
  %z394 = zext i8 %v393 to i64
  call i32 (ptr, ...) @printf(ptr @fro, i64 %z394, i32 %ox393)
  call i32 (ptr, ...) @printf(ptr @f2, ptr @nm18, i32 8, i64 0, i64 128)
  %p395 = call { i8, i1 } @llvm.smul.with.overflow.i8(i8 0, i8 -128)
  %v395 = extractvalue { i8, i1 } %p395, 0
  %o395 = extractvalue { i8, i1 } %p395, 1
  %ox395 = zext i1 %o395 to i32
  %z396 = zext i8 %v395 to i64
  call i32 (ptr, ...) @printf(ptr @fro, i64 %z396, i32 %ox395)
  call i32 (ptr, ...) @printf(ptr @f2, ptr @nm18, i32 8, i64 5, i64 3)
  %p397 = call { i8, i1 } @llvm.smul.with.overflow.i8(i8 5, i8 3)
  %v397 = extractvalue { i8, i1 } %p397, 0
  %o397 = extractvalue { i8, i1 } %p397, 1
  %ox397 = zext i1 %o397 to i32
  %z398 = zext i8 %v397 to i64
  call i32 (ptr, ...) @printf(ptr @fro, i64 %z398, i32 %ox397)
  call i32 (ptr, ...) @printf(ptr @f2, ptr @nm18, i32 8, i64 127, i64 2)
  %p399 = call { i8, i1 } @llvm.smul.with.overflow.i8(i8 127, i8 2)
  %v399 = extractvalue { i8, i1 } %p399, 0
  %o399 = extractvalue { i8, i1 } %p399, 1
  %ox399 = zext i1 %o399 to i32
  %z400 = zext i8 %v399 to i64
  call i32 (ptr, ...) @printf(ptr @fro, i64 %z400, i32 %ox399)
  call i32 (ptr, ...) @printf(ptr @f2, ptr @nm18, i32 8, i64 128, i64 1)
  %p401 = call { i8, i1 } @llvm.smul.with.overflow.i8(i8 -128, i8 1)
  %v401 = extractvalue { i8, i1 } %p401, 0
  %o401 = extractvalue { i8, i1 } %p401, 1
  %ox401 = zext i1 %o401 to i32
  %z402 = zext i8 %v401 to i64
  call i32 (ptr, ...) @printf(ptr @fro, i64 %z402, i32 %ox401)
  call i32 (ptr, ...) @printf(ptr @f2, ptr @nm19, i32 8, i64 127, i64 1)
  %p403 = call { i8, i1 } @llvm.umul.with.overflow.i8(i8 127, i8 1)
  %v403 = extractvalue { i8, i1 } %p403, 0
  %o403 = extractvalue { i8, i1 } %p403, 1
  %ox403 = zext i1 %o403 to i32
  %z404 = zext i8 %v403 to i64
  call i32 (ptr, ...) @printf(ptr @fro, i64 %z404, i32 %ox403)
  call i32 (ptr, ...) @printf(ptr @f2, ptr @nm19, i32 8, i64 128, i64 255)
  %p405 = call { i8, i1 } @llvm.umul.with.overflow.i8(i8 -128, i8 -1)
  %v405 = extractvalue { i8, i1 } %p405, 0
  %o405 = extractvalue { i8, i1 } %p405, 1
  %ox405 = zext i1 %o405 to i32
  %z406 = zext i8 %v405 to i64
  call i32 (ptr, ...) @printf(ptr @fro, i64 %z406, i32 %ox405)
  call i32 (ptr, ...) @printf(ptr @f2, ptr @nm19, i32 8, i64 255, i64 255)
  %p407 = call { i8, i1 } @llvm.umul.with.overflow.i8(i8 -1, i8 -1)
  %v407 = extractvalue { i8, i1 } %p407, 0
  %o407 = extractvalue { i8, i1 } %p407, 1
  %ox407 = zext i1 %o407 to i32
  %z408 = zext i8 %v407 to i64
  call i32 (ptr, ...) @printf(ptr @fro, i64 %z408, i32 %ox407)
  call i32 (ptr, ...) @printf(ptr @f2, ptr @nm19, i32 8, i64 239, i64 48)
  %p409 = call { i8, i1 } @llvm.umul.with.overflow.i8(i8 -17, i8 48)
  %v409 = extractvalue { i8, i1 } %p409, 0
  %o409 = extractvalue { i8, i1 } %p409, 1
  %ox409 = zext i1 %o409 to i32
  %z410 = zext i8 %v409 to i64
  call i32 (ptr, ...) @printf(ptr @fro, i64 %z410, i32 %ox409)
  call i32 (ptr, ...) @printf(ptr @f2, ptr @nm19, i32 8, i64 0, i64 128)
  %p411 = call { i8, i1 } @llvm.umul.with.overflow.i8(i8 0, i8 -128)
  %v411 = extractvalue { i8, i1 } %p411, 0
  %o411 = extractvalue { i8, i1 } %p411, 1
  %ox411 = zext i1 %o411 to i32
  %z412 = zext i8 %v411 to i64
  call i32 (ptr, ...) @printf(ptr @fro, i64 %z412, i32 %ox411)
  call i32 (ptr, ...) @printf(ptr @f2, ptr @nm19, i32 8, i64 5, i64 3)
  %p413 = call { i8, i1 } @llvm.umul.with.overflow.i8(i8 5, i8 3)
  %v413 = extractvalue { i8, i1 } %p413, 0
  %o413 = extractvalue { i8, i1 } %p413, 1
  %ox413 = zext i1 %o413 to i32
  %z414 = zext i8 %v413 to i64
  call i32 (ptr, ...) @printf(ptr @fro, i64 %z414, i32 %ox413)
  call i32 (ptr, ...) @printf(ptr @f2, ptr @nm19, i32 8, i64 127, i64 2)
  %p415 = call { i8, i1 } @llvm.umul.with.overflow.i8(i8 127, i8 2)
  %v415 = extractvalue { i8, i1 } %p415, 0
  %o415 = extractvalue { i8, i1 } %p415, 1
  %ox415 = zext i1 %o415 to i32
  %z416 = zext i8 %v415 to i64
  call i32 (ptr, ...) @printf(ptr @fro, i64 %z416, i32 %ox415)
  call i32 (ptr, ...) @printf(ptr @f2, ptr @nm19, i32 8, i64 128, i64 1)
  %p417 = call { i8, i1 } @llvm.umul.with.overflow.i8(i8 -128, i8 1)
  %v417 = extractvalue { i8, i1 } %p417, 0
  %o417 = extractvalue { i8, i1 } %p417, 1
  %ox417 = zext i1 %o417 to i32
  %z418 = zext i8 %v417 to i64
  call i32 (ptr, ...) @printf(ptr @fro, i64 %z418, i32 %ox417)
  call i32 (ptr, ...) @printf(ptr @f2, ptr @nm18, i32 16, i64 32767, i64 1)
  %p885 = call { i16, i1 } @llvm.smul.with.overflow.i16(i16 32767, i16 1)
  %v885 = extractvalue { i16, i1 } %p885, 0
  %o885 = extractvalue { i16, i1 } %p885, 1
  %ox885 = zext i1 %o885 to i32
  %z886 = zext i16 %v885 to i64
  call i32 (ptr, ...) @printf(ptr @fro, i64 %z886, i32 %ox885)
  call i32 (ptr, ...) @printf(ptr @f2, ptr @nm18, i32 16, i64 32768, i64 65535)
  %p887 = call { i16, i1 } @llvm.smul.with.overflow.i16(i16 -32768, i16 -1)
  %v887 = extractvalue { i16, i1 } %p887, 0
  %o887 = extractvalue { i16, i1 } %p887, 1
  %ox887 = zext i1 %o887 to i32
  %z888 = zext i16 %v887 to i64
  call i32 (ptr, ...) @printf(ptr @fro, i64 %z888, i32 %ox887)
  call i32 (ptr, ...) @printf(ptr @f2, ptr @nm18, i32 16, i64 65535, i64 65535)
  %p889 = call { i16, i1 } @llvm.smul.with.overflow.i16(i16 -1, i16 -1)
  %v889 = extractvalue { i16, i1 } %p889, 0
  %o889 = extractvalue { i16, i1 } %p889, 1
  %ox889 = zext i1 %o889 to i32
  %z890 = zext i16 %v889 to i64
  call i32 (ptr, ...) @printf(ptr @fro, i64 %z890, i32 %ox889)
  call i32 (ptr, ...) @printf(ptr @f2, ptr @nm18, i32 16, i64 52719, i64 48)
  %p891 = call { i16, i1 } @llvm.smul.with.overflow.i16(i16 -12817, i16 48)
  %v891 = extractvalue { i16, i1 } %p891, 0
  %o891 = extractvalue { i16, i1 } %p891, 1
  %ox891 = zext i1 %o891 to i32
  %z892 = zext i16 %v891 to i64
  call i32 (ptr, ...) @printf(ptr @fro, i64 %z892, i32 %ox891)
  call i32 (ptr, ...) @printf(ptr @f2, ptr @nm18, i32 16, i64 0, i64 32768)
  %p893 = call { i16, i1 } @llvm.smul.with.overflow.i16(i16 0, i16 -32768)
  %v893 = extractvalue { i16, i1 } %p893, 0
  %o893 = extractvalue { i16, i1 } %p893, 1
  %ox893 = zext i1 %o893 to i32
  %z894 = zext i16 %v893 to i64
  call i32 (ptr, ...) @printf(ptr @fro, i64 %z894, i32 %ox893)
  call i32 (ptr, ...) @printf(ptr @f2, ptr @nm18, i32 16, i64 5, i64 3)
  %p895 = call { i16, i1 } @llvm.smul.with.overflow.i16(i16 5, i16 3)
  %v895 = extractvalue { i16, i1 } %p895, 0
  %o895 = extractvalue { i16, i1 } %p895, 1
  %ox895 = zext i1 %o895 to i32
  %z896 = zext i16 %v895 to i64
  call i32 (ptr, ...) @printf(ptr @fro, i64 %z896, i32 %ox895)
  call i32 (ptr, ...) @printf(ptr @f2, ptr @nm18, i32 16, i64 32767, i64 2)
  %p897 = call { i16, i1 } @llvm.smul.with.overflow.i16(i16 32767, i16 2)
  %v897 = extractvalue { i16, i1 } %p897, 0
  %o897 = extractvalue { i16, i1 } %p897, 1
  %ox897 = zext i1 %o897 to i32
  %z898 = zext i16 %v897 to i64
  call i32 (ptr, ...) @printf(ptr @fro, i64 %z898, i32 %ox897)
  call i32 (ptr, ...) @printf(ptr @f2, ptr @nm18, i32 16, i64 32768, i64 1)
  %p899 = call { i16, i1 } @llvm.smul.with.overflow.i16(i16 -32768, i16 1)
  %v899 = extractvalue { i16, i1 } %p899, 0
  %o899 = extractvalue { i16, i1 } %p899, 1
  %ox899 = zext i1 %o899 to i32
  %z900 = zext i16 %v899 to i64
  call i32 (ptr, ...) @printf(ptr @fro, i64 %z900, i32 %ox899)
  call i32 (ptr, ...) @printf(ptr @f2, ptr @nm19, i32 16, i64 32767, i64 1)
  %p901 = call { i16, i1 } @llvm.umul.with.overflow.i16(i16 32767, i16 1)
  %v901 = extractvalue { i16, i1 } %p901, 0
  %o901 = extractvalue { i16, i1 } %p901, 1
  %ox901 = zext i1 %o901 to i32
  %z902 = zext i16 %v901 to i64
  call i32 (ptr, ...) @printf(ptr @fro, i64 %z902, i32 %ox901)
  call i32 (ptr, ...) @printf(ptr @f2, ptr @nm19, i32 16, i64 32768, i64 65535)
  %p903 = call { i16, i1 } @llvm.umul.with.overflow.i16(i16 -32768, i16 -1)
  %v903 = extractvalue { i16, i1 } %p903, 0
  %o903 = extractvalue { i16, i1 } %p903, 1
  %ox903 = zext i1 %o903 to i32
  %z904 = zext i16 %v903 to i64
  call i32 (ptr, ...) @printf(ptr @fro, i64 %z904, i32 %ox903)
  call i32 (ptr, ...) @printf(ptr @f2, ptr @nm19, i32 16, i64 65535, i64 65535)
  %p905 = call { i16, i1 } @llvm.umul.with.overflow.i16(i16 -1, i16 -1)
  %v905 = extractvalue { i16, i1 } %p905, 0
  %o905 = extractvalue { i16, i1 } %p905, 1
  %ox905 = zext i1 %o905 to i32
  %z906 = zext i16 %v905 to i64
  call i32 (ptr, ...) @printf(ptr @fro, i64 %z906, i32 %ox905)
  call i32 (ptr, ...) @printf(ptr @f2, ptr @nm19, i32 16, i64 52719, i64 48)
  %p907 = call { i16, i1 } @llvm.umul.with.overflow.i16(i16 -12817, i16 48)
  %v907 = extractvalue { i16, i1 } %p907, 0
  %o907 = extractvalue { i16, i1 } %p907, 1
  %ox907 = zext i1 %o907 to i32
  %z908 = zext i16 %v907 to i64
  call i32 (ptr, ...) @printf(ptr @fro, i64 %z908, i32 %ox907)
  call i32 (ptr, ...) @printf(ptr @f2, ptr @nm19, i32 16, i64 0, i64 32768)
  %p909 = call { i16, i1 } @llvm.umul.with.overflow.i16(i16 0, i16 -32768)
  %v909 = extractvalue { i16, i1 } %p909, 0
  %o909 = extractvalue { i16, i1 } %p909, 1
  %ox909 = zext i1 %o909 to i32
  %z910 = zext i16 %v909 to i64
  call i32 (ptr, ...) @printf(ptr @fro, i64 %z910, i32 %ox909)
  call i32 (ptr, ...) @printf(ptr @f2, ptr @nm19, i32 16, i64 5, i64 3)
  %p911 = call { i16, i1 } @llvm.umul.with.overflow.i16(i16 5, i16 3)
  %v911 = extractvalue { i16, i1 } %p911, 0
  %o911 = extractvalue { i16, i1 } %p911, 1
  %ox911 = zext i1 %o911 to i32
  %z912 = zext i16 %v911 to i64
  call i32 (ptr, ...) @printf(ptr @fro, i64 %z912, i32 %ox911)
  call i32 (ptr, ...) @printf(ptr @f2, ptr @nm19, i32 16, i64 32767, i64 2)
  %p913 = call { i16, i1 } @llvm.umul.with.overflow.i16(i16 32767, i16 2)
  %v913 = extractvalue { i16, i1 } %p913, 0
  %o913 = extractvalue { i16, i1 } %p913, 1
  %ox913 = zext i1 %o913 to i32
  %z914 = zext i16 %v913 to i64
  call i32 (ptr, ...) @printf(ptr @fro, i64 %z914, i32 %ox913)
  call i32 (ptr, ...) @printf(ptr @f2, ptr @nm19, i32 16, i64 32768, i64 1)
  %p915 = call { i16, i1 } @llvm.umul.with.overflow.i16(i16 -32768, i16 1)
  %v915 = extractvalue { i16, i1 } %p915, 0
  %o915 = extractvalue { i16, i1 } %p915, 1
  %ox915 = zext i1 %o915 to i32
  %z916 = zext i16 %v915 to i64
  call i32 (ptr, ...) @printf(ptr @fro, i64 %z916, i32 %ox915)
  call i32 (ptr, ...) @printf(ptr @f2, ptr @nm18, i32 32, i64 2147483647, i64 1)
  %p1383 = call { i32, i1 } @llvm.smul.with.overflow.i32(i32 2147483647, i32 1)
  %v1383 = extractvalue { i32, i1 } %p1383, 0
  %o1383 = extractvalue { i32, i1 } %p1383, 1
  %ox1383 = zext i1 %o1383 to i32
  %z1384 = zext i32 %v1383 to i64
  call i32 (ptr, ...) @printf(ptr @fro, i64 %z1384, i32 %ox1383)
  call i32 (ptr, ...) @printf(ptr @f2, ptr @nm18, i32 32, i64 2147483648, i64 4294967295)
  %p1385 = call { i32, i1 } @llvm.smul.with.overflow.i32(i32 -2147483648, i32 -1)
  %v1385 = extractvalue { i32, i1 } %p1385, 0
  %o1385 = extractvalue { i32, i1 } %p1385, 1
  %ox1385 = zext i1 %o1385 to i32
  %z1386 = zext i32 %v1385 to i64
  call i32 (ptr, ...) @printf(ptr @fro, i64 %z1386, i32 %ox1385)
  call i32 (ptr, ...) @printf(ptr @f2, ptr @nm18, i32 32, i64 4294967295, i64 4294967295)
  %p1387 = call { i32, i1 } @llvm.smul.with.overflow.i32(i32 -1, i32 -1)
  %v1387 = extractvalue { i32, i1 } %p1387, 0
  %o1387 = extractvalue { i32, i1 } %p1387, 1
  %ox1387 = zext i1 %o1387 to i32
  %z1388 = zext i32 %v1387 to i64
  call i32 (ptr, ...) @printf(ptr @fro, i64 %z1388, i32 %ox1387)
  call i32 (ptr, ...) @printf(ptr @f2, ptr @nm18, i32 32, i64 2309737967, i64 48)
  %p1389 = call { i32, i1 } @llvm.smul.with.overflow.i32(i32 -1985229329, i32 48)
  %v1389 = extractvalue { i32, i1 } %p1389, 0
  %o1389 = extractvalue { i32, i1 } %p1389, 1
  %ox1389 = zext i1 %o1389 to i32
  %z1390 = zext i32 %v1389 to i64
  call i32 (ptr, ...) @printf(ptr @fro, i64 %z1390, i32 %ox1389)
  call i32 (ptr, ...) @printf(ptr @f2, ptr @nm18, i32 32, i64 0, i64 2147483648)
  %p1391 = call { i32, i1 } @llvm.smul.with.overflow.i32(i32 0, i32 -2147483648)
  %v1391 = extractvalue { i32, i1 } %p1391, 0
  %o1391 = extractvalue { i32, i1 } %p1391, 1
  %ox1391 = zext i1 %o1391 to i32
  %z1392 = zext i32 %v1391 to i64
  call i32 (ptr, ...) @printf(ptr @fro, i64 %z1392, i32 %ox1391)
  call i32 (ptr, ...) @printf(ptr @f2, ptr @nm18, i32 32, i64 5, i64 3)
  %p1393 = call { i32, i1 } @llvm.smul.with.overflow.i32(i32 5, i32 3)
  %v1393 = extractvalue { i32, i1 } %p1393, 0
  %o1393 = extractvalue { i32, i1 } %p1393, 1
  %ox1393 = zext i1 %o1393 to i32
  %z1394 = zext i32 %v1393 to i64
  call i32 (ptr, ...) @printf(ptr @fro, i64 %z1394, i32 %ox1393)
  call i32 (ptr, ...) @printf(ptr @f2, ptr @nm18, i32 32, i64 2147483647, i64 2)
  %p1395 = call { i32, i1 } @llvm.smul.with.overflow.i32(i32 2147483647, i32 2)
  %v1395 = extractvalue { i32, i1 } %p1395, 0
  %o1395 = extractvalue { i32, i1 } %p1395, 1
  %ox1395 = zext i1 %o1395 to i32
  %z1396 = zext i32 %v1395 to i64
  call i32 (ptr, ...) @printf(ptr @fro, i64 %z1396, i32 %ox1395)
  call i32 (ptr, ...) @printf(ptr @f2, ptr @nm18, i32 32, i64 2147483648, i64 1)
  %p1397 = call { i32, i1 } @llvm.smul.with.overflow.i32(i32 -2147483648, i32 1)
  %v1397 = extractvalue { i32, i1 } %p1397, 0
  %o1397 = extractvalue { i32, i1 } %p1397, 1
  %ox1397 = zext i1 %o1397 to i32
  %z1398 = zext i32 %v1397 to i64
  call i32 (ptr, ...) @printf(ptr @fro, i64 %z1398, i32 %ox1397)
  call i32 (ptr, ...) @printf(ptr @f2, ptr @nm19, i32 32, i64 2147483647, i64 1)
  %p1399 = call { i32, i1 } @llvm.umul.with.overflow.i32(i32 2147483647, i32 1)
  %v1399 = extractvalue { i32, i1 } %p1399, 0
  %o1399 = extractvalue { i32, i1 } %p1399, 1
  %ox1399 = zext i1 %o1399 to i32
  %z1400 = zext i32 %v1399 to i64
  call i32 (ptr, ...) @printf(ptr @fro, i64 %z1400, i32 %ox1399)
  call i32 (ptr, ...) @printf(ptr @f2, ptr @nm19, i32 32, i64 2147483648, i64 4294967295)
  %p1401 = call { i32, i1 } @llvm.umul.with.overflow.i32(i32 -2147483648, i32 -1)
  %v1401 = extractvalue { i32, i1 } %p1401, 0
  %o1401 = extractvalue { i32, i1 } %p1401, 1
  %ox1401 = zext i1 %o1401 to i32
  %z1402 = zext i32 %v1401 to i64
  call i32 (ptr, ...) @printf(ptr @fro, i64 %z1402, i32 %ox1401)
  call i32 (ptr, ...) @printf(ptr @f2, ptr @nm19, i32 32, i64 4294967295, i64 4294967295)
  %p1403 = call { i32, i1 } @llvm.umul.with.overflow.i32(i32 -1, i32 -1)
  %v1403 = extractvalue { i32, i1 } %p1403, 0
  %o1403 = extractvalue { i32, i1 } %p1403, 1
  %ox1403 = zext i1 %o1403 to i32
  %z1404 = zext i32 %v1403 to i64
  call i32 (ptr, ...) @printf(ptr @fro, i64 %z1404, i32 %ox1403)
  call i32 (ptr, ...) @printf(ptr @f2, ptr @nm19, i32 32, i64 2309737967, i64 48)
  %p1405 = call { i32, i1 } @llvm.umul.with.overflow.i32(i32 -1985229329, i32 48)
  %v1405 = extractvalue { i32, i1 } %p1405, 0
  %o1405 = extractvalue { i32, i1 } %p1405, 1
  %ox1405 = zext i1 %o1405 to i32
  %z1406 = zext i32 %v1405 to i64
  call i32 (ptr, ...) @printf(ptr @fro, i64 %z1406, i32 %ox1405)
  call i32 (ptr, ...) @printf(ptr @f2, ptr @nm19, i32 32, i64 0, i64 2147483648)
  %p1407 = call { i32, i1 } @llvm.umul.with.overflow.i32(i32 0, i32 -2147483648)
  %v1407 = extractvalue { i32, i1 } %p1407, 0
  %o1407 = extractvalue { i32, i1 } %p1407, 1
  %ox1407 = zext i1 %o1407 to i32
  %z1408 = zext i32 %v1407 to i64
  call i32 (ptr, ...) @printf(ptr @fro, i64 %z1408, i32 %ox1407)
  call i32 (ptr, ...) @printf(ptr @f2, ptr @nm19, i32 32, i64 5, i64 3)
  %p1409 = call { i32, i1 } @llvm.umul.with.overflow.i32(i32 5, i32 3)
  %v1409 = extractvalue { i32, i1 } %p1409, 0
  %o1409 = extractvalue { i32, i1 } %p1409, 1
  %ox1409 = zext i1 %o1409 to i32
  %z1410 = zext i32 %v1409 to i64
  call i32 (ptr, ...) @printf(ptr @fro, i64 %z1410, i32 %ox1409)
  call i32 (ptr, ...) @printf(ptr @f2, ptr @nm19, i32 32, i64 2147483647, i64 2)
  %p1411 = call { i32, i1 } @llvm.umul.with.overflow.i32(i32 2147483647, i32 2)
  %v1411 = extractvalue { i32, i1 } %p1411, 0
  %o1411 = extractvalue { i32, i1 } %p1411, 1
  %ox1411 = zext i1 %o1411 to i32
  %z1412 = zext i32 %v1411 to i64
  call i32 (ptr, ...) @printf(ptr @fro, i64 %z1412, i32 %ox1411)
  call i32 (ptr, ...) @printf(ptr @f2, ptr @nm19, i32 32, i64 2147483648, i64 1)
  %p1413 = call { i32, i1 } @llvm.umul.with.overflow.i32(i32 -2147483648, i32 1)
  %v1413 = extractvalue { i32, i1 } %p1413, 0
  %o1413 = extractvalue { i32, i1 } %p1413, 1
  %ox1413 = zext i1 %o1413 to i32
  %z1414 = zext i32 %v1413 to i64
  call i32 (ptr, ...) @printf(ptr @fro, i64 %z1414, i32 %ox1413)
  call i32 (ptr, ...) @printf(ptr @f2, ptr @nm18, i32 64, i64 9223372036854775807, i64 1)
  %p1680 = call { i64, i1 } @llvm.smul.with.overflow.i64(i64 9223372036854775807, i64 1)
  %v1680 = extractvalue { i64, i1 } %p1680, 0
  %o1680 = extractvalue { i64, i1 } %p1680, 1
  %ox1680 = zext i1 %o1680 to i32
  call i32 (ptr, ...) @printf(ptr @fro, i64 %v1680, i32 %ox1680)
  call i32 (ptr, ...) @printf(ptr @f2, ptr @nm18, i32 64, i64 9223372036854775808, i64 18446744073709551615)
  %p1681 = call { i64, i1 } @llvm.smul.with.overflow.i64(i64 -9223372036854775808, i64 -1)
  %v1681 = extractvalue { i64, i1 } %p1681, 0
  %o1681 = extractvalue { i64, i1 } %p1681, 1
  %ox1681 = zext i1 %o1681 to i32
  call i32 (ptr, ...) @printf(ptr @fro, i64 %v1681, i32 %ox1681)
  call i32 (ptr, ...) @printf(ptr @f2, ptr @nm18, i32 64, i64 18446744073709551615, i64 18446744073709551615)
  %p1682 = call { i64, i1 } @llvm.smul.with.overflow.i64(i64 -1, i64 -1)
  %v1682 = extractvalue { i64, i1 } %p1682, 0
  %o1682 = extractvalue { i64, i1 } %p1682, 1
  %ox1682 = zext i1 %o1682 to i32
  call i32 (ptr, ...) @printf(ptr @fro, i64 %v1682, i32 %ox1682)
  call i32 (ptr, ...) @printf(ptr @f2, ptr @nm18, i32 64, i64 81985529216486895, i64 48)
  %p1683 = call { i64, i1 } @llvm.smul.with.overflow.i64(i64 81985529216486895, i64 48)
  %v1683 = extractvalue { i64, i1 } %p1683, 0
  %o1683 = extractvalue { i64, i1 } %p1683, 1
  %ox1683 = zext i1 %o1683 to i32
  call i32 (ptr, ...) @printf(ptr @fro, i64 %v1683, i32 %ox1683)
  call i32 (ptr, ...) @printf(ptr @f2, ptr @nm18, i32 64, i64 0, i64 9223372036854775808)
  %p1684 = call { i64, i1 } @llvm.smul.with.overflow.i64(i64 0, i64 -9223372036854775808)
  %v1684 = extractvalue { i64, i1 } %p1684, 0
  %o1684 = extractvalue { i64, i1 } %p1684, 1
  %ox1684 = zext i1 %o1684 to i32
  call i32 (ptr, ...) @printf(ptr @fro, i64 %v1684, i32 %ox1684)
  call i32 (ptr, ...) @printf(ptr @f2, ptr @nm18, i32 64, i64 5, i64 3)
  %p1685 = call { i64, i1 } @llvm.smul.with.overflow.i64(i64 5, i64 3)
  %v1685 = extractvalue { i64, i1 } %p1685, 0
  %o1685 = extractvalue { i64, i1 } %p1685, 1
  %ox1685 = zext i1 %o1685 to i32
  call i32 (ptr, ...) @printf(ptr @fro, i64 %v1685, i32 %ox1685)
  call i32 (ptr, ...) @printf(ptr @f2, ptr @nm18, i32 64, i64 9223372036854775807, i64 2)
  %p1686 = call { i64, i1 } @llvm.smul.with.overflow.i64(i64 9223372036854775807, i64 2)
  %v1686 = extractvalue { i64, i1 } %p1686, 0
  %o1686 = extractvalue { i64, i1 } %p1686, 1
  %ox1686 = zext i1 %o1686 to i32
  call i32 (ptr, ...) @printf(ptr @fro, i64 %v1686, i32 %ox1686)
  call i32 (ptr, ...) @printf(ptr @f2, ptr @nm18, i32 64, i64 9223372036854775808, i64 1)
  %p1687 = call { i64, i1 } @llvm.smul.with.overflow.i64(i64 -9223372036854775808, i64 1)
  %v1687 = extractvalue { i64, i1 } %p1687, 0
  %o1687 = extractvalue { i64, i1 } %p1687, 1
  %ox1687 = zext i1 %o1687 to i32
  call i32 (ptr, ...) @printf(ptr @fro, i64 %v1687, i32 %ox1687)
  call i32 (ptr, ...) @printf(ptr @f2, ptr @nm19, i32 64, i64 9223372036854775807, i64 1)
  %p1688 = call { i64, i1 } @llvm.umul.with.overflow.i64(i64 9223372036854775807, i64 1)
  %v1688 = extractvalue { i64, i1 } %p1688, 0
  %o1688 = extractvalue { i64, i1 } %p1688, 1
  %ox1688 = zext i1 %o1688 to i32
  call i32 (ptr, ...) @printf(ptr @fro, i64 %v1688, i32 %ox1688)
  call i32 (ptr, ...) @printf(ptr @f2, ptr @nm19, i32 64, i64 9223372036854775808, i64 18446744073709551615)
  %p1689 = call { i64, i1 } @llvm.umul.with.overflow.i64(i64 -9223372036854775808, i64 -1)
  %v1689 = extractvalue { i64, i1 } %p1689, 0
  %o1689 = extractvalue { i64, i1 } %p1689, 1
  %ox1689 = zext i1 %o1689 to i32
  call i32 (ptr, ...) @printf(ptr @fro, i64 %v1689, i32 %ox1689)
  call i32 (ptr, ...) @printf(ptr @f2, ptr @nm19, i32 64, i64 18446744073709551615, i64 18446744073709551615)
  %p1690 = call { i64, i1 } @llvm.umul.with.overflow.i64(i64 -1, i64 -1)
  %v1690 = extractvalue { i64, i1 } %p1690, 0
  %o1690 = extractvalue { i64, i1 } %p1690, 1
  %ox1690 = zext i1 %o1690 to i32
  call i32 (ptr, ...) @printf(ptr @fro, i64 %v1690, i32 %ox1690)
  call i32 (ptr, ...) @printf(ptr @f2, ptr @nm19, i32 64, i64 81985529216486895, i64 48)
  %p1691 = call { i64, i1 } @llvm.umul.with.overflow.i64(i64 81985529216486895, i64 48)
  %v1691 = extractvalue { i64, i1 } %p1691, 0
  %o1691 = extractvalue { i64, i1 } %p1691, 1
  %ox1691 = zext i1 %o1691 to i32
  call i32 (ptr, ...) @printf(ptr @fro, i64 %v1691, i32 %ox1691)
  call i32 (ptr, ...) @printf(ptr @f2, ptr @nm19, i32 64, i64 0, i64 9223372036854775808)
  %p1692 = call { i64, i1 } @llvm.umul.with.overflow.i64(i64 0, i64 -9223372036854775808)
  %v1692 = extractvalue { i64, i1 } %p1692, 0
  %o1692 = extractvalue { i64, i1 } %p1692, 1
  %ox1692 = zext i1 %o1692 to i32
  call i32 (ptr, ...) @printf(ptr @fro, i64 %v1692, i32 %ox1692)
  call i32 (ptr, ...) @printf(ptr @f2, ptr @nm19, i32 64, i64 5, i64 3)
  %p1693 = call { i64, i1 } @llvm.umul.with.overflow.i64(i64 5, i64 3)
  %v1693 = extractvalue { i64, i1 } %p1693, 0
  %o1693 = extractvalue { i64, i1 } %p1693, 1
  %ox1693 = zext i1 %o1693 to i32
  call i32 (ptr, ...) @printf(ptr @fro, i64 %v1693, i32 %ox1693)
  call i32 (ptr, ...) @printf(ptr @f2, ptr @nm19, i32 64, i64 9223372036854775807, i64 2)
  %p1694 = call { i64, i1 } @llvm.umul.with.overflow.i64(i64 9223372036854775807, i64 2)
  %v1694 = extractvalue { i64, i1 } %p1694, 0
  %o1694 = extractvalue { i64, i1 } %p1694, 1
  %ox1694 = zext i1 %o1694 to i32
  call i32 (ptr, ...) @printf(ptr @fro, i64 %v1694, i32 %ox1694)
  call i32 (ptr, ...) @printf(ptr @f2, ptr @nm19, i32 64, i64 9223372036854775808, i64 1)
  %p1695 = call { i64, i1 } @llvm.umul.with.overflow.i64(i64 -9223372036854775808, i64 1)
  %v1695 = extractvalue { i64, i1 } %p1695, 0
  %o1695 = extractvalue { i64, i1 } %p1695, 1
  %ox1695 = zext i1 %o1695 to i32
  call i32 (ptr, ...) @printf(ptr @fro, i64 %v1695, i32 %ox1695)
  ret i32 0
}
