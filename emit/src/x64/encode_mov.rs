//! Moves, loads and stores, `lea`, `setcc`, `cmovcc`, string operations and
//! atomics.

use super::enc::{BYTE_REG, BYTE_RM, Imm, LOCK, Op, Rm, emit_o, emit_rm, op1, op2};
use super::encode_alu::{byte_flags, group_imm, is_w, no_byte, same, size_pfx};
use crate::buffer::CodeBuffer;
use crate::{EmitError, err};
use kiln_targets::x64::{Cond, ExtMode, OperandSize};

/// `lea dst, [mem]`.
pub(crate) fn lea(
    b: &mut CodeBuffer,
    size: OperandSize,
    dst: u8,
    mem: &Rm,
) -> Result<(), EmitError> {
    no_byte(size, "lea")?;
    emit_rm(
        b,
        size_pfx(size),
        is_w(size),
        op1(0x8D),
        dst,
        mem,
        0,
        Imm::None,
    );
    Ok(())
}

/// `mov dst, src` between GPRs (any width; 8-bit uses byte registers).
pub(crate) fn mov_rr(b: &mut CodeBuffer, size: OperandSize, dst: u8, src: u8) {
    let o = if size == OperandSize::S8 { 0x88 } else { 0x89 };
    emit_rm(
        b,
        size_pfx(size),
        is_w(size),
        op1(o),
        src,
        &Rm::Reg(dst),
        byte_flags(size, BYTE_REG | BYTE_RM),
        Imm::None,
    );
}

/// `mov dst, imm`: `mov r32, imm32` when the value zero-extends, `mov r64,
/// simm32` when it sign-extends, `movabs` otherwise.
pub(crate) fn mov_imm(
    b: &mut CodeBuffer,
    size: OperandSize,
    dst: u8,
    imm: i64,
) -> Result<(), EmitError> {
    match size {
        OperandSize::S32 => {
            emit_o(b, false, false, 0xB8, dst, Imm::D(imm as u32));
        }
        OperandSize::S64 => {
            if imm >= 0 && imm <= u32::MAX as i64 {
                emit_o(b, false, false, 0xB8, dst, Imm::D(imm as u32));
            } else if imm as i32 as i64 == imm {
                emit_rm(
                    b,
                    0,
                    true,
                    op1(0xC7),
                    0,
                    &Rm::Reg(dst),
                    0,
                    Imm::D(imm as u32),
                );
            } else {
                emit_o(b, true, false, 0xB8, dst, Imm::Q(imm as u64));
            }
        }
        _ => return err("mov imm is for 32 or 64 bits"),
    }
    Ok(())
}

/// Opcode, REX.W and source byte-register flag of a widening move.
fn ext_op(ext: ExtMode) -> (Op, bool, u8) {
    match ext {
        ExtMode::None64 => (op1(0x8B), true, 0),
        ExtMode::None32 => (op1(0x8B), false, 0),
        ExtMode::ZeroExt8 => (op2(0x0F, 0xB6), false, BYTE_RM),
        ExtMode::ZeroExt16 => (op2(0x0F, 0xB7), false, 0),
        ExtMode::SignExt8 => (op2(0x0F, 0xBE), true, BYTE_RM),
        ExtMode::SignExt16 => (op2(0x0F, 0xBF), true, 0),
        ExtMode::SignExt32 => (op1(0x63), true, 0),
    }
}

/// `mov`/`movzx`/`movsx`/`movsxd dst, src` (register or memory source).
pub(crate) fn mov_ext(b: &mut CodeBuffer, ext: ExtMode, dst: u8, src: &Rm) {
    let (o, w, f) = ext_op(ext);
    let f = if let Rm::Reg(_) = src { f } else { 0 };
    emit_rm(b, 0, w, o, dst, src, f, Imm::None);
}

/// `mov [mem], src`.
pub(crate) fn store(b: &mut CodeBuffer, size: OperandSize, src: u8, mem: &Rm) {
    let o = if size == OperandSize::S8 { 0x88 } else { 0x89 };
    emit_rm(
        b,
        size_pfx(size),
        is_w(size),
        op1(o),
        src,
        mem,
        byte_flags(size, BYTE_REG),
        Imm::None,
    );
}

/// `mov [mem], imm`.
pub(crate) fn store_imm(b: &mut CodeBuffer, size: OperandSize, imm: i32, mem: &Rm) {
    group_imm(b, size, (0xC6, 0xC7), 0, mem, imm);
}

/// `setcc dst`.
pub(crate) fn setcc(b: &mut CodeBuffer, cc: Cond, dst: u8) {
    emit_rm(
        b,
        0,
        false,
        op2(0x0F, 0x90 | cc as u8),
        0,
        &Rm::Reg(dst),
        BYTE_RM,
        Imm::None,
    );
}

/// `cmovcc dst, src` (two-address on `src_false`).
pub(crate) fn cmov(
    b: &mut CodeBuffer,
    size: OperandSize,
    cc: Cond,
    dst: u8,
    src_false: u8,
    src_true: &Rm,
) -> Result<(), EmitError> {
    no_byte(size, "cmov")?;
    same(dst, src_false, "cmov")?;
    emit_rm(
        b,
        size_pfx(size),
        is_w(size),
        op2(0x0F, 0x40 | cc as u8),
        dst,
        src_true,
        0,
        Imm::None,
    );
    Ok(())
}

/// `lock cmpxchg [mem], replacement`.
pub(crate) fn cmpxchg(b: &mut CodeBuffer, size: OperandSize, mem: &Rm, replacement: u8) {
    let o = if size == OperandSize::S8 { 0xB0 } else { 0xB1 };
    emit_rm(
        b,
        LOCK | size_pfx(size),
        is_w(size),
        op2(0x0F, o),
        replacement,
        mem,
        byte_flags(size, BYTE_REG),
        Imm::None,
    );
}

/// `lock xadd [mem], src`.
pub(crate) fn xadd(b: &mut CodeBuffer, size: OperandSize, mem: &Rm, src: u8) {
    let o = if size == OperandSize::S8 { 0xC0 } else { 0xC1 };
    emit_rm(
        b,
        LOCK | size_pfx(size),
        is_w(size),
        op2(0x0F, o),
        src,
        mem,
        byte_flags(size, BYTE_REG),
        Imm::None,
    );
}

/// `xchg [mem], src` (implicitly locked).
pub(crate) fn xchg(b: &mut CodeBuffer, size: OperandSize, mem: &Rm, src: u8) {
    let o = if size == OperandSize::S8 { 0x86 } else { 0x87 };
    emit_rm(
        b,
        size_pfx(size),
        is_w(size),
        op1(o),
        src,
        mem,
        byte_flags(size, BYTE_REG),
        Imm::None,
    );
}

/// `rep movsb` (`stos = false`) or `rep stosb`.
pub(crate) fn rep_string(b: &mut CodeBuffer, stos: bool) {
    b.reserve(2);
    b.put1(0xF3);
    b.put1(if stos { 0xAA } else { 0xA4 });
}
