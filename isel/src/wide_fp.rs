//! Conversions between floating point and integers of widths the runtime
//! has no function for (above 128 bits; 65 to 127 bits from `half`,
//! `x86_fp80` and `fp128`), on the integer's 64-bit parts.
//!
//! Integer to float: the magnitude shifted right until it fits in 126
//! bits, the bits shifted out ORed into the lowest one (a sticky bit: with
//! at least two bits beyond any significand this rounds exactly as the
//! whole value would), converted by the unsigned 128-bit runtime function
//! and scaled by ±2^shift — an exact product unless it overflows, when it
//! is infinite as the rounded whole value would be.
//!
//! Float to integer: the significand, an integer, shifted left or right by
//! the exponent (truncating toward zero), negated for negative values.
//! Values out of range (and NaN) are poison in LLVM: they give some value.

use crate::fpkind::FpKind;
use crate::lower::{LResult, Lower};
use crate::x87::RtVal;
use kiln_ir::Value;
use kiln_ir::instructions::{BinaryOp, CastOp, IntPredicate};
use kiln_targets::Reg;
use kiln_targets::x64::{
    AluOp, Amode, BitOp, Cond, ExtMode, Inst, OperandSize, RegMem, RegMemImm, ShiftOp, SseOp,
    XmmMemOp,
};

const S64: OperandSize = OperandSize::S64;

