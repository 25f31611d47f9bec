; alloca, load, store (plain, volatile, atomic) and fence.
target datalayout = "e-m:e-i64:64-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct = type { i32, [4 x i8] }

define void @allocas(i32 %n) {
entry:
  %a = alloca i32
  %b = alloca i32, align 4
  %c = alloca i32, i32 4
  %d = alloca i8, i32 %n, align 16
  %e = alloca %struct, i64 2, align 8
  %f = alloca <4 x float>, align 16
  %g = alloca [10 x ptr]
  %h = alloca i64, addrspace(0)
  %i = alloca i64, i32 1, align 8, addrspace(0)
  %j = alloca inalloca %struct
  %k = alloca inalloca i32, i32 2, align 4
  %l = alloca <vscale x 2 x i64>
  %m = alloca i32, align 4294967296
  %n1 = alloca i32, align 1, !annotation !0
  ret void
}

define i32 @loads.stores(ptr %p, ptr %q) {
  %a = load i32, ptr %p
  %b = load i32, ptr %p, align 4
  %c = load volatile i32, ptr %p
  %d = load volatile i32, ptr %p, align 1
  %e = load %struct, ptr %q
  %f = load <2 x i64>, ptr %q, align 16
  %g = load ptr, ptr %q, align 8
  %h = load i8, ptr %g, align 1, !nontemporal !1
  %i = load i32, ptr %p, !invariant.load !2
  store i32 %a, ptr %p
  store i32 %b, ptr %p, align 4
  store volatile i32 %c, ptr %p
  store volatile i32 %d, ptr %p, align 2
  store %struct %e, ptr %q, align 4
  store <2 x i64> %f, ptr %q
  store ptr %g, ptr %q, align 8
  store i8 %h, ptr %g, !nontemporal !1
  store i32 1, ptr %p, align 4
  ret i32 %i
}

define void @atomic.loads.stores(ptr %p) {
  %a = load atomic i32, ptr %p unordered, align 4
  %b = load atomic i32, ptr %p monotonic, align 4
  %c = load atomic i32, ptr %p acquire, align 4
  %d = load atomic i32, ptr %p seq_cst, align 4
  %e = load atomic volatile i64, ptr %p seq_cst, align 8
  %f = load atomic i32, ptr %p syncscope("singlethread") acquire, align 4
  %g = load atomic i32, ptr %p syncscope("agent") monotonic, align 4
  %h = load atomic ptr, ptr %p acquire, align 8
  %i = load atomic float, ptr %p seq_cst, align 4
  store atomic i32 %a, ptr %p unordered, align 4
  store atomic i32 %b, ptr %p monotonic, align 4
  store atomic i32 %c, ptr %p release, align 4
  store atomic i32 %d, ptr %p seq_cst, align 4
  store atomic volatile i64 %e, ptr %p seq_cst, align 8
  store atomic i32 %f, ptr %p syncscope("singlethread") release, align 4
  store atomic i32 %g, ptr %p syncscope("workgroup-one-as") monotonic, align 4
  store atomic ptr %h, ptr %p release, align 8
  store atomic double 1.0, ptr %p release, align 8
  ret void
}

define void @fences() {
  fence acquire
  fence release
  fence acq_rel
  fence seq_cst
  fence syncscope("singlethread") seq_cst
  fence syncscope("agent") acquire
  fence syncscope("") release
  ret void
}

define void @addrspaces(ptr addrspace(1) %g, ptr addrspace(3) %l) {
  %v = load i32, ptr addrspace(1) %g, align 4
  store i32 %v, ptr addrspace(3) %l, align 4
  %w = load atomic i32, ptr addrspace(3) %l acquire, align 4
  ret void
}

!0 = !{!"auto-init"}
!1 = !{i32 1}
!2 = !{}
