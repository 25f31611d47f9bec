; getelementptr: plain, inbounds, nusw, nuw, struct/array/vector indexing, vector GEPs.
%struct.S = type { i32, [8 x i16], { ptr, double } }

define ptr @gep.scalar(ptr %p, i64 %i, i32 %j) {
  %a = getelementptr i8, ptr %p, i64 %i
  %b = getelementptr inbounds i32, ptr %p, i64 1
  %c = getelementptr nusw i32, ptr %p, i64 -1
  %d = getelementptr nuw i32, ptr %p, i64 %i
  %e = getelementptr nusw nuw i32, ptr %p, i32 %j
  %f = getelementptr inbounds nuw %struct.S, ptr %p, i64 0, i32 1, i64 %i
  %g = getelementptr %struct.S, ptr %p, i64 %i, i32 2, i32 1
  %h = getelementptr [4 x [4 x i8]], ptr %p, i32 0, i32 %j, i8 3
  %i2 = getelementptr i32, ptr %p
  %k = getelementptr inbounds <4 x i32>, ptr %p, i64 1, i64 2
  %l = getelementptr i16, ptr %p, i128 1
  %m = getelementptr i8, ptr addrspace(1) null, i64 %i
  %o = getelementptr <vscale x 4 x i32>, ptr %p, i64 1
  ret ptr %f
}

define <4 x ptr> @gep.vector(<4 x ptr> %ps, ptr %p, <4 x i64> %is, i64 %i) {
  %a = getelementptr i32, <4 x ptr> %ps, <4 x i64> %is
  %b = getelementptr i32, <4 x ptr> %ps, i64 %i
  %c = getelementptr i32, ptr %p, <4 x i64> %is
  %d = getelementptr inbounds %struct.S, <4 x ptr> %ps, <4 x i64> zeroinitializer, i32 1, <4 x i64> %is
  %e = getelementptr i8, <4 x ptr> %a, <4 x i64> <i64 1, i64 2, i64 3, i64 4>
  %f = getelementptr i8, <vscale x 2 x ptr> zeroinitializer, <vscale x 2 x i64> zeroinitializer
  ret <4 x ptr> %d
}
