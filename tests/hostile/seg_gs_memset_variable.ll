; HOSTILE: compile run
; EXIT: 1
; STDERR: memset through address space 256 needs a constant size of at most 256 bytes
; LIMIT: 10s 512M
; memset through GS with a variable size: the libc function cannot take a segment (llc-19: cannot lower memory intrinsic in address space 256).
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

declare void @llvm.memset.p256.i64(ptr addrspace(256), i8, i64, i1)
define i32 @main(i32 %argc) {
  %n = zext i32 %argc to i64
  call void @llvm.memset.p256.i64(ptr addrspace(256) null, i8 0, i64 %n, i1 false)
  ret i32 0
}
