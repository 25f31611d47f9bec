//! Tests of the verifier on `.ll` snippets: for each rule at least one
//! well-formed and one ill-formed case, asserting the message and its
//! line and column. When `opt-19` is installed, every snippet is also given
//! to LLVM, which must accept the good ones and reject the bad ones.

use crate::diagnostics::line_col;
use crate::parser::parse_module;
use crate::verifier::verify_module;

/// What a snippet should do.
#[derive(Clone, Copy)]
enum Expect {
    /// Parse and verify cleanly.
    Clean,
    /// Parse, then fail verification with this first diagnostic: line and
    /// message. The column is that of the first non-blank character of the
    /// line (where the instruction, label or global starts).
    Verifier(usize, &'static str),
    /// Be rejected by the parser, as LLParser rejects it: the defect cannot
    /// reach the verifier from `.ll` text (the verifier's own message for
    /// it is tested on IR built through the API in `tests.rs`).
    Parser,
}

struct Case {
    name: &'static str,
    src: &'static str,
    expect: Expect,
}

const fn good(name: &'static str, src: &'static str) -> Case {
    Case {
        name,
        src,
        expect: Expect::Clean,
    }
}

const fn bad(name: &'static str, src: &'static str, line: usize, msg: &'static str) -> Case {
    Case {
        name,
        src,
        expect: Expect::Verifier(line, msg),
    }
}

const fn rejected(name: &'static str, src: &'static str) -> Case {
    Case {
        name,
        src,
        expect: Expect::Parser,
    }
}

const CASES: &[Case] = &[
    // ---- binary operators ----
    good(
        "binary-ok",
        "define <4 x i32> @f(<4 x i32> %a, double %x) {
  %s = add nsw <4 x i32> %a, %a
  %d = fmul fast double %x, %x
  %h = lshr exact <4 x i32> %s, splat (i32 1)
  ret <4 x i32> %h
}",
    ),
    rejected(
        "binary-int-op-on-float",
        "define float @f(float %a) {
  %r = add float %a, %a
  ret float %r
}",
    ),
    rejected(
        "binary-float-op-on-int",
        "define i32 @f(i32 %a) {
entry:
  %r = fadd i32 %a, %a
  ret i32 %r
}",
    ),
    rejected(
        "fneg-on-int",
        "define i32 @f(i32 %a) {
  %r = fneg i32 %a
  ret i32 %r
}",
    ),
    // ---- comparisons ----
    good(
        "cmp-ok",
        "define <2 x i1> @f(ptr %p, <2 x i64> %v, float %x) {
  %a = icmp eq ptr %p, null
  %b = icmp ult <2 x i64> %v, zeroinitializer
  %c = fcmp nnan olt float %x, 1.0
  ret <2 x i1> %b
}",
    ),
    rejected(
        "icmp-on-float",
        "define i1 @f(float %a) {
  %r = icmp eq float %a, %a
  ret i1 %r
}",
    ),
    rejected(
        "fcmp-on-int",
        "define i1 @f(i32 %a) {
  %r = fcmp oeq i32 %a, %a
  ret i1 %r
}",
    ),
    // ---- casts ----
    good(
        "casts-ok",
        "define void @f(i64 %a, ptr %p, double %d, <2 x i32> %v) {
  %t = trunc nuw i64 %a to i32
  %z = zext nneg i32 %t to i64
  %f = fptrunc double %d to float
  %e = fpext float %f to fp128
  %i = fptosi double %d to i8
  %u = uitofp nneg i64 %a to half
  %pi = ptrtoint ptr %p to i64
  %ip = inttoptr i64 %pi to ptr
  %b = bitcast <2 x i32> %v to i64
  %b2 = bitcast i64 %b to double
  %as = addrspacecast ptr %p to ptr addrspace(1)
  ret void
}",
    ),
    rejected(
        "trunc-to-wider",
        "define i64 @f(i32 %a) {
  %r = trunc i32 %a to i64
  ret i64 %r
}",
    ),
    rejected(
        "sext-vector-length",
        "define <4 x i64> @f(<2 x i32> %a) {
  %r = sext <2 x i32> %a to <4 x i64>
  ret <4 x i64> %r
}",
    ),
    rejected(
        "fpext-to-narrower",
        "define float @f(double %a) {
  %r = fpext double %a to float
  ret float %r
}",
    ),
    rejected(
        "bitcast-size",
        "define i64 @f(i32 %a) {
  %r = bitcast i32 %a to i64
  ret i64 %r
}",
    ),
    rejected(
        "bitcast-ptr-to-int",
        "define i64 @f(ptr %a) {
  %r = bitcast ptr %a to i64
  ret i64 %r
}",
    ),
    rejected(
        "addrspacecast-same-space",
        "define ptr @f(ptr %a) {
  %r = addrspacecast ptr %a to ptr
  ret ptr %r
}",
    ),
    rejected(
        "ptrtoint-from-int",
        "define i64 @f(i32 %a) {
  %r = ptrtoint i32 %a to i64
  ret i64 %r
}",
    ),
    // ---- select ----
    good(
        "select-ok",
        "define <2 x i32> @f(i1 %c, <2 x i1> %m, <2 x i32> %a) {
  %s = select i1 %c, <2 x i32> %a, <2 x i32> zeroinitializer
  %t = select <2 x i1> %m, <2 x i32> %s, <2 x i32> %a
  ret <2 x i32> %t
}",
    ),
    rejected(
        "select-condition-type",
        "define i32 @f(i32 %c) {
  %s = select i32 %c, i32 1, i32 2
  ret i32 %s
}",
    ),
    // ---- memory ----
    good(
        "memory-ok",
        "define i32 @f(i64 %n) {
  %a = alloca i32, i64 %n, align 16
  store volatile i32 1, ptr %a, align 4
  store atomic i32 2, ptr %a release, align 4
  %v = load atomic i32, ptr %a acquire, align 4
  %w = load i32, ptr %a, align 4294967296
  fence syncscope(\"singlethread\") seq_cst
  ret i32 %v
}",
    ),
    rejected(
        "alloca-count-type",
        "define void @f(float %n) {
  %a = alloca i32, float %n
  ret void
}",
    ),
    rejected(
        "load-atomic-release",
        "define i32 @f(ptr %p) {
  %v = load atomic i32, ptr %p release, align 4
  ret i32 %v
}",
    ),
    rejected(
        "store-atomic-acquire",
        "define void @f(ptr %p) {
  store atomic i32 0, ptr %p acquire, align 4
  ret void
}",
    ),
    rejected(
        "atomic-load-without-align",
        "define i32 @f(ptr %p) {
  %v = load atomic i32, ptr %p seq_cst
  ret i32 %v
}",
    ),
    bad(
        "atomic-load-of-i1",
        "define i1 @f(ptr %p) {
  %v = load atomic i1, ptr %p acquire, align 1
  ret i1 %v
}",
        2,
        "in function '@f', block '%0': atomic 'load' of type 'i1' must access at least one byte",
    ),
    bad(
        "atomic-load-of-x86-fp80",
        "define x86_fp80 @f(ptr %p) {
  %v = load atomic x86_fp80, ptr %p acquire, align 16
  ret x86_fp80 %v
}",
        2,
        "in function '@f', block '%0': atomic 'load' of type 'x86_fp80' must access a power-of-two number of bits",
    ),
    rejected(
        "fence-monotonic",
        "define void @f() {
  fence monotonic
  ret void
}",
    ),
    rejected(
        "store-huge-alignment",
        "define void @f(ptr %p) {
  store i32 0, ptr %p, align 8589934592
  ret void
}",
    ),
    // ---- cmpxchg / atomicrmw ----
    good(
        "atomics-ok",
        "define i32 @f(ptr %p, ptr %q) {
  %x = cmpxchg weak ptr %p, ptr null, ptr %q monotonic seq_cst, align 8
  %y = cmpxchg ptr %p, i32 0, i32 1 acq_rel acquire
  %a = atomicrmw xchg ptr %p, float 1.0 seq_cst
  %b = atomicrmw fadd ptr %p, <2 x half> zeroinitializer monotonic
  %c = atomicrmw umax ptr %p, i32 1 syncscope(\"singlethread\") release, align 4
  ret i32 %c
}",
    ),
    rejected(
        "cmpxchg-failure-release",
        "define void @f(ptr %p) {
  %x = cmpxchg ptr %p, i32 0, i32 1 seq_cst release
  ret void
}",
    ),
    rejected(
        "cmpxchg-float",
        "define void @f(ptr %p) {
  %x = cmpxchg ptr %p, float 0.0, float 1.0 seq_cst seq_cst
  ret void
}",
    ),
    rejected(
        "atomicrmw-fadd-int",
        "define void @f(ptr %p) {
  %x = atomicrmw fadd ptr %p, i32 1 seq_cst
  ret void
}",
    ),
    rejected(
        "atomicrmw-unordered",
        "define void @f(ptr %p) {
  %x = atomicrmw add ptr %p, i32 1 unordered
  ret void
}",
    ),
    // ---- getelementptr ----
    good(
        "gep-ok",
        "%S = type { i32, [4 x { i8, double }] }
define ptr @f(ptr %p, i64 %i, <2 x i64> %vi) {
  %a = getelementptr inbounds %S, ptr %p, i64 %i, i32 1, i64 %i, i32 1
  %b = getelementptr i8, ptr %a
  %c = getelementptr <4 x i32>, ptr %b, i32 1, i8 3
  %v = getelementptr %S, ptr %c, <2 x i64> %vi, <2 x i32> splat (i32 1)
  ret ptr %c
}",
    ),
    rejected(
        "gep-struct-index-not-constant",
        "%S = type { i32, i64 }
define ptr @f(ptr %p, i32 %i) {
  %a = getelementptr %S, ptr %p, i32 0, i32 %i
  ret ptr %a
}",
    ),
    rejected(
        "gep-struct-index-out-of-range",
        "define ptr @f(ptr %p) {
  %a = getelementptr { i32, i64 }, ptr %p, i32 0, i32 2
  ret ptr %a
}",
    ),
    bad(
        "gep-struct-index-i64",
        "define ptr @f(ptr %p) {
  %a = getelementptr { i32, i64 }, ptr %p, i64 0, i64 1
  ret ptr %a
}",
        2,
        "in function '@f', block '%0': 'getelementptr' index 2 into struct type '{ i32, i64 }' must be an 'i32' constant",
    ),
    rejected(
        "gep-into-scalar",
        "define ptr @f(ptr %p) {
  %a = getelementptr i32, ptr %p, i64 0, i64 1
  ret ptr %a
}",
    ),
    rejected(
        "gep-float-index",
        "define ptr @f(ptr %p, float %x) {
  %a = getelementptr i32, ptr %p, float %x
  ret ptr %a
}",
    ),
    rejected(
        "gep-vector-widths",
        "define <2 x ptr> @f(<2 x ptr> %p, <4 x i64> %i) {
  %a = getelementptr i32, <2 x ptr> %p, <4 x i64> %i
  ret <2 x ptr> %a
}",
    ),
    // ---- aggregates and vectors ----
    good(
        "aggregates-ok",
        "define i8 @f({ i32, [2 x i8] } %s, <4 x float> %v, i64 %i) {
  %a = extractvalue { i32, [2 x i8] } %s, 1, 1
  %b = insertvalue { i32, [2 x i8] } %s, i8 %a, 1, 0
  %c = extractelement <4 x float> %v, i64 %i
  %d = insertelement <4 x float> %v, float %c, i32 0
  %e = shufflevector <4 x float> %v, <4 x float> poison, <8 x i32> <i32 0, i32 7, i32 poison, i32 1, i32 2, i32 3, i32 4, i32 5>
  %z = shufflevector <4 x float> %v, <4 x float> %d, <2 x i32> zeroinitializer
  ret i8 %a
}",
    ),
    rejected(
        "extractvalue-out-of-range",
        "define i32 @f({ i32, i64 } %s) {
  %a = extractvalue { i32, i64 } %s, 2
  ret i32 %a
}",
    ),
    rejected(
        "insertvalue-type",
        "define { i32, i64 } @f({ i32, i64 } %s) {
  %a = insertvalue { i32, i64 } %s, i32 1, 1
  ret { i32, i64 } %a
}",
    ),
    rejected(
        "extractelement-not-vector",
        "define i32 @f([4 x i32] %a) {
  %x = extractelement [4 x i32] %a, i32 0
  ret i32 %x
}",
    ),
    rejected(
        "insertelement-element-type",
        "define <4 x i32> @f(<4 x i32> %a) {
  %x = insertelement <4 x i32> %a, i64 1, i32 0
  ret <4 x i32> %x
}",
    ),
    bad(
        "shufflevector-mask-out-of-range",
        "define <2 x i32> @f(<2 x i32> %a) {
  %x = shufflevector <2 x i32> %a, <2 x i32> %a, <2 x i32> <i32 0, i32 4>
  ret <2 x i32> %x
}",
        2,
        "in function '@f', block '%0': 'shufflevector' mask elements must be constants below 4, undef or poison",
    ),
    // ---- phi ----
    good(
        "phi-ok",
        "define i32 @f(i32 %x) {
entry:
  switch i32 %x, label %join [ i32 1, label %join
                               i32 2, label %other ]
other:
  br label %join
join:
  %p = phi i32 [ 0, %entry ], [ 0, %entry ], [ %x, %other ]
  %q = phi i32 [ %x, %entry ], [ %x, %entry ], [ 1, %other ]
  ret i32 %p
dead:
  %d = add i32 %d, 1
  br label %dead
}",
    ),
    bad(
        "phi-one-entry-per-edge",
        "define i32 @f(i1 %c) {
entry:
  br i1 %c, label %join, label %join
join:
  %p = phi i32 [ 0, %entry ]
  ret i32 %p
}",
        5,
        "in function '@f', block '%join': 'phi' lists '%entry' 1 time but '%entry' branches to '%join' 2 times; there must be one entry per edge",
    ),
    bad(
        "phi-different-values-for-one-block",
        "define i32 @f(i1 %c) {
entry:
  br i1 %c, label %join, label %join
join:
  %p = phi i32 [ 0, %entry ], [ 1, %entry ]
  ret i32 %p
}",
        5,
        "in function '@f', block '%join': 'phi' has several entries for '%entry' with different incoming values",
    ),
    bad(
        "phi-missing-predecessor",
        "define i32 @f(i1 %c) {
entry:
  br i1 %c, label %a, label %join
a:
  br label %join
join:
  %p = phi i32 [ 0, %entry ]
  ret i32 %p
}",
        7,
        "in function '@f', block '%join': 'phi' has no entry for predecessor '%a'",
    ),
    bad(
        "phi-entry-for-non-predecessor",
        "define i32 @f() {
entry:
  br label %join
a:
  ret i32 0
join:
  %p = phi i32 [ 0, %entry ], [ 1, %a ]
  ret i32 %p
}",
        7,
        "in function '@f', block '%join': 'phi' has an entry for '%a', which is not a predecessor of '%join'",
    ),
    bad(
        "phi-not-first",
        "define i32 @f() {
entry:
  br label %join
join:
  %x = add i32 1, 2
  %p = phi i32 [ 0, %entry ]
  ret i32 %p
}",
        6,
        "in function '@f', block '%join': 'phi' must come before every non-phi instruction of its block",
    ),
    // ---- dominance ----
    bad(
        "use-not-dominated",
        "define i32 @f(i1 %c) {
entry:
  br i1 %c, label %then, label %join
then:
  %x = add i32 1, 2
  br label %join
join:
  %y = add i32 %x, 1
  ret i32 %y
}",
        8,
        "in function '@f', block '%join': 'add' uses '%x', whose definition (in block '%then') does not dominate this use",
    ),
    bad(
        "use-before-def",
        "define i32 @f() {
  %a = add i32 %b, 1
  %b = add i32 2, 1
  ret i32 %a
}",
        2,
        "in function '@f', block '%0': 'add' uses '%b', whose definition (in block '%0') does not dominate this use",
    ),
    bad(
        "self-reference",
        "define i32 @f() {
  %a = add i32 %a, 1
  ret i32 %a
}",
        2,
        "in function '@f', block '%0': 'add' uses its own result '%a'; only phi nodes may",
    ),
    bad(
        "phi-incoming-not-available",
        "define i32 @f(i1 %c) {
entry:
  br i1 %c, label %a, label %b
a:
  %x = add i32 1, 2
  br label %join
b:
  br label %join
join:
  %p = phi i32 [ %x, %a ], [ %x, %b ]
  ret i32 %p
}",
        10,
        "in function '@f', block '%join': 'phi' incoming value '%x' from '%b' is not available at the end of '%b': its definition does not dominate that block",
    ),
    bad(
        "phi-invoke-result-from-unwind-edge",
        "declare i32 @g()
declare i32 @p(...)

define i32 @f() personality ptr @p {
entry:
  %r = invoke i32 @g() to label %ok unwind label %lp
ok:
  br label %join
lp:
  %l = landingpad { ptr, i32 } cleanup
  br label %join
join:
  %x = phi i32 [ %r, %ok ], [ %r, %lp ]
  ret i32 %x
}",
        13,
        "in function '@f', block '%join': 'phi' incoming value '%r' from '%lp' is not available at the end of '%lp': its definition does not dominate that block",
    ),
    good(
        "phi-invoke-result-from-normal-edge",
        "declare i32 @g()
declare i32 @p(...)

define i32 @f() personality ptr @p {
entry:
  %r = invoke i32 @g() to label %ok unwind label %lp
ok:
  br label %join
lp:
  %l = landingpad { ptr, i32 } cleanup
  br label %join
join:
  %x = phi i32 [ %r, %ok ], [ 0, %lp ]
  ret i32 %x
}",
    ),
    bad(
        "entry-block-has-predecessor",
        "define void @f() {
entry:
  br label %entry
}",
        2,
        "in function '@f', block '%entry': the entry block must not have predecessors, but '%entry' branches to it",
    ),
    // ---- terminators ----
    good(
        "terminators-ok",
        "define i32 @f(i32 %x, ptr %t) {
entry:
  %cc = icmp eq i32 %x, 0
  br i1 %cc, label %a, label %b
a:
  switch i32 %x, label %b [ i32 7, label %c
                            i32 -1, label %c ]
b:
  indirectbr ptr %t, [label %c, label %a]
c:
  ret i32 %x
}",
    ),
    rejected(
        "ret-type",
        "define i32 @f(i64 %x) {
  ret i64 %x
}",
    ),
    rejected(
        "ret-void-in-non-void",
        "define i32 @f() {
  ret void
}",
    ),
    rejected(
        "br-condition-type",
        "define void @f(i32 %c) {
entry:
  br i32 %c, label %a, label %a
a:
  ret void
}",
    ),
    rejected(
        "switch-duplicate-case",
        "define void @f(i32 %x) {
entry:
  switch i32 %x, label %d [ i32 1, label %d
                            i32 1, label %d ]
d:
  ret void
}",
    ),
    bad(
        "indirectbr-address-type",
        "define void @f(i64 %x) {
entry:
  indirectbr i64 %x, [label %entry2]
entry2:
  ret void
}",
        3,
        "in function '@f', block '%entry': 'indirectbr' address must be a pointer, not 'i64'",
    ),
    // ---- calls ----
    good(
        "calls-ok",
        "declare i32 @printf(ptr, ...)
declare void @g(i32)
define i32 @f(ptr %fp) {
  %a = call i32 (ptr, ...) @printf(ptr null, i32 1, double 2.0)
  call void @g(i32 %a)
  %b = call i64 @g(i8 1)
  %c = tail call fastcc float %fp(float 1.0)
  %r = musttail call i32 @f(ptr %fp)
  ret i32 %r
}",
    ),
    rejected(
        "call-too-few-arguments",
        "declare void @g(i32, i32)
define void @f() {
  call void (i32, i32) @g(i32 1)
  ret void
}",
    ),
    rejected(
        "call-argument-type",
        "declare void @g(i32)
define void @f() {
  call void (i32) @g(i64 1)
  ret void
}",
    ),
    good(
        "intrinsic-call-ok",
        "declare void @llvm.lifetime.end.p0(i64, ptr)
define void @f(ptr %p) {
  call void @llvm.lifetime.end.p0(i64 1, ptr %p)
  ret void
}",
    ),
    bad(
        "intrinsic-call-signature",
        "declare void @llvm.lifetime.end.p0(i64, ptr)
define void @f(ptr %p) {
  call void @llvm.lifetime.end.p0(i32 1, ptr %p)
  ret void
}",
        3,
        "in function '@f', block '%0': 'call' of intrinsic '@llvm.lifetime.end.p0' has type 'void (i32, ptr)' but the intrinsic is declared as 'void (i64, ptr)'",
    ),
    bad(
        "immarg-not-constant",
        "declare void @llvm.memset.p0.i64(ptr, i8, i64, i1 immarg)
define void @f(ptr %p, i1 %v) {
  call void @llvm.memset.p0.i64(ptr %p, i8 0, i64 4, i1 false)
  call void @llvm.memset.p0.i64(ptr %p, i8 0, i64 4, i1 %v)
  ret void
}",
        4,
        "in function '@f', block '%0': 'call' argument 4 ('%v') must be an integer or floating-point constant: the intrinsic's parameter is 'immarg'",
    ),
    bad(
        "metadata-parameter",
        "declare void @llvm.dbg.value(metadata, metadata, metadata)
declare void @g(metadata)",
        2,
        "function '@g': only intrinsics can take 'metadata' parameters",
    ),
    bad(
        "musttail-not-followed-by-ret",
        "declare i32 @g(i32)
define i32 @f(i32 %x) {
  %r = musttail call i32 @g(i32 %x)
  %s = add i32 %r, 1
  ret i32 %s
}",
        3,
        "in function '@f', block '%0': a 'musttail' call must be followed by 'ret' (optionally after a 'bitcast')",
    ),
    good(
        "callbr-ok",
        "define i32 @f(i32 %x) {
  %y = callbr i32 asm \"\", \"=r,r,!i\"(i32 %x) to label %a [label %b]
a:
  ret i32 %y
b:
  ret i32 %y
}",
    ),
    bad(
        "callbr-not-asm",
        "declare void @g()
define void @f() {
  callbr void @g() to label %a []
a:
  ret void
}",
        3,
        "in function '@f', block '%0': 'callbr' callee '@g' must be inline asm (only asm goto is supported)",
    ),
    // ---- exception handling ----
    good(
        "eh-ok",
        "declare void @g()
declare i32 @__gxx_personality_v0(...)
define i32 @f() personality ptr @__gxx_personality_v0 {
entry:
  %r = invoke i32 @f() to label %ok unwind label %lp
ok:
  ret i32 %r
lp:
  %l = landingpad { ptr, i32 } catch ptr null filter [1 x ptr] [ptr null]
  resume { ptr, i32 } %l
}",
    ),
    bad(
        "landingpad-without-personality",
        "declare void @g()
define void @f() {
entry:
  invoke void @g() to label %ok unwind label %lp
ok:
  ret void
lp:
  %l = landingpad { ptr, i32 } cleanup
  ret void
}",
        8,
        "in function '@f', block '%lp': 'landingpad' needs a function with a personality",
    ),
    bad(
        "landingpad-reached-by-branch",
        "define void @f(i1 %c) personality ptr null {
entry:
  br i1 %c, label %ok, label %lp
ok:
  ret void
lp:
  %l = landingpad { ptr, i32 } cleanup
  ret void
}",
        7,
        "in function '@f', block '%lp': block with a 'landingpad' may only be reached by the unwind edge of an 'invoke', but '%entry' branches to it",
    ),
    bad(
        "invoke-unwind-not-a-pad",
        "declare void @g()
define void @f() personality ptr null {
entry:
  invoke void @g() to label %ok unwind label %ok
ok:
  ret void
}",
        4,
        "in function '@f', block '%entry': 'invoke' unwind destination '%ok' must begin with an exception-handling pad such as 'landingpad'",
    ),
    bad(
        "use-of-invoke-result-in-unwind-block",
        "declare i32 @g()
define i32 @f() personality ptr null {
entry:
  %r = invoke i32 @g() to label %ok unwind label %lp
ok:
  ret i32 %r
lp:
  %l = landingpad { ptr, i32 } cleanup
  ret i32 %r
}",
        9,
        "in function '@f', block '%lp': 'ret' uses '%r', whose definition (in block '%entry') does not dominate this use",
    ),
    bad(
        "landingpad-catch-not-pointer",
        "define void @f() personality ptr null {
entry:
  invoke void @f() to label %ok unwind label %lp
ok:
  ret void
lp:
  %l = landingpad { ptr, i32 } catch i32 0
  ret void
}",
        7,
        "in function '@f', block '%lp': 'landingpad' catch clause must be a pointer, not 'i32'",
    ),
    bad(
        "landingpad-not-first",
        "define void @f() personality ptr null {
entry:
  invoke void @f() to label %ok unwind label %lp
ok:
  ret void
lp:
  %x = add i32 1, 2
  %l = landingpad { ptr, i32 } cleanup
  ret void
}",
        3,
        "in function '@f', block '%entry': 'invoke' unwind destination '%lp' must begin with an exception-handling pad such as 'landingpad'",
    ),
    bad(
        "invoke-same-destinations",
        "define void @f() personality ptr null {
entry:
  invoke void @f() to label %lp unwind label %lp
lp:
  %l = landingpad { ptr, i32 } cleanup
  ret void
}",
        3,
        "in function '@f', block '%entry': 'invoke' normal and unwind destinations must differ",
    ),
    bad(
        "resume-without-personality",
        "define void @f(ptr %e) {
  resume ptr %e
}",
        2,
        "in function '@f', block '%0': 'resume' needs a function with a personality",
    ),
    good(
        "eh-windows-ok",
        "declare void @g()
define void @f() personality ptr null {
entry:
  invoke void @g() to label %ok unwind label %cs
ok:
  ret void
cs:
  %s = catchswitch within none [label %h] unwind label %cl
h:
  %p = catchpad within %s [ptr null, i32 64, ptr null]
  catchret from %p to label %ok
cl:
  %c = cleanuppad within none []
  cleanupret from %c unwind to caller
}",
    ),
    bad(
        "eh-pad-in-entry-block",
        "define void @f() personality ptr null {
entry:
  %c = cleanuppad within none []
  cleanupret from %c unwind to caller
}",
        3,
        "in function '@f', block '%entry': 'cleanuppad' cannot be in the entry block; exception-handling pads are reached by unwinding",
    ),
    bad(
        "catchret-from-cleanuppad",
        "declare void @g()
define void @f() personality ptr null {
entry:
  invoke void @g() to label %x unwind label %cl
cl:
  %c = cleanuppad within none []
  catchret from %c to label %x
x:
  ret void
}",
        7,
        "in function '@f', block '%cl': 'catchret' operand '%c' must be a 'catchpad'",
    ),
    bad(
        "catchpad-outside-catchswitch",
        "declare void @g()
define void @f() personality ptr null {
entry:
  invoke void @g() to label %x unwind label %cp
cp:
  %c = cleanuppad within none []
  br label %h
h:
  %p = catchpad within %c []
  ret void
x:
  ret void
}",
        9,
        "in function '@f', block '%h': 'catchpad' must be within a 'catchswitch'",
    ),
    // ---- musttail and tokens ----
    bad(
        "musttail-calling-convention",
        "declare fastcc i32 @g(i32)
define i32 @f(i32 %x) {
  %r = musttail call fastcc i32 @g(i32 %x)
  ret i32 %r
}",
        3,
        "in function '@f', block '%0': 'musttail' call and caller must use the same calling convention",
    ),
    bad(
        "musttail-prototype",
        "declare i32 @g(i64)
define i32 @f(i32 %x) {
  %r = musttail call i32 @g(i64 0)
  ret i32 %r
}",
        3,
        "in function '@f', block '%0': 'musttail' call and caller must have the same parameter types",
    ),
    bad(
        "phi-of-token",
        "define void @f() {
entry:
  br label %a
a:
  %p = phi token [ none, %entry ]
  ret void
}",
        5,
        "in function '@f', block '%a': 'phi' cannot have type 'token'",
    ),
    bad(
        "select-of-token",
        "define void @f(i1 %c) {
  %v = select i1 %c, token none, token none
  ret void
}",
        2,
        "in function '@f', block '%0': 'select' values cannot have type 'token'",
    ),
    bad(
        "token-parameter",
        "declare void @g(token)",
        1,
        "function '@g': only intrinsics can take 'token' parameters",
    ),
    good(
        "va-arg-ok",
        "define i32 @f(ptr %ap, i64 %odd) {
  %a = va_arg ptr %ap, i32
  %b = va_arg i64 %odd, i32
  ret i32 %a
}",
    ),
    // ---- globals ----
    good(
        "globals-ok",
        "@a = global i32 0, align 4294967296
@b = common global i32 0
@c = external global [2 x i8]
@d = extern_weak global i32
@e = appending global [1 x ptr] [ptr null]
@al = alias i32, ptr @a
declare extern_weak void @h()
define private void @p() align 16 {
  ret void
}",
    ),
    bad(
        "common-constant",
        "@g = common constant i32 0",
        1,
        "global variable '@g': a 'common' global cannot be 'constant'",
    ),
    bad(
        "appending-not-array",
        "@g = appending global i32 0",
        1,
        "global variable '@g': an 'appending' global must have an array type, not 'i32'",
    ),
    bad(
        "common-non-zero",
        "@g = common global i32 1",
        1,
        "global variable '@g': a 'common' global must have a zero initializer",
    ),
];

