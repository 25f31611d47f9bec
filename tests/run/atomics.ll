; Atomics: cmpxchg (strong and weak, success and failure, every valid
; success/failure ordering pair, i8 i16 i32 i64 and ptr),
; atomicrmw of every operation (xchg add sub and nand or xor max min umax
; umin on i8 i16 i32 i64; fadd fsub fmax fmin on float and double) with the
; old value and the new memory contents printed, fence of every ordering
; and syncscope("singlethread"), atomic load/store with unordered,
; monotonic, acquire, release and seq_cst orderings, volatile atomics.
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

declare i32 @printf(ptr, ...)

@fmt = private unnamed_addr constant [25 x i8] c"%s %s old=%lld new=%lld\0A\00"
@fmtf = private unnamed_addr constant [21 x i8] c"%s %s old=%g new=%g\0A\00"
@fmtx = private unnamed_addr constant [39 x i8] c"cmpxchg %s %s old=%lld ok=%d now=%lld\0A\00"
@fmtl = private unnamed_addr constant [9 x i8] c"%s %lld\0A\00"
@g8 = global i8 0
@g16 = global i16 0
@g32 = global i32 0
@g64 = global i64 0
@gf = global float 0.0
@gd = global double 0.0
@gp = global ptr null
@other = global i32 5

@s0 = private unnamed_addr constant [5 x i8] c"xchg\00"
@s1 = private unnamed_addr constant [3 x i8] c"i8\00"
@s2 = private unnamed_addr constant [4 x i8] c"add\00"
@s3 = private unnamed_addr constant [4 x i8] c"sub\00"
@s4 = private unnamed_addr constant [4 x i8] c"and\00"
@s5 = private unnamed_addr constant [5 x i8] c"nand\00"
@s6 = private unnamed_addr constant [3 x i8] c"or\00"
@s7 = private unnamed_addr constant [4 x i8] c"xor\00"
@s8 = private unnamed_addr constant [4 x i8] c"max\00"
@s9 = private unnamed_addr constant [4 x i8] c"min\00"
@s10 = private unnamed_addr constant [5 x i8] c"umax\00"
@s11 = private unnamed_addr constant [5 x i8] c"umin\00"
@s12 = private unnamed_addr constant [14 x i8] c"add monotonic\00"
@s13 = private unnamed_addr constant [12 x i8] c"add acquire\00"
@s14 = private unnamed_addr constant [12 x i8] c"add release\00"
@s15 = private unnamed_addr constant [12 x i8] c"add acq_rel\00"
@s16 = private unnamed_addr constant [12 x i8] c"add seq_cst\00"
@s17 = private unnamed_addr constant [20 x i8] c"monotonic/monotonic\00"
@s18 = private unnamed_addr constant [18 x i8] c"acquire/monotonic\00"
@s19 = private unnamed_addr constant [16 x i8] c"acquire/acquire\00"
@s20 = private unnamed_addr constant [18 x i8] c"release/monotonic\00"
@s21 = private unnamed_addr constant [16 x i8] c"acq_rel/acquire\00"
@s22 = private unnamed_addr constant [16 x i8] c"seq_cst/seq_cst\00"
@s23 = private unnamed_addr constant [18 x i8] c"seq_cst/monotonic\00"
@s24 = private unnamed_addr constant [5 x i8] c"weak\00"
@s25 = private unnamed_addr constant [24 x i8] c"load/store unordered i8\00"
@s26 = private unnamed_addr constant [24 x i8] c"load/store monotonic i8\00"
@s27 = private unnamed_addr constant [22 x i8] c"load/store release i8\00"
@s28 = private unnamed_addr constant [22 x i8] c"load/store seq_cst i8\00"
@s29 = private unnamed_addr constant [19 x i8] c"volatile atomic i8\00"
@s30 = private unnamed_addr constant [4 x i8] c"i16\00"
@s31 = private unnamed_addr constant [25 x i8] c"load/store unordered i16\00"
@s32 = private unnamed_addr constant [25 x i8] c"load/store monotonic i16\00"
@s33 = private unnamed_addr constant [23 x i8] c"load/store release i16\00"
@s34 = private unnamed_addr constant [23 x i8] c"load/store seq_cst i16\00"
@s35 = private unnamed_addr constant [20 x i8] c"volatile atomic i16\00"
@s36 = private unnamed_addr constant [4 x i8] c"i32\00"
@s37 = private unnamed_addr constant [25 x i8] c"load/store unordered i32\00"
@s38 = private unnamed_addr constant [25 x i8] c"load/store monotonic i32\00"
@s39 = private unnamed_addr constant [23 x i8] c"load/store release i32\00"
@s40 = private unnamed_addr constant [23 x i8] c"load/store seq_cst i32\00"
@s41 = private unnamed_addr constant [20 x i8] c"volatile atomic i32\00"
@s42 = private unnamed_addr constant [4 x i8] c"i64\00"
@s43 = private unnamed_addr constant [25 x i8] c"load/store unordered i64\00"
@s44 = private unnamed_addr constant [25 x i8] c"load/store monotonic i64\00"
@s45 = private unnamed_addr constant [23 x i8] c"load/store release i64\00"
@s46 = private unnamed_addr constant [23 x i8] c"load/store seq_cst i64\00"
@s47 = private unnamed_addr constant [20 x i8] c"volatile atomic i64\00"
@s48 = private unnamed_addr constant [5 x i8] c"fadd\00"
@s49 = private unnamed_addr constant [6 x i8] c"float\00"
@s50 = private unnamed_addr constant [5 x i8] c"fsub\00"
@s51 = private unnamed_addr constant [5 x i8] c"fmax\00"
@s52 = private unnamed_addr constant [5 x i8] c"fmin\00"
@s53 = private unnamed_addr constant [7 x i8] c"double\00"
@S_ptrcx = private unnamed_addr constant [12 x i8] c"ptr cmpxchg\00"
@S_ptrx = private unnamed_addr constant [9 x i8] c"ptr xchg\00"
@S_fence = private unnamed_addr constant [7 x i8] c"fences\00"

define internal i8 @rmw_xchg_i8(ptr %p, i8 %v) noinline {
  %r = atomicrmw xchg ptr %p, i8 %v seq_cst
  ret i8 %r
}

define internal i8 @rmw_add_i8(ptr %p, i8 %v) noinline {
  %r = atomicrmw add ptr %p, i8 %v seq_cst
  ret i8 %r
}

define internal i8 @rmw_sub_i8(ptr %p, i8 %v) noinline {
  %r = atomicrmw sub ptr %p, i8 %v seq_cst
  ret i8 %r
}

define internal i8 @rmw_and_i8(ptr %p, i8 %v) noinline {
  %r = atomicrmw and ptr %p, i8 %v seq_cst
  ret i8 %r
}

define internal i8 @rmw_nand_i8(ptr %p, i8 %v) noinline {
  %r = atomicrmw nand ptr %p, i8 %v seq_cst
  ret i8 %r
}

define internal i8 @rmw_or_i8(ptr %p, i8 %v) noinline {
  %r = atomicrmw or ptr %p, i8 %v seq_cst
  ret i8 %r
}

define internal i8 @rmw_xor_i8(ptr %p, i8 %v) noinline {
  %r = atomicrmw xor ptr %p, i8 %v seq_cst
  ret i8 %r
}

define internal i8 @rmw_max_i8(ptr %p, i8 %v) noinline {
  %r = atomicrmw max ptr %p, i8 %v seq_cst
  ret i8 %r
}

define internal i8 @rmw_min_i8(ptr %p, i8 %v) noinline {
  %r = atomicrmw min ptr %p, i8 %v seq_cst
  ret i8 %r
}

define internal i8 @rmw_umax_i8(ptr %p, i8 %v) noinline {
  %r = atomicrmw umax ptr %p, i8 %v seq_cst
  ret i8 %r
}

define internal i8 @rmw_umin_i8(ptr %p, i8 %v) noinline {
  %r = atomicrmw umin ptr %p, i8 %v seq_cst
  ret i8 %r
}

define internal i8 @rmw_add_monotonic_i8(ptr %p, i8 %v) noinline {
  %r = atomicrmw add ptr %p, i8 %v monotonic
  ret i8 %r
}

define internal i8 @rmw_add_acquire_i8(ptr %p, i8 %v) noinline {
  %r = atomicrmw add ptr %p, i8 %v acquire
  ret i8 %r
}

define internal i8 @rmw_add_release_i8(ptr %p, i8 %v) noinline {
  %r = atomicrmw add ptr %p, i8 %v release
  ret i8 %r
}

define internal i8 @rmw_add_acq_rel_i8(ptr %p, i8 %v) noinline {
  %r = atomicrmw add ptr %p, i8 %v acq_rel
  ret i8 %r
}

define internal i8 @rmw_add_seq_cst_i8(ptr %p, i8 %v) noinline {
  %r = atomicrmw add ptr %p, i8 %v seq_cst
  ret i8 %r
}

define internal { i8, i1 } @cx0_i8(ptr %p, i8 %e, i8 %n) noinline {
  %r = cmpxchg ptr %p, i8 %e, i8 %n monotonic monotonic
  ret { i8, i1 } %r
}

define internal { i8, i1 } @cx1_i8(ptr %p, i8 %e, i8 %n) noinline {
  %r = cmpxchg ptr %p, i8 %e, i8 %n acquire monotonic
  ret { i8, i1 } %r
}

define internal { i8, i1 } @cx2_i8(ptr %p, i8 %e, i8 %n) noinline {
  %r = cmpxchg ptr %p, i8 %e, i8 %n acquire acquire
  ret { i8, i1 } %r
}

define internal { i8, i1 } @cx3_i8(ptr %p, i8 %e, i8 %n) noinline {
  %r = cmpxchg ptr %p, i8 %e, i8 %n release monotonic
  ret { i8, i1 } %r
}

define internal { i8, i1 } @cx4_i8(ptr %p, i8 %e, i8 %n) noinline {
  %r = cmpxchg ptr %p, i8 %e, i8 %n acq_rel acquire
  ret { i8, i1 } %r
}

define internal { i8, i1 } @cx5_i8(ptr %p, i8 %e, i8 %n) noinline {
  %r = cmpxchg ptr %p, i8 %e, i8 %n seq_cst seq_cst
  ret { i8, i1 } %r
}

define internal { i8, i1 } @cx6_i8(ptr %p, i8 %e, i8 %n) noinline {
  %r = cmpxchg ptr %p, i8 %e, i8 %n seq_cst monotonic
  ret { i8, i1 } %r
}

define internal { i8, i1 } @cxw_i8(ptr %p, i8 %e, i8 %n) noinline {
  %r = cmpxchg weak volatile ptr %p, i8 %e, i8 %n acq_rel monotonic
  ret { i8, i1 } %r
}

define internal i16 @rmw_xchg_i16(ptr %p, i16 %v) noinline {
  %r = atomicrmw xchg ptr %p, i16 %v seq_cst
  ret i16 %r
}

define internal i16 @rmw_add_i16(ptr %p, i16 %v) noinline {
  %r = atomicrmw add ptr %p, i16 %v seq_cst
  ret i16 %r
}

define internal i16 @rmw_sub_i16(ptr %p, i16 %v) noinline {
  %r = atomicrmw sub ptr %p, i16 %v seq_cst
  ret i16 %r
}

define internal i16 @rmw_and_i16(ptr %p, i16 %v) noinline {
  %r = atomicrmw and ptr %p, i16 %v seq_cst
  ret i16 %r
}

define internal i16 @rmw_nand_i16(ptr %p, i16 %v) noinline {
  %r = atomicrmw nand ptr %p, i16 %v seq_cst
  ret i16 %r
}

define internal i16 @rmw_or_i16(ptr %p, i16 %v) noinline {
  %r = atomicrmw or ptr %p, i16 %v seq_cst
  ret i16 %r
}

define internal i16 @rmw_xor_i16(ptr %p, i16 %v) noinline {
  %r = atomicrmw xor ptr %p, i16 %v seq_cst
  ret i16 %r
}

define internal i16 @rmw_max_i16(ptr %p, i16 %v) noinline {
  %r = atomicrmw max ptr %p, i16 %v seq_cst
  ret i16 %r
}

define internal i16 @rmw_min_i16(ptr %p, i16 %v) noinline {
  %r = atomicrmw min ptr %p, i16 %v seq_cst
  ret i16 %r
}

define internal i16 @rmw_umax_i16(ptr %p, i16 %v) noinline {
  %r = atomicrmw umax ptr %p, i16 %v seq_cst
  ret i16 %r
}

define internal i16 @rmw_umin_i16(ptr %p, i16 %v) noinline {
  %r = atomicrmw umin ptr %p, i16 %v seq_cst
  ret i16 %r
}

define internal i16 @rmw_add_monotonic_i16(ptr %p, i16 %v) noinline {
  %r = atomicrmw add ptr %p, i16 %v monotonic
  ret i16 %r
}

define internal i16 @rmw_add_acquire_i16(ptr %p, i16 %v) noinline {
  %r = atomicrmw add ptr %p, i16 %v acquire
  ret i16 %r
}

define internal i16 @rmw_add_release_i16(ptr %p, i16 %v) noinline {
  %r = atomicrmw add ptr %p, i16 %v release
  ret i16 %r
}

define internal i16 @rmw_add_acq_rel_i16(ptr %p, i16 %v) noinline {
  %r = atomicrmw add ptr %p, i16 %v acq_rel
  ret i16 %r
}

define internal i16 @rmw_add_seq_cst_i16(ptr %p, i16 %v) noinline {
  %r = atomicrmw add ptr %p, i16 %v seq_cst
  ret i16 %r
}

define internal { i16, i1 } @cx0_i16(ptr %p, i16 %e, i16 %n) noinline {
  %r = cmpxchg ptr %p, i16 %e, i16 %n monotonic monotonic
  ret { i16, i1 } %r
}

define internal { i16, i1 } @cx1_i16(ptr %p, i16 %e, i16 %n) noinline {
  %r = cmpxchg ptr %p, i16 %e, i16 %n acquire monotonic
  ret { i16, i1 } %r
}

define internal { i16, i1 } @cx2_i16(ptr %p, i16 %e, i16 %n) noinline {
  %r = cmpxchg ptr %p, i16 %e, i16 %n acquire acquire
  ret { i16, i1 } %r
}

define internal { i16, i1 } @cx3_i16(ptr %p, i16 %e, i16 %n) noinline {
  %r = cmpxchg ptr %p, i16 %e, i16 %n release monotonic
  ret { i16, i1 } %r
}

define internal { i16, i1 } @cx4_i16(ptr %p, i16 %e, i16 %n) noinline {
  %r = cmpxchg ptr %p, i16 %e, i16 %n acq_rel acquire
  ret { i16, i1 } %r
}

define internal { i16, i1 } @cx5_i16(ptr %p, i16 %e, i16 %n) noinline {
  %r = cmpxchg ptr %p, i16 %e, i16 %n seq_cst seq_cst
  ret { i16, i1 } %r
}

define internal { i16, i1 } @cx6_i16(ptr %p, i16 %e, i16 %n) noinline {
  %r = cmpxchg ptr %p, i16 %e, i16 %n seq_cst monotonic
  ret { i16, i1 } %r
}

define internal { i16, i1 } @cxw_i16(ptr %p, i16 %e, i16 %n) noinline {
  %r = cmpxchg weak volatile ptr %p, i16 %e, i16 %n acq_rel monotonic
  ret { i16, i1 } %r
}

define internal i32 @rmw_xchg_i32(ptr %p, i32 %v) noinline {
  %r = atomicrmw xchg ptr %p, i32 %v seq_cst
  ret i32 %r
}

define internal i32 @rmw_add_i32(ptr %p, i32 %v) noinline {
  %r = atomicrmw add ptr %p, i32 %v seq_cst
  ret i32 %r
}

