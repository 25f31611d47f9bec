//! Allocating one instruction's operands during the linear-scan walk.
//!
//! Order of work (all inserted moves go before the instruction, in this
//! order, and never overwrite a register an earlier step handed to an
//! operand):
//! 1. evict whatever lives in the registers of early fixed defs;
//! 2. fixed uses: bring the value into its register (evicting the occupant);
//! 3. register uses: the value's home, or a reload into a free register;
//! 4. reuse defs: if the reused input lives on, move it out of the way;
//! 5. values living across the instruction leave clobbered and fixed-def
//!    registers (to a free register — callee-saved first — or the stack);
//! 6. early defs; 7. last uses free their registers; 8. late defs;
//! 9. defined values take their registers as homes.

use super::state::{Mask, bit, regs_of};
use super::{DefStore, LinearScanCtx};
use crate::edits::prio;
use crate::liveness::{FLAG_DEAD, FLAG_KILL, NONE};
use kiln_targets::ra::RaError;
use kiln_targets::{
    Alloc, Constraint, OperandKind, OperandPos, PReg, ProgPoint, RaFunction, RegClass, SpillSlot,
    Terminator,
};

fn mask_of(set: kiln_targets::PRegSet) -> Mask {
    let mut m = 0;
    for p in set.iter() {
        m |= bit(p);
    }
    m
}

fn err(i: usize, msg: impl std::fmt::Display) -> RaError {
    RaError(format!("inst {i}: {msg}"))
}

impl LinearScanCtx {
    fn is_killed(&self, v: u32) -> bool {
        self.killed.iter().any(|&(k, _)| k == v)
    }

    fn emit(&mut self, point: ProgPoint, from: Alloc, to: Alloc, class: RegClass) {
        if let Alloc::Reg(r) = to {
            self.written |= bit(r);
        }
        self.sink.push_move(point, prio::INST, from, to, class);
    }

    /// Moves `w` out of its home register to a free register outside
    /// `avoid`, or drops it to its stack home.
    fn relocate(&mut self, w: u32, avoid: Mask, callee_first: bool, i: usize) {
        let r = self
            .st
            .home_of(w)
            .expect("relocating a value without a register");
        let class = self.live.vreg_class[w as usize];
        let cands = self.masks.class[class.index()] & !avoid & !bit(r);
        self.st.free(r);
        match self.st.pick(&self.masks, cands, None, callee_first) {
            Some(q) => {
                self.emit(ProgPoint::before(i), Alloc::Reg(r), Alloc::Reg(q), class);
                self.st.set(q, w);
            }
            None => self.needs_stack[w as usize] = true,
        }
    }

    /// Whether `w`, whose register fixed use `j` is taking, is still needed:
    /// it lives after the instruction, or a later fixed use reads it, or a
    /// register use reads it and no fixed-use copy of it exists yet.
    fn needed_after_operand(&self, w: u32, j: usize, ops: &[kiln_targets::Operand]) -> bool {
        if !self.is_killed(w) {
            return true;
        }
        let has_copy = self.temps.iter().any(|&(_, t)| t == w);
        ops.iter().enumerate().any(|(k, o)| {
            o.kind == OperandKind::Use
                && o.vreg.index() as u32 == w
                && match o.constraint {
                    Constraint::Fixed(_) => k > j,
                    _ => !has_copy,
                }
        })
    }

    /// Frees a register of `class` outside `protect` by spilling the value
    /// whose next use is furthest (weighted by loop depth).
    fn evict_victim(
        &mut self,
        f: &impl RaFunction,
        class: RegClass,
        protect: Mask,
        i: usize,
    ) -> Result<PReg, RaError> {
        let cands = self.st.occ_mask & self.masks.class[class.index()] & !protect;
        let mut best: Option<(u64, PReg)> = None;
        for r in regs_of(cands) {
            let w = self.st.occ[r.index()];
            let n = self.next_use(w, i as u32);
            let mut score = if n == NONE {
                u64::MAX >> 1
            } else {
                let block = self.live.inst_block[n as usize];
                let depth = f
                    .block_loop_depth(kiln_targets::MBlock::from_u32(block))
                    .min(8);
                (((n - i as u32) as u64 + 1) << 24) >> (3 * depth)
            };
            if self.needs_stack[w as usize] {
                score += score / 4;
            }
            if best.is_none_or(|(s, _)| score > s) {
                best = Some((score, r));
            }
        }
        let Some((_, r)) = best else {
            return Err(err(
                i,
                format!("needs more {class:?} registers at once than are allocatable"),
            ));
        };
        let w = self.st.occ[r.index()];
        self.st.free(r);
        self.needs_stack[w as usize] = true;
        Ok(r)
    }

