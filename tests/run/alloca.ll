; alloca: static slots of many types and alignments (i8, i16, i128 align
; 16, double, arrays, structs, an over-aligned 64- and 4096-byte slot
; checked for alignment), a large frame (> one page, stack probing),
; dynamic allocas with run-time sizes, inside a loop (stack grows each
; iteration) and with stacksave/stackrestore around them, and an alloca of
; a vector. Only alignment facts and contents are printed, never addresses.
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

declare i32 @printf(ptr, ...)
declare ptr @llvm.stacksave.p0()
declare void @llvm.stackrestore.p0(ptr)

@fmt = private unnamed_addr constant [9 x i8] c"%s %lld\0A\00"
@n_static = private constant [7 x i8] c"static\00"
@n_al16 = private constant [11 x i8] c"align16 ok\00"
@n_al64 = private constant [11 x i8] c"align64 ok\00"
@n_al4k = private constant [13 x i8] c"align4096 ok\00"
@n_big = private constant [10 x i8] c"big frame\00"
@n_dyn = private constant [8 x i8] c"dynamic\00"
@n_dynal = private constant [13 x i8] c"dyn align ok\00"
@n_loop = private constant [9 x i8] c"dyn loop\00"
@n_save = private constant [10 x i8] c"save loop\00"
@n_vec = private constant [9 x i8] c"vec slot\00"
@n_sp = private constant [15 x i8] c"sp restored ok\00"

%struct.S = type { i8, i32, i64, [3 x i16] }

define internal i64 @statics(i64 %x) noinline {
  %a = alloca i8
  %b = alloca i16
  %c = alloca i32
  %d = alloca i64
  %e = alloca i128, align 16
  %f = alloca double
  %g = alloca [10 x i32]
  %h = alloca %struct.S
  %t8 = trunc i64 %x to i8
  store i8 %t8, ptr %a
  %t16 = trunc i64 %x to i16
  store i16 %t16, ptr %b
  %t32 = trunc i64 %x to i32
  store i32 %t32, ptr %c
  store i64 %x, ptr %d
  %w = zext i64 %x to i128
  %w2 = shl i128 %w, 64
  %w3 = or i128 %w2, %w
  store i128 %w3, ptr %e
  %fd = sitofp i64 %x to double
  store double %fd, ptr %f
  br label %fill
fill:
  %i = phi i64 [ 0, %0 ], [ %i1, %fill ]
  %gp = getelementptr [10 x i32], ptr %g, i64 0, i64 %i
  %ii = trunc i64 %i to i32
  %sq = mul i32 %ii, %ii
  store i32 %sq, ptr %gp
  %i1 = add i64 %i, 1
  %more = icmp ult i64 %i1, 10
  br i1 %more, label %fill, label %done
done:
  %h0 = getelementptr %struct.S, ptr %h, i32 0, i32 0
  store i8 1, ptr %h0
  %h1 = getelementptr %struct.S, ptr %h, i32 0, i32 1
  store i32 2, ptr %h1
  %h2 = getelementptr %struct.S, ptr %h, i32 0, i32 2
  store i64 3, ptr %h2
  %h3 = getelementptr %struct.S, ptr %h, i32 0, i32 3, i32 2
  store i16 4, ptr %h3
  %la = load i8, ptr %a
  %lb = load i16, ptr %b
  %lc = load i32, ptr %c
  %ld = load i64, ptr %d
  %le = load i128, ptr %e
  %lf = load double, ptr %f
  %g7p = getelementptr [10 x i32], ptr %g, i64 0, i64 7
  %lg = load i32, ptr %g7p
  %lh0 = load i8, ptr %h0
  %lh1 = load i32, ptr %h1
  %lh2 = load i64, ptr %h2
  %lh3 = load i16, ptr %h3
  %s1 = zext i8 %la to i64
  %s2 = zext i16 %lb to i64
  %s3 = zext i32 %lc to i64
  %leh = lshr i128 %le, 64
  %s5 = trunc i128 %leh to i64
  %s6 = fptosi double %lf to i64
  %s7 = zext i32 %lg to i64
  %s8 = zext i8 %lh0 to i64
  %s9 = zext i32 %lh1 to i64
  %s10 = zext i16 %lh3 to i64
  %r1 = add i64 %s1, %s2
  %r2 = add i64 %r1, %s3
  %r3 = add i64 %r2, %ld
  %r4 = add i64 %r3, %s5
  %r5 = add i64 %r4, %s6
  %r6 = add i64 %r5, %s7
  %r7 = add i64 %r6, %s8
  %r8 = add i64 %r7, %s9
  %r9 = add i64 %r8, %lh2
  %r10 = add i64 %r9, %s10
  ret i64 %r10
}

