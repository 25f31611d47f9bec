//! Iterated register coalescing (George and Appel, TOPLAS 1996) over a
//! built [`Graph`]: simplify, conservative coalescing (Briggs for two
//! virtual nodes, George against a physical register), freeze, optimistic
//! potential spills, then select. Nodes that find no colour end up in
//! [`Irc::spilled`].

use super::interference::{Graph, NO_COLOUR, PRE, mv, st};
use std::cmp::Reverse;
use std::collections::BinaryHeap;

/// Worklists and scratch of one colouring run (reused).
#[derive(Default, Debug)]
pub struct Irc {
    simplify: Vec<u32>,
    freeze: Vec<u32>,
    spill: BinaryHeap<Reverse<(u32, u32)>>,
    wl_moves: Vec<u32>,
    stack: Vec<u32>,
    /// Per node on the select stack, the neighbours still in the graph
    /// when it was simplified, flattened (the others cannot constrain its
    /// colour: a neighbour simplified earlier is coloured later, one
    /// coalesced earlier is represented by a node that is a neighbour).
    stack_adj: Vec<u32>,
    /// Per node on the select stack, the end of its `stack_adj` range.
    stack_adj_end: Vec<u32>,
    /// Representatives that found no colour.
    pub spilled: Vec<u32>,
    stamp: Vec<u32>,
    stamp_no: u32,
    order: Vec<u32>,
    retries: Vec<u8>,
    /// Per representative node, its moves still on the worklist or
    /// active (a move between two members of one node counts twice).
    live_moves: Vec<u32>,
    /// During select, per node, where its representative's colour is
    /// kept in `slot_colour`.
    slot: Vec<u32>,
    /// During select, the colours of the virtual representatives
    /// ([`NO_COLOUR`] until coloured), then one entry per physical
    /// register.
    slot_colour: Vec<u8>,
    /// Per representative node, its active moves that may still be
    /// retried (counted like `live_moves`): `enable_moves` skips nodes
    /// without any instead of scanning their move lists.
    enableable: Vec<u32>,
}

/// How often a postponed move is reconsidered.
const MAX_RETRIES: u8 = 3;

/// Key ordering potential spills: cost over degree squared, lowest first
/// (Bernstein et al., "Spill code minimization techniques for optimizing
/// compilers", 1989). Against Chaitin's cost over degree it spills long
/// ranges that block many others sooner: on the corpus's -O2 IR, SQLite's
/// driver executes 6.7% fewer instructions, bzip2's 0.7% more, Lua and
/// zstd the same; degree to the power 1.5 or 3 measured worse.
fn spill_key(g: &Graph, n: u32) -> u32 {
    let c = g.cost[n as usize];
    if c.is_infinite() {
        return u32::MAX;
    }
    let d = g.degree[n as usize].max(1) as f32;
    // Positive floats order like their bit patterns.
    (c / (d * d)).to_bits()
}

