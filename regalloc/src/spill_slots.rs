//! Spill-slot assignment with reuse: values whose stack homes are live over
//! disjoint instruction extents share a slot. Slots are 8-byte units; an
//! `Int` value takes one unit, a `Float` value two at an even index. The two
//! classes draw from separate free lists so a unit never changes class.

use kiln_targets::{RegClass, SpillSlot};
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
}

impl SpillSlots {
    /// Forgets every request and slot.
    pub fn clear(&mut self) {
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
            let slot = match self.free[c].pop() {
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
