; HOSTILE: run
; EXIT: 0
; LIMIT: 10s 512M
; A 1 TiB zero-initialised global: the JIT reserves it without backing
; (pages cost memory only when touched), so the program runs; it must never
; abort on an allocation or touch the whole range. (The native executable
; cannot even be started: the kernel refuses a 1 TiB .bss at exec.)
@g = global [1099511627776 x i8] zeroinitializer

define i32 @main() {
entry:
  ret i32 0
}
