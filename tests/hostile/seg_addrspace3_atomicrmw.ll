; HOSTILE: compile run
; EXIT: 1
; STDERR: address space 3 is not supported on x86-64
; LIMIT: 10s 512M
; An atomicrmw through address space 3.
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

define i32 @main(i32 %argc) {
  %p = inttoptr i32 %argc to ptr addrspace(3)
  %v = atomicrmw add ptr addrspace(3) %p, i32 1 seq_cst
  ret i32 %v
}
