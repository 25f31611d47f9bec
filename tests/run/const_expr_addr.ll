; Scalar constant expressions over addresses that do not fold to one
; address plus an offset: distances between globals, relative offsets
; truncated to 32 bits, products, xor and extensions (LLVM 19 keeps add,
; sub, mul and xor as constant expressions).
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@a = global [16 x i32] zeroinitializer, align 16
@b = global [4 x i64] zeroinitializer, align 64
@fmt = private constant [4 x i8] c"%d\0A\00"
@fmtl = private constant [5 x i8] c"%ld\0A\00"

declare i32 @printf(ptr, ...)

define i32 @main() {
  ; distance between two globals compared with itself: always equal
  %d1 = sub i64 ptrtoint (ptr @b to i64), ptrtoint (ptr @a to i64)
  %same = icmp eq i64 %d1, sub (i64 ptrtoint (ptr @b to i64), i64 ptrtoint (ptr @a to i64))
  %s = zext i1 %same to i32
  call i32 (ptr, ...) @printf(ptr @fmt, i32 %s)
  ; the distance plus a constant, minus the distance
  %m2 = sub i64 add (i64 sub (i64 ptrtoint (ptr @b to i64), i64 ptrtoint (ptr @a to i64)), i64 5), %d1
  call i32 (ptr, ...) @printf(ptr @fmtl, i64 %m2)
  ; a 32-bit relative offset, sign-extended back, added to @a gives @b
  %rel = sext i32 trunc (i64 sub (i64 ptrtoint (ptr @b to i64), i64 ptrtoint (ptr @a to i64)) to i32) to i64
  %pa = ptrtoint ptr @a to i64
  %back = add i64 %pa, %rel
  %ok = icmp eq i64 %back, ptrtoint (ptr @b to i64)
  %o = zext i1 %ok to i32
  call i32 (ptr, ...) @printf(ptr @fmt, i32 %o)
  ; xor of two addresses undone, and a product of an address
  %x = xor i64 xor (i64 ptrtoint (ptr @a to i64), i64 ptrtoint (ptr @b to i64)), ptrtoint (ptr @b to i64)
  %xe = icmp eq i64 %x, %pa
  %xo = zext i1 %xe to i32
  call i32 (ptr, ...) @printf(ptr @fmt, i32 %xo)
  %p = mul i64 ptrtoint (ptr @a to i64), 3
  %p3 = mul i64 %pa, 3
  %pd = sub i64 %p, %p3
  call i32 (ptr, ...) @printf(ptr @fmtl, i64 %pd)
  ; zero-extended low half of an address
  %z = zext i32 trunc (i64 ptrtoint (ptr @b to i64) to i32) to i64
  %zb = ptrtoint ptr @b to i64
  %zm = and i64 %zb, 4294967295
  %zz = sub i64 %z, %zm
  call i32 (ptr, ...) @printf(ptr @fmtl, i64 %zz)
  %w = sext i16 trunc (i64 sub (i64 ptrtoint (ptr @b to i64), i64 ptrtoint (ptr @a to i64)) to i16) to i32
  %d16 = trunc i64 %d1 to i16
  %d32 = sext i16 %d16 to i32
  %wd = sub i32 %w, %d32
  call i32 (ptr, ...) @printf(ptr @fmt, i32 %wd)
  ret i32 0
}