impl Irc {
    /// Colours `g`; afterwards every node is coloured, coalesced or in
    /// [`Irc::spilled`].
    pub fn run(&mut self, g: &mut Graph) {
        self.simplify.clear();
        self.freeze.clear();
        self.spill.clear();
        self.wl_moves.clear();
        self.stack.clear();
        self.stack_adj.clear();
        self.stack_adj_end.clear();
        self.spilled.clear();
        self.stamp.clear();
        self.stamp.resize(g.n, 0);
        self.stamp_no = 0;
        // Moves: heaviest considered first.
        self.order.clear();
        self.order.extend(0..g.moves.len() as u32);
        self.order
            .sort_by(|&a, &b| g.moves[a as usize].2.total_cmp(&g.moves[b as usize].2));
        g.move_state.clear();
        g.move_state.resize(g.moves.len(), mv::WORKLIST);
        self.retries.clear();
        self.retries.resize(g.moves.len(), 0);
        for &m in &self.order {
            let (a, b, _) = g.moves[m as usize];
            g.move_list[a as usize].push(m);
            if b < PRE {
                g.move_list[b as usize].push(m);
            }
        }
        self.live_moves.clear();
        self.live_moves.resize(g.n, 0);
        self.enableable.clear();
        self.enableable.resize(g.n, 0);
        for &(a, b, _) in &g.moves {
            self.live_moves[a as usize] += 1;
            if b < PRE {
                self.live_moves[b as usize] += 1;
            }
        }
        self.wl_moves.extend(self.order.iter().copied());
        // Degrees count forbidden registers as neighbours of infinite degree.
        for n in 0..g.n {
            if g.state[n] == st::ABSENT {
                continue;
            }
            g.degree[n] += (g.forbid[n] & g.mask_of(n as u32)).count_ones();
            let n = n as u32;
            if g.degree[n as usize] >= g.k_of(n) {
                self.mark_spill(g, n);
            } else if self.move_related(g, n) {
                self.put(g, n, st::FREEZE);
            } else {
                self.put(g, n, st::SIMPLIFY);
            }
        }
        loop {
            if let Some(n) = self.pop_simplify(g) {
                self.simplify_node(g, n);
            } else if let Some(m) = self.wl_moves.pop() {
                if g.move_state[m as usize] == mv::WORKLIST {
                    self.coalesce(g, m);
                }
            } else if let Some(n) = self.pop_freeze(g) {
                self.put(g, n, st::SIMPLIFY);
                self.freeze_moves(g, n);
            } else if let Some(n) = self.pop_spill(g) {
                self.put(g, n, st::SIMPLIFY);
                self.freeze_moves(g, n);
            } else {
                break;
            }
        }
        self.assign_colours(g);
    }

    fn put(&mut self, g: &mut Graph, n: u32, state: u8) {
        g.state[n as usize] = state;
        match state {
            st::SIMPLIFY => self.simplify.push(n),
            st::FREEZE => self.freeze.push(n),
            _ => {}
        }
    }

    fn mark_spill(&mut self, g: &mut Graph, n: u32) {
        g.state[n as usize] = st::SPILL;
        self.spill.push(Reverse((spill_key(g, n), n)));
    }

    fn pop_simplify(&mut self, g: &Graph) -> Option<u32> {
        while let Some(n) = self.simplify.pop() {
            if g.state[n as usize] == st::SIMPLIFY {
                return Some(n);
            }
        }
        None
    }

    fn pop_freeze(&mut self, g: &Graph) -> Option<u32> {
        while let Some(n) = self.freeze.pop() {
            if g.state[n as usize] == st::FREEZE {
                return Some(n);
            }
        }
        None
    }

    fn pop_spill(&mut self, g: &Graph) -> Option<u32> {
        while let Some(Reverse((key, n))) = self.spill.pop() {
            if g.state[n as usize] != st::SPILL {
                continue;
            }
            // Costs and degrees change; requeue entries that went stale.
            let now = spill_key(g, n);
            if now != key {
                self.spill.push(Reverse((now, n)));
                continue;
            }
            return Some(n);
        }
        None
    }

    fn is_live_move(g: &Graph, m: u32) -> bool {
        matches!(g.move_state[m as usize], mv::WORKLIST | mv::ACTIVE)
    }

    fn move_related(&self, _g: &Graph, n: u32) -> bool {
        self.live_moves[n as usize] > 0
    }

    /// Retires move `m` into `state` (coalesced, constrained or frozen).
    fn retire(&mut self, g: &mut Graph, m: u32, state: u8) {
        if self.is_enableable(g, m) {
            self.count_enableable(g, m, false);
        }
        g.move_state[m as usize] = state;
        let (a, b, _) = g.moves[m as usize];
        for x in [a, b] {
            let r = g.find(x);
            if r < PRE {
                self.live_moves[r as usize] -= 1;
            }
        }
    }

    /// Whether move `m` is active and may still be retried.
    fn is_enableable(&self, g: &Graph, m: u32) -> bool {
        g.move_state[m as usize] == mv::ACTIVE && self.retries[m as usize] < MAX_RETRIES
    }

