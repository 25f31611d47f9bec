; Conversion instructions with their flags, on scalars and vectors.
define void @int.casts(i64 %x, i8 %b) {
  %t = trunc i64 %x to i32
  %t.nuw = trunc nuw i64 %x to i32
  %t.nsw = trunc nsw i64 %x to i16
  %t.both = trunc nuw nsw i64 %x to i8
  %t.i1 = trunc i64 %x to i1
  %z = zext i8 %b to i32
  %z.nneg = zext nneg i8 %b to i64
  %s = sext i8 %b to i32
  %s.wide = sext i8 %b to i128
  %z.odd = zext i8 %b to i17
  ret void
}

define void @fp.casts(double %d, float %f, i32 %i, half %h) {
  %ft = fptrunc double %d to float
  %ft.h = fptrunc float %f to half
  %fe = fpext float %f to double
  %fe.80 = fpext double %d to x86_fp80
  %fe.128 = fpext double %d to fp128
  %fu = fptoui double %d to i32
  %fs = fptosi float %f to i64
  %fs.1 = fptosi half %h to i1
  %uf = uitofp i32 %i to double
  %uf.nneg = uitofp nneg i32 %i to float
  %sf = sitofp i32 %i to half
  %sf.bf = sitofp i32 %i to bfloat
  %sf.128 = sitofp i32 %i to ppc_fp128
  ret void
}

define void @ptr.casts(ptr %p, i64 %i, ptr addrspace(1) %g) {
  %pi = ptrtoint ptr %p to i64
  %pi.narrow = ptrtoint ptr %p to i32
  %pi.wide = ptrtoint ptr %p to i128
  %ip = inttoptr i64 %i to ptr
  %ip.as = inttoptr i32 7 to ptr addrspace(1)
  %bc = bitcast ptr %p to ptr
  %bc.int = bitcast i64 %i to double
  %bc.vec = bitcast i64 %i to <2 x i32>
  %bc.vec2 = bitcast <4 x i16> <i16 1, i16 2, i16 3, i16 4> to <8 x i8>
  %bc.half = bitcast i16 0 to half
  %asc = addrspacecast ptr addrspace(1) %g to ptr
  %asc.back = addrspacecast ptr %p to ptr addrspace(3)
  ret void
}

define void @vector.casts(<4 x i32> %v, <4 x float> %f, <2 x ptr> %ps) {
  %t = trunc nuw <4 x i32> %v to <4 x i8>
  %z = zext nneg <4 x i32> %v to <4 x i64>
  %s = sext <4 x i32> %v to <4 x i64>
  %fp = fptrunc <4 x float> %f to <4 x half>
  %fe = fpext <4 x float> %f to <4 x double>
  %fu = fptoui <4 x float> %f to <4 x i32>
  %fs = fptosi <4 x float> %f to <4 x i16>
  %uf = uitofp nneg <4 x i32> %v to <4 x float>
  %sf = sitofp <4 x i32> %v to <4 x double>
  %pi = ptrtoint <2 x ptr> %ps to <2 x i64>
  %ip = inttoptr <2 x i64> %pi to <2 x ptr>
  %bc = bitcast <4 x i32> %v to <2 x i64>
  %bc.s = bitcast <4 x i32> %v to i128
  %asc = addrspacecast <2 x ptr> %ps to <2 x ptr addrspace(1)>
  %sv = zext <vscale x 4 x i8> zeroinitializer to <vscale x 4 x i32>
  ret void
}
