; HOSTILE: compile run
; EXIT: 1
; STDERR: address space 272 is not supported on x86-64
; LIMIT: 10s 512M
; A load through address space 272 (MSVC __ptr64).
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

define i32 @main(i32 %argc) {
  %a = zext i32 %argc to i64
  %p = inttoptr i64 %a to ptr addrspace(272)
  %v = load i32, ptr addrspace(272) %p
  ret i32 %v
}
