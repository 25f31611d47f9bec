//! Allocating one instruction's operands during the fast allocator's walk.
//!
//! Order of work (all inserted moves go before the instruction, in this
//! order, and never overwrite a register an earlier step handed to an
//! operand):
//! 0. values leave the registers of early fixed defs;
//! 1. fixed uses: bring the value into its register (displacing the
//!    occupant);
//! 2. register uses: the value's home, or a reload into a free register;
//! 3. reuse defs: an input that is still needed leaves the register;
//! 4. values still needed leave clobbered and fixed-def registers (to a
//!    free register — callee-saved first at a call — or their stack home);
//! 5. early defs; 6. values read for the last time free their registers;
//! 7. late defs; 8. defined values take their registers as homes (global
//!    ones are also stored to their stack homes).

use super::regs::{Mask, NONE, bit, regs_of};
use super::{FastCtx, NONE_REG, flag};
use crate::edits::prio;
use kiln_targets::ra::RaError;
use kiln_targets::{
    Alloc, Constraint, Operand, OperandKind, OperandPos, PReg, PRegSet, ProgPoint, RaFunction,
    RegClass, SpillSlot, Terminator,
};

/// Which rare operand kinds an instruction has (bits).
mod shape {
    /// A def reusing an input's register.
    pub const REUSE: u8 = 1;
    /// A use read late.
    pub const LATE_USE: u8 = 2;
    /// An early def.
    pub const EARLY_DEF: u8 = 4;
}

/// What a value taken out of its register must keep.
#[derive(Copy, Clone, PartialEq, Eq)]
enum Need {
    /// Nothing: it is dead.
    Nothing,
    /// Its value, anywhere (its stack home if that is valid).
    Value,
    /// Its value, preferably in a register (the instruction reads it).
    InReg,
}

pub(super) fn err(i: usize, msg: impl std::fmt::Display) -> RaError {
    RaError(format!("inst {i}: {msg}"))
}

fn stack(v: u32) -> Alloc {
    Alloc::Stack(SpillSlot(v))
}

/// Whether `ops` reads `v`.
fn reads(ops: &[Operand], v: u32) -> bool {
    ops.iter()
        .any(|o| o.kind == OperandKind::Use && o.vreg.index() as u32 == v)
}

impl FastCtx {
    /// Records a move before instruction `i`.
    pub(super) fn emit(&mut self, i: usize, from: Alloc, to: Alloc, class: RegClass) {
        if let Alloc::Reg(r) = to {
            self.written |= bit(r);
        }
        self.sink
            .push_move(ProgPoint::before(i), prio::INST, from, to, class);
    }

    /// Stores `w` from `r` into its stack home before instruction `i`.
    pub(super) fn store(&mut self, w: u32, r: PReg, i: usize) {
        let class = self.vi[w as usize].class();
        self.sink.push_move(
            ProgPoint::before(i),
            prio::INST,
            Alloc::Reg(r),
            stack(w),
            class,
        );
        self.vi[w as usize].flags |= flag::IN_STACK | flag::SLOT;
    }

    /// Takes `w` out of its home `r` before instruction `i`, keeping what
    /// `need` asks for: a copy goes to a free register outside `avoid`
    /// (callee-saved first if `callee_first`), else to the stack home.
    fn displace(&mut self, w: u32, r: PReg, avoid: Mask, callee_first: bool, need: Need, i: usize) {
        self.free_reg(r);
        let clean = self.vi[w as usize].has(flag::IN_STACK);
        match need {
            Need::Nothing => return,
            Need::Value if clean => return,
            _ => {}
        }
        let class = self.vi[w as usize].class();
        let cands = self.masks.class[class.index()] & !avoid & !bit(r);
        match self.regs.pick(&self.masks, cands, None, callee_first) {
            Some(q) => {
                self.emit(i, Alloc::Reg(r), Alloc::Reg(q), class);
                self.set_home(q, w);
            }
            None if !clean => self.store(w, r, i),
            None => {}
        }
    }

