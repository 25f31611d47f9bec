; HOSTILE: compile
; EXIT: 1
; STDERR: error: cannot lower @f (block #0): intrinsic llvm.masked.load.v4i32.p0 called with 3 arguments; it takes 4
; A misdeclared llvm.masked.load (no pass-through operand): a located error,
; not an out-of-range operand index.
declare <4 x i32> @llvm.masked.load.v4i32.p0(ptr, i32, <4 x i1>)
define <4 x i32> @f(ptr %p, <4 x i1> %m) {
  %v = call <4 x i32> @llvm.masked.load.v4i32.p0(ptr %p, i32 1, <4 x i1> %m)
  ret <4 x i32> %v
}
