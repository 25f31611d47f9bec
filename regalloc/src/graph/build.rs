//! Building one round's interference graph: a backward walk over each
//! block from its live-out set (shared liveness), giving every operand a
//! node (its virtual register's, or a spill temporary's when the register
//! is spilled), adding interference edges and forbidden physical registers
//! according to the operand semantics, the moves worth coalescing, and the
//! spill costs.
//!
//! Per instruction, with `live` the nodes live after it:
//! 1. its defs leave `live`; late uses join it (they must survive the
//!    instruction); every member meets the registers the instruction
//!    writes (clobbers, fixed defs);
//! 2. each def interferes with `live`, with the other defs and with the
//!    other defs' fixed registers;
//! 3. the uses join `live` (now the values read or kept at the
//!    instruction); each member meets the early fixed defs' registers and
//!    the fixed-use registers it is not itself moved into, since those
//!    moves go before the instruction;
//! 4. early defs and reuse defs (whose input is copied into the def's
//!    register before the instruction) interfere with all of `live`,
//!    except a reuse def with its input when the input dies here (only
//!    the members that joined in step 3 are new to a def met in step 2);
//! 5. before a single-successor terminator, the edge moves write the
//!    successor's parameters: they avoid the terminator's operands;
//! 6. spill temporaries of uses are born at their reload just before the
//!    instruction: they interfere with all of `live`, then leave it —
//!    unless one of the few instructions before (in the block, with no
//!    call between) reads the same spilled register too: then the
//!    temporary stays live up to there and that instruction reads it as
//!    well, so one reload serves both (a compare and the `cmov` after it,
//!    say). When such a longer temporary cannot be coloured, the
//!    allocation continues without sharing.
//!
//! A block's parameters interfere with everything live at its start.

use super::GraphCtx;
use super::interference::PRE;
use super::validate::{bit, check_inst, own_fixed};
use crate::liveness::NONE;
use kiln_targets::ra::RaError;
use kiln_targets::{Constraint, MBlock, OperandKind, OperandPos, RaFunction, Terminator};

/// How far back (in instructions of one block) a spill temporary stays
/// live to serve an earlier read of the same spilled register.
const SHARE_WINDOW: usize = 4;

/// Spill-cost weight of an instruction at loop depth `depth`.
pub fn weight(depth: u32) -> f32 {
    10f32.powi(depth.min(8) as i32)
}

/// The registers in a clobber set as a mask.
pub fn mask_of(set: kiln_targets::PRegSet) -> u128 {
    set.iter().fold(0, |m, p| m | bit(p))
}

impl GraphCtx {
    /// Builds the graph for the current spill decisions. With `watch`,
    /// stops as soon as more than that many values are live at one point
    /// (before any edge among them) and returns false: the pressure bound
    /// must spill first.
    pub(super) fn build(
        &mut self,
        f: &impl RaFunction,
        watch: Option<usize>,
    ) -> Result<bool, RaError> {
        self.watch = watch.unwrap_or(usize::MAX);
        let nv = f.num_vregs();
        let nops = self.live.op_start.last().copied().unwrap_or(0) as usize;
        let mut cap = nv;
        if self.spilled.iter().any(|&s| s) {
            for i in 0..f.num_insts() {
                for op in f.inst_operands(i) {
                    cap += self.spilled[op.vreg.index()] as usize;
                }
            }
        }
        self.g.reset(nv, cap);
        for v in 0..nv {
            self.g.class[v] = self.live.vreg_class[v].index() as u8;
        }
        self.live_set.reset(cap);
        self.op_node.clear();
        self.op_node.resize(nops, NONE);
        for b in 0..f.num_blocks() {
            if !self.build_block(f, b)? {
                return Ok(false);
            }
        }
        // A value never read cannot get cheaper by spilling; a constant
        // is cheap to spill (no store, a reload is a `mov` of the constant).
        for v in 0..nv {
            if !self.live.is_used(v) {
                self.g.cost[v] = f32::INFINITY;
            } else if self.remat[v] != NONE {
                self.g.cost[v] *= 0.5;
            }
        }
        Ok(true)
    }

    fn class_of(&self, v: u32) -> u8 {
        self.live.vreg_class[v as usize].index() as u8
    }

