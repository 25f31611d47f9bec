; HOSTILE: compile
; EXIT: 1
; STDERR: blockaddress of a block of available_externally function '@f'
; LIMIT: 10s 512M
; A block address of an available_externally function: an object holds no
; code for the function, so no address of its block (the JIT runs it).
@tab = global [1 x ptr] [ptr blockaddress(@f, %b)]

define available_externally i32 @f(ptr %p) {
entry:
  indirectbr ptr %p, [label %b]
b:
  ret i32 1
}

define i32 @main() {
  %p = load ptr, ptr @tab
  %r = call i32 @f(ptr %p)
  ret i32 %r
}
