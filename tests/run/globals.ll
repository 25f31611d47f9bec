; Global variables with initialisers: structs with padding (i8 then i64,
; trailing padding), packed structs, nested arrays of structs, strings with
; escapes and embedded NULs, pointers to globals with offsets (constant GEP
; into a struct field and an array element, pointer arithmetic through
; ptrtoint/inttoptr constant expressions, pointer to a function), arrays of
; pointers, odd-width integers (i1 i3 i17 i24 i33 i48 i128) laid out with
; their alloc sizes, float/double/half/x86_fp80 constants, zeroinitializer,
; undef-free, constant vs. mutable globals (written and read back),
; internal/private/linkonce_odr/weak/common linkage, explicit alignment and
; section, unnamed_addr (x86_fp80 and half only as initialised bytes;
; arithmetic on them is in fp_types.ll), an external libc global (stderr is not printed;
; `environ` is only checked to be non-null). All bytes are dumped.
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%Pad = type { i8, i64, i16, i32, i8 }
%Packed = type <{ i8, i64, i16 }>
%Node = type { i32, ptr }
%Odd = type { i1, i3, i17, i24, i33, i48, i128 }

declare i32 @printf(ptr, ...)
declare i32 @putchar(i32)

@pad = global %Pad { i8 1, i64 -2, i16 3, i32 -4, i8 5 }
@packed = global %Packed <{ i8 -1, i64 72623859790382856, i16 -3 }>
@nodes = global [3 x %Node] [%Node { i32 10, ptr getelementptr inbounds ([3 x %Node], ptr @nodes, i64 0, i64 1) }, %Node { i32 20, ptr getelementptr inbounds ([3 x %Node], ptr @nodes, i64 0, i64 2) }, %Node { i32 30, ptr null }]
@str = private unnamed_addr constant [14 x i8] c"tab\09quote\22\00x\0A\00"
@mat = internal global [2 x [3 x i16]] [[3 x i16] [i16 1, i16 2, i16 3], [3 x i16] [i16 -4, i16 -5, i16 -6]]
@fieldptr = global ptr getelementptr inbounds (%Pad, ptr @pad, i32 0, i32 3)
@elemptr = global ptr getelementptr (i8, ptr @mat, i64 10)
@arith = global ptr inttoptr (i64 add (i64 ptrtoint (ptr @mat to i64), i64 6) to ptr)
@fnptr = global ptr @answer
@ptrs = global [3 x ptr] [ptr @pad, ptr getelementptr (i8, ptr @pad, i64 8), ptr null]
@odd = global %Odd { i1 true, i3 -3, i17 65537, i24 -2, i33 -1, i48 140737488355327, i128 -170141183460469231731687303715884105728 }
@odds = global [3 x i24] [i24 1, i24 -1, i24 8388607]
@flt = global { float, double, half, x86_fp80 } { float -1.5, double 0x400921FB54442D18, half 0xH3C00, x86_fp80 0xK4000C000000000000000 }
@zero = global [5 x i32] zeroinitializer
@cst = constant [4 x i32] [i32 7, i32 8, i32 9, i32 10]
@counter = internal global i32 100, align 64
@linkonce = linkonce_odr global i32 11
@weak = weak global i32 12
@common = common global i64 0, align 8
@sect = global i32 13, section ".data.kiln_test"
@vec = global <4 x i32> <i32 1, i32 -1, i32 2, i32 -2>
@environ = external global ptr
@fmt = private unnamed_addr constant [9 x i8] c"%s %lld\0A\00"
@fmtg = private unnamed_addr constant [10 x i8] c"%s %.17g\0A\00"
@fmtx = private unnamed_addr constant [5 x i8] c"%02x\00"
@fmts = private unnamed_addr constant [5 x i8] c"%s: \00"
@n_pad = private constant [4 x i8] c"pad\00"
@n_packed = private constant [7 x i8] c"packed\00"
@n_nodes = private constant [6 x i8] c"nodes\00"
@n_str = private constant [4 x i8] c"str\00"
@n_mat = private constant [4 x i8] c"mat\00"
@n_odd = private constant [4 x i8] c"odd\00"
@n_odds = private constant [5 x i8] c"odds\00"
@n_flt = private constant [4 x i8] c"flt\00"
@n_vec = private constant [4 x i8] c"vec\00"
@n_walk = private constant [5 x i8] c"walk\00"
@n_field = private constant [9 x i8] c"fieldptr\00"
@n_elem = private constant [8 x i8] c"elemptr\00"
@n_arith = private constant [6 x i8] c"arith\00"
@n_fn = private constant [6 x i8] c"fnptr\00"
@n_ptrs = private constant [5 x i8] c"ptrs\00"
@n_zero = private constant [5 x i8] c"zero\00"
@n_cst = private constant [4 x i8] c"cst\00"
@n_ctr = private constant [8 x i8] c"counter\00"
@n_link = private constant [8 x i8] c"linkage\00"
@n_env = private constant [8 x i8] c"environ\00"
@n_al = private constant [10 x i8] c"align64ok\00"
@n_ld = private constant [5 x i8] c"fp80\00"

