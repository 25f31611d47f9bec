; The va_arg instruction on fp128 (XMM save area, then 16-byte aligned
; overflow slots) and half (XMM save area, then 8-byte slots), mixed with
; double and i32 so both areas fill up. (Not x86_fp80: LLVM's own lowering
; of `va_arg ptr, x86_fp80` reads the wrong slot, so no native reference;
; C's va_arg of long double, which clang expands inline, is in
; longdouble_ops.O*.ll.)
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

declare i32 @printf(ptr, ...)
declare void @llvm.va_start(ptr)
declare void @llvm.va_end(ptr)

@fmt = private constant [10 x i8] c"%d %.17g\0A\00"

; Reads n groups of (fp128, half, double, i32) and prints each
; converted to double.
define internal void @walk(i32 %n, ...) noinline {
entry:
  %ap = alloca [24 x i8], align 16
  call void @llvm.va_start(ptr %ap)
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i2, %loop ]
  %q = va_arg ptr %ap, fp128
  %h = va_arg ptr %ap, half
  %d = va_arg ptr %ap, double
  %k = va_arg ptr %ap, i32
  %qd = fptrunc fp128 %q to double
  %hd = fpext half %h to double
  %kd = sitofp i32 %k to double
  %s1 = fadd double %qd, %qd
  %s2 = fadd double %s1, %hd
  %s3 = fadd double %s2, %d
  %s4 = fadd double %s3, %kd
  %c2 = call i32 (ptr, ...) @printf(ptr @fmt, i32 %i, double %qd)
  %c3 = call i32 (ptr, ...) @printf(ptr @fmt, i32 %i, double %hd)
  %c4 = call i32 (ptr, ...) @printf(ptr @fmt, i32 %i, double %s4)
  %i2 = add i32 %i, 1
  %more = icmp slt i32 %i2, %n
  br i1 %more, label %loop, label %done
done:
  call void @llvm.va_end(ptr %ap)
  ret void
}

define i32 @main() {
  call void (i32, ...) @walk(i32 5,
    fp128 0xL00000000000000004000000000000000, half 0xH4200, double 0.25, i32 1,
    fp128 0xL00000000000000003FFE000000000000, half 0xHBC00, double 1.5, i32 -2,
    fp128 0xL0000000000000000C001400000000000, half 0xH3800, double -8.0, i32 3,
    fp128 0xL00000000000000004005900000000000, half 0xH4900, double 1.0e10, i32 4,
    fp128 0xL00000000000000000000000000000000, half 0xH7BFF, double 0.0, i32 5)
  ret i32 0
}
