; HOSTILE: compile
; EXIT: 1
; STDERR: Intrinsic has incorrect argument type!
; llvm.masked.load whose mask has fewer lanes than its data: a located error,
; not lanes read past the end of the spilled mask. The verifier now rejects
; it against LLVM's signature, as opt-19 does (isel's own check stays behind
; it).
declare <4 x i32> @llvm.masked.load.v4i32.p0(ptr, i32, <2 x i1>, <4 x i32>)
define <4 x i32> @f(ptr %p, <2 x i1> %m, <4 x i32> %t) {
  %v = call <4 x i32> @llvm.masked.load.v4i32.p0(ptr %p, i32 1, <2 x i1> %m, <4 x i32> %t)
  ret <4 x i32> %v
}
