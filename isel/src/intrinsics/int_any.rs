//! Integer intrinsics lowered on 64-bit parts for every width (one part up
//! to 64 bits, the top part's bits above the width undefined): three-way
//! comparisons (`scmp`/`ucmp`), saturating shifts (`sshl.sat`/`ushl.sat`)
//! and fixed-point multiplication and division (`{s,u}{mul,div}.fix`,
//! `.sat`).

use crate::lower::{LResult, Lower};
use kiln_ir::Value;
use kiln_ir::instructions::{BinaryOp, IntPredicate};
use kiln_targets::Reg;
use kiln_targets::x64::{AluOp, Cond, Inst, OperandSize, RegMem, RegMemImm, ShiftOp};

const S64: OperandSize = OperandSize::S64;

impl Lower<'_> {
    /// `llvm.<b>` on integers of `bits` (any width); `Ok(false)` when `b`
    /// is not one of these.
    pub(super) fn lower_int_any_width(
        &mut self,
        b: &str,
        args: &[Value],
        res: Value,
        bits: u32,
    ) -> LResult<bool> {
        match b {
            "scmp" | "ucmp" => self.three_way(b == "scmp", args, res, bits)?,
            "sshl.sat" | "ushl.sat" => self.shl_sat(b == "sshl.sat", args, res, bits)?,
            "smul.fix" | "umul.fix" | "smul.fix.sat" | "umul.fix.sat" => {
                self.mul_fix(b.starts_with('s'), b.ends_with(".sat"), args, res, bits)?
            }
            "sdiv.fix" | "udiv.fix" | "sdiv.fix.sat" | "udiv.fix.sat" => {
                self.div_fix(b.starts_with('s'), b.ends_with(".sat"), args, res, bits)?
            }
            _ => return Ok(false),
        }
        Ok(true)
    }

    /// `(x << scale) / y` on the operands extended to twice the parts,
    /// rounded toward negative infinity when signed (as llc does; LangRef
    /// leaves the direction open); `.sat` clamps a quotient that does not
    /// fit the width. Division by zero is undefined behaviour.
    fn div_fix(
        &mut self,
        signed: bool,
        sat: bool,
        args: &[Value],
        res: Value,
        bits: u32,
    ) -> LResult<()> {
        let x = self.parts_of(args[0], bits)?;
        let y = self.parts_of(args[1], bits)?;
        let scale = self.fix_scale(args[2], bits)?;
        let n = x.len();
        let xe = self.doubled_parts(&x, bits, signed);
        let ye = self.doubled_parts(&y, bits, signed);
        // Whether the exact quotient is negative (the operands' signs
        // differ), as 0 or 1.
        let neg = if signed {
            let t = self.new_int();
            self.alu64(AluOp::Xor, t, xe[2 * n - 1], ye[2 * n - 1]);
            let u = self.new_int();
            self.shift64(ShiftOp::Shr, u, t, 63);
            Some(u)
        } else {
            None
        };
        let xs = if scale == 0 {
            xe
        } else {
            let t: Vec<Reg> = (0..2 * n).map(|_| self.new_int()).collect();
            self.shift_parts(BinaryOp::Shl, &xe, scale, &t);
            t
        };
        let d = self.dst_parts(res)?;
        let wide = 128 * n as u32;
        self.divrem_parts(&xs, &ye, wide, signed, |this, q, r| {
            let q = match neg {
                Some(neg) => {
                    // Floor: one less when inexact and negative.
                    let mut any = r[0];
                    for &p in &r[1..] {
                        let o = this.new_int();
                        this.alu64(AluOp::Or, o, any, p);
                        any = o;
                    }
                    this.emit(Inst::Cmp {
                        size: S64,
                        lhs: any,
                        rhs: RegMemImm::Imm(0),
                    });
                    let inexact = this.new_int();
                    this.emit(Inst::Setcc {
                        cc: Cond::NE,
                        dst: inexact,
                    });
                    let inexact = this.zext(inexact, 8, OperandSize::S32);
                    let adj = this.new_int();
                    this.alu64(AluOp::And, adj, inexact, neg);
                    let zero = this.imm64(0);
                    let out: Vec<Reg> = (0..q.len()).map(|_| this.new_int()).collect();
                    for k in 0..q.len() {
                        let (op, by) = if k == 0 {
                            (AluOp::Sub, adj)
                        } else {
                            (AluOp::Sbb, zero)
                        };
                        this.alu64(op, out[k], q[k], by);
                    }
                    out
                }
                None => q.to_vec(),
            };
            if !sat {
                for (k, &dst) in d.iter().enumerate() {
                    this.copy_reg(dst, q[k]);
                }
                return Ok(());
            }
            let (s, limit) = if signed {
                let s = this.sign_of(q[2 * n - 1]);
                (s, this.signed_limit(s, n, bits))
            } else {
                (this.imm64(0), vec![this.imm64(-1); n])
            };
            let cc = this.high_bits_differ(&q, if signed { bits - 1 } else { bits }, s);
            for (k, &dst) in d.iter().enumerate() {
                this.emit(Inst::Cmov {
                    size: S64,
                    cc,
                    dst,
                    src_false: q[k],
                    src_true: RegMem::Reg(limit[k]),
                });
            }
            Ok(())
        })
    }

    /// The constant scale of a fixed-point operation on `bits`.
    fn fix_scale(&self, v: Value, bits: u32) -> LResult<u32> {
        self.const_int(v)
            .filter(|&k| (0..=i64::from(bits)).contains(&k))
            .map(|k| k as u32)
            .ok_or_else(|| {
                self.err("the scale of a fixed-point operation must be a constant no wider than the type")
            })
    }

    /// `(x > y) - (x < y)`, in the result's width.
    fn three_way(&mut self, signed: bool, args: &[Value], res: Value, bits: u32) -> LResult<()> {
        let x = self.parts_of(args[0], bits)?;
        let y = self.parts_of(args[1], bits)?;
        let (lt, gt) = if signed {
            (IntPredicate::Slt, IntPredicate::Sgt)
        } else {
            (IntPredicate::Ult, IntPredicate::Ugt)
        };
        let flag = |this: &mut Self, pred| {
            let cc = this.parts_cmp_flags(pred, &x, &y, bits);
            let r = this.new_int();
            this.emit(Inst::Setcc { cc, dst: r });
            this.zext(r, 8, OperandSize::S32)
        };
        let l = flag(self, lt);
        let g = flag(self, gt);
        let r = self.new_int();
        self.alu64(AluOp::Sub, r, g, l);
        let d = self.dst_parts(res)?;
        self.copy_reg(d[0], r);
        if d.len() > 1 {
            let s = self.sign_of(r);
            for &p in &d[1..] {
                self.copy_reg(p, s);
            }
        }
        Ok(())
    }

    /// The parts of `x < 0 ? MIN : MAX` for `bits` (`sign` all ones or
    /// zero): `sign ^ MAX`, MAX all ones below a top part of
    /// 2^(top-1) - 1.
    pub(crate) fn signed_limit(&mut self, sign: Reg, n: usize, bits: u32) -> Vec<Reg> {
        let top = bits - 64 * (n as u32 - 1);
        let ones = self.imm64(-1);
        let lo = self.new_int();
        self.alu64(AluOp::Xor, lo, sign, ones);
        let max_top = self.imm64(((1u128 << (top - 1)) - 1) as i64);
        let hi = self.new_int();
        self.alu64(AluOp::Xor, hi, sign, max_top);
        let mut v = vec![lo; n - 1];
        v.push(hi);
        v
    }

    /// `x << s`, or the limit in the shift's direction when bits (other
    /// than copies of the sign, when signed) are shifted out: the shifted
    /// value shifted back must give `x`.
    fn shl_sat(&mut self, signed: bool, args: &[Value], res: Value, bits: u32) -> LResult<()> {
        let x = self.parts_of(args[0], bits)?;
        let s = self.parts_of(args[1], bits)?;
        let n = x.len();
        let x = self.normalized_top(&x, bits, signed);
        // Amounts of the width or more are poison: any low word will do.
        let amount = s[0];
        let fresh = |this: &mut Self| -> Vec<Reg> { (0..n).map(|_| this.new_int()).collect() };
        let t = fresh(self);
        self.shift_parts_var(BinaryOp::Shl, &x, amount, &t);
        let tn = self.normalized_top(&t, bits, signed);
        let back = fresh(self);
        let right = if signed {
            BinaryOp::AShr
        } else {
            BinaryOp::LShr
        };
        self.shift_parts_var(right, &tn, amount, &back);
        let limit = if signed {
            let sign = self.sign_of(x[n - 1]);
            self.signed_limit(sign, n, bits)
        } else {
            vec![self.imm64(-1); n]
        };
        let cc = self.parts_cmp_flags(IntPredicate::Ne, &back, &x, bits);
        let d = self.dst_parts(res)?;
        for k in 0..n {
            self.emit(Inst::Cmov {
                size: S64,
                cc,
                dst: d[k],
                src_false: t[k],
                src_true: RegMem::Reg(limit[k]),
            });
        }
        Ok(())
    }

    /// `(x * y) >> scale` on the exact product (the operands extended to
    /// twice the parts); `.sat` clamps when the shifted product does not
    /// fit the width (to the limit of the product's sign when signed).
    fn mul_fix(
        &mut self,
        signed: bool,
        sat: bool,
        args: &[Value],
        res: Value,
        bits: u32,
    ) -> LResult<()> {
        let x = self.parts_of(args[0], bits)?;
        let y = self.parts_of(args[1], bits)?;
        let scale = self.fix_scale(args[2], bits)?;
        let n = x.len();
        let xe = self.doubled_parts(&x, bits, signed);
        let ye = self.doubled_parts(&y, bits, signed);
        let p: Vec<Reg> = (0..2 * n).map(|_| self.new_int()).collect();
        self.mul_parts(&xe, &ye, &p);
        let q: Vec<Reg> = if scale == 0 {
            p.clone()
        } else {
            let q: Vec<Reg> = (0..2 * n).map(|_| self.new_int()).collect();
            let op = if signed {
                BinaryOp::AShr
            } else {
                BinaryOp::LShr
            };
            self.shift_parts(op, &p, scale, &q);
            q
        };
        let d = self.dst_parts(res)?;
        if !sat {
            for k in 0..n {
                self.copy_reg(d[k], q[k]);
            }
            return Ok(());
        }
        // The product's sign (zero when unsigned), and the limit.
        let (s, limit) = if signed {
            let s = self.sign_of(p[2 * n - 1]);
            (s, self.signed_limit(s, n, bits))
        } else {
            (self.imm64(0), vec![self.imm64(-1); n])
        };
        let cc = self.high_bits_differ(&q, if signed { bits - 1 } else { bits }, s);
        for k in 0..n {
            self.emit(Inst::Cmov {
                size: S64,
                cc,
                dst: d[k],
                src_false: q[k],
                src_true: RegMem::Reg(limit[k]),
            });
        }
        Ok(())
    }

    /// Flags saying whether any bit of the parts `q` from bit `from` up
    /// differs from `s` (all ones or zero): the condition for "differs".
    pub(super) fn high_bits_differ(&mut self, q: &[Reg], from: u32, s: Reg) -> Cond {
        let w = (from / 64) as usize;
        let b = from % 64;
        let mut acc: Option<Reg> = None;
        for (k, &part) in q.iter().enumerate().skip(w) {
            let t = self.new_int();
            self.alu64(AluOp::Xor, t, part, s);
            let t = if k == w && b > 0 {
                let u = self.new_int();
                self.shift64(ShiftOp::Shr, u, t, b as u8);
                u
            } else {
                t
            };
            acc = Some(match acc {
                None => t,
                Some(a) => {
                    let o = self.new_int();
                    self.alu64(AluOp::Or, o, a, t);
                    o
                }
            });
        }
        let acc = acc.unwrap_or_else(|| self.imm64(0));
        self.emit(Inst::Cmp {
            size: S64,
            lhs: acc,
            rhs: RegMemImm::Imm(0),
        });
        Cond::NE
    }
}
