//! The control-flow graph of one function and its dominator tree
//! (Semi-NCA over a DFS preorder, stored by reverse-postorder index),
//! with O(1) dominance queries through dominator-tree intervals.
//!
//! The dominator tree is built only on demand ([`Cfg::ensure_dom`]): most
//! uses are in the defining block or the entry block, which need none.
//!
//! All tables are indexed by block id (or by reverse-postorder index) and are
//! kept in one [`Cfg`] that is cleared, not reallocated, per function.

use crate::function::{Block, Function, Inst};
use cranelift_entity::EntityRef;

/// Marks "none" in the tables (no block, unreachable, ...).
pub(super) const NONE: u32 = u32::MAX;

/// A branch to a block that does not exist or is not in the layout.
#[derive(Copy, Clone, Debug)]
pub(super) struct BadEdge {
    /// The terminator.
    pub inst: Inst,
    /// The target block id.
    pub target: Block,
}

/// CFG, reachability and dominators of a function.
#[derive(Default)]
pub(super) struct Cfg {
    /// Block (id) of each instruction, [`NONE`] if in no block.
    pub inst_block: Vec<u32>,
    /// Whether each block id is in the layout.
    in_layout: Vec<bool>,
    succ_start: Vec<u32>,
    succs: Vec<u32>,
    pred_start: Vec<u32>,
    preds: Vec<u32>,
    /// Reverse-postorder index of each block id, [`NONE`] when unreachable.
    rpo_num: Vec<u32>,
    /// Blocks in reverse postorder.
    rpo: Vec<u32>,
    /// Immediate dominator of each RPO index (as an RPO index).
    idom: Vec<u32>,
    /// Interval start of each RPO index in the dominator tree.
    pre: Vec<u32>,
    /// Size of each RPO index's dominator subtree.
    size: Vec<u32>,
    next: Vec<u32>,
    stack: Vec<(u32, u32)>,
    succ_buf: Vec<Block>,
    /// Branches to blocks that are not in the function.
    pub bad_edges: Vec<BadEdge>,
    /// Instructions that belong to more than one block, or blocks whose
    /// range is outside the instruction table.
    pub bad_ranges: Vec<Block>,
    /// Whether `idom`, `pre` and `size` are computed for this function.
    dom_ready: bool,
    /// Set by a query that needed the dominator tree before it was built.
    pub need_dom: std::cell::Cell<bool>,
}

impl Cfg {
    /// Builds the CFG of `f`: instruction-to-block map, successor and
    /// predecessor lists (one entry per edge; predecessor lists sorted by
    /// block id), reachability and dominator tree.
    pub fn build(&mut self, f: &Function) {
        let nb = f.blocks.len();
        let ni = f.insts.len();
        self.bad_edges.clear();
        self.bad_ranges.clear();
        self.inst_block.clear();
        self.inst_block.resize(ni, NONE);
        self.in_layout.clear();
        self.in_layout.resize(nb, false);
        // Ranges laid out in ascending order (as the parser makes them) are
        // disjoint from all earlier ones and are filled without checks.
        let mut prev_end = 0;
        for &b in &f.layout {
            let Some(bd) = f.blocks.get(b) else {
                self.bad_ranges.push(b);
                continue;
            };
            if self.in_layout[b.index()] {
                self.bad_ranges.push(b);
                continue;
            }
            self.in_layout[b.index()] = true;
            if bd.first > bd.end || bd.end as usize > ni {
                self.bad_ranges.push(b);
                continue;
            }
            if bd.first >= prev_end {
                prev_end = bd.end;
                self.inst_block[bd.first as usize..bd.end as usize].fill(b.as_u32());
                continue;
            }
            for i in bd.first..bd.end {
                let slot = &mut self.inst_block[i as usize];
                if *slot != NONE {
                    self.bad_ranges.push(b);
                    break;
                }
                *slot = b.as_u32();
            }
        }

        // Successors, by block id.
        self.succ_start.clear();
        self.succ_start.reserve(nb + 1);
        self.succs.clear();
        self.succs.reserve(2 * nb);
        let mut buf = std::mem::take(&mut self.succ_buf);
        for b in 0..nb {
            self.succ_start.push(self.succs.len() as u32);
            if !self.in_layout[b] {
                continue;
            }
            let blk = Block::from_u32(b as u32);
            let Some(term) = f.terminator(blk) else {
                continue;
            };
            if self.inst_block.get(term.index()) != Some(&(b as u32))
                || !f.insts[term].is_terminator()
            {
                continue;
            }
            match f.insts[term] {
                // The commonest terminators without the general list.
                crate::instructions::InstData::Br { dest } => {
                    buf.clear();
                    buf.push(dest);
                }
                crate::instructions::InstData::CondBr { dests, .. } => {
                    buf.clear();
                    buf.extend_from_slice(&dests);
                }
                _ => f.successors(term, &mut buf),
            }
            for &s in &buf {
                if s.index() < nb && self.in_layout[s.index()] {
                    self.succs.push(s.as_u32());
                } else {
                    self.bad_edges.push(BadEdge {
                        inst: term,
                        target: s,
                    });
                }
            }
        }
        self.succ_start.push(self.succs.len() as u32);
        self.succ_buf = buf;

        // Predecessors by counting sort over sources in id order, so each
        // list comes out sorted.
        self.pred_start.clear();
        self.pred_start.resize(nb + 1, 0);
        for &s in &self.succs {
            self.pred_start[s as usize + 1] += 1;
        }
        for i in 0..nb {
            self.pred_start[i + 1] += self.pred_start[i];
        }
        self.preds.clear();
        self.preds.resize(self.succs.len(), 0);
        self.next.clear();
        self.next.extend_from_slice(&self.pred_start[..nb]);
        for b in 0..nb {
            let (lo, hi) = (self.succ_start[b] as usize, self.succ_start[b + 1] as usize);
            for k in lo..hi {
                let s = self.succs[k] as usize;
                self.preds[self.next[s] as usize] = b as u32;
                self.next[s] += 1;
            }
        }

        self.compute_rpo(f);
    }

