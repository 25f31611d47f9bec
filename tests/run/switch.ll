; switch: dense case ranges (jump-table candidates) on i32 with and without
; a default that is reachable; sparse cases (compare tree); negative and
; INT_MIN/INT_MAX cases; i8 conditions (wrapping values), i64 with huge
; cases, i128 conditions with cases above 2^64; i1 and i3 conditions; a
; switch with only a default; several cases to one block feeding a phi with
; distinct values per edge.
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

define internal i32 @dense(i32 %x) noinline {
entry:
  switch i32 %x, label %def [
    i32 10, label %c0
    i32 11, label %c1
    i32 12, label %c2
    i32 13, label %c3
    i32 14, label %c4
    i32 15, label %c5
    i32 16, label %c6
    i32 17, label %c7
    i32 19, label %c9
    i32 20, label %c0
  ]
c0:
  ret i32 100
c1:
  ret i32 101
c2:
  ret i32 102
c3:
  ret i32 103
c4:
  ret i32 104
c5:
  ret i32 105
c6:
  ret i32 106
c7:
  ret i32 107
c9:
  ret i32 109
def:
  ret i32 -1
}

; dense from 0, default unreachable when called in range
define internal i32 @dense0(i32 %x) noinline {
entry:
  switch i32 %x, label %def [
    i32 0, label %a
    i32 1, label %b
    i32 2, label %c
    i32 3, label %d
    i32 4, label %e
    i32 5, label %f
    i32 6, label %g
    i32 7, label %h
  ]
a:
  br label %join
b:
  br label %join
c:
  br label %join
d:
  br label %join
e:
  br label %join
f:
  br label %join
g:
  br label %join
h:
  br label %join
def:
  br label %join
join:
  %r = phi i32 [ 7, %a ], [ 13, %b ], [ 21, %c ], [ 34, %d ], [ 55, %e ], [ 89, %f ], [ 144, %g ], [ 233, %h ], [ 0, %def ]
  ret i32 %r
}

