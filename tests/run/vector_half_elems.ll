; extractelement/insertelement on <4 x half> and <8 x half> with constant
; and variable indices (clang coerces struct { _Float16 a, b, c, d } to
; <4 x half> and takes it apart this way at -O2); lanes printed as bits.
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

declare i32 @printf(ptr, ...)
@fmt = private constant [6 x i8] c"%04x \00"
@nl = private constant [2 x i8] c"\0A\00"

define internal void @show(half %h) noinline {
  %b = bitcast half %h to i16
  %z = zext i16 %b to i32
  call i32 (ptr, ...) @printf(ptr @fmt, i32 %z)
  ret void
}

define internal <4 x half> @swap(<4 x half> %v, i32 %i, i32 %j) noinline {
  %a = extractelement <4 x half> %v, i32 %i
  %b = extractelement <4 x half> %v, i32 %j
  %w = insertelement <4 x half> %v, half %b, i32 %i
  %x = insertelement <4 x half> %w, half %a, i32 %j
  ret <4 x half> %x
}

define internal <8 x half> @scale(<8 x half> %v) noinline {
entry:
  br label %loop
loop:
  %k = phi i64 [ 0, %entry ], [ %k2, %loop ]
  %acc = phi <8 x half> [ %v, %entry ], [ %acc2, %loop ]
  %e = extractelement <8 x half> %acc, i64 %k
  %m = fmul half %e, 0xH4000
  %acc2 = insertelement <8 x half> %acc, half %m, i64 %k
  %k2 = add i64 %k, 1
  %more = icmp ult i64 %k2, 8
  br i1 %more, label %loop, label %done
done:
  ret <8 x half> %acc2
}

define i32 @main() {
  %v = call <4 x half> @swap(<4 x half> <half 0xH3C00, half 0xH4000, half 0xH4200, half 0xH4400>, i32 0, i32 3)
  %v0 = extractelement <4 x half> %v, i32 0
  %v1 = extractelement <4 x half> %v, i32 1
  %v2 = extractelement <4 x half> %v, i32 2
  %v3 = extractelement <4 x half> %v, i32 3
  call void @show(half %v0)
  call void @show(half %v1)
  call void @show(half %v2)
  call void @show(half %v3)
  call i32 (ptr, ...) @printf(ptr @nl)
  %s = call <8 x half> @scale(<8 x half> <half 0xH3C00, half 0xHC000, half 0xH3800, half 0xH7BFF, half 0xH0001, half 0xH8000, half 0xH7C00, half 0xH4900>)
  %s0 = extractelement <8 x half> %s, i32 0
  %s1 = extractelement <8 x half> %s, i32 1
  %s2 = extractelement <8 x half> %s, i32 2
  %s3 = extractelement <8 x half> %s, i32 3
  %s4 = extractelement <8 x half> %s, i32 4
  %s5 = extractelement <8 x half> %s, i32 5
  %s6 = extractelement <8 x half> %s, i32 6
  %s7 = extractelement <8 x half> %s, i32 7
  call void @show(half %s0)
  call void @show(half %s1)
  call void @show(half %s2)
  call void @show(half %s3)
  call void @show(half %s4)
  call void @show(half %s5)
  call void @show(half %s6)
  call void @show(half %s7)
  call i32 (ptr, ...) @printf(ptr @nl)
  ret i32 0
}
