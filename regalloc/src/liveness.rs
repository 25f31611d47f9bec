//! Liveness over the machine CFG, shared by both allocators.
//!
//! The input must be in SSA form: every virtual register is defined once,
//! by an instruction or as a block parameter, and that definition dominates
//! its uses (branch arguments are uses at the end of the predecessor).
//!
//! Live-in sets are computed by *path exploration* (Appel; Brandner et al.,
//! "Computing Liveness Sets for SSA-Form Programs"): from every use that is
//! not in the defining block, walk the predecessors backwards until the
//! defining block, marking each block visited as live-in. Each (value,
//! block) pair is visited once, so the cost is linear in the size of the
//! result; there is no fixpoint iteration, and the result is exact on any
//! CFG, reducible or not (irreducible loops need no fallback). Then one
//! backward pass per block marks last uses ("kills") and dead definitions.
//!
//! The live-in sets of hostile functions can be quadratic in size (N values
//! each live across N blocks), so exploration has a *budget* linear in the
//! function's size ([`LIVE_IN_FLOOR`] plus [`LIVE_IN_PER_ITEM`] per
//! instruction, block, edge and use, counting a visited block and each of
//! its predecessors; the largest function of the conformance corpus uses
//! 0.1 of the floor, the densest 10.4 per item). A value whose exploration would
//! exceed what is left of it is *wide*: it is in no live-in set and lives
//! in its stack home at every block boundary (the allocators store it after
//! its definition and reload it at its uses in other blocks). When the
//! budget runs out, exploration starts again with the values of shortest
//! layout span first, so that the many short-lived values stay exact and
//! only the longest become wide. Total cost: at most two explorations of
//! the budget, a sort of the values with non-local uses and a copy of the
//! pairs. (A use without a dominating definition is an error when its
//! exploration reaches the entry block; one stopped by the budget first
//! goes unreported — the IR verifier rejects such input earlier.)

use kiln_targets::ra::RaError;
use kiln_targets::{MBlock, OperandKind, RaFunction, RegClass, Terminator, VReg};

/// Marker for "no block" / "no definition".
pub const NONE: u32 = u32::MAX;
/// Operand flag: a use after which the value is dead (its last use).
pub const FLAG_KILL: u8 = 1;
/// Operand flag: a definition whose value is never used.
pub const FLAG_DEAD: u8 = 2;
/// Live-in (value, block) pairs the exploration may produce per
/// instruction, block, edge and use of the function; values beyond it are
/// wide (see the module documentation).
pub const LIVE_IN_PER_ITEM: usize = 8;
/// Exploration budget every function has besides [`LIVE_IN_PER_ITEM`]
/// (small functions never have wide values).
pub const LIVE_IN_FLOOR: usize = 1 << 20;

/// Liveness facts of one function; reusable across functions.
#[derive(Default, Debug)]
pub struct Liveness {
    /// Per instruction, its first operand's global index (plus one final entry).
    pub op_start: Vec<u32>,
    /// Per operand (global index), [`FLAG_KILL`] / [`FLAG_DEAD`].
    pub op_flags: Vec<u8>,
    /// Per virtual register, the block that defines it ([`NONE`] if none).
    pub def_block: Vec<u32>,
    /// Per virtual register, its class (as seen at its first mention).
    pub vreg_class: Vec<RegClass>,
    /// Per block, its first and last instruction.
    pub block_first: Vec<u32>,
    /// Per block, its last instruction (the terminator).
    pub block_last: Vec<u32>,
    /// Per instruction, its block.
    pub inst_block: Vec<u32>,
    live_in_start: Vec<u32>,
    live_in: Vec<u32>,
    use_start: Vec<u32>,
    uses: Vec<u32>,
    def_pos: Vec<u32>,
    num_edges: usize,
    wide: Vec<bool>,
    num_wide: usize,
    /// The exploration budget in pairs, if not the default.
    budget: Option<usize>,
    // Scratch.
    order: Vec<(u32, u32)>,
    raw_uses: Vec<(u32, u32)>,
    regroup: Vec<(u32, u32)>,
    pairs: Vec<(u32, u32)>,
    work: Vec<u32>,
    stamp: Vec<u32>,
    fill: Vec<u32>,
}

impl Liveness {
    /// Virtual registers live into `block`, excluding its own parameters,
    /// in increasing index order.
    pub fn live_in(&self, block: usize) -> &[u32] {
        &self.live_in[self.live_in_start[block] as usize..self.live_in_start[block + 1] as usize]
    }

