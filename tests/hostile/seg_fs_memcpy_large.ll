; HOSTILE: compile run
; EXIT: 1
; STDERR: memcpy through address space 257 needs a constant size of at most 128 bytes
; LIMIT: 10s 512M
; memcpy of 4096 bytes from FS.
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

declare void @llvm.memcpy.p0.p257.i64(ptr, ptr addrspace(257), i64, i1)
@dst = global [4096 x i8] zeroinitializer
define i32 @main() {
  call void @llvm.memcpy.p0.p257.i64(ptr @dst, ptr addrspace(257) null, i64 4096, i1 false)
  ret i32 0
}
