//! Bounding register pressure before colouring, so that the interference
//! graph stays linear in the size of the function.
//!
//! At a point where V values of one class are live, the graph has a clique
//! of V nodes: V² edges to build, store and simplify (20,000 phis of one
//! block: 2·10⁸ edges, minutes and tens of GiB). With K registers, at least
//! V − K of them spill anyway. So the first build watches how many values
//! are live at once and stops, before adding any edge among them, at the
//! first point with more than twice the bound ([`MAX_LIVE`] by default):
//! there, one class has more than the bound. Then a backward walk per block
//! (the one the build does, without edges) finds every point where more
//! than the bound of one class are live and spills whole values there
//! until no more than that are left, cheapest first: least spill cost (uses
//! and defs weighted by loop depth; constants, which rematerialise, at
//! half) per instruction of extent. Either way colouring then decides about
//! the rest as usual, on a graph with at most `2 · MAX_LIVE + operands`
//! nodes live at any instruction — at most that many edges per definition.
//!
//! [`MAX_LIVE`] is several times the register count, and twice it is never
//! reached in the conformance corpus: for ordinary code the bound costs a
//! comparison per instruction.

use super::build::weight;
use super::sparse_set::SparseSet;
use crate::liveness::{Liveness, NONE};
use kiln_targets::{MBlock, OperandKind, RaFunction};
use std::cmp::Reverse;
use std::collections::BinaryHeap;

/// Most values of one register class left live at any point; above it,
/// values spill before colouring.
pub const MAX_LIVE: usize = 64;

/// The pressure bound and its scratch (reused across functions).
#[derive(Default, Debug)]
pub struct PressureCap {
    /// The bound, if not [`MAX_LIVE`].
    pub limit: Option<usize>,
    /// Per virtual register, the spill key: cost per instruction of extent
    /// (as `f32` bits; positive floats order like their bits).
    key: Vec<u32>,
    cost: Vec<f32>,
    lo: Vec<u32>,
    hi: Vec<u32>,
    live: SparseSet,
    fill: Vec<u32>,
    count: [usize; 2],
    /// Per class, the members of `live` by key (lazily deleted: an entry
    /// whose register left `live` or spilled is skipped).
    heap: [BinaryHeap<Reverse<(u32, u32)>>; 2],
}

impl PressureCap {
    /// Marks in `spilled` the registers to spill so that no point has more
    /// than the bound of unspilled values of one class live; returns how
    /// many it marked. `remat` is [`NONE`] for values that do not
    /// rematerialise.
    pub fn run(
        &mut self,
        f: &impl RaFunction,
        live: &Liveness,
        remat: &[u32],
        spilled: &mut [bool],
    ) -> usize {
        if !self.walk(f, live, spilled, false) {
            return 0;
        }
        self.compute_keys(f, live, remat);
        let before = spilled.iter().filter(|&&s| s).count();
        self.walk(f, live, spilled, true);
        spilled.iter().filter(|&&s| s).count() - before
    }

    /// The backward walk over every block. Without `evict`, only finds
    /// whether some point exceeds the bound (and stops there); with it,
    /// spills until none does. Returns whether the bound was exceeded.
    fn walk(
        &mut self,
        f: &impl RaFunction,
        live: &Liveness,
        spilled: &mut [bool],
        evict: bool,
    ) -> bool {
        self.live.reset(f.num_vregs());
        let mut exceeded = false;
        for b in 0..f.num_blocks() {
            self.live.clear();
            self.count = [0, 0];
            self.heap[0].clear();
            self.heap[1].clear();
            let mut fill = std::mem::take(&mut self.fill);
            fill.clear();
            live.for_each_live_out(f, b, |v| fill.push(v));
            for &v in &fill {
                self.insert(live, spilled, v, evict);
            }
            self.fill = fill;
            exceeded |= self.over();
            if exceeded && !evict {
                return true;
            }
            self.bound(live, spilled);
            let (first, last) = (live.block_first[b], live.block_last[b]);
            for i in (first..=last).rev() {
                let ops = f.inst_operands(i as usize);
                for op in ops {
                    let v = op.vreg.index() as u32;
                    if op.kind == OperandKind::Def && !spilled[v as usize] {
                        self.remove(live, v);
                    }
                }
                for op in ops {
                    if op.kind == OperandKind::Use {
                        self.insert(live, spilled, op.vreg.index() as u32, evict);
                    }
                }
                exceeded |= self.over();
                if exceeded && !evict {
                    return true;
                }
                self.bound(live, spilled);
            }
        }
        exceeded
    }

