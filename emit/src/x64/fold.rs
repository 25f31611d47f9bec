//! Reloads folded into their reader: when the allocator reloads a spilled
//! value into a register that only the next instruction reads, once
//! ([`Edit::Reload`]), and that instruction is an ALU operation, a compare,
//! a `test` or an `imul` reading it as its right operand, or a compare or
//! `test` of it with an immediate, the instruction reads the spill slot
//! directly (`add rax, [rbp - 48]`, `cmp dword [rbp - 48], 1`) and the
//! reload is not emitted: one instruction instead of two, as LLVM folds
//! its spills.

use kiln_targets::x64::regs::RBP;
use kiln_targets::x64::{Amode, Inst, RegMem, RegMemImm};
use kiln_targets::{Alloc, Edit, ProgPoint, Reg};

/// The register `inst` reads only as an operand that may be memory
/// instead (the right operand of an ALU operation, compare, `test` or
/// `imul` that is none of its other operands, or the left operand of a
/// compare or `test` with an immediate).
fn foldable_reg(inst: &Inst) -> Option<Reg> {
    match *inst {
        Inst::Cmp {
            lhs,
            rhs: RegMemImm::Imm(_),
            ..
        }
        | Inst::Test {
            lhs,
            rhs: RegMemImm::Imm(_),
            ..
        } => Some(lhs),
        Inst::Alu {
            dst,
            src1,
            src2: RegMemImm::Reg(r),
            ..
        }
        | Inst::Imul {
            dst,
            src1,
            src2: RegMem::Reg(r),
            ..
        } if r != dst && r != src1 => Some(r),
        Inst::Cmp {
            lhs,
            rhs: RegMemImm::Reg(r),
            ..
        }
        | Inst::Test {
            lhs,
            rhs: RegMemImm::Reg(r),
            ..
        } if r != lhs => Some(r),
        _ => None,
    }
}

/// The reload among the edits `edits[from..]` placed at `point` (just
/// before `inst`) that `inst` can replace by a memory operand: its index
/// and its spill unit. None when another edit there reads the register or
/// writes the slot.
#[inline(never)]
pub(crate) fn find(
    inst: &Inst,
    edits: &[(ProgPoint, Edit)],
    from: usize,
    point: ProgPoint,
) -> Option<(usize, u32)> {
    let r = foldable_reg(inst)?.as_physical()?;
    let here = || {
        edits[from..]
            .iter()
            .enumerate()
            .take_while(move |(_, e)| e.0 <= point)
            .filter(move |(_, e)| e.0 == point)
            .map(move |(k, e)| (from + k, e.1))
    };
    let (k, slot) = here().find_map(|(k, e)| match e {
        Edit::Reload {
            from: Alloc::Stack(s),
            to: Alloc::Reg(t),
            ..
        } if t == r => Some((k, s)),
        _ => None,
    })?;
    let conflict = here().any(|(j, e)| {
        j != k
            && match e {
                Edit::Move { from, to, .. } | Edit::Reload { from, to, .. } => {
                    from == Alloc::Reg(r) || to == Alloc::Stack(slot)
                }
                Edit::Remat { .. } => false,
            }
    });
    (!conflict).then_some((k, slot.0))
}

/// Rewrites the register operand [`find`] chose into the memory operand at
/// `disp` from `rbp`.
pub(crate) fn fold_into(inst: &mut Inst, disp: i32) {
    let mem = Amode::base(Reg::phys(RBP), disp);
    // A compare or test with an immediate becomes its memory form.
    let with_imm = match *inst {
        Inst::Cmp {
            size,
            rhs: RegMemImm::Imm(imm),
            ..
        } => Some((true, size, imm)),
        Inst::Test {
            size,
            rhs: RegMemImm::Imm(imm),
            ..
        } => Some((false, size, imm)),
        _ => None,
    };
    if let Some((is_cmp, size, imm)) = with_imm {
        let addr = mem;
        *inst = if is_cmp {
            Inst::CmpMemImm { size, addr, imm }
        } else {
            Inst::TestMemImm { size, addr, imm }
        };
        return;
    }
    match inst {
        Inst::Alu { src2, .. } => *src2 = RegMemImm::Mem(mem),
        Inst::Imul { src2, .. } => *src2 = RegMem::Mem(mem),
        Inst::Cmp { rhs, .. } | Inst::Test { rhs, .. } => *rhs = RegMemImm::Mem(mem),
        _ => {}
    }
}
