; Vectors of wide integers with whole-byte lanes: <4 x i96> (add, mul, ashr,
; sdiv, icmp, select, insert/extract with a variable index, shuffle),
; <2 x i256> (sub, udiv, shl, or, bitcast to <8 x i64>), <4 x i128> from
; zext/sext, a <3 x i128> shuffle, insert and trunc, and a <2 x i128> -> i256
; bitcast. Hand-written: C cannot spell these widths as vectors. The functions
; are internal: kiln refuses these vectors in signatures that code built by
; LLVM may see (LLVM passes their lanes as integers).
declare i32 @printf(ptr, ...)
@fmt = private constant [12 x i8] c"%s %llx %d\0A\00"
@a = private constant [5 x i8] c"i96\00\00"
@b = private constant [5 x i8] c"i256\00"
@c = private constant [5 x i8] c"v3x\00\00"
@d = private constant [5 x i8] c"bc\00\00\00"
define void @show(ptr %n, i64 %v, i32 %k) {
  call i32 (ptr, ...) @printf(ptr @fmt, ptr %n, i64 %v, i32 %k)
  ret void
}
define internal <4 x i96> @ops96(<4 x i96> %x, <4 x i96> %y) {
  %s = add <4 x i96> %x, %y
  %m = mul <4 x i96> %s, %y
  %sh = ashr <4 x i96> %m, <i96 3, i96 70, i96 0, i96 95>
  %q = sdiv <4 x i96> %sh, <i96 7, i96 -3, i96 100000000000000000000, i96 1>
  %c = icmp sgt <4 x i96> %q, %x
  %r = select <4 x i1> %c, <4 x i96> %q, <4 x i96> %s
  ret <4 x i96> %r
}
define internal <2 x i256> @ops256(<2 x i256> %x, <2 x i256> %y) {
  %s = sub <2 x i256> %x, %y
  %u = udiv <2 x i256> %s, <i256 12345678901234567890123, i256 3>
  %t = shl <2 x i256> %u, <i256 200, i256 1>
  %o = or <2 x i256> %t, %y
  ret <2 x i256> %o
}
define i32 @main() {
  %x0 = insertelement <4 x i96> poison, i96 -5, i32 0
  %x1 = insertelement <4 x i96> %x0, i96 39614081257132168796771975167, i32 1
  %x2 = insertelement <4 x i96> %x1, i96 123456789012345678901234, i32 2
  %x3 = insertelement <4 x i96> %x2, i96 -39614081257132168796771975168, i32 3
  %y = shufflevector <4 x i96> %x3, <4 x i96> <i96 1, i96 2, i96 3, i96 4>, <4 x i32> <i32 5, i32 3, i32 6, i32 0>
  %r = call <4 x i96> @ops96(<4 x i96> %x3, <4 x i96> %y)
  br label %loop
loop:
  %i = phi i32 [ 0, %0 ], [ %i1, %loop ]
  %e = extractelement <4 x i96> %r, i32 %i
  %lo = trunc i96 %e to i64
  %hi0 = lshr i96 %e, 64
  %hi = trunc i96 %hi0 to i64
  call void @show(ptr @a, i64 %lo, i32 %i)
  call void @show(ptr @a, i64 %hi, i32 %i)
  %i1 = add i32 %i, 1
  %done = icmp eq i32 %i1, 4
  br i1 %done, label %wide, label %loop
wide:
  %w0 = insertelement <2 x i256> poison, i256 -98765432109876543210987654321098765432109876543210, i32 0
  %w1 = insertelement <2 x i256> %w0, i256 7, i32 1
  %v = call <2 x i256> @ops256(<2 x i256> %w1, <2 x i256> <i256 99, i256 -1>)
  %bits = bitcast <2 x i256> %v to <8 x i64>
  br label %l2
l2:
  %j = phi i32 [ 0, %wide ], [ %j1, %l2 ]
  %p = extractelement <8 x i64> %bits, i32 %j
  call void @show(ptr @b, i64 %p, i32 %j)
  %j1 = add i32 %j, 1
  %d2 = icmp eq i32 %j1, 8
  br i1 %d2, label %three, label %l2
three:
  %t0 = zext <4 x i32> <i32 1, i32 -1, i32 3, i32 -4> to <4 x i128>
  %t1 = sext <4 x i32> <i32 1, i32 -1, i32 3, i32 -4> to <4 x i128>
  %t2 = shufflevector <4 x i128> %t0, <4 x i128> %t1, <3 x i32> <i32 1, i32 7, i32 2>
  %t3 = insertelement <3 x i128> %t2, i128 170141183460469231731687303715884105727, i32 2
  %t4 = trunc <3 x i128> %t3 to <3 x i16>
  %t5 = bitcast <3 x i16> %t4 to i48
  %t6 = zext i48 %t5 to i64
  call void @show(ptr @c, i64 %t6, i32 3)
  %bc = bitcast <2 x i128> <i128 1, i128 -2> to i256
  %bc1 = lshr i256 %bc, 120
  %bc2 = trunc i256 %bc1 to i64
  call void @show(ptr @d, i64 %bc2, i32 0)
  ret i32 0
}
