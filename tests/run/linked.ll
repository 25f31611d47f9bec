; Two modules run together (`kiln run linked.ll modules/linked_lib.ll`;
; natively both are compiled and linked): calls in both directions,
; globals defined in the other module (read, written, address taken), a
; weak definition here overridden by a strong one there and a weak one
; there that stays, an alias in the other module, function pointers
; exchanged between modules, a variadic function defined in the other
; module, and constant data referencing the other module's symbols.
; RUN-WITH: modules/linked_lib.ll
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

declare i32 @printf(ptr, ...)
declare i64 @lib_add(i64, i64)
declare i64 @lib_call_back(ptr, i64)
declare i64 @lib_sum(i32, ...)
declare ptr @lib_get_fn()
declare i64 @lib_alias(i64, i64)
@lib_counter = external global i64
@lib_table = external global [4 x i32]

@fmt = private unnamed_addr constant [9 x i8] c"%s %lld\0A\00"
@n1 = private constant [8 x i8] c"lib_add\00"
@n2 = private constant [9 x i8] c"callback\00"
@n3 = private constant [8 x i8] c"counter\00"
@n4 = private constant [6 x i8] c"table\00"
@n5 = private constant [5 x i8] c"weak\00"
@n6 = private constant [8 x i8] c"varargs\00"
@n7 = private constant [6 x i8] c"getfn\00"
@n8 = private constant [6 x i8] c"alias\00"
@n9 = private constant [9 x i8] c"constref\00"
@ref = global ptr getelementptr ([4 x i32], ptr @lib_table, i64 0, i64 2)
@main_value = global i64 1000

define weak i64 @overridable() {
  ret i64 1
}
define weak i64 @kept_weak() {
  ret i64 2
}
define i64 @main_square(i64 %x) {
  %r = mul i64 %x, %x
  ret i64 %r
}

define i32 @main() {
  %a = call i64 @lib_add(i64 40, i64 2)
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @n1, i64 %a)
  %b = call i64 @lib_call_back(ptr @main_square, i64 12)
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @n2, i64 %b)
  %c0 = load i64, ptr @lib_counter
  %c1 = add i64 %c0, 5
  store i64 %c1, ptr @lib_counter
  %c2 = call i64 @lib_add(i64 0, i64 0)
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @n3, i64 %c2)
  %t = getelementptr [4 x i32], ptr @lib_table, i64 0, i64 3
  %tv = load i32, ptr %t
  %tvx = sext i32 %tv to i64
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @n4, i64 %tvx)
  %w1 = call i64 @overridable()
  %w2 = call i64 @kept_weak()
  %w = mul i64 %w1, 10
  %ww = add i64 %w, %w2
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @n5, i64 %ww)
  %v = call i64 (i32, ...) @lib_sum(i32 8, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8)
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @n6, i64 %v)
  %f = call ptr @lib_get_fn()
  %fr = call i64 %f(i64 7)
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @n7, i64 %fr)
  %al = call i64 @lib_alias(i64 3, i64 4)
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @n8, i64 %al)
  %rp = load ptr, ptr @ref
  %rv = load i32, ptr %rp
  %rvx = sext i32 %rv to i64
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @n9, i64 %rvx)
  ret i32 0
}
