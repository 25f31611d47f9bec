; Aggregates with scalable vectors and x86_amx, as LLVM 19 accepts them: a
; struct of one scalable vector type repeated is sized (it can be loaded,
; stored and allocated), arrays of scalable vectors are sized, and any type
; may name such aggregates. (Code generation refuses them: x86-64 has no
; vscale.)

%pair = type { <vscale x 2 x i64>, <vscale x 2 x i64> }
%mixed = type { <vscale x 2 x i64>, i32 }
%amx = type { x86_amx, i32 }
%nested = type { [2 x <vscale x 4 x i32>] }

declare { <vscale x 2 x i64>, i1 } @g(i8)

define void @f(ptr %p, { <vscale x 2 x i64>, i1 } %x) {
  %v = load %pair, ptr %p, align 16
  store %pair %v, ptr %p, align 16
  %a = alloca [2 x { <vscale x 2 x i64> }], align 16
  %q = getelementptr [2 x <vscale x 2 x i64>], ptr %p, i64 1
  ret void
}
