//! Graph-colouring register allocation: iterated register coalescing
//! (George and Appel, "Iterated Register Coalescing", TOPLAS 1996) adapted
//! to the allocator contract of `kiln-targets`.
//!
//! Each virtual register is one live range with one location for its whole
//! life: a register (its colour) or a stack home. First, if some point has
//! more than twice [`MAX_LIVE`] values live (never in ordinary code),
//! `pressure` spills values wherever more than [`MAX_LIVE`] of one class
//! are live at once: that keeps the graphs of hostile functions linear in
//! size instead of quadratic. Then rounds repeat until a colouring
//! succeeds:
//! 1. `build`: interference graph and moves by a backward walk per block
//!    from the shared liveness; operands of spilled registers get short
//!    spill temporaries (a reload before a use, a store after a def) that
//!    never spill themselves;
//! 2. `irc`: simplify, coalesce (Briggs; George against physical
//!    registers), freeze, potential spill (cost weighted by loop depth over
//!    degree), select (a move partner's colour, else caller-saved first —
//!    values live across calls interfere with the clobbered registers, so
//!    they get callee-saved ones);
//! 3. `spill`: uncoloured registers get stack homes — or, when defined
//!    by an instruction that can be re-executed anywhere
//!    ([`RaFunction::inst_is_remat`]: on x86-64 a constant, or the address
//!    of a symbol, frame slot or constant-pool entry), are rematerialised
//!    at each use — and
//!    the round repeats. The next round first tries (`temps`) keeping
//!    every register's colour and colouring just the spill temporaries.
//!
//! `finish` then writes the operand allocations and the moves: copies
//! into fixed-use and reused registers before an instruction, out of fixed
//! defs after it, reloads and stores, and edge moves through the shared
//! [`crate::edges`] resolver; spill slots are shared through
//! [`crate::spill_slots`] and [`crate::spill_webs`].
//!
//! Interference membership is a bit matrix for graphs of up to 11,500
//! nodes, a hash set of node pairs above. A postponed move is retried at
//! most three times, which keeps dense graphs from going quadratic.

mod adjset;
mod build;
mod finish;
mod interference;
mod irc;
mod pressure;
mod sparse_set;
mod spill;
mod temps;
mod validate;

use crate::edges::EdgeResolver;
use crate::edits::EditSink;
use crate::liveness::{Liveness, NONE};
use crate::spill_slots::SpillSlots;
use crate::spill_webs::SpillWebs;
use interference::Graph;
use irc::Irc;
use kiln_targets::ra::RaError;
use kiln_targets::{
    Alloc, Constraint, MBlock, MachineEnv, OperandKind, RaFunction, RaOutput, RegClass,
};
pub use pressure::MAX_LIVE;
use pressure::PressureCap;
use sparse_set::SparseSet;
use validate::bit;

/// Reusable state of the graph-colouring allocator: keep one per thread
/// and pass it to every [`allocate_graph`] call.
#[derive(Default, Debug)]
pub struct GraphCtx {
    live: Liveness,
    pressure: PressureCap,
    g: Graph,
    irc: Irc,
    spilled: Vec<bool>,
    remat: Vec<u32>,
    prev_colour: Vec<u8>,
    spill_rep: Vec<bool>,
    /// Per spilled virtual register that is not rematerialised, the first
    /// such member of the coalesced class it was spilled with (the class
    /// shares a stack slot); else `NONE`.
    spill_group: Vec<u32>,
    /// Per node of the round, the first member [`GraphCtx::spill_group`]
    /// names for its class.
    group_leader: Vec<u32>,
    op_node: Vec<u32>,
    cur_nodes: Vec<u32>,
    live_set: SparseSet,
    inst_temps: Vec<(u32, u32)>,
    /// Spill temporaries the instruction after the current one (in the
    /// backward walk: the one built last) left live for it to read.
    carried: Vec<(u32, u32)>,
    /// Per spill temporary (node − `nv`), whether its reload is emitted.
    temp_loaded: Vec<bool>,
    /// Per spill temporary (node − `nv`), how many operands read it.
    temp_reads: Vec<u32>,
    /// Whether adjacent reads of a spilled register share one reload.
    share_reloads: bool,
    /// The first instruction of the block being built.
    cur_first: usize,
    def_nodes: Vec<u32>,
    reuse_defs: Vec<(u32, u32, bool)>,
    fixed_uses: Vec<(u32, u128)>,
    vloc: Vec<Alloc>,
    sink: EditSink,
    slots: SpillSlots,
    webs: SpillWebs,
    edges: EdgeResolver,
    slot_of: Vec<u32>,
    lo: Vec<u32>,
    hi: Vec<u32>,
    scratch: u128,
    written: u128,
    has_homes: bool,
    /// While building, stop when more values than this are live at once.
    watch: usize,
    rounds: u32,
    prespilled: usize,
    max_edges: usize,
}

/// Allocates registers for `func` by graph colouring.
///
/// Same input requirements and output format as
/// [`allocate_linear`](crate::allocate_linear); errors report inconsistent
/// input, or an instruction needing more registers of a class at once than
/// the environment has.
pub fn allocate_graph(
    func: &impl RaFunction,
    env: &MachineEnv,
    ctx: &mut GraphCtx,
) -> Result<RaOutput, RaError> {
    let out = ctx.run(func, env)?;
    crate::checker::checked_if_requested(func, env, out)
}

