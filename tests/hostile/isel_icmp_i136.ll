; HOSTILE: run
; EXIT: 1
; STDOUT: ne
; LIMIT: 10s 512M
; csmith's packed bit-field units at -O2 compare i136 values (was: "cannot
; lower ... icmp on i136"). Exit code 1: the bit at 130 is set.
@s = global i136 1361129467683753853853498429727072845824
@ne = private constant [3 x i8] c"ne\00"
declare i32 @puts(ptr)
define i32 @main() {
  %x = load i136, ptr @s
  %c = icmp ne i136 %x, 0
  br i1 %c, label %y, label %n
y:
  call i32 @puts(ptr @ne)
  ret i32 1
n:
  ret i32 0
}
