; HOSTILE: compile run
; EXIT: 1
; STDERR: error: cannot lower @main
; STDERR: the immediate operand of intrinsic llvm.x86.sse41.round.ps must be a constant
; LIMIT: 10s 512M
; The rounding-mode operand of llvm.x86.sse41.round.ps is an immediate (as in
; LLVM, which refuses a non-constant one); kiln must say so, not guess a mode.
target triple = "x86_64-unknown-linux-gnu"

define i32 @main() #0 {
entry:
  %n = call i32 @mode()
  %r = call <4 x float> @llvm.x86.sse41.round.ps(<4 x float> <float 1.5, float 2.5, float 0.0, float 0.0>, i32 %n)
  %e = extractelement <4 x float> %r, i32 0
  %i = fptosi float %e to i32
  ret i32 %i
}

define i32 @mode() {
  ret i32 1
}

declare <4 x float> @llvm.x86.sse41.round.ps(<4 x float>, i32)

attributes #0 = { "target-features"="+sse4.1" }
