//! Encoders of the intrinsic-only instructions: the [`SseXOp`] table
//! (legacy SSE encodings with mandatory prefixes and the `0F 38`/`0F 3A`
//! maps), XMM→GPR moves and conversions, flag-only compares, `crc32` and
//! the VEX-encoded BMI/BMI2 operations.

use super::enc::{BYTE_RM, Imm, Op, P66, PF2, PF3, Rm, emit_rm, op2, op3};
use super::enc_vex::{VexMap, VexPp, emit_vex_rm};
use crate::buffer::CodeBuffer;
use crate::{EmitError, err};
use kiln_targets::x64::{
    BmiOp, FenceOp, Fma3Op, MemCtlOp, OperandSize, PextrOp, PinsrOp, SseXOp, VMaskOp, XmmFlagsOp,
    XmmToGprOp,
};

/// Mandatory prefix and opcode of an [`SseXOp`].
fn sse_x_op(op: SseXOp) -> (u8, Op) {
    use SseXOp::*;
    let m38 = |o| op3(0x0F, 0x38, o);
    let m3a = |o| op3(0x0F, 0x3A, o);
    match op {
        Rcpps => (0, op2(0x0F, 0x53)),
        Rcpss => (PF3, op2(0x0F, 0x53)),
        Rsqrtps => (0, op2(0x0F, 0x52)),
        Rsqrtss => (PF3, op2(0x0F, 0x52)),
        Cvtpd2dq => (PF2, op2(0x0F, 0xE6)),
        Cvtpd2ps => (P66, op2(0x0F, 0x5A)),
        Cvtps2dq => (P66, op2(0x0F, 0x5B)),
        Packsswb => (P66, op2(0x0F, 0x63)),
        Packssdw => (P66, op2(0x0F, 0x6B)),
        Packuswb => (P66, op2(0x0F, 0x67)),
        Pavgb => (P66, op2(0x0F, 0xE0)),
        Pavgw => (P66, op2(0x0F, 0xE3)),
        Pmaddwd => (P66, op2(0x0F, 0xF5)),
        Pmulhw => (P66, op2(0x0F, 0xE5)),
        Pmulhuw => (P66, op2(0x0F, 0xE4)),
        Psadbw => (P66, op2(0x0F, 0xF6)),
        Psllw => (P66, op2(0x0F, 0xF1)),
        Pslld => (P66, op2(0x0F, 0xF2)),
        Psllq => (P66, op2(0x0F, 0xF3)),
        Psrlw => (P66, op2(0x0F, 0xD1)),
        Psrld => (P66, op2(0x0F, 0xD2)),
        Psrlq => (P66, op2(0x0F, 0xD3)),
        Psraw => (P66, op2(0x0F, 0xE1)),
        Psrad => (P66, op2(0x0F, 0xE2)),
        Addsubpd => (P66, op2(0x0F, 0xD0)),
        Addsubps => (PF2, op2(0x0F, 0xD0)),
        Haddpd => (P66, op2(0x0F, 0x7C)),
        Haddps => (PF2, op2(0x0F, 0x7C)),
        Hsubpd => (P66, op2(0x0F, 0x7D)),
        Hsubps => (PF2, op2(0x0F, 0x7D)),
        Pshufb => (P66, m38(0x00)),
        Phaddw => (P66, m38(0x01)),
        Phaddd => (P66, m38(0x02)),
        Phaddsw => (P66, m38(0x03)),
        Pmaddubsw => (P66, m38(0x04)),
        Phsubw => (P66, m38(0x05)),
        Phsubd => (P66, m38(0x06)),
        Phsubsw => (P66, m38(0x07)),
        Psignb => (P66, m38(0x08)),
        Psignw => (P66, m38(0x09)),
        Psignd => (P66, m38(0x0A)),
        Pmulhrsw => (P66, m38(0x0B)),
        Packusdw => (P66, m38(0x2B)),
        Phminposuw => (P66, m38(0x41)),
        Aesimc => (P66, m38(0xDB)),
        Aesenc => (P66, m38(0xDC)),
        Aesenclast => (P66, m38(0xDD)),
        Aesdec => (P66, m38(0xDE)),
        Aesdeclast => (P66, m38(0xDF)),
        Roundps => (P66, m3a(0x08)),
        Roundpd => (P66, m3a(0x09)),
        Dpps => (P66, m3a(0x40)),
        Dppd => (P66, m3a(0x41)),
        Insertps => (P66, m3a(0x21)),
        Mpsadbw => (P66, m3a(0x42)),
        Pclmulqdq => (P66, m3a(0x44)),
        Aeskeygenassist => (P66, m3a(0xDF)),
    }
}

