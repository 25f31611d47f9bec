; select of float and double in optnone functions (the one-pass path moves
; both values through general registers and a cmov): NaN payloads, signed
; zeros and infinities come through bit for bit, the condition from a
; compare and from memory, the same value on both sides.
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@fmt = private constant [17 x i8] c"%016llx %08x %d\0A\00"

declare i32 @printf(ptr, ...)

define double @seld(i1 %c, double %a, double %b) #0 {
  %r = select i1 %c, double %a, double %b
  ret double %r
}

define float @self(i32 %x, float %a, float %b) #0 {
  %c = icmp sgt i32 %x, 0
  %r = select i1 %c, float %a, float %b
  %s = fadd float %r, 0.0
  %t = select i1 %c, float %s, float %s
  ret float %t
}

define i32 @main() #0 {
  %nan = bitcast i64 9221120237041090561 to double
  %negz = fneg double 0.0
  %vals = alloca [4 x double]
  %p0 = getelementptr [4 x double], ptr %vals, i64 0, i64 0
  store double %negz, ptr %p0
  %p1 = getelementptr [4 x double], ptr %vals, i64 0, i64 1
  store double %nan, ptr %p1
  %p2 = getelementptr [4 x double], ptr %vals, i64 0, i64 2
  store double 0x7FF0000000000000, ptr %p2
  %p3 = getelementptr [4 x double], ptr %vals, i64 0, i64 3
  store double 1.5, ptr %p3
  br label %loop
loop:
  %i = phi i32 [ 0, %0 ], [ %i1, %loop ]
  %i64 = zext i32 %i to i64
  %pa = getelementptr [4 x double], ptr %vals, i64 0, i64 %i64
  %a = load double, ptr %pa
  %j = xor i32 %i, 1
  %j64 = zext i32 %j to i64
  %pb = getelementptr [4 x double], ptr %vals, i64 0, i64 %j64
  %b = load double, ptr %pb
  %odd = trunc i32 %i to i1
  %r = call double @seld(i1 %odd, double %a, double %b)
  %rb = bitcast double %r to i64
  %af = fptrunc double %a to float
  %bf = fptrunc double %b to float
  %k = sub i32 %i, 1
  %rf = call float @self(i32 %k, float %af, float %bf)
  %rfb = bitcast float %rf to i32
  call i32 (ptr, ...) @printf(ptr @fmt, i64 %rb, i32 %rfb, i32 %i)
  %i1 = add i32 %i, 1
  %done = icmp eq i32 %i1, 4
  br i1 %done, label %exit, label %loop
exit:
  ret i32 0
}

attributes #0 = { noinline nounwind optnone }
