//! Integer selection up to 64 bits: ALU operations (immediates, folded
//! loads, LEA forms), shifts, division, comparisons (flags for branches,
//! `setcc`, `cmov`), selects and casts. Values narrower than their
//! register leave the bits above their width unspecified; operations that
//! observe those bits extend first.

use crate::lower::{LResult, Lower};
use kiln_ir::instructions::{BinaryOp, CastOp, FloatPredicate, IntPredicate, Ordering};
use kiln_ir::{InstData, Value, ValueDef};
use kiln_targets::Reg;
use kiln_targets::x64::{
    AluOp, Amode, Cond, ExtMode, Inst, OperandSize, RegMem, RegMemImm, ShiftOp,
};

/// The register width used for a `bits`-wide integer.
pub(crate) fn opsize(bits: u32) -> OperandSize {
    if bits <= 32 {
        OperandSize::S32
    } else {
        OperandSize::S64
    }
}

/// The exact operand size of a `bits`-wide integer, if it has one.
pub(crate) fn exact_size(bits: u32) -> Option<OperandSize> {
    match bits {
        8 => Some(OperandSize::S8),
        16 => Some(OperandSize::S16),
        32 => Some(OperandSize::S32),
        64 => Some(OperandSize::S64),
        _ => None,
    }
}

/// The condition under which `icmp pred` holds after `cmp lhs, rhs`.
pub(crate) fn int_cond(p: IntPredicate) -> Cond {
    match p {
        IntPredicate::Eq => Cond::E,
        IntPredicate::Ne => Cond::NE,
        IntPredicate::Ugt => Cond::A,
        IntPredicate::Uge => Cond::AE,
        IntPredicate::Ult => Cond::B,
        IntPredicate::Ule => Cond::BE,
        IntPredicate::Sgt => Cond::G,
        IntPredicate::Sge => Cond::GE,
        IntPredicate::Slt => Cond::L,
        IntPredicate::Sle => Cond::LE,
    }
}

pub(crate) fn swap_pred(p: IntPredicate) -> IntPredicate {
    use IntPredicate::*;
    match p {
        Eq => Eq,
        Ne => Ne,
        Ugt => Ult,
        Uge => Ule,
        Ult => Ugt,
        Ule => Uge,
        Sgt => Slt,
        Sge => Sle,
        Slt => Sgt,
        Sle => Sge,
    }
}

fn is_signed(p: IntPredicate) -> bool {
    matches!(
        p,
        IntPredicate::Sgt | IntPredicate::Sge | IntPredicate::Slt | IntPredicate::Sle
    )
}

