; HOSTILE: compile run
; EXIT: 1
; STDERR: is larger than 2^48 bytes (the x86-64 address space)
; LIMIT: 10s 512M
; The size overflows 64 bits (was: a capacity-overflow panic).
@g = global [4294967296 x [4294967297 x i8]] zeroinitializer

define i32 @main() {
  ret i32 0
}
