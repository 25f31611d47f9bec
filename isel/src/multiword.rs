//! Integers wider than 128 bits (csmith's packed bit-field units: i136,
//! i160, …; C's `_BitInt(N)`), up to `layout::MAX_INT_BITS`: a value is
//! its 64-bit parts, low first, the last part holding the remaining bits
//! with anything above them undefined (see `layout::leaves`). Bitwise
//! operators, add/sub, multiplication, shifts (by constants, and by
//! registers through a stack buffer), comparisons and casts are lowered
//! part by part here; division and remainder in `wide_div.rs`, floating
//! point conversions in `wide_fp.rs`, intrinsics in `intrinsics/`.

use crate::lower::{LResult, Lower};
use kiln_ir::Value;
use kiln_ir::instructions::{BinaryOp, CastOp, IntPredicate};
use kiln_targets::Reg;
use kiln_targets::x64::{
    AluOp, Amode, Cond, ExtMode, Inst, OperandSize, RegMem, RegMemImm, ShiftOp,
};

const S64: OperandSize = OperandSize::S64;

impl Lower<'_> {
    /// `d = x op y` part by part, lowest first, for `and`, `or`, `xor`,
    /// `add` and `sub` (the last two carry from part to part: `adc`/`sbb`).
    pub(crate) fn parts_alu(&mut self, op: BinaryOp, d: &[Reg], x: &[Reg], y: &[Reg]) {
        for k in 0..d.len() {
            let alu = match (op, k) {
                (BinaryOp::And, _) => AluOp::And,
                (BinaryOp::Or, _) => AluOp::Or,
                (BinaryOp::Xor, _) => AluOp::Xor,
                (BinaryOp::Add, 0) => AluOp::Add,
                (BinaryOp::Add, _) => AluOp::Adc,
                (BinaryOp::Sub, 0) => AluOp::Sub,
                _ => AluOp::Sbb,
            };
            self.emit(Inst::Alu {
                size: S64,
                op: alu,
                dst: d[k],
                src1: x[k],
                src2: RegMemImm::Reg(y[k]),
            });
        }
    }

    /// A binary operator on an integer of `bits` > 128.
    pub(crate) fn lower_multiword_binary(
        &mut self,
        op: BinaryOp,
        a: Value,
        b: Value,
        res: Value,
        bits: u32,
    ) -> LResult<()> {
        let mut x = Vec::new();
        self.all_regs(a, &mut x)?;
        let d = self.dst_parts(res)?;
        let n = d.len();
        if x.len() != n {
            return Err(self.err(format!("i{bits} operand with {} parts", x.len())));
        }
        match op {
            BinaryOp::And | BinaryOp::Or | BinaryOp::Xor | BinaryOp::Add | BinaryOp::Sub => {
                let mut y = Vec::new();
                self.all_regs(b, &mut y)?;
                if y.len() != n {
                    return Err(self.err(format!("i{bits} operand with {} parts", y.len())));
                }
                self.parts_alu(op, &d, &x, &y);
                Ok(())
            }
            BinaryOp::Shl | BinaryOp::LShr | BinaryOp::AShr => {
                let Some(k) = self.const_int(b) else {
                    let x = self.normalized_top(&x, bits, op == BinaryOp::AShr);
                    let mut amount = Vec::new();
                    self.all_regs(b, &mut amount)?;
                    self.shift_parts_var(op, &x, amount[0], &d);
                    return Ok(());
                };
                let k = k as u64;
                if k >= bits as u64 {
                    // Poison in LLVM: any value will do.
                    for &r in &d {
                        self.emit(Inst::MovImm {
                            size: S64,
                            dst: r,
                            imm: 0,
                        });
                    }
                    return Ok(());
                }
                let x = self.normalized_top(&x, bits, op == BinaryOp::AShr);
                self.shift_parts(op, &x, k as u32, &d);
                Ok(())
            }
            BinaryOp::Mul => {
                let mut y = Vec::new();
                self.all_regs(b, &mut y)?;
                if y.len() != n {
                    return Err(self.err(format!("i{bits} operand with {} parts", y.len())));
                }
                self.mul_parts(&x, &y, &d);
                Ok(())
            }
            BinaryOp::UDiv | BinaryOp::SDiv | BinaryOp::URem | BinaryOp::SRem => {
                self.lower_multiword_divrem(op, &x, b, res, bits)
            }
            _ => Err(self.err(format!(
                "integer operator {} on i{bits} is not supported yet",
                op.name()
            ))),
        }
    }

    /// A cast where one side is an integer wider than 128 bits.
    pub(crate) fn lower_multiword_cast(
        &mut self,
        op: CastOp,
        arg: Value,
        res: Value,
        from: u32,
        to: u32,
    ) -> LResult<()> {
        let mut x = Vec::new();
        self.all_regs(arg, &mut x)?;
        let d = self.dst_parts(res)?;
        match op {
            CastOp::Trunc if d.len() <= x.len() => {
                for k in 0..d.len() {
                    self.copy_reg(d[k], x[k]);
                }
                Ok(())
            }
            CastOp::ZExt | CastOp::SExt if d.len() >= x.len() => {
                let signed = op == CastOp::SExt;
                let x = self.normalized_top(&x, from, signed);
                for k in 0..x.len() {
                    self.copy_reg(d[k], x[k]);
                }
                let fill = if signed {
                    self.sign_of(x[x.len() - 1])
                } else {
                    self.imm64(0)
                };
                for &r in &d[x.len()..] {
                    self.copy_reg(r, fill);
                }
                Ok(())
            }
            _ => Err(self.err(format!(
                "cast {} between i{from} and i{to} is not supported yet",
                op.name()
            ))),
        }
    }

    /// Flags for a comparison of two integers of `bits` > 128: the
    /// condition to test after them. Equality ORs the parts' differences;
    /// orders subtract part by part with borrow (the last `sbb` leaves the
    /// flags of the whole subtraction).
    pub(crate) fn multiword_cmp_flags(
        &mut self,
        pred: IntPredicate,
        a: Value,
        b: Value,
        bits: u32,
    ) -> LResult<Cond> {
        let mut x = Vec::new();
        self.all_regs(a, &mut x)?;
        let mut y = Vec::new();
        self.all_regs(b, &mut y)?;
        if x.len() != y.len() || x.is_empty() {
            return Err(self.err(format!(
                "i{bits} comparison of {} and {} parts",
                x.len(),
                y.len()
            )));
        }
        Ok(self.parts_cmp_flags(pred, &x, &y, bits))
    }

    /// Flags for `pred` on the parts `x`, `y` (as many, at least one) of
    /// two integers of `bits`: the condition to test after them.
    pub(crate) fn parts_cmp_flags(
        &mut self,
        pred: IntPredicate,
        x: &[Reg],
        y: &[Reg],
        bits: u32,
    ) -> Cond {
        use IntPredicate::*;
        let signed = matches!(pred, Slt | Sle | Sgt | Sge);
        let x = self.normalized_top(x, bits, signed);
        let y = self.normalized_top(y, bits, signed);
        if matches!(pred, Eq | Ne) {
            let mut acc = self.new_int();
            self.alu64(AluOp::Xor, acc, x[0], y[0]);
            for k in 1..x.len() {
                let t = self.new_int();
                self.alu64(AluOp::Xor, t, x[k], y[k]);
                let u = self.new_int();
                self.alu64(AluOp::Or, u, acc, t);
                acc = u;
            }
            return if pred == Eq { Cond::E } else { Cond::NE };
        }
        // lhs < rhs: cmp on the low parts, sbb on the others.
        let (l, r) = match pred {
            Ult | Uge | Slt | Sge => (&x, &y),
            _ => (&y, &x),
        };
        self.emit(Inst::Cmp {
            size: S64,
            lhs: l[0],
            rhs: RegMemImm::Reg(r[0]),
        });
        for k in 1..l.len() {
            let t = self.new_int();
            self.alu64(AluOp::Sbb, t, l[k], r[k]);
        }
        match pred {
            Ult | Ugt => Cond::B,
            Uge | Ule => Cond::AE,
            Slt | Sgt => Cond::L,
            _ => Cond::GE,
        }
    }

    /// `d = x op s` for a shift by the amount in register `s` (its full 64
    /// bits; amounts of the width or more are poison, and give some value
    /// without reading outside the buffer). The normalized parts go to a
    /// stack buffer padded with n + 1 words of fill (zeros below for a
    /// left shift, zeros or the sign above for a right shift); output part
    /// j funnels the two words `s / 64` away with `shld`/`shrd` by `s % 64`.
    pub(crate) fn shift_parts_var(&mut self, op: BinaryOp, x: &[Reg], s: Reg, d: &[Reg]) {
        let n = x.len();
        let left = op == BinaryOp::Shl;
        let slot = self.out.new_slot(8 * (2 * n as u32 + 1), 8);
        let fill = if op == BinaryOp::AShr {
            self.sign_of(x[n - 1])
        } else {
            self.imm64(0)
        };
        // Words of the buffer: the value at `first`, fill elsewhere.
        let first = if left { n + 1 } else { 0 };
        for w in 0..2 * n + 1 {
            let src = if (first..first + n).contains(&w) {
                x[w - first]
            } else {
                fill
            };
            self.emit(Inst::Store {
                size: S64,
                src,
                addr: Amode::Slot {
                    slot,
                    disp: 8 * w as i32,
                },
            });
        }
        // words = min(s / 64, n), so every load stays in the buffer.
        let words = self.new_int();
        self.shift64(ShiftOp::Shr, words, s, 6);
        let limit = self.imm64(n as i64);
        self.emit(Inst::Cmp {
            size: S64,
            lhs: words,
            rhs: RegMemImm::Reg(limit),
        });
        let clamped = self.new_int();
        self.emit(Inst::Cmov {
            size: S64,
            cc: Cond::A,
            dst: clamped,
            src_false: words,
            src_true: RegMem::Reg(limit),
        });
        // Left: index = n - words (part j reads words index + j, index +
        // j + 1); right: index = words (part j reads index + j, + j + 1).
        let index = if left {
            let t = self.new_int();
            self.alu64(AluOp::Sub, t, limit, clamped);
            t
        } else {
            clamped
        };
        let base = self.new_int();
        self.emit(Inst::Lea {
            size: S64,
            dst: base,
            addr: Amode::Slot { slot, disp: 0 },
        });
        for (j, &dst) in d.iter().enumerate() {
            let word = |k: usize| Amode::base_index(base, index, 3, 8 * k as i32);
            let (lo, hi) = (self.new_int(), self.new_int());
            self.emit(Inst::Load {
                ext: ExtMode::None64,
                dst: lo,
                addr: word(j),
            });
            self.emit(Inst::Load {
                ext: ExtMode::None64,
                dst: hi,
                addr: word(j + 1),
            });
            let (src1, src2) = if left { (hi, lo) } else { (lo, hi) };
            self.emit(Inst::ShiftDoubleCl {
                size: S64,
                left,
                dst,
                src1,
                src2,
                amount: s,
            });
        }
    }

    /// `d = x * y` truncated to the parts of `d`, or the whole product
    /// when `d` has as many parts as `x` and `y` together (schoolbook: each
    /// partial product below the top part adds its 128-bit product and the
    /// running carry; the top part needs only low halves). Bits above the
    /// width in the top parts only reach bits above the width.
    pub(crate) fn mul_parts(&mut self, x: &[Reg], y: &[Reg], d: &[Reg]) {
        let n = d.len();
        let mut acc: Vec<Option<Reg>> = vec![None; n];
        let add = |this: &mut Self, op: AluOp, a: Reg, b: RegMemImm| {
            let t = this.new_int();
            this.emit(Inst::Alu {
                size: S64,
                op,
                dst: t,
                src1: a,
                src2: b,
            });
            t
        };
        for (i, &xi) in x.iter().enumerate().take(n) {
            let mut carry: Option<Reg> = None;
            for (j, &yj) in y.iter().enumerate().take(n - i) {
                let k = i + j;
                if k == n - 1 {
                    let p = self.new_int();
                    self.emit(Inst::Imul {
                        size: S64,
                        dst: p,
                        src1: xi,
                        src2: RegMem::Reg(yj),
                    });
                    let p = match carry {
                        Some(c) => add(self, AluOp::Add, p, RegMemImm::Reg(c)),
                        None => p,
                    };
                    acc[k] = Some(match acc[k] {
                        Some(a) => add(self, AluOp::Add, a, RegMemImm::Reg(p)),
                        None => p,
                    });
                    continue;
                }
                let a_in = self.new_int();
                self.copy_reg(a_in, xi);
                let (lo, mut hi) = (self.new_int(), self.new_int());
                self.emit(Inst::MulWide {
                    size: S64,
                    signed: false,
                    src1: a_in,
                    src2: yj,
                    dst_lo: lo,
                    dst_hi: hi,
                });
                let mut sum = lo;
                for extra in [acc[k], carry].into_iter().flatten() {
                    sum = add(self, AluOp::Add, sum, RegMemImm::Reg(extra));
                    hi = add(self, AluOp::Adc, hi, RegMemImm::Imm(0));
                }
                acc[k] = Some(sum);
                carry = Some(hi);
            }
            // A full product (d wider than the rows reach): the row's last
            // carry is the first word above it, which no earlier row set.
            if let (Some(c), Some(slot)) = (carry, acc.get_mut(i + y.len())) {
                debug_assert!(slot.is_none());
                *slot = Some(c);
            }
        }
        for (k, &dst) in d.iter().enumerate() {
            match acc[k] {
                Some(r) => self.copy_reg(dst, r),
                None => self.emit(Inst::MovImm {
                    size: S64,
                    dst,
                    imm: 0,
                }),
            }
        }
    }

    /// All ones or all zeros: the sign of 64-bit `r`, spread.
    pub(crate) fn sign_of(&mut self, r: Reg) -> Reg {
        let s = self.new_int();
        self.emit(Inst::ShiftImm {
            size: S64,
            op: ShiftOp::Sar,
            dst: s,
            src: r,
            amount: 63,
        });
        s
    }

    /// The registers of `res`'s parts.
    pub(crate) fn dst_parts(&mut self, res: Value) -> LResult<Vec<Reg>> {
        let (s, n) = self.def_parts(res)?;
        Ok(self.c.parts[s..s + n]
            .iter()
            .map(|&r| Reg::virt(r))
            .collect())
    }

    /// `x` (the parts of an integer of `bits`) with its last part zero- or
    /// sign-extended from the bits it holds, so that whole parts can be
    /// shifted.
    pub(crate) fn normalized_top(&mut self, x: &[Reg], bits: u32, signed: bool) -> Vec<Reg> {
        let mut v = x.to_vec();
        let top_bits = bits - 64 * (x.len() as u32 - 1);
        if top_bits < 64
            && let Some(last) = v.last_mut()
        {
            *last = if signed {
                self.sext(*last, top_bits, S64)
            } else {
                self.zext(*last, top_bits, S64)
            };
        }
        v
    }

    /// `x` (the parts of an integer of `bits`) extended to twice as many
    /// parts, sign- or zero-filled: the operands of a full-width product or
    /// of a division that must not overflow.
    pub(crate) fn doubled_parts(&mut self, x: &[Reg], bits: u32, signed: bool) -> Vec<Reg> {
        let n = x.len();
        let mut v = self.normalized_top(x, bits, signed);
        let fill = if signed {
            self.sign_of(v[n - 1])
        } else {
            self.imm64(0)
        };
        v.resize(2 * n, fill);
        v
    }

    /// `d = x op k` for a shift by the constant `k` (below the width), on
    /// normalized parts: output part `j` funnels two input parts together.
    pub(crate) fn shift_parts(&mut self, op: BinaryOp, x: &[Reg], k: u32, d: &[Reg]) {
        let n = x.len() as i64;
        let (w, b) = ((k / 64) as i64, (k % 64) as u8);
        let left = op == BinaryOp::Shl;
        // Above the top an arithmetic right shift reads the sign, others 0.
        let fill = (op == BinaryOp::AShr).then(|| self.sign_of(x[x.len() - 1]));
        let get = |j: i64| -> Option<Reg> {
            if (0..n).contains(&j) {
                Some(x[j as usize])
            } else if j >= n {
                fill
            } else {
                None
            }
        };
        for (j, &dst) in d.iter().enumerate() {
            let j = j as i64;
            let (main, other) = if left {
                (get(j - w), get(j - w - 1))
            } else {
                (get(j + w), get(j + w + 1))
            };
            let Some(main) = main else {
                self.emit(Inst::MovImm {
                    size: S64,
                    dst,
                    imm: 0,
                });
                continue;
            };
            if b == 0 {
                self.copy_reg(dst, main);
                continue;
            }
            let t = self.new_int();
            self.emit(Inst::ShiftImm {
                size: S64,
                op: if left { ShiftOp::Shl } else { ShiftOp::Shr },
                dst: t,
                src: main,
                amount: b,
            });
            let Some(other) = other else {
                self.copy_reg(dst, t);
                continue;
            };
            let u = self.new_int();
            self.emit(Inst::ShiftImm {
                size: S64,
                op: if left { ShiftOp::Shr } else { ShiftOp::Shl },
                dst: u,
                src: other,
                amount: 64 - b,
            });
            self.emit(Inst::Alu {
                size: S64,
                op: AluOp::Or,
                dst,
                src1: t,
                src2: RegMemImm::Reg(u),
            });
        }
    }
}
