; Vector forms of the libm intrinsics that go lane by lane to libm calls:
; tan, asin, acos, atan, sinh, cosh, tanh, exp10 on <2 x float> .. <4 x double>
; (including <3 x float> and two-register <4 x double>).
declare <4 x float> @llvm.tan.v4f32(<4 x float>)
declare <4 x float> @llvm.asin.v4f32(<4 x float>)
declare <2 x double> @llvm.acos.v2f64(<2 x double>)
declare <2 x double> @llvm.atan.v2f64(<2 x double>)
declare <3 x float> @llvm.sinh.v3f32(<3 x float>)
declare <4 x double> @llvm.cosh.v4f64(<4 x double>)
declare <2 x float> @llvm.tanh.v2f32(<2 x float>)
declare <2 x double> @llvm.exp10.v2f64(<2 x double>)
declare i32 @printf(ptr, ...)
@fmt = constant [4 x i8] c"%a\0A\00"
define void @p(double %x) {
  call i32 (ptr, ...) @printf(ptr @fmt, double %x)
  ret void
}
define void @pf(<4 x float> %v) {
  %a = extractelement <4 x float> %v, i32 0
  %b = extractelement <4 x float> %v, i32 3
  %x = fpext float %a to double
  %y = fpext float %b to double
  call void @p(double %x)
  call void @p(double %y)
  ret void
}
define i32 @main() {
  %t = call <4 x float> @llvm.tan.v4f32(<4 x float> <float 0.5, float 1.0, float 2.0, float -0.25>)
  call void @pf(<4 x float> %t)
  %as = call <4 x float> @llvm.asin.v4f32(<4 x float> <float 0.5, float 1.0, float 0.125, float -0.25>)
  call void @pf(<4 x float> %as)
  %ac = call <2 x double> @llvm.acos.v2f64(<2 x double> <double 0.5, double -0.3>)
  %ac1 = extractelement <2 x double> %ac, i32 1
  call void @p(double %ac1)
  %at = call <2 x double> @llvm.atan.v2f64(<2 x double> <double 0.5, double 7.0>)
  %at1 = extractelement <2 x double> %at, i32 1
  call void @p(double %at1)
  %sh = call <3 x float> @llvm.sinh.v3f32(<3 x float> <float 0.5, float 1.0, float 2.0>)
  %sh2 = extractelement <3 x float> %sh, i32 2
  %sh2d = fpext float %sh2 to double
  call void @p(double %sh2d)
  %ch = call <4 x double> @llvm.cosh.v4f64(<4 x double> <double 0.5, double 1.0, double 2.0, double 3.0>)
  %ch3 = extractelement <4 x double> %ch, i32 3
  call void @p(double %ch3)
  %th = call <2 x float> @llvm.tanh.v2f32(<2 x float> <float 0.5, float 1.5>)
  %th1 = extractelement <2 x float> %th, i32 1
  %th1d = fpext float %th1 to double
  call void @p(double %th1d)
  %e = call <2 x double> @llvm.exp10.v2f64(<2 x double> <double 2.0, double 0.5>)
  %e1 = extractelement <2 x double> %e, i32 1
  call void @p(double %e1)
  ret i32 0
}
