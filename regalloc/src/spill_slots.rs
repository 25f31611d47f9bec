//! Spill-slot assignment with reuse: values whose stack homes are live over
//! disjoint instruction extents share a slot. Slots are 8-byte units; an
//! `Int` value takes one unit, a `Float` value two at an even index. The two
//! classes draw from separate free lists so a unit never changes class.

use kiln_targets::{Alloc, RegClass, SpillSlot};
use std::cmp::Reverse;
use std::collections::BinaryHeap;

/// One value that needs a stack home: its key (any caller-chosen index),
/// class and the inclusive instruction extent over which the home is live.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct SpillRequest {
    /// Caller's key (a virtual-register index, typically).
    pub key: u32,
    /// Register class.
    pub class: RegClass,
    /// First instruction at which the home may be read or written.
    pub lo: u32,
    /// Last instruction at which the home may be read or written.
    pub hi: u32,
}

/// Reusable slot assigner.
#[derive(Default, Debug)]
pub struct SpillSlots {
    requests: Vec<SpillRequest>,
    active: BinaryHeap<Reverse<(u32, u32, u8)>>,
    free: [Vec<u32>; 2],
    units: u32,
    /// Whether disjoint extents may share a slot.
    share: bool,
}

impl SpillSlots {
    /// Forgets every request and slot; from now on slots are shared
    /// between disjoint extents when `share` holds, else each request
    /// gets a slot of its own.
    pub fn clear(&mut self, share: bool) {
        self.share = share;
        self.requests.clear();
        self.active.clear();
        self.free[0].clear();
        self.free[1].clear();
        self.units = 0;
    }

    /// Adds a request.
    pub fn request(&mut self, r: SpillRequest) {
        self.requests.push(r);
    }

    /// Assigns slots, calling `assign(key, slot)` for each request, and
    /// returns the number of units used so far.
    pub fn assign(&mut self, mut assign: impl FnMut(u32, SpillSlot)) -> u32 {
        self.requests.sort_unstable_by_key(|r| (r.lo, r.key));
        for k in 0..self.requests.len() {
            let r = self.requests[k];
            while let Some(&Reverse((hi, slot, class))) = self.active.peek() {
                if hi >= r.lo {
                    break;
                }
                self.active.pop();
                self.free[class as usize].push(slot);
            }
            let c = r.class.index();
            let reused = if self.share { self.free[c].pop() } else { None };
            let slot = match reused {
                Some(s) => s,
                None => self.fresh(r.class),
            };
            self.active.push(Reverse((r.hi, slot, c as u8)));
            assign(r.key, SpillSlot(slot));
        }
        self.units
    }

    /// A slot of `class` never shared with anything (for cycle breaking).
    pub fn fresh(&mut self, class: RegClass) -> u32 {
        match class {
            RegClass::Int => {
                self.units += 1;
                self.units - 1
            }
            RegClass::Float => {
                self.units += self.units & 1;
                self.units += 2;
                self.units - 2
            }
        }
    }

    /// Units used so far.
    pub fn units(&self) -> u32 {
        self.units
    }
}

/// Before slots are assigned, both allocators name a value's stack home
/// `Stack(SpillSlot(vreg))` and the spare cycle-breaking slot of a class
/// `Stack(SpillSlot(SYMBOLIC_SPARE + class index))`.
pub const SYMBOLIC_SPARE: u32 = u32::MAX - 2;

/// The symbolic spare slot of `class` (see [`SYMBOLIC_SPARE`]).
pub fn symbolic_spare(class: RegClass) -> SpillSlot {
    SpillSlot(SYMBOLIC_SPARE + class.index() as u32)
}

/// Rewrites symbolic stack locations into final slots: a value's home
/// becomes `slot_of[vreg]`, a spare slot is made on first use (one per
/// class). A home without a slot is remembered in `missing`.
pub struct SlotMapper<'a> {
    slot_of: &'a [u32],
    spare: [Option<u32>; 2],
    /// A symbolic home had no assigned slot (an internal error).
    pub missing: bool,
}

impl<'a> SlotMapper<'a> {
    /// A mapper over the assignment `slot_of` (`u32::MAX`: none).
    pub fn new(slot_of: &'a [u32]) -> Self {
        SlotMapper {
            slot_of,
            spare: [None; 2],
            missing: false,
        }
    }

    /// The final form of `a`; registers and `None` are unchanged.
    pub fn map(&mut self, slots: &mut SpillSlots, a: Alloc) -> Alloc {
        match a {
            Alloc::Stack(SpillSlot(s)) if s >= SYMBOLIC_SPARE => {
                let c = (s - SYMBOLIC_SPARE) as usize;
                let class = if c == 0 {
                    RegClass::Int
                } else {
                    RegClass::Float
                };
                let slot = *self.spare[c].get_or_insert_with(|| slots.fresh(class));
                Alloc::Stack(SpillSlot(slot))
            }
            Alloc::Stack(SpillSlot(v)) => {
                let s = self.slot_of.get(v as usize).copied().unwrap_or(u32::MAX);
                self.missing |= s == u32::MAX;
                Alloc::Stack(SpillSlot(s))
            }
            other => other,
        }
    }
}
