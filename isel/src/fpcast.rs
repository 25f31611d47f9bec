//! Conversions where one side is `half`, `bfloat`, `x86_fp80` or `fp128`:
//! between floating-point formats (x87 loads and stores, SSE conversions
//! or the runtime's `__extend*`/`__trunc*` routines, as LLVM chooses) and
//! to or from integers (x87 `fild`/`fistp`, the runtime's `__fix*` and
//! `__float*` routines, or through `float`).

use crate::fpkind::FpKind;
use crate::lower::{LResult, Lower};
use crate::x87::{F80, RtVal};
use kiln_ir::Value;
use kiln_ir::instructions::CastOp;
use kiln_targets::Reg;
use kiln_targets::x64::{
    Amode, Cond, Inst, OperandSize, RegMem, RegMemImm, ShiftOp, SseImmOp, SseOp, XmmMemOp,
};

/// A floating-point value's registers.
#[derive(Copy, Clone, Debug)]
enum FpVal {
    /// One XMM register (`half`, `bfloat`, `float`, `double`, `fp128`).
    X(Reg),
    /// A GPR pair (`x86_fp80`).
    P(F80),
}

impl Lower<'_> {
    /// A cast between a non-SSE floating-point format and anything.
    pub fn lower_other_fp_cast(&mut self, op: CastOp, arg: Value, res: Value) -> LResult<()> {
        let from = self.f.values[arg].ty;
        let to = self.f.values[res].ty;
        match op {
            CastOp::FpExt | CastOp::FpTrunc => {
                let (Some(fk), Some(tk)) = (self.fp_kind(from), self.fp_kind(to)) else {
                    return Err(self.err("fpext/fptrunc of a non-float type"));
                };
                let x = self.fp_val(arg, fk)?;
                let y = self.fp_convert(x, fk, tk)?;
                self.def_fp(res, y)
            }
            CastOp::SiToFp | CastOp::UiToFp => {
                let tk = self
                    .fp_kind(to)
                    .ok_or_else(|| self.err("int-to-float cast to a non-float type"))?;
                let y = self.int_to_fp(arg, op == CastOp::SiToFp, tk)?;
                self.def_fp(res, y)
            }
            CastOp::FpToSi | CastOp::FpToUi => {
                let fk = self
                    .fp_kind(from)
                    .ok_or_else(|| self.err("float-to-int cast of a non-float type"))?;
                self.fp_to_int(arg, fk, op == CastOp::FpToSi, res)
            }
            _ => Err(self.err("not a floating-point conversion")),
        }
    }

    /// The registers of floating-point value `v` of format `k`.
    fn fp_val(&mut self, v: Value, k: FpKind) -> LResult<FpVal> {
        Ok(if k == FpKind::F80 {
            FpVal::P(self.pair(v)?)
        } else {
            FpVal::X(self.reg(v)?)
        })
    }

    /// Copies `y` into the registers of result `res`.
    fn def_fp(&mut self, res: Value, y: FpVal) -> LResult<()> {
        match y {
            FpVal::X(r) => {
                let d = self.def1(res)?;
                self.copy_reg(d, r);
            }
            FpVal::P((lo, hi)) => {
                let (dl, dh) = self.def2(res)?;
                self.copy_reg(dl, lo);
                self.copy_reg(dh, hi);
            }
        }
        Ok(())
    }

    /// Calls `name` on `x` for a result of format `to`.
    fn fp_rt(&mut self, name: &str, x: FpVal, to: FpKind) -> LResult<FpVal> {
        let arg = match x {
            FpVal::X(r) => RtVal::Reg(r),
            FpVal::P(p) => RtVal::F80(p),
        };
        if to == FpKind::F80 {
            let d = (self.new_int(), self.new_int());
            self.rt_call(name, &[arg], &[RtVal::F80(d)])?;
            Ok(FpVal::P(d))
        } else {
            let d = self.new_float();
            self.rt_call(name, &[arg], &[RtVal::Reg(d)])?;
            Ok(FpVal::X(d))
        }
    }

    /// `x` of format `from` converted (exactly, or rounded to nearest even)
    /// to format `to`.
    fn fp_convert(&mut self, x: FpVal, from: FpKind, to: FpKind) -> LResult<FpVal> {
        use FpKind::*;
        if from == to {
            return Ok(x);
        }
        let xr = match x {
            FpVal::X(r) => r,
            FpVal::P(p) => {
                return match to {
                    F32 | F64 => {
                        let d = self.new_float();
                        self.f80_to_xmm(p, to == F64, d);
                        Ok(FpVal::X(d))
                    }
                    Half => self.fp_rt("__truncxfhf2", x, to),
                    F128 => self.fp_rt("__extendxftf2", x, to),
                    _ => Err(self.err("fptrunc x86_fp80 to bfloat is not supported")),
                };
            }
        };
        Ok(match (from, to) {
            (Half | BFloat, F32) => FpVal::X(self.f16_to_f32(xr, from)?),
            (Half | BFloat, Half | BFloat | F64 | F80) => {
                let f = self.f16_to_f32(xr, from)?;
                return self.fp_convert(FpVal::X(f), F32, to);
            }
            (Half, F128) => return self.fp_rt("__extendhftf2", x, to),
            (BFloat, F128) => {
                let f = self.f16_to_f32(xr, from)?;
                return self.fp_rt("__extendsftf2", FpVal::X(f), to);
            }
            (F32, Half | BFloat) => {
                let d = self.new_float();
                self.f32_to_f16(xr, to, d)?;
                FpVal::X(d)
            }
            (F64, Half) => return self.fp_rt("__truncdfhf2", x, to),
            (F32 | F64, F80) => {
                let d = (self.new_int(), self.new_int());
                self.f80_from_xmm(xr, from == F64, d);
                FpVal::P(d)
            }
            (F32, F128) => return self.fp_rt("__extendsftf2", x, to),
            (F64, F128) => return self.fp_rt("__extenddftf2", x, to),
            (F32, F64) | (F64, F32) => {
                let d = self.new_float();
                let op = if to == F64 {
                    SseOp::Cvtss2sd
                } else {
                    SseOp::Cvtsd2ss
                };
                self.sse_unary(op, xr, d);
                FpVal::X(d)
            }
            (F128, Half) => return self.fp_rt("__trunctfhf2", x, to),
            (F128, F32) => return self.fp_rt("__trunctfsf2", x, to),
            (F128, F64) => return self.fp_rt("__trunctfdf2", x, to),
            (F128, F80) => return self.fp_rt("__trunctfxf2", x, to),
            (a, b) => {
                return Err(self.err(format!("conversion from {a:?} to {b:?} is not supported")));
            }
        })
    }

    /// Integer `arg` (`signed` or not) converted to format `to`.
    /// The two 64-bit halves of integer `arg` of 65 to 128 bits, the high
    /// half sign- or zero-extended from the integer's own top bit (the bits
    /// above it are unspecified in its register), for the 128-bit runtime
    /// conversions.
    pub fn wide_int_parts(&mut self, arg: Value, bits: u32, signed: bool) -> LResult<(Reg, Reg)> {
        if bits > 128 {
            return Err(self.err(format!("conversion of i{bits} to floating point")));
        }
        let (lo, hi) = self.pair(arg)?;
        if bits == 128 {
            return Ok((lo, hi));
        }
        let hi = if signed {
            self.sext(hi, bits - 64, OperandSize::S64)
        } else {
            self.zext(hi, bits - 64, OperandSize::S64)
        };
        Ok((lo, hi))
    }

    fn int_to_fp(&mut self, arg: Value, signed: bool, to: FpKind) -> LResult<FpVal> {
        use FpKind::*;
        let bits = self.int_bits(arg)?;
        if bits > 64 {
            let (lo, hi) = self.wide_int_parts(arg, bits, signed)?;
            let args = [RtVal::Reg(lo), RtVal::Reg(hi)];
            let (name, to_call) = match (to, signed) {
                (F80, true) => ("__floattixf", F80),
                (F80, false) => ("__floatuntixf", F80),
                (F128, true) => ("__floattitf", F128),
                (F128, false) => ("__floatuntitf", F128),
                (Half, true) => ("__floattihf", Half),
                (Half, false) => ("__floatuntihf", Half),
                (_, true) => ("__floattisf", F32),
                (_, false) => ("__floatuntisf", F32),
            };
            let y = if to_call == F80 {
                let d = (self.new_int(), self.new_int());
                self.rt_call(name, &args, &[RtVal::F80(d)])?;
                FpVal::P(d)
            } else {
                let d = self.new_float();
                self.rt_call(name, &args, &[RtVal::Reg(d)])?;
                FpVal::X(d)
            };
            return self.fp_convert(y, to_call, to);
        }
        let x = self.reg(arg)?;
        match to {
            F80 => {
                let x64 = if signed {
                    self.sext(x, bits, OperandSize::S64)
                } else {
                    self.zext(x, bits, OperandSize::S64)
                };
                let d = (self.new_int(), self.new_int());
                self.f80_from_i64(x64, !signed && bits == 64, d);
                Ok(FpVal::P(d))
            }
            F128 => {
                let (name, x) = match (bits <= 32, signed) {
                    (true, true) => ("__floatsitf", self.sext(x, bits, OperandSize::S32)),
                    (true, false) => ("__floatunsitf", self.zext(x, bits, OperandSize::S32)),
                    (false, true) => ("__floatditf", self.sext(x, bits, OperandSize::S64)),
                    (false, false) => ("__floatunditf", x),
                };
                let d = self.new_float();
                self.rt_call(name, &[RtVal::Reg(x)], &[RtVal::Reg(d)])?;
                Ok(FpVal::X(d))
            }
            _ => {
                // Through `float`; an unsigned 64-bit value with the top bit
                // set is halved first (it overflows 16-bit formats anyway).
                let mut x64 = if signed {
                    self.sext(x, bits, OperandSize::S64)
                } else {
                    self.zext(x, bits, OperandSize::S64)
                };
                if !signed && bits == 64 {
                    let h = self.new_int();
                    self.emit(Inst::ShiftImm {
                        size: OperandSize::S64,
                        op: ShiftOp::Shr,
                        dst: h,
                        src: x64,
                        amount: 1,
                    });
                    self.emit(Inst::Test {
                        size: OperandSize::S64,
                        lhs: x64,
                        rhs: RegMemImm::Reg(x64),
                    });
                    let r = self.new_int();
                    self.emit(Inst::Cmov {
                        size: OperandSize::S64,
                        cc: Cond::S,
                        dst: r,
                        src_false: x64,
                        src_true: RegMem::Reg(h),
                    });
                    x64 = r;
                }
                let f = self.new_float();
                self.emit(Inst::CvtIntToFloat {
                    size: OperandSize::S64,
                    double: false,
                    dst: f,
                    src: RegMem::Reg(x64),
                });
                self.fp_convert(FpVal::X(f), F32, to)
            }
        }
    }

    /// `arg` of format `from` truncated toward zero into integer result
    /// `res`.
    fn fp_to_int(&mut self, arg: Value, from: FpKind, signed: bool, res: Value) -> LResult<()> {
        use FpKind::*;
        let bits = self.int_bits(res)?;
        let x = self.fp_val(arg, from)?;
        let xa = match x {
            FpVal::X(r) => RtVal::Reg(r),
            FpVal::P(p) => RtVal::F80(p),
        };
        if bits > 64 {
            if bits != 128 {
                let op = if signed {
                    CastOp::FpToSi
                } else {
                    CastOp::FpToUi
                };
                return self.lower_wide_fp_cast(op, arg, res, bits);
            }
            let (lo, hi) = self.def2(res)?;
            let (name, arg) = match (from, signed) {
                (F80, true) => ("__fixxfti", xa),
                (F80, false) => ("__fixunsxfti", xa),
                (F128, true) => ("__fixtfti", xa),
                (F128, false) => ("__fixunstfti", xa),
                (Half, true) => ("__fixhfti", xa),
                (Half, false) => ("__fixunshfti", xa),
                (_, s) => {
                    let FpVal::X(r) = x else { unreachable!() };
                    let f = self.f16_to_f32(r, from)?;
                    (if s { "__fixsfti" } else { "__fixunssfti" }, RtVal::Reg(f))
                }
            };
            return self.rt_call(name, &[arg], &[RtVal::Reg(lo), RtVal::Reg(hi)]);
        }
        let dst = self.def1(res)?;
        let r = match (from, x) {
            (F80, FpVal::P(p)) => {
                if signed || bits < 64 {
                    self.f80_to_i64(p)
                } else {
                    self.f80_to_u64(p)
                }
            }
            (F128, _) => {
                let name = match (bits <= 32, signed || bits < 32) {
                    (true, true) => "__fixtfsi",
                    (true, false) => "__fixunstfsi",
                    (false, true) => "__fixtfdi",
                    (false, false) => "__fixunstfdi",
                };
                let r = self.new_int();
                self.rt_call(name, &[xa], &[RtVal::Reg(r)])?;
                r
            }
            (_, FpVal::X(h)) => {
                // Every finite 16-bit value fits a signed 64-bit integer.
                let f = self.f16_to_f32(h, from)?;
                let r = self.new_int();
                self.emit(Inst::CvtFloatToInt {
                    size: OperandSize::S64,
                    double: false,
                    dst: r,
                    src: RegMem::Reg(f),
                });
                r
            }
            _ => return Err(self.err("internal: x86_fp80 value in an XMM register")),
        };
        self.copy_reg(dst, r);
        Ok(())
    }

    /// `bitcast` to or from a non-SSE floating-point type: a copy when
    /// both sides use the same registers, else moves between GPRs and XMM.
    pub fn lower_other_fp_bitcast(&mut self, arg: Value, res: Value) -> LResult<()> {
        let mut src = Vec::new();
        self.all_regs(arg, &mut src)?;
        let (s, n) = self.def_parts(res)?;
        let dsts: Vec<Reg> = self.c.parts[s..s + n]
            .iter()
            .map(|&r| Reg::virt(r))
            .collect();
        let float = |r: &Reg| r.class() == kiln_targets::RegClass::Float;
        match (src.as_slice(), dsts.as_slice()) {
            (a, d) if a.len() == d.len() && a.iter().zip(d).all(|(x, y)| float(x) == float(y)) => {
                for (&x, &y) in a.iter().zip(d) {
                    self.copy_reg(y, x);
                }
            }
            ([x], [y]) if float(x) => self.emit(Inst::XmmToGpr {
                size: OperandSize::S32,
                dst: *y,
                src: *x,
            }),
            ([x], [y]) => self.emit(Inst::GprToXmm {
                size: OperandSize::S32,
                dst: *y,
                src: RegMem::Reg(*x),
            }),
            ([x], [lo, hi]) if float(x) => {
                self.emit(Inst::XmmToGpr {
                    size: OperandSize::S64,
                    dst: *lo,
                    src: *x,
                });
                let t = self.new_float();
                self.emit(Inst::SseImm {
                    op: SseImmOp::Pshufd,
                    dst: t,
                    src1: *x,
                    src2: RegMem::Reg(*x),
                    imm: 0xEE,
                });
                self.emit(Inst::XmmToGpr {
                    size: OperandSize::S64,
                    dst: *hi,
                    src: t,
                });
            }
            ([lo, hi], [y]) => {
                let a = self.new_float();
                let b = self.new_float();
                for (d, s) in [(a, *lo), (b, *hi)] {
                    self.emit(Inst::GprToXmm {
                        size: OperandSize::S64,
                        dst: d,
                        src: RegMem::Reg(s),
                    });
                }
                self.emit(Inst::Sse {
                    op: SseOp::Punpcklqdq,
                    dst: *y,
                    src1: a,
                    src2: RegMem::Reg(b),
                });
            }
            _ => return Err(self.err("bitcast between these types is not supported")),
        }
        Ok(())
    }

    /// The element format of vector value `v` when it is `half` or
    /// `bfloat`.
    pub fn vector_f16(&self, v: Value) -> Option<FpKind> {
        let (e, _, _) = self.m.types.vector(self.f.values[v].ty)?;
        self.fp_kind(e)
            .filter(|k| matches!(k, FpKind::Half | FpKind::BFloat))
    }

    /// `fpext`/`fptrunc` between vectors of `half`/`bfloat` and vectors
    /// of `float`/`double` (what LLVM's vectorizer makes of `_Float16`
    /// loops), lane by lane through a stack temporary.
    pub fn lower_f16_vector_cast(&mut self, op: CastOp, arg: Value, res: Value) -> LResult<()> {
        let elem = |this: &Self, v: Value| {
            this.m
                .types
                .vector(this.f.values[v].ty)
                .and_then(|(e, n, _)| Some((this.fp_kind(e)?, n)))
        };
        let (Some((fk, n)), Some((tk, _))) = (elem(self, arg), elem(self, res)) else {
            return Err(self.err(format!("{} on vectors of half is not supported", op.name())));
        };
        if !matches!(op, CastOp::FpExt | CastOp::FpTrunc)
            || fk.is_sse() == tk.is_sse()
            || !(fk.is_sse() || matches!(fk, FpKind::Half | FpKind::BFloat))
            || !(tk.is_sse() || matches!(tk, FpKind::Half | FpKind::BFloat))
        {
            return Err(self.err(format!(
                "{} between vectors of {fk:?} and {tk:?} is not supported",
                op.name()
            )));
        }
        let lane = |k: FpKind| -> u32 {
            match k {
                FpKind::F32 => 4,
                FpKind::F64 => 8,
                _ => 2,
            }
        };
        let mut src = Vec::new();
        self.all_regs(arg, &mut src)?;
        let (s, nd) = self.def_parts(res)?;
        let src_bytes = 16 * src.len() as u32;
        let slot = self.out.new_slot(src_bytes + 16 * nd as u32, 16);
        for (p, &r) in src.iter().enumerate() {
            self.emit(Inst::XmmStore {
                op: XmmMemOp::Movdqu,
                src: r,
                addr: Amode::Slot {
                    slot,
                    disp: 16 * p as i32,
                },
            });
        }
        for k in 0..n {
            let from_at = Amode::Slot {
                slot,
                disp: (k * lane(fk)) as i32,
            };
            let to_at = Amode::Slot {
                slot,
                disp: (src_bytes + k * lane(tk)) as i32,
            };
            let x = self.new_float();
            match fk {
                FpKind::F32 | FpKind::F64 => self.emit(Inst::XmmLoad {
                    op: if fk == FpKind::F64 {
                        XmmMemOp::Movsd
                    } else {
                        XmmMemOp::Movss
                    },
                    dst: x,
                    addr: from_at,
                }),
                _ => self.load_f16(from_at, x),
            }
            let FpVal::X(y) = self.fp_convert(FpVal::X(x), fk, tk)? else {
                return Err(self.err("internal: a vector lane in a register pair"));
            };
            match tk {
                FpKind::F32 | FpKind::F64 => self.emit(Inst::XmmStore {
                    op: if tk == FpKind::F64 {
                        XmmMemOp::Movsd
                    } else {
                        XmmMemOp::Movss
                    },
                    src: y,
                    addr: to_at,
                }),
                _ => self.store_f16(y, to_at),
            }
        }
        for p in 0..nd {
            let d = Reg::virt(self.c.parts[s + p]);
            self.emit(Inst::XmmLoad {
                op: XmmMemOp::Movdqu,
                dst: d,
                addr: Amode::Slot {
                    slot,
                    disp: (src_bytes + 16 * p as u32) as i32,
                },
            });
        }
        Ok(())
    }
}
