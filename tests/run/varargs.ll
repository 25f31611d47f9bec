; Varargs: variadic callees defined here using llvm.va_start/va_end/va_copy
; and the va_arg instruction (i32, i64, ptr, double; mixed; more arguments
; than the 6 GPRs / 8 XMMs so that va_arg moves from the register save area
; to the overflow area; a va_copy taken in the middle and read twice); a
; variadic function that hands its va_list to native vprintf/vsnprintf
; (the SysV va_list layout must match libc's); calls to native variadic
; printf with many int and double arguments (%al = number of vector
; registers, stack arguments); a variadic callee with no named arguments
; beyond the count; passing a va_list to a helper that consumes part of it.
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%va_list = type { i32, i32, ptr, ptr }

declare i32 @printf(ptr, ...)
declare i32 @vprintf(ptr, ptr)
declare i32 @vsnprintf(ptr, i64, ptr, ptr)
declare i32 @puts(ptr)
declare void @llvm.va_start.p0(ptr)
declare void @llvm.va_end.p0(ptr)
declare void @llvm.va_copy.p0(ptr, ptr)

@fmt = private unnamed_addr constant [9 x i8] c"%s %lld\0A\00"
@fmtg = private unnamed_addr constant [10 x i8] c"%s %.17g\0A\00"
@n1 = private constant [8 x i8] c"sum_i32\00"
@n2 = private constant [8 x i8] c"sum_i64\00"
@n3 = private constant [8 x i8] c"sum_dbl\00"
@n4 = private constant [6 x i8] c"mixed\00"
@n5 = private constant [5 x i8] c"copy\00"
@n6 = private constant [5 x i8] c"ptrs\00"
@n7 = private constant [9 x i8] c"snprintf\00"
@n8 = private constant [7 x i8] c"helper\00"
@vfmt = private unnamed_addr constant [40 x i8] c"vprintf: %d %s %.3f %ld %c %d %d %d %d\0A\00"
@sfmt = private unnamed_addr constant [23 x i8] c"%d|%.2f|%d|%.2f|%s|%x\0A\00"
@str = private unnamed_addr constant [6 x i8] c"hello\00"
@many = private unnamed_addr constant [116 x i8] c"ints %d %d %d %d %d %d %d %d %d %d doubles %g %g %g %g %g %g %g %g %g %g %g mixed %d %g %ld %g %s %lld %g %d %c %g\0A\00"
@c1 = global i64 5
@c2 = global i64 -6
@c3 = global i64 70

define internal i32 @sum_i32(i32 %n, ...) noinline {
entry:
  %ap = alloca %va_list, align 16
  call void @llvm.va_start.p0(ptr %ap)
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i1, %body ]
  %s = phi i32 [ 0, %entry ], [ %s1, %body ]
  %c = icmp slt i32 %i, %n
  br i1 %c, label %body, label %done
body:
  %v = va_arg ptr %ap, i32
  %s1 = add i32 %s, %v
  %i1 = add i32 %i, 1
  br label %loop
done:
  call void @llvm.va_end.p0(ptr %ap)
  ret i32 %s
}

define internal i64 @sum_i64(i32 %n, ...) noinline {
entry:
  %ap = alloca %va_list, align 16
  call void @llvm.va_start.p0(ptr %ap)
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i1, %body ]
  %s = phi i64 [ 0, %entry ], [ %s1, %body ]
  %c = icmp slt i32 %i, %n
  br i1 %c, label %body, label %done
body:
  %v = va_arg ptr %ap, i64
  %m = mul i64 %s, 3
  %s1 = add i64 %m, %v
  %i1 = add i32 %i, 1
  br label %loop
done:
  call void @llvm.va_end.p0(ptr %ap)
  ret i64 %s
}

define internal double @sum_dbl(i32 %n, ...) noinline {
entry:
  %ap = alloca %va_list, align 16
  call void @llvm.va_start.p0(ptr %ap)
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i1, %body ]
  %s = phi double [ 0.0, %entry ], [ %s1, %body ]
  %c = icmp slt i32 %i, %n
  br i1 %c, label %body, label %done
body:
  %v = va_arg ptr %ap, double
  %m = fmul double %s, 2.0
  %s1 = fadd double %m, %v
  %i1 = add i32 %i, 1
  br label %loop
done:
  call void @llvm.va_end.p0(ptr %ap)
  ret double %s
}

