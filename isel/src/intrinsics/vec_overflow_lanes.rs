//! `llvm.{s,u}{add,sub,mul}.with.overflow` on vectors that
//! `vec_overflow.rs` does not do in SSE registers (other lengths, i64
//! lanes, multiplication): lane by lane through a stack temporary. Lanes
//! narrower than 64 bits are computed exactly in 64 bits and overflow when
//! the result does not survive truncation to the lane; 64-bit lanes take
//! the overflow or carry flag of the operation.

use crate::lower::{LResult, Lower};
use crate::scalarize::LaneKind;
use kiln_ir::Value;
use kiln_targets::Reg;
use kiln_targets::x64::{
    AluOp, Amode, Cond, ExtMode, Inst, OperandSize, RegMem, RegMemImm, XmmMemOp,
};

const S64: OperandSize = OperandSize::S64;

impl Lower<'_> {
    /// `res = { a op y, overflow mask }` for `b` one of `sadd`, `uadd`,
    /// `ssub`, `usub`, `smul`, `umul` followed by `.with.overflow`.
    pub(super) fn lower_vector_overflow_lanes(
        &mut self,
        b: &str,
        a: Value,
        y: Value,
        res: Value,
    ) -> LResult<()> {
        let info = self.vec_info(self.f.values[a].ty)?;
        let LaneKind::Int(bits) = info.kind else {
            return Err(self.err(format!("llvm.{b} on vectors of non-integer lanes")));
        };
        let mask_ty = crate::layout::struct_fields(self.m, self.f.values[res].ty)
            .and_then(|(f, _)| f.get(1).copied())
            .ok_or_else(|| self.err("with.overflow result must be { vector, mask }"))?;
        let minfo = self.vec_info(mask_ty)?;
        if !matches!(minfo.kind, LaneKind::Mask(_)) || minfo.n != info.n {
            return Err(self.err("with.overflow result must be { vector, mask }"));
        }
        let (s, parts) = self.def_parts(res)?;
        let (vparts, mparts) = ((info.bytes / 16) as usize, (minfo.bytes / 16) as usize);
        if parts != vparts + mparts {
            return Err(self.err("with.overflow result must be { vector, mask }"));
        }
        let signed = b.starts_with('s');
        let vb = info.bytes as i32;
        // a | y | result | mask
        let slot = self.out.new_slot(3 * info.bytes + minfo.bytes, 16);
        let at = |disp: i32| Amode::Slot { slot, disp };
        self.spill_at(a, slot, 0)?;
        self.spill_at(y, slot, vb)?;
        for k in 0..info.n {
            let x = self.lane_int(&info, at(info.off(k)), signed);
            let z = self.lane_int(&info, at(vb + info.off(k)), signed);
            let r = self.new_int();
            let cc = match &b[1..4] {
                "add" | "sub" => {
                    self.emit(Inst::Alu {
                        size: S64,
                        op: if &b[1..4] == "add" {
                            AluOp::Add
                        } else {
                            AluOp::Sub
                        },
                        dst: r,
                        src1: x,
                        src2: RegMemImm::Reg(z),
                    });
                    if signed { Cond::O } else { Cond::B }
                }
                _ if signed || bits < 64 => {
                    self.emit(Inst::Imul {
                        size: S64,
                        dst: r,
                        src1: x,
                        src2: RegMem::Reg(z),
                    });
                    Cond::O
                }
                _ => {
                    let lo = self.new_int();
                    self.copy_reg(lo, x);
                    let hi = self.new_int();
                    self.emit(Inst::MulWide {
                        size: S64,
                        signed: false,
                        src1: lo,
                        src2: z,
                        dst_lo: r,
                        dst_hi: hi,
                    });
                    Cond::O
                }
            };
            let ovf = if bits == 64 {
                let t = self.new_int();
                self.emit(Inst::Setcc { cc, dst: t });
                let o = self.new_int();
                self.emit(Inst::MovExtRR {
                    ext: ExtMode::ZeroExt8,
                    dst: o,
                    src: t,
                });
                o
            } else {
                // Exact in 64 bits: overflow when the lane cannot hold it.
                let back = if signed {
                    self.sext(r, bits, S64)
                } else {
                    self.zext(r, bits, S64)
                };
                self.flag(Cond::NE, back, r)
            };
            self.store_lane(&info, at(2 * vb + info.off(k)), r);
            self.store_lane(&minfo, at(3 * vb + minfo.off(k)), ovf);
        }
        for p in 0..parts {
            let d = Reg::virt(self.c.parts[s + p]);
            let disp = if p < vparts {
                2 * vb + 16 * p as i32
            } else {
                3 * vb + 16 * (p - vparts) as i32
            };
            self.emit(Inst::XmmLoad {
                op: XmmMemOp::Movdqu,
                dst: d,
                addr: at(disp),
            });
        }
        Ok(())
    }
}
