; Aggregate and special constants: struct, packed struct, array, vector,
; c"..." strings with escapes, splat, zeroinitializer, null, none, undef, poison.
%pair = type { i32, ptr }
%packed = type <{ i8, i32 }>

@struct = global { i32, float, ptr } { i32 1, float 2.0, ptr null }
@struct.named = global %pair { i32 7, ptr @struct }
@struct.nested = global { { i8, i16 }, [2 x i32] } { { i8, i16 } { i8 1, i16 2 }, [2 x i32] [i32 3, i32 4] }
@struct.empty = global {} {}
@packed = global <{ i8, i32 }> <{ i8 1, i32 2 }>
@packed.named = global %packed <{ i8 -1, i32 -2 }>
@array = global [4 x i32] [i32 1, i32 2, i32 3, i32 4]
@array.empty = global [0 x i32] []
@array.2d = global [2 x [2 x i8]] [[2 x i8] [i8 1, i8 2], [2 x i8] [i8 3, i8 4]]
@array.ptr = global [2 x ptr] [ptr @array, ptr null]
@array.struct = global [2 x %pair] [%pair { i32 1, ptr null }, %pair zeroinitializer]
@vector = global <4 x i32> <i32 1, i32 2, i32 3, i32 4>
@vector.float = global <2 x double> <double 1.0, double 2.0>
@vector.i1 = global <8 x i1> <i1 true, i1 false, i1 true, i1 false, i1 1, i1 0, i1 1, i1 0>
@vector.ptr = global <2 x ptr> <ptr @vector, ptr null>
@splat = global <4 x i32> splat (i32 1)
@splat.float = global <8 x float> splat (float 5.0e-1)
@splat.ptr = global <2 x ptr> splat (ptr @splat)
@zeroinit.struct = global %pair zeroinitializer
@zeroinit.array = global [100 x i64] zeroinitializer
@zeroinit.vector = global <16 x i8> zeroinitializer
@zeroinit.float = global double zeroinitializer
@zeroinit.int = global i32 zeroinitializer
@zeroinit.ptr = global ptr zeroinitializer
@null = global ptr null
@null.as = global ptr addrspace(1) null
@undef = global i32 undef
@undef.struct = global { i32, i8 } undef
@poison = global i32 poison
@poison.vec = global <4 x float> poison
@mixed.vec = global <4 x i32> <i32 1, i32 undef, i32 poison, i32 4>
@mixed.struct = global { i32, i32 } { i32 undef, i32 poison }
@str = global [13 x i8] c"hello world\0A\00"
@str.escapes = global [9 x i8] c"\22q\5C\09\00\FF\7fa\01"
@str.empty = global [0 x i8] c""
@str.quote.hex = global [3 x i8] c"a\22b"
@str.i8.array.as.str = global [4 x i8] c"\00\00\00\00"
@str.lone.backslash = global [4 x i8] c"\zz\"
@str.utf8 = global [4 x i8] c"\C3\A9\E2\82"

define { i32, float } @ret.struct() {
  ret { i32, float } { i32 1, float 2.0 }
}

define <2 x i64> @ret.vec() {
  ret <2 x i64> <i64 -1, i64 s0x7fffffffffffffff>
}

define <vscale x 4 x i32> @ret.scalable.splat() {
  ret <vscale x 4 x i32> splat (i32 3)
}

define <vscale x 2 x i64> @ret.scalable.zero() {
  ret <vscale x 2 x i64> zeroinitializer
}

declare i1 @llvm.coro.end(ptr, i1, token)
declare i8 @llvm.coro.suspend(token, i1)

define i1 @token.none(ptr %h) {
  %s = call i8 @llvm.coro.suspend(token none, i1 false)
  %e = call i1 @llvm.coro.end(ptr %h, i1 false, token none)
  ret i1 %e
}

define void @aggregates.in.insts(ptr %p) {
  store [2 x i16] [i16 1, i16 2], ptr %p
  store %pair { i32 1, ptr null }, ptr %p
  store <{ i8, i32 }> <{ i8 1, i32 2 }>, ptr %p
  store [3 x i8] c"ab\00", ptr %p
  store <2 x i8> splat (i8 9), ptr %p
  store i32 undef, ptr %p
  store i32 poison, ptr %p
  ret void
}