impl GraphCtx {
    /// A fresh context.
    pub fn new() -> GraphCtx {
        GraphCtx::default()
    }

    /// Colouring rounds the last allocation took (1 when nothing spilled).
    pub fn rounds(&self) -> u32 {
        self.rounds
    }

    /// Bounds register pressure before colouring at `limit` live values
    /// of one class, when some point has more than `2 * limit` live, instead
    /// of [`MAX_LIVE`] (tests use small bounds to exercise the spilling it
    /// causes on small functions).
    pub fn set_pressure_limit(&mut self, limit: usize) {
        self.pressure.limit = Some(limit);
    }

    /// Limits liveness to `pairs` live-in (value, block) pairs per
    /// function instead of the default budget (tests use small budgets to
    /// make values wide, see [`crate::liveness`], in small functions).
    pub fn set_liveness_budget(&mut self, pairs: usize) {
        self.live.set_budget(pairs);
    }

    /// Whether the last allocation had wide values (over the liveness
    /// budget).
    pub fn had_wide(&self) -> bool {
        self.live.has_wide()
    }

    /// Virtual registers the last allocation spilled before colouring to
    /// bound register pressure (0 unless some point had more than the
    /// bound live).
    pub fn prespilled(&self) -> usize {
        self.prespilled
    }

    /// The most interference edges any round of the last allocation built.
    pub fn max_edges(&self) -> usize {
        self.max_edges
    }

    fn run(&mut self, f: &impl RaFunction, env: &MachineEnv) -> Result<RaOutput, RaError> {
        self.live.compute(f)?;
        self.setup(f, env)?;
        self.prespilled = 0;
        self.rounds = 0;
        self.max_edges = 0;
        // The first build watches the pressure: past twice the bound (so
        // that some class is over it), the bound spills and the build
        // starts again.
        let mut watch = Some(2 * self.pressure.limit());
        self.share_reloads = true;
        loop {
            if !self.build(f, watch)? {
                watch = None;
                self.prespilled = self
                    .pressure
                    .run(f, &self.live, &self.remat, &mut self.spilled);
                continue;
            }
            self.rounds += 1;
            self.max_edges = self.max_edges.max(self.g.edges);
            if self.rounds > 1 && self.colour_temps() {
                break;
            }
            self.irc.run(&mut self.g);
            if self.irc.spilled.is_empty() {
                break;
            }
            self.keep_colours();
            if let Err(e) = self.choose_spills() {
                // A shared reload's longer temporary may leave no colour
                // where one-instruction temporaries always find one.
                if !self.share_reloads {
                    return Err(e);
                }
                self.share_reloads = false;
            }
        }
        self.finish(f, env)
    }

    fn setup(&mut self, f: &impl RaFunction, env: &MachineEnv) -> Result<(), RaError> {
        self.scratch = 0;
        for class in RegClass::ALL {
            let s = env.scratch[class.index()];
            if s.class() != class {
                return Err(RaError("scratch register of the wrong class".into()));
            }
            self.scratch |= bit(s);
        }
        self.g.callee = 0;
        for class in RegClass::ALL {
            let mut m = 0u128;
            for p in env.allocatable(class) {
                if p.class() != class {
                    return Err(RaError(format!("{p:?} listed in the wrong class")));
                }
                m |= bit(p);
            }
            m &= !self.scratch;
            for &p in &env.non_preferred[class.index()] {
                self.g.callee |= bit(p) & m;
            }
            self.g.class_mask[class.index()] = m;
            self.g.k[class.index()] = m.count_ones();
        }
        self.spilled.clear();
        self.spilled.resize(f.num_vregs(), false);
        self.spill_group.clear();
        self.spill_group.resize(f.num_vregs(), NONE);
        // Wide values are in no live-in set: they live on the stack.
        if self.live.has_wide() {
            for v in 0..f.num_vregs() {
                self.spilled[v] = self.live.is_wide(v);
            }
        }
        self.find_remat(f);
        Ok(())
    }

    /// Per virtual register, the instruction that defines it if that
    /// instruction can be re-executed anywhere ([`RaFunction::inst_is_remat`])
    /// and the value never crosses an edge as a branch argument (edge moves
    /// need a location); else `NONE`.
    fn find_remat(&mut self, f: &impl RaFunction) {
        self.remat.clear();
        self.remat.resize(f.num_vregs(), NONE);
        for i in 0..f.num_insts() {
            if !f.inst_is_remat(i) || !f.inst_clobbers(i).is_empty() {
                continue;
            }
            if let [op] = f.inst_operands(i)
                && op.kind == OperandKind::Def
                && op.constraint == Constraint::Reg
            {
                self.remat[op.vreg.index()] = i as u32;
            }
        }
        for b in 0..f.num_blocks() {
            let block = MBlock::from_u32(b as u32);
            for k in 0..f.block_succs(block).len() {
                for a in f.branch_args(block, k) {
                    self.remat[a.index()] = NONE;
                }
            }
        }
    }
}
