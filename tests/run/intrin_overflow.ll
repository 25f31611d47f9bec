; sadd uadd ssub usub smul umul .with.overflow at i8 i16 i32 i64 (value and
; overflow flag) on edge values. Split out of intrin_int.ll.
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
  call i32 (ptr, ...) @printf(ptr @f2, ptr @nm14, i32 8, i64 127, i64 1)
  %p323 = call { i8, i1 } @llvm.sadd.with.overflow.i8(i8 127, i8 1)
  %v323 = extractvalue { i8, i1 } %p323, 0
  %o323 = extractvalue { i8, i1 } %p323, 1
  %ox323 = zext i1 %o323 to i32
  %z324 = zext i8 %v323 to i64
  call i32 (ptr, ...) @printf(ptr @fro, i64 %z324, i32 %ox323)
  call i32 (ptr, ...) @printf(ptr @f2, ptr @nm14, i32 8, i64 128, i64 255)
  %p325 = call { i8, i1 } @llvm.sadd.with.overflow.i8(i8 -128, i8 -1)
  %v325 = extractvalue { i8, i1 } %p325, 0
  %o325 = extractvalue { i8, i1 } %p325, 1
  %ox325 = zext i1 %o325 to i32
  %z326 = zext i8 %v325 to i64
  call i32 (ptr, ...) @printf(ptr @fro, i64 %z326, i32 %ox325)
  call i32 (ptr, ...) @printf(ptr @f2, ptr @nm14, i32 8, i64 255, i64 255)
  %p327 = call { i8, i1 } @llvm.sadd.with.overflow.i8(i8 -1, i8 -1)
  %v327 = extractvalue { i8, i1 } %p327, 0
  %o327 = extractvalue { i8, i1 } %p327, 1
  %ox327 = zext i1 %o327 to i32
  %z328 = zext i8 %v327 to i64
  call i32 (ptr, ...) @printf(ptr @fro, i64 %z328, i32 %ox327)
  call i32 (ptr, ...) @printf(ptr @f2, ptr @nm14, i32 8, i64 239, i64 48)
  %p329 = call { i8, i1 } @llvm.sadd.with.overflow.i8(i8 -17, i8 48)
  %v329 = extractvalue { i8, i1 } %p329, 0
  %o329 = extractvalue { i8, i1 } %p329, 1
  %ox329 = zext i1 %o329 to i32
  %z330 = zext i8 %v329 to i64
  call i32 (ptr, ...) @printf(ptr @fro, i64 %z330, i32 %ox329)
  call i32 (ptr, ...) @printf(ptr @f2, ptr @nm14, i32 8, i64 0, i64 128)
  %p331 = call { i8, i1 } @llvm.sadd.with.overflow.i8(i8 0, i8 -128)
  %v331 = extractvalue { i8, i1 } %p331, 0
  %o331 = extractvalue { i8, i1 } %p331, 1
  %ox331 = zext i1 %o331 to i32
  %z332 = zext i8 %v331 to i64
  call i32 (ptr, ...) @printf(ptr @fro, i64 %z332, i32 %ox331)
  call i32 (ptr, ...) @printf(ptr @f2, ptr @nm14, i32 8, i64 5, i64 3)
  %p333 = call { i8, i1 } @llvm.sadd.with.overflow.i8(i8 5, i8 3)
  %v333 = extractvalue { i8, i1 } %p333, 0
  %o333 = extractvalue { i8, i1 } %p333, 1
  %ox333 = zext i1 %o333 to i32
  %z334 = zext i8 %v333 to i64
  call i32 (ptr, ...) @printf(ptr @fro, i64 %z334, i32 %ox333)
  call i32 (ptr, ...) @printf(ptr @f2, ptr @nm14, i32 8, i64 127, i64 2)
  %p335 = call { i8, i1 } @llvm.sadd.with.overflow.i8(i8 127, i8 2)
  %v335 = extractvalue { i8, i1 } %p335, 0
  %o335 = extractvalue { i8, i1 } %p335, 1
  %ox335 = zext i1 %o335 to i32
  %z336 = zext i8 %v335 to i64
  call i32 (ptr, ...) @printf(ptr @fro, i64 %z336, i32 %ox335)
  call i32 (ptr, ...) @printf(ptr @f2, ptr @nm14, i32 8, i64 128, i64 1)
  %p337 = call { i8, i1 } @llvm.sadd.with.overflow.i8(i8 -128, i8 1)
  %v337 = extractvalue { i8, i1 } %p337, 0
  %o337 = extractvalue { i8, i1 } %p337, 1
  %ox337 = zext i1 %o337 to i32
  %z338 = zext i8 %v337 to i64
  call i32 (ptr, ...) @printf(ptr @fro, i64 %z338, i32 %ox337)
  call i32 (ptr, ...) @printf(ptr @f2, ptr @nm15, i32 8, i64 127, i64 1)
  %p339 = call { i8, i1 } @llvm.uadd.with.overflow.i8(i8 127, i8 1)
  %v339 = extractvalue { i8, i1 } %p339, 0
  %o339 = extractvalue { i8, i1 } %p339, 1
  %ox339 = zext i1 %o339 to i32
  %z340 = zext i8 %v339 to i64
  call i32 (ptr, ...) @printf(ptr @fro, i64 %z340, i32 %ox339)
  call i32 (ptr, ...) @printf(ptr @f2, ptr @nm15, i32 8, i64 128, i64 255)
  %p341 = call { i8, i1 } @llvm.uadd.with.overflow.i8(i8 -128, i8 -1)
  %v341 = extractvalue { i8, i1 } %p341, 0
  %o341 = extractvalue { i8, i1 } %p341, 1
  %ox341 = zext i1 %o341 to i32
  %z342 = zext i8 %v341 to i64
  call i32 (ptr, ...) @printf(ptr @fro, i64 %z342, i32 %ox341)
  call i32 (ptr, ...) @printf(ptr @f2, ptr @nm15, i32 8, i64 255, i64 255)
  %p343 = call { i8, i1 } @llvm.uadd.with.overflow.i8(i8 -1, i8 -1)
  %v343 = extractvalue { i8, i1 } %p343, 0
  %o343 = extractvalue { i8, i1 } %p343, 1
  %ox343 = zext i1 %o343 to i32
  %z344 = zext i8 %v343 to i64
  call i32 (ptr, ...) @printf(ptr @fro, i64 %z344, i32 %ox343)
  call i32 (ptr, ...) @printf(ptr @f2, ptr @nm15, i32 8, i64 239, i64 48)
  %p345 = call { i8, i1 } @llvm.uadd.with.overflow.i8(i8 -17, i8 48)
  %v345 = extractvalue { i8, i1 } %p345, 0
  %o345 = extractvalue { i8, i1 } %p345, 1
  %ox345 = zext i1 %o345 to i32
  %z346 = zext i8 %v345 to i64
  call i32 (ptr, ...) @printf(ptr @fro, i64 %z346, i32 %ox345)
  call i32 (ptr, ...) @printf(ptr @f2, ptr @nm15, i32 8, i64 0, i64 128)
  %p347 = call { i8, i1 } @llvm.uadd.with.overflow.i8(i8 0, i8 -128)
  %v347 = extractvalue { i8, i1 } %p347, 0
  %o347 = extractvalue { i8, i1 } %p347, 1
  %ox347 = zext i1 %o347 to i32
  %z348 = zext i8 %v347 to i64
  call i32 (ptr, ...) @printf(ptr @fro, i64 %z348, i32 %ox347)
  call i32 (ptr, ...) @printf(ptr @f2, ptr @nm15, i32 8, i64 5, i64 3)
  %p349 = call { i8, i1 } @llvm.uadd.with.overflow.i8(i8 5, i8 3)
  %v349 = extractvalue { i8, i1 } %p349, 0
  %o349 = extractvalue { i8, i1 } %p349, 1
  %ox349 = zext i1 %o349 to i32
  %z350 = zext i8 %v349 to i64
  call i32 (ptr, ...) @printf(ptr @fro, i64 %z350, i32 %ox349)
  call i32 (ptr, ...) @printf(ptr @f2, ptr @nm15, i32 8, i64 127, i64 2)
  %p351 = call { i8, i1 } @llvm.uadd.with.overflow.i8(i8 127, i8 2)
  %v351 = extractvalue { i8, i1 } %p351, 0
  %o351 = extractvalue { i8, i1 } %p351, 1
  %ox351 = zext i1 %o351 to i32
  %z352 = zext i8 %v351 to i64
  call i32 (ptr, ...) @printf(ptr @fro, i64 %z352, i32 %ox351)
  call i32 (ptr, ...) @printf(ptr @f2, ptr @nm15, i32 8, i64 128, i64 1)
  %p353 = call { i8, i1 } @llvm.uadd.with.overflow.i8(i8 -128, i8 1)
  %v353 = extractvalue { i8, i1 } %p353, 0
  %o353 = extractvalue { i8, i1 } %p353, 1
  %ox353 = zext i1 %o353 to i32
  %z354 = zext i8 %v353 to i64
  call i32 (ptr, ...) @printf(ptr @fro, i64 %z354, i32 %ox353)
  call i32 (ptr, ...) @printf(ptr @f2, ptr @nm16, i32 8, i64 127, i64 1)
  %p355 = call { i8, i1 } @llvm.ssub.with.overflow.i8(i8 127, i8 1)
  %v355 = extractvalue { i8, i1 } %p355, 0
  %o355 = extractvalue { i8, i1 } %p355, 1
  %ox355 = zext i1 %o355 to i32
  %z356 = zext i8 %v355 to i64
  call i32 (ptr, ...) @printf(ptr @fro, i64 %z356, i32 %ox355)
  call i32 (ptr, ...) @printf(ptr @f2, ptr @nm16, i32 8, i64 128, i64 255)
  %p357 = call { i8, i1 } @llvm.ssub.with.overflow.i8(i8 -128, i8 -1)
  %v357 = extractvalue { i8, i1 } %p357, 0
  %o357 = extractvalue { i8, i1 } %p357, 1
  %ox357 = zext i1 %o357 to i32
  %z358 = zext i8 %v357 to i64
  call i32 (ptr, ...) @printf(ptr @fro, i64 %z358, i32 %ox357)
  call i32 (ptr, ...) @printf(ptr @f2, ptr @nm16, i32 8, i64 255, i64 255)
  %p359 = call { i8, i1 } @llvm.ssub.with.overflow.i8(i8 -1, i8 -1)
  %v359 = extractvalue { i8, i1 } %p359, 0
  %o359 = extractvalue { i8, i1 } %p359, 1
  %ox359 = zext i1 %o359 to i32
  %z360 = zext i8 %v359 to i64
  call i32 (ptr, ...) @printf(ptr @fro, i64 %z360, i32 %ox359)
  call i32 (ptr, ...) @printf(ptr @f2, ptr @nm16, i32 8, i64 239, i64 48)
  %p361 = call { i8, i1 } @llvm.ssub.with.overflow.i8(i8 -17, i8 48)
  %v361 = extractvalue { i8, i1 } %p361, 0
  %o361 = extractvalue { i8, i1 } %p361, 1
  %ox361 = zext i1 %o361 to i32
  %z362 = zext i8 %v361 to i64
  call i32 (ptr, ...) @printf(ptr @fro, i64 %z362, i32 %ox361)
  call i32 (ptr, ...) @printf(ptr @f2, ptr @nm16, i32 8, i64 0, i64 128)
  %p363 = call { i8, i1 } @llvm.ssub.with.overflow.i8(i8 0, i8 -128)
  %v363 = extractvalue { i8, i1 } %p363, 0
  %o363 = extractvalue { i8, i1 } %p363, 1
  %ox363 = zext i1 %o363 to i32
  %z364 = zext i8 %v363 to i64
  call i32 (ptr, ...) @printf(ptr @fro, i64 %z364, i32 %ox363)
  call i32 (ptr, ...) @printf(ptr @f2, ptr @nm16, i32 8, i64 5, i64 3)
  %p365 = call { i8, i1 } @llvm.ssub.with.overflow.i8(i8 5, i8 3)
  %v365 = extractvalue { i8, i1 } %p365, 0
  %o365 = extractvalue { i8, i1 } %p365, 1
  %ox365 = zext i1 %o365 to i32
  %z366 = zext i8 %v365 to i64
  call i32 (ptr, ...) @printf(ptr @fro, i64 %z366, i32 %ox365)
  call i32 (ptr, ...) @printf(ptr @f2, ptr @nm16, i32 8, i64 127, i64 2)
  %p367 = call { i8, i1 } @llvm.ssub.with.overflow.i8(i8 127, i8 2)
  %v367 = extractvalue { i8, i1 } %p367, 0
  %o367 = extractvalue { i8, i1 } %p367, 1
  %ox367 = zext i1 %o367 to i32
  %z368 = zext i8 %v367 to i64
  call i32 (ptr, ...) @printf(ptr @fro, i64 %z368, i32 %ox367)
  call i32 (ptr, ...) @printf(ptr @f2, ptr @nm16, i32 8, i64 128, i64 1)
  %p369 = call { i8, i1 } @llvm.ssub.with.overflow.i8(i8 -128, i8 1)
  %v369 = extractvalue { i8, i1 } %p369, 0
  %o369 = extractvalue { i8, i1 } %p369, 1
  %ox369 = zext i1 %o369 to i32
  %z370 = zext i8 %v369 to i64
  call i32 (ptr, ...) @printf(ptr @fro, i64 %z370, i32 %ox369)
  call i32 (ptr, ...) @printf(ptr @f2, ptr @nm17, i32 8, i64 127, i64 1)
  %p371 = call { i8, i1 } @llvm.usub.with.overflow.i8(i8 127, i8 1)
  %v371 = extractvalue { i8, i1 } %p371, 0
  %o371 = extractvalue { i8, i1 } %p371, 1
  %ox371 = zext i1 %o371 to i32
  %z372 = zext i8 %v371 to i64
  call i32 (ptr, ...) @printf(ptr @fro, i64 %z372, i32 %ox371)
  call i32 (ptr, ...) @printf(ptr @f2, ptr @nm17, i32 8, i64 128, i64 255)
  %p373 = call { i8, i1 } @llvm.usub.with.overflow.i8(i8 -128, i8 -1)
  %v373 = extractvalue { i8, i1 } %p373, 0
  %o373 = extractvalue { i8, i1 } %p373, 1
  %ox373 = zext i1 %o373 to i32
  %z374 = zext i8 %v373 to i64
  call i32 (ptr, ...) @printf(ptr @fro, i64 %z374, i32 %ox373)
  call i32 (ptr, ...) @printf(ptr @f2, ptr @nm17, i32 8, i64 255, i64 255)
  %p375 = call { i8, i1 } @llvm.usub.with.overflow.i8(i8 -1, i8 -1)
  %v375 = extractvalue { i8, i1 } %p375, 0
  %o375 = extractvalue { i8, i1 } %p375, 1
  %ox375 = zext i1 %o375 to i32
  %z376 = zext i8 %v375 to i64
  call i32 (ptr, ...) @printf(ptr @fro, i64 %z376, i32 %ox375)
  call i32 (ptr, ...) @printf(ptr @f2, ptr @nm17, i32 8, i64 239, i64 48)
  %p377 = call { i8, i1 } @llvm.usub.with.overflow.i8(i8 -17, i8 48)
  %v377 = extractvalue { i8, i1 } %p377, 0
  %o377 = extractvalue { i8, i1 } %p377, 1
  %ox377 = zext i1 %o377 to i32
  %z378 = zext i8 %v377 to i64
  call i32 (ptr, ...) @printf(ptr @fro, i64 %z378, i32 %ox377)
  call i32 (ptr, ...) @printf(ptr @f2, ptr @nm17, i32 8, i64 0, i64 128)
  %p379 = call { i8, i1 } @llvm.usub.with.overflow.i8(i8 0, i8 -128)
  %v379 = extractvalue { i8, i1 } %p379, 0
  %o379 = extractvalue { i8, i1 } %p379, 1
  %ox379 = zext i1 %o379 to i32
  %z380 = zext i8 %v379 to i64
  call i32 (ptr, ...) @printf(ptr @fro, i64 %z380, i32 %ox379)
  call i32 (ptr, ...) @printf(ptr @f2, ptr @nm17, i32 8, i64 5, i64 3)
  %p381 = call { i8, i1 } @llvm.usub.with.overflow.i8(i8 5, i8 3)
  %v381 = extractvalue { i8, i1 } %p381, 0
  %o381 = extractvalue { i8, i1 } %p381, 1
  %ox381 = zext i1 %o381 to i32
  %z382 = zext i8 %v381 to i64
  call i32 (ptr, ...) @printf(ptr @fro, i64 %z382, i32 %ox381)
  call i32 (ptr, ...) @printf(ptr @f2, ptr @nm17, i32 8, i64 127, i64 2)
  %p383 = call { i8, i1 } @llvm.usub.with.overflow.i8(i8 127, i8 2)
  %v383 = extractvalue { i8, i1 } %p383, 0
  %o383 = extractvalue { i8, i1 } %p383, 1
  %ox383 = zext i1 %o383 to i32
  %z384 = zext i8 %v383 to i64
  call i32 (ptr, ...) @printf(ptr @fro, i64 %z384, i32 %ox383)
  call i32 (ptr, ...) @printf(ptr @f2, ptr @nm17, i32 8, i64 128, i64 1)
  %p385 = call { i8, i1 } @llvm.usub.with.overflow.i8(i8 -128, i8 1)
  %v385 = extractvalue { i8, i1 } %p385, 0
  %o385 = extractvalue { i8, i1 } %p385, 1
  %ox385 = zext i1 %o385 to i32
  %z386 = zext i8 %v385 to i64
  call i32 (ptr, ...) @printf(ptr @fro, i64 %z386, i32 %ox385)
  call i32 (ptr, ...) @printf(ptr @f2, ptr @nm14, i32 16, i64 32767, i64 1)
  %p821 = call { i16, i1 } @llvm.sadd.with.overflow.i16(i16 32767, i16 1)
  %v821 = extractvalue { i16, i1 } %p821, 0
  %o821 = extractvalue { i16, i1 } %p821, 1
  %ox821 = zext i1 %o821 to i32
  %z822 = zext i16 %v821 to i64
  call i32 (ptr, ...) @printf(ptr @fro, i64 %z822, i32 %ox821)
  call i32 (ptr, ...) @printf(ptr @f2, ptr @nm14, i32 16, i64 32768, i64 65535)
  %p823 = call { i16, i1 } @llvm.sadd.with.overflow.i16(i16 -32768, i16 -1)
  %v823 = extractvalue { i16, i1 } %p823, 0
  %o823 = extractvalue { i16, i1 } %p823, 1
  %ox823 = zext i1 %o823 to i32
  %z824 = zext i16 %v823 to i64
  call i32 (ptr, ...) @printf(ptr @fro, i64 %z824, i32 %ox823)
  call i32 (ptr, ...) @printf(ptr @f2, ptr @nm14, i32 16, i64 65535, i64 65535)
  %p825 = call { i16, i1 } @llvm.sadd.with.overflow.i16(i16 -1, i16 -1)
  %v825 = extractvalue { i16, i1 } %p825, 0
  %o825 = extractvalue { i16, i1 } %p825, 1
  %ox825 = zext i1 %o825 to i32
  %z826 = zext i16 %v825 to i64
  call i32 (ptr, ...) @printf(ptr @fro, i64 %z826, i32 %ox825)
  call i32 (ptr, ...) @printf(ptr @f2, ptr @nm14, i32 16, i64 52719, i64 48)
  %p827 = call { i16, i1 } @llvm.sadd.with.overflow.i16(i16 -12817, i16 48)
  %v827 = extractvalue { i16, i1 } %p827, 0
  %o827 = extractvalue { i16, i1 } %p827, 1
  %ox827 = zext i1 %o827 to i32
  %z828 = zext i16 %v827 to i64
  call i32 (ptr, ...) @printf(ptr @fro, i64 %z828, i32 %ox827)
  call i32 (ptr, ...) @printf(ptr @f2, ptr @nm14, i32 16, i64 0, i64 32768)
  %p829 = call { i16, i1 } @llvm.sadd.with.overflow.i16(i16 0, i16 -32768)
  %v829 = extractvalue { i16, i1 } %p829, 0
  %o829 = extractvalue { i16, i1 } %p829, 1
  %ox829 = zext i1 %o829 to i32
  %z830 = zext i16 %v829 to i64
  call i32 (ptr, ...) @printf(ptr @fro, i64 %z830, i32 %ox829)
  call i32 (ptr, ...) @printf(ptr @f2, ptr @nm14, i32 16, i64 5, i64 3)
  %p831 = call { i16, i1 } @llvm.sadd.with.overflow.i16(i16 5, i16 3)
  %v831 = extractvalue { i16, i1 } %p831, 0
  %o831 = extractvalue { i16, i1 } %p831, 1
  %ox831 = zext i1 %o831 to i32
  %z832 = zext i16 %v831 to i64
  call i32 (ptr, ...) @printf(ptr @fro, i64 %z832, i32 %ox831)
  call i32 (ptr, ...) @printf(ptr @f2, ptr @nm14, i32 16, i64 32767, i64 2)
  %p833 = call { i16, i1 } @llvm.sadd.with.overflow.i16(i16 32767, i16 2)
  %v833 = extractvalue { i16, i1 } %p833, 0
  %o833 = extractvalue { i16, i1 } %p833, 1
  %ox833 = zext i1 %o833 to i32
  %z834 = zext i16 %v833 to i64
  call i32 (ptr, ...) @printf(ptr @fro, i64 %z834, i32 %ox833)
  call i32 (ptr, ...) @printf(ptr @f2, ptr @nm14, i32 16, i64 32768, i64 1)
  %p835 = call { i16, i1 } @llvm.sadd.with.overflow.i16(i16 -32768, i16 1)
  %v835 = extractvalue { i16, i1 } %p835, 0
  %o835 = extractvalue { i16, i1 } %p835, 1
  %ox835 = zext i1 %o835 to i32
  %z836 = zext i16 %v835 to i64
  call i32 (ptr, ...) @printf(ptr @fro, i64 %z836, i32 %ox835)
  call i32 (ptr, ...) @printf(ptr @f2, ptr @nm15, i32 16, i64 32767, i64 1)
  %p837 = call { i16, i1 } @llvm.uadd.with.overflow.i16(i16 32767, i16 1)
  %v837 = extractvalue { i16, i1 } %p837, 0
  %o837 = extractvalue { i16, i1 } %p837, 1
  %ox837 = zext i1 %o837 to i32
  %z838 = zext i16 %v837 to i64
  call i32 (ptr, ...) @printf(ptr @fro, i64 %z838, i32 %ox837)
  call i32 (ptr, ...) @printf(ptr @f2, ptr @nm15, i32 16, i64 32768, i64 65535)
  %p839 = call { i16, i1 } @llvm.uadd.with.overflow.i16(i16 -32768, i16 -1)
  %v839 = extractvalue { i16, i1 } %p839, 0
  %o839 = extractvalue { i16, i1 } %p839, 1
  %ox839 = zext i1 %o839 to i32
  %z840 = zext i16 %v839 to i64
  call i32 (ptr, ...) @printf(ptr @fro, i64 %z840, i32 %ox839)
  call i32 (ptr, ...) @printf(ptr @f2, ptr @nm15, i32 16, i64 65535, i64 65535)
  %p841 = call { i16, i1 } @llvm.uadd.with.overflow.i16(i16 -1, i16 -1)
  %v841 = extractvalue { i16, i1 } %p841, 0
  %o841 = extractvalue { i16, i1 } %p841, 1
  %ox841 = zext i1 %o841 to i32
  %z842 = zext i16 %v841 to i64
  call i32 (ptr, ...) @printf(ptr @fro, i64 %z842, i32 %ox841)
  call i32 (ptr, ...) @printf(ptr @f2, ptr @nm15, i32 16, i64 52719, i64 48)
  %p843 = call { i16, i1 } @llvm.uadd.with.overflow.i16(i16 -12817, i16 48)
  %v843 = extractvalue { i16, i1 } %p843, 0
  %o843 = extractvalue { i16, i1 } %p843, 1
  %ox843 = zext i1 %o843 to i32
  %z844 = zext i16 %v843 to i64
  call i32 (ptr, ...) @printf(ptr @fro, i64 %z844, i32 %ox843)
  call i32 (ptr, ...) @printf(ptr @f2, ptr @nm15, i32 16, i64 0, i64 32768)
  %p845 = call { i16, i1 } @llvm.uadd.with.overflow.i16(i16 0, i16 -32768)
  %v845 = extractvalue { i16, i1 } %p845, 0
  %o845 = extractvalue { i16, i1 } %p845, 1
  %ox845 = zext i1 %o845 to i32
  %z846 = zext i16 %v845 to i64
  call i32 (ptr, ...) @printf(ptr @fro, i64 %z846, i32 %ox845)
  call i32 (ptr, ...) @printf(ptr @f2, ptr @nm15, i32 16, i64 5, i64 3)
  %p847 = call { i16, i1 } @llvm.uadd.with.overflow.i16(i16 5, i16 3)
  %v847 = extractvalue { i16, i1 } %p847, 0
  %o847 = extractvalue { i16, i1 } %p847, 1
  %ox847 = zext i1 %o847 to i32
  %z848 = zext i16 %v847 to i64
  call i32 (ptr, ...) @printf(ptr @fro, i64 %z848, i32 %ox847)
  call i32 (ptr, ...) @printf(ptr @f2, ptr @nm15, i32 16, i64 32767, i64 2)
  %p849 = call { i16, i1 } @llvm.uadd.with.overflow.i16(i16 32767, i16 2)
  %v849 = extractvalue { i16, i1 } %p849, 0
  %o849 = extractvalue { i16, i1 } %p849, 1
  %ox849 = zext i1 %o849 to i32
  %z850 = zext i16 %v849 to i64
  call i32 (ptr, ...) @printf(ptr @fro, i64 %z850, i32 %ox849)
  call i32 (ptr, ...) @printf(ptr @f2, ptr @nm15, i32 16, i64 32768, i64 1)
  %p851 = call { i16, i1 } @llvm.uadd.with.overflow.i16(i16 -32768, i16 1)
  %v851 = extractvalue { i16, i1 } %p851, 0
  %o851 = extractvalue { i16, i1 } %p851, 1
  %ox851 = zext i1 %o851 to i32
  %z852 = zext i16 %v851 to i64
  call i32 (ptr, ...) @printf(ptr @fro, i64 %z852, i32 %ox851)
  call i32 (ptr, ...) @printf(ptr @f2, ptr @nm16, i32 16, i64 32767, i64 1)
  %p853 = call { i16, i1 } @llvm.ssub.with.overflow.i16(i16 32767, i16 1)
  %v853 = extractvalue { i16, i1 } %p853, 0
  %o853 = extractvalue { i16, i1 } %p853, 1
  %ox853 = zext i1 %o853 to i32
  %z854 = zext i16 %v853 to i64
  call i32 (ptr, ...) @printf(ptr @fro, i64 %z854, i32 %ox853)
  call i32 (ptr, ...) @printf(ptr @f2, ptr @nm16, i32 16, i64 32768, i64 65535)
  %p855 = call { i16, i1 } @llvm.ssub.with.overflow.i16(i16 -32768, i16 -1)
  %v855 = extractvalue { i16, i1 } %p855, 0
  %o855 = extractvalue { i16, i1 } %p855, 1
  %ox855 = zext i1 %o855 to i32
  %z856 = zext i16 %v855 to i64
  call i32 (ptr, ...) @printf(ptr @fro, i64 %z856, i32 %ox855)
  call i32 (ptr, ...) @printf(ptr @f2, ptr @nm16, i32 16, i64 65535, i64 65535)
  %p857 = call { i16, i1 } @llvm.ssub.with.overflow.i16(i16 -1, i16 -1)
  %v857 = extractvalue { i16, i1 } %p857, 0
  %o857 = extractvalue { i16, i1 } %p857, 1
  %ox857 = zext i1 %o857 to i32
  %z858 = zext i16 %v857 to i64
  call i32 (ptr, ...) @printf(ptr @fro, i64 %z858, i32 %ox857)
  call i32 (ptr, ...) @printf(ptr @f2, ptr @nm16, i32 16, i64 52719, i64 48)
  %p859 = call { i16, i1 } @llvm.ssub.with.overflow.i16(i16 -12817, i16 48)
  %v859 = extractvalue { i16, i1 } %p859, 0
  %o859 = extractvalue { i16, i1 } %p859, 1
  %ox859 = zext i1 %o859 to i32
  %z860 = zext i16 %v859 to i64
  call i32 (ptr, ...) @printf(ptr @fro, i64 %z860, i32 %ox859)
  call i32 (ptr, ...) @printf(ptr @f2, ptr @nm16, i32 16, i64 0, i64 32768)
  %p861 = call { i16, i1 } @llvm.ssub.with.overflow.i16(i16 0, i16 -32768)
  %v861 = extractvalue { i16, i1 } %p861, 0
  %o861 = extractvalue { i16, i1 } %p861, 1
  %ox861 = zext i1 %o861 to i32
  %z862 = zext i16 %v861 to i64
  call i32 (ptr, ...) @printf(ptr @fro, i64 %z862, i32 %ox861)
  call i32 (ptr, ...) @printf(ptr @f2, ptr @nm16, i32 16, i64 5, i64 3)
  %p863 = call { i16, i1 } @llvm.ssub.with.overflow.i16(i16 5, i16 3)
  %v863 = extractvalue { i16, i1 } %p863, 0
  %o863 = extractvalue { i16, i1 } %p863, 1
  %ox863 = zext i1 %o863 to i32
  %z864 = zext i16 %v863 to i64
  call i32 (ptr, ...) @printf(ptr @fro, i64 %z864, i32 %ox863)
  call i32 (ptr, ...) @printf(ptr @f2, ptr @nm16, i32 16, i64 32767, i64 2)
  %p865 = call { i16, i1 } @llvm.ssub.with.overflow.i16(i16 32767, i16 2)
  %v865 = extractvalue { i16, i1 } %p865, 0
  %o865 = extractvalue { i16, i1 } %p865, 1
  %ox865 = zext i1 %o865 to i32
  %z866 = zext i16 %v865 to i64
  call i32 (ptr, ...) @printf(ptr @fro, i64 %z866, i32 %ox865)
  call i32 (ptr, ...) @printf(ptr @f2, ptr @nm16, i32 16, i64 32768, i64 1)
  %p867 = call { i16, i1 } @llvm.ssub.with.overflow.i16(i16 -32768, i16 1)
  %v867 = extractvalue { i16, i1 } %p867, 0
  %o867 = extractvalue { i16, i1 } %p867, 1
  %ox867 = zext i1 %o867 to i32
  %z868 = zext i16 %v867 to i64
  call i32 (ptr, ...) @printf(ptr @fro, i64 %z868, i32 %ox867)
  call i32 (ptr, ...) @printf(ptr @f2, ptr @nm17, i32 16, i64 32767, i64 1)
  %p869 = call { i16, i1 } @llvm.usub.with.overflow.i16(i16 32767, i16 1)
  %v869 = extractvalue { i16, i1 } %p869, 0
  %o869 = extractvalue { i16, i1 } %p869, 1
  %ox869 = zext i1 %o869 to i32
  %z870 = zext i16 %v869 to i64
  call i32 (ptr, ...) @printf(ptr @fro, i64 %z870, i32 %ox869)
  call i32 (ptr, ...) @printf(ptr @f2, ptr @nm17, i32 16, i64 32768, i64 65535)
  %p871 = call { i16, i1 } @llvm.usub.with.overflow.i16(i16 -32768, i16 -1)
  %v871 = extractvalue { i16, i1 } %p871, 0
  %o871 = extractvalue { i16, i1 } %p871, 1
  %ox871 = zext i1 %o871 to i32
  %z872 = zext i16 %v871 to i64
  call i32 (ptr, ...) @printf(ptr @fro, i64 %z872, i32 %ox871)
  call i32 (ptr, ...) @printf(ptr @f2, ptr @nm17, i32 16, i64 65535, i64 65535)
  %p873 = call { i16, i1 } @llvm.usub.with.overflow.i16(i16 -1, i16 -1)
  %v873 = extractvalue { i16, i1 } %p873, 0
  %o873 = extractvalue { i16, i1 } %p873, 1
  %ox873 = zext i1 %o873 to i32
  %z874 = zext i16 %v873 to i64
  call i32 (ptr, ...) @printf(ptr @fro, i64 %z874, i32 %ox873)
  call i32 (ptr, ...) @printf(ptr @f2, ptr @nm17, i32 16, i64 52719, i64 48)
  %p875 = call { i16, i1 } @llvm.usub.with.overflow.i16(i16 -12817, i16 48)
  %v875 = extractvalue { i16, i1 } %p875, 0
  %o875 = extractvalue { i16, i1 } %p875, 1
  %ox875 = zext i1 %o875 to i32
  %z876 = zext i16 %v875 to i64
  call i32 (ptr, ...) @printf(ptr @fro, i64 %z876, i32 %ox875)
  call i32 (ptr, ...) @printf(ptr @f2, ptr @nm17, i32 16, i64 0, i64 32768)
  %p877 = call { i16, i1 } @llvm.usub.with.overflow.i16(i16 0, i16 -32768)
  %v877 = extractvalue { i16, i1 } %p877, 0
  %o877 = extractvalue { i16, i1 } %p877, 1
  %ox877 = zext i1 %o877 to i32
  %z878 = zext i16 %v877 to i64
  call i32 (ptr, ...) @printf(ptr @fro, i64 %z878, i32 %ox877)
  call i32 (ptr, ...) @printf(ptr @f2, ptr @nm17, i32 16, i64 5, i64 3)
  %p879 = call { i16, i1 } @llvm.usub.with.overflow.i16(i16 5, i16 3)
  %v879 = extractvalue { i16, i1 } %p879, 0
  %o879 = extractvalue { i16, i1 } %p879, 1
  %ox879 = zext i1 %o879 to i32
  %z880 = zext i16 %v879 to i64
  call i32 (ptr, ...) @printf(ptr @fro, i64 %z880, i32 %ox879)
  call i32 (ptr, ...) @printf(ptr @f2, ptr @nm17, i32 16, i64 32767, i64 2)
  %p881 = call { i16, i1 } @llvm.usub.with.overflow.i16(i16 32767, i16 2)
  %v881 = extractvalue { i16, i1 } %p881, 0
  %o881 = extractvalue { i16, i1 } %p881, 1
  %ox881 = zext i1 %o881 to i32
  %z882 = zext i16 %v881 to i64
  call i32 (ptr, ...) @printf(ptr @fro, i64 %z882, i32 %ox881)
  call i32 (ptr, ...) @printf(ptr @f2, ptr @nm17, i32 16, i64 32768, i64 1)
  %p883 = call { i16, i1 } @llvm.usub.with.overflow.i16(i16 -32768, i16 1)
  %v883 = extractvalue { i16, i1 } %p883, 0
  %o883 = extractvalue { i16, i1 } %p883, 1
  %ox883 = zext i1 %o883 to i32
  %z884 = zext i16 %v883 to i64
  call i32 (ptr, ...) @printf(ptr @fro, i64 %z884, i32 %ox883)
  call i32 (ptr, ...) @printf(ptr @f2, ptr @nm14, i32 32, i64 2147483647, i64 1)
  %p1319 = call { i32, i1 } @llvm.sadd.with.overflow.i32(i32 2147483647, i32 1)
  %v1319 = extractvalue { i32, i1 } %p1319, 0
  %o1319 = extractvalue { i32, i1 } %p1319, 1
  %ox1319 = zext i1 %o1319 to i32
  %z1320 = zext i32 %v1319 to i64
  call i32 (ptr, ...) @printf(ptr @fro, i64 %z1320, i32 %ox1319)
  call i32 (ptr, ...) @printf(ptr @f2, ptr @nm14, i32 32, i64 2147483648, i64 4294967295)
  %p1321 = call { i32, i1 } @llvm.sadd.with.overflow.i32(i32 -2147483648, i32 -1)
  %v1321 = extractvalue { i32, i1 } %p1321, 0
  %o1321 = extractvalue { i32, i1 } %p1321, 1
  %ox1321 = zext i1 %o1321 to i32
  %z1322 = zext i32 %v1321 to i64
  call i32 (ptr, ...) @printf(ptr @fro, i64 %z1322, i32 %ox1321)
  call i32 (ptr, ...) @printf(ptr @f2, ptr @nm14, i32 32, i64 4294967295, i64 4294967295)
  %p1323 = call { i32, i1 } @llvm.sadd.with.overflow.i32(i32 -1, i32 -1)
  %v1323 = extractvalue { i32, i1 } %p1323, 0
  %o1323 = extractvalue { i32, i1 } %p1323, 1
  %ox1323 = zext i1 %o1323 to i32
  %z1324 = zext i32 %v1323 to i64
  call i32 (ptr, ...) @printf(ptr @fro, i64 %z1324, i32 %ox1323)
  call i32 (ptr, ...) @printf(ptr @f2, ptr @nm14, i32 32, i64 2309737967, i64 48)
  %p1325 = call { i32, i1 } @llvm.sadd.with.overflow.i32(i32 -1985229329, i32 48)
  %v1325 = extractvalue { i32, i1 } %p1325, 0
  %o1325 = extractvalue { i32, i1 } %p1325, 1
  %ox1325 = zext i1 %o1325 to i32
  %z1326 = zext i32 %v1325 to i64
  call i32 (ptr, ...) @printf(ptr @fro, i64 %z1326, i32 %ox1325)
  call i32 (ptr, ...) @printf(ptr @f2, ptr @nm14, i32 32, i64 0, i64 2147483648)
  %p1327 = call { i32, i1 } @llvm.sadd.with.overflow.i32(i32 0, i32 -2147483648)
  %v1327 = extractvalue { i32, i1 } %p1327, 0
  %o1327 = extractvalue { i32, i1 } %p1327, 1
  %ox1327 = zext i1 %o1327 to i32
  %z1328 = zext i32 %v1327 to i64
  call i32 (ptr, ...) @printf(ptr @fro, i64 %z1328, i32 %ox1327)
  call i32 (ptr, ...) @printf(ptr @f2, ptr @nm14, i32 32, i64 5, i64 3)
  %p1329 = call { i32, i1 } @llvm.sadd.with.overflow.i32(i32 5, i32 3)
  %v1329 = extractvalue { i32, i1 } %p1329, 0
  %o1329 = extractvalue { i32, i1 } %p1329, 1
  %ox1329 = zext i1 %o1329 to i32
  %z1330 = zext i32 %v1329 to i64
  call i32 (ptr, ...) @printf(ptr @fro, i64 %z1330, i32 %ox1329)
  call i32 (ptr, ...) @printf(ptr @f2, ptr @nm14, i32 32, i64 2147483647, i64 2)
  %p1331 = call { i32, i1 } @llvm.sadd.with.overflow.i32(i32 2147483647, i32 2)
  %v1331 = extractvalue { i32, i1 } %p1331, 0
  %o1331 = extractvalue { i32, i1 } %p1331, 1
  %ox1331 = zext i1 %o1331 to i32
  %z1332 = zext i32 %v1331 to i64
  call i32 (ptr, ...) @printf(ptr @fro, i64 %z1332, i32 %ox1331)
  call i32 (ptr, ...) @printf(ptr @f2, ptr @nm14, i32 32, i64 2147483648, i64 1)
  %p1333 = call { i32, i1 } @llvm.sadd.with.overflow.i32(i32 -2147483648, i32 1)
  %v1333 = extractvalue { i32, i1 } %p1333, 0
  %o1333 = extractvalue { i32, i1 } %p1333, 1
  %ox1333 = zext i1 %o1333 to i32
  %z1334 = zext i32 %v1333 to i64
  call i32 (ptr, ...) @printf(ptr @fro, i64 %z1334, i32 %ox1333)
  call i32 (ptr, ...) @printf(ptr @f2, ptr @nm15, i32 32, i64 2147483647, i64 1)
  %p1335 = call { i32, i1 } @llvm.uadd.with.overflow.i32(i32 2147483647, i32 1)
  %v1335 = extractvalue { i32, i1 } %p1335, 0
  %o1335 = extractvalue { i32, i1 } %p1335, 1
  %ox1335 = zext i1 %o1335 to i32
  %z1336 = zext i32 %v1335 to i64
  call i32 (ptr, ...) @printf(ptr @fro, i64 %z1336, i32 %ox1335)
  call i32 (ptr, ...) @printf(ptr @f2, ptr @nm15, i32 32, i64 2147483648, i64 4294967295)
  %p1337 = call { i32, i1 } @llvm.uadd.with.overflow.i32(i32 -2147483648, i32 -1)
  %v1337 = extractvalue { i32, i1 } %p1337, 0
  %o1337 = extractvalue { i32, i1 } %p1337, 1
  %ox1337 = zext i1 %o1337 to i32
  %z1338 = zext i32 %v1337 to i64
  call i32 (ptr, ...) @printf(ptr @fro, i64 %z1338, i32 %ox1337)
  call i32 (ptr, ...) @printf(ptr @f2, ptr @nm15, i32 32, i64 4294967295, i64 4294967295)
  %p1339 = call { i32, i1 } @llvm.uadd.with.overflow.i32(i32 -1, i32 -1)
  %v1339 = extractvalue { i32, i1 } %p1339, 0
  %o1339 = extractvalue { i32, i1 } %p1339, 1
  %ox1339 = zext i1 %o1339 to i32
  %z1340 = zext i32 %v1339 to i64
  call i32 (ptr, ...) @printf(ptr @fro, i64 %z1340, i32 %ox1339)
  call i32 (ptr, ...) @printf(ptr @f2, ptr @nm15, i32 32, i64 2309737967, i64 48)
  %p1341 = call { i32, i1 } @llvm.uadd.with.overflow.i32(i32 -1985229329, i32 48)
  %v1341 = extractvalue { i32, i1 } %p1341, 0
  %o1341 = extractvalue { i32, i1 } %p1341, 1
  %ox1341 = zext i1 %o1341 to i32
  %z1342 = zext i32 %v1341 to i64
  call i32 (ptr, ...) @printf(ptr @fro, i64 %z1342, i32 %ox1341)
  call i32 (ptr, ...) @printf(ptr @f2, ptr @nm15, i32 32, i64 0, i64 2147483648)
  %p1343 = call { i32, i1 } @llvm.uadd.with.overflow.i32(i32 0, i32 -2147483648)
  %v1343 = extractvalue { i32, i1 } %p1343, 0
  %o1343 = extractvalue { i32, i1 } %p1343, 1
  %ox1343 = zext i1 %o1343 to i32
  %z1344 = zext i32 %v1343 to i64
  call i32 (ptr, ...) @printf(ptr @fro, i64 %z1344, i32 %ox1343)
  call i32 (ptr, ...) @printf(ptr @f2, ptr @nm15, i32 32, i64 5, i64 3)
  %p1345 = call { i32, i1 } @llvm.uadd.with.overflow.i32(i32 5, i32 3)
  %v1345 = extractvalue { i32, i1 } %p1345, 0
  %o1345 = extractvalue { i32, i1 } %p1345, 1
  %ox1345 = zext i1 %o1345 to i32
  %z1346 = zext i32 %v1345 to i64
  call i32 (ptr, ...) @printf(ptr @fro, i64 %z1346, i32 %ox1345)
  call i32 (ptr, ...) @printf(ptr @f2, ptr @nm15, i32 32, i64 2147483647, i64 2)
  %p1347 = call { i32, i1 } @llvm.uadd.with.overflow.i32(i32 2147483647, i32 2)
  %v1347 = extractvalue { i32, i1 } %p1347, 0
  %o1347 = extractvalue { i32, i1 } %p1347, 1
  %ox1347 = zext i1 %o1347 to i32
  %z1348 = zext i32 %v1347 to i64
  call i32 (ptr, ...) @printf(ptr @fro, i64 %z1348, i32 %ox1347)
  call i32 (ptr, ...) @printf(ptr @f2, ptr @nm15, i32 32, i64 2147483648, i64 1)
  %p1349 = call { i32, i1 } @llvm.uadd.with.overflow.i32(i32 -2147483648, i32 1)
  %v1349 = extractvalue { i32, i1 } %p1349, 0
  %o1349 = extractvalue { i32, i1 } %p1349, 1
  %ox1349 = zext i1 %o1349 to i32
  %z1350 = zext i32 %v1349 to i64
  call i32 (ptr, ...) @printf(ptr @fro, i64 %z1350, i32 %ox1349)
  call i32 (ptr, ...) @printf(ptr @f2, ptr @nm16, i32 32, i64 2147483647, i64 1)
  %p1351 = call { i32, i1 } @llvm.ssub.with.overflow.i32(i32 2147483647, i32 1)
  %v1351 = extractvalue { i32, i1 } %p1351, 0
  %o1351 = extractvalue { i32, i1 } %p1351, 1
  %ox1351 = zext i1 %o1351 to i32
  %z1352 = zext i32 %v1351 to i64
  call i32 (ptr, ...) @printf(ptr @fro, i64 %z1352, i32 %ox1351)
  call i32 (ptr, ...) @printf(ptr @f2, ptr @nm16, i32 32, i64 2147483648, i64 4294967295)
  %p1353 = call { i32, i1 } @llvm.ssub.with.overflow.i32(i32 -2147483648, i32 -1)
  %v1353 = extractvalue { i32, i1 } %p1353, 0
  %o1353 = extractvalue { i32, i1 } %p1353, 1
  %ox1353 = zext i1 %o1353 to i32
  %z1354 = zext i32 %v1353 to i64
  call i32 (ptr, ...) @printf(ptr @fro, i64 %z1354, i32 %ox1353)
  call i32 (ptr, ...) @printf(ptr @f2, ptr @nm16, i32 32, i64 4294967295, i64 4294967295)
  %p1355 = call { i32, i1 } @llvm.ssub.with.overflow.i32(i32 -1, i32 -1)
  %v1355 = extractvalue { i32, i1 } %p1355, 0
  %o1355 = extractvalue { i32, i1 } %p1355, 1
  %ox1355 = zext i1 %o1355 to i32
  %z1356 = zext i32 %v1355 to i64
  call i32 (ptr, ...) @printf(ptr @fro, i64 %z1356, i32 %ox1355)
  call i32 (ptr, ...) @printf(ptr @f2, ptr @nm16, i32 32, i64 2309737967, i64 48)
  %p1357 = call { i32, i1 } @llvm.ssub.with.overflow.i32(i32 -1985229329, i32 48)
  %v1357 = extractvalue { i32, i1 } %p1357, 0
  %o1357 = extractvalue { i32, i1 } %p1357, 1
  %ox1357 = zext i1 %o1357 to i32
  %z1358 = zext i32 %v1357 to i64
  call i32 (ptr, ...) @printf(ptr @fro, i64 %z1358, i32 %ox1357)
  call i32 (ptr, ...) @printf(ptr @f2, ptr @nm16, i32 32, i64 0, i64 2147483648)
  %p1359 = call { i32, i1 } @llvm.ssub.with.overflow.i32(i32 0, i32 -2147483648)
  %v1359 = extractvalue { i32, i1 } %p1359, 0
  %o1359 = extractvalue { i32, i1 } %p1359, 1
  %ox1359 = zext i1 %o1359 to i32
  %z1360 = zext i32 %v1359 to i64
  call i32 (ptr, ...) @printf(ptr @fro, i64 %z1360, i32 %ox1359)
  call i32 (ptr, ...) @printf(ptr @f2, ptr @nm16, i32 32, i64 5, i64 3)
  %p1361 = call { i32, i1 } @llvm.ssub.with.overflow.i32(i32 5, i32 3)
  %v1361 = extractvalue { i32, i1 } %p1361, 0
  %o1361 = extractvalue { i32, i1 } %p1361, 1
  %ox1361 = zext i1 %o1361 to i32
  %z1362 = zext i32 %v1361 to i64
  call i32 (ptr, ...) @printf(ptr @fro, i64 %z1362, i32 %ox1361)
  call i32 (ptr, ...) @printf(ptr @f2, ptr @nm16, i32 32, i64 2147483647, i64 2)
  %p1363 = call { i32, i1 } @llvm.ssub.with.overflow.i32(i32 2147483647, i32 2)
  %v1363 = extractvalue { i32, i1 } %p1363, 0
  %o1363 = extractvalue { i32, i1 } %p1363, 1
  %ox1363 = zext i1 %o1363 to i32
  %z1364 = zext i32 %v1363 to i64
  call i32 (ptr, ...) @printf(ptr @fro, i64 %z1364, i32 %ox1363)
  call i32 (ptr, ...) @printf(ptr @f2, ptr @nm16, i32 32, i64 2147483648, i64 1)
  %p1365 = call { i32, i1 } @llvm.ssub.with.overflow.i32(i32 -2147483648, i32 1)
  %v1365 = extractvalue { i32, i1 } %p1365, 0
  %o1365 = extractvalue { i32, i1 } %p1365, 1
  %ox1365 = zext i1 %o1365 to i32
  %z1366 = zext i32 %v1365 to i64
  call i32 (ptr, ...) @printf(ptr @fro, i64 %z1366, i32 %ox1365)
  call i32 (ptr, ...) @printf(ptr @f2, ptr @nm17, i32 32, i64 2147483647, i64 1)
  %p1367 = call { i32, i1 } @llvm.usub.with.overflow.i32(i32 2147483647, i32 1)
  %v1367 = extractvalue { i32, i1 } %p1367, 0
  %o1367 = extractvalue { i32, i1 } %p1367, 1
  %ox1367 = zext i1 %o1367 to i32
  %z1368 = zext i32 %v1367 to i64
  call i32 (ptr, ...) @printf(ptr @fro, i64 %z1368, i32 %ox1367)
  call i32 (ptr, ...) @printf(ptr @f2, ptr @nm17, i32 32, i64 2147483648, i64 4294967295)
  %p1369 = call { i32, i1 } @llvm.usub.with.overflow.i32(i32 -2147483648, i32 -1)
  %v1369 = extractvalue { i32, i1 } %p1369, 0
  %o1369 = extractvalue { i32, i1 } %p1369, 1
  %ox1369 = zext i1 %o1369 to i32
  %z1370 = zext i32 %v1369 to i64
  call i32 (ptr, ...) @printf(ptr @fro, i64 %z1370, i32 %ox1369)
  call i32 (ptr, ...) @printf(ptr @f2, ptr @nm17, i32 32, i64 4294967295, i64 4294967295)
  %p1371 = call { i32, i1 } @llvm.usub.with.overflow.i32(i32 -1, i32 -1)
  %v1371 = extractvalue { i32, i1 } %p1371, 0
  %o1371 = extractvalue { i32, i1 } %p1371, 1
  %ox1371 = zext i1 %o1371 to i32
  %z1372 = zext i32 %v1371 to i64
  call i32 (ptr, ...) @printf(ptr @fro, i64 %z1372, i32 %ox1371)
  call i32 (ptr, ...) @printf(ptr @f2, ptr @nm17, i32 32, i64 2309737967, i64 48)
  %p1373 = call { i32, i1 } @llvm.usub.with.overflow.i32(i32 -1985229329, i32 48)
  %v1373 = extractvalue { i32, i1 } %p1373, 0
  %o1373 = extractvalue { i32, i1 } %p1373, 1
  %ox1373 = zext i1 %o1373 to i32
  %z1374 = zext i32 %v1373 to i64
  call i32 (ptr, ...) @printf(ptr @fro, i64 %z1374, i32 %ox1373)
  call i32 (ptr, ...) @printf(ptr @f2, ptr @nm17, i32 32, i64 0, i64 2147483648)
  %p1375 = call { i32, i1 } @llvm.usub.with.overflow.i32(i32 0, i32 -2147483648)
  %v1375 = extractvalue { i32, i1 } %p1375, 0
  %o1375 = extractvalue { i32, i1 } %p1375, 1
  %ox1375 = zext i1 %o1375 to i32
  %z1376 = zext i32 %v1375 to i64
  call i32 (ptr, ...) @printf(ptr @fro, i64 %z1376, i32 %ox1375)
  call i32 (ptr, ...) @printf(ptr @f2, ptr @nm17, i32 32, i64 5, i64 3)
  %p1377 = call { i32, i1 } @llvm.usub.with.overflow.i32(i32 5, i32 3)
  %v1377 = extractvalue { i32, i1 } %p1377, 0
  %o1377 = extractvalue { i32, i1 } %p1377, 1
  %ox1377 = zext i1 %o1377 to i32
  %z1378 = zext i32 %v1377 to i64
  call i32 (ptr, ...) @printf(ptr @fro, i64 %z1378, i32 %ox1377)
  call i32 (ptr, ...) @printf(ptr @f2, ptr @nm17, i32 32, i64 2147483647, i64 2)
  %p1379 = call { i32, i1 } @llvm.usub.with.overflow.i32(i32 2147483647, i32 2)
  %v1379 = extractvalue { i32, i1 } %p1379, 0
  %o1379 = extractvalue { i32, i1 } %p1379, 1
  %ox1379 = zext i1 %o1379 to i32
  %z1380 = zext i32 %v1379 to i64
  call i32 (ptr, ...) @printf(ptr @fro, i64 %z1380, i32 %ox1379)
  call i32 (ptr, ...) @printf(ptr @f2, ptr @nm17, i32 32, i64 2147483648, i64 1)
  %p1381 = call { i32, i1 } @llvm.usub.with.overflow.i32(i32 -2147483648, i32 1)
  %v1381 = extractvalue { i32, i1 } %p1381, 0
  %o1381 = extractvalue { i32, i1 } %p1381, 1
  %ox1381 = zext i1 %o1381 to i32
  %z1382 = zext i32 %v1381 to i64
  call i32 (ptr, ...) @printf(ptr @fro, i64 %z1382, i32 %ox1381)
  call i32 (ptr, ...) @printf(ptr @f2, ptr @nm14, i32 64, i64 9223372036854775807, i64 1)
  %p1648 = call { i64, i1 } @llvm.sadd.with.overflow.i64(i64 9223372036854775807, i64 1)
  %v1648 = extractvalue { i64, i1 } %p1648, 0
  %o1648 = extractvalue { i64, i1 } %p1648, 1
  %ox1648 = zext i1 %o1648 to i32
  call i32 (ptr, ...) @printf(ptr @fro, i64 %v1648, i32 %ox1648)
  call i32 (ptr, ...) @printf(ptr @f2, ptr @nm14, i32 64, i64 9223372036854775808, i64 18446744073709551615)
  %p1649 = call { i64, i1 } @llvm.sadd.with.overflow.i64(i64 -9223372036854775808, i64 -1)
  %v1649 = extractvalue { i64, i1 } %p1649, 0
  %o1649 = extractvalue { i64, i1 } %p1649, 1
  %ox1649 = zext i1 %o1649 to i32
  call i32 (ptr, ...) @printf(ptr @fro, i64 %v1649, i32 %ox1649)
  call i32 (ptr, ...) @printf(ptr @f2, ptr @nm14, i32 64, i64 18446744073709551615, i64 18446744073709551615)
  %p1650 = call { i64, i1 } @llvm.sadd.with.overflow.i64(i64 -1, i64 -1)
  %v1650 = extractvalue { i64, i1 } %p1650, 0
  %o1650 = extractvalue { i64, i1 } %p1650, 1
  %ox1650 = zext i1 %o1650 to i32
  call i32 (ptr, ...) @printf(ptr @fro, i64 %v1650, i32 %ox1650)
  call i32 (ptr, ...) @printf(ptr @f2, ptr @nm14, i32 64, i64 81985529216486895, i64 48)
  %p1651 = call { i64, i1 } @llvm.sadd.with.overflow.i64(i64 81985529216486895, i64 48)
  %v1651 = extractvalue { i64, i1 } %p1651, 0
  %o1651 = extractvalue { i64, i1 } %p1651, 1
  %ox1651 = zext i1 %o1651 to i32
  call i32 (ptr, ...) @printf(ptr @fro, i64 %v1651, i32 %ox1651)
  call i32 (ptr, ...) @printf(ptr @f2, ptr @nm14, i32 64, i64 0, i64 9223372036854775808)
  %p1652 = call { i64, i1 } @llvm.sadd.with.overflow.i64(i64 0, i64 -9223372036854775808)
  %v1652 = extractvalue { i64, i1 } %p1652, 0
  %o1652 = extractvalue { i64, i1 } %p1652, 1
  %ox1652 = zext i1 %o1652 to i32
  call i32 (ptr, ...) @printf(ptr @fro, i64 %v1652, i32 %ox1652)
  call i32 (ptr, ...) @printf(ptr @f2, ptr @nm14, i32 64, i64 5, i64 3)
  %p1653 = call { i64, i1 } @llvm.sadd.with.overflow.i64(i64 5, i64 3)
  %v1653 = extractvalue { i64, i1 } %p1653, 0
  %o1653 = extractvalue { i64, i1 } %p1653, 1
  %ox1653 = zext i1 %o1653 to i32
  call i32 (ptr, ...) @printf(ptr @fro, i64 %v1653, i32 %ox1653)
  call i32 (ptr, ...) @printf(ptr @f2, ptr @nm14, i32 64, i64 9223372036854775807, i64 2)
  %p1654 = call { i64, i1 } @llvm.sadd.with.overflow.i64(i64 9223372036854775807, i64 2)
  %v1654 = extractvalue { i64, i1 } %p1654, 0
  %o1654 = extractvalue { i64, i1 } %p1654, 1
  %ox1654 = zext i1 %o1654 to i32
  call i32 (ptr, ...) @printf(ptr @fro, i64 %v1654, i32 %ox1654)
  call i32 (ptr, ...) @printf(ptr @f2, ptr @nm14, i32 64, i64 9223372036854775808, i64 1)
  %p1655 = call { i64, i1 } @llvm.sadd.with.overflow.i64(i64 -9223372036854775808, i64 1)
  %v1655 = extractvalue { i64, i1 } %p1655, 0
  %o1655 = extractvalue { i64, i1 } %p1655, 1
  %ox1655 = zext i1 %o1655 to i32
  call i32 (ptr, ...) @printf(ptr @fro, i64 %v1655, i32 %ox1655)
  call i32 (ptr, ...) @printf(ptr @f2, ptr @nm15, i32 64, i64 9223372036854775807, i64 1)
  %p1656 = call { i64, i1 } @llvm.uadd.with.overflow.i64(i64 9223372036854775807, i64 1)
  %v1656 = extractvalue { i64, i1 } %p1656, 0
  %o1656 = extractvalue { i64, i1 } %p1656, 1
  %ox1656 = zext i1 %o1656 to i32
  call i32 (ptr, ...) @printf(ptr @fro, i64 %v1656, i32 %ox1656)
  call i32 (ptr, ...) @printf(ptr @f2, ptr @nm15, i32 64, i64 9223372036854775808, i64 18446744073709551615)
  %p1657 = call { i64, i1 } @llvm.uadd.with.overflow.i64(i64 -9223372036854775808, i64 -1)
  %v1657 = extractvalue { i64, i1 } %p1657, 0
  %o1657 = extractvalue { i64, i1 } %p1657, 1
  %ox1657 = zext i1 %o1657 to i32
  call i32 (ptr, ...) @printf(ptr @fro, i64 %v1657, i32 %ox1657)
  call i32 (ptr, ...) @printf(ptr @f2, ptr @nm15, i32 64, i64 18446744073709551615, i64 18446744073709551615)
  %p1658 = call { i64, i1 } @llvm.uadd.with.overflow.i64(i64 -1, i64 -1)
  %v1658 = extractvalue { i64, i1 } %p1658, 0
  %o1658 = extractvalue { i64, i1 } %p1658, 1
  %ox1658 = zext i1 %o1658 to i32
  call i32 (ptr, ...) @printf(ptr @fro, i64 %v1658, i32 %ox1658)
  call i32 (ptr, ...) @printf(ptr @f2, ptr @nm15, i32 64, i64 81985529216486895, i64 48)
  %p1659 = call { i64, i1 } @llvm.uadd.with.overflow.i64(i64 81985529216486895, i64 48)
  %v1659 = extractvalue { i64, i1 } %p1659, 0
  %o1659 = extractvalue { i64, i1 } %p1659, 1
  %ox1659 = zext i1 %o1659 to i32
  call i32 (ptr, ...) @printf(ptr @fro, i64 %v1659, i32 %ox1659)
  call i32 (ptr, ...) @printf(ptr @f2, ptr @nm15, i32 64, i64 0, i64 9223372036854775808)
  %p1660 = call { i64, i1 } @llvm.uadd.with.overflow.i64(i64 0, i64 -9223372036854775808)
  %v1660 = extractvalue { i64, i1 } %p1660, 0
  %o1660 = extractvalue { i64, i1 } %p1660, 1
  %ox1660 = zext i1 %o1660 to i32
  call i32 (ptr, ...) @printf(ptr @fro, i64 %v1660, i32 %ox1660)
  call i32 (ptr, ...) @printf(ptr @f2, ptr @nm15, i32 64, i64 5, i64 3)
  %p1661 = call { i64, i1 } @llvm.uadd.with.overflow.i64(i64 5, i64 3)
  %v1661 = extractvalue { i64, i1 } %p1661, 0
  %o1661 = extractvalue { i64, i1 } %p1661, 1
  %ox1661 = zext i1 %o1661 to i32
  call i32 (ptr, ...) @printf(ptr @fro, i64 %v1661, i32 %ox1661)
  call i32 (ptr, ...) @printf(ptr @f2, ptr @nm15, i32 64, i64 9223372036854775807, i64 2)
  %p1662 = call { i64, i1 } @llvm.uadd.with.overflow.i64(i64 9223372036854775807, i64 2)
  %v1662 = extractvalue { i64, i1 } %p1662, 0
  %o1662 = extractvalue { i64, i1 } %p1662, 1
  %ox1662 = zext i1 %o1662 to i32
  call i32 (ptr, ...) @printf(ptr @fro, i64 %v1662, i32 %ox1662)
  call i32 (ptr, ...) @printf(ptr @f2, ptr @nm15, i32 64, i64 9223372036854775808, i64 1)
  %p1663 = call { i64, i1 } @llvm.uadd.with.overflow.i64(i64 -9223372036854775808, i64 1)
  %v1663 = extractvalue { i64, i1 } %p1663, 0
  %o1663 = extractvalue { i64, i1 } %p1663, 1
  %ox1663 = zext i1 %o1663 to i32
  call i32 (ptr, ...) @printf(ptr @fro, i64 %v1663, i32 %ox1663)
  call i32 (ptr, ...) @printf(ptr @f2, ptr @nm16, i32 64, i64 9223372036854775807, i64 1)
  %p1664 = call { i64, i1 } @llvm.ssub.with.overflow.i64(i64 9223372036854775807, i64 1)
  %v1664 = extractvalue { i64, i1 } %p1664, 0
  %o1664 = extractvalue { i64, i1 } %p1664, 1
  %ox1664 = zext i1 %o1664 to i32
  call i32 (ptr, ...) @printf(ptr @fro, i64 %v1664, i32 %ox1664)
  call i32 (ptr, ...) @printf(ptr @f2, ptr @nm16, i32 64, i64 9223372036854775808, i64 18446744073709551615)
  %p1665 = call { i64, i1 } @llvm.ssub.with.overflow.i64(i64 -9223372036854775808, i64 -1)
  %v1665 = extractvalue { i64, i1 } %p1665, 0
  %o1665 = extractvalue { i64, i1 } %p1665, 1
  %ox1665 = zext i1 %o1665 to i32
  call i32 (ptr, ...) @printf(ptr @fro, i64 %v1665, i32 %ox1665)
  call i32 (ptr, ...) @printf(ptr @f2, ptr @nm16, i32 64, i64 18446744073709551615, i64 18446744073709551615)
  %p1666 = call { i64, i1 } @llvm.ssub.with.overflow.i64(i64 -1, i64 -1)
  %v1666 = extractvalue { i64, i1 } %p1666, 0
  %o1666 = extractvalue { i64, i1 } %p1666, 1
  %ox1666 = zext i1 %o1666 to i32
  call i32 (ptr, ...) @printf(ptr @fro, i64 %v1666, i32 %ox1666)
  call i32 (ptr, ...) @printf(ptr @f2, ptr @nm16, i32 64, i64 81985529216486895, i64 48)
  %p1667 = call { i64, i1 } @llvm.ssub.with.overflow.i64(i64 81985529216486895, i64 48)
  %v1667 = extractvalue { i64, i1 } %p1667, 0
  %o1667 = extractvalue { i64, i1 } %p1667, 1
  %ox1667 = zext i1 %o1667 to i32
  call i32 (ptr, ...) @printf(ptr @fro, i64 %v1667, i32 %ox1667)
  call i32 (ptr, ...) @printf(ptr @f2, ptr @nm16, i32 64, i64 0, i64 9223372036854775808)
  %p1668 = call { i64, i1 } @llvm.ssub.with.overflow.i64(i64 0, i64 -9223372036854775808)
  %v1668 = extractvalue { i64, i1 } %p1668, 0
  %o1668 = extractvalue { i64, i1 } %p1668, 1
  %ox1668 = zext i1 %o1668 to i32
  call i32 (ptr, ...) @printf(ptr @fro, i64 %v1668, i32 %ox1668)
  call i32 (ptr, ...) @printf(ptr @f2, ptr @nm16, i32 64, i64 5, i64 3)
  %p1669 = call { i64, i1 } @llvm.ssub.with.overflow.i64(i64 5, i64 3)
  %v1669 = extractvalue { i64, i1 } %p1669, 0
  %o1669 = extractvalue { i64, i1 } %p1669, 1
  %ox1669 = zext i1 %o1669 to i32
  call i32 (ptr, ...) @printf(ptr @fro, i64 %v1669, i32 %ox1669)
  call i32 (ptr, ...) @printf(ptr @f2, ptr @nm16, i32 64, i64 9223372036854775807, i64 2)
  %p1670 = call { i64, i1 } @llvm.ssub.with.overflow.i64(i64 9223372036854775807, i64 2)
  %v1670 = extractvalue { i64, i1 } %p1670, 0
  %o1670 = extractvalue { i64, i1 } %p1670, 1
  %ox1670 = zext i1 %o1670 to i32
  call i32 (ptr, ...) @printf(ptr @fro, i64 %v1670, i32 %ox1670)
  call i32 (ptr, ...) @printf(ptr @f2, ptr @nm16, i32 64, i64 9223372036854775808, i64 1)
  %p1671 = call { i64, i1 } @llvm.ssub.with.overflow.i64(i64 -9223372036854775808, i64 1)
  %v1671 = extractvalue { i64, i1 } %p1671, 0
  %o1671 = extractvalue { i64, i1 } %p1671, 1
  %ox1671 = zext i1 %o1671 to i32
  call i32 (ptr, ...) @printf(ptr @fro, i64 %v1671, i32 %ox1671)
  call i32 (ptr, ...) @printf(ptr @f2, ptr @nm17, i32 64, i64 9223372036854775807, i64 1)
  %p1672 = call { i64, i1 } @llvm.usub.with.overflow.i64(i64 9223372036854775807, i64 1)
  %v1672 = extractvalue { i64, i1 } %p1672, 0
  %o1672 = extractvalue { i64, i1 } %p1672, 1
  %ox1672 = zext i1 %o1672 to i32
  call i32 (ptr, ...) @printf(ptr @fro, i64 %v1672, i32 %ox1672)
  call i32 (ptr, ...) @printf(ptr @f2, ptr @nm17, i32 64, i64 9223372036854775808, i64 18446744073709551615)
  %p1673 = call { i64, i1 } @llvm.usub.with.overflow.i64(i64 -9223372036854775808, i64 -1)
  %v1673 = extractvalue { i64, i1 } %p1673, 0
  %o1673 = extractvalue { i64, i1 } %p1673, 1
  %ox1673 = zext i1 %o1673 to i32
  call i32 (ptr, ...) @printf(ptr @fro, i64 %v1673, i32 %ox1673)
  call i32 (ptr, ...) @printf(ptr @f2, ptr @nm17, i32 64, i64 18446744073709551615, i64 18446744073709551615)
  %p1674 = call { i64, i1 } @llvm.usub.with.overflow.i64(i64 -1, i64 -1)
  %v1674 = extractvalue { i64, i1 } %p1674, 0
  %o1674 = extractvalue { i64, i1 } %p1674, 1
  %ox1674 = zext i1 %o1674 to i32
  call i32 (ptr, ...) @printf(ptr @fro, i64 %v1674, i32 %ox1674)
  call i32 (ptr, ...) @printf(ptr @f2, ptr @nm17, i32 64, i64 81985529216486895, i64 48)
  %p1675 = call { i64, i1 } @llvm.usub.with.overflow.i64(i64 81985529216486895, i64 48)
  %v1675 = extractvalue { i64, i1 } %p1675, 0
  %o1675 = extractvalue { i64, i1 } %p1675, 1
  %ox1675 = zext i1 %o1675 to i32
  call i32 (ptr, ...) @printf(ptr @fro, i64 %v1675, i32 %ox1675)
  call i32 (ptr, ...) @printf(ptr @f2, ptr @nm17, i32 64, i64 0, i64 9223372036854775808)
  %p1676 = call { i64, i1 } @llvm.usub.with.overflow.i64(i64 0, i64 -9223372036854775808)
  %v1676 = extractvalue { i64, i1 } %p1676, 0
  %o1676 = extractvalue { i64, i1 } %p1676, 1
  %ox1676 = zext i1 %o1676 to i32
  call i32 (ptr, ...) @printf(ptr @fro, i64 %v1676, i32 %ox1676)
  call i32 (ptr, ...) @printf(ptr @f2, ptr @nm17, i32 64, i64 5, i64 3)
  %p1677 = call { i64, i1 } @llvm.usub.with.overflow.i64(i64 5, i64 3)
  %v1677 = extractvalue { i64, i1 } %p1677, 0
  %o1677 = extractvalue { i64, i1 } %p1677, 1
  %ox1677 = zext i1 %o1677 to i32
  call i32 (ptr, ...) @printf(ptr @fro, i64 %v1677, i32 %ox1677)
  call i32 (ptr, ...) @printf(ptr @f2, ptr @nm17, i32 64, i64 9223372036854775807, i64 2)
  %p1678 = call { i64, i1 } @llvm.usub.with.overflow.i64(i64 9223372036854775807, i64 2)
  %v1678 = extractvalue { i64, i1 } %p1678, 0
  %o1678 = extractvalue { i64, i1 } %p1678, 1
  %ox1678 = zext i1 %o1678 to i32
  call i32 (ptr, ...) @printf(ptr @fro, i64 %v1678, i32 %ox1678)
  call i32 (ptr, ...) @printf(ptr @f2, ptr @nm17, i32 64, i64 9223372036854775808, i64 1)
  %p1679 = call { i64, i1 } @llvm.usub.with.overflow.i64(i64 -9223372036854775808, i64 1)
  %v1679 = extractvalue { i64, i1 } %p1679, 0
  %o1679 = extractvalue { i64, i1 } %p1679, 1
  %ox1679 = zext i1 %o1679 to i32
  call i32 (ptr, ...) @printf(ptr @fro, i64 %v1679, i32 %ox1679)
  ret i32 0
}
