; HOSTILE: compile
; EXIT: 1
; STDERR: atomic_underaligned_store.ll:8:3: error:
; STDERR: atomic store of i64 (8 bytes) aligned to 4: not supported
; The store side of atomic_underaligned.ll.
target triple = "x86_64-unknown-linux-gnu"
define void @store_under(ptr %p) {
  store atomic i64 1, ptr %p release, align 4
  ret void
}
