; HOSTILE: run
; EXIT: 0
; STDOUT: posinf lane0 0 lane1 1
; <2 x x86_fp80> lanes are 10 bytes apart in memory (LLVM's layout: llc
; loads lane 1 from byte 10); kiln laid them out 16 bytes apart. Lane 0 is
; 1.0 and lane 1 +inf in 20 packed bytes.
declare i32 @printf(ptr, ...)
@fmt = private constant [26 x i8] c"posinf lane0 %d lane1 %d\0A\00"
@g = private global <{ i64, i16, i64, i16, [12 x i8] }> <{ i64 -9223372036854775808, i16 16383, i64 -9223372036854775808, i16 32767, [12 x i8] zeroinitializer }>, align 16
define i32 @main() {
  %v = load <2 x x86_fp80>, ptr @g, align 16
  %c = call <2 x i1> @llvm.is.fpclass.v2f80(<2 x x86_fp80> %v, i32 512)
  %a = extractelement <2 x i1> %c, i32 0
  %b = extractelement <2 x i1> %c, i32 1
  %az = zext i1 %a to i32
  %bz = zext i1 %b to i32
  call i32 (ptr, ...) @printf(ptr @fmt, i32 %az, i32 %bz)
  ret i32 0
}
declare <2 x i1> @llvm.is.fpclass.v2f80(<2 x x86_fp80>, i32)
