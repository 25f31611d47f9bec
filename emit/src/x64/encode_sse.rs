//! SSE: scalar and packed arithmetic, immediates forms, loads and stores,
//! register moves, GPR↔XMM moves, conversions and compares.

use super::enc::{Imm, Op, P66, PF2, PF3, Rm, emit_rm, op2, op3};
use crate::buffer::CodeBuffer;
use crate::{EmitError, err};
use kiln_targets::x64::{OperandSize, SseImmOp, SseOp, XmmMemOp};

/// Mandatory prefix and opcode of a two-operand SSE operation, and whether
/// it reads only its source (so the destination need not equal `src1`).
pub(crate) fn sse_op(op: SseOp) -> (u8, Op, bool) {
    use SseOp::*;
    let (p, o, unary) = match op {
        Addss => (PF3, 0x58, false),
        Addsd => (PF2, 0x58, false),
        Subss => (PF3, 0x5C, false),
        Subsd => (PF2, 0x5C, false),
        Mulss => (PF3, 0x59, false),
        Mulsd => (PF2, 0x59, false),
        Divss => (PF3, 0x5E, false),
        Divsd => (PF2, 0x5E, false),
        Minss => (PF3, 0x5D, false),
        Minsd => (PF2, 0x5D, false),
        Maxss => (PF3, 0x5F, false),
        Maxsd => (PF2, 0x5F, false),
        Sqrtss => (PF3, 0x51, true),
        Sqrtsd => (PF2, 0x51, true),
        Cvtss2sd => (PF3, 0x5A, true),
        Cvtsd2ss => (PF2, 0x5A, true),
        Andps => (0, 0x54, false),
        Andpd => (P66, 0x54, false),
        Andnps => (0, 0x55, false),
        Andnpd => (P66, 0x55, false),
        Orps => (0, 0x56, false),
        Orpd => (P66, 0x56, false),
        Xorps => (0, 0x57, false),
        Xorpd => (P66, 0x57, false),
        Addps => (0, 0x58, false),
        Addpd => (P66, 0x58, false),
        Subps => (0, 0x5C, false),
        Subpd => (P66, 0x5C, false),
        Mulps => (0, 0x59, false),
        Mulpd => (P66, 0x59, false),
        Divps => (0, 0x5E, false),
        Divpd => (P66, 0x5E, false),
        Minps => (0, 0x5D, false),
        Minpd => (P66, 0x5D, false),
        Maxps => (0, 0x5F, false),
        Maxpd => (P66, 0x5F, false),
        Sqrtps => (0, 0x51, true),
        Sqrtpd => (P66, 0x51, true),
        Paddb => (P66, 0xFC, false),
        Paddw => (P66, 0xFD, false),
        Paddd => (P66, 0xFE, false),
        Paddq => (P66, 0xD4, false),
        Psubb => (P66, 0xF8, false),
        Psubw => (P66, 0xF9, false),
        Psubd => (P66, 0xFA, false),
        Psubq => (P66, 0xFB, false),
        Pmullw => (P66, 0xD5, false),
        Pmuludq => (P66, 0xF4, false),
        Pand => (P66, 0xDB, false),
        Pandn => (P66, 0xDF, false),
        Por => (P66, 0xEB, false),
        Pxor => (P66, 0xEF, false),
        Pcmpeqb => (P66, 0x74, false),
        Pcmpeqw => (P66, 0x75, false),
        Pcmpeqd => (P66, 0x76, false),
        Pcmpgtb => (P66, 0x64, false),
        Pcmpgtw => (P66, 0x65, false),
        Pcmpgtd => (P66, 0x66, false),
        Punpcklbw => (P66, 0x60, false),
        Punpcklwd => (P66, 0x61, false),
        Punpckldq => (P66, 0x62, false),
        Punpcklqdq => (P66, 0x6C, false),
        Punpckhqdq => (P66, 0x6D, false),
        Unpcklps => (0, 0x14, false),
        Unpcklpd => (P66, 0x14, false),
        Cvtdq2ps => (0, 0x5B, true),
        Cvttps2dq => (PF3, 0x5B, true),
        Cvtdq2pd => (PF3, 0xE6, true),
        Cvttpd2dq => (P66, 0xE6, true),
    };
    (p, op2(0x0F, o), unary)
}

/// `Sse`: `op dst, src2`.
pub(crate) fn sse(
    b: &mut CodeBuffer,
    op: SseOp,
    dst: u8,
    src1: u8,
    src2: &Rm,
) -> Result<(), EmitError> {
    let (p, o, unary) = sse_op(op);
    if !unary {
        super::encode_alu::same(dst, src1, "sse")?;
    }
    emit_rm(b, p, false, o, dst, src2, 0, Imm::None);
    Ok(())
}

