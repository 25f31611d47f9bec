; HOSTILE: run
; EXIT: 0
; STDOUT: 1
; bitcast i8 37 to <8 x i1> puts bit k in lane k (lanes 1 and 2 of 0b100101:
; 0 + 1 = 1); it used to copy the byte into the mask register unconverted.
declare i32 @printf(ptr, ...)
@f = constant [4 x i8] c"%d\0A\00"
define i32 @main() {
  %m = bitcast i8 37 to <8 x i1>
  %e = extractelement <8 x i1> %m, i32 2
  %e1 = extractelement <8 x i1> %m, i32 1
  %z = zext i1 %e to i32
  %z1 = zext i1 %e1 to i32
  %s = add i32 %z, %z1
  call i32 (ptr, ...) @printf(ptr @f, i32 %s)
  ret i32 0
}