    pub(super) fn alloc_inst(
        &mut self,
        f: &impl RaFunction,
        i: usize,
        allocs: &mut [Alloc],
    ) -> Result<(), RaError> {
        let ops = f.inst_operands(i);
        let base = self.live.op_start[i] as usize;
        let clob = if self.next_clobber[i] == i as u32 {
            mask_of(f.inst_clobbers(i))
        } else {
            0
        };
        let pt = ProgPoint::before(i);

        // Classify operands.
        let (mut fixed_use, mut early_fixed, mut late_fixed) = (0 as Mask, 0 as Mask, 0 as Mask);
        self.killed.clear();
        for (j, op) in ops.iter().enumerate() {
            let class = op.vreg.class();
            match (op.kind, op.constraint) {
                (_, Constraint::Fixed(r)) if self.scratch & bit(r) != 0 => {
                    return Err(err(
                        i,
                        format!("fixed constraint on the scratch register {r:?}"),
                    ));
                }
                (OperandKind::Use, Constraint::Fixed(r)) => {
                    if r.class() != class {
                        return Err(err(i, "fixed use of the wrong class"));
                    }
                    fixed_use |= bit(r);
                }
                (OperandKind::Use, Constraint::Reuse(_)) => {
                    return Err(err(i, "a use cannot have a reuse constraint"));
                }
                (OperandKind::Def, Constraint::Fixed(r)) => {
                    if r.class() != class {
                        return Err(err(i, "fixed def of the wrong class"));
                    }
                    let m = if op.pos == OperandPos::Early {
                        &mut early_fixed
                    } else {
                        &mut late_fixed
                    };
                    if *m & bit(r) != 0 {
                        return Err(err(i, format!("two defs fixed to {r:?}")));
                    }
                    *m |= bit(r);
                }
                (OperandKind::Def, Constraint::Reuse(n)) => {
                    let n = n as usize;
                    if n >= ops.len()
                        || ops[n].kind != OperandKind::Use
                        || ops[n].vreg.class() != class
                        || op.pos != OperandPos::Late
                    {
                        return Err(err(i, format!("bad reuse of operand {n}")));
                    }
                }
                _ => {}
            }
            if op.kind == OperandKind::Use && self.live.op_flags[base + j] & FLAG_KILL != 0 {
                let late = ops.iter().any(|o| {
                    o.vreg == op.vreg && o.kind == OperandKind::Use && o.pos == OperandPos::Late
                });
                self.killed.push((op.vreg.index() as u32, late));
            }
        }
        if early_fixed & late_fixed != 0 {
            return Err(err(i, "an early and a late def fixed to one register"));
        }
        let d_mask = clob | early_fixed | late_fixed;
        let is_clobbering = clob != 0;
        let mut busy: Mask = 0;
        self.temps.clear();

        // 1. Early fixed defs: evict occupants.
        for r in regs_of(early_fixed & self.st.occ_mask) {
            let w = self.st.occ[r.index()];
            self.relocate(w, d_mask | fixed_use, is_clobbering, i);
        }

        // 2. Fixed uses.
        for (j, op) in ops.iter().enumerate() {
            let (OperandKind::Use, Constraint::Fixed(r)) = (op.kind, op.constraint) else {
                continue;
            };
            let v = op.vreg.index() as u32;
            if early_fixed & bit(r) != 0 {
                return Err(err(
                    i,
                    format!("{r:?} is both a fixed use and an early fixed def"),
                ));
            }
            allocs[base + j] = Alloc::Reg(r);
            if busy & bit(r) != 0 {
                if self.st.occ[r.index()] == v || self.temps.contains(&(r, v)) {
                    continue;
                }
                return Err(err(i, format!("two values fixed to {r:?}")));
            }
            busy |= bit(r);
            let w = self.st.occ[r.index()];
            if w == v {
                continue;
            }
            if w != NONE {
                if self.needed_after_operand(w, j, ops) {
                    self.relocate(w, busy | d_mask | fixed_use, is_clobbering, i);
                } else {
                    self.st.free(r);
                }
            }
            let class = op.vreg.class();
            let src = match self.st.home_of(v) {
                Some(q) => Alloc::Reg(q),
                None => {
                    self.needs_stack[v as usize] = true;
                    Alloc::Stack(SpillSlot(v))
                }
            };
            self.emit(pt, src, Alloc::Reg(r), class);
            if src.is_stack() && d_mask & bit(r) == 0 && self.masks.all & bit(r) != 0 {
                self.st.set(r, v);
            } else {
                self.temps.push((r, v));
            }
        }

        // 3. Register uses.
        for (j, op) in ops.iter().enumerate() {
            if op.kind != OperandKind::Use || op.constraint != Constraint::Reg {
                continue;
            }
            let v = op.vreg.index() as u32;
            if op.pos == OperandPos::Late
                && let Some(q) = self.st.home_of(v)
                && d_mask & bit(q) != 0
            {
                // A late use must survive the defs and clobbers: move it away.
                self.relocate(v, busy | d_mask | fixed_use | early_fixed, is_clobbering, i);
            }
            if let Some(q) = self.st.home_of(v) {
                allocs[base + j] = Alloc::Reg(q);
                busy |= bit(q);
                continue;
            }
            let late = op.pos == OperandPos::Late;
            if let Some(&(r, _)) = self
                .temps
                .iter()
                .find(|&&(r, t)| t == v && !(late && d_mask & bit(r) != 0))
            {
                allocs[base + j] = Alloc::Reg(r);
                continue;
            }
            let class = op.vreg.class();
            let lives = !self.is_killed(v) || op.pos == OperandPos::Late;
            let avoid = busy | early_fixed | fixed_use | if lives { d_mask } else { 0 };
            let callee_first = lives && self.crosses_call(v, i as u32 + 1);
            let cands = self.masks.class[class.index()] & !avoid;
            let r = match self.st.pick(&self.masks, cands, None, callee_first) {
                Some(r) => r,
                None => {
                    let keep = if late { d_mask } else { 0 };
                    self.evict_victim(f, class, busy | early_fixed | fixed_use | keep, i)?
                }
            };
            self.needs_stack[v as usize] = true;
            self.emit(pt, Alloc::Stack(SpillSlot(v)), Alloc::Reg(r), class);
            self.st.set(r, v);
            busy |= bit(r);
            allocs[base + j] = Alloc::Reg(r);
        }

        // 4. Reuse defs: the reused input must not live on in that register.
        let mut reuse_mask: Mask = 0;
        for op in ops {
            let (OperandKind::Def, Constraint::Reuse(n)) = (op.kind, op.constraint) else {
                continue;
            };
            let Alloc::Reg(r) = allocs[base + n as usize] else {
                unreachable!()
            };
            if reuse_mask & bit(r) != 0 {
                return Err(err(i, "two defs reuse one register"));
            }
            let u = ops[n as usize].vreg.index() as u32;
            if self.st.occ[r.index()] == u && !self.is_killed(u) {
                // The input lives on: it keeps its register and the
                // instruction works on a copy in a free one, when there is
                // one (the long-lived value stays where its hints put it).
                let class = ops[n as usize].vreg.class();
                let avoid = busy | d_mask | fixed_use | early_fixed | reuse_mask | bit(r);
                let cands = self.masks.class[class.index()] & !avoid & !self.st.occ_mask;
                if let Some(q) = self.st.pick(&self.masks, cands, None, false) {
                    self.emit(pt, Alloc::Reg(r), Alloc::Reg(q), class);
                    allocs[base + n as usize] = Alloc::Reg(q);
                    reuse_mask |= bit(q);
                    continue;
                }
                self.relocate(u, busy | d_mask | fixed_use | early_fixed, is_clobbering, i);
            }
            reuse_mask |= bit(r);
        }

        // 5. Values living across the instruction leave clobbered and fixed-def registers.
        for r in regs_of(d_mask & self.st.occ_mask) {
            let w = self.st.occ[r.index()];
            if !self.is_killed(w) {
                self.relocate(w, busy | d_mask | fixed_use | reuse_mask, is_clobbering, i);
            }
        }

        // 6. Early defs.
        let mut early_mask = early_fixed;
        for (j, op) in ops.iter().enumerate() {
            if op.kind != OperandKind::Def || op.pos != OperandPos::Early {
                continue;
            }
            let r = match op.constraint {
                Constraint::Fixed(r) => r,
                Constraint::Reg => {
                    let class = op.vreg.class();
                    let avoid = busy | d_mask | early_mask | fixed_use | reuse_mask;
                    let cands = self.masks.class[class.index()] & !avoid;
                    let r = match self.st.pick(&self.masks, cands, None, false) {
                        Some(r) => r,
                        None => self.evict_victim(f, class, avoid, i)?,
                    };
                    early_mask |= bit(r);
                    r
                }
                Constraint::Reuse(_) => return Err(err(i, "early reuse def")),
            };
            allocs[base + j] = Alloc::Reg(r);
        }

        // 7. Last uses (read early) free their registers.
        let mut late_use_mask: Mask = 0;
        for (j, op) in ops.iter().enumerate() {
            if op.kind == OperandKind::Use
                && op.pos == OperandPos::Late
                && let Alloc::Reg(r) = allocs[base + j]
            {
                late_use_mask |= bit(r);
            }
        }
        for k in 0..self.killed.len() {
            let (v, late) = self.killed[k];
            if !late && let Some(r) = self.st.home_of(v) {
                self.st.free(r);
            }
        }

        // 8. Late defs.
        let mut late_mask: Mask = 0;
        let mv = f.inst_move(i);
        for (j, op) in ops.iter().enumerate() {
            if op.kind != OperandKind::Def || op.pos != OperandPos::Late {
                continue;
            }
            let v = op.vreg.index() as u32;
            let class = op.vreg.class();
            let r = match op.constraint {
                Constraint::Fixed(r) => r,
                Constraint::Reuse(n) => {
                    let Alloc::Reg(r) = allocs[base + n as usize] else {
                        unreachable!()
                    };
                    r
                }
                Constraint::Reg => {
                    let avoid =
                        early_mask | late_mask | late_use_mask | clob | late_fixed | reuse_mask;
                    let cands = self.masks.class[class.index()] & !avoid;
                    let callee_first = self.crosses_call(v, i as u32 + 1);
                    // A caller-saved hint is no use to a value that lives across a call.
                    let callee = self.masks.callee;
                    let hint = self
                        .def_hint(f, v, mv, ops, base, allocs)
                        .filter(|&h| !callee_first || callee & bit(h) != 0);
                    match self.st.pick(&self.masks, cands, hint, callee_first) {
                        Some(r) => r,
                        None => self.evict_victim(f, class, avoid, i)?,
                    }
                }
            };
            if early_mask & bit(r) != 0 || late_mask & bit(r) != 0 || late_use_mask & bit(r) != 0 {
                return Err(err(i, format!("conflicting constraints on {r:?}")));
            }
            if self.st.occ[r.index()] != NONE {
                // Defensive: a value still living here must go.
                let w = self.st.occ[r.index()];
                self.relocate(
                    w,
                    busy | d_mask | fixed_use | reuse_mask | early_mask,
                    is_clobbering,
                    i,
                );
            }
            late_mask |= bit(r);
            allocs[base + j] = Alloc::Reg(r);
        }

        // 9. Defined values take their registers.
        let is_term = f.terminator(i) != Terminator::None;
        for (j, op) in ops.iter().enumerate() {
            if op.kind != OperandKind::Def {
                continue;
            }
            let Alloc::Reg(r) = allocs[base + j] else {
                unreachable!()
            };
            self.written |= bit(r);
            if self.live.op_flags[base + j] & FLAG_DEAD != 0 {
                continue;
            }
            if is_term {
                return Err(err(i, "a terminator's def is used (unsupported)"));
            }
            let v = op.vreg.index() as u32;
            if self.st.occ[r.index()] != NONE {
                return Err(err(i, format!("{r:?} still holds a live value at a def")));
            }
            self.def_store[v as usize] = Some(DefStore {
                point: ProgPoint::after(i),
                prio: prio::DEF_STORE,
                reg: r,
            });
            if self.masks.all & bit(r) != 0 {
                self.st.set(r, v);
            } else {
                // A fixed def outside the allocatable set: move the value into
                // an allocatable register right away, or leave it on the stack.
                let class = op.vreg.class();
                let cands = self.masks.class[class.index()] & !(early_mask | late_mask);
                match self.st.pick(&self.masks, cands, None, false) {
                    Some(q) => {
                        self.written |= bit(q);
                        let at = ProgPoint::after(i);
                        self.sink
                            .push_move(at, prio::INST, Alloc::Reg(r), Alloc::Reg(q), class);
                        self.st.set(q, v);
                    }
                    None => self.needs_stack[v as usize] = true,
                }
            }
        }
        for k in 0..self.killed.len() {
            let (v, late) = self.killed[k];
            if late && let Some(r) = self.st.home_of(v) {
                self.st.free(r);
            }
        }
        Ok(())
    }

