; Vector llvm.scmp / llvm.ucmp (three-way compares, -1/0/1 per lane) on
; <4 x i32>, <2 x i64>, <8 x i16>, <16 x i8>, <8 x i32> (two registers), with
; results narrower or wider than the operands (<4 x i8> of <4 x i32>,
; <2 x i32> of <2 x i64>, <3 x i8> of <3 x i32>), over signed/unsigned edge values.
declare i32 @printf(ptr, ...)
@fmt = private constant [15 x i8] c"%s %d %d %lld\0A\00"
declare <4 x i32> @llvm.scmp.v4i32.v4i32(<4 x i32>, <4 x i32>)
@l0 = private constant [17 x i8] c"scmp.v4i32.v4i32\00"
declare <4 x i32> @llvm.ucmp.v4i32.v4i32(<4 x i32>, <4 x i32>)
@l1 = private constant [17 x i8] c"ucmp.v4i32.v4i32\00"
declare <4 x i8> @llvm.scmp.v4i8.v4i32(<4 x i32>, <4 x i32>)
@l2 = private constant [16 x i8] c"scmp.v4i8.v4i32\00"
declare <2 x i64> @llvm.ucmp.v2i64.v2i64(<2 x i64>, <2 x i64>)
@l3 = private constant [17 x i8] c"ucmp.v2i64.v2i64\00"
declare <2 x i64> @llvm.scmp.v2i64.v2i64(<2 x i64>, <2 x i64>)
@l4 = private constant [17 x i8] c"scmp.v2i64.v2i64\00"
declare <8 x i16> @llvm.scmp.v8i16.v8i16(<8 x i16>, <8 x i16>)
@l5 = private constant [17 x i8] c"scmp.v8i16.v8i16\00"
declare <16 x i8> @llvm.ucmp.v16i8.v16i8(<16 x i8>, <16 x i8>)
@l6 = private constant [17 x i8] c"ucmp.v16i8.v16i8\00"
declare <2 x i32> @llvm.scmp.v2i32.v2i64(<2 x i64>, <2 x i64>)
@l7 = private constant [17 x i8] c"scmp.v2i32.v2i64\00"
declare <3 x i8> @llvm.ucmp.v3i8.v3i32(<3 x i32>, <3 x i32>)
@l8 = private constant [16 x i8] c"ucmp.v3i8.v3i32\00"
declare <8 x i32> @llvm.scmp.v8i32.v8i32(<8 x i32>, <8 x i32>)
@l9 = private constant [17 x i8] c"scmp.v8i32.v8i32\00"
define i32 @main() {
  %r1 = call <4 x i32> @llvm.scmp.v4i32.v4i32(<4 x i32> <i32 0, i32 127, i32 -2147483648, i32 100>, <4 x i32> <i32 1, i32 -2147483648, i32 7, i32 0>)
  %e2 = extractelement <4 x i32> %r1, i32 0
  %x2 = sext i32 %e2 to i64
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @l0, i32 0, i32 0, i64 %x2)
  %e3 = extractelement <4 x i32> %r1, i32 1
  %x3 = sext i32 %e3 to i64
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @l0, i32 0, i32 1, i64 %x3)
  %e4 = extractelement <4 x i32> %r1, i32 2
  %x4 = sext i32 %e4 to i64
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @l0, i32 0, i32 2, i64 %x4)
  %e5 = extractelement <4 x i32> %r1, i32 3
  %x5 = sext i32 %e5 to i64
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @l0, i32 0, i32 3, i64 %x5)
  %r6 = call <4 x i32> @llvm.scmp.v4i32.v4i32(<4 x i32> <i32 1, i32 -128, i32 5, i32 -100>, <4 x i32> <i32 -5, i32 -42, i32 -1, i32 5>)
  %e7 = extractelement <4 x i32> %r6, i32 0
  %x7 = sext i32 %e7 to i64
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @l0, i32 1, i32 0, i64 %x7)
  %e8 = extractelement <4 x i32> %r6, i32 1
  %x8 = sext i32 %e8 to i64
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @l0, i32 1, i32 1, i64 %x8)
  %e9 = extractelement <4 x i32> %r6, i32 2
  %x9 = sext i32 %e9 to i64
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @l0, i32 1, i32 2, i64 %x9)
  %e10 = extractelement <4 x i32> %r6, i32 3
  %x10 = sext i32 %e10 to i64
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @l0, i32 1, i32 3, i64 %x10)
  %r11 = call <4 x i32> @llvm.scmp.v4i32.v4i32(<4 x i32> <i32 -1, i32 2147483647, i32 -5, i32 7>, <4 x i32> <i32 -1, i32 2147483647, i32 -5, i32 7>)
  %e12 = extractelement <4 x i32> %r11, i32 0
  %x12 = sext i32 %e12 to i64
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @l0, i32 2, i32 0, i64 %x12)
  %e13 = extractelement <4 x i32> %r11, i32 1
  %x13 = sext i32 %e13 to i64
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @l0, i32 2, i32 1, i64 %x13)
  %e14 = extractelement <4 x i32> %r11, i32 2
  %x14 = sext i32 %e14 to i64
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @l0, i32 2, i32 2, i64 %x14)
  %e15 = extractelement <4 x i32> %r11, i32 3
  %x15 = sext i32 %e15 to i64
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @l0, i32 2, i32 3, i64 %x15)
  %r16 = call <4 x i32> @llvm.ucmp.v4i32.v4i32(<4 x i32> <i32 0, i32 127, i32 -2147483648, i32 100>, <4 x i32> <i32 1, i32 -2147483648, i32 7, i32 0>)
  %e17 = extractelement <4 x i32> %r16, i32 0
  %x17 = sext i32 %e17 to i64
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @l1, i32 0, i32 0, i64 %x17)
  %e18 = extractelement <4 x i32> %r16, i32 1
  %x18 = sext i32 %e18 to i64
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @l1, i32 0, i32 1, i64 %x18)
  %e19 = extractelement <4 x i32> %r16, i32 2
  %x19 = sext i32 %e19 to i64
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @l1, i32 0, i32 2, i64 %x19)
  %e20 = extractelement <4 x i32> %r16, i32 3
  %x20 = sext i32 %e20 to i64
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @l1, i32 0, i32 3, i64 %x20)
  %r21 = call <4 x i32> @llvm.ucmp.v4i32.v4i32(<4 x i32> <i32 1, i32 -128, i32 5, i32 -100>, <4 x i32> <i32 -5, i32 -42, i32 -1, i32 5>)
  %e22 = extractelement <4 x i32> %r21, i32 0
  %x22 = sext i32 %e22 to i64
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @l1, i32 1, i32 0, i64 %x22)
  %e23 = extractelement <4 x i32> %r21, i32 1
  %x23 = sext i32 %e23 to i64
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @l1, i32 1, i32 1, i64 %x23)
  %e24 = extractelement <4 x i32> %r21, i32 2
  %x24 = sext i32 %e24 to i64
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @l1, i32 1, i32 2, i64 %x24)
  %e25 = extractelement <4 x i32> %r21, i32 3
  %x25 = sext i32 %e25 to i64
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @l1, i32 1, i32 3, i64 %x25)
  %r26 = call <4 x i32> @llvm.ucmp.v4i32.v4i32(<4 x i32> <i32 -1, i32 2147483647, i32 -5, i32 7>, <4 x i32> <i32 -1, i32 2147483647, i32 -5, i32 7>)
  %e27 = extractelement <4 x i32> %r26, i32 0
  %x27 = sext i32 %e27 to i64
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @l1, i32 2, i32 0, i64 %x27)
  %e28 = extractelement <4 x i32> %r26, i32 1
  %x28 = sext i32 %e28 to i64
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @l1, i32 2, i32 1, i64 %x28)
  %e29 = extractelement <4 x i32> %r26, i32 2
  %x29 = sext i32 %e29 to i64
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @l1, i32 2, i32 2, i64 %x29)
  %e30 = extractelement <4 x i32> %r26, i32 3
  %x30 = sext i32 %e30 to i64
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @l1, i32 2, i32 3, i64 %x30)
  %r31 = call <4 x i8> @llvm.scmp.v4i8.v4i32(<4 x i32> <i32 0, i32 127, i32 -2147483648, i32 100>, <4 x i32> <i32 1, i32 -2147483648, i32 7, i32 0>)
  %e32 = extractelement <4 x i8> %r31, i32 0
  %x32 = sext i8 %e32 to i64
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @l2, i32 0, i32 0, i64 %x32)
  %e33 = extractelement <4 x i8> %r31, i32 1
  %x33 = sext i8 %e33 to i64
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @l2, i32 0, i32 1, i64 %x33)
  %e34 = extractelement <4 x i8> %r31, i32 2
  %x34 = sext i8 %e34 to i64
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @l2, i32 0, i32 2, i64 %x34)
  %e35 = extractelement <4 x i8> %r31, i32 3
  %x35 = sext i8 %e35 to i64
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @l2, i32 0, i32 3, i64 %x35)
  %r36 = call <4 x i8> @llvm.scmp.v4i8.v4i32(<4 x i32> <i32 1, i32 -128, i32 5, i32 -100>, <4 x i32> <i32 -5, i32 -42, i32 -1, i32 5>)
  %e37 = extractelement <4 x i8> %r36, i32 0
  %x37 = sext i8 %e37 to i64
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @l2, i32 1, i32 0, i64 %x37)
  %e38 = extractelement <4 x i8> %r36, i32 1
  %x38 = sext i8 %e38 to i64
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @l2, i32 1, i32 1, i64 %x38)
  %e39 = extractelement <4 x i8> %r36, i32 2
  %x39 = sext i8 %e39 to i64
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @l2, i32 1, i32 2, i64 %x39)
  %e40 = extractelement <4 x i8> %r36, i32 3
  %x40 = sext i8 %e40 to i64
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @l2, i32 1, i32 3, i64 %x40)
  %r41 = call <4 x i8> @llvm.scmp.v4i8.v4i32(<4 x i32> <i32 -1, i32 2147483647, i32 -5, i32 7>, <4 x i32> <i32 -1, i32 2147483647, i32 -5, i32 7>)
  %e42 = extractelement <4 x i8> %r41, i32 0
  %x42 = sext i8 %e42 to i64
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @l2, i32 2, i32 0, i64 %x42)
  %e43 = extractelement <4 x i8> %r41, i32 1
  %x43 = sext i8 %e43 to i64
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @l2, i32 2, i32 1, i64 %x43)
  %e44 = extractelement <4 x i8> %r41, i32 2
  %x44 = sext i8 %e44 to i64
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @l2, i32 2, i32 2, i64 %x44)
  %e45 = extractelement <4 x i8> %r41, i32 3
  %x45 = sext i8 %e45 to i64
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @l2, i32 2, i32 3, i64 %x45)
  %r46 = call <2 x i64> @llvm.ucmp.v2i64.v2i64(<2 x i64> <i64 0, i64 127>, <2 x i64> <i64 1, i64 -2147483648>)
  %e47 = extractelement <2 x i64> %r46, i32 0
  %x47 = add i64 %e47, 0
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @l3, i32 0, i32 0, i64 %x47)
  %e48 = extractelement <2 x i64> %r46, i32 1
  %x48 = add i64 %e48, 0
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @l3, i32 0, i32 1, i64 %x48)
  %r49 = call <2 x i64> @llvm.ucmp.v2i64.v2i64(<2 x i64> <i64 1, i64 -128>, <2 x i64> <i64 -5, i64 -42>)
  %e50 = extractelement <2 x i64> %r49, i32 0
  %x50 = add i64 %e50, 0
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @l3, i32 1, i32 0, i64 %x50)
  %e51 = extractelement <2 x i64> %r49, i32 1
  %x51 = add i64 %e51, 0
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @l3, i32 1, i32 1, i64 %x51)
  %r52 = call <2 x i64> @llvm.ucmp.v2i64.v2i64(<2 x i64> <i64 -1, i64 2147483647>, <2 x i64> <i64 -1, i64 2147483647>)
  %e53 = extractelement <2 x i64> %r52, i32 0
  %x53 = add i64 %e53, 0
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @l3, i32 2, i32 0, i64 %x53)
  %e54 = extractelement <2 x i64> %r52, i32 1
  %x54 = add i64 %e54, 0
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @l3, i32 2, i32 1, i64 %x54)
  %r55 = call <2 x i64> @llvm.scmp.v2i64.v2i64(<2 x i64> <i64 0, i64 127>, <2 x i64> <i64 1, i64 -2147483648>)
  %e56 = extractelement <2 x i64> %r55, i32 0
  %x56 = add i64 %e56, 0
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @l4, i32 0, i32 0, i64 %x56)
  %e57 = extractelement <2 x i64> %r55, i32 1
  %x57 = add i64 %e57, 0
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @l4, i32 0, i32 1, i64 %x57)
  %r58 = call <2 x i64> @llvm.scmp.v2i64.v2i64(<2 x i64> <i64 1, i64 -128>, <2 x i64> <i64 -5, i64 -42>)
  %e59 = extractelement <2 x i64> %r58, i32 0
  %x59 = add i64 %e59, 0
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @l4, i32 1, i32 0, i64 %x59)
  %e60 = extractelement <2 x i64> %r58, i32 1
  %x60 = add i64 %e60, 0
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @l4, i32 1, i32 1, i64 %x60)
  %r61 = call <2 x i64> @llvm.scmp.v2i64.v2i64(<2 x i64> <i64 -1, i64 2147483647>, <2 x i64> <i64 -1, i64 2147483647>)
  %e62 = extractelement <2 x i64> %r61, i32 0
  %x62 = add i64 %e62, 0
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @l4, i32 2, i32 0, i64 %x62)
  %e63 = extractelement <2 x i64> %r61, i32 1
  %x63 = add i64 %e63, 0
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @l4, i32 2, i32 1, i64 %x63)
  %r64 = call <8 x i16> @llvm.scmp.v8i16.v8i16(<8 x i16> <i16 0, i16 127, i16 0, i16 100, i16 42, i16 -3, i16 -1, i16 -1>, <8 x i16> <i16 1, i16 0, i16 7, i16 0, i16 -1, i16 -100, i16 -3, i16 -128>)
  %e65 = extractelement <8 x i16> %r64, i32 0
  %x65 = sext i16 %e65 to i64
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @l5, i32 0, i32 0, i64 %x65)
  %e66 = extractelement <8 x i16> %r64, i32 1
  %x66 = sext i16 %e66 to i64
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @l5, i32 0, i32 1, i64 %x66)
  %e67 = extractelement <8 x i16> %r64, i32 2
  %x67 = sext i16 %e67 to i64
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @l5, i32 0, i32 2, i64 %x67)
  %e68 = extractelement <8 x i16> %r64, i32 3
  %x68 = sext i16 %e68 to i64
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @l5, i32 0, i32 3, i64 %x68)
  %e69 = extractelement <8 x i16> %r64, i32 4
  %x69 = sext i16 %e69 to i64
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @l5, i32 0, i32 4, i64 %x69)
  %e70 = extractelement <8 x i16> %r64, i32 5
  %x70 = sext i16 %e70 to i64
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @l5, i32 0, i32 5, i64 %x70)
  %e71 = extractelement <8 x i16> %r64, i32 6
  %x71 = sext i16 %e71 to i64
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @l5, i32 0, i32 6, i64 %x71)
  %e72 = extractelement <8 x i16> %r64, i32 7
  %x72 = sext i16 %e72 to i64
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @l5, i32 0, i32 7, i64 %x72)
  %r73 = call <8 x i16> @llvm.scmp.v8i16.v8i16(<8 x i16> <i16 1, i16 -128, i16 5, i16 -100, i16 -42, i16 0, i16 127, i16 0>, <8 x i16> <i16 -5, i16 -42, i16 -1, i16 5, i16 42, i16 1, i16 0, i16 7>)
  %e74 = extractelement <8 x i16> %r73, i32 0
  %x74 = sext i16 %e74 to i64
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @l5, i32 1, i32 0, i64 %x74)
  %e75 = extractelement <8 x i16> %r73, i32 1
  %x75 = sext i16 %e75 to i64
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @l5, i32 1, i32 1, i64 %x75)
  %e76 = extractelement <8 x i16> %r73, i32 2
  %x76 = sext i16 %e76 to i64
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @l5, i32 1, i32 2, i64 %x76)
  %e77 = extractelement <8 x i16> %r73, i32 3
  %x77 = sext i16 %e77 to i64
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @l5, i32 1, i32 3, i64 %x77)
  %e78 = extractelement <8 x i16> %r73, i32 4
  %x78 = sext i16 %e78 to i64
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @l5, i32 1, i32 4, i64 %x78)
  %e79 = extractelement <8 x i16> %r73, i32 5
  %x79 = sext i16 %e79 to i64
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @l5, i32 1, i32 5, i64 %x79)
  %e80 = extractelement <8 x i16> %r73, i32 6
  %x80 = sext i16 %e80 to i64
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @l5, i32 1, i32 6, i64 %x80)
  %e81 = extractelement <8 x i16> %r73, i32 7
  %x81 = sext i16 %e81 to i64
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @l5, i32 1, i32 7, i64 %x81)
  %r82 = call <8 x i16> @llvm.scmp.v8i16.v8i16(<8 x i16> <i16 -1, i16 -1, i16 -5, i16 7, i16 3, i16 1, i16 -128, i16 5>, <8 x i16> <i16 -1, i16 -1, i16 -5, i16 7, i16 3, i16 1, i16 -128, i16 5>)
  %e83 = extractelement <8 x i16> %r82, i32 0
  %x83 = sext i16 %e83 to i64
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @l5, i32 2, i32 0, i64 %x83)
  %e84 = extractelement <8 x i16> %r82, i32 1
  %x84 = sext i16 %e84 to i64
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @l5, i32 2, i32 1, i64 %x84)
  %e85 = extractelement <8 x i16> %r82, i32 2
  %x85 = sext i16 %e85 to i64
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @l5, i32 2, i32 2, i64 %x85)
  %e86 = extractelement <8 x i16> %r82, i32 3
  %x86 = sext i16 %e86 to i64
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @l5, i32 2, i32 3, i64 %x86)
  %e87 = extractelement <8 x i16> %r82, i32 4
  %x87 = sext i16 %e87 to i64
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @l5, i32 2, i32 4, i64 %x87)
  %e88 = extractelement <8 x i16> %r82, i32 5
  %x88 = sext i16 %e88 to i64
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @l5, i32 2, i32 5, i64 %x88)
  %e89 = extractelement <8 x i16> %r82, i32 6
  %x89 = sext i16 %e89 to i64
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @l5, i32 2, i32 6, i64 %x89)
  %e90 = extractelement <8 x i16> %r82, i32 7
  %x90 = sext i16 %e90 to i64
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @l5, i32 2, i32 7, i64 %x90)
  %r91 = call <16 x i8> @llvm.ucmp.v16i8.v16i8(<16 x i8> <i8 0, i8 127, i8 0, i8 100, i8 42, i8 -3, i8 -1, i8 -1, i8 -5, i8 7, i8 3, i8 1, i8 -128, i8 5, i8 -100, i8 -42>, <16 x i8> <i8 1, i8 0, i8 7, i8 0, i8 -1, i8 -100, i8 -3, i8 -128, i8 100, i8 3, i8 127, i8 -5, i8 -42, i8 -1, i8 5, i8 42>)
  %e92 = extractelement <16 x i8> %r91, i32 0
  %x92 = sext i8 %e92 to i64
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @l6, i32 0, i32 0, i64 %x92)
  %e93 = extractelement <16 x i8> %r91, i32 1
  %x93 = sext i8 %e93 to i64
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @l6, i32 0, i32 1, i64 %x93)
  %e94 = extractelement <16 x i8> %r91, i32 2
  %x94 = sext i8 %e94 to i64
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @l6, i32 0, i32 2, i64 %x94)
  %e95 = extractelement <16 x i8> %r91, i32 3
  %x95 = sext i8 %e95 to i64
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @l6, i32 0, i32 3, i64 %x95)
  %e96 = extractelement <16 x i8> %r91, i32 4
  %x96 = sext i8 %e96 to i64
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @l6, i32 0, i32 4, i64 %x96)
  %e97 = extractelement <16 x i8> %r91, i32 5
  %x97 = sext i8 %e97 to i64
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @l6, i32 0, i32 5, i64 %x97)
  %e98 = extractelement <16 x i8> %r91, i32 6
  %x98 = sext i8 %e98 to i64
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @l6, i32 0, i32 6, i64 %x98)
  %e99 = extractelement <16 x i8> %r91, i32 7
  %x99 = sext i8 %e99 to i64
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @l6, i32 0, i32 7, i64 %x99)
  %e100 = extractelement <16 x i8> %r91, i32 8
  %x100 = sext i8 %e100 to i64
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @l6, i32 0, i32 8, i64 %x100)
  %e101 = extractelement <16 x i8> %r91, i32 9
  %x101 = sext i8 %e101 to i64
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @l6, i32 0, i32 9, i64 %x101)
  %e102 = extractelement <16 x i8> %r91, i32 10
  %x102 = sext i8 %e102 to i64
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @l6, i32 0, i32 10, i64 %x102)
  %e103 = extractelement <16 x i8> %r91, i32 11
  %x103 = sext i8 %e103 to i64
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @l6, i32 0, i32 11, i64 %x103)
  %e104 = extractelement <16 x i8> %r91, i32 12
  %x104 = sext i8 %e104 to i64
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @l6, i32 0, i32 12, i64 %x104)
  %e105 = extractelement <16 x i8> %r91, i32 13
  %x105 = sext i8 %e105 to i64
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @l6, i32 0, i32 13, i64 %x105)
  %e106 = extractelement <16 x i8> %r91, i32 14
  %x106 = sext i8 %e106 to i64
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @l6, i32 0, i32 14, i64 %x106)
  %e107 = extractelement <16 x i8> %r91, i32 15
  %x107 = sext i8 %e107 to i64
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @l6, i32 0, i32 15, i64 %x107)
  %r108 = call <16 x i8> @llvm.ucmp.v16i8.v16i8(<16 x i8> <i8 1, i8 -128, i8 5, i8 -100, i8 -42, i8 0, i8 127, i8 0, i8 100, i8 42, i8 -3, i8 -1, i8 -1, i8 -5, i8 7, i8 3>, <16 x i8> <i8 -5, i8 -42, i8 -1, i8 5, i8 42, i8 1, i8 0, i8 7, i8 0, i8 -1, i8 -100, i8 -3, i8 -128, i8 100, i8 3, i8 127>)
  %e109 = extractelement <16 x i8> %r108, i32 0
  %x109 = sext i8 %e109 to i64
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @l6, i32 1, i32 0, i64 %x109)
  %e110 = extractelement <16 x i8> %r108, i32 1
  %x110 = sext i8 %e110 to i64
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @l6, i32 1, i32 1, i64 %x110)
  %e111 = extractelement <16 x i8> %r108, i32 2
  %x111 = sext i8 %e111 to i64
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @l6, i32 1, i32 2, i64 %x111)
  %e112 = extractelement <16 x i8> %r108, i32 3
  %x112 = sext i8 %e112 to i64
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @l6, i32 1, i32 3, i64 %x112)
  %e113 = extractelement <16 x i8> %r108, i32 4
  %x113 = sext i8 %e113 to i64
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @l6, i32 1, i32 4, i64 %x113)
  %e114 = extractelement <16 x i8> %r108, i32 5
  %x114 = sext i8 %e114 to i64
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @l6, i32 1, i32 5, i64 %x114)
  %e115 = extractelement <16 x i8> %r108, i32 6
  %x115 = sext i8 %e115 to i64
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @l6, i32 1, i32 6, i64 %x115)
  %e116 = extractelement <16 x i8> %r108, i32 7
  %x116 = sext i8 %e116 to i64
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @l6, i32 1, i32 7, i64 %x116)
  %e117 = extractelement <16 x i8> %r108, i32 8
  %x117 = sext i8 %e117 to i64
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @l6, i32 1, i32 8, i64 %x117)
  %e118 = extractelement <16 x i8> %r108, i32 9
  %x118 = sext i8 %e118 to i64
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @l6, i32 1, i32 9, i64 %x118)
  %e119 = extractelement <16 x i8> %r108, i32 10
  %x119 = sext i8 %e119 to i64
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @l6, i32 1, i32 10, i64 %x119)
  %e120 = extractelement <16 x i8> %r108, i32 11
  %x120 = sext i8 %e120 to i64
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @l6, i32 1, i32 11, i64 %x120)
  %e121 = extractelement <16 x i8> %r108, i32 12
  %x121 = sext i8 %e121 to i64
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @l6, i32 1, i32 12, i64 %x121)
  %e122 = extractelement <16 x i8> %r108, i32 13
  %x122 = sext i8 %e122 to i64
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @l6, i32 1, i32 13, i64 %x122)
  %e123 = extractelement <16 x i8> %r108, i32 14
  %x123 = sext i8 %e123 to i64
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @l6, i32 1, i32 14, i64 %x123)
  %e124 = extractelement <16 x i8> %r108, i32 15
  %x124 = sext i8 %e124 to i64
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @l6, i32 1, i32 15, i64 %x124)
  %r125 = call <16 x i8> @llvm.ucmp.v16i8.v16i8(<16 x i8> <i8 -1, i8 -1, i8 -5, i8 7, i8 3, i8 1, i8 -128, i8 5, i8 -100, i8 -42, i8 0, i8 127, i8 0, i8 100, i8 42, i8 -3>, <16 x i8> <i8 -1, i8 -1, i8 -5, i8 7, i8 3, i8 1, i8 -128, i8 5, i8 -100, i8 -42, i8 0, i8 127, i8 0, i8 100, i8 42, i8 -3>)
  %e126 = extractelement <16 x i8> %r125, i32 0
  %x126 = sext i8 %e126 to i64
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @l6, i32 2, i32 0, i64 %x126)
  %e127 = extractelement <16 x i8> %r125, i32 1
  %x127 = sext i8 %e127 to i64
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @l6, i32 2, i32 1, i64 %x127)
  %e128 = extractelement <16 x i8> %r125, i32 2
  %x128 = sext i8 %e128 to i64
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @l6, i32 2, i32 2, i64 %x128)
  %e129 = extractelement <16 x i8> %r125, i32 3
  %x129 = sext i8 %e129 to i64
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @l6, i32 2, i32 3, i64 %x129)
  %e130 = extractelement <16 x i8> %r125, i32 4
  %x130 = sext i8 %e130 to i64
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @l6, i32 2, i32 4, i64 %x130)
  %e131 = extractelement <16 x i8> %r125, i32 5
  %x131 = sext i8 %e131 to i64
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @l6, i32 2, i32 5, i64 %x131)
  %e132 = extractelement <16 x i8> %r125, i32 6
  %x132 = sext i8 %e132 to i64
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @l6, i32 2, i32 6, i64 %x132)
  %e133 = extractelement <16 x i8> %r125, i32 7
  %x133 = sext i8 %e133 to i64
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @l6, i32 2, i32 7, i64 %x133)
  %e134 = extractelement <16 x i8> %r125, i32 8
  %x134 = sext i8 %e134 to i64
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @l6, i32 2, i32 8, i64 %x134)
  %e135 = extractelement <16 x i8> %r125, i32 9
  %x135 = sext i8 %e135 to i64
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @l6, i32 2, i32 9, i64 %x135)
  %e136 = extractelement <16 x i8> %r125, i32 10
  %x136 = sext i8 %e136 to i64
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @l6, i32 2, i32 10, i64 %x136)
  %e137 = extractelement <16 x i8> %r125, i32 11
  %x137 = sext i8 %e137 to i64
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @l6, i32 2, i32 11, i64 %x137)
  %e138 = extractelement <16 x i8> %r125, i32 12
  %x138 = sext i8 %e138 to i64
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @l6, i32 2, i32 12, i64 %x138)
  %e139 = extractelement <16 x i8> %r125, i32 13
  %x139 = sext i8 %e139 to i64
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @l6, i32 2, i32 13, i64 %x139)
  %e140 = extractelement <16 x i8> %r125, i32 14
  %x140 = sext i8 %e140 to i64
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @l6, i32 2, i32 14, i64 %x140)
  %e141 = extractelement <16 x i8> %r125, i32 15
  %x141 = sext i8 %e141 to i64
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @l6, i32 2, i32 15, i64 %x141)
  %r142 = call <2 x i32> @llvm.scmp.v2i32.v2i64(<2 x i64> <i64 0, i64 127>, <2 x i64> <i64 1, i64 -2147483648>)
  %e143 = extractelement <2 x i32> %r142, i32 0
  %x143 = sext i32 %e143 to i64
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @l7, i32 0, i32 0, i64 %x143)
  %e144 = extractelement <2 x i32> %r142, i32 1
  %x144 = sext i32 %e144 to i64
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @l7, i32 0, i32 1, i64 %x144)
  %r145 = call <2 x i32> @llvm.scmp.v2i32.v2i64(<2 x i64> <i64 1, i64 -128>, <2 x i64> <i64 -5, i64 -42>)
  %e146 = extractelement <2 x i32> %r145, i32 0
  %x146 = sext i32 %e146 to i64
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @l7, i32 1, i32 0, i64 %x146)
  %e147 = extractelement <2 x i32> %r145, i32 1
  %x147 = sext i32 %e147 to i64
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @l7, i32 1, i32 1, i64 %x147)
  %r148 = call <2 x i32> @llvm.scmp.v2i32.v2i64(<2 x i64> <i64 -1, i64 2147483647>, <2 x i64> <i64 -1, i64 2147483647>)
  %e149 = extractelement <2 x i32> %r148, i32 0
  %x149 = sext i32 %e149 to i64
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @l7, i32 2, i32 0, i64 %x149)
  %e150 = extractelement <2 x i32> %r148, i32 1
  %x150 = sext i32 %e150 to i64
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @l7, i32 2, i32 1, i64 %x150)
  %r151 = call <3 x i8> @llvm.ucmp.v3i8.v3i32(<3 x i32> <i32 0, i32 127, i32 -2147483648>, <3 x i32> <i32 1, i32 -2147483648, i32 7>)
  %e152 = extractelement <3 x i8> %r151, i32 0
  %x152 = sext i8 %e152 to i64
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @l8, i32 0, i32 0, i64 %x152)
  %e153 = extractelement <3 x i8> %r151, i32 1
  %x153 = sext i8 %e153 to i64
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @l8, i32 0, i32 1, i64 %x153)
  %e154 = extractelement <3 x i8> %r151, i32 2
  %x154 = sext i8 %e154 to i64
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @l8, i32 0, i32 2, i64 %x154)
  %r155 = call <3 x i8> @llvm.ucmp.v3i8.v3i32(<3 x i32> <i32 1, i32 -128, i32 5>, <3 x i32> <i32 -5, i32 -42, i32 -1>)
  %e156 = extractelement <3 x i8> %r155, i32 0
  %x156 = sext i8 %e156 to i64
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @l8, i32 1, i32 0, i64 %x156)
  %e157 = extractelement <3 x i8> %r155, i32 1
  %x157 = sext i8 %e157 to i64
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @l8, i32 1, i32 1, i64 %x157)
  %e158 = extractelement <3 x i8> %r155, i32 2
  %x158 = sext i8 %e158 to i64
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @l8, i32 1, i32 2, i64 %x158)
  %r159 = call <3 x i8> @llvm.ucmp.v3i8.v3i32(<3 x i32> <i32 -1, i32 2147483647, i32 -5>, <3 x i32> <i32 -1, i32 2147483647, i32 -5>)
  %e160 = extractelement <3 x i8> %r159, i32 0
  %x160 = sext i8 %e160 to i64
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @l8, i32 2, i32 0, i64 %x160)
  %e161 = extractelement <3 x i8> %r159, i32 1
  %x161 = sext i8 %e161 to i64
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @l8, i32 2, i32 1, i64 %x161)
  %e162 = extractelement <3 x i8> %r159, i32 2
  %x162 = sext i8 %e162 to i64
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @l8, i32 2, i32 2, i64 %x162)
  %r163 = call <8 x i32> @llvm.scmp.v8i32.v8i32(<8 x i32> <i32 0, i32 127, i32 -2147483648, i32 100, i32 42, i32 -3, i32 -1, i32 2147483647>, <8 x i32> <i32 1, i32 -2147483648, i32 7, i32 0, i32 2147483647, i32 -100, i32 -3, i32 -128>)
  %e164 = extractelement <8 x i32> %r163, i32 0
  %x164 = sext i32 %e164 to i64
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @l9, i32 0, i32 0, i64 %x164)
  %e165 = extractelement <8 x i32> %r163, i32 1
  %x165 = sext i32 %e165 to i64
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @l9, i32 0, i32 1, i64 %x165)
  %e166 = extractelement <8 x i32> %r163, i32 2
  %x166 = sext i32 %e166 to i64
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @l9, i32 0, i32 2, i64 %x166)
  %e167 = extractelement <8 x i32> %r163, i32 3
  %x167 = sext i32 %e167 to i64
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @l9, i32 0, i32 3, i64 %x167)
  %e168 = extractelement <8 x i32> %r163, i32 4
  %x168 = sext i32 %e168 to i64
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @l9, i32 0, i32 4, i64 %x168)
  %e169 = extractelement <8 x i32> %r163, i32 5
  %x169 = sext i32 %e169 to i64
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @l9, i32 0, i32 5, i64 %x169)
  %e170 = extractelement <8 x i32> %r163, i32 6
  %x170 = sext i32 %e170 to i64
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @l9, i32 0, i32 6, i64 %x170)
  %e171 = extractelement <8 x i32> %r163, i32 7
  %x171 = sext i32 %e171 to i64
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @l9, i32 0, i32 7, i64 %x171)
  %r172 = call <8 x i32> @llvm.scmp.v8i32.v8i32(<8 x i32> <i32 1, i32 -128, i32 5, i32 -100, i32 -42, i32 0, i32 127, i32 -2147483648>, <8 x i32> <i32 -5, i32 -42, i32 -1, i32 5, i32 42, i32 1, i32 -2147483648, i32 7>)
  %e173 = extractelement <8 x i32> %r172, i32 0
  %x173 = sext i32 %e173 to i64
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @l9, i32 1, i32 0, i64 %x173)
  %e174 = extractelement <8 x i32> %r172, i32 1
  %x174 = sext i32 %e174 to i64
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @l9, i32 1, i32 1, i64 %x174)
  %e175 = extractelement <8 x i32> %r172, i32 2
  %x175 = sext i32 %e175 to i64
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @l9, i32 1, i32 2, i64 %x175)
  %e176 = extractelement <8 x i32> %r172, i32 3
  %x176 = sext i32 %e176 to i64
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @l9, i32 1, i32 3, i64 %x176)
  %e177 = extractelement <8 x i32> %r172, i32 4
  %x177 = sext i32 %e177 to i64
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @l9, i32 1, i32 4, i64 %x177)
  %e178 = extractelement <8 x i32> %r172, i32 5
  %x178 = sext i32 %e178 to i64
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @l9, i32 1, i32 5, i64 %x178)
  %e179 = extractelement <8 x i32> %r172, i32 6
  %x179 = sext i32 %e179 to i64
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @l9, i32 1, i32 6, i64 %x179)
  %e180 = extractelement <8 x i32> %r172, i32 7
  %x180 = sext i32 %e180 to i64
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @l9, i32 1, i32 7, i64 %x180)
  %r181 = call <8 x i32> @llvm.scmp.v8i32.v8i32(<8 x i32> <i32 -1, i32 2147483647, i32 -5, i32 7, i32 3, i32 1, i32 -128, i32 5>, <8 x i32> <i32 -1, i32 2147483647, i32 -5, i32 7, i32 3, i32 1, i32 -128, i32 5>)
  %e182 = extractelement <8 x i32> %r181, i32 0
  %x182 = sext i32 %e182 to i64
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @l9, i32 2, i32 0, i64 %x182)
  %e183 = extractelement <8 x i32> %r181, i32 1
  %x183 = sext i32 %e183 to i64
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @l9, i32 2, i32 1, i64 %x183)
  %e184 = extractelement <8 x i32> %r181, i32 2
  %x184 = sext i32 %e184 to i64
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @l9, i32 2, i32 2, i64 %x184)
  %e185 = extractelement <8 x i32> %r181, i32 3
  %x185 = sext i32 %e185 to i64
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @l9, i32 2, i32 3, i64 %x185)
  %e186 = extractelement <8 x i32> %r181, i32 4
  %x186 = sext i32 %e186 to i64
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @l9, i32 2, i32 4, i64 %x186)
  %e187 = extractelement <8 x i32> %r181, i32 5
  %x187 = sext i32 %e187 to i64
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @l9, i32 2, i32 5, i64 %x187)
  %e188 = extractelement <8 x i32> %r181, i32 6
  %x188 = sext i32 %e188 to i64
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @l9, i32 2, i32 6, i64 %x188)
  %e189 = extractelement <8 x i32> %r181, i32 7
  %x189 = sext i32 %e189 to i64
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @l9, i32 2, i32 7, i64 %x189)
  ret i32 0
}
