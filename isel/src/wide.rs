//! 128-bit integers as (low, high) register pairs: add/adc, sub/sbb,
//! bitwise, multiply, shifts (shld/shrd with a 64-bit fix-up), comparisons
//! and casts; division through the compiler-rt libcalls.

use crate::lower::{LResult, Lower};
use kiln_ir::Value;
use kiln_ir::instructions::{BinaryOp, CastOp, IntPredicate};
use kiln_targets::Reg;
use kiln_targets::x64::{AluOp, Cond, Inst, OperandSize, RegMem, RegMemImm, ShiftOp};

const S64: OperandSize = OperandSize::S64;

impl Lower<'_> {
    /// `dst = a op b` on 64 bits.
    pub(crate) fn alu64(&mut self, op: AluOp, dst: Reg, a: Reg, b: Reg) {
        self.emit(Inst::Alu {
            size: S64,
            op,
            dst,
            src1: a,
            src2: RegMemImm::Reg(b),
        });
    }

    pub(crate) fn shift64(&mut self, op: ShiftOp, dst: Reg, src: Reg, amount: u8) {
        self.emit(Inst::ShiftImm {
            size: S64,
            op,
            dst,
            src,
            amount,
        });
    }

    /// i128 binary operators.
    pub fn lower_i128_binary(
        &mut self,
        op: BinaryOp,
        a: Value,
        b: Value,
        res: Value,
        bits: u32,
    ) -> LResult<()> {
        let (al, ah) = self.pair(a)?;
        // Odd widths: right shifts and divisions read the high bits.
        let ah = match op {
            BinaryOp::LShr | BinaryOp::UDiv | BinaryOp::URem => self.zext(ah, bits - 64, S64),
            BinaryOp::AShr | BinaryOp::SDiv | BinaryOp::SRem => self.sext(ah, bits - 64, S64),
            _ => ah,
        };
        let shift_const = match op {
            BinaryOp::Shl | BinaryOp::LShr | BinaryOp::AShr => self.const_int(b),
            _ => None,
        };
        if let Some(k) = shift_const {
            let k = (k as u32) & 127;
            let (dl, dh) = self.def2(res)?;
            self.i128_shift_const(op, al, ah, k, dl, dh);
            return Ok(());
        }
        let (bl, bh) = self.pair(b)?;
        let bh = match op {
            BinaryOp::UDiv | BinaryOp::URem => self.zext(bh, bits - 64, S64),
            BinaryOp::SDiv | BinaryOp::SRem => self.sext(bh, bits - 64, S64),
            _ => bh,
        };
        let (dl, dh) = self.def2(res)?;
        match op {
            BinaryOp::Add => {
                self.alu64(AluOp::Add, dl, al, bl);
                self.alu64(AluOp::Adc, dh, ah, bh);
            }
            BinaryOp::Sub => {
                self.alu64(AluOp::Sub, dl, al, bl);
                self.alu64(AluOp::Sbb, dh, ah, bh);
            }
            BinaryOp::And | BinaryOp::Or | BinaryOp::Xor => {
                let o = match op {
                    BinaryOp::And => AluOp::And,
                    BinaryOp::Or => AluOp::Or,
                    _ => AluOp::Xor,
                };
                self.alu64(o, dl, al, bl);
                self.alu64(o, dh, ah, bh);
            }
            BinaryOp::Mul => {
                let lo_in = self.new_int();
                self.copy_reg(lo_in, al);
                let hi1 = self.new_int();
                self.emit(Inst::MulWide {
                    size: S64,
                    signed: false,
                    src1: lo_in,
                    src2: bl,
                    dst_lo: dl,
                    dst_hi: hi1,
                });
                let c1 = self.new_int();
                self.emit(Inst::Imul {
                    size: S64,
                    dst: c1,
                    src1: al,
                    src2: RegMem::Reg(bh),
                });
                let c2 = self.new_int();
                self.emit(Inst::Imul {
                    size: S64,
                    dst: c2,
                    src1: ah,
                    src2: RegMem::Reg(bl),
                });
                let s = self.new_int();
                self.alu64(AluOp::Add, s, hi1, c1);
                self.alu64(AluOp::Add, dh, s, c2);
            }
            BinaryOp::Shl | BinaryOp::LShr | BinaryOp::AShr => {
                self.i128_shift_var(op, al, ah, bl, dl, dh);
            }
            BinaryOp::UDiv | BinaryOp::SDiv | BinaryOp::URem | BinaryOp::SRem => {
                let name = match op {
                    BinaryOp::UDiv => "__udivti3",
                    BinaryOp::SDiv => "__divti3",
                    BinaryOp::URem => "__umodti3",
                    _ => "__modti3",
                };
                self.libcall(name, &[al, ah, bl, bh], &[dl, dh])?;
            }
            _ => return Err(self.err(format!("i128 operator {}", op.name()))),
        }
        Ok(())
    }

    /// `(dl, dh) = (ah:al) op (count & 127)` for a shift operator and a
    /// count in a register (its low 7 bits are used).
    pub(crate) fn i128_shift_var(
        &mut self,
        op: BinaryOp,
        al: Reg,
        ah: Reg,
        count: Reg,
        dl: Reg,
        dh: Reg,
    ) {
        let cnt = self.new_int();
        self.copy_reg(cnt, count);
        let zero = self.imm64(0);
        let sign = self.new_int();
        self.shift64(ShiftOp::Sar, sign, ah, 63);
        let (t_lo, t_hi) = (self.new_int(), self.new_int());
        match op {
            BinaryOp::Shl => {
                self.emit(Inst::ShiftDoubleCl {
                    size: S64,
                    left: true,
                    dst: t_hi,
                    src1: ah,
                    src2: al,
                    amount: cnt,
                });
                self.emit(Inst::ShiftCl {
                    size: S64,
                    op: ShiftOp::Shl,
                    dst: t_lo,
                    src: al,
                    amount: cnt,
                });
            }
            _ => {
                self.emit(Inst::ShiftDoubleCl {
                    size: S64,
                    left: false,
                    dst: t_lo,
                    src1: al,
                    src2: ah,
                    amount: cnt,
                });
                self.emit(Inst::ShiftCl {
                    size: S64,
                    op: if op == BinaryOp::LShr {
                        ShiftOp::Shr
                    } else {
                        ShiftOp::Sar
                    },
                    dst: t_hi,
                    src: ah,
                    amount: cnt,
                });
            }
        }
        self.emit(Inst::Test {
            size: OperandSize::S32,
            lhs: cnt,
            rhs: RegMemImm::Imm(64),
        });
        let cm = |dst, f, t| Inst::Cmov {
            size: S64,
            cc: Cond::NE,
            dst,
            src_false: f,
            src_true: RegMem::Reg(t),
        };
        match op {
            BinaryOp::Shl => {
                self.emit(cm(dh, t_hi, t_lo));
                self.emit(cm(dl, t_lo, zero));
            }
            BinaryOp::LShr => {
                self.emit(cm(dl, t_lo, t_hi));
                self.emit(cm(dh, t_hi, zero));
            }
            _ => {
                self.emit(cm(dl, t_lo, t_hi));
                self.emit(cm(dh, t_hi, sign));
            }
        }
    }

    pub(crate) fn i128_shift_const(
        &mut self,
        op: BinaryOp,
        al: Reg,
        ah: Reg,
        k: u32,
        dl: Reg,
        dh: Reg,
    ) {
        let k8 = k as u8;
        match op {
            BinaryOp::Shl if k == 0 => {
                self.copy_reg(dl, al);
                self.copy_reg(dh, ah);
            }
            BinaryOp::Shl if k >= 64 => {
                self.shift64(ShiftOp::Shl, dh, al, k8 - 64);
                self.emit(Inst::MovImm {
                    size: S64,
                    dst: dl,
                    imm: 0,
                });
            }
            BinaryOp::Shl => {
                let a = self.new_int();
                self.shift64(ShiftOp::Shl, a, ah, k8);
                let b = self.new_int();
                self.shift64(ShiftOp::Shr, b, al, 64 - k8);
                self.alu64(AluOp::Or, dh, a, b);
                self.shift64(ShiftOp::Shl, dl, al, k8);
            }
            _ if k == 0 => {
                self.copy_reg(dl, al);
                self.copy_reg(dh, ah);
            }
            _ if k >= 64 => {
                let sop = if op == BinaryOp::LShr {
                    ShiftOp::Shr
                } else {
                    ShiftOp::Sar
                };
                self.shift64(sop, dl, ah, k8 - 64);
                if op == BinaryOp::LShr {
                    self.emit(Inst::MovImm {
                        size: S64,
                        dst: dh,
                        imm: 0,
                    });
                } else {
                    self.shift64(ShiftOp::Sar, dh, ah, 63);
                }
            }
            _ => {
                let a = self.new_int();
                self.shift64(ShiftOp::Shr, a, al, k8);
                let b = self.new_int();
                self.shift64(ShiftOp::Shl, b, ah, 64 - k8);
                self.alu64(AluOp::Or, dl, a, b);
                let sop = if op == BinaryOp::LShr {
                    ShiftOp::Shr
                } else {
                    ShiftOp::Sar
                };
                self.shift64(sop, dh, ah, k8);
            }
        }
    }

    /// Flags for an i128 comparison.
    pub fn i128_cmp_flags(
        &mut self,
        pred: IntPredicate,
        a: Value,
        b: Value,
        bits: u32,
    ) -> LResult<Cond> {
        use IntPredicate::*;
        let (al, ah) = self.pair(a)?;
        let (bl, bh) = self.pair(b)?;
        let signed = matches!(pred, Slt | Sle | Sgt | Sge);
        let (ah, bh) = if signed {
            (self.sext(ah, bits - 64, S64), self.sext(bh, bits - 64, S64))
        } else {
            (self.zext(ah, bits - 64, S64), self.zext(bh, bits - 64, S64))
        };
        match pred {
            Eq | Ne => {
                let x = self.new_int();
                self.alu64(AluOp::Xor, x, al, bl);
                let y = self.new_int();
                self.alu64(AluOp::Xor, y, ah, bh);
                let z = self.new_int();
                self.alu64(AluOp::Or, z, x, y);
                Ok(if pred == Eq { Cond::E } else { Cond::NE })
            }
            _ => {
                // lhs < rhs via cmp lo; sbb hi.
                let (xl, xh, yl, yh) = match pred {
                    Ult | Uge | Slt | Sge => (al, ah, bl, bh),
                    _ => (bl, bh, al, ah),
                };
                self.emit(Inst::Cmp {
                    size: S64,
                    lhs: xl,
                    rhs: RegMemImm::Reg(yl),
                });
                let t = self.new_int();
                self.alu64(AluOp::Sbb, t, xh, yh);
                Ok(match pred {
                    Ult | Ugt => Cond::B,
                    Uge | Ule => Cond::AE,
                    Slt | Sgt => Cond::L,
                    _ => Cond::GE,
                })
            }
        }
    }

    /// Casts to or from i128.
    pub fn lower_i128_cast(
        &mut self,
        op: CastOp,
        arg: Value,
        res: Value,
        from: u32,
        to: u32,
    ) -> LResult<()> {
        if from > 128 || to > 128 {
            return self.lower_multiword_cast(op, arg, res, from, to);
        }
        if from > 64 && to > 64 {
            let (lo, hi) = self.pair(arg)?;
            let (dl, dh) = self.def2(res)?;
            self.copy_reg(dl, lo);
            match op {
                CastOp::ZExt => self.zext_into(dh, hi, from - 64),
                CastOp::SExt => self.sext_into(dh, hi, from - 64, S64),
                _ => self.copy_reg(dh, hi),
            }
            return Ok(());
        }
        if from > 64 {
            let (lo, _) = self.pair(arg)?;
            let dst = self.def1(res)?;
            self.copy_reg(dst, lo);
            return Ok(());
        }
        let x = self.reg(arg)?;
        let (dl, dh) = self.def2(res)?;
        match op {
            CastOp::SExt => {
                self.sext_into(dl, x, from, S64);
                self.shift64(ShiftOp::Sar, dh, dl, 63);
            }
            _ => {
                self.zext_into(dl, x, from);
                self.emit(Inst::MovImm {
                    size: S64,
                    dst: dh,
                    imm: 0,
                });
            }
        }
        Ok(())
    }
}
