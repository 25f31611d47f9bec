; HOSTILE: run
; EXIT: 1
; STDERR: relocation out of range
; LIMIT: 10s 256M
; Two globals aligned to 4 GiB cannot both lie within the ±2 GiB that code
; reaches: a clear error naming the reference, as a static link of the
; object fails too.
@g = global i32 0, align 4294967296
@h = global i32 5, align 4294967296

define i32 @main() {
  %x = load i32, ptr @h
  %y = load i32, ptr @g
  %r = add i32 %x, %y
  ret i32 %r
}
