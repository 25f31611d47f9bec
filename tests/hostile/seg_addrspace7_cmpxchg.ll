; HOSTILE: compile run
; EXIT: 1
; STDERR: address space 7 is not supported on x86-64
; LIMIT: 10s 512M
; A cmpxchg through address space 7.
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

define i32 @main(i32 %argc) {
  %p = inttoptr i32 %argc to ptr addrspace(7)
  %r = cmpxchg ptr addrspace(7) %p, i32 0, i32 1 seq_cst seq_cst
  %v = extractvalue { i32, i1 } %r, 0
  ret i32 %v
}
