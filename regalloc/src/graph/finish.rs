//! Turning a complete colouring into an [`RaOutput`]: operand
//! allocations, the moves around instructions (reloads into spill
//! temporaries, copies into reused and fixed registers, copies out of fixed
//! defs, stores of spilled defs; spilled constants are rematerialised
//! instead of stored and reloaded), edge moves through the shared resolver,
//! and spill slots with reuse (shared across spill webs).

use super::GraphCtx;
use super::interference::Graph;
use super::validate::{bit, own_fixed};
use crate::edges::BoundaryLocs;
use crate::edits::prio;
use crate::liveness::{Liveness, NONE};
use crate::spill_slots::{SlotMapper, SpillRequest, symbolic_spare};
use crate::spill_webs::SpillWebs;
use kiln_targets::ra::RaError;
use kiln_targets::{
    Alloc, Constraint, MBlock, MachineEnv, OperandKind, PReg, PRegSet, ProgPoint, RaFunction,
    RaOutput, RegClass, SpillSlot,
};

/// Every value has one location: its colour, or its stack home (named by
/// its spill web, so that a copy between members of one web disappears).
struct Locs<'a> {
    vloc: &'a [Alloc],
    /// The webs, built only when some value has a stack home.
    webs: Option<&'a SpillWebs>,
}

impl Locs<'_> {
    fn at(&self, v: u32) -> Alloc {
        match self.vloc[v as usize] {
            Alloc::Stack(SpillSlot(x)) => match self.webs {
                Some(w) => Alloc::Stack(SpillSlot(w.root(x))),
                None => Alloc::None,
            },
            other => other,
        }
    }
}

impl BoundaryLocs for Locs<'_> {
    fn begin_edge(&mut self, _pred: usize, _succ: usize) {}
    fn at_pred_end(&self, v: u32) -> Alloc {
        self.at(v)
    }
    fn at_succ_start(&self, v: u32, is_param: bool) -> Alloc {
        if is_param { self.at(v) } else { Alloc::None }
    }
    /// None: a value keeps one location for its whole life, so only
    /// parameters move on edges.
    fn live_in_candidates(&self, _live: &Liveness, _succ: usize, out: &mut Vec<u32>) {
        out.clear();
    }
}

fn reg_of(g: &Graph, n: u32) -> Result<Alloc, RaError> {
    match g.final_colour(n) {
        Some(c) => Ok(Alloc::Reg(PReg::from_index(c as usize))),
        None => Err(RaError(format!("internal error: node {n} has no colour"))),
    }
}

impl GraphCtx {
    pub(super) fn finish(
        &mut self,
        f: &impl RaFunction,
        env: &MachineEnv,
    ) -> Result<RaOutput, RaError> {
        let nv = f.num_vregs();
        self.vloc.clear();
        self.vloc.resize(nv, Alloc::None);
        for v in 0..nv {
            if self.spilled[v] && self.remat[v] != NONE {
                // Rematerialised where needed: no stack home.
                self.vloc[v] = Alloc::None;
            } else if self.spilled[v] {
                self.vloc[v] = Alloc::Stack(SpillSlot(v as u32));
            } else if self.g.state[v] != super::interference::st::ABSENT {
                self.vloc[v] = reg_of(&self.g, v as u32)?;
            }
        }
        let nops = self.live.op_start.last().copied().unwrap_or(0) as usize;
        let mut allocs = vec![Alloc::None; nops];
        self.sink.clear();
        self.written = 0;
        self.temp_loaded.clear();
        self.temp_loaded.resize(self.g.n - self.g.nv, false);
        self.count_temp_reads(f);
        for i in 0..f.num_insts() {
            self.finish_inst(f, i, &mut allocs)?;
        }
        self.assign_slots(f, nv);
        let live = &self.live;
        let param_live = |v: u32| live.is_used(v as usize);
        let mut spare = symbolic_spare;
        let mut locs = Locs {
            vloc: &self.vloc,
            webs: self.has_homes.then_some(&self.webs),
        };
        self.edges.resolve_edges(
            f,
            live,
            env,
            &allocs,
            &mut locs,
            &param_live,
            &mut spare,
            &mut self.sink,
        )?;
        let mut mapper = SlotMapper::new(&self.slot_of);
        let slots = &mut self.slots;
        let mut written = self.written;
        let mut unlocated = false;
        self.sink.map_allocs(|a| {
            match a {
                Alloc::Reg(r) => written |= bit(r),
                Alloc::None => unlocated = true,
                Alloc::Stack(_) => {}
            }
            mapper.map(slots, a)
        });
        let bad = mapper.missing || unlocated;
        if bad {
            return Err(RaError(
                "internal error: a move from or to a value without a location".into(),
            ));
        }
        let mut out = RaOutput {
            allocs,
            inst_alloc_start: self.live.op_start.clone(),
            edits: Vec::new(),
            num_spill_slots: self.slots.units(),
            clobbered: PRegSet::empty(),
        };
        self.sink.finish_into(&mut out.edits);
        let mut w = written & !self.scratch;
        while w != 0 {
            let i = w.trailing_zeros() as usize;
            w &= w - 1;
            out.clobbered.insert(PReg::from_index(i));
        }
        Ok(out)
    }

