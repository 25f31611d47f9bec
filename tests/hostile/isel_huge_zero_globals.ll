; HOSTILE: compile
; EXIT: 0
; LIMIT: 10s 256M
; Zero-initialised data is a size, never materialised (was: a 1 TiB Vec).
@a = global [1099511627776 x i8] zeroinitializer
@c = constant [1099511627776 x i8] zeroinitializer
@t = thread_local global [1099511627776 x i8] undef
@s = global { i32, [1099511627776 x i16] } { i32 0, [1099511627776 x i16] zeroinitializer }

define i32 @main() {
  %p = getelementptr i8, ptr @a, i64 1099511627775
  store i8 7, ptr %p
  ret i32 0
}
