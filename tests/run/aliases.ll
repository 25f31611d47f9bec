; Aliases of whole globals: a global alias to a variable, a weak alias, an
; alias to a function called directly and through a pointer stored in a
; global, and stores through one name seen through another. (Aliases with
; offsets are in aliases_offset.ll.)
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

declare i32 @printf(ptr, ...)

@data = global { i32, i32, [4 x i64] } { i32 1, i32 2, [4 x i64] [i64 10, i64 20, i64 30, i64 40] }
@data_alias = alias { i32, i32, [4 x i64] }, ptr @data
@weak_alias = weak alias i32, ptr @data
@private_alias = private alias i32, ptr @data
@twice_alias = alias i32 (i32), ptr @twice
@fp = global ptr @twice_alias
@fmt = private unnamed_addr constant [9 x i8] c"%s %lld\0A\00"
@n1 = private constant [6 x i8] c"first\00"
@n4 = private constant [6 x i8] c"twice\00"
@n5 = private constant [8 x i8] c"through\00"
@n6 = private constant [5 x i8] c"same\00"

define i32 @twice(i32 %x) noinline {
  %r = mul i32 %x, 2
  ret i32 %r
}

define i32 @main() {
  %a = load i32, ptr @data_alias
  %ax = sext i32 %a to i64
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @n1, i64 %ax)
  store i32 77, ptr @private_alias
  %d = load i32, ptr @data
  %dvx = sext i32 %d to i64
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @n5, i64 %dvx)
  %w = load i32, ptr @weak_alias
  %wx = sext i32 %w to i64
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @n1, i64 %wx)
  %t = call i32 @twice_alias(i32 21)
  %tx = sext i32 %t to i64
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @n4, i64 %tx)
  %f = load ptr, ptr @fp
  %t2 = call i32 %f(i32 -8)
  %t2x = sext i32 %t2 to i64
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @n4, i64 %t2x)
  %same1 = icmp eq ptr @twice_alias, @twice
  %same2 = icmp eq ptr @data_alias, @data
  %s1 = zext i1 %same1 to i64
  %s2 = zext i1 %same2 to i64
  %s = add i64 %s1, %s2
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @n6, i64 %s)
  ret i32 0
}