    /// Brings `v` into `to` before an instruction: a copy from its
    /// location, or, for a spilled constant, its definition re-executed.
    fn load(&mut self, point: ProgPoint, v: usize, to: Alloc, class: RegClass) {
        let d = self.remat[v];
        if self.spilled[v]
            && d != NONE
            && let Alloc::Reg(r) = to
        {
            self.written |= bit(r);
            self.sink.push_remat(point, prio::INST, d as usize, r);
        } else {
            self.push(point, prio::INST, self.vloc[v], to, class);
        }
    }

    /// Counts, per spill temporary, the operands that read it.
    fn count_temp_reads(&mut self, f: &impl RaFunction) {
        self.temp_reads.clear();
        self.temp_reads.resize(self.g.n - self.g.nv, 0);
        for i in 0..f.num_insts() {
            let base = self.live.op_start[i] as usize;
            for (j, op) in f.inst_operands(i).iter().enumerate() {
                let n = self.op_node[base + j];
                if op.kind == OperandKind::Use && n != NONE && self.g.is_temp(n) {
                    self.temp_reads[n as usize - self.g.nv] += 1;
                }
            }
        }
    }

    fn push(&mut self, point: ProgPoint, pr: u8, from: Alloc, to: Alloc, class: RegClass) {
        if from != to {
            self.sink.push_move(point, pr, from, to, class);
        }
    }

    fn finish_inst(
        &mut self,
        f: &impl RaFunction,
        i: usize,
        allocs: &mut [Alloc],
    ) -> Result<(), RaError> {
        let ops = f.inst_operands(i);
        let base = self.live.op_start[i] as usize;
        let before = ProgPoint::before(i);
        let after = ProgPoint::after(i);
        for (j, op) in ops.iter().enumerate() {
            allocs[base + j] = match own_fixed(ops, j) {
                Some(p) if op.kind == OperandKind::Def => Alloc::Reg(p),
                _ => match op.constraint {
                    Constraint::Fixed(p) => Alloc::Reg(p),
                    _ => {
                        let n = self.op_node[base + j];
                        if n == NONE {
                            Alloc::None
                        } else {
                            reg_of(&self.g, n)?
                        }
                    }
                },
            };
        }
        for (j, op) in ops.iter().enumerate() {
            if let Constraint::Reuse(n) = op.constraint {
                allocs[base + n as usize] = allocs[base + j];
            }
            if op.kind == OperandKind::Def
                && let Alloc::Reg(r) = allocs[base + j]
            {
                self.written |= bit(r);
            }
        }
        // Reloads into spill temporaries (once per temporary: one shared
        // by adjacent instructions is loaded before the first).
        for (j, op) in ops.iter().enumerate() {
            let n = self.op_node[base + j];
            if op.kind != OperandKind::Use || n == NONE || !self.g.is_temp(n) {
                continue;
            }
            let t = n as usize - self.g.nv;
            if !self.temp_loaded[t] {
                self.temp_loaded[t] = true;
                let v = op.vreg.index();
                // Into the temporary's register (a reuse def's input reads
                // the def's register instead, filled from it below).
                let to = reg_of(&self.g, n)?;
                let reused = ops
                    .iter()
                    .any(|o| o.constraint == Constraint::Reuse(j as u8));
                if self.temp_reads[t] == 1 && !reused && self.remat[v] == NONE {
                    // Read here alone: the emitter may fold it.
                    self.sink
                        .push_reload(before, prio::INST, self.vloc[v], to, op.class());
                } else {
                    self.load(before, v, to, op.class());
                }
            }
        }
        // Inputs of reuse defs into the def's register (from a spill
        // temporary when the input has one, else from its location).
        for (j, op) in ops.iter().enumerate() {
            if let Constraint::Reuse(n) = op.constraint {
                let input = ops[n as usize];
                if input.constraint == Constraint::Reg {
                    let node = self.op_node[base + n as usize];
                    if node != NONE && self.g.is_temp(node) {
                        let from = reg_of(&self.g, node)?;
                        self.push(before, prio::INST, from, allocs[base + j], op.class());
                    } else {
                        self.load(before, input.vreg.index(), allocs[base + j], op.class());
                    }
                }
            }
        }
        // Fixed uses.
        for (j, op) in ops.iter().enumerate() {
            if let (OperandKind::Use, Constraint::Fixed(p)) = (op.kind, op.constraint) {
                let dup = ops[..j]
                    .iter()
                    .any(|o| o.kind == OperandKind::Use && *o == *op);
                if !dup {
                    self.load(before, op.vreg.index(), Alloc::Reg(p), op.class());
                }
            }
        }
        // Fixed defs out of their registers; stores of spilled defs.
        for (j, op) in ops.iter().enumerate() {
            if op.kind != OperandKind::Def || self.live.is_dead(base + j) {
                continue;
            }
            let v = op.vreg.index();
            let here = allocs[base + j];
            if self.spilled[v] {
                if self.remat[v] == NONE {
                    self.push(after, prio::DEF_STORE, here, self.vloc[v], op.class());
                }
            } else if own_fixed(ops, j).is_some() {
                self.push(after, prio::INST, here, self.vloc[v], op.class());
            }
        }
        Ok(())
    }

