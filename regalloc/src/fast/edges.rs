//! Branch arguments: at the end of each block, the parallel move that
//! copies every argument into its successor parameter's stack home (from
//! the register that holds the argument, if one does: a value defined in
//! the block stays there up to the edge moves).

use super::{FastCtx, flag};
use crate::edits::prio;
use crate::fast::regs::NONE;
use crate::spill_slots::symbolic_spare;
use kiln_targets::ra::RaError;
use kiln_targets::{Alloc, MBlock, MachineEnv, PReg, ProgPoint, RaFunction, RegClass, SpillSlot};

impl FastCtx {
    pub(super) fn edge_moves(
        &mut self,
        f: &impl RaFunction,
        env: &MachineEnv,
        b: usize,
    ) -> Result<(), RaError> {
        let pb = MBlock::from_u32(b as u32);
        let succs = f.block_succs(pb);
        for (k, &sb) in succs.iter().enumerate() {
            let params = f.block_params(sb);
            if params.is_empty() {
                continue;
            }
            let args = f.branch_args(pb, k);
            // The moves read the arguments' homes and write the parameters'
            // at either end of the edge: both ends belong to the homes'
            // extents.
            let last = f.block_insts(pb).end as u32 - 1;
            let succ_first = f.block_insts(sb).start as u32;
            let (lo, hi) = (last.min(succ_first), last.max(succ_first));
            for (&a, &p) in args.iter().zip(params) {
                for v in [a.index(), p.index()] {
                    let x = &mut self.vi[v];
                    x.first = x.first.min(lo);
                    x.last = if x.last == NONE { hi } else { x.last.max(hi) };
                }
            }
            for class in RegClass::ALL {
                self.pm.clear();
                for (&p, &a) in params.iter().zip(args) {
                    let pv = p.index();
                    if p.class() != class || !self.vi[pv].has(flag::USED) {
                        continue;
                    }
                    let av = a.index() as u32;
                    let from = match self.home_of(av) {
                        Some(r) => Alloc::Reg(r),
                        None if self.vi[av as usize].has(flag::IN_STACK) => {
                            Alloc::Stack(SpillSlot(av))
                        }
                        None => {
                            return Err(RaError(format!(
                                "block {b}: branch argument {a:?} is not available"
                            )));
                        }
                    };
                    self.vi[pv].flags |= flag::SLOT;
                    self.pm.add(from, Alloc::Stack(SpillSlot(pv as u32)));
                }
                if self.pm.is_empty() {
                    continue;
                }
                let s = sb.as_u32() as usize;
                let (point, pr) = if succs.len() == 1 {
                    let term = f.block_insts(pb).end - 1;
                    (ProgPoint::before(term), prio::EDGE_OUT)
                } else if f.block_preds(sb).len() == 1 {
                    (
                        ProgPoint::before(self.block_first[s] as usize),
                        prio::EDGE_IN,
                    )
                } else {
                    return Err(RaError(format!(
                        "critical edge from block {b} to block {s} needs moves (split it)"
                    )));
                };
                self.seq.clear();
                let seq = &mut self.seq;
                self.pm.resolve(
                    env.scratch[class.index()],
                    &mut || symbolic_spare(class),
                    &mut |from, to| seq.push((from, to)),
                );
                for &(from, to) in self.seq.iter() {
                    if let Alloc::Reg(r) = to {
                        self.written |= 1u128 << r.index();
                    }
                    self.sink.push_move(point, pr, from, to, class);
                }
            }
        }
        // The arguments have been read: the last read frees a register.
        for k in 0..succs.len() {
            for &a in f.branch_args(pb, k) {
                let x = &mut self.vi[a.index()];
                x.uses -= 1;
                let (left, home) = (x.uses, x.home);
                if left == 0 && home != NONE {
                    self.free_reg(PReg::from_index(home as usize));
                }
            }
        }
        Ok(())
    }
}