    /// Counts move `m` in (or out of) its ends' `enableable` counts.
    fn count_enableable(&mut self, g: &mut Graph, m: u32, add: bool) {
        let (a, b, _) = g.moves[m as usize];
        for x in [a, b] {
            let r = g.find(x);
            if r < PRE {
                let c = &mut self.enableable[r as usize];
                *c = if add { *c + 1 } else { *c - 1 };
            }
        }
    }

    fn in_graph(g: &Graph, t: u32) -> bool {
        !matches!(g.state[t as usize], st::SELECTED | st::COALESCED)
    }

    fn simplify_node(&mut self, g: &mut Graph, n: u32) {
        g.state[n as usize] = st::SELECTED;
        self.stack.push(n);
        for k in 0..g.adj[n as usize].len() {
            let t = g.adj[n as usize][k];
            if Self::in_graph(g, t) {
                self.stack_adj.push(t);
                self.decrement_degree(g, t);
            }
        }
        self.stack_adj_end.push(self.stack_adj.len() as u32);
    }

    #[inline(always)]
    fn decrement_degree(&mut self, g: &mut Graph, m: u32) {
        let d = g.degree[m as usize];
        g.degree[m as usize] = d.saturating_sub(1);
        if d == g.k_of(m) && g.state[m as usize] == st::SPILL {
            self.became_low_degree(g, m);
        }
    }

    /// `m` left the spill worklist: its moves and its neighbours' may
    /// now coalesce.
    #[cold]
    fn became_low_degree(&mut self, g: &mut Graph, m: u32) {
        self.enable_moves(g, m);
        for k in 0..g.adj[m as usize].len() {
            let t = g.adj[m as usize][k];
            if Self::in_graph(g, t) {
                self.enable_moves(g, t);
            }
        }
        if self.move_related(g, m) {
            self.put(g, m, st::FREEZE);
        } else {
            self.put(g, m, st::SIMPLIFY);
        }
    }

    /// Puts `n`'s postponed moves back on the worklist; a move is retried
    /// at most [`MAX_RETRIES`] times (retrying without bound makes dense
    /// graphs quadratic).
    fn enable_moves(&mut self, g: &mut Graph, n: u32) {
        for k in 0..g.move_list[n as usize].len() {
            if self.enableable[n as usize] == 0 {
                break;
            }
            let m = g.move_list[n as usize][k];
            if self.is_enableable(g, m) {
                self.count_enableable(g, m, false);
                self.retries[m as usize] += 1;
                g.move_state[m as usize] = mv::WORKLIST;
                self.wl_moves.push(m);
            }
        }
    }

    fn add_work_list(&mut self, g: &mut Graph, u: u32) {
        if u < PRE
            && g.state[u as usize] == st::FREEZE
            && !self.move_related(g, u)
            && g.degree[u as usize] < g.k_of(u)
        {
            self.put(g, u, st::SIMPLIFY);
        }
    }

    fn coalesce(&mut self, g: &mut Graph, m: u32) {
        let (a, b, _) = g.moves[m as usize];
        let x = g.find(a);
        let y = g.find(b);
        let (mut u, mut v) = if y >= PRE { (y, x) } else { (x, y) };
        // Of two virtual nodes, keep the one with more moves (shorter
        // appends and alias chains).
        if u < PRE && v < PRE && g.move_list[v as usize].len() > g.move_list[u as usize].len() {
            (u, v) = (v, u);
        }
        if u == v {
            self.retire(g, m, mv::COALESCED);
            self.add_work_list(g, u);
        } else if v >= PRE || g.interferes(u, v) || (u >= PRE && !self.pre_ok(g, u, v)) {
            self.retire(g, m, mv::CONSTRAINED);
            self.add_work_list(g, u);
            self.add_work_list(g, v);
        } else if (u >= PRE && self.george(g, u, v))
            || (u < PRE && g.edge_move[m as usize] && Self::may_join(g, u, v))
            || (u < PRE && self.briggs(g, u, v))
        {
            self.retire(g, m, mv::COALESCED);
            self.combine(g, u, v);
            self.add_work_list(g, u);
        } else {
            g.move_state[m as usize] = mv::ACTIVE;
            if self.is_enableable(g, m) {
                self.count_enableable(g, m, true);
            }
        }
    }

