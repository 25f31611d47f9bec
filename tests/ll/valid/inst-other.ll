; phi (including forward references and loops), select, freeze and va_arg.
target triple = "x86_64-unknown-linux-gnu"

define i32 @loop(i32 %n) {
entry:
  br label %loop

loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %acc = phi i32 [ 1, %entry ], [ %acc.next, %loop ]
  %acc.next = mul i32 %acc, 3
  %i.next = add nuw i32 %i, 1
  %done = icmp eq i32 %i.next, %n
  br i1 %done, label %exit, label %loop

exit:
  %r = phi i32 [ %acc.next, %loop ]
  ret i32 %r
}

define i32 @phi.forward.def(i1 %c) {
entry:
  br i1 %c, label %a, label %b

a:
  %x = phi i32 [ %y, %b ], [ 0, %entry ]
  br label %exit

b:
  %y = add i32 1, 2
  br i1 %c, label %a, label %exit

exit:
  %r = phi i32 [ %x, %a ], [ %y, %b ]
  %p = phi ptr [ null, %a ], [ @loop, %b ]
  %f = phi fast float [ 1.0, %a ], [ 2.0, %b ]
  %v = phi <2 x i8> [ zeroinitializer, %a ], [ <i8 1, i8 2>, %b ]
  %u = phi i32 [ undef, %a ], [ poison, %b ]
  ret i32 %r
}

define i32 @phi.duplicate.pred(i1 %c) {
entry:
  br i1 %c, label %x, label %x

x:
  %r = phi i32 [ 1, %entry ], [ 1, %entry ]
  ret i32 %r
}

define void @select(i1 %c, i32 %a, i32 %b, <4 x i1> %vc, <4 x float> %va, float %f) {
  %s = select i1 %c, i32 %a, i32 %b
  %s.const = select i1 true, i32 1, i32 2
  %s.ptr = select i1 %c, ptr null, ptr @loop
  %s.vec = select <4 x i1> %vc, <4 x float> %va, <4 x float> zeroinitializer
  %s.scalar.cond = select i1 %c, <4 x float> %va, <4 x float> %va
  %s.fmf = select nnan nsz i1 %c, float %f, float 0.0
  %s.fast = select fast <4 x i1> %vc, <4 x float> %va, <4 x float> %va
  %s.agg = select i1 %c, { i32, i32 } zeroinitializer, { i32, i32 } { i32 1, i32 2 }
  ret void
}

define void @freeze(i32 %x, ptr %p, <2 x double> %v, { i8, float } %agg) {
  %a = freeze i32 %x
  %b = freeze ptr %p
  %c = freeze <2 x double> %v
  %d = freeze i32 undef
  %e = freeze i32 poison
  %f = freeze { i8, float } %agg
  ret void
}

declare void @llvm.va_start.p0(ptr)
declare void @llvm.va_end.p0(ptr)
declare void @llvm.va_copy.p0(ptr, ptr)

define i32 @varargs(i32 %n, ...) {
entry:
  %ap = alloca [1 x { i32, i32, ptr, ptr }], align 16
  %ap2 = alloca [1 x { i32, i32, ptr, ptr }], align 16
  call void @llvm.va_start.p0(ptr %ap)
  %a = va_arg ptr %ap, i32
  %b = va_arg ptr %ap, double
  %c = va_arg ptr %ap, ptr
  call void @llvm.va_copy.p0(ptr %ap2, ptr %ap)
  call void @llvm.va_end.p0(ptr %ap2)
  call void @llvm.va_end.p0(ptr %ap)
  ret i32 %a
}
