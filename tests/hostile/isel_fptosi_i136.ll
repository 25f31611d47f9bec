; HOSTILE: compile run
; EXIT: 1
; STDERR: fptosi between floating point and i136 is not supported yet
; LIMIT: 10s 512M
; Was an internal register-allocation error (only two of three parts defined).
define i32 @main() {
  %f = fptosi double 1.0 to i136
  %t = trunc i136 %f to i32
  ret i32 %t
}
