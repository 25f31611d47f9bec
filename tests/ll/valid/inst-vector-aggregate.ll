; Vector operations (extractelement, insertelement, shufflevector) and
; aggregate operations (extractvalue, insertvalue).
%pair = type { i32, { float, [2 x i8] } }

define i32 @vector.ops(<4 x i32> %v, i32 %x, i64 %idx) {
  %e0 = extractelement <4 x i32> %v, i32 0
  %e1 = extractelement <4 x i32> %v, i64 %idx
  %i0 = insertelement <4 x i32> %v, i32 %x, i32 3
  %i1 = insertelement <4 x i32> undef, i32 %x, i64 %idx
  %i2 = insertelement <4 x i32> poison, i32 7, i8 0
  %s0 = shufflevector <4 x i32> %i0, <4 x i32> %i1, <4 x i32> <i32 0, i32 5, i32 2, i32 7>
  %s1 = shufflevector <4 x i32> %v, <4 x i32> poison, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 3, i32 2, i32 1, i32 0>
  %s2 = shufflevector <4 x i32> %v, <4 x i32> undef, <2 x i32> <i32 undef, i32 poison>
  %s3 = shufflevector <4 x i32> %i2, <4 x i32> poison, <4 x i32> zeroinitializer
  %s4 = shufflevector <4 x i32> %v, <4 x i32> %v, <1 x i32> <i32 7>
  %e2 = extractelement <8 x i32> %s1, i32 7
  %r = add i32 %e0, %e2
  ret i32 %r
}

define <vscale x 4 x float> @scalable.splat(float %x) {
  %ins = insertelement <vscale x 4 x float> poison, float %x, i64 0
  %splat = shufflevector <vscale x 4 x float> %ins, <vscale x 4 x float> poison, <vscale x 4 x i32> zeroinitializer
  %e = extractelement <vscale x 4 x float> %splat, i32 1
  ret <vscale x 4 x float> %splat
}

define ptr @vector.of.ptr(<2 x ptr> %v) {
  %p = extractelement <2 x ptr> %v, i32 1
  ret ptr %p
}

define i8 @aggregate.ops(%pair %p, { i32, i64 } %q, [3 x i16] %a) {
  %f0 = extractvalue %pair %p, 0
  %f1 = extractvalue %pair %p, 1
  %f10 = extractvalue %pair %p, 1, 0
  %f111 = extractvalue %pair %p, 1, 1, 1
  %a2 = extractvalue [3 x i16] %a, 2
  %n0 = insertvalue %pair %p, i32 5, 0
  %n1 = insertvalue %pair %n0, float 1.0, 1, 0
  %n2 = insertvalue %pair %n1, i8 9, 1, 1, 0
  %u = insertvalue { i32, i64 } undef, i32 1, 0
  %u2 = insertvalue { i32, i64 } %u, i64 2, 1
  %arr = insertvalue [3 x i16] poison, i16 %a2, 0
  %r = extractvalue %pair %n2, 1, 1, 0
  ret i8 %r
}

define { i32, i1 } @overflow(i32 %a, i32 %b) {
  %r = call { i32, i1 } @llvm.sadd.with.overflow.i32(i32 %a, i32 %b)
  %v = extractvalue { i32, i1 } %r, 0
  %o = extractvalue { i32, i1 } %r, 1
  %r2 = insertvalue { i32, i1 } poison, i32 %v, 0
  %r3 = insertvalue { i32, i1 } %r2, i1 %o, 1
  ret { i32, i1 } %r3
}

declare { i32, i1 } @llvm.sadd.with.overflow.i32(i32, i32)
