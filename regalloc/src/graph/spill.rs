//! Deciding what to spill after a colouring round left nodes uncoloured.
//!
//! An uncoloured node with a finite cost is spilled: every virtual register
//! merged into it gets a stack home. A node that must not spill (a spill
//! temporary, a value never read) makes room instead: among the colours it
//! could take, the one whose neighbours are cheapest to spill is freed by
//! spilling those neighbours. The next round rebuilds the graph with the
//! short temporaries of the spilled registers.

use super::GraphCtx;
use super::interference::{PRE, st};
use crate::liveness::NONE;
use kiln_targets::ra::RaError;

impl GraphCtx {
    /// Marks registers to spill; an error if no progress is possible.
    pub(super) fn choose_spills(&mut self) -> Result<(), RaError> {
        let g = &self.g;
        self.spill_rep.clear();
        self.spill_rep.resize(g.n, false);
        for k in 0..self.irc.spilled.len() {
            let s = self.irc.spilled[k];
            if g.cost[s as usize].is_finite() {
                self.spill_rep[s as usize] = true;
                continue;
            }
            let avail = g.mask_of(s) & !g.forbid[s as usize];
            // Per colour: total cost of the neighbours holding it.
            let mut total = [0f32; 128];
            for &t in &g.adj[s as usize] {
                let a = g.get_alias(t);
                if a >= PRE || g.state[a as usize] != st::COLOURED {
                    continue;
                }
                let c = g.colour[a as usize] as usize;
                if avail & (1 << c) != 0 {
                    total[c] += g.cost[a as usize];
                }
            }
            let best = (0..128)
                .filter(|&c| avail & (1u128 << c) != 0 && total[c].is_finite())
                .min_by(|&a, &b| total[a].total_cmp(&total[b]));
            let Some(c) = best else {
                let class = if g.class[s as usize] == 0 {
                    "Int"
                } else {
                    "Float"
                };
                return Err(RaError(format!(
                    "an instruction needs more {class} registers at once than are allocatable"
                )));
            };
            for &t in &g.adj[s as usize] {
                let a = g.get_alias(t);
                if a < PRE
                    && g.state[a as usize] == st::COLOURED
                    && g.colour[a as usize] as usize == c
                {
                    self.spill_rep[a as usize] = true;
                }
            }
        }
        let mut progress = false;
        self.group_leader.clear();
        self.group_leader.resize(g.n, NONE);
        for v in 0..g.nv {
            if g.state[v] == st::ABSENT {
                continue;
            }
            let a = g.get_alias(v as u32);
            if a < PRE && self.spill_rep[a as usize] {
                self.spilled[v] = true;
                progress = true;
                if self.remat[v] == NONE {
                    let leader = &mut self.group_leader[a as usize];
                    if *leader == NONE {
                        *leader = v as u32;
                    }
                    self.spill_group[v] = *leader;
                }
            }
        }
        if !progress {
            return Err(RaError(
                "internal error: graph colouring made no spilling progress".into(),
            ));
        }
        Ok(())
    }
}
