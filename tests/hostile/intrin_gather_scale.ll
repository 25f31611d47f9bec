; HOSTILE: compile run
; EXIT: 1
; STDERR: error: cannot lower @main
; STDERR: scale 3 of intrinsic llvm.x86.avx2.gather.d.d is not 1, 2, 4 or 8
; LIMIT: 10s 512M
; A gather's scale is a VSIB scale: 1, 2, 4 or 8. Any other is refused (as
; LLVM does) rather than truncated into one of them.
target triple = "x86_64-unknown-linux-gnu"

@buf = global [64 x i32] zeroinitializer

define i32 @main() #0 {
entry:
  %r = call <4 x i32> @llvm.x86.avx2.gather.d.d(<4 x i32> zeroinitializer, ptr @buf, <4 x i32> <i32 0, i32 1, i32 2, i32 3>, <4 x i32> <i32 -1, i32 -1, i32 -1, i32 -1>, i8 3)
  %e = extractelement <4 x i32> %r, i32 0
  ret i32 %e
}

declare <4 x i32> @llvm.x86.avx2.gather.d.d(<4 x i32>, ptr, <4 x i32>, <4 x i32>, i8)

attributes #0 = { "target-features"="+avx2,+avx" }
