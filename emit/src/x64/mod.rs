//! The x86-64 emitter: [`emit_x64`] turns an allocated machine function into
//! machine code.
//!
//! One walk over the blocks in layout order: bind the block's label, then per
//! instruction the allocator's edits before it, the instruction with its
//! registers rewritten, the edits after it. Then branch relaxation, the
//! constant pool and the jump tables after the code, and the internal
//! fixups.

pub(crate) mod apply;
pub(crate) mod dispatch;
pub(crate) mod enc;
pub(crate) mod enc_vex;
pub(crate) mod encode_alu;
pub(crate) mod encode_large;
pub(crate) mod encode_mov;
pub(crate) mod encode_sse;
pub(crate) mod encode_sse_ext;
pub(crate) mod encode_tls;
pub(crate) mod fold;
pub(crate) mod forward;
pub(crate) mod frame;
pub(crate) mod layout;
pub(crate) mod lines;
pub(crate) mod probes;
pub(crate) mod taildup;
pub(crate) mod x87;
pub(crate) mod zext;

#[cfg(test)]
mod tests;

use crate::buffer::Label;
use crate::{CompiledFunc, EmitCtx, EmitError, err};
use apply::{emit_move, rewrite};
use dispatch::Emitter;
use frame::{FrameLayout, prologue};
use kiln_targets::x64::{Inst, Side};
use kiln_targets::{Edit, MBlock, MachFunc, MachInst, ProgPoint, RaOutput};

