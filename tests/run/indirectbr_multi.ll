; Two indirectbrs in one function (each compares the address with its
; destinations' in turn), destinations with phis fed from both, a
; destination no blockaddress names, and block addresses of one function
; taken in another (stored, compared and passed back).
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

declare i32 @printf(ptr, ...)

@fmt = private unnamed_addr constant [13 x i8] c"%s %d -> %d\0A\00"
@n_two = private constant [4 x i8] c"two\00"
@n_pick = private constant [5 x i8] c"pick\00"
@targets = internal constant [3 x ptr] [ptr blockaddress(@two, %add), ptr blockaddress(@two, %mul), ptr blockaddress(@two, %done)]

define internal i32 @two(i32 %x, i32 %sel) noinline {
entry:
  %i = and i32 %sel, 1
  %ix = zext i32 %i to i64
  %p = getelementptr [3 x ptr], ptr @targets, i64 0, i64 %ix
  %d = load ptr, ptr %p
  %big = icmp sgt i32 %x, 100
  br i1 %big, label %first, label %second
first:
  %a1 = add i32 %x, 1
  indirectbr ptr %d, [label %add, label %mul, label %never]
second:
  %a2 = sub i32 %x, 1
  indirectbr ptr %d, [label %mul, label %add]
add:
  %v = phi i32 [ %a1, %first ], [ %a2, %second ], [ %n, %mul ]
  %w = add i32 %v, 1000
  br label %done
mul:
  %u = phi i32 [ %a1, %first ], [ %a2, %second ]
  %n = mul i32 %u, 3
  %again = icmp slt i32 %n, 50
  br i1 %again, label %add, label %done
never:
  br label %done
done:
  %r = phi i32 [ %w, %add ], [ %n, %mul ], [ -7, %never ]
  ret i32 %r
}

; The address of @two's %done, taken here and compared with the table's.
define internal i32 @pick(i32 %k) noinline {
entry:
  %ix = zext i32 %k to i64
  %p = getelementptr [3 x ptr], ptr @targets, i64 0, i64 %ix
  %d = load ptr, ptr %p
  %is_done = icmp eq ptr %d, blockaddress(@two, %done)
  %is_add = icmp eq ptr %d, blockaddress(@two, %add)
  %r1 = select i1 %is_add, i32 1, i32 0
  %r2 = select i1 %is_done, i32 2, i32 %r1
  ret i32 %r2
}

define i32 @main() {
  %a = call i32 @two(i32 5, i32 0)
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @n_two, i32 5, i32 %a)
  %b = call i32 @two(i32 5, i32 1)
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @n_two, i32 5, i32 %b)
  %c = call i32 @two(i32 200, i32 0)
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @n_two, i32 200, i32 %c)
  %d = call i32 @two(i32 200, i32 1)
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @n_two, i32 200, i32 %d)
  %e = call i32 @pick(i32 0)
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @n_pick, i32 0, i32 %e)
  %f = call i32 @pick(i32 1)
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @n_pick, i32 1, i32 %f)
  %g = call i32 @pick(i32 2)
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @n_pick, i32 2, i32 %g)
  ret i32 0
}
