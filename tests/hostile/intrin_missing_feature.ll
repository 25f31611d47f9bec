; HOSTILE: compile run
; EXIT: 1
; STDERR: error: cannot lower @main
; STDERR: intrinsic llvm.x86.ssse3.pshuf.b.128 needs target feature +ssse3, which this function does not enable
; LIMIT: 10s 512M
; pshufb is SSSE3; a function whose target-features do not include it (here
; none at all: baseline x86-64) may not execute it.
target triple = "x86_64-unknown-linux-gnu"

define i32 @main() {
entry:
  %r = call <16 x i8> @llvm.x86.ssse3.pshuf.b.128(<16 x i8> zeroinitializer, <16 x i8> zeroinitializer)
  %e = extractelement <16 x i8> %r, i32 0
  %i = zext i8 %e to i32
  ret i32 %i
}

declare <16 x i8> @llvm.x86.ssse3.pshuf.b.128(<16 x i8>, <16 x i8>)
