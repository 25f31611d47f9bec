//! Integer intrinsics on any width above 64 bits, on the 64-bit parts
//! (low first, the top part's bits above the width undefined): min/max,
//! abs, three-way comparisons, byte and bit reversal, funnel shifts and
//! multiplication with overflow (the whole product of the operands
//! extended to twice the parts, quadratic in the part count).

use crate::lower::{LResult, Lower};
use kiln_ir::Value;
use kiln_ir::instructions::{BinaryOp, IntPredicate};
use kiln_targets::Reg;
use kiln_targets::x64::{AluOp, Cond, Inst, OperandSize, RegMem, RegMemImm, ShiftOp, UnaryOp};

const S64: OperandSize = OperandSize::S64;

impl Lower<'_> {
    /// `llvm.<b>` on an integer of `bits` > 64; `Ok(false)` when `b` is
    /// not one of these.
    pub(super) fn lower_wide_int_intrinsic(
        &mut self,
        b: &str,
        args: &[Value],
        res: Value,
        bits: u32,
    ) -> LResult<bool> {
        match b {
            "smin" | "smax" | "umin" | "umax" => {
                let x = self.parts_of(args[0], bits)?;
                let y = self.parts_of(args[1], bits)?;
                let pred = match b {
                    "smin" => IntPredicate::Slt,
                    "smax" => IntPredicate::Sgt,
                    "umin" => IntPredicate::Ult,
                    _ => IntPredicate::Ugt,
                };
                let cc = self.parts_cmp_flags(pred, &x, &y, bits);
                let d = self.dst_parts(res)?;
                for k in 0..d.len() {
                    self.emit(Inst::Cmov {
                        size: S64,
                        cc,
                        dst: d[k],
                        src_false: y[k],
                        src_true: RegMem::Reg(x[k]),
                    });
                }
            }
            "abs" => {
                let x = self.parts_of(args[0], bits)?;
                let x = self.normalized_top(&x, bits, true);
                let s = self.sign_of(x[x.len() - 1]);
                let r = self.cond_neg_parts(&x, s);
                self.copy_parts(res, &r)?;
            }
            "bswap" | "bitreverse" => {
                let x = self.parts_of(args[0], bits)?;
                let n = x.len();
                let r: Vec<Reg> = (0..n)
                    .map(|k| {
                        let p = x[n - 1 - k];
                        if b == "bswap" {
                            let t = self.new_int();
                            self.emit(Inst::Unary {
                                size: S64,
                                op: UnaryOp::Bswap,
                                dst: t,
                                src: p,
                            });
                            t
                        } else {
                            self.bitreverse64(p)
                        }
                    })
                    .collect();
                // The reversed width sits at the top of the parts.
                let d = self.dst_parts(res)?;
                let extra = 64 * n as u32 - bits;
                if extra == 0 {
                    for k in 0..n {
                        self.copy_reg(d[k], r[k]);
                    }
                } else {
                    self.shift_parts(BinaryOp::LShr, &r, extra, &d);
                }
            }
            "fshl" | "fshr" => self.wide_funnel(b == "fshl", args, res, bits)?,
            "smul.with.overflow" | "umul.with.overflow" => {
                self.wide_mul_overflow(b.starts_with('s'), args, res, bits)?
            }
            _ => return Ok(false),
        }
        Ok(true)
    }

    /// The parts of integer `v` of `bits` > 64.
    pub(super) fn parts_of(&mut self, v: Value, bits: u32) -> LResult<Vec<Reg>> {
        let mut x = Vec::new();
        self.all_regs(v, &mut x)?;
        if x.len() != bits.div_ceil(64) as usize {
            return Err(self.err(format!("i{bits} operand with {} parts", x.len())));
        }
        Ok(x)
    }

    /// Copies `r` into the parts of `res`.
    fn copy_parts(&mut self, res: Value, r: &[Reg]) -> LResult<()> {
        let d = self.dst_parts(res)?;
        for (&dst, &src) in d.iter().zip(r) {
            self.copy_reg(dst, src);
        }
        Ok(())
    }

    /// On any width (one part up to 64 bits):
    /// `fshl(a, b, c) = (a << c) | ((b >> 1) >> (bits - 1 - c))` and
    /// `fshr(a, b, c) = (b >> c) | ((a << 1) << (bits - 1 - c))`, with `c`
    /// taken modulo the width, so that no shift reaches the width.
    pub(super) fn wide_funnel(
        &mut self,
        left: bool,
        args: &[Value],
        res: Value,
        bits: u32,
    ) -> LResult<()> {
        let a = self.parts_of(args[0], bits)?;
        let bv = self.parts_of(args[1], bits)?;
        let c = self.parts_of(args[2], bits)?;
        let n = a.len();
        let c = self.normalized_top(&c, bits, false);
        let cm = self.parts_mod_small(&c, bits);
        let top = self.imm64(i64::from(bits - 1));
        let inv = self.new_int();
        self.alu64(AluOp::Sub, inv, top, cm);
        let bz = self.normalized_top(&bv, bits, false);
        let fresh = |this: &mut Self| -> Vec<Reg> { (0..n).map(|_| this.new_int()).collect() };
        let (main, pre, pre_op, main_op) = if left {
            (&a, &bz, BinaryOp::LShr, BinaryOp::Shl)
        } else {
            (&bz, &a, BinaryOp::Shl, BinaryOp::LShr)
        };
        let m = fresh(self);
        self.shift_parts_var(main_op, main, cm, &m);
        let p1 = fresh(self);
        self.shift_parts(pre_op, pre, 1, &p1);
        let p2 = fresh(self);
        self.shift_parts_var(pre_op, &p1, inv, &p2);
        let d = self.dst_parts(res)?;
        for k in 0..n {
            self.alu64(AluOp::Or, d[k], m[k], p2[k]);
        }
        Ok(())
    }

    /// `x mod m` for the normalized parts `x` and a modulus `m` below
    /// 2^32: a mask for a power of two, else one `div` per part from the
    /// top (each remainder is below `m`, so the next `div` cannot fault).
    pub(super) fn parts_mod_small(&mut self, x: &[Reg], m: u32) -> Reg {
        let d = self.new_int();
        if m.is_power_of_two() {
            self.emit(Inst::Alu {
                size: S64,
                op: AluOp::And,
                dst: d,
                src1: x[0],
                src2: RegMemImm::Imm((m - 1) as i32),
            });
            return d;
        }
        let divisor = self.imm64(i64::from(m));
        let mut r = self.imm64(0);
        for &p in x.iter().rev() {
            let (lo, hi) = (self.new_int(), self.new_int());
            self.copy_reg(lo, p);
            self.copy_reg(hi, r);
            let (q, rem) = (self.new_int(), self.new_int());
            self.emit(Inst::Div {
                size: S64,
                signed: false,
                lo,
                hi,
                divisor,
                quot: q,
                rem,
            });
            r = rem;
        }
        self.copy_reg(d, r);
        d
    }

    /// `{s,u}mul.with.overflow` on `bits` > 64: the product of the operands
    /// extended to twice the parts is exact; it overflows when its bits
    /// from the width up (from the width - 1 up, when signed) are not all
    /// copies of the sign (or zero).
    fn wide_mul_overflow(
        &mut self,
        signed: bool,
        args: &[Value],
        res: Value,
        bits: u32,
    ) -> LResult<()> {
        let x = self.parts_of(args[0], bits)?;
        let y = self.parts_of(args[1], bits)?;
        let n = x.len();
        let top = bits - 64 * (n as u32 - 1);
        let xe = self.doubled_parts(&x, bits, signed);
        let ye = self.doubled_parts(&y, bits, signed);
        let p: Vec<Reg> = (0..2 * n).map(|_| self.new_int()).collect();
        self.mul_parts(&xe, &ye, &p);
        // The sign of the result's top bit, spread (zero when unsigned).
        let s = if signed {
            let t = self.new_int();
            self.shift64(ShiftOp::Shl, t, p[n - 1], (64 - top) as u8);
            self.sign_of(t)
        } else {
            self.imm64(0)
        };
        let first = if signed { top - 1 } else { top };
        let mut acc = None;
        let mut or_in = |this: &mut Self, v: Reg| {
            acc = Some(match acc {
                None => v,
                Some(a) => {
                    let t = this.new_int();
                    this.alu64(AluOp::Or, t, a, v);
                    t
                }
            });
        };
        if first < 64 {
            let t = self.new_int();
            self.alu64(AluOp::Xor, t, p[n - 1], s);
            let u = self.new_int();
            self.shift64(ShiftOp::Shr, u, t, first as u8);
            or_in(self, u);
        }
        for &pk in &p[n..] {
            let t = self.new_int();
            self.alu64(AluOp::Xor, t, pk, s);
            or_in(self, t);
        }
        let Some(acc) = acc else {
            return Err(self.err("internal error: no bits above the width to test for overflow"));
        };
        self.emit(Inst::Cmp {
            size: S64,
            lhs: acc,
            rhs: RegMemImm::Imm(0),
        });
        let (s0, _) = self.def_parts(res)?;
        let ovf = Reg::virt(self.c.parts[s0 + n]);
        self.emit(Inst::Setcc {
            cc: Cond::NE,
            dst: ovf,
        });
        for (k, &pk) in p.iter().enumerate().take(n) {
            self.copy_reg(Reg::virt(self.c.parts[s0 + k]), pk);
        }
        Ok(())
    }
}
