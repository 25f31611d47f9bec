//! Vector reductions (integer and floating point) and vector fma, lane by
//! lane.

use crate::lower::{LResult, Lower};
use kiln_ir::Value;
use kiln_targets::Reg;
use kiln_targets::x64::{
    AluOp, Amode, Cond, Inst, OperandSize, RegMem, RegMemImm, SseOp, XmmMemOp,
};

impl Lower<'_> {
    /// `llvm.vector.reduce.*` on integer vectors, lane by lane.
    pub(super) fn lower_reduce(
        &mut self,
        name: &str,
        b: &str,
        v: Value,
        res: Value,
    ) -> LResult<()> {
        let info = match self.vec_info(self.f.values[v].ty) {
            Ok(info) => info,
            Err(e) => return self.wide_vec_reduce(e, b, v, res),
        };
        if let crate::scalarize::LaneKind::Float(_) = info.kind {
            return Err(self.err(format!("intrinsic {name} on floats is not supported yet")));
        }
        let slot = self.out.new_slot(info.bytes, 16);
        self.spill_at(v, slot, 0)?;
        let signed = b.ends_with("smax") || b.ends_with("smin");
        let mut acc = self.lane_int(&info, Amode::Slot { slot, disp: 0 }, signed);
        for k in 1..info.n {
            let t = self.lane_int(
                &info,
                Amode::Slot {
                    slot,
                    disp: info.off(k),
                },
                signed,
            );
            acc = self.reduce_step(b, acc, t);
        }
        let d = self.def1(res)?;
        self.copy_reg(d, acc);
        Ok(())
    }

    /// One step of integer reduction `b` (`vector.reduce.add`, ...) on
    /// 64-bit registers: `acc op t` (lanes of signed min/max come
    /// sign-extended, the others as they are).
    pub(crate) fn reduce_step(&mut self, b: &str, acc: Reg, t: Reg) -> Reg {
        let size = OperandSize::S64;
        let nacc = self.new_int();
        match b {
            "vector.reduce.add" => self.emit(Inst::Alu {
                size,
                op: AluOp::Add,
                dst: nacc,
                src1: acc,
                src2: RegMemImm::Reg(t),
            }),
            "vector.reduce.and" | "vector.reduce.or" | "vector.reduce.xor" => {
                self.emit(Inst::Alu {
                    size,
                    op: match b {
                        "vector.reduce.and" => AluOp::And,
                        "vector.reduce.or" => AluOp::Or,
                        _ => AluOp::Xor,
                    },
                    dst: nacc,
                    src1: acc,
                    src2: RegMemImm::Reg(t),
                })
            }
            "vector.reduce.mul" => self.emit(Inst::Imul {
                size,
                dst: nacc,
                src1: acc,
                src2: RegMem::Reg(t),
            }),
            _ => {
                self.emit(Inst::Cmp {
                    size,
                    lhs: acc,
                    rhs: RegMemImm::Reg(t),
                });
                let cc = match b {
                    "vector.reduce.smax" => Cond::G,
                    "vector.reduce.smin" => Cond::L,
                    "vector.reduce.umax" => Cond::A,
                    _ => Cond::B,
                };
                self.emit(Inst::Cmov {
                    size,
                    cc,
                    dst: nacc,
                    src_false: t,
                    src_true: RegMem::Reg(acc),
                });
            }
        }
        nacc
    }

    /// Floating-point reductions, in lane order.
    pub(super) fn lower_freduce(
        &mut self,
        b: &str,
        start: Option<Value>,
        v: Value,
        res: Value,
    ) -> LResult<()> {
        let info = self.vec_info(self.f.values[v].ty)?;
        let crate::scalarize::LaneKind::Float(double) = info.kind else {
            return Err(self.err("float reduction of a non-float vector"));
        };
        let slot = self.out.new_slot(info.bytes, 16);
        self.spill_at(v, slot, 0)?;
        let op = if double {
            XmmMemOp::Movsd
        } else {
            XmmMemOp::Movss
        };
        let lane = |this: &mut Self, k: u32| {
            let r = this.new_float();
            this.emit(Inst::XmmLoad {
                op,
                dst: r,
                addr: Amode::Slot {
                    slot,
                    disp: info.off(k),
                },
            });
            r
        };
        let (mut acc, first) = match start {
            Some(s) => (self.reg(s)?, 0),
            None => (lane(self, 0), 1),
        };
        for k in first..info.n {
            let x = lane(self, k);
            let n = self.new_float();
            match b {
                "vector.reduce.fadd" | "vector.reduce.fmul" => self.emit(Inst::Sse {
                    op: match (b, double) {
                        ("vector.reduce.fadd", false) => SseOp::Addss,
                        ("vector.reduce.fadd", true) => SseOp::Addsd,
                        (_, false) => SseOp::Mulss,
                        (_, true) => SseOp::Mulsd,
                    },
                    dst: n,
                    src1: acc,
                    src2: RegMem::Reg(x),
                }),
                "vector.reduce.fmaximum" | "vector.reduce.fminimum" => {
                    self.lower_fminimum(b == "vector.reduce.fmaximum", double, acc, x, n)
                }
                _ => {
                    let f = match (b == "vector.reduce.fmax", double) {
                        (true, true) => "fmax",
                        (true, false) => "fmaxf",
                        (false, true) => "fmin",
                        (false, false) => "fminf",
                    };
                    self.libcall(f, &[acc, x], &[n])?;
                }
            }
            acc = n;
        }
        let d = self.def1(res)?;
        self.copy_reg(d, acc);
        Ok(())
    }

    /// `llvm.fma` on vectors: the libcall per lane.
    pub(super) fn lower_vector_fma(&mut self, args: &[Value], res: Value) -> LResult<()> {
        let info = self.vec_info(self.f.values[res].ty)?;
        let crate::scalarize::LaneKind::Float(double) = info.kind else {
            return Err(self.err("fma on a non-float vector"));
        };
        let bytes = info.bytes as i32;
        let slot = self.out.new_slot(4 * info.bytes, 16);
        for (k, &a) in args.iter().enumerate().take(3) {
            self.spill_at(a, slot, k as i32 * bytes)?;
        }
        let op = if double {
            XmmMemOp::Movsd
        } else {
            XmmMemOp::Movss
        };
        for l in 0..info.n {
            let mut regs = Vec::new();
            for k in 0..3 {
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
            self.libcall(if double { "fma" } else { "fmaf" }, &regs, &[d])?;
            self.emit(Inst::XmmStore {
                op,
                src: d,
                addr: Amode::Slot {
                    slot,
                    disp: 3 * bytes + info.off(l),
                },
            });
        }
        let (s, n) = self.def_parts(res)?;
        for p in 0..n {
            let d = Reg::virt(self.c.parts[s + p]);
            self.emit(Inst::XmmLoad {
                op: XmmMemOp::Movdqu,
                dst: d,
                addr: Amode::Slot {
                    slot,
                    disp: 3 * bytes + 16 * p as i32,
                },
            });
        }
        Ok(())
    }
}
