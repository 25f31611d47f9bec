//! Source locations of the selected instructions: each IR instruction's
//! `!dbg` attachment goes to the machine instructions lowered from it, in
//! [`MachFunc::locs`](kiln_targets::MachFunc) (a location id is the
//! `!DILocation` node index + 1; 0 is "none").
//!
//! A block is selected backwards into a reversed buffer (`IselCtx::rev`),
//! so the locations are kept as runs over that buffer — `(first reversed
//! index, location)`, one per change of location, in walk order — and
//! turned into machine instruction indices when the block is placed.
//! Instructions folded into their user produce nothing of their own and so
//! take the user's location, as in LLVM. Functions without any `!dbg`
//! attachment skip all of this.

use crate::lower::Lower;
use kiln_ir::{Function, Inst as IrInst};
use kiln_targets::x64::Inst;

/// Per-function location state of [`Lower`].
pub(crate) struct LocState {
    /// The function has `!dbg` attachments.
    pub enabled: bool,
    /// Runs over `IselCtx::rev`: `(first reversed index, location)`, in
    /// walk (reverse program) order.
    rev_runs: Vec<(u32, u32)>,
    /// Per extra block, `(instruction offset in the block, location)`.
    extra: Vec<(u32, u32)>,
    /// Runs of the block rest taken by [`Lower::take_block_rest`], for the
    /// next extra block filled.
    rest: Vec<(u32, u32)>,
}

impl LocState {
    /// The state for `f`: enabled when any instruction has a location.
    pub fn new(f: &Function) -> LocState {
        LocState {
            enabled: !f.debug_locs.is_empty(),
            rev_runs: Vec::new(),
            extra: Vec::new(),
            rest: Vec::new(),
        }
    }
}

/// The location id of IR instruction `i` (0 when it has no `!dbg`).
#[inline]
fn loc_of(f: &Function, i: IrInst) -> u32 {
    f.debug_locs
        .get(i)
        .and_then(|n| n.expand())
        .map_or(0, |n| n.as_u32() + 1)
}

impl Lower<'_> {
    /// Notes that `i` was lowered to the reversed instructions from `k0` to
    /// the end of `IselCtx::rev`: one compare when its location is that of
    /// the instruction after it.
    #[inline]
    pub(crate) fn note_loc(&mut self, i: IrInst, k0: u32) {
        let loc = loc_of(self.f, i);
        let runs = &mut self.locs.rev_runs;
        match runs.last_mut() {
            Some(&mut (_, l)) if l == loc => {}
            // The run after this one in program order has no instructions.
            Some(last) if last.0 == k0 => last.1 = loc,
            _ => runs.push((k0, loc)),
        }
    }

    /// Records the runs of the block about to be pushed (all of
    /// `IselCtx::rev`, which the caller pushes next, last first) in
    /// `MachFunc::locs`.
    pub(crate) fn place_block_locs(&mut self) {
        let base = self.out.insts.len() as u32;
        let total = self.c.rev.len() as u32;
        let runs = &self.locs.rev_runs;
        for t in (0..runs.len()).rev() {
            let end = runs.get(t + 1).map_or(total, |r| r.0);
            self.out.set_loc(base + total - end, runs[t].1);
        }
        self.locs.rev_runs.clear();
    }

    /// Records the locations of an extra block (its range of `extra`)
    /// about to be pushed.
    pub(crate) fn place_extra_locs(&mut self, range: (u32, u32)) {
        let base = self.out.insts.len() as u32;
        for &(at, loc) in &self.locs.extra[range.0 as usize..range.1 as usize] {
            self.out.set_loc(base + at, loc);
        }
    }

    /// The locations of an extra block being filled: those of the block
    /// rest just taken, or else the current instruction's throughout.
    pub(crate) fn extra_block_locs(&mut self) -> (u32, u32) {
        let l0 = self.locs.extra.len() as u32;
        if !self.locs.enabled {
            return (l0, l0);
        }
        if self.locs.rest.is_empty() {
            let loc = self.cur_inst.map_or(0, |i| loc_of(self.f, i));
            self.locs.extra.push((0, loc));
        } else {
            let LocState { extra, rest, .. } = &mut self.locs;
            extra.append(rest);
        }
        (l0, self.locs.extra.len() as u32)
    }

    /// Takes the already selected rest of the current block (everything
    /// after the current instruction), in program order, after `prefix`
    /// (instructions of the current instruction), for a block split; its
    /// locations go with it to the next extra block filled.
    pub(crate) fn take_block_rest(&mut self, prefix: Vec<Inst>) -> Vec<Inst> {
        let mut out = prefix;
        if self.locs.enabled {
            let p = out.len() as u32;
            let total = self.c.rev.len() as u32;
            let loc = self.cur_inst.map_or(0, |i| loc_of(self.f, i));
            let LocState { rev_runs, rest, .. } = &mut self.locs;
            rest.clear();
            rest.push((0, loc));
            for t in (0..rev_runs.len()).rev() {
                let end = rev_runs.get(t + 1).map_or(total, |r| r.0);
                rest.push((p + total - end, rev_runs[t].1));
            }
            rev_runs.clear();
        }
        out.extend(self.c.rev.drain(..).rev());
        out
    }
}
