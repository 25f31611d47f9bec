; HOSTILE: compile run
; EXIT: 1
; STDERR: attr_pg_mcount.ll:10:1: error:
; STDERR: function attribute "instrument-function-entry-inlined"="mcount" is not supported
; clang -pg leaves the mcount call to the back-end's post-inline
; instrumenter (the attribute below). Compiled without it the program runs
; but gprof sees nothing: kiln names the attribute instead (the other
; back-end-only attributes are refused alike: isel/src/fn_attrs.rs).
target triple = "x86_64-unknown-linux-gnu"
define i32 @main() #0 {
  ret i32 0
}
attributes #0 = { "instrument-function-entry-inlined"="mcount" }