define internal i1 @aligned(ptr %p, i64 %a) {
  %i = ptrtoint ptr %p to i64
  %m = sub i64 %a, 1
  %r = and i64 %i, %m
  %z = icmp eq i64 %r, 0
  ret i1 %z
}

define internal i64 @overaligned() noinline {
  %x = alloca i8
  %a = alloca i128, align 16
  %y = alloca i8
  %b = alloca [3 x i8], align 64
  %z = alloca i8
  %c = alloca i32, align 4096
  store i8 1, ptr %x
  store i8 2, ptr %y
  store i8 3, ptr %z
  %k1 = call i1 @aligned(ptr %a, i64 16)
  %k2 = call i1 @aligned(ptr %b, i64 64)
  %k3 = call i1 @aligned(ptr %c, i64 4096)
  %x1 = zext i1 %k1 to i64
  %x2 = zext i1 %k2 to i64
  %x3 = zext i1 %k3 to i64
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @n_al16, i64 %x1)
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @n_al64, i64 %x2)
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @n_al4k, i64 %x3)
  store i32 77, ptr %c
  %v = load i32, ptr %c
  %lx = load i8, ptr %x
  %ly = load i8, ptr %y
  %lz = load i8, ptr %z
  %vx = zext i32 %v to i64
  %a1 = zext i8 %lx to i64
  %a2 = zext i8 %ly to i64
  %a3 = zext i8 %lz to i64
  %s = add i64 %vx, %a1
  %s2 = add i64 %s, %a2
  %s3 = add i64 %s2, %a3
  ret i64 %s3
}

; 64 KiB frame: touched at both ends
define internal i64 @bigframe(i64 %i) noinline {
  %buf = alloca [65536 x i8], align 16
  %small = alloca i64
  store i64 5, ptr %small
  %first = getelementptr [65536 x i8], ptr %buf, i64 0, i64 0
  store i8 11, ptr %first
  %last = getelementptr [65536 x i8], ptr %buf, i64 0, i64 65535
  store i8 22, ptr %last
  %mid = getelementptr [65536 x i8], ptr %buf, i64 0, i64 %i
  store i8 33, ptr %mid
  %a = load i8, ptr %first
  %b = load i8, ptr %last
  %c = load i8, ptr %mid
  %d = load i64, ptr %small
  %ax = zext i8 %a to i64
  %bx = zext i8 %b to i64
  %cx = zext i8 %c to i64
  %s1 = add i64 %ax, %bx
  %s2 = add i64 %s1, %cx
  %s3 = add i64 %s2, %d
  ret i64 %s3
}

define internal i64 @dynamic(i32 %n) noinline {
  %before = alloca i64
  store i64 1000, ptr %before
  %arr = alloca i64, i32 %n
  br label %fill
fill:
  %i = phi i32 [ 0, %0 ], [ %i1, %fill ]
  %p = getelementptr i64, ptr %arr, i32 %i
  %v = zext i32 %i to i64
  %v2 = mul i64 %v, 3
  store i64 %v2, ptr %p
  %i1 = add i32 %i, 1
  %c = icmp slt i32 %i1, %n
  br i1 %c, label %fill, label %sum
sum:
  %j = phi i32 [ 0, %fill ], [ %j1, %sum ]
  %acc = phi i64 [ 0, %fill ], [ %acc1, %sum ]
  %q = getelementptr i64, ptr %arr, i32 %j
  %w = load i64, ptr %q
  %acc1 = add i64 %acc, %w
  %j1 = add i32 %j, 1
  %c2 = icmp slt i32 %j1, %n
  br i1 %c2, label %sum, label %done
done:
  %al = alloca i8, i32 %n, align 32
  %k = call i1 @aligned(ptr %al, i64 32)
  %kx = zext i1 %k to i64
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @n_dynal, i64 %kx)
  %b = load i64, ptr %before
  %r = add i64 %acc1, %b
  ret i64 %r
}

