//! Source-line rows of the emitted code: machine instruction locations
//! ([`MachFunc::locs`](kiln_targets::MachFunc)) become `(code offset,
//! location)` rows, moved with the code by branch relaxation
//! ([`CodeBuffer::relaxed_offsets`]).
//!
//! Rules (those of LLVM's line table): the allocator's moves around an
//! instruction take its location; an instruction without a location
//! continues the current row, except at the start of a block, where it gets
//! a row of its own with location 0 ("no source line": the block may be
//! reached from elsewhere); a row starts only where the location changes.

use crate::buffer::CodeBuffer;

/// Walks the location table along the emitted instructions.
pub(crate) struct LineTracker<'a> {
    /// `(instruction index, location)` where the location changes.
    locs: &'a [(u32, u32)],
    /// Next entry of `locs`.
    next: usize,
    /// Location of the current instruction.
    cur: u32,
    /// Location of the last row.
    row: u32,
    /// Rows so far: (offset before relaxation, location).
    rows: Vec<(u32, u32)>,
}

impl<'a> LineTracker<'a> {
    /// A tracker over `locs` (sorted by instruction index).
    pub fn new(locs: &'a [(u32, u32)]) -> LineTracker<'a> {
        LineTracker {
            locs,
            next: 0,
            cur: 0,
            row: 0,
            rows: Vec::new(),
        }
    }

    /// Moves to instruction `i`, the first of a block about to be emitted
    /// (blocks need not be emitted in instruction order).
    pub fn seek(&mut self, i: u32) {
        self.next = self.locs.partition_point(|&(at, _)| at < i);
        self.cur = match self.next {
            0 => 0,
            k => self.locs[k - 1].1,
        };
    }

    /// Called before instruction `i` (and the allocator's moves before
    /// it), `block_start` when it is the first of its block.
    #[inline]
    pub fn before(&mut self, b: &mut CodeBuffer, i: u32, block_start: bool) {
        while let Some(&(at, loc)) = self.locs.get(self.next)
            && at <= i
        {
            self.cur = loc;
            self.next += 1;
        }
        if self.cur == self.row || (self.cur == 0 && !block_start) {
            return;
        }
        self.rows.push((b.offset(), self.cur));
        self.row = self.cur;
    }

    /// The rows at their final offsets (call after relaxation); of several
    /// rows at one offset the last wins.
    pub fn finish(mut self, b: &CodeBuffer) -> Vec<(u32, u32)> {
        b.relaxed_offsets(self.rows.iter_mut().map(|r| &mut r.0));
        let mut n = 0;
        for k in 0..self.rows.len() {
            let row = self.rows[k];
            if n > 0 && self.rows[n - 1].0 == row.0 {
                self.rows[n - 1] = row;
            } else {
                self.rows[n] = row;
                n += 1;
            }
        }
        self.rows.truncate(n);
        self.rows
    }
}
