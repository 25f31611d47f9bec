//! Scalar `float`/`double` selection in SSE2 registers: arithmetic,
//! negation, comparisons (`ucomis` with the parity rules for ordered and
//! unordered predicates) and conversions; `half`, `bfloat`, `x86_fp80`
//! and `fp128` are handed to their own modules here.

use crate::fpkind::FpKind;
use crate::lower::{LResult, Lower};
use kiln_ir::instructions::{BinaryOp, CastOp, FloatPredicate};
use kiln_ir::types::TypeData;
use kiln_ir::{Type, Value};
use kiln_targets::Reg;
use kiln_targets::x64::{
    AluOp, Amode, Cond, Inst, OperandSize, PoolConst, RegMem, RegMemImm, ShiftOp, SseImmOp, SseOp,
};

/// The scalar SSE instruction of floating-point binary operator `op` on
/// `float` (`double` false) or `double`; `None` for `frem`, which is a call.
pub(crate) fn scalar_sse_op(op: BinaryOp, double: bool) -> Option<SseOp> {
    Some(match (op, double) {
        (BinaryOp::FAdd, false) => SseOp::Addss,
        (BinaryOp::FAdd, true) => SseOp::Addsd,
        (BinaryOp::FSub, false) => SseOp::Subss,
        (BinaryOp::FSub, true) => SseOp::Subsd,
        (BinaryOp::FMul, false) => SseOp::Mulss,
        (BinaryOp::FMul, true) => SseOp::Mulsd,
        (BinaryOp::FDiv, false) => SseOp::Divss,
        (BinaryOp::FDiv, true) => SseOp::Divsd,
        _ => return None,
    })
}

