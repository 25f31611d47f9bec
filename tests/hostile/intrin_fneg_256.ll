; HOSTILE: run
; EXIT: 5
; LIMIT: 10s 512M
; fneg of a 256-bit vector (two XMM parts) was refused with an internal
; "2-register value" error; every part gets its sign flipped.
target triple = "x86_64-unknown-linux-gnu"

define <8 x float> @f(<8 x float> %a) {
  %r = fneg <8 x float> %a
  ret <8 x float> %r
}
define <4 x double> @g(<4 x double> %a) {
  %r = fneg <4 x double> %a
  ret <4 x double> %r
}
define i32 @main() {
  %r = call <8 x float> @f(<8 x float> <float 1.0, float -2.0, float 0.0, float -0.0, float 5.0, float 6.0, float 7.0, float -8.0>)
  %d = call <4 x double> @g(<4 x double> <double 1.0, double -2.0, double 0.0, double 3.0>)
  %e = extractelement <8 x float> %r, i32 7
  %e2 = extractelement <8 x float> %r, i32 3
  %x = extractelement <4 x double> %d, i32 3
  %i = fptosi float %e to i32
  %j = fptosi double %x to i32
  %s = add i32 %i, %j
  %b = bitcast float %e2 to i32
  %t = lshr i32 %b, 31
  %u = add i32 %s, %t
  ret i32 %u
}
