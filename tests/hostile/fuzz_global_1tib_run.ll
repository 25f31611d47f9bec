; HOSTILE: run
; EXIT: 1
; STDERR: error:
; LIMIT: 10s 512M
; The JIT cannot place a 1 TiB global (the native executable cannot even be
; started); kiln run must say so, not abort on the allocation.
@g = global [1099511627776 x i8] zeroinitializer

define i32 @main() {
entry:
  ret i32 0
}