impl Lower<'_> {
    /// Whether `ty` is `double` (true), `float` (false), or an error.
    pub fn float_kind(&self, ty: Type) -> LResult<bool> {
        match self.m.types.get(ty) {
            TypeData::Float => Ok(false),
            TypeData::Double => Ok(true),
            _ => Err(self.err(format!(
                "floating-point type {} is not supported yet",
                crate::layout::type_name(self.m, ty)
            ))),
        }
    }

    /// A float operand as register or folded load.
    fn xmm_rm(&mut self, v: Value) -> LResult<RegMem> {
        if let Some((li, ptr)) = self.sinkable_load(v) {
            self.sink(li);
            return Ok(RegMem::Mem(self.addr(ptr)?));
        }
        Ok(RegMem::Reg(self.reg(v)?))
    }

    /// Floating-point (and vector) binary operators.
    pub fn lower_float_or_vector_binary(
        &mut self,
        op: BinaryOp,
        a: Value,
        b: Value,
        res: Value,
    ) -> LResult<()> {
        let ty = self.f.values[res].ty;
        if self.is_vector(res) {
            return self.lower_vector_binary(op, a, b, res);
        }
        match self.other_fp(res) {
            Some(FpKind::F80) => return self.lower_f80_binary(op, a, b, res),
            Some(FpKind::F128) => return self.lower_f128_binary(op, a, b, res),
            Some(k) => return self.lower_f16_binary(k, op, a, b, res),
            None => {}
        }
        let double = self.float_kind(ty)?;
        if op == BinaryOp::FRem {
            let x = self.reg(a)?;
            let y = self.reg(b)?;
            let dst = self.def1(res)?;
            return self.libcall(if double { "fmod" } else { "fmodf" }, &[x, y], &[dst]);
        }
        let sop = scalar_sse_op(op, double)
            .ok_or_else(|| self.err(format!("float operator {}", op.name())))?;
        let x = self.reg(a)?;
        let y = self.xmm_rm(b)?;
        let dst = self.def1(res)?;
        self.emit(Inst::Sse {
            op: sop,
            dst,
            src1: x,
            src2: y,
        });
        Ok(())
    }

    /// A 16-byte constant-pool operand.
    pub fn pool16(&mut self, bytes: [u8; 16]) -> RegMem {
        let id = self.out.side.add_const(PoolConst { bytes, size: 16 });
        RegMem::Mem(Amode::Const { id })
    }

    /// A splat of a 32- or 64-bit pattern as a 16-byte pool operand.
    pub fn pool_splat(&mut self, pattern: u64, double: bool) -> RegMem {
        let mut b = [0u8; 16];
        for k in 0..if double { 2 } else { 4 } {
            if double {
                b[k * 8..k * 8 + 8].copy_from_slice(&pattern.to_le_bytes());
            } else {
                b[k * 4..k * 4 + 4].copy_from_slice(&(pattern as u32).to_le_bytes());
            }
        }
        self.pool16(b)
    }

    /// `fneg`: flip the sign bit.
    pub fn lower_fneg(&mut self, arg: Value, res: Value) -> LResult<()> {
        match self.other_fp(res) {
            Some(FpKind::F80) => return self.lower_f80_fneg(arg, res),
            Some(FpKind::F128) => return self.lower_f128_fneg(arg, res),
            Some(_) => return self.lower_f16_fneg(arg, res),
            None if self.vector_f16(res).is_some() => {
                return self.lower_f16_vector_sign("fneg", &[arg], res);
            }
            None => {}
        }
        let ty = self.f.values[res].ty;
        let double = if let Some((e, _, _)) = self.m.types.vector(ty) {
            self.float_kind(e)?
        } else {
            self.float_kind(ty)?
        };
        // Every 16-byte part of a vector wider than one register.
        let mut xs = Vec::with_capacity(2);
        self.all_regs(arg, &mut xs)?;
        let (s, n) = self.def_parts(res)?;
        if xs.len() != n {
            return Err(self.err("fneg operand and result of different sizes"));
        }
        for (k, x) in xs.into_iter().enumerate() {
            let m = self.pool_splat(if double { 1 << 63 } else { 1 << 31 }, double);
            let dst = kiln_targets::Reg::virt(self.c.parts[s + k]);
            self.emit(Inst::Sse {
                op: if double { SseOp::Xorpd } else { SseOp::Xorps },
                dst,
                src1: x,
                src2: m,
            });
        }
        Ok(())
    }

    /// Emits `ucomis` for `pred` and returns the one condition that holds
    /// when it is true (not for `oeq`, `une`, `false`, `true`).
    pub fn fcmp_flags(&mut self, pred: FloatPredicate, a: Value, b: Value) -> LResult<Cond> {
        use FloatPredicate::*;
        let (l, r, cc) = match pred {
            Ogt => (a, b, Cond::A),
            Oge => (a, b, Cond::AE),
            Olt => (b, a, Cond::A),
            Ole => (b, a, Cond::AE),
            One => (a, b, Cond::NE),
            Ord => (a, b, Cond::NP),
            Ueq => (a, b, Cond::E),
            Ugt => (b, a, Cond::B),
            Uge => (b, a, Cond::BE),
            Ult => (a, b, Cond::B),
            Ule => (a, b, Cond::BE),
            Uno => (a, b, Cond::P),
            Oeq => (a, b, Cond::E),
            Une => (a, b, Cond::NE),
            False | True => return Err(self.err("constant fcmp as a condition")),
        };
        match self.other_fp(l) {
            Some(FpKind::F80) => {
                self.f80_cmp(l, r)?;
                return Ok(cc);
            }
            Some(FpKind::F128) => {
                let b = self.f128_fcmp(pred, a, b)?;
                self.emit(Inst::Test {
                    size: OperandSize::S8,
                    lhs: b,
                    rhs: RegMemImm::Reg(b),
                });
                return Ok(Cond::NE);
            }
            Some(k) => {
                self.f16_cmp(k, l, r)?;
                return Ok(cc);
            }
            None => {}
        }
        let double = self.float_kind(self.f.values[a].ty)?;
        let x = self.reg(l)?;
        let y = self.xmm_rm(r)?;
        self.emit(Inst::Ucomis {
            double,
            lhs: x,
            rhs: y,
        });
        Ok(cc)
    }

    /// `fcmp` as a value.
    pub fn lower_fcmp(
        &mut self,
        pred: FloatPredicate,
        a: Value,
        b: Value,
        res: Value,
    ) -> LResult<()> {
        if self.is_vector(a) {
            return self.scalar_fcmp(pred, a, b, res);
        }
        let dst = self.def1(res)?;
        if self.other_fp(a) == Some(FpKind::F128) {
            let b = self.f128_fcmp(pred, a, b)?;
            self.copy_reg(dst, b);
            return Ok(());
        }
        match pred {
            FloatPredicate::False | FloatPredicate::True => {
                self.emit(Inst::MovImm {
                    size: OperandSize::S32,
                    dst,
                    imm: (pred == FloatPredicate::True) as i64,
                });
            }
            FloatPredicate::Oeq | FloatPredicate::Une => {
                let cc = self.fcmp_flags(pred, a, b)?;
                let t1 = self.new_int();
                let t2 = self.new_int();
                self.emit(Inst::Setcc { cc, dst: t1 });
                let (cc2, op) = if pred == FloatPredicate::Oeq {
                    (Cond::NP, AluOp::And)
                } else {
                    (Cond::P, AluOp::Or)
                };
                self.emit(Inst::Setcc { cc: cc2, dst: t2 });
                self.emit(Inst::Alu {
                    size: OperandSize::S32,
                    op,
                    dst,
                    src1: t1,
                    src2: RegMemImm::Reg(t2),
                });
            }
            _ => {
                let cc = self.fcmp_flags(pred, a, b)?;
                self.emit(Inst::Setcc { cc, dst });
            }
        }
        Ok(())
    }

    /// Conversions involving floating point.
    pub fn lower_float_cast(&mut self, op: CastOp, arg: Value, res: Value) -> LResult<()> {
        for v in [arg, res] {
            if let Some(bits @ 129..) = self.m.types.int_bits(self.f.values[v].ty)
                && !self.is_vector(arg)
            {
                return self.lower_wide_fp_cast(op, arg, res, bits);
            }
        }
        if self.vector_f16(arg).is_some() || self.vector_f16(res).is_some() {
            return self.lower_f16_vector_cast(op, arg, res);
        }
        if self.is_vector(arg) || self.is_vector(res) {
            return self.lower_vector_cast(op, arg, res);
        }
        if self.other_fp(arg).is_some() || self.other_fp(res).is_some() {
            return self.lower_other_fp_cast(op, arg, res);
        }
        let from = self.f.values[arg].ty;
        let to = self.f.values[res].ty;
        match op {
            CastOp::FpExt | CastOp::FpTrunc => {
                let fd = self.float_kind(from)?;
                let td = self.float_kind(to)?;
                let x = self.reg(arg)?;
                let dst = self.def1(res)?;
                if fd == td {
                    self.emit(Inst::XmmMov { dst, src: x });
                } else {
                    self.emit(Inst::Sse {
                        op: if td { SseOp::Cvtss2sd } else { SseOp::Cvtsd2ss },
                        dst,
                        src1: x,
                        src2: RegMem::Reg(x),
                    });
                }
            }
            CastOp::SiToFp | CastOp::UiToFp => {
                let double = self.float_kind(to)?;
                let bits = self.type_bits(from)?;
                if bits > 64 {
                    let signed = op == CastOp::SiToFp;
                    let (lo, hi) = self.wide_int_parts(arg, bits, signed)?;
                    let dst = self.def1(res)?;
                    let name = match (op == CastOp::SiToFp, double) {
                        (true, true) => "__floattidf",
                        (false, true) => "__floatuntidf",
                        (true, false) => "__floattisf",
                        (false, false) => "__floatuntisf",
                    };
                    return self.libcall(name, &[lo, hi], &[dst]);
                }
                let x = self.reg(arg)?;
                let signed = op == CastOp::SiToFp;
                if signed || bits < 64 {
                    let (x, size) = if signed && bits <= 32 {
                        (self.sext(x, bits, OperandSize::S32), OperandSize::S32)
                    } else if signed {
                        (self.sext(x, bits, OperandSize::S64), OperandSize::S64)
                    } else {
                        (self.zext(x, bits, OperandSize::S64), OperandSize::S64)
                    };
                    let dst = self.def1(res)?;
                    self.emit(Inst::CvtIntToFloat {
                        size,
                        double,
                        dst,
                        src: RegMem::Reg(x),
                    });
                    return Ok(());
                }
                // u64: signed conversion when the top bit is clear; else
                // halve (keeping the low bit), convert and double.
                let a = self.new_float();
                self.emit(Inst::CvtIntToFloat {
                    size: OperandSize::S64,
                    double,
                    dst: a,
                    src: RegMem::Reg(x),
                });
                let t1 = self.new_int();
                self.emit(Inst::ShiftImm {
                    size: OperandSize::S64,
                    op: ShiftOp::Shr,
                    dst: t1,
                    src: x,
                    amount: 1,
                });
                let t2 = self.new_int();
                self.emit(Inst::Alu {
                    size: OperandSize::S64,
                    op: AluOp::And,
                    dst: t2,
                    src1: x,
                    src2: RegMemImm::Imm(1),
                });
                let t = self.new_int();
                self.emit(Inst::Alu {
                    size: OperandSize::S64,
                    op: AluOp::Or,
                    dst: t,
                    src1: t1,
                    src2: RegMemImm::Reg(t2),
                });
                let b = self.new_float();
                self.emit(Inst::CvtIntToFloat {
                    size: OperandSize::S64,
                    double,
                    dst: b,
                    src: RegMem::Reg(t),
                });
                let b2 = self.new_float();
                self.emit(Inst::Sse {
                    op: if double { SseOp::Addsd } else { SseOp::Addss },
                    dst: b2,
                    src1: b,
                    src2: RegMem::Reg(b),
                });
                let s = self.new_int();
                self.emit(Inst::ShiftImm {
                    size: OperandSize::S64,
                    op: ShiftOp::Sar,
                    dst: s,
                    src: x,
                    amount: 63,
                });
                let mx = self.new_float();
                self.emit(Inst::GprToXmm {
                    size: OperandSize::S64,
                    dst: mx,
                    src: RegMem::Reg(s),
                });
                let mask = self.new_float();
                self.emit(Inst::SseImm {
                    op: SseImmOp::Pshufd,
                    dst: mask,
                    src1: mx,
                    src2: RegMem::Reg(mx),
                    imm: 0x44,
                });
                let dst = self.def1(res)?;
                self.float_blend(mask, b2, a, dst);
            }
            CastOp::FpToSi | CastOp::FpToUi => {
                let double = self.float_kind(from)?;
                let bits = self.type_bits(to)?;
                let x = self.reg(arg)?;
                if bits > 64 {
                    let (lo, hi) = self.def2(res)?;
                    let name = match (op == CastOp::FpToSi, double) {
                        (true, true) => "__fixdfti",
                        (false, true) => "__fixunsdfti",
                        (true, false) => "__fixsfti",
                        (false, false) => "__fixunssfti",
                    };
                    return self.libcall(name, &[x], &[lo, hi]);
                }
                let dst = self.def1(res)?;
                if op == CastOp::FpToSi || bits < 64 {
                    let size = if op == CastOp::FpToSi && bits <= 32 {
                        OperandSize::S32
                    } else {
                        OperandSize::S64
                    };
                    self.emit(Inst::CvtFloatToInt {
                        size,
                        double,
                        dst,
                        src: RegMem::Reg(x),
                    });
                    return Ok(());
                }
                // To u64: values at or above 2^63 are converted after
                // subtracting 2^63, then the top bit is set again.
                let big_bits: u128 = if double {
                    0x43e0_0000_0000_0000
                } else {
                    0x5f00_0000
                };
                let big = self.float_const(from, big_bits)?;
                let a = self.new_int();
                self.emit(Inst::CvtFloatToInt {
                    size: OperandSize::S64,
                    double,
                    dst: a,
                    src: RegMem::Reg(x),
                });
                let y = self.new_float();
                self.emit(Inst::Sse {
                    op: if double { SseOp::Subsd } else { SseOp::Subss },
                    dst: y,
                    src1: x,
                    src2: RegMem::Reg(big),
                });
                let b = self.new_int();
                self.emit(Inst::CvtFloatToInt {
                    size: OperandSize::S64,
                    double,
                    dst: b,
                    src: RegMem::Reg(y),
                });
                let top = self.imm64(i64::MIN);
                let b2 = self.new_int();
                self.emit(Inst::Alu {
                    size: OperandSize::S64,
                    op: AluOp::Xor,
                    dst: b2,
                    src1: b,
                    src2: RegMemImm::Reg(top),
                });
                self.emit(Inst::Ucomis {
                    double,
                    lhs: x,
                    rhs: RegMem::Reg(big),
                });
                self.emit(Inst::Cmov {
                    size: OperandSize::S64,
                    cc: Cond::AE,
                    dst,
                    src_false: a,
                    src_true: RegMem::Reg(b2),
                });
            }
            _ => unreachable!(),
        }
        Ok(())
    }

    /// A one-source SSE operation (`sqrt`, rounding) on `x` into `dst`.
    pub fn sse_unary(&mut self, op: SseOp, x: Reg, dst: Reg) {
        self.emit(Inst::Sse {
            op,
            dst,
            src1: x,
            src2: RegMem::Reg(x),
        });
    }
}

