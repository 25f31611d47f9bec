//! A fast register allocator for unoptimised (-O0) code, in the spirit of
//! LLVM's RegAllocFast: no liveness analysis, one pass to count uses and
//! one forward walk over the instructions.
//!
//! - A value used outside its defining block or a block parameter is
//!   *global*: it lives in a stack home, stored right after its
//!   definition; block parameters are written there by the edge moves.
//!   Registers only cache global values within a block.
//! - Every other value is *local*: it gets a register at its definition and
//!   gives it back after its last use (use counts, no liveness sets). When
//!   registers run out, a victim is spilled to its stack home (clean values,
//!   whose home is already valid, first) and reloaded at its next use.
//! - At a block's end, branch arguments are copied into the successors'
//!   parameter homes (a parallel move, from the registers that hold them:
//!   an argument defined in the block stays local up to there). Then all
//!   values still needed are global and in their homes; registers keep
//!   their clean copies only into a later successor that has no other
//!   predecessor, and are given up everywhere else.
//! - Definitions take the register of the value's first fixed use (through
//!   a copy too): call arguments are loaded straight into place.
//! - Calls: values in clobbered registers that are still needed move to a
//!   free callee-saved register, else to their stack home.
//!
//! Fixed registers, reused (two-address) inputs, early defs and late uses
//! follow the contract of [`kiln_targets::ra`] as linear scan implements
//! it. Stack homes share slots ([`crate::spill_slots`]) by instruction
//! extents: a local home's from its definition to its last use, a global
//! one's from its first to its last access, widened to every loop it
//! overlaps (the loops in layout order, from the back edges: no liveness).

mod edges;
mod finish;
mod inst;
mod plain;
mod regs;
mod scan;

use crate::edits::EditSink;
use crate::parallel_move::ParallelMoves;
use crate::spill_slots::SpillSlots;
use kiln_targets::ra::RaError;
use kiln_targets::{Alloc, MBlock, MachineEnv, PReg, RaFunction, RaOutput, RegClass};
use regs::{Masks, NONE, RegFile, regs_of};

/// Per-vreg flags.
mod flag {
    /// Needed outside its defining block (or a block parameter).
    pub const GLOBAL: u8 = 1;
    /// Its stack home holds its value.
    pub const IN_STACK: u8 = 2;
    /// Defined (by an operand or as a block parameter).
    pub const DEFINED: u8 = 4;
    /// Read somewhere (an operand or a branch argument).
    pub const USED: u8 = 8;
    /// Of class `Float`.
    pub const FLOAT: u8 = 16;
    /// Its stack home is written somewhere, so it needs a slot.
    pub const SLOT: u8 = 32;
    /// A block parameter.
    pub const PARAM: u8 = 64;
}

/// What the allocator knows of one virtual register.
#[derive(Copy, Clone, Debug)]
struct VInfo {
    /// Use operands not yet allocated.
    uses: u32,
    /// The first block that mentions it.
    block: u32,
    /// Its defining instruction (a parameter: its block's first).
    def: u32,
    /// Its first reading instruction in layout order, or for a global
    /// value the first instruction at which its stack home is read or
    /// written ([`NONE`] if none).
    first: u32,
    /// Its last reading instruction in layout order, or likewise the last
    /// at which a global value's home is read or written ([`NONE`] if none).
    last: u32,
    /// Index of its home register ([`NONE`] if none).
    home: u32,
    /// [`flag`] bits.
    flags: u8,
    /// Index of the register its first fixed use names ([`NONE_REG`]
    /// if none): where a definition should put it.
    hint: u8,
    /// The value it is a plain copy of ([`NONE`] if none): that value's
    /// definition takes the copy's hint too, so that the copy vanishes.
    copy_of: u32,
}

/// No register in [`VInfo::hint`].
const NONE_REG: u8 = u8::MAX;

impl VInfo {
    const EMPTY: VInfo = VInfo {
        uses: 0,
        block: NONE,
        def: NONE,
        first: NONE,
        last: NONE,
        home: NONE,
        flags: 0,
        hint: NONE_REG,
        copy_of: NONE,
    };

    #[inline]
    fn has(&self, f: u8) -> bool {
        self.flags & f != 0
    }

    fn class(&self) -> RegClass {
        if self.has(flag::FLOAT) {
            RegClass::Float
        } else {
            RegClass::Int
        }
    }
}

/// Reusable state of the fast allocator: keep one per thread and pass it to
/// every [`allocate_fast`] call (buffers are cleared, not freed).
#[derive(Default, Debug)]
pub struct FastCtx {
    vi: Vec<VInfo>,
    op_start: Vec<u32>,
    block_first: Vec<u32>,
    masks: Masks,
    regs: RegFile,
    sink: EditSink,
    pm: ParallelMoves,
    seq: Vec<(Alloc, Alloc)>,
    slots: SpillSlots,
    slot_of: Vec<u32>,
    /// Instruction ranges of the loops in layout order: for every edge to
    /// an earlier block (or the same), from the target's first instruction
    /// to the source's last; merged into disjoint sorted ranges after the
    /// scan.
    loops: Vec<(u32, u32)>,
    temps: Vec<(PReg, u32)>,
    written: u128,
    /// Position in [`RaFunction::clobber_list`] during the walk.
    next_clobber: usize,
    /// Register contents at block exits, each list ended by a [`NONE`]
    /// vreg (see [`FastCtx::save_exit_regs`]).
    entry_regs: Vec<(PReg, u32)>,
    /// Per block, where its entry registers start in `entry_regs`
    /// ([`NONE`]: it starts with none).
    entry_regs_at: Vec<u32>,
}

