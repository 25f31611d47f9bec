; HOSTILE: run
; EXIT: 42
; LIMIT: 10s 512M
; Alignments above the page size are honoured by the JIT for initialised
; data, zero-fill and constants (the mapping used to be page-aligned only).
@a = global i32 1
@h = global i32 40, align 16777216
@z = global i32 0, align 1048576
@c = constant i32 2, align 8192

define i32 @main() {
  %ha = ptrtoint ptr @h to i64
  %za = ptrtoint ptr @z to i64
  %ca = ptrtoint ptr @c to i64
  %hm = and i64 %ha, 16777215
  %zm = and i64 %za, 1048575
  %cm = and i64 %ca, 8191
  %o1 = or i64 %hm, %zm
  %o2 = or i64 %o1, %cm
  %bad = icmp ne i64 %o2, 0
  br i1 %bad, label %fail, label %ok
fail:
  ret i32 1
ok:
  %h0 = load i32, ptr @h
  %c0 = load i32, ptr @c
  %z0 = load i32, ptr @z
  %s = add i32 %h0, %c0
  %r = add i32 %s, %z0
  ret i32 %r
}
