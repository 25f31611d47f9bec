//! Vector forms of the float intrinsics whose scalar lowering is a libm
//! call or a conversion with an integer side — `lrint`, `llrint`,
//! `lround`, `llround`, `powi`, `ldexp`, `fptosi.sat`, `fptoui.sat` — lane
//! by lane through a stack temporary, each lane as the scalar form does it.

use crate::lower::{LResult, Lower};
use crate::scalarize::{LaneKind, VecInfo};
use kiln_ir::Value;
use kiln_targets::Reg;
use kiln_targets::x64::{Amode, Inst, OperandSize, RegMem, XmmMemOp};

impl Lower<'_> {
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
        // powi: the exponent, once, as a float of the lanes' kind.
        let powi_exp = if b == "powi" {
            let n = self.reg(args[1])?;
            let nb = self.int_bits(args[1])?;
            let n = self.sext(n, nb, OperandSize::S64);
            let nf = self.new_float();
            self.emit(Inst::CvtIntToFloat {
                size: OperandSize::S64,
                double,
                dst: nf,
                src: RegMem::Reg(n),
            });
            Some(nf)
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
                            return Err(self.err(format!(
                                "vector intrinsic {name} to 64-bit lanes is not supported yet"
                            )));
                        }
                        self.fp_to_int_sat_reg(signed, bits, double, x)
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
                (Some(nf), _) => self.libcall(&lib("pow"), &[x, nf], &[d])?,
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
