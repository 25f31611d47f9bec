; HOSTILE: compile run
; EXIT: 1
; STDERR: integer type i4097 (wider than 4096 bits)
; Integers up to i4096 are lowered on 64-bit parts; wider ones are a clear error.
define i32 @main() {
  %x = add i4097 1, 2
  %t = trunc i4097 %x to i32
  ret i32 %t
}
