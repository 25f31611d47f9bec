; Call arguments that LLVM 19's verifier accepts: swifterror arguments from
; a swifterror alloca (also through an inbounds GEP) and from a swifterror
; parameter, immarg values at the ends of their ranges, and
; llvm.threadlocal.address on a thread-local global.

@tls = thread_local global i32 0

declare void @g(ptr swifterror)
declare void @llvm.prefetch.p0(ptr, i32 immarg, i32 immarg, i32 immarg)
declare i1 @llvm.is.fpclass.f64(double, i32 immarg)
declare ptr @llvm.threadlocal.address.p0(ptr)

define void @swift(ptr swifterror %e) {
  %a = alloca swifterror ptr, align 8
  call void @g(ptr swifterror %a)
  call void @g(ptr swifterror %e)
  ret void
}

define i1 @intrinsics(ptr %p, double %x) {
  call void @llvm.prefetch.p0(ptr %p, i32 1, i32 3, i32 1)
  %t = call ptr @llvm.threadlocal.address.p0(ptr @tls)
  %r = call i1 @llvm.is.fpclass.f64(double %x, i32 1023)
  ret i1 %r
}