define internal i32 @rmw_sub_i32(ptr %p, i32 %v) noinline {
  %r = atomicrmw sub ptr %p, i32 %v seq_cst
  ret i32 %r
}

define internal i32 @rmw_and_i32(ptr %p, i32 %v) noinline {
  %r = atomicrmw and ptr %p, i32 %v seq_cst
  ret i32 %r
}

define internal i32 @rmw_nand_i32(ptr %p, i32 %v) noinline {
  %r = atomicrmw nand ptr %p, i32 %v seq_cst
  ret i32 %r
}

define internal i32 @rmw_or_i32(ptr %p, i32 %v) noinline {
  %r = atomicrmw or ptr %p, i32 %v seq_cst
  ret i32 %r
}

define internal i32 @rmw_xor_i32(ptr %p, i32 %v) noinline {
  %r = atomicrmw xor ptr %p, i32 %v seq_cst
  ret i32 %r
}

define internal i32 @rmw_max_i32(ptr %p, i32 %v) noinline {
  %r = atomicrmw max ptr %p, i32 %v seq_cst
  ret i32 %r
}

define internal i32 @rmw_min_i32(ptr %p, i32 %v) noinline {
  %r = atomicrmw min ptr %p, i32 %v seq_cst
  ret i32 %r
}

define internal i32 @rmw_umax_i32(ptr %p, i32 %v) noinline {
  %r = atomicrmw umax ptr %p, i32 %v seq_cst
  ret i32 %r
}

define internal i32 @rmw_umin_i32(ptr %p, i32 %v) noinline {
  %r = atomicrmw umin ptr %p, i32 %v seq_cst
  ret i32 %r
}

define internal i32 @rmw_add_monotonic_i32(ptr %p, i32 %v) noinline {
  %r = atomicrmw add ptr %p, i32 %v monotonic
  ret i32 %r
}

define internal i32 @rmw_add_acquire_i32(ptr %p, i32 %v) noinline {
  %r = atomicrmw add ptr %p, i32 %v acquire
  ret i32 %r
}

define internal i32 @rmw_add_release_i32(ptr %p, i32 %v) noinline {
  %r = atomicrmw add ptr %p, i32 %v release
  ret i32 %r
}

define internal i32 @rmw_add_acq_rel_i32(ptr %p, i32 %v) noinline {
  %r = atomicrmw add ptr %p, i32 %v acq_rel
  ret i32 %r
}

define internal i32 @rmw_add_seq_cst_i32(ptr %p, i32 %v) noinline {
  %r = atomicrmw add ptr %p, i32 %v seq_cst
  ret i32 %r
}

define internal { i32, i1 } @cx0_i32(ptr %p, i32 %e, i32 %n) noinline {
  %r = cmpxchg ptr %p, i32 %e, i32 %n monotonic monotonic
  ret { i32, i1 } %r
}

define internal { i32, i1 } @cx1_i32(ptr %p, i32 %e, i32 %n) noinline {
  %r = cmpxchg ptr %p, i32 %e, i32 %n acquire monotonic
  ret { i32, i1 } %r
}

define internal { i32, i1 } @cx2_i32(ptr %p, i32 %e, i32 %n) noinline {
  %r = cmpxchg ptr %p, i32 %e, i32 %n acquire acquire
  ret { i32, i1 } %r
}

define internal { i32, i1 } @cx3_i32(ptr %p, i32 %e, i32 %n) noinline {
  %r = cmpxchg ptr %p, i32 %e, i32 %n release monotonic
  ret { i32, i1 } %r
}

define internal { i32, i1 } @cx4_i32(ptr %p, i32 %e, i32 %n) noinline {
  %r = cmpxchg ptr %p, i32 %e, i32 %n acq_rel acquire
  ret { i32, i1 } %r
}

define internal { i32, i1 } @cx5_i32(ptr %p, i32 %e, i32 %n) noinline {
  %r = cmpxchg ptr %p, i32 %e, i32 %n seq_cst seq_cst
  ret { i32, i1 } %r
}

define internal { i32, i1 } @cx6_i32(ptr %p, i32 %e, i32 %n) noinline {
  %r = cmpxchg ptr %p, i32 %e, i32 %n seq_cst monotonic
  ret { i32, i1 } %r
}

define internal { i32, i1 } @cxw_i32(ptr %p, i32 %e, i32 %n) noinline {
  %r = cmpxchg weak volatile ptr %p, i32 %e, i32 %n acq_rel monotonic
  ret { i32, i1 } %r
}

define internal i64 @rmw_xchg_i64(ptr %p, i64 %v) noinline {
  %r = atomicrmw xchg ptr %p, i64 %v seq_cst
  ret i64 %r
}

define internal i64 @rmw_add_i64(ptr %p, i64 %v) noinline {
  %r = atomicrmw add ptr %p, i64 %v seq_cst
  ret i64 %r
}

define internal i64 @rmw_sub_i64(ptr %p, i64 %v) noinline {
  %r = atomicrmw sub ptr %p, i64 %v seq_cst
  ret i64 %r
}

define internal i64 @rmw_and_i64(ptr %p, i64 %v) noinline {
  %r = atomicrmw and ptr %p, i64 %v seq_cst
  ret i64 %r
}

define internal i64 @rmw_nand_i64(ptr %p, i64 %v) noinline {
  %r = atomicrmw nand ptr %p, i64 %v seq_cst
  ret i64 %r
}

define internal i64 @rmw_or_i64(ptr %p, i64 %v) noinline {
  %r = atomicrmw or ptr %p, i64 %v seq_cst
  ret i64 %r
}

define internal i64 @rmw_xor_i64(ptr %p, i64 %v) noinline {
  %r = atomicrmw xor ptr %p, i64 %v seq_cst
  ret i64 %r
}

define internal i64 @rmw_max_i64(ptr %p, i64 %v) noinline {
  %r = atomicrmw max ptr %p, i64 %v seq_cst
  ret i64 %r
}

define internal i64 @rmw_min_i64(ptr %p, i64 %v) noinline {
  %r = atomicrmw min ptr %p, i64 %v seq_cst
  ret i64 %r
}

define internal i64 @rmw_umax_i64(ptr %p, i64 %v) noinline {
  %r = atomicrmw umax ptr %p, i64 %v seq_cst
  ret i64 %r
}

define internal i64 @rmw_umin_i64(ptr %p, i64 %v) noinline {
  %r = atomicrmw umin ptr %p, i64 %v seq_cst
  ret i64 %r
}

define internal i64 @rmw_add_monotonic_i64(ptr %p, i64 %v) noinline {
  %r = atomicrmw add ptr %p, i64 %v monotonic
  ret i64 %r
}

define internal i64 @rmw_add_acquire_i64(ptr %p, i64 %v) noinline {
  %r = atomicrmw add ptr %p, i64 %v acquire
  ret i64 %r
}

define internal i64 @rmw_add_release_i64(ptr %p, i64 %v) noinline {
  %r = atomicrmw add ptr %p, i64 %v release
  ret i64 %r
}

define internal i64 @rmw_add_acq_rel_i64(ptr %p, i64 %v) noinline {
  %r = atomicrmw add ptr %p, i64 %v acq_rel
  ret i64 %r
}

define internal i64 @rmw_add_seq_cst_i64(ptr %p, i64 %v) noinline {
  %r = atomicrmw add ptr %p, i64 %v seq_cst
  ret i64 %r
}

define internal { i64, i1 } @cx0_i64(ptr %p, i64 %e, i64 %n) noinline {
  %r = cmpxchg ptr %p, i64 %e, i64 %n monotonic monotonic
  ret { i64, i1 } %r
}

define internal { i64, i1 } @cx1_i64(ptr %p, i64 %e, i64 %n) noinline {
  %r = cmpxchg ptr %p, i64 %e, i64 %n acquire monotonic
  ret { i64, i1 } %r
}

define internal { i64, i1 } @cx2_i64(ptr %p, i64 %e, i64 %n) noinline {
  %r = cmpxchg ptr %p, i64 %e, i64 %n acquire acquire
  ret { i64, i1 } %r
}

define internal { i64, i1 } @cx3_i64(ptr %p, i64 %e, i64 %n) noinline {
  %r = cmpxchg ptr %p, i64 %e, i64 %n release monotonic
  ret { i64, i1 } %r
}

define internal { i64, i1 } @cx4_i64(ptr %p, i64 %e, i64 %n) noinline {
  %r = cmpxchg ptr %p, i64 %e, i64 %n acq_rel acquire
  ret { i64, i1 } %r
}

define internal { i64, i1 } @cx5_i64(ptr %p, i64 %e, i64 %n) noinline {
  %r = cmpxchg ptr %p, i64 %e, i64 %n seq_cst seq_cst
  ret { i64, i1 } %r
}

define internal { i64, i1 } @cx6_i64(ptr %p, i64 %e, i64 %n) noinline {
  %r = cmpxchg ptr %p, i64 %e, i64 %n seq_cst monotonic
  ret { i64, i1 } %r
}

define internal { i64, i1 } @cxw_i64(ptr %p, i64 %e, i64 %n) noinline {
  %r = cmpxchg weak volatile ptr %p, i64 %e, i64 %n acq_rel monotonic
  ret { i64, i1 } %r
}

define internal float @rmw_fadd_float(ptr %p, float %v) noinline {
  %r = atomicrmw fadd ptr %p, float %v seq_cst
  ret float %r
}

define internal float @rmw_fsub_float(ptr %p, float %v) noinline {
  %r = atomicrmw fsub ptr %p, float %v seq_cst
  ret float %r
}

define internal float @rmw_fmax_float(ptr %p, float %v) noinline {
  %r = atomicrmw fmax ptr %p, float %v seq_cst
  ret float %r
}

define internal float @rmw_fmin_float(ptr %p, float %v) noinline {
  %r = atomicrmw fmin ptr %p, float %v seq_cst
  ret float %r
}

define internal float @rmw_xchg_float(ptr %p, float %v) noinline {
  %r = atomicrmw xchg ptr %p, float %v seq_cst
  ret float %r
}

define internal double @rmw_fadd_double(ptr %p, double %v) noinline {
  %r = atomicrmw fadd ptr %p, double %v seq_cst
  ret double %r
}

define internal double @rmw_fsub_double(ptr %p, double %v) noinline {
  %r = atomicrmw fsub ptr %p, double %v seq_cst
  ret double %r
}

define internal double @rmw_fmax_double(ptr %p, double %v) noinline {
  %r = atomicrmw fmax ptr %p, double %v seq_cst
  ret double %r
}

define internal double @rmw_fmin_double(ptr %p, double %v) noinline {
  %r = atomicrmw fmin ptr %p, double %v seq_cst
  ret double %r
}

define internal double @rmw_xchg_double(ptr %p, double %v) noinline {
  %r = atomicrmw xchg ptr %p, double %v seq_cst
  ret double %r
}

define internal { ptr, i1 } @cxp(ptr %p, ptr %e, ptr %n) noinline {
  %r = cmpxchg ptr %p, ptr %e, ptr %n seq_cst seq_cst
  ret { ptr, i1 } %r
}
define internal ptr @xchgp(ptr %p, ptr %n) noinline {
  %r = atomicrmw xchg ptr %p, ptr %n acq_rel
  ret ptr %r
}
define internal void @fences() noinline {
  fence acquire
  fence release
  fence acq_rel
  fence seq_cst
  fence syncscope("singlethread") seq_cst
  fence syncscope("singlethread") acquire
  ret void
}

