; HOSTILE: compile run
; EXIT: 0
; LIMIT: 10s 512M
; The largest alignment LLVM allows (2^32): llc writes `.p2align 32`; kiln
; aborted while writing the object.
@g = global i32 7, align 4294967296

define i32 @main() {
entry:
  %v = load i32, ptr @g, align 4
  %r = sub i32 %v, 7
  ret i32 %r
}
