; Intrinsics as LLVM 19 takes them: called without a declaration (declared
; at the end under their mangled names), declared with a suffix other than
; the mangled one, declared under an `llvm.` name that is no intrinsic, and
; declared with a signature that does not fit but never called.
declare i32 @llvm.bswap.i64(i32)
declare i32 @llvm.not.an.intrinsic(i32)
declare void @llvm.trap.i32()
declare float @llvm.ctpop.i8(double)
declare i32 @llvm.umul.with.overflow.i32(i32)

define i32 @implicit(i32 %x, i16 %h, ptr %p, <4 x ptr> %ptrs, <4 x i1> %m, <4 x i32> %v, ...) {
  %a = call i32 @llvm.bswap(i32 %x)
  %b = call i16 @llvm.bswap(i16 %h)
  %c = call i32 @llvm.ctlz.i64(i32 %x, i1 false)
  %o = call { i32, i1 } @llvm.sadd.with.overflow.i32(i32 %x, i32 %a)
  call void @llvm.memcpy.p0.p0.i64(ptr %p, ptr %p, i64 8, i1 false)
  %g = call <4 x i32> @llvm.masked.gather.v4i32.v4p0(<4 x ptr> %ptrs, i32 4, <4 x i1> %m, <4 x i32> %v)
  %r = call i32 @llvm.vector.reduce.add(<4 x i32> %g)
  call void @llvm.va_start(ptr %p)
  call void @llvm.donothing()
  ret i32 %r
}

define i32 @declared(i32 %x) {
  %a = call i32 @llvm.bswap.i64(i32 %x)
  %b = call i32 @llvm.not.an.intrinsic(i32 %a)
  call void @llvm.trap.i32()
  ret i32 %b
}