    /// Where `vreg` is defined within its block, as `4 * inst + 2` for an
    /// instruction's definition and `4 * first_inst` for a block parameter
    /// ([`NONE`] if never defined); a use at `inst` is at `4 * inst + 1`.
    pub fn def_point(&self, vreg: usize) -> u32 {
        self.def_pos[vreg]
    }

    /// Instructions that read `vreg` (as an operand, or as a branch argument
    /// at the terminator), in increasing order (possibly repeated).
    pub fn uses_of(&self, vreg: usize) -> &[u32] {
        &self.uses[self.use_start[vreg] as usize..self.use_start[vreg + 1] as usize]
    }

    /// Calls `each` for every virtual register live out of `block`: live
    /// into a successor or passed as a branch argument (possibly repeated).
    pub fn for_each_live_out(&self, f: &impl RaFunction, block: usize, mut each: impl FnMut(u32)) {
        let b = MBlock::from_u32(block as u32);
        for (k, &s) in f.block_succs(b).iter().enumerate() {
            for &v in self.live_in(s.as_u32() as usize) {
                each(v);
            }
            for a in f.branch_args(b, k) {
                each(a.index() as u32);
            }
        }
    }

    /// The first and last instruction over which a value live into
    /// `block` is live: the block itself and the terminators of its
    /// predecessors (where the value is live out).
    pub fn live_in_extent(&self, f: &impl RaFunction, block: usize) -> (u32, u32) {
        let (mut lo, mut hi) = (self.block_first[block], self.block_last[block]);
        for &p in f.block_preds(MBlock::from_u32(block as u32)) {
            let t = self.block_last[p.as_u32() as usize];
            lo = lo.min(t);
            hi = hi.max(t);
        }
        (lo, hi)
    }

    /// Whether `vreg` is read anywhere (dead block parameters are not).
    pub fn is_used(&self, vreg: usize) -> bool {
        self.use_start[vreg] != self.use_start[vreg + 1]
    }

    /// Whether operand `op` (global index, see [`Liveness::op_start`]) is
    /// the last use of its value.
    pub fn is_kill(&self, op: usize) -> bool {
        self.op_flags[op] & FLAG_KILL != 0
    }

    /// Whether definition operand `op` (global index) is never used.
    pub fn is_dead(&self, op: usize) -> bool {
        self.op_flags[op] & FLAG_DEAD != 0
    }

    /// Whether `vreg` is wide: its live-in blocks exceeded the budget, so it
    /// is in no live-in set and must be in its stack home at every block
    /// boundary (it is used outside its defining block).
    pub fn is_wide(&self, vreg: usize) -> bool {
        self.num_wide != 0 && self.wide[vreg]
    }

    /// Whether any value is wide.
    pub fn has_wide(&self) -> bool {
        self.num_wide != 0
    }

    /// Limits the exploration to `pairs` live-in pairs per function instead
    /// of the default (tests use small budgets to make values wide in small
    /// functions).
    pub fn set_budget(&mut self, pairs: usize) {
        self.budget = Some(pairs);
    }

    /// The `VReg` with dense index `v`.
    pub fn vreg(&self, v: u32) -> VReg {
        VReg::new(v, self.vreg_class[v as usize])
    }

    /// Computes everything for `f`.
    pub fn compute(&mut self, f: &impl RaFunction) -> Result<(), RaError> {
        let nb = f.num_blocks();
        let ni = f.num_insts();
        let nv = f.num_vregs();
        if nb == 0 {
            return Err(RaError("function has no blocks".into()));
        }
        if !f.block_preds(MBlock::from_u32(0)).is_empty() {
            return Err(RaError("the entry block has predecessors".into()));
        }
        self.scan_blocks(f, nb, ni, nv)?;
        self.collect_uses(nv);
        self.explore_paths(f, nb, nv)?;
        self.mark_kills(f, nb, nv);
        Ok(())
    }

