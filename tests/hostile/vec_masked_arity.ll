; HOSTILE: compile
; EXIT: 1
; STDERR: Callsite was not defined with variable arguments!
; A misdeclared llvm.masked.load (no pass-through operand): a located error,
; not an out-of-range operand index. The verifier now rejects it against
; LLVM's signature, as opt-19 does (isel's own check stays behind it).
declare <4 x i32> @llvm.masked.load.v4i32.p0(ptr, i32, <4 x i1>)
define <4 x i32> @f(ptr %p, <4 x i1> %m) {
  %v = call <4 x i32> @llvm.masked.load.v4i32.p0(ptr %p, i32 1, <4 x i1> %m)
  ret <4 x i32> %v
}
