; llvm.bitreverse at i8 i16 i32 i64 on edge values. Split out of
; intrin_int.ll.
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
  call i32 (ptr, ...) @printf(ptr @f1, ptr @nm9, i32 8, i64 0)
  %r165 = call i8 @llvm.bitreverse.i8(i8 0)
  %z166 = zext i8 %r165 to i64
  call i32 (ptr, ...) @printf(ptr @fr, i64 %z166)
  call i32 (ptr, ...) @printf(ptr @f1, ptr @nm9, i32 8, i64 1)
  %r177 = call i8 @llvm.bitreverse.i8(i8 1)
  %z178 = zext i8 %r177 to i64
  call i32 (ptr, ...) @printf(ptr @fr, i64 %z178)
  call i32 (ptr, ...) @printf(ptr @f1, ptr @nm9, i32 8, i64 255)
  %r189 = call i8 @llvm.bitreverse.i8(i8 -1)
  %z190 = zext i8 %r189 to i64
  call i32 (ptr, ...) @printf(ptr @fr, i64 %z190)
  call i32 (ptr, ...) @printf(ptr @f1, ptr @nm9, i32 8, i64 128)
  %r201 = call i8 @llvm.bitreverse.i8(i8 -128)
  %z202 = zext i8 %r201 to i64
  call i32 (ptr, ...) @printf(ptr @fr, i64 %z202)
  call i32 (ptr, ...) @printf(ptr @f1, ptr @nm9, i32 8, i64 127)
  %r213 = call i8 @llvm.bitreverse.i8(i8 127)
  %z214 = zext i8 %r213 to i64
  call i32 (ptr, ...) @printf(ptr @fr, i64 %z214)
  call i32 (ptr, ...) @printf(ptr @f1, ptr @nm9, i32 8, i64 239)
  %r225 = call i8 @llvm.bitreverse.i8(i8 -17)
  %z226 = zext i8 %r225 to i64
  call i32 (ptr, ...) @printf(ptr @fr, i64 %z226)
  call i32 (ptr, ...) @printf(ptr @f1, ptr @nm9, i32 8, i64 48)
  %r237 = call i8 @llvm.bitreverse.i8(i8 48)
  %z238 = zext i8 %r237 to i64
  call i32 (ptr, ...) @printf(ptr @fr, i64 %z238)
  call i32 (ptr, ...) @printf(ptr @f1, ptr @nm9, i32 8, i64 5)
  %r249 = call i8 @llvm.bitreverse.i8(i8 5)
  %z250 = zext i8 %r249 to i64
  call i32 (ptr, ...) @printf(ptr @fr, i64 %z250)
  call i32 (ptr, ...) @printf(ptr @f1, ptr @nm9, i32 16, i64 0)
  %r649 = call i16 @llvm.bitreverse.i16(i16 0)
  %z650 = zext i16 %r649 to i64
  call i32 (ptr, ...) @printf(ptr @fr, i64 %z650)
  call i32 (ptr, ...) @printf(ptr @f1, ptr @nm9, i32 16, i64 1)
  %r663 = call i16 @llvm.bitreverse.i16(i16 1)
  %z664 = zext i16 %r663 to i64
  call i32 (ptr, ...) @printf(ptr @fr, i64 %z664)
  call i32 (ptr, ...) @printf(ptr @f1, ptr @nm9, i32 16, i64 65535)
  %r677 = call i16 @llvm.bitreverse.i16(i16 -1)
  %z678 = zext i16 %r677 to i64
  call i32 (ptr, ...) @printf(ptr @fr, i64 %z678)
  call i32 (ptr, ...) @printf(ptr @f1, ptr @nm9, i32 16, i64 32768)
  %r691 = call i16 @llvm.bitreverse.i16(i16 -32768)
  %z692 = zext i16 %r691 to i64
  call i32 (ptr, ...) @printf(ptr @fr, i64 %z692)
  call i32 (ptr, ...) @printf(ptr @f1, ptr @nm9, i32 16, i64 32767)
  %r705 = call i16 @llvm.bitreverse.i16(i16 32767)
  %z706 = zext i16 %r705 to i64
  call i32 (ptr, ...) @printf(ptr @fr, i64 %z706)
  call i32 (ptr, ...) @printf(ptr @f1, ptr @nm9, i32 16, i64 52719)
  %r719 = call i16 @llvm.bitreverse.i16(i16 -12817)
  %z720 = zext i16 %r719 to i64
  call i32 (ptr, ...) @printf(ptr @fr, i64 %z720)
  call i32 (ptr, ...) @printf(ptr @f1, ptr @nm9, i32 16, i64 48)
  %r733 = call i16 @llvm.bitreverse.i16(i16 48)
  %z734 = zext i16 %r733 to i64
  call i32 (ptr, ...) @printf(ptr @fr, i64 %z734)
  call i32 (ptr, ...) @printf(ptr @f1, ptr @nm9, i32 16, i64 5)
  %r747 = call i16 @llvm.bitreverse.i16(i16 5)
  %z748 = zext i16 %r747 to i64
  call i32 (ptr, ...) @printf(ptr @fr, i64 %z748)
  call i32 (ptr, ...) @printf(ptr @f1, ptr @nm9, i32 32, i64 0)
  %r1147 = call i32 @llvm.bitreverse.i32(i32 0)
  %z1148 = zext i32 %r1147 to i64
  call i32 (ptr, ...) @printf(ptr @fr, i64 %z1148)
  call i32 (ptr, ...) @printf(ptr @f1, ptr @nm9, i32 32, i64 1)
  %r1161 = call i32 @llvm.bitreverse.i32(i32 1)
  %z1162 = zext i32 %r1161 to i64
  call i32 (ptr, ...) @printf(ptr @fr, i64 %z1162)
  call i32 (ptr, ...) @printf(ptr @f1, ptr @nm9, i32 32, i64 4294967295)
  %r1175 = call i32 @llvm.bitreverse.i32(i32 -1)
  %z1176 = zext i32 %r1175 to i64
  call i32 (ptr, ...) @printf(ptr @fr, i64 %z1176)
  call i32 (ptr, ...) @printf(ptr @f1, ptr @nm9, i32 32, i64 2147483648)
  %r1189 = call i32 @llvm.bitreverse.i32(i32 -2147483648)
  %z1190 = zext i32 %r1189 to i64
  call i32 (ptr, ...) @printf(ptr @fr, i64 %z1190)
  call i32 (ptr, ...) @printf(ptr @f1, ptr @nm9, i32 32, i64 2147483647)
  %r1203 = call i32 @llvm.bitreverse.i32(i32 2147483647)
  %z1204 = zext i32 %r1203 to i64
  call i32 (ptr, ...) @printf(ptr @fr, i64 %z1204)
  call i32 (ptr, ...) @printf(ptr @f1, ptr @nm9, i32 32, i64 2309737967)
  %r1217 = call i32 @llvm.bitreverse.i32(i32 -1985229329)
  %z1218 = zext i32 %r1217 to i64
  call i32 (ptr, ...) @printf(ptr @fr, i64 %z1218)
  call i32 (ptr, ...) @printf(ptr @f1, ptr @nm9, i32 32, i64 48)
  %r1231 = call i32 @llvm.bitreverse.i32(i32 48)
  %z1232 = zext i32 %r1231 to i64
  call i32 (ptr, ...) @printf(ptr @fr, i64 %z1232)
  call i32 (ptr, ...) @printf(ptr @f1, ptr @nm9, i32 32, i64 5)
  %r1245 = call i32 @llvm.bitreverse.i32(i32 5)
  %z1246 = zext i32 %r1245 to i64
  call i32 (ptr, ...) @printf(ptr @fr, i64 %z1246)
  call i32 (ptr, ...) @printf(ptr @f1, ptr @nm9, i32 64, i64 0)
  %r1562 = call i64 @llvm.bitreverse.i64(i64 0)
  call i32 (ptr, ...) @printf(ptr @fr, i64 %r1562)
  call i32 (ptr, ...) @printf(ptr @f1, ptr @nm9, i32 64, i64 1)
  %r1569 = call i64 @llvm.bitreverse.i64(i64 1)
  call i32 (ptr, ...) @printf(ptr @fr, i64 %r1569)
  call i32 (ptr, ...) @printf(ptr @f1, ptr @nm9, i32 64, i64 18446744073709551615)
  %r1576 = call i64 @llvm.bitreverse.i64(i64 -1)
  call i32 (ptr, ...) @printf(ptr @fr, i64 %r1576)
  call i32 (ptr, ...) @printf(ptr @f1, ptr @nm9, i32 64, i64 9223372036854775808)
  %r1583 = call i64 @llvm.bitreverse.i64(i64 -9223372036854775808)
  call i32 (ptr, ...) @printf(ptr @fr, i64 %r1583)
  call i32 (ptr, ...) @printf(ptr @f1, ptr @nm9, i32 64, i64 9223372036854775807)
  %r1590 = call i64 @llvm.bitreverse.i64(i64 9223372036854775807)
  call i32 (ptr, ...) @printf(ptr @fr, i64 %r1590)
  call i32 (ptr, ...) @printf(ptr @f1, ptr @nm9, i32 64, i64 81985529216486895)
  %r1597 = call i64 @llvm.bitreverse.i64(i64 81985529216486895)
  call i32 (ptr, ...) @printf(ptr @fr, i64 %r1597)
  call i32 (ptr, ...) @printf(ptr @f1, ptr @nm9, i32 64, i64 48)
  %r1604 = call i64 @llvm.bitreverse.i64(i64 48)
  call i32 (ptr, ...) @printf(ptr @fr, i64 %r1604)
  call i32 (ptr, ...) @printf(ptr @f1, ptr @nm9, i32 64, i64 5)
  %r1611 = call i64 @llvm.bitreverse.i64(i64 5)
  call i32 (ptr, ...) @printf(ptr @fr, i64 %r1611)
  ret i32 0
}
