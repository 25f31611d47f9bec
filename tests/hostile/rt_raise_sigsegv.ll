; HOSTILE: run
; EXIT: 139
; LIMIT: 20s 512M
; raise(SIGSEGV) ends the process by the signal, as natively (the Rust
; runtime's handler used to swallow it: exit 3).
declare i32 @raise(i32)

define i32 @main() {
  %r = call i32 @raise(i32 11)
  ret i32 3
}
