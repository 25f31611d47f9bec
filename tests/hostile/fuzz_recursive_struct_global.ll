; HOSTILE: compile run
; EXIT: 1
; STDERR: error:
; STDERR: %a
; LIMIT: 10s 512M
; A struct that contains itself has no finite size (LLVM accepts the type and
; llc gives the global size 0); kiln's size/alignment recursion overflowed the
; stack. It must end in a located error naming the type.
%a = type { %a }

@g = global %a zeroinitializer

define i32 @main() {
entry:
  ret i32 0
}