    /// Builds block `b`; false if the watched pressure was exceeded.
    fn build_block(&mut self, f: &impl RaFunction, b: usize) -> Result<bool, RaError> {
        let block = MBlock::from_u32(b as u32);
        let w = weight(f.block_loop_depth(block));
        self.live_set.clear();
        {
            let (set, spilled) = (&mut self.live_set, &self.spilled);
            self.live.for_each_live_out(f, b, |v| {
                if !spilled[v as usize] {
                    set.insert(v);
                }
            });
        }
        if self.live_set.dense.len() > self.watch {
            return Ok(false);
        }
        let succs = f.block_succs(block);
        for (k, &s) in succs.iter().enumerate() {
            for (a, p) in f.branch_args(block, k).iter().zip(f.block_params(s)) {
                let (a, p) = (a.index() as u32, p.index() as u32);
                if !self.spilled[a as usize] {
                    self.g.touch(a, self.class_of(a));
                    self.g.cost[a as usize] += w;
                }
                if self.spilled[p as usize] || !self.live.is_used(p as usize) {
                    continue;
                }
                self.g.touch(p, self.class_of(p));
                self.g.cost[p as usize] += w;
                if !self.spilled[a as usize] {
                    self.g.add_edge_move(a, p, w);
                }
            }
        }
        let term_succ = (succs.len() == 1).then(|| succs[0]);
        let (first, last) = (self.live.block_first[b], self.live.block_last[b]);
        self.cur_first = first as usize;
        self.carried.clear();
        for i in (first..=last).rev() {
            let ts = if i == last { term_succ } else { None };
            if !self.build_inst(f, i as usize, w, ts)? {
                return Ok(false);
            }
        }
        for &p in f.block_params(block) {
            let v = p.index() as u32;
            if self.spilled[v as usize] || !self.live.is_used(v as usize) {
                continue;
            }
            self.g.touch(v, self.class_of(v));
            for k in 0..self.live_set.dense.len() {
                let x = self.live_set.dense[k];
                self.g.add_edge(v, x);
            }
        }
        Ok(true)
    }

    /// The node of operand `j` of `i` (creating spill temporaries, or
    /// taking those that instruction `i + 1` left live for `i`).
    fn assign_nodes(&mut self, f: &impl RaFunction, i: usize) {
        let ops = f.inst_operands(i);
        let base = self.live.op_start[i] as usize;
        self.inst_temps.clear();
        self.inst_temps.append(&mut self.carried);
        for (j, op) in ops.iter().enumerate() {
            let v = op.vreg.index() as u32;
            let class = op.vreg.class().index() as u8;
            let node = if !self.spilled[v as usize] {
                self.g.touch(v, class);
                v
            } else {
                let reused = ops.iter().any(|o| {
                    o.kind == OperandKind::Def && o.constraint == Constraint::Reuse(j as u8)
                });
                match (op.kind, op.constraint) {
                    (_, Constraint::Fixed(_)) => NONE,
                    (OperandKind::Def, _) if own_fixed(ops, j).is_some() => NONE,
                    (OperandKind::Def, _) => self.g.new_temp(v, class),
                    // The input of a reuse def is copied into the def's
                    // register from the stack, or from a temporary that
                    // serves an earlier read too (then the two may share
                    // a register and the copy disappear).
                    (OperandKind::Use, _)
                        if reused && !(self.share_reloads && self.read_shortly_before(f, i, v)) =>
                    {
                        NONE
                    }
                    (OperandKind::Use, _) => {
                        match self.inst_temps.iter().find(|&&(tv, _)| tv == v) {
                            Some(&(_, t)) => t,
                            None => {
                                let t = self.g.new_temp(v, class);
                                self.inst_temps.push((v, t));
                                t
                            }
                        }
                    }
                }
            };
            self.op_node[base + j] = node;
        }
    }