; pattern string: 'i' = i32, 'l' = i64, 'd' = double, 'p' = ptr to i64
define internal double @mixed(ptr %pat, ...) noinline {
entry:
  %ap = alloca %va_list, align 16
  call void @llvm.va_start.p0(ptr %ap)
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i1, %next ]
  %s = phi double [ 0.0, %entry ], [ %s1, %next ]
  %cp = getelementptr i8, ptr %pat, i64 %i
  %ch = load i8, ptr %cp
  %i1 = add i64 %i, 1
  switch i8 %ch, label %done [
    i8 105, label %ai
    i8 108, label %al
    i8 100, label %ad
    i8 112, label %ap_
  ]
ai:
  %vi = va_arg ptr %ap, i32
  %vid = sitofp i32 %vi to double
  br label %next
al:
  %vl = va_arg ptr %ap, i64
  %vld = sitofp i64 %vl to double
  br label %next
ad:
  %vd = va_arg ptr %ap, double
  br label %next
ap_:
  %vp = va_arg ptr %ap, ptr
  %vpv = load i64, ptr %vp
  %vpd = sitofp i64 %vpv to double
  br label %next
next:
  %v = phi double [ %vid, %ai ], [ %vld, %al ], [ %vd, %ad ], [ %vpd, %ap_ ]
  %m = fmul double %s, 1.5
  %s1 = fadd double %m, %v
  br label %loop
done:
  call void @llvm.va_end.p0(ptr %ap)
  ret double %s
}

; reads k ints, copies the list, reads the rest twice (from each list)
define internal i64 @copy(i32 %k, i32 %n, ...) noinline {
entry:
  %ap = alloca %va_list, align 16
  %aq = alloca %va_list, align 16
  call void @llvm.va_start.p0(ptr %ap)
  br label %first
first:
  %i = phi i32 [ 0, %entry ], [ %i1, %first.body ]
  %s = phi i64 [ 0, %entry ], [ %s1, %first.body ]
  %c = icmp slt i32 %i, %k
  br i1 %c, label %first.body, label %copied
first.body:
  %v = va_arg ptr %ap, i64
  %s1 = add i64 %s, %v
  %i1 = add i32 %i, 1
  br label %first
copied:
  call void @llvm.va_copy.p0(ptr %aq, ptr %ap)
  br label %second
second:
  %j = phi i32 [ %k, %copied ], [ %j1, %second.body ]
  %t = phi i64 [ %s, %copied ], [ %t1, %second.body ]
  %c2 = icmp slt i32 %j, %n
  br i1 %c2, label %second.body, label %third.pre
second.body:
  %w = va_arg ptr %ap, i64
  %wm = mul i64 %w, 10
  %t1 = add i64 %t, %wm
  %j1 = add i32 %j, 1
  br label %second
third.pre:
  call void @llvm.va_end.p0(ptr %ap)
  br label %third
third:
  %l = phi i32 [ %k, %third.pre ], [ %l1, %third.body ]
  %u = phi i64 [ %t, %third.pre ], [ %u1, %third.body ]
  %c3 = icmp slt i32 %l, %n
  br i1 %c3, label %third.body, label %out
third.body:
  %x = va_arg ptr %aq, i64
  %xm = mul i64 %x, 100
  %u1 = add i64 %u, %xm
  %l1 = add i32 %l, 1
  br label %third
out:
  call void @llvm.va_end.p0(ptr %aq)
  ret i64 %u
}

define internal i64 @ptrs(i32 %n, ...) noinline {
entry:
  %ap = alloca %va_list, align 16
  call void @llvm.va_start.p0(ptr %ap)
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i1, %body ]
  %s = phi i64 [ 0, %entry ], [ %s1, %body ]
  %c = icmp slt i32 %i, %n
  br i1 %c, label %body, label %done
body:
  %p = va_arg ptr %ap, ptr
  %v = load i64, ptr %p
  %m = mul i64 %s, 7
  %s1 = add i64 %m, %v
  %i1 = add i32 %i, 1
  br label %loop
done:
  call void @llvm.va_end.p0(ptr %ap)
  ret i64 %s
}

; forwards its arguments to native vprintf through a va_list
define internal i32 @my_printf(ptr %fmt, ...) noinline {
  %ap = alloca %va_list, align 16
  call void @llvm.va_start.p0(ptr %ap)
  %r = call i32 @vprintf(ptr %fmt, ptr %ap)
  call void @llvm.va_end.p0(ptr %ap)
  ret i32 %r
}

define internal i32 @my_snprintf(ptr %buf, i64 %n, ptr %fmt, ...) noinline {
  %ap = alloca %va_list, align 16
  call void @llvm.va_start.p0(ptr %ap)
  %r = call i32 @vsnprintf(ptr %buf, i64 %n, ptr %fmt, ptr %ap)
  call void @llvm.va_end.p0(ptr %ap)
  ret i32 %r
}

