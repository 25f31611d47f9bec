; Control flow and phi elimination: counted loops, nested loops, diamonds,
; critical edges (conditional branch straight into a phi block), phis that
; swap values every iteration (the "swap problem"), a rotation of three
; phis, the "lost copy" problem (a phi value used after the loop that
; redefines it), phis of many types (i8, i64, i128, double, float, ptr,
; <4 x i32>), phis with constant and repeated incoming values, a loop with
; many live values across a call, and unreachable blocks.
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

declare i32 @printf(ptr, ...)

@f1 = private unnamed_addr constant [9 x i8] c"%s %lld\0A\00"
@f2 = private unnamed_addr constant [14 x i8] c"%s %lld %lld\0A\00"
@f3 = private unnamed_addr constant [19 x i8] c"%s %lld %lld %lld\0A\00"
@fd = private unnamed_addr constant [10 x i8] c"%s %g %g\0A\00"
@s_sum = private constant [4 x i8] c"sum\00"
@s_nest = private constant [5 x i8] c"nest\00"
@s_diam = private constant [8 x i8] c"diamond\00"
@s_crit = private constant [9 x i8] c"critical\00"
@s_swap = private constant [5 x i8] c"swap\00"
@s_rot = private constant [7 x i8] c"rotate\00"
@s_lost = private constant [10 x i8] c"lost copy\00"
@s_fib = private constant [4 x i8] c"fib\00"
@s_types = private constant [6 x i8] c"types\00"
@s_i128 = private constant [9 x i8] c"i128 fac\00"
@s_vec = private constant [8 x i8] c"vec phi\00"
@s_live = private constant [10 x i8] c"many live\00"
@s_collatz = private constant [8 x i8] c"collatz\00"
@s_dbl = private constant [7 x i8] c"double\00"
@s_ptr = private constant [8 x i8] c"ptr phi\00"
@s_swapc = private constant [10 x i8] c"swap cond\00"
@s_early = private constant [9 x i8] c"early ex\00"
@list = global [5 x i32] [i32 3, i32 1, i32 4, i32 1, i32 5]

define internal i64 @sum_to(i64 %n) noinline {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i1, %loop ]
  %s = phi i64 [ 0, %entry ], [ %s1, %loop ]
  %s1 = add i64 %s, %i
  %i1 = add i64 %i, 1
  %c = icmp sle i64 %i1, %n
  br i1 %c, label %loop, label %exit
exit:
  ret i64 %s1
}

define internal i32 @nested(i32 %n) noinline {
entry:
  br label %outer
outer:
  %i = phi i32 [ 0, %entry ], [ %i1, %outer.latch ]
  %acc = phi i32 [ 0, %entry ], [ %acc2, %outer.latch ]
  br label %inner
inner:
  %j = phi i32 [ 0, %outer ], [ %j1, %inner ]
  %acc1 = phi i32 [ %acc, %outer ], [ %accn, %inner ]
  %m = mul i32 %i, %j
  %x = xor i32 %m, %acc1
  %accn = add i32 %x, 1
  %j1 = add i32 %j, 1
  %cj = icmp slt i32 %j1, %i
  br i1 %cj, label %inner, label %outer.latch
outer.latch:
  %acc2 = phi i32 [ %accn, %inner ]
  %i1 = add i32 %i, 1
  %ci = icmp slt i32 %i1, %n
  br i1 %ci, label %outer, label %exit
exit:
  ret i32 %acc2
}

define internal i32 @diamond(i32 %x) noinline {
entry:
  %c = icmp sgt i32 %x, 10
  br i1 %c, label %big, label %small
big:
  %a = mul i32 %x, 3
  br label %join
small:
  %b = sub i32 100, %x
  %c2 = icmp eq i32 %x, 5
  br i1 %c2, label %five, label %join
five:
  br label %join
join:
  %r = phi i32 [ %a, %big ], [ %b, %small ], [ -5, %five ]
  %r2 = phi i32 [ 1, %big ], [ 2, %small ], [ 3, %five ]
  %s = mul i32 %r, 10
  %t = add i32 %s, %r2
  ret i32 %t
}

