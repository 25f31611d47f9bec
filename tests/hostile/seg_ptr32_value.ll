; HOSTILE: compile run
; EXIT: 1
; STDERR: a value of a 4-byte pointer type (address space 270) is not supported on x86-64
; LIMIT: 10s 512M
; A 32-bit pointer (address space 270, p270:32:32) used only as a value: kiln keeps pointers in 64-bit registers, so even ptrtoint would be wrong.
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

define i32 @main(i32 %argc) {
  %p = inttoptr i32 %argc to ptr addrspace(270)
  %i = ptrtoint ptr addrspace(270) %p to i32
  ret i32 %i
}
