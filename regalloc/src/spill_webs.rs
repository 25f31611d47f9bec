//! Spill-slot coalescing across block parameters ("spill webs").
//!
//! When a block parameter and the branch argument that feeds it both live on
//! the stack, giving them one slot turns the edge's stack-to-stack copy (a
//! load and a store through the scratch register) into nothing. That is
//! only safe when the two values never need their homes at the same time.
//! In strict SSA two values interfere exactly when one is live at the
//! other's definition (Budimlić et al., "Fast copy coalescing and live-range
//! identification", PLDI 2002); a parameter and its argument do not
//! interfere through the edge itself, which copies one into the other.
//!
//! Webs are grown greedily with union–find: an edge's argument and parameter
//! join when no member of one web interferes with a member of the other.
//! Webs are capped at [`MAX_WEB`] members so the pairwise test stays cheap.
//!
//! An allocator may also name groups of values known not to interfere (graph
//! colouring's coalesced classes: values it would have given one register).
//! A large group starts as one web, with no test, whatever its size: the
//! edge unions would have cut it into pieces of at most [`MAX_WEB`], with a
//! copy between two slots on every edge between pieces, after a test that
//! costs the square of each piece's size.

use crate::liveness::{Liveness, NONE};
use kiln_targets::{MBlock, RaFunction};

/// Largest web the pairwise interference test will build.
pub const MAX_WEB: usize = 128;

/// Groups (see [`SpillWebs::build`]) of more values than this start as one
/// web without a test; smaller ones are left to the edge unions. Growing a
/// web by pairwise tests costs the square of its size: on bzip2 the groups
/// above 32 values held 5% of the whole compile time in those tests, for
/// slot sharing that differed on 0.1% of the instructions executed.
pub const GROUP_WEB: usize = 32;

/// Reusable web builder: after [`SpillWebs::build`], [`SpillWebs::root`]
/// names each value's web.
#[derive(Default, Debug)]
pub struct SpillWebs {
    parent: Vec<u32>,
    members: Vec<Vec<u32>>,
    /// Roots whose `members` list is in use (cleared by the next build).
    touched: Vec<u32>,
    /// Per group leader, the size of its group (see [`SpillWebs::build`]).
    group_size: Vec<u32>,
}

impl SpillWebs {
    /// Groups the values for which `on_stack` holds into webs: first
    /// `groups` (per value, a member of its group, or [`NONE`]; values of
    /// one group never interfere), then along the function's
    /// branch-argument/parameter pairs.
    pub fn build(
        &mut self,
        f: &impl RaFunction,
        live: &Liveness,
        on_stack: &[bool],
        groups: Option<&[u32]>,
    ) {
        let nv = f.num_vregs();
        self.parent.clear();
        self.parent.extend(0..nv as u32);
        for &r in &self.touched {
            if let Some(m) = self.members.get_mut(r as usize) {
                m.clear();
            }
        }
        self.touched.clear();
        if self.members.len() < nv {
            self.members.resize_with(nv, Vec::new);
        }
        if let Some(groups) = groups {
            self.join_groups(groups, on_stack);
        }
        for b in 0..f.num_blocks() {
            let block = MBlock::from_u32(b as u32);
            for (k, &s) in f.block_succs(block).iter().enumerate() {
                let params = f.block_params(s);
                for (a, p) in f.branch_args(block, k).iter().zip(params) {
                    let (a, p) = (a.index(), p.index());
                    if a < nv && p < nv && on_stack[a] && on_stack[p] && a != p {
                        self.try_union(f, live, a as u32, p as u32);
                    }
                }
            }
        }
    }

    /// Whether parameter `v` (number `index` of `block`) receives, on every
    /// incoming edge, an argument that lives on the stack in `v`'s own web:
    /// the shared slot then already holds `v` when the block starts, and a
    /// store of `v` into its home there would rewrite the same value.
    pub fn param_fed_in_place(
        &self,
        f: &impl RaFunction,
        on_stack: &[bool],
        block: MBlock,
        index: usize,
        v: u32,
    ) -> bool {
        let root = self.root(v);
        let preds = f.block_preds(block);
        !preds.is_empty()
            && preds.iter().all(|&p| {
                f.block_succs(p)
                    .iter()
                    .enumerate()
                    .filter(|&(_, &s)| s == block)
                    .all(|(k, _)| {
                        f.branch_args(p, k).get(index).is_some_and(|a| {
                            let a = a.index() as u32;
                            a != v && on_stack[a as usize] && self.root(a) == root
                        })
                    })
            })
    }

