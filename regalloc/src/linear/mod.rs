//! Linear-scan register allocation (the default allocator).
//!
//! The algorithm is linear scan in the *second-chance binpacking* style
//! (Traub, Holloway and Smith, 1998) on SSA input: one forward walk over the
//! blocks in layout order keeps, for every physical register, the virtual
//! register living in it. A value's lifetime is split wherever needed: its
//! register is taken away when a fixed operand, a clobber (a call) or
//! register pressure needs it — moved to another free register, or dropped
//! to its stack home — and it comes back into a register at its next use.
//! Liveness holes fall out of the exact live-in sets: a block starts from
//! the state its chosen predecessor ended in, minus the values not live in.
//!
//! Because the input is SSA, every value has at most one stack home,
//! written once right after the definition (only if the value is ever
//! spilled); a spill is then free and the home is valid wherever the value
//! is live. Victims are chosen by furthest next use, scaled down by the
//! loop depth of that use. Callee-saved registers are chosen only when the
//! caller-saved ones are taken, or for values whose next use lies beyond a
//! call. Hints coalesce moves (`inst_move`), block parameters with branch
//! arguments (both directions) and values with their fixed-register uses.
//!
//! Edge moves, spill-slot assignment (with reuse) and parallel moves are in
//! the shared modules [`crate::edges`], [`crate::spill_slots`] and
//! [`crate::parallel_move`].

mod boundary;
mod finish;
mod inst;
mod state;

use crate::edges::EdgeResolver;
use crate::edits::{EditSink, prio};
use crate::liveness::{Liveness, NONE};
use crate::spill_slots::SpillSlots;
use crate::spill_webs::SpillWebs;
use boundary::Boundary;
use kiln_targets::ra::RaError;
use kiln_targets::{Alloc, MBlock, MachineEnv, PReg, ProgPoint, RaFunction, RaOutput};
use state::{EnvMasks, Mask, RegState, bit};

/// Where and from which register a value's stack home is written.
#[derive(Copy, Clone, Debug)]
struct DefStore {
    point: ProgPoint,
    prio: u8,
    reg: PReg,
}

/// Reusable state of the linear-scan allocator: keep one per thread and pass
/// it to every [`allocate_linear`] call (buffers are cleared, not freed).
#[derive(Default, Debug)]
pub struct LinearScanCtx {
    live: Liveness,
    masks: EnvMasks,
    st: RegState,
    bound: Boundary,
    needs_stack: Vec<bool>,
    def_store: Vec<Option<DefStore>>,
    cursor: Vec<u32>,
    next_clobber: Vec<u32>,
    arg_param: Vec<u32>,
    start_reg: Vec<u32>,
    mark: Vec<u32>,
    sink: EditSink,
    slots: SpillSlots,
    webs: SpillWebs,
    edges: EdgeResolver,
    slot_of: Vec<u32>,
    lo: Vec<u32>,
    hi: Vec<u32>,
    killed: Vec<(u32, bool)>,
    temps: Vec<(PReg, u32)>,
    written: Mask,
    scratch: Mask,
    cur_block: usize,
}

/// Allocates registers for `func` by linear scan.
///
/// The input must be SSA (see [`crate::liveness`]) with critical edges split
/// wherever branch arguments or live values need moves. Every operand gets a
/// register; values that do not fit are spilled. Errors report inconsistent
/// input, never a lack of registers (except an instruction needing more
/// registers of a class at once than the environment has).
pub fn allocate_linear(
    func: &impl RaFunction,
    env: &MachineEnv,
    ctx: &mut LinearScanCtx,
) -> Result<RaOutput, RaError> {
    let out = ctx.run(func, env)?;
    crate::checker::checked_if_requested(func, env, out)
}

