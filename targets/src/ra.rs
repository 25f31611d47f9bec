//! The register allocator's contract: its input ([`RaFunction`], implemented
//! by [`MachFunc`]), the registers it may use ([`MachineEnv`]) and its output
//! ([`RaOutput`]). Linear scan and graph colouring both honour it; the
//! emitter consumes the output without knowing which one ran.
//!
//! Edge moves: because critical edges are split, the moves that implement
//! the branch arguments of an edge go either before the terminator of the
//! predecessor (when it has one successor) or before the first instruction
//! of the successor (when it has one predecessor).

use crate::mir::{MBlock, MachFunc, MachInst, Terminator};
use crate::operand::Operand;
use crate::reg::{PReg, PRegSet, RegClass, VReg};
use std::fmt;
use std::ops::Range;

/// What the allocator sees of a function.
pub trait RaFunction {
    /// Number of instructions.
    fn num_insts(&self) -> usize;
    /// Number of blocks; block 0 is the entry.
    fn num_blocks(&self) -> usize;
    /// Number of virtual registers (indices `0..n`).
    fn num_vregs(&self) -> usize;
    /// Instruction index range of `block` (layout order, contiguous).
    fn block_insts(&self, block: MBlock) -> Range<usize>;
    /// Successors of `block`.
    fn block_succs(&self, block: MBlock) -> &[MBlock];
    /// Predecessors of `block`.
    fn block_preds(&self, block: MBlock) -> &[MBlock];
    /// Parameters of `block` (defined on entry, from the predecessors'
    /// branch arguments).
    fn block_params(&self, block: MBlock) -> &[VReg];
    /// Branch arguments of `block`'s terminator towards its
    /// `succ_index`-th successor.
    fn branch_args(&self, block: MBlock, succ_index: usize) -> &[VReg];
    /// Loop depth of `block` (0 outside loops).
    fn block_loop_depth(&self, block: MBlock) -> u32;
    /// How instruction `inst` ends its block, if it does.
    fn terminator(&self, inst: usize) -> Terminator;
    /// Register operands of `inst`.
    fn inst_operands(&self, inst: usize) -> &[Operand];
    /// Registers `inst` destroys besides its defs.
    fn inst_clobbers(&self, inst: usize) -> PRegSet;
    /// Every instruction that destroys registers, in increasing order, with
    /// what [`RaFunction::inst_clobbers`] gives for it — if the function
    /// keeps such a list (an allocator walking the instructions in order
    /// then steps through it instead of asking for every instruction).
    fn clobber_list(&self) -> Option<&[(u32, PRegSet)]> {
        None
    }
    /// `Some((dst, src))` for a plain copy between virtual registers.
    fn inst_move(&self, inst: usize) -> Option<(VReg, VReg)>;
    /// Whether values whose stack homes are live over disjoint extents
    /// may share a spill slot (not in a function that calls a
    /// `returns_twice` function: see
    /// [`crate::FrameRequest::unshared_spill_slots`]).
    fn shares_spill_slots(&self) -> bool {
        true
    }
    /// Whether `inst` only defines its single operand from constants and
    /// may be re-executed anywhere ([`Edit::Remat`]).
    fn inst_is_remat(&self, _inst: usize) -> bool {
        false
    }
}

impl<I: MachInst> RaFunction for MachFunc<I> {
    fn shares_spill_slots(&self) -> bool {
        !self.frame.unshared_spill_slots
    }
    fn num_insts(&self) -> usize {
        self.insts.len()
    }
    fn num_blocks(&self) -> usize {
        self.blocks.len()
    }
    fn num_vregs(&self) -> usize {
        self.num_vregs as usize
    }
    fn block_insts(&self, block: MBlock) -> Range<usize> {
        let r = &self.blocks[block].insts;
        r.start as usize..r.end as usize
    }
    fn block_succs(&self, block: MBlock) -> &[MBlock] {
        self.succs(block)
    }
    fn block_preds(&self, block: MBlock) -> &[MBlock] {
        self.preds(block)
    }
    fn block_params(&self, block: MBlock) -> &[VReg] {
        self.params(block)
    }
    fn branch_args(&self, block: MBlock, succ_index: usize) -> &[VReg] {
        self.edge_args(block, succ_index)
    }
    fn block_loop_depth(&self, block: MBlock) -> u32 {
        self.blocks[block].loop_depth
    }
    fn terminator(&self, inst: usize) -> Terminator {
        self.insts[inst].terminator()
    }
    fn inst_operands(&self, inst: usize) -> &[Operand] {
        MachFunc::inst_operands(self, inst)
    }
    fn inst_clobbers(&self, inst: usize) -> PRegSet {
        MachFunc::inst_clobbers(self, inst)
    }
    fn clobber_list(&self) -> Option<&[(u32, PRegSet)]> {
        Some(&self.clobber_list)
    }
    fn inst_move(&self, inst: usize) -> Option<(VReg, VReg)> {
        let (dst, src) = self.insts[inst].as_move()?;
        Some((dst.as_virtual()?, src.as_virtual()?))
    }
    fn inst_is_remat(&self, inst: usize) -> bool {
        self.insts[inst].is_remat()
    }
}

