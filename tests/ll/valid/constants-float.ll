; Floating-point constants: decimal forms and every hexadecimal form.
@f.dec = global float 1.5
@f.neg = global float -2.25
@f.negzero = global float -0.0
@f.exp = global float 1.0e+10
@f.exp.neg = global float 6.103515625e-05
@f.exp.upper = global float 2.5E2
@f.nodigits = global float 3.
@f.int.like = global float 4.0
@f.hex = global float 0x3FB99999A0000000
@f.inf = global float 0x7FF0000000000000
@f.ninf = global float 0xFFF0000000000000
@f.nan = global float 0x7FF8000000000000
@d.dec = global double 0.1
@d.pi = global double 3.141592653589793
@d.big = global double 1.7976931348623157e+308
@d.tiny = global double 4.9406564584124654e-324
@d.hex = global double 0x400921FB54442D18
@d.hex.lower = global double 0x400921fb54442d18
@d.snan = global double 0x7FF4000000000000
@d.neg.hex = global double 0xC000000000000000
@h.dec = global half 0.5
@h.hex = global half 0xH3C00
@h.inf = global half 0xH7C00
@h.plain.hex = global half 0x3FF0000000000000
@b.dec = global bfloat 1.0
@b.hex = global bfloat 0xR3F80
@b.nan = global bfloat 0xR7FC0
@x.hex = global x86_fp80 0xK3FFF8000000000000000
@x.neg = global x86_fp80 0xKBFFF8000000000000000
@q.hex = global fp128 0xL00000000000000003FFF000000000000
@p.hex = global ppc_fp128 0xM3FF00000000000000000000000000000
@v.float = global <4 x float> <float 1.0, float -0.0, float 0x7FF0000000000000, float 0.25>
@v.half = global <2 x half> <half 0xH0001, half 0xHFBFF>

define double @fpimm(double %x) {
  %a = fadd double %x, 1.0e-3
  %b = fmul double %a, 0x3FE0000000000000
  %c = fptrunc double %b to float
  %d = fadd float %c, 0x3FF0000000000000
  %e = fpext float %d to double
  %f = fsub double %e, -0.0
  ret double %f
}

define half @fpimm.small(half %x, bfloat %y) {
  %a = fadd half %x, 0xH3C00
  %b = fadd bfloat %y, 0xR4000
  %c = fmul half %a, 2.0
  ret half %c
}

define fp128 @fpimm.wide(x86_fp80 %x, fp128 %y, ppc_fp128 %z) {
  %a = fadd x86_fp80 %x, 0xK40008000000000000000
  %b = fadd fp128 %y, 0xL00000000000000004000000000000000
  %c = fadd ppc_fp128 %z, 0xM40000000000000000000000000000000
  ret fp128 %b
}
