; musttail calls 10 million deep (they must not grow the stack): a
; two-argument accumulator loop, one with 8 integer arguments (two on the
; stack) rotated at each call, and a fastcc one. Split out of calls.ll.
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

declare i32 @printf(ptr, ...)

@fmt = private unnamed_addr constant [9 x i8] c"%s %lld\0A\00"
@n6 = private constant [9 x i8] c"musttail\00"
@n7 = private constant [9 x i8] c"mt stack\00"
@n15 = private constant [10 x i8] c"mt fastcc\00"

; 10 million deep: only works as a real tail call
define internal i64 @count(i64 %n, i64 %acc) noinline {
  %z = icmp eq i64 %n, 0
  br i1 %z, label %done, label %more
done:
  ret i64 %acc
more:
  %m = sub i64 %n, 1
  %a = add i64 %acc, 3
  %r = musttail call i64 @count(i64 %m, i64 %a)
  ret i64 %r
}
; musttail with 8 integer arguments (two on the stack), rotating them
define internal i64 @count8(i64 %n, i64 %a, i64 %b, i64 %c, i64 %d, i64 %e, i64 %f, i64 %g) noinline {
  %z = icmp eq i64 %n, 0
  br i1 %z, label %done, label %more
done:
  %s1 = mul i64 %a, 2
  %s2 = add i64 %s1, %b
  %s3 = mul i64 %s2, 3
  %s4 = add i64 %s3, %c
  %s5 = mul i64 %s4, 5
  %s6 = add i64 %s5, %d
  %s7 = xor i64 %s6, %e
  %s8 = add i64 %s7, %f
  %s9 = mul i64 %s8, 7
  %s10 = add i64 %s9, %g
  ret i64 %s10
more:
  %m = sub i64 %n, 1
  %a1 = add i64 %a, 1
  %r = musttail call i64 @count8(i64 %m, i64 %g, i64 %a1, i64 %b, i64 %c, i64 %d, i64 %e, i64 %f)
  ret i64 %r
}
define internal fastcc i64 @fcount(i64 %n, i64 %acc) noinline {
  %z = icmp eq i64 %n, 0
  br i1 %z, label %done, label %more
done:
  ret i64 %acc
more:
  %m = sub i64 %n, 1
  %a = xor i64 %acc, %n
  %r = musttail call fastcc i64 @fcount(i64 %m, i64 %a)
  ret i64 %r
}

define i32 @main() {
  %g = call i64 @count(i64 10000000, i64 0)
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @n6, i64 %g)
  %g2 = call i64 @count8(i64 10000003, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7)
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @n7, i64 %g2)
  %g3 = call fastcc i64 @fcount(i64 10000000, i64 0)
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @n15, i64 %g3)
  ret i32 0
}
