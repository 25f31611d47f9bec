; HOSTILE: run
; EXIT: 0
; STDOUT: ffffffffffffff05
; STDOUT: ffffffffffffffff
; A <4 x i1> store writes one bit-packed byte (0b0101), as LLVM does; it used
; to write the 16-byte lane-mask register over the following bytes.
declare i32 @printf(ptr, ...)
@f = constant [6 x i8] c"%llx\0A\00"
define i32 @main() {
  %m = alloca [4 x i64], align 16
  store i64 -1, ptr %m
  %p1 = getelementptr i64, ptr %m, i64 1
  store i64 -1, ptr %p1
  %c = icmp eq <4 x i32> <i32 1, i32 2, i32 3, i32 4>, <i32 1, i32 0, i32 3, i32 0>
  store <4 x i1> %c, ptr %m
  %v = load i64, ptr %m
  %w = load i64, ptr %p1
  call i32 (ptr, ...) @printf(ptr @f, i64 %v)
  call i32 (ptr, ...) @printf(ptr @f, i64 %w)
  ret i32 0
}