    /// A preferred register for a new def: the source of a move that dies
    /// here, the parameter a back edge passes it to, or its next fixed use.
    fn def_hint(
        &mut self,
        f: &impl RaFunction,
        v: u32,
        mv: Option<(kiln_targets::VReg, kiln_targets::VReg)>,
        ops: &[kiln_targets::Operand],
        base: usize,
        allocs: &[Alloc],
    ) -> Option<PReg> {
        if let Some((dst, src)) = mv
            && dst.index() as u32 == v
        {
            for (j, op) in ops.iter().enumerate() {
                if op.kind == OperandKind::Use
                    && op.vreg == src
                    && let Alloc::Reg(r) = allocs[base + j]
                {
                    return Some(r);
                }
            }
        }
        let p = self.arg_param[v as usize];
        if p != NONE && self.start_reg[p as usize] != NONE {
            return Some(PReg::from_index(self.start_reg[p as usize] as usize));
        }
        let i = self.live.inst_block.len();
        let n = self.next_use(v, 0);
        if n != NONE && (n as usize) < i {
            if let Some(r) = fixed_use_of(f, n as usize, v) {
                return Some(r);
            }
            // A copy feeding a fixed use (isel copies call arguments into
            // fresh registers): prefer the register the copy's destination
            // must end up in, so that the copy becomes a no-op.
            if let Some((dst, src)) = f.inst_move(n as usize)
                && src.index() as u32 == v
            {
                let d = dst.index() as u32;
                let m = self.next_use(d, n);
                if m != NONE && (m as usize) < i {
                    return fixed_use_of(f, m as usize, d);
                }
            }
        }
        None
    }
}

/// The fixed register in which instruction `inst` reads `v`, if it does.
fn fixed_use_of(f: &impl RaFunction, inst: usize, v: u32) -> Option<PReg> {
    f.inst_operands(inst)
        .iter()
        .find_map(|op| match op.constraint {
            Constraint::Fixed(r) if op.vreg.index() as u32 == v && op.kind == OperandKind::Use => {
                Some(r)
            }
            _ => None,
        })
}

trait IsStack {
    fn is_stack(&self) -> bool;
}

impl IsStack for Alloc {
    fn is_stack(&self) -> bool {
        matches!(self, Alloc::Stack(_))
    }
}
