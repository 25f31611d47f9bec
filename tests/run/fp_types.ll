; The other floating-point types as the x86-64 ABI lowers them: half
; (arithmetic through float, passed and returned in XMM registers, loads
; and stores,
; conversions to/from float/double/int), x86_fp80 (x87 arithmetic,
; passed in memory, returned in ST0, conversions, loads/stores of 10 bytes
; in a 16-byte slot) and fp128 (soft-float libcalls like __addtf3, passed
; and returned in XMM registers, conversions). Results printed as doubles
; with %a and as raw bits.
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

declare i32 @printf(ptr, ...)

@fmt = private unnamed_addr constant [7 x i8] c"%s %a\0A\00"
@fmtx = private unnamed_addr constant [9 x i8] c"%s %llx\0A\00"
@fmtxx = private unnamed_addr constant [17 x i8] c"%s %llx %016llx\0A\00"

define internal half @h_ops(half %a, half %b) noinline {
  %s = fadd half %a, %b
  %m = fmul half %s, %b
  %d = fdiv half %m, %a
  %n = fsub half %d, %a
  %g = fneg half %n
  ret half %g
}
define internal i1 @h_cmp(half %a, half %b) noinline {
  %c = fcmp olt half %a, %b
  ret i1 %c
}
define internal x86_fp80 @x_ops(x86_fp80 %a, x86_fp80 %b) noinline {
  %s = fadd x86_fp80 %a, %b
  %m = fmul x86_fp80 %s, %b
  %d = fdiv x86_fp80 %m, %a
  %n = fsub x86_fp80 %d, %a
  %g = fneg x86_fp80 %n
  %r = frem x86_fp80 %g, 0xK4000C000000000000000
  ret x86_fp80 %r
}
define internal i1 @x_cmp(x86_fp80 %a, x86_fp80 %b) noinline {
  %c = fcmp ugt x86_fp80 %a, %b
  ret i1 %c
}
define internal fp128 @q_ops(fp128 %a, fp128 %b) noinline {
  %s = fadd fp128 %a, %b
  %m = fmul fp128 %s, %b
  %d = fdiv fp128 %m, %a
  %n = fsub fp128 %d, %a
  %g = fneg fp128 %n
  ret fp128 %g
}
define internal i1 @q_cmp(fp128 %a, fp128 %b) noinline {
  %c = fcmp oge fp128 %a, %b
  ret i1 %c
}
; many x86_fp80 and fp128 arguments (memory and XMM classes mixed)
define internal double @mix(x86_fp80 %a, fp128 %b, half %c, x86_fp80 %d, fp128 %e, double %f, fp128 %g, fp128 %h, fp128 %i, fp128 %j, fp128 %k, fp128 %l, fp128 %m) noinline {
  %ad = fptrunc x86_fp80 %a to double
  %bd = fptrunc fp128 %b to double
  %cd = fpext half %c to double
  %dd = fptrunc x86_fp80 %d to double
  %ed = fptrunc fp128 %e to double
  %md = fptrunc fp128 %m to double
  %s1 = fadd double %ad, %bd
  %s2 = fmul double %s1, %cd
  %s3 = fadd double %s2, %dd
  %s4 = fsub double %s3, %ed
  %s5 = fadd double %s4, %f
  %s6 = fmul double %s5, %md
  ret double %s6
}

define internal void @pd(ptr %n, double %d) {
  call i32 (ptr, ...) @printf(ptr @fmt, ptr %n, double %d)
  ret void
}

@s_h = private constant [5 x i8] c"half\00"
@s_hb = private constant [10 x i8] c"half bits\00"
@s_hc = private constant [9 x i8] c"half cmp\00"
@s_hi = private constant [9 x i8] c"half int\00"
@s_x = private constant [5 x i8] c"fp80\00"
@s_xb = private constant [10 x i8] c"fp80 bits\00"
@s_xc = private constant [9 x i8] c"fp80 cmp\00"
@s_xi = private constant [9 x i8] c"fp80 int\00"
@s_q = private constant [6 x i8] c"fp128\00"
@s_qb = private constant [11 x i8] c"fp128 bits\00"
@s_qc = private constant [10 x i8] c"fp128 cmp\00"
@s_qi = private constant [10 x i8] c"fp128 int\00"
@s_m = private constant [4 x i8] c"mix\00"

