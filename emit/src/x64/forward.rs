//! Store-to-load forwarding between the allocator's moves: a reload of a
//! spill slot emitted right after a store of a register into that same slot
//! (nothing else in between, not even a label) reads the register instead,
//! or disappears when it reloads into the same register.

use kiln_targets::Alloc;

/// The last spill store emitted, while nothing else has been since.
#[derive(Copy, Clone, Default, Debug)]
pub(crate) struct LastStore(Option<(Alloc, Alloc)>);

impl LastStore {
    /// Forgets the store (an instruction, a label or another edit came).
    #[inline]
    pub(crate) fn reset(&mut self) {
        self.0 = None;
    }

    /// The move to emit for the allocator's `from → to` (`None`: nothing).
    #[inline]
    pub(crate) fn forward(&mut self, from: Alloc, to: Alloc) -> Option<(Alloc, Alloc)> {
        if let Some((reg, slot)) = self.0
            && from == slot
            && matches!(to, Alloc::Reg(_))
        {
            if to == reg {
                return None;
            }
            self.0 = None;
            return Some((reg, to));
        }
        self.0 = match (from, to) {
            (Alloc::Reg(_), Alloc::Stack(_)) => Some((from, to)),
            _ => None,
        };
        Some((from, to))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use kiln_targets::SpillSlot;
    use kiln_targets::x64::regs::{RAX, RBX};

    #[test]
    fn reload_after_store_reads_the_register() {
        let (r, q, s, t) = (
            Alloc::Reg(RAX),
            Alloc::Reg(RBX),
            Alloc::Stack(SpillSlot(2)),
            Alloc::Stack(SpillSlot(3)),
        );
        let mut l = LastStore::default();
        assert_eq!(l.forward(r, s), Some((r, s)));
        assert_eq!(l.forward(s, r), None);
        assert_eq!(l.forward(s, q), Some((r, q)));
        // Another slot, or anything after a reset, is left alone.
        let mut l = LastStore::default();
        l.forward(r, s);
        assert_eq!(l.forward(t, q), Some((t, q)));
        let mut l = LastStore::default();
        l.forward(r, s);
        l.reset();
        assert_eq!(l.forward(s, q), Some((s, q)));
    }
}