    /// Stack slots for the spilled values, shared where their extents are
    /// disjoint.
    fn assign_slots(&mut self, f: &impl RaFunction, nv: usize) {
        self.slots.clear(f.shares_spill_slots());
        self.slot_of.clear();
        self.slot_of.resize(nv, NONE);
        self.has_homes = (0..nv).any(|v| self.spilled[v] && self.remat[v] == NONE);
        if !self.has_homes {
            return;
        }
        self.lo.clear();
        self.lo.resize(nv, NONE);
        self.hi.clear();
        self.hi.resize(nv, 0);
        let (lo, hi) = (&mut self.lo, &mut self.hi);
        let mut ext = |v: usize, i: u32| {
            if lo[v] == NONE || i < lo[v] {
                lo[v] = i;
            }
            hi[v] = hi[v].max(i);
        };
        let live = &self.live;
        for v in 0..nv {
            if !self.spilled[v] {
                continue;
            }
            let u = live.uses_of(v);
            if let (Some(&a), Some(&z)) = (u.first(), u.last()) {
                ext(v, a);
                ext(v, z);
            }
            // A wide value's live blocks are not known: the whole function.
            if live.is_wide(v) {
                ext(v, 0);
                ext(v, f.num_insts() as u32 - 1);
            }
        }
        for b in 0..f.num_blocks() {
            let block = MBlock::from_u32(b as u32);
            let (first, last) = (live.block_first[b], live.block_last[b]);
            for i in first..=last {
                for op in f.inst_operands(i as usize) {
                    let v = op.vreg.index();
                    if op.kind == OperandKind::Def && self.spilled[v] {
                        ext(v, i);
                    }
                }
            }
            let live_in = live.live_in(b);
            if !live_in.is_empty() {
                let (lo_b, hi_b) = live.live_in_extent(f, b);
                for &v in live_in {
                    if self.spilled[v as usize] {
                        ext(v as usize, lo_b);
                        ext(v as usize, hi_b);
                    }
                }
            }
            for (k, &s) in f.block_succs(block).iter().enumerate() {
                let sf = live.block_first[s.as_u32() as usize];
                for (a, p) in f.branch_args(block, k).iter().zip(f.block_params(s)) {
                    for x in [a.index(), p.index()] {
                        if self.spilled[x] {
                            ext(x, last);
                            ext(x, sf);
                        }
                    }
                }
            }
        }
        // The registers of a spilled coalesced class share one slot, as they
        // would have shared a register; a block parameter and its arguments
        // share one where they never need their homes at once (spill webs):
        // the root requests a slot for the hull of its members' extents.
        self.webs
            .build(f, &self.live, &self.spilled, Some(&self.spill_group));
        for v in 0..nv {
            if self.spilled[v] && self.lo[v] != NONE {
                let r = self.webs.root(v as u32) as usize;
                if r != v {
                    self.lo[r] = self.lo[r].min(self.lo[v]);
                    self.hi[r] = self.hi[r].max(self.hi[v]);
                }
            }
        }
        for v in 0..nv {
            if self.spilled[v]
                && self.remat[v] == NONE
                && self.lo[v] != NONE
                && self.webs.root(v as u32) == v as u32
            {
                self.slots.request(SpillRequest {
                    key: v as u32,
                    class: self.live.vreg_class[v],
                    lo: self.lo[v],
                    hi: self.hi[v],
                });
            }
        }
        let slot_of = &mut self.slot_of;
        self.slots.assign(|k, s| slot_of[k as usize] = s.0);
        for v in 0..nv {
            let r = self.webs.root(v as u32) as usize;
            if r != v {
                self.slot_of[v] = self.slot_of[r];
            }
        }
    }
}
