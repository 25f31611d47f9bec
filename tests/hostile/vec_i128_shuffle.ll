; HOSTILE: run
; EXIT: 0
; STDOUT: hi 123456789 lo 987654321
; A shufflevector of <1 x i128> lanes took the 16-byte SSE path that copies
; 8 bytes per lane, losing the high half of each i128.
declare i32 @printf(ptr, ...)
@fmt = private constant [16 x i8] c"hi %lld lo %lld\00"
@nl = private constant [2 x i8] c"\0A\00"
define i32 @main() {
  %v = insertelement <1 x i128> poison, i128 2277375790844960562128775345, i32 0
  %s = shufflevector <1 x i128> %v, <1 x i128> poison, <1 x i32> zeroinitializer
  %e = extractelement <1 x i128> %s, i32 0
  %h = lshr i128 %e, 64
  %hi = trunc i128 %h to i64
  %lo = trunc i128 %e to i64
  call i32 (ptr, ...) @printf(ptr @fmt, i64 %hi, i64 %lo)
  call i32 (ptr, ...) @printf(ptr @nl)
  ret i32 0
}
