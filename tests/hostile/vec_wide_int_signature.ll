; HOSTILE: compile run
; EXIT: 1
; STDERR: vectors of integers wider than 64 bits are not supported across calls
; LLVM passes the lanes of <2 x i128> as integers (rdi:rsi, rdx:rcx) and
; returns such a vector through memory; kiln's vector parts would not match
; code built by LLVM, so the signature is refused rather than miscompiled.
define i128 @lane1(<2 x i128> %v) {
  %e = extractelement <2 x i128> %v, i32 1
  ret i128 %e
}

define i32 @main() {
  %v = insertelement <2 x i128> zeroinitializer, i128 7, i32 1
  %e = call i128 @lane1(<2 x i128> %v)
  %t = trunc i128 %e to i32
  ret i32 %t
}
