; llvm.readcyclecounter (rdtsc, as clang's __rdtsc and
; __builtin_readcyclecounter emit it) and llvm.thread.pointer (%fs:0): the
; counter is non-zero and does not run backwards between two reads in a
; row, and the thread pointer is what pthread_self() returns on x86-64
; glibc. Exit code 0 when all three hold.
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@fmt = private constant [13 x i8] c"%d %d %d %d\0A\00"

declare i64 @llvm.readcyclecounter()
declare ptr @llvm.thread.pointer()
declare ptr @pthread_self()
declare i32 @printf(ptr, ...)

define i32 @main() {
entry:
  %t1 = call i64 @llvm.readcyclecounter()
  %t2 = call i64 @llvm.readcyclecounter()
  %nonzero = icmp ne i64 %t1, 0
  %forward = icmp uge i64 %t2, %t1
  %tp = call ptr @llvm.thread.pointer()
  %self = call ptr @pthread_self()
  %same = icmp eq ptr %tp, %self
  %a = zext i1 %nonzero to i32
  %b = zext i1 %forward to i32
  %c = zext i1 %same to i32
  %all = and i32 %a, %b
  %all3 = and i32 %all, %c
  %bad = xor i32 %all3, 1
  call i32 (ptr, ...) @printf(ptr @fmt, i32 %a, i32 %b, i32 %c, i32 %all3)
  ret i32 %bad
}
