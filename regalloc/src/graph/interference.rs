//! The interference graph of one colouring round: a node per virtual
//! register (numbered like the register) plus one per spill temporary,
//! adjacency lists with an [`AdjSet`] membership test, and the moves that
//! coalescing may remove.
//!
//! Physical registers are not nodes: a node's interference with them is a
//! mask ([`Graph::forbid`]), and "coalesced with a physical register" is an
//! alias to [`PRE`] plus the register index. That keeps precoloured
//! registers (which interfere with almost everything at a call) out of the
//! adjacency lists.

use super::adjset::AdjSet;
use crate::liveness::NONE;

/// Node ids at or above this denote physical register `id - PRE`.
pub const PRE: u32 = 1 << 31;
/// No colour (yet).
pub const NO_COLOUR: u8 = u8::MAX;

/// Node states of iterated register coalescing.
pub mod st {
    /// Not part of this round's graph.
    pub const ABSENT: u8 = 0;
    /// In the graph, not yet on a worklist.
    pub const INITIAL: u8 = 1;
    /// Low degree, not move-related.
    pub const SIMPLIFY: u8 = 2;
    /// Low degree, move-related.
    pub const FREEZE: u8 = 3;
    /// High degree.
    pub const SPILL: u8 = 4;
    /// Removed from the graph, on the select stack.
    pub const SELECTED: u8 = 5;
    /// Merged into another node ([`super::Graph::alias`]).
    pub const COALESCED: u8 = 6;
    /// Given a colour.
    pub const COLOURED: u8 = 7;
    /// Found no colour.
    pub const SPILLED: u8 = 8;
}

/// Move states of iterated register coalescing.
pub mod mv {
    /// Waiting to be considered for coalescing.
    pub const WORKLIST: u8 = 0;
    /// Not coalescable yet (may become so when degrees drop).
    pub const ACTIVE: u8 = 1;
    /// Coalesced.
    pub const COALESCED: u8 = 2;
    /// Its ends interfere.
    pub const CONSTRAINED: u8 = 3;
    /// Given up.
    pub const FROZEN: u8 = 4;
}

/// The graph and the state of colouring it.
#[derive(Default, Debug)]
pub struct Graph {
    /// Number of virtual-register nodes (temporaries follow).
    pub nv: usize,
    /// Number of nodes.
    pub n: usize,
    /// Per node, its register class index.
    pub class: Vec<u8>,
    /// Per node, the physical registers it interferes with (bit per index).
    pub forbid: Vec<u128>,
    /// Per node, its neighbours (nodes only).
    pub adj: Vec<Vec<u32>>,
    /// Per node, its degree: neighbours still in the graph plus forbidden
    /// allocatable registers of its class.
    pub degree: Vec<u32>,
    /// Per node, its spill cost (infinite: must not spill).
    pub cost: Vec<f32>,
    /// Per node, the moves it takes part in.
    pub move_list: Vec<Vec<u32>>,
    /// Moves: two nodes (the second may be a physical register) and a weight.
    pub moves: Vec<(u32, u32, f32)>,
    /// Per move, whether it joins a branch argument to its block parameter.
    pub edge_move: Vec<bool>,
    /// Per move, its state ([`mv`]).
    pub move_state: Vec<u8>,
    /// Edge membership.
    pub set: AdjSet,
    /// Per temporary (node `nv + k`), the virtual register it carries.
    pub temp_vreg: Vec<u32>,
    /// Per node, its state ([`st`]).
    pub state: Vec<u8>,
    /// Per coalesced node, the node it was merged into.
    pub alias: Vec<u32>,
    /// Per node, its physical register index once coloured.
    pub colour: Vec<u8>,
    /// Allocatable registers per class.
    pub class_mask: [u128; 2],
    /// Callee-saved allocatable registers.
    pub callee: u128,
    /// Number of allocatable registers per class.
    pub k: [u32; 2],
    /// Number of interference edges between nodes.
    pub edges: usize,
}

