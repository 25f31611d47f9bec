//! Applying the allocator's output: rewriting each instruction's register
//! fields to the assigned physical registers, and emitting the moves,
//! spills and reloads it asks for.

use super::enc::{Imm, Rm, emit_rm, op1, op2};
use super::encode_mov::mov_rr;
use super::encode_sse::movaps;
use super::frame::FrameLayout;
use crate::buffer::CodeBuffer;
use crate::{EmitError, err};
use kiln_targets::x64::regs::{R11, XMM_SCRATCH};
use kiln_targets::x64::{CallTarget, Inst, OperandSize, Side};
use kiln_targets::{
    Alloc, Constraint, MachInst, OperandKind, OperandPos, OperandVisitor, Reg, RegClass,
};

/// Pops one allocation per virtual field, in visit order.
struct Rewrite<'a> {
    allocs: &'a [Alloc],
    next: usize,
    bad: bool,
}

impl OperandVisitor for Rewrite<'_> {
    #[inline]
    fn operand(&mut self, reg: &mut Reg, _: OperandKind, _: OperandPos, _: Constraint) {
        if reg.as_virtual().is_some() {
            match self.allocs.get(self.next) {
                Some(Alloc::Reg(p)) => *reg = Reg::phys(*p),
                _ => self.bad = true,
            }
            self.next += 1;
        }
    }
}

/// Replaces the virtual register fields of `out` (a copy of the
/// instruction) by `allocs`, in place (returning the instruction by value
/// through a `Result` costs store-forwarding stalls). `scratch` is an empty
/// side table (instructions whose operands live in the side tables — calls,
/// returns, entry arguments — are rewritten without it, since only an
/// indirect call's target is encoded).
#[inline]
pub(crate) fn rewrite(
    out: &mut Inst,
    allocs: &[Alloc],
    scratch: &mut Side,
) -> Result<(), EmitError> {
    match out {
        Inst::Ret { .. } | Inst::Args { .. } | Inst::TailCall { .. } => return Ok(()),
        Inst::Call { target, .. } => {
            if let CallTarget::Indirect(r) = target
                && r.as_virtual().is_some()
            {
                match allocs.first() {
                    Some(Alloc::Reg(p)) => *r = Reg::phys(*p),
                    _ => return err("indirect call target without a register"),
                }
            }
            return Ok(());
        }
        _ => {}
    }
    let mut v = Rewrite {
        allocs,
        next: 0,
        bad: false,
    };
    out.visit_operands(scratch, &mut v);
    if v.bad || v.next != allocs.len() {
        return err(format!(
            "allocations do not match the operands of {out:?} ({} for {})",
            allocs.len(),
            v.next
        ));
    }
    Ok(())
}

/// Emits one allocator move.
pub(crate) fn emit_move(
    b: &mut CodeBuffer,
    f: &FrameLayout,
    from: Alloc,
    to: Alloc,
    class: RegClass,
) -> Result<(), EmitError> {
    let int = class == RegClass::Int;
    let check = |p: kiln_targets::PReg| {
        if p.class() == class {
            Ok(p.hw())
        } else {
            err(format!("move of class {class:?} through {p:?}"))
        }
    };
    match (from, to) {
        (Alloc::Reg(a), Alloc::Reg(d)) => {
            let (a, d) = (check(a)?, check(d)?);
            if a != d {
                if int {
                    mov_rr(b, OperandSize::S64, d, a);
                } else {
                    movaps(b, d, a);
                }
            }
        }
        (Alloc::Reg(a), Alloc::Stack(s)) => store(b, int, check(a)?, &Rm::Mem(f.spill_mem(s.0))),
        (Alloc::Stack(s), Alloc::Reg(d)) => load(b, int, check(d)?, &Rm::Mem(f.spill_mem(s.0))),
        (Alloc::Stack(s), Alloc::Stack(t)) => {
            if s != t {
                let tmp = if int { R11.hw() } else { XMM_SCRATCH.hw() };
                load(b, int, tmp, &Rm::Mem(f.spill_mem(s.0)));
                store(b, int, tmp, &Rm::Mem(f.spill_mem(t.0)));
            }
        }
        _ => return err(format!("move from {from:?} to {to:?}")),
    }
    Ok(())
}

/// `mov [m], r64` or `movups [m], xmm` (full vector).
fn store(b: &mut CodeBuffer, int: bool, r: u8, m: &Rm) {
    if int {
        emit_rm(b, 0, true, op1(0x89), r, m, 0, Imm::None);
    } else {
        emit_rm(b, 0, false, op2(0x0F, 0x11), r, m, 0, Imm::None);
    }
}

/// `mov r64, [m]` or `movups xmm, [m]`.
fn load(b: &mut CodeBuffer, int: bool, r: u8, m: &Rm) {
    if int {
        emit_rm(b, 0, true, op1(0x8B), r, m, 0, Imm::None);
    } else {
        emit_rm(b, 0, false, op2(0x0F, 0x10), r, m, 0, Imm::None);
    }
}
