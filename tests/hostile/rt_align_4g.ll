; HOSTILE: check print compile
; EXIT: 0
; LIMIT: 10s 256M
; The largest alignment LLVM allows, on zero-fill and on initialised data:
; the object records it in sh_addralign without writing 4 GiB of padding
; (it used to write a 4 GiB object in 29 s, 4.2 GB of memory).
@a = global i32 7
@g = global i32 0, align 4294967296
@h = global i32 5, align 4294967296
@i = global i32 6, align 2147483648

define ptr @f() {
  ret ptr @h
}
