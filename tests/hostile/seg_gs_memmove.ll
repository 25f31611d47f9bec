; HOSTILE: compile run
; EXIT: 1
; STDERR: memmove through address space 256 needs a constant size of at most 64 bytes
; LIMIT: 10s 512M
; memmove of 96 bytes into GS (expanded inline up to 64 bytes, as llc-19 does; llc-19 rejects 96 too).
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

declare void @llvm.memmove.p256.p0.i64(ptr addrspace(256), ptr, i64, i1)
@src = global [96 x i8] zeroinitializer
define i32 @main() {
  call void @llvm.memmove.p256.p0.i64(ptr addrspace(256) null, ptr @src, i64 96, i1 false)
  ret i32 0
}