    /// Adds instruction `i`; false if the watched pressure was exceeded.
    fn build_inst(
        &mut self,
        f: &impl RaFunction,
        i: usize,
        w: f32,
        term_succ: Option<MBlock>,
    ) -> Result<bool, RaError> {
        let ops = f.inst_operands(i);
        let base = self.live.op_start[i] as usize;
        let fm = check_inst(i, ops, self.scratch)?;
        let is_term = f.terminator(i) != Terminator::None;
        for (j, op) in ops.iter().enumerate() {
            if is_term && op.kind == OperandKind::Def && !self.live.is_dead(base + j) {
                return Err(RaError(format!(
                    "inst {i}: a terminator's def is used (unsupported)"
                )));
            }
        }
        self.assign_nodes(f, i);
        let clob = mask_of(f.inst_clobbers(i));
        let fixed_defs = fm.early_defs | fm.late_defs;
        let written = clob | fixed_defs;
        let mut nodes = std::mem::take(&mut self.cur_nodes);
        nodes.clear();
        nodes.extend_from_slice(&self.op_node[base..base + ops.len()]);
        let node = |j: usize| nodes[j];

        // 1. Defs leave, late uses stay across, and all of them meet the
        //    registers the instruction writes.
        for (j, op) in ops.iter().enumerate() {
            let n = node(j);
            if n != NONE {
                self.g.cost[n as usize] += w;
                if op.kind == OperandKind::Def {
                    self.live_set.remove(n);
                }
            }
        }
        for (j, op) in ops.iter().enumerate() {
            if op.kind == OperandKind::Use && op.pos == OperandPos::Late && node(j) != NONE {
                self.live_set.insert(node(j));
            }
        }
        if written != 0 {
            for k in 0..self.live_set.dense.len() {
                let x = self.live_set.dense[k] as usize;
                self.g.forbid[x] |= written;
            }
        }

        // 2. Defs. A copy's destination holds its source's value, so the
        //    two do not interfere there (Chaitin's rule): a later
        //    definition of either, while the other is live, adds the edge.
        let copied = self.copy_source(f, i, ops, &nodes);
        self.def_nodes.clear();
        for (j, op) in ops.iter().enumerate() {
            let n = node(j);
            if op.kind != OperandKind::Def || n == NONE {
                continue;
            }
            let own = own_fixed(ops, j);
            if own.is_some() && self.live.is_dead(base + j) {
                continue;
            }
            for k in 0..self.live_set.dense.len() {
                let x = self.live_set.dense[k];
                if copied != Some((n, x)) {
                    self.g.add_edge(n, x);
                }
            }
            self.g.forbid[n as usize] |= fixed_defs & !own.map_or(0, bit);
            for k in 0..self.def_nodes.len() {
                let m = self.def_nodes[k];
                self.g.add_edge(n, m);
            }
            self.def_nodes.push(n);
        }
        // `live` only grows until step 4: its first `met` members already
        // met the defs of step 2.
        let met = self.live_set.dense.len();
        // Reuse defs with a register input: does the input die here?
        self.reuse_defs.clear();
        for (j, op) in ops.iter().enumerate() {
            if let (OperandKind::Def, Constraint::Reuse(r)) = (op.kind, op.constraint)
                && ops[r as usize].constraint == Constraint::Reg
            {
                let nu = node(r as usize);
                let killed = nu == NONE || !self.live_set.contains(nu);
                self.reuse_defs.push((node(j), nu, killed));
            }
        }

        // 3. Uses.
        self.fixed_uses.clear();
        for (j, op) in ops.iter().enumerate() {
            if op.kind != OperandKind::Use {
                continue;
            }
            if node(j) != NONE {
                self.live_set.insert(node(j));
            }
            if let Constraint::Fixed(p) = op.constraint {
                self.fixed_uses.push((node(j), bit(p)));
            }
        }
        if self.live_set.dense.len() > self.watch {
            self.cur_nodes = nodes;
            return Ok(false);
        }
        if fm.uses | fm.early_defs != 0 {
            for k in 0..self.live_set.dense.len() {
                let x = self.live_set.dense[k];
                let mut m = fm.uses | fm.early_defs;
                for &(n, b) in &self.fixed_uses {
                    if n == x {
                        m &= !b;
                    }
                }
                self.g.forbid[x as usize] |= m;
            }
        }

        // 4. Early defs and reuse defs overlap everything read here.
        for (j, op) in ops.iter().enumerate() {
            let n = node(j);
            if op.kind != OperandKind::Def || op.pos != OperandPos::Early || n == NONE {
                continue;
            }
            let from = if self.def_nodes.contains(&n) { met } else { 0 };
            for k in from..self.live_set.dense.len() {
                let x = self.live_set.dense[k];
                self.g.add_edge(n, x);
            }
            self.g.forbid[n as usize] |= fm.uses;
        }
        for r in 0..self.reuse_defs.len() {
            let (d, nu, killed) = self.reuse_defs[r];
            if d == NONE {
                continue;
            }
            let from = if self.def_nodes.contains(&d) { met } else { 0 };
            for k in from..self.live_set.dense.len() {
                let x = self.live_set.dense[k];
                if !(killed && x == nu) {
                    self.g.add_edge(d, x);
                }
            }
            self.g.forbid[d as usize] |= fm.uses;
        }

        // 5. Edge moves before a single-successor terminator.
        if let Some(s) = term_succ {
            for &p in f.block_params(s) {
                let v = p.index() as u32;
                if self.spilled[v as usize] || !self.live.is_used(v as usize) {
                    continue;
                }
                self.g.touch(v, self.class_of(v));
                for j in 0..ops.len() {
                    if node(j) != NONE {
                        self.g.add_edge(v, node(j));
                    }
                }
                self.g.forbid[v as usize] |= written | fm.uses;
            }
        }

        // 6. Reloads into spill temporaries happen just before the
        //    instruction: the temporaries are born there.
        for k in 0..self.inst_temps.len() {
            let (v, t) = self.inst_temps[k];
            if self.share_reloads && self.read_shortly_before(f, i, v) {
                self.carried.push((v, t));
                continue;
            }
            for k in 0..self.live_set.dense.len() {
                let x = self.live_set.dense[k];
                self.g.add_edge(t, x);
            }
            self.live_set.remove(t);
        }

        self.cur_nodes = nodes;
        self.add_inst_moves(f, i, w);
        Ok(true)
    }

