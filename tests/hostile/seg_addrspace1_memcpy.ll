; HOSTILE: compile run
; EXIT: 1
; STDERR: address space 1 is not supported on x86-64
; LIMIT: 10s 512M
; A memcpy (libcall size) from address space 1.
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

declare void @llvm.memcpy.p0.p1.i64(ptr, ptr addrspace(1), i64, i1)
@dst = global [4096 x i8] zeroinitializer
define i32 @main(i32 %argc) {
  %p = inttoptr i32 %argc to ptr addrspace(1)
  call void @llvm.memcpy.p0.p1.i64(ptr @dst, ptr addrspace(1) %p, i64 4096, i1 false)
  ret i32 0
}