impl Lower<'_> {
    /// `sitofp`/`uitofp`/`fptosi`/`fptoui` with an integer side of `bits`
    /// (above 64) that the runtime conversions do not cover.
    pub(crate) fn lower_wide_fp_cast(
        &mut self,
        op: CastOp,
        arg: Value,
        res: Value,
        bits: u32,
    ) -> LResult<()> {
        let fp = if matches!(op, CastOp::SiToFp | CastOp::UiToFp) {
            res
        } else {
            arg
        };
        let k = self
            .fp_kind(self.f.values[fp].ty)
            .filter(|&k| k != FpKind::BFloat)
            .ok_or_else(|| {
                self.err(format!(
                    "{} between {} and i{bits} is not supported",
                    op.name(),
                    crate::layout::type_name(self.m, self.f.values[fp].ty)
                ))
            })?;
        match op {
            CastOp::SiToFp | CastOp::UiToFp => {
                self.wide_int_to_fp(arg, bits, op == CastOp::SiToFp, k, res)
            }
            _ => self.fp_to_wide_int(arg, k, op == CastOp::FpToSi, res, bits, false),
        }
    }

    fn wide_int_to_fp(
        &mut self,
        arg: Value,
        bits: u32,
        signed: bool,
        k: FpKind,
        res: Value,
    ) -> LResult<()> {
        let x = self.int_parts_any(arg, bits)?;
        let n = x.len().max(2);
        let mut x = self.normalized_top(&x, bits, signed);
        let fill = if signed {
            self.sign_of(x[x.len() - 1])
        } else {
            self.imm64(0)
        };
        x.resize(n, fill);
        let sign = if signed { fill } else { self.imm64(0) };
        let mag = self.cond_neg_parts(&x, sign);
        let width = 64 * n as u32;
        // shift = max(0, significant bits - 126)
        let lz = self.parts_ctlz(&mag);
        let over = self.imm64(i64::from(width) - 126);
        let t = self.new_int();
        self.alu64(AluOp::Sub, t, over, lz);
        let zero = self.imm64(0);
        self.emit(Inst::Cmp {
            size: S64,
            lhs: t,
            rhs: RegMemImm::Imm(0),
        });
        let shift = self.new_int();
        self.emit(Inst::Cmov {
            size: S64,
            cc: Cond::L,
            dst: shift,
            src_false: t,
            src_true: RegMem::Reg(zero),
        });
        let fresh = |this: &mut Self| -> Vec<Reg> { (0..n).map(|_| this.new_int()).collect() };
        let kept = fresh(self);
        self.shift_parts_var(BinaryOp::LShr, &mag, shift, &kept);
        let back = fresh(self);
        self.shift_parts_var(BinaryOp::Shl, &kept, shift, &back);
        let cc = self.parts_cmp_flags(IntPredicate::Ne, &back, &mag, width);
        let sticky = self.new_int();
        self.emit(Inst::Setcc { cc, dst: sticky });
        let sticky = self.zext(sticky, 8, OperandSize::S32);
        let lo = self.new_int();
        self.alu64(AluOp::Or, lo, kept[0], sticky);
        let hi = kept[1];
        let args = [RtVal::Reg(lo), RtVal::Reg(hi)];
        let clamp = |this: &mut Self, max: i64| {
            let m = this.imm64(max);
            this.emit(Inst::Cmp {
                size: S64,
                lhs: shift,
                rhs: RegMemImm::Reg(m),
            });
            let c = this.new_int();
            this.emit(Inst::Cmov {
                size: S64,
                cc: Cond::G,
                dst: c,
                src_false: shift,
                src_true: RegMem::Reg(m),
            });
            c
        };
        // The factor ±2^shift's bits: biased exponent at `at`, the sign
        // from `sign`'s bit `sbit`.
        let factor_bits = |this: &mut Self, e: Reg, bias: i32, at: u8, sbit: i64| {
            let b = this.new_int();
            this.emit(Inst::Alu {
                size: S64,
                op: AluOp::Add,
                dst: b,
                src1: e,
                src2: RegMemImm::Imm(bias),
            });
            let p = this.new_int();
            this.shift64(ShiftOp::Shl, p, b, at);
            let m = this.imm64(sbit);
            let s = this.new_int();
            this.alu64(AluOp::And, s, sign, m);
            let f = this.new_int();
            this.alu64(AluOp::Or, f, p, s);
            f
        };
        match k {
            FpKind::F32 | FpKind::Half | FpKind::F64 => {
                let double = k == FpKind::F64;
                let r = self.new_float();
                let name = if double {
                    "__floatuntidf"
                } else {
                    "__floatuntisf"
                };
                self.rt_call(name, &args, &[RtVal::Reg(r)])?;
                let (max, bias, at, sbit, size) = if double {
                    (1023, 1023, 52, i64::MIN, S64)
                } else {
                    (127, 127, 23, 0x8000_0000, OperandSize::S32)
                };
                let e = clamp(self, max);
                let fb = factor_bits(self, e, bias, at, sbit);
                let f = self.new_float();
                self.emit(Inst::GprToXmm {
                    size,
                    dst: f,
                    src: RegMem::Reg(fb),
                });
                let y = self.new_float();
                self.emit(Inst::Sse {
                    op: if double { SseOp::Mulsd } else { SseOp::Mulss },
                    dst: y,
                    src1: r,
                    src2: RegMem::Reg(f),
                });
                if k == FpKind::Half {
                    // Exact in float below 2^17; at least that is
                    // infinite in half either way.
                    let d = self.def1(res)?;
                    return self.f32_to_f16(y, FpKind::Half, d);
                }
                let d = self.def1(res)?;
                self.copy_reg(d, y);
            }
            FpKind::F80 => {
                let r = (self.new_int(), self.new_int());
                self.rt_call("__floatuntixf", &args, &[RtVal::F80(r)])?;
                let hi = factor_bits(self, shift, 16383, 0, 0x8000);
                let lo = self.imm64(i64::MIN);
                let d = self.def2(res)?;
                self.f80_arith(BinaryOp::FMul, r, (lo, hi), d);
            }
            _ => {
                let r = self.new_float();
                self.rt_call("__floatuntitf", &args, &[RtVal::Reg(r)])?;
                let hi = factor_bits(self, shift, 16383, 48, i64::MIN);
                let slot = self.out.new_slot(16, 16);
                for (off, v) in [(0, zero), (8, hi)] {
                    self.emit(Inst::Store {
                        size: S64,
                        src: v,
                        addr: Amode::Slot { slot, disp: off },
                    });
                }
                let f = self.new_float();
                self.emit(Inst::XmmLoad {
                    op: XmmMemOp::Movdqu,
                    dst: f,
                    addr: Amode::Slot { slot, disp: 0 },
                });
                let d = self.def1(res)?;
                self.rt_call(
                    "__multf3",
                    &[RtVal::Reg(r), RtVal::Reg(f)],
                    &[RtVal::Reg(d)],
                )?;
            }
        }
        Ok(())
    }

    /// The count of leading zeros of the parts `x` over all their bits.
    fn parts_ctlz(&mut self, x: &[Reg]) -> Reg {
        let n = x.len();
        let mut lz = self.imm64(64 * n as i64);
        for (k, &p) in x.iter().enumerate() {
            // bsr gives the index of the top set bit (flags: ZF when 0).
            let idx = self.new_int();
            self.emit(Inst::BitCount {
                size: S64,
                op: BitOp::Bsr,
                dst: idx,
                src: RegMem::Reg(p),
            });
            let cand = self.new_int();
            let top = self.imm64(64 * n as i64 - 1 - 64 * k as i64);
            self.alu64(AluOp::Sub, cand, top, idx);
            self.emit(Inst::Test {
                size: S64,
                lhs: p,
                rhs: RegMemImm::Reg(p),
            });
            let next = self.new_int();
            self.emit(Inst::Cmov {
                size: S64,
                cc: Cond::NE,
                dst: next,
                src_false: lz,
                src_true: RegMem::Reg(cand),
            });
            lz = next;
        }
        lz
    }

    /// The parts of integer `v` of `bits` (one part up to 64 bits).
    fn int_parts_any(&mut self, v: Value, bits: u32) -> LResult<Vec<Reg>> {
        let mut x = Vec::new();
        self.all_regs(v, &mut x)?;
        if x.len() != bits.div_ceil(64) as usize {
            return Err(self.err(format!("i{bits} operand with {} parts", x.len())));
        }
        Ok(x)
    }

    /// `llvm.fptosi.sat`/`fptoui.sat` from any format to any width (on
    /// the parts): the truncated value, the limit of the value's sign when
    /// its magnitude reaches past the range (unsigned: 0 for negative
    /// values), 0 for NaN.
    pub(crate) fn lower_fp_to_int_sat_parts(
        &mut self,
        signed: bool,
        arg: Value,
        res: Value,
    ) -> LResult<()> {
        let ty = self.f.values[arg].ty;
        let k = self
            .fp_kind(ty)
            .filter(|&k| k != FpKind::BFloat)
            .ok_or_else(|| {
                self.err(format!(
                    "saturating conversion from {} is not supported",
                    crate::layout::type_name(self.m, ty)
                ))
            })?;
        let bits = self.int_bits(res)?;
        self.fp_to_wide_int(arg, k, signed, res, bits, true)
    }

    fn fp_to_wide_int(
        &mut self,
        arg: Value,
        k: FpKind,
        signed: bool,
        res: Value,
        bits: u32,
        sat: bool,
    ) -> LResult<()> {
        let field = |this: &mut Self, r: Reg, shift: u8, mask: i64| {
            let t = this.new_int();
            this.shift64(ShiftOp::Shr, t, r, shift);
            let m = this.imm64(mask);
            let u = this.new_int();
            this.alu64(AluOp::And, u, t, m);
            u
        };
        // (significand parts, biased exponent, bias + fraction bits, sign,
        // fraction bits, the fraction's bits (nonzero for a NaN)).
        let (mant, exp, bias, sign, fbits, frac_any) = match k {
            FpKind::F80 => {
                let (lo, hi) = self.pair(arg)?;
                let exp = field(self, hi, 0, 0x7fff);
                let t = self.new_int();
                self.shift64(ShiftOp::Shl, t, hi, 48);
                let f = self.new_int();
                self.shift64(ShiftOp::Shl, f, lo, 1);
                (vec![lo], exp, 16383 + 63, self.sign_of(t), 63, f)
            }
            FpKind::F128 => {
                let x = self.reg(arg)?;
                let slot = self.out.new_slot(16, 16);
                self.emit(Inst::XmmStore {
                    op: XmmMemOp::Movdqu,
                    src: x,
                    addr: Amode::Slot { slot, disp: 0 },
                });
                let (lo, hi) = (self.new_int(), self.new_int());
                for (r, off) in [(lo, 0), (hi, 8)] {
                    self.emit(Inst::Load {
                        ext: ExtMode::None64,
                        dst: r,
                        addr: Amode::Slot { slot, disp: off },
                    });
                }
                let exp = field(self, hi, 48, 0x7fff);
                let frac = field(self, hi, 0, (1 << 48) - 1);
                let one = self.imm64(1 << 48);
                let top = self.new_int();
                self.alu64(AluOp::Or, top, frac, one);
                let f = self.new_int();
                self.alu64(AluOp::Or, f, frac, lo);
                (vec![lo, top], exp, 16383 + 112, self.sign_of(hi), 112, f)
            }
            _ => {
                let x = self.reg(arg)?;
                let (x, double) = match k {
                    FpKind::F64 => (x, true),
                    FpKind::F32 => (x, false),
                    _ => (self.f16_to_f32(x, k)?, false),
                };
                let b = self.new_int();
                let size = if double { S64 } else { OperandSize::S32 };
                self.emit(Inst::XmmToGpr {
                    size,
                    dst: b,
                    src: x,
                });
                let (fb, eb, bias) = if double { (52, 11, 1075) } else { (23, 8, 150) };
                let exp = field(self, b, fb, (1 << eb) - 1);
                let frac = field(self, b, 0, (1 << fb) - 1);
                let one = self.imm64(1 << fb);
                let m = self.new_int();
                self.alu64(AluOp::Or, m, frac, one);
                let t = self.new_int();
                self.shift64(ShiftOp::Shl, t, b, if double { 0 } else { 32 });
                (vec![m], exp, bias, self.sign_of(t), u32::from(fb), frac)
            }
        };
        let n = bits.div_ceil(64) as usize;
        let zero = self.imm64(0);
        let mut m = mant;
        m.resize(n.max(m.len()), zero);
        let e = self.new_int();
        self.emit(Inst::Alu {
            size: S64,
            op: AluOp::Sub,
            dst: e,
            src1: exp,
            src2: RegMemImm::Imm(bias),
        });
        let ne = self.new_int();
        self.alu64(AluOp::Sub, ne, zero, e);
        let w = m.len();
        let fresh = |this: &mut Self| -> Vec<Reg> { (0..w).map(|_| this.new_int()).collect() };
        // Both shifts; the amount of the unused one is negative, which
        // the shifts clamp to stay in their buffers.
        let left = fresh(self);
        self.shift_parts_var(BinaryOp::Shl, &m, e, &left);
        let right = fresh(self);
        self.shift_parts_var(BinaryOp::LShr, &m, ne, &right);
        let r: Vec<Reg> = if signed {
            let l = self.cond_neg_parts(&left, sign);
            let rr = self.cond_neg_parts(&right, sign);
            self.pick_parts(e, &l, &rr)
        } else {
            self.pick_parts(e, &left, &right)
        };
        let r = if sat {
            self.saturate(&r, e, sign, (exp, frac_any, k), fbits, signed, bits)
        } else {
            r
        };
        let d = self.dst_parts(res)?;
        for (k, &dst) in d.iter().enumerate() {
            self.copy_reg(dst, r[k]);
        }
        Ok(())
    }

    /// `r` (the truncated value's parts) clamped for `fptosi/fptoui.sat`:
    /// `e` is the exponent of the significand's lowest bit, so the value's
    /// top bit is at `e + fbits`; NaN (`exp` all ones, fraction nonzero)
    /// gives 0.
    #[allow(clippy::too_many_arguments)]
    fn saturate(
        &mut self,
        r: &[Reg],
        e: Reg,
        sign: Reg,
        (exp, frac_any, k): (Reg, Reg, FpKind),
        fbits: u32,
        signed: bool,
        bits: u32,
    ) -> Vec<Reg> {
        let n = bits.div_ceil(64) as usize;
        let limit = if signed {
            self.signed_limit(sign, n, bits)
        } else {
            let ones = self.imm64(-1);
            let t = self.new_int();
            self.alu64(AluOp::Xor, t, sign, ones);
            vec![t; n]
        };
        let zero = self.imm64(0);
        // Out of range: top bit at bits - 1 or above (bits, unsigned), or
        // negative and unsigned.
        let lim = i64::from(if signed { bits - 1 } else { bits }) - i64::from(fbits);
        let l = self.imm64(lim);
        self.emit(Inst::Cmp {
            size: S64,
            lhs: e,
            rhs: RegMemImm::Reg(l),
        });
        let big = self.new_int();
        self.emit(Inst::Setcc {
            cc: Cond::GE,
            dst: big,
        });
        let big = self.zext(big, 8, OperandSize::S32);
        let over = if signed {
            big
        } else {
            let one = self.imm64(1);
            let neg = self.new_int();
            self.alu64(AluOp::And, neg, sign, one);
            let o = self.new_int();
            self.alu64(AluOp::Or, o, big, neg);
            o
        };
        self.emit(Inst::Test {
            size: S64,
            lhs: over,
            rhs: RegMemImm::Reg(over),
        });
        let t: Vec<Reg> = (0..n)
            .map(|j| {
                let v = self.new_int();
                self.emit(Inst::Cmov {
                    size: S64,
                    cc: Cond::NE,
                    dst: v,
                    src_false: r[j],
                    src_true: RegMem::Reg(limit[j]),
                });
                v
            })
            .collect();
        // NaN: the largest exponent and a nonzero fraction.
        let emax = match k {
            FpKind::F64 => 0x7ff,
            FpKind::F80 | FpKind::F128 => 0x7fff,
            _ => 0xff,
        };
        let em = self.imm64(emax);
        self.emit(Inst::Cmp {
            size: S64,
            lhs: exp,
            rhs: RegMemImm::Reg(em),
        });
        let is_max = self.new_int();
        self.emit(Inst::Setcc {
            cc: Cond::E,
            dst: is_max,
        });
        self.emit(Inst::Test {
            size: S64,
            lhs: frac_any,
            rhs: RegMemImm::Reg(frac_any),
        });
        let has_frac = self.new_int();
        self.emit(Inst::Setcc {
            cc: Cond::NE,
            dst: has_frac,
        });
        let is_max = self.zext(is_max, 8, OperandSize::S32);
        let has_frac = self.zext(has_frac, 8, OperandSize::S32);
        let nan = self.new_int();
        self.emit(Inst::Alu {
            size: OperandSize::S32,
            op: AluOp::And,
            dst: nan,
            src1: is_max,
            src2: RegMemImm::Reg(has_frac),
        });
        self.emit(Inst::Test {
            size: OperandSize::S32,
            lhs: nan,
            rhs: RegMemImm::Reg(nan),
        });
        t.iter()
            .map(|&v| {
                let o = self.new_int();
                self.emit(Inst::Cmov {
                    size: S64,
                    cc: Cond::NE,
                    dst: o,
                    src_false: v,
                    src_true: RegMem::Reg(zero),
                });
                o
            })
            .collect()
    }

    /// `e < 0 ? right : left`, part by part.
    fn pick_parts(&mut self, e: Reg, left: &[Reg], right: &[Reg]) -> Vec<Reg> {
        self.emit(Inst::Cmp {
            size: S64,
            lhs: e,
            rhs: RegMemImm::Imm(0),
        });
        left.iter()
            .zip(right)
            .map(|(&l, &r)| {
                let v = self.new_int();
                self.emit(Inst::Cmov {
                    size: S64,
                    cc: Cond::L,
                    dst: v,
                    src_false: l,
                    src_true: RegMem::Reg(r),
                });
                v
            })
            .collect()
    }
}
