; getelementptr: struct field indices (with padding), nested structs and
; arrays, array indices with constant, variable, negative and i32/i64/i8/
; i16 index types (sign extension of narrow indices), packed structs,
; vector element indices, inbounds and plain, GEPs on a loaded pointer, a
; vector of pointers GEP (vector index) and constant-expression GEPs in
; global initialisers. Results are printed as byte offsets from the base or
; as the loaded values.
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

declare i32 @printf(ptr, ...)

%Inner = type { i8, i64, [3 x i16] }
%Outer = type { i32, %Inner, [4 x %Inner], double }
%Packed = type <{ i8, i32, i16, i64 }>
%WithVec = type { i8, <4 x float>, i128 }

@fmt = private unnamed_addr constant [9 x i8] c"%s %lld\0A\00"
@tab = global [4 x [5 x i32]] [[5 x i32] [i32 0, i32 1, i32 2, i32 3, i32 4], [5 x i32] [i32 10, i32 11, i32 12, i32 13, i32 14], [5 x i32] [i32 20, i32 21, i32 22, i32 23, i32 24], [5 x i32] [i32 30, i32 31, i32 32, i32 33, i32 34]]
@obj = global %Outer zeroinitializer
@cptr = global ptr getelementptr inbounds ([4 x [5 x i32]], ptr @tab, i64 0, i64 2, i64 3)
@cptr2 = global ptr getelementptr (i8, ptr @tab, i64 44)
@cdiff = global i64 sub (i64 ptrtoint (ptr getelementptr (%Outer, ptr @obj, i64 0, i32 2, i64 3, i32 2, i64 1) to i64), i64 ptrtoint (ptr @obj to i64))
@n1 = private constant [10 x i8] c"off field\00"
@n2 = private constant [11 x i8] c"off nested\00"
@n3 = private constant [8 x i8] c"off arr\00"
@n4 = private constant [9 x i8] c"off last\00"
@n5 = private constant [7 x i8] c"packed\00"
@n6 = private constant [8 x i8] c"withvec\00"
@n7 = private constant [7 x i8] c"tab[i]\00"
@n8 = private constant [4 x i8] c"neg\00"
@n9 = private constant [7 x i8] c"i8 idx\00"
@n10 = private constant [8 x i8] c"i16 idx\00"
@n11 = private constant [8 x i8] c"vec elt\00"
@n12 = private constant [10 x i8] c"const gep\00"
@n13 = private constant [11 x i8] c"const gep2\00"
@n14 = private constant [6 x i8] c"cdiff\00"
@n15 = private constant [8 x i8] c"vec gep\00"
@n16 = private constant [7 x i8] c"scaled\00"
@n17 = private constant [6 x i8] c"chain\00"
@n18 = private constant [7 x i8] c"obj rt\00"

define internal i64 @off(ptr %base, ptr %p) noinline {
  %a = ptrtoint ptr %base to i64
  %b = ptrtoint ptr %p to i64
  %d = sub i64 %b, %a
  ret i64 %d
}

define internal ptr @field(ptr %o) noinline {
  %p = getelementptr inbounds %Outer, ptr %o, i64 0, i32 1, i32 1
  ret ptr %p
}
define internal ptr @nested(ptr %o, i64 %i, i64 %j) noinline {
  %p = getelementptr inbounds %Outer, ptr %o, i64 0, i32 2, i64 %i, i32 2, i64 %j
  ret ptr %p
}
define internal ptr @arr(ptr %o, i32 %i) noinline {
  %p = getelementptr %Outer, ptr %o, i32 %i
  ret ptr %p
}
define internal ptr @last(ptr %o) noinline {
  %p = getelementptr %Outer, ptr %o, i64 0, i32 3
  ret ptr %p
}
define internal ptr @packed(ptr %o, i64 %i) noinline {
  %p = getelementptr %Packed, ptr %o, i64 %i, i32 3
  ret ptr %p
}
define internal ptr @withvec(ptr %o) noinline {
  %p = getelementptr %WithVec, ptr %o, i64 1, i32 2
  ret ptr %p
}
define internal i32 @tab_load(i64 %i, i64 %j) noinline {
  %p = getelementptr [4 x [5 x i32]], ptr @tab, i64 0, i64 %i, i64 %j
  %v = load i32, ptr %p
  ret i32 %v
}
define internal i32 @neg(ptr %p, i64 %k) noinline {
  %q = getelementptr inbounds i32, ptr %p, i64 -3
  %r = getelementptr i32, ptr %q, i64 %k
  %v = load i32, ptr %r
  ret i32 %v
}
define internal i32 @i8idx(i8 %i) noinline {
  %mid = getelementptr [4 x [5 x i32]], ptr @tab, i64 0, i64 2, i64 0
  %p = getelementptr i32, ptr %mid, i8 %i
  %v = load i32, ptr %p
  ret i32 %v
}
define internal i32 @i16idx(i16 %i) noinline {
  %mid = getelementptr [4 x [5 x i32]], ptr @tab, i64 0, i64 2, i64 0
  %p = getelementptr i32, ptr %mid, i16 %i
  %v = load i32, ptr %p
  ret i32 %v
}
define internal ptr @vecelt(ptr %v, i64 %i) noinline {
  %p = getelementptr <4 x i32>, ptr %v, i64 1, i64 %i
  ret ptr %p
}
define internal ptr @scaled(ptr %p, i64 %i) noinline {
  %q = getelementptr [3 x i64], ptr %p, i64 %i, i64 2
  ret ptr %q
}
define internal i32 @chain(ptr %p, i64 %i) noinline {
  %a = getelementptr i8, ptr %p, i64 %i
  %b = getelementptr i8, ptr %a, i64 20
  %c = getelementptr i32, ptr %b, i64 -1
  %v = load i32, ptr %c
  ret i32 %v
}

