//! Lane masks (`<N x i1>`, held as lanes of 128/N bits or bytes) and their
//! bit-packed form (lane `k` is bit `k`, as in an `iN`), for any `N`:
//! bitcasts between `iN` and `<N x i1>`, and masks in memory, which LLVM
//! stores bit-packed in `ceil(N/8)` bytes.

use crate::lower::{LResult, Lower};
use crate::scalarize::VecInfo;
use kiln_ir::{Type, Value};
use kiln_targets::Reg;
use kiln_targets::x64::{AluOp, Amode, Inst, OperandSize, RegMemImm, ShiftOp, XmmMemOp};

/// The error for a load or store of an aggregate with a lane mask inside
/// (its bit-packed layout within the aggregate is not implemented).
pub(crate) const MASK_IN_AGGREGATE: &str =
    "a struct or array holding a <N x i1> vector in memory is not supported yet";

impl Lower<'_> {
    /// Whether aggregate `ty` (a struct or array, at any depth) holds a
    /// lane mask. Only asked for aggregates with a 16-byte vector leaf.
    pub(crate) fn aggregate_holds_mask(&self, ty: Type) -> bool {
        use kiln_ir::types::TypeData;
        match self.m.types.get(ty) {
            TypeData::Array { elem, .. } => {
                self.is_mask_type(*elem) || self.aggregate_holds_mask(*elem)
            }
            TypeData::Struct { .. } | TypeData::Named(_) => {
                crate::layout::struct_fields(self.m, ty).is_some_and(|(fields, _)| {
                    fields
                        .iter()
                        .any(|&f| self.is_mask_type(f) || self.aggregate_holds_mask(f))
                })
            }
            _ => false,
        }
    }

    /// Writes the lanes of mask `info` into registers `out` from its bits in
    /// the 64-bit registers `parts` (lane `k` = bit `k % 64` of part `k / 64`).
    fn mask_from_bits(&mut self, info: &VecInfo, parts: &[Reg], out: &[Reg]) -> LResult<()> {
        if (parts.len() as u32) * 64 < info.n {
            return Err(self.err("lane mask from a value with fewer bits than lanes"));
        }
        let slot = self.out.new_slot(info.bytes, 16);
        for k in 0..info.n {
            let part = parts[(k / 64) as usize];
            let lane = match k % 64 {
                0 => part,
                sh => {
                    let t = self.new_int();
                    self.emit(Inst::ShiftImm {
                        size: OperandSize::S64,
                        op: ShiftOp::Shr,
                        dst: t,
                        src: part,
                        amount: sh as u8,
                    });
                    t
                }
            };
            self.store_lane(
                info,
                Amode::Slot {
                    slot,
                    disp: info.off(k),
                },
                lane,
            );
        }
        for (p, &d) in out.iter().enumerate() {
            self.emit(Inst::XmmLoad {
                op: XmmMemOp::Movdqu,
                dst: d,
                addr: Amode::Slot {
                    slot,
                    disp: 16 * p as i32,
                },
            });
        }
        Ok(())
    }

    /// The bits of mask `info` (held in `regs`) as one 64-bit register per
    /// 64 lanes, the bits above the last lane zero.
    fn mask_to_bits(&mut self, info: &VecInfo, regs: &[Reg]) -> Vec<Reg> {
        let slot = self.out.new_slot(info.bytes, 16);
        for (p, &r) in regs.iter().enumerate() {
            self.emit(Inst::XmmStore {
                op: XmmMemOp::Movdqu,
                src: r,
                addr: Amode::Slot {
                    slot,
                    disp: 16 * p as i32,
                },
            });
        }
        let mut parts = Vec::with_capacity(info.n.div_ceil(64) as usize);
        for p in 0..info.n.div_ceil(64) {
            let mut acc: Option<Reg> = None;
            for k in 64 * p..(64 * p + 64).min(info.n) {
                let b = self.lane_int(
                    info,
                    Amode::Slot {
                        slot,
                        disp: info.off(k),
                    },
                    false,
                );
                let sh = if k % 64 == 0 {
                    b
                } else {
                    let t = self.new_int();
                    self.emit(Inst::ShiftImm {
                        size: OperandSize::S64,
                        op: ShiftOp::Shl,
                        dst: t,
                        src: b,
                        amount: (k % 64) as u8,
                    });
                    t
                };
                acc = Some(match acc {
                    None => sh,
                    Some(a) => {
                        let o = self.new_int();
                        self.emit(Inst::Alu {
                            size: OperandSize::S64,
                            op: AluOp::Or,
                            dst: o,
                            src1: a,
                            src2: RegMemImm::Reg(sh),
                        });
                        o
                    }
                });
            }
            parts.push(acc.unwrap_or_else(|| self.imm64(0)));
        }
        parts
    }

    /// `res = bitcast iN arg to <N x i1>`.
    pub(crate) fn bits_to_mask(&mut self, arg: Value, res: Value) -> LResult<()> {
        let info = self.vec_info(self.f.values[res].ty)?;
        let mut parts = Vec::new();
        self.all_regs(arg, &mut parts)?;
        let (s, n) = self.def_parts(res)?;
        let out: Vec<Reg> = (0..n).map(|p| Reg::virt(self.c.parts[s + p])).collect();
        self.mask_from_bits(&info, &parts, &out)
    }

    /// `res = bitcast <N x i1> arg to iN` for `N` above 64 (the integer
    /// has several register parts).
    pub(crate) fn wide_mask_to_bits(&mut self, arg: Value, res: Value) -> LResult<()> {
        let info = self.vec_info(self.f.values[arg].ty)?;
        let mut regs = Vec::new();
        self.all_regs(arg, &mut regs)?;
        let parts = self.mask_to_bits(&info, &regs);
        let (s, n) = self.def_parts(res)?;
        if n != parts.len() {
            return Err(self.err("bitcast of a lane mask to an integer of another width"));
        }
        for (p, r) in parts.into_iter().enumerate() {
            let d = Reg::virt(self.c.parts[s + p]);
            self.copy_reg(d, r);
        }
        Ok(())
    }

    /// Stores mask `regs` of type `ty` bit-packed at `a` (`ceil(N/8)` bytes).
    pub(crate) fn store_mask(&mut self, ty: Type, regs: &[Reg], a: Amode) -> LResult<()> {
        let info = self.vec_info(ty)?;
        let parts = self.mask_to_bits(&info, regs);
        for (p, r) in parts.into_iter().enumerate() {
            let bits = (info.n - 64 * p as u32).min(64);
            let at = self.add_disp(a, 8 * p as i64);
            self.store_int(bits, r, at);
        }
        Ok(())
    }

    /// Loads mask `ty` from its bit-packed form at `a` into `out`.
    pub(crate) fn load_mask(&mut self, ty: Type, a: Amode, out: &[Reg]) -> LResult<()> {
        let info = self.vec_info(ty)?;
        let mut parts = Vec::with_capacity(info.n.div_ceil(64) as usize);
        for p in 0..info.n.div_ceil(64) {
            let bits = (info.n - 64 * p).min(64);
            let at = self.add_disp(a, 8 * p as i64);
            let r = self.new_int();
            self.load_int(bits, at, r);
            parts.push(r);
        }
        self.mask_from_bits(&info, &parts, out)
    }
}
