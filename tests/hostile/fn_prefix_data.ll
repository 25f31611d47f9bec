; HOSTILE: compile run
; EXIT: 1
; STDERR: fn_prefix_data.ll:9:1: error:
; STDERR: prefix data (before the function's entry) is not supported
; Prefix data sits right before a function's entry (GHC keeps info tables
; there, read at negative offsets from the function pointer); kiln dropped
; it silently. Prologue data, naked and alignstack(N) are refused alike.
target triple = "x86_64-unknown-linux-gnu"
define i32 @main() prefix i32 123 {
  ret i32 0
}