    /// Successors of block `b` (one per edge, in operand order).
    #[cfg(test)]
    pub fn succs(&self, b: u32) -> &[u32] {
        let b = b as usize;
        &self.succs[self.succ_start[b] as usize..self.succ_start[b + 1] as usize]
    }

    /// Predecessors of block `b` (one per edge, sorted by block id).
    pub fn preds(&self, b: u32) -> &[u32] {
        let b = b as usize;
        &self.preds[self.pred_start[b] as usize..self.pred_start[b + 1] as usize]
    }

    /// Whether block id `b` exists and is in the function's layout.
    #[inline]
    pub fn in_layout(&self, b: u32) -> bool {
        self.in_layout.get(b as usize).copied().unwrap_or(false)
    }

    /// Whether `b` is reachable from the entry block.
    #[inline]
    pub fn reachable(&self, b: u32) -> bool {
        self.rpo_num.get(b as usize).is_some_and(|&n| n != NONE)
    }

    /// Reverse postorder and reachability.
    fn compute_rpo(&mut self, f: &Function) {
        self.dom_ready = false;
        self.need_dom.set(false);
        let nb = f.blocks.len();
        self.rpo_num.clear();
        self.rpo_num.resize(nb, NONE);
        self.rpo.clear();
        let Some(&entry) = f.layout.first() else {
            return;
        };
        if entry.index() >= nb {
            return;
        }
        // Iterative DFS; postorder into `rpo`, reversed afterwards. `rpo_num`
        // first marks visited blocks.
        let mut stack = std::mem::take(&mut self.stack);
        stack.clear();
        self.rpo_num[entry.index()] = 0;
        stack.push((entry.as_u32(), 0));
        while let Some(top) = stack.last_mut() {
            let (b, i) = *top;
            let succs = &self.succs
                [self.succ_start[b as usize] as usize..self.succ_start[b as usize + 1] as usize];
            if let Some(&s) = succs.get(i as usize) {
                top.1 += 1;
                if self.rpo_num[s as usize] == NONE {
                    self.rpo_num[s as usize] = 0;
                    stack.push((s, 0));
                }
            } else {
                self.rpo.push(b);
                stack.pop();
            }
        }
        self.stack = stack;
        self.rpo.reverse();
        for (i, &b) in self.rpo.iter().enumerate() {
            self.rpo_num[b as usize] = i as u32;
        }
    }

    /// Whether the dominator tree is built.
    #[inline]
    pub fn dom_ready(&self) -> bool {
        self.dom_ready
    }

    /// Builds the dominator tree if it is not built yet.
    pub fn ensure_dom(&mut self) {
        if !self.dom_ready {
            self.compute_dominators();
            self.dom_ready = true;
        }
        self.need_dom.set(false);
    }

    /// Immediate dominators and dominator-tree intervals over the reverse
    /// postorder.
    fn compute_dominators(&mut self) {
        let n = self.rpo.len();
        if n == 0 {
            return;
        }
        self.idom.clear();
        self.idom.resize(n, NONE);
        self.semi_nca();

        // Dominator-tree intervals: subtree sizes bottom-up (an idom always
        // precedes its children in RPO), then interval starts top-down.
        self.size.clear();
        self.size.resize(n, 1);
        for i in (1..n).rev() {
            let d = self.idom[i] as usize;
            self.size[d] += self.size[i];
        }
        self.pre.clear();
        self.pre.resize(n, 0);
        self.next.clear();
        self.next.resize(n, 0);
        self.next[0] = 1;
        for i in 1..n {
            let d = self.idom[i] as usize;
            self.pre[i] = self.next[d];
            self.next[d] += self.size[i];
            self.next[i] = self.pre[i] + 1;
        }
    }

