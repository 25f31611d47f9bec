//! Numbering of a function's unnamed values and blocks: parameters, then per
//! block in layout order the block (if unnamed) and its unnamed results.

use crate::function::{Block, Function, Value};
use cranelift_entity::EntityRef;

/// No number (the entity has a name, or is a constant).
pub(super) const NONE: u32 = u32::MAX;

/// Slot numbers of the current function, reused between functions.
#[derive(Default)]
pub(super) struct FnSlots {
    values: Vec<u32>,
    blocks: Vec<u32>,
}

impl FnSlots {
    /// Numbers `f` the way LLVM does (the entry block takes a number too).
    pub(super) fn compute(&mut self, f: &Function) {
        self.values.clear();
        self.values.resize(f.values.len(), NONE);
        self.blocks.clear();
        self.blocks.resize(f.blocks.len(), NONE);
        let mut n = 0u32;
        for &p in &f.params {
            if p.index() < self.values.len() && f.value_names[p].is_none() {
                self.values[p.index()] = n;
                n += 1;
            }
        }
        for &b in &f.layout {
            if f.blocks[b].name.is_none() {
                self.blocks[b.index()] = n;
                n += 1;
            }
            for inst in f.block_insts(b) {
                if let Some(r) = f.inst_result(inst)
                    && r.index() < self.values.len()
                    && f.value_names[r].is_none()
                {
                    self.values[r.index()] = n;
                    n += 1;
                }
            }
        }
    }

    /// The number of unnamed value `v`, or [`NONE`].
    #[inline]
    pub(super) fn value(&self, v: Value) -> u32 {
        self.values.get(v.index()).copied().unwrap_or(NONE)
    }

    /// The number of unnamed block `b`, or [`NONE`].
    #[inline]
    pub(super) fn block(&self, b: Block) -> u32 {
        self.blocks.get(b.index()).copied().unwrap_or(NONE)
    }
}

/// Items (debug records, attachments) grouped by instruction. Items stored
/// in instruction order (the usual case) are walked with a cursor; otherwise
/// they are grouped once by counting sort, so lookups work whatever order
/// the items are stored in.
#[derive(Default)]
pub(super) struct ByInst {
    /// Whether the keys were in non-decreasing order.
    sorted: bool,
    /// Sorted case: the instruction index of each item.
    keys: Vec<u32>,
    /// Unsorted case: per instruction, where its items start in `items`.
    starts: Vec<u32>,
    /// Unsorted case: item indices grouped by instruction.
    items: Vec<u32>,
    cursor: usize,
}

impl ByInst {
    /// Groups items `0..` by their instruction index (out-of-range keys are
    /// dropped) for a function of `n_insts` instructions.
    pub(super) fn build(&mut self, n_insts: usize, keys: impl Iterator<Item = usize> + Clone) {
        self.keys.clear();
        self.starts.clear();
        self.items.clear();
        self.cursor = 0;
        self.sorted = true;
        let mut last = 0;
        for k in keys.clone() {
            if k < last {
                self.sorted = false;
                break;
            }
            last = k;
            self.keys.push(k as u32);
        }
        if self.sorted {
            return;
        }
        self.keys.clear();
        self.starts.resize(n_insts + 1, 0);
        for k in keys.clone() {
            if k < n_insts {
                self.starts[k + 1] += 1;
            }
        }
        for i in 0..n_insts {
            self.starts[i + 1] += self.starts[i];
        }
        let total = self.starts[n_insts] as usize;
        self.items.resize(total, 0);
        let mut fill: Vec<u32> = self.starts[..n_insts].to_vec();
        for (i, k) in keys.enumerate() {
            if k < n_insts {
                self.items[fill[k] as usize] = i as u32;
                fill[k] += 1;
            }
        }
    }

    /// Positions the cursor at the first item of instruction `first` or
    /// later (call at the start of each block).
    #[inline]
    pub(super) fn seek(&mut self, first: usize) {
        if self.sorted && !self.keys.is_empty() {
            self.cursor = self.keys.partition_point(|&k| (k as usize) < first);
        }
    }

    /// The range of positions holding the items of `inst`; call with the
    /// instructions of a block in order after [`ByInst::seek`]. Map a
    /// position to the item index with [`ByInst::item`].
    #[inline]
    pub(super) fn range(&mut self, inst: usize) -> std::ops::Range<usize> {
        if self.sorted {
            let start = self.cursor;
            while self.cursor < self.keys.len() && self.keys[self.cursor] as usize == inst {
                self.cursor += 1;
            }
            start..self.cursor
        } else if inst + 1 < self.starts.len() {
            self.starts[inst] as usize..self.starts[inst + 1] as usize
        } else {
            0..0
        }
    }

    /// The item index at `pos` of a [`ByInst::range`].
    #[inline]
    pub(super) fn item(&self, pos: usize) -> usize {
        if self.sorted {
            pos
        } else {
            self.items[pos] as usize
        }
    }
}
