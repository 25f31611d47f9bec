//! Floating-point intrinsics: SSE forms (fabs, sqrt, copysign, fmuladd,
//! minimum/maximum) and libm calls for the rest.

use crate::lower::{LResult, Lower};
use kiln_ir::Value;
use kiln_targets::Reg;
use kiln_targets::x64::{Inst, OperandSize, RegMem, SseOp};

impl Lower<'_> {
    pub(super) fn lower_float_intrinsic(
        &mut self,
        name: &str,
        b: &str,
        args: &[Value],
        res: Value,
    ) -> LResult<()> {
        // The operand's type: the result's too, except for lrint and
        // friends, which return integers.
        let ty = self.f.values[args[0]].ty;
        let packed = self.is_vector(res);
        if let Some(k) = self.other_fp(args[0]).filter(|_| !packed) {
            return self.lower_other_fp_intrinsic(k, b, args, res);
        }
        if packed && matches!(b, "fabs" | "copysign") && self.vector_f16(res).is_some() {
            return self.lower_f16_vector_sign(b, args, res);
        }
        if packed && !matches!(b, "fabs" | "sqrt" | "copysign" | "fmuladd") {
            if matches!(
                b,
                "powi" | "ldexp" | "lrint" | "llrint" | "lround" | "llround"
            ) {
                return self.lower_vector_fp_lanes(name, b, args, res);
            }
            return self.float_intrinsic_lanes(b, args, res);
        }
        let double = match self.m.types.vector(ty) {
            Some((e, _, _)) => self.float_kind(e)?,
            None => self.float_kind(ty)?,
        };
        if matches!(b, "fabs" | "sqrt" | "copysign" | "fmuladd") {
            // One 16-byte part at a time (vectors wider than a register
            // have several).
            let mut ops = [Vec::new(), Vec::new(), Vec::new()];
            for (k, &a) in args.iter().enumerate().take(3) {
                self.all_regs(a, &mut ops[k])?;
            }
            let (s, n) = self.def_parts(res)?;
            for k in 0..n {
                let part = |v: &Vec<Reg>| v.get(k).copied();
                let (x, y, z) = (part(&ops[0]), part(&ops[1]), part(&ops[2]));
                let d = Reg::virt(self.c.parts[s + k]);
                self.sign_sqrt_fma_part(b, double, packed, [x, y, z], d)?;
            }
            return Ok(());
        }
        let x = self.reg(args[0])?;
        match b {
            "minimum" | "maximum" => {
                let y = self.reg(args[1])?;
                let d = self.def1(res)?;
                self.lower_fminimum(b == "maximum", double, x, y, d);
            }
            "powi" => {
                // The runtime's __powi*f2 (repeated squaring), as LLVM
                // calls it: pow() rounds differently (x^-2 of a large x is
                // 0 by repeated multiplication, a subnormal by pow).
                let n = self.reg(args[1])?;
                let nb = self.int_bits(args[1])?;
                let n = self.sext(n, nb, OperandSize::S64);
                let d = self.def1(res)?;
                self.libcall(
                    if double { "__powidf2" } else { "__powisf2" },
                    &[x, n],
                    &[d],
                )?;
            }
            _ => {
                let base = match b {
                    "minnum" => "fmin",
                    "maxnum" => "fmax",
                    other => other,
                };
                let lib = if double {
                    base.to_string()
                } else {
                    format!("{base}f")
                };
                let mut regs = vec![x];
                for &a in &args[1..] {
                    regs.push(self.reg(a)?);
                }
                let d = self.def1(res)?;
                self.libcall(&lib, &regs, &[d])?;
            }
        }
        Ok(())
    }

    /// `llvm.minimum`/`llvm.maximum`: NaN-propagating, and -0 < +0.
    pub(crate) fn lower_fminimum(&mut self, max: bool, double: bool, x: Reg, y: Reg, d: Reg) {
        use kiln_targets::x64::SseImmOp;
        let cmp = if double {
            SseImmOp::Cmpsd
        } else {
            SseImmOp::Cmpss
        };
        let r1 = self.new_float();
        self.emit(Inst::Sse {
            op: match (max, double) {
                (false, false) => SseOp::Minss,
                (false, true) => SseOp::Minsd,
                (true, false) => SseOp::Maxss,
                (true, true) => SseOp::Maxsd,
            },
            dst: r1,
            src1: x,
            src2: RegMem::Reg(y),
        });
        // Equal operands (±0): or/and of the bits.
        let eq = self.new_float();
        self.emit(Inst::SseImm {
            op: cmp,
            dst: eq,
            src1: x,
            src2: RegMem::Reg(y),
            imm: 0,
        });
        let bits = self.new_float();
        self.emit(Inst::Sse {
            op: if max { SseOp::Andps } else { SseOp::Orps },
            dst: bits,
            src1: x,
            src2: RegMem::Reg(y),
        });
        let r2 = self.new_float();
        self.float_blend(eq, bits, r1, r2);
        // Unordered: x + y is a NaN.
        let un = self.new_float();
        self.emit(Inst::SseImm {
            op: cmp,
            dst: un,
            src1: x,
            src2: RegMem::Reg(y),
            imm: 3,
        });
        let sum = self.new_float();
        self.emit(Inst::Sse {
            op: if double { SseOp::Addsd } else { SseOp::Addss },
            dst: sum,
            src1: x,
            src2: RegMem::Reg(y),
        });
        self.float_blend(un, sum, r2, d);
    }
}