impl LinearScanCtx {
    /// A fresh context.
    pub fn new() -> LinearScanCtx {
        LinearScanCtx::default()
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

    fn run(&mut self, f: &impl RaFunction, env: &MachineEnv) -> Result<RaOutput, RaError> {
        self.live.compute(f)?;
        self.setup(f, env)?;
        let nops = *self.live.op_start.last().unwrap() as usize;
        let mut allocs = vec![Alloc::None; nops];
        for b in 0..f.num_blocks() {
            self.begin_block(f, b);
            let (first, last) = (self.live.block_first[b], self.live.block_last[b]);
            for i in first..=last {
                self.alloc_inst(f, i as usize, &mut allocs)?;
            }
            let st = &self.st;
            self.bound.set_end(
                b,
                state::regs_of(st.occ_mask).map(|r| (r, st.occ[r.index()])),
            );
        }
        self.finish(f, env, allocs)
    }

    fn setup(&mut self, f: &impl RaFunction, env: &MachineEnv) -> Result<(), RaError> {
        for class in kiln_targets::RegClass::ALL {
            for p in env.allocatable(class) {
                if p.class() != class {
                    return Err(RaError(format!("{p:?} listed in the wrong class")));
                }
            }
            if env.scratch[class.index()].class() != class {
                return Err(RaError("scratch register of the wrong class".into()));
            }
        }
        let nv = f.num_vregs();
        let nb = f.num_blocks();
        let ni = f.num_insts();
        self.masks = EnvMasks::new(env);
        self.scratch = bit(env.scratch[0]) | bit(env.scratch[1]);
        self.st.reset(nv);
        self.bound.reset(nb, nv);
        self.needs_stack.clear();
        self.needs_stack.resize(nv, false);
        // Wide values cross block boundaries in their stack homes only.
        if self.live.has_wide() {
            for v in 0..nv {
                self.needs_stack[v] = self.live.is_wide(v);
            }
        }
        self.def_store.clear();
        self.def_store.resize(nv, None);
        self.cursor.clear();
        self.cursor.resize(nv, 0);
        self.start_reg.clear();
        self.start_reg.resize(nv, NONE);
        self.mark.clear();
        self.mark.resize(nv, 0);
        self.sink.clear();
        self.slots.clear(f.shares_spill_slots());
        self.written = 0;
        // Next clobbering instruction at or after each instruction.
        self.next_clobber.clear();
        self.next_clobber.resize(ni + 1, NONE);
        for i in (0..ni).rev() {
            self.next_clobber[i] = if f.inst_clobbers(i).is_empty() {
                self.next_clobber[i + 1]
            } else {
                i as u32
            };
        }
        // Branch arguments of back edges: hint them to their parameter.
        self.arg_param.clear();
        self.arg_param.resize(nv, NONE);
        for b in 0..nb {
            let block = MBlock::from_u32(b as u32);
            for (k, &s) in f.block_succs(block).iter().enumerate() {
                if s.as_u32() as usize <= b {
                    for (a, p) in f.branch_args(block, k).iter().zip(f.block_params(s)) {
                        self.arg_param[a.index()] = p.index() as u32;
                    }
                }
            }
        }
        Ok(())
    }

    /// The next instruction at or after `from` that reads `v` ([`NONE`] if none).
    fn next_use(&mut self, v: u32, from: u32) -> u32 {
        let uses = self.live.uses_of(v as usize);
        let c = &mut self.cursor[v as usize];
        while (*c as usize) < uses.len() && uses[*c as usize] < from {
            *c += 1;
        }
        uses.get(*c as usize).copied().unwrap_or(NONE)
    }

    /// Whether `v`, live from `from` on, meets a clobbering instruction
    /// before its next use (or, with no further use, before the end of the
    /// current block).
    fn crosses_call(&mut self, v: u32, from: u32) -> bool {
        let c = self.next_clobber[from as usize];
        if c == NONE {
            return false;
        }
        let n = self.next_use(v, from);
        if n == NONE {
            c <= self.live.block_last[self.cur_block]
        } else {
            c < n
        }
    }

    fn begin_block(&mut self, f: &impl RaFunction, b: usize) {
        self.cur_block = b;
        self.st.free_all();
        let block = MBlock::from_u32(b as u32);
        let stamp = b as u32 + 1;
        for &v in self.live.live_in(b) {
            self.mark[v as usize] = stamp;
        }
        // Start from the state of the deepest, latest processed predecessor.
        let mut best: Option<(u32, usize)> = None;
        for &p in f.block_preds(block) {
            let p = p.as_u32() as usize;
            if p < b {
                let key = (f.block_loop_depth(MBlock::from_u32(p as u32)), p);
                if best.is_none_or(|bk| key > (bk.0, bk.1)) {
                    best = Some(key);
                }
            }
        }
        let best = best.map(|(_, p)| p);
        if let Some(p) = best {
            for &(r, v) in self.bound.end_of(p) {
                if self.mark[v as usize] == stamp {
                    self.st.set(r, v);
                }
            }
        }
        // At a loop header, values live through the loop but not used in it
        // (up to its last back-edge predecessor) wait in their stack homes.
        let first = self.live.block_first[b];
        let loop_end = f
            .block_preds(block)
            .iter()
            .map(|p| p.as_u32() as usize)
            .filter(|&p| p >= b)
            .map(|p| self.live.block_last[p])
            .max();
        let mut loop_has_call = false;
        if let Some(end) = loop_end {
            for r in state::regs_of(self.st.occ_mask) {
                let n = self.next_use(self.st.occ[r.index()], first);
                if n == NONE || n > end {
                    self.st.free(r);
                }
            }
            // Values live through a loop with a call in it are live across
            // that call: move them to free callee-saved registers now (one
            // move on the loop entry instead of one per iteration).
            loop_has_call = self.next_clobber[first as usize] <= end;
            if loop_has_call {
                for r in state::regs_of(self.st.occ_mask & !self.masks.callee) {
                    let cands = self.masks.class[r.class().index()] & self.masks.callee;
                    if let Some(q) = self.st.pick(&self.masks, cands, None, true) {
                        let v = self.st.occ[r.index()];
                        self.st.free(r);
                        self.st.set(q, v);
                        self.written |= bit(q);
                    }
                }
            }
        }
        for &v in self.live.live_in(b) {
            if self.st.home[v as usize] == NONE {
                self.needs_stack[v as usize] = true;
            }
        }
        // Parameters: preferably where the chosen predecessor left the argument.
        for (idx, &pv) in f.block_params(block).iter().enumerate() {
            let v = pv.index() as u32;
            if self.live.uses_of(v as usize).is_empty() {
                continue;
            }
            let hint = best.and_then(|p| {
                let pb = MBlock::from_u32(p as u32);
                let k = f.block_succs(pb).iter().position(|&s| s == block)?;
                let a = f.branch_args(pb, k)[idx];
                self.bound.reg_at_end(p, a.index() as u32)
            });
            let callee_first = loop_has_call || self.crosses_call(v, first);
            let hint = hint.filter(|&h| !callee_first || self.masks.callee & bit(h) != 0);
            let cands = self.masks.class[pv.class().index()];
            match self.st.pick(&self.masks, cands, hint, callee_first) {
                Some(r) => {
                    self.st.set(r, v);
                    self.written |= bit(r);
                    self.start_reg[v as usize] = r.index() as u32;
                    self.def_store[v as usize] = Some(DefStore {
                        point: ProgPoint::before(first as usize),
                        prio: prio::PARAM_STORE,
                        reg: r,
                    });
                }
                None => self.needs_stack[v as usize] = true,
            }
        }
        let st = &self.st;
        self.bound.set_start(
            b,
            state::regs_of(st.occ_mask).map(|r| (r, st.occ[r.index()])),
        );
    }
}
