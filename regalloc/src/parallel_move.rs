//! Sequentialising a parallel move: a set of copies that must appear to
//! happen at once (all sources read before any destination is written).
//!
//! Destinations are distinct; a source may feed several destinations. Moves
//! whose destination nobody still needs to read are emitted first; what
//! remains are disjoint cycles, each broken by saving one location in a
//! temporary: the class's scratch register, or, when the cycle contains a
//! stack-to-stack copy (which the emitter performs through that same
//! scratch register), a spare spill slot supplied by the caller.

use kiln_targets::{Alloc, PReg, SpillSlot};

/// A reusable parallel-move resolver for one register class at a time.
#[derive(Default, Debug)]
pub struct ParallelMoves {
    pending: Vec<(Alloc, Alloc)>,
    done: Vec<bool>,
    readers: Vec<u32>,
}

impl ParallelMoves {
    /// Forgets all moves.
    pub fn clear(&mut self) {
        self.pending.clear();
    }

    /// Whether no move was added (or all added moves were no-ops).
    pub fn is_empty(&self) -> bool {
        self.pending.is_empty()
    }

    /// Adds the copy `to := from` (ignored when `from == to`). Destinations
    /// must be distinct.
    pub fn add(&mut self, from: Alloc, to: Alloc) {
        debug_assert!(
            self.pending.iter().all(|&(_, t)| t != to),
            "duplicate destination"
        );
        if from != to {
            self.pending.push((from, to));
        }
    }

    /// The destinations added so far.
    pub fn destinations(&self) -> impl Iterator<Item = Alloc> + '_ {
        self.pending.iter().map(|&(_, t)| t)
    }

    /// Emits a sequence of plain copies `(from, to)` with the effect of the
    /// parallel move, through `emit`, and clears the resolver. `scratch` is
    /// the class's reserved register; `spare_slot` is called (at most once
    /// per cycle) when a cycle needs a stack temporary.
    pub fn resolve(
        &mut self,
        scratch: PReg,
        spare_slot: &mut impl FnMut() -> SpillSlot,
        emit: &mut impl FnMut(Alloc, Alloc),
    ) {
        let n = self.pending.len();
        // readers[k]: pending moves that still read move k's destination.
        self.done.clear();
        self.done.resize(n, false);
        self.readers.clear();
        for k in 0..n {
            let to = self.pending[k].1;
            let c = self.pending.iter().filter(|&&(from, _)| from == to).count();
            self.readers.push(c as u32);
        }
        let mut left = n;
        while left > 0 {
            // Emit every move whose destination is no longer read.
            let mut progress = true;
            while progress {
                progress = false;
                for k in 0..n {
                    if self.done[k] || self.readers[k] != 0 {
                        continue;
                    }
                    let (from, to) = self.pending[k];
                    emit(from, to);
                    self.done[k] = true;
                    left -= 1;
                    progress = true;
                    // Its source has one reader less.
                    for m in 0..n {
                        if !self.done[m] && self.pending[m].1 == from {
                            self.readers[m] -= 1;
                        }
                    }
                }
            }
            if left == 0 {
                break;
            }
            // Only cycles remain: break the one through the first pending move.
            let k0 = (0..n).find(|&k| !self.done[k]).unwrap();
            let start = self.pending[k0].1;
            let mut stack_to_stack = false;
            let mut loc = start;
            loop {
                let r = self.reader_of(loc).expect("a cycle");
                let (from, to) = self.pending[r];
                stack_to_stack |= is_stack(from) && is_stack(to);
                loc = to;
                if loc == start {
                    break;
                }
            }
            let tmp = if stack_to_stack {
                Alloc::Stack(spare_slot())
            } else {
                Alloc::Reg(scratch)
            };
            emit(start, tmp);
            for k in 0..n {
                if !self.done[k] && self.pending[k].0 == start {
                    self.pending[k].0 = tmp;
                }
            }
            self.readers[k0] = 0;
        }
        self.pending.clear();
    }

    fn reader_of(&self, loc: Alloc) -> Option<usize> {
        (0..self.pending.len()).find(|&k| !self.done[k] && self.pending[k].0 == loc)
    }
}

fn is_stack(a: Alloc) -> bool {
    matches!(a, Alloc::Stack(_))
}
