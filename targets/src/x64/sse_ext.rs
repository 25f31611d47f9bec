//! The SSE-family operations that only the x86 intrinsics need (SSE
//! through SSE4.2, AES-NI, PCLMULQDQ), and the VEX-encoded BMI/BMI2
//! general-register operations. The instructions using them are
//! [`super::Inst::SseX`], [`super::Inst::XmmToGprX`],
//! [`super::Inst::XmmFlags`], [`super::Inst::Crc32`] and
//! [`super::Inst::Bmi`], [`super::Inst::MemCtl`], [`super::Inst::Fence`]
//! and [`super::Inst::MaskMovdqu`]; and the VEX-encoded 128-bit AVX, FMA and
//! F16C instructions ([`super::Inst::VMaskMov`], [`super::Inst::Fma3`],
//! [`super::Inst::Vcvtps2ph`], [`super::Inst::Vzero`]).

/// XMM operations `dst = op(src1, src2[, imm])` in their legacy SSE
/// encodings; `dst` reuses `src1` (the one-source operations read only
/// `src2`).
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub enum SseXOp {
    /// `rcpps` (approximate reciprocal).
    Rcpps,
    /// `rcpss`.
    Rcpss,
    /// `rsqrtps` (approximate reciprocal square root).
    Rsqrtps,
    /// `rsqrtss`.
    Rsqrtss,
    /// `cvtpd2dq` (current rounding mode).
    Cvtpd2dq,
    /// `cvtpd2ps`.
    Cvtpd2ps,
    /// `cvtps2dq` (current rounding mode).
    Cvtps2dq,
    /// `packsswb` (signed saturation).
    Packsswb,
    /// `packssdw`.
    Packssdw,
    /// `packuswb` (unsigned saturation).
    Packuswb,
    /// `pavgb` (rounded average).
    Pavgb,
    /// `pavgw`.
    Pavgw,
    /// `pmaddwd`.
    Pmaddwd,
    /// `pmulhw`.
    Pmulhw,
    /// `pmulhuw`.
    Pmulhuw,
    /// `psadbw`.
    Psadbw,
    /// `psllw xmm, xmm/m128` (count in the low 64 bits).
    Psllw,
    /// `pslld`.
    Pslld,
    /// `psllq`.
    Psllq,
    /// `psrlw`.
    Psrlw,
    /// `psrld`.
    Psrld,
    /// `psrlq`.
    Psrlq,
    /// `psraw`.
    Psraw,
    /// `psrad`.
    Psrad,
    /// `addsubpd` (SSE3).
    Addsubpd,
    /// `addsubps`.
    Addsubps,
    /// `haddpd`.
    Haddpd,
    /// `haddps`.
    Haddps,
    /// `hsubpd`.
    Hsubpd,
    /// `hsubps`.
    Hsubps,
    /// `pshufb` (SSSE3).
    Pshufb,
    /// `phaddw`.
    Phaddw,
    /// `phaddd`.
    Phaddd,
    /// `phaddsw`.
    Phaddsw,
    /// `pmaddubsw`.
    Pmaddubsw,
    /// `phsubw`.
    Phsubw,
    /// `phsubd`.
    Phsubd,
    /// `phsubsw`.
    Phsubsw,
    /// `psignb`.
    Psignb,
    /// `psignw`.
    Psignw,
    /// `psignd`.
    Psignd,
    /// `pmulhrsw`.
    Pmulhrsw,
    /// `packusdw` (SSE4.1).
    Packusdw,
    /// `phminposuw`.
    Phminposuw,
    /// `aesimc`.
    Aesimc,
    /// `aesenc`.
    Aesenc,
    /// `aesenclast`.
    Aesenclast,
    /// `aesdec`.
    Aesdec,
    /// `aesdeclast`.
    Aesdeclast,
    /// `roundps xmm, xmm/m128, imm` (SSE4.1).
    Roundps,
    /// `roundpd`.
    Roundpd,
    /// `dpps` (dot product, imm mask).
    Dpps,
    /// `dppd`.
    Dppd,
    /// `insertps`.
    Insertps,
    /// `mpsadbw`.
    Mpsadbw,
    /// `pclmulqdq` (carry-less multiply; imm selects the halves).
    Pclmulqdq,
    /// `aeskeygenassist`.
    Aeskeygenassist,
}

impl SseXOp {
    /// Every operation (for tests).
    pub const ALL: [SseXOp; 57] = {
        use SseXOp::*;
        [
            Rcpps,
            Rcpss,
            Rsqrtps,
            Rsqrtss,
            Cvtpd2dq,
            Cvtpd2ps,
            Cvtps2dq,
            Packsswb,
            Packssdw,
            Packuswb,
            Pavgb,
            Pavgw,
            Pmaddwd,
            Pmulhw,
            Pmulhuw,
            Psadbw,
            Psllw,
            Pslld,
            Psllq,
            Psrlw,
            Psrld,
            Psrlq,
            Psraw,
            Psrad,
            Addsubpd,
            Addsubps,
            Haddpd,
            Haddps,
            Hsubpd,
            Hsubps,
            Pshufb,
            Phaddw,
            Phaddd,
            Phaddsw,
            Pmaddubsw,
            Phsubw,
            Phsubd,
            Phsubsw,
            Psignb,
            Psignw,
            Psignd,
            Pmulhrsw,
            Packusdw,
            Phminposuw,
            Aesimc,
            Aesenc,
            Aesenclast,
            Aesdec,
            Aesdeclast,
            Roundps,
            Roundpd,
            Dpps,
            Dppd,
            Insertps,
            Mpsadbw,
            Pclmulqdq,
            Aeskeygenassist,
        ]
    };

