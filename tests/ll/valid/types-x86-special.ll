; The x86-specific first-class types x86_mmx and x86_amx.
target triple = "x86_64-unknown-linux-gnu"

declare x86_mmx @mmx.op(x86_mmx, x86_mmx)
declare x86_amx @llvm.x86.tileloadd64.internal(i16, i16, ptr, i64)
declare void @llvm.x86.tilestored64.internal(i16, i16, ptr, i64, x86_amx)

define void @amx(ptr %src, ptr %dst) {
  %t = call x86_amx @llvm.x86.tileloadd64.internal(i16 8, i16 64, ptr %src, i64 64)
  call void @llvm.x86.tilestored64.internal(i16 8, i16 64, ptr %dst, i64 64, x86_amx %t)
  ret void
}

define <1 x i64> @mmx(<1 x i64> %a) {
  %m = bitcast <1 x i64> %a to x86_mmx
  %r = call x86_mmx @mmx.op(x86_mmx %m, x86_mmx %m)
  %b = bitcast x86_mmx %r to <1 x i64>
  ret <1 x i64> %b
}
