; HOSTILE: run
; EXIT: 139
; LIMIT: 10s 512M
; A program that raises SIGSEGV itself dies of it natively (exit 139);
; kiln run must not swallow the signal in the Rust runtime's handler.
target triple = "x86_64-unknown-linux-gnu"

declare i32 @raise(i32)

define i32 @main() {
entry:
  %r = call i32 @raise(i32 11)
  ret i32 3
}