impl Graph {
    /// Empties the graph for `nv` register nodes and up to `cap` nodes.
    pub fn reset(&mut self, nv: usize, cap: usize) {
        self.nv = nv;
        self.n = nv;
        self.class.clear();
        self.class.resize(cap, 0);
        self.forbid.clear();
        self.forbid.resize(cap, 0);
        if self.adj.len() < cap {
            self.adj.resize_with(cap, Vec::new);
            self.move_list.resize_with(cap, Vec::new);
        }
        for k in 0..cap {
            self.adj[k].clear();
            self.move_list[k].clear();
        }
        self.degree.clear();
        self.degree.resize(cap, 0);
        self.cost.clear();
        self.cost.resize(cap, 0.0);
        self.moves.clear();
        self.edge_move.clear();
        self.move_state.clear();
        self.temp_vreg.clear();
        self.state.clear();
        self.state.resize(cap, st::ABSENT);
        self.alias.clear();
        self.alias.resize(cap, NONE);
        self.colour.clear();
        self.colour.resize(cap, NO_COLOUR);
        self.set.reset(cap, nv, cap * 4);
        self.edges = 0;
    }

    /// Puts node `n` (of class index `class`) into the graph.
    pub fn touch(&mut self, n: u32, class: u8) {
        let n = n as usize;
        self.class[n] = class;
        if self.state[n] == st::ABSENT {
            self.state[n] = st::INITIAL;
        }
    }

    /// A new temporary node carrying virtual register `v`.
    pub fn new_temp(&mut self, v: u32, class: u8) -> u32 {
        let id = self.n as u32;
        self.n += 1;
        self.set.grow_to(self.n);
        self.temp_vreg.push(v);
        self.touch(id, class);
        self.cost[id as usize] = f32::INFINITY;
        id
    }

    /// Whether node `n` is a spill temporary.
    pub fn is_temp(&self, n: u32) -> bool {
        n as usize >= self.nv
    }

    /// Records that `a` and `b` interfere (nodes of one class only).
    #[inline(always)]
    pub fn add_edge(&mut self, a: u32, b: u32) {
        if a == b || self.class[a as usize] != self.class[b as usize] {
            return;
        }
        if self.set.insert(a, b) {
            self.edges += 1;
            self.adj[a as usize].push(b);
            self.adj[b as usize].push(a);
            self.degree[a as usize] += 1;
            self.degree[b as usize] += 1;
        }
    }

    /// Whether `a` and `b` interfere.
    #[inline]
    pub fn interferes(&self, a: u32, b: u32) -> bool {
        if a >= PRE {
            return self.forbid[b as usize] & (1 << (a - PRE)) != 0;
        }
        if b >= PRE {
            return self.forbid[a as usize] & (1 << (b - PRE)) != 0;
        }
        self.set.contains(a, b)
    }

    /// Records a move between `a` and `b` (a node or [`PRE`] + register).
    pub fn add_move(&mut self, a: u32, b: u32, weight: f32) {
        if a != b {
            self.moves.push((a, b, weight));
            self.edge_move.push(false);
        }
    }

    /// Records a move from branch argument `a` to block parameter `b`.
    pub fn add_edge_move(&mut self, a: u32, b: u32, weight: f32) {
        if a != b {
            self.moves.push((a, b, weight));
            self.edge_move.push(true);
        }
    }

    /// Number of colours of node `n`'s class.
    pub fn k_of(&self, n: u32) -> u32 {
        self.k[self.class[n as usize] as usize]
    }

    /// Allocatable registers of node `n`'s class.
    pub fn mask_of(&self, n: u32) -> u128 {
        self.class_mask[self.class[n as usize] as usize]
    }

    /// The node `n` was merged into (itself if not coalesced; a [`PRE`]
    /// id if merged into a physical register).
    #[inline]
    pub fn get_alias(&self, mut n: u32) -> u32 {
        while n < PRE && self.state[n as usize] == st::COALESCED {
            n = self.alias[n as usize];
        }
        n
    }

    /// [`Graph::get_alias`], shortening the alias chain it walked.
    #[inline]
    pub fn find(&mut self, n: u32) -> u32 {
        let root = self.get_alias(n);
        let mut x = n;
        while x < PRE && self.state[x as usize] == st::COALESCED {
            let next = self.alias[x as usize];
            self.alias[x as usize] = root;
            x = next;
        }
        root
    }

    /// The register node `n` ended up in, if any.
    pub fn final_colour(&self, n: u32) -> Option<u8> {
        let a = self.get_alias(n);
        if a >= PRE {
            return Some((a - PRE) as u8);
        }
        let c = self.colour[a as usize];
        (c != NO_COLOUR).then_some(c)
    }
}
