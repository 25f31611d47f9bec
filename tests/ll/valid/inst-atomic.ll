; cmpxchg and atomicrmw with every operation, ordering, syncscope, weak and volatile.
define i32 @cmpxchg(ptr %p, i32 %cmp, i32 %new) {
  %a = cmpxchg ptr %p, i32 %cmp, i32 %new seq_cst seq_cst
  %b = cmpxchg ptr %p, i32 %cmp, i32 %new acq_rel acquire
  %c = cmpxchg ptr %p, i32 %cmp, i32 %new release monotonic
  %d = cmpxchg ptr %p, i32 %cmp, i32 %new monotonic monotonic
  %e = cmpxchg ptr %p, i32 %cmp, i32 %new acquire seq_cst
  %f = cmpxchg weak ptr %p, i32 %cmp, i32 %new seq_cst acquire
  %g = cmpxchg volatile ptr %p, i32 %cmp, i32 %new seq_cst seq_cst
  %h = cmpxchg weak volatile ptr %p, i32 %cmp, i32 %new acq_rel monotonic, align 4
  %i = cmpxchg ptr %p, i32 %cmp, i32 %new syncscope("singlethread") seq_cst seq_cst
  %j = cmpxchg ptr %p, i32 %cmp, i32 %new syncscope("agent") acquire acquire, align 8
  %k = cmpxchg ptr %p, ptr null, ptr %p seq_cst seq_cst
  %l = cmpxchg ptr %p, i128 0, i128 1 seq_cst seq_cst, align 16
  %v = extractvalue { i32, i1 } %a, 0
  %ok = extractvalue { i32, i1 } %f, 1
  %r = select i1 %ok, i32 %v, i32 0
  ret i32 %r
}

define void @atomicrmw.int(ptr %p, i32 %v) {
  %xchg = atomicrmw xchg ptr %p, i32 %v seq_cst
  %add = atomicrmw add ptr %p, i32 %v acq_rel
  %sub = atomicrmw sub ptr %p, i32 %v acquire
  %and = atomicrmw and ptr %p, i32 %v release
  %nand = atomicrmw nand ptr %p, i32 %v monotonic
  %or = atomicrmw or ptr %p, i32 %v seq_cst
  %xor = atomicrmw xor ptr %p, i32 %v seq_cst
  %max = atomicrmw max ptr %p, i32 %v seq_cst
  %min = atomicrmw min ptr %p, i32 %v seq_cst
  %umax = atomicrmw umax ptr %p, i32 %v seq_cst
  %umin = atomicrmw umin ptr %p, i32 %v seq_cst
  %uinc = atomicrmw uinc_wrap ptr %p, i32 %v seq_cst
  %udec = atomicrmw udec_wrap ptr %p, i32 %v seq_cst
  %vol = atomicrmw volatile add ptr %p, i32 1 seq_cst, align 4
  %ss = atomicrmw add ptr %p, i32 1 syncscope("singlethread") monotonic
  %ss.agent = atomicrmw umax ptr %p, i32 1 syncscope("agent") monotonic, align 16
  %x.ptr = atomicrmw xchg ptr %p, ptr null acquire
  %x.i8 = atomicrmw add ptr %p, i8 1 monotonic, align 1
  ret void
}

define void @atomicrmw.fp(ptr %p, float %f, double %d) {
  %fadd = atomicrmw fadd ptr %p, float %f seq_cst
  %fsub = atomicrmw fsub ptr %p, float %f seq_cst
  %fmax = atomicrmw fmax ptr %p, float %f seq_cst
  %fmin = atomicrmw fmin ptr %p, float %f seq_cst
  %fadd.d = atomicrmw fadd ptr %p, double %d monotonic, align 8
  %fxchg = atomicrmw xchg ptr %p, double %d acq_rel
  %fadd.h = atomicrmw fadd ptr %p, half 0xH3C00 monotonic
  %fadd.v = atomicrmw fadd ptr %p, <2 x half> zeroinitializer monotonic
  ret void
}
