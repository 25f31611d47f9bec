; First-class aggregates: insertvalue/extractvalue on structs and arrays
; built in registers, returned from functions and passed as arguments
; (clang never does this, so the ABI lowering of IR-level aggregate
; returns/arguments is tested: { i32, i32 }, { i64, i64, i64 } (sret-like in
; memory), { double, float }, { i8, i128 }, [4 x i16], nested { {i32, i8},
; [2 x float] }), whole-aggregate load and store, aggregates in phis and
; selects, and { i64, i1 } results.
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

declare i32 @printf(ptr, ...)

@fmt = private unnamed_addr constant [9 x i8] c"%s %lld\0A\00"
@fmtg = private unnamed_addr constant [7 x i8] c"%s %g\0A\00"
@gs = global { i32, i64, i8 } { i32 7, i64 -8, i8 9 }
@n1 = private constant [5 x i8] c"pair\00"
@n2 = private constant [7 x i8] c"triple\00"
@n3 = private constant [7 x i8] c"dblflt\00"
@n4 = private constant [7 x i8] c"i8i128\00"
@n5 = private constant [5 x i8] c"arr4\00"
@n6 = private constant [7 x i8] c"nested\00"
@n7 = private constant [5 x i8] c"ldst\00"
@n8 = private constant [4 x i8] c"phi\00"
@n9 = private constant [7 x i8] c"select\00"
@n10 = private constant [7 x i8] c"passed\00"
@n11 = private constant [4 x i8] c"big\00"

define internal { i32, i32 } @mkpair(i32 %a, i32 %b) noinline {
  %s0 = insertvalue { i32, i32 } undef, i32 %a, 0
  %s1 = insertvalue { i32, i32 } %s0, i32 %b, 1
  ret { i32, i32 } %s1
}
define internal { i64, i64, i64 } @mktriple(i64 %a) noinline {
  %b = mul i64 %a, 2
  %c = mul i64 %a, 3
  %s0 = insertvalue { i64, i64, i64 } poison, i64 %a, 0
  %s1 = insertvalue { i64, i64, i64 } %s0, i64 %b, 1
  %s2 = insertvalue { i64, i64, i64 } %s1, i64 %c, 2
  ret { i64, i64, i64 } %s2
}
define internal { double, float } @mkdf(double %a) noinline {
  %f = fptrunc double %a to float
  %f2 = fmul float %f, 2.0
  %s0 = insertvalue { double, float } undef, double %a, 0
  %s1 = insertvalue { double, float } %s0, float %f2, 1
  ret { double, float } %s1
}
define internal { i8, i128 } @mkwide(i8 %a, i128 %b) noinline {
  %s0 = insertvalue { i8, i128 } undef, i8 %a, 0
  %s1 = insertvalue { i8, i128 } %s0, i128 %b, 1
  ret { i8, i128 } %s1
}
define internal [4 x i16] @mkarr(i16 %x) noinline {
  %a0 = insertvalue [4 x i16] undef, i16 %x, 0
  %y = add i16 %x, 1
  %a1 = insertvalue [4 x i16] %a0, i16 %y, 1
  %z = add i16 %x, 2
  %a2 = insertvalue [4 x i16] %a1, i16 %z, 2
  %w = sub i16 0, %x
  %a3 = insertvalue [4 x i16] %a2, i16 %w, 3
  ret [4 x i16] %a3
}
define internal { { i32, i8 }, [2 x float] } @mknested(i32 %a) noinline {
  %in = insertvalue { i32, i8 } { i32 0, i8 5 }, i32 %a, 0
  %o0 = insertvalue { { i32, i8 }, [2 x float] } zeroinitializer, { i32, i8 } %in, 0
  %o1 = insertvalue { { i32, i8 }, [2 x float] } %o0, float 2.5, 1, 1
  ret { { i32, i8 }, [2 x float] } %o1
}
define internal i64 @sumpair({ i32, i32 } %p, [4 x i16] %a, { double, float } %df) noinline {
  %x = extractvalue { i32, i32 } %p, 0
  %y = extractvalue { i32, i32 } %p, 1
  %a0 = extractvalue [4 x i16] %a, 0
  %a3 = extractvalue [4 x i16] %a, 3
  %d = extractvalue { double, float } %df, 0
  %f = extractvalue { double, float } %df, 1
  %xx = sext i32 %x to i64
  %yx = sext i32 %y to i64
  %a0x = sext i16 %a0 to i64
  %a3x = sext i16 %a3 to i64
  %di = fptosi double %d to i64
  %fi = fptosi float %f to i64
  %s1 = add i64 %xx, %yx
  %s2 = mul i64 %s1, 10
  %s3 = add i64 %s2, %a0x
  %s4 = add i64 %s3, %a3x
  %s5 = add i64 %s4, %di
  %s6 = add i64 %s5, %fi
  ret i64 %s6
}
define internal { i64, i64, i64, i64, i64 } @big(i64 %x) noinline {
  %r0 = insertvalue { i64, i64, i64, i64, i64 } undef, i64 %x, 0
  %x1 = add i64 %x, 1
  %r1 = insertvalue { i64, i64, i64, i64, i64 } %r0, i64 %x1, 1
  %x2 = add i64 %x, 2
  %r2 = insertvalue { i64, i64, i64, i64, i64 } %r1, i64 %x2, 2
  %x3 = add i64 %x, 3
  %r3 = insertvalue { i64, i64, i64, i64, i64 } %r2, i64 %x3, 3
  %x4 = add i64 %x, 4
  %r4 = insertvalue { i64, i64, i64, i64, i64 } %r3, i64 %x4, 4
  ret { i64, i64, i64, i64, i64 } %r4
}
define internal { i32, i64, i8 } @phiagg(i1 %c) noinline {
entry:
  br i1 %c, label %a, label %b
a:
  %l = load { i32, i64, i8 }, ptr @gs
  br label %j
b:
  br label %j
j:
  %r = phi { i32, i64, i8 } [ %l, %a ], [ { i32 1, i64 2, i8 3 }, %b ]
  ret { i32, i64, i8 } %r
}
define internal { i32, i32 } @selagg(i1 %c, { i32, i32 } %x, { i32, i32 } %y) noinline {
  %r = select i1 %c, { i32, i32 } %x, { i32, i32 } %y
  ret { i32, i32 } %r
}

