; HOSTILE: run
; EXIT: 0
; STDOUT: ok
; LIMIT: 10s 512M
; csmith's packed bit-field units at -O2: every operation kiln supports on
; i128 must work on the wider integers it loads and stores.
target triple = "x86_64-unknown-linux-gnu"

@fmt = private constant [4 x i8] c"ok\0A\00"
@x = global i136 0

declare i32 @printf(ptr, ...)

define i32 @main() {
entry:
  %v = load i136, ptr @x, align 8
  %c = icmp ne i136 %v, 0
  br i1 %c, label %bad, label %good

good:
  %p = call i32 (ptr, ...) @printf(ptr @fmt)
  ret i32 0

bad:
  ret i32 1
}
