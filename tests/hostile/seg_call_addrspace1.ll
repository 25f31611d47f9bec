; HOSTILE: compile run
; EXIT: 1
; STDERR: a call through address space 1 is not supported on x86-64
; LIMIT: 10s 512M
; An indirect call through a pointer in address space 1.
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

define i32 @main(i32 %argc) {
  %p = inttoptr i32 %argc to ptr addrspace(1)
  %r = call addrspace(1) i32 %p()
  ret i32 %r
}
