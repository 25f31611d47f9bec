//! Overflow and saturating arithmetic (`{s,u}{add,sub,mul}.with.overflow`,
//! `{s,u}{add,sub}.sat`) on i1 and widths below 64 without an operand
//! size of their own (i3, i17, i24, i33, …), as LLVM legalises them: the
//! operands are extended to 64 bits (sign or zero, as the operation is
//! signed or not), the exact result is computed there (a 128-bit product
//! for multiplication), and the result overflows when it does not survive
//! a round trip through the original width.

use crate::lower::{LResult, Lower};
use kiln_ir::Value;
use kiln_targets::Reg;
use kiln_targets::x64::{AluOp, Cond, Inst, OperandSize, RegMem, RegMemImm, ShiftOp};

const S64: OperandSize = OperandSize::S64;

impl Lower<'_> {
    /// `b` (an overflow or saturating intrinsic's base name) on `bits` < 64
    /// without an exact operand size.
    pub(super) fn lower_overflow_promoted(
        &mut self,
        b: &str,
        args: &[Value],
        res: Value,
        bits: u32,
    ) -> LResult<()> {
        let signed = b.starts_with('s');
        let op = &b[1..4];
        let x = self.reg(args[0])?;
        let y = self.reg(args[1])?;
        let xe = self.ext_to_64(x, bits, signed);
        let ye = self.ext_to_64(y, bits, signed);
        // Saturation value, computed before the flags (see `sat_value`).
        let sat = if b.ends_with(".sat") {
            Some(self.sat_value(op, signed, xe, bits))
        } else {
            None
        };
        let r = self.new_int();
        let hi = match op {
            "add" | "sub" => {
                // |operands| < 2^63: the 64-bit result is exact.
                let aop = if op == "add" { AluOp::Add } else { AluOp::Sub };
                self.alu64(aop, r, xe, ye);
                None
            }
            _ => {
                let lo = self.new_int();
                self.copy_reg(lo, xe);
                let hi = self.new_int();
                self.emit(Inst::MulWide {
                    size: S64,
                    signed,
                    src1: lo,
                    src2: ye,
                    dst_lo: r,
                    dst_hi: hi,
                });
                Some(hi)
            }
        };
        let ovf_or_val = if let Some(sat) = sat {
            sat
        } else {
            let (s, _) = self.def_parts(res)?;
            let val = Reg::virt(self.c.parts[s]);
            self.copy_reg(val, r);
            Reg::virt(self.c.parts[s + 1])
        };
        // Overflow (ZF clear) when ext(trunc(r)) != r, or, for a product,
        // when its high half is not the extension of its low half.
        let back = self.ext_to_64(r, bits, signed);
        match hi {
            None => self.emit(Inst::Cmp {
                size: S64,
                lhs: back,
                rhs: RegMemImm::Reg(r),
            }),
            Some(hi) => {
                let want_hi = if signed {
                    let s = self.new_int();
                    self.emit(Inst::ShiftImm {
                        size: S64,
                        op: ShiftOp::Sar,
                        dst: s,
                        src: r,
                        amount: 63,
                    });
                    s
                } else {
                    self.imm64(0)
                };
                let d1 = self.new_int();
                self.alu64(AluOp::Xor, d1, back, r);
                let d2 = self.new_int();
                self.alu64(AluOp::Xor, d2, hi, want_hi);
                let d = self.new_int();
                self.alu64(AluOp::Or, d, d1, d2);
            }
        }
        if b.ends_with(".sat") {
            let d = self.def1(res)?;
            self.emit(Inst::Cmov {
                size: S64,
                cc: Cond::NE,
                dst: d,
                src_false: r,
                src_true: RegMem::Reg(ovf_or_val),
            });
        } else {
            self.emit(Inst::Setcc {
                cc: Cond::NE,
                dst: ovf_or_val,
            });
        }
        Ok(())
    }

    /// `r` sign- or zero-extended from `bits` to 64 bits.
    fn ext_to_64(&mut self, r: Reg, bits: u32, signed: bool) -> Reg {
        if signed {
            self.sext(r, bits, S64)
        } else {
            self.zext(r, bits, S64)
        }
    }

    /// The value a saturating `op` ("add"/"sub") clamps to when it
    /// overflows: all ones or zero unsigned; signed, the minimum when the
    /// extended left operand `xe` is negative, else the maximum.
    fn sat_value(&mut self, op: &str, signed: bool, xe: Reg, bits: u32) -> Reg {
        if !signed {
            return self.imm64(if op == "add" { -1 } else { 0 });
        }
        // x < 0 ? MIN : MAX  ==  (x >> 63) ^ MAX
        let s = self.new_int();
        self.emit(Inst::ShiftImm {
            size: S64,
            op: ShiftOp::Sar,
            dst: s,
            src: xe,
            amount: 63,
        });
        let max = self.imm64(((1u64 << (bits - 1)) - 1) as i64);
        let v = self.new_int();
        self.alu64(AluOp::Xor, v, s, max);
        v
    }
}