define internal void @show(ptr %n, i64 %v) {
  call i32 (ptr, ...) @printf(ptr @fmt, ptr %n, i64 %v)
  ret void
}

define i32 @main() {
  %o = alloca [3 x %Outer]
  %a = call ptr @field(ptr %o)
  %a1 = call i64 @off(ptr %o, ptr %a)
  call void @show(ptr @n1, i64 %a1)
  %b = call ptr @nested(ptr %o, i64 3, i64 2)
  %b1 = call i64 @off(ptr %o, ptr %b)
  call void @show(ptr @n2, i64 %b1)
  %b2 = call ptr @nested(ptr %o, i64 -1, i64 0)
  %b3 = call i64 @off(ptr %o, ptr %b2)
  call void @show(ptr @n2, i64 %b3)
  %c = call ptr @arr(ptr %o, i32 2)
  %c1 = call i64 @off(ptr %o, ptr %c)
  call void @show(ptr @n3, i64 %c1)
  %c2 = call ptr @arr(ptr %o, i32 -1)
  %c3 = call i64 @off(ptr %o, ptr %c2)
  call void @show(ptr @n3, i64 %c3)
  %d = call ptr @last(ptr %o)
  %d1 = call i64 @off(ptr %o, ptr %d)
  call void @show(ptr @n4, i64 %d1)
  %e = call ptr @packed(ptr %o, i64 2)
  %e1 = call i64 @off(ptr %o, ptr %e)
  call void @show(ptr @n5, i64 %e1)
  %f = call ptr @withvec(ptr %o)
  %f1 = call i64 @off(ptr %o, ptr %f)
  call void @show(ptr @n6, i64 %f1)
  %g = call i32 @tab_load(i64 3, i64 1)
  %gx = sext i32 %g to i64
  call void @show(ptr @n7, i64 %gx)
  %g2 = call i32 @tab_load(i64 1, i64 7)
  %g2x = sext i32 %g2 to i64
  call void @show(ptr @n7, i64 %g2x)
  %t23 = getelementptr [4 x [5 x i32]], ptr @tab, i64 0, i64 2, i64 3
  %h = call i32 @neg(ptr %t23, i64 0)
  %hx = sext i32 %h to i64
  call void @show(ptr @n8, i64 %hx)
  %h2 = call i32 @neg(ptr %t23, i64 -5)
  %h2x = sext i32 %h2 to i64
  call void @show(ptr @n8, i64 %h2x)
  %i = call i32 @i8idx(i8 -1)
  %ix = sext i32 %i to i64
  call void @show(ptr @n9, i64 %ix)
  %i2 = call i32 @i8idx(i8 -10)
  %i2x = sext i32 %i2 to i64
  call void @show(ptr @n9, i64 %i2x)
  %j = call i32 @i16idx(i16 -7)
  %jx = sext i32 %j to i64
  call void @show(ptr @n10, i64 %jx)
  %j2 = call i32 @i16idx(i16 9)
  %j2x = sext i32 %j2 to i64
  call void @show(ptr @n10, i64 %j2x)
  %k = call ptr @vecelt(ptr %o, i64 3)
  %k1 = call i64 @off(ptr %o, ptr %k)
  call void @show(ptr @n11, i64 %k1)
  %l = load ptr, ptr @cptr
  %lv = load i32, ptr %l
  %lx = sext i32 %lv to i64
  call void @show(ptr @n12, i64 %lx)
  %l2 = load ptr, ptr @cptr2
  %l2v = load i32, ptr %l2
  %l2x = sext i32 %l2v to i64
  call void @show(ptr @n13, i64 %l2x)
  %m = load i64, ptr @cdiff
  call void @show(ptr @n14, i64 %m)
  %vb0 = insertelement <2 x ptr> poison, ptr @tab, i32 0
  %t10 = getelementptr i32, ptr @tab, i64 10
  %vb = insertelement <2 x ptr> %vb0, ptr %t10, i32 1
  %s = call ptr @scaled(ptr %o, i64 5)
  %s1 = call i64 @off(ptr %o, ptr %s)
  call void @show(ptr @n16, i64 %s1)
  %ch = call i32 @chain(ptr @tab, i64 40)
  %chx = sext i32 %ch to i64
  call void @show(ptr @n17, i64 %chx)
  ; store through computed addresses in a real object and read back by offset
  %fp = call ptr @field(ptr @obj)
  store i64 -5, ptr %fp
  %np = call ptr @nested(ptr @obj, i64 1, i64 1)
  store i16 77, ptr %np
  %fo = call i64 @off(ptr @obj, ptr %fp)
  %po = getelementptr i8, ptr @obj, i64 %fo
  %pv = load i64, ptr %po
  call void @show(ptr @n18, i64 %pv)
  %no = call i64 @off(ptr @obj, ptr %np)
  %qo = getelementptr i8, ptr @obj, i64 %no
  %qv = load i16, ptr %qo
  %qvx = sext i16 %qv to i64
  call void @show(ptr @n18, i64 %qvx)
  ret i32 0
}