    /// Block ranges, operand starts, classes, definitions, use counts.
    fn scan_blocks(
        &mut self,
        f: &impl RaFunction,
        nb: usize,
        ni: usize,
        nv: usize,
    ) -> Result<(), RaError> {
        self.block_first.clear();
        self.block_last.clear();
        self.inst_block.clear();
        self.inst_block.resize(ni, NONE);
        self.op_start.clear();
        self.def_block.clear();
        self.def_block.resize(nv, NONE);
        self.def_pos.clear();
        self.def_pos.resize(nv, NONE);
        self.vreg_class.clear();
        self.vreg_class.resize(nv, RegClass::Int);
        self.use_start.clear();
        self.use_start.resize(nv + 1, 0);
        self.raw_uses.clear();
        let mut seen = std::mem::take(&mut self.stamp);
        seen.clear();
        seen.resize(nv, 0);
        let mut next = 0usize;
        let mut nops = 0u32;
        self.num_edges = 0;
        for b in 0..nb {
            let block = MBlock::from_u32(b as u32);
            let r = f.block_insts(block);
            if r.start != next || r.end <= r.start {
                return Err(RaError(format!(
                    "block {b}: instruction range {r:?} is empty or not contiguous with the previous block"
                )));
            }
            next = r.end;
            self.block_first.push(r.start as u32);
            self.block_last.push(r.end as u32 - 1);
            if f.terminator(r.end - 1) == Terminator::None && !f.block_succs(block).is_empty() {
                return Err(RaError(format!("block {b} does not end in a terminator")));
            }
            if f.block_preds(block)
                .iter()
                .any(|p| p.as_u32() as usize >= nb)
            {
                return Err(RaError(format!("block {b}: predecessor out of range")));
            }
            for &p in f.block_params(block) {
                self.define(&mut seen, p, b as u32, 4 * r.start as u32, nv)?;
            }
            for i in r.clone() {
                self.inst_block[i] = b as u32;
                self.op_start.push(nops);
                let ops = f.inst_operands(i);
                nops += ops.len() as u32;
                for op in ops {
                    let v = op.vreg;
                    if v.index() >= nv {
                        return Err(RaError(format!("inst {i}: {v:?} out of range")));
                    }
                    if op.kind == OperandKind::Use {
                        self.note_use(&mut seen, v, b as u32, i as u32)?;
                    }
                }
                for op in ops {
                    if op.kind == OperandKind::Def {
                        self.define(&mut seen, op.vreg, b as u32, 4 * i as u32 + 2, nv)?;
                    }
                }
            }
            self.num_edges += f.block_succs(block).len();
            for k in 0..f.block_succs(block).len() {
                let succ = f.block_succs(block)[k];
                if succ.as_u32() as usize >= nb {
                    return Err(RaError(format!(
                        "block {b}: successor {} out of range",
                        succ.as_u32()
                    )));
                }
                let args = f.branch_args(block, k);
                if args.len() != f.block_params(succ).len() {
                    return Err(RaError(format!(
                        "block {b}: {} branch arguments for {} parameters of block {}",
                        args.len(),
                        f.block_params(succ).len(),
                        succ.as_u32()
                    )));
                }
                for (&a, &p) in args.iter().zip(f.block_params(succ)) {
                    if a.index() >= nv || a.class() != p.class() {
                        return Err(RaError(format!(
                            "block {b}: branch argument {a:?} does not fit parameter {p:?}"
                        )));
                    }
                    self.note_use(&mut seen, a, b as u32, r.end as u32 - 1)?;
                }
            }
        }
        if next != ni {
            return Err(RaError("blocks do not cover all instructions".into()));
        }
        self.op_start.push(nops);
        self.op_flags.clear();
        self.op_flags.resize(nops as usize, 0);
        self.stamp = seen;
        Ok(())
    }

    /// Records a use of `v` by instruction `inst` of `block`: its class,
    /// its count and (in `seen`, above the defined and used bits) the last
    /// block that used it, so that a later definition in that same block is
    /// caught as a use before the definition.
    #[inline]
    fn note_use(
        &mut self,
        seen: &mut [u32],
        v: VReg,
        block: u32,
        inst: u32,
    ) -> Result<(), RaError> {
        let i = v.index();
        if seen[i] & 3 == 0 {
            self.vreg_class[i] = v.class();
        }
        seen[i] = (seen[i] & 3) | 2 | ((block + 1) << 2);
        if self.vreg_class[i] != v.class() {
            return Err(two_classes(v));
        }
        self.use_start[i] += 1;
        self.raw_uses.push((i as u32, inst));
        Ok(())
    }

