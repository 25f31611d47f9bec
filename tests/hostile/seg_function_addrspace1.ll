; HOSTILE: compile run
; EXIT: 1
; STDERR: a function defined in address space 1 is not supported on x86-64
; LIMIT: 10s 512M
; A function defined in address space 1.
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

define i32 @main() addrspace(1) {
  ret i32 0
}
