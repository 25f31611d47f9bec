; HOSTILE: compile run
; EXIT: 1
; STDERR: error:
; STDERR: @g
; LIMIT: 10s 512M
; 2^64-1 bytes: the size in bits does not fit in 64 bits (llc wraps it to
; 2^61-1 bytes). kiln must give a located error, not a capacity-overflow panic.
@g = global [18446744073709551615 x i8] zeroinitializer

define i32 @main() {
entry:
  ret i32 0
}