define i32 @main() {
entry:
  store i8 100, ptr @g8
  %o1 = call i8 @rmw_xchg_i8(ptr @g8, i8 -3)
  %n1 = load i8, ptr @g8
  %ox1 = sext i8 %o1 to i64
  %nx1 = sext i8 %n1 to i64
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @s0, ptr @s1, i64 %ox1, i64 %nx1)
  store i8 100, ptr @g8
  %o2 = call i8 @rmw_xchg_i8(ptr @g8, i8 1)
  %n2 = load i8, ptr @g8
  %ox2 = sext i8 %o2 to i64
  %nx2 = sext i8 %n2 to i64
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @s0, ptr @s1, i64 %ox2, i64 %nx2)
  store i8 100, ptr @g8
  %o3 = call i8 @rmw_xchg_i8(ptr @g8, i8 -128)
  %n3 = load i8, ptr @g8
  %ox3 = sext i8 %o3 to i64
  %nx3 = sext i8 %n3 to i64
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @s0, ptr @s1, i64 %ox3, i64 %nx3)
  store i8 100, ptr @g8
  %o4 = call i8 @rmw_add_i8(ptr @g8, i8 -3)
  %n4 = load i8, ptr @g8
  %ox4 = sext i8 %o4 to i64
  %nx4 = sext i8 %n4 to i64
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @s2, ptr @s1, i64 %ox4, i64 %nx4)
  store i8 100, ptr @g8
  %o5 = call i8 @rmw_add_i8(ptr @g8, i8 1)
  %n5 = load i8, ptr @g8
  %ox5 = sext i8 %o5 to i64
  %nx5 = sext i8 %n5 to i64
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @s2, ptr @s1, i64 %ox5, i64 %nx5)
  store i8 100, ptr @g8
  %o6 = call i8 @rmw_add_i8(ptr @g8, i8 -128)
  %n6 = load i8, ptr @g8
  %ox6 = sext i8 %o6 to i64
  %nx6 = sext i8 %n6 to i64
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @s2, ptr @s1, i64 %ox6, i64 %nx6)
  store i8 100, ptr @g8
  %o7 = call i8 @rmw_sub_i8(ptr @g8, i8 -3)
  %n7 = load i8, ptr @g8
  %ox7 = sext i8 %o7 to i64
  %nx7 = sext i8 %n7 to i64
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @s3, ptr @s1, i64 %ox7, i64 %nx7)
  store i8 100, ptr @g8
  %o8 = call i8 @rmw_sub_i8(ptr @g8, i8 1)
  %n8 = load i8, ptr @g8
  %ox8 = sext i8 %o8 to i64
  %nx8 = sext i8 %n8 to i64
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @s3, ptr @s1, i64 %ox8, i64 %nx8)
  store i8 100, ptr @g8
  %o9 = call i8 @rmw_sub_i8(ptr @g8, i8 -128)
  %n9 = load i8, ptr @g8
  %ox9 = sext i8 %o9 to i64
  %nx9 = sext i8 %n9 to i64
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @s3, ptr @s1, i64 %ox9, i64 %nx9)
  store i8 100, ptr @g8
  %o10 = call i8 @rmw_and_i8(ptr @g8, i8 -3)
  %n10 = load i8, ptr @g8
  %ox10 = sext i8 %o10 to i64
  %nx10 = sext i8 %n10 to i64
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @s4, ptr @s1, i64 %ox10, i64 %nx10)
  store i8 100, ptr @g8
  %o11 = call i8 @rmw_and_i8(ptr @g8, i8 1)
  %n11 = load i8, ptr @g8
  %ox11 = sext i8 %o11 to i64
  %nx11 = sext i8 %n11 to i64
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @s4, ptr @s1, i64 %ox11, i64 %nx11)
  store i8 100, ptr @g8
  %o12 = call i8 @rmw_and_i8(ptr @g8, i8 -128)
  %n12 = load i8, ptr @g8
  %ox12 = sext i8 %o12 to i64
  %nx12 = sext i8 %n12 to i64
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @s4, ptr @s1, i64 %ox12, i64 %nx12)
  store i8 100, ptr @g8
  %o13 = call i8 @rmw_nand_i8(ptr @g8, i8 -3)
  %n13 = load i8, ptr @g8
  %ox13 = sext i8 %o13 to i64
  %nx13 = sext i8 %n13 to i64
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @s5, ptr @s1, i64 %ox13, i64 %nx13)
  store i8 100, ptr @g8
  %o14 = call i8 @rmw_nand_i8(ptr @g8, i8 1)
  %n14 = load i8, ptr @g8
  %ox14 = sext i8 %o14 to i64
  %nx14 = sext i8 %n14 to i64
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @s5, ptr @s1, i64 %ox14, i64 %nx14)
  store i8 100, ptr @g8
  %o15 = call i8 @rmw_nand_i8(ptr @g8, i8 -128)
  %n15 = load i8, ptr @g8
  %ox15 = sext i8 %o15 to i64
  %nx15 = sext i8 %n15 to i64
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @s5, ptr @s1, i64 %ox15, i64 %nx15)
  store i8 100, ptr @g8
  %o16 = call i8 @rmw_or_i8(ptr @g8, i8 -3)
  %n16 = load i8, ptr @g8
  %ox16 = sext i8 %o16 to i64
  %nx16 = sext i8 %n16 to i64
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @s6, ptr @s1, i64 %ox16, i64 %nx16)
  store i8 100, ptr @g8
  %o17 = call i8 @rmw_or_i8(ptr @g8, i8 1)
  %n17 = load i8, ptr @g8
  %ox17 = sext i8 %o17 to i64
  %nx17 = sext i8 %n17 to i64
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @s6, ptr @s1, i64 %ox17, i64 %nx17)
  store i8 100, ptr @g8
  %o18 = call i8 @rmw_or_i8(ptr @g8, i8 -128)
  %n18 = load i8, ptr @g8
  %ox18 = sext i8 %o18 to i64
  %nx18 = sext i8 %n18 to i64
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @s6, ptr @s1, i64 %ox18, i64 %nx18)
  store i8 100, ptr @g8
  %o19 = call i8 @rmw_xor_i8(ptr @g8, i8 -3)
  %n19 = load i8, ptr @g8
  %ox19 = sext i8 %o19 to i64
  %nx19 = sext i8 %n19 to i64
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @s7, ptr @s1, i64 %ox19, i64 %nx19)
  store i8 100, ptr @g8
  %o20 = call i8 @rmw_xor_i8(ptr @g8, i8 1)
  %n20 = load i8, ptr @g8
  %ox20 = sext i8 %o20 to i64
  %nx20 = sext i8 %n20 to i64
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @s7, ptr @s1, i64 %ox20, i64 %nx20)
  store i8 100, ptr @g8
  %o21 = call i8 @rmw_xor_i8(ptr @g8, i8 -128)
  %n21 = load i8, ptr @g8
  %ox21 = sext i8 %o21 to i64
  %nx21 = sext i8 %n21 to i64
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @s7, ptr @s1, i64 %ox21, i64 %nx21)
  store i8 127, ptr @g8
  %o22 = call i8 @rmw_max_i8(ptr @g8, i8 -3)
  %n22 = load i8, ptr @g8
  %ox22 = sext i8 %o22 to i64
  %nx22 = sext i8 %n22 to i64
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @s8, ptr @s1, i64 %ox22, i64 %nx22)
  store i8 127, ptr @g8
  %o23 = call i8 @rmw_max_i8(ptr @g8, i8 1)
  %n23 = load i8, ptr @g8
  %ox23 = sext i8 %o23 to i64
  %nx23 = sext i8 %n23 to i64
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @s8, ptr @s1, i64 %ox23, i64 %nx23)
  store i8 127, ptr @g8
  %o24 = call i8 @rmw_max_i8(ptr @g8, i8 -128)
  %n24 = load i8, ptr @g8
  %ox24 = sext i8 %o24 to i64
  %nx24 = sext i8 %n24 to i64
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @s8, ptr @s1, i64 %ox24, i64 %nx24)
  store i8 127, ptr @g8
  %o25 = call i8 @rmw_min_i8(ptr @g8, i8 -3)
  %n25 = load i8, ptr @g8
  %ox25 = sext i8 %o25 to i64
  %nx25 = sext i8 %n25 to i64
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @s9, ptr @s1, i64 %ox25, i64 %nx25)
  store i8 127, ptr @g8
  %o26 = call i8 @rmw_min_i8(ptr @g8, i8 1)
  %n26 = load i8, ptr @g8
  %ox26 = sext i8 %o26 to i64
  %nx26 = sext i8 %n26 to i64
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @s9, ptr @s1, i64 %ox26, i64 %nx26)
  store i8 127, ptr @g8
  %o27 = call i8 @rmw_min_i8(ptr @g8, i8 -128)
  %n27 = load i8, ptr @g8
  %ox27 = sext i8 %o27 to i64
  %nx27 = sext i8 %n27 to i64
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @s9, ptr @s1, i64 %ox27, i64 %nx27)
  store i8 127, ptr @g8
  %o28 = call i8 @rmw_umax_i8(ptr @g8, i8 -3)
  %n28 = load i8, ptr @g8
  %ox28 = sext i8 %o28 to i64
  %nx28 = sext i8 %n28 to i64
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @s10, ptr @s1, i64 %ox28, i64 %nx28)
  store i8 127, ptr @g8
  %o29 = call i8 @rmw_umax_i8(ptr @g8, i8 1)
  %n29 = load i8, ptr @g8
  %ox29 = sext i8 %o29 to i64
  %nx29 = sext i8 %n29 to i64
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @s10, ptr @s1, i64 %ox29, i64 %nx29)
  store i8 127, ptr @g8
  %o30 = call i8 @rmw_umax_i8(ptr @g8, i8 -128)
  %n30 = load i8, ptr @g8
  %ox30 = sext i8 %o30 to i64
  %nx30 = sext i8 %n30 to i64
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @s10, ptr @s1, i64 %ox30, i64 %nx30)
  store i8 127, ptr @g8
  %o31 = call i8 @rmw_umin_i8(ptr @g8, i8 -3)
  %n31 = load i8, ptr @g8
  %ox31 = sext i8 %o31 to i64
  %nx31 = sext i8 %n31 to i64
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @s11, ptr @s1, i64 %ox31, i64 %nx31)
  store i8 127, ptr @g8
  %o32 = call i8 @rmw_umin_i8(ptr @g8, i8 1)
  %n32 = load i8, ptr @g8
  %ox32 = sext i8 %o32 to i64
  %nx32 = sext i8 %n32 to i64
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @s11, ptr @s1, i64 %ox32, i64 %nx32)
  store i8 127, ptr @g8
  %o33 = call i8 @rmw_umin_i8(ptr @g8, i8 -128)
  %n33 = load i8, ptr @g8
  %ox33 = sext i8 %o33 to i64
  %nx33 = sext i8 %n33 to i64
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @s11, ptr @s1, i64 %ox33, i64 %nx33)
  %o34 = call i8 @rmw_add_monotonic_i8(ptr @g8, i8 1)
  %n34 = load atomic i8, ptr @g8 seq_cst, align 1
  %ox34 = sext i8 %o34 to i64
  %nx34 = sext i8 %n34 to i64
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @s12, ptr @s1, i64 %ox34, i64 %nx34)
  %o35 = call i8 @rmw_add_acquire_i8(ptr @g8, i8 1)
  %n35 = load atomic i8, ptr @g8 seq_cst, align 1
  %ox35 = sext i8 %o35 to i64
  %nx35 = sext i8 %n35 to i64
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @s13, ptr @s1, i64 %ox35, i64 %nx35)
  %o36 = call i8 @rmw_add_release_i8(ptr @g8, i8 1)
  %n36 = load atomic i8, ptr @g8 seq_cst, align 1
  %ox36 = sext i8 %o36 to i64
  %nx36 = sext i8 %n36 to i64
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @s14, ptr @s1, i64 %ox36, i64 %nx36)
  %o37 = call i8 @rmw_add_acq_rel_i8(ptr @g8, i8 1)
  %n37 = load atomic i8, ptr @g8 seq_cst, align 1
  %ox37 = sext i8 %o37 to i64
  %nx37 = sext i8 %n37 to i64
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @s15, ptr @s1, i64 %ox37, i64 %nx37)
  %o38 = call i8 @rmw_add_seq_cst_i8(ptr @g8, i8 1)
  %n38 = load atomic i8, ptr @g8 seq_cst, align 1
  %ox38 = sext i8 %o38 to i64
  %nx38 = sext i8 %n38 to i64
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @s16, ptr @s1, i64 %ox38, i64 %nx38)
  store i8 -3, ptr @g8
  %c39 = call { i8, i1 } @cx0_i8(ptr @g8, i8 -3, i8 7)
  %co39 = extractvalue { i8, i1 } %c39, 0
  %cs39 = extractvalue { i8, i1 } %c39, 1
  %csx39 = zext i1 %cs39 to i32
  %cn39 = load i8, ptr @g8
  %cox39 = sext i8 %co39 to i64
  %cnx39 = sext i8 %cn39 to i64
  call i32 (ptr, ...) @printf(ptr @fmtx, ptr @s17, ptr @s1, i64 %cox39, i32 %csx39, i64 %cnx39)
  store i8 -3, ptr @g8
  %c40 = call { i8, i1 } @cx0_i8(ptr @g8, i8 1, i8 7)
  %co40 = extractvalue { i8, i1 } %c40, 0
  %cs40 = extractvalue { i8, i1 } %c40, 1
  %csx40 = zext i1 %cs40 to i32
  %cn40 = load i8, ptr @g8
  %cox40 = sext i8 %co40 to i64
  %cnx40 = sext i8 %cn40 to i64
  call i32 (ptr, ...) @printf(ptr @fmtx, ptr @s17, ptr @s1, i64 %cox40, i32 %csx40, i64 %cnx40)
  store i8 -3, ptr @g8
  %c41 = call { i8, i1 } @cx1_i8(ptr @g8, i8 -3, i8 7)
  %co41 = extractvalue { i8, i1 } %c41, 0
  %cs41 = extractvalue { i8, i1 } %c41, 1
  %csx41 = zext i1 %cs41 to i32
  %cn41 = load i8, ptr @g8
  %cox41 = sext i8 %co41 to i64
  %cnx41 = sext i8 %cn41 to i64
  call i32 (ptr, ...) @printf(ptr @fmtx, ptr @s18, ptr @s1, i64 %cox41, i32 %csx41, i64 %cnx41)
  store i8 -3, ptr @g8
  %c42 = call { i8, i1 } @cx1_i8(ptr @g8, i8 1, i8 7)
  %co42 = extractvalue { i8, i1 } %c42, 0
  %cs42 = extractvalue { i8, i1 } %c42, 1
  %csx42 = zext i1 %cs42 to i32
  %cn42 = load i8, ptr @g8
  %cox42 = sext i8 %co42 to i64
  %cnx42 = sext i8 %cn42 to i64
  call i32 (ptr, ...) @printf(ptr @fmtx, ptr @s18, ptr @s1, i64 %cox42, i32 %csx42, i64 %cnx42)
  store i8 -3, ptr @g8
  %c43 = call { i8, i1 } @cx2_i8(ptr @g8, i8 -3, i8 7)
  %co43 = extractvalue { i8, i1 } %c43, 0
  %cs43 = extractvalue { i8, i1 } %c43, 1
  %csx43 = zext i1 %cs43 to i32
  %cn43 = load i8, ptr @g8
  %cox43 = sext i8 %co43 to i64
  %cnx43 = sext i8 %cn43 to i64
  call i32 (ptr, ...) @printf(ptr @fmtx, ptr @s19, ptr @s1, i64 %cox43, i32 %csx43, i64 %cnx43)
  store i8 -3, ptr @g8
  %c44 = call { i8, i1 } @cx2_i8(ptr @g8, i8 1, i8 7)
  %co44 = extractvalue { i8, i1 } %c44, 0
  %cs44 = extractvalue { i8, i1 } %c44, 1
  %csx44 = zext i1 %cs44 to i32
  %cn44 = load i8, ptr @g8
  %cox44 = sext i8 %co44 to i64
  %cnx44 = sext i8 %cn44 to i64
  call i32 (ptr, ...) @printf(ptr @fmtx, ptr @s19, ptr @s1, i64 %cox44, i32 %csx44, i64 %cnx44)
  store i8 -3, ptr @g8
  %c45 = call { i8, i1 } @cx3_i8(ptr @g8, i8 -3, i8 7)
  %co45 = extractvalue { i8, i1 } %c45, 0
  %cs45 = extractvalue { i8, i1 } %c45, 1
  %csx45 = zext i1 %cs45 to i32
  %cn45 = load i8, ptr @g8
  %cox45 = sext i8 %co45 to i64
  %cnx45 = sext i8 %cn45 to i64
  call i32 (ptr, ...) @printf(ptr @fmtx, ptr @s20, ptr @s1, i64 %cox45, i32 %csx45, i64 %cnx45)
  store i8 -3, ptr @g8
  %c46 = call { i8, i1 } @cx3_i8(ptr @g8, i8 1, i8 7)
  %co46 = extractvalue { i8, i1 } %c46, 0
  %cs46 = extractvalue { i8, i1 } %c46, 1
  %csx46 = zext i1 %cs46 to i32
  %cn46 = load i8, ptr @g8
  %cox46 = sext i8 %co46 to i64
  %cnx46 = sext i8 %cn46 to i64
  call i32 (ptr, ...) @printf(ptr @fmtx, ptr @s20, ptr @s1, i64 %cox46, i32 %csx46, i64 %cnx46)
  store i8 -3, ptr @g8
  %c47 = call { i8, i1 } @cx4_i8(ptr @g8, i8 -3, i8 7)
  %co47 = extractvalue { i8, i1 } %c47, 0
  %cs47 = extractvalue { i8, i1 } %c47, 1
  %csx47 = zext i1 %cs47 to i32
  %cn47 = load i8, ptr @g8
  %cox47 = sext i8 %co47 to i64
  %cnx47 = sext i8 %cn47 to i64
  call i32 (ptr, ...) @printf(ptr @fmtx, ptr @s21, ptr @s1, i64 %cox47, i32 %csx47, i64 %cnx47)
  store i8 -3, ptr @g8
  %c48 = call { i8, i1 } @cx4_i8(ptr @g8, i8 1, i8 7)
  %co48 = extractvalue { i8, i1 } %c48, 0
  %cs48 = extractvalue { i8, i1 } %c48, 1
  %csx48 = zext i1 %cs48 to i32
  %cn48 = load i8, ptr @g8
  %cox48 = sext i8 %co48 to i64
  %cnx48 = sext i8 %cn48 to i64
  call i32 (ptr, ...) @printf(ptr @fmtx, ptr @s21, ptr @s1, i64 %cox48, i32 %csx48, i64 %cnx48)
  store i8 -3, ptr @g8
  %c49 = call { i8, i1 } @cx5_i8(ptr @g8, i8 -3, i8 7)
  %co49 = extractvalue { i8, i1 } %c49, 0
  %cs49 = extractvalue { i8, i1 } %c49, 1
  %csx49 = zext i1 %cs49 to i32
  %cn49 = load i8, ptr @g8
  %cox49 = sext i8 %co49 to i64
  %cnx49 = sext i8 %cn49 to i64
  call i32 (ptr, ...) @printf(ptr @fmtx, ptr @s22, ptr @s1, i64 %cox49, i32 %csx49, i64 %cnx49)
  store i8 -3, ptr @g8
  %c50 = call { i8, i1 } @cx5_i8(ptr @g8, i8 1, i8 7)
  %co50 = extractvalue { i8, i1 } %c50, 0
  %cs50 = extractvalue { i8, i1 } %c50, 1
  %csx50 = zext i1 %cs50 to i32
  %cn50 = load i8, ptr @g8
  %cox50 = sext i8 %co50 to i64
  %cnx50 = sext i8 %cn50 to i64
  call i32 (ptr, ...) @printf(ptr @fmtx, ptr @s22, ptr @s1, i64 %cox50, i32 %csx50, i64 %cnx50)
  store i8 -3, ptr @g8
  %c51 = call { i8, i1 } @cx6_i8(ptr @g8, i8 -3, i8 7)
  %co51 = extractvalue { i8, i1 } %c51, 0
  %cs51 = extractvalue { i8, i1 } %c51, 1
  %csx51 = zext i1 %cs51 to i32
  %cn51 = load i8, ptr @g8
  %cox51 = sext i8 %co51 to i64
  %cnx51 = sext i8 %cn51 to i64
  call i32 (ptr, ...) @printf(ptr @fmtx, ptr @s23, ptr @s1, i64 %cox51, i32 %csx51, i64 %cnx51)
  store i8 -3, ptr @g8
  %c52 = call { i8, i1 } @cx6_i8(ptr @g8, i8 1, i8 7)
  %co52 = extractvalue { i8, i1 } %c52, 0
  %cs52 = extractvalue { i8, i1 } %c52, 1
  %csx52 = zext i1 %cs52 to i32
  %cn52 = load i8, ptr @g8
  %cox52 = sext i8 %co52 to i64
  %cnx52 = sext i8 %cn52 to i64
  call i32 (ptr, ...) @printf(ptr @fmtx, ptr @s23, ptr @s1, i64 %cox52, i32 %csx52, i64 %cnx52)
  store i8 3, ptr @g8
  br label %wl53
