; Aliases: a global alias to a variable, to a struct field (GEP offset), an
; alias to a function called directly and through a pointer, an alias of an
; alias, a weak alias, a private alias, and stores through one name seen
; through another.
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

declare i32 @printf(ptr, ...)

@data = global { i32, i32, [4 x i64] } { i32 1, i32 2, [4 x i64] [i64 10, i64 20, i64 30, i64 40] }
@data_alias = alias { i32, i32, [4 x i64] }, ptr @data
@second = alias i32, getelementptr inbounds ({ i32, i32, [4 x i64] }, ptr @data, i32 0, i32 1)
@third_elem = alias i64, getelementptr inbounds ({ i32, i32, [4 x i64] }, ptr @data, i32 0, i32 2, i64 2)
@alias_of_alias = alias i32, ptr @second
@weak_alias = weak alias i32, ptr @data
@priv_alias = private alias i64, ptr @third_elem
@twice_alias = alias i32 (i32), ptr @twice
@fp = global ptr @twice_alias
@fmt = private unnamed_addr constant [9 x i8] c"%s %lld\0A\00"
@n1 = private constant [6 x i8] c"first\00"
@n2 = private constant [7 x i8] c"second\00"
@n3 = private constant [6 x i8] c"third\00"
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
  %b = load i32, ptr @second
  %bx = sext i32 %b to i64
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @n2, i64 %bx)
  %c = load i64, ptr @third_elem
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @n3, i64 %c)
  store i32 77, ptr @alias_of_alias
  %d = getelementptr { i32, i32, [4 x i64] }, ptr @data, i32 0, i32 1
  %dv = load i32, ptr %d
  %dvx = sext i32 %dv to i64
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @n5, i64 %dvx)
  store i64 -5, ptr @priv_alias
  %e = getelementptr { i32, i32, [4 x i64] }, ptr @data, i32 0, i32 2, i64 2
  %ev = load i64, ptr %e
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @n5, i64 %ev)
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