/// The registers the allocator may use, per class.
#[derive(Clone, Debug)]
pub struct MachineEnv {
    /// Caller-saved registers, tried first (free across no call).
    pub preferred: [Vec<PReg>; 2],
    /// Callee-saved registers (cost a save/restore in the prologue the first
    /// time they are used).
    pub non_preferred: [Vec<PReg>; 2],
    /// One register per class that is never allocated; the emitter uses it
    /// for stack-to-stack moves and to break cycles of parallel moves.
    pub scratch: [PReg; 2],
}

impl MachineEnv {
    /// All allocatable registers of `class`, preferred first.
    pub fn allocatable(&self, class: RegClass) -> impl Iterator<Item = PReg> + '_ {
        self.preferred[class.index()]
            .iter()
            .chain(self.non_preferred[class.index()].iter())
            .copied()
    }
}

/// A spill slot, in 8-byte units of the spill area: an `Int` value takes one
/// unit, a `Float` value (a full vector register) two, starting at an even
/// unit.
#[derive(Copy, Clone, PartialEq, Eq, Hash, PartialOrd, Ord, Debug)]
pub struct SpillSlot(pub u32);

/// Where a value is at one point: 4 bytes.
#[derive(Copy, Clone, PartialEq, Eq, Hash)]
pub enum Alloc {
    /// Nowhere (an operand that needs no location).
    None,
    /// In a register.
    Reg(PReg),
    /// In a spill slot.
    Stack(SpillSlot),
}

impl fmt::Debug for Alloc {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Alloc::None => f.write_str("none"),
            Alloc::Reg(p) => p.fmt(f),
            Alloc::Stack(s) => write!(f, "stack{}", s.0),
        }
    }
}

/// A point between instructions: before or after instruction `inst`.
#[derive(Copy, Clone, PartialEq, Eq, Hash, PartialOrd, Ord, Debug)]
pub struct ProgPoint(u32);

impl ProgPoint {
    /// Just before `inst` (after the edits placed after `inst - 1`).
    pub fn before(inst: usize) -> ProgPoint {
        ProgPoint((inst as u32) << 1)
    }

    /// Just after `inst`.
    pub fn after(inst: usize) -> ProgPoint {
        ProgPoint(((inst as u32) << 1) | 1)
    }

    /// The instruction.
    pub fn inst(self) -> usize {
        (self.0 >> 1) as usize
    }

    /// Whether the point is after the instruction.
    pub fn is_after(self) -> bool {
        self.0 & 1 != 0
    }
}

/// Code the allocator asks the emitter to insert.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub enum Edit {
    /// Copy a value (register to register, spill, reload, or stack to stack
    /// through the class's scratch register). The edits at one point run in
    /// order, one after another.
    Move {
        /// Source.
        from: Alloc,
        /// Destination.
        to: Alloc,
        /// Register class of the value.
        class: RegClass,
    },
    /// A reload (`from` a spill slot `to` a register) whose register only
    /// the instruction right after the edit's point reads, once, and that
    /// is dead after it: the same as [`Edit::Move`], except that the
    /// emitter may instead read the slot as that instruction's memory
    /// operand and leave the register untouched.
    Reload {
        /// The spill slot.
        from: Alloc,
        /// The register.
        to: Alloc,
        /// Register class of the value.
        class: RegClass,
    },
    /// Re-execute instruction `inst` (one for which
    /// [`RaFunction::inst_is_remat`] holds) with its def in register `to`:
    /// the value it defines, recomputed instead of reloaded.
    Remat {
        /// The defining instruction.
        inst: u32,
        /// The register it writes this time.
        to: PReg,
    },
}

/// The allocator's result.
#[derive(Clone, Debug, Default)]
pub struct RaOutput {
    /// One allocation per operand, in the order of
    /// [`RaFunction::inst_operands`]; instruction `i`'s start at
    /// `inst_alloc_start[i]`. Every operand gets a register.
    pub allocs: Vec<Alloc>,
    /// Per instruction, its first entry in `allocs` (one extra entry at the end).
    pub inst_alloc_start: Vec<u32>,
    /// Inserted moves, sorted by point (stable: same-point edits in order).
    pub edits: Vec<(ProgPoint, Edit)>,
    /// Size of the spill area in 8-byte units.
    pub num_spill_slots: u32,
    /// Every allocatable register that was assigned (the emitter saves the
    /// callee-saved ones among them).
    pub clobbered: PRegSet,
}

impl RaOutput {
    /// The allocations of instruction `inst`.
    pub fn inst_allocs(&self, inst: usize) -> &[Alloc] {
        let a = self.inst_alloc_start[inst] as usize;
        let b = self.inst_alloc_start[inst + 1] as usize;
        &self.allocs[a..b]
    }
}

/// Why allocation failed (inconsistent input; the allocator never fails
/// for lack of registers, it spills).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RaError(pub String);

impl fmt::Display for RaError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "register allocation: {}", self.0)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn alloc_is_small() {
        assert!(std::mem::size_of::<Alloc>() <= 8);
    }

    #[test]
    fn prog_points_order_before_then_after() {
        assert!(ProgPoint::before(3) < ProgPoint::after(3));
        assert!(ProgPoint::after(3) < ProgPoint::before(4));
        assert_eq!(ProgPoint::after(7).inst(), 7);
    }
}
