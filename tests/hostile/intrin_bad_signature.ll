; HOSTILE: compile run
; EXIT: 1
; STDERR: error: cannot lower @main
; STDERR: intrinsic llvm.x86.sse.max.ps called as <4 x float>(<4 x float>); LLVM declares it <4 x float>(<4 x float>, <4 x float>)
; LIMIT: 10s 512M
; A misdeclared x86 intrinsic (the verifier does not check intrinsic
; signatures) must be refused, not lowered with a missing operand.
target triple = "x86_64-unknown-linux-gnu"

define i32 @main() {
entry:
  %r = call <4 x float> @llvm.x86.sse.max.ps(<4 x float> zeroinitializer)
  %e = extractelement <4 x float> %r, i32 0
  %i = fptosi float %e to i32
  ret i32 %i
}

declare <4 x float> @llvm.x86.sse.max.ps(<4 x float>)
