; HOSTILE: compile run
; EXIT: 1
; STDERR: error: cannot lower @main
; STDERR: immediate 9 of intrinsic llvm.x86.sse.cmp.ss is out of range 0..=7
; LIMIT: 10s 512M
; cmpss has predicates 0-7; the AVX predicates 8-31 have no SSE encoding and
; must not be truncated into another predicate.
target triple = "x86_64-unknown-linux-gnu"

define i32 @main() {
entry:
  %r = call <4 x float> @llvm.x86.sse.cmp.ss(<4 x float> zeroinitializer, <4 x float> zeroinitializer, i8 9)
  %b = bitcast <4 x float> %r to <4 x i32>
  %e = extractelement <4 x i32> %b, i32 0
  ret i32 %e
}

declare <4 x float> @llvm.x86.sse.cmp.ss(<4 x float>, <4 x float>, i8)
