; HOSTILE: compile run
; EXIT: 1
; STDERR: module_asm.ll:8:1: error: module-level inline assembly ('module asm') is not supported yet
; Top-level asm (clang's file-scope __asm__, .symver directives, hand-written
; functions) was dropped without a word: the symbols it defines vanished.
; kiln check accepts it; code generation refuses it by location.
target triple = "x86_64-unknown-linux-gnu"
module asm ".globl answer"
module asm "answer: movl $42, %eax; ret"
declare i32 @answer()
define i32 @main() {
  %r = call i32 @answer()
  ret i32 %r
}