; consumes two i64 from a va_list owned by the caller
define internal i64 @take2(ptr %ap) noinline {
  %a = va_arg ptr %ap, i64
  %b = va_arg ptr %ap, i64
  %m = mul i64 %a, 1000
  %r = add i64 %m, %b
  ret i64 %r
}
define internal i64 @helper(i32 %dummy, ...) noinline {
  %ap = alloca %va_list, align 16
  call void @llvm.va_start.p0(ptr %ap)
  %x = call i64 @take2(ptr %ap)
  %y = call i64 @take2(ptr %ap)
  %z = va_arg ptr %ap, i64
  call void @llvm.va_end.p0(ptr %ap)
  %s = mul i64 %x, 3
  %t = add i64 %s, %y
  %u = sub i64 %t, %z
  ret i64 %u
}

define i32 @main() {
  %a = call i32 (i32, ...) @sum_i32(i32 3, i32 1, i32 2, i32 3)
  %ax = sext i32 %a to i64
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @n1, i64 %ax)
  %a2 = call i32 (i32, ...) @sum_i32(i32 12, i32 1, i32 -2, i32 3, i32 -4, i32 5, i32 -6, i32 7, i32 -8, i32 9, i32 -10, i32 11, i32 1000)
  %a2x = sext i32 %a2 to i64
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @n1, i64 %a2x)
  %a3 = call i32 (i32, ...) @sum_i32(i32 0)
  %a3x = sext i32 %a3 to i64
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @n1, i64 %a3x)
  %b = call i64 (i32, ...) @sum_i64(i32 9, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 -9223372036854775807)
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @n2, i64 %b)
  %c = call double (i32, ...) @sum_dbl(i32 3, double 0.5, double 0.25, double 0.125)
  call i32 (ptr, ...) @printf(ptr @fmtg, ptr @n3, double %c)
  %c2 = call double (i32, ...) @sum_dbl(i32 11, double 1.0, double 2.0, double 3.0, double 4.0, double 5.0, double 6.0, double 7.0, double 8.0, double 9.0, double 10.0, double 11.0)
  call i32 (ptr, ...) @printf(ptr @fmtg, ptr @n3, double %c2)
  %d = call double (ptr, ...) @mixed(ptr @.pat1, i32 1, double 2.5, i64 -3, ptr @c1, double 4.0, i32 5, i64 6, double 7.25, ptr @c2, i32 8, double 9.5, double 10.0, double 11.0, double 12.0, double 13.0, i32 14, i64 15, ptr @c3, double 16.5, i32 -17)
  call i32 (ptr, ...) @printf(ptr @fmtg, ptr @n4, double %d)
  %e = call i64 (i32, i32, ...) @copy(i32 3, i32 9, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9)
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @n5, i64 %e)
  %e2 = call i64 (i32, i32, ...) @copy(i32 6, i32 8, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8)
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @n5, i64 %e2)
  %f = call i64 (i32, ...) @ptrs(i32 8, ptr @c1, ptr @c2, ptr @c3, ptr @c1, ptr @c2, ptr @c3, ptr @c1, ptr @c3)
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @n6, i64 %f)
  call i32 (ptr, ...) @my_printf(ptr @vfmt, i32 42, ptr @str, double 3.14159, i64 -1234567890123, i32 90, i32 1, i32 2, i32 3, i32 4)
  %buf = alloca [64 x i8]
  %g = call i32 (ptr, i64, ptr, ...) @my_snprintf(ptr %buf, i64 64, ptr @sfmt, i32 1, double 2.0, i32 3, double 4.0, ptr @str, i32 255)
  call i32 @puts(ptr %buf)
  %gx = sext i32 %g to i64
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @n7, i64 %gx)
  %h = call i64 (i32, ...) @helper(i32 0, i64 1, i64 2, i64 3, i64 4, i64 5)
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @n8, i64 %h)
  call i32 (ptr, ...) @printf(ptr @many, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, double 1.5, double 2.5, double 3.5, double 4.5, double 5.5, double 6.5, double 7.5, double 8.5, double 9.5, double 10.5, double 11.5, i32 -1, double -2.0, i64 -3, double -4.0, ptr @str, i64 -5, double -6.0, i32 -7, i32 65, double -8.0)
  ret i32 0
}

@.pat1 = private unnamed_addr constant [21 x i8] c"idlpdildpiddddilpdi\00\00"
