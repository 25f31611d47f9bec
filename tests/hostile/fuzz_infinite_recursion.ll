; HOSTILE: run
; EXIT: 139
; LIMIT: 20s 1G
; Infinite recursion overflows the program's stack: the native build dies of
; SIGSEGV (exit 139); kiln run must report the program's fault the same way,
; not as a crash of kiln ("thread 'main' has overflowed its stack", 134).
target triple = "x86_64-unknown-linux-gnu"

define i32 @down(i32 %n) {
entry:
  %slot = alloca [64 x i8], align 16
  store volatile i8 1, ptr %slot, align 1
  %m = add i32 %n, 1
  %r = call i32 @down(i32 %m)
  %s = add i32 %r, 1
  ret i32 %s
}

define i32 @main() {
entry:
  %r = call i32 @down(i32 0)
  ret i32 %r
}
