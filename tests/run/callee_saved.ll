; Callee-saved registers at the native boundary: libc's qsort calls back a
; comparator that keeps many values live at once (so it needs rbx, rbp and
; r12-r15); if the JIT code did not preserve them, qsort's own state would
; be corrupted. The comparator also calls back into libc (abs) and uses
; XMM registers. The sorted array and a checksum are printed.
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

declare i32 @printf(ptr, ...)
declare void @qsort(ptr, i64, i64, ptr)
declare i32 @abs(i32)

@arr = global [200 x i64] zeroinitializer
@calls = global i64 0
@fmt = private unnamed_addr constant [9 x i8] c"%s %lld\0A\00"
@n_first = private constant [6 x i8] c"first\00"
@n_last = private constant [5 x i8] c"last\00"
@n_sorted = private constant [7 x i8] c"sorted\00"
@n_sum = private constant [4 x i8] c"sum\00"

; compares by a key computed with many simultaneously live temporaries
define internal i32 @cmp(ptr %pa, ptr %pb) {
  %a = load i64, ptr %pa
  %b = load i64, ptr %pb
  %a1 = mul i64 %a, 3
  %a2 = xor i64 %a, 12345
  %a3 = add i64 %a, 777
  %a4 = shl i64 %a, 2
  %a5 = sub i64 0, %a
  %a6 = or i64 %a, 1
  %b1 = mul i64 %b, 3
  %b2 = xor i64 %b, 12345
  %b3 = add i64 %b, 777
  %b4 = shl i64 %b, 2
  %b5 = sub i64 0, %b
  %b6 = or i64 %b, 1
  %ad = sitofp i64 %a to double
  %bd = sitofp i64 %b to double
  %t = trunc i64 %a to i32
  %abs = call i32 @abs(i32 %t)
  %absx = sext i32 %abs to i64
  %c = load i64, ptr @calls
  %c1 = add i64 %c, 1
  store i64 %c1, ptr @calls
  ; key(x) = 2x (the temporaries cancel out), computed the long way
  %ka1 = add i64 %a1, %a5
  %ka2 = add i64 %ka1, %a5
  %ka3 = add i64 %ka2, %a3
  %ka4 = sub i64 %ka3, 777
  %ka5 = xor i64 %a2, 12345
  %ka6 = sub i64 %ka4, %ka5
  %ka7 = add i64 %ka6, %a
  %ka8 = ashr i64 %a4, 2
  %ka9 = sub i64 %ka8, %a
  %ka10 = add i64 %ka7, %ka9
  %ka11 = and i64 %a6, 0
  %ka = add i64 %ka10, %ka11
  %kb1 = add i64 %b1, %b5
  %kb2 = add i64 %kb1, %b5
  %kb3 = add i64 %kb2, %b3
  %kb4 = sub i64 %kb3, 777
  %kb5 = xor i64 %b2, 12345
  %kb6 = sub i64 %kb4, %kb5
  %kb7 = add i64 %kb6, %b
  %kb8 = ashr i64 %b4, 2
  %kb9 = sub i64 %kb8, %b
  %kb10 = add i64 %kb7, %kb9
  %kb11 = and i64 %b6, 0
  %kb = add i64 %kb10, %kb11
  %fd = fsub double %ad, %bd
  %fz = fcmp oeq double %fd, 0.0
  %absz = icmp slt i64 %absx, 0
  %lt = icmp slt i64 %ka, %kb
  %gt = icmp sgt i64 %ka, %kb
  %l = zext i1 %lt to i32
  %g = zext i1 %gt to i32
  %r = sub i32 %g, %l
  %bogus = and i1 %fz, %absz
  %r2 = select i1 %bogus, i32 99, i32 %r
  ret i32 %r2
}

define i32 @main() {
entry:
  br label %fill
fill:
  %i = phi i64 [ 0, %entry ], [ %i1, %fill ]
  %x = phi i64 [ 42, %entry ], [ %x1, %fill ]
  %x1 = mul i64 %x, 6364136223846793005
  %v0 = lshr i64 %x1, 40
  %v = sub i64 %v0, 8000000
  %p = getelementptr [200 x i64], ptr @arr, i64 0, i64 %i
  store i64 %v, ptr %p
  %i1 = add i64 %i, 1
  %c = icmp ult i64 %i1, 200
  br i1 %c, label %fill, label %sort
sort:
  call void @qsort(ptr @arr, i64 200, i64 8, ptr @cmp)
  br label %check
check:
  %j = phi i64 [ 1, %sort ], [ %j1, %check ]
  %ok = phi i64 [ 1, %sort ], [ %ok1, %check ]
  %sum = phi i64 [ 0, %sort ], [ %sum1, %check ]
  %pp = getelementptr [200 x i64], ptr @arr, i64 0, i64 %j
  %pq = getelementptr i64, ptr %pp, i64 -1
  %vp = load i64, ptr %pp
  %vq = load i64, ptr %pq
  %inorder = icmp sle i64 %vq, %vp
  %io = zext i1 %inorder to i64
  %ok1 = and i64 %ok, %io
  %m = mul i64 %sum, 31
  %sum1 = add i64 %m, %vp
  %j1 = add i64 %j, 1
  %c2 = icmp ult i64 %j1, 200
  br i1 %c2, label %check, label %out
out:
  %first = load i64, ptr @arr
  %lp = getelementptr [200 x i64], ptr @arr, i64 0, i64 199
  %last = load i64, ptr %lp
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @n_first, i64 %first)
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @n_last, i64 %last)
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @n_sorted, i64 %ok1)
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @n_sum, i64 %sum1)
  ret i32 0
}