    /// Where a value displaced from a register this instruction needs may
    /// go (the registers to avoid besides `base`, which the instruction's
    /// fixed uses and already allocated operands take), and whether
    /// callee-saved registers come first: a value read early for the last
    /// time here only has to survive the moves before the instruction, so
    /// clobbered and late-def registers do; any other keeps clear of them.
    fn displace_avoid(
        &self,
        w: u32,
        ops: &[Operand],
        base: Mask,
        d_mask: Mask,
        at_call: bool,
    ) -> (Mask, bool) {
        let read_late = ops.iter().any(|o| {
            o.kind == OperandKind::Use && o.pos == OperandPos::Late && o.vreg.index() as u32 == w
        });
        if self.vi[w as usize].uses == 0 && !read_late {
            let early = ops
                .iter()
                .fold(0, |m, o| match (o.kind, o.pos, o.constraint) {
                    (OperandKind::Def, OperandPos::Early, Constraint::Fixed(r)) => m | bit(r),
                    _ => m,
                });
            (base | early, false)
        } else {
            (base | d_mask, at_call)
        }
    }

    /// A preferred register for def `op` of instruction `i`: the register
    /// that the value's first fixed use names, else, for a copy, its
    /// source's register (free if the source dies here).
    #[inline(always)]
    pub(super) fn def_hint(
        &self,
        f: &impl RaFunction,
        i: usize,
        op: &Operand,
        ops: &[Operand],
        allocs: &[Alloc],
    ) -> Option<PReg> {
        let h = self.vi[op.vreg.index()].hint;
        if h != NONE_REG {
            return Some(PReg::from_index(h as usize));
        }
        if ops.len() == 2
            && let Some((dst, src)) = f.inst_move(i)
            && dst == op.vreg
        {
            let from = ops.iter().zip(allocs).find_map(|(o, a)| match a {
                Alloc::Reg(q) if o.kind == OperandKind::Use && o.vreg == src => Some(*q),
                _ => None,
            });
            return from;
        }
        None
    }

    /// What a value displaced while fixed use `j` (all of them: `None`) is
    /// placed still needs: `InReg` if this instruction reads it in its home
    /// or through a fixed use not placed yet, `Value` if a later one reads
    /// it.
    fn need(&self, w: u32, ops: &[Operand], j: Option<usize>) -> Need {
        let read_here = ops.iter().enumerate().any(|(k, o)| {
            o.kind == OperandKind::Use
                && o.vreg.index() as u32 == w
                && match o.constraint {
                    Constraint::Fixed(_) => j.is_none_or(|j| k > j),
                    _ => true,
                }
        });
        if read_here {
            Need::InReg
        } else if self.vi[w as usize].uses > 0 {
            Need::Value
        } else {
            Need::Nothing
        }
    }

    /// Frees a register of `class` outside `protect`: a clean value's
    /// (valid stack home) if there is one, else a spilled one's; `ops` are
    /// the instruction's operands (a value they read is still needed).
    fn evict(
        &mut self,
        class: RegClass,
        protect: Mask,
        ops: &[Operand],
        i: usize,
    ) -> Result<PReg, RaError> {
        let cands = self.regs.occ_mask & self.masks.class[class.index()] & !protect;
        let mut victim = None;
        for r in regs_of(cands) {
            let w = self.regs.at(r);
            let x = self.vi[w as usize];
            if x.has(flag::IN_STACK) || (x.uses == 0 && !reads(ops, w)) {
                victim = Some(r);
                break;
            }
            victim.get_or_insert(r);
        }
        let Some(r) = victim else {
            return Err(err(
                i,
                format!("needs more {class:?} registers at once than are allocatable"),
            ));
        };
        let w = self.regs.at(r);
        let x = self.vi[w as usize];
        if !x.has(flag::IN_STACK) && (x.uses > 0 || reads(ops, w)) {
            self.store(w, r, i);
        }
        self.free_reg(r);
        Ok(r)
    }

    /// A free register of `class` outside `avoid`, evicting one if needed.
    #[inline(always)]
    pub(super) fn take(
        &mut self,
        class: RegClass,
        avoid: Mask,
        hint: Option<PReg>,
        ops: &[Operand],
        i: usize,
    ) -> Result<PReg, RaError> {
        let cands = self.masks.class[class.index()] & !avoid;
        match self.regs.pick(&self.masks, cands, hint, false) {
            Some(r) => Ok(r),
            None => self.evict(class, avoid, ops, i),
        }
    }

    /// Where `v`'s value can be read from before instruction `i`.
    pub(super) fn source(&self, v: u32, i: usize) -> Result<Alloc, RaError> {
        if let Some(q) = self.home_of(v) {
            return Ok(Alloc::Reg(q));
        }
        if self.vi[v as usize].has(flag::IN_STACK) {
            return Ok(stack(v));
        }
        Err(err(i, format!("v{v} is read where it is not available")))
    }

