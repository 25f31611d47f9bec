//! Add/subtract with overflow (`{s,u}{add,sub}.with.overflow`) and
//! saturation (`{s,u}{add,sub}.sat`) on 65- to 128-bit integers (register
//! pairs). At i128 the flags of the final `adc`/`sbb` are the overflow;
//! narrower widths are extended to 128 bits (sign or zero, as the
//! operation is signed or not), where the result is exact, and overflow
//! when the high part does not survive a round trip through the width.

use crate::lower::{LResult, Lower};
use kiln_ir::Value;
use kiln_targets::Reg;
use kiln_targets::x64::{AluOp, Cond, Inst, OperandSize, RegMem, RegMemImm, ShiftOp};

const S64: OperandSize = OperandSize::S64;

impl Lower<'_> {
    /// `b` on a 65- to 128-bit integer when it is an add/sub with overflow
    /// or a saturating add/sub; false for any other intrinsic.
    pub(super) fn lower_overflow_pair(
        &mut self,
        b: &str,
        args: &[Value],
        res: Value,
        bits: u32,
    ) -> LResult<bool> {
        let sat = match b {
            "sadd.with.overflow" | "uadd.with.overflow" | "ssub.with.overflow"
            | "usub.with.overflow" => false,
            "sadd.sat" | "uadd.sat" | "ssub.sat" | "usub.sat" => true,
            _ => return Ok(false),
        };
        let signed = b.starts_with('s');
        let add = &b[1..4] == "add";
        let (xl, xh) = self.pair(args[0])?;
        let (yl, yh) = self.pair(args[1])?;
        let top = bits - 64;
        let xh = self.ext_top(xh, top, signed);
        let yh = self.ext_top(yh, top, signed);
        // Saturation value, computed before the flags (materialising a
        // constant may clobber them).
        let clamp = if sat {
            Some(self.sat_pair(add, signed, xh, top))
        } else {
            None
        };
        let (s, _) = self.def_parts(res)?;
        let (rl, rh) = if sat {
            (self.new_int(), self.new_int())
        } else {
            (Reg::virt(self.c.parts[s]), Reg::virt(self.c.parts[s + 1]))
        };
        let (op_lo, op_hi) = if add {
            (AluOp::Add, AluOp::Adc)
        } else {
            (AluOp::Sub, AluOp::Sbb)
        };
        self.alu64(op_lo, rl, xl, yl);
        self.alu64(op_hi, rh, xh, yh);
        let cc = if top == 64 {
            if signed { Cond::O } else { Cond::B }
        } else {
            let back = self.ext_top(rh, top, signed);
            self.emit(Inst::Cmp {
                size: S64,
                lhs: back,
                rhs: RegMemImm::Reg(rh),
            });
            Cond::NE
        };
        match clamp {
            Some((cl, ch)) => {
                let (dl, dh) = (Reg::virt(self.c.parts[s]), Reg::virt(self.c.parts[s + 1]));
                for (d, r, c) in [(dl, rl, cl), (dh, rh, ch)] {
                    self.emit(Inst::Cmov {
                        size: S64,
                        cc,
                        dst: d,
                        src_false: r,
                        src_true: RegMem::Reg(c),
                    });
                }
            }
            None => {
                let ovf = Reg::virt(self.c.parts[s + 2]);
                self.emit(Inst::Setcc { cc, dst: ovf });
            }
        }
        Ok(true)
    }

    /// The high part `r` (holding `top` bits) sign- or zero-extended to 64.
    fn ext_top(&mut self, r: Reg, top: u32, signed: bool) -> Reg {
        if signed {
            self.sext(r, top, S64)
        } else {
            self.zext(r, top, S64)
        }
    }

    /// The (low, high) parts a saturating add/sub clamps to: all ones or
    /// zero unsigned; signed, the minimum when the extended high part `xh`
    /// of the left operand is negative, else the maximum.
    fn sat_pair(&mut self, add: bool, signed: bool, xh: Reg, top: u32) -> (Reg, Reg) {
        if !signed {
            let v = self.imm64(if add { -1 } else { 0 });
            return (v, v);
        }
        // x < 0 ? MIN : MAX  ==  (x >> 127) ^ MAX, MAX = (all ones, 2^(top-1) - 1)
        let s = self.new_int();
        self.emit(Inst::ShiftImm {
            size: S64,
            op: ShiftOp::Sar,
            dst: s,
            src: xh,
            amount: 63,
        });
        let ones = self.imm64(-1);
        let lo = self.new_int();
        self.alu64(AluOp::Xor, lo, s, ones);
        let max_hi = self.imm64(((1u64 << (top - 1)) - 1) as i64);
        let hi = self.new_int();
        self.alu64(AluOp::Xor, hi, s, max_hi);
        (lo, hi)
    }
}
