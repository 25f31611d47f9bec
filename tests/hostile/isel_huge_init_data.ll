; HOSTILE: compile run
; EXIT: 1
; STDERR: initialised data of 300000001 bytes is larger than kiln's limit of 256 MiB
; LIMIT: 10s 512M
@g = global { i8, [300000000 x i8] } { i8 1, [300000000 x i8] zeroinitializer }

define i32 @main() {
  ret i32 0
}
