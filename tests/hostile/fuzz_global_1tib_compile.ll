; HOSTILE: compile
; EXIT: 0
; LIMIT: 10s 512M
; A 1 TiB zero-initialised global is a .bss size (llc: `.zero 1099511627776`),
; never materialised in memory.
@g = global [1099511627776 x i8] zeroinitializer

define i32 @main() {
entry:
  ret i32 0
}
