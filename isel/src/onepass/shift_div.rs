//! Shifts and division: the fixed registers they need (`rcx`, `rax`,
//! `rdx`) and the widening of narrow operands.

use super::regs::r;
use super::{GResult, Gen, Unsupported};
use cranelift_entity::EntityRef;
use kiln_ir::Value;
use kiln_ir::instructions::BinaryOp;
use kiln_targets::x64::regs::{RAX, RCX, RDX};
use kiln_targets::x64::{ExtMode, Inst, OperandSize, ShiftOp};

use super::ops::op_size;

impl Gen<'_> {
    /// Widens the value in `src` (`bits` wide) into a fresh register (or in
    /// place when `src` is free), to 32 bits or to 64 for `bits` = 32 and
    /// `to64`.
    pub(super) fn widen(&mut self, src: u8, bits: u32, signed: bool) -> u8 {
        let ext = match (bits, signed) {
            (1 | 8, false) => ExtMode::ZeroExt8,
            (1 | 8, true) => ExtMode::SignExt8,
            (16, false) => ExtMode::ZeroExt16,
            (16, true) => ExtMode::SignExt16,
            _ => return self.reuse_or_copy(src, None),
        };
        let d = if self.owner(src).is_none() {
            src
        } else {
            self.take_reg(0)
        };
        self.emit(Inst::MovExtRR {
            ext,
            dst: r(d),
            src: r(src),
        });
        d
    }

    pub(super) fn shift(
        &mut self,
        op: BinaryOp,
        args: [Value; 2],
        bits: u32,
        v: Value,
    ) -> GResult<u8> {
        let sop = match op {
            BinaryOp::Shl => ShiftOp::Shl,
            BinaryOp::LShr => ShiftOp::Shr,
            _ => ShiftOp::Sar,
        };
        self.shift_by(sop, args, bits, v)
    }

    /// `args[0]` shifted or rotated by `args[1]` (rotations of 32 and 64
    /// bits only: narrow values are not widened for them).
    pub(super) fn shift_by(
        &mut self,
        sop: ShiftOp,
        args: [Value; 2],
        bits: u32,
        v: Value,
    ) -> GResult<u8> {
        let size = op_size(bits);
        let amount = self.imm32(args[1])?;
        if amount.is_none() {
            // The count may already be in rcx (its hint).
            if self.owner(RCX.hw()) == Some(args[1]) && args[0] != args[1] {
                self.lock(RCX.hw());
            } else {
                self.reserve(RCX.hw(), 0);
            }
        }
        let a = self.lhs_operand(args[0], v)?;
        let d = if sop == ShiftOp::Shl || bits >= 32 {
            self.reuse_or_copy(a, Some(v))
        } else {
            self.widen(a, bits, sop == ShiftOp::Sar)
        };
        match amount {
            Some(k) => {
                self.consume(args[1]);
                self.emit(Inst::ShiftImm {
                    size,
                    op: sop,
                    dst: r(d),
                    src: r(d),
                    amount: (k as u32 & (bits.max(32) - 1)) as u8,
                });
            }
            None => {
                let c = self.opnd(args[1])?;
                if c != RCX.hw() {
                    self.emit(Inst::MovRR {
                        size: OperandSize::S64,
                        dst: r(RCX.hw()),
                        src: r(c),
                    });
                }
                self.emit(Inst::ShiftCl {
                    size,
                    op: sop,
                    dst: r(d),
                    src: r(d),
                    amount: r(RCX.hw()),
                });
            }
        }
        Ok(d)
    }

    pub(super) fn divide(&mut self, op: BinaryOp, args: [Value; 2], bits: u32) -> GResult<u8> {
        if bits == 1 {
            return Err(Unsupported);
        }
        let signed = matches!(op, BinaryOp::SDiv | BinaryOp::SRem);
        let size = op_size(bits);
        let (rax, rdx) = (RAX.hw(), RDX.hw());
        let fixed = (1 << rax) | (1 << rdx);
        // The dividend may already be in rax (its hint) when this is its
        // only use.
        if self.owner(rax) == Some(args[0])
            && args[0] != args[1]
            && self.c.vals[args[0].index()].uses == 1
        {
            self.lock(rax);
        } else {
            self.reserve(rax, fixed);
        }
        self.reserve(rdx, fixed);
        let a = self.fetch(args[0], fixed)?;
        self.consume(args[0]);
        let b = self.fetch(args[1], fixed)?;
        self.consume(args[1]);
        let b = if bits < 32 {
            let w = self.widen(b, bits, signed);
            if w == rax || w == rdx {
                return Err(Unsupported);
            }
            w
        } else {
            b
        };
        let ext = match (bits, signed) {
            (8, false) => Some(ExtMode::ZeroExt8),
            (8, true) => Some(ExtMode::SignExt8),
            (16, false) => Some(ExtMode::ZeroExt16),
            (16, true) => Some(ExtMode::SignExt16),
            _ => None,
        };
        match ext {
            Some(ext) => self.emit(Inst::MovExtRR {
                ext,
                dst: r(rax),
                src: r(a),
            }),
            None if a != rax => self.emit(Inst::MovRR {
                size: OperandSize::S64,
                dst: r(rax),
                src: r(a),
            }),
            None => {}
        }
        if signed {
            self.emit(Inst::SignExtendRax {
                size,
                src: r(rax),
                dst: r(rdx),
            });
        } else {
            self.emit(Inst::MovImm {
                size: OperandSize::S32,
                dst: r(rdx),
                imm: 0,
            });
        }
        self.emit(Inst::Div {
            size,
            signed,
            lo: r(rax),
            hi: r(rdx),
            divisor: r(b),
            quot: r(rax),
            rem: r(rdx),
        });
        Ok(if matches!(op, BinaryOp::UDiv | BinaryOp::SDiv) {
            rax
        } else {
            rdx
        })
    }
}