/// Whether `op` reads only its source operand (so `dst` need not be
/// `src1`).
fn reads_only_src(op: SseXOp) -> bool {
    use SseXOp::*;
    matches!(
        op,
        Rcpps
            | Rsqrtps
            | Cvtpd2dq
            | Cvtpd2ps
            | Cvtps2dq
            | Phminposuw
            | Aesimc
            | Roundps
            | Roundpd
            | Aeskeygenassist
    )
}

/// `SseX`: `op dst, src2[, imm]`.
pub(crate) fn sse_x(
    b: &mut CodeBuffer,
    op: SseXOp,
    dst: u8,
    src1: u8,
    src2: &Rm,
    imm: u8,
) -> Result<(), EmitError> {
    if !reads_only_src(op) {
        super::encode_alu::same(dst, src1, "sse")?;
    }
    let (p, o) = sse_x_op(op);
    let imm = if op.has_imm() { Imm::B(imm) } else { Imm::None };
    emit_rm(b, p, false, o, dst, src2, 0, imm);
    Ok(())
}

/// `XmmToGprX`: `op dst, src`.
pub(crate) fn xmm_to_gpr_x(
    b: &mut CodeBuffer,
    op: XmmToGprOp,
    size: OperandSize,
    dst: u8,
    src: &Rm,
) -> Result<(), EmitError> {
    let w = match size {
        OperandSize::S32 => false,
        OperandSize::S64 => true,
        _ => return err("XMM-to-GPR operations are for 32 or 64 bits"),
    };
    let (p, o) = match op {
        XmmToGprOp::Movmskps | XmmToGprOp::Movmskpd | XmmToGprOp::Pmovmskb => {
            if w || matches!(src, Rm::Mem(_)) {
                return err("movmskps/pd and pmovmskb take a register and give 32 bits");
            }
            match op {
                XmmToGprOp::Movmskps => (0, op2(0x0F, 0x50)),
                XmmToGprOp::Movmskpd => (P66, op2(0x0F, 0x50)),
                _ => (P66, op2(0x0F, 0xD7)),
            }
        }
        XmmToGprOp::Cvtss2si => (PF3, op2(0x0F, 0x2D)),
        XmmToGprOp::Cvtsd2si => (PF2, op2(0x0F, 0x2D)),
    };
    emit_rm(b, p, w, o, dst, src, 0, Imm::None);
    Ok(())
}

/// `XmmFlags`: `op lhs, rhs`.
pub(crate) fn xmm_flags(b: &mut CodeBuffer, op: XmmFlagsOp, lhs: u8, rhs: &Rm) {
    let (p, o) = match op {
        XmmFlagsOp::Comiss => (0, op2(0x0F, 0x2F)),
        XmmFlagsOp::Comisd => (P66, op2(0x0F, 0x2F)),
        XmmFlagsOp::Ptest => (P66, op3(0x0F, 0x38, 0x17)),
    };
    emit_rm(b, p, false, o, lhs, rhs, 0, Imm::None);
}

/// `crc32 dst, src2` (`F2 0F 38 F0`/`F1`).
pub(crate) fn crc32(
    b: &mut CodeBuffer,
    size: OperandSize,
    dst: u8,
    src1: u8,
    src2: &Rm,
) -> Result<(), EmitError> {
    super::encode_alu::same(dst, src1, "crc32")?;
    let (p, w, o, byte) = match size {
        OperandSize::S8 => (PF2, false, 0xF0, BYTE_RM),
        OperandSize::S16 => (PF2 | P66, false, 0xF1, 0),
        OperandSize::S32 => (PF2, false, 0xF1, 0),
        OperandSize::S64 => (PF2, true, 0xF1, 0),
    };
    emit_rm(b, p, w, op3(0x0F, 0x38, o), dst, src2, byte, Imm::None);
    Ok(())
}

