; indirectbr and blockaddress: a computed-goto interpreter (a table of
; blockaddress constants in a global, indexed at run time) and an indirectbr
; whose destinations feed a phi. Addresses are never printed.
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

declare i32 @printf(ptr, ...)

@fmt = private unnamed_addr constant [13 x i8] c"%s %d -> %d\0A\00"
@n_interp = private constant [7 x i8] c"interp\00"
@n_pick = private constant [5 x i8] c"pick\00"
@table = internal constant [4 x ptr] [ptr blockaddress(@interp, %op_inc), ptr blockaddress(@interp, %op_dbl), ptr blockaddress(@interp, %op_neg), ptr blockaddress(@interp, %op_halt)]
; programs: sequences of opcodes 0=inc 1=double 2=negate 3=halt
@prog1 = internal constant [6 x i8] c"\00\01\01\00\02\03"
@prog2 = internal constant [8 x i8] c"\00\00\00\01\01\01\02\03"

define internal i32 @interp(ptr %prog, i32 %start) noinline {
entry:
  br label %dispatch
dispatch:
  %pc = phi i64 [ 0, %entry ], [ %pc1, %op_inc ], [ %pc1, %op_dbl ], [ %pc1, %op_neg ]
  %acc = phi i32 [ %start, %entry ], [ %a_inc, %op_inc ], [ %a_dbl, %op_dbl ], [ %a_neg, %op_neg ]
  %opp = getelementptr i8, ptr %prog, i64 %pc
  %op = load i8, ptr %opp
  %opx = zext i8 %op to i64
  %slot = getelementptr [4 x ptr], ptr @table, i64 0, i64 %opx
  %dest = load ptr, ptr %slot
  %pc1 = add i64 %pc, 1
  indirectbr ptr %dest, [label %op_inc, label %op_dbl, label %op_neg, label %op_halt]
op_inc:
  %a_inc = add i32 %acc, 1
  br label %dispatch
op_dbl:
  %a_dbl = shl i32 %acc, 1
  br label %dispatch
op_neg:
  %a_neg = sub i32 0, %acc
  br label %dispatch
op_halt:
  ret i32 %acc
}

define internal i32 @pick(i32 %x) noinline {
entry:
  %c = icmp slt i32 %x, 0
  %d = select i1 %c, ptr blockaddress(@pick, %neg), ptr blockaddress(@pick, %pos)
  indirectbr ptr %d, [label %neg, label %pos]
neg:
  br label %out
pos:
  br label %out
out:
  %r = phi i32 [ -1, %neg ], [ 1, %pos ]
  %m = mul i32 %r, %x
  ret i32 %m
}

define i32 @main() {
  %a = call i32 @interp(ptr @prog1, i32 3)
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @n_interp, i32 3, i32 %a)
  %b = call i32 @interp(ptr @prog2, i32 -1)
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @n_interp, i32 -1, i32 %b)
  %c = call i32 @pick(i32 -42)
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @n_pick, i32 -42, i32 %c)
  %d = call i32 @pick(i32 42)
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @n_pick, i32 42, i32 %d)
  ret i32 0
}
