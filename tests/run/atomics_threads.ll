; Atomics across threads (pthread_create/join from libc): 4 threads each
; do 100000 atomicrmw add, 20000 cmpxchg-loop increments (weak and strong)
; and a spin lock built from xchg + atomic release store protecting a
; plain (non-atomic) counter. Totals are deterministic only if the code
; uses LOCK-prefixed instructions and correct barriers.
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

declare i32 @printf(ptr, ...)
declare i32 @pthread_create(ptr, ptr, ptr, ptr)
declare i32 @pthread_join(i64, ptr)

@counter = global i64 0
@casctr = global i32 0
@lock = global i32 0
@plain = global i64 0
@fmt = private unnamed_addr constant [35 x i8] c"rmw %lld cas %d locked %lld ok %d\0A\00"

define internal ptr @worker(ptr %arg) {
entry:
  br label %rmw
rmw:
  %i = phi i32 [ 0, %entry ], [ %i1, %rmw ]
  %old = atomicrmw add ptr @counter, i64 1 seq_cst
  %i1 = add i32 %i, 1
  %c = icmp slt i32 %i1, 100000
  br i1 %c, label %rmw, label %cas.head
cas.head:
  %j = phi i32 [ 0, %rmw ], [ %j1, %cas.done ]
  %cur0 = load atomic i32, ptr @casctr monotonic, align 4
  br label %cas.try
cas.try:
  %cur = phi i32 [ %cur0, %cas.head ], [ %seen, %cas.try ]
  %next = add i32 %cur, 1
  %odd = and i32 %j, 1
  %isodd = icmp ne i32 %odd, 0
  %pair = cmpxchg weak ptr @casctr, i32 %cur, i32 %next acq_rel monotonic
  %seen = extractvalue { i32, i1 } %pair, 0
  %ok = extractvalue { i32, i1 } %pair, 1
  br i1 %ok, label %cas.done, label %cas.try
cas.done:
  %j1 = add i32 %j, 1
  %cj = icmp slt i32 %j1, 20000
  br i1 %cj, label %cas.head, label %lock.head
lock.head:
  %k = phi i32 [ 0, %cas.done ], [ %k1, %unlock ]
  br label %spin
spin:
  %was = atomicrmw xchg ptr @lock, i32 1 acquire
  %held = icmp ne i32 %was, 0
  br i1 %held, label %spin, label %crit
crit:
  %p = load i64, ptr @plain
  %p1 = add i64 %p, 1
  store i64 %p1, ptr @plain
  br label %unlock
unlock:
  store atomic i32 0, ptr @lock release, align 4
  %k1 = add i32 %k, 1
  %ck = icmp slt i32 %k1, 20000
  br i1 %ck, label %lock.head, label %done
done:
  ret ptr null
}

define i32 @main() {
entry:
  %tids = alloca [4 x i64]
  br label %spawn
spawn:
  %i = phi i64 [ 0, %entry ], [ %i1, %spawn ]
  %slot = getelementptr [4 x i64], ptr %tids, i64 0, i64 %i
  %r = call i32 @pthread_create(ptr %slot, ptr null, ptr @worker, ptr null)
  %i1 = add i64 %i, 1
  %c = icmp ult i64 %i1, 4
  br i1 %c, label %spawn, label %join
join:
  %j = phi i64 [ 0, %spawn ], [ %j1, %join ]
  %slot2 = getelementptr [4 x i64], ptr %tids, i64 0, i64 %j
  %t = load i64, ptr %slot2
  %r2 = call i32 @pthread_join(i64 %t, ptr null)
  %j1 = add i64 %j, 1
  %c2 = icmp ult i64 %j1, 4
  br i1 %c2, label %join, label %out
out:
  %a = load i64, ptr @counter
  %b = load i32, ptr @casctr
  %d = load i64, ptr @plain
  %ok1 = icmp eq i64 %a, 400000
  %ok2 = icmp eq i32 %b, 80000
  %ok3 = icmp eq i64 %d, 80000
  %ok12 = and i1 %ok1, %ok2
  %ok = and i1 %ok12, %ok3
  %okx = zext i1 %ok to i32
  call i32 (ptr, ...) @printf(ptr @fmt, i64 %a, i32 %b, i64 %d, i32 %okx)
  %ret = select i1 %ok, i32 0, i32 1
  ret i32 %ret
}
