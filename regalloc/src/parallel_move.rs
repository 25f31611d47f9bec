//! Sequentialising a parallel move: a set of copies that must appear to
//! happen at once (all sources read before any destination is written).
//!
//! Destinations are distinct; a source may feed several destinations. Moves
//! whose destination nobody still needs to read are emitted first; what
//! remains are disjoint cycles, each broken by saving one location in a
//! temporary: the class's scratch register, or, when the cycle contains a
//! stack-to-stack copy (which the emitter performs through that same
//! scratch register), a spare spill slot supplied by the caller.
//!
//! Location lookups are linear searches for the usual few moves (up to
//! [`MAP_ABOVE`]) and hash maps above, so that an edge with thousands of
//! moves stays linear; both give the same sequence.

use kiln_targets::{Alloc, PReg, SpillSlot};
use std::collections::HashMap;

/// Most moves resolved with linear searches instead of hash maps.
pub const MAP_ABOVE: usize = 32;

/// A reusable parallel-move resolver for one register class at a time.
#[derive(Default, Debug)]
pub struct ParallelMoves {
    /// The move count above which lookups use the maps, if not [`MAP_ABOVE`].
    map_above: Option<usize>,
    pending: Vec<(Alloc, Alloc)>,
    done: Vec<bool>,
    readers: Vec<u32>,
    /// The move writing each location.
    writer: HashMap<Alloc, u32>,
    /// The first move reading each location (that is written by a move);
    /// `next_reader` links the others.
    first_reader: HashMap<Alloc, u32>,
    next_reader: Vec<u32>,
    ready: Vec<u32>,
}

/// End of a `next_reader` list.
const NONE: u32 = u32::MAX;

impl ParallelMoves {
    /// Uses the hash maps above `n` moves instead of [`MAP_ABOVE`] (tests
    /// exercise both ways on small moves).
    pub fn use_maps_above(&mut self, n: usize) {
        self.map_above = Some(n);
    }

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
    /// per cycle) when a cycle needs a stack temporary. Linear in the
    /// number of moves above [`MAP_ABOVE`] (hash maps from locations to
    /// moves); below, linear searches (fewer instructions than hashing).
    pub fn resolve(
        &mut self,
        scratch: PReg,
        spare_slot: &mut impl FnMut() -> SpillSlot,
        emit: &mut impl FnMut(Alloc, Alloc),
    ) {
        let n = self.pending.len();
        let maps = n > self.map_above.unwrap_or(MAP_ABOVE);
        // The move writing each location, and the moves reading each.
        self.writer.clear();
        self.first_reader.clear();
        if maps {
            for (k, &(_, to)) in self.pending.iter().enumerate() {
                self.writer.insert(to, k as u32);
            }
        }
        self.next_reader.clear();
        self.next_reader.resize(n, NONE);
        // readers[k]: pending moves that still read move k's destination.
        self.done.clear();
        self.done.resize(n, false);
        self.readers.clear();
        self.readers.resize(n, 0);
        for m in 0..n {
            let from = self.pending[m].0;
            if let Some(k) = self.writer_of(maps, from) {
                self.readers[k as usize] += 1;
                if maps {
                    let head = self.first_reader.insert(from, m as u32);
                    self.next_reader[m] = head.unwrap_or(NONE);
                }
            }
        }
        self.ready.clear();
        self.ready
            .extend((0..n as u32).filter(|&k| self.readers[k as usize] == 0));
        let mut left = n;
        let mut first_pending = 0;
        while left > 0 {
            // Emit every move whose destination is no longer read.
            while let Some(k) = self.ready.pop() {
                let k = k as usize;
                let (from, to) = self.pending[k];
                emit(from, to);
                self.done[k] = true;
                left -= 1;
                // Its source has one reader less.
                if let Some(w) = self.writer_of(maps, from)
                    && !self.done[w as usize]
                {
                    self.readers[w as usize] -= 1;
                    if self.readers[w as usize] == 0 {
                        self.ready.push(w);
                    }
                }
            }
            if left == 0 {
                break;
            }
            // Only disjoint cycles remain, each location read by exactly
            // one pending move: break the one through the first pending
            // move by saving its destination in a temporary.
            while self.done[first_pending] {
                first_pending += 1;
            }
            let k0 = first_pending;
            let start = self.pending[k0].1;
            let mut stack_to_stack = false;
            let mut loc = start;
            loop {
                let (from, to) = self.pending[self.pending_reader(maps, loc)];
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
            let r = self.pending_reader(maps, start);
            self.pending[r].0 = tmp;
            self.readers[k0] = 0;
            self.ready.push(k0 as u32);
        }
        self.pending.clear();
    }

    /// The move writing `loc`, if any.
    fn writer_of(&self, maps: bool, loc: Alloc) -> Option<u32> {
        if maps {
            self.writer.get(&loc).copied()
        } else {
            let k = self.pending.iter().position(|&(_, to)| to == loc)?;
            Some(k as u32)
        }
    }

    /// The pending move reading `loc` (in a cycle there is exactly one),
    /// latest added first as in the maps. Each location is looked up once
    /// per cycle it is on, so with the maps the walk over its finished
    /// readers stays linear overall.
    fn pending_reader(&self, maps: bool, loc: Alloc) -> usize {
        let m = if maps {
            let mut m = self.first_reader.get(&loc).copied().unwrap_or(NONE);
            while m != NONE && self.done[m as usize] {
                m = self.next_reader[m as usize];
            }
            m
        } else {
            (0..self.pending.len())
                .rev()
                .find(|&m| !self.done[m] && self.pending[m].0 == loc)
                .map_or(NONE, |m| m as u32)
        };
        assert!(m != NONE, "a cycle without a reader");
        m as usize
    }
}

fn is_stack(a: Alloc) -> bool {
    matches!(a, Alloc::Stack(_))
}
