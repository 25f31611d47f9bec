; HOSTILE: run
; EXIT: 134
; LIMIT: 20s 512M
; abort() in the program ends the process by SIGABRT, as natively.
declare void @abort()

define i32 @main() {
  call void @abort()
  unreachable
}
