; HOSTILE: compile run
; EXIT: 1
; STDERR: address space 1 is not supported on x86-64
; LIMIT: 10s 512M
; A load through address space 1 (llc treats it as flat; kiln implements only 0 and the 256/257/258 segments).
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

define i32 @main() {
  %v = load i32, ptr addrspace(1) inttoptr (i64 4096 to ptr addrspace(1))
  ret i32 %v
}