impl Lower<'_> {
    /// A float intrinsic on scalar registers `x` (and `y`, `z`) into `d`.
    fn float_intrinsic_regs(&mut self, b: &str, double: bool, regs: &[Reg], d: Reg) -> LResult<()> {
        let x = regs[0];
        match b {
            "fabs" | "copysign" => {
                let mag = self.pool_splat(if double { !(1u64 << 63) } else { 0x7fff_ffff }, double);
                let a = self.new_float();
                self.emit(Inst::Sse {
                    op: SseOp::Andps,
                    dst: a,
                    src1: x,
                    src2: mag,
                });
                if b == "fabs" {
                    self.emit(Inst::XmmMov { dst: d, src: a });
                    return Ok(());
                }
                let sgn = self.pool_splat(if double { 1u64 << 63 } else { 0x8000_0000 }, double);
                let s = self.new_float();
                self.emit(Inst::Sse {
                    op: SseOp::Andps,
                    dst: s,
                    src1: regs[1],
                    src2: sgn,
                });
                self.emit(Inst::Sse {
                    op: SseOp::Orps,
                    dst: d,
                    src1: a,
                    src2: RegMem::Reg(s),
                });
            }
            "sqrt" => self.sse_unary(if double { SseOp::Sqrtsd } else { SseOp::Sqrtss }, x, d),
            "fmuladd" => {
                let p = self.new_float();
                self.emit(Inst::Sse {
                    op: if double { SseOp::Mulsd } else { SseOp::Mulss },
                    dst: p,
                    src1: x,
                    src2: RegMem::Reg(regs[1]),
                });
                self.emit(Inst::Sse {
                    op: if double { SseOp::Addsd } else { SseOp::Addss },
                    dst: d,
                    src1: p,
                    src2: RegMem::Reg(regs[2]),
                });
            }
            "minimum" | "maximum" => self.lower_fminimum(b == "maximum", double, x, regs[1], d),
            _ => {
                let base = match b {
                    "minnum" => "fmin",
                    "maxnum" => "fmax",
                    other => other,
                };
                let lib = if double {
                    base.to_string()
                } else {
                    format!("{base}f")
                };
                self.libcall(&lib, regs, &[d])?;
            }
        }
        Ok(())
    }

    /// A float intrinsic on vectors, lane by lane.
    fn float_intrinsic_lanes(&mut self, b: &str, args: &[Value], res: Value) -> LResult<()> {
        use crate::scalarize::LaneKind;
        use kiln_targets::x64::{Amode, XmmMemOp};
        let info = self.vec_info(self.f.values[res].ty)?;
        let LaneKind::Float(double) = info.kind else {
            return Err(self.err("float intrinsic on a non-float vector"));
        };
        let bytes = info.bytes as i32;
        let n = args.len().min(3);
        let slot = self.out.new_slot(info.bytes * (n as u32 + 1), 16);
        for (k, &a) in args.iter().enumerate().take(n) {
            self.spill_at(a, slot, k as i32 * bytes)?;
        }
        let op = if double {
            XmmMemOp::Movsd
        } else {
            XmmMemOp::Movss
        };
        for l in 0..info.n {
            let mut regs = Vec::with_capacity(n);
            for k in 0..n as i32 {
                let r = self.new_float();
                self.emit(Inst::XmmLoad {
                    op,
                    dst: r,
                    addr: Amode::Slot {
                        slot,
                        disp: k * bytes + info.off(l),
                    },
                });
                regs.push(r);
            }
            let d = self.new_float();
            self.float_intrinsic_regs(b, double, &regs, d)?;
            self.emit(Inst::XmmStore {
                op,
                src: d,
                addr: Amode::Slot {
                    slot,
                    disp: n as i32 * bytes + info.off(l),
                },
            });
        }
        let (s, parts) = self.def_parts(res)?;
        for p in 0..parts {
            let d = Reg::virt(self.c.parts[s + p]);
            self.emit(Inst::XmmLoad {
                op: XmmMemOp::Movdqu,
                dst: d,
                addr: Amode::Slot {
                    slot,
                    disp: n as i32 * bytes + 16 * p as i32,
                },
            });
        }
        Ok(())
    }
}