    /// Whether virtual nodes `u` and `v`, a block parameter and one of its
    /// branch arguments, join without the conservative test: both can be
    /// spilled (an unspillable node must keep finding a colour) and some
    /// register is allowed to both. Joining a parameter's web whole keeps
    /// its edge moves out of loops even where that costs a spill: spilled
    /// whole, the web shares one stack home and its moves vanish, where a
    /// web split between a register and the stack stores and reloads on
    /// every edge (bzip2's state machine: -7% instructions executed).
    fn may_join(g: &Graph, u: u32, v: u32) -> bool {
        g.cost[u as usize].is_finite()
            && g.cost[v as usize].is_finite()
            && g.mask_of(u) & !(g.forbid[u as usize] | g.forbid[v as usize]) != 0
    }

    /// Whether `v` may live in physical register `u` at all.
    fn pre_ok(&self, g: &Graph, u: u32, v: u32) -> bool {
        g.mask_of(v) & (1 << (u - PRE)) != 0
    }

    /// George: every neighbour of `v` is insignificant or already
    /// interferes with register `u`.
    fn george(&self, g: &Graph, u: u32, v: u32) -> bool {
        let bit = 1u128 << (u - PRE);
        g.adj[v as usize].iter().all(|&t| {
            !Self::in_graph(g, t)
                || g.degree[t as usize] < g.k_of(t)
                || g.forbid[t as usize] & bit != 0
        })
    }

    /// Briggs: the merged node has fewer than K significant neighbours
    /// (forbidden registers count as significant).
    fn briggs(&mut self, g: &Graph, u: u32, v: u32) -> bool {
        let k = g.k_of(u);
        let mut count = ((g.forbid[u as usize] | g.forbid[v as usize]) & g.mask_of(u)).count_ones();
        if count >= k {
            return false;
        }
        self.stamp_no += 1;
        let s = self.stamp_no;
        for n in [u, v] {
            for &t in &g.adj[n as usize] {
                if !Self::in_graph(g, t) || self.stamp[t as usize] == s {
                    continue;
                }
                self.stamp[t as usize] = s;
                if g.degree[t as usize] >= g.k_of(t) {
                    count += 1;
                    if count >= k {
                        return false;
                    }
                }
            }
        }
        true
    }

    fn combine(&mut self, g: &mut Graph, u: u32, v: u32) {
        g.state[v as usize] = st::COALESCED;
        g.alias[v as usize] = u;
        if u < PRE {
            let moves = std::mem::take(&mut g.move_list[v as usize]);
            g.move_list[u as usize].extend_from_slice(&moves);
            g.move_list[v as usize] = moves;
            self.live_moves[u as usize] += self.live_moves[v as usize];
            self.enableable[u as usize] += self.enableable[v as usize];
            let c = g.cost[v as usize];
            g.cost[u as usize] += c;
            let new = g.forbid[v as usize] & !g.forbid[u as usize];
            g.forbid[u as usize] |= new;
            g.degree[u as usize] += (new & g.mask_of(u)).count_ones();
        }
        self.enable_moves(g, v);
        for k in 0..g.adj[v as usize].len() {
            let t = g.adj[v as usize][k];
            if !Self::in_graph(g, t) {
                continue;
            }
            if u >= PRE {
                let bit = 1u128 << (u - PRE);
                if g.forbid[t as usize] & bit == 0 {
                    g.forbid[t as usize] |= bit;
                    if g.mask_of(t) & bit != 0 {
                        g.degree[t as usize] += 1;
                    }
                }
            } else {
                g.add_edge(t, u);
            }
            self.decrement_degree(g, t);
        }
        if u < PRE && g.degree[u as usize] >= g.k_of(u) && g.state[u as usize] == st::FREEZE {
            self.mark_spill(g, u);
        }
    }