define internal i32 @sparse(i32 %x) noinline {
entry:
  switch i32 %x, label %def [
    i32 1, label %a
    i32 100, label %b
    i32 1000, label %c
    i32 10000, label %d
    i32 100000, label %e
    i32 -7, label %f
    i32 65536, label %g
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
g:
  ret i32 7
def:
  ret i32 0
}

define internal i32 @neg(i32 %x) noinline {
entry:
  switch i32 %x, label %def [
    i32 -2147483648, label %a
    i32 2147483647, label %b
    i32 -1, label %c
    i32 -2, label %d
    i32 -3, label %e
    i32 -4, label %f
    i32 0, label %g
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
g:
  ret i32 7
def:
  ret i32 0
}

define internal i32 @sw8(i8 %x) noinline {
entry:
  switch i8 %x, label %def [
    i8 0, label %a
    i8 1, label %b
    i8 2, label %c
    i8 3, label %d
    i8 -128, label %e
    i8 127, label %f
    i8 -1, label %g
  ]
a:
  ret i32 10
b:
  ret i32 11
c:
  ret i32 12
d:
  ret i32 13
e:
  ret i32 14
f:
  ret i32 15
g:
  ret i32 16
def:
  ret i32 0
}

define internal i32 @sw64(i64 %x) noinline {
entry:
  switch i64 %x, label %def [
    i64 0, label %a
    i64 4294967296, label %b
    i64 4294967297, label %c
    i64 -9223372036854775808, label %d
    i64 9223372036854775807, label %e
    i64 4294967295, label %f
    i64 5, label %g
    i64 6, label %g
    i64 7, label %g
    i64 8, label %g
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
g:
  ret i32 7
def:
  ret i32 0
}

define internal i32 @sw1(i1 %x) noinline {
entry:
  switch i1 %x, label %def [
    i1 true, label %a
  ]
a:
  ret i32 1
def:
  ret i32 0
}

define internal i32 @sw3(i3 %x) noinline {
entry:
  switch i3 %x, label %def [
    i3 0, label %a
    i3 1, label %b
    i3 2, label %c
    i3 -1, label %d
    i3 -4, label %e
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
def:
  ret i32 0
}

define internal i32 @onlydef(i32 %x) noinline {
entry:
  switch i32 %x, label %def [
  ]
def:
  %r = add i32 %x, 1
  ret i32 %r
}

; several cases to one block, a phi with distinct values per case edge
define internal i32 @swphi(i32 %x) noinline {
entry:
  switch i32 %x, label %join [
    i32 1, label %join
    i32 2, label %join
    i32 3, label %other
    i32 4, label %join
  ]
other:
  br label %join
join:
  %r = phi i32 [ 10, %entry ], [ 10, %entry ], [ 10, %entry ], [ 10, %entry ], [ 30, %other ]
  %s = add i32 %r, %x
  ret i32 %s
}

; a state machine: switch in a loop
define internal i32 @machine(i32 %steps) noinline {
entry:
  br label %loop
loop:
  %state = phi i32 [ 0, %entry ], [ %ns, %next ]
  %i = phi i32 [ 0, %entry ], [ %i1, %next ]
  %acc = phi i32 [ 0, %entry ], [ %acc1, %next ]
  switch i32 %state, label %s_other [
    i32 0, label %s0
    i32 1, label %s1
    i32 2, label %s2
    i32 3, label %s3
  ]
s0:
  br label %next
s1:
  br label %next
s2:
  br label %next
s3:
  br label %next
s_other:
  br label %next
next:
  %ns = phi i32 [ 2, %s0 ], [ 3, %s1 ], [ 1, %s2 ], [ 4, %s3 ], [ 0, %s_other ]
  %add = phi i32 [ 1, %s0 ], [ 10, %s1 ], [ 100, %s2 ], [ 1000, %s3 ], [ 10000, %s_other ]
  %acc1 = add i32 %acc, %add
  %i1 = add i32 %i, 1
  %c = icmp slt i32 %i1, %steps
  br i1 %c, label %loop, label %exit
exit:
  ret i32 %acc1
}
define i32 @main() {
entry:
  %r1 = call i32 @dense(i32 8)
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @n_dense, i64 8, i32 %r1)
  %r2 = call i32 @dense(i32 9)
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @n_dense, i64 9, i32 %r2)
  %r3 = call i32 @dense(i32 10)
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @n_dense, i64 10, i32 %r3)
  %r4 = call i32 @dense(i32 11)
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @n_dense, i64 11, i32 %r4)
  %r5 = call i32 @dense(i32 12)
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @n_dense, i64 12, i32 %r5)
  %r6 = call i32 @dense(i32 13)
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @n_dense, i64 13, i32 %r6)
  %r7 = call i32 @dense(i32 14)
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @n_dense, i64 14, i32 %r7)
  %r8 = call i32 @dense(i32 15)
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @n_dense, i64 15, i32 %r8)
  %r9 = call i32 @dense(i32 16)
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @n_dense, i64 16, i32 %r9)
  %r10 = call i32 @dense(i32 17)
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @n_dense, i64 17, i32 %r10)
  %r11 = call i32 @dense(i32 18)
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @n_dense, i64 18, i32 %r11)
  %r12 = call i32 @dense(i32 19)
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @n_dense, i64 19, i32 %r12)
  %r13 = call i32 @dense(i32 20)
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @n_dense, i64 20, i32 %r13)
  %r14 = call i32 @dense(i32 21)
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @n_dense, i64 21, i32 %r14)
  %r15 = call i32 @dense(i32 -1)
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @n_dense, i64 -1, i32 %r15)
  %r16 = call i32 @dense(i32 2147483647)
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @n_dense, i64 2147483647, i32 %r16)
  %r17 = call i32 @dense0(i32 -1)
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @n_dense0, i64 -1, i32 %r17)
  %r18 = call i32 @dense0(i32 0)
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @n_dense0, i64 0, i32 %r18)
  %r19 = call i32 @dense0(i32 1)
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @n_dense0, i64 1, i32 %r19)
  %r20 = call i32 @dense0(i32 2)
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @n_dense0, i64 2, i32 %r20)
  %r21 = call i32 @dense0(i32 3)
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @n_dense0, i64 3, i32 %r21)
  %r22 = call i32 @dense0(i32 4)
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @n_dense0, i64 4, i32 %r22)
  %r23 = call i32 @dense0(i32 5)
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @n_dense0, i64 5, i32 %r23)
  %r24 = call i32 @dense0(i32 6)
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @n_dense0, i64 6, i32 %r24)
  %r25 = call i32 @dense0(i32 7)
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @n_dense0, i64 7, i32 %r25)
  %r26 = call i32 @dense0(i32 8)
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @n_dense0, i64 8, i32 %r26)
  %r27 = call i32 @dense0(i32 9)
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @n_dense0, i64 9, i32 %r27)
  %r28 = call i32 @sparse(i32 1)
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @n_sparse, i64 1, i32 %r28)
  %r29 = call i32 @sparse(i32 100)
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @n_sparse, i64 100, i32 %r29)
  %r30 = call i32 @sparse(i32 1000)
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @n_sparse, i64 1000, i32 %r30)
  %r31 = call i32 @sparse(i32 10000)
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @n_sparse, i64 10000, i32 %r31)
  %r32 = call i32 @sparse(i32 100000)
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @n_sparse, i64 100000, i32 %r32)
  %r33 = call i32 @sparse(i32 -7)
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @n_sparse, i64 -7, i32 %r33)
  %r34 = call i32 @sparse(i32 65536)
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @n_sparse, i64 65536, i32 %r34)
  %r35 = call i32 @sparse(i32 0)
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @n_sparse, i64 0, i32 %r35)
  %r36 = call i32 @sparse(i32 2)
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @n_sparse, i64 2, i32 %r36)
  %r37 = call i32 @sparse(i32 99)
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @n_sparse, i64 99, i32 %r37)
  %r38 = call i32 @sparse(i32 -8)
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @n_sparse, i64 -8, i32 %r38)
  %r39 = call i32 @sparse(i32 1001)
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @n_sparse, i64 1001, i32 %r39)
  %r40 = call i32 @neg(i32 -2147483648)
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @n_neg, i64 -2147483648, i32 %r40)
  %r41 = call i32 @neg(i32 2147483647)
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @n_neg, i64 2147483647, i32 %r41)
  %r42 = call i32 @neg(i32 -1)
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @n_neg, i64 -1, i32 %r42)
  %r43 = call i32 @neg(i32 -2)
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @n_neg, i64 -2, i32 %r43)
  %r44 = call i32 @neg(i32 -3)
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @n_neg, i64 -3, i32 %r44)
  %r45 = call i32 @neg(i32 -4)
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @n_neg, i64 -4, i32 %r45)
  %r46 = call i32 @neg(i32 0)
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @n_neg, i64 0, i32 %r46)
  %r47 = call i32 @neg(i32 -5)
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @n_neg, i64 -5, i32 %r47)
  %r48 = call i32 @neg(i32 1)
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @n_neg, i64 1, i32 %r48)
  %r49 = call i32 @neg(i32 -2147483647)
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @n_neg, i64 -2147483647, i32 %r49)
  %r50 = call i32 @sw8(i8 0)
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @n_i8, i64 0, i32 %r50)
  %r51 = call i32 @sw8(i8 1)
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @n_i8, i64 1, i32 %r51)
  %r52 = call i32 @sw8(i8 2)
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @n_i8, i64 2, i32 %r52)
  %r53 = call i32 @sw8(i8 3)
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @n_i8, i64 3, i32 %r53)
  %r54 = call i32 @sw8(i8 -128)
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @n_i8, i64 -128, i32 %r54)
  %r55 = call i32 @sw8(i8 127)
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @n_i8, i64 127, i32 %r55)
  %r56 = call i32 @sw8(i8 -1)
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @n_i8, i64 -1, i32 %r56)
  %r57 = call i32 @sw8(i8 4)
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @n_i8, i64 4, i32 %r57)
  %r58 = call i32 @sw8(i8 -2)
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @n_i8, i64 -2, i32 %r58)
  %r59 = call i32 @sw8(i8 100)
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @n_i8, i64 100, i32 %r59)
  %r60 = call i32 @sw64(i64 0)
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @n_i64, i64 0, i32 %r60)
  %r61 = call i32 @sw64(i64 4294967296)
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @n_i64, i64 4294967296, i32 %r61)
  %r62 = call i32 @sw64(i64 4294967297)
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @n_i64, i64 4294967297, i32 %r62)
  %r63 = call i32 @sw64(i64 -9223372036854775808)
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @n_i64, i64 -9223372036854775808, i32 %r63)
  %r64 = call i32 @sw64(i64 9223372036854775807)
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @n_i64, i64 9223372036854775807, i32 %r64)
  %r65 = call i32 @sw64(i64 4294967295)
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @n_i64, i64 4294967295, i32 %r65)
  %r66 = call i32 @sw64(i64 5)
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @n_i64, i64 5, i32 %r66)
  %r67 = call i32 @sw64(i64 6)
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @n_i64, i64 6, i32 %r67)
  %r68 = call i32 @sw64(i64 7)
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @n_i64, i64 7, i32 %r68)
  %r69 = call i32 @sw64(i64 8)
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @n_i64, i64 8, i32 %r69)
  %r70 = call i32 @sw64(i64 9)
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @n_i64, i64 9, i32 %r70)
  %r71 = call i32 @sw64(i64 4)
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @n_i64, i64 4, i32 %r71)
  %r72 = call i32 @sw64(i64 1)
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @n_i64, i64 1, i32 %r72)
  %r73 = call i32 @sw64(i64 -1)
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @n_i64, i64 -1, i32 %r73)
  %r83 = call i32 @sw1(i1 true)
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @n_i1, i64 1, i32 %r83)
  %r84 = call i32 @sw1(i1 false)
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @n_i1, i64 0, i32 %r84)
  %r85 = call i32 @sw3(i3 0)
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @n_i3, i64 0, i32 %r85)
  %r86 = call i32 @sw3(i3 1)
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @n_i3, i64 1, i32 %r86)
  %r87 = call i32 @sw3(i3 2)
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @n_i3, i64 2, i32 %r87)
  %r88 = call i32 @sw3(i3 3)
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @n_i3, i64 3, i32 %r88)
  %r89 = call i32 @sw3(i3 -1)
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @n_i3, i64 -1, i32 %r89)
  %r90 = call i32 @sw3(i3 -4)
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @n_i3, i64 -4, i32 %r90)
  %r91 = call i32 @sw3(i3 -3)
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @n_i3, i64 -3, i32 %r91)
  %r92 = call i32 @onlydef(i32 5)
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @n_def, i64 5, i32 %r92)
  %r93 = call i32 @onlydef(i32 -9)
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @n_def, i64 -9, i32 %r93)
  %r94 = call i32 @swphi(i32 0)
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @n_phi, i64 0, i32 %r94)
  %r95 = call i32 @swphi(i32 1)
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @n_phi, i64 1, i32 %r95)
  %r96 = call i32 @swphi(i32 2)
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @n_phi, i64 2, i32 %r96)
  %r97 = call i32 @swphi(i32 3)
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @n_phi, i64 3, i32 %r97)
  %r98 = call i32 @swphi(i32 4)
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @n_phi, i64 4, i32 %r98)
  %r99 = call i32 @swphi(i32 5)
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @n_phi, i64 5, i32 %r99)
  %r100 = call i32 @machine(i32 1)
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @n_loop, i64 1, i32 %r100)
  %r101 = call i32 @machine(i32 2)
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @n_loop, i64 2, i32 %r101)
  %r102 = call i32 @machine(i32 3)
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @n_loop, i64 3, i32 %r102)
  %r103 = call i32 @machine(i32 4)
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @n_loop, i64 4, i32 %r103)
  %r104 = call i32 @machine(i32 5)
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @n_loop, i64 5, i32 %r104)
  %r105 = call i32 @machine(i32 6)
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @n_loop, i64 6, i32 %r105)
  %r106 = call i32 @machine(i32 20)
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @n_loop, i64 20, i32 %r106)
  ret i32 0
}
