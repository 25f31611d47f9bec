//! Integer arithmetic: ALU ops, compares, multiply/divide, shifts, unary and
//! bit-counting operations.

use super::enc::{BYTE_REG, BYTE_RM, Imm, Op, P66, PF3, Rm, emit_o, emit_rm, op1, op2};
use crate::buffer::CodeBuffer;
use crate::{EmitError, err};
use kiln_targets::x64::{AluOp, BitOp, OperandSize, ShiftOp, UnaryOp};

/// `66` prefix for 16-bit operations.
#[inline]
pub(crate) fn size_pfx(size: OperandSize) -> u8 {
    if size == OperandSize::S16 { P66 } else { 0 }
}

/// REX.W for 64-bit operations.
#[inline]
pub(crate) fn is_w(size: OperandSize) -> bool {
    size == OperandSize::S64
}

/// Byte-register flags for 8-bit operations.
#[inline]
pub(crate) fn byte_flags(size: OperandSize, flags: u8) -> u8 {
    if size == OperandSize::S8 { flags } else { 0 }
}

/// An immediate of the operation width (8, 16 or 32 bits; 64-bit
/// operations take a sign-extended 32-bit immediate).
#[inline]
pub(crate) fn imm_of(size: OperandSize, imm: i32) -> Imm {
    match size {
        OperandSize::S8 => Imm::B(imm as u8),
        OperandSize::S16 => Imm::W(imm as u16),
        _ => Imm::D(imm as u32),
    }
}

/// Whether the value fits a sign-extended 8-bit immediate.
#[inline]
pub(crate) fn fits_i8(v: i32) -> bool {
    v as i8 as i32 == v
}

/// The `/digit` of an ALU operation (`cmp` is 7).
fn alu_digit(op: AluOp) -> u8 {
    match op {
        AluOp::Add => 0,
        AluOp::Or => 1,
        AluOp::Adc => 2,
        AluOp::Sbb => 3,
        AluOp::And => 4,
        AluOp::Sub => 5,
        AluOp::Xor => 6,
    }
}

/// Fails unless a two-address destination got its input's register.
#[inline]
pub(crate) fn same(dst: u8, src: u8, what: &str) -> Result<(), EmitError> {
    if dst == src {
        Ok(())
    } else {
        err(format!(
            "{what}: destination r{dst} differs from its reused input r{src}"
        ))
    }
}

/// `op lhs, rhs` for the ALU group (`digit` 0..=7, 7 being `cmp`).
pub(crate) fn alu(
    b: &mut CodeBuffer,
    size: OperandSize,
    digit: u8,
    lhs: u8,
    rhs: &Rm,
    imm: Option<i32>,
) {
    let p = size_pfx(size);
    let w = is_w(size);
    let s8 = size == OperandSize::S8;
    if let Some(imm) = imm {
        let lhs = Rm::Reg(lhs);
        if s8 {
            emit_rm(b, p, w, op1(0x80), digit, &lhs, BYTE_RM, Imm::B(imm as u8));
        } else if fits_i8(imm) {
            emit_rm(b, p, w, op1(0x83), digit, &lhs, 0, Imm::B(imm as u8));
        } else {
            emit_rm(b, p, w, op1(0x81), digit, &lhs, 0, imm_of(size, imm));
        }
        return;
    }
    match rhs {
        // op r/m, r (MR form), as assemblers do for register pairs.
        Rm::Reg(r) => {
            let o = if s8 { 0 } else { 1 };
            emit_rm(
                b,
                p,
                w,
                op1(digit * 8 + o),
                *r,
                &Rm::Reg(lhs),
                byte_flags(size, BYTE_REG | BYTE_RM),
                Imm::None,
            );
        }
        // op r, r/m (RM form).
        Rm::Mem(_) => {
            let o = if s8 { 2 } else { 3 };
            emit_rm(
                b,
                p,
                w,
                op1(digit * 8 + o),
                lhs,
                rhs,
                byte_flags(size, BYTE_REG),
                Imm::None,
            );
        }
    }
}

/// `op [mem], imm` for the ALU group (`digit` 7: `cmp`).
pub(crate) fn alu_mem_imm(b: &mut CodeBuffer, size: OperandSize, digit: u8, mem: &Rm, imm: i32) {
    let (p, w) = (size_pfx(size), is_w(size));
    if size == OperandSize::S8 {
        emit_rm(b, p, w, op1(0x80), digit, mem, 0, Imm::B(imm as u8));
    } else if fits_i8(imm) {
        emit_rm(b, p, w, op1(0x83), digit, mem, 0, Imm::B(imm as u8));
    } else {
        emit_rm(b, p, w, op1(0x81), digit, mem, 0, imm_of(size, imm));
    }
}

