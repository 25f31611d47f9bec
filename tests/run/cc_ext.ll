; signext/zeroext parameters and return values (i1 i8 i16), checked at the
; ABI level: a callee that declares `i32` reads the full register that a
; caller passing `i8 signext` / `i16 zeroext` / `i1 zeroext` must have
; extended (called through a function pointer with the wider type, as C
; code with mismatched prototypes does). Returns with signext/zeroext are
; called with their own type (LLVM's x86-64 back-end does not extend
; returned values, so reading them wider would print garbage). The narrow
; values are made by truncating wider ones so that stale upper bits would
; show. Also libc calls taking/returning narrow ints (toupper, abs).
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

declare i32 @printf(ptr, ...)
declare i32 @toupper(i32)
declare i32 @abs(i32)

@fmt = private unnamed_addr constant [10 x i8] c"%s %d %x\0A\00"
@wide = global i32 305419904
@wide16 = global i32 -2023374047
@p_take32 = global ptr @take32
@p_take32b = global ptr @take32b
@p_ret_s8 = global ptr @ret_s8
@p_ret_z8 = global ptr @ret_z8
@p_ret_s16 = global ptr @ret_s16
@p_ret_z16 = global ptr @ret_z16
@p_ret_z1 = global ptr @ret_z1
@n1 = private constant [12 x i8] c"arg s8->i32\00"
@n2 = private constant [12 x i8] c"arg z8->i32\00"
@n3 = private constant [13 x i8] c"arg s16->i32\00"
@n4 = private constant [13 x i8] c"arg z16->i32\00"
@n5 = private constant [12 x i8] c"arg z1->i32\00"
@n6 = private constant [12 x i8] c"ret s8->i32\00"
@n7 = private constant [12 x i8] c"ret z8->i32\00"
@n8 = private constant [13 x i8] c"ret s16->i32\00"
@n9 = private constant [13 x i8] c"ret z16->i32\00"
@n10 = private constant [12 x i8] c"ret z1->i32\00"
@n11 = private constant [10 x i8] c"direct s8\00"
@n12 = private constant [11 x i8] c"direct z16\00"
@n13 = private constant [8 x i8] c"toupper\00"
@n14 = private constant [4 x i8] c"abs\00"
@n15 = private constant [13 x i8] c"stack s8 arg\00"

define internal i32 @take32(i32 %x) noinline {
  ret i32 %x
}
; 8 arguments: the last two narrow ones are on the stack, where the ABI
; leaves the upper bits of the 8-byte slot unspecified, but the extension
; to 32 bits is still required for signext/zeroext
define internal i32 @take32b(i64 %a, i64 %b, i64 %c, i64 %d, i64 %e, i64 %f, i32 %g, i32 %h) noinline {
  %r = xor i32 %g, %h
  ret i32 %h
}
define internal signext i8 @ret_s8(i32 %x) noinline {
  %t = trunc i32 %x to i8
  ret i8 %t
}
define internal zeroext i8 @ret_z8(i32 %x) noinline {
  %t = trunc i32 %x to i8
  ret i8 %t
}
define internal signext i16 @ret_s16(i32 %x) noinline {
  %t = trunc i32 %x to i16
  ret i16 %t
}
define internal zeroext i16 @ret_z16(i32 %x) noinline {
  %t = trunc i32 %x to i16
  ret i16 %t
}
define internal zeroext i1 @ret_z1(i32 %x) noinline {
  %t = trunc i32 %x to i1
  ret i1 %t
}
define internal i32 @direct_s8(i8 signext %x) noinline {
  %w = sext i8 %x to i32
  %r = add i32 %w, 1
  ret i32 %r
}
define internal i32 @direct_z16(i16 zeroext %x) noinline {
  %w = zext i16 %x to i32
  %r = add i32 %w, 1
  ret i32 %r
}

define internal void @show(ptr %n, i32 %v) {
  call i32 (ptr, ...) @printf(ptr @fmt, ptr %n, i32 %v, i32 %v)
  ret void
}

define i32 @main() {
  %w = load volatile i32, ptr @wide
  %w16 = load volatile i32, ptr @wide16
  %b = trunc i32 %w to i8
  %h = trunc i32 %w16 to i16
  %one = trunc i32 %w16 to i1
  %f = load volatile ptr, ptr @p_take32
  %r1 = call i32 %f(i8 signext %b)
  call void @show(ptr @n1, i32 %r1)
  %r2 = call i32 %f(i8 zeroext %b)
  call void @show(ptr @n2, i32 %r2)
  %r3 = call i32 %f(i16 signext %h)
  call void @show(ptr @n3, i32 %r3)
  %r4 = call i32 %f(i16 zeroext %h)
  call void @show(ptr @n4, i32 %r4)
  %r5 = call i32 %f(i1 zeroext %one)
  call void @show(ptr @n5, i32 %r5)
  %fb = load volatile ptr, ptr @p_take32b
  %r5b = call i32 %fb(i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i8 signext %b, i8 signext %b)
  call void @show(ptr @n15, i32 %r5b)
  %g1 = load volatile ptr, ptr @p_ret_s8
  %r6n = call signext i8 %g1(i32 %w)
  %r6 = sext i8 %r6n to i32
  call void @show(ptr @n6, i32 %r6)
  %g2 = load volatile ptr, ptr @p_ret_z8
  %r7n = call zeroext i8 %g2(i32 %w)
  %r7 = zext i8 %r7n to i32
  call void @show(ptr @n7, i32 %r7)
  %g3 = load volatile ptr, ptr @p_ret_s16
  %r8n = call signext i16 %g3(i32 %w16)
  %r8 = sext i16 %r8n to i32
  call void @show(ptr @n8, i32 %r8)
  %g4 = load volatile ptr, ptr @p_ret_z16
  %r9n = call zeroext i16 %g4(i32 %w16)
  %r9 = zext i16 %r9n to i32
  call void @show(ptr @n9, i32 %r9)
  %g5 = load volatile ptr, ptr @p_ret_z1
  %r10n = call zeroext i1 %g5(i32 %w16)
  %r10 = zext i1 %r10n to i32
  call void @show(ptr @n10, i32 %r10)
  %r11 = call i32 @direct_s8(i8 signext %b)
  call void @show(ptr @n11, i32 %r11)
  %r12 = call i32 @direct_z16(i16 zeroext %h)
  call void @show(ptr @n12, i32 %r12)
  %c = call i32 @toupper(i32 113)
  call void @show(ptr @n13, i32 %c)
  %a = call i32 @abs(i32 -2147483647)
  call void @show(ptr @n14, i32 %a)
  ret i32 0
}