; Both edges of %entry's branch go to %b, one through a critical edge;
; %loop's back edge is critical too (the latch has two successors and the
; header two predecessors).
define internal i32 @critical(i32 %x, i32 %y) noinline {
entry:
  %c = icmp slt i32 %x, %y
  br i1 %c, label %b, label %a
a:
  %ax = add i32 %x, 1000
  br label %b
b:
  %v = phi i32 [ %x, %entry ], [ %ax, %a ]
  %w = phi i32 [ %y, %entry ], [ %x, %a ]
  br label %loop
loop:
  %p = phi i32 [ %v, %b ], [ %q, %loop ]
  %n = phi i32 [ 0, %b ], [ %n1, %loop ]
  %q = add i32 %p, %w
  %n1 = add i32 %n, 1
  %more = icmp ult i32 %n1, 3
  br i1 %more, label %loop, label %done
done:
  %r = phi i32 [ %p, %loop ]
  ret i32 %r
}

; the swap problem: a and b exchange every iteration
define internal i64 @swap(i64 %a0, i64 %b0, i32 %n) noinline {
entry:
  br label %loop
loop:
  %a = phi i64 [ %a0, %entry ], [ %b, %loop ]
  %b = phi i64 [ %b0, %entry ], [ %a, %loop ]
  %i = phi i32 [ 0, %entry ], [ %i1, %loop ]
  %i1 = add i32 %i, 1
  %c = icmp slt i32 %i1, %n
  br i1 %c, label %loop, label %exit
exit:
  %t = mul i64 %a, 1000
  %r = add i64 %t, %b
  ret i64 %r
}

; swap with a conditional: only some iterations exchange
define internal i64 @swap_cond(i32 %n) noinline {
entry:
  br label %loop
loop:
  %a = phi i64 [ 1, %entry ], [ %a2, %latch ]
  %b = phi i64 [ 2, %entry ], [ %b2, %latch ]
  %i = phi i32 [ 0, %entry ], [ %i1, %latch ]
  %odd = and i32 %i, 1
  %isodd = icmp ne i32 %odd, 0
  br i1 %isodd, label %latch, label %bump
bump:
  %ab = add i64 %a, 10
  br label %latch
latch:
  %a2 = phi i64 [ %b, %loop ], [ %ab, %bump ]
  %b2 = phi i64 [ %a, %loop ], [ %b, %bump ]
  %i1 = add i32 %i, 1
  %c = icmp slt i32 %i1, %n
  br i1 %c, label %loop, label %exit
exit:
  %t = mul i64 %a2, 1000
  %r = add i64 %t, %b2
  ret i64 %r
}

; three-way rotation (a,b,c) <- (b,c,a)
define internal i32 @rotate(i32 %n) noinline {
entry:
  br label %loop
loop:
  %a = phi i32 [ 1, %entry ], [ %b, %loop ]
  %b = phi i32 [ 2, %entry ], [ %c, %loop ]
  %c = phi i32 [ 3, %entry ], [ %a, %loop ]
  %i = phi i32 [ 0, %entry ], [ %i1, %loop ]
  %i1 = add i32 %i, 1
  %k = icmp slt i32 %i1, %n
  br i1 %k, label %loop, label %exit
exit:
  %x = mul i32 %a, 100
  %y = mul i32 %b, 10
  %s = add i32 %x, %y
  %r = add i32 %s, %c
  ret i32 %r
}

; the lost-copy problem: %x (the phi) is used after the loop, where the
; value flowing into it on the back edge (%x1) is already different
define internal i32 @lost_copy(i32 %n) noinline {
entry:
  br label %loop
loop:
  %x = phi i32 [ 1, %entry ], [ %x1, %loop ]
  %x1 = add i32 %x, 2
  %c = icmp slt i32 %x1, %n
  br i1 %c, label %loop, label %exit
exit:
  %r = mul i32 %x, 1000
  %r2 = add i32 %r, %x1
  ret i32 %r2
}