/// `test [mem], imm`.
pub(crate) fn test_mem_imm(b: &mut CodeBuffer, size: OperandSize, mem: &Rm, imm: i32) {
    group_imm(b, size, (0xF6, 0xF7), 0, mem, imm);
}

/// An operation of an opcode group on `rm` with an immediate of the
/// operation width: `opcodes` are the 8-bit and wider forms, `digit` the
/// ModRM reg field (`test` F6/F7 /0, `mov` C6/C7 /0).
pub(crate) fn group_imm(
    b: &mut CodeBuffer,
    size: OperandSize,
    opcodes: (u8, u8),
    digit: u8,
    rm: &Rm,
    imm: i32,
) {
    let o = if size == OperandSize::S8 {
        opcodes.0
    } else {
        opcodes.1
    };
    emit_rm(
        b,
        size_pfx(size),
        is_w(size),
        op1(o),
        digit,
        rm,
        0,
        imm_of(size, imm),
    );
}

/// `Alu`.
pub(crate) fn alu_op(
    b: &mut CodeBuffer,
    size: OperandSize,
    op: AluOp,
    dst: u8,
    src1: u8,
    rhs: &Rm,
    imm: Option<i32>,
) -> Result<(), EmitError> {
    same(dst, src1, "alu")?;
    alu(b, size, alu_digit(op), dst, rhs, imm);
    Ok(())
}

/// `test lhs, rhs`.
pub(crate) fn test(b: &mut CodeBuffer, size: OperandSize, lhs: u8, rhs: &Rm, imm: Option<i32>) {
    let p = size_pfx(size);
    let w = is_w(size);
    let s8 = size == OperandSize::S8;
    if let Some(imm) = imm {
        let o = if s8 { 0xF6 } else { 0xF7 };
        emit_rm(
            b,
            p,
            w,
            op1(o),
            0,
            &Rm::Reg(lhs),
            byte_flags(size, BYTE_RM),
            imm_of(size, imm),
        );
        return;
    }
    let o = if s8 { 0x84 } else { 0x85 };
    // test r/m, r: memory operands go in r/m.
    let flags = match rhs {
        Rm::Reg(_) => byte_flags(size, BYTE_REG | BYTE_RM),
        Rm::Mem(_) => byte_flags(size, BYTE_REG),
    };
    match rhs {
        Rm::Reg(r) => emit_rm(b, p, w, op1(o), *r, &Rm::Reg(lhs), flags, Imm::None),
        Rm::Mem(_) => emit_rm(b, p, w, op1(o), lhs, rhs, flags, Imm::None),
    }
}

/// Fails for 8-bit sizes where the instruction has no such form.
pub(crate) fn no_byte(size: OperandSize, what: &str) -> Result<(), EmitError> {
    if size == OperandSize::S8 {
        err(format!("{what} has no 8-bit form"))
    } else {
        Ok(())
    }
}

/// `imul dst, src2` (two-address).
pub(crate) fn imul(
    b: &mut CodeBuffer,
    size: OperandSize,
    dst: u8,
    src1: u8,
    src2: &Rm,
) -> Result<(), EmitError> {
    no_byte(size, "imul")?;
    same(dst, src1, "imul")?;
    emit_rm(
        b,
        size_pfx(size),
        is_w(size),
        op2(0x0F, 0xAF),
        dst,
        src2,
        0,
        Imm::None,
    );
    Ok(())
}

/// `imul dst, src, imm`.
pub(crate) fn imul_imm(
    b: &mut CodeBuffer,
    size: OperandSize,
    dst: u8,
    src: &Rm,
    imm: i32,
) -> Result<(), EmitError> {
    no_byte(size, "imul")?;
    if fits_i8(imm) {
        emit_rm(
            b,
            size_pfx(size),
            is_w(size),
            op1(0x6B),
            dst,
            src,
            0,
            Imm::B(imm as u8),
        );
    } else {
        emit_rm(
            b,
            size_pfx(size),
            is_w(size),
            op1(0x69),
            dst,
            src,
            0,
            imm_of(size, imm),
        );
    }
    Ok(())
}