fn parser_works() -> bool {
    parse_module(b"").is_ok()
}

/// The first non-blank column of `line` (1-based) of `src`.
fn first_col(src: &str, line: usize) -> usize {
    let text = src.lines().nth(line - 1).unwrap_or("");
    1 + text.len() - text.trim_start().len()
}

fn have_opt() -> bool {
    std::process::Command::new("opt-19")
        .arg("--version")
        .output()
        .is_ok_and(|o| o.status.success())
}

/// Whether LLVM (`opt-19 -disable-output`) accepts `src`.
fn llvm_accepts(name: &str, src: &str) -> bool {
    let dir = std::env::temp_dir().join(format!("kiln-verifier-ll-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join(format!("{name}.ll"));
    std::fs::write(&path, src).unwrap();
    let out = std::process::Command::new("opt-19")
        .arg("-disable-output")
        .arg(&path)
        .output()
        .unwrap();
    let _ = std::fs::remove_file(&path);
    out.status.success()
}

#[test]
fn snippets_verify_as_expected() {
    if !parser_works() {
        eprintln!("note: the .ll parser is not built yet; skipping the snippet tests");
        return;
    }
    let mut failures = Vec::new();
    for case in CASES {
        let parsed = parse_module(case.src.as_bytes());
        let m = match (parsed, case.expect) {
            (Err(_), Expect::Parser) => continue,
            (Ok(_), Expect::Parser) => {
                failures.push(format!("{}: the parser accepts it", case.name));
                continue;
            }
            (Err(d), _) => {
                let text = d.render("t.ll", case.src.as_bytes());
                failures.push(format!("{}: parse error: {text}", case.name));
                continue;
            }
            (Ok(m), _) => m,
        };
        let got = match verify_module(&m) {
            Ok(()) => None,
            Err(ds) => {
                let d = &ds[0];
                let (line, col, _) = line_col(case.src.as_bytes(), d.offset as usize);
                Some((line, col, d.message.clone()))
            }
        };
        let want = match case.expect {
            Expect::Verifier(line, msg) => Some((line, first_col(case.src, line), msg.to_string())),
            _ => None,
        };
        if got != want {
            failures.push(format!("{}:\n   got {got:?}\n  want {want:?}", case.name));
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

#[test]
fn snippets_agree_with_llvm() {
    if !have_opt() {
        eprintln!("note: opt-19 is not installed; skipping the LLVM cross-check");
        return;
    }
    let mut failures = Vec::new();
    for case in CASES {
        let accepted = llvm_accepts(case.name, case.src);
        if accepted != matches!(case.expect, Expect::Clean) {
            failures.push(format!(
                "{}: LLVM {} it",
                case.name,
                if accepted { "accepts" } else { "rejects" }
            ));
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// Parses and verifies every `.ll` file in `dir` (if it exists); returns
/// `name: problem` lines for files that do not parse or do not verify.
fn verify_dir(dir: &std::path::Path, failures: &mut Vec<String>) -> usize {
    let Ok(rd) = std::fs::read_dir(dir) else {
        return 0;
    };
    let mut files: Vec<_> = rd
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|x| x == "ll"))
        .collect();
    files.sort();
    for file in &files {
        let src = std::fs::read(file).unwrap();
        let name = file.display();
        match parse_module(&src) {
            Err(d) => failures.push(format!("{name}: parse error: {}", d.message)),
            Ok(m) => {
                if let Err(ds) = verify_module(&m) {
                    for d in ds.iter().take(5) {
                        let (l, c, _) = line_col(&src, d.offset as usize);
                        failures.push(format!("{name}:{l}:{c}: {}", d.message));
                    }
                }
            }
        }
    }
    files.len()
}

fn workspace() -> std::path::PathBuf {
    std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("..")
}

/// No false positives on the hand-written valid files (which include clang
/// output at -O0, -O2 and with debug records).
#[test]
fn valid_ll_files_verify_clean() {
    if !parser_works() {
        return;
    }
    let mut failures = Vec::new();
    let n = verify_dir(&workspace().join("tests/ll/valid"), &mut failures);
    assert!(failures.is_empty(), "{n} files:\n{}", failures.join("\n"));
}

/// The verifier's slot numbering (used for its messages) agrees with the
/// printer's.
#[test]
fn numbering_matches_the_printer() {
    use crate::function::ValueDef;
    if !parser_works() {
        return;
    }
    for file in [
        "tests/ll/valid/clang-program-O0.ll",
        "tests/ll/valid/inst-eh-windows.ll",
    ] {
        let Ok(src) = std::fs::read(workspace().join(file)) else {
            continue;
        };
        let m = parse_module(&src).unwrap();
        for (fid, fd) in m.functions.iter() {
            let Some(body) = &fd.body else { continue };
            let mut num = super::names::Numbering::default();
            num.compute(body);
            for v in body.values.keys() {
                if matches!(body.values[v].def, ValueDef::Param(_) | ValueDef::Inst(_)) {
                    let mut mine = String::new();
                    super::names::push_value(&mut mine, &m, body, &num, v);
                    assert_eq!(mine, crate::printer::value_name(&m, fid, v), "{file}");
                }
            }
        }
    }
}
