//! `float` and `double`: arithmetic, negation, comparisons and conversions
//! in the vector registers (SSE2 scalar instructions).

use super::ops::bits_of;
use super::regs::{SCRATCH, is_xmm, r};
use super::{GResult, Gen, Unsupported};
use kiln_ir::Value;
use kiln_ir::instructions::{BinaryOp, CastOp, FloatPredicate};
use kiln_targets::x64::regs::R11;
use kiln_targets::x64::{
    AluOp, Amode, Cond, ExtMode, Inst, OperandSize, PoolConst, RegMem, RegMemImm, SseOp, XmmMemOp,
};

/// The load or store of a `float` (`double` false) or `double`.
pub(super) fn mem_op(double: bool) -> XmmMemOp {
    if double {
        XmmMemOp::Movsd
    } else {
        XmmMemOp::Movss
    }
}

impl Gen<'_> {
    /// A vector register holding `v` (locked), counting the use.
    fn xopnd(&mut self, v: Value) -> GResult<u8> {
        let hw = self.opnd(v)?;
        if is_xmm(hw) { Ok(hw) } else { Err(Unsupported) }
    }

    /// `fadd`, `fsub`, `fmul`, `fdiv`.
    pub(super) fn fbinary(&mut self, op: BinaryOp, args: [Value; 2], v: Value) -> GResult<()> {
        let double = self.is_double(v);
        let sop = crate::float::scalar_sse_op(op, double).ok_or(Unsupported)?;
        let a = self.xopnd(args[0])?;
        let b = self.xopnd(args[1])?;
        let d = self.reuse_or_copy(a, Some(v));
        self.emit(Inst::Sse {
            op: sop,
            dst: r(d),
            src1: r(d),
            src2: RegMem::Reg(r(b)),
        });
        self.defined(v, d);
        Ok(())
    }

    /// `fneg`: the sign bit flipped (an `xorps` with a constant mask).
    pub(super) fn fneg(&mut self, arg: Value, v: Value) -> GResult<()> {
        let double = self.is_double(v);
        let a = self.xopnd(arg)?;
        let d = self.reuse_or_copy(a, Some(v));
        let mut bytes = [0u8; 16];
        if double {
            bytes[7] = 0x80;
        } else {
            bytes[3] = 0x80;
        }
        let id = self.out.side.add_const(PoolConst { bytes, size: 16 });
        self.emit(Inst::Sse {
            op: SseOp::Xorps,
            dst: r(d),
            src1: r(d),
            src2: RegMem::Mem(Amode::Const { id }),
        });
        self.defined(v, d);
        Ok(())
    }

    /// `fcmp`: `ucomiss`/`ucomisd` and the flags into an `i1`.
    pub(super) fn fcmp(&mut self, pred: FloatPredicate, args: [Value; 2], v: Value) -> GResult<()> {
        use FloatPredicate as P;
        let double = self.is_double(args[0]);
        let d = self.result_reg(v);
        if matches!(pred, P::False | P::True) {
            self.consume(args[0]);
            self.consume(args[1]);
            self.emit(Inst::MovImm {
                size: OperandSize::S32,
                dst: r(d),
                imm: i64::from(pred == P::True),
            });
            self.defined(v, d);
            return Ok(());
        }
        // (operands swapped, condition) for the predicates one flag answers.
        let single = match pred {
            P::Ogt => Some((false, Cond::A)),
            P::Oge => Some((false, Cond::AE)),
            P::Olt => Some((true, Cond::A)),
            P::Ole => Some((true, Cond::AE)),
            P::Ugt => Some((true, Cond::B)),
            P::Uge => Some((true, Cond::BE)),
            P::Ult => Some((false, Cond::B)),
            P::Ule => Some((false, Cond::BE)),
            P::One => Some((false, Cond::NE)),
            P::Ueq => Some((false, Cond::E)),
            P::Ord => Some((false, Cond::NP)),
            P::Uno => Some((false, Cond::P)),
            _ => None,
        };
        let a = self.xopnd(args[0])?;
        let b = self.xopnd(args[1])?;
        match single {
            Some((swap, cc)) => {
                let (x, y) = if swap { (b, a) } else { (a, b) };
                self.emit(Inst::Ucomis {
                    double,
                    lhs: r(x),
                    rhs: RegMem::Reg(r(y)),
                });
                self.emit(Inst::Setcc { cc, dst: r(d) });
            }
            None => {
                // oeq: equal and ordered; une: not equal or unordered.
                let (cc, parity, op) = match pred {
                    P::Oeq => (Cond::E, Cond::NP, AluOp::And),
                    P::Une => (Cond::NE, Cond::P, AluOp::Or),
                    _ => return Err(Unsupported),
                };
                let t = self.take_reg(0);
                self.emit(Inst::Ucomis {
                    double,
                    lhs: r(a),
                    rhs: RegMem::Reg(r(b)),
                });
                self.emit(Inst::Setcc { cc, dst: r(d) });
                self.emit(Inst::Setcc {
                    cc: parity,
                    dst: r(t),
                });
                self.emit(Inst::Alu {
                    size: OperandSize::S32,
                    op,
                    dst: r(d),
                    src1: r(d),
                    src2: RegMemImm::Reg(r(t)),
                });
            }
        }
        self.defined(v, d);
        Ok(())
    }

    /// The casts to, from and between `float` and `double`.
    pub(super) fn fcast(&mut self, op: CastOp, arg: Value, v: Value) -> GResult<()> {
        let to_fp = self.is_fp_value(v);
        let from_fp = self.is_fp_value(arg);
        let d = match op {
            CastOp::FpExt | CastOp::FpTrunc => {
                let a = self.xopnd(arg)?;
                let d = self.result_reg(v);
                let sop = if op == CastOp::FpExt {
                    SseOp::Cvtss2sd
                } else {
                    SseOp::Cvtsd2ss
                };
                self.emit(Inst::Sse {
                    op: sop,
                    dst: r(d),
                    src1: r(d),
                    src2: RegMem::Reg(r(a)),
                });
                d
            }
            CastOp::SiToFp | CastOp::UiToFp => {
                let bits = bits_of(self, self.f.values[arg].ty);
                let signed = op == CastOp::SiToFp;
                if !signed && bits > 32 {
                    return Err(Unsupported);
                }
                let a = self.opnd(arg)?;
                // Widened to 32 bits (signed) or 64 (unsigned, so that the
                // signed conversion sees a non-negative value).
                let (ext, size) = match (bits, signed) {
                    (1, true) => return Err(Unsupported),
                    (8, true) => (Some(ExtMode::SignExt8), OperandSize::S64),
                    (16, true) => (Some(ExtMode::SignExt16), OperandSize::S64),
                    (32, true) => (None, OperandSize::S32),
                    (64, true) => (None, OperandSize::S64),
                    (1 | 8, false) => (Some(ExtMode::ZeroExt8), OperandSize::S64),
                    (16, false) => (Some(ExtMode::ZeroExt16), OperandSize::S64),
                    (32, false) => (Some(ExtMode::None32), OperandSize::S64),
                    _ => return Err(Unsupported),
                };
                let src = match ext {
                    Some(ExtMode::None32) => {
                        let t = self.take_reg(0);
                        self.emit(Inst::MovRR {
                            size: OperandSize::S32,
                            dst: r(t),
                            src: r(a),
                        });
                        t
                    }
                    Some(ext) => {
                        let t = self.take_reg(0);
                        self.emit(Inst::MovExtRR {
                            ext,
                            dst: r(t),
                            src: r(a),
                        });
                        t
                    }
                    None => a,
                };
                let d = self.result_reg(v);
                self.emit(Inst::CvtIntToFloat {
                    size,
                    double: self.is_double(v),
                    dst: r(d),
                    src: RegMem::Reg(r(src)),
                });
                d
            }
            CastOp::FpToSi | CastOp::FpToUi => {
                let bits = bits_of(self, self.f.values[v].ty);
                let signed = op == CastOp::FpToSi;
                if bits == 1 || (!signed && bits > 32) {
                    return Err(Unsupported);
                }
                let a = self.xopnd(arg)?;
                let d = self.result_reg(v);
                // Unsigned results up to 32 bits: the 64-bit signed
                // conversion covers their whole range.
                let size = if bits > 32 || !signed {
                    OperandSize::S64
                } else {
                    OperandSize::S32
                };
                self.emit(Inst::CvtFloatToInt {
                    size,
                    double: self.is_double(arg),
                    dst: r(d),
                    src: RegMem::Reg(r(a)),
                });
                d
            }
            CastOp::Bitcast if to_fp && from_fp => {
                let a = self.xopnd(arg)?;
                self.reuse_or_copy(a, Some(v))
            }
            CastOp::Bitcast if to_fp => {
                let a = self.opnd(arg)?;
                let d = self.result_reg(v);
                self.emit(Inst::GprToXmm {
                    size: if self.is_double(v) {
                        OperandSize::S64
                    } else {
                        OperandSize::S32
                    },
                    dst: r(d),
                    src: RegMem::Reg(r(a)),
                });
                d
            }
            CastOp::Bitcast if from_fp => {
                let a = self.xopnd(arg)?;
                let d = self.result_reg(v);
                self.emit(Inst::XmmToGpr {
                    size: if self.is_double(arg) {
                        OperandSize::S64
                    } else {
                        OperandSize::S32
                    },
                    dst: r(d),
                    src: r(a),
                });
                d
            }
            _ => return Err(Unsupported),
        };
        self.defined(v, d);
        Ok(())
    }

    /// `llvm.fmuladd` (a multiplication then an addition, unfused, as LLVM
    /// lowers it without FMA) and `llvm.fabs` (the sign bit cleared).
    pub(super) fn fp_intrinsic(&mut self, name: &[u8], args: &[Value], v: Value) -> GResult<()> {
        let double = self.is_double(v);
        if name.starts_with(b"fabs.") {
            let a = self.xopnd(*args.first().ok_or(Unsupported)?)?;
            let d = self.reuse_or_copy(a, Some(v));
            let mut bytes = [0xffu8; 16];
            if double {
                bytes[7] = 0x7f;
            } else {
                bytes[3] = 0x7f;
            }
            let id = self.out.side.add_const(PoolConst { bytes, size: 16 });
            self.emit(Inst::Sse {
                op: SseOp::Andps,
                dst: r(d),
                src1: r(d),
                src2: RegMem::Mem(Amode::Const { id }),
            });
            self.defined(v, d);
            return Ok(());
        }
        let [x, y, z] = [args.first(), args.get(1), args.get(2)].map(|a| a.copied());
        let (x, y, z) = (
            x.ok_or(Unsupported)?,
            y.ok_or(Unsupported)?,
            z.ok_or(Unsupported)?,
        );
        let (mul, add) = if double {
            (SseOp::Mulsd, SseOp::Addsd)
        } else {
            (SseOp::Mulss, SseOp::Addss)
        };
        let a = self.xopnd(x)?;
        let b = self.xopnd(y)?;
        let c = self.xopnd(z)?;
        // The product must not overwrite the addend.
        let d = if a == c {
            let d = self.take_xmm();
            self.copy_reg(d, a);
            d
        } else {
            self.reuse_or_copy(a, Some(v))
        };
        self.emit(Inst::Sse {
            op: mul,
            dst: r(d),
            src1: r(d),
            src2: RegMem::Reg(r(b)),
        });
        self.emit(Inst::Sse {
            op: add,
            dst: r(d),
            src1: r(d),
            src2: RegMem::Reg(r(c)),
        });
        self.defined(v, d);
        Ok(())
    }

    /// A load of a `float` or `double` from `addr`.
    pub(super) fn fload(&mut self, addr: Amode, v: Value) {
        let d = self.result_reg(v);
        self.emit(Inst::XmmLoad {
            op: mem_op(self.is_double(v)),
            dst: r(d),
            addr,
        });
        self.defined(v, d);
    }
}

impl Gen<'_> {
    /// `select` of `float`/`double`: both values through general
    /// registers and a `cmov` (SSE2 has no blend by a flag).
    pub(super) fn fselect(&mut self, args: [Value; 3], v: Value) -> GResult<()> {
        let size = if self.is_double(v) {
            OperandSize::S64
        } else {
            OperandSize::S32
        };
        let c = self.opnd(args[0])?;
        let t = self.opnd(args[1])?;
        let e = self.opnd(args[2])?;
        let g = self.take_reg(0);
        self.emit(Inst::XmmToGpr {
            size,
            dst: r(g),
            src: r(t),
        });
        self.emit(Inst::XmmToGpr {
            size,
            dst: r(SCRATCH),
            src: r(e),
        });
        self.regs.clobbered.insert(R11);
        self.cmov_if_set(c, size, SCRATCH, g);
        let d = self.result_reg(v);
        self.emit(Inst::GprToXmm {
            size,
            dst: r(d),
            src: RegMem::Reg(r(SCRATCH)),
        });
        self.defined(v, d);
        Ok(())
    }
}
