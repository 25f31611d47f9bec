; HOSTILE: compile run
; EXIT: 1
; STDERR: call_conv_win64_definition.ll:9:1: error:
; STDERR: a function with calling convention win64cc is not supported
; A function with a convention other than C's (clang emits win64cc for
; __attribute__((ms_abi))) was compiled as a System V C function: its
; arguments read from rdi/rsi where its callers put them in rcx/rdx.
target triple = "x86_64-unknown-linux-gnu"
define win64cc i32 @add(i32 %a, i32 %b) {
  %c = add i32 %a, %b
  ret i32 %c
}

define i32 @main() {
  %r = call win64cc i32 @add(i32 1, i32 2)
  ret i32 %r
}
