; NO-LLVM-DIFF: llvm-diff-19 cannot compare these even on its own round trip
; blockaddress, ptrauth, dso_local_equivalent and no_cfi constants as
; instruction operands. llvm-diff-19
; cannot compare these constants (it reports a difference even for LLVM's own
; round trip), hence KILN-ONLY; llvm-as-19 accepts this file.
@g = global i32 0
declare void @ext.fn()
@table = constant [2 x ptr] [ptr blockaddress(@indirect, %target), ptr blockaddress(@indirect, %other)]

define ptr @indirect(i1 %c) {
entry:
  %a = select i1 %c, ptr blockaddress(@indirect, %target), ptr blockaddress(@indirect, %other)
  indirectbr ptr %a, [label %target, label %other]

target:
  ret ptr blockaddress(@indirect, %target)

other:
  store ptr blockaddress(@later, %bb), ptr @g
  call void no_cfi @ext.fn()
  store ptr dso_local_equivalent @ext.fn, ptr @g
  store ptr no_cfi @ext.fn, ptr @g
  ret ptr blockaddress(@indirect, %other)
}

define ptr @auth.in.function() {
  ret ptr ptrauth (ptr @g, i32 3)
}

define ptr @auth.disc.in.function() {
  ret ptr ptrauth (ptr @g, i32 2, i64 99, ptr @g)
}

define void @later() {
entry:
  br label %bb

bb:
  ret void
}
