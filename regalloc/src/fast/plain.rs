//! The common case of the fast allocator's walk, in a few tight loops: an
//! instruction that clobbers nothing and whose operands are early uses and
//! late defs in any register, or reusing an input's register (most -O0
//! code: loads, stores, two-address arithmetic).

use super::regs::{Mask, NONE, bit};
use super::{FastCtx, flag};
use crate::edits::prio;
use kiln_targets::ra::RaError;
use kiln_targets::{
    Alloc, Constraint, Operand, OperandKind, OperandPos, PReg, ProgPoint, RaFunction, SpillSlot,
    Terminator,
};

/// Whether `ops` take the plain path: early uses and late defs, in any
/// register or (defs) reusing a use of the same class.
#[inline]
pub(super) fn is_plain(ops: &[Operand]) -> bool {
    ops.iter().all(|op| match (op.kind, op.constraint, op.pos) {
        (OperandKind::Use, Constraint::Reg, OperandPos::Early) => true,
        (OperandKind::Def, Constraint::Reg, OperandPos::Late) => true,
        (OperandKind::Def, Constraint::Reuse(n), OperandPos::Late) => ops
            .get(n as usize)
            .is_some_and(|u| u.kind == OperandKind::Use && u.vreg.class() == op.vreg.class()),
        _ => false,
    })
}

impl FastCtx {
    /// Allocates a plain instruction (see [`is_plain`]); `allocs` are its
    /// own allocations.
    pub(super) fn alloc_plain(
        &mut self,
        f: &impl RaFunction,
        i: usize,
        last_in_block: bool,
        ops: &[Operand],
        allocs: &mut [Alloc],
    ) -> Result<(), RaError> {
        // Uses: the home register, or a reload.
        let mut busy: Mask = 0;
        for (j, op) in ops.iter().enumerate() {
            if op.kind != OperandKind::Use {
                continue;
            }
            let v = op.vreg.index();
            self.vi[v].uses -= 1;
            let h = self.vi[v].home;
            let r = if h != NONE {
                PReg::from_index(h as usize)
            } else {
                let src = self.source(v as u32, i)?;
                let class = op.vreg.class();
                let r = self.take(class, busy, None, ops, i)?;
                self.emit(i, src, Alloc::Reg(r), class);
                self.set_home(r, v as u32);
                r
            };
            busy |= bit(r);
            allocs[j] = Alloc::Reg(r);
        }
        // Last uses free their registers; reuse defs take their input's
        // register (an input that lives on keeps it: the instruction works
        // on a copy, or the input goes to its stack home).
        let mut late_mask: Mask = 0;
        for (j, op) in ops.iter().enumerate() {
            let v = op.vreg.index();
            match op.constraint {
                Constraint::Reg if op.kind == OperandKind::Use => {
                    let h = self.vi[v].home;
                    if self.vi[v].uses == 0 && h != NONE {
                        self.free_reg(PReg::from_index(h as usize));
                    }
                }
                Constraint::Reuse(n) => {
                    let n = n as usize;
                    let Alloc::Reg(mut r) = allocs[n] else {
                        unreachable!("uses are allocated")
                    };
                    let u = self.regs.at(r);
                    if u != NONE {
                        let x = self.vi[u as usize];
                        if x.uses > 0 && !x.has(flag::IN_STACK) {
                            let class = op.vreg.class();
                            let avoid = busy | late_mask | bit(r);
                            let cands = self.masks.class[class.index()] & !avoid;
                            match self.regs.pick(&self.masks, cands, None, false) {
                                Some(q) => {
                                    self.emit(i, Alloc::Reg(r), Alloc::Reg(q), class);
                                    allocs[n] = Alloc::Reg(q);
                                    busy |= bit(q);
                                    r = q;
                                }
                                None => self.store(u, r, i),
                            }
                        }
                        if r == PReg::from_index(self.vi[u as usize].home as usize) {
                            self.free_reg(r);
                        }
                    }
                    if late_mask & bit(r) != 0 {
                        return Err(super::inst::err(i, "two defs reuse one register"));
                    }
                    late_mask |= bit(r);
                    allocs[j] = Alloc::Reg(r);
                    self.def_takes(f, i, last_in_block, op, r)?;
                }
                _ => {}
            }
        }
        // Other defs.
        for (j, op) in ops.iter().enumerate() {
            if op.kind != OperandKind::Def || op.constraint != Constraint::Reg {
                continue;
            }
            let hint = self.def_hint(f, i, op, ops, allocs);
            let r = self.take(op.vreg.class(), late_mask, hint, ops, i)?;
            late_mask |= bit(r);
            allocs[j] = Alloc::Reg(r);
            self.def_takes(f, i, last_in_block, op, r)?;
        }
        Ok(())
    }

    /// Def `op` of instruction `i` was given the allocatable register `r`
    /// (free now): a value with uses makes it its home, and a global one is
    /// stored to its stack home after the instruction.
    #[inline(always)]
    pub(super) fn def_takes(
        &mut self,
        f: &impl RaFunction,
        i: usize,
        last_in_block: bool,
        op: &Operand,
        r: PReg,
    ) -> Result<(), RaError> {
        self.written |= bit(r);
        let v = op.vreg.index() as u32;
        let x = self.vi[v as usize];
        let global = x.has(flag::GLOBAL);
        if x.uses == 0 && !global {
            return Ok(());
        }
        if last_in_block && f.terminator(i) != Terminator::None {
            return Err(super::inst::err(
                i,
                "a terminator's def is used (unsupported)",
            ));
        }
        if global {
            self.sink.push_move(
                ProgPoint::after(i),
                prio::DEF_STORE,
                Alloc::Reg(r),
                Alloc::Stack(SpillSlot(v)),
                op.vreg.class(),
            );
        }
        if self.regs.at(r) != NONE {
            return Err(super::inst::err(
                i,
                format!("{r:?} still holds a live value at a def"),
            ));
        }
        self.set_home(r, v);
        Ok(())
    }
}
