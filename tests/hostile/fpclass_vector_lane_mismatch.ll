; HOSTILE: compile
; EXIT: 1
; STDERR: Intrinsic has incorrect return type!
; LIMIT: 10s 512M
; A misdeclared vector llvm.is.fpclass: the lane-by-lane lowering must not
; write more result lanes than the result has, nor leave some unwritten. The
; verifier now rejects it against LLVM's signature, as opt-19 does (isel's
; own check stays behind it).
declare <4 x i1> @llvm.is.fpclass.v2f64(<2 x double>, i32)
declare <2 x i1> @llvm.is.fpclass.v4f32(<4 x float>, i32)

define <4 x i1> @f(<2 x double> %x) {
  %r = call <4 x i1> @llvm.is.fpclass.v2f64(<2 x double> %x, i32 3)
  ret <4 x i1> %r
}

define <2 x i1> @g(<4 x float> %x) {
  %r = call <2 x i1> @llvm.is.fpclass.v4f32(<4 x float> %x, i32 3)
  ret <2 x i1> %r
}