    fn freeze_moves(&mut self, g: &mut Graph, u: u32) {
        for k in 0..g.move_list[u as usize].len() {
            let m = g.move_list[u as usize][k];
            if !Self::is_live_move(g, m) {
                continue;
            }
            let (x, y, _) = g.moves[m as usize];
            let (ax, ay) = (g.find(x), g.find(y));
            let v = if ay == g.find(u) { ax } else { ay };
            self.retire(g, m, mv::FROZEN);
            if v < PRE
                && g.state[v as usize] == st::FREEZE
                && !self.move_related(g, v)
                && g.degree[v as usize] < g.k_of(v)
            {
                self.put(g, v, st::SIMPLIFY);
            }
        }
    }

    /// Pops the select stack, giving each node a colour none of its
    /// neighbours' representatives has. Coalescing is over, so every node's
    /// representative is looked up once, beforehand.
    fn assign_colours(&mut self, g: &mut Graph) {
        let n_nodes = g.n as u32;
        self.slot.clear();
        for t in 0..n_nodes {
            let r = g.find(t);
            self.slot
                .push(if r >= PRE { n_nodes + (r - PRE) } else { r });
        }
        self.slot_colour.clear();
        self.slot_colour.resize(g.n, NO_COLOUR);
        self.slot_colour.extend(0..=127u8);
        while let Some(n) = self.stack.pop() {
            self.stack_adj_end.pop();
            let from = self.stack_adj_end.last().map_or(0, |&e| e as usize);
            let mut taken = 0u128;
            for &t in &self.stack_adj[from..] {
                taken |= colour_bit(self.slot_colour[self.slot[t as usize] as usize]);
            }
            self.stack_adj.truncate(from);
            let ok = g.mask_of(n) & !g.forbid[n as usize] & !taken;
            if ok == 0 {
                g.state[n as usize] = st::SPILLED;
                self.spilled.push(n);
                continue;
            }
            // Picked before `n` counts as coloured: a move between two
            // of its members must not offer `n`'s own (unset) colour.
            let c = pick(g, n, ok);
            g.state[n as usize] = st::COLOURED;
            g.colour[n as usize] = c;
            self.slot_colour[n as usize] = c;
        }
    }
}

/// The register bit of colour `c`, none for [`NO_COLOUR`] (branch-free:
/// neighbour colours are unpredictable).
fn colour_bit(c: u8) -> u128 {
    let coloured = ((c >> 7) as u128).wrapping_sub(1);
    (1u128 << (c & 127)) & coloured
}

/// The colour of `t`'s representative, if it has one already.
fn colour_of(g: &Graph, t: u32) -> Option<u8> {
    let a = g.get_alias(t);
    if a >= PRE {
        return Some((a - PRE) as u8);
    }
    (g.state[a as usize] == st::COLOURED).then(|| g.colour[a as usize])
}

/// A colour from `ok` for `n`: one a move partner already has (heaviest
/// move first), else a caller-saved one, lowest index first.
pub(super) fn pick(g: &Graph, n: u32, ok: u128) -> u8 {
    let mut best: Option<(f32, u8)> = None;
    for &m in &g.move_list[n as usize] {
        let (a, b, w) = g.moves[m as usize];
        let other = if g.get_alias(a) == n { b } else { a };
        if let Some(c) = colour_of(g, other)
            && ok & (1u128 << c) != 0
            && best.is_none_or(|(bw, _)| w > bw)
        {
            best = Some((w, c));
        }
    }
    if let Some((_, c)) = best {
        return c;
    }
    let caller = ok & !g.callee;
    let m = if caller != 0 { caller } else { ok };
    debug_assert!(m != 0);
    let c = m.trailing_zeros() as u8;
    if c == 128 { NO_COLOUR } else { c }
}
