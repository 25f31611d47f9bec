; HOSTILE: check print compile
; EXIT: 1
; STDERR: error: loading unsized types is not allowed
; LIMIT: 10s 512M
; Loading a struct that contains itself (through a cycle of two named
; structs): unsized, rejected as opt-19 does, without endless recursion.
%b = type { %c, [2 x %b] }
%c = type { i32, %b }

define void @f(ptr %p) {
  %x = load %b, ptr %p
  ret void
}