    /// Immediate dominators by Semi-NCA (semidominators as Lengauer and
    /// Tarjan compute them, with iterative path compression, then each
    /// idom as the nearest common ancestor reached from the DFS parent), in
    /// near-linear time: Cooper–Harvey–Kennedy's intersections walk whole
    /// dominator chains, quadratic on a chain of blocks that all branch to
    /// one exit. Numbering is a DFS preorder of its own; the result is
    /// stored by RPO index (a dominator precedes its blocks in every RPO).
    fn semi_nca(&mut self) {
        let nb = self.rpo_num.len();
        let entry = self.rpo[0];
        // DFS preorder: `order[i]` is the block numbered i, `num` the
        // inverse, `parent[i]` its DFS-tree parent.
        let mut num = vec![NONE; nb];
        let mut order: Vec<u32> = Vec::with_capacity(self.rpo.len());
        let mut parent: Vec<u32> = Vec::with_capacity(self.rpo.len());
        let mut stack = std::mem::take(&mut self.stack);
        stack.clear();
        num[entry as usize] = 0;
        order.push(entry);
        parent.push(NONE);
        stack.push((entry, self.succ_start[entry as usize]));
        while let Some(top) = stack.last_mut() {
            let (b, k) = *top;
            if k < self.succ_start[b as usize + 1] {
                top.1 += 1;
                let s = self.succs[k as usize];
                if num[s as usize] == NONE {
                    num[s as usize] = order.len() as u32;
                    parent.push(num[b as usize]);
                    order.push(s);
                    stack.push((s, self.succ_start[s as usize]));
                }
            } else {
                stack.pop();
            }
        }
        self.stack = stack;
        let m = order.len();
        let mut semi: Vec<u32> = (0..m as u32).collect();
        let mut label: Vec<u32> = (0..m as u32).collect();
        let mut ancestor = vec![NONE; m];
        let mut path: Vec<u32> = Vec::new();
        for w in (1..m).rev() {
            let b = order[w] as usize;
            for k in self.pred_start[b] as usize..self.pred_start[b + 1] as usize {
                let v = num[self.preds[k] as usize];
                if v == NONE {
                    continue;
                }
                // eval(v): the vertex of least semidominator on v's
                // compressed path to the forest root.
                let u = if ancestor[v as usize] == NONE {
                    v
                } else {
                    path.clear();
                    let mut x = v;
                    while ancestor[ancestor[x as usize] as usize] != NONE {
                        path.push(x);
                        x = ancestor[x as usize];
                    }
                    for &x in path.iter().rev() {
                        let a = ancestor[x as usize] as usize;
                        if semi[label[a] as usize] < semi[label[x as usize] as usize] {
                            label[x as usize] = label[a];
                        }
                        ancestor[x as usize] = ancestor[a];
                    }
                    label[v as usize]
                };
                semi[w] = semi[w].min(semi[u as usize]);
            }
            ancestor[w] = parent[w];
        }
        // idom[w]: the nearest ancestor of the DFS parent at or above semi[w].
        let mut idom = parent;
        idom[0] = 0;
        for w in 1..m {
            let mut d = idom[w];
            while d > semi[w] {
                d = idom[d as usize];
            }
            idom[w] = d;
        }
        for w in 0..m {
            let r = self.rpo_num[order[w] as usize] as usize;
            self.idom[r] = self.rpo_num[order[idom[w] as usize] as usize];
        }
    }

    /// Whether block `a` is the entry block.
    #[inline]
    pub fn is_entry(&self, a: u32) -> bool {
        self.rpo_num.get(a as usize) == Some(&0)
    }

    /// Whether block `a` dominates block `b`, as LLVM defines it: an
    /// unreachable block is dominated by every block and dominates none
    /// but unreachable ones. Needs the dominator tree ([`Cfg::ensure_dom`]).
    #[inline]
    pub fn dominates(&self, a: u32, b: u32) -> bool {
        if !self.reachable(b) {
            return true;
        }
        if !self.reachable(a) {
            return false;
        }
        let (a, b) = (
            self.rpo_num[a as usize] as usize,
            self.rpo_num[b as usize] as usize,
        );
        self.pre[a] <= self.pre[b] && self.pre[b] < self.pre[a] + self.size[a]
    }

    /// Whether the edge `start -> end` dominates block `use_bb` (LLVM's
    /// `DominatorTree::dominates(BasicBlockEdge, BasicBlock)`).
    pub fn edge_dominates(&self, start: u32, end: u32, use_bb: u32) -> bool {
        if !self.dominates(end, use_bb) {
            return false;
        }
        let preds = self.preds(end);
        if preds.len() == 1 {
            return true;
        }
        let mut seen_start = false;
        for &p in preds {
            if p == start {
                if seen_start {
                    return false;
                }
                seen_start = true;
                continue;
            }
            if !self.dominates(end, p) {
                return false;
            }
        }
        true
    }

    /// The immediate dominator of reachable block `b` (none for the entry).
    #[cfg(test)]
    pub fn idom_of(&self, b: u32) -> Option<u32> {
        let i = *self.rpo_num.get(b as usize)?;
        if i == NONE || i == 0 {
            return None;
        }
        Some(self.rpo[self.idom[i as usize] as usize])
    }
}
