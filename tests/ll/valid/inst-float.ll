; Floating-point unary and binary operators with fast-math flags.
define float @fp.ops(float %a, float %b) {
  %neg = fneg float %a
  %add = fadd float %a, %b
  %sub = fsub float %a, %b
  %mul = fmul float %a, %b
  %div = fdiv float %a, %b
  %rem = frem float %a, %b
  %nnan = fadd nnan float %a, %b
  %ninf = fadd ninf float %a, %b
  %nsz = fadd nsz float %a, %b
  %arcp = fdiv arcp float %a, %b
  %contract = fmul contract float %a, %b
  %afn = fmul afn float %a, %b
  %reassoc = fadd reassoc float %a, %b
  %fast = fadd fast float %a, %b
  %several = fmul nnan ninf nsz float %a, %b
  %all = fmul reassoc nnan ninf nsz arcp contract afn float %a, %b
  %neg.fmf = fneg nnan nsz float %b
  %neg.fast = fneg fast float %b
  %r0 = fadd float %neg, %add
  %r1 = fadd float %r0, %all
  ret float %r1
}

define <2 x double> @fp.vec(<2 x double> %a, <2 x double> %b) {
  %neg = fneg <2 x double> %a
  %add = fadd fast <2 x double> %neg, %b
  %mul = fmul <2 x double> %add, <double 2.0, double 0.5>
  %rem = frem nnan <2 x double> %mul, splat (double 3.0)
  ret <2 x double> %rem
}

define half @fp.half(half %a, bfloat %b) {
  %n = fneg half %a
  %d = fdiv arcp half %n, 0xH4000
  %bn = fneg bfloat %b
  ret half %d
}

define x86_fp80 @fp.wide(x86_fp80 %a, fp128 %b, ppc_fp128 %c) {
  %x = fmul x86_fp80 %a, %a
  %y = fsub fp128 %b, %b
  %z = fdiv ppc_fp128 %c, %c
  %n = fneg x86_fp80 %x
  ret x86_fp80 %n
}
