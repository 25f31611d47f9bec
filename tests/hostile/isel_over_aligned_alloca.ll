; HOSTILE: compile run
; EXIT: 1
; STDERR: alloca aligned to 4294967296 bytes (kiln aligns stack objects to at most 2^30)
; LIMIT: 10s 512M
define i32 @main() {
  %a = alloca i8, align 4294967296
  store volatile i8 1, ptr %a
  ret i32 0
}
