; HOSTILE: run
; EXIT: 1
; STDERR: alignment 4294967296 is above the JIT's limit of 1 GiB
; LIMIT: 10s 256M
; The JIT honours alignments up to 1 GiB and names the global beyond that.
@h = global i32 5, align 4294967296

define i32 @main() {
  %x = load i32, ptr @h
  ret i32 %x
}
