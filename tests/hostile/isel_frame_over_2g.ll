; HOSTILE: run
; EXIT: 139
; LIMIT: 10s 512M
; 3 GiB of allocas: no 32-bit frame displacement may wrap; faults like native.
define i32 @main() {
  %a = alloca [1073741824 x i8]
  %b = alloca [1073741824 x i8]
  %c = alloca [1073741824 x i8]
  store volatile i8 1, ptr %a
  store volatile i8 1, ptr %b
  store volatile i8 1, ptr %c
  ret i32 0
}
