; HOSTILE: compile run
; EXIT: 1
; STDERR: a value of a 4-byte pointer type (address space 0) is not supported on x86-64
; LIMIT: 10s 512M
; A datalayout with 32-bit pointers in address space 0 (p:32:32) under the
; x86-64 triple: kiln keeps every pointer in 8 bytes, so it must refuse.
target datalayout = "e-m:e-p:32:32-i64:64-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

define i32 @main(i32 %argc, ptr %argv) {
  %a = load ptr, ptr %argv
  %c = load i8, ptr %a
  %r = zext i8 %c to i32
  ret i32 %r
}