define internal i64 @fib(i32 %n) noinline {
entry:
  %z = icmp eq i32 %n, 0
  br i1 %z, label %ret0, label %loop
loop:
  %a = phi i64 [ 0, %entry ], [ %b, %loop ]
  %b = phi i64 [ 1, %entry ], [ %s, %loop ]
  %i = phi i32 [ 1, %entry ], [ %i1, %loop ]
  %s = add i64 %a, %b
  %i1 = add i32 %i, 1
  %c = icmp ult i32 %i, %n
  br i1 %c, label %loop, label %exit
exit:
  ret i64 %a
ret0:
  ret i64 0
}

define internal i64 @types(i32 %n) noinline {
entry:
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i1, %loop ]
  %b = phi i8 [ -7, %entry ], [ %b1, %loop ]
  %h = phi i16 [ 1000, %entry ], [ %h1, %loop ]
  %f = phi float [ 1.0, %entry ], [ %f1, %loop ]
  %d = phi double [ 0.5, %entry ], [ %d1, %loop ]
  %b1 = mul i8 %b, 3
  %h1 = add i16 %h, %h
  %f1 = fmul float %f, 1.5
  %d1 = fadd double %d, %d
  %i1 = add i32 %i, 1
  %c = icmp slt i32 %i1, %n
  br i1 %c, label %loop, label %exit
exit:
  %bx = sext i8 %b1 to i64
  %hx = zext i16 %h1 to i64
  %fx = fptosi float %f1 to i64
  %dx = fptosi double %d1 to i64
  %s1 = add i64 %bx, %hx
  %s2 = add i64 %s1, %fx
  %s3 = add i64 %s2, %dx
  ret i64 %s3
}

define internal i128 @fac128(i32 %n) noinline {
entry:
  br label %loop
loop:
  %i = phi i32 [ 1, %entry ], [ %i1, %loop ]
  %acc = phi i128 [ 1, %entry ], [ %acc1, %loop ]
  %iw = zext i32 %i to i128
  %acc1 = mul i128 %acc, %iw
  %i1 = add i32 %i, 1
  %c = icmp sle i32 %i1, %n
  br i1 %c, label %loop, label %exit
exit:
  ret i128 %acc1
}

define internal <4 x i32> @vecphi(i32 %n) noinline {
entry:
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i1, %loop ]
  %v = phi <4 x i32> [ <i32 1, i32 2, i32 3, i32 4>, %entry ], [ %w, %loop ]
  %u = phi <4 x i32> [ <i32 10, i32 20, i32 30, i32 40>, %entry ], [ %v, %loop ]
  %w = add <4 x i32> %v, %u
  %i1 = add i32 %i, 1
  %c = icmp slt i32 %i1, %n
  br i1 %c, label %loop, label %exit
exit:
  ret <4 x i32> %w
}

declare i32 @abs(i32)

; more values live across a call inside a loop than there are callee-saved registers
define internal i64 @many_live(i32 %n) noinline {
entry:
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i1, %loop ]
  %a = phi i64 [ 1, %entry ], [ %a1, %loop ]
  %b = phi i64 [ 2, %entry ], [ %b1, %loop ]
  %c = phi i64 [ 3, %entry ], [ %c1, %loop ]
  %d = phi i64 [ 4, %entry ], [ %d1, %loop ]
  %e = phi i64 [ 5, %entry ], [ %e1, %loop ]
  %f = phi i64 [ 6, %entry ], [ %f1, %loop ]
  %g = phi i64 [ 7, %entry ], [ %g1, %loop ]
  %h = phi i64 [ 8, %entry ], [ %h1, %loop ]
  %x = phi double [ 0.25, %entry ], [ %x1, %loop ]
  %y = phi double [ 0.5, %entry ], [ %y1, %loop ]
  %neg = sub i32 0, %i
  %ab = call i32 @abs(i32 %neg)
  %abx = sext i32 %ab to i64
  %a1 = add i64 %b, %abx
  %b1 = add i64 %c, %a
  %c1 = add i64 %d, %b
  %d1 = add i64 %e, %c
  %e1 = add i64 %f, %d
  %f1 = add i64 %g, %e
  %g1 = add i64 %h, %f
  %h1 = add i64 %a, %g
  %x1 = fadd double %x, %y
  %y1 = fmul double %y, 1.5
  %i1 = add i32 %i, 1
  %k = icmp slt i32 %i1, %n
  br i1 %k, label %loop, label %exit
