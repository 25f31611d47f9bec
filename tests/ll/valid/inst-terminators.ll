; Terminators: ret, br, switch, indirectbr, callbr, unreachable.
target triple = "x86_64-unknown-linux-gnu"

define void @ret.void() {
  ret void
}

define i32 @ret.value(i32 %x) {
  ret i32 %x
}

define { i32, i8 } @ret.aggregate() {
  ret { i32, i8 } { i32 1, i8 2 }
}

define i32 @br(i1 %c) {
entry:
  br i1 %c, label %then, label %else

then:
  br label %join

else:
  br label %join

join:
  %r = phi i32 [ 1, %then ], [ 2, %else ]
  ret i32 %r
}

define i32 @br.constant.cond() {
entry:
  br i1 true, label %a, label %b

a:
  ret i32 1

b:
  ret i32 2
}

define i32 @switch(i32 %x) {
entry:
  switch i32 %x, label %default [
    i32 0, label %zero
    i32 1, label %one
    i32 -7, label %one
    i32 2147483647, label %zero
  ]

zero:
  ret i32 0

one:
  ret i32 1

default:
  ret i32 -1
}

define void @switch.empty(i8 %x) {
entry:
  switch i8 %x, label %done []

done:
  ret void
}

define i128 @switch.wide(i128 %x) {
entry:
  switch i128 %x, label %d [ i128 170141183460469231731687303715884105727, label %big i128 -1, label %big ]

big:
  ret i128 1

d:
  ret i128 0
}

define i32 @indirectbr(ptr %addr) {
entry:
  indirectbr ptr %addr, [label %bb1, label %bb2, label %bb1]

bb1:
  ret i32 1

bb2:
  ret i32 2
}

define void @indirectbr.empty(ptr %addr) {
  indirectbr ptr %addr, []
}

define i32 @callbr(i32 %x) {
entry:
  %r = callbr i32 asm "jmp ${1:l}", "=r,!i,~{dirflag},~{fpsr},~{flags}"()
          to label %fallthrough [label %indirect]

fallthrough:
  ret i32 %r

indirect:
  ret i32 0
}

define void @callbr.void(i32 %x) {
entry:
  callbr void asm sideeffect "testl $0, $0; jne ${1:l}; jmp ${2:l}", "r,!i,!i,~{dirflag},~{fpsr},~{flags}"(i32 %x)
          to label %normal [label %a, label %b]

normal:
  ret void

a:
  ret void

b:
  unreachable
}

; Instructions after a terminator start a new, unnamed (numbered) block.
define i32 @after.terminator(i32 %a) {
entry:
  ret i32 %a
  %1 = add i32 %a, 1
  ret i32 %1
}

define void @unreachable() {
  unreachable
}

define void @unreachable.after.call() {
  call void @abort()
  unreachable
}

declare void @abort() noreturn
