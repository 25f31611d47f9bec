//! Collecting the allocator's inserted moves: each edit is recorded with its
//! program point and a priority that orders edits at the same point, then
//! sorted once (stable) into [`RaOutput::edits`](kiln_targets::RaOutput).

use kiln_targets::{Alloc, Edit, PReg, ProgPoint, RegClass};

/// Edit priorities at one program point, in execution order.
pub mod prio {
    /// Edge moves placed at the start of a single-predecessor successor.
    pub const EDGE_IN: u8 = 0;
    /// Stores of block parameters into their spill slots at block entry.
    pub const PARAM_STORE: u8 = 1;
    /// Moves serving the instruction itself (reloads, evictions, fixed registers).
    pub const INST: u8 = 2;
    /// Stores of a definition into its spill slot, right after the defining instruction.
    pub const DEF_STORE: u8 = 3;
    /// Edge moves placed before the terminator of a single-successor predecessor.
    pub const EDGE_OUT: u8 = 4;
}

/// Edits in the order they were produced, with their sort keys.
#[derive(Default, Debug)]
pub struct EditSink {
    items: Vec<(u64, Edit)>,
}

impl EditSink {
    /// Removes every edit, keeping the allocation.
    pub fn clear(&mut self) {
        self.items.clear();
    }

    /// Number of recorded edits.
    pub fn len(&self) -> usize {
        self.items.len()
    }

    /// Whether no edit was recorded.
    pub fn is_empty(&self) -> bool {
        self.items.is_empty()
    }

    /// Records a move of a `class` value from `from` to `to` at `point`.
    pub fn push_move(
        &mut self,
        point: ProgPoint,
        prio: u8,
        from: Alloc,
        to: Alloc,
        class: RegClass,
    ) {
        let key = ((point_bits(point) as u64) << 8) | prio as u64;
        self.items.push((key, Edit::Move { from, to, class }));
    }

    /// Records a reload of a `class` value from `from` into `to` at
    /// `point` for the next instruction alone ([`Edit::Reload`]).
    pub fn push_reload(
        &mut self,
        point: ProgPoint,
        prio: u8,
        from: Alloc,
        to: Alloc,
        class: RegClass,
    ) {
        let key = ((point_bits(point) as u64) << 8) | prio as u64;
        self.items.push((key, Edit::Reload { from, to, class }));
    }

    /// Records a rematerialisation of instruction `inst` into `to` at
    /// `point`.
    pub fn push_remat(&mut self, point: ProgPoint, prio: u8, inst: usize, to: PReg) {
        let key = ((point_bits(point) as u64) << 8) | prio as u64;
        self.items.push((
            key,
            Edit::Remat {
                inst: inst as u32,
                to,
            },
        ));
    }

    /// Rewrites every location of every edit with `f` (used to turn
    /// symbolic spill locations into final slots).
    pub fn map_allocs(&mut self, mut f: impl FnMut(Alloc) -> Alloc) {
        for (_, e) in &mut self.items {
            if let Edit::Move { from, to, .. } | Edit::Reload { from, to, .. } = e {
                *from = f(*from);
                *to = f(*to);
            }
        }
    }

    /// Sorts the edits by (point, priority), keeping production order among
    /// equals, and appends them to `out`.
    pub fn finish_into(&mut self, out: &mut Vec<(ProgPoint, Edit)>) {
        self.items.sort_by_key(|&(k, _)| k);
        out.reserve(self.items.len());
        for &(k, e) in &self.items {
            out.push((point_from_bits((k >> 8) as u32), e));
        }
    }
}

fn point_bits(p: ProgPoint) -> u32 {
    ((p.inst() as u32) << 1) | p.is_after() as u32
}

fn point_from_bits(b: u32) -> ProgPoint {
    if b & 1 != 0 {
        ProgPoint::after((b >> 1) as usize)
    } else {
        ProgPoint::before((b >> 1) as usize)
    }
}