wl53:
  %wc53 = call { i8, i1 } @cxw_i8(ptr @g8, i8 3, i8 4)
  %wok53 = extractvalue { i8, i1 } %wc53, 1
  br i1 %wok53, label %wd53, label %wl53
wd53:
  %wn53 = load i8, ptr @g8
  %wnx53 = sext i8 %wn53 to i64
  call i32 (ptr, ...) @printf(ptr @fmtx, ptr @s24, ptr @s1, i64 3, i32 1, i64 %wnx53)
  %wf53 = call { i8, i1 } @cxw_i8(ptr @g8, i8 3, i8 5)
  %wfo53 = extractvalue { i8, i1 } %wf53, 0
  %wfs53 = extractvalue { i8, i1 } %wf53, 1
  %wfox53 = sext i8 %wfo53 to i64
  %wfsx53 = zext i1 %wfs53 to i32
  %wfn53 = load i8, ptr @g8
  %wfnx53 = sext i8 %wfn53 to i64
  call i32 (ptr, ...) @printf(ptr @fmtx, ptr @s24, ptr @s1, i64 %wfox53, i32 %wfsx53, i64 %wfnx53)
  store atomic i8 1, ptr @g8 unordered, align 1
  %al54 = load atomic i8, ptr @g8 unordered, align 1
  %alx54 = sext i8 %al54 to i64
  call i32 (ptr, ...) @printf(ptr @fmtl, ptr @s25, i64 %alx54)
  store atomic i8 1, ptr @g8 monotonic, align 1
  %al55 = load atomic i8, ptr @g8 monotonic, align 1
  %alx55 = sext i8 %al55 to i64
  call i32 (ptr, ...) @printf(ptr @fmtl, ptr @s26, i64 %alx55)
  store atomic i8 1, ptr @g8 release, align 1
  %al56 = load atomic i8, ptr @g8 acquire, align 1
  %alx56 = sext i8 %al56 to i64
  call i32 (ptr, ...) @printf(ptr @fmtl, ptr @s27, i64 %alx56)
  store atomic i8 1, ptr @g8 seq_cst, align 1
  %al57 = load atomic i8, ptr @g8 seq_cst, align 1
  %alx57 = sext i8 %al57 to i64
  call i32 (ptr, ...) @printf(ptr @fmtl, ptr @s28, i64 %alx57)
  store atomic volatile i8 9, ptr @g8 seq_cst, align 1
  %av58 = load atomic volatile i8, ptr @g8 acquire, align 1
  %avx58 = sext i8 %av58 to i64
  call i32 (ptr, ...) @printf(ptr @fmtl, ptr @s29, i64 %avx58)
  store i16 1000, ptr @g16
  %o59 = call i16 @rmw_xchg_i16(ptr @g16, i16 -3)
  %n59 = load i16, ptr @g16
  %ox59 = sext i16 %o59 to i64
  %nx59 = sext i16 %n59 to i64
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @s0, ptr @s30, i64 %ox59, i64 %nx59)
  store i16 1000, ptr @g16
  %o60 = call i16 @rmw_xchg_i16(ptr @g16, i16 -1000)
  %n60 = load i16, ptr @g16
  %ox60 = sext i16 %o60 to i64
  %nx60 = sext i16 %n60 to i64
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @s0, ptr @s30, i64 %ox60, i64 %nx60)
  store i16 1000, ptr @g16
  %o61 = call i16 @rmw_xchg_i16(ptr @g16, i16 32767)
  %n61 = load i16, ptr @g16
  %ox61 = sext i16 %o61 to i64
  %nx61 = sext i16 %n61 to i64
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @s0, ptr @s30, i64 %ox61, i64 %nx61)
  store i16 1000, ptr @g16
  %o62 = call i16 @rmw_add_i16(ptr @g16, i16 -3)
  %n62 = load i16, ptr @g16
  %ox62 = sext i16 %o62 to i64
  %nx62 = sext i16 %n62 to i64
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @s2, ptr @s30, i64 %ox62, i64 %nx62)
  store i16 1000, ptr @g16
  %o63 = call i16 @rmw_add_i16(ptr @g16, i16 -1000)
  %n63 = load i16, ptr @g16
  %ox63 = sext i16 %o63 to i64
  %nx63 = sext i16 %n63 to i64
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @s2, ptr @s30, i64 %ox63, i64 %nx63)
  store i16 1000, ptr @g16
  %o64 = call i16 @rmw_add_i16(ptr @g16, i16 32767)
  %n64 = load i16, ptr @g16
  %ox64 = sext i16 %o64 to i64
  %nx64 = sext i16 %n64 to i64
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @s2, ptr @s30, i64 %ox64, i64 %nx64)
  store i16 1000, ptr @g16
  %o65 = call i16 @rmw_sub_i16(ptr @g16, i16 -3)
  %n65 = load i16, ptr @g16
  %ox65 = sext i16 %o65 to i64
  %nx65 = sext i16 %n65 to i64
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @s3, ptr @s30, i64 %ox65, i64 %nx65)
  store i16 1000, ptr @g16
  %o66 = call i16 @rmw_sub_i16(ptr @g16, i16 -1000)
  %n66 = load i16, ptr @g16
  %ox66 = sext i16 %o66 to i64
  %nx66 = sext i16 %n66 to i64
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @s3, ptr @s30, i64 %ox66, i64 %nx66)
  store i16 1000, ptr @g16
  %o67 = call i16 @rmw_sub_i16(ptr @g16, i16 32767)
  %n67 = load i16, ptr @g16
  %ox67 = sext i16 %o67 to i64
  %nx67 = sext i16 %n67 to i64
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @s3, ptr @s30, i64 %ox67, i64 %nx67)
  store i16 1000, ptr @g16
  %o68 = call i16 @rmw_and_i16(ptr @g16, i16 -3)
  %n68 = load i16, ptr @g16
  %ox68 = sext i16 %o68 to i64
  %nx68 = sext i16 %n68 to i64
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @s4, ptr @s30, i64 %ox68, i64 %nx68)
  store i16 1000, ptr @g16
  %o69 = call i16 @rmw_and_i16(ptr @g16, i16 -1000)
  %n69 = load i16, ptr @g16
  %ox69 = sext i16 %o69 to i64
  %nx69 = sext i16 %n69 to i64
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @s4, ptr @s30, i64 %ox69, i64 %nx69)
  store i16 1000, ptr @g16
  %o70 = call i16 @rmw_and_i16(ptr @g16, i16 32767)
  %n70 = load i16, ptr @g16
  %ox70 = sext i16 %o70 to i64
  %nx70 = sext i16 %n70 to i64
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @s4, ptr @s30, i64 %ox70, i64 %nx70)
  store i16 1000, ptr @g16
  %o71 = call i16 @rmw_nand_i16(ptr @g16, i16 -3)
  %n71 = load i16, ptr @g16
  %ox71 = sext i16 %o71 to i64
  %nx71 = sext i16 %n71 to i64
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @s5, ptr @s30, i64 %ox71, i64 %nx71)
  store i16 1000, ptr @g16
  %o72 = call i16 @rmw_nand_i16(ptr @g16, i16 -1000)
  %n72 = load i16, ptr @g16
  %ox72 = sext i16 %o72 to i64
  %nx72 = sext i16 %n72 to i64
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @s5, ptr @s30, i64 %ox72, i64 %nx72)
  store i16 1000, ptr @g16
  %o73 = call i16 @rmw_nand_i16(ptr @g16, i16 32767)
  %n73 = load i16, ptr @g16
  %ox73 = sext i16 %o73 to i64
  %nx73 = sext i16 %n73 to i64
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @s5, ptr @s30, i64 %ox73, i64 %nx73)
  store i16 1000, ptr @g16
  %o74 = call i16 @rmw_or_i16(ptr @g16, i16 -3)
  %n74 = load i16, ptr @g16
  %ox74 = sext i16 %o74 to i64
  %nx74 = sext i16 %n74 to i64
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @s6, ptr @s30, i64 %ox74, i64 %nx74)
  store i16 1000, ptr @g16
  %o75 = call i16 @rmw_or_i16(ptr @g16, i16 -1000)
  %n75 = load i16, ptr @g16
  %ox75 = sext i16 %o75 to i64
  %nx75 = sext i16 %n75 to i64
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @s6, ptr @s30, i64 %ox75, i64 %nx75)
  store i16 1000, ptr @g16
  %o76 = call i16 @rmw_or_i16(ptr @g16, i16 32767)
  %n76 = load i16, ptr @g16
  %ox76 = sext i16 %o76 to i64
  %nx76 = sext i16 %n76 to i64
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @s6, ptr @s30, i64 %ox76, i64 %nx76)
  store i16 1000, ptr @g16
  %o77 = call i16 @rmw_xor_i16(ptr @g16, i16 -3)
  %n77 = load i16, ptr @g16
  %ox77 = sext i16 %o77 to i64
  %nx77 = sext i16 %n77 to i64
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @s7, ptr @s30, i64 %ox77, i64 %nx77)
  store i16 1000, ptr @g16
  %o78 = call i16 @rmw_xor_i16(ptr @g16, i16 -1000)
  %n78 = load i16, ptr @g16
  %ox78 = sext i16 %o78 to i64
  %nx78 = sext i16 %n78 to i64
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @s7, ptr @s30, i64 %ox78, i64 %nx78)
  store i16 1000, ptr @g16
  %o79 = call i16 @rmw_xor_i16(ptr @g16, i16 32767)
  %n79 = load i16, ptr @g16
  %ox79 = sext i16 %o79 to i64
  %nx79 = sext i16 %n79 to i64
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @s7, ptr @s30, i64 %ox79, i64 %nx79)
  store i16 5, ptr @g16
  %o80 = call i16 @rmw_max_i16(ptr @g16, i16 -3)
  %n80 = load i16, ptr @g16
  %ox80 = sext i16 %o80 to i64
  %nx80 = sext i16 %n80 to i64
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @s8, ptr @s30, i64 %ox80, i64 %nx80)
  store i16 5, ptr @g16
  %o81 = call i16 @rmw_max_i16(ptr @g16, i16 -1000)
  %n81 = load i16, ptr @g16
  %ox81 = sext i16 %o81 to i64
  %nx81 = sext i16 %n81 to i64
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @s8, ptr @s30, i64 %ox81, i64 %nx81)
  store i16 5, ptr @g16
  %o82 = call i16 @rmw_max_i16(ptr @g16, i16 32767)
  %n82 = load i16, ptr @g16
  %ox82 = sext i16 %o82 to i64
  %nx82 = sext i16 %n82 to i64
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @s8, ptr @s30, i64 %ox82, i64 %nx82)
  store i16 5, ptr @g16
  %o83 = call i16 @rmw_min_i16(ptr @g16, i16 -3)
  %n83 = load i16, ptr @g16
  %ox83 = sext i16 %o83 to i64
  %nx83 = sext i16 %n83 to i64
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @s9, ptr @s30, i64 %ox83, i64 %nx83)
  store i16 5, ptr @g16
  %o84 = call i16 @rmw_min_i16(ptr @g16, i16 -1000)
  %n84 = load i16, ptr @g16
  %ox84 = sext i16 %o84 to i64
  %nx84 = sext i16 %n84 to i64
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @s9, ptr @s30, i64 %ox84, i64 %nx84)
  store i16 5, ptr @g16
  %o85 = call i16 @rmw_min_i16(ptr @g16, i16 32767)
  %n85 = load i16, ptr @g16
  %ox85 = sext i16 %o85 to i64
  %nx85 = sext i16 %n85 to i64
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @s9, ptr @s30, i64 %ox85, i64 %nx85)
  store i16 5, ptr @g16
  %o86 = call i16 @rmw_umax_i16(ptr @g16, i16 -3)
  %n86 = load i16, ptr @g16
  %ox86 = sext i16 %o86 to i64
  %nx86 = sext i16 %n86 to i64
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @s10, ptr @s30, i64 %ox86, i64 %nx86)
  store i16 5, ptr @g16
  %o87 = call i16 @rmw_umax_i16(ptr @g16, i16 -1000)
  %n87 = load i16, ptr @g16
  %ox87 = sext i16 %o87 to i64
  %nx87 = sext i16 %n87 to i64
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @s10, ptr @s30, i64 %ox87, i64 %nx87)
  store i16 5, ptr @g16
  %o88 = call i16 @rmw_umax_i16(ptr @g16, i16 32767)
  %n88 = load i16, ptr @g16
  %ox88 = sext i16 %o88 to i64
  %nx88 = sext i16 %n88 to i64
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @s10, ptr @s30, i64 %ox88, i64 %nx88)
  store i16 5, ptr @g16
  %o89 = call i16 @rmw_umin_i16(ptr @g16, i16 -3)
  %n89 = load i16, ptr @g16
  %ox89 = sext i16 %o89 to i64
  %nx89 = sext i16 %n89 to i64
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @s11, ptr @s30, i64 %ox89, i64 %nx89)
  store i16 5, ptr @g16
  %o90 = call i16 @rmw_umin_i16(ptr @g16, i16 -1000)
  %n90 = load i16, ptr @g16
  %ox90 = sext i16 %o90 to i64
  %nx90 = sext i16 %n90 to i64
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @s11, ptr @s30, i64 %ox90, i64 %nx90)
  store i16 5, ptr @g16
  %o91 = call i16 @rmw_umin_i16(ptr @g16, i16 32767)
  %n91 = load i16, ptr @g16
  %ox91 = sext i16 %o91 to i64
  %nx91 = sext i16 %n91 to i64
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @s11, ptr @s30, i64 %ox91, i64 %nx91)
  %o92 = call i16 @rmw_add_monotonic_i16(ptr @g16, i16 1)
  %n92 = load atomic i16, ptr @g16 seq_cst, align 2
  %ox92 = sext i16 %o92 to i64
  %nx92 = sext i16 %n92 to i64
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @s12, ptr @s30, i64 %ox92, i64 %nx92)
  %o93 = call i16 @rmw_add_acquire_i16(ptr @g16, i16 1)
  %n93 = load atomic i16, ptr @g16 seq_cst, align 2
  %ox93 = sext i16 %o93 to i64
  %nx93 = sext i16 %n93 to i64
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @s13, ptr @s30, i64 %ox93, i64 %nx93)
  %o94 = call i16 @rmw_add_release_i16(ptr @g16, i16 1)
  %n94 = load atomic i16, ptr @g16 seq_cst, align 2
  %ox94 = sext i16 %o94 to i64
  %nx94 = sext i16 %n94 to i64
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @s14, ptr @s30, i64 %ox94, i64 %nx94)
  %o95 = call i16 @rmw_add_acq_rel_i16(ptr @g16, i16 1)
  %n95 = load atomic i16, ptr @g16 seq_cst, align 2
  %ox95 = sext i16 %o95 to i64
  %nx95 = sext i16 %n95 to i64
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @s15, ptr @s30, i64 %ox95, i64 %nx95)
  %o96 = call i16 @rmw_add_seq_cst_i16(ptr @g16, i16 1)
  %n96 = load atomic i16, ptr @g16 seq_cst, align 2
  %ox96 = sext i16 %o96 to i64
  %nx96 = sext i16 %n96 to i64
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @s16, ptr @s30, i64 %ox96, i64 %nx96)
  store i16 -3, ptr @g16
  %c97 = call { i16, i1 } @cx0_i16(ptr @g16, i16 -3, i16 -32768)
  %co97 = extractvalue { i16, i1 } %c97, 0
  %cs97 = extractvalue { i16, i1 } %c97, 1
  %csx97 = zext i1 %cs97 to i32
  %cn97 = load i16, ptr @g16
  %cox97 = sext i16 %co97 to i64
  %cnx97 = sext i16 %cn97 to i64
  call i32 (ptr, ...) @printf(ptr @fmtx, ptr @s17, ptr @s30, i64 %cox97, i32 %csx97, i64 %cnx97)
  store i16 -3, ptr @g16
  %c98 = call { i16, i1 } @cx0_i16(ptr @g16, i16 -1000, i16 -32768)
  %co98 = extractvalue { i16, i1 } %c98, 0
  %cs98 = extractvalue { i16, i1 } %c98, 1
  %csx98 = zext i1 %cs98 to i32
  %cn98 = load i16, ptr @g16
  %cox98 = sext i16 %co98 to i64
  %cnx98 = sext i16 %cn98 to i64
  call i32 (ptr, ...) @printf(ptr @fmtx, ptr @s17, ptr @s30, i64 %cox98, i32 %csx98, i64 %cnx98)
  store i16 -3, ptr @g16
  %c99 = call { i16, i1 } @cx1_i16(ptr @g16, i16 -3, i16 -32768)
  %co99 = extractvalue { i16, i1 } %c99, 0
  %cs99 = extractvalue { i16, i1 } %c99, 1
  %csx99 = zext i1 %cs99 to i32
  %cn99 = load i16, ptr @g16
  %cox99 = sext i16 %co99 to i64
  %cnx99 = sext i16 %cn99 to i64
  call i32 (ptr, ...) @printf(ptr @fmtx, ptr @s18, ptr @s30, i64 %cox99, i32 %csx99, i64 %cnx99)
  store i16 -3, ptr @g16
  %c100 = call { i16, i1 } @cx1_i16(ptr @g16, i16 -1000, i16 -32768)
  %co100 = extractvalue { i16, i1 } %c100, 0
  %cs100 = extractvalue { i16, i1 } %c100, 1
  %csx100 = zext i1 %cs100 to i32
  %cn100 = load i16, ptr @g16
  %cox100 = sext i16 %co100 to i64
  %cnx100 = sext i16 %cn100 to i64
  call i32 (ptr, ...) @printf(ptr @fmtx, ptr @s18, ptr @s30, i64 %cox100, i32 %csx100, i64 %cnx100)
  store i16 -3, ptr @g16
  %c101 = call { i16, i1 } @cx2_i16(ptr @g16, i16 -3, i16 -32768)
  %co101 = extractvalue { i16, i1 } %c101, 0
  %cs101 = extractvalue { i16, i1 } %c101, 1
  %csx101 = zext i1 %cs101 to i32
  %cn101 = load i16, ptr @g16
  %cox101 = sext i16 %co101 to i64
  %cnx101 = sext i16 %cn101 to i64
  call i32 (ptr, ...) @printf(ptr @fmtx, ptr @s19, ptr @s30, i64 %cox101, i32 %csx101, i64 %cnx101)
  store i16 -3, ptr @g16
  %c102 = call { i16, i1 } @cx2_i16(ptr @g16, i16 -1000, i16 -32768)
  %co102 = extractvalue { i16, i1 } %c102, 0
  %cs102 = extractvalue { i16, i1 } %c102, 1
  %csx102 = zext i1 %cs102 to i32
  %cn102 = load i16, ptr @g16
  %cox102 = sext i16 %co102 to i64
  %cnx102 = sext i16 %cn102 to i64
  call i32 (ptr, ...) @printf(ptr @fmtx, ptr @s19, ptr @s30, i64 %cox102, i32 %csx102, i64 %cnx102)
  store i16 -3, ptr @g16
  %c103 = call { i16, i1 } @cx3_i16(ptr @g16, i16 -3, i16 -32768)
  %co103 = extractvalue { i16, i1 } %c103, 0
  %cs103 = extractvalue { i16, i1 } %c103, 1
  %csx103 = zext i1 %cs103 to i32
  %cn103 = load i16, ptr @g16
  %cox103 = sext i16 %co103 to i64
  %cnx103 = sext i16 %cn103 to i64
  call i32 (ptr, ...) @printf(ptr @fmtx, ptr @s20, ptr @s30, i64 %cox103, i32 %csx103, i64 %cnx103)
  store i16 -3, ptr @g16
  %c104 = call { i16, i1 } @cx3_i16(ptr @g16, i16 -1000, i16 -32768)
  %co104 = extractvalue { i16, i1 } %c104, 0
  %cs104 = extractvalue { i16, i1 } %c104, 1
  %csx104 = zext i1 %cs104 to i32
  %cn104 = load i16, ptr @g16
  %cox104 = sext i16 %co104 to i64
  %cnx104 = sext i16 %cn104 to i64
  call i32 (ptr, ...) @printf(ptr @fmtx, ptr @s20, ptr @s30, i64 %cox104, i32 %csx104, i64 %cnx104)
  store i16 -3, ptr @g16
  %c105 = call { i16, i1 } @cx4_i16(ptr @g16, i16 -3, i16 -32768)
  %co105 = extractvalue { i16, i1 } %c105, 0
  %cs105 = extractvalue { i16, i1 } %c105, 1
  %csx105 = zext i1 %cs105 to i32
  %cn105 = load i16, ptr @g16
  %cox105 = sext i16 %co105 to i64
  %cnx105 = sext i16 %cn105 to i64
  call i32 (ptr, ...) @printf(ptr @fmtx, ptr @s21, ptr @s30, i64 %cox105, i32 %csx105, i64 %cnx105)
  store i16 -3, ptr @g16
  %c106 = call { i16, i1 } @cx4_i16(ptr @g16, i16 -1000, i16 -32768)
  %co106 = extractvalue { i16, i1 } %c106, 0
  %cs106 = extractvalue { i16, i1 } %c106, 1
  %csx106 = zext i1 %cs106 to i32
  %cn106 = load i16, ptr @g16
  %cox106 = sext i16 %co106 to i64
  %cnx106 = sext i16 %cn106 to i64
  call i32 (ptr, ...) @printf(ptr @fmtx, ptr @s21, ptr @s30, i64 %cox106, i32 %csx106, i64 %cnx106)
  store i16 -3, ptr @g16
  %c107 = call { i16, i1 } @cx5_i16(ptr @g16, i16 -3, i16 -32768)
  %co107 = extractvalue { i16, i1 } %c107, 0
  %cs107 = extractvalue { i16, i1 } %c107, 1
  %csx107 = zext i1 %cs107 to i32
  %cn107 = load i16, ptr @g16
  %cox107 = sext i16 %co107 to i64
  %cnx107 = sext i16 %cn107 to i64
  call i32 (ptr, ...) @printf(ptr @fmtx, ptr @s22, ptr @s30, i64 %cox107, i32 %csx107, i64 %cnx107)
  store i16 -3, ptr @g16
  %c108 = call { i16, i1 } @cx5_i16(ptr @g16, i16 -1000, i16 -32768)
  %co108 = extractvalue { i16, i1 } %c108, 0
  %cs108 = extractvalue { i16, i1 } %c108, 1
  %csx108 = zext i1 %cs108 to i32
  %cn108 = load i16, ptr @g16
  %cox108 = sext i16 %co108 to i64
  %cnx108 = sext i16 %cn108 to i64
  call i32 (ptr, ...) @printf(ptr @fmtx, ptr @s22, ptr @s30, i64 %cox108, i32 %csx108, i64 %cnx108)
  store i16 -3, ptr @g16
  %c109 = call { i16, i1 } @cx6_i16(ptr @g16, i16 -3, i16 -32768)
  %co109 = extractvalue { i16, i1 } %c109, 0
  %cs109 = extractvalue { i16, i1 } %c109, 1
  %csx109 = zext i1 %cs109 to i32
  %cn109 = load i16, ptr @g16
  %cox109 = sext i16 %co109 to i64
  %cnx109 = sext i16 %cn109 to i64
  call i32 (ptr, ...) @printf(ptr @fmtx, ptr @s23, ptr @s30, i64 %cox109, i32 %csx109, i64 %cnx109)
  store i16 -3, ptr @g16
  %c110 = call { i16, i1 } @cx6_i16(ptr @g16, i16 -1000, i16 -32768)
  %co110 = extractvalue { i16, i1 } %c110, 0
  %cs110 = extractvalue { i16, i1 } %c110, 1
  %csx110 = zext i1 %cs110 to i32
  %cn110 = load i16, ptr @g16
  %cox110 = sext i16 %co110 to i64
  %cnx110 = sext i16 %cn110 to i64
  call i32 (ptr, ...) @printf(ptr @fmtx, ptr @s23, ptr @s30, i64 %cox110, i32 %csx110, i64 %cnx110)
  store i16 3, ptr @g16
  br label %wl111
