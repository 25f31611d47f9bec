; Vector {s,u}{add,sub}.with.overflow on <4 x i32>, <8 x i16> and <16 x i8>:
; the wrapped lanes and the overflow mask (printed as a bit mask).
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@fmt32 = private constant [21 x i8] c"%s %x %x %x %x m=%x\0A\00"
@fmt16 = private constant [12 x i8] c"%s %x m=%x\0A\00"
@sadd = private constant [5 x i8] c"sadd\00"
@uadd = private constant [5 x i8] c"uadd\00"
@ssub = private constant [5 x i8] c"ssub\00"
@usub = private constant [5 x i8] c"usub\00"

declare i32 @printf(ptr, ...)
declare { <4 x i32>, <4 x i1> } @llvm.sadd.with.overflow.v4i32(<4 x i32>, <4 x i32>)
declare { <4 x i32>, <4 x i1> } @llvm.uadd.with.overflow.v4i32(<4 x i32>, <4 x i32>)
declare { <4 x i32>, <4 x i1> } @llvm.ssub.with.overflow.v4i32(<4 x i32>, <4 x i32>)
declare { <4 x i32>, <4 x i1> } @llvm.usub.with.overflow.v4i32(<4 x i32>, <4 x i32>)
declare { <8 x i16>, <8 x i1> } @llvm.sadd.with.overflow.v8i16(<8 x i16>, <8 x i16>)
declare { <16 x i8>, <16 x i1> } @llvm.usub.with.overflow.v16i8(<16 x i8>, <16 x i8>)

define internal void @p32(ptr %n, { <4 x i32>, <4 x i1> } %r) noinline {
  %v = extractvalue { <4 x i32>, <4 x i1> } %r, 0
  %m = extractvalue { <4 x i32>, <4 x i1> } %r, 1
  %mb = bitcast <4 x i1> %m to i4
  %mi = zext i4 %mb to i32
  %a = extractelement <4 x i32> %v, i32 0
  %b = extractelement <4 x i32> %v, i32 1
  %c = extractelement <4 x i32> %v, i32 2
  %d = extractelement <4 x i32> %v, i32 3
  call i32 (ptr, ...) @printf(ptr @fmt32, ptr %n, i32 %a, i32 %b, i32 %c, i32 %d, i32 %mi)
  ret void
}

define i32 @main() {
  %x = insertelement <4 x i32> <i32 2147483647, i32 -2147483648, i32 5, i32 -1>, i32 7, i32 2
  %y = insertelement <4 x i32> <i32 1, i32 -1, i32 -3, i32 1>, i32 -9, i32 2
  %r1 = call { <4 x i32>, <4 x i1> } @llvm.sadd.with.overflow.v4i32(<4 x i32> %x, <4 x i32> %y)
  call void @p32(ptr @sadd, { <4 x i32>, <4 x i1> } %r1)
  %r2 = call { <4 x i32>, <4 x i1> } @llvm.uadd.with.overflow.v4i32(<4 x i32> %x, <4 x i32> %y)
  call void @p32(ptr @uadd, { <4 x i32>, <4 x i1> } %r2)
  %r3 = call { <4 x i32>, <4 x i1> } @llvm.ssub.with.overflow.v4i32(<4 x i32> %x, <4 x i32> %y)
  call void @p32(ptr @ssub, { <4 x i32>, <4 x i1> } %r3)
  %r4 = call { <4 x i32>, <4 x i1> } @llvm.usub.with.overflow.v4i32(<4 x i32> %x, <4 x i32> %y)
  call void @p32(ptr @usub, { <4 x i32>, <4 x i1> } %r4)
  %h = call { <8 x i16>, <8 x i1> } @llvm.sadd.with.overflow.v8i16(<8 x i16> <i16 32767, i16 1, i16 -32768, i16 -1, i16 100, i16 -100, i16 16384, i16 0>, <8 x i16> <i16 1, i16 1, i16 -1, i16 -1, i16 32700, i16 -32700, i16 16384, i16 0>)
  %hv = extractvalue { <8 x i16>, <8 x i1> } %h, 0
  %hm = extractvalue { <8 x i16>, <8 x i1> } %h, 1
  %hb = bitcast <8 x i1> %hm to i8
  %hbi = zext i8 %hb to i32
  %h0 = extractelement <8 x i16> %hv, i32 0
  %h0i = zext i16 %h0 to i32
  call i32 (ptr, ...) @printf(ptr @fmt16, ptr @sadd, i32 %h0i, i32 %hbi)
  %q = call { <16 x i8>, <16 x i1> } @llvm.usub.with.overflow.v16i8(<16 x i8> <i8 0, i8 1, i8 2, i8 3, i8 4, i8 5, i8 6, i8 7, i8 8, i8 9, i8 10, i8 11, i8 12, i8 13, i8 14, i8 15>, <16 x i8> <i8 1, i8 1, i8 1, i8 1, i8 9, i8 9, i8 9, i8 9, i8 0, i8 0, i8 0, i8 0, i8 -1, i8 -1, i8 -1, i8 -1>)
  %qv = extractvalue { <16 x i8>, <16 x i1> } %q, 0
  %qm = extractvalue { <16 x i8>, <16 x i1> } %q, 1
  %qb = bitcast <16 x i1> %qm to i16
  %qbi = zext i16 %qb to i32
  %q0 = extractelement <16 x i8> %qv, i32 0
  %q0i = zext i8 %q0 to i32
  call i32 (ptr, ...) @printf(ptr @fmt16, ptr @usub, i32 %q0i, i32 %qbi)
  ret i32 0
}
