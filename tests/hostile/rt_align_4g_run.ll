; HOSTILE: run
; EXIT: 5
; LIMIT: 10s 256M
; The JIT places the most aligned global (here 4 GiB) at an aligned
; address next to the rest by choosing where the mapping goes: address
; space is reserved, not memory.
@a = global i32 1
@h = global i32 5, align 4294967296

define i32 @main() {
  %ha = ptrtoint ptr @h to i64
  %m = and i64 %ha, 4294967295
  %bad = icmp ne i64 %m, 0
  %x = load i32, ptr @h
  %r = select i1 %bad, i32 1, i32 %x
  ret i32 %r
}