impl Lower<'_> {
    /// `llvm.fptosi.sat` / `llvm.fptoui.sat` to at most 64 bits (unsigned:
    /// below 64): the truncating conversion clamped to the target range,
    /// NaN to 0.
    pub fn lower_fp_to_int_sat(&mut self, signed: bool, arg: Value, res: Value) -> LResult<()> {
        let bits = self.int_bits(res)?;
        let Ok(double) = self.float_kind(self.f.values[arg].ty) else {
            return self.lower_fp_to_int_sat_parts(signed, arg, res);
        };
        if bits > 64 || (!signed && bits == 64) {
            return self.lower_fp_to_int_sat_parts(signed, arg, res);
        }
        let x = self.reg(arg)?;
        let cur = self.fp_to_int_sat_reg(signed, bits, double, x);
        let d = self.def1(res)?;
        self.copy_reg(d, cur);
        Ok(())
    }

    /// `fptosi.sat`/`fptoui.sat` of the `float`/`double` in XMM register
    /// `x` to an integer of `bits` (at most 63 unsigned, 64 signed), in a
    /// new register.
    pub(crate) fn fp_to_int_sat_reg(
        &mut self,
        signed: bool,
        bits: u32,
        double: bool,
        x: Reg,
    ) -> Reg {
        let t = self.new_int();
        self.emit(Inst::CvtFloatToInt {
            size: OperandSize::S64,
            double,
            dst: t,
            src: RegMem::Reg(x),
        });
        let (min, max): (i64, i64) = if signed {
            (
                (-1i64).checked_shl(bits - 1).unwrap_or(i64::MIN),
                if bits == 64 {
                    i64::MAX
                } else {
                    (1i64 << (bits - 1)) - 1
                },
            )
        } else {
            (0, ((1u64 << bits) - 1) as i64)
        };
        let lo = self.imm64(min);
        let hi = self.imm64(max);
        let zero = self.imm64(0);
        let big = self.pool_splat(
            if double {
                0x43e0_0000_0000_0000
            } else {
                0x5f00_0000
            },
            double,
        );
        let mut cur = t;
        let cmov = |this: &mut Self, cc: Cond, cur: Reg, v: Reg| {
            let n = this.new_int();
            this.emit(Inst::Cmov {
                size: OperandSize::S64,
                cc,
                dst: n,
                src_false: cur,
                src_true: RegMem::Reg(v),
            });
            n
        };
        if bits < 64 {
            self.emit(Inst::Cmp {
                size: OperandSize::S64,
                lhs: cur,
                rhs: RegMemImm::Reg(lo),
            });
            cur = cmov(self, Cond::L, cur, lo);
            self.emit(Inst::Cmp {
                size: OperandSize::S64,
                lhs: cur,
                rhs: RegMemImm::Reg(hi),
            });
            cur = cmov(self, Cond::G, cur, hi);
        }
        // At or above 2^63 the conversion gave i64::MIN: the maximum.
        self.emit(Inst::Ucomis {
            double,
            lhs: x,
            rhs: big,
        });
        cur = cmov(self, Cond::AE, cur, hi);
        // NaN: 0.
        self.emit(Inst::Ucomis {
            double,
            lhs: x,
            rhs: RegMem::Reg(x),
        });
        cur = cmov(self, Cond::P, cur, zero);
        cur
    }
}