impl Lower<'_> {
    /// `src`'s low `bits` zero-extended into `dst` (to all 64 bits, so for
    /// any operation width).
    pub fn zext_into(&mut self, dst: Reg, src: Reg, bits: u32) {
        match bits {
            8 => self.emit(Inst::MovExtRR {
                ext: ExtMode::ZeroExt8,
                dst,
                src,
            }),
            16 => self.emit(Inst::MovExtRR {
                ext: ExtMode::ZeroExt16,
                dst,
                src,
            }),
            32 => {
                self.zext32 = true;
                self.emit(Inst::MovRR {
                    size: OperandSize::S32,
                    dst,
                    src,
                });
            }
            64.. => self.emit(Inst::MovRR {
                size: OperandSize::S64,
                dst,
                src,
            }),
            b if b < 32 => self.emit(Inst::Alu {
                size: OperandSize::S32,
                op: AluOp::And,
                dst,
                src1: src,
                src2: RegMemImm::Imm(((1u64 << b) - 1) as i32),
            }),
            b => {
                let t = self.new_int();
                self.emit(Inst::ShiftImm {
                    size: OperandSize::S64,
                    op: ShiftOp::Shl,
                    dst: t,
                    src,
                    amount: (64 - b) as u8,
                });
                self.emit(Inst::ShiftImm {
                    size: OperandSize::S64,
                    op: ShiftOp::Shr,
                    dst,
                    src: t,
                    amount: (64 - b) as u8,
                });
            }
        }
    }

    /// `src`'s low `bits` sign-extended to `size`, into `dst`.
    pub fn sext_into(&mut self, dst: Reg, src: Reg, bits: u32, size: OperandSize) {
        let ext = match bits {
            8 => Some(ExtMode::SignExt8),
            16 => Some(ExtMode::SignExt16),
            32 => Some(ExtMode::SignExt32),
            _ => None,
        };
        if let Some(ext) = ext {
            self.emit(Inst::MovExtRR { ext, dst, src });
            return;
        }
        if bits >= 64 {
            self.emit(Inst::MovRR {
                size: OperandSize::S64,
                dst,
                src,
            });
            return;
        }
        let (sz, width) = if size == OperandSize::S32 && bits < 32 {
            (OperandSize::S32, 32)
        } else {
            (OperandSize::S64, 64)
        };
        let t = self.new_int();
        self.emit(Inst::ShiftImm {
            size: sz,
            op: ShiftOp::Shl,
            dst: t,
            src,
            amount: (width - bits) as u8,
        });
        self.emit(Inst::ShiftImm {
            size: sz,
            op: ShiftOp::Sar,
            dst,
            src: t,
            amount: (width - bits) as u8,
        });
    }

    /// `r` zero-extended from `bits` (no instruction when already clean in `size`).
    pub fn zext(&mut self, r: Reg, bits: u32, size: OperandSize) -> Reg {
        if bits >= 64 || (bits == 32 && size == OperandSize::S32) {
            return r;
        }
        let d = self.new_int();
        self.zext_into(d, r, bits);
        d
    }

    /// `r` sign-extended from `bits` to `size`.
    pub fn sext(&mut self, r: Reg, bits: u32, size: OperandSize) -> Reg {
        if bits >= 64 || (bits == 32 && size == OperandSize::S32) {
            return r;
        }
        let d = self.new_int();
        self.sext_into(d, r, bits, size);
        d
    }

    /// `r` sign-extended from `bits` to 64 bits.
    pub fn sext64(&mut self, r: Reg, bits: u32) -> Reg {
        self.sext(r, bits, OperandSize::S64)
    }

    /// The right operand of an ALU operation on `bits`-wide values: an
    /// immediate, a folded load (for 32/64-bit operations) or a register.
    pub fn rmi(&mut self, v: Value, bits: u32) -> LResult<RegMemImm> {
        if let Some(k) = self.const_imm(v, bits) {
            return Ok(RegMemImm::Imm(k));
        }
        if (bits == 32 || bits == 64)
            && let Some((li, ptr)) = self.sinkable_load(v)
        {
            self.sink(li);
            let a = self.addr(ptr)?;
            return Ok(RegMemImm::Mem(a));
        }
        Ok(RegMemImm::Reg(self.reg(v)?))
    }

    /// An integer binary operator (up to 64 bits).
    pub fn lower_int_binary(
        &mut self,
        op: BinaryOp,
        a: Value,
        b: Value,
        res: Value,
    ) -> LResult<()> {
        let bits = self.int_bits(res)?;
        if bits > 64 && bits <= 128 {
            return self.lower_i128_binary(op, a, b, res, bits);
        }
        if bits > 128 {
            return self.lower_multiword_binary(op, a, b, res, bits);
        }
        if bits > 64 {
            return Err(self.err(format!("integer arithmetic on i{bits}")));
        }
        let size = opsize(bits);
        let commutative = matches!(
            op,
            BinaryOp::Add | BinaryOp::Mul | BinaryOp::And | BinaryOp::Or | BinaryOp::Xor
        );
        let (a, b) = if commutative && self.const_int(a).is_some() && self.const_int(b).is_none() {
            (b, a)
        } else {
            (a, b)
        };
        match op {
            BinaryOp::Add | BinaryOp::Sub => {
                let k = self.const_imm(b, bits);
                let neg = k.and_then(|k| {
                    if op == BinaryOp::Sub {
                        k.checked_neg()
                    } else {
                        Some(k)
                    }
                });
                if let Some(k) = neg {
                    // add_imm_lea: dst = lea [a + k]
                    let x = self.reg(a)?;
                    let dst = self.def1(res)?;
                    self.emit(Inst::Lea {
                        size,
                        dst,
                        addr: Amode::base(x, k),
                    });
                    return Ok(());
                }
                if op == BinaryOp::Add && self.sinkable_load(b).is_none() {
                    // add_rr_lea: dst = lea [a + b]
                    let x = self.reg(a)?;
                    let y = self.reg(b)?;
                    let dst = self.def1(res)?;
                    self.emit(Inst::Lea {
                        size,
                        dst,
                        addr: Amode::base_index(x, y, 0, 0),
                    });
                    return Ok(());
                }
                let x = self.reg(a)?;
                let y = self.rmi(b, bits)?;
                let dst = self.def1(res)?;
                let aop = if op == BinaryOp::Add {
                    AluOp::Add
                } else {
                    AluOp::Sub
                };
                self.emit(Inst::Alu {
                    size,
                    op: aop,
                    dst,
                    src1: x,
                    src2: y,
                });
            }
            BinaryOp::And | BinaryOp::Or | BinaryOp::Xor => {
                let x = self.reg(a)?;
                let y = self.rmi(b, bits)?;
                let dst = self.def1(res)?;
                let aop = match op {
                    BinaryOp::And => AluOp::And,
                    BinaryOp::Or => AluOp::Or,
                    _ => AluOp::Xor,
                };
                self.emit(Inst::Alu {
                    size,
                    op: aop,
                    dst,
                    src1: x,
                    src2: y,
                });
            }
            BinaryOp::Mul => {
                let x = self.reg(a)?;
                if let Some(k) = self.const_imm(b, bits) {
                    let dst = self.def1(res)?;
                    match k {
                        3 | 5 | 9 => self.emit(Inst::Lea {
                            size,
                            dst,
                            addr: Amode::base_index(
                                x,
                                x,
                                match k {
                                    3 => 1,
                                    5 => 2,
                                    _ => 3,
                                },
                                0,
                            ),
                        }),
                        k if k > 0 && (k as u32).is_power_of_two() => self.emit(Inst::ShiftImm {
                            size,
                            op: ShiftOp::Shl,
                            dst,
                            src: x,
                            amount: k.trailing_zeros() as u8,
                        }),
                        _ => self.emit(Inst::ImulImm {
                            size,
                            dst,
                            src: RegMem::Reg(x),
                            imm: k,
                        }),
                    }
                    return Ok(());
                }
                let y = match self.rmi(b, bits)? {
                    RegMemImm::Mem(m) => RegMem::Mem(m),
                    RegMemImm::Reg(r) => RegMem::Reg(r),
                    RegMemImm::Imm(_) => RegMem::Reg(self.reg(b)?),
                };
                let dst = self.def1(res)?;
                self.emit(Inst::Imul {
                    size,
                    dst,
                    src1: x,
                    src2: y,
                });
            }
            BinaryOp::Shl | BinaryOp::LShr | BinaryOp::AShr => {
                let x = self.reg(a)?;
                // Right shifts read the high bits: extend odd widths first;
                // exact widths shift in their own size.
                let (x, size) = match (op, exact_size(bits)) {
                    (BinaryOp::Shl, _) => (x, size),
                    (_, Some(s)) => (x, s),
                    (BinaryOp::LShr, None) => (self.zext(x, bits, size), size),
                    (_, None) => (self.sext(x, bits, size), size),
                };
                let sop = match op {
                    BinaryOp::Shl => ShiftOp::Shl,
                    BinaryOp::LShr => ShiftOp::Shr,
                    _ => ShiftOp::Sar,
                };
                if let Some(k) = self.const_int(b) {
                    let dst = self.def1(res)?;
                    self.emit(Inst::ShiftImm {
                        size,
                        op: sop,
                        dst,
                        src: x,
                        amount: (k as u64 % 64) as u8,
                    });
                    return Ok(());
                }
                let y = self.reg(b)?;
                let cnt = self.new_int();
                self.emit(Inst::MovRR {
                    size: OperandSize::S64,
                    dst: cnt,
                    src: y,
                });
                let dst = self.def1(res)?;
                self.emit(Inst::ShiftCl {
                    size,
                    op: sop,
                    dst,
                    src: x,
                    amount: cnt,
                });
            }
            BinaryOp::UDiv | BinaryOp::URem | BinaryOp::SDiv | BinaryOp::SRem => {
                let signed = matches!(op, BinaryOp::SDiv | BinaryOp::SRem);
                let rem = matches!(op, BinaryOp::URem | BinaryOp::SRem);
                // Unsigned division by a power of two: shift or mask.
                if !signed && let Some(k) = self.const_int(b) {
                    let k = (k as u64)
                        & if bits == 64 {
                            u64::MAX
                        } else {
                            (1u64 << bits) - 1
                        };
                    if k.is_power_of_two() {
                        let x = self.reg(a)?;
                        let x = self.zext(x, bits, size);
                        let dst = self.def1(res)?;
                        if rem {
                            if let Ok(m) = i32::try_from(k - 1) {
                                self.emit(Inst::Alu {
                                    size,
                                    op: AluOp::And,
                                    dst,
                                    src1: x,
                                    src2: RegMemImm::Imm(m),
                                });
                                return Ok(());
                            }
                        } else {
                            self.emit(Inst::ShiftImm {
                                size,
                                op: ShiftOp::Shr,
                                dst,
                                src: x,
                                amount: k.trailing_zeros() as u8,
                            });
                            return Ok(());
                        }
                    }
                }
                if self.lower_div_by_const(op, a, b, res, bits)? {
                    return Ok(());
                }
                let x = self.reg(a)?;
                let y = self.reg(b)?;
                let (x, y) = if signed {
                    (self.sext(x, bits, size), self.sext(y, bits, size))
                } else {
                    (self.zext(x, bits, size), self.zext(y, bits, size))
                };
                let lo = self.new_int();
                self.emit(Inst::MovRR {
                    size: OperandSize::S64,
                    dst: lo,
                    src: x,
                });
                let hi = self.new_int();
                if signed {
                    self.emit(Inst::SignExtendRax {
                        size,
                        src: lo,
                        dst: hi,
                    });
                } else {
                    self.emit(Inst::MovImm {
                        size: OperandSize::S32,
                        dst: hi,
                        imm: 0,
                    });
                }
                let dst = self.def1(res)?;
                let other = self.new_int();
                let (quot, remr) = if rem { (other, dst) } else { (dst, other) };
                self.emit(Inst::Div {
                    size,
                    signed,
                    lo,
                    hi,
                    divisor: y,
                    quot,
                    rem: remr,
                });
            }
            _ => return Err(self.err(format!("integer operator {}", op.name()))),
        }
        Ok(())
    }

    /// Emits a comparison of `a` and `b` and returns the condition that
    /// holds when `pred` is true.
    pub fn icmp_flags(&mut self, pred: IntPredicate, a: Value, b: Value) -> LResult<Cond> {
        let ty = self.f.values[a].ty;
        if self.m.types.vector(ty).is_some() {
            return Err(self.err("vector icmp used as a scalar condition"));
        }
        let bits = self.int_bits(a)?;
        if bits > 64 && bits <= 128 {
            return self.i128_cmp_flags(pred, a, b, bits);
        }
        if bits > 128 {
            return self.multiword_cmp_flags(pred, a, b, bits);
        }
        let (a, b, pred) = if self.const_int(a).is_some() && self.const_int(b).is_none() {
            (b, a, swap_pred(pred))
        } else {
            (a, b, pred)
        };
        if let Some(size) = exact_size(bits) {
            if let Some(cc) = self.masked_zero_test(pred, a, b, bits, size)? {
                return Ok(cc);
            }
            if let Some(imm) = self.const_imm(b, bits)
                && let Some((load, ptr)) = self.sinkable_load(a)
            {
                // `cmp $imm, mem`: a loaded tag or field against a constant.
                self.sink(load);
                let addr = self.addr(ptr)?;
                self.emit(Inst::CmpMemImm { size, addr, imm });
                return Ok(int_cond(pred));
            }
            let x = self.reg(a)?;
            let y = self.rmi_cmp(b, bits)?;
            if y == RegMemImm::Imm(0) && matches!(pred, IntPredicate::Eq | IntPredicate::Ne) {
                self.emit(Inst::Test {
                    size,
                    lhs: x,
                    rhs: RegMemImm::Reg(x),
                });
            } else {
                self.emit(Inst::Cmp {
                    size,
                    lhs: x,
                    rhs: y,
                });
            }
            return Ok(int_cond(pred));
        }
        let size = opsize(bits);
        let signed = is_signed(pred);
        let x = self.reg(a)?;
        let x = if signed {
            self.sext(x, bits, size)
        } else {
            self.zext(x, bits, size)
        };
        let rhs = match self.const_int(b) {
            Some(k) => {
                let k = if signed {
                    k
                } else {
                    ((k as u64) & ((1u64 << bits) - 1)) as i64
                };
                match i32::try_from(k) {
                    Ok(k) => RegMemImm::Imm(k),
                    Err(_) => RegMemImm::Reg(self.imm64(k)),
                }
            }
            None => {
                let y = self.reg(b)?;
                RegMemImm::Reg(if signed {
                    self.sext(y, bits, size)
                } else {
                    self.zext(y, bits, size)
                })
            }
        };
        self.emit(Inst::Cmp { size, lhs: x, rhs });
        Ok(int_cond(pred))
    }

    /// `(x & mask) == 0` (or `!=`) with a constant mask and an `and` used
    /// only here: `test x, mask`, or `test mem, mask` when `x` is a load
    /// that sinks too. `None` when the compare has another shape.
    fn masked_zero_test(
        &mut self,
        pred: IntPredicate,
        a: Value,
        b: Value,
        bits: u32,
        size: OperandSize,
    ) -> LResult<Option<Cond>> {
        if !matches!(pred, IntPredicate::Eq | IntPredicate::Ne) || self.const_int(b) != Some(0) {
            return Ok(None);
        }
        let Some(i) = self.sinkable(a) else {
            return Ok(None);
        };
        let InstData::Binary {
            op: BinaryOp::And,
            args: [x, m],
            ..
        } = self.f.insts[i]
        else {
            return Ok(None);
        };
        let Some(mask) = self.const_imm(m, bits) else {
            return Ok(None);
        };
        self.sink(i);
        if let Some((load, ptr)) = self.sinkable_load(x) {
            self.sink(load);
            let addr = self.addr(ptr)?;
            self.emit(Inst::TestMemImm {
                size,
                addr,
                imm: mask,
            });
        } else {
            let lhs = self.reg(x)?;
            self.emit(Inst::Test {
                size,
                lhs,
                rhs: RegMemImm::Imm(mask),
            });
        }
        Ok(Some(int_cond(pred)))
    }

    /// Right operand of an exact-width compare: immediate, folded load, register.
    fn rmi_cmp(&mut self, v: Value, bits: u32) -> LResult<RegMemImm> {
        if let Some(k) = self.const_imm(v, bits) {
            return Ok(RegMemImm::Imm(k));
        }
        if let Some((li, ptr)) = self.sinkable_load(v) {
            self.sink(li);
            let a = self.addr(ptr)?;
            return Ok(RegMemImm::Mem(a));
        }
        Ok(RegMemImm::Reg(self.reg(v)?))
    }

    /// Flags for an `i1` condition: folds a single-use `icmp` (or a
    /// one-condition `fcmp`), else tests bit 0.
    pub fn cond_flags(&mut self, cond: Value) -> LResult<Cond> {
        if let Some(i) = self.sinkable(cond) {
            match self.f.insts[i] {
                InstData::ICmp { pred, args, .. }
                    if self.m.types.vector(self.f.values[args[0]].ty).is_none() =>
                {
                    self.sink(i);
                    return self.icmp_flags(pred, args[0], args[1]);
                }
                InstData::FCmp { pred, args, .. }
                    if !matches!(
                        pred,
                        FloatPredicate::Oeq
                            | FloatPredicate::Une
                            | FloatPredicate::False
                            | FloatPredicate::True
                    ) && self.m.types.vector(self.f.values[args[0]].ty).is_none() =>
                {
                    self.sink(i);
                    return self.fcmp_flags(pred, args[0], args[1]);
                }
                _ => {}
            }
        }
        if let Some(cc) = self.remat_icmp_flags(cond)? {
            return Ok(cc);
        }
        if let Some(cc) = self.branch_icmp_flags(cond)? {
            return Ok(cc);
        }
        let r = self.reg(cond)?;
        self.emit(Inst::Test {
            size: OperandSize::S8,
            lhs: r,
            rhs: RegMemImm::Imm(1),
        });
        Ok(Cond::NE)
    }

    /// `icmp` as a value: `setcc`.
    pub fn lower_icmp(
        &mut self,
        pred: IntPredicate,
        a: Value,
        b: Value,
        res: Value,
    ) -> LResult<()> {
        if self.m.types.vector(self.f.values[a].ty).is_some() {
            return self.lower_vector_icmp(pred, a, b, res);
        }
        let cc = self.icmp_flags(pred, a, b)?;
        let dst = self.def1(res)?;
        self.emit(Inst::Setcc { cc, dst });
        Ok(())
    }

    /// `select`.
    pub fn lower_select(&mut self, cond: Value, t: Value, f: Value, res: Value) -> LResult<()> {
        if self.m.types.vector(self.f.values[cond].ty).is_some() {
            return self.lower_vector_select(cond, t, f, res);
        }
        let mut tv = Vec::new();
        let mut fv = Vec::new();
        self.all_regs(t, &mut tv)?;
        self.all_regs(f, &mut fv)?;
        let (s, n) = self.def_parts(res)?;
        let dsts: Vec<Reg> = self.c.parts[s..s + n]
            .iter()
            .map(|&r| Reg::virt(r))
            .collect();
        let any_float = dsts
            .iter()
            .any(|d| d.class() == kiln_targets::RegClass::Float);
        if any_float {
            // Float parts: a mask from the condition, then and/andn/or.
            let c = self.reg(cond)?;
            let m = self.new_int();
            self.emit(Inst::MovExtRR {
                ext: ExtMode::ZeroExt8,
                dst: m,
                src: c,
            });
            let m1 = self.new_int();
            self.emit(Inst::Alu {
                size: OperandSize::S64,
                op: AluOp::And,
                dst: m1,
                src1: m,
                src2: RegMemImm::Imm(1),
            });
            let m2 = self.new_int();
            self.emit(Inst::Unary {
                size: OperandSize::S64,
                op: kiln_targets::x64::UnaryOp::Neg,
                dst: m2,
                src: m1,
            });
            let mx = self.new_float();
            self.emit(Inst::GprToXmm {
                size: OperandSize::S64,
                dst: mx,
                src: RegMem::Reg(m2),
            });
            let mask = self.new_float();
            self.emit(Inst::SseImm {
                op: kiln_targets::x64::SseImmOp::Pshufd,
                dst: mask,
                src1: mx,
                src2: RegMem::Reg(mx),
                imm: 0x44,
            });
            let cc_needed = dsts
                .iter()
                .any(|d| d.class() == kiln_targets::RegClass::Int);
            for k in 0..n {
                if dsts[k].class() == kiln_targets::RegClass::Float {
                    self.float_blend(mask, tv[k], fv[k], dsts[k]);
                }
            }
            if cc_needed {
                self.emit(Inst::Test {
                    size: OperandSize::S8,
                    lhs: c,
                    rhs: RegMemImm::Imm(1),
                });
                for k in 0..n {
                    if dsts[k].class() == kiln_targets::RegClass::Int {
                        self.emit(Inst::Cmov {
                            size: OperandSize::S64,
                            cc: Cond::NE,
                            dst: dsts[k],
                            src_false: fv[k],
                            src_true: RegMem::Reg(tv[k]),
                        });
                    }
                }
            }
            return Ok(());
        }
        let cc = self.cond_flags(cond)?;
        for k in 0..n {
            self.emit(Inst::Cmov {
                size: OperandSize::S64,
                cc,
                dst: dsts[k],
                src_false: fv[k],
                src_true: RegMem::Reg(tv[k]),
            });
        }
        Ok(())
    }

    /// `dst = mask ? t : f` bitwise on XMM registers.
    pub fn float_blend(&mut self, mask: Reg, t: Reg, f: Reg, dst: Reg) {
        use kiln_targets::x64::SseOp;
        let a = self.new_float();
        self.emit(Inst::Sse {
            op: SseOp::Pand,
            dst: a,
            src1: t,
            src2: RegMem::Reg(mask),
        });
        let b = self.new_float();
        self.emit(Inst::Sse {
            op: SseOp::Pandn,
            dst: b,
            src1: mask,
            src2: RegMem::Reg(f),
        });
        self.emit(Inst::Sse {
            op: SseOp::Por,
            dst,
            src1: a,
            src2: RegMem::Reg(b),
        });
    }

    /// Integer and pointer casts.
    pub fn lower_int_cast(&mut self, op: CastOp, arg: Value, res: Value) -> LResult<()> {
        let from_ty = self.f.values[arg].ty;
        let to_ty = self.f.values[res].ty;
        if self.m.types.vector(from_ty).is_some() || self.m.types.vector(to_ty).is_some() {
            return self.lower_vector_cast(op, arg, res);
        }
        let from = self.type_bits(from_ty)?;
        let to = self.type_bits(to_ty)?;
        if from > 64 || to > 64 {
            return self.lower_i128_cast(op, arg, res, from, to);
        }
        // sext_load / zext_load: a single-use load of 8, 16 or 32 bits
        // widens as it loads (`movsbq`, `movzwl`, `movslq`, `movl`).
        let ext = match (op, from) {
            (CastOp::SExt, 8) => Some(ExtMode::SignExt8),
            (CastOp::SExt, 16) => Some(ExtMode::SignExt16),
            (CastOp::SExt, 32) => Some(ExtMode::SignExt32),
            (CastOp::ZExt, 8) => Some(ExtMode::ZeroExt8),
            (CastOp::ZExt, 16) => Some(ExtMode::ZeroExt16),
            (CastOp::ZExt, 32) => Some(ExtMode::None32),
            _ => None,
        };
        if let Some(ext) = ext
            && let Some((li, ptr)) = self.sinkable_load(arg)
        {
            self.sink(li);
            let addr = self.addr(ptr)?;
            let dst = self.def1(res)?;
            self.emit(Inst::Load { ext, dst, addr });
            return Ok(());
        }
        let x = self.reg(arg)?;
        let dst = self.def1(res)?;
        match op {
            // zext_of_load: a plain load of 8, 16 or 32 bits (`movzbl`,
            // `movzwl`, `movl`) left the upper bits clear already.
            CastOp::ZExt if matches!(from, 8 | 16 | 32) && self.is_plain_load(arg) => {
                self.copy_reg(dst, x)
            }
            CastOp::ZExt => self.zext_into(dst, x, from),
            CastOp::SExt => self.sext_into(dst, x, from, opsize(to)),
            CastOp::IntToPtr if from < 64 => self.zext_into(dst, x, from),
            _ => self.emit(Inst::MovRR {
                size: OperandSize::S64,
                dst,
                src: x,
            }),
        }
        Ok(())
    }

    /// Whether `v` is the result of a plain (not atomic) scalar load.
    pub(crate) fn is_plain_load(&self, v: Value) -> bool {
        matches!(self.f.values[v].def, ValueDef::Inst(i)
            if matches!(self.f.insts[i], InstData::Load { ordering: Ordering::NotAtomic, .. }))
    }

    /// `freeze` and other plain copies of every register.
    pub fn lower_copy(&mut self, arg: Value, res: Value) -> LResult<()> {
        let mut src = Vec::new();
        self.all_regs(arg, &mut src)?;
        let (s, n) = self.def_parts(res)?;
        for (k, &r) in src.iter().enumerate().take(n) {
            let dst = Reg::virt(self.c.parts[s + k]);
            self.copy_reg(dst, r);
        }
        Ok(())
    }

    /// `dst = src` within one class.
    pub fn copy_reg(&mut self, dst: Reg, src: Reg) {
        if dst.class() == kiln_targets::RegClass::Float {
            self.emit(Inst::XmmMov { dst, src });
        } else {
            self.emit(Inst::MovRR {
                size: OperandSize::S64,
                dst,
                src,
            });
        }
    }
}
