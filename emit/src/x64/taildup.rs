//! Tail duplication of small blocks: a `jmp` to a block of a few
//! instructions that itself ends in a jump (the join of a phi, the test of
//! a loop, an interpreter's indirect dispatch) is replaced by a copy of that block — its instructions and the
//! allocator's moves among them, with their allocations — so that the path
//! through it takes one jump less, as LLVM's tail duplication does. The
//! allocation is the same whichever way the block is entered (edge moves
//! sit before the jump), so the copy computes exactly what the original
//! does; its own branches keep their targets.

use super::apply::rewrite;
use super::dispatch::Emitter;
use super::{EditCursor, emit_edits_through};
use crate::EmitError;
use kiln_targets::x64::{Inst, Side};
use kiln_targets::{Edit, MBlock, MachFunc, MachInst, ProgPoint, RaOutput, Terminator};

/// Most instructions (its jump included) of a block copied.
pub(crate) const MAX_INSTS: usize = 4;
/// Most allocator moves in a block copied.
const MAX_EDITS: usize = 4;
/// Most instructions of a copied block that ends in an indirect jump (an
/// interpreter's dispatch: each copy predicts its own next target, as
/// LLVM's tail duplication of indirect branches does, with a larger limit).
pub(crate) const MAX_INDIRECT_INSTS: usize = 12;
/// Most allocator moves in such a block.
const MAX_INDIRECT_EDITS: usize = 8;

/// The block to copy in place of `inst`, the last instruction of block
/// `from`: `inst` is a `jmp` to a block (after jump threading, `dest`) that
/// is not laid out next, not `from` nor the entry, and holds at most
/// [`MAX_INSTS`] instructions without calls, ending in a `jmp` or `jcc`.
pub(crate) fn copy_target(
    func: &MachFunc<Inst>,
    edits: &[(ProgPoint, Edit)],
    inst: &Inst,
    from: MBlock,
    next: Option<MBlock>,
    dest: impl Fn(u32) -> u32,
) -> Option<MBlock> {
    let Inst::Jmp { target } = *inst else {
        return None;
    };
    let t = MBlock::from_u32(dest(target.as_u32()));
    if t.as_u32() as usize >= func.blocks.len()
        || Some(t) == next
        || t == from
        || t.as_u32() == 0
        || dest(t.as_u32()) != t.as_u32()
    {
        return None;
    }
    let data = &func.blocks[t];
    let (start, end) = (data.insts.start as usize, data.insts.end as usize);
    if start == end {
        return None;
    }
    let (max_insts, max_edits) = match func.insts[end - 1] {
        Inst::Jmp { .. } | Inst::Jcc { .. } => (MAX_INSTS, MAX_EDITS),
        Inst::JmpInd { .. } => (MAX_INDIRECT_INSTS, MAX_INDIRECT_EDITS),
        _ => return None,
    };
    if end - start > max_insts {
        return None;
    }
    let plain = (start..end - 1).all(|i| {
        func.insts[i].terminator() == Terminator::None
            && func.inst_clobbers(i).is_empty()
            && !matches!(func.insts[i], Inst::Args { .. })
    });
    let first = edits.partition_point(|e| e.0 < ProgPoint::before(start));
    let last = edits.partition_point(|e| e.0 <= ProgPoint::after(end - 1));
    (plain && last - first <= max_edits).then_some(t)
}

/// Whether `block` ends in an indirect jump.
fn ends_in_indirect_jump(func: &MachFunc<Inst>, block: MBlock) -> bool {
    let end = func.blocks[block].insts.end as usize;
    end > 0 && matches!(func.insts[end - 1], Inst::JmpInd { .. })
}

/// How many blocks one jump may be replaced by, in a chain (a phi join
/// that only jumps on to an indirect dispatch, copied together; other
/// chains are not copied further).
const MAX_CHAIN: u32 = 2;

/// Emits a copy of `block` (chosen by [`copy_target`]), the `depth`-th
/// block of a chain (1 for the first); `next` is the block laid out after
/// the one the copy ends. When the copy itself ends in a jump to an
/// indirect dispatch worth copying, that one is copied too (up to
/// [`MAX_CHAIN`] blocks in all).
pub(crate) fn emit_copy(
    em: &mut Emitter<'_>,
    func: &MachFunc<Inst>,
    ra: &RaOutput,
    scratch: &mut Side,
    block: MBlock,
    next: Option<MBlock>,
    depth: u32,
) -> Result<(), EmitError> {
    let data = &func.blocks[block];
    let edits = &ra.edits;
    let mut cursor = EditCursor {
        next: edits.partition_point(|e| e.0 < ProgPoint::before(data.insts.start as usize)),
        ..EditCursor::default()
    };
    for i in data.insts.start as usize..data.insts.end as usize {
        let before = ProgPoint::before(i);
        emit_edits_through(before, edits, &mut cursor, em, func, scratch, next)?;
        let mut inst = func.insts[i];
        rewrite(&mut inst, ra.inst_allocs(i), scratch)?;
        let further = if depth < MAX_CHAIN && i + 1 == data.insts.end as usize {
            let redirect = em.redirect;
            copy_target(func, edits, &inst, block, next, |b| {
                redirect.get(b as usize).copied().unwrap_or(b)
            })
            .filter(|&t| ends_in_indirect_jump(func, t))
        } else {
            None
        };
        if let Some(t) = further {
            emit_copy(em, func, ra, scratch, t, next, depth + 1)?;
        } else {
            em.inst(&inst, next)?;
        }
        cursor.last_store.reset();
        let after = ProgPoint::after(i);
        emit_edits_through(after, edits, &mut cursor, em, func, scratch, next)?;
    }
    Ok(())
}
