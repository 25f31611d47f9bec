; HOSTILE: compile
; EXIT: 1
; STDERR: atomic_underaligned.ll:12:3: error:
; STDERR: atomic load of i32 (4 bytes) aligned to 2: not supported
; An atomic access that is not naturally aligned is not one atomic move on
; x86-64 (LLVM calls libatomic's generic __atomic_load/__atomic_store);
; two moves, or one that may cross a cache line, would silently lose the
; atomicity. kiln refuses it by name (atomic_underaligned_store.ll: the store).
target triple = "x86_64-unknown-linux-gnu"

define i32 @load_under(ptr %p) {
  %v = load atomic i32, ptr %p seq_cst, align 2
  ret i32 %v
}