    /// The representative of `v`'s web (`v` itself when alone).
    pub fn root(&self, v: u32) -> u32 {
        let mut r = v;
        while self.parent[r as usize] != r {
            r = self.parent[r as usize];
        }
        r
    }

    fn find(&mut self, v: u32) -> u32 {
        let r = self.root(v);
        let mut x = v;
        while self.parent[x as usize] != r {
            let next = self.parent[x as usize];
            self.parent[x as usize] = r;
            x = next;
        }
        r
    }

    /// Joins each value with its group, untested, where the group is
    /// larger than [`GROUP_WEB`]: smaller ones are left to the edge unions,
    /// which may pair their members with values outside the group too.
    fn join_groups(&mut self, groups: &[u32], on_stack: &[bool]) {
        let in_group = |v: usize, leader: u32| {
            leader != NONE && leader as usize != v && on_stack[v] && on_stack[leader as usize]
        };
        let size = &mut self.group_size;
        size.clear();
        size.resize(groups.len(), 1);
        for (v, &leader) in groups.iter().enumerate() {
            if in_group(v, leader) {
                size[leader as usize] += 1;
            }
        }
        for (v, &leader) in groups.iter().enumerate() {
            if !in_group(v, leader) || (self.group_size[leader as usize] as usize) <= GROUP_WEB {
                continue;
            }
            let root = self.find(leader);
            self.parent[v] = root;
            if self.members[root as usize].is_empty() {
                self.members[root as usize].push(root);
                self.touched.push(root);
            }
            self.members[root as usize].push(v as u32);
        }
    }

    /// Number of values in the web of `root`.
    fn web_len(&self, root: u32) -> usize {
        self.members[root as usize].len().max(1)
    }

    fn web(&self, root: u32) -> Vec<u32> {
        let m = &self.members[root as usize];
        if m.is_empty() { vec![root] } else { m.clone() }
    }

    fn try_union(&mut self, f: &impl RaFunction, live: &Liveness, a: u32, p: u32) {
        let (ra, rp) = (self.find(a), self.find(p));
        if ra == rp || live.vreg_class[a as usize] != live.vreg_class[p as usize] {
            return;
        }
        if self.web_len(ra) + self.web_len(rp) > MAX_WEB {
            return;
        }
        let (wa, wp) = (self.web(ra), self.web(rp));
        for &x in &wa {
            for &y in &wp {
                if self.interferes(f, live, x, y) {
                    return;
                }
            }
        }
        let (big, small) = if wa.len() >= wp.len() {
            (ra, rp)
        } else {
            (rp, ra)
        };
        self.parent[small as usize] = big;
        let mut merged = wa;
        merged.extend(wp);
        self.members[small as usize].clear();
        self.members[big as usize] = merged;
        self.touched.push(big);
    }

    /// Whether `x` and `y` are ever live at once (one live at the other's
    /// definition).
    fn interferes(&self, f: &impl RaFunction, live: &Liveness, x: u32, y: u32) -> bool {
        self.live_at_def(f, live, x, y) || self.live_at_def(f, live, y, x)
    }

    /// Whether `x` is live just after `y` is defined.
    fn live_at_def(&self, f: &impl RaFunction, live: &Liveness, x: u32, y: u32) -> bool {
        let (d, pos) = (live.def_block[y as usize], live.def_point(y as usize));
        let (dx, px) = (live.def_block[x as usize], live.def_point(x as usize));
        if d == NONE || dx == NONE || live.is_wide(x as usize) || live.is_wide(y as usize) {
            return true;
        }
        if dx == d {
            if px >= pos {
                // Defined at the same point (two parameters of one block) or
                // later: conservatively interfering when at the same point.
                return px == pos;
            }
        } else if !self.is_live_in(live, d as usize, x) {
            return false;
        }
        let used_after = live
            .uses_of(x as usize)
            .iter()
            .any(|&i| live.inst_block[i as usize] == d && 4 * i + 1 > pos);
        used_after || self.is_live_out(f, live, d as usize, x)
    }

    fn is_live_out(&self, f: &impl RaFunction, live: &Liveness, b: usize, x: u32) -> bool {
        f.block_succs(MBlock::from_u32(b as u32))
            .iter()
            .any(|s| self.is_live_in(live, s.as_u32() as usize, x))
    }

    /// Membership in a block's live-in set (sorted by register index).
    fn is_live_in(&self, live: &Liveness, b: usize, x: u32) -> bool {
        live.live_in(b).binary_search(&x).is_ok()
    }
}
