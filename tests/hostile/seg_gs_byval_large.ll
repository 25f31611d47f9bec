; HOSTILE: compile run
; EXIT: 1
; STDERR: a byval argument of 256 bytes through a segment address space
; LIMIT: 10s 512M
; A 256-byte byval argument copied from GS (rep movsb cannot take the segment on its destination side).
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

declare void @take(ptr byval([256 x i8]))
define i32 @main() {
  call void @take(ptr addrspace(256) byval([256 x i8]) null)
  ret i32 0
}
