//! Vector forms of the float intrinsics whose scalar lowering is a libm
//! call or a conversion with an integer side — `lrint`, `llrint`,
//! `lround`, `llround`, `powi`, `ldexp`, `fptosi.sat`, `fptoui.sat` — lane
//! by lane through a stack temporary, each lane as the scalar form does it
//! (`fptoui.sat` to 64-bit lanes has its own clamped conversion here).

use crate::lower::{LResult, Lower};
use crate::scalarize::{LaneKind, VecInfo};
use kiln_ir::Value;
use kiln_targets::Reg;
use kiln_targets::x64::{
    AluOp, Amode, Cond, Inst, OperandSize, RegMem, RegMemImm, SseOp, XmmMemOp,
};

impl Lower<'_> {
    /// `fptoui.sat` of the `float`/`double` in `x` to 64 bits: below 2^63
    /// the signed conversion, from 2^63 the conversion of `x - 2^63` with
    /// the top bit set; negative values and NaN give 0, 2^64 and above
    /// all ones.
    fn fp_to_u64_sat_reg(&mut self, double: bool, x: Reg) -> Reg {
        let pool =
            |this: &mut Self, d: u64, f: u64| this.pool_splat(if double { d } else { f }, double);
        let two63 = pool(self, 0x43e0_0000_0000_0000, 0x5f00_0000);
        let two64 = pool(self, 0x43f0_0000_0000_0000, 0x5f80_0000);
        let zero_f = pool(self, 0, 0);
        let cvt = |this: &mut Self, src: Reg| {
            let t = this.new_int();
            this.emit(Inst::CvtFloatToInt {
                size: OperandSize::S64,
                double,
                dst: t,
                src: RegMem::Reg(src),
            });
            t
        };
        let low = cvt(self, x);
        let xs = self.new_float();
        self.emit(Inst::Sse {
            op: if double { SseOp::Subsd } else { SseOp::Subss },
            dst: xs,
            src1: x,
            src2: two63,
        });
        let hi0 = cvt(self, xs);
        let top = self.imm64(i64::MIN);
        let high = self.new_int();
        self.emit(Inst::Alu {
            size: OperandSize::S64,
            op: AluOp::Xor,
            dst: high,
            src1: hi0,
            src2: RegMemImm::Reg(top),
        });
        let zero = self.imm64(0);
        let ones = self.imm64(-1);
        let mut cur = low;
        for (rhs, cc, v) in [
            (two63, Cond::AE, high),
            (zero_f, Cond::B, zero),
            (two64, Cond::AE, ones),
            (RegMem::Reg(x), Cond::P, zero),
        ] {
            self.emit(Inst::Ucomis {
                double,
                lhs: x,
                rhs,
            });
            let n = self.new_int();
            self.emit(Inst::Cmov {
                size: OperandSize::S64,
                cc,
                dst: n,
                src_false: cur,
                src_true: RegMem::Reg(v),
            });
            cur = n;
        }
        cur
    }

    /// `name` (base `b`) on a vector of `float`/`double` `args[0]`.
    pub(super) fn lower_vector_fp_lanes(
        &mut self,
        name: &str,
        b: &str,
        args: &[Value],
        res: Value,
    ) -> LResult<()> {
        let ia = self.vec_info(self.f.values[args[0]].ty)?;
        let ir = self.vec_info(self.f.values[res].ty)?;
        let LaneKind::Float(double) = ia.kind else {
            return Err(self.err(format!("vector intrinsic {name} on non-float lanes")));
        };
        if ir.n != ia.n || matches!(ir.kind, LaneKind::Mask(_)) {
            return Err(self.err(format!(
                "vector intrinsic {name} has operands of mismatched types"
            )));
        }
        let result_int = !matches!(ir.kind, LaneKind::Float(_));
        if result_int != !matches!(b, "powi" | "ldexp") {
            return Err(self.err(format!(
                "vector intrinsic {name} has a result of the wrong kind"
            )));
        }
        // ldexp's exponents are a vector with one lane per operand lane.
        let exps: Option<VecInfo> = if b == "ldexp" {
            let ie = self.vec_info(self.f.values[args[1]].ty)?;
            if ie.n != ia.n || !matches!(ie.kind, LaneKind::Int(_)) {
                return Err(self.err(format!(
                    "vector intrinsic {name} has operands of mismatched types"
                )));
            }
            Some(ie)
        } else {
            None
        };
        // operand | exponents | result
        let eb = exps.map_or(0, |e| e.bytes);
        let slot = self.out.new_slot(ia.bytes + eb + ir.bytes, 16);
        let at = |disp: i32| Amode::Slot { slot, disp };
        self.spill_at(args[0], slot, 0)?;
        if exps.is_some() {
            self.spill_at(args[1], slot, ia.bytes as i32)?;
        }
        // powi: the exponent, once.
        let powi_exp = if b == "powi" {
            let n = self.reg(args[1])?;
            let nb = self.int_bits(args[1])?;
            Some(self.sext(n, nb, OperandSize::S64))
        } else {
            None
        };
        let lane_op = if double {
            XmmMemOp::Movsd
        } else {
            XmmMemOp::Movss
        };
        let lib = |base: &str| {
            if double {
                base.to_string()
            } else {
                format!("{base}f")
            }
        };
        let out = (ia.bytes + eb) as i32;
        for k in 0..ia.n {
            let x = self.new_float();
            self.emit(Inst::XmmLoad {
                op: lane_op,
                dst: x,
                addr: at(ia.off(k)),
            });
            let dst = at(out + ir.off(k));
            if result_int {
                let r = match b {
                    "fptosi" | "fptoui" => {
                        let LaneKind::Int(bits) = ir.kind else {
                            return Err(self.err("saturating conversion to non-integer lanes"));
                        };
                        let signed = b == "fptosi";
                        if !signed && bits == 64 {
                            self.fp_to_u64_sat_reg(double, x)
                        } else {
                            self.fp_to_int_sat_reg(signed, bits, double, x)
                        }
                    }
                    _ => {
                        let r = self.new_int();
                        self.libcall(&lib(b), &[x], &[r])?;
                        r
                    }
                };
                self.store_lane(&ir, dst, r);
                continue;
            }
            let d = self.new_float();
            match (powi_exp, exps) {
                (Some(n), _) => self.libcall(
                    if double { "__powidf2" } else { "__powisf2" },
                    &[x, n],
                    &[d],
                )?,
                (None, Some(ie)) => {
                    let e = self.lane_int(&ie, at(ia.bytes as i32 + ie.off(k)), true);
                    self.libcall(&lib("ldexp"), &[x, e], &[d])?;
                }
                (None, None) => return Err(self.err(format!("vector intrinsic {name}"))),
            }
            self.emit(Inst::XmmStore {
                op: lane_op,
                src: d,
                addr: dst,
            });
        }
        let (s, n) = self.def_parts(res)?;
        for p in 0..n {
            let d = Reg::virt(self.c.parts[s + p]);
            self.emit(Inst::XmmLoad {
                op: XmmMemOp::Movdqu,
                dst: d,
                addr: at(out + 16 * p as i32),
            });
        }
        Ok(())
    }
}