    /// The bound in force.
    pub fn limit(&self) -> usize {
        self.limit.unwrap_or(MAX_LIVE)
    }

    fn over(&self) -> bool {
        self.count.iter().any(|&c| c > self.limit())
    }

    fn insert(&mut self, live: &Liveness, spilled: &[bool], v: u32, evict: bool) {
        if spilled[v as usize] || self.live.contains(v) {
            return;
        }
        self.live.insert(v);
        let c = live.vreg_class[v as usize].index();
        self.count[c] += 1;
        if evict {
            self.heap[c].push(Reverse((self.key[v as usize], v)));
        }
    }

    fn remove(&mut self, live: &Liveness, v: u32) {
        if self.live.contains(v) {
            self.live.remove(v);
            self.count[live.vreg_class[v as usize].index()] -= 1;
        }
    }

    /// Spills the cheapest live values of each class over the bound (a
    /// no-op while only counting: the heaps are empty).
    fn bound(&mut self, live: &Liveness, spilled: &mut [bool]) {
        for c in 0..2 {
            while self.count[c] > self.limit() {
                let Some(Reverse((_, v))) = self.heap[c].pop() else {
                    break;
                };
                if self.live.contains(v) && !spilled[v as usize] {
                    spilled[v as usize] = true;
                    self.remove(live, v);
                }
            }
        }
    }

    /// Spill keys: cost (as the build counts it) over the extent, the
    /// instructions from the first to the last point the value is live at
    /// in block order.
    fn compute_keys(&mut self, f: &impl RaFunction, live: &Liveness, remat: &[u32]) {
        let nv = f.num_vregs();
        self.cost.clear();
        self.cost.resize(nv, 0.0);
        self.lo.clear();
        self.lo.resize(nv, NONE);
        self.hi.clear();
        self.hi.resize(nv, 0);
        let (lo, hi) = (&mut self.lo, &mut self.hi);
        let mut ext = |v: usize, i: u32| {
            lo[v] = lo[v].min(i);
            hi[v] = hi[v].max(i);
        };
        for b in 0..f.num_blocks() {
            let block = MBlock::from_u32(b as u32);
            let w = weight(f.block_loop_depth(block));
            let (first, last) = (live.block_first[b], live.block_last[b]);
            for i in first..=last {
                for op in f.inst_operands(i as usize) {
                    let v = op.vreg.index();
                    self.cost[v] += w;
                    ext(v, i);
                }
            }
            for &v in live.live_in(b) {
                ext(v as usize, first);
                ext(v as usize, last);
            }
            for &p in f.block_params(block) {
                ext(p.index(), first);
            }
            for (k, &s) in f.block_succs(block).iter().enumerate() {
                for (a, p) in f.branch_args(block, k).iter().zip(f.block_params(s)) {
                    self.cost[a.index()] += w;
                    self.cost[p.index()] += w;
                    ext(a.index(), last);
                }
            }
        }
        self.key.clear();
        self.key.extend((0..nv).map(|v| {
            let extent = (self.hi[v].saturating_sub(self.lo[v]) + 1) as f32;
            let cost = if remat[v] != NONE {
                self.cost[v] * 0.5
            } else {
                self.cost[v]
            };
            (cost / extent).to_bits()
        }));
    }
}
