//! After the walk: stores of spilled definitions, spill-slot assignment,
//! edge moves, and the final output.

use super::LinearScanCtx;
use super::boundary::Boundary;
use crate::edges::BoundaryLocs;
use crate::liveness::{Liveness, NONE};
use crate::spill_slots::{SlotMapper, SpillRequest, symbolic_spare};
use crate::spill_webs::SpillWebs;
use kiln_targets::ra::RaError;
use kiln_targets::{Alloc, MBlock, MachineEnv, PRegSet, RaFunction, RaOutput, SpillSlot};

impl LinearScanCtx {
    pub(super) fn finish(
        &mut self,
        f: &impl RaFunction,
        env: &MachineEnv,
        allocs: Vec<Alloc>,
    ) -> Result<RaOutput, RaError> {
        let nv = f.num_vregs();
        // A parameter and its arguments share a slot where they can (spill
        // webs); a parameter whose arguments all arrive in that slot needs
        // no store.
        self.webs.build(f, &self.live, &self.needs_stack, None);
        for b in 0..f.num_blocks() {
            let block = MBlock::from_u32(b as u32);
            for (j, p) in f.block_params(block).iter().enumerate() {
                let v = p.index();
                if self.needs_stack[v]
                    && self.def_store[v].is_some()
                    && self
                        .webs
                        .param_fed_in_place(f, &self.needs_stack, block, j, v as u32)
                {
                    self.def_store[v] = None;
                }
            }
        }
        // Stores right after the definitions of values that were ever spilled.
        for v in 0..nv {
            if self.needs_stack[v]
                && let Some(d) = self.def_store[v]
            {
                let class = self.live.vreg_class[v];
                self.sink.push_move(
                    d.point,
                    d.prio,
                    Alloc::Reg(d.reg),
                    Alloc::Stack(SpillSlot(v as u32)),
                    class,
                );
            }
        }
        self.compute_extents(f, nv);
        // Slots: a web's root requests one slot for the hull of its members'
        // extents.
        for v in 0..nv {
            if self.needs_stack[v] && self.lo[v] != NONE {
                let r = self.webs.root(v as u32) as usize;
                if r != v {
                    self.lo[r] = self.lo[r].min(self.lo[v]);
                    self.hi[r] = self.hi[r].max(self.hi[v]);
                }
            }
        }
        self.slots.clear(f.shares_spill_slots());
        for v in 0..nv {
            if self.needs_stack[v] && self.lo[v] != NONE && self.webs.root(v as u32) == v as u32 {
                self.slots.request(SpillRequest {
                    key: v as u32,
                    class: self.live.vreg_class[v],
                    lo: self.lo[v],
                    hi: self.hi[v],
                });
            }
        }
        self.slot_of.clear();
        self.slot_of.resize(nv, NONE);
        let slot_of = &mut self.slot_of;
        self.slots.assign(|k, s| slot_of[k as usize] = s.0);
        for v in 0..nv {
            let r = self.webs.root(v as u32) as usize;
            if r != v {
                self.slot_of[v] = self.slot_of[r];
            }
        }
        // Edge moves (symbolic slots).
        let live = &self.live;
        let param_live = |v: u32| !live.uses_of(v as usize).is_empty();
        let mut spare = symbolic_spare;
        let mut locs = WebLocs {
            inner: &mut self.bound,
            webs: &self.webs,
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
        // Final slots.
        let mut mapper = SlotMapper::new(&self.slot_of);
        let slots = &mut self.slots;
        self.sink.map_allocs(|a| mapper.map(slots, a));
        let bad = mapper.missing;
        if bad {
            return Err(RaError("internal: a stack location without a slot".into()));
        }
        let mut out = RaOutput {
            allocs,
            inst_alloc_start: self.live.op_start.clone(),
            edits: Vec::new(),
            num_spill_slots: self.slots.units(),
            clobbered: PRegSet::empty(),
        };
        self.sink.finish_into(&mut out.edits);
        let scratch = state_bits(env);
        let mut w = self.written & !scratch;
        while w != 0 {
            let i = w.trailing_zeros() as usize;
            w &= w - 1;
            out.clobbered.insert(kiln_targets::PReg::from_index(i));
        }
        Ok(out)
    }

    /// Inclusive instruction extents over which each spilled value's stack
    /// home may be read or written.
    fn compute_extents(&mut self, f: &impl RaFunction, nv: usize) {
        self.lo.clear();
        self.lo.resize(nv, NONE);
        self.hi.clear();
        self.hi.resize(nv, 0);
        let (lo, hi) = (&mut self.lo, &mut self.hi);
        let mut ext = |v: usize, i: u32| {
            if lo[v] == NONE || i < lo[v] {
                lo[v] = i;
            }
            if i > hi[v] {
                hi[v] = i;
            }
        };
        for v in 0..nv {
            if !self.needs_stack[v] {
                continue;
            }
            if let Some(d) = self.def_store[v] {
                ext(v, d.point.inst() as u32);
            }
            let u = self.live.uses_of(v);
            if let (Some(&a), Some(&z)) = (u.first(), u.last()) {
                ext(v, a);
                ext(v, z);
            }
            // A wide value's live blocks are not known: the whole function.
            if self.live.is_wide(v) {
                ext(v, 0);
                ext(v, f.num_insts() as u32 - 1);
            }
        }
        for b in 0..f.num_blocks() {
            let block = MBlock::from_u32(b as u32);
            let last = self.live.block_last[b];
            let live_in = self.live.live_in(b);
            if !live_in.is_empty() {
                let (lo_b, hi_b) = self.live.live_in_extent(f, b);
                for &v in live_in {
                    if self.needs_stack[v as usize] {
                        ext(v as usize, lo_b);
                        ext(v as usize, hi_b);
                    }
                }
            }
            for (k, &s) in f.block_succs(block).iter().enumerate() {
                let sf = self.live.block_first[s.as_u32() as usize];
                for (a, p) in f.branch_args(block, k).iter().zip(f.block_params(s)) {
                    for x in [a.index(), p.index()] {
                        if self.needs_stack[x] {
                            ext(x, last);
                            ext(x, sf);
                        }
                    }
                }
            }
        }
    }
}

/// The boundary locations with every symbolic stack home replaced by its
/// web's, so that edge moves are sequentialised knowing which homes are one
/// slot (a copy between two members of a web disappears).
struct WebLocs<'a> {
    inner: &'a mut Boundary,
    webs: &'a SpillWebs,
}

impl WebLocs<'_> {
    fn map(&self, a: Alloc) -> Alloc {
        match a {
            Alloc::Stack(SpillSlot(v)) => Alloc::Stack(SpillSlot(self.webs.root(v))),
            other => other,
        }
    }
}

impl BoundaryLocs for WebLocs<'_> {
    fn begin_edge(&mut self, pred: usize, succ: usize) {
        self.inner.begin_edge(pred, succ);
    }

    fn at_pred_end(&self, v: u32) -> Alloc {
        self.map(self.inner.at_pred_end(v))
    }

    fn at_succ_start(&self, v: u32, is_param: bool) -> Alloc {
        self.map(self.inner.at_succ_start(v, is_param))
    }

    fn live_in_candidates(&self, live: &Liveness, succ: usize, out: &mut Vec<u32>) {
        self.inner.live_in_candidates(live, succ, out);
    }
}

fn state_bits(env: &MachineEnv) -> u128 {
    env.scratch.iter().fold(0, |m, p| m | (1u128 << p.index()))
}
