; icmp and fcmp with every predicate, on scalars, pointers and vectors.
define void @icmp(i32 %a, i32 %b, ptr %p, ptr %q) {
  %eq = icmp eq i32 %a, %b
  %ne = icmp ne i32 %a, %b
  %ugt = icmp ugt i32 %a, %b
  %uge = icmp uge i32 %a, %b
  %ult = icmp ult i32 %a, %b
  %ule = icmp ule i32 %a, %b
  %sgt = icmp sgt i32 %a, %b
  %sge = icmp sge i32 %a, %b
  %slt = icmp slt i32 %a, %b
  %sle = icmp sle i32 %a, %b
  %peq = icmp eq ptr %p, %q
  %pnull = icmp ne ptr %p, null
  %pult = icmp ult ptr %p, %q
  %bool = icmp eq i1 %eq, true
  %wide = icmp sgt i128 0, 1
  ret void
}

define <4 x i1> @icmp.vec(<4 x i32> %a, <4 x i32> %b, <2 x ptr> %p) {
  %c = icmp slt <4 x i32> %a, %b
  %d = icmp eq <4 x i32> %a, zeroinitializer
  %e = icmp eq <2 x ptr> %p, zeroinitializer
  %r = and <4 x i1> %c, %d
  ret <4 x i1> %r
}

define void @fcmp(double %a, double %b) {
  %false = fcmp false double %a, %b
  %oeq = fcmp oeq double %a, %b
  %ogt = fcmp ogt double %a, %b
  %oge = fcmp oge double %a, %b
  %olt = fcmp olt double %a, %b
  %ole = fcmp ole double %a, %b
  %one = fcmp one double %a, %b
  %ord = fcmp ord double %a, %b
  %ueq = fcmp ueq double %a, %b
  %ugt = fcmp ugt double %a, %b
  %uge = fcmp uge double %a, %b
  %ult = fcmp ult double %a, %b
  %ule = fcmp ule double %a, %b
  %une = fcmp une double %a, %b
  %uno = fcmp uno double %a, %b
  %true = fcmp true double %a, %b
  %fmf = fcmp fast olt double %a, %b
  %nnan = fcmp nnan ninf oeq double %a, 0.0
  %h = fcmp olt half 0xH3C00, 0xH0000
  %x = fcmp ult x86_fp80 0xK3FFF8000000000000000, 0xK00000000000000000000
  ret void
}

define <2 x i1> @fcmp.vec(<2 x float> %a, <2 x float> %b) {
  %c = fcmp nsz ogt <2 x float> %a, %b
  ret <2 x i1> %c
}
