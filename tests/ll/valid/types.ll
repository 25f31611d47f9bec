; Every first-class and aggregate type, in declarations, globals and instructions.
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

; Numbered, identified, opaque, packed and recursive struct types.
%0 = type { i32, i64 }
%1 = type <{ i8, i32 }>
%pair = type { i32, ptr }
%opaque = type opaque
%list = type { ptr, i32, %list.inner }
%list.inner = type { [2 x %list.inner2] }
%list.inner2 = type { ptr }
%node = type { ptr, [4 x ptr], <2 x i64> }
%"quoted type" = type { float }
%nested = type { %0, %1, [2 x %pair], { i8, { i16 } } }
%empty = type {}
%packed.empty = type <{}>

@g.i1 = global i1 true
@g.i8 = global i8 -1
@g.i17 = global i17 65535
@g.i128 = global i128 0
@g.i1000 = global i1000 1
@g.half = global half 1.0
@g.bfloat = global bfloat 1.0
@g.float = global float 1.0
@g.double = global double 1.0
@g.x86_fp80 = global x86_fp80 0xK3FFF8000000000000000
@g.fp128 = global fp128 0xL00000000000000003FFF000000000000
@g.ppc_fp128 = global ppc_fp128 0xM3FF00000000000000000000000000000
@g.ptr = global ptr null
@g.ptr3 = addrspace(3) global ptr addrspace(3) null
@g.vec = global <4 x i32> zeroinitializer
@g.vecptr = global <2 x ptr> zeroinitializer
@g.arr = global [3 x [2 x i8]] zeroinitializer
@g.lit = global { i32, float } zeroinitializer
@g.packed = global <{ i8, i64 }> zeroinitializer
@g.num0 = global %0 zeroinitializer
@g.num1 = global %1 zeroinitializer
@g.pair = global %pair zeroinitializer
@g.list = global %list zeroinitializer
@g.node = global %node zeroinitializer
@g.quoted = global %"quoted type" zeroinitializer
@g.nested = global %nested zeroinitializer
@g.empty = global %empty zeroinitializer
@g.opaque = external global %opaque
@g.zeroarr = global [0 x i32] zeroinitializer

declare void @use.i8388607(i8388607)
declare void @use.i8388608.max(i8388608)
declare i1000 @ret.i1000()
declare <vscale x 4 x i32> @scalable(<vscale x 2 x double>, <vscale x 16 x i1>)
declare <vscale x 1 x ptr> @scalable.ptr(<vscale x 8 x i8>)
declare <8 x half> @vec.half(<4 x bfloat>, <2 x fp128>)
declare target("spirv.Image") @spirv.image()
declare void @spirv.image.params(target("spirv.Image", void, 0, 0, 0, 0, 0, 0, 0))
declare void @target.ext(target("spirv.Sampler"), target("aarch64.svcount"), target("spirv.Event", i32, 1))
declare token @llvm.experimental.gc.statepoint.p0(i64, i32, ptr, i32, i32, ...)
declare void @llvm.dbg.value(metadata, metadata, metadata)
declare x86_fp80 @fp80(x86_fp80, ppc_fp128, fp128)
declare { i32, { i64, [2 x ptr] } } @ret.struct()
declare <{ i8, i16 }> @ret.packed()
declare [4 x <2 x float>] @ret.array()
declare ptr addrspace(3) @ret.lds(ptr addrspace(1), ptr addrspace(16777215))
declare void @fnptr.param(ptr)

define void @locals(i17 %x) {
entry:
  %a = alloca i17
  store i17 %x, ptr %a
  %b = alloca %nested
  %c = alloca <vscale x 4 x i32>
  %d = alloca [0 x i8]
  %e = alloca { half, bfloat }
  %f = alloca <{ x86_fp80, i1 }>
  br label %exit

exit:
  ret void
}

define i128 @wide(i128 %a, i1000 %b) {
  %t = trunc i1000 %b to i128
  %s = add i128 %a, %t
  ret i128 %s
}
