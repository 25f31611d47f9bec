; HOSTILE: compile
; EXIT: 1
; STDERR: Intrinsic has incorrect argument type!
; LIMIT: 10s 512M
; A misdeclared vector intrinsic whose operands differ in type: the
; lane-by-lane lowering read the narrower operand's lanes past its end. The
; verifier now rejects it against LLVM's signature, as opt-19 does (isel's
; own check stays behind it).
declare <8 x i32> @llvm.fshl.v8i32(<8 x i32>, <4 x i32>, <8 x i32>)
define <8 x i32> @f(<8 x i32> %x, <4 x i32> %y) {
  %r = call <8 x i32> @llvm.fshl.v8i32(<8 x i32> %x, <4 x i32> %y, <8 x i32> %x)
  ret <8 x i32> %r
}
