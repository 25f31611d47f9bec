; HOSTILE: run
; EXIT: 0
; STDOUT: ins 3
; insertelement into a <3 x i1> (5-byte mask lanes) wrote an 8-byte store
; that also set lane 2: bits 0b001 with lane 1 set must be 0b011.
declare i32 @printf(ptr, ...)
@fmt = private constant [8 x i8] c"ins %d\0A\00"
@xs = global [3 x i32] [i32 0, i32 5, i32 -2]
define i32 @main() {
  %x = load <3 x i32>, ptr @xs, align 4
  %b = icmp eq <3 x i32> %x, zeroinitializer
  %ins = insertelement <3 x i1> %b, i1 true, i32 1
  %ib = bitcast <3 x i1> %ins to i3
  %ibz = zext i3 %ib to i32
  call i32 (ptr, ...) @printf(ptr @fmt, i32 %ibz)
  ret i32 0
}
