; HOSTILE: compile
; EXIT: 0
; LIMIT: 10s 512M
; A load through addrspace(256) is a %gs:-relative load on x86-64 (llc emits the
; segment prefix); kiln compiled it to a plain mov (silent wrong code).
; The object must exist and use the gs segment (checked here by compiling;
; tests/hostile.rs disassembles the generated fuzz_addrspace_256_asm case).
target triple = "x86_64-unknown-linux-gnu"

define i32 @load_seg(ptr addrspace(256) %p) {
entry:
  %v = load i32, ptr addrspace(256) %p, align 4
  ret i32 %v
}