wl111:
  %wc111 = call { i16, i1 } @cxw_i16(ptr @g16, i16 3, i16 4)
  %wok111 = extractvalue { i16, i1 } %wc111, 1
  br i1 %wok111, label %wd111, label %wl111
wd111:
  %wn111 = load i16, ptr @g16
  %wnx111 = sext i16 %wn111 to i64
  call i32 (ptr, ...) @printf(ptr @fmtx, ptr @s24, ptr @s30, i64 3, i32 1, i64 %wnx111)
  %wf111 = call { i16, i1 } @cxw_i16(ptr @g16, i16 3, i16 5)
  %wfo111 = extractvalue { i16, i1 } %wf111, 0
  %wfs111 = extractvalue { i16, i1 } %wf111, 1
  %wfox111 = sext i16 %wfo111 to i64
  %wfsx111 = zext i1 %wfs111 to i32
  %wfn111 = load i16, ptr @g16
  %wfnx111 = sext i16 %wfn111 to i64
  call i32 (ptr, ...) @printf(ptr @fmtx, ptr @s24, ptr @s30, i64 %wfox111, i32 %wfsx111, i64 %wfnx111)
  store atomic i16 -1000, ptr @g16 unordered, align 2
  %al112 = load atomic i16, ptr @g16 unordered, align 2
  %alx112 = sext i16 %al112 to i64
  call i32 (ptr, ...) @printf(ptr @fmtl, ptr @s31, i64 %alx112)
  store atomic i16 -1000, ptr @g16 monotonic, align 2
  %al113 = load atomic i16, ptr @g16 monotonic, align 2
  %alx113 = sext i16 %al113 to i64
  call i32 (ptr, ...) @printf(ptr @fmtl, ptr @s32, i64 %alx113)
  store atomic i16 -1000, ptr @g16 release, align 2
  %al114 = load atomic i16, ptr @g16 acquire, align 2
  %alx114 = sext i16 %al114 to i64
  call i32 (ptr, ...) @printf(ptr @fmtl, ptr @s33, i64 %alx114)
  store atomic i16 -1000, ptr @g16 seq_cst, align 2
  %al115 = load atomic i16, ptr @g16 seq_cst, align 2
  %alx115 = sext i16 %al115 to i64
  call i32 (ptr, ...) @printf(ptr @fmtl, ptr @s34, i64 %alx115)
  store atomic volatile i16 9, ptr @g16 seq_cst, align 2
  %av116 = load atomic volatile i16, ptr @g16 acquire, align 2
  %avx116 = sext i16 %av116 to i64
  call i32 (ptr, ...) @printf(ptr @fmtl, ptr @s35, i64 %avx116)
  store i32 100000, ptr @g32
  %o117 = call i32 @rmw_xchg_i32(ptr @g32, i32 -7)
  %n117 = load i32, ptr @g32
  %ox117 = sext i32 %o117 to i64
  %nx117 = sext i32 %n117 to i64
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @s0, ptr @s36, i64 %ox117, i64 %nx117)
  store i32 100000, ptr @g32
  %o118 = call i32 @rmw_xchg_i32(ptr @g32, i32 2147483647)
  %n118 = load i32, ptr @g32
  %ox118 = sext i32 %o118 to i64
  %nx118 = sext i32 %n118 to i64
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @s0, ptr @s36, i64 %ox118, i64 %nx118)
  store i32 100000, ptr @g32
  %o119 = call i32 @rmw_xchg_i32(ptr @g32, i32 -2147483648)
  %n119 = load i32, ptr @g32
  %ox119 = sext i32 %o119 to i64
  %nx119 = sext i32 %n119 to i64
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @s0, ptr @s36, i64 %ox119, i64 %nx119)
  store i32 100000, ptr @g32
  %o120 = call i32 @rmw_add_i32(ptr @g32, i32 -7)
  %n120 = load i32, ptr @g32
  %ox120 = sext i32 %o120 to i64
  %nx120 = sext i32 %n120 to i64
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @s2, ptr @s36, i64 %ox120, i64 %nx120)
  store i32 100000, ptr @g32
  %o121 = call i32 @rmw_add_i32(ptr @g32, i32 2147483647)
  %n121 = load i32, ptr @g32
  %ox121 = sext i32 %o121 to i64
  %nx121 = sext i32 %n121 to i64
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @s2, ptr @s36, i64 %ox121, i64 %nx121)
  store i32 100000, ptr @g32
  %o122 = call i32 @rmw_add_i32(ptr @g32, i32 -2147483648)
  %n122 = load i32, ptr @g32
  %ox122 = sext i32 %o122 to i64
  %nx122 = sext i32 %n122 to i64
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @s2, ptr @s36, i64 %ox122, i64 %nx122)
  store i32 100000, ptr @g32
  %o123 = call i32 @rmw_sub_i32(ptr @g32, i32 -7)
  %n123 = load i32, ptr @g32
  %ox123 = sext i32 %o123 to i64
  %nx123 = sext i32 %n123 to i64
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @s3, ptr @s36, i64 %ox123, i64 %nx123)
  store i32 100000, ptr @g32
  %o124 = call i32 @rmw_sub_i32(ptr @g32, i32 2147483647)
  %n124 = load i32, ptr @g32
  %ox124 = sext i32 %o124 to i64
  %nx124 = sext i32 %n124 to i64
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @s3, ptr @s36, i64 %ox124, i64 %nx124)
  store i32 100000, ptr @g32
  %o125 = call i32 @rmw_sub_i32(ptr @g32, i32 -2147483648)
  %n125 = load i32, ptr @g32
  %ox125 = sext i32 %o125 to i64
  %nx125 = sext i32 %n125 to i64
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @s3, ptr @s36, i64 %ox125, i64 %nx125)
  store i32 100000, ptr @g32
  %o126 = call i32 @rmw_and_i32(ptr @g32, i32 -7)
  %n126 = load i32, ptr @g32
  %ox126 = sext i32 %o126 to i64
  %nx126 = sext i32 %n126 to i64
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @s4, ptr @s36, i64 %ox126, i64 %nx126)
  store i32 100000, ptr @g32
  %o127 = call i32 @rmw_and_i32(ptr @g32, i32 2147483647)
  %n127 = load i32, ptr @g32
  %ox127 = sext i32 %o127 to i64
  %nx127 = sext i32 %n127 to i64
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @s4, ptr @s36, i64 %ox127, i64 %nx127)
  store i32 100000, ptr @g32
  %o128 = call i32 @rmw_and_i32(ptr @g32, i32 -2147483648)
  %n128 = load i32, ptr @g32
  %ox128 = sext i32 %o128 to i64
  %nx128 = sext i32 %n128 to i64
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @s4, ptr @s36, i64 %ox128, i64 %nx128)
  store i32 100000, ptr @g32
  %o129 = call i32 @rmw_nand_i32(ptr @g32, i32 -7)
  %n129 = load i32, ptr @g32
  %ox129 = sext i32 %o129 to i64
  %nx129 = sext i32 %n129 to i64
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @s5, ptr @s36, i64 %ox129, i64 %nx129)
  store i32 100000, ptr @g32
  %o130 = call i32 @rmw_nand_i32(ptr @g32, i32 2147483647)
  %n130 = load i32, ptr @g32
  %ox130 = sext i32 %o130 to i64
  %nx130 = sext i32 %n130 to i64
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @s5, ptr @s36, i64 %ox130, i64 %nx130)
  store i32 100000, ptr @g32
  %o131 = call i32 @rmw_nand_i32(ptr @g32, i32 -2147483648)
  %n131 = load i32, ptr @g32
  %ox131 = sext i32 %o131 to i64
  %nx131 = sext i32 %n131 to i64
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @s5, ptr @s36, i64 %ox131, i64 %nx131)
  store i32 100000, ptr @g32
  %o132 = call i32 @rmw_or_i32(ptr @g32, i32 -7)
  %n132 = load i32, ptr @g32
  %ox132 = sext i32 %o132 to i64
  %nx132 = sext i32 %n132 to i64
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @s6, ptr @s36, i64 %ox132, i64 %nx132)
  store i32 100000, ptr @g32
  %o133 = call i32 @rmw_or_i32(ptr @g32, i32 2147483647)
  %n133 = load i32, ptr @g32
  %ox133 = sext i32 %o133 to i64
  %nx133 = sext i32 %n133 to i64
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @s6, ptr @s36, i64 %ox133, i64 %nx133)
  store i32 100000, ptr @g32
  %o134 = call i32 @rmw_or_i32(ptr @g32, i32 -2147483648)
  %n134 = load i32, ptr @g32
  %ox134 = sext i32 %o134 to i64
  %nx134 = sext i32 %n134 to i64
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @s6, ptr @s36, i64 %ox134, i64 %nx134)
  store i32 100000, ptr @g32
  %o135 = call i32 @rmw_xor_i32(ptr @g32, i32 -7)
  %n135 = load i32, ptr @g32
  %ox135 = sext i32 %o135 to i64
  %nx135 = sext i32 %n135 to i64
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @s7, ptr @s36, i64 %ox135, i64 %nx135)
  store i32 100000, ptr @g32
  %o136 = call i32 @rmw_xor_i32(ptr @g32, i32 2147483647)
  %n136 = load i32, ptr @g32
  %ox136 = sext i32 %o136 to i64
  %nx136 = sext i32 %n136 to i64
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @s7, ptr @s36, i64 %ox136, i64 %nx136)
  store i32 100000, ptr @g32
  %o137 = call i32 @rmw_xor_i32(ptr @g32, i32 -2147483648)
  %n137 = load i32, ptr @g32
  %ox137 = sext i32 %o137 to i64
  %nx137 = sext i32 %n137 to i64
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @s7, ptr @s36, i64 %ox137, i64 %nx137)
  store i32 12345, ptr @g32
  %o138 = call i32 @rmw_max_i32(ptr @g32, i32 -7)
  %n138 = load i32, ptr @g32
  %ox138 = sext i32 %o138 to i64
  %nx138 = sext i32 %n138 to i64
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @s8, ptr @s36, i64 %ox138, i64 %nx138)
  store i32 12345, ptr @g32
  %o139 = call i32 @rmw_max_i32(ptr @g32, i32 2147483647)
  %n139 = load i32, ptr @g32
  %ox139 = sext i32 %o139 to i64
  %nx139 = sext i32 %n139 to i64
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @s8, ptr @s36, i64 %ox139, i64 %nx139)
  store i32 12345, ptr @g32
  %o140 = call i32 @rmw_max_i32(ptr @g32, i32 -2147483648)
  %n140 = load i32, ptr @g32
  %ox140 = sext i32 %o140 to i64
  %nx140 = sext i32 %n140 to i64
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @s8, ptr @s36, i64 %ox140, i64 %nx140)
  store i32 12345, ptr @g32
  %o141 = call i32 @rmw_min_i32(ptr @g32, i32 -7)
  %n141 = load i32, ptr @g32
  %ox141 = sext i32 %o141 to i64
  %nx141 = sext i32 %n141 to i64
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @s9, ptr @s36, i64 %ox141, i64 %nx141)
  store i32 12345, ptr @g32
  %o142 = call i32 @rmw_min_i32(ptr @g32, i32 2147483647)
  %n142 = load i32, ptr @g32
  %ox142 = sext i32 %o142 to i64
  %nx142 = sext i32 %n142 to i64
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @s9, ptr @s36, i64 %ox142, i64 %nx142)
  store i32 12345, ptr @g32
  %o143 = call i32 @rmw_min_i32(ptr @g32, i32 -2147483648)
  %n143 = load i32, ptr @g32
  %ox143 = sext i32 %o143 to i64
  %nx143 = sext i32 %n143 to i64
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @s9, ptr @s36, i64 %ox143, i64 %nx143)
  store i32 12345, ptr @g32
  %o144 = call i32 @rmw_umax_i32(ptr @g32, i32 -7)
  %n144 = load i32, ptr @g32
  %ox144 = sext i32 %o144 to i64
  %nx144 = sext i32 %n144 to i64
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @s10, ptr @s36, i64 %ox144, i64 %nx144)
  store i32 12345, ptr @g32
  %o145 = call i32 @rmw_umax_i32(ptr @g32, i32 2147483647)
  %n145 = load i32, ptr @g32
  %ox145 = sext i32 %o145 to i64
  %nx145 = sext i32 %n145 to i64
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @s10, ptr @s36, i64 %ox145, i64 %nx145)
  store i32 12345, ptr @g32
  %o146 = call i32 @rmw_umax_i32(ptr @g32, i32 -2147483648)
  %n146 = load i32, ptr @g32
  %ox146 = sext i32 %o146 to i64
  %nx146 = sext i32 %n146 to i64
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @s10, ptr @s36, i64 %ox146, i64 %nx146)
  store i32 12345, ptr @g32
  %o147 = call i32 @rmw_umin_i32(ptr @g32, i32 -7)
  %n147 = load i32, ptr @g32
  %ox147 = sext i32 %o147 to i64
  %nx147 = sext i32 %n147 to i64
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @s11, ptr @s36, i64 %ox147, i64 %nx147)
  store i32 12345, ptr @g32
  %o148 = call i32 @rmw_umin_i32(ptr @g32, i32 2147483647)
  %n148 = load i32, ptr @g32
  %ox148 = sext i32 %o148 to i64
  %nx148 = sext i32 %n148 to i64
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @s11, ptr @s36, i64 %ox148, i64 %nx148)
  store i32 12345, ptr @g32
  %o149 = call i32 @rmw_umin_i32(ptr @g32, i32 -2147483648)
  %n149 = load i32, ptr @g32
  %ox149 = sext i32 %o149 to i64
  %nx149 = sext i32 %n149 to i64
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @s11, ptr @s36, i64 %ox149, i64 %nx149)
  %o150 = call i32 @rmw_add_monotonic_i32(ptr @g32, i32 1)
  %n150 = load atomic i32, ptr @g32 seq_cst, align 4
  %ox150 = sext i32 %o150 to i64
  %nx150 = sext i32 %n150 to i64
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @s12, ptr @s36, i64 %ox150, i64 %nx150)
  %o151 = call i32 @rmw_add_acquire_i32(ptr @g32, i32 1)
  %n151 = load atomic i32, ptr @g32 seq_cst, align 4
  %ox151 = sext i32 %o151 to i64
  %nx151 = sext i32 %n151 to i64
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @s13, ptr @s36, i64 %ox151, i64 %nx151)
  %o152 = call i32 @rmw_add_release_i32(ptr @g32, i32 1)
  %n152 = load atomic i32, ptr @g32 seq_cst, align 4
  %ox152 = sext i32 %o152 to i64
  %nx152 = sext i32 %n152 to i64
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @s14, ptr @s36, i64 %ox152, i64 %nx152)
  %o153 = call i32 @rmw_add_acq_rel_i32(ptr @g32, i32 1)
  %n153 = load atomic i32, ptr @g32 seq_cst, align 4
  %ox153 = sext i32 %o153 to i64
  %nx153 = sext i32 %n153 to i64
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @s15, ptr @s36, i64 %ox153, i64 %nx153)
  %o154 = call i32 @rmw_add_seq_cst_i32(ptr @g32, i32 1)
  %n154 = load atomic i32, ptr @g32 seq_cst, align 4
  %ox154 = sext i32 %o154 to i64
  %nx154 = sext i32 %n154 to i64
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @s16, ptr @s36, i64 %ox154, i64 %nx154)
  store i32 -7, ptr @g32
  %c155 = call { i32, i1 } @cx0_i32(ptr @g32, i32 -7, i32 -1)
  %co155 = extractvalue { i32, i1 } %c155, 0
  %cs155 = extractvalue { i32, i1 } %c155, 1
  %csx155 = zext i1 %cs155 to i32
  %cn155 = load i32, ptr @g32
  %cox155 = sext i32 %co155 to i64
  %cnx155 = sext i32 %cn155 to i64
  call i32 (ptr, ...) @printf(ptr @fmtx, ptr @s17, ptr @s36, i64 %cox155, i32 %csx155, i64 %cnx155)
  store i32 -7, ptr @g32
  %c156 = call { i32, i1 } @cx0_i32(ptr @g32, i32 2147483647, i32 -1)
  %co156 = extractvalue { i32, i1 } %c156, 0
  %cs156 = extractvalue { i32, i1 } %c156, 1
  %csx156 = zext i1 %cs156 to i32
  %cn156 = load i32, ptr @g32
  %cox156 = sext i32 %co156 to i64
  %cnx156 = sext i32 %cn156 to i64
  call i32 (ptr, ...) @printf(ptr @fmtx, ptr @s17, ptr @s36, i64 %cox156, i32 %csx156, i64 %cnx156)
  store i32 -7, ptr @g32
  %c157 = call { i32, i1 } @cx1_i32(ptr @g32, i32 -7, i32 -1)
  %co157 = extractvalue { i32, i1 } %c157, 0
  %cs157 = extractvalue { i32, i1 } %c157, 1
  %csx157 = zext i1 %cs157 to i32
  %cn157 = load i32, ptr @g32
  %cox157 = sext i32 %co157 to i64
  %cnx157 = sext i32 %cn157 to i64
  call i32 (ptr, ...) @printf(ptr @fmtx, ptr @s18, ptr @s36, i64 %cox157, i32 %csx157, i64 %cnx157)
  store i32 -7, ptr @g32
  %c158 = call { i32, i1 } @cx1_i32(ptr @g32, i32 2147483647, i32 -1)
  %co158 = extractvalue { i32, i1 } %c158, 0
  %cs158 = extractvalue { i32, i1 } %c158, 1
  %csx158 = zext i1 %cs158 to i32
  %cn158 = load i32, ptr @g32
  %cox158 = sext i32 %co158 to i64
  %cnx158 = sext i32 %cn158 to i64
  call i32 (ptr, ...) @printf(ptr @fmtx, ptr @s18, ptr @s36, i64 %cox158, i32 %csx158, i64 %cnx158)
  store i32 -7, ptr @g32
  %c159 = call { i32, i1 } @cx2_i32(ptr @g32, i32 -7, i32 -1)
  %co159 = extractvalue { i32, i1 } %c159, 0
  %cs159 = extractvalue { i32, i1 } %c159, 1
  %csx159 = zext i1 %cs159 to i32
  %cn159 = load i32, ptr @g32
  %cox159 = sext i32 %co159 to i64
  %cnx159 = sext i32 %cn159 to i64
  call i32 (ptr, ...) @printf(ptr @fmtx, ptr @s19, ptr @s36, i64 %cox159, i32 %csx159, i64 %cnx159)
  store i32 -7, ptr @g32
  %c160 = call { i32, i1 } @cx2_i32(ptr @g32, i32 2147483647, i32 -1)
  %co160 = extractvalue { i32, i1 } %c160, 0
  %cs160 = extractvalue { i32, i1 } %c160, 1
  %csx160 = zext i1 %cs160 to i32
  %cn160 = load i32, ptr @g32
  %cox160 = sext i32 %co160 to i64
  %cnx160 = sext i32 %cn160 to i64
  call i32 (ptr, ...) @printf(ptr @fmtx, ptr @s19, ptr @s36, i64 %cox160, i32 %csx160, i64 %cnx160)
  store i32 -7, ptr @g32
  %c161 = call { i32, i1 } @cx3_i32(ptr @g32, i32 -7, i32 -1)
  %co161 = extractvalue { i32, i1 } %c161, 0
  %cs161 = extractvalue { i32, i1 } %c161, 1
  %csx161 = zext i1 %cs161 to i32
  %cn161 = load i32, ptr @g32
  %cox161 = sext i32 %co161 to i64
  %cnx161 = sext i32 %cn161 to i64
  call i32 (ptr, ...) @printf(ptr @fmtx, ptr @s20, ptr @s36, i64 %cox161, i32 %csx161, i64 %cnx161)
  store i32 -7, ptr @g32
  %c162 = call { i32, i1 } @cx3_i32(ptr @g32, i32 2147483647, i32 -1)
  %co162 = extractvalue { i32, i1 } %c162, 0
  %cs162 = extractvalue { i32, i1 } %c162, 1
  %csx162 = zext i1 %cs162 to i32
  %cn162 = load i32, ptr @g32
  %cox162 = sext i32 %co162 to i64
  %cnx162 = sext i32 %cn162 to i64
  call i32 (ptr, ...) @printf(ptr @fmtx, ptr @s20, ptr @s36, i64 %cox162, i32 %csx162, i64 %cnx162)
  store i32 -7, ptr @g32
  %c163 = call { i32, i1 } @cx4_i32(ptr @g32, i32 -7, i32 -1)
  %co163 = extractvalue { i32, i1 } %c163, 0
  %cs163 = extractvalue { i32, i1 } %c163, 1
  %csx163 = zext i1 %cs163 to i32
  %cn163 = load i32, ptr @g32
  %cox163 = sext i32 %co163 to i64
  %cnx163 = sext i32 %cn163 to i64
  call i32 (ptr, ...) @printf(ptr @fmtx, ptr @s21, ptr @s36, i64 %cox163, i32 %csx163, i64 %cnx163)
  store i32 -7, ptr @g32
  %c164 = call { i32, i1 } @cx4_i32(ptr @g32, i32 2147483647, i32 -1)
  %co164 = extractvalue { i32, i1 } %c164, 0
  %cs164 = extractvalue { i32, i1 } %c164, 1
  %csx164 = zext i1 %cs164 to i32
  %cn164 = load i32, ptr @g32
  %cox164 = sext i32 %co164 to i64
  %cnx164 = sext i32 %cn164 to i64
  call i32 (ptr, ...) @printf(ptr @fmtx, ptr @s21, ptr @s36, i64 %cox164, i32 %csx164, i64 %cnx164)
  store i32 -7, ptr @g32
  %c165 = call { i32, i1 } @cx5_i32(ptr @g32, i32 -7, i32 -1)
  %co165 = extractvalue { i32, i1 } %c165, 0
  %cs165 = extractvalue { i32, i1 } %c165, 1
  %csx165 = zext i1 %cs165 to i32
  %cn165 = load i32, ptr @g32
  %cox165 = sext i32 %co165 to i64
  %cnx165 = sext i32 %cn165 to i64
  call i32 (ptr, ...) @printf(ptr @fmtx, ptr @s22, ptr @s36, i64 %cox165, i32 %csx165, i64 %cnx165)
  store i32 -7, ptr @g32
  %c166 = call { i32, i1 } @cx5_i32(ptr @g32, i32 2147483647, i32 -1)
  %co166 = extractvalue { i32, i1 } %c166, 0
  %cs166 = extractvalue { i32, i1 } %c166, 1
  %csx166 = zext i1 %cs166 to i32
  %cn166 = load i32, ptr @g32
  %cox166 = sext i32 %co166 to i64
  %cnx166 = sext i32 %cn166 to i64
  call i32 (ptr, ...) @printf(ptr @fmtx, ptr @s22, ptr @s36, i64 %cox166, i32 %csx166, i64 %cnx166)
  store i32 -7, ptr @g32
  %c167 = call { i32, i1 } @cx6_i32(ptr @g32, i32 -7, i32 -1)
  %co167 = extractvalue { i32, i1 } %c167, 0
  %cs167 = extractvalue { i32, i1 } %c167, 1
  %csx167 = zext i1 %cs167 to i32
  %cn167 = load i32, ptr @g32
  %cox167 = sext i32 %co167 to i64
  %cnx167 = sext i32 %cn167 to i64
  call i32 (ptr, ...) @printf(ptr @fmtx, ptr @s23, ptr @s36, i64 %cox167, i32 %csx167, i64 %cnx167)
  store i32 -7, ptr @g32
  %c168 = call { i32, i1 } @cx6_i32(ptr @g32, i32 2147483647, i32 -1)
  %co168 = extractvalue { i32, i1 } %c168, 0
  %cs168 = extractvalue { i32, i1 } %c168, 1
  %csx168 = zext i1 %cs168 to i32
  %cn168 = load i32, ptr @g32
  %cox168 = sext i32 %co168 to i64
  %cnx168 = sext i32 %cn168 to i64
  call i32 (ptr, ...) @printf(ptr @fmtx, ptr @s23, ptr @s36, i64 %cox168, i32 %csx168, i64 %cnx168)
  store i32 3, ptr @g32
  br label %wl169