    #[inline]
    fn define(
        &mut self,
        seen: &mut [u32],
        v: VReg,
        block: u32,
        pos: u32,
        nv: usize,
    ) -> Result<(), RaError> {
        let i = v.index();
        if i >= nv || self.def_block[i] != NONE {
            return Err(bad_definition(v, nv));
        }
        if seen[i] & 2 != 0 {
            if self.vreg_class[i] != v.class() {
                return Err(two_classes(v));
            }
            if seen[i] >> 2 == block + 1 {
                return Err(use_before_definition(i, block));
            }
        }
        seen[i] |= 1;
        self.vreg_class[i] = v.class();
        self.def_block[i] = block;
        self.def_pos[i] = pos;
        Ok(())
    }

    /// Fills the per-vreg use lists (instruction indices, increasing) from
    /// the uses recorded in program order.
    fn collect_uses(&mut self, nv: usize) {
        let mut acc = 0u32;
        for v in 0..nv {
            let c = self.use_start[v];
            self.use_start[v] = acc;
            acc += c;
        }
        self.use_start[nv] = acc;
        self.uses.clear();
        self.uses.resize(acc as usize, 0);
        self.fill.clear();
        self.fill.extend_from_slice(&self.use_start[..nv]);
        for &(v, inst) in &self.raw_uses {
            let k = &mut self.fill[v as usize];
            self.uses[*k as usize] = inst;
            *k += 1;
        }
    }

    /// Path exploration from each non-local use back to the definition,
    /// within the budget; then the (block, vreg) pairs grouped by block.
    fn explore_paths(&mut self, f: &impl RaFunction, nb: usize, nv: usize) -> Result<(), RaError> {
        self.num_wide = 0;
        self.stamp.clear();
        self.stamp.resize(nb, 0);
        let items = f.num_insts() + nb + self.num_edges + self.uses.len();
        let budget = self
            .budget
            .unwrap_or(LIVE_IN_FLOOR + LIVE_IN_PER_ITEM * items);
        self.pairs.clear();
        let mut left = budget;
        let mut stamp = 0u32;
        for v in 0..nv {
            // Most values are used only in their own block.
            let db = self.def_block[v];
            let (a, z) = (self.use_start[v] as usize, self.use_start[v + 1] as usize);
            if self.uses[a..z]
                .iter()
                .all(|&u| self.inst_block[u as usize] == db)
            {
                continue;
            }
            stamp += 1;
            if !self.explore(f, v, stamp, &mut left)? {
                self.pairs.clear();
                self.choose_wide(f, nv, budget, &mut stamp)?;
                break;
            }
        }
        self.group_pairs(nb);
        Ok(())
    }

    /// Marks as wide the values that do not fit in `budget` when the values
    /// with non-local uses are explored by increasing layout span (last
    /// use block minus definition block); leaves the pairs of the others
    /// ordered by value (so that the live-in lists are sorted).
    fn choose_wide(
        &mut self,
        f: &impl RaFunction,
        nv: usize,
        budget: usize,
        stamp: &mut u32,
    ) -> Result<(), RaError> {
        self.wide.clear();
        self.wide.resize(nv, false);
        self.order.clear();
        for v in 0..nv {
            let db = self.def_block[v];
            let (a, z) = (self.use_start[v] as usize, self.use_start[v + 1] as usize);
            let (mut lo, mut hi) = (db, db);
            for &u in &self.uses[a..z] {
                let b = self.inst_block[u as usize];
                lo = lo.min(b);
                hi = hi.max(b);
            }
            if lo != hi {
                self.order.push((hi - lo, v as u32));
            }
        }
        self.order.sort_unstable();
        // Explore; then each entry of `order` becomes (first pair, value).
        let mut left = budget;
        let mut order = std::mem::take(&mut self.order);
        for e in order.iter_mut() {
            *stamp += 1;
            let v = e.1 as usize;
            let mark = self.pairs.len();
            if !self.explore(f, v, *stamp, &mut left)? {
                self.pairs.truncate(mark);
                self.wide[v] = true;
                self.num_wide += 1;
            }
            e.0 = mark as u32;
        }
        // Regroup the pairs by value, in index order.
        order.sort_unstable_by_key(|e| e.1);
        let mut explored = std::mem::take(&mut self.regroup);
        std::mem::swap(&mut explored, &mut self.pairs);
        self.pairs.clear();
        for &(start, v) in &order {
            if self.wide[v as usize] {
                continue;
            }
            let mut k = start as usize;
            while k < explored.len() && explored[k].1 == v {
                self.pairs.push(explored[k]);
                k += 1;
            }
        }
        self.order = order;
        self.regroup = explored;
        Ok(())
    }

