; Aliases with offsets: aliases to a struct field and to an array element
; inside a global (constant GEP aliasees), an alias of such an alias, and a
; private alias of one; stores through them seen through the base global.
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

declare i32 @printf(ptr, ...)

@data = global { i32, i32, [4 x i64] } { i32 1, i32 2, [4 x i64] [i64 10, i64 20, i64 30, i64 40] }
@second = alias i32, getelementptr inbounds ({ i32, i32, [4 x i64] }, ptr @data, i32 0, i32 1)
@third_elem = alias i64, getelementptr inbounds ({ i32, i32, [4 x i64] }, ptr @data, i32 0, i32 2, i64 2)
@alias_of_alias = alias i32, ptr @second
@priv_alias = private alias i64, ptr @third_elem
@fmt = private unnamed_addr constant [9 x i8] c"%s %lld\0A\00"
@n2 = private constant [7 x i8] c"second\00"
@n3 = private constant [6 x i8] c"third\00"
@n5 = private constant [8 x i8] c"through\00"

define i32 @main() {
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
  ret i32 0
}
