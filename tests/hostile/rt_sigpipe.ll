; HOSTILE: run
; EXIT: 141
; LIMIT: 20s 512M
; Writing to a pipe whose reader is gone ends the program by SIGPIPE, as
; natively (the Rust runtime ignores SIGPIPE; the write used to fail with
; EPIPE and main returned 3).
declare i32 @pipe(ptr)
declare i32 @close(i32)
declare i64 @write(i32, ptr, i64)

@x = private constant [1 x i8] c"x"

define i32 @main() {
  %fds = alloca [2 x i32]
  %r = call i32 @pipe(ptr %fds)
  %rd = load i32, ptr %fds
  %c = call i32 @close(i32 %rd)
  %wp = getelementptr [2 x i32], ptr %fds, i64 0, i64 1
  %wr = load i32, ptr %wp
  %n = call i64 @write(i32 %wr, ptr @x, i64 1)
  ret i32 3
}