    pub(super) fn alloc_inst(
        &mut self,
        f: &impl RaFunction,
        i: usize,
        last_in_block: bool,
        allocs: &mut [Alloc],
    ) -> Result<(), RaError> {
        let ops = f.inst_operands(i);
        let base = self.op_start[i] as usize;
        let allocs = &mut allocs[base..base + ops.len()];
        let mut clob: Mask = 0;
        let clobbers = match f.clobber_list() {
            Some(list) => match list.get(self.next_clobber) {
                Some(&(at, set)) if at as usize == i => {
                    self.next_clobber += 1;
                    set
                }
                _ => PRegSet::empty(),
            },
            None => f.inst_clobbers(i),
        };
        for p in clobbers.iter() {
            clob |= bit(p);
        }
        if clob == 0 && super::plain::is_plain(ops) {
            return self.alloc_plain(f, i, last_in_block, ops, allocs);
        }

        // Classify operands and count the uses.
        let (mut fixed_use, mut early_fixed, mut late_fixed) = (0 as Mask, 0 as Mask, 0 as Mask);
        let mut shape = 0u8;
        for op in ops {
            match (op.kind, op.constraint) {
                (OperandKind::Use, Constraint::Reg) => {}
                (OperandKind::Def, Constraint::Reg) => {}
                (_, Constraint::Fixed(r)) if self.masks.scratch & bit(r) != 0 => {
                    return Err(err(
                        i,
                        format!("fixed constraint on the scratch register {r:?}"),
                    ));
                }
                (_, Constraint::Fixed(r)) if r.class() != op.vreg.class() => {
                    return Err(err(i, "fixed operand of the wrong class"));
                }
                (OperandKind::Use, Constraint::Fixed(r)) => fixed_use |= bit(r),
                (OperandKind::Use, Constraint::Reuse(_)) => {
                    return Err(err(i, "a use cannot have a reuse constraint"));
                }
                (OperandKind::Def, Constraint::Fixed(r)) => {
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
                        || ops[n].vreg.class() != op.vreg.class()
                        || op.pos != OperandPos::Late
                    {
                        return Err(err(i, format!("bad reuse of operand {n}")));
                    }
                    shape |= shape::REUSE;
                }
            }
            match (op.kind, op.pos) {
                (OperandKind::Use, pos) => {
                    self.vi[op.vreg.index()].uses -= 1;
                    if pos == OperandPos::Late {
                        shape |= shape::LATE_USE;
                    }
                }
                (OperandKind::Def, OperandPos::Early) => shape |= shape::EARLY_DEF,
                (OperandKind::Def, OperandPos::Late) => {}
            }
        }
        if early_fixed & late_fixed != 0 {
            return Err(err(i, "an early and a late def fixed to one register"));
        }
        if early_fixed & fixed_use != 0 {
            return Err(err(
                i,
                "a register is both a fixed use and an early fixed def",
            ));
        }
        let d_mask = clob | early_fixed | late_fixed;
        let at_call = clob != 0;
        let mut busy: Mask = 0;

        // 0. Early fixed defs: their occupants leave.
        for r in regs_of(early_fixed & self.regs.occ_mask) {
            let w = self.regs.at(r);
            let need = self.need(w, ops, None);
            let (avoid, callee_first) = self.displace_avoid(w, ops, fixed_use, d_mask, at_call);
            self.displace(w, r, avoid, callee_first, need, i);
        }

        // 1. Fixed uses.
        self.temps.clear();
        if fixed_use != 0 {
            for (j, op) in ops.iter().enumerate() {
                let (OperandKind::Use, Constraint::Fixed(r)) = (op.kind, op.constraint) else {
                    continue;
                };
                let v = op.vreg.index() as u32;
                allocs[j] = Alloc::Reg(r);
                if busy & bit(r) != 0 {
                    if self.regs.at(r) == v || self.temps.contains(&(r, v)) {
                        continue;
                    }
                    return Err(err(i, format!("two values fixed to {r:?}")));
                }
                busy |= bit(r);
                let w = self.regs.at(r);
                if w == v {
                    continue;
                }
                if w != NONE {
                    let need = self.need(w, ops, Some(j));
                    let (avoid, callee_first) =
                        self.displace_avoid(w, ops, busy | fixed_use, d_mask, at_call);
                    self.displace(w, r, avoid, callee_first, need, i);
                }
                let src = self.source(v, i)?;
                self.emit(i, src, Alloc::Reg(r), op.vreg.class());
                if matches!(src, Alloc::Stack(_)) && (d_mask | !self.masks.all) & bit(r) == 0 {
                    self.set_home(r, v);
                } else {
                    self.temps.push((r, v));
                }
            }
        }

        // 2. Register uses.
        for (j, op) in ops.iter().enumerate() {
            if op.kind != OperandKind::Use || op.constraint != Constraint::Reg {
                continue;
            }
            let v = op.vreg.index() as u32;
            let late = op.pos == OperandPos::Late;
            let home = self.home_of(v);
            if let Some(q) = home
                && !(late && d_mask & bit(q) != 0)
            {
                allocs[j] = Alloc::Reg(q);
                busy |= bit(q);
                continue;
            }
            if let Some(&(r, _)) = self
                .temps
                .iter()
                .find(|&&(r, t)| t == v && !(late && d_mask & bit(r) != 0))
            {
                allocs[j] = Alloc::Reg(r);
                continue;
            }
            let class = op.vreg.class();
            let lives = self.vi[v as usize].uses > 0 || late;
            let avoid = busy | early_fixed | fixed_use | if lives { d_mask } else { 0 };
            let src = self.source(v, i)?;
            let r = self.take(class, avoid, None, ops, i)?;
            self.emit(i, src, Alloc::Reg(r), class);
            if let Some(q) = home {
                self.free_reg(q);
            }
            self.set_home(r, v);
            busy |= bit(r);
            allocs[j] = Alloc::Reg(r);
        }

        // 3. Reuse defs: the reused input must not stay in that register.
        let mut reuse_mask: Mask = 0;
        for op in ops.iter().filter(|_| shape & shape::REUSE != 0) {
            let (OperandKind::Def, Constraint::Reuse(n)) = (op.kind, op.constraint) else {
                continue;
            };
            let n = n as usize;
            let Alloc::Reg(r) = allocs[n] else {
                unreachable!("uses are allocated")
            };
            if reuse_mask & bit(r) != 0 {
                return Err(err(i, "two defs reuse one register"));
            }
            let u = ops[n].vreg.index() as u32;
            if self.regs.at(r) == u {
                let x = self.vi[u as usize];
                if x.uses > 0 && !x.has(flag::IN_STACK) {
                    // The input lives on in its register; the instruction
                    // works on a copy in a free one if there is one.
                    let class = ops[n].vreg.class();
                    let avoid = busy | d_mask | fixed_use | early_fixed | reuse_mask | bit(r);
                    let cands = self.masks.class[class.index()] & !avoid;
                    if let Some(q) = self.regs.pick(&self.masks, cands, None, false) {
                        self.emit(i, Alloc::Reg(r), Alloc::Reg(q), class);
                        allocs[n] = Alloc::Reg(q);
                        reuse_mask |= bit(q);
                        continue;
                    }
                    self.store(u, r, i);
                }
                self.free_reg(r);
            }
            reuse_mask |= bit(r);
        }

        // 4. Values still needed leave clobbered and fixed-def registers.
        for r in regs_of(d_mask & self.regs.occ_mask) {
            let w = self.regs.at(r);
            let need = if self.vi[w as usize].uses > 0 {
                Need::Value
            } else {
                Need::Nothing
            };
            let avoid = busy | d_mask | fixed_use | reuse_mask;
            self.displace(w, r, avoid, at_call, need, i);
        }

        // 5. Early defs.
        let mut early_mask = early_fixed;
        for (j, op) in ops.iter().enumerate() {
            if shape & shape::EARLY_DEF == 0 {
                break;
            }
            if op.kind != OperandKind::Def || op.pos != OperandPos::Early {
                continue;
            }
            let r = match op.constraint {
                Constraint::Fixed(r) => r,
                Constraint::Reg => {
                    let avoid = busy | d_mask | early_mask | fixed_use | reuse_mask;
                    let r = self.take(op.vreg.class(), avoid, None, ops, i)?;
                    early_mask |= bit(r);
                    r
                }
                Constraint::Reuse(_) => return Err(err(i, "early reuse def")),
            };
            allocs[j] = Alloc::Reg(r);
        }

        // 6. Values read early for the last time free their registers.
        let mut late_use_mask: Mask = 0;
        for (j, op) in ops.iter().enumerate() {
            if shape & shape::LATE_USE == 0 {
                break;
            }
            if op.kind == OperandKind::Use
                && op.pos == OperandPos::Late
                && let Alloc::Reg(r) = allocs[j]
            {
                late_use_mask |= bit(r);
            }
        }
        for op in ops {
            if op.kind != OperandKind::Use {
                continue;
            }
            let v = op.vreg.index() as u32;
            if self.vi[v as usize].uses == 0
                && let Some(r) = self.home_of(v)
                && late_use_mask & bit(r) == 0
            {
                self.free_reg(r);
            }
        }

        // 7. Late defs.
        let mut late_mask: Mask = 0;
        for (j, op) in ops.iter().enumerate() {
            if op.kind != OperandKind::Def || op.pos != OperandPos::Late {
                continue;
            }
            let r = match op.constraint {
                Constraint::Fixed(r) => r,
                Constraint::Reuse(n) => {
                    let Alloc::Reg(r) = allocs[n as usize] else {
                        unreachable!("uses are allocated")
                    };
                    r
                }
                Constraint::Reg => {
                    let avoid =
                        early_mask | late_mask | late_use_mask | clob | late_fixed | reuse_mask;
                    let hint = self.def_hint(f, i, op, ops, allocs);
                    self.take(op.vreg.class(), avoid, hint, ops, i)?
                }
            };
            if (early_mask | late_mask | late_use_mask) & bit(r) != 0 {
                return Err(err(i, format!("conflicting constraints on {r:?}")));
            }
            let w = self.regs.at(r);
            if w != NONE {
                let need = if self.vi[w as usize].uses > 0 {
                    Need::Value
                } else {
                    Need::Nothing
                };
                let avoid =
                    busy | d_mask | fixed_use | reuse_mask | early_mask | late_mask | bit(r);
                self.displace(w, r, avoid, at_call, need, i);
            }
            late_mask |= bit(r);
            allocs[j] = Alloc::Reg(r);
        }

        // 8. Defined values take their registers.
        for (j, op) in ops.iter().enumerate() {
            if op.kind != OperandKind::Def {
                continue;
            }
            let Alloc::Reg(r) = allocs[j] else {
                unreachable!("defs are allocated")
            };
            self.written |= bit(r);
            let v = op.vreg.index() as u32;
            let x = self.vi[v as usize];
            let global = x.has(flag::GLOBAL);
            if x.uses == 0 && !global {
                continue;
            }
            if last_in_block && f.terminator(i) != Terminator::None {
                return Err(err(i, "a terminator's def is used (unsupported)"));
            }
            let class = op.vreg.class();
            if global {
                self.sink.push_move(
                    ProgPoint::after(i),
                    prio::DEF_STORE,
                    Alloc::Reg(r),
                    stack(v),
                    class,
                );
                self.vi[v as usize].flags |= flag::IN_STACK | flag::SLOT;
            }
            if self.regs.at(r) != NONE {
                return Err(err(i, format!("{r:?} still holds a live value at a def")));
            }
            if self.masks.all & bit(r) != 0 {
                self.set_home(r, v);
            } else if !global {
                // A fixed def outside the allocatable set: move the value
                // into an allocatable register right away, or to the stack.
                let cands = self.masks.class[class.index()] & !(early_mask | late_mask);
                let at = ProgPoint::after(i);
                match self.regs.pick(&self.masks, cands, None, false) {
                    Some(q) => {
                        self.written |= bit(q);
                        self.sink
                            .push_move(at, prio::INST, Alloc::Reg(r), Alloc::Reg(q), class);
                        self.set_home(q, v);
                    }
                    None => {
                        self.sink
                            .push_move(at, prio::INST, Alloc::Reg(r), stack(v), class);
                        self.vi[v as usize].flags |= flag::IN_STACK | flag::SLOT;
                    }
                }
            }
        }

        // 9. Values read late for the last time free their registers.
        if shape & shape::LATE_USE != 0 {
            for op in ops {
                if op.kind != OperandKind::Use || op.pos != OperandPos::Late {
                    continue;
                }
                let v = op.vreg.index() as u32;
                if self.vi[v as usize].uses == 0
                    && let Some(r) = self.home_of(v)
                {
                    self.free_reg(r);
                }
            }
        }
        Ok(())
    }
}
