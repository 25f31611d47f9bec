//! The AVX/AVX2 intrinsics whose lanes move across or shift by their own
//! counts — `permd`/`permps`, `vpermilvar.ps`/`.pd` and the per-lane
//! shifts `psllv`/`psrlv`/`psrav` — done lane by lane through a stack
//! temporary with scalar instructions (the same results: no lane depends
//! on how the hardware groups them).

use super::table::LaneMove;
use crate::lower::{LResult, Lower};
use kiln_ir::Value;
use kiln_targets::x64::{
    AluOp, Amode, Cond, ExtMode, Inst, OperandSize, RegMem, RegMemImm, ShiftOp, XmmMemOp,
};
use kiln_targets::{Reg, StackSlot};

impl Lower<'_> {
    /// `res[k] = f(a, b[k])` for each lane `k` of `bits` bits (32 or 64).
    pub(super) fn lower_lane_move(
        &mut self,
        mv: LaneMove,
        bits: u32,
        args: &[Value],
        res: Value,
    ) -> LResult<()> {
        let info = self.vec_info(self.f.values[res].ty)?;
        let bytes = info.bytes as i32;
        let slot = self.out.new_slot(3 * info.bytes, 16);
        self.spill_at(args[0], slot, 0)?;
        self.spill_at(args[1], slot, bytes)?;
        let (size, ext, w) = if bits == 64 {
            (OperandSize::S64, ExtMode::None64, 8)
        } else {
            (OperandSize::S32, ExtMode::None32, 4)
        };
        let at = |disp: i32| Amode::Slot { slot, disp };
        let base = self.new_int();
        self.emit(Inst::Lea {
            size: OperandSize::S64,
            dst: base,
            addr: at(0),
        });
        for k in 0..info.n as i32 {
            let c = self.new_int();
            self.emit(Inst::Load {
                ext,
                dst: c,
                addr: at(bytes + k * w),
            });
            let r = match mv {
                LaneMove::Index { mask, shift, group } => {
                    // a[(k & !(group - 1)) + ((c >> shift) & mask)]
                    let i = self.lane_index(c, shift, mask);
                    let first = k & !(group as i32 - 1);
                    let r = self.new_int();
                    self.emit(Inst::Load {
                        ext,
                        dst: r,
                        addr: Amode::base_index(base, i, w.trailing_zeros() as u8, first * w),
                    });
                    r
                }
                LaneMove::Shift(op) => {
                    let a = self.new_int();
                    self.emit(Inst::Load {
                        ext,
                        dst: a,
                        addr: at(k * w),
                    });
                    self.lane_shift(op, size, bits, a, c)
                }
            };
            self.emit(Inst::Store {
                size,
                src: r,
                addr: at(2 * bytes + k * w),
            });
        }
        self.reload_parts(res, slot, 2 * bytes)
    }

    /// `(c >> shift) & mask`, as a 64-bit index.
    fn lane_index(&mut self, c: Reg, shift: u8, mask: i32) -> Reg {
        let s = if shift == 0 {
            c
        } else {
            let s = self.new_int();
            self.emit(Inst::ShiftImm {
                size: OperandSize::S32,
                op: ShiftOp::Shr,
                dst: s,
                src: c,
                amount: shift,
            });
            s
        };
        let i = self.new_int();
        self.emit(Inst::Alu {
            size: OperandSize::S32,
            op: AluOp::And,
            dst: i,
            src1: s,
            src2: RegMemImm::Imm(mask),
        });
        i
    }

    /// One lane of `psllv`/`psrlv` (a count of `bits` or more gives 0) or
    /// `psrav` (a count of `bits` or more shifts by `bits - 1`); counts are
    /// unsigned.
    fn lane_shift(&mut self, op: ShiftOp, size: OperandSize, bits: u32, a: Reg, c: Reg) -> Reg {
        let limit = bits as i32 - 1;
        if op == ShiftOp::Sar {
            let top = self.imm64(limit as i64);
            self.emit(Inst::Cmp {
                size,
                lhs: c,
                rhs: RegMemImm::Imm(limit),
            });
            let n = self.new_int();
            self.emit(Inst::Cmov {
                size,
                cc: Cond::A,
                dst: n,
                src_false: c,
                src_true: RegMem::Reg(top),
            });
            let r = self.new_int();
            self.emit(Inst::ShiftCl {
                size,
                op,
                dst: r,
                src: a,
                amount: n,
            });
            return r;
        }
        let s = self.new_int();
        self.emit(Inst::ShiftCl {
            size,
            op,
            dst: s,
            src: a,
            amount: c,
        });
        let zero = self.imm64(0);
        self.emit(Inst::Cmp {
            size,
            lhs: c,
            rhs: RegMemImm::Imm(limit),
        });
        let r = self.new_int();
        self.emit(Inst::Cmov {
            size,
            cc: Cond::A,
            dst: r,
            src_false: s,
            src_true: RegMem::Reg(zero),
        });
        r
    }

    /// Loads every register of `res` from `slot + off`.
    fn reload_parts(&mut self, res: Value, slot: StackSlot, off: i32) -> LResult<()> {
        let (s, n) = self.def_parts(res)?;
        for p in 0..n {
            let d = Reg::virt(self.c.parts[s + p]);
            self.emit(Inst::XmmLoad {
                op: XmmMemOp::Movdqu,
                dst: d,
                addr: Amode::Slot {
                    slot,
                    disp: off + 16 * p as i32,
                },
            });
        }
        Ok(())
    }
}
