//! Vectors of integers whose lanes are whole bytes but not 8, 16, 32 or 64
//! bits (`<2 x i128>`, `<4 x i96>`, `<2 x i256>`, and `<4 x i24>`,
//! `<2 x i40>`… that the SLP vectoriser makes of bit-field code), lane by
//! lane: the vectors
//! are spilled to a stack temporary (lane `k` at byte `k * bits / 8`, the
//! layout LLVM gives them in memory), each lane is loaded as 64-bit parts
//! and computed with the multi-word integer helpers, and the result lanes
//! are stored back and reloaded. The general vector code (`scalarize.rs`)
//! refuses these lane types; its entry points try this file only on that
//! refusal, so other vectors pay nothing for it.

use crate::error::IselError;
use crate::lower::{LResult, Lower};
use crate::scalarize::{LaneKind, VecInfo};
use kiln_ir::instructions::{BinaryOp, CastOp, IntPredicate};
use kiln_ir::{Type, Value};
use kiln_targets::x64::{AluOp, Amode, ExtMode, Inst, OperandSize, RegMem, RegMemImm, ShiftOp};
use kiln_targets::{Reg, StackSlot};

const S64: OperandSize = OperandSize::S64;

/// Lane layout of a vector of wide integers.
#[derive(Copy, Clone)]
pub(crate) struct WideLanes {
    /// Number of lanes.
    pub n: u32,
    /// Bits of a lane (a multiple of 8, not a power of two up to 64).
    pub bits: u32,
    /// Bytes of the spilled vector (16 per register part).
    pub bytes: u32,
}

impl WideLanes {
    /// Byte offset of lane `k`.
    fn off(&self, k: u32) -> i32 {
        (k * self.bits / 8) as i32
    }

    /// Bytes of a temporary that holds the vector and any lane a variable
    /// index masked to the next power of two can reach.
    fn slot_bytes(&self) -> u32 {
        self.bytes
            .max(self.n.next_power_of_two() * self.bits / 8)
            .next_multiple_of(16)
    }

    /// Number of 64-bit parts of a lane.
    fn parts(&self) -> usize {
        self.bits.div_ceil(64) as usize
    }

    /// Bits of part `p` of a lane.
    fn part_bits(&self, p: usize) -> u32 {
        (self.bits - 64 * p as u32).min(64)
    }
}