define i32 @answer() {
  ret i32 42
}

define internal void @dump(ptr %label, ptr %base, i64 %n) noinline {
entry:
  call i32 (ptr, ...) @printf(ptr @fmts, ptr %label)
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i1, %loop ]
  %p = getelementptr i8, ptr %base, i64 %i
  %b = load i8, ptr %p
  %bx = zext i8 %b to i32
  call i32 (ptr, ...) @printf(ptr @fmtx, i32 %bx)
  %i1 = add i64 %i, 1
  %c = icmp ult i64 %i1, %n
  br i1 %c, label %loop, label %out
out:
  call i32 @putchar(i32 10)
  ret void
}

define internal i64 @off(ptr %base, ptr %p) {
  %a = ptrtoint ptr %base to i64
  %b = ptrtoint ptr %p to i64
  %d = sub i64 %b, %a
  ret i64 %d
}

define i32 @main() {
entry:
  ; the padding bytes of @pad are zero in the initialised image
  call void @dump(ptr @n_pad, ptr @pad, i64 32)
  call void @dump(ptr @n_packed, ptr @packed, i64 11)
  call void @dump(ptr @n_str, ptr @str, i64 14)
  call void @dump(ptr @n_mat, ptr @mat, i64 12)
  call void @dump(ptr @n_odd, ptr @odd, i64 48)
  call void @dump(ptr @n_odds, ptr @odds, i64 12)
  call void @dump(ptr @n_flt, ptr @flt, i64 32)
  call void @dump(ptr @n_vec, ptr @vec, i64 16)
  call void @dump(ptr @n_zero, ptr @zero, i64 20)
  call void @dump(ptr @n_cst, ptr @cst, i64 16)
  br label %walk
walk:
  %n = phi ptr [ @nodes, %entry ], [ %next, %walk ]
  %sum = phi i64 [ 0, %entry ], [ %sum1, %walk ]
  %vp = getelementptr %Node, ptr %n, i32 0, i32 0
  %v = load i32, ptr %vp
  %vx = sext i32 %v to i64
  %sum1 = add i64 %sum, %vx
  %np = getelementptr %Node, ptr %n, i32 0, i32 1
  %next = load ptr, ptr %np
  %end = icmp eq ptr %next, null
  br i1 %end, label %walked, label %walk
walked:
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @n_walk, i64 %sum1)
  %fp = load ptr, ptr @fieldptr
  %fo = call i64 @off(ptr @pad, ptr %fp)
  %fv = load i32, ptr %fp
  %fvx = sext i32 %fv to i64
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @n_field, i64 %fo)
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @n_field, i64 %fvx)
  %ep = load ptr, ptr @elemptr
  %ev = load i16, ptr %ep
  %evx = sext i16 %ev to i64
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @n_elem, i64 %evx)
  %ap = load ptr, ptr @arith
  %av = load i16, ptr %ap
  %avx = sext i16 %av to i64
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @n_arith, i64 %avx)
  %f = load ptr, ptr @fnptr
  %fr = call i32 %f()
  %frx = sext i32 %fr to i64
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @n_fn, i64 %frx)
  %p1p = getelementptr [3 x ptr], ptr @ptrs, i64 0, i64 1
  %p1 = load ptr, ptr %p1p
  %p1v = load i64, ptr %p1
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @n_ptrs, i64 %p1v)
  %p2p = getelementptr [3 x ptr], ptr @ptrs, i64 0, i64 2
  %p2 = load ptr, ptr %p2p
  %p2n = icmp eq ptr %p2, null
  %p2x = zext i1 %p2n to i64
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @n_ptrs, i64 %p2x)
  %c0 = load i32, ptr @counter
  %c1 = add i32 %c0, 5
  store i32 %c1, ptr @counter
  %c2 = load i32, ptr @counter
  %c2x = sext i32 %c2 to i64
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @n_ctr, i64 %c2x)
  %ci = ptrtoint ptr @counter to i64
  %cm = and i64 %ci, 63
  %cz = icmp eq i64 %cm, 0
  %czx = zext i1 %cz to i64
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @n_al, i64 %czx)
  %l1 = load i32, ptr @linkonce
  %l2 = load i32, ptr @weak
  %l3 = load i64, ptr @common
  %l4 = load i32, ptr @sect
  %l12 = add i32 %l1, %l2
  %l124 = add i32 %l12, %l4
  %l124x = sext i32 %l124 to i64
  %lsum = add i64 %l124x, %l3
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @n_link, i64 %lsum)
  %env = load ptr, ptr @environ
  %envn = icmp ne ptr %env, null
  %envx = zext i1 %envn to i64
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @n_env, i64 %envx)
  ret i32 0
}
