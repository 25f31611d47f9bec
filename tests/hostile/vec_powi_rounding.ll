; HOSTILE: run
; EXIT: 0
; STDOUT: powi 0 0
; llvm.powi rounds like the runtime's __powisf2/__powidf2 (repeated
; multiplication), as LLVM calls them: (2^64)^-2 in float is 1/inf = 0
; (scalar and vector); pow() gave the subnormal 2^-128.
declare float @llvm.powi.f32.i32(float, i32)
declare <2 x float> @llvm.powi.v2f32.i32(<2 x float>, i32)
declare i32 @printf(ptr, ...)
@fmt = private constant [12 x i8] c"powi %x %x\0A\00"
define i32 @main() {
  %s = call float @llvm.powi.f32.i32(float 0x43F0000000000000, i32 -2)
  %v = call <2 x float> @llvm.powi.v2f32.i32(<2 x float> <float 1.0, float 0x43F0000000000000>, i32 -2)
  %e = extractelement <2 x float> %v, i32 1
  %sb = bitcast float %s to i32
  %eb = bitcast float %e to i32
  call i32 (ptr, ...) @printf(ptr @fmt, i32 %sb, i32 %eb)
  ret i32 0
}
