//! Which `llvm.x86.*` intrinsics kiln implements: for each, the target
//! feature the function must enable, the signature LLVM declares it with
//! and how it is lowered ([`Form`]).

use kiln_targets::x64::{
    BmiOp, Cond, FenceOp, Fma3Op, MemCtlOp, SseImmOp, SseOp, SseXOp, VMaskOp, XmmToGprOp,
};

/// How an intrinsic is lowered.
#[derive(Copy, Clone, Debug)]
pub(crate) enum Form {
    /// `op(a, b)` with an [`SseOp`].
    Bin(SseOp),
    /// `op(a)` with an [`SseOp`].
    Un(SseOp),
    /// `op(a, b)` with an [`SseXOp`].
    BinX(SseXOp),
    /// `op(a)` with an [`SseXOp`].
    UnX(SseXOp),
    /// `op(a, b, imm)` with an [`SseXOp`].
    BinXImm(SseXOp),
    /// `op(a, imm)` with an [`SseXOp`].
    UnXImm(SseXOp),
    /// `op(a, b, imm)` with an [`SseImmOp`] (compare predicates 0–7,
    /// scalar rounds); `max` is the largest immediate the SSE form has.
    BinImm(SseImmOp, u8),
    /// Shift of lanes by a scalar count: the immediate form when the count
    /// is a constant, else the count moved into an XMM register.
    ShiftBy(SseImmOp, SseXOp),
    /// XMM → GPR (`movmsk*`, `cvt*2si`) of this width (bits).
    ToGpr(XmmToGprOp, u32),
    /// Truncating conversion of the low lane: (double, width in bits).
    TruncToGpr(bool, u32),
    /// `comis*`/`ucomis*` (double, signalling) with an LLVM predicate.
    Comi(bool, bool, CmpPred),
    /// `ptest` reading ZF, CF or neither.
    Ptest(PtestKind),
    /// Variable blend by the sign bit of each lane of the third operand
    /// (lanes of this many bits).
    Blendv(u32),
    /// An unaligned 16-byte load (`lddqu`).
    LoadU,
    /// `crc32` over data of this many bits.
    Crc32(u32),
    /// A BMI/BMI2 operation of this width.
    Bmi(BmiOp, u32),
    /// `pmovmskb`.
    Pmovmskb,
    /// `ldmxcsr`/`stmxcsr`/`clflush` through the pointer operand.
    MemCtl(MemCtlOp),
    /// `sfence`/`lfence`/`pause`.
    Fence(FenceOp),
    /// `mfence`.
    Mfence,
    /// `maskmovdqu` (data, mask, pointer).
    MaskMov,
    /// `pcmp{e,i}str*`: explicit lengths or not, and what is returned.
    PcmpStr(bool, StrResult),
    /// `cmp{ss,sd,ps,pd}` with a predicate 0–31 (8–31 only with AVX):
    /// predicates 16–31 give the results of 0–15, and 8–15 are two SSE
    /// compares combined.
    Cmp(SseImmOp),
    /// A 256-bit operand narrowed to 128 bits: the [`SseOp`] on each half
    /// (results in the low 64 bits), the halves joined by `punpcklqdq`.
    Narrow(SseOp),
    /// As [`Form::Narrow`] with an [`SseXOp`].
    NarrowX(SseXOp),
    /// A mask move over each 16-byte half, the halves' bits joined (this
    /// many bits per half).
    MaskBits(XmmToGprOp, u32),
    /// `vtest*`: `ptest` of the sign bits of lanes of this many bits.
    Vtest(PtestKind, u32),
    /// A masked load (pointer, mask) of each 16-byte half.
    MaskLoad(VMaskOp),
    /// A masked store (pointer, mask, data) of each 16-byte half.
    MaskStore(VMaskOp),
    /// A fused multiply-add of each half.
    Fma(Fma3Op),
    /// `vcvtps2ph` of each half (the halves' results joined).
    CvtPs2Ph,
    /// `vzeroupper`/`vzeroall`.
    Vzero(bool),
    /// Lane by lane through memory, lanes of this many bits.
    Lanes(LaneMove, u32),
    /// An AVX2 gather: result and index lane widths.
    Gather(u32, u32),
}

/// What [`Form::Lanes`] computes for each lane `k` from `a` and `b[k]`.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub(crate) enum LaneMove {
    /// `a[(k & !(group - 1)) + ((b[k] >> shift) & mask)]`.
    Index { mask: i32, shift: u8, group: u32 },
    /// `a[k]` shifted by `b[k]` (x86 semantics for counts past the width).
    Shift(kiln_targets::x64::ShiftOp),
}

/// What a `pcmp{e,i}str*` intrinsic returns.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub(crate) enum StrResult {
    /// The index (`ecx`).
    Index,
    /// The mask (`xmm0`).
    Mask,
    /// One flag: `a` (neither CF nor ZF), `c` (CF), `o` (OF), `s` (SF),
    /// `z` (ZF).
    Flag(kiln_targets::x64::Cond),
}

/// The predicate of a `comi`/`ucomi` intrinsic.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub(crate) enum CmpPred {
    Eq,
    Ne,
    Lt,
    Le,
    Gt,
    Ge,
}

/// What a `ptest` intrinsic returns.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub(crate) enum PtestKind {
    /// ZF.
    Z,
    /// CF.
    C,
    /// Neither ZF nor CF.
    Nzc,
}

const V4F: &str = "<4 x float>";
const V2D: &str = "<2 x double>";
const V2Q: &str = "<2 x i64>";
const V4I: &str = "<4 x i32>";
const V8W: &str = "<8 x i16>";
const V16B: &str = "<16 x i8>";
const V8F: &str = "<8 x float>";
const V4D: &str = "<4 x double>";
const V4Q: &str = "<4 x i64>";
const V8I: &str = "<8 x i32>";
const V16W: &str = "<16 x i16>";
const V32B: &str = "<32 x i8>";

