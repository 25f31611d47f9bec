//! How an instruction uses its registers, as the register allocator sees it.
//!
//! Semantics (those of regalloc2): an instruction reads its *early* uses,
//! then writes its *late* defs; an *early* def is written before the uses are
//! read (a temporary that must not share a register with any use). A
//! [`Constraint::Reuse`] def gets the register of the use it names (x86's
//! two-address forms); that use is not live after the instruction from the
//! def's point of view — if its value lives on, the allocator copies it first.

use crate::reg::{PReg, Reg, RegClass, VReg};

/// Whether an operand reads or writes its register.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub enum OperandKind {
    /// The instruction reads the value.
    Use,
    /// The instruction writes the value.
    Def,
}

/// When, relative to the instruction, the operand is read or written.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub enum OperandPos {
    /// Before the instruction's effects (all uses; temporaries among defs).
    Early,
    /// After the instruction's reads (ordinary defs).
    Late,
}

/// Where the allocator may put an operand.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub enum Constraint {
    /// Any register of the operand's class.
    Reg,
    /// Exactly this physical register.
    Fixed(PReg),
    /// The same register as operand number `n` of the same instruction
    /// (a use); only for defs. `n` counts the operands the allocator sees
    /// (virtual fields, in visit order); instructions visit the reused input
    /// first, so that `n` does not depend on which fields are physical.
    Reuse(u8),
}

/// One register operand of one instruction: 8 bytes.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub struct Operand {
    /// The virtual register.
    pub vreg: VReg,
    /// Placement constraint.
    pub constraint: Constraint,
    /// Use or def.
    pub kind: OperandKind,
    /// Early or late.
    pub pos: OperandPos,
}

impl Operand {
    /// An early use in any register.
    pub fn reg_use(vreg: VReg) -> Operand {
        Operand {
            vreg,
            constraint: Constraint::Reg,
            kind: OperandKind::Use,
            pos: OperandPos::Early,
        }
    }

    /// A late def in any register.
    pub fn reg_def(vreg: VReg) -> Operand {
        Operand {
            vreg,
            constraint: Constraint::Reg,
            kind: OperandKind::Def,
            pos: OperandPos::Late,
        }
    }

    /// The register class.
    pub fn class(self) -> RegClass {
        self.vreg.class()
    }
}

/// Receives every register field of an instruction, in a fixed order, with
/// its role. The same order serves three purposes: collecting the
/// allocator's [`Operand`]s, rewriting fields to physical registers after
/// allocation, and checking.
///
/// A field that already holds a physical register (the stack pointer, say)
/// is invisible to the allocator: [`MachInst::visit_operands`](crate::mir::MachInst::visit_operands)
/// still passes it, and collectors skip it.
pub trait OperandVisitor {
    /// One register field.
    fn operand(
        &mut self,
        reg: &mut Reg,
        kind: OperandKind,
        pos: OperandPos,
        constraint: Constraint,
    );

    /// An early use in any register.
    fn reg_use(&mut self, reg: &mut Reg) {
        self.operand(reg, OperandKind::Use, OperandPos::Early, Constraint::Reg);
    }

    /// A late def in any register.
    fn reg_def(&mut self, reg: &mut Reg) {
        self.operand(reg, OperandKind::Def, OperandPos::Late, Constraint::Reg);
    }

    /// An early def in any register (a temporary).
    fn reg_early_def(&mut self, reg: &mut Reg) {
        self.operand(reg, OperandKind::Def, OperandPos::Early, Constraint::Reg);
    }

    /// An early use in a fixed register.
    fn fixed_use(&mut self, reg: &mut Reg, preg: PReg) {
        self.operand(
            reg,
            OperandKind::Use,
            OperandPos::Early,
            Constraint::Fixed(preg),
        );
    }

    /// A late def in a fixed register.
    fn fixed_def(&mut self, reg: &mut Reg, preg: PReg) {
        self.operand(
            reg,
            OperandKind::Def,
            OperandPos::Late,
            Constraint::Fixed(preg),
        );
    }

    /// A late def that reuses the register of operand number `input`.
    fn reuse_def(&mut self, reg: &mut Reg, input: u8) {
        self.operand(
            reg,
            OperandKind::Def,
            OperandPos::Late,
            Constraint::Reuse(input),
        );
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn operand_is_eight_bytes() {
        assert_eq!(std::mem::size_of::<Operand>(), 8);
    }
}