wl169:
  %wc169 = call { i32, i1 } @cxw_i32(ptr @g32, i32 3, i32 4)
  %wok169 = extractvalue { i32, i1 } %wc169, 1
  br i1 %wok169, label %wd169, label %wl169
wd169:
  %wn169 = load i32, ptr @g32
  %wnx169 = sext i32 %wn169 to i64
  call i32 (ptr, ...) @printf(ptr @fmtx, ptr @s24, ptr @s36, i64 3, i32 1, i64 %wnx169)
  %wf169 = call { i32, i1 } @cxw_i32(ptr @g32, i32 3, i32 5)
  %wfo169 = extractvalue { i32, i1 } %wf169, 0
  %wfs169 = extractvalue { i32, i1 } %wf169, 1
  %wfox169 = sext i32 %wfo169 to i64
  %wfsx169 = zext i1 %wfs169 to i32
  %wfn169 = load i32, ptr @g32
  %wfnx169 = sext i32 %wfn169 to i64
  call i32 (ptr, ...) @printf(ptr @fmtx, ptr @s24, ptr @s36, i64 %wfox169, i32 %wfsx169, i64 %wfnx169)
  store atomic i32 2147483647, ptr @g32 unordered, align 4
  %al170 = load atomic i32, ptr @g32 unordered, align 4
  %alx170 = sext i32 %al170 to i64
  call i32 (ptr, ...) @printf(ptr @fmtl, ptr @s37, i64 %alx170)
  store atomic i32 2147483647, ptr @g32 monotonic, align 4
  %al171 = load atomic i32, ptr @g32 monotonic, align 4
  %alx171 = sext i32 %al171 to i64
  call i32 (ptr, ...) @printf(ptr @fmtl, ptr @s38, i64 %alx171)
  store atomic i32 2147483647, ptr @g32 release, align 4
  %al172 = load atomic i32, ptr @g32 acquire, align 4
  %alx172 = sext i32 %al172 to i64
  call i32 (ptr, ...) @printf(ptr @fmtl, ptr @s39, i64 %alx172)
  store atomic i32 2147483647, ptr @g32 seq_cst, align 4
  %al173 = load atomic i32, ptr @g32 seq_cst, align 4
  %alx173 = sext i32 %al173 to i64
  call i32 (ptr, ...) @printf(ptr @fmtl, ptr @s40, i64 %alx173)
  store atomic volatile i32 9, ptr @g32 seq_cst, align 4
  %av174 = load atomic volatile i32, ptr @g32 acquire, align 4
  %avx174 = sext i32 %av174 to i64
  call i32 (ptr, ...) @printf(ptr @fmtl, ptr @s41, i64 %avx174)
  store i64 1000000000000, ptr @g64
  %o175 = call i64 @rmw_xchg_i64(ptr @g64, i64 -7)
  %n175 = load i64, ptr @g64
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @s0, ptr @s42, i64 %o175, i64 %n175)
  store i64 1000000000000, ptr @g64
  %o176 = call i64 @rmw_xchg_i64(ptr @g64, i64 9223372036854775807)
  %n176 = load i64, ptr @g64
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @s0, ptr @s42, i64 %o176, i64 %n176)
  store i64 1000000000000, ptr @g64
  %o177 = call i64 @rmw_xchg_i64(ptr @g64, i64 -9223372036854775808)
  %n177 = load i64, ptr @g64
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @s0, ptr @s42, i64 %o177, i64 %n177)
  store i64 1000000000000, ptr @g64
  %o178 = call i64 @rmw_add_i64(ptr @g64, i64 -7)
  %n178 = load i64, ptr @g64
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @s2, ptr @s42, i64 %o178, i64 %n178)
  store i64 1000000000000, ptr @g64
  %o179 = call i64 @rmw_add_i64(ptr @g64, i64 9223372036854775807)
  %n179 = load i64, ptr @g64
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @s2, ptr @s42, i64 %o179, i64 %n179)
  store i64 1000000000000, ptr @g64
  %o180 = call i64 @rmw_add_i64(ptr @g64, i64 -9223372036854775808)
  %n180 = load i64, ptr @g64
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @s2, ptr @s42, i64 %o180, i64 %n180)
  store i64 1000000000000, ptr @g64
  %o181 = call i64 @rmw_sub_i64(ptr @g64, i64 -7)
  %n181 = load i64, ptr @g64
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @s3, ptr @s42, i64 %o181, i64 %n181)
  store i64 1000000000000, ptr @g64
  %o182 = call i64 @rmw_sub_i64(ptr @g64, i64 9223372036854775807)
  %n182 = load i64, ptr @g64
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @s3, ptr @s42, i64 %o182, i64 %n182)
  store i64 1000000000000, ptr @g64
  %o183 = call i64 @rmw_sub_i64(ptr @g64, i64 -9223372036854775808)
  %n183 = load i64, ptr @g64
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @s3, ptr @s42, i64 %o183, i64 %n183)
  store i64 1000000000000, ptr @g64
  %o184 = call i64 @rmw_and_i64(ptr @g64, i64 -7)
  %n184 = load i64, ptr @g64
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @s4, ptr @s42, i64 %o184, i64 %n184)
  store i64 1000000000000, ptr @g64
  %o185 = call i64 @rmw_and_i64(ptr @g64, i64 9223372036854775807)
  %n185 = load i64, ptr @g64
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @s4, ptr @s42, i64 %o185, i64 %n185)
  store i64 1000000000000, ptr @g64
  %o186 = call i64 @rmw_and_i64(ptr @g64, i64 -9223372036854775808)
  %n186 = load i64, ptr @g64
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @s4, ptr @s42, i64 %o186, i64 %n186)
  store i64 1000000000000, ptr @g64
  %o187 = call i64 @rmw_nand_i64(ptr @g64, i64 -7)
  %n187 = load i64, ptr @g64
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @s5, ptr @s42, i64 %o187, i64 %n187)
  store i64 1000000000000, ptr @g64
  %o188 = call i64 @rmw_nand_i64(ptr @g64, i64 9223372036854775807)
  %n188 = load i64, ptr @g64
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @s5, ptr @s42, i64 %o188, i64 %n188)
  store i64 1000000000000, ptr @g64
  %o189 = call i64 @rmw_nand_i64(ptr @g64, i64 -9223372036854775808)
  %n189 = load i64, ptr @g64
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @s5, ptr @s42, i64 %o189, i64 %n189)
  store i64 1000000000000, ptr @g64
  %o190 = call i64 @rmw_or_i64(ptr @g64, i64 -7)
  %n190 = load i64, ptr @g64
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @s6, ptr @s42, i64 %o190, i64 %n190)
  store i64 1000000000000, ptr @g64
  %o191 = call i64 @rmw_or_i64(ptr @g64, i64 9223372036854775807)
  %n191 = load i64, ptr @g64
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @s6, ptr @s42, i64 %o191, i64 %n191)
  store i64 1000000000000, ptr @g64
  %o192 = call i64 @rmw_or_i64(ptr @g64, i64 -9223372036854775808)
  %n192 = load i64, ptr @g64
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @s6, ptr @s42, i64 %o192, i64 %n192)
  store i64 1000000000000, ptr @g64
  %o193 = call i64 @rmw_xor_i64(ptr @g64, i64 -7)
  %n193 = load i64, ptr @g64
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @s7, ptr @s42, i64 %o193, i64 %n193)
  store i64 1000000000000, ptr @g64
  %o194 = call i64 @rmw_xor_i64(ptr @g64, i64 9223372036854775807)
  %n194 = load i64, ptr @g64
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @s7, ptr @s42, i64 %o194, i64 %n194)
  store i64 1000000000000, ptr @g64
  %o195 = call i64 @rmw_xor_i64(ptr @g64, i64 -9223372036854775808)
  %n195 = load i64, ptr @g64
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @s7, ptr @s42, i64 %o195, i64 %n195)
  store i64 1, ptr @g64
  %o196 = call i64 @rmw_max_i64(ptr @g64, i64 -7)
  %n196 = load i64, ptr @g64
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @s8, ptr @s42, i64 %o196, i64 %n196)
  store i64 1, ptr @g64
  %o197 = call i64 @rmw_max_i64(ptr @g64, i64 9223372036854775807)
  %n197 = load i64, ptr @g64
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @s8, ptr @s42, i64 %o197, i64 %n197)
  store i64 1, ptr @g64
  %o198 = call i64 @rmw_max_i64(ptr @g64, i64 -9223372036854775808)
  %n198 = load i64, ptr @g64
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @s8, ptr @s42, i64 %o198, i64 %n198)
  store i64 1, ptr @g64
  %o199 = call i64 @rmw_min_i64(ptr @g64, i64 -7)
  %n199 = load i64, ptr @g64
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @s9, ptr @s42, i64 %o199, i64 %n199)
  store i64 1, ptr @g64
  %o200 = call i64 @rmw_min_i64(ptr @g64, i64 9223372036854775807)
  %n200 = load i64, ptr @g64
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @s9, ptr @s42, i64 %o200, i64 %n200)
  store i64 1, ptr @g64
  %o201 = call i64 @rmw_min_i64(ptr @g64, i64 -9223372036854775808)
  %n201 = load i64, ptr @g64
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @s9, ptr @s42, i64 %o201, i64 %n201)
  store i64 1, ptr @g64
  %o202 = call i64 @rmw_umax_i64(ptr @g64, i64 -7)
  %n202 = load i64, ptr @g64
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @s10, ptr @s42, i64 %o202, i64 %n202)
  store i64 1, ptr @g64
  %o203 = call i64 @rmw_umax_i64(ptr @g64, i64 9223372036854775807)
  %n203 = load i64, ptr @g64
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @s10, ptr @s42, i64 %o203, i64 %n203)
  store i64 1, ptr @g64
  %o204 = call i64 @rmw_umax_i64(ptr @g64, i64 -9223372036854775808)
  %n204 = load i64, ptr @g64
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @s10, ptr @s42, i64 %o204, i64 %n204)
  store i64 1, ptr @g64
  %o205 = call i64 @rmw_umin_i64(ptr @g64, i64 -7)
  %n205 = load i64, ptr @g64
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @s11, ptr @s42, i64 %o205, i64 %n205)
  store i64 1, ptr @g64
  %o206 = call i64 @rmw_umin_i64(ptr @g64, i64 9223372036854775807)
  %n206 = load i64, ptr @g64
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @s11, ptr @s42, i64 %o206, i64 %n206)
  store i64 1, ptr @g64
  %o207 = call i64 @rmw_umin_i64(ptr @g64, i64 -9223372036854775808)
  %n207 = load i64, ptr @g64
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @s11, ptr @s42, i64 %o207, i64 %n207)
  %o208 = call i64 @rmw_add_monotonic_i64(ptr @g64, i64 1)
  %n208 = load atomic i64, ptr @g64 seq_cst, align 8
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @s12, ptr @s42, i64 %o208, i64 %n208)
  %o209 = call i64 @rmw_add_acquire_i64(ptr @g64, i64 1)
  %n209 = load atomic i64, ptr @g64 seq_cst, align 8
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @s13, ptr @s42, i64 %o209, i64 %n209)
  %o210 = call i64 @rmw_add_release_i64(ptr @g64, i64 1)
  %n210 = load atomic i64, ptr @g64 seq_cst, align 8
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @s14, ptr @s42, i64 %o210, i64 %n210)
  %o211 = call i64 @rmw_add_acq_rel_i64(ptr @g64, i64 1)
  %n211 = load atomic i64, ptr @g64 seq_cst, align 8
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @s15, ptr @s42, i64 %o211, i64 %n211)
  %o212 = call i64 @rmw_add_seq_cst_i64(ptr @g64, i64 1)
  %n212 = load atomic i64, ptr @g64 seq_cst, align 8
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @s16, ptr @s42, i64 %o212, i64 %n212)
  store i64 -7, ptr @g64
  %c213 = call { i64, i1 } @cx0_i64(ptr @g64, i64 -7, i64 -1000000000000000)
  %co213 = extractvalue { i64, i1 } %c213, 0
  %cs213 = extractvalue { i64, i1 } %c213, 1
  %csx213 = zext i1 %cs213 to i32
  %cn213 = load i64, ptr @g64
  call i32 (ptr, ...) @printf(ptr @fmtx, ptr @s17, ptr @s42, i64 %co213, i32 %csx213, i64 %cn213)
  store i64 -7, ptr @g64
  %c214 = call { i64, i1 } @cx0_i64(ptr @g64, i64 9223372036854775807, i64 -1000000000000000)
  %co214 = extractvalue { i64, i1 } %c214, 0
  %cs214 = extractvalue { i64, i1 } %c214, 1
  %csx214 = zext i1 %cs214 to i32
  %cn214 = load i64, ptr @g64
  call i32 (ptr, ...) @printf(ptr @fmtx, ptr @s17, ptr @s42, i64 %co214, i32 %csx214, i64 %cn214)
  store i64 -7, ptr @g64
  %c215 = call { i64, i1 } @cx1_i64(ptr @g64, i64 -7, i64 -1000000000000000)
  %co215 = extractvalue { i64, i1 } %c215, 0
  %cs215 = extractvalue { i64, i1 } %c215, 1
  %csx215 = zext i1 %cs215 to i32
  %cn215 = load i64, ptr @g64
  call i32 (ptr, ...) @printf(ptr @fmtx, ptr @s18, ptr @s42, i64 %co215, i32 %csx215, i64 %cn215)
  store i64 -7, ptr @g64
  %c216 = call { i64, i1 } @cx1_i64(ptr @g64, i64 9223372036854775807, i64 -1000000000000000)
  %co216 = extractvalue { i64, i1 } %c216, 0
  %cs216 = extractvalue { i64, i1 } %c216, 1
  %csx216 = zext i1 %cs216 to i32
  %cn216 = load i64, ptr @g64
  call i32 (ptr, ...) @printf(ptr @fmtx, ptr @s18, ptr @s42, i64 %co216, i32 %csx216, i64 %cn216)
  store i64 -7, ptr @g64
  %c217 = call { i64, i1 } @cx2_i64(ptr @g64, i64 -7, i64 -1000000000000000)
  %co217 = extractvalue { i64, i1 } %c217, 0
  %cs217 = extractvalue { i64, i1 } %c217, 1
  %csx217 = zext i1 %cs217 to i32
  %cn217 = load i64, ptr @g64
  call i32 (ptr, ...) @printf(ptr @fmtx, ptr @s19, ptr @s42, i64 %co217, i32 %csx217, i64 %cn217)
  store i64 -7, ptr @g64
  %c218 = call { i64, i1 } @cx2_i64(ptr @g64, i64 9223372036854775807, i64 -1000000000000000)
  %co218 = extractvalue { i64, i1 } %c218, 0
  %cs218 = extractvalue { i64, i1 } %c218, 1
  %csx218 = zext i1 %cs218 to i32
  %cn218 = load i64, ptr @g64
  call i32 (ptr, ...) @printf(ptr @fmtx, ptr @s19, ptr @s42, i64 %co218, i32 %csx218, i64 %cn218)
  store i64 -7, ptr @g64
  %c219 = call { i64, i1 } @cx3_i64(ptr @g64, i64 -7, i64 -1000000000000000)
  %co219 = extractvalue { i64, i1 } %c219, 0
  %cs219 = extractvalue { i64, i1 } %c219, 1
  %csx219 = zext i1 %cs219 to i32
  %cn219 = load i64, ptr @g64
  call i32 (ptr, ...) @printf(ptr @fmtx, ptr @s20, ptr @s42, i64 %co219, i32 %csx219, i64 %cn219)
  store i64 -7, ptr @g64
  %c220 = call { i64, i1 } @cx3_i64(ptr @g64, i64 9223372036854775807, i64 -1000000000000000)
  %co220 = extractvalue { i64, i1 } %c220, 0
  %cs220 = extractvalue { i64, i1 } %c220, 1
  %csx220 = zext i1 %cs220 to i32
  %cn220 = load i64, ptr @g64
  call i32 (ptr, ...) @printf(ptr @fmtx, ptr @s20, ptr @s42, i64 %co220, i32 %csx220, i64 %cn220)
  store i64 -7, ptr @g64
  %c221 = call { i64, i1 } @cx4_i64(ptr @g64, i64 -7, i64 -1000000000000000)
  %co221 = extractvalue { i64, i1 } %c221, 0
  %cs221 = extractvalue { i64, i1 } %c221, 1
  %csx221 = zext i1 %cs221 to i32
  %cn221 = load i64, ptr @g64
  call i32 (ptr, ...) @printf(ptr @fmtx, ptr @s21, ptr @s42, i64 %co221, i32 %csx221, i64 %cn221)
  store i64 -7, ptr @g64
  %c222 = call { i64, i1 } @cx4_i64(ptr @g64, i64 9223372036854775807, i64 -1000000000000000)
  %co222 = extractvalue { i64, i1 } %c222, 0
  %cs222 = extractvalue { i64, i1 } %c222, 1
  %csx222 = zext i1 %cs222 to i32
  %cn222 = load i64, ptr @g64
  call i32 (ptr, ...) @printf(ptr @fmtx, ptr @s21, ptr @s42, i64 %co222, i32 %csx222, i64 %cn222)
  store i64 -7, ptr @g64
  %c223 = call { i64, i1 } @cx5_i64(ptr @g64, i64 -7, i64 -1000000000000000)
  %co223 = extractvalue { i64, i1 } %c223, 0
  %cs223 = extractvalue { i64, i1 } %c223, 1
  %csx223 = zext i1 %cs223 to i32
  %cn223 = load i64, ptr @g64
  call i32 (ptr, ...) @printf(ptr @fmtx, ptr @s22, ptr @s42, i64 %co223, i32 %csx223, i64 %cn223)
  store i64 -7, ptr @g64
  %c224 = call { i64, i1 } @cx5_i64(ptr @g64, i64 9223372036854775807, i64 -1000000000000000)
  %co224 = extractvalue { i64, i1 } %c224, 0
  %cs224 = extractvalue { i64, i1 } %c224, 1
  %csx224 = zext i1 %cs224 to i32
  %cn224 = load i64, ptr @g64
  call i32 (ptr, ...) @printf(ptr @fmtx, ptr @s22, ptr @s42, i64 %co224, i32 %csx224, i64 %cn224)
  store i64 -7, ptr @g64
  %c225 = call { i64, i1 } @cx6_i64(ptr @g64, i64 -7, i64 -1000000000000000)
  %co225 = extractvalue { i64, i1 } %c225, 0
  %cs225 = extractvalue { i64, i1 } %c225, 1
  %csx225 = zext i1 %cs225 to i32
  %cn225 = load i64, ptr @g64
  call i32 (ptr, ...) @printf(ptr @fmtx, ptr @s23, ptr @s42, i64 %co225, i32 %csx225, i64 %cn225)
  store i64 -7, ptr @g64
  %c226 = call { i64, i1 } @cx6_i64(ptr @g64, i64 9223372036854775807, i64 -1000000000000000)
  %co226 = extractvalue { i64, i1 } %c226, 0
  %cs226 = extractvalue { i64, i1 } %c226, 1
  %csx226 = zext i1 %cs226 to i32
  %cn226 = load i64, ptr @g64
  call i32 (ptr, ...) @printf(ptr @fmtx, ptr @s23, ptr @s42, i64 %co226, i32 %csx226, i64 %cn226)
  store i64 3, ptr @g64
  br label %wl227
