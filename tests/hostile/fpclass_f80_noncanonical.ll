; HOSTILE: run
; EXIT: 0
; STDOUT: pseudo-nan 100 000
; STDOUT: pseudo-inf 100 000
; STDOUT: unnormal 100 000
; STDOUT: pseudo-denormal 000 011
; LIMIT: 10s 512M
; llvm.is.fpclass on non-canonical x86_fp80 constants (the issue's example:
; exponent 0x7fff, significand 0x3fffffffffffffff, integer bit clear). kiln
; classified them by a key that ignored the integer bit (issignaling said 1
; where the native build says 0; pseudo-infinities and unnormals were not
; NaNs), and kept the constants' raw bits where LLVM reads an unnormal as a
; NaN (exponent 0x7fff) and a pseudo-denormal as a normal (exponent 1).
; Printed per value: fcNan (3), fcSNan (1), fcQNan (2), then fcZero|fcSubnormal
; (0xf0), fcNormal (0x108), ~fcNan (0x3fc); the expected lines are the native
; build's.
target triple = "x86_64-unknown-linux-gnu"

@vals = private global [4 x x86_fp80] [x86_fp80 0xK7FFF3FFFFFFFFFFFFFFF, x86_fp80 0xK7FFF0000000000000000, x86_fp80 0xK3FFF4000000000000000, x86_fp80 0xK00008000000000000000]
@names = private constant [4 x ptr] [ptr @n0, ptr @n1, ptr @n2, ptr @n3]
@n0 = private constant [11 x i8] c"pseudo-nan\00"
@n1 = private constant [11 x i8] c"pseudo-inf\00"
@n2 = private constant [9 x i8] c"unnormal\00"
@n3 = private constant [16 x i8] c"pseudo-denormal\00"
@fmt = private constant [18 x i8] c"%s %d%d%d %d%d%d\0A\00"

declare i1 @llvm.is.fpclass.f80(x86_fp80, i32)
declare i32 @printf(ptr, ...)

define i32 @main() {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i1, %loop ]
  %p = getelementptr [4 x x86_fp80], ptr @vals, i64 0, i64 %i
  %x = load volatile x86_fp80, ptr %p
  %np = getelementptr [4 x ptr], ptr @names, i64 0, i64 %i
  %n = load ptr, ptr %np
  %a = call i1 @llvm.is.fpclass.f80(x86_fp80 %x, i32 3)
  %b = call i1 @llvm.is.fpclass.f80(x86_fp80 %x, i32 1)
  %c = call i1 @llvm.is.fpclass.f80(x86_fp80 %x, i32 2)
  %d = call i1 @llvm.is.fpclass.f80(x86_fp80 %x, i32 240)
  %e = call i1 @llvm.is.fpclass.f80(x86_fp80 %x, i32 264)
  %f = call i1 @llvm.is.fpclass.f80(x86_fp80 %x, i32 1020)
  %az = zext i1 %a to i32
  %bz = zext i1 %b to i32
  %cz = zext i1 %c to i32
  %dz = zext i1 %d to i32
  %ez = zext i1 %e to i32
  %fz = zext i1 %f to i32
  call i32 (ptr, ...) @printf(ptr @fmt, ptr %n, i32 %az, i32 %bz, i32 %cz, i32 %dz, i32 %ez, i32 %fz)
  %i1 = add i64 %i, 1
  %done = icmp eq i64 %i1, 4
  br i1 %done, label %end, label %loop
end:
  ret i32 0
}