/// `SseImm`: `op dst, src2, imm` (shifts by immediate: `op dst, imm`).
pub(crate) fn sse_imm(
    b: &mut CodeBuffer,
    op: SseImmOp,
    dst: u8,
    src1: u8,
    src2: &Rm,
    imm: u8,
) -> Result<(), EmitError> {
    use SseImmOp::*;
    // (prefix, opcode, /digit for the shift-by-immediate group)
    let (p, o, digit): (u8, Op, Option<u8>) = match op {
        Cmpss => (PF3, op2(0x0F, 0xC2), None),
        Cmpsd => (PF2, op2(0x0F, 0xC2), None),
        Cmpps => (0, op2(0x0F, 0xC2), None),
        Cmppd => (P66, op2(0x0F, 0xC2), None),
        Shufps => (0, op2(0x0F, 0xC6), None),
        Pshufd => (P66, op2(0x0F, 0x70), None),
        Pshuflw => (PF2, op2(0x0F, 0x70), None),
        Pshufhw => (PF3, op2(0x0F, 0x70), None),
        Roundss => (P66, op3(0x0F, 0x3A, 0x0A), None),
        Roundsd => (P66, op3(0x0F, 0x3A, 0x0B), None),
        PsllwImm => (P66, op2(0x0F, 0x71), Some(6)),
        PslldImm => (P66, op2(0x0F, 0x72), Some(6)),
        PsllqImm => (P66, op2(0x0F, 0x73), Some(6)),
        PsrlwImm => (P66, op2(0x0F, 0x71), Some(2)),
        PsrldImm => (P66, op2(0x0F, 0x72), Some(2)),
        PsrlqImm => (P66, op2(0x0F, 0x73), Some(2)),
        PsrawImm => (P66, op2(0x0F, 0x71), Some(4)),
        PsradImm => (P66, op2(0x0F, 0x72), Some(4)),
        PslldqImm => (P66, op2(0x0F, 0x73), Some(7)),
        PsrldqImm => (P66, op2(0x0F, 0x73), Some(3)),
    };
    // pshufd/pshuflw/pshufhw and round* read only their source.
    if !matches!(op, Pshufd | Pshuflw | Pshufhw | Roundss | Roundsd) || digit.is_some() {
        super::encode_alu::same(dst, src1, "sse")?;
    }
    match digit {
        Some(d) => emit_rm(b, p, false, o, d, &Rm::Reg(dst), 0, Imm::B(imm)),
        None => emit_rm(b, p, false, o, dst, src2, 0, Imm::B(imm)),
    }
    Ok(())
}

/// Prefix and load opcode (store = load + 1, except `movdqu`'s `7F`).
fn xmm_mem_op(op: XmmMemOp, store: bool) -> (u8, Op) {
    match op {
        XmmMemOp::Movss => (PF3, op2(0x0F, 0x10 + store as u8)),
        XmmMemOp::Movsd => (PF2, op2(0x0F, 0x10 + store as u8)),
        XmmMemOp::Movups => (0, op2(0x0F, 0x10 + store as u8)),
        XmmMemOp::Movdqu => (PF3, op2(0x0F, if store { 0x7F } else { 0x6F })),
    }
}

/// XMM load.
pub(crate) fn xmm_load(b: &mut CodeBuffer, op: XmmMemOp, dst: u8, mem: &Rm) {
    let (p, o) = xmm_mem_op(op, false);
    emit_rm(b, p, false, o, dst, mem, 0, Imm::None);
}

/// XMM store.
pub(crate) fn xmm_store(b: &mut CodeBuffer, op: XmmMemOp, src: u8, mem: &Rm) {
    let (p, o) = xmm_mem_op(op, true);
    emit_rm(b, p, false, o, src, mem, 0, Imm::None);
}

/// `movaps dst, src`.
pub(crate) fn movaps(b: &mut CodeBuffer, dst: u8, src: u8) {
    emit_rm(
        b,
        0,
        false,
        op2(0x0F, 0x28),
        dst,
        &Rm::Reg(src),
        0,
        Imm::None,
    );
}

fn w32_64(size: OperandSize, what: &str) -> Result<bool, EmitError> {
    match size {
        OperandSize::S32 => Ok(false),
        OperandSize::S64 => Ok(true),
        _ => err(format!("{what} is for 32 or 64 bits")),
    }
}

/// `movd`/`movq xmm, r/m`.
pub(crate) fn gpr_to_xmm(
    b: &mut CodeBuffer,
    size: OperandSize,
    dst: u8,
    src: &Rm,
) -> Result<(), EmitError> {
    let w = w32_64(size, "movd/movq")?;
    emit_rm(b, P66, w, op2(0x0F, 0x6E), dst, src, 0, Imm::None);
    Ok(())
}

/// `movd`/`movq r, xmm`.
pub(crate) fn xmm_to_gpr(
    b: &mut CodeBuffer,
    size: OperandSize,
    dst: u8,
    src: u8,
) -> Result<(), EmitError> {
    let w = w32_64(size, "movd/movq")?;
    emit_rm(b, P66, w, op2(0x0F, 0x7E), src, &Rm::Reg(dst), 0, Imm::None);
    Ok(())
}

/// `cvtsi2ss`/`cvtsi2sd xmm, r/m`.
pub(crate) fn cvt_int_to_float(
    b: &mut CodeBuffer,
    size: OperandSize,
    double: bool,
    dst: u8,
    src: &Rm,
) -> Result<(), EmitError> {
    let w = w32_64(size, "cvtsi2ss/sd")?;
    emit_rm(
        b,
        if double { PF2 } else { PF3 },
        w,
        op2(0x0F, 0x2A),
        dst,
        src,
        0,
        Imm::None,
    );
    Ok(())
}

/// `cvttss2si`/`cvttsd2si r, xmm/m`.
pub(crate) fn cvt_float_to_int(
    b: &mut CodeBuffer,
    size: OperandSize,
    double: bool,
    dst: u8,
    src: &Rm,
) -> Result<(), EmitError> {
    let w = w32_64(size, "cvttss2si/sd2si")?;
    emit_rm(
        b,
        if double { PF2 } else { PF3 },
        w,
        op2(0x0F, 0x2C),
        dst,
        src,
        0,
        Imm::None,
    );
    Ok(())
}

/// `ucomiss`/`ucomisd lhs, rhs`.
pub(crate) fn ucomis(b: &mut CodeBuffer, double: bool, lhs: u8, rhs: &Rm) {
    emit_rm(
        b,
        if double { P66 } else { 0 },
        false,
        op2(0x0F, 0x2E),
        lhs,
        rhs,
        0,
        Imm::None,
    );
}
