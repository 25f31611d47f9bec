; HOSTILE: run compile
; EXIT: 0
; LIMIT: 10s 256M
; A 1 GiB zero-initialised global costs address space, not memory: the
; object has a .bss size, the JIT maps it lazily and only the touched page
; becomes resident.
@big = global [1073741824 x i8] zeroinitializer, align 16

define i32 @main() {
  %p = getelementptr [1073741824 x i8], ptr @big, i64 0, i64 1073741823
  store i8 1, ptr %p
  %v = load i8, ptr %p
  %r = sub i8 %v, 1
  %w = zext i8 %r to i32
  ret i32 %w
}