/// Emits `func` (after allocation, `ra` being the allocator's output) as
/// x86-64 machine code. `ctx` is reusable scratch state.
pub fn emit_x64(
    func: &MachFunc<Inst>,
    ra: &RaOutput,
    ctx: &mut EmitCtx,
) -> Result<CompiledFunc, EmitError> {
    let n = func.insts.len();
    if ra.inst_alloc_start.len() != n + 1 {
        return err(format!(
            "allocator output covers {} instructions, the function has {n}",
            ra.inst_alloc_start.len().saturating_sub(1)
        ));
    }
    if ra.inst_alloc_start[n] as usize != ra.allocs.len() {
        return err("allocator output: allocation ranges do not cover the allocations");
    }
    let side = &func.side;
    let nblocks_all = func.blocks.len() as u32;
    if let Some(t) = side
        .jump_tables
        .iter()
        .flatten()
        .find(|b| b.as_u32() >= nblocks_all)
    {
        return err(format!("jump table entry to unknown block {t:?}"));
    }
    let nblocks = func.blocks.len() as u32;
    let nconsts = side.consts.len() as u32;
    let ntables = side.jump_tables.len() as u32;
    let rax_live_in = match func.insts.first() {
        Some(Inst::Args { args }) => frame::rax_in(side.fixed(*args)),
        _ => false,
    };
    let mut f = FrameLayout::compute(
        func.slots.values().map(|s| (s.size, s.align, s.array)),
        ra.num_spill_slots,
        ra.clobbered,
        func.frame,
        rax_live_in,
        std::mem::take(&mut ctx.slot_offsets),
        (nblocks, nconsts, nblocks + nconsts, ntables),
    )?;
    f.use_red_zone_if_leaf(
        func.clobber_list.is_empty()
            && !func.insts.iter().any(|i| {
                matches!(
                    i,
                    Inst::Call { .. }
                        | Inst::GetSp { .. }
                        | Inst::SetSp { .. }
                        | Inst::AllocaDyn { .. }
                )
            }),
    );
    let b = &mut ctx.buf;
    b.clear((nblocks + nconsts + ntables) as usize);
    if f.req.stack_guard.is_some() {
        f.guard_fail = b.new_label();
    }
    b.reserve(n * 4 + 64);
    prologue(b, &f);

    let mut scratch = Side::default();
    let edits = &ra.edits;
    thread_jumps(func, edits, &mut ctx.redirect);
    let mut em = Emitter {
        b,
        f: &f,
        redirect: &ctx.redirect,
    };
    let with_lines = !func.locs.is_empty();
    let mut lines = lines::LineTracker::new(&func.locs);
    let mut cursor = EditCursor::default();
    // The register the last instruction wrote as 32 bits, zero-extended,
    // while nothing else has been emitted since.
    let mut zext_reg: Option<u8>;
    let threaded = |b: u32| em_redirect(&ctx.redirect, b) != b;
    layout::block_order(
        func,
        threaded,
        |b| em_redirect(&ctx.redirect, b),
        &mut ctx.order,
    );
    let order = &ctx.order;
    // The position in `order` of the next block that emits code, for each
    // position (a run of threaded blocks is skipped in constant time).
    let next_kept = &mut ctx.next_kept;
    next_kept.clear();
    if order.iter().any(|b| threaded(b.as_u32())) {
        next_kept.resize(order.len() + 1, usize::MAX);
        for k in (0..order.len()).rev() {
            next_kept[k] = if threaded(order[k].as_u32()) {
                next_kept[k + 1]
            } else {
                k
            };
        }
    }
    let next_kept = &ctx.next_kept;
    let mut emitted_edits = 0;
    let has_edits = !edits.is_empty();
    // Registers already physical (the one-pass path): nothing to rewrite.
    let preallocated = ra.allocs.is_empty();
    for (k, &block) in order.iter().enumerate() {
        let data = &func.blocks[block];
        em.b.bind(Label(block.as_u32()));
        if threaded(block.as_u32()) {
            // Every branch (and jump-table entry) to it goes on directly.
            continue;
        }
        cursor.last_store.reset();
        zext_reg = None;
        // Without threaded blocks the table is empty: the next is next.
        let next = order
            .get(next_kept.get(k + 1).copied().unwrap_or(k + 1))
            .copied();
        cursor.next = edits.partition_point(|e| e.0 < ProgPoint::before(data.insts.start as usize));
        let first_edit = cursor.next;
        if with_lines {
            lines.seek(data.insts.start);
        }
        for i in data.insts.start as usize..data.insts.end as usize {
            if with_lines {
                lines.before(em.b, i as u32, i as u32 == data.insts.start);
            }
            let before = ProgPoint::before(i);
            let mut inst = func.insts[i];
            if !preallocated {
                rewrite(&mut inst, ra.inst_allocs(i), &mut scratch)?;
            }
            if has_edits {
                let folded = fold::find(&inst, edits, cursor.next, before);
                cursor.skip = folded.map(|(k, _)| k);
                if emit_edits_through(
                    before,
                    edits,
                    &mut cursor,
                    &mut em,
                    func,
                    &mut scratch,
                    next,
                )? {
                    zext_reg = None;
                }
                if let Some((_, unit)) = folded {
                    fold::fold_into(&mut inst, em.f.spill_disp(unit));
                }
            }
            let copy = if i + 1 == data.insts.end as usize {
                taildup::copy_target(func, edits, &inst, block, next, |b| {
                    em_redirect(&ctx.redirect, b)
                })
            } else {
                None
            };
            if let Some(t) = copy {
                taildup::emit_copy(&mut em, func, ra, &mut scratch, t, next, 1)?;
                zext_reg = None;
            } else if !zext_reg.is_some_and(|r| zext::is_self_zext(&inst, r)) {
                em.inst(&inst, next)?;
                zext_reg = zext::zero_extending_def(&inst);
            }
            cursor.last_store.reset();
            let after = ProgPoint::after(i);
            if has_edits
                && emit_edits_through(after, edits, &mut cursor, &mut em, func, &mut scratch, next)?
            {
                zext_reg = None;
            }
        }
        emitted_edits += cursor.next - first_edit;
    }
    if emitted_edits != edits.len() {
        return err(format!(
            "{} of the allocator's {} edits lie outside every block",
            edits.len() - emitted_edits,
            edits.len()
        ));
    }
    let b = em.b;
    frame::guard_failure(b, &f);
    b.relax();
    let code_len = b.offset();
    // A block that jump threading skipped is where its branches go.
    let block_offsets = (0..nblocks)
        .map(|i| {
            b.label_offset(Label(em_redirect(&ctx.redirect, i)))
                .unwrap_or(code_len)
        })
        .collect();
    let lines = lines.finish(b);
    place_pools(b, side, &f, &ctx.redirect);
    b.resolve_fixups();
    let (code, relocs, unwind) = b.take_results();
    let out = CompiledFunc {
        code,
        code_len,
        block_offsets,
        relocs,
        unwind,
        frame_size: f.total,
        saved_regs: f.saved.clone(),
        lines,
    };
    ctx.slot_offsets = f.slot_disp;
    Ok(out)
}

/// Places the constant pool and the jump tables after the code.
fn place_pools(b: &mut crate::CodeBuffer, side: &Side, f: &FrameLayout, redirect: &[u32]) {
    if !side.consts.is_empty() {
        b.align_to(16, 0);
        for (i, c) in side.consts.iter().enumerate() {
            let size = c.size.clamp(1, 16) as u32;
            b.align_to(size.next_power_of_two(), 0);
            b.bind(Label(f.const_base + i as u32));
            b.put(&c.bytes[..size as usize]);
        }
    }
    if !side.jump_tables.is_empty() {
        b.align_to(4, 0);
        for (i, t) in side.jump_tables.iter().enumerate() {
            let base = Label(f.table_base + i as u32);
            b.bind(base);
            b.reserve(t.len() * 4);
            for &target in t {
                let to = em_redirect(redirect, target.as_u32());
                b.table_entry(Label(to), base);
            }
        }
    }
}