    /// Whether the instruction takes an 8-bit immediate.
    pub fn has_imm(self) -> bool {
        use SseXOp::*;
        matches!(
            self,
            Roundps | Roundpd | Dpps | Dppd | Insertps | Mpsadbw | Pclmulqdq | Aeskeygenassist
        )
    }
}

/// Lane insertion from a general register or memory (`pinsr*`): `dst` is
/// `src1` with lane `imm` replaced by the low bits of `src2`.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub enum PinsrOp {
    /// `pinsrb xmm, r32/m8, imm` (SSE4.1).
    Pinsrb,
    /// `pinsrw xmm, r32/m16, imm` (SSE2).
    Pinsrw,
    /// `pinsrd xmm, r/m32, imm` (SSE4.1).
    Pinsrd,
    /// `pinsrq xmm, r/m64, imm` (SSE4.1).
    Pinsrq,
}

/// Lane extraction into a general register, zero-extended (`pextr*`).
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub enum PextrOp {
    /// `pextrb r32, xmm, imm` (SSE4.1).
    Pextrb,
    /// `pextrw r32, xmm, imm` (SSE2).
    Pextrw,
    /// `pextrd r32, xmm, imm` (SSE4.1).
    Pextrd,
    /// `pextrq r64, xmm, imm` (SSE4.1).
    Pextrq,
}

/// XMM → general register: `dst = op(src)`.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub enum XmmToGprOp {
    /// `movmskps r32, xmm` (the four sign bits).
    Movmskps,
    /// `movmskpd r32, xmm`.
    Movmskpd,
    /// `cvtss2si r, xmm/m32` (current rounding mode).
    Cvtss2si,
    /// `cvtsd2si r, xmm/m64`.
    Cvtsd2si,
    /// `pmovmskb r32, xmm` (the sixteen byte sign bits).
    Pmovmskb,
}

/// XMM compares that only set flags.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub enum XmmFlagsOp {
    /// `comiss` (signalling on quiet NaN too).
    Comiss,
    /// `comisd`.
    Comisd,
    /// `ptest` (SSE4.1): ZF = `(lhs & rhs) == 0`, CF = `(!lhs & rhs) == 0`.
    Ptest,
}

/// BMI/BMI2 operations on general registers (VEX-encoded, three operands,
/// non-destructive; flags clobbered).
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub enum BmiOp {
    /// `bextr dst, rm, vvvv`: bit field of `rm` at start `vvvv[7:0]`,
    /// length `vvvv[15:8]`.
    Bextr,
    /// `bzhi dst, rm, vvvv`: `rm` with bits from index `vvvv[7:0]` up cleared.
    Bzhi,
    /// `pdep dst, vvvv, rm`: the low bits of `vvvv` deposited at the set
    /// bits of mask `rm`.
    Pdep,
    /// `pext dst, vvvv, rm`: the bits of `vvvv` at the set bits of mask
    /// `rm`, packed into the low bits.
    Pext,
}

/// Instructions with one memory operand and no register result.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub enum MemCtlOp {
    /// `ldmxcsr m32`: loads MXCSR.
    Ldmxcsr,
    /// `stmxcsr m32`: stores MXCSR.
    Stmxcsr,
    /// `clflush m8`.
    Clflush,
}

/// Operand-less ordering and hint instructions.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub enum FenceOp {
    /// `sfence`.
    Sfence,
    /// `lfence`.
    Lfence,
    /// `pause`.
    Pause,
}

/// `vmaskmovps`/`vmaskmovpd`/`vpmaskmovd`/`vpmaskmovq` (128 bits): the
/// lane width and kind of a masked load or store.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub enum VMaskOp {
    /// `vmaskmovps` (AVX).
    Ps,
    /// `vmaskmovpd` (AVX).
    Pd,
    /// `vpmaskmovd` (AVX2).
    D,
    /// `vpmaskmovq` (AVX2).
    Q,
}

/// FMA3 operations in the 213 operand order: `dst = dst * src2 ± src3`.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub enum Fma3Op {
    /// `vfmaddsub213ps`: odd lanes add, even lanes subtract.
    Vfmaddsub213ps,
    /// `vfmaddsub213pd`.
    Vfmaddsub213pd,
    /// `vfmadd213ps`.
    Vfmadd213ps,
    /// `vfmadd213pd`.
    Vfmadd213pd,
    /// `vfmadd213ss` (low lane; the others from `src1`).
    Vfmadd213ss,
    /// `vfmadd213sd`.
    Vfmadd213sd,
}
