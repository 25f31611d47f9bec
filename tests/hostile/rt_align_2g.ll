; HOSTILE: compile
; EXIT: 0
; LIMIT: 10s 256M
; align 2^31 on data that follows other data: it gets a .data section of
; its own instead of 2 GiB of padding (it used to take 16 s and 2.1 GB).
@a = global [3 x i32] [i32 1, i32 2, i32 3]
@h = global i32 5, align 2147483648
@z = global [16 x i8] zeroinitializer, align 2147483648