    /// Whether one of the [`SHARE_WINDOW`] instructions before `i` in its
    /// block reads spilled register `v` through a temporary, with nothing
    /// between clobbering registers.
    fn read_shortly_before(&self, f: &impl RaFunction, i: usize, v: u32) -> bool {
        let lo = self.cur_first.max(i.saturating_sub(SHARE_WINDOW));
        for p in (lo..i).rev() {
            if self.reads_spilled(f, p, v) {
                return true;
            }
            if !f.inst_clobbers(p).is_empty() {
                return false;
            }
        }
        false
    }

    /// Whether instruction `p` reads spilled register `v` through a spill
    /// temporary (a plain register use, not fixed, not the input of a
    /// reuse def) and clobbers nothing, so that a temporary of a later
    /// instruction may serve it too.
    fn reads_spilled(&self, f: &impl RaFunction, p: usize, v: u32) -> bool {
        if !f.inst_clobbers(p).is_empty() {
            return false;
        }
        let ops = f.inst_operands(p);
        ops.iter().enumerate().any(|(j, op)| {
            op.kind == OperandKind::Use
                && op.vreg.index() as u32 == v
                && !matches!(op.constraint, Constraint::Fixed(_))
                && !ops.iter().any(|o| {
                    o.kind == OperandKind::Def && o.constraint == Constraint::Reuse(j as u8)
                })
        })
    }

    /// For a plain copy `i` between virtual registers of one class, the
    /// nodes of its destination and its source.
    fn copy_source(
        &self,
        f: &impl RaFunction,
        i: usize,
        ops: &[kiln_targets::Operand],
        nodes: &[u32],
    ) -> Option<(u32, u32)> {
        let (dst, src) = f.inst_move(i)?;
        if dst.class() != src.class() {
            return None;
        }
        let jd = ops
            .iter()
            .position(|o| o.kind == OperandKind::Def && o.vreg == dst)?;
        let js = ops
            .iter()
            .position(|o| o.kind == OperandKind::Use && o.vreg == src)?;
        let (d, s) = (nodes[jd], nodes[js]);
        (d != NONE && s != NONE).then_some((d, s))
    }

    /// Moves that coalescing can remove: copies, fixed registers, reuses.
    fn add_inst_moves(&mut self, f: &impl RaFunction, i: usize, w: f32) {
        let ops = f.inst_operands(i);
        let base = self.live.op_start[i] as usize;
        let nodes = std::mem::take(&mut self.cur_nodes);
        let node = |j: usize| nodes[j];
        if let Some((dst, src)) = f.inst_move(i) {
            let jd = ops
                .iter()
                .position(|o| o.kind == OperandKind::Def && o.vreg == dst);
            let js = ops
                .iter()
                .position(|o| o.kind == OperandKind::Use && o.vreg == src);
            if let (Some(jd), Some(js)) = (jd, js)
                && node(jd) != NONE
                && node(js) != NONE
                && dst.class() == src.class()
            {
                self.g.add_move(node(jd), node(js), w);
            }
        }
        for (j, op) in ops.iter().enumerate() {
            let n = node(j);
            if n == NONE {
                continue;
            }
            let allocatable = self.g.class_mask[op.vreg.class().index()];
            match (op.kind, op.constraint) {
                (OperandKind::Use, Constraint::Fixed(p)) if allocatable & bit(p) != 0 => {
                    self.g.add_move(n, PRE + p.index() as u32, w);
                }
                (OperandKind::Def, _) if !self.live.is_dead(base + j) => {
                    if let Some(p) = own_fixed(ops, j)
                        && allocatable & bit(p) != 0
                    {
                        self.g.add_move(n, PRE + p.index() as u32, w);
                    }
                }
                _ => {}
            }
        }
        for r in 0..self.reuse_defs.len() {
            let (d, nu, _) = self.reuse_defs[r];
            if d != NONE && nu != NONE {
                self.g.add_move(d, nu, w);
            }
        }
        self.cur_nodes = nodes;
    }
}