/// Where branches to block `b` go after jump threading.
fn em_redirect(redirect: &[u32], b: u32) -> u32 {
    redirect.get(b as usize).copied().unwrap_or(b)
}

/// How far the emitter has got through the allocator's edits.
#[derive(Default)]
struct EditCursor {
    /// The next edit to emit.
    next: usize,
    /// Store forwarding between consecutive moves.
    last_store: forward::LastStore,
    /// An edit not to emit: a reload folded into the next instruction.
    skip: Option<usize>,
}

/// Emits the edits up to and including `point`; whether there were any.
fn emit_edits_through(
    point: ProgPoint,
    edits: &[(ProgPoint, Edit)],
    cursor: &mut EditCursor,
    em: &mut Emitter<'_>,
    func: &MachFunc<Inst>,
    scratch: &mut Side,
    next: Option<MBlock>,
) -> Result<bool, EmitError> {
    let start = cursor.next;
    while cursor.next < edits.len() && edits[cursor.next].0 <= point {
        if cursor.skip != Some(cursor.next) {
            let edit = edits[cursor.next].1;
            emit_edit(em, func, edit, scratch, next, &mut cursor.last_store)?;
        }
        cursor.next += 1;
    }
    Ok(cursor.next != start)
}

/// Emits one allocator edit: a move, or a rematerialised instruction (its
/// def rewritten to the edit's register).
fn emit_edit(
    em: &mut Emitter<'_>,
    func: &MachFunc<Inst>,
    edit: Edit,
    scratch: &mut Side,
    next: Option<MBlock>,
    last_store: &mut forward::LastStore,
) -> Result<(), EmitError> {
    match edit {
        Edit::Move { from, to, class } | Edit::Reload { from, to, class } => {
            match last_store.forward(from, to) {
                Some((from, to)) => emit_move(em.b, em.f, from, to, class),
                None => Ok(()),
            }
        }
        Edit::Remat { inst, to } => {
            last_store.reset();
            let Some(&orig) = func.insts.get(inst as usize) else {
                return err(format!("rematerialisation of missing instruction {inst}"));
            };
            if !orig.is_remat() {
                return err(format!(
                    "instruction {inst} cannot be rematerialised: {orig:?}"
                ));
            }
            let mut x = orig;
            rewrite(&mut x, &[kiln_targets::Alloc::Reg(to)], scratch)?;
            em.inst(&x, next)
        }
    }
}

/// Jump threading: a block that is only `jmp` (no edits around it, e.g. a
/// split edge that needed no moves) is skipped by every branch to it.
/// Fills `redirect` with each block's final destination (chains followed;
/// a cycle of such blocks ends in one of them jumping to itself).
fn thread_jumps(func: &MachFunc<Inst>, edits: &[(ProgPoint, Edit)], redirect: &mut Vec<u32>) {
    let n = func.blocks.len();
    redirect.clear();
    redirect.extend(0..n as u32);
    let mut any = false;
    for (block, data) in func.blocks.iter().skip(1) {
        if data.insts.len() != 1 {
            continue;
        }
        let i = data.insts.start as usize;
        let Inst::Jmp { target } = func.insts[i] else {
            continue;
        };
        let k = edits.partition_point(|e| e.0 < ProgPoint::before(i));
        let has_edits = edits.get(k).is_some_and(|e| e.0 <= ProgPoint::after(i));
        if !has_edits && (target.as_u32() as usize) < n {
            redirect[block.as_u32() as usize] = target.as_u32();
            any = true;
        }
    }
    if !any {
        return;
    }
    // Each chain is followed once: the blocks on it get its end (path
    // compression), and later walks stop at a block already resolved. A
    // cycle of jumps (an empty infinite loop) is broken where the walk
    // came back to its own path: that block jumps to itself, and the
    // others on the path go to it.
    let mut state = vec![Chain::Open; n];
    let mut path = Vec::new();
    for b in 0..n {
        let mut t = b;
        while state[t] == Chain::Open && redirect[t] as usize != t {
            state[t] = Chain::OnPath;
            path.push(t);
            t = redirect[t] as usize;
        }
        let end = match state[t] {
            Chain::OnPath => {
                redirect[t] = t as u32;
                t as u32
            }
            Chain::Open | Chain::Done => redirect[t],
        };
        state[t] = Chain::Done;
        for &x in &path {
            redirect[x] = end;
            state[x] = Chain::Done;
        }
        path.clear();
    }
}

/// Where [`thread_jumps`] stands with a block.
#[derive(Copy, Clone, PartialEq, Eq)]
enum Chain {
    /// Not visited yet.
    Open,
    /// On the chain being followed.
    OnPath,
    /// Resolved: `redirect` holds its final destination.
    Done,
}
