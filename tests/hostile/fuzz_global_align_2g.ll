; HOSTILE: compile run
; EXIT: 0
; LIMIT: 5s 256M
; align 2^31 took 12 s and 2 GiB (the padding materialised); an alignment is
; a number in the object, not bytes.
@g = global i32 7, align 2147483648

define i32 @main() {
entry:
  %v = load i32, ptr @g, align 4
  %r = sub i32 %v, 7
  ret i32 %r
}