; a dynamic alloca in every iteration; all blocks stay live until return
define internal i64 @dyn_loop(i32 %n) noinline {
entry:
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i1, %loop ]
  %prev = phi ptr [ null, %entry ], [ %node, %loop ]
  %sz = add i32 %i, 2
  %node = alloca ptr, i32 %sz
  store ptr %prev, ptr %node
  %payload = getelementptr ptr, ptr %node, i64 1
  %iv = zext i32 %i to i64
  %ivp = inttoptr i64 %iv to ptr
  store ptr %ivp, ptr %payload
  %i1 = add i32 %i, 1
  %c = icmp slt i32 %i1, %n
  br i1 %c, label %loop, label %walk
walk:
  %cur = phi ptr [ %node, %loop ], [ %next, %walk ]
  %acc = phi i64 [ 0, %loop ], [ %acc1, %walk ]
  %pp = getelementptr ptr, ptr %cur, i64 1
  %pv = load ptr, ptr %pp
  %pi = ptrtoint ptr %pv to i64
  %acc1 = add i64 %acc, %pi
  %next = load ptr, ptr %cur
  %end = icmp eq ptr %next, null
  br i1 %end, label %out, label %walk
out:
  ret i64 %acc1
}

; stacksave/stackrestore bound the stack use of a loop of dynamic allocas
define internal i64 @save_loop(i32 %n) noinline {
entry:
  %sp0 = call ptr @llvm.stacksave.p0()
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i1, %loop ]
  %acc = phi i64 [ 0, %entry ], [ %acc1, %loop ]
  %sp = call ptr @llvm.stacksave.p0()
  %buf = alloca i8, i32 100000
  %last = getelementptr i8, ptr %buf, i32 99999
  %t = trunc i32 %i to i8
  store i8 %t, ptr %last
  store i8 1, ptr %buf
  %v = load i8, ptr %last
  %vx = zext i8 %v to i64
  %acc1 = add i64 %acc, %vx
  call void @llvm.stackrestore.p0(ptr %sp)
  %i1 = add i32 %i, 1
  %c = icmp slt i32 %i1, %n
  br i1 %c, label %loop, label %out
out:
  %sp1 = call ptr @llvm.stacksave.p0()
  %same = icmp eq ptr %sp0, %sp1
  %sx = zext i1 %same to i64
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @n_sp, i64 %sx)
  ret i64 %acc1
}

define internal i64 @vecslot() noinline {
  %v = alloca <4 x i32>
  store <4 x i32> <i32 1, i32 2, i32 3, i32 4>, ptr %v
  %p = getelementptr i32, ptr %v, i64 2
  store i32 30, ptr %p
  %l = load <4 x i32>, ptr %v
  %e = extractelement <4 x i32> %l, i32 2
  %f = extractelement <4 x i32> %l, i32 3
  %s = add i32 %e, %f
  %x = zext i32 %s to i64
  ret i64 %x
}

define i32 @main() {
  %a = call i64 @statics(i64 300)
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @n_static, i64 %a)
  %b = call i64 @overaligned()
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @n_static, i64 %b)
  %c = call i64 @bigframe(i64 40000)
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @n_big, i64 %c)
  %d = call i64 @dynamic(i32 17)
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @n_dyn, i64 %d)
  %d2 = call i64 @dynamic(i32 1)
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @n_dyn, i64 %d2)
  %e = call i64 @dyn_loop(i32 50)
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @n_loop, i64 %e)
  %f = call i64 @save_loop(i32 200)
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @n_save, i64 %f)
  %g = call i64 @vecslot()
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @n_vec, i64 %g)
  ret i32 0
}