exit:
  %s1 = xor i64 %a1, %b1
  %s2 = add i64 %s1, %c1
  %s3 = xor i64 %s2, %d1
  %s4 = add i64 %s3, %e1
  %s5 = xor i64 %s4, %f1
  %s6 = add i64 %s5, %g1
  %s7 = xor i64 %s6, %h1
  %xi = fptosi double %x1 to i64
  %yi = fptosi double %y1 to i64
  %s8 = add i64 %s7, %xi
  %s9 = add i64 %s8, %yi
  ret i64 %s9
}

define internal i32 @collatz(i64 %n) noinline {
entry:
  br label %head
head:
  %x = phi i64 [ %n, %entry ], [ %next, %join ]
  %steps = phi i32 [ 0, %entry ], [ %s1, %join ]
  %one = icmp eq i64 %x, 1
  br i1 %one, label %exit, label %body
body:
  %bit = and i64 %x, 1
  %even = icmp eq i64 %bit, 0
  br i1 %even, label %ev, label %od
ev:
  %h = lshr i64 %x, 1
  br label %join
od:
  %t = mul i64 %x, 3
  %t1 = add i64 %t, 1
  br label %join
join:
  %next = phi i64 [ %h, %ev ], [ %t1, %od ]
  %s1 = add i32 %steps, 1
  br label %head
exit:
  ret i32 %steps
unreachable.block:
  br label %exit
}

define internal double @dbl_loop(i32 %n) noinline {
entry:
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i1, %loop ]
  %a = phi double [ 1.0, %entry ], [ %b, %loop ]
  %b = phi double [ 2.0, %entry ], [ %c, %loop ]
  %c = fadd double %a, %b
  %i1 = add i32 %i, 1
  %k = icmp slt i32 %i1, %n
  br i1 %k, label %loop, label %exit
exit:
  %r = fdiv double %c, %b
  ret double %r
}

; walk an array with a pointer phi; early exit from the middle of the loop
define internal i32 @ptr_walk(ptr %p, i32 %n, i32 %stop) noinline {
entry:
  br label %loop
loop:
  %q = phi ptr [ %p, %entry ], [ %q1, %cont ]
  %i = phi i32 [ 0, %entry ], [ %i1, %cont ]
  %acc = phi i32 [ 0, %entry ], [ %acc1, %cont ]
  %v = load i32, ptr %q
  %isstop = icmp eq i32 %v, %stop
  br i1 %isstop, label %early, label %cont
cont:
  %acc1 = add i32 %acc, %v
  %q1 = getelementptr i32, ptr %q, i64 1
  %i1 = add i32 %i, 1
  %k = icmp slt i32 %i1, %n
  br i1 %k, label %loop, label %exit
early:
  %e = sub i32 0, %i
  br label %exit
exit:
  %r = phi i32 [ %acc1, %cont ], [ %e, %early ]
  ret i32 %r
}