impl Lower<'_> {
    /// The lane layout of `ty` when it is a vector of integers in whole
    /// bytes other than 8, 16, 32 and 64 bits.
    pub(crate) fn wide_lanes(&self, ty: Type) -> Option<WideLanes> {
        let (e, n, scalable) = self.m.types.vector(ty)?;
        let bits = self.m.types.int_bits(e)?;
        if scalable || bits % 8 != 0 || matches!(bits, 8 | 16 | 32 | 64) {
            return None;
        }
        let mut lv = Vec::new();
        crate::layout::leaves(self.m, ty, 0, &mut lv).ok()?;
        Some(WideLanes {
            n,
            bits,
            bytes: 16 * lv.len() as u32,
        })
    }

    /// `Err(e)` unless `ty` has wide integer lanes: then their layout.
    fn wide_or(&self, ty: Type, e: IselError) -> LResult<WideLanes> {
        self.wide_lanes(ty).ok_or(e)
    }

    /// The parts of lane `k` of `w` spilled at `slot + base`.
    fn wide_lane_load(&mut self, w: &WideLanes, slot: StackSlot, base: i32, k: u32) -> Vec<Reg> {
        (0..w.parts())
            .map(|p| {
                let r = self.new_int();
                let at = Amode::Slot {
                    slot,
                    disp: base + w.off(k) + 8 * p as i32,
                };
                self.load_int(w.part_bits(p), at, r);
                r
            })
            .collect()
    }

    /// Stores `parts` as lane `k` of `w` at `slot + base`.
    fn wide_lane_store(
        &mut self,
        w: &WideLanes,
        slot: StackSlot,
        base: i32,
        k: u32,
        parts: &[Reg],
    ) {
        for (p, &r) in parts.iter().enumerate() {
            let at = Amode::Slot {
                slot,
                disp: base + w.off(k) + 8 * p as i32,
            };
            self.store_int(w.part_bits(p), r, at);
        }
    }

    /// `llvm.vector.reduce.*` (`b`, without the type suffix) of a vector
    /// of lanes up to 64 bits in whole bytes (`e`: the general code's
    /// refusal, returned for other vectors), lane by lane.
    pub(crate) fn wide_vec_reduce(
        &mut self,
        e: IselError,
        b: &str,
        v: Value,
        res: Value,
    ) -> LResult<()> {
        let w = self.wide_or(self.f.values[v].ty, e)?;
        if w.bits > 64 {
            return Err(self.err(format!("llvm.{b} of i{} lanes is not supported", w.bits)));
        }
        let slot = self.out.new_slot(w.slot_bytes(), 16);
        self.spill_at(v, slot, 0)?;
        let signed = b.ends_with("smax") || b.ends_with("smin");
        let lane = |this: &mut Self, k: u32| {
            let r = this.wide_lane_load(&w, slot, 0, k)[0];
            if signed { this.sext(r, w.bits, S64) } else { r }
        };
        let mut acc = lane(self, 0);
        for k in 1..w.n {
            let t = lane(self, k);
            acc = self.reduce_step(b, acc, t);
        }
        let d = self.def1(res)?;
        self.copy_reg(d, acc);
        Ok(())
    }

    /// A binary operator on vectors of wide integers (`e` is the general
    /// code's refusal, returned for other lane types).
    pub(crate) fn wide_vec_binary(
        &mut self,
        e: IselError,
        op: BinaryOp,
        a: Value,
        b: Value,
        res: Value,
    ) -> LResult<()> {
        let w = self.wide_or(self.f.values[res].ty, e)?;
        let bytes = w.bytes as i32;
        let slot = self.out.new_slot(3 * w.bytes, 16);
        self.spill_at(a, slot, 0)?;
        self.spill_at(b, slot, bytes)?;
        if matches!(
            op,
            BinaryOp::UDiv | BinaryOp::SDiv | BinaryOp::URem | BinaryOp::SRem
        ) {
            return self.wide_div_lanes(&w, op, slot, 0, res);
        }
        for k in 0..w.n {
            let x = self.wide_lane_load(&w, slot, 0, k);
            let y = self.wide_lane_load(&w, slot, bytes, k);
            let d: Vec<Reg> = (0..w.parts()).map(|_| self.new_int()).collect();
            match op {
                BinaryOp::And | BinaryOp::Or | BinaryOp::Xor | BinaryOp::Add | BinaryOp::Sub => {
                    self.parts_alu(op, &d, &x, &y);
                }
                BinaryOp::Shl | BinaryOp::LShr | BinaryOp::AShr => {
                    let x = self.normalized_top(&x, w.bits, op == BinaryOp::AShr);
                    self.shift_parts_var(op, &x, y[0], &d);
                }
                BinaryOp::Mul => self.mul_parts(&x, &y, &d),
                _ => {
                    return Err(self.err(format!(
                        "vector operator {} on i{} lanes is not supported",
                        op.name(),
                        w.bits
                    )));
                }
            }
            self.wide_lane_store(&w, slot, 2 * bytes, k, &d);
        }
        self.reload_at(res, slot, 2 * bytes)
    }

    /// Division or remainder of lanes `k..` of the operands spilled at
    /// `slot` (`a` at 0, `b` after it), then the reload of `res`. Each
    /// lane's division is a loop that splits the block, and what follows
    /// it must be emitted in its continuation: so the next lane goes there.
    fn wide_div_lanes(
        &mut self,
        w: &WideLanes,
        op: BinaryOp,
        slot: StackSlot,
        k: u32,
        res: Value,
    ) -> LResult<()> {
        let bytes = w.bytes as i32;
        if k == w.n {
            return self.reload_at(res, slot, 2 * bytes);
        }
        let x = self.wide_lane_load(w, slot, 0, k);
        let y = self.wide_lane_load(w, slot, bytes, k);
        let signed = matches!(op, BinaryOp::SDiv | BinaryOp::SRem);
        let rem = matches!(op, BinaryOp::URem | BinaryOp::SRem);
        let w = *w;
        self.divrem_parts(&x, &y, w.bits, signed, |this, q, r| {
            this.wide_lane_store(&w, slot, 2 * bytes, k, if rem { r } else { q });
            this.wide_div_lanes(&w, op, slot, k + 1, res)
        })
    }

    /// `icmp` on vectors of wide integers into a lane mask.
    pub(crate) fn wide_vec_icmp(
        &mut self,
        e: IselError,
        pred: IntPredicate,
        a: Value,
        b: Value,
        res: Value,
    ) -> LResult<()> {
        let w = self.wide_or(self.f.values[a].ty, e)?;
        let ir = self.vec_info(self.f.values[res].ty)?;
        let bytes = w.bytes as i32;
        let slot = self.out.new_slot(2 * w.bytes + ir.bytes, 16);
        self.spill_at(a, slot, 0)?;
        self.spill_at(b, slot, bytes)?;
        for k in 0..w.n {
            let x = self.wide_lane_load(&w, slot, 0, k);
            let y = self.wide_lane_load(&w, slot, bytes, k);
            let cc = self.parts_cmp_flags(pred, &x, &y, w.bits);
            let t = self.new_int();
            self.emit(Inst::Setcc { cc, dst: t });
            let z = self.new_int();
            self.emit(Inst::MovExtRR {
                ext: ExtMode::ZeroExt8,
                dst: z,
                src: t,
            });
            let at = Amode::Slot {
                slot,
                disp: 2 * bytes + ir.off(k),
            };
            self.store_lane(&ir, at, z);
        }
        self.reload_at(res, slot, 2 * bytes)
    }

    /// `select` between vectors of wide integers, by a lane mask or one `i1`.
    pub(crate) fn wide_vec_select(
        &mut self,
        e: IselError,
        cond: Value,
        t: Value,
        f: Value,
        res: Value,
    ) -> LResult<()> {
        let w = self.wide_or(self.f.values[res].ty, e)?;
        let ic: Option<VecInfo> = if self.is_vector(cond) {
            Some(self.vec_info(self.f.values[cond].ty)?)
        } else {
            None
        };
        let bytes = w.bytes as i32;
        let cbytes = ic.map_or(0, |i| i.bytes);
        let slot = self.out.new_slot(3 * w.bytes + cbytes, 16);
        self.spill_at(t, slot, 0)?;
        self.spill_at(f, slot, bytes)?;
        let scalar = match ic {
            Some(_) => {
                self.spill_at(cond, slot, 3 * bytes)?;
                None
            }
            None => Some(self.reg(cond)?),
        };
        for k in 0..w.n {
            let x = self.wide_lane_load(&w, slot, 0, k);
            let y = self.wide_lane_load(&w, slot, bytes, k);
            let c = match (ic, scalar) {
                (Some(info), _) => self.lane_int(
                    &info,
                    Amode::Slot {
                        slot,
                        disp: 3 * bytes + info.off(k),
                    },
                    false,
                ),
                (None, Some(c)) => c,
                (None, None) => return Err(self.err("select without a condition")),
            };
            self.emit(Inst::Test {
                size: OperandSize::S8,
                lhs: c,
                rhs: RegMemImm::Imm(1),
            });
            let d: Vec<Reg> = x
                .iter()
                .zip(&y)
                .map(|(&xp, &yp)| {
                    let r = self.new_int();
                    self.emit(Inst::Cmov {
                        size: S64,
                        cc: kiln_targets::x64::Cond::NE,
                        dst: r,
                        src_false: yp,
                        src_true: RegMem::Reg(xp),
                    });
                    r
                })
                .collect();
            self.wide_lane_store(&w, slot, 2 * bytes, k, &d);
        }
        self.reload_at(res, slot, 2 * bytes)
    }

    /// `zext`/`sext`/`trunc` between vectors where either side has wide
    /// integer lanes (the other wide or of 8 to 64 bits).
    pub(crate) fn wide_vec_cast(
        &mut self,
        e: IselError,
        op: CastOp,
        a: Value,
        res: Value,
    ) -> LResult<()> {
        let (from, to) = (self.f.values[a].ty, self.f.values[res].ty);
        let (wf, wt) = (self.wide_lanes(from), self.wide_lanes(to));
        if wf.is_none() && wt.is_none() {
            return Err(e);
        }
        if op == CastOp::Bitcast {
            return self.bitcast_through_memory(a, res);
        }
        if matches!(
            op,
            CastOp::SiToFp | CastOp::UiToFp | CastOp::FpToSi | CastOp::FpToUi
        ) {
            return self.wide_vec_fp_cast(op, a, res);
        }
        if !matches!(op, CastOp::ZExt | CastOp::SExt | CastOp::Trunc) {
            return Err(self.err(format!(
                "{} on vectors of integers wider than 64 bits is not supported yet",
                op.name()
            )));
        }
        // A lane side: wide, or narrow with the general layout.
        enum Side {
            Wide(WideLanes),
            Narrow(VecInfo),
        }
        let side = |this: &Self, w: Option<WideLanes>, ty: Type| -> LResult<Side> {
            Ok(match w {
                Some(w) => Side::Wide(w),
                None => {
                    let info = this.vec_info(ty)?;
                    if !matches!(info.kind, LaneKind::Int(_) | LaneKind::Mask(_)) {
                        return Err(this.err("integer cast between vectors of other lane types"));
                    }
                    Side::Narrow(info)
                }
            })
        };
        let (sf, st) = (side(self, wf, from)?, side(self, wt, to)?);
        let (fb, fbits, n) = match &sf {
            Side::Wide(w) => (w.bytes, w.bits, w.n),
            Side::Narrow(i) => (i.bytes, int_bits_of(i), i.n),
        };
        let (tb, tbits) = match &st {
            Side::Wide(w) => (w.bytes, w.bits),
            Side::Narrow(i) => (i.bytes, int_bits_of(i)),
        };
        let signed = op == CastOp::SExt;
        let slot = self.out.new_slot(fb + tb, 16);
        self.spill_at(a, slot, 0)?;
        let tparts = tbits.div_ceil(64) as usize;
        for k in 0..n {
            let x = match &sf {
                Side::Wide(w) => {
                    let x = self.wide_lane_load(w, slot, 0, k);
                    self.normalized_top(&x, fbits, signed)
                }
                Side::Narrow(i) => {
                    let at = Amode::Slot {
                        slot,
                        disp: i.off(k),
                    };
                    vec![self.lane_int(i, at, signed)]
                }
            };
            // Extend (or cut) to the target's parts.
            let fill = if signed {
                let top = x[x.len() - 1];
                let s = self.new_int();
                self.emit(Inst::ShiftImm {
                    size: S64,
                    op: ShiftOp::Sar,
                    dst: s,
                    src: top,
                    amount: 63,
                });
                s
            } else {
                self.imm64(0)
            };
            let d: Vec<Reg> = (0..tparts)
                .map(|p| x.get(p).copied().unwrap_or(fill))
                .collect();
            match &st {
                Side::Wide(w) => self.wide_lane_store(w, slot, fb as i32, k, &d),
                Side::Narrow(i) => {
                    let at = Amode::Slot {
                        slot,
                        disp: fb as i32 + i.off(k),
                    };
                    self.store_lane(i, at, d[0]);
                }
            }
        }
        self.reload_at(res, slot, fb as i32)
    }

    /// `sitofp`/`uitofp`/`fptosi`/`fptoui` between vectors of `i128` and
    /// of `float`/`double`, lane by lane through the runtime's conversions
    /// (`__floattidf`, `__fixsfti`…), as LLVM calls them for scalars.
    fn wide_vec_fp_cast(&mut self, op: CastOp, a: Value, res: Value) -> LResult<()> {
        let to_fp = matches!(op, CastOp::SiToFp | CastOp::UiToFp);
        let (iv, fv) = if to_fp { (a, res) } else { (res, a) };
        if let Some(w) = self.wide_lanes(self.f.values[iv].ty)
            && w.bits < 64
        {
            return self.narrow_odd_fp_cast(op, w, fv, a, res);
        }
        let w = self
            .wide_lanes(self.f.values[iv].ty)
            .filter(|w| w.bits == 128)
            .ok_or_else(|| {
                self.err(format!(
                    "{} between vectors of floats and of integers wider than 64 bits other than i128 is not supported yet",
                    op.name()
                ))
            })?;
        let fi = self.vec_info(self.f.values[fv].ty)?;
        let LaneKind::Float(double) = fi.kind else {
            return Err(self.err(format!("{} between vectors of other lane types", op.name())));
        };
        if fi.n != w.n {
            return Err(self.err("vector cast between different lane counts"));
        }
        let f = if double { "df" } else { "sf" };
        let name = match op {
            CastOp::SiToFp => format!("__floatti{f}"),
            CastOp::UiToFp => format!("__floatunti{f}"),
            CastOp::FpToSi => format!("__fix{f}ti"),
            _ => format!("__fixuns{f}ti"),
        };
        let (ib, fb) = (w.bytes as i32, fi.bytes as i32);
        let slot = self.out.new_slot(2 * (w.bytes + fi.bytes), 16);
        let at = |disp: i32| Amode::Slot { slot, disp };
        // The operand at 0, the result after it.
        let dst_fp = if to_fp { ib } else { fb };
        self.spill_at(a, slot, 0)?;
        let lane_op = if double {
            kiln_targets::x64::XmmMemOp::Movsd
        } else {
            kiln_targets::x64::XmmMemOp::Movss
        };
        for k in 0..w.n {
            if to_fp {
                let x = self.wide_lane_load(&w, slot, 0, k);
                let d = self.new_float();
                self.libcall(&name, &x, &[d])?;
                self.emit(Inst::XmmStore {
                    op: lane_op,
                    src: d,
                    addr: at(dst_fp + fi.off(k)),
                });
            } else {
                let x = self.new_float();
                self.emit(Inst::XmmLoad {
                    op: lane_op,
                    dst: x,
                    addr: at(fi.off(k)),
                });
                let (lo, hi) = (self.new_int(), self.new_int());
                self.libcall(&name, &[x], &[lo, hi])?;
                self.wide_lane_store(&w, slot, dst_fp, k, &[lo, hi]);
            }
        }
        self.reload_at(res, slot, dst_fp)
    }

    /// `sitofp`/`uitofp`/`fptosi`/`fptoui` between vectors of float or
    /// double and of lanes below 64 bits (`i24`, `i40`…), lane by lane:
    /// every such lane value fits a signed 64-bit conversion (results
    /// out of the lane's range are poison).
    fn narrow_odd_fp_cast(
        &mut self,
        op: CastOp,
        w: WideLanes,
        fv: Value,
        a: Value,
        res: Value,
    ) -> LResult<()> {
        let fi = self.vec_info(self.f.values[fv].ty)?;
        let LaneKind::Float(double) = fi.kind else {
            return Err(self.err(format!("{} between vectors of other lane types", op.name())));
        };
        if fi.n != w.n {
            return Err(self.err("vector cast between different lane counts"));
        }
        let to_fp = matches!(op, CastOp::SiToFp | CastOp::UiToFp);
        let (ib, fb) = (w.slot_bytes() as i32, fi.bytes as i32);
        let slot = self.out.new_slot((ib + fb) as u32, 16);
        let at = |disp: i32| Amode::Slot { slot, disp };
        let lane_op = if double {
            kiln_targets::x64::XmmMemOp::Movsd
        } else {
            kiln_targets::x64::XmmMemOp::Movss
        };
        // The integer lanes at 0, the float lanes after them.
        self.spill_at(a, slot, if to_fp { 0 } else { ib })?;
        for k in 0..w.n {
            if to_fp {
                let x = self.wide_lane_load(&w, slot, 0, k)[0];
                let x = if op == CastOp::SiToFp {
                    self.sext(x, w.bits, S64)
                } else {
                    x
                };
                let d = self.new_float();
                self.emit(Inst::CvtIntToFloat {
                    size: S64,
                    double,
                    dst: d,
                    src: RegMem::Reg(x),
                });
                self.emit(Inst::XmmStore {
                    op: lane_op,
                    src: d,
                    addr: at(ib + fi.off(k)),
                });
            } else {
                let r = self.new_int();
                self.emit(Inst::CvtFloatToInt {
                    size: S64,
                    double,
                    dst: r,
                    src: RegMem::Mem(at(ib + fi.off(k))),
                });
                self.wide_lane_store(&w, slot, 0, k, &[r]);
            }
        }
        self.reload_at(res, slot, if to_fp { ib } else { 0 })
    }

    /// `bitcast` between two types of the same size through a stack
    /// temporary, in their memory layouts.
    fn bitcast_through_memory(&mut self, a: Value, res: Value) -> LResult<()> {
        let (from, to) = (self.f.values[a].ty, self.f.values[res].ty);
        let (fs, ts) = (
            crate::layout::store_size(self.m, from),
            crate::layout::store_size(self.m, to),
        );
        if fs != ts {
            return Err(self.err("bitcast between types of different sizes"));
        }
        let slot = self.out.new_slot((fs as u32).div_ceil(16) * 16 + 16, 16);
        let mut regs = Vec::new();
        self.all_regs(a, &mut regs)?;
        self.store_regs(from, &regs, Amode::Slot { slot, disp: 0 })?;
        let (s, n) = self.def_parts(res)?;
        let out: Vec<Reg> = (0..n).map(|p| Reg::virt(self.c.parts[s + p])).collect();
        self.load_into(to, Amode::Slot { slot, disp: 0 }, &out)
    }

    /// `extractelement` from a vector of wide integers.
    pub(crate) fn wide_vec_extract(
        &mut self,
        e: IselError,
        v: Value,
        idx: Value,
        res: Value,
    ) -> LResult<()> {
        let w = self.wide_or(self.f.values[v].ty, e)?;
        let slot = self.out.new_slot(w.slot_bytes(), 16);
        self.spill_at(v, slot, 0)?;
        let a = self.wide_lane_addr(&w, slot, idx)?;
        let ty = self.f.values[res].ty;
        let (s, n) = self.def_parts(res)?;
        let out: Vec<Reg> = (0..n).map(|p| Reg::virt(self.c.parts[s + p])).collect();
        self.load_into(ty, a, &out)
    }

    /// `insertelement` into a vector of wide integers.
    pub(crate) fn wide_vec_insert(
        &mut self,
        e: IselError,
        v: Value,
        elt: Value,
        idx: Value,
        res: Value,
    ) -> LResult<()> {
        let w = self.wide_or(self.f.values[v].ty, e)?;
        let slot = self.out.new_slot(w.slot_bytes(), 16);
        self.spill_at(v, slot, 0)?;
        let a = self.wide_lane_addr(&w, slot, idx)?;
        let ety = self.f.values[elt].ty;
        let mut regs = Vec::new();
        self.all_regs(elt, &mut regs)?;
        self.store_regs(ety, &regs, a)?;
        self.reload_at(res, slot, 0)
    }

    /// `shufflevector` of vectors of wide integers (`lanes`: the source
    /// lane of each result lane, `None` for poison).
    pub(crate) fn wide_vec_shuffle(
        &mut self,
        e: IselError,
        a: Value,
        b: Value,
        lanes: &[Option<u32>],
        res: Value,
    ) -> LResult<()> {
        let wa = self.wide_or(self.f.values[a].ty, e)?;
        let wr = self.wide_or(self.f.values[res].ty, self.err("shuffle result type"))?;
        let ab = wa.bytes as i32;
        let slot = self.out.new_slot(2 * wa.bytes + wr.bytes, 16);
        self.spill_at(a, slot, 0)?;
        self.spill_at(b, slot, ab)?;
        let lane_bytes = (wa.bits / 8) as u64;
        for (k, l) in lanes.iter().enumerate() {
            let Some(l) = *l else { continue };
            let src = if l < wa.n {
                wa.off(l)
            } else {
                ab + wa.off(l - wa.n)
            };
            self.copy_inline(
                Amode::Slot {
                    slot,
                    disp: 2 * ab + wr.off(k as u32),
                },
                Amode::Slot { slot, disp: src },
                lane_bytes,
            );
        }
        self.reload_at(res, slot, 2 * ab)
    }

    /// The address of lane `idx` (constant or in a register; kept inside
    /// the temporary, as an out-of-range index is poison).
    fn wide_lane_addr(&mut self, w: &WideLanes, slot: StackSlot, idx: Value) -> LResult<Amode> {
        if let Some(k) = self.const_int(idx) {
            let k = (k as u64 % w.n.max(1) as u64) as u32;
            return Ok(Amode::Slot {
                slot,
                disp: w.off(k),
            });
        }
        let bits = self.int_bits(idx)?;
        let r = self.reg(idx)?;
        let r = self.zext(r, bits, S64);
        let m = self.new_int();
        let lim = self.imm64(w.n.next_power_of_two() as i64 - 1);
        self.emit(Inst::Alu {
            size: S64,
            op: AluOp::And,
            dst: m,
            src1: r,
            src2: RegMemImm::Reg(lim),
        });
        // Indices past the last lane (up to the next power of two) stay
        // inside: the temporary has room for them (`wide_slot_bytes`).
        Ok(self.add_index(Amode::Slot { slot, disp: 0 }, m, (w.bits / 8) as u64))
    }
}

/// Bits of an integer lane of the general layout.
fn int_bits_of(i: &VecInfo) -> u32 {
    match i.kind {
        LaneKind::Int(b) => b,
        LaneKind::Mask(_) => 1,
        LaneKind::Float(_) => 64,
    }
}
