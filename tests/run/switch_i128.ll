; switch on i128 conditions with cases above 2^64 and -1. Split out of
; switch.ll.
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

declare i32 @printf(ptr, ...)

@fmt = private unnamed_addr constant [15 x i8] c"%s(%lld) = %d\0A\00"
@n_dense = private constant [6 x i8] c"dense\00"
@n_dense0 = private constant [7 x i8] c"dense0\00"
@n_sparse = private constant [7 x i8] c"sparse\00"
@n_neg = private constant [4 x i8] c"neg\00"
@n_i8 = private constant [3 x i8] c"i8\00"
@n_i64 = private constant [4 x i8] c"i64\00"
@n_i128 = private constant [5 x i8] c"i128\00"
@n_i1 = private constant [3 x i8] c"i1\00"
@n_i3 = private constant [3 x i8] c"i3\00"
@n_def = private constant [8 x i8] c"default\00"
@n_phi = private constant [4 x i8] c"phi\00"
@n_loop = private constant [5 x i8] c"loop\00"

; dense from 0, default unreachable when called in range

define internal i32 @sw128(i128 %x) noinline {
entry:
  switch i128 %x, label %def [
    i128 0, label %a
    i128 18446744073709551616, label %b
    i128 18446744073709551617, label %c
    i128 -1, label %d
    i128 1, label %e
    i128 170141183460469231731687303715884105727, label %f
  ]
a:
  ret i32 1
b:
  ret i32 2
c:
  ret i32 3
d:
  ret i32 4
e:
  ret i32 5
f:
  ret i32 6
def:
  ret i32 0
}

; several cases to one block, a phi with distinct values per case edge

; a state machine: switch in a loop
define i32 @main() {
  %r74 = call i32 @sw128(i128 0)
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @n_i128, i64 0, i32 %r74)
  %r75 = call i32 @sw128(i128 18446744073709551616)
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @n_i128, i64 0, i32 %r75)
  %r76 = call i32 @sw128(i128 18446744073709551617)
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @n_i128, i64 1, i32 %r76)
  %r77 = call i32 @sw128(i128 -1)
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @n_i128, i64 -1, i32 %r77)
  %r78 = call i32 @sw128(i128 1)
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @n_i128, i64 1, i32 %r78)
  %r79 = call i32 @sw128(i128 170141183460469231731687303715884105727)
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @n_i128, i64 -1, i32 %r79)
  %r80 = call i32 @sw128(i128 2)
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @n_i128, i64 2, i32 %r80)
  %r81 = call i32 @sw128(i128 18446744073709551615)
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @n_i128, i64 -1, i32 %r81)
  %r82 = call i32 @sw128(i128 -18446744073709551616)
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @n_i128, i64 0, i32 %r82)
  ret i32 0
}
