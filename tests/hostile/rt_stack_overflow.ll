; HOSTILE: run
; EXIT: 139
; LIMIT: 20s 512M
; Unbounded recursion exhausts the 8 MiB main stack and dies by SIGSEGV, as
; natively (it used to print "thread 'main' has overflowed its stack" and
; abort: exit 134).
define i32 @f(i32 %n) {
  %b = alloca [64 x i8]
  store volatile i8 0, ptr %b
  %m = add i32 %n, 1
  %r = call i32 @f(i32 %m)
  %v = load volatile i8, ptr %b
  %w = zext i8 %v to i32
  %s = add i32 %r, %w
  ret i32 %s
}

define i32 @main() {
  %r = call i32 @f(i32 0)
  ret i32 %r
}
