//! Edge resolution, shared by both allocators: for every CFG edge, the
//! parallel move that takes each value live into the successor (and each
//! block parameter, from its branch argument) from where the predecessor
//! left it to where the successor expects it.
//!
//! Placement follows the contract (critical edges are split by instruction
//! selection): before the terminator of a predecessor with one successor,
//! else at the start of a successor with one predecessor. A critical edge
//! that needs moves is an error.

use crate::edits::{EditSink, prio};
use crate::liveness::Liveness;
use crate::parallel_move::ParallelMoves;
use kiln_targets::ra::RaError;
use kiln_targets::{Alloc, MBlock, MachineEnv, ProgPoint, RaFunction, RegClass, SpillSlot};

/// Where an allocator keeps values at block boundaries.
pub trait BoundaryLocs {
    /// Prepares lookups for the edge `pred → succ`.
    fn begin_edge(&mut self, pred: usize, succ: usize);
    /// Where virtual register `v` is at the end of `pred`, once its
    /// terminator has read its operands.
    fn at_pred_end(&self, v: u32) -> Alloc;
    /// Where `v` must be at the start of `succ`: a register or a stack slot
    /// that the edge must write, or `Alloc::None` when nothing needs
    /// writing (the value's stack home already holds it).
    fn at_succ_start(&self, v: u32, is_param: bool) -> Alloc;
    /// Replaces `out` with the values live into `succ` (not its
    /// parameters) for which [`BoundaryLocs::at_succ_start`] may be other
    /// than `Alloc::None`, in increasing order: by default all of its
    /// live-in set; an allocator that knows which values it keeps in
    /// registers there names just those.
    fn live_in_candidates(&self, live: &Liveness, succ: usize, out: &mut Vec<u32>) {
        out.clear();
        out.extend_from_slice(live.live_in(succ));
    }
}

/// Reusable state of [`EdgeResolver::resolve_edges`].
#[derive(Default, Debug)]
pub struct EdgeResolver {
    pm: ParallelMoves,
    seq: Vec<(Alloc, Alloc)>,
    cands: Vec<u32>,
}

impl EdgeResolver {
    /// Appends the moves of every edge of `f` to `sink`. `allocs` and
    /// `live.op_start` locate the terminators' operands (edge moves must not
    /// overwrite them); `param_live(v)` tells whether block parameter `v` is
    /// used at all; `spare_slot(class)` supplies a cycle-breaking slot.
    #[allow(clippy::too_many_arguments)]
    pub fn resolve_edges(
        &mut self,
        f: &impl RaFunction,
        live: &Liveness,
        env: &MachineEnv,
        allocs: &[Alloc],
        locs: &mut impl BoundaryLocs,
        param_live: &impl Fn(u32) -> bool,
        spare_slot: &mut impl FnMut(RegClass) -> SpillSlot,
        sink: &mut EditSink,
    ) -> Result<(), RaError> {
        for p in 0..f.num_blocks() {
            let pb = MBlock::from_u32(p as u32);
            let succs = f.block_succs(pb);
            for (k, &sb) in succs.iter().enumerate() {
                let s = sb.as_u32() as usize;
                locs.begin_edge(p, s);
                locs.live_in_candidates(live, s, &mut self.cands);
                for class in RegClass::ALL {
                    self.pm.clear();
                    for &v in &self.cands {
                        if live.vreg_class[v as usize] != class {
                            continue;
                        }
                        let to = locs.at_succ_start(v, false);
                        if to != Alloc::None {
                            self.pm.add(locs.at_pred_end(v), to);
                        }
                    }
                    let params = f.block_params(sb);
                    let args = f.branch_args(pb, k);
                    for (&pv, &a) in params.iter().zip(args) {
                        if pv.class() != class || !param_live(pv.index() as u32) {
                            continue;
                        }
                        let to = locs.at_succ_start(pv.index() as u32, true);
                        if to != Alloc::None {
                            self.pm.add(locs.at_pred_end(a.index() as u32), to);
                        }
                    }
                    if self.pm.is_empty() {
                        continue;
                    }
                    let (point, pr) = if succs.len() == 1 {
                        let term = live.block_last[p] as usize;
                        let a = live.op_start[term] as usize;
                        let z = live.op_start[term + 1] as usize;
                        for d in self.pm.destinations() {
                            if allocs[a..z].contains(&d) {
                                return Err(RaError(format!(
                                    "block {p}: edge moves would overwrite an operand of its terminator"
                                )));
                            }
                        }
                        (ProgPoint::before(term), prio::EDGE_OUT)
                    } else if f.block_preds(sb).len() == 1 {
                        (
                            ProgPoint::before(live.block_first[s] as usize),
                            prio::EDGE_IN,
                        )
                    } else {
                        return Err(RaError(format!(
                            "critical edge from block {p} to block {s} needs moves (split it)"
                        )));
                    };
                    self.seq.clear();
                    let seq = &mut self.seq;
                    self.pm.resolve(
                        env.scratch[class.index()],
                        &mut || spare_slot(class),
                        &mut |from, to| seq.push((from, to)),
                    );
                    for &(from, to) in seq.iter() {
                        sink.push_move(point, pr, from, to, class);
                    }
                }
            }
        }
        Ok(())
    }
}
