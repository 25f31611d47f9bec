; Thread-local aliases: an alias of a whole thread_local variable and an
; internal one at an offset into a thread_local array, read and written.
@t = thread_local global i32 5
@ta = thread_local alias i32, ptr @t
@arr = thread_local global [4 x i32] [i32 1, i32 2, i32 3, i32 4]
@a2 = internal thread_local alias i32, getelementptr (i8, ptr @arr, i64 8)
@fmt = private constant [10 x i8] c"%d %d %d\0A\00"
declare i32 @printf(ptr, ...)
define i32 @main() {
  %x = load i32, ptr @ta
  %y = add i32 %x, 10
  store i32 %y, ptr @ta
  %z = load i32, ptr @t
  %w = load i32, ptr @a2
  call i32 (ptr, ...) @printf(ptr @fmt, i32 %x, i32 %z, i32 %w)
  ret i32 0
}