/// The `F7 /digit` group on a register: `not` 2, `neg` 3, `mul` 4,
/// `imul` 5, `div` 6, `idiv` 7 (`F6` for 8 bits).
pub(crate) fn group3(b: &mut CodeBuffer, size: OperandSize, digit: u8, r: u8) {
    let o = if size == OperandSize::S8 { 0xF6 } else { 0xF7 };
    emit_rm(
        b,
        size_pfx(size),
        is_w(size),
        op1(o),
        digit,
        &Rm::Reg(r),
        byte_flags(size, BYTE_RM),
        Imm::None,
    );
}

/// `cwd`/`cdq`/`cqo`.
pub(crate) fn sign_extend_rax(b: &mut CodeBuffer, size: OperandSize) -> Result<(), EmitError> {
    b.reserve(4);
    match size {
        OperandSize::S16 => b.put(&[0x66, 0x99]),
        OperandSize::S32 => b.put1(0x99),
        OperandSize::S64 => b.put(&[0x48, 0x99]),
        OperandSize::S8 => return err("cwd/cdq/cqo has no 8-bit form (use movsx)"),
    }
    Ok(())
}

fn shift_digit(op: ShiftOp) -> u8 {
    match op {
        ShiftOp::Rol => 0,
        ShiftOp::Ror => 1,
        ShiftOp::Shl => 4,
        ShiftOp::Shr => 5,
        ShiftOp::Sar => 7,
    }
}

/// Shift or rotate by an immediate (`amount == None`: by `cl`).
pub(crate) fn shift(b: &mut CodeBuffer, size: OperandSize, op: ShiftOp, r: u8, amount: Option<u8>) {
    let s8 = size == OperandSize::S8;
    let (p, w, f) = (size_pfx(size), is_w(size), byte_flags(size, BYTE_RM));
    let d = shift_digit(op);
    match amount {
        Some(1) => emit_rm(
            b,
            p,
            w,
            op1(if s8 { 0xD0 } else { 0xD1 }),
            d,
            &Rm::Reg(r),
            f,
            Imm::None,
        ),
        Some(n) => {
            emit_rm(
                b,
                p,
                w,
                op1(if s8 { 0xC0 } else { 0xC1 }),
                d,
                &Rm::Reg(r),
                f,
                Imm::B(n),
            );
        }
        None => emit_rm(
            b,
            p,
            w,
            op1(if s8 { 0xD2 } else { 0xD3 }),
            d,
            &Rm::Reg(r),
            f,
            Imm::None,
        ),
    }
}

/// `shld`/`shrd dst, src2, cl`.
pub(crate) fn shift_double(
    b: &mut CodeBuffer,
    size: OperandSize,
    left: bool,
    dst: u8,
    src2: u8,
) -> Result<(), EmitError> {
    no_byte(size, "shld/shrd")?;
    let o = if left { 0xA5 } else { 0xAD };
    emit_rm(
        b,
        size_pfx(size),
        is_w(size),
        op2(0x0F, o),
        src2,
        &Rm::Reg(dst),
        0,
        Imm::None,
    );
    Ok(())
}

/// `neg`/`not`/`bswap`.
pub(crate) fn unary(
    b: &mut CodeBuffer,
    size: OperandSize,
    op: UnaryOp,
    r: u8,
) -> Result<(), EmitError> {
    match op {
        UnaryOp::Not => group3(b, size, 2, r),
        UnaryOp::Neg => group3(b, size, 3, r),
        UnaryOp::Bswap => match size {
            OperandSize::S32 | OperandSize::S64 => emit_o(b, is_w(size), true, 0xC8, r, Imm::None),
            _ => return err("bswap exists for 32 and 64 bits only (use rol for 16)"),
        },
    }
    Ok(())
}

/// `bsf`/`bsr`/`popcnt`/`lzcnt`/`tzcnt dst, src`.
pub(crate) fn bit_count(
    b: &mut CodeBuffer,
    size: OperandSize,
    op: BitOp,
    dst: u8,
    src: &Rm,
) -> Result<(), EmitError> {
    no_byte(size, "bsf/bsr/popcnt/lzcnt/tzcnt")?;
    let (p, o): (u8, Op) = match op {
        BitOp::Bsf => (0, op2(0x0F, 0xBC)),
        BitOp::Bsr => (0, op2(0x0F, 0xBD)),
        BitOp::Popcnt => (PF3, op2(0x0F, 0xB8)),
        BitOp::Lzcnt => (PF3, op2(0x0F, 0xBD)),
        BitOp::Tzcnt => (PF3, op2(0x0F, 0xBC)),
    };
    emit_rm(b, p | size_pfx(size), is_w(size), o, dst, src, 0, Imm::None);
    Ok(())
}