/// `Bmi`: the VEX-encoded BMI/BMI2 operations.
pub(crate) fn bmi(
    b: &mut CodeBuffer,
    op: BmiOp,
    size: OperandSize,
    dst: u8,
    vvvv: u8,
    rm: &Rm,
) -> Result<(), EmitError> {
    let w = match size {
        OperandSize::S32 => false,
        OperandSize::S64 => true,
        _ => return err("BMI operations are for 32 or 64 bits"),
    };
    let (pp, opcode) = match op {
        BmiOp::Bextr => (VexPp::None, 0xF7),
        BmiOp::Bzhi => (VexPp::None, 0xF5),
        BmiOp::Pdep => (VexPp::F2, 0xF5),
        BmiOp::Pext => (VexPp::F3, 0xF5),
    };
    emit_vex_rm(b, VexMap::M0F38, pp, w, vvvv, opcode, dst, rm, Imm::None);
    Ok(())
}

/// `pcmp{e,i}str{i,m} a, b, imm` (`66 0F 3A 60`–`63`); the implicit
/// registers are the allocator's business.
pub(crate) fn pcmpstr(b: &mut CodeBuffer, explicit: bool, mask: bool, a: u8, bb: u8, imm: u8) {
    let o = 0x60 | ((!explicit as u8) << 1) | (!mask as u8);
    emit_rm(
        b,
        P66,
        false,
        op3(0x0F, 0x3A, o),
        a,
        &Rm::Reg(bb),
        0,
        Imm::B(imm),
    );
}

/// `ldmxcsr`/`stmxcsr`/`clflush` (`0F AE /2`, `/3`, `/7`).
pub(crate) fn mem_ctl(b: &mut CodeBuffer, op: MemCtlOp, mem: &Rm) {
    let digit = match op {
        MemCtlOp::Ldmxcsr => 2,
        MemCtlOp::Stmxcsr => 3,
        MemCtlOp::Clflush => 7,
    };
    emit_rm(b, 0, false, op2(0x0F, 0xAE), digit, mem, 0, Imm::None);
}

/// `sfence` (`0F AE F8`), `lfence` (`0F AE E8`), `pause` (`F3 90`).
pub(crate) fn fence(b: &mut CodeBuffer, op: FenceOp) {
    let bytes: &[u8] = match op {
        FenceOp::Sfence => &[0x0F, 0xAE, 0xF8],
        FenceOp::Lfence => &[0x0F, 0xAE, 0xE8],
        FenceOp::Pause => &[0xF3, 0x90],
    };
    b.reserve(bytes.len());
    b.put(bytes);
}

/// `maskmovdqu src, mask` (`66 0F F7 /r`).
pub(crate) fn maskmovdqu(b: &mut CodeBuffer, src: u8, mask: u8) {
    emit_rm(
        b,
        P66,
        false,
        op2(0x0F, 0xF7),
        src,
        &Rm::Reg(mask),
        0,
        Imm::None,
    );
}

/// `vmaskmovps/pd`, `vpmaskmovd/q` (VEX.128.66.0F38 `2C`/`2D`/`8C` loads,
/// `2E`/`2F`/`8E` stores; W1 for `q`).
pub(crate) fn vmaskmov(b: &mut CodeBuffer, op: VMaskOp, store: bool, data: u8, mask: u8, mem: &Rm) {
    let (load_op, w) = match op {
        VMaskOp::Ps => (0x2C, false),
        VMaskOp::Pd => (0x2D, false),
        VMaskOp::D => (0x8C, false),
        VMaskOp::Q => (0x8C, true),
    };
    let opcode = load_op + if store { 2 } else { 0 };
    emit_vex_rm(
        b,
        VexMap::M0F38,
        VexPp::P66,
        w,
        mask,
        opcode,
        data,
        mem,
        Imm::None,
    );
}

