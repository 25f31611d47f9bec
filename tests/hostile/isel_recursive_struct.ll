; HOSTILE: compile run
; EXIT: 1
; STDERR: error: cannot lower @g: type %a contains itself and has no size
; LIMIT: 10s 512M
; LLVM accepts a struct that contains itself (llc gives it size 0).
%a = type { %a }
@g = global %a zeroinitializer

define i32 @main() {
  ret i32 0
}
