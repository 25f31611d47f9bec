; HOSTILE: compile
; EXIT: 1
; STDERR: holding a <N x i1> vector in memory is not supported yet
; A lane mask inside a struct in memory is bit-packed by LLVM (one byte for
; <4 x i1> here); kiln wrote the 16-byte mask register. Until the packed
; layout inside aggregates is implemented this is a located error.
define void @f(ptr %p, ptr %q) {
  %v = load { <4 x i1>, i32 }, ptr %p
  store { <4 x i1>, i32 } %v, ptr %q
  ret void
}
