; HOSTILE: run
; EXIT: 139
; LIMIT: 10s 512M
; A 1 TiB alloca is allocated at run time and faults when touched, as natively.
define i32 @main() {
  %a = alloca [1099511627776 x i8]
  %p = getelementptr i8, ptr %a, i64 5
  store volatile i8 1, ptr %p
  ret i32 0
}
