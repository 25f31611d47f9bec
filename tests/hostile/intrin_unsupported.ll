; HOSTILE: compile run
; EXIT: 1
; STDERR: error: cannot lower @main
; STDERR: intrinsic llvm.x86.sse3.mwait is not supported
; LIMIT: 10s 512M
; An x86 intrinsic kiln does not implement is an error naming it.
target triple = "x86_64-unknown-linux-gnu"

define i32 @main() #0 {
entry:
  call void @llvm.x86.sse3.mwait(i32 0, i32 0)
  ret i32 0
}

declare void @llvm.x86.sse3.mwait(i32, i32)

attributes #0 = { "target-features"="+sse3" }
