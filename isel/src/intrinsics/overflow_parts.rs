//! Add/subtract with overflow (`{s,u}{add,sub}.with.overflow`) and
//! saturation (`{s,u}{add,sub}.sat`) on integers wider than 64 bits (64-bit
//! parts, low first: register pairs up to 128 bits, `multiword.rs` beyond).
//! When the width is a multiple of 64 the flags of the final `adc`/`sbb`
//! are the overflow; otherwise the top part is extended to 64 bits (sign
//! or zero, as the operation is signed or not), where the result is
//! exact, and overflows when it does not survive a round trip through the
//! bits the top part holds.

use crate::lower::{LResult, Lower};
use kiln_ir::Value;
use kiln_targets::Reg;
use kiln_targets::x64::{AluOp, Cond, Inst, OperandSize, RegMem, RegMemImm, ShiftOp};

const S64: OperandSize = OperandSize::S64;

impl Lower<'_> {
    /// `b` on an integer of `bits` > 64 when it is an add/sub with
    /// overflow or a saturating add/sub; false for any other intrinsic.
    pub(super) fn lower_overflow_parts(
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
        let x = self.int_parts(args[0], bits)?;
        let y = self.int_parts(args[1], bits)?;
        let n = x.len();
        let top = bits - 64 * (n as u32 - 1);
        let x = self.normalized_top(&x, bits, signed);
        let y = self.normalized_top(&y, bits, signed);
        // Saturation value, computed before the flags (materialising a
        // constant may clobber them).
        let clamp = if sat {
            Some(self.sat_parts(add, signed, x[n - 1], n, top))
        } else {
            None
        };
        let (s, _) = self.def_parts(res)?;
        let r: Vec<Reg> = if sat {
            (0..n).map(|_| self.new_int()).collect()
        } else {
            (0..n).map(|k| Reg::virt(self.c.parts[s + k])).collect()
        };
        let (op_lo, op_hi) = if add {
            (AluOp::Add, AluOp::Adc)
        } else {
            (AluOp::Sub, AluOp::Sbb)
        };
        for k in 0..n {
            self.alu64(if k == 0 { op_lo } else { op_hi }, r[k], x[k], y[k]);
        }
        let cc = if top == 64 {
            if signed { Cond::O } else { Cond::B }
        } else {
            let back = self.ext_top(r[n - 1], top, signed);
            self.emit(Inst::Cmp {
                size: S64,
                lhs: back,
                rhs: RegMemImm::Reg(r[n - 1]),
            });
            Cond::NE
        };
        match clamp {
            Some(c) => {
                for k in 0..n {
                    self.emit(Inst::Cmov {
                        size: S64,
                        cc,
                        dst: Reg::virt(self.c.parts[s + k]),
                        src_false: r[k],
                        src_true: RegMem::Reg(c[k]),
                    });
                }
            }
            None => {
                let ovf = Reg::virt(self.c.parts[s + n]);
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

    /// The `n` parts a saturating add/sub clamps to: all ones or zero
    /// unsigned; signed, the minimum when the extended top part `xt` of
    /// the left operand is negative, else the maximum (the top part holds
    /// `top` bits).
    fn sat_parts(&mut self, add: bool, signed: bool, xt: Reg, n: usize, top: u32) -> Vec<Reg> {
        if !signed {
            let v = self.imm64(if add { -1 } else { 0 });
            return vec![v; n];
        }
        // x < 0 ? MIN : MAX  ==  sign(x) ^ MAX, MAX = all ones below a top
        // part of 2^(top-1) - 1.
        let s = self.new_int();
        self.emit(Inst::ShiftImm {
            size: S64,
            op: ShiftOp::Sar,
            dst: s,
            src: xt,
            amount: 63,
        });
        let ones = self.imm64(-1);
        let lo = self.new_int();
        self.alu64(AluOp::Xor, lo, s, ones);
        let max_top = self.imm64(((1u64 << (top - 1)) - 1) as i64);
        let hi = self.new_int();
        self.alu64(AluOp::Xor, hi, s, max_top);
        let mut v = vec![lo; n - 1];
        v.push(hi);
        v
    }

    /// The 64-bit parts of the integer `v` of `bits` > 64, low first.
    fn int_parts(&mut self, v: Value, bits: u32) -> LResult<Vec<Reg>> {
        if bits <= 128 {
            let (lo, hi) = self.pair(v)?;
            return Ok(vec![lo, hi]);
        }
        let mut x = Vec::new();
        self.all_regs(v, &mut x)?;
        if x.len() != bits.div_ceil(64) as usize {
            return Err(self.err(format!("i{bits} value of {} parts", x.len())));
        }
        Ok(x)
    }
}
