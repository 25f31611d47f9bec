//! Division and remainder of integers wider than 128 bits: restoring
//! shift-subtract division over the 64-bit parts, one quotient bit per
//! iteration of a loop (`inline_loop.rs`), so the code is linear in the
//! number of parts and the run time quadratic. Signed forms divide the
//! magnitudes and fix the signs. Division by zero and `INT_MIN / -1` are
//! undefined behaviour in LLVM: they give some value without trapping.

use crate::lower::{LResult, Lower};
use kiln_ir::Value;
use kiln_ir::instructions::BinaryOp;
use kiln_targets::Reg;
use kiln_targets::x64::{AluOp, Amode, Cond, ExtMode, Inst, OperandSize, RegMem, RegMemImm};

const S64: OperandSize = OperandSize::S64;

impl Lower<'_> {
    /// `d = x op b` for `op` one of udiv/sdiv/urem/srem on `bits` > 128,
    /// `x` the parts of the dividend.
    pub(crate) fn lower_multiword_divrem(
        &mut self,
        op: BinaryOp,
        x: &[Reg],
        b: Value,
        res: Value,
        bits: u32,
    ) -> LResult<()> {
        let n = x.len();
        let mut y = Vec::new();
        self.all_regs(b, &mut y)?;
        if y.len() != n {
            return Err(self.err(format!("i{bits} operand with {} parts", y.len())));
        }
        let signed = matches!(op, BinaryOp::SDiv | BinaryOp::SRem);
        let rem = matches!(op, BinaryOp::URem | BinaryOp::SRem);
        let d = self.dst_parts(res)?;
        self.divrem_parts(x, &y, bits, signed, |this, q, r| {
            for (k, &dst) in d.iter().enumerate() {
                this.copy_reg(dst, if rem { r[k] } else { q[k] });
            }
            Ok(())
        })
    }

    /// Divides the parts `x` by `y` (integers of `bits`, as many parts),
    /// truncating; `then` gets the quotient's and the remainder's parts
    /// and runs after the division loop, in the block that continues the
    /// current one (the remainder has the dividend's sign).
    pub(crate) fn divrem_parts(
        &mut self,
        x: &[Reg],
        y: &[Reg],
        bits: u32,
        signed: bool,
        then: impl FnOnce(&mut Self, &[Reg], &[Reg]) -> LResult<()>,
    ) -> LResult<()> {
        let n = x.len();
        let x = self.normalized_top(x, bits, signed);
        let y = self.normalized_top(y, bits, signed);
        let (x, y, signs) = if signed {
            let sx = self.sign_of(x[n - 1]);
            let sy = self.sign_of(y[n - 1]);
            let ax = self.cond_neg_parts(&x, sx);
            let ay = self.cond_neg_parts(&y, sy);
            // The remainder takes the dividend's sign, the quotient the
            // product of both.
            let sq = self.new_int();
            self.alu64(AluOp::Xor, sq, sx, sy);
            (ax, ay, Some((sq, sx)))
        } else {
            (x, y, None)
        };
        let slot = |this: &mut Self| this.out.new_slot(8 * n as u32, 8);
        let (qs, rs, ds) = (slot(self), slot(self), slot(self));
        let word = |slot, k: usize| Amode::Slot {
            slot,
            disp: 8 * k as i32,
        };
        let zero = self.imm64(0);
        for k in 0..n {
            for (s, v) in [(qs, x[k]), (rs, zero), (ds, y[k])] {
                self.emit(Inst::Store {
                    size: S64,
                    src: v,
                    addr: word(s, k),
                });
            }
        }
        let load = |this: &mut Self, s, k| {
            let r = this.new_int();
            this.emit(Inst::Load {
                ext: ExtMode::None64,
                dst: r,
                addr: word(s, k),
            });
            r
        };
        let body = |this: &mut Self| {
            // (r, q) <<= 1, the bit shifted out of r in `out`.
            let q: Vec<Reg> = (0..n).map(|k| load(this, qs, k)).collect();
            let r: Vec<Reg> = (0..n).map(|k| load(this, rs, k)).collect();
            let d: Vec<Reg> = (0..n).map(|k| load(this, ds, k)).collect();
            let q2: Vec<Reg> = (0..n).map(|_| this.new_int()).collect();
            let r2: Vec<Reg> = (0..n).map(|_| this.new_int()).collect();
            for k in 0..n {
                let op = if k == 0 { AluOp::Add } else { AluOp::Adc };
                this.alu64(op, q2[k], q[k], q[k]);
            }
            for k in 0..n {
                this.alu64(AluOp::Adc, r2[k], r[k], r[k]);
            }
            let out = this.new_int();
            this.emit(Inst::Setcc {
                cc: Cond::B,
                dst: out,
            });
            // t = r - d; subtract when r >= d or a bit was shifted out.
            let t: Vec<Reg> = (0..n).map(|_| this.new_int()).collect();
            for k in 0..n {
                let op = if k == 0 { AluOp::Sub } else { AluOp::Sbb };
                this.alu64(op, t[k], r2[k], d[k]);
            }
            let fits = this.new_int();
            this.emit(Inst::Setcc {
                cc: Cond::AE,
                dst: fits,
            });
            let take = this.new_int();
            this.emit(Inst::Alu {
                size: OperandSize::S32,
                op: AluOp::Or,
                dst: take,
                src1: out,
                src2: RegMemImm::Reg(fits),
            });
            // The low bit alone (setcc writes one byte), and the flags.
            let bit = this.new_int();
            this.emit(Inst::Alu {
                size: OperandSize::S32,
                op: AluOp::And,
                dst: bit,
                src1: take,
                src2: RegMemImm::Imm(1),
            });
            for k in 0..n {
                let v = this.new_int();
                this.emit(Inst::Cmov {
                    size: S64,
                    cc: Cond::NE,
                    dst: v,
                    src_false: r2[k],
                    src_true: RegMem::Reg(t[k]),
                });
                this.emit(Inst::Store {
                    size: S64,
                    src: v,
                    addr: word(rs, k),
                });
            }
            let q0 = this.new_int();
            this.alu64(AluOp::Or, q0, q2[0], bit);
            this.emit(Inst::Store {
                size: S64,
                src: q0,
                addr: word(qs, 0),
            });
            for (k, &qk) in q2.iter().enumerate().skip(1) {
                this.emit(Inst::Store {
                    size: S64,
                    src: qk,
                    addr: word(qs, k),
                });
            }
            Ok(())
        };
        let after = |this: &mut Self| {
            let q: Vec<Reg> = (0..n).map(|k| load(this, qs, k)).collect();
            let r: Vec<Reg> = (0..n).map(|k| load(this, rs, k)).collect();
            let (q, r) = match signs {
                Some((sq, sr)) => (this.cond_neg_parts(&q, sq), this.cond_neg_parts(&r, sr)),
                None => (q, r),
            };
            then(this, &q, &r)
        };
        self.counted_loop(64 * n as u32, body, after)
    }

    /// `x` negated when `sign` (all ones or zero) is all ones:
    /// `(x ^ sign) - sign` over the parts (the xors first, as the
    /// subtraction's borrow runs through the parts).
    pub(crate) fn cond_neg_parts(&mut self, x: &[Reg], sign: Reg) -> Vec<Reg> {
        let t: Vec<Reg> = x
            .iter()
            .map(|&p| {
                let t = self.new_int();
                self.alu64(AluOp::Xor, t, p, sign);
                t
            })
            .collect();
        t.iter()
            .enumerate()
            .map(|(k, &p)| {
                let r = self.new_int();
                let op = if k == 0 { AluOp::Sub } else { AluOp::Sbb };
                self.alu64(op, r, p, sign);
                r
            })
            .collect()
    }
}