const PERMIL_PS: LaneMove = LaneMove::Index {
    mask: 3,
    shift: 0,
    group: 4,
};
const PERMIL_PD: LaneMove = LaneMove::Index {
    mask: 1,
    shift: 1,
    group: 2,
};
const PERM8: LaneMove = LaneMove::Index {
    mask: 7,
    shift: 0,
    group: 8,
};
const SHL: LaneMove = LaneMove::Shift(kiln_targets::x64::ShiftOp::Shl);
const SHR: LaneMove = LaneMove::Shift(kiln_targets::x64::ShiftOp::Shr);
const SAR: LaneMove = LaneMove::Shift(kiln_targets::x64::ShiftOp::Sar);

/// One implemented intrinsic.
pub(crate) struct Entry {
    /// Target feature that must be enabled (`""`: baseline x86-64).
    pub feature: &'static str,
    /// Result type.
    pub ret: &'static str,
    /// Argument types.
    pub args: &'static [&'static str],
    /// Lowering.
    pub form: Form,
}

const fn e(
    feature: &'static str,
    ret: &'static str,
    args: &'static [&'static str],
    form: Form,
) -> Entry {
    Entry {
        feature,
        ret,
        args,
        form,
    }
}

/// The entry of intrinsic `name` (the full `llvm.x86.…` name).
pub(crate) fn lookup(name: &str) -> Option<Entry> {
    use Form::*;
    use SseXOp as X;
    let s = name.strip_prefix("llvm.x86.")?;
    let comi = |d: bool, sig: bool, p| {
        let a: &'static [&'static str] = if d { &[V2D, V2D] } else { &[V4F, V4F] };
        e("", "i32", a, Comi(d, sig, p))
    };
    Some(match s {
        // SSE
        "sse.max.ps" => e("", V4F, &[V4F, V4F], Bin(SseOp::Maxps)),
        "sse.min.ps" => e("", V4F, &[V4F, V4F], Bin(SseOp::Minps)),
        "sse.max.ss" => e("", V4F, &[V4F, V4F], Bin(SseOp::Maxss)),
        "sse.min.ss" => e("", V4F, &[V4F, V4F], Bin(SseOp::Minss)),
        "sse.rcp.ps" => e("", V4F, &[V4F], UnX(X::Rcpps)),
        "sse.rcp.ss" => e("", V4F, &[V4F], UnX(X::Rcpss)),
        "sse.rsqrt.ps" => e("", V4F, &[V4F], UnX(X::Rsqrtps)),
        "sse.rsqrt.ss" => e("", V4F, &[V4F], UnX(X::Rsqrtss)),
        "sse.cmp.ss" => e("", V4F, &[V4F, V4F, "i8"], Cmp(SseImmOp::Cmpss)),
        "sse.movmsk.ps" => e("", "i32", &[V4F], ToGpr(XmmToGprOp::Movmskps, 32)),
        "sse.cvtss2si" => e("", "i32", &[V4F], ToGpr(XmmToGprOp::Cvtss2si, 32)),
        "sse.cvtss2si64" => e("", "i64", &[V4F], ToGpr(XmmToGprOp::Cvtss2si, 64)),
        "sse.cvttss2si" => e("", "i32", &[V4F], TruncToGpr(false, 32)),
        "sse.cvttss2si64" => e("", "i64", &[V4F], TruncToGpr(false, 64)),
        "sse.comieq.ss" => comi(false, true, CmpPred::Eq),
        "sse.comineq.ss" => comi(false, true, CmpPred::Ne),
        "sse.comilt.ss" => comi(false, true, CmpPred::Lt),
        "sse.comile.ss" => comi(false, true, CmpPred::Le),
        "sse.comigt.ss" => comi(false, true, CmpPred::Gt),
        "sse.comige.ss" => comi(false, true, CmpPred::Ge),
        "sse.ucomieq.ss" => comi(false, false, CmpPred::Eq),
        "sse.ucomineq.ss" => comi(false, false, CmpPred::Ne),
        "sse.ucomilt.ss" => comi(false, false, CmpPred::Lt),
        "sse.ucomile.ss" => comi(false, false, CmpPred::Le),
        "sse.ucomigt.ss" => comi(false, false, CmpPred::Gt),
        "sse.ucomige.ss" => comi(false, false, CmpPred::Ge),
        "sse.ldmxcsr" => e("", "void", &["ptr"], MemCtl(MemCtlOp::Ldmxcsr)),
        "sse.stmxcsr" => e("", "void", &["ptr"], MemCtl(MemCtlOp::Stmxcsr)),
        "sse.sfence" => e("", "void", &[], Fence(FenceOp::Sfence)),
        // SSE2
        "sse2.lfence" => e("", "void", &[], Fence(FenceOp::Lfence)),
        "sse2.pause" => e("", "void", &[], Fence(FenceOp::Pause)),
        "sse2.mfence" => e("", "void", &[], Mfence),
        "sse2.clflush" => e("", "void", &["ptr"], MemCtl(MemCtlOp::Clflush)),
        "sse2.maskmov.dqu" => e("", "void", &[V16B, V16B, "ptr"], MaskMov),
        "sse2.max.pd" => e("", V2D, &[V2D, V2D], Bin(SseOp::Maxpd)),
        "sse2.min.pd" => e("", V2D, &[V2D, V2D], Bin(SseOp::Minpd)),
        "sse2.max.sd" => e("", V2D, &[V2D, V2D], Bin(SseOp::Maxsd)),
        "sse2.min.sd" => e("", V2D, &[V2D, V2D], Bin(SseOp::Minsd)),
        "sse2.cmp.sd" => e("", V2D, &[V2D, V2D, "i8"], Cmp(SseImmOp::Cmpsd)),
        "sse2.movmsk.pd" => e("", "i32", &[V2D], ToGpr(XmmToGprOp::Movmskpd, 32)),
        "sse2.pmovmskb.128" => e("", "i32", &[V16B], Pmovmskb),
        "sse2.cvtsd2si" => e("", "i32", &[V2D], ToGpr(XmmToGprOp::Cvtsd2si, 32)),
        "sse2.cvtsd2si64" => e("", "i64", &[V2D], ToGpr(XmmToGprOp::Cvtsd2si, 64)),
        "sse2.cvttsd2si" => e("", "i32", &[V2D], TruncToGpr(true, 32)),
        "sse2.cvttsd2si64" => e("", "i64", &[V2D], TruncToGpr(true, 64)),
        "sse2.cvtsd2ss" => e("", V4F, &[V4F, V2D], Bin(SseOp::Cvtsd2ss)),
        "sse2.cvtpd2dq" => e("", V4I, &[V2D], UnX(X::Cvtpd2dq)),
        "sse2.cvtpd2ps" => e("", V4F, &[V2D], UnX(X::Cvtpd2ps)),
        "sse2.cvtps2dq" => e("", V4I, &[V4F], UnX(X::Cvtps2dq)),
        "sse2.cvttpd2dq" => e("", V4I, &[V2D], Un(SseOp::Cvttpd2dq)),
        "sse2.cvttps2dq" => e("", V4I, &[V4F], Un(SseOp::Cvttps2dq)),
        "sse2.comieq.sd" => comi(true, true, CmpPred::Eq),
        "sse2.comineq.sd" => comi(true, true, CmpPred::Ne),
        "sse2.comilt.sd" => comi(true, true, CmpPred::Lt),
        "sse2.comile.sd" => comi(true, true, CmpPred::Le),
        "sse2.comigt.sd" => comi(true, true, CmpPred::Gt),
        "sse2.comige.sd" => comi(true, true, CmpPred::Ge),
        "sse2.ucomieq.sd" => comi(true, false, CmpPred::Eq),
        "sse2.ucomineq.sd" => comi(true, false, CmpPred::Ne),
        "sse2.ucomilt.sd" => comi(true, false, CmpPred::Lt),
        "sse2.ucomile.sd" => comi(true, false, CmpPred::Le),
        "sse2.ucomigt.sd" => comi(true, false, CmpPred::Gt),
        "sse2.ucomige.sd" => comi(true, false, CmpPred::Ge),
        "sse2.packsswb.128" => e("", V16B, &[V8W, V8W], BinX(X::Packsswb)),
        "sse2.packssdw.128" => e("", V8W, &[V4I, V4I], BinX(X::Packssdw)),
        "sse2.packuswb.128" => e("", V16B, &[V8W, V8W], BinX(X::Packuswb)),
        "sse2.pavg.b" => e("", V16B, &[V16B, V16B], BinX(X::Pavgb)),
        "sse2.pavg.w" => e("", V8W, &[V8W, V8W], BinX(X::Pavgw)),
        "sse2.pmadd.wd" => e("", V4I, &[V8W, V8W], BinX(X::Pmaddwd)),
        "sse2.pmulh.w" => e("", V8W, &[V8W, V8W], BinX(X::Pmulhw)),
        "sse2.pmulhu.w" => e("", V8W, &[V8W, V8W], BinX(X::Pmulhuw)),
        "sse2.psad.bw" => e("", V2Q, &[V16B, V16B], BinX(X::Psadbw)),
        "sse2.psll.w" => e("", V8W, &[V8W, V8W], BinX(X::Psllw)),
        "sse2.psll.d" => e("", V4I, &[V4I, V4I], BinX(X::Pslld)),
        "sse2.psll.q" => e("", V2Q, &[V2Q, V2Q], BinX(X::Psllq)),
        "sse2.psrl.w" => e("", V8W, &[V8W, V8W], BinX(X::Psrlw)),
        "sse2.psrl.d" => e("", V4I, &[V4I, V4I], BinX(X::Psrld)),
        "sse2.psrl.q" => e("", V2Q, &[V2Q, V2Q], BinX(X::Psrlq)),
        "sse2.psra.w" => e("", V8W, &[V8W, V8W], BinX(X::Psraw)),
        "sse2.psra.d" => e("", V4I, &[V4I, V4I], BinX(X::Psrad)),
        "sse2.pslli.w" => e(
            "",
            V8W,
            &[V8W, "i32"],
            ShiftBy(SseImmOp::PsllwImm, X::Psllw),
        ),
        "sse2.pslli.d" => e(
            "",
            V4I,
            &[V4I, "i32"],
            ShiftBy(SseImmOp::PslldImm, X::Pslld),
        ),
        "sse2.pslli.q" => e(
            "",
            V2Q,
            &[V2Q, "i32"],
            ShiftBy(SseImmOp::PsllqImm, X::Psllq),
        ),
        "sse2.psrli.w" => e(
            "",
            V8W,
            &[V8W, "i32"],
            ShiftBy(SseImmOp::PsrlwImm, X::Psrlw),
        ),
        "sse2.psrli.d" => e(
            "",
            V4I,
            &[V4I, "i32"],
            ShiftBy(SseImmOp::PsrldImm, X::Psrld),
        ),
        "sse2.psrli.q" => e(
            "",
            V2Q,
            &[V2Q, "i32"],
            ShiftBy(SseImmOp::PsrlqImm, X::Psrlq),
        ),
        "sse2.psrai.w" => e(
            "",
            V8W,
            &[V8W, "i32"],
            ShiftBy(SseImmOp::PsrawImm, X::Psraw),
        ),
        "sse2.psrai.d" => e(
            "",
            V4I,
            &[V4I, "i32"],
            ShiftBy(SseImmOp::PsradImm, X::Psrad),
        ),
        // SSE3
        "sse3.addsub.ps" => e("sse3", V4F, &[V4F, V4F], BinX(X::Addsubps)),
        "sse3.addsub.pd" => e("sse3", V2D, &[V2D, V2D], BinX(X::Addsubpd)),
        "sse3.hadd.ps" => e("sse3", V4F, &[V4F, V4F], BinX(X::Haddps)),
        "sse3.hadd.pd" => e("sse3", V2D, &[V2D, V2D], BinX(X::Haddpd)),
        "sse3.hsub.ps" => e("sse3", V4F, &[V4F, V4F], BinX(X::Hsubps)),
        "sse3.hsub.pd" => e("sse3", V2D, &[V2D, V2D], BinX(X::Hsubpd)),
        "sse3.ldu.dq" => e("sse3", V16B, &["ptr"], LoadU),
        // SSSE3
        "ssse3.pshuf.b.128" => e("ssse3", V16B, &[V16B, V16B], BinX(X::Pshufb)),
        "ssse3.phadd.w.128" => e("ssse3", V8W, &[V8W, V8W], BinX(X::Phaddw)),
        "ssse3.phadd.d.128" => e("ssse3", V4I, &[V4I, V4I], BinX(X::Phaddd)),
        "ssse3.phadd.sw.128" => e("ssse3", V8W, &[V8W, V8W], BinX(X::Phaddsw)),
        "ssse3.phsub.w.128" => e("ssse3", V8W, &[V8W, V8W], BinX(X::Phsubw)),
        "ssse3.phsub.d.128" => e("ssse3", V4I, &[V4I, V4I], BinX(X::Phsubd)),
        "ssse3.phsub.sw.128" => e("ssse3", V8W, &[V8W, V8W], BinX(X::Phsubsw)),
        "ssse3.pmadd.ub.sw.128" => e("ssse3", V8W, &[V16B, V16B], BinX(X::Pmaddubsw)),
        "ssse3.pmul.hr.sw.128" => e("ssse3", V8W, &[V8W, V8W], BinX(X::Pmulhrsw)),
        "ssse3.psign.b.128" => e("ssse3", V16B, &[V16B, V16B], BinX(X::Psignb)),
        "ssse3.psign.w.128" => e("ssse3", V8W, &[V8W, V8W], BinX(X::Psignw)),
        "ssse3.psign.d.128" => e("ssse3", V4I, &[V4I, V4I], BinX(X::Psignd)),
        // SSE4.1
        "sse41.packusdw" => e("sse4.1", V8W, &[V4I, V4I], BinX(X::Packusdw)),
        "sse41.phminposuw" => e("sse4.1", V8W, &[V8W], UnX(X::Phminposuw)),
        "sse41.round.ps" => e("sse4.1", V4F, &[V4F, "i32"], UnXImm(X::Roundps)),
        "sse41.round.pd" => e("sse4.1", V2D, &[V2D, "i32"], UnXImm(X::Roundpd)),
        "sse41.round.ss" => e(
            "sse4.1",
            V4F,
            &[V4F, V4F, "i32"],
            BinImm(SseImmOp::Roundss, 15),
        ),
        "sse41.round.sd" => e(
            "sse4.1",
            V2D,
            &[V2D, V2D, "i32"],
            BinImm(SseImmOp::Roundsd, 15),
        ),
        "sse41.dpps" => e("sse4.1", V4F, &[V4F, V4F, "i8"], BinXImm(X::Dpps)),
        "sse41.dppd" => e("sse4.1", V2D, &[V2D, V2D, "i8"], BinXImm(X::Dppd)),
        "sse41.insertps" => e("sse4.1", V4F, &[V4F, V4F, "i8"], BinXImm(X::Insertps)),
        "sse41.mpsadbw" => e("sse4.1", V8W, &[V16B, V16B, "i8"], BinXImm(X::Mpsadbw)),
        "sse41.ptestz" => e("sse4.1", "i32", &[V2Q, V2Q], Ptest(PtestKind::Z)),
        "sse41.ptestc" => e("sse4.1", "i32", &[V2Q, V2Q], Ptest(PtestKind::C)),
        "sse41.ptestnzc" => e("sse4.1", "i32", &[V2Q, V2Q], Ptest(PtestKind::Nzc)),
        "sse41.blendvps" => e("sse4.1", V4F, &[V4F, V4F, V4F], Blendv(32)),
        "sse41.blendvpd" => e("sse4.1", V2D, &[V2D, V2D, V2D], Blendv(64)),
        "sse41.pblendvb" => e("sse4.1", V16B, &[V16B, V16B, V16B], Blendv(8)),
        // SSE4.2
        "sse42.crc32.32.8" => e("crc32", "i32", &["i32", "i8"], Crc32(8)),
        "sse42.crc32.32.16" => e("crc32", "i32", &["i32", "i16"], Crc32(16)),
        "sse42.crc32.32.32" => e("crc32", "i32", &["i32", "i32"], Crc32(32)),
        "sse42.crc32.64.64" => e("crc32", "i64", &["i64", "i64"], Crc32(64)),
        "sse42.pcmpistri128"
        | "sse42.pcmpistrm128"
        | "sse42.pcmpistria128"
        | "sse42.pcmpistric128"
        | "sse42.pcmpistrio128"
        | "sse42.pcmpistris128"
        | "sse42.pcmpistriz128"
        | "sse42.pcmpestri128"
        | "sse42.pcmpestrm128"
        | "sse42.pcmpestria128"
        | "sse42.pcmpestric128"
        | "sse42.pcmpestrio128"
        | "sse42.pcmpestris128"
        | "sse42.pcmpestriz128" => {
            let explicit = s.as_bytes()[10] == b'e';
            let kind = &s[15..s.len() - 3];
            let r = match kind {
                "" => StrResult::Index,
                "a" => StrResult::Flag(Cond::A),
                "c" => StrResult::Flag(Cond::B),
                "o" => StrResult::Flag(Cond::O),
                "s" => StrResult::Flag(Cond::S),
                "z" => StrResult::Flag(Cond::E),
                _ => return None,
            };
            let (r, ret) = if s.as_bytes()[14] == b'm' {
                (StrResult::Mask, V16B)
            } else {
                (r, "i32")
            };
            let args: &'static [&'static str] = if explicit {
                &[V16B, "i32", V16B, "i32", "i8"]
            } else {
                &[V16B, V16B, "i8"]
            };
            e("sse4.2", ret, args, PcmpStr(explicit, r))
        }
        // AES, PCLMUL
        "aesni.aesenc" => e("aes", V2Q, &[V2Q, V2Q], BinX(X::Aesenc)),
        "aesni.aesenclast" => e("aes", V2Q, &[V2Q, V2Q], BinX(X::Aesenclast)),
        "aesni.aesdec" => e("aes", V2Q, &[V2Q, V2Q], BinX(X::Aesdec)),
        "aesni.aesdeclast" => e("aes", V2Q, &[V2Q, V2Q], BinX(X::Aesdeclast)),
        "aesni.aesimc" => e("aes", V2Q, &[V2Q], UnX(X::Aesimc)),
        "aesni.aeskeygenassist" => e("aes", V2Q, &[V2Q, "i8"], UnXImm(X::Aeskeygenassist)),
        "pclmulqdq" => e("pclmul", V2Q, &[V2Q, V2Q, "i8"], BinXImm(X::Pclmulqdq)),
        // AVX: 256-bit forms on the two 16-byte halves.
        "avx.cmp.ps" => e("avx", V4F, &[V4F, V4F, "i8"], Cmp(SseImmOp::Cmpps)),
        "avx.cmp.pd" => e("avx", V2D, &[V2D, V2D, "i8"], Cmp(SseImmOp::Cmppd)),
        "avx.cmp.ps.256" => e("avx", V8F, &[V8F, V8F, "i8"], Cmp(SseImmOp::Cmpps)),
        "avx.cmp.pd.256" => e("avx", V4D, &[V4D, V4D, "i8"], Cmp(SseImmOp::Cmppd)),
        "avx.max.ps.256" => e("avx", V8F, &[V8F, V8F], Bin(SseOp::Maxps)),
        "avx.min.ps.256" => e("avx", V8F, &[V8F, V8F], Bin(SseOp::Minps)),
        "avx.max.pd.256" => e("avx", V4D, &[V4D, V4D], Bin(SseOp::Maxpd)),
        "avx.min.pd.256" => e("avx", V4D, &[V4D, V4D], Bin(SseOp::Minpd)),
        "avx.addsub.ps.256" => e("avx", V8F, &[V8F, V8F], BinX(X::Addsubps)),
        "avx.addsub.pd.256" => e("avx", V4D, &[V4D, V4D], BinX(X::Addsubpd)),
        "avx.hadd.ps.256" => e("avx", V8F, &[V8F, V8F], BinX(X::Haddps)),
        "avx.hadd.pd.256" => e("avx", V4D, &[V4D, V4D], BinX(X::Haddpd)),
        "avx.hsub.ps.256" => e("avx", V8F, &[V8F, V8F], BinX(X::Hsubps)),
        "avx.hsub.pd.256" => e("avx", V4D, &[V4D, V4D], BinX(X::Hsubpd)),
        "avx.rcp.ps.256" => e("avx", V8F, &[V8F], UnX(X::Rcpps)),
        "avx.rsqrt.ps.256" => e("avx", V8F, &[V8F], UnX(X::Rsqrtps)),
        "avx.round.ps.256" => e("avx", V8F, &[V8F, "i32"], UnXImm(X::Roundps)),
        "avx.round.pd.256" => e("avx", V4D, &[V4D, "i32"], UnXImm(X::Roundpd)),
        "avx.dp.ps.256" => e("avx", V8F, &[V8F, V8F, "i8"], BinXImm(X::Dpps)),
        "avx.blendv.ps.256" => e("avx", V8F, &[V8F, V8F, V8F], Blendv(32)),
        "avx.blendv.pd.256" => e("avx", V4D, &[V4D, V4D, V4D], Blendv(64)),
        "avx.cvt.ps2dq.256" => e("avx", V8I, &[V8F], UnX(X::Cvtps2dq)),
        "avx.cvtt.ps2dq.256" => e("avx", V8I, &[V8F], Un(SseOp::Cvttps2dq)),
        "avx.cvt.pd2dq.256" => e("avx", V4I, &[V4D], NarrowX(X::Cvtpd2dq)),
        "avx.cvtt.pd2dq.256" => e("avx", V4I, &[V4D], Narrow(SseOp::Cvttpd2dq)),
        "avx.cvt.pd2.ps.256" => e("avx", V4F, &[V4D], NarrowX(X::Cvtpd2ps)),
        "avx.movmsk.ps.256" => e("avx", "i32", &[V8F], MaskBits(XmmToGprOp::Movmskps, 4)),
        "avx.movmsk.pd.256" => e("avx", "i32", &[V4D], MaskBits(XmmToGprOp::Movmskpd, 2)),
        "avx.ptestz.256" => e("avx", "i32", &[V4Q, V4Q], Ptest(PtestKind::Z)),
        "avx.ptestc.256" => e("avx", "i32", &[V4Q, V4Q], Ptest(PtestKind::C)),
        "avx.ptestnzc.256" => e("avx", "i32", &[V4Q, V4Q], Ptest(PtestKind::Nzc)),
        "avx.vtestz.ps" => e("avx", "i32", &[V4F, V4F], Vtest(PtestKind::Z, 32)),
        "avx.vtestc.ps" => e("avx", "i32", &[V4F, V4F], Vtest(PtestKind::C, 32)),
        "avx.vtestnzc.ps" => e("avx", "i32", &[V4F, V4F], Vtest(PtestKind::Nzc, 32)),
        "avx.vtestz.pd" => e("avx", "i32", &[V2D, V2D], Vtest(PtestKind::Z, 64)),
        "avx.vtestc.pd" => e("avx", "i32", &[V2D, V2D], Vtest(PtestKind::C, 64)),
        "avx.vtestnzc.pd" => e("avx", "i32", &[V2D, V2D], Vtest(PtestKind::Nzc, 64)),
        "avx.vtestz.ps.256" => e("avx", "i32", &[V8F, V8F], Vtest(PtestKind::Z, 32)),
        "avx.vtestc.ps.256" => e("avx", "i32", &[V8F, V8F], Vtest(PtestKind::C, 32)),
        "avx.vtestnzc.ps.256" => e("avx", "i32", &[V8F, V8F], Vtest(PtestKind::Nzc, 32)),
        "avx.vtestz.pd.256" => e("avx", "i32", &[V4D, V4D], Vtest(PtestKind::Z, 64)),
        "avx.vtestc.pd.256" => e("avx", "i32", &[V4D, V4D], Vtest(PtestKind::C, 64)),
        "avx.vtestnzc.pd.256" => e("avx", "i32", &[V4D, V4D], Vtest(PtestKind::Nzc, 64)),
        "avx.ldu.dq.256" => e("avx", V32B, &["ptr"], LoadU),
        "avx.maskload.ps" => e("avx", V4F, &["ptr", V4I], MaskLoad(VMaskOp::Ps)),
        "avx.maskload.ps.256" => e("avx", V8F, &["ptr", V8I], MaskLoad(VMaskOp::Ps)),
        "avx.maskload.pd" => e("avx", V2D, &["ptr", V2Q], MaskLoad(VMaskOp::Pd)),
        "avx.maskload.pd.256" => e("avx", V4D, &["ptr", V4Q], MaskLoad(VMaskOp::Pd)),
        "avx.maskstore.ps" => e("avx", "void", &["ptr", V4I, V4F], MaskStore(VMaskOp::Ps)),
        "avx.maskstore.ps.256" => e("avx", "void", &["ptr", V8I, V8F], MaskStore(VMaskOp::Ps)),
        "avx.maskstore.pd" => e("avx", "void", &["ptr", V2Q, V2D], MaskStore(VMaskOp::Pd)),
        "avx.maskstore.pd.256" => e("avx", "void", &["ptr", V4Q, V4D], MaskStore(VMaskOp::Pd)),
        "avx.vzeroupper" => e("avx", "void", &[], Vzero(false)),
        "avx.vzeroall" => e("avx", "void", &[], Vzero(true)),
        "avx2.maskload.d" => e("avx2", V4I, &["ptr", V4I], MaskLoad(VMaskOp::D)),
        "avx2.maskload.d.256" => e("avx2", V8I, &["ptr", V8I], MaskLoad(VMaskOp::D)),
        "avx2.maskload.q" => e("avx2", V2Q, &["ptr", V2Q], MaskLoad(VMaskOp::Q)),
        "avx2.maskload.q.256" => e("avx2", V4Q, &["ptr", V4Q], MaskLoad(VMaskOp::Q)),
        "avx2.maskstore.d" => e("avx2", "void", &["ptr", V4I, V4I], MaskStore(VMaskOp::D)),
        "avx2.maskstore.d.256" => e("avx2", "void", &["ptr", V8I, V8I], MaskStore(VMaskOp::D)),
        "avx2.maskstore.q" => e("avx2", "void", &["ptr", V2Q, V2Q], MaskStore(VMaskOp::Q)),
        "avx2.maskstore.q.256" => e("avx2", "void", &["ptr", V4Q, V4Q], MaskStore(VMaskOp::Q)),
        // FMA (the other FMA intrinsics are llvm.fma), F16C.
        "fma.vfmaddsub.ps" => e("fma", V4F, &[V4F, V4F, V4F], Fma(Fma3Op::Vfmaddsub213ps)),
        "fma.vfmaddsub.ps.256" => e("fma", V8F, &[V8F, V8F, V8F], Fma(Fma3Op::Vfmaddsub213ps)),
        "fma.vfmaddsub.pd" => e("fma", V2D, &[V2D, V2D, V2D], Fma(Fma3Op::Vfmaddsub213pd)),
        "fma.vfmaddsub.pd.256" => e("fma", V4D, &[V4D, V4D, V4D], Fma(Fma3Op::Vfmaddsub213pd)),
        "vcvtps2ph.128" => e("f16c", V8W, &[V4F, "i32"], CvtPs2Ph),
        "vcvtps2ph.256" => e("f16c", V8W, &[V8F, "i32"], CvtPs2Ph),
        "avx.vpermilvar.ps" => e("avx", V4F, &[V4F, V4I], Lanes(PERMIL_PS, 32)),
        "avx.vpermilvar.ps.256" => e("avx", V8F, &[V8F, V8I], Lanes(PERMIL_PS, 32)),
        "avx.vpermilvar.pd" => e("avx", V2D, &[V2D, V2Q], Lanes(PERMIL_PD, 64)),
        "avx.vpermilvar.pd.256" => e("avx", V4D, &[V4D, V4Q], Lanes(PERMIL_PD, 64)),
        "avx2.permd" => e("avx2", V8I, &[V8I, V8I], Lanes(PERM8, 32)),
        "avx2.permps" => e("avx2", V8F, &[V8F, V8I], Lanes(PERM8, 32)),
        "avx2.psllv.d" => e("avx2", V4I, &[V4I, V4I], Lanes(SHL, 32)),
        "avx2.psllv.d.256" => e("avx2", V8I, &[V8I, V8I], Lanes(SHL, 32)),
        "avx2.psllv.q" => e("avx2", V2Q, &[V2Q, V2Q], Lanes(SHL, 64)),
        "avx2.psllv.q.256" => e("avx2", V4Q, &[V4Q, V4Q], Lanes(SHL, 64)),
        "avx2.psrlv.d" => e("avx2", V4I, &[V4I, V4I], Lanes(SHR, 32)),
        "avx2.psrlv.d.256" => e("avx2", V8I, &[V8I, V8I], Lanes(SHR, 32)),
        "avx2.psrlv.q" => e("avx2", V2Q, &[V2Q, V2Q], Lanes(SHR, 64)),
        "avx2.psrlv.q.256" => e("avx2", V4Q, &[V4Q, V4Q], Lanes(SHR, 64)),
        "avx2.psrav.d" => e("avx2", V4I, &[V4I, V4I], Lanes(SAR, 32)),
        "avx2.psrav.d.256" => e("avx2", V8I, &[V8I, V8I], Lanes(SAR, 32)),
        "avx2.gather.d.d" => e(
            "avx2",
            "<4 x i32>",
            &["<4 x i32>", "ptr", "<4 x i32>", "<4 x i32>", "i8"],
            Gather(32, 32),
        ),
        "avx2.gather.d.d.256" => e(
            "avx2",
            "<8 x i32>",
            &["<8 x i32>", "ptr", "<8 x i32>", "<8 x i32>", "i8"],
            Gather(32, 32),
        ),
        "avx2.gather.d.q" => e(
            "avx2",
            "<2 x i64>",
            &["<2 x i64>", "ptr", "<4 x i32>", "<2 x i64>", "i8"],
            Gather(64, 32),
        ),
        "avx2.gather.d.q.256" => e(
            "avx2",
            "<4 x i64>",
            &["<4 x i64>", "ptr", "<4 x i32>", "<4 x i64>", "i8"],
            Gather(64, 32),
        ),
        "avx2.gather.q.d" => e(
            "avx2",
            "<4 x i32>",
            &["<4 x i32>", "ptr", "<2 x i64>", "<4 x i32>", "i8"],
            Gather(32, 64),
        ),
        "avx2.gather.q.d.256" => e(
            "avx2",
            "<4 x i32>",
            &["<4 x i32>", "ptr", "<4 x i64>", "<4 x i32>", "i8"],
            Gather(32, 64),
        ),
        "avx2.gather.q.q" => e(
            "avx2",
            "<2 x i64>",
            &["<2 x i64>", "ptr", "<2 x i64>", "<2 x i64>", "i8"],
            Gather(64, 64),
        ),
        "avx2.gather.q.q.256" => e(
            "avx2",
            "<4 x i64>",
            &["<4 x i64>", "ptr", "<4 x i64>", "<4 x i64>", "i8"],
            Gather(64, 64),
        ),
        "avx2.gather.d.ps" => e(
            "avx2",
            "<4 x float>",
            &["<4 x float>", "ptr", "<4 x i32>", "<4 x float>", "i8"],
            Gather(32, 32),
        ),
        "avx2.gather.d.ps.256" => e(
            "avx2",
            "<8 x float>",
            &["<8 x float>", "ptr", "<8 x i32>", "<8 x float>", "i8"],
            Gather(32, 32),
        ),
        "avx2.gather.q.ps" => e(
            "avx2",
            "<4 x float>",
            &["<4 x float>", "ptr", "<2 x i64>", "<4 x float>", "i8"],
            Gather(32, 64),
        ),
        "avx2.gather.q.ps.256" => e(
            "avx2",
            "<4 x float>",
            &["<4 x float>", "ptr", "<4 x i64>", "<4 x float>", "i8"],
            Gather(32, 64),
        ),
        "avx2.gather.d.pd" => e(
            "avx2",
            "<2 x double>",
            &["<2 x double>", "ptr", "<4 x i32>", "<2 x double>", "i8"],
            Gather(64, 32),
        ),
        "avx2.gather.d.pd.256" => e(
            "avx2",
            "<4 x double>",
            &["<4 x double>", "ptr", "<4 x i32>", "<4 x double>", "i8"],
            Gather(64, 32),
        ),
        "avx2.gather.q.pd" => e(
            "avx2",
            "<2 x double>",
            &["<2 x double>", "ptr", "<2 x i64>", "<2 x double>", "i8"],
            Gather(64, 64),
        ),
        "avx2.gather.q.pd.256" => e(
            "avx2",
            "<4 x double>",
            &["<4 x double>", "ptr", "<4 x i64>", "<4 x double>", "i8"],
            Gather(64, 64),
        ),
        // AVX2: 256-bit integer forms on the two halves.
        "avx2.packsswb" => e("avx2", V32B, &[V16W, V16W], BinX(X::Packsswb)),
        "avx2.packssdw" => e("avx2", V16W, &[V8I, V8I], BinX(X::Packssdw)),
        "avx2.packuswb" => e("avx2", V32B, &[V16W, V16W], BinX(X::Packuswb)),
        "avx2.packusdw" => e("avx2", V16W, &[V8I, V8I], BinX(X::Packusdw)),
        "avx2.pavg.b" => e("avx2", V32B, &[V32B, V32B], BinX(X::Pavgb)),
        "avx2.pavg.w" => e("avx2", V16W, &[V16W, V16W], BinX(X::Pavgw)),
        "avx2.pmadd.wd" => e("avx2", V8I, &[V16W, V16W], BinX(X::Pmaddwd)),
        "avx2.pmadd.ub.sw" => e("avx2", V16W, &[V32B, V32B], BinX(X::Pmaddubsw)),
        "avx2.pmulh.w" => e("avx2", V16W, &[V16W, V16W], BinX(X::Pmulhw)),
        "avx2.pmulhu.w" => e("avx2", V16W, &[V16W, V16W], BinX(X::Pmulhuw)),
        "avx2.pmul.hr.sw" => e("avx2", V16W, &[V16W, V16W], BinX(X::Pmulhrsw)),
        "avx2.psad.bw" => e("avx2", V4Q, &[V32B, V32B], BinX(X::Psadbw)),
        "avx2.pshuf.b" => e("avx2", V32B, &[V32B, V32B], BinX(X::Pshufb)),
        "avx2.phadd.w" => e("avx2", V16W, &[V16W, V16W], BinX(X::Phaddw)),
        "avx2.phadd.d" => e("avx2", V8I, &[V8I, V8I], BinX(X::Phaddd)),
        "avx2.phadd.sw" => e("avx2", V16W, &[V16W, V16W], BinX(X::Phaddsw)),
        "avx2.phsub.w" => e("avx2", V16W, &[V16W, V16W], BinX(X::Phsubw)),
        "avx2.phsub.d" => e("avx2", V8I, &[V8I, V8I], BinX(X::Phsubd)),
        "avx2.phsub.sw" => e("avx2", V16W, &[V16W, V16W], BinX(X::Phsubsw)),
        "avx2.psign.b" => e("avx2", V32B, &[V32B, V32B], BinX(X::Psignb)),
        "avx2.psign.w" => e("avx2", V16W, &[V16W, V16W], BinX(X::Psignw)),
        "avx2.psign.d" => e("avx2", V8I, &[V8I, V8I], BinX(X::Psignd)),
        "avx2.mpsadbw" => e("avx2", V16W, &[V32B, V32B, "i8"], BinXImm(X::Mpsadbw)),
        "avx2.pblendvb" => e("avx2", V32B, &[V32B, V32B, V32B], Blendv(8)),
        "avx2.pmovmskb" => e("avx2", "i32", &[V32B], MaskBits(XmmToGprOp::Pmovmskb, 16)),
        "avx2.psll.w" => e("avx2", V16W, &[V16W, V8W], BinX(X::Psllw)),
        "avx2.psll.d" => e("avx2", V8I, &[V8I, V4I], BinX(X::Pslld)),
        "avx2.psll.q" => e("avx2", V4Q, &[V4Q, V2Q], BinX(X::Psllq)),
        "avx2.psrl.w" => e("avx2", V16W, &[V16W, V8W], BinX(X::Psrlw)),
        "avx2.psrl.d" => e("avx2", V8I, &[V8I, V4I], BinX(X::Psrld)),
        "avx2.psrl.q" => e("avx2", V4Q, &[V4Q, V2Q], BinX(X::Psrlq)),
        "avx2.psra.w" => e("avx2", V16W, &[V16W, V8W], BinX(X::Psraw)),
        "avx2.psra.d" => e("avx2", V8I, &[V8I, V4I], BinX(X::Psrad)),
        "avx2.pslli.w" => e(
            "avx2",
            V16W,
            &[V16W, "i32"],
            ShiftBy(SseImmOp::PsllwImm, X::Psllw),
        ),
        "avx2.pslli.d" => e(
            "avx2",
            V8I,
            &[V8I, "i32"],
            ShiftBy(SseImmOp::PslldImm, X::Pslld),
        ),
        "avx2.pslli.q" => e(
            "avx2",
            V4Q,
            &[V4Q, "i32"],
            ShiftBy(SseImmOp::PsllqImm, X::Psllq),
        ),
        "avx2.psrli.w" => e(
            "avx2",
            V16W,
            &[V16W, "i32"],
            ShiftBy(SseImmOp::PsrlwImm, X::Psrlw),
        ),
        "avx2.psrli.d" => e(
            "avx2",
            V8I,
            &[V8I, "i32"],
            ShiftBy(SseImmOp::PsrldImm, X::Psrld),
        ),
        "avx2.psrli.q" => e(
            "avx2",
            V4Q,
            &[V4Q, "i32"],
            ShiftBy(SseImmOp::PsrlqImm, X::Psrlq),
        ),
        "avx2.psrai.w" => e(
            "avx2",
            V16W,
            &[V16W, "i32"],
            ShiftBy(SseImmOp::PsrawImm, X::Psraw),
        ),
        "avx2.psrai.d" => e(
            "avx2",
            V8I,
            &[V8I, "i32"],
            ShiftBy(SseImmOp::PsradImm, X::Psrad),
        ),
        // BMI, BMI2
        "bmi.bextr.32" => e("bmi", "i32", &["i32", "i32"], Bmi(BmiOp::Bextr, 32)),
        "bmi.bextr.64" => e("bmi", "i64", &["i64", "i64"], Bmi(BmiOp::Bextr, 64)),
        "bmi.bzhi.32" => e("bmi2", "i32", &["i32", "i32"], Bmi(BmiOp::Bzhi, 32)),
        "bmi.bzhi.64" => e("bmi2", "i64", &["i64", "i64"], Bmi(BmiOp::Bzhi, 64)),
        "bmi.pdep.32" => e("bmi2", "i32", &["i32", "i32"], Bmi(BmiOp::Pdep, 32)),
        "bmi.pdep.64" => e("bmi2", "i64", &["i64", "i64"], Bmi(BmiOp::Pdep, 64)),
        "bmi.pext.32" => e("bmi2", "i32", &["i32", "i32"], Bmi(BmiOp::Pext, 32)),
        "bmi.pext.64" => e("bmi2", "i64", &["i64", "i64"], Bmi(BmiOp::Pext, 64)),
        _ => return None,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn string_compare_names_parse() {
        for e in ["e", "i"] {
            for (suffix, want) in [
                ("i", StrResult::Index),
                ("m", StrResult::Mask),
                ("ia", StrResult::Flag(Cond::A)),
                ("ic", StrResult::Flag(Cond::B)),
                ("io", StrResult::Flag(Cond::O)),
                ("is", StrResult::Flag(Cond::S)),
                ("iz", StrResult::Flag(Cond::E)),
            ] {
                let name = format!("llvm.x86.sse42.pcmp{e}str{suffix}128");
                let entry = lookup(&name).unwrap_or_else(|| panic!("{name}"));
                match entry.form {
                    Form::PcmpStr(explicit, r) => {
                        assert_eq!(explicit, e == "e", "{name}");
                        assert_eq!(r, want, "{name}");
                    }
                    f => panic!("{name}: {f:?}"),
                }
                assert_eq!(entry.args.len(), if e == "e" { 5 } else { 3 });
                assert_eq!(entry.ret, if suffix == "m" { V16B } else { "i32" });
            }
        }
    }

    #[test]
    fn features_follow_the_family() {
        let f = |n: &str| lookup(n).map(|e| e.feature);
        assert_eq!(f("llvm.x86.sse.max.ps"), Some(""));
        assert_eq!(f("llvm.x86.sse2.psrai.d"), Some(""));
        assert_eq!(f("llvm.x86.sse3.hadd.ps"), Some("sse3"));
        assert_eq!(f("llvm.x86.ssse3.pshuf.b.128"), Some("ssse3"));
        assert_eq!(f("llvm.x86.sse41.dpps"), Some("sse4.1"));
        assert_eq!(f("llvm.x86.sse42.crc32.64.64"), Some("crc32"));
        assert_eq!(f("llvm.x86.aesni.aesimc"), Some("aes"));
        assert_eq!(f("llvm.x86.pclmulqdq"), Some("pclmul"));
        assert_eq!(f("llvm.x86.bmi.bextr.32"), Some("bmi"));
        assert_eq!(f("llvm.x86.bmi.pdep.64"), Some("bmi2"));
        // MMX forms and unknown names are not implemented.
        assert!(f("llvm.x86.ssse3.pshuf.b").is_none());
        assert!(f("llvm.x86.sse3.monitor").is_none());
        assert!(f("llvm.x86.sse.max.ps.extra").is_none());
        assert!(f("llvm.sse.max.ps").is_none());
    }
}
