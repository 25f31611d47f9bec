//! After the walk: stack slots for the homes that are written, and the
//! final output.

use super::{FastCtx, flag};
use crate::fast::regs::NONE;
use crate::spill_slots::{SlotMapper, SpillRequest};
use kiln_targets::ra::RaError;
use kiln_targets::{Alloc, PReg, PRegSet, RaFunction, RaOutput};

impl FastCtx {
    pub(super) fn finish(
        &mut self,
        f: &impl RaFunction,
        allocs: Vec<Alloc>,
    ) -> Result<RaOutput, RaError> {
        let nv = f.num_vregs();
        let end = f.num_insts() as u32 - 1;
        // A local home is live from the definition to the last use; a
        // global one from its first to its last access, and through every
        // loop that overlaps that range (a value can be live around a
        // loop it is neither defined nor used in).
        self.slots.clear(f.shares_spill_slots());
        for (v, x) in self.vi.iter().enumerate() {
            if !x.has(flag::SLOT) {
                continue;
            }
            let (lo, hi) = if x.has(flag::GLOBAL) {
                let lo = x.def.min(x.first).min(end);
                let hi = if x.last == NONE {
                    x.def.min(end)
                } else {
                    x.last.max(x.def).min(end)
                };
                widen(&self.loops, lo, hi)
            } else {
                // The edge moves may read it at a successor's start.
                (x.def.min(x.first), x.last.max(x.def))
            };
            self.slots.request(SpillRequest {
                key: v as u32,
                class: x.class(),
                lo,
                hi,
            });
        }
        self.slot_of.clear();
        self.slot_of.resize(nv, NONE);
        let slot_of = &mut self.slot_of;
        self.slots.assign(|k, s| slot_of[k as usize] = s.0);
        let mut mapper = SlotMapper::new(&self.slot_of);
        let slots = &mut self.slots;
        self.sink.map_allocs(|a| mapper.map(slots, a));
        if mapper.missing {
            return Err(RaError("internal: a stack location without a slot".into()));
        }
        let mut out = RaOutput {
            allocs,
            inst_alloc_start: self.op_start.clone(),
            edits: Vec::new(),
            num_spill_slots: self.slots.units(),
            clobbered: PRegSet::empty(),
        };
        self.sink.finish_into(&mut out.edits);
        let mut w = self.written & !self.masks.scratch;
        while w != 0 {
            let i = w.trailing_zeros() as usize;
            w &= w - 1;
            out.clobbered.insert(PReg::from_index(i));
        }
        Ok(out)
    }
}

/// `lo..=hi` widened to cover every range of `loops` (disjoint, sorted)
/// that it overlaps.
fn widen(loops: &[(u32, u32)], mut lo: u32, mut hi: u32) -> (u32, u32) {
    let k = loops.partition_point(|&(_, z)| z < lo);
    for &(a, z) in &loops[k..] {
        if a > hi {
            break;
        }
        lo = lo.min(a);
        hi = hi.max(z);
    }
    (lo, hi)
}
