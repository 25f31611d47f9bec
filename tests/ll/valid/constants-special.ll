; blockaddress, dso_local_equivalent, no_cfi and ptrauth constants, all in global
; initializers here (for instruction operands see constants-special-in-functions.ll).
@bb.addr = global ptr blockaddress(@indirect, %target)
@bb.addr.num = global ptr blockaddress(@numbered.blocks, %1)
@bb.table = constant [2 x ptr] [ptr blockaddress(@indirect, %target), ptr blockaddress(@indirect, %other)]
@equiv = global ptr dso_local_equivalent @ext.fn
@equiv.local = global ptr dso_local_equivalent @indirect
@rel = global i32 trunc (i64 sub (i64 ptrtoint (ptr dso_local_equivalent @ext.fn to i64), i64 ptrtoint (ptr @rel to i64)) to i32)
@nocfi = global ptr no_cfi @ext.fn
@g = global i32 0
@auth = global ptr ptrauth (ptr @g, i32 0)
@auth.disc = global ptr ptrauth (ptr @ext.fn, i32 1, i64 1234)
@auth.addr = global ptr ptrauth (ptr @ext.fn, i32 2, i64 5678, ptr @auth.addr)

declare void @ext.fn()

define ptr @indirect(i1 %c) {
entry:
  %i = zext i1 %c to i64
  %slot = getelementptr [2 x ptr], ptr @bb.table, i64 0, i64 %i
  %a = load ptr, ptr %slot
  indirectbr ptr %a, [label %target, label %other]

target:
  ret ptr null

other:
  ret ptr @ext.fn
}

define i32 @numbered.blocks(i1 %c) {
0:
  br i1 %c, label %1, label %2

1:
  ret i32 1

2:
  ret i32 2
}
