; HOSTILE: compile
; EXIT: 1
; STDERR: error: cannot lower @f (block #0): operands of different vector types
; LIMIT: 10s 512M
; A misdeclared vector intrinsic (kiln's verifier does not check intrinsic
; signatures) whose operands differ in type: the lane-by-lane lowering read the
; narrower operand's lanes past its end.
declare <8 x i32> @llvm.fshl.v8i32(<8 x i32>, <4 x i32>, <8 x i32>)
define <8 x i32> @f(<8 x i32> %x, <4 x i32> %y) {
  %r = call <8 x i32> @llvm.fshl.v8i32(<8 x i32> %x, <4 x i32> %y, <8 x i32> %x)
  ret <8 x i32> %r
}
