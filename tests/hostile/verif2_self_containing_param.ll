; HOSTILE: compile run
; EXIT: 1
; STDERR: 10:1: error: cannot lower @f
; STDERR: type %t contains itself and has no size
; LIMIT: 10s 512M
; A named struct that contains itself as a parameter type (issue 12): the
; error has no instruction to sit at, so it is located at the function's
; definition (it was printed without FILE:LINE:COL).
%t = type { %t }
define void @f(%t %x) {
  ret void
}

define i32 @main() {
  ret i32 0
}