wl227:
  %wc227 = call { i64, i1 } @cxw_i64(ptr @g64, i64 3, i64 4)
  %wok227 = extractvalue { i64, i1 } %wc227, 1
  br i1 %wok227, label %wd227, label %wl227
wd227:
  %wn227 = load i64, ptr @g64
  %wnx227 = or i64 %wn227, 0
  call i32 (ptr, ...) @printf(ptr @fmtx, ptr @s24, ptr @s42, i64 3, i32 1, i64 %wnx227)
  %wf227 = call { i64, i1 } @cxw_i64(ptr @g64, i64 3, i64 5)
  %wfo227 = extractvalue { i64, i1 } %wf227, 0
  %wfs227 = extractvalue { i64, i1 } %wf227, 1
  %wfox227 = or i64 %wfo227, 0
  %wfsx227 = zext i1 %wfs227 to i32
  %wfn227 = load i64, ptr @g64
  %wfnx227 = or i64 %wfn227, 0
  call i32 (ptr, ...) @printf(ptr @fmtx, ptr @s24, ptr @s42, i64 %wfox227, i32 %wfsx227, i64 %wfnx227)
  store atomic i64 9223372036854775807, ptr @g64 unordered, align 8
  %al228 = load atomic i64, ptr @g64 unordered, align 8
  %alx228 = or i64 %al228, 0
  call i32 (ptr, ...) @printf(ptr @fmtl, ptr @s43, i64 %alx228)
  store atomic i64 9223372036854775807, ptr @g64 monotonic, align 8
  %al229 = load atomic i64, ptr @g64 monotonic, align 8
  %alx229 = or i64 %al229, 0
  call i32 (ptr, ...) @printf(ptr @fmtl, ptr @s44, i64 %alx229)
  store atomic i64 9223372036854775807, ptr @g64 release, align 8
  %al230 = load atomic i64, ptr @g64 acquire, align 8
  %alx230 = or i64 %al230, 0
  call i32 (ptr, ...) @printf(ptr @fmtl, ptr @s45, i64 %alx230)
  store atomic i64 9223372036854775807, ptr @g64 seq_cst, align 8
  %al231 = load atomic i64, ptr @g64 seq_cst, align 8
  %alx231 = or i64 %al231, 0
  call i32 (ptr, ...) @printf(ptr @fmtl, ptr @s46, i64 %alx231)
  store atomic volatile i64 9, ptr @g64 seq_cst, align 8
  %av232 = load atomic volatile i64, ptr @g64 acquire, align 8
  %avx232 = or i64 %av232, 0
  call i32 (ptr, ...) @printf(ptr @fmtl, ptr @s47, i64 %avx232)
  store float 1.5, ptr @gf
  %fo233 = call float @rmw_fadd_float(ptr @gf, float 2.25)
  %fn233 = load float, ptr @gf
  %fox233 = fpext float %fo233 to double
  %fnx233 = fpext float %fn233 to double
  call i32 (ptr, ...) @printf(ptr @fmtf, ptr @s48, ptr @s49, double %fox233, double %fnx233)
  store float 1.5, ptr @gf
  %fo234 = call float @rmw_fadd_float(ptr @gf, float -4.0)
  %fn234 = load float, ptr @gf
  %fox234 = fpext float %fo234 to double
  %fnx234 = fpext float %fn234 to double
  call i32 (ptr, ...) @printf(ptr @fmtf, ptr @s48, ptr @s49, double %fox234, double %fnx234)
  store float 1.5, ptr @gf
  %fo235 = call float @rmw_fsub_float(ptr @gf, float 2.25)
  %fn235 = load float, ptr @gf
  %fox235 = fpext float %fo235 to double
  %fnx235 = fpext float %fn235 to double
  call i32 (ptr, ...) @printf(ptr @fmtf, ptr @s50, ptr @s49, double %fox235, double %fnx235)
  store float 1.5, ptr @gf
  %fo236 = call float @rmw_fsub_float(ptr @gf, float -4.0)
  %fn236 = load float, ptr @gf
  %fox236 = fpext float %fo236 to double
  %fnx236 = fpext float %fn236 to double
  call i32 (ptr, ...) @printf(ptr @fmtf, ptr @s50, ptr @s49, double %fox236, double %fnx236)
  store float 1.5, ptr @gf
  %fo237 = call float @rmw_fmax_float(ptr @gf, float 2.25)
  %fn237 = load float, ptr @gf
  %fox237 = fpext float %fo237 to double
  %fnx237 = fpext float %fn237 to double
  call i32 (ptr, ...) @printf(ptr @fmtf, ptr @s51, ptr @s49, double %fox237, double %fnx237)
  store float 1.5, ptr @gf
  %fo238 = call float @rmw_fmax_float(ptr @gf, float -4.0)
  %fn238 = load float, ptr @gf
  %fox238 = fpext float %fo238 to double
  %fnx238 = fpext float %fn238 to double
  call i32 (ptr, ...) @printf(ptr @fmtf, ptr @s51, ptr @s49, double %fox238, double %fnx238)
  store float 1.5, ptr @gf
  %fo239 = call float @rmw_fmin_float(ptr @gf, float 2.25)
  %fn239 = load float, ptr @gf
  %fox239 = fpext float %fo239 to double
  %fnx239 = fpext float %fn239 to double
  call i32 (ptr, ...) @printf(ptr @fmtf, ptr @s52, ptr @s49, double %fox239, double %fnx239)
  store float 1.5, ptr @gf
  %fo240 = call float @rmw_fmin_float(ptr @gf, float -4.0)
  %fn240 = load float, ptr @gf
  %fox240 = fpext float %fo240 to double
  %fnx240 = fpext float %fn240 to double
  call i32 (ptr, ...) @printf(ptr @fmtf, ptr @s52, ptr @s49, double %fox240, double %fnx240)
  store float 1.5, ptr @gf
  %fo241 = call float @rmw_xchg_float(ptr @gf, float 2.25)
  %fn241 = load float, ptr @gf
  %fox241 = fpext float %fo241 to double
  %fnx241 = fpext float %fn241 to double
  call i32 (ptr, ...) @printf(ptr @fmtf, ptr @s0, ptr @s49, double %fox241, double %fnx241)
  store float 1.5, ptr @gf
  %fo242 = call float @rmw_xchg_float(ptr @gf, float -4.0)
  %fn242 = load float, ptr @gf
  %fox242 = fpext float %fo242 to double
  %fnx242 = fpext float %fn242 to double
  call i32 (ptr, ...) @printf(ptr @fmtf, ptr @s0, ptr @s49, double %fox242, double %fnx242)
  store double 1.5, ptr @gd
  %fo243 = call double @rmw_fadd_double(ptr @gd, double 2.25)
  %fn243 = load double, ptr @gd
  call i32 (ptr, ...) @printf(ptr @fmtf, ptr @s48, ptr @s53, double %fo243, double %fn243)
  store double 1.5, ptr @gd
  %fo244 = call double @rmw_fadd_double(ptr @gd, double -4.0)
  %fn244 = load double, ptr @gd
  call i32 (ptr, ...) @printf(ptr @fmtf, ptr @s48, ptr @s53, double %fo244, double %fn244)
  store double 1.5, ptr @gd
  %fo245 = call double @rmw_fsub_double(ptr @gd, double 2.25)
  %fn245 = load double, ptr @gd
  call i32 (ptr, ...) @printf(ptr @fmtf, ptr @s50, ptr @s53, double %fo245, double %fn245)
  store double 1.5, ptr @gd
  %fo246 = call double @rmw_fsub_double(ptr @gd, double -4.0)
  %fn246 = load double, ptr @gd
  call i32 (ptr, ...) @printf(ptr @fmtf, ptr @s50, ptr @s53, double %fo246, double %fn246)
  store double 1.5, ptr @gd
  %fo247 = call double @rmw_fmax_double(ptr @gd, double 2.25)
  %fn247 = load double, ptr @gd
  call i32 (ptr, ...) @printf(ptr @fmtf, ptr @s51, ptr @s53, double %fo247, double %fn247)
  store double 1.5, ptr @gd
  %fo248 = call double @rmw_fmax_double(ptr @gd, double -4.0)
  %fn248 = load double, ptr @gd
  call i32 (ptr, ...) @printf(ptr @fmtf, ptr @s51, ptr @s53, double %fo248, double %fn248)
  store double 1.5, ptr @gd
  %fo249 = call double @rmw_fmin_double(ptr @gd, double 2.25)
  %fn249 = load double, ptr @gd
  call i32 (ptr, ...) @printf(ptr @fmtf, ptr @s52, ptr @s53, double %fo249, double %fn249)
  store double 1.5, ptr @gd
  %fo250 = call double @rmw_fmin_double(ptr @gd, double -4.0)
  %fn250 = load double, ptr @gd
  call i32 (ptr, ...) @printf(ptr @fmtf, ptr @s52, ptr @s53, double %fo250, double %fn250)
  store double 1.5, ptr @gd
  %fo251 = call double @rmw_xchg_double(ptr @gd, double 2.25)
  %fn251 = load double, ptr @gd
  call i32 (ptr, ...) @printf(ptr @fmtf, ptr @s0, ptr @s53, double %fo251, double %fn251)
  store double 1.5, ptr @gd
  %fo252 = call double @rmw_xchg_double(ptr @gd, double -4.0)
  %fn252 = load double, ptr @gd
  call i32 (ptr, ...) @printf(ptr @fmtf, ptr @s0, ptr @s53, double %fo252, double %fn252)
  %px1 = call { ptr, i1 } @cxp(ptr @gp, ptr null, ptr @other)
  %px1s = extractvalue { ptr, i1 } %px1, 1
  %px1sx = zext i1 %px1s to i64
  call i32 (ptr, ...) @printf(ptr @fmtl, ptr @S_ptrcx, i64 %px1sx)
  %px2 = call { ptr, i1 } @cxp(ptr @gp, ptr null, ptr @g32)
  %px2s = extractvalue { ptr, i1 } %px2, 1
  %px2sx = zext i1 %px2s to i64
  call i32 (ptr, ...) @printf(ptr @fmtl, ptr @S_ptrcx, i64 %px2sx)
  %px3 = call ptr @xchgp(ptr @gp, ptr null)
  %px3v = load i32, ptr %px3
  %px3x = sext i32 %px3v to i64
  call i32 (ptr, ...) @printf(ptr @fmtl, ptr @S_ptrx, i64 %px3x)
  call void @fences()
  call i32 (ptr, ...) @printf(ptr @fmtl, ptr @S_fence, i64 0)
  ret i32 0
}