    /// Explores the live-in blocks of `v` (marking them with `stamp`),
    /// charging one per block visited and per predecessor examined to
    /// `left`; false (with `left` at zero) if that runs out.
    fn explore(
        &mut self,
        f: &impl RaFunction,
        v: usize,
        stamp: u32,
        left: &mut usize,
    ) -> Result<bool, RaError> {
        let db = self.def_block[v];
        let (a, z) = (self.use_start[v] as usize, self.use_start[v + 1] as usize);
        for u in a..z {
            let b = self.inst_block[self.uses[u] as usize];
            if b == db || self.stamp[b as usize] == stamp {
                continue;
            }
            self.work.push(b);
            while let Some(x) = self.work.pop() {
                if self.stamp[x as usize] == stamp {
                    continue;
                }
                self.stamp[x as usize] = stamp;
                let preds = f.block_preds(MBlock::from_u32(x));
                let cost = 1 + preds.len();
                if *left < cost {
                    *left = 0;
                    self.work.clear();
                    return Ok(false);
                }
                *left -= cost;
                self.pairs.push((x, v as u32));
                if x == 0 {
                    self.work.clear();
                    return Err(RaError(format!(
                        "v{v} is live into the entry block (a use without a dominating definition)"
                    )));
                }
                for &p in preds {
                    let p = p.as_u32();
                    if p != db && self.stamp[p as usize] != stamp {
                        self.work.push(p);
                    }
                }
            }
        }
        Ok(true)
    }

    /// Groups the (block, vreg) pairs by block.
    fn group_pairs(&mut self, nb: usize) {
        self.live_in_start.clear();
        self.live_in_start.resize(nb + 1, 0);
        for &(b, _) in &self.pairs {
            self.live_in_start[b as usize + 1] += 1;
        }
        for b in 0..nb {
            self.live_in_start[b + 1] += self.live_in_start[b];
        }
        self.live_in.clear();
        self.live_in.resize(self.pairs.len(), 0);
        self.fill.clear();
        self.fill.extend_from_slice(&self.live_in_start[..nb]);
        for &(b, v) in &self.pairs {
            self.live_in[self.fill[b as usize] as usize] = v;
            self.fill[b as usize] += 1;
        }
    }

    /// One backward pass per block: last uses and dead definitions.
    fn mark_kills(&mut self, f: &impl RaFunction, nb: usize, nv: usize) {
        self.stamp.clear();
        self.stamp.resize(nv, 0);
        for b in 0..nb {
            let gen_ = b as u32 + 1;
            let block = MBlock::from_u32(b as u32);
            for (k, &s) in f.block_succs(block).iter().enumerate() {
                let s = s.as_u32() as usize;
                let (x, y) = (
                    self.live_in_start[s] as usize,
                    self.live_in_start[s + 1] as usize,
                );
                for &v in &self.live_in[x..y] {
                    self.stamp[v as usize] = gen_;
                }
                for a in f.branch_args(block, k) {
                    self.stamp[a.index()] = gen_;
                }
            }
            for i in (self.block_first[b]..=self.block_last[b]).rev() {
                let ops = f.inst_operands(i as usize);
                let base = self.op_start[i as usize] as usize;
                for (j, op) in ops.iter().enumerate() {
                    if op.kind == OperandKind::Def {
                        let v = op.vreg.index();
                        if self.stamp[v] != gen_ && !self.is_wide(v) {
                            self.op_flags[base + j] |= FLAG_DEAD;
                        }
                        self.stamp[v] = 0;
                    }
                }
                for (j, op) in ops.iter().enumerate() {
                    if op.kind == OperandKind::Use {
                        let v = op.vreg.index();
                        if self.stamp[v] != gen_ {
                            self.op_flags[base + j] |= FLAG_KILL;
                            self.stamp[v] = gen_;
                        }
                    }
                }
            }
        }
    }
}

#[cold]
fn two_classes(v: VReg) -> RaError {
    RaError(format!("{v:?} used with two classes"))
}

#[cold]
fn bad_definition(v: VReg, nv: usize) -> RaError {
    if v.index() >= nv {
        RaError(format!("{v:?} out of range"))
    } else {
        RaError(format!("{v:?} is defined twice (input must be SSA)"))
    }
}

#[cold]
fn use_before_definition(v: usize, block: u32) -> RaError {
    RaError(format!(
        "v{v} is used in block {block} before its definition there"
    ))
}
