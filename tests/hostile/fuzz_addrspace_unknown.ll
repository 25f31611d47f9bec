; HOSTILE: compile
; EXIT: 1
; STDERR: error:
; STDERR: addrspace
; LIMIT: 10s 512M
; An address space kiln does not implement must be a located error naming it,
; never a plain load from the generic address space.
target triple = "x86_64-unknown-linux-gnu"

define i32 @load_other(ptr addrspace(7) %p) {
entry:
  %v = load i32, ptr addrspace(7) %p, align 4
  ret i32 %v
}
