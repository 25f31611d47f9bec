; call: tail markers, calling conventions, attributes, varargs, bundles,
; indirect calls, fast-math flags and inline asm.
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.big = type { [8 x i64] }

declare void @f0()
declare i32 @f1(i32)
declare i32 @printf(ptr noundef, ...)
declare fastcc i32 @fast(i32)
declare coldcc void @cold()
declare cc 10 void @ghc(i64)
declare x86_vectorcallcc void @vcall(double)
declare void @by.ptrs(ptr byval(%struct.big) align 8, ptr sret(%struct.big) align 8, ptr noalias nocapture readonly)
declare double @llvm.sqrt.f64(double)
declare float @llvm.fma.f32(float, float, float)
declare void @llvm.assume(i1)
declare token @llvm.experimental.convergence.entry()
declare void @llvm.memcpy.p0.p0.i64(ptr, ptr, i64, i1 immarg)

@fmt = private unnamed_addr constant [4 x i8] c"%d\0A\00"

define i32 @calls(i32 %x, ptr %fp, ptr %p) {
  call void @f0()
  %a = call i32 @f1(i32 %x)
  %b = tail call i32 @f1(i32 %a)
  %c = notail call i32 @f1(i32 %b)
  %d = call fastcc i32 @fast(i32 %c)
  call coldcc void @cold()
  call cc 10 void @ghc(i64 0)
  call x86_vectorcallcc void @vcall(double 1.0)
  %e = call noundef i32 @f1(i32 noundef %d) #0
  %f = call zeroext i8 @ret.zext(i8 signext 1, i16 zeroext 2)
  %g = call i32 %fp(i32 %x)
  %h = call i32 (ptr, ...) @printf(ptr @fmt, i32 %g)
  %i = call i32 (ptr, ...) @printf(ptr noundef nonnull @fmt, i32 1, double 2.0, ptr null)
  %j = call i32 (i32, ...) %fp(i32 1, i64 2)
  call void @by.ptrs(ptr byval(%struct.big) align 8 %p, ptr sret(%struct.big) align 8 %p, ptr noalias nocapture readonly %p)
  %k = call fast double @llvm.sqrt.f64(double 4.0)
  %l = call nnan ninf float @llvm.fma.f32(float 1.0, float 2.0, float 3.0)
  call void @llvm.assume(i1 true) [ "align"(ptr %p, i64 16) ]
  call void @llvm.assume(i1 true) [ "nonnull"(ptr %p), "dereferenceable"(ptr %p, i64 8) ]
  call void @f0() [ "deopt"(i32 1, i64 2, ptr null), "gc-live"(ptr %p) ]
  call void @f0() [ "deopt"() ]
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %p, ptr align 4 @fmt, i64 4, i1 false)
  call void @f0() #1
  call void @f0() nounwind
  %m = call i32 @f1(i32 %x) readnone willreturn
  %n = call range(i32 0, 10) i32 @f1(i32 %x)
  ret i32 %n
}

define zeroext i8 @ret.zext(i8 signext %a, i16 zeroext %b) {
  ret i8 %a
}

define i32 @musttail(i32 %x) {
  %r = musttail call i32 @musttail.target(i32 %x)
  ret i32 %r
}

define i32 @musttail.target(i32 %x) {
  ret i32 %x
}

define void @musttail.varargs(ptr %p, ...) {
  musttail call void (ptr, ...) @musttail.varargs(ptr %p, ...)
  ret void
}

define fastcc i32 @tail.fastcc(i32 %x) {
  %r = tail call fastcc i32 @fast(i32 %x)
  ret i32 %r
}

define void @convergent() convergent {
  %t = call token @llvm.experimental.convergence.entry()
  call void @f0() #3 [ "convergencectrl"(token %t) ]
  ret void
}

define i32 @inline.asm(i32 %x, ptr %p) {
  %a = call i32 asm "addl $2, $0", "=r,0,r,~{dirflag},~{fpsr},~{flags}"(i32 %x, i32 1)
  call void asm sideeffect "nop", ""()
  call void asm sideeffect alignstack "pause", "~{memory}"()
  call void asm inteldialect "mov eax, eax", "~{eax}"()
  call void asm sideeffect "", "r,~{memory}"(ptr %p) #2
  %b = call { i32, i32 } asm "cpuid", "={ax},={bx},0,~{dirflag},~{fpsr},~{flags}"(i32 %a)
  %c = tail call i64 asm sideeffect "rdtsc", "=A"()
  call void asm "movl $$0, $0", "=*m"(ptr elementtype(i32) %p)
  call void asm sideeffect "escaped \22quote\22 and \5C backslash", ""()
  %v = extractvalue { i32, i32 } %b, 1
  ret i32 %v
}

attributes #0 = { nounwind readonly }
attributes #1 = { cold noinline "call-site-attr"="x" }
attributes #2 = { nounwind memory(none) }
attributes #3 = { convergent }
