//! Floating-point intrinsics on `half`, `bfloat`, `x86_fp80` and `fp128`:
//! sign operations on the bits, `sqrt` on the x87 (`half` and `bfloat`
//! through `float`), `fmuladd` as a multiply and an add, and the rest as
//! the C library's `…l` (`x86_fp80`) and `…f128` (`fp128`) functions;
//! the 16-bit formats call the `float` function and round the result.

use crate::fpkind::FpKind;
use crate::lower::{LResult, Lower};
use crate::x87::RtVal;
use kiln_ir::Value;
use kiln_ir::instructions::BinaryOp;
use kiln_targets::Reg;
use kiln_targets::x64::{
    AluOp, Cond, ExtMode, Inst, OperandSize, RegMem, RegMemImm, ShiftOp, SseImmOp, SseOp,
};

impl Lower<'_> {
    /// `llvm.<b>.*` on a scalar of non-SSE format `k`.
    pub fn lower_other_fp_intrinsic(
        &mut self,
        k: FpKind,
        b: &str,
        args: &[Value],
        res: Value,
    ) -> LResult<()> {
        match (b, k) {
            ("fabs" | "copysign", FpKind::F80) => {
                let x = self.pair(args[0])?;
                let d = self.def2(res)?;
                if b == "fabs" {
                    self.f80_sign_op(x, AluOp::And, 0x7fff, d);
                    return Ok(());
                }
                let y = self.pair(args[1])?;
                let mag = (self.new_int(), self.new_int());
                self.f80_sign_op(x, AluOp::And, 0x7fff, mag);
                let s = self.new_int();
                self.emit(Inst::Alu {
                    size: OperandSize::S32,
                    op: AluOp::And,
                    dst: s,
                    src1: y.1,
                    src2: RegMemImm::Imm(0x8000),
                });
                self.copy_reg(d.0, mag.0);
                self.emit(Inst::Alu {
                    size: OperandSize::S32,
                    op: AluOp::Or,
                    dst: d.1,
                    src1: mag.1,
                    src2: RegMemImm::Reg(s),
                });
                Ok(())
            }
            ("fabs" | "copysign", _) => {
                let x = self.reg(args[0])?;
                let d = self.def1(res)?;
                let wide = k == FpKind::F128;
                let sign_op = |this: &mut Self, x: Reg, op: SseOp, keep_sign: bool, d: Reg| {
                    if wide {
                        let m = if keep_sign { 0x8000_0000 } else { 0x7fff_ffff };
                        let mut bytes = [if keep_sign { 0 } else { 0xff }; 16];
                        bytes[12..].copy_from_slice(&u32::to_le_bytes(m));
                        let m = this.pool16(bytes);
                        this.emit(Inst::Sse {
                            op,
                            dst: d,
                            src1: x,
                            src2: m,
                        });
                    } else {
                        this.f16_sign_op(x, op, if keep_sign { 0x8000 } else { 0x7fff }, d);
                    }
                };
                if b == "fabs" {
                    sign_op(self, x, SseOp::Andps, false, d);
                    return Ok(());
                }
                let y = self.reg(args[1])?;
                let mag = self.new_float();
                sign_op(self, x, SseOp::Andps, false, mag);
                let s = self.new_float();
                sign_op(self, y, SseOp::Andps, true, s);
                self.emit(Inst::Sse {
                    op: SseOp::Orps,
                    dst: d,
                    src1: mag,
                    src2: RegMem::Reg(s),
                });
                Ok(())
            }
            ("sqrt", FpKind::F80) => {
                let x = self.pair(args[0])?;
                let d = self.def2(res)?;
                self.f80_sqrt(x, d);
                Ok(())
            }
            ("fmuladd", _) => self.other_fp_fmuladd(k, args, res),
            ("minimum" | "maximum", FpKind::Half | FpKind::BFloat) => {
                // In float: the result is one of the (exactly extended)
                // operands or a NaN, so rounding back is exact.
                let x = self.reg(args[0])?;
                let y = self.reg(args[1])?;
                let xf = self.f16_to_f32(x, k)?;
                let yf = self.f16_to_f32(y, k)?;
                let r = self.new_float();
                self.lower_fminimum(b == "maximum", false, xf, yf, r);
                let d = self.def1(res)?;
                self.f32_to_f16(r, k, d)
            }
            ("minimum" | "maximum", _) => {
                Err(self.err(format!("llvm.{b} on {k:?} is not supported yet")))
            }
            _ => self.other_fp_libm(k, b, args, res),
        }
    }

    /// `llvm.fmuladd`: `a * b + c` with two roundings (allowed).
    fn other_fp_fmuladd(&mut self, k: FpKind, args: &[Value], res: Value) -> LResult<()> {
        if k == FpKind::Half || k == FpKind::BFloat {
            // In `float`: the product of two 11-bit significands is exact.
            let mut f = Vec::new();
            for &a in args {
                let x = self.reg(a)?;
                f.push(self.f16_to_f32(x, k)?);
            }
            let p = self.new_float();
            self.emit(Inst::Sse {
                op: SseOp::Mulss,
                dst: p,
                src1: f[0],
                src2: RegMem::Reg(f[1]),
            });
            let s = self.new_float();
            self.emit(Inst::Sse {
                op: SseOp::Addss,
                dst: s,
                src1: p,
                src2: RegMem::Reg(f[2]),
            });
            let d = self.def1(res)?;
            return self.f32_to_f16(s, k, d);
        }
        if k == FpKind::F128 {
            let x = self.reg(args[0])?;
            let y = self.reg(args[1])?;
            let z = self.reg(args[2])?;
            let p = self.new_float();
            self.libcall("__multf3", &[x, y], &[p])?;
            let d = self.def1(res)?;
            return self.libcall("__addtf3", &[p, z], &[d]);
        }
        let x = self.pair(args[0])?;
        let y = self.pair(args[1])?;
        let z = self.pair(args[2])?;
        let p = (self.new_int(), self.new_int());
        self.f80_arith(BinaryOp::FMul, x, y, p);
        let d = self.def2(res)?;
        self.f80_arith(BinaryOp::FAdd, p, z, d);
        Ok(())
    }

    /// A C library function for `llvm.<b>`: `<name>l` for `x86_fp80`,
    /// `<name>f128` for `fp128`, `<name>f` in `float` for 16-bit formats.
    fn other_fp_libm(&mut self, k: FpKind, b: &str, args: &[Value], res: Value) -> LResult<()> {
        let base = match b {
            "minnum" => "fmin",
            "maxnum" => "fmax",
            "powi" if k == FpKind::F80 => "__powixf2",
            "powi" if k == FpKind::F128 => "__powitf2",
            "powi" => "__powisf2",
            other => other,
        };
        let name = match k {
            _ if base.starts_with("__") => base.to_string(),
            FpKind::F80 => format!("{base}l"),
            FpKind::F128 => format!("{base}f128"),
            _ => format!("{base}f"),
        };
        let int_result = matches!(b, "lrint" | "llrint" | "lround" | "llround");
        let mut vals = Vec::new();
        for &a in args {
            match self.other_fp(a) {
                Some(FpKind::F80) => vals.push(RtVal::F80(self.pair(a)?)),
                Some(FpKind::F128) => vals.push(RtVal::Reg(self.reg(a)?)),
                Some(h) => {
                    let x = self.reg(a)?;
                    vals.push(RtVal::Reg(self.f16_to_f32(x, h)?));
                }
                None => {
                    // An integer operand (powi, ldexp): a 32-bit int.
                    let x = self.reg(a)?;
                    vals.push(RtVal::Reg(x));
                }
            }
        }
        if int_result {
            let d = self.def1(res)?;
            return self.rt_call(&name, &vals, &[RtVal::Reg(d)]);
        }
        match k {
            FpKind::F80 => {
                let d = self.def2(res)?;
                self.rt_call(&name, &vals, &[RtVal::F80(d)])
            }
            FpKind::F128 => {
                let d = self.def1(res)?;
                self.rt_call(&name, &vals, &[RtVal::Reg(d)])
            }
            _ => {
                let f = self.new_float();
                self.rt_call(&name, &vals, &[RtVal::Reg(f)])?;
                let d = self.def1(res)?;
                self.f32_to_f16(f, k, d)
            }
        }
    }

    /// `dst = src op imm` or `dst = src shift imm` in a new register.
    fn key_op(&mut self, size: OperandSize, op: KeyOp, src: Reg) -> Reg {
        let dst = self.new_int();
        self.emit(match op {
            KeyOp::Alu(op, imm) => Inst::Alu {
                size,
                op,
                dst,
                src1: src,
                src2: RegMemImm::Imm(imm),
            },
            KeyOp::Shift(op, amount) => Inst::ShiftImm {
                size,
                op,
                dst,
                src,
                amount,
            },
        });
        dst
    }

    /// `a | b` (64 bits) in a new register.
    fn key_or(&mut self, a: Reg, b: Reg) -> Reg {
        let dst = self.new_int();
        self.emit(Inst::Alu {
            size: OperandSize::S64,
            op: AluOp::Or,
            dst,
            src1: a,
            src2: RegMemImm::Reg(b),
        });
        dst
    }

    /// 1 if `r` (64 bits) is not zero, else 0, in a new register.
    fn nonzero(&mut self, r: Reg) -> Reg {
        self.emit(Inst::Cmp {
            size: OperandSize::S64,
            lhs: r,
            rhs: RegMemImm::Imm(0),
        });
        let t = self.new_int();
        self.emit(Inst::Setcc {
            cc: Cond::NE,
            dst: t,
        });
        let z = self.new_int();
        self.emit(Inst::MovExtRR {
            ext: ExtMode::ZeroExt8,
            dst: z,
            src: t,
        });
        z
    }

    /// For `llvm.is.fpclass` on format `k`: (the magnitude as a 64-bit key
    /// that orders like it, a register whose bit 0 is the sign, and the
    /// keys of infinity, the smallest normal and the quiet bit). `fp128`
    /// keys keep the exponent and the top fraction bits, with one sticky
    /// bit for the rest. (`x86_fp80` is classified by `fpclass_f80`.)
    pub fn other_fp_class_key(
        &mut self,
        k: FpKind,
        x: Value,
    ) -> LResult<(Reg, Reg, u64, u64, u64)> {
        use OperandSize::{S32, S64};
        match k {
            FpKind::Half | FpKind::BFloat => {
                let xr = self.reg(x)?;
                let bits = self.new_int();
                self.emit(Inst::XmmToGpr {
                    size: S32,
                    dst: bits,
                    src: xr,
                });
                Ok(self.class_key_of_bits(k, bits, bits))
            }
            FpKind::F128 => {
                let xr = self.reg(x)?;
                let lo = self.new_int();
                self.emit(Inst::XmmToGpr {
                    size: S64,
                    dst: lo,
                    src: xr,
                });
                let t = self.new_float();
                self.emit(Inst::SseImm {
                    op: SseImmOp::Pshufd,
                    dst: t,
                    src1: xr,
                    src2: RegMem::Reg(xr),
                    imm: 0xEE,
                });
                let hi = self.new_int();
                self.emit(Inst::XmmToGpr {
                    size: S64,
                    dst: hi,
                    src: t,
                });
                Ok(self.class_key_of_bits(k, lo, hi))
            }
            FpKind::F32 | FpKind::F64 | FpKind::F80 => {
                Err(self.err("is.fpclass: SSE formats and x86_fp80 have no class key"))
            }
        }
    }

    /// [`Lower::other_fp_class_key`] from the value's bits in GPRs: `lo`
    /// holds a `half`/`bfloat` (in its low 16 bits) or the low half of an
    /// `fp128`, `hi` the high half of an `fp128`.
    pub(crate) fn class_key_of_bits(
        &mut self,
        k: FpKind,
        lo: Reg,
        hi: Reg,
    ) -> (Reg, Reg, u64, u64, u64) {
        use KeyOp::{Alu, Shift};
        use OperandSize::{S32, S64};
        if k == FpKind::F128 {
            let sticky = self.nonzero(lo);
            let h2 = self.key_op(S64, Shift(ShiftOp::Shl, 1), hi);
            let key = self.key_or(h2, sticky);
            let sign = self.key_op(S64, Shift(ShiftOp::Shr, 63), hi);
            return (key, sign, 0x7fff << 49, 1 << 49, 1 << 48);
        }
        let abs = self.key_op(S32, Alu(AluOp::And, 0x7fff), lo);
        let sign = self.key_op(S32, Shift(ShiftOp::Shr, 15), lo);
        if k == FpKind::Half {
            (abs, sign, 0x7c00, 0x0400, 0x0200)
        } else {
            (abs, sign, 0x7f80, 0x0080, 0x0040)
        }
    }
}

/// One operation of [`Lower::key_op`].
#[derive(Copy, Clone)]
enum KeyOp {
    /// An ALU operation with an immediate.
    Alu(AluOp, i32),
    /// A shift by an immediate.
    Shift(ShiftOp, u8),
}