define i32 @main() {
  %h = call half @h_ops(half 0xH3E00, half 0xHC100)
  %hd = fpext half %h to double
  call void @pd(ptr @s_h, double %hd)
  %hb = bitcast half %h to i16
  %hbx = zext i16 %hb to i64
  call i32 (ptr, ...) @printf(ptr @fmtx, ptr @s_hb, i64 %hbx)
  %h2 = fptrunc double 65504.0 to half
  %h3 = fptrunc double 1.0e-8 to half
  %h4 = fptrunc double 7.0e4 to half
  %h2d = fpext half %h2 to double
  %h3b = bitcast half %h3 to i16
  %h4d = fpext half %h4 to double
  call void @pd(ptr @s_h, double %h2d)
  %h3bx = zext i16 %h3b to i64
  call i32 (ptr, ...) @printf(ptr @fmtx, ptr @s_hb, i64 %h3bx)
  call void @pd(ptr @s_h, double %h4d)
  %hc = call i1 @h_cmp(half 0xH3C00, half 0xH3C01)
  %hcx = zext i1 %hc to i64
  call i32 (ptr, ...) @printf(ptr @fmtx, ptr @s_hc, i64 %hcx)
  %hi = fptosi half 0xHC500 to i32
  %hix = sext i32 %hi to i64
  call i32 (ptr, ...) @printf(ptr @fmtx, ptr @s_hi, i64 %hix)
  %hs = alloca [4 x half], align 2
  %hs1 = getelementptr half, ptr %hs, i64 1
  store half 0xH3E00, ptr %hs1
  %hl = load half, ptr %hs1
  %hld = fpext half %hl to double
  call void @pd(ptr @s_h, double %hld)
  %hu = uitofp i32 1000 to half
  %hud = fpext half %hu to double
  call void @pd(ptr @s_h, double %hud)
  %x = call x86_fp80 @x_ops(x86_fp80 0xK3FFFC000000000000000, x86_fp80 0xKC000A000000000000000)
  %xd = fptrunc x86_fp80 %x to double
  call void @pd(ptr @s_x, double %xd)
  %xs = alloca x86_fp80, align 16
  store x86_fp80 0xK3FFE8000000000000001, ptr %xs
  %xlo = load i64, ptr %xs
  %xhp = getelementptr i8, ptr %xs, i64 8
  %xhi = load i16, ptr %xhp
  %xhix = zext i16 %xhi to i64
  call i32 (ptr, ...) @printf(ptr @fmtxx, ptr @s_xb, i64 %xhix, i64 %xlo)
  %xl = load x86_fp80, ptr %xs
  %xe = fpext double 0.1 to x86_fp80
  %xm = fmul x86_fp80 %xl, %xe
  %xmd = fptrunc x86_fp80 %xm to double
  call void @pd(ptr @s_x, double %xmd)
  %xc = call i1 @x_cmp(x86_fp80 0xK7FFFC000000000000000, x86_fp80 0xK3FFF8000000000000000)
  %xcx = zext i1 %xc to i64
  call i32 (ptr, ...) @printf(ptr @fmtx, ptr @s_xc, i64 %xcx)
  %xi = fptosi x86_fp80 0xKC03DFFFFFFFFFFFFFFFF to i64
  call i32 (ptr, ...) @printf(ptr @fmtx, ptr @s_xi, i64 %xi)
  %xu = fptoui x86_fp80 0xK403EFFFFFFFFFFFFFFFF to i64
  call i32 (ptr, ...) @printf(ptr @fmtx, ptr @s_xi, i64 %xu)
  %xf = uitofp i64 -1 to x86_fp80
  %xfi = fptoui x86_fp80 %xf to i64
  call i32 (ptr, ...) @printf(ptr @fmtx, ptr @s_xi, i64 %xfi)
  %q = call fp128 @q_ops(fp128 0xL00000000000000003FFF800000000000, fp128 0xL0000000000000000C000800000000000)
  %qd = fptrunc fp128 %q to double
  call void @pd(ptr @s_q, double %qd)
  %qb = bitcast fp128 %q to i128
  %qbh = lshr i128 %qb, 64
  %qbhx = trunc i128 %qbh to i64
  %qblx = trunc i128 %qb to i64
  call i32 (ptr, ...) @printf(ptr @fmtxx, ptr @s_qb, i64 %qbhx, i64 %qblx)
  %qt = fpext double 0.1 to fp128
  %q3 = fmul fp128 %qt, 0xL00000000000000004000800000000000
  %q3b = bitcast fp128 %q3 to i128
  %q3h = lshr i128 %q3b, 64
  %q3hx = trunc i128 %q3h to i64
  %q3lx = trunc i128 %q3b to i64
  call i32 (ptr, ...) @printf(ptr @fmtxx, ptr @s_qb, i64 %q3hx, i64 %q3lx)
  %qc = call i1 @q_cmp(fp128 0xL00000000000000003FFF800000000000, fp128 0xL00000000000000003FFF800000000000)
  %qcx = zext i1 %qc to i64
  call i32 (ptr, ...) @printf(ptr @fmtx, ptr @s_qc, i64 %qcx)
  %qi = fptosi fp128 0xL0000000000000000C03D000000000000 to i64
  call i32 (ptr, ...) @printf(ptr @fmtx, ptr @s_qi, i64 %qi)
  %qf = sitofp i64 -12345 to fp128
  %qfx = fpext double 2.0 to fp128
  %qfd = fdiv fp128 %qf, %qfx
  %qfdd = fptrunc fp128 %qfd to double
  call void @pd(ptr @s_q, double %qfdd)
  %qx = fpext x86_fp80 0xK3FFFC000000000000000 to fp128
  %qxd = fptrunc fp128 %qx to double
  call void @pd(ptr @s_q, double %qxd)
  %mm = call double @mix(x86_fp80 0xK3FFF8000000000000000, fp128 0xL00000000000000004000000000000000, half 0xH4200, x86_fp80 0xK4001A000000000000000, fp128 0xL00000000000000003FFE000000000000, double 0.25, fp128 0xL0, fp128 0xL0, fp128 0xL0, fp128 0xL0, fp128 0xL0, fp128 0xL0, fp128 0xL00000000000000004000000000000000)
  call void @pd(ptr @s_m, double %mm)
  ret i32 0
}
