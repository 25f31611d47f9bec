; HOSTILE: compile run
; EXIT: 0
; LIMIT: 20s 1G
; <4294967295 x i32> zeroinitializer is 16 GiB of .bss: written as a size,
; never materialised (the native program runs; llc times out materialising it).
@g = global <4294967295 x i32> zeroinitializer

define i32 @main() {
entry:
  ret i32 0
}
