; Integer intrinsics at i128: ctpop ctlz cttz bswap bitreverse fshl and
; uadd/usub/sadd/ssub.with.overflow. Split out of intrin_int.ll.
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
  call i32 (ptr, ...) @printf(ptr @f1, ptr @nm6, i32 128, i64 0)
  %r1728 = call i128 @llvm.ctpop.i128(i128 0)
  %h1729 = lshr i128 %r1728, 64
  %hh1729 = trunc i128 %h1729 to i64
  %ll1729 = trunc i128 %r1728 to i64
  call i32 (ptr, ...) @printf(ptr @fr128, i64 %hh1729, i64 %ll1729)
  call i32 (ptr, ...) @printf(ptr @f1, ptr @nm7, i32 128, i64 0)
  %r1730 = call i128 @llvm.ctlz.i128(i128 0, i1 false)
  %h1731 = lshr i128 %r1730, 64
  %hh1731 = trunc i128 %h1731 to i64
  %ll1731 = trunc i128 %r1730 to i64
  call i32 (ptr, ...) @printf(ptr @fr128, i64 %hh1731, i64 %ll1731)
  call i32 (ptr, ...) @printf(ptr @f1, ptr @nm8, i32 128, i64 0)
  %r1732 = call i128 @llvm.cttz.i128(i128 0, i1 false)
  %h1733 = lshr i128 %r1732, 64
  %hh1733 = trunc i128 %h1733 to i64
  %ll1733 = trunc i128 %r1732 to i64
  call i32 (ptr, ...) @printf(ptr @fr128, i64 %hh1733, i64 %ll1733)
  call i32 (ptr, ...) @printf(ptr @f1, ptr @nm24, i32 128, i64 0)
  %r1734 = call i128 @llvm.bswap.i128(i128 0)
  %h1735 = lshr i128 %r1734, 64
  %hh1735 = trunc i128 %h1735 to i64
  %ll1735 = trunc i128 %r1734 to i64
  call i32 (ptr, ...) @printf(ptr @fr128, i64 %hh1735, i64 %ll1735)
  call i32 (ptr, ...) @printf(ptr @f1, ptr @nm9, i32 128, i64 0)
  %r1736 = call i128 @llvm.bitreverse.i128(i128 0)
  %h1737 = lshr i128 %r1736, 64
  %hh1737 = trunc i128 %h1737 to i64
  %ll1737 = trunc i128 %r1736 to i64
  call i32 (ptr, ...) @printf(ptr @fr128, i64 %hh1737, i64 %ll1737)
  call i32 (ptr, ...) @printf(ptr @f1, ptr @nm6, i32 128, i64 1)
  %r1738 = call i128 @llvm.ctpop.i128(i128 1)
  %h1739 = lshr i128 %r1738, 64
  %hh1739 = trunc i128 %h1739 to i64
  %ll1739 = trunc i128 %r1738 to i64
  call i32 (ptr, ...) @printf(ptr @fr128, i64 %hh1739, i64 %ll1739)
  call i32 (ptr, ...) @printf(ptr @f1, ptr @nm7, i32 128, i64 1)
  %r1740 = call i128 @llvm.ctlz.i128(i128 1, i1 false)
  %h1741 = lshr i128 %r1740, 64
  %hh1741 = trunc i128 %h1741 to i64
  %ll1741 = trunc i128 %r1740 to i64
  call i32 (ptr, ...) @printf(ptr @fr128, i64 %hh1741, i64 %ll1741)
  call i32 (ptr, ...) @printf(ptr @f1, ptr @nm8, i32 128, i64 1)
  %r1742 = call i128 @llvm.cttz.i128(i128 1, i1 false)
  %h1743 = lshr i128 %r1742, 64
  %hh1743 = trunc i128 %h1743 to i64
  %ll1743 = trunc i128 %r1742 to i64
  call i32 (ptr, ...) @printf(ptr @fr128, i64 %hh1743, i64 %ll1743)
  call i32 (ptr, ...) @printf(ptr @f1, ptr @nm24, i32 128, i64 1)
  %r1744 = call i128 @llvm.bswap.i128(i128 1)
  %h1745 = lshr i128 %r1744, 64
  %hh1745 = trunc i128 %h1745 to i64
  %ll1745 = trunc i128 %r1744 to i64
  call i32 (ptr, ...) @printf(ptr @fr128, i64 %hh1745, i64 %ll1745)
  call i32 (ptr, ...) @printf(ptr @f1, ptr @nm9, i32 128, i64 1)
  %r1746 = call i128 @llvm.bitreverse.i128(i128 1)
  %h1747 = lshr i128 %r1746, 64
  %hh1747 = trunc i128 %h1747 to i64
  %ll1747 = trunc i128 %r1746 to i64
  call i32 (ptr, ...) @printf(ptr @fr128, i64 %hh1747, i64 %ll1747)
  call i32 (ptr, ...) @printf(ptr @f1, ptr @nm6, i32 128, i64 0)
  %r1748 = call i128 @llvm.ctpop.i128(i128 -1)
  %h1749 = lshr i128 %r1748, 64
  %hh1749 = trunc i128 %h1749 to i64
  %ll1749 = trunc i128 %r1748 to i64
  call i32 (ptr, ...) @printf(ptr @fr128, i64 %hh1749, i64 %ll1749)
  call i32 (ptr, ...) @printf(ptr @f1, ptr @nm7, i32 128, i64 0)
  %r1750 = call i128 @llvm.ctlz.i128(i128 -1, i1 false)
  %h1751 = lshr i128 %r1750, 64
  %hh1751 = trunc i128 %h1751 to i64
  %ll1751 = trunc i128 %r1750 to i64
  call i32 (ptr, ...) @printf(ptr @fr128, i64 %hh1751, i64 %ll1751)
  call i32 (ptr, ...) @printf(ptr @f1, ptr @nm8, i32 128, i64 0)
  %r1752 = call i128 @llvm.cttz.i128(i128 -1, i1 false)
  %h1753 = lshr i128 %r1752, 64
  %hh1753 = trunc i128 %h1753 to i64
  %ll1753 = trunc i128 %r1752 to i64
  call i32 (ptr, ...) @printf(ptr @fr128, i64 %hh1753, i64 %ll1753)
  call i32 (ptr, ...) @printf(ptr @f1, ptr @nm24, i32 128, i64 0)
  %r1754 = call i128 @llvm.bswap.i128(i128 -1)
  %h1755 = lshr i128 %r1754, 64
  %hh1755 = trunc i128 %h1755 to i64
  %ll1755 = trunc i128 %r1754 to i64
  call i32 (ptr, ...) @printf(ptr @fr128, i64 %hh1755, i64 %ll1755)
  call i32 (ptr, ...) @printf(ptr @f1, ptr @nm9, i32 128, i64 0)
  %r1756 = call i128 @llvm.bitreverse.i128(i128 -1)
  %h1757 = lshr i128 %r1756, 64
  %hh1757 = trunc i128 %h1757 to i64
  %ll1757 = trunc i128 %r1756 to i64
  call i32 (ptr, ...) @printf(ptr @fr128, i64 %hh1757, i64 %ll1757)
  call i32 (ptr, ...) @printf(ptr @f1, ptr @nm6, i32 128, i64 9223372036854775808)
  %r1758 = call i128 @llvm.ctpop.i128(i128 -170141183460469231731687303715884105728)
  %h1759 = lshr i128 %r1758, 64
  %hh1759 = trunc i128 %h1759 to i64
  %ll1759 = trunc i128 %r1758 to i64
  call i32 (ptr, ...) @printf(ptr @fr128, i64 %hh1759, i64 %ll1759)
  call i32 (ptr, ...) @printf(ptr @f1, ptr @nm7, i32 128, i64 9223372036854775808)
  %r1760 = call i128 @llvm.ctlz.i128(i128 -170141183460469231731687303715884105728, i1 false)
  %h1761 = lshr i128 %r1760, 64
  %hh1761 = trunc i128 %h1761 to i64
  %ll1761 = trunc i128 %r1760 to i64
  call i32 (ptr, ...) @printf(ptr @fr128, i64 %hh1761, i64 %ll1761)
  call i32 (ptr, ...) @printf(ptr @f1, ptr @nm8, i32 128, i64 9223372036854775808)
  %r1762 = call i128 @llvm.cttz.i128(i128 -170141183460469231731687303715884105728, i1 false)
  %h1763 = lshr i128 %r1762, 64
  %hh1763 = trunc i128 %h1763 to i64
  %ll1763 = trunc i128 %r1762 to i64
  call i32 (ptr, ...) @printf(ptr @fr128, i64 %hh1763, i64 %ll1763)
  call i32 (ptr, ...) @printf(ptr @f1, ptr @nm24, i32 128, i64 9223372036854775808)
  %r1764 = call i128 @llvm.bswap.i128(i128 -170141183460469231731687303715884105728)
  %h1765 = lshr i128 %r1764, 64
  %hh1765 = trunc i128 %h1765 to i64
  %ll1765 = trunc i128 %r1764 to i64
  call i32 (ptr, ...) @printf(ptr @fr128, i64 %hh1765, i64 %ll1765)
  call i32 (ptr, ...) @printf(ptr @f1, ptr @nm9, i32 128, i64 9223372036854775808)
  %r1766 = call i128 @llvm.bitreverse.i128(i128 -170141183460469231731687303715884105728)
  %h1767 = lshr i128 %r1766, 64
  %hh1767 = trunc i128 %h1767 to i64
  %ll1767 = trunc i128 %r1766 to i64
  call i32 (ptr, ...) @printf(ptr @fr128, i64 %hh1767, i64 %ll1767)
  call i32 (ptr, ...) @printf(ptr @f1, ptr @nm6, i32 128, i64 9223372036854775808)
  %r1768 = call i128 @llvm.ctpop.i128(i128 170141183460469231731687303715884105727)
  %h1769 = lshr i128 %r1768, 64
  %hh1769 = trunc i128 %h1769 to i64
  %ll1769 = trunc i128 %r1768 to i64
  call i32 (ptr, ...) @printf(ptr @fr128, i64 %hh1769, i64 %ll1769)
  call i32 (ptr, ...) @printf(ptr @f1, ptr @nm7, i32 128, i64 9223372036854775808)
  %r1770 = call i128 @llvm.ctlz.i128(i128 170141183460469231731687303715884105727, i1 false)
  %h1771 = lshr i128 %r1770, 64
  %hh1771 = trunc i128 %h1771 to i64
  %ll1771 = trunc i128 %r1770 to i64
  call i32 (ptr, ...) @printf(ptr @fr128, i64 %hh1771, i64 %ll1771)
  call i32 (ptr, ...) @printf(ptr @f1, ptr @nm8, i32 128, i64 9223372036854775808)
  %r1772 = call i128 @llvm.cttz.i128(i128 170141183460469231731687303715884105727, i1 false)
  %h1773 = lshr i128 %r1772, 64
  %hh1773 = trunc i128 %h1773 to i64
  %ll1773 = trunc i128 %r1772 to i64
  call i32 (ptr, ...) @printf(ptr @fr128, i64 %hh1773, i64 %ll1773)
  call i32 (ptr, ...) @printf(ptr @f1, ptr @nm24, i32 128, i64 9223372036854775808)
  %r1774 = call i128 @llvm.bswap.i128(i128 170141183460469231731687303715884105727)
  %h1775 = lshr i128 %r1774, 64
  %hh1775 = trunc i128 %h1775 to i64
  %ll1775 = trunc i128 %r1774 to i64
  call i32 (ptr, ...) @printf(ptr @fr128, i64 %hh1775, i64 %ll1775)
  call i32 (ptr, ...) @printf(ptr @f1, ptr @nm9, i32 128, i64 9223372036854775808)
  %r1776 = call i128 @llvm.bitreverse.i128(i128 170141183460469231731687303715884105727)
  %h1777 = lshr i128 %r1776, 64
  %hh1777 = trunc i128 %h1777 to i64
  %ll1777 = trunc i128 %r1776 to i64
  call i32 (ptr, ...) @printf(ptr @fr128, i64 %hh1777, i64 %ll1777)
  call i32 (ptr, ...) @printf(ptr @f1, ptr @nm6, i32 128, i64 18446744073709551615)
  %r1778 = call i128 @llvm.ctpop.i128(i128 1512366075204170947332355369683137040)
  %h1779 = lshr i128 %r1778, 64
  %hh1779 = trunc i128 %h1779 to i64
  %ll1779 = trunc i128 %r1778 to i64
  call i32 (ptr, ...) @printf(ptr @fr128, i64 %hh1779, i64 %ll1779)
  call i32 (ptr, ...) @printf(ptr @f1, ptr @nm7, i32 128, i64 18446744073709551615)
  %r1780 = call i128 @llvm.ctlz.i128(i128 1512366075204170947332355369683137040, i1 false)
  %h1781 = lshr i128 %r1780, 64
  %hh1781 = trunc i128 %h1781 to i64
  %ll1781 = trunc i128 %r1780 to i64
  call i32 (ptr, ...) @printf(ptr @fr128, i64 %hh1781, i64 %ll1781)
  call i32 (ptr, ...) @printf(ptr @f1, ptr @nm8, i32 128, i64 18446744073709551615)
  %r1782 = call i128 @llvm.cttz.i128(i128 1512366075204170947332355369683137040, i1 false)
  %h1783 = lshr i128 %r1782, 64
  %hh1783 = trunc i128 %h1783 to i64
  %ll1783 = trunc i128 %r1782 to i64
  call i32 (ptr, ...) @printf(ptr @fr128, i64 %hh1783, i64 %ll1783)
  call i32 (ptr, ...) @printf(ptr @f1, ptr @nm24, i32 128, i64 18446744073709551615)
  %r1784 = call i128 @llvm.bswap.i128(i128 1512366075204170947332355369683137040)
  %h1785 = lshr i128 %r1784, 64
  %hh1785 = trunc i128 %h1785 to i64
  %ll1785 = trunc i128 %r1784 to i64
  call i32 (ptr, ...) @printf(ptr @fr128, i64 %hh1785, i64 %ll1785)
  call i32 (ptr, ...) @printf(ptr @f1, ptr @nm9, i32 128, i64 18446744073709551615)
  %r1786 = call i128 @llvm.bitreverse.i128(i128 1512366075204170947332355369683137040)
  %h1787 = lshr i128 %r1786, 64
  %hh1787 = trunc i128 %h1787 to i64
  %ll1787 = trunc i128 %r1786 to i64
  call i32 (ptr, ...) @printf(ptr @fr128, i64 %hh1787, i64 %ll1787)
  call i32 (ptr, ...) @printf(ptr @f1, ptr @nm6, i32 128, i64 1)
  %r1788 = call i128 @llvm.ctpop.i128(i128 18446744073709551616)
  %h1789 = lshr i128 %r1788, 64
  %hh1789 = trunc i128 %h1789 to i64
  %ll1789 = trunc i128 %r1788 to i64
  call i32 (ptr, ...) @printf(ptr @fr128, i64 %hh1789, i64 %ll1789)
  call i32 (ptr, ...) @printf(ptr @f1, ptr @nm7, i32 128, i64 1)
  %r1790 = call i128 @llvm.ctlz.i128(i128 18446744073709551616, i1 false)
  %h1791 = lshr i128 %r1790, 64
  %hh1791 = trunc i128 %h1791 to i64
  %ll1791 = trunc i128 %r1790 to i64
  call i32 (ptr, ...) @printf(ptr @fr128, i64 %hh1791, i64 %ll1791)
  call i32 (ptr, ...) @printf(ptr @f1, ptr @nm8, i32 128, i64 1)
  %r1792 = call i128 @llvm.cttz.i128(i128 18446744073709551616, i1 false)
  %h1793 = lshr i128 %r1792, 64
  %hh1793 = trunc i128 %h1793 to i64
  %ll1793 = trunc i128 %r1792 to i64
  call i32 (ptr, ...) @printf(ptr @fr128, i64 %hh1793, i64 %ll1793)
  call i32 (ptr, ...) @printf(ptr @f1, ptr @nm24, i32 128, i64 1)
  %r1794 = call i128 @llvm.bswap.i128(i128 18446744073709551616)
  %h1795 = lshr i128 %r1794, 64
  %hh1795 = trunc i128 %h1795 to i64
  %ll1795 = trunc i128 %r1794 to i64
  call i32 (ptr, ...) @printf(ptr @fr128, i64 %hh1795, i64 %ll1795)
  call i32 (ptr, ...) @printf(ptr @f1, ptr @nm9, i32 128, i64 1)
  %r1796 = call i128 @llvm.bitreverse.i128(i128 18446744073709551616)
  %h1797 = lshr i128 %r1796, 64
  %hh1797 = trunc i128 %h1797 to i64
  %ll1797 = trunc i128 %r1796 to i64
  call i32 (ptr, ...) @printf(ptr @fr128, i64 %hh1797, i64 %ll1797)
  call i32 (ptr, ...) @printf(ptr @f1, ptr @nm6, i32 128, i64 15360)
  %r1798 = call i128 @llvm.ctpop.i128(i128 283341988972178712821760)
  %h1799 = lshr i128 %r1798, 64
  %hh1799 = trunc i128 %h1799 to i64
  %ll1799 = trunc i128 %r1798 to i64
  call i32 (ptr, ...) @printf(ptr @fr128, i64 %hh1799, i64 %ll1799)
  call i32 (ptr, ...) @printf(ptr @f1, ptr @nm7, i32 128, i64 15360)
  %r1800 = call i128 @llvm.ctlz.i128(i128 283341988972178712821760, i1 false)
  %h1801 = lshr i128 %r1800, 64
  %hh1801 = trunc i128 %h1801 to i64
  %ll1801 = trunc i128 %r1800 to i64
  call i32 (ptr, ...) @printf(ptr @fr128, i64 %hh1801, i64 %ll1801)
  call i32 (ptr, ...) @printf(ptr @f1, ptr @nm8, i32 128, i64 15360)
  %r1802 = call i128 @llvm.cttz.i128(i128 283341988972178712821760, i1 false)
  %h1803 = lshr i128 %r1802, 64
  %hh1803 = trunc i128 %h1803 to i64
  %ll1803 = trunc i128 %r1802 to i64
  call i32 (ptr, ...) @printf(ptr @fr128, i64 %hh1803, i64 %ll1803)
  call i32 (ptr, ...) @printf(ptr @f1, ptr @nm24, i32 128, i64 15360)
  %r1804 = call i128 @llvm.bswap.i128(i128 283341988972178712821760)
  %h1805 = lshr i128 %r1804, 64
  %hh1805 = trunc i128 %h1805 to i64
  %ll1805 = trunc i128 %r1804 to i64
  call i32 (ptr, ...) @printf(ptr @fr128, i64 %hh1805, i64 %ll1805)
  call i32 (ptr, ...) @printf(ptr @f1, ptr @nm9, i32 128, i64 15360)
  %r1806 = call i128 @llvm.bitreverse.i128(i128 283341988972178712821760)
  %h1807 = lshr i128 %r1806, 64
  %hh1807 = trunc i128 %h1807 to i64
  %ll1807 = trunc i128 %r1806 to i64
  call i32 (ptr, ...) @printf(ptr @fr128, i64 %hh1807, i64 %ll1807)
  call i32 (ptr, ...) @printf(ptr @f3, ptr @nm12, i32 128, i64 18446744073709551615, i64 0, i64 0)
  %r1808 = call i128 @llvm.fshl.i128(i128 1512366075204170947332355369683137040, i128 -1, i128 0)
  %h1809 = lshr i128 %r1808, 64
  %hh1809 = trunc i128 %h1809 to i64
  %ll1809 = trunc i128 %r1808 to i64
  call i32 (ptr, ...) @printf(ptr @fr128, i64 %hh1809, i64 %ll1809)
  call i32 (ptr, ...) @printf(ptr @f3, ptr @nm12, i32 128, i64 18446744073709551615, i64 0, i64 1)
  %r1810 = call i128 @llvm.fshl.i128(i128 1512366075204170947332355369683137040, i128 -1, i128 1)
  %h1811 = lshr i128 %r1810, 64
  %hh1811 = trunc i128 %h1811 to i64
  %ll1811 = trunc i128 %r1810 to i64
  call i32 (ptr, ...) @printf(ptr @fr128, i64 %hh1811, i64 %ll1811)
  call i32 (ptr, ...) @printf(ptr @f3, ptr @nm12, i32 128, i64 18446744073709551615, i64 0, i64 64)
  %r1812 = call i128 @llvm.fshl.i128(i128 1512366075204170947332355369683137040, i128 -1, i128 64)
  %h1813 = lshr i128 %r1812, 64
  %hh1813 = trunc i128 %h1813 to i64
  %ll1813 = trunc i128 %r1812 to i64
  call i32 (ptr, ...) @printf(ptr @fr128, i64 %hh1813, i64 %ll1813)
  call i32 (ptr, ...) @printf(ptr @f3, ptr @nm12, i32 128, i64 18446744073709551615, i64 0, i64 127)
  %r1814 = call i128 @llvm.fshl.i128(i128 1512366075204170947332355369683137040, i128 -1, i128 127)
  %h1815 = lshr i128 %r1814, 64
  %hh1815 = trunc i128 %h1815 to i64
  %ll1815 = trunc i128 %r1814 to i64
  call i32 (ptr, ...) @printf(ptr @fr128, i64 %hh1815, i64 %ll1815)
  call i32 (ptr, ...) @printf(ptr @f3, ptr @nm12, i32 128, i64 18446744073709551615, i64 0, i64 130)
  %r1816 = call i128 @llvm.fshl.i128(i128 1512366075204170947332355369683137040, i128 -1, i128 130)
  %h1817 = lshr i128 %r1816, 64
  %hh1817 = trunc i128 %h1817 to i64
  %ll1817 = trunc i128 %r1816 to i64
  call i32 (ptr, ...) @printf(ptr @fr128, i64 %hh1817, i64 %ll1817)
  call i32 (ptr, ...) @printf(ptr @f2, ptr @nm15, i32 128, i64 0, i64 1)
  %p1818 = call { i128, i1 } @llvm.uadd.with.overflow.i128(i128 -1, i128 1)
  %v1818 = extractvalue { i128, i1 } %p1818, 0
  %o1818 = extractvalue { i128, i1 } %p1818, 1
  %ox1818 = zext i1 %o1818 to i32
  %vh1818 = lshr i128 %v1818, 64
  %vt1818 = trunc i128 %vh1818 to i64
  %vl1818 = trunc i128 %v1818 to i64
  %vx1818 = xor i64 %vt1818, %vl1818
  call i32 (ptr, ...) @printf(ptr @fro, i64 %vx1818, i32 %ox1818)
  call i32 (ptr, ...) @printf(ptr @f2, ptr @nm15, i32 128, i64 9223372036854775808, i64 1)
  %p1819 = call { i128, i1 } @llvm.uadd.with.overflow.i128(i128 170141183460469231731687303715884105727, i128 1)
  %v1819 = extractvalue { i128, i1 } %p1819, 0
  %o1819 = extractvalue { i128, i1 } %p1819, 1
  %ox1819 = zext i1 %o1819 to i32
  %vh1819 = lshr i128 %v1819, 64
  %vt1819 = trunc i128 %vh1819 to i64
  %vl1819 = trunc i128 %v1819 to i64
  %vx1819 = xor i64 %vt1819, %vl1819
  call i32 (ptr, ...) @printf(ptr @fro, i64 %vx1819, i32 %ox1819)
  call i32 (ptr, ...) @printf(ptr @f2, ptr @nm15, i32 128, i64 0, i64 1)
  %p1820 = call { i128, i1 } @llvm.uadd.with.overflow.i128(i128 0, i128 1)
  %v1820 = extractvalue { i128, i1 } %p1820, 0
  %o1820 = extractvalue { i128, i1 } %p1820, 1
  %ox1820 = zext i1 %o1820 to i32
  %vh1820 = lshr i128 %v1820, 64
  %vt1820 = trunc i128 %vh1820 to i64
  %vl1820 = trunc i128 %v1820 to i64
  %vx1820 = xor i64 %vt1820, %vl1820
  call i32 (ptr, ...) @printf(ptr @fro, i64 %vx1820, i32 %ox1820)
  call i32 (ptr, ...) @printf(ptr @f2, ptr @nm15, i32 128, i64 18446744073709551615, i64 1)
  %p1821 = call { i128, i1 } @llvm.uadd.with.overflow.i128(i128 1512366075204170947332355369683137040, i128 18446744073709551616)
  %v1821 = extractvalue { i128, i1 } %p1821, 0
  %o1821 = extractvalue { i128, i1 } %p1821, 1
  %ox1821 = zext i1 %o1821 to i32
  %vh1821 = lshr i128 %v1821, 64
  %vt1821 = trunc i128 %vh1821 to i64
  %vl1821 = trunc i128 %v1821 to i64
  %vx1821 = xor i64 %vt1821, %vl1821
  call i32 (ptr, ...) @printf(ptr @fro, i64 %vx1821, i32 %ox1821)
  call i32 (ptr, ...) @printf(ptr @f2, ptr @nm17, i32 128, i64 0, i64 1)
  %p1822 = call { i128, i1 } @llvm.usub.with.overflow.i128(i128 -1, i128 1)
  %v1822 = extractvalue { i128, i1 } %p1822, 0
  %o1822 = extractvalue { i128, i1 } %p1822, 1
  %ox1822 = zext i1 %o1822 to i32
  %vh1822 = lshr i128 %v1822, 64
  %vt1822 = trunc i128 %vh1822 to i64
  %vl1822 = trunc i128 %v1822 to i64
  %vx1822 = xor i64 %vt1822, %vl1822
  call i32 (ptr, ...) @printf(ptr @fro, i64 %vx1822, i32 %ox1822)
  call i32 (ptr, ...) @printf(ptr @f2, ptr @nm17, i32 128, i64 9223372036854775808, i64 1)
  %p1823 = call { i128, i1 } @llvm.usub.with.overflow.i128(i128 170141183460469231731687303715884105727, i128 1)
  %v1823 = extractvalue { i128, i1 } %p1823, 0
  %o1823 = extractvalue { i128, i1 } %p1823, 1
  %ox1823 = zext i1 %o1823 to i32
  %vh1823 = lshr i128 %v1823, 64
  %vt1823 = trunc i128 %vh1823 to i64
  %vl1823 = trunc i128 %v1823 to i64
  %vx1823 = xor i64 %vt1823, %vl1823
  call i32 (ptr, ...) @printf(ptr @fro, i64 %vx1823, i32 %ox1823)
  call i32 (ptr, ...) @printf(ptr @f2, ptr @nm17, i32 128, i64 0, i64 1)
  %p1824 = call { i128, i1 } @llvm.usub.with.overflow.i128(i128 0, i128 1)
  %v1824 = extractvalue { i128, i1 } %p1824, 0
  %o1824 = extractvalue { i128, i1 } %p1824, 1
  %ox1824 = zext i1 %o1824 to i32
  %vh1824 = lshr i128 %v1824, 64
  %vt1824 = trunc i128 %vh1824 to i64
  %vl1824 = trunc i128 %v1824 to i64
  %vx1824 = xor i64 %vt1824, %vl1824
  call i32 (ptr, ...) @printf(ptr @fro, i64 %vx1824, i32 %ox1824)
  call i32 (ptr, ...) @printf(ptr @f2, ptr @nm17, i32 128, i64 18446744073709551615, i64 1)
  %p1825 = call { i128, i1 } @llvm.usub.with.overflow.i128(i128 1512366075204170947332355369683137040, i128 18446744073709551616)
  %v1825 = extractvalue { i128, i1 } %p1825, 0
  %o1825 = extractvalue { i128, i1 } %p1825, 1
  %ox1825 = zext i1 %o1825 to i32
  %vh1825 = lshr i128 %v1825, 64
  %vt1825 = trunc i128 %vh1825 to i64
  %vl1825 = trunc i128 %v1825 to i64
  %vx1825 = xor i64 %vt1825, %vl1825
  call i32 (ptr, ...) @printf(ptr @fro, i64 %vx1825, i32 %ox1825)
  call i32 (ptr, ...) @printf(ptr @f2, ptr @nm14, i32 128, i64 0, i64 1)
  %p1826 = call { i128, i1 } @llvm.sadd.with.overflow.i128(i128 -1, i128 1)
  %v1826 = extractvalue { i128, i1 } %p1826, 0
  %o1826 = extractvalue { i128, i1 } %p1826, 1
  %ox1826 = zext i1 %o1826 to i32
  %vh1826 = lshr i128 %v1826, 64
  %vt1826 = trunc i128 %vh1826 to i64
  %vl1826 = trunc i128 %v1826 to i64
  %vx1826 = xor i64 %vt1826, %vl1826
  call i32 (ptr, ...) @printf(ptr @fro, i64 %vx1826, i32 %ox1826)
  call i32 (ptr, ...) @printf(ptr @f2, ptr @nm14, i32 128, i64 9223372036854775808, i64 1)
  %p1827 = call { i128, i1 } @llvm.sadd.with.overflow.i128(i128 170141183460469231731687303715884105727, i128 1)
  %v1827 = extractvalue { i128, i1 } %p1827, 0
  %o1827 = extractvalue { i128, i1 } %p1827, 1
  %ox1827 = zext i1 %o1827 to i32
  %vh1827 = lshr i128 %v1827, 64
  %vt1827 = trunc i128 %vh1827 to i64
  %vl1827 = trunc i128 %v1827 to i64
  %vx1827 = xor i64 %vt1827, %vl1827
  call i32 (ptr, ...) @printf(ptr @fro, i64 %vx1827, i32 %ox1827)
  call i32 (ptr, ...) @printf(ptr @f2, ptr @nm14, i32 128, i64 0, i64 1)
  %p1828 = call { i128, i1 } @llvm.sadd.with.overflow.i128(i128 0, i128 1)
  %v1828 = extractvalue { i128, i1 } %p1828, 0
  %o1828 = extractvalue { i128, i1 } %p1828, 1
  %ox1828 = zext i1 %o1828 to i32
  %vh1828 = lshr i128 %v1828, 64
  %vt1828 = trunc i128 %vh1828 to i64
  %vl1828 = trunc i128 %v1828 to i64
  %vx1828 = xor i64 %vt1828, %vl1828
  call i32 (ptr, ...) @printf(ptr @fro, i64 %vx1828, i32 %ox1828)
  call i32 (ptr, ...) @printf(ptr @f2, ptr @nm14, i32 128, i64 18446744073709551615, i64 1)
  %p1829 = call { i128, i1 } @llvm.sadd.with.overflow.i128(i128 1512366075204170947332355369683137040, i128 18446744073709551616)
  %v1829 = extractvalue { i128, i1 } %p1829, 0
  %o1829 = extractvalue { i128, i1 } %p1829, 1
  %ox1829 = zext i1 %o1829 to i32
  %vh1829 = lshr i128 %v1829, 64
  %vt1829 = trunc i128 %vh1829 to i64
  %vl1829 = trunc i128 %v1829 to i64
  %vx1829 = xor i64 %vt1829, %vl1829
  call i32 (ptr, ...) @printf(ptr @fro, i64 %vx1829, i32 %ox1829)
  call i32 (ptr, ...) @printf(ptr @f2, ptr @nm16, i32 128, i64 0, i64 1)
  %p1830 = call { i128, i1 } @llvm.ssub.with.overflow.i128(i128 -1, i128 1)
  %v1830 = extractvalue { i128, i1 } %p1830, 0
  %o1830 = extractvalue { i128, i1 } %p1830, 1
  %ox1830 = zext i1 %o1830 to i32
  %vh1830 = lshr i128 %v1830, 64
  %vt1830 = trunc i128 %vh1830 to i64
  %vl1830 = trunc i128 %v1830 to i64
  %vx1830 = xor i64 %vt1830, %vl1830
  call i32 (ptr, ...) @printf(ptr @fro, i64 %vx1830, i32 %ox1830)
  call i32 (ptr, ...) @printf(ptr @f2, ptr @nm16, i32 128, i64 9223372036854775808, i64 1)
  %p1831 = call { i128, i1 } @llvm.ssub.with.overflow.i128(i128 170141183460469231731687303715884105727, i128 1)
  %v1831 = extractvalue { i128, i1 } %p1831, 0
  %o1831 = extractvalue { i128, i1 } %p1831, 1
  %ox1831 = zext i1 %o1831 to i32
  %vh1831 = lshr i128 %v1831, 64
  %vt1831 = trunc i128 %vh1831 to i64
  %vl1831 = trunc i128 %v1831 to i64
  %vx1831 = xor i64 %vt1831, %vl1831
  call i32 (ptr, ...) @printf(ptr @fro, i64 %vx1831, i32 %ox1831)
  call i32 (ptr, ...) @printf(ptr @f2, ptr @nm16, i32 128, i64 0, i64 1)
  %p1832 = call { i128, i1 } @llvm.ssub.with.overflow.i128(i128 0, i128 1)
  %v1832 = extractvalue { i128, i1 } %p1832, 0
  %o1832 = extractvalue { i128, i1 } %p1832, 1
  %ox1832 = zext i1 %o1832 to i32
  %vh1832 = lshr i128 %v1832, 64
  %vt1832 = trunc i128 %vh1832 to i64
  %vl1832 = trunc i128 %v1832 to i64
  %vx1832 = xor i64 %vt1832, %vl1832
  call i32 (ptr, ...) @printf(ptr @fro, i64 %vx1832, i32 %ox1832)
  call i32 (ptr, ...) @printf(ptr @f2, ptr @nm16, i32 128, i64 18446744073709551615, i64 1)
  %p1833 = call { i128, i1 } @llvm.ssub.with.overflow.i128(i128 1512366075204170947332355369683137040, i128 18446744073709551616)
  %v1833 = extractvalue { i128, i1 } %p1833, 0
  %o1833 = extractvalue { i128, i1 } %p1833, 1
  %ox1833 = zext i1 %o1833 to i32
  %vh1833 = lshr i128 %v1833, 64
  %vt1833 = trunc i128 %vh1833 to i64
  %vl1833 = trunc i128 %v1833 to i64
  %vx1833 = xor i64 %vt1833, %vl1833
  call i32 (ptr, ...) @printf(ptr @fro, i64 %vx1833, i32 %ox1833)
  ret i32 0
}