/// Allocates registers for `func` with the fast allocator (meant for -O0
/// code: values crossing blocks live on the stack).
///
/// Same input requirements and output format as
/// [`allocate_linear`](crate::allocate_linear); errors report inconsistent
/// input, or an instruction needing more registers of a class at once than
/// the environment has. `KILN_RA_CHECK=1` makes it check its output.
pub fn allocate_fast(
    func: &impl RaFunction,
    env: &MachineEnv,
    ctx: &mut FastCtx,
) -> Result<RaOutput, RaError> {
    let out = ctx.run(func, env)?;
    crate::checker::checked_if_requested(func, env, out)
}

impl FastCtx {
    /// A fresh context.
    pub fn new() -> FastCtx {
        FastCtx::default()
    }

    fn run(&mut self, f: &impl RaFunction, env: &MachineEnv) -> Result<RaOutput, RaError> {
        for class in RegClass::ALL {
            if env.allocatable(class).any(|p| p.class() != class) {
                return Err(RaError(format!(
                    "a register listed in the wrong class {class:?}"
                )));
            }
            if env.scratch[class.index()].class() != class {
                return Err(RaError("scratch register of the wrong class".into()));
            }
        }
        self.masks = Masks::new(env);
        self.scan(f)?;
        self.sink.clear();
        self.written = 0;
        self.next_clobber = 0;
        let nops = *self.op_start.last().unwrap() as usize;
        let mut allocs = vec![Alloc::None; nops];
        let nb = f.num_blocks();
        self.entry_regs_at.clear();
        self.entry_regs_at.resize(nb, NONE);
        self.entry_regs.clear();
        for b in 0..nb {
            self.restore_entry_regs(b);
            let block = MBlock::from_u32(b as u32);
            let r = f.block_insts(block);
            let last = r.end - 1;
            for i in r {
                self.alloc_inst(f, i, i == last, &mut allocs)?;
            }
            self.edge_moves(f, env, b)?;
            self.save_exit_regs(f, b);
            self.free_all();
        }
        self.finish(f, allocs)
    }

    /// Registers at the end of block `b` still hold what the walk says
    /// (only clean copies of global values are left in them), and a
    /// successor whose only predecessor is `b` is entered with them: that
    /// successor, if it comes later in layout, starts with that cache.
    fn save_exit_regs(&mut self, f: &impl RaFunction, b: usize) {
        let block = MBlock::from_u32(b as u32);
        let start = self.entry_regs.len() as u32;
        let mut saved = false;
        for &s in f.block_succs(block) {
            let si = s.as_u32() as usize;
            if si > b && f.block_preds(s).len() == 1 {
                if !saved {
                    for r in regs_of(self.regs.occ_mask) {
                        self.entry_regs.push((r, self.regs.occ[r.index()]));
                    }
                    self.entry_regs.push((PReg::from_index(0), NONE));
                    saved = true;
                }
                self.entry_regs_at[si] = start;
            }
        }
    }

    /// Starts block `b` with the registers its only predecessor left (see
    /// [`FastCtx::save_exit_regs`]), if it recorded them.
    fn restore_entry_regs(&mut self, b: usize) {
        let mut k = self.entry_regs_at[b] as usize;
        if k == NONE as usize {
            return;
        }
        while let Some(&(r, v)) = self.entry_regs.get(k)
            && v != NONE
        {
            self.set_home(r, v);
            k += 1;
        }
    }

    /// Gives up every register (at the end of a block).
    fn free_all(&mut self) {
        for r in regs_of(self.regs.occ_mask) {
            let v = self.regs.occ[r.index()];
            self.vi[v as usize].home = NONE;
            self.regs.occ[r.index()] = NONE;
        }
        self.regs.occ_mask = 0;
    }

    /// Makes `p` the home of `v`.
    #[inline]
    fn set_home(&mut self, p: PReg, v: u32) {
        debug_assert_eq!(self.regs.occ[p.index()], NONE);
        self.regs.occ[p.index()] = v;
        self.regs.occ_mask |= regs::bit(p);
        self.vi[v as usize].home = p.index() as u32;
    }

    /// Empties `p` (its vreg loses its home).
    #[inline]
    fn free_reg(&mut self, p: PReg) {
        let v = self.regs.occ[p.index()];
        if v != NONE {
            self.vi[v as usize].home = NONE;
            self.regs.occ[p.index()] = NONE;
            self.regs.occ_mask &= !regs::bit(p);
        }
    }

    /// The home register of `v`.
    #[inline]
    fn home_of(&self, v: u32) -> Option<PReg> {
        let h = self.vi[v as usize].home;
        (h != NONE).then(|| PReg::from_index(h as usize))
    }
}