define internal void @show(ptr %n, i64 %v) {
  call i32 (ptr, ...) @printf(ptr @fmt, ptr %n, i64 %v)
  ret void
}

define i32 @main() {
  %p = call { i32, i32 } @mkpair(i32 -3, i32 40)
  %p0 = extractvalue { i32, i32 } %p, 0
  %p1 = extractvalue { i32, i32 } %p, 1
  %p0x = sext i32 %p0 to i64
  %p1x = sext i32 %p1 to i64
  call void @show(ptr @n1, i64 %p0x)
  call void @show(ptr @n1, i64 %p1x)
  %t = call { i64, i64, i64 } @mktriple(i64 11)
  %t0 = extractvalue { i64, i64, i64 } %t, 0
  %t1 = extractvalue { i64, i64, i64 } %t, 1
  %t2 = extractvalue { i64, i64, i64 } %t, 2
  call void @show(ptr @n2, i64 %t0)
  call void @show(ptr @n2, i64 %t1)
  call void @show(ptr @n2, i64 %t2)
  %df = call { double, float } @mkdf(double 1.25)
  %df0 = extractvalue { double, float } %df, 0
  %df1 = extractvalue { double, float } %df, 1
  %df1d = fpext float %df1 to double
  call i32 (ptr, ...) @printf(ptr @fmtg, ptr @n3, double %df0)
  call i32 (ptr, ...) @printf(ptr @fmtg, ptr @n3, double %df1d)
  %w = call { i8, i128 } @mkwide(i8 -2, i128 -18446744073709551621)
  %w0 = extractvalue { i8, i128 } %w, 0
  %w1 = extractvalue { i8, i128 } %w, 1
  %w0x = sext i8 %w0 to i64
  %w1h = ashr i128 %w1, 64
  %w1hx = trunc i128 %w1h to i64
  %w1lx = trunc i128 %w1 to i64
  call void @show(ptr @n4, i64 %w0x)
  call void @show(ptr @n4, i64 %w1hx)
  call void @show(ptr @n4, i64 %w1lx)
  %a = call [4 x i16] @mkarr(i16 300)
  %a2 = extractvalue [4 x i16] %a, 2
  %a3 = extractvalue [4 x i16] %a, 3
  %a2x = sext i16 %a2 to i64
  %a3x = sext i16 %a3 to i64
  call void @show(ptr @n5, i64 %a2x)
  call void @show(ptr @n5, i64 %a3x)
  %n = call { { i32, i8 }, [2 x float] } @mknested(i32 99)
  %n0 = extractvalue { { i32, i8 }, [2 x float] } %n, 0, 0
  %n1 = extractvalue { { i32, i8 }, [2 x float] } %n, 0, 1
  %n2 = extractvalue { { i32, i8 }, [2 x float] } %n, 1, 1
  %n0x = sext i32 %n0 to i64
  %n1x = sext i8 %n1 to i64
  %n2x = fptosi float %n2 to i64
  call void @show(ptr @n6, i64 %n0x)
  call void @show(ptr @n6, i64 %n1x)
  call void @show(ptr @n6, i64 %n2x)
  ; whole-aggregate load/store
  %slot = alloca { { i32, i8 }, [2 x float] }
  store { { i32, i8 }, [2 x float] } %n, ptr %slot
  %fp = getelementptr { { i32, i8 }, [2 x float] }, ptr %slot, i64 0, i32 1, i64 1
  %fv = load float, ptr %fp
  %fvd = fpext float %fv to double
  call i32 (ptr, ...) @printf(ptr @fmtg, ptr @n7, double %fvd)
  %ip = getelementptr { { i32, i8 }, [2 x float] }, ptr %slot, i64 0, i32 0, i32 1
  store i8 -9, ptr %ip
  %re = load { { i32, i8 }, [2 x float] }, ptr %slot
  %re1 = extractvalue { { i32, i8 }, [2 x float] } %re, 0, 1
  %re1x = sext i8 %re1 to i64
  call void @show(ptr @n7, i64 %re1x)
  %g = load { i32, i64, i8 }, ptr @gs
  %g2 = insertvalue { i32, i64, i8 } %g, i64 1234, 1
  store { i32, i64, i8 } %g2, ptr @gs
  %gp = getelementptr { i32, i64, i8 }, ptr @gs, i64 0, i32 1
  %gv = load i64, ptr %gp
  call void @show(ptr @n7, i64 %gv)
  %ph1 = call { i32, i64, i8 } @phiagg(i1 true)
  %ph2 = call { i32, i64, i8 } @phiagg(i1 false)
  %ph1a = extractvalue { i32, i64, i8 } %ph1, 1
  %ph2a = extractvalue { i32, i64, i8 } %ph2, 2
  %ph2ax = zext i8 %ph2a to i64
  call void @show(ptr @n8, i64 %ph1a)
  call void @show(ptr @n8, i64 %ph2ax)
  %s1 = call { i32, i32 } @selagg(i1 true, { i32, i32 } { i32 1, i32 2 }, { i32, i32 } { i32 3, i32 4 })
  %s2 = call { i32, i32 } @selagg(i1 false, { i32, i32 } { i32 1, i32 2 }, { i32, i32 } { i32 3, i32 4 })
  %s1b = extractvalue { i32, i32 } %s1, 1
  %s2b = extractvalue { i32, i32 } %s2, 1
  %s1x = sext i32 %s1b to i64
  %s2x = sext i32 %s2b to i64
  call void @show(ptr @n9, i64 %s1x)
  call void @show(ptr @n9, i64 %s2x)
  %sum = call i64 @sumpair({ i32, i32 } %p, [4 x i16] %a, { double, float } %df)
  call void @show(ptr @n10, i64 %sum)
  %b = call { i64, i64, i64, i64, i64 } @big(i64 100)
  %b0 = extractvalue { i64, i64, i64, i64, i64 } %b, 0
  %b4 = extractvalue { i64, i64, i64, i64, i64 } %b, 4
  %bs = add i64 %b0, %b4
  call void @show(ptr @n11, i64 %bs)
  ret i32 0
}