impl Lower<'_> {
    /// `fabs`, `sqrt`, `copysign` or `fmuladd` of one register's worth of
    /// lanes (`packed`) or of a scalar: `d = b(ops…)`.
    fn sign_sqrt_fma_part(
        &mut self,
        b: &str,
        double: bool,
        packed: bool,
        ops: [Option<Reg>; 3],
        d: Reg,
    ) -> LResult<()> {
        let pk = |s: SseOp| -> SseOp {
            if !packed {
                return s;
            }
            match s {
                SseOp::Mulsd => SseOp::Mulpd,
                SseOp::Mulss => SseOp::Mulps,
                SseOp::Addsd => SseOp::Addpd,
                SseOp::Addss => SseOp::Addps,
                SseOp::Sqrtsd => SseOp::Sqrtpd,
                SseOp::Sqrtss => SseOp::Sqrtps,
                o => o,
            }
        };
        let missing = || self.err(format!("{b}: missing operand"));
        let x = ops[0].ok_or_else(missing)?;
        match b {
            "fabs" => {
                let m = self.pool_splat(if double { !(1u64 << 63) } else { 0x7fff_ffff }, double);
                self.emit(Inst::Sse {
                    op: if double { SseOp::Andpd } else { SseOp::Andps },
                    dst: d,
                    src1: x,
                    src2: m,
                });
            }
            "sqrt" => {
                self.sse_unary(pk(if double { SseOp::Sqrtsd } else { SseOp::Sqrtss }), x, d);
            }
            "copysign" => {
                let y = ops[1].ok_or_else(missing)?;
                let mag = self.pool_splat(if double { !(1u64 << 63) } else { 0x7fff_ffff }, double);
                let sgn = self.pool_splat(if double { 1u64 << 63 } else { 0x8000_0000 }, double);
                let a = self.new_float();
                self.emit(Inst::Sse {
                    op: SseOp::Andps,
                    dst: a,
                    src1: x,
                    src2: mag,
                });
                let s = self.new_float();
                self.emit(Inst::Sse {
                    op: SseOp::Andps,
                    dst: s,
                    src1: y,
                    src2: sgn,
                });
                self.emit(Inst::Sse {
                    op: SseOp::Orps,
                    dst: d,
                    src1: a,
                    src2: RegMem::Reg(s),
                });
            }
            "fmuladd" => {
                let y = ops[1].ok_or_else(missing)?;
                let z = ops[2].ok_or_else(missing)?;
                let p = self.new_float();
                self.emit(Inst::Sse {
                    op: pk(if double { SseOp::Mulsd } else { SseOp::Mulss }),
                    dst: p,
                    src1: x,
                    src2: RegMem::Reg(y),
                });
                self.emit(Inst::Sse {
                    op: pk(if double { SseOp::Addsd } else { SseOp::Addss }),
                    dst: d,
                    src1: p,
                    src2: RegMem::Reg(z),
                });
            }
            _ => return Err(self.err(format!("internal: {b} is not a sign, sqrt or fmuladd"))),
        }
        Ok(())
    }
}
