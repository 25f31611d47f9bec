; HOSTILE: compile run
; EXIT: 1
; STDERR: 11:1: error: cannot lower @f
; STDERR: type %t contains itself and has no size
; LIMIT: 10s 512M
; A named struct that contains itself as a function's return type: LLVM 19
; accepts the module (`kiln check` too); code generation refuses it at the
; function's line instead of recursing without end over the type's parts
; (it overflowed the stack).
%t = type { %t }
define %t @f() {
  unreachable
}

define i32 @main() {
  ret i32 0
}