/// FMA3 213 forms (VEX.128.66.0F38, W1 for `pd`).
pub(crate) fn fma3(
    b: &mut CodeBuffer,
    op: Fma3Op,
    dst: u8,
    src1: u8,
    src2: u8,
    src3: u8,
) -> Result<(), EmitError> {
    super::encode_alu::same(dst, src1, "fma")?;
    let (opcode, w) = match op {
        Fma3Op::Vfmaddsub213ps => (0xA6, false),
        Fma3Op::Vfmaddsub213pd => (0xA6, true),
        Fma3Op::Vfmadd213ps => (0xA8, false),
        Fma3Op::Vfmadd213pd => (0xA8, true),
        Fma3Op::Vfmadd213ss => (0xA9, false),
        Fma3Op::Vfmadd213sd => (0xA9, true),
    };
    emit_vex_rm(
        b,
        VexMap::M0F38,
        VexPp::P66,
        w,
        src2,
        opcode,
        dst,
        &Rm::Reg(src3),
        Imm::None,
    );
    Ok(())
}

/// `vcvtps2ph xmm/m64, xmm, imm` (VEX.128.66.0F3A.W0 `1D`): the result
/// is the r/m operand.
pub(crate) fn vcvtps2ph(b: &mut CodeBuffer, dst: u8, src: u8, imm: u8) {
    emit_vex_rm(
        b,
        VexMap::M0F3A,
        VexPp::P66,
        false,
        0,
        0x1D,
        src,
        &Rm::Reg(dst),
        Imm::B(imm),
    );
}

/// `vzeroupper` (`C5 F8 77`) or `vzeroall` (`C5 FC 77`).
pub(crate) fn vzero(b: &mut CodeBuffer, all: bool) {
    b.reserve(3);
    b.put(&[0xC5, if all { 0xFC } else { 0xF8 }, 0x77]);
}

/// `pinsrb`/`pinsrw`/`pinsrd`/`pinsrq dst, src2, imm` (`dst` must be
/// `src1`).
pub(crate) fn pinsr(
    b: &mut CodeBuffer,
    op: PinsrOp,
    dst: u8,
    src1: u8,
    src2: &Rm,
    imm: u8,
) -> Result<(), EmitError> {
    super::encode_alu::same(dst, src1, "pinsr")?;
    let (w, o) = match op {
        PinsrOp::Pinsrw => (false, op2(0x0F, 0xC4)),
        PinsrOp::Pinsrb => (false, op3(0x0F, 0x3A, 0x20)),
        PinsrOp::Pinsrd => (false, op3(0x0F, 0x3A, 0x22)),
        PinsrOp::Pinsrq => (true, op3(0x0F, 0x3A, 0x22)),
    };
    emit_rm(b, P66, w, o, dst, src2, 0, Imm::B(imm));
    Ok(())
}

/// `pextrb`/`pextrw`/`pextrd`/`pextrq dst, src, imm`.
pub(crate) fn pextr(b: &mut CodeBuffer, op: PextrOp, dst: u8, src: u8, imm: u8) {
    match op {
        // pextrw r32, xmm: the general register is the ModRM reg field.
        PextrOp::Pextrw => emit_rm(
            b,
            P66,
            false,
            op2(0x0F, 0xC5),
            dst,
            &Rm::Reg(src),
            0,
            Imm::B(imm),
        ),
        // The SSE4.1 forms encode the XMM register in the reg field.
        PextrOp::Pextrb => emit_rm(
            b,
            P66,
            false,
            op3(0x0F, 0x3A, 0x14),
            src,
            &Rm::Reg(dst),
            0,
            Imm::B(imm),
        ),
        PextrOp::Pextrd => emit_rm(
            b,
            P66,
            false,
            op3(0x0F, 0x3A, 0x16),
            src,
            &Rm::Reg(dst),
            0,
            Imm::B(imm),
        ),
        PextrOp::Pextrq => emit_rm(
            b,
            P66,
            true,
            op3(0x0F, 0x3A, 0x16),
            src,
            &Rm::Reg(dst),
            0,
            Imm::B(imm),
        ),
    }
}