define i32 @main() {
entry:
  %r1 = call i64 @sum_to(i64 100)
  call i32 (ptr, ...) @printf(ptr @f1, ptr @s_sum, i64 %r1)
  %r1b = call i64 @sum_to(i64 0)
  call i32 (ptr, ...) @printf(ptr @f1, ptr @s_sum, i64 %r1b)
  %r2 = call i32 @nested(i32 7)
  %r2x = sext i32 %r2 to i64
  call i32 (ptr, ...) @printf(ptr @f1, ptr @s_nest, i64 %r2x)
  %r3a = call i32 @diamond(i32 20)
  %r3b = call i32 @diamond(i32 3)
  %r3c = call i32 @diamond(i32 5)
  %r3ax = sext i32 %r3a to i64
  %r3bx = sext i32 %r3b to i64
  %r3cx = sext i32 %r3c to i64
  call i32 (ptr, ...) @printf(ptr @f3, ptr @s_diam, i64 %r3ax, i64 %r3bx, i64 %r3cx)
  %r4a = call i32 @critical(i32 1, i32 2)
  %r4b = call i32 @critical(i32 5, i32 2)
  %r4ax = sext i32 %r4a to i64
  %r4bx = sext i32 %r4b to i64
  call i32 (ptr, ...) @printf(ptr @f2, ptr @s_crit, i64 %r4ax, i64 %r4bx)
  %r5a = call i64 @swap(i64 1, i64 2, i32 1)
  %r5b = call i64 @swap(i64 1, i64 2, i32 2)
  %r5c = call i64 @swap(i64 1, i64 2, i32 7)
  call i32 (ptr, ...) @printf(ptr @f3, ptr @s_swap, i64 %r5a, i64 %r5b, i64 %r5c)
  %r5d = call i64 @swap_cond(i32 5)
  %r5e = call i64 @swap_cond(i32 6)
  call i32 (ptr, ...) @printf(ptr @f2, ptr @s_swapc, i64 %r5d, i64 %r5e)
  %r6a = call i32 @rotate(i32 1)
  %r6b = call i32 @rotate(i32 2)
  %r6c = call i32 @rotate(i32 3)
  %r6ax = sext i32 %r6a to i64
  %r6bx = sext i32 %r6b to i64
  %r6cx = sext i32 %r6c to i64
  call i32 (ptr, ...) @printf(ptr @f3, ptr @s_rot, i64 %r6ax, i64 %r6bx, i64 %r6cx)
  %r7 = call i32 @lost_copy(i32 10)
  %r7x = sext i32 %r7 to i64
  call i32 (ptr, ...) @printf(ptr @f1, ptr @s_lost, i64 %r7x)
  %r8a = call i64 @fib(i32 0)
  %r8b = call i64 @fib(i32 1)
  %r8c = call i64 @fib(i32 90)
  call i32 (ptr, ...) @printf(ptr @f3, ptr @s_fib, i64 %r8a, i64 %r8b, i64 %r8c)
  %r9 = call i64 @types(i32 6)
  call i32 (ptr, ...) @printf(ptr @f1, ptr @s_types, i64 %r9)
  %r10 = call i128 @fac128(i32 30)
  %r10h = lshr i128 %r10, 64
  %r10hx = trunc i128 %r10h to i64
  %r10lx = trunc i128 %r10 to i64
  call i32 (ptr, ...) @printf(ptr @f2, ptr @s_i128, i64 %r10hx, i64 %r10lx)
  %r11 = call <4 x i32> @vecphi(i32 5)
  %r11a = extractelement <4 x i32> %r11, i32 0
  %r11d = extractelement <4 x i32> %r11, i32 3
  %r11ax = sext i32 %r11a to i64
  %r11dx = sext i32 %r11d to i64
  call i32 (ptr, ...) @printf(ptr @f2, ptr @s_vec, i64 %r11ax, i64 %r11dx)
  %r12 = call i64 @many_live(i32 10)
  call i32 (ptr, ...) @printf(ptr @f1, ptr @s_live, i64 %r12)
  %r13 = call i32 @collatz(i64 27)
  %r13x = sext i32 %r13 to i64
  call i32 (ptr, ...) @printf(ptr @f1, ptr @s_collatz, i64 %r13x)
  %r14 = call double @dbl_loop(i32 30)
  call i32 (ptr, ...) @printf(ptr @fd, ptr @s_dbl, double %r14, double 0.0)
  %r15a = call i32 @ptr_walk(ptr @list, i32 5, i32 99)
  %r15b = call i32 @ptr_walk(ptr @list, i32 5, i32 4)
  %r15ax = sext i32 %r15a to i64
  %r15bx = sext i32 %r15b to i64
  call i32 (ptr, ...) @printf(ptr @f2, ptr @s_ptr, i64 %r15ax, i64 %r15bx)
  ret i32 0
}
