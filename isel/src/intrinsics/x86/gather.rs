//! AVX2 gathers, lane by lane: each lane loads from `base + index * scale`
//! when its mask lane's sign bit is set, else from the pass-through value's
//! own lane in a stack temporary — so masked-off lanes never touch memory,
//! as on the hardware.

use crate::lower::{LResult, Lower};
use kiln_ir::Value;
use kiln_targets::Reg;
use kiln_targets::x64::{Amode, Cond, ExtMode, Inst, OperandSize, RegMem, RegMemImm};

impl Lower<'_> {
    /// `gather(src, base, index, mask, scale)` with result lanes of `bits`
    /// and index lanes of `idx_bits`; only as many lanes as both vectors
    /// have are gathered, the rest of the result is zero.
    pub(super) fn lower_gather(
        &mut self,
        name: &str,
        bits: u32,
        idx_bits: u32,
        args: &[Value],
        res: Value,
    ) -> LResult<()> {
        let scale = self.const_int(args[4]).ok_or_else(|| {
            self.err(format!(
                "the immediate operand of intrinsic {name} must be a constant"
            ))
        })?;
        let shift = match scale {
            1 => 0,
            2 => 1,
            4 => 2,
            8 => 3,
            _ => {
                return Err(self.err(format!(
                    "scale {scale} of intrinsic {name} is not 1, 2, 4 or 8"
                )));
            }
        };
        let out = self.vec_info(self.f.values[res].ty)?;
        let idx = self.vec_info(self.f.values[args[2]].ty)?;
        let n = out.n.min(idx.n) as i32;
        let (rb, ib) = (out.bytes as i32, idx.bytes as i32);
        // src | index | mask | result
        let slot = self.out.new_slot((3 * rb + ib) as u32, 16);
        let at = |disp: i32| Amode::Slot { slot, disp };
        self.spill_at(args[0], slot, 0)?;
        self.spill_at(args[2], slot, rb)?;
        self.spill_at(args[3], slot, rb + ib)?;
        let base = self.reg(args[1])?;
        let (w, size, ext) = if bits == 64 {
            (8, OperandSize::S64, ExtMode::None64)
        } else {
            (4, OperandSize::S32, ExtMode::None32)
        };
        let iw = (idx_bits / 8) as i32;
        let res_at = 2 * rb + ib;
        for k in 0..out.n as i32 {
            if k >= n {
                self.emit(Inst::StoreImm {
                    size,
                    imm: 0,
                    addr: at(res_at + k * w),
                });
                continue;
            }
            let i = self.new_int();
            self.emit(Inst::Load {
                ext: if idx_bits == 64 {
                    ExtMode::None64
                } else {
                    ExtMode::SignExt32
                },
                dst: i,
                addr: at(rb + k * iw),
            });
            let real = self.new_int();
            self.emit(Inst::Lea {
                size: OperandSize::S64,
                dst: real,
                addr: Amode::base_index(base, i, shift, 0),
            });
            let safe = self.new_int();
            self.emit(Inst::Lea {
                size: OperandSize::S64,
                dst: safe,
                addr: at(k * w),
            });
            let m = self.new_int();
            self.emit(Inst::Load {
                ext,
                dst: m,
                addr: at(rb + ib + k * w),
            });
            self.emit(Inst::Test {
                size,
                lhs: m,
                rhs: RegMemImm::Reg(m),
            });
            let p = self.new_int();
            self.emit(Inst::Cmov {
                size: OperandSize::S64,
                cc: Cond::S,
                dst: p,
                src_false: safe,
                src_true: RegMem::Reg(real),
            });
            let v = self.new_int();
            self.emit(Inst::Load {
                ext,
                dst: v,
                addr: Amode::base(p, 0),
            });
            self.emit(Inst::Store {
                size,
                src: v,
                addr: at(res_at + k * w),
            });
        }
        let (s, parts) = self.def_parts(res)?;
        for q in 0..parts {
            let d = Reg::virt(self.c.parts[s + q]);
            self.emit(Inst::XmmLoad {
                op: kiln_targets::x64::XmmMemOp::Movdqu,
                dst: d,
                addr: at(res_at + 16 * q as i32),
            });
        }
        Ok(())
    }
}
