; HOSTILE: compile run
; EXIT: 1
; STDERR: 11:3: error: cannot lower @main
; STDERR: scalable vector type <vscale x 2 x i64> has no size known at compile time
; LIMIT: 10s 512M
; LLVM 19 accepts scalable vectors inside structs and arrays (`kiln check`
; does too); x86-64 has no vscale, so code generation refuses them at the
; instruction instead of laying the vector out as if vscale were 1 (which
; gave the alloca a wrong, fixed size).
define i32 @main() {
  %a = alloca [2 x { <vscale x 2 x i64> }], align 16
  ret i32 0
}
