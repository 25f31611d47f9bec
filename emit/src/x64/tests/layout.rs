//! Block order: blocks on split edges, appended after all the others by
//! selection, are emitted where they fall into their target (a loop
//! header, the join after an `if` body) or are fallen into.

use super::func::*;
use super::*;
use crate::emit_x64;
use iced_x86::Mnemonic as M;
use kiln_targets::mir::Edge;
use kiln_targets::x64::*;
use kiln_targets::{MBlock, MachFunc};

/// `f` emitted with no allocator moves (its operands are physical).
fn emit_plain(f: &MachFunc<Inst>) -> crate::CompiledFunc {
    emit_x64(f, &no_alloc(f, &[], 0), &mut crate::EmitCtx::new()).unwrap()
}

/// A function of physical-register instructions, one slice per block,
/// with the control-flow edges of their terminators; the blocks in
/// `in_loop` have loop depth 1.
fn cfg_loop(blocks: &[Vec<Inst>], in_loop: &[usize]) -> MachFunc<Inst> {
    let mut f = MachFunc::new();
    f.declare_blocks(blocks.len());
    for (i, insts) in blocks.iter().enumerate() {
        let b = MBlock::from_u32(i as u32);
        f.begin_block(b, &[]);
        for &inst in insts {
            f.push(inst);
        }
        let targets = match insts.last() {
            Some(Inst::Jmp { target }) => vec![*target],
            Some(Inst::Jcc {
                taken, not_taken, ..
            }) => vec![*taken, *not_taken],
            _ => vec![],
        };
        let edges: Vec<Edge<'_>> = targets
            .iter()
            .map(|&target| Edge { target, args: &[] })
            .collect();
        f.end_block(b, &edges, in_loop.contains(&i) as u32);
    }
    f.finish();
    f
}

/// [`cfg_loop`] without loops.
pub(super) fn cfg(blocks: &[Vec<Inst>]) -> MachFunc<Inst> {
    cfg_loop(blocks, &[])
}

pub(super) fn mov1() -> Inst {
    Inst::MovImm {
        size: OperandSize::S32,
        dst: g(0),
        imm: 1,
    }
}

#[test]
fn back_edge_block_falls_into_the_loop_header() {
    let b = MBlock::from_u32;
    let f = cfg_loop(
        &[
            vec![Inst::Jmp { target: b(1) }],
            vec![
                Inst::Int3,
                Inst::Int3,
                Inst::Int3,
                Inst::Int3,
                Inst::Jcc {
                    cc: Cond::L,
                    taken: b(3),
                    not_taken: b(2),
                },
            ],
            vec![ret()],
            vec![mov1(), Inst::Jmp { target: b(1) }],
        ],
        &[1, 3],
    );
    let c = emit_plain(&f);
    let off = &c.block_offsets;
    assert!(
        off[0] < off[3] && off[3] < off[1] && off[1] < off[2],
        "{off:?}"
    );
    let ins = code(&c);
    assert_eq!(
        mnemonics(&ins),
        [
            M::Push,
            M::Mov,
            M::Jmp,
            M::Mov,
            M::Int3,
            M::Int3,
            M::Int3,
            M::Int3,
            M::Jl,
            M::Leave,
            M::Ret
        ]
    );
    assert_eq!(
        branch_targets(&ins).iter().map(|t| t.0).collect::<Vec<_>>(),
        [off[1] as u64, off[3] as u64]
    );
}

/// `if (c) { body }` with a phi's constant on the edge that skips the
/// body: the edge block goes right before the join, which it falls into.
#[test]
fn forward_edge_block_over_a_body_falls_into_the_join() {
    let b = MBlock::from_u32;
    let f = cfg(&[
        vec![Inst::Jcc {
            cc: Cond::L,
            taken: b(3),
            not_taken: b(1),
        }],
        vec![Inst::Int3, Inst::Jmp { target: b(2) }],
        vec![ret()],
        vec![mov1(), Inst::Jmp { target: b(2) }],
    ]);
    let c = emit_plain(&f);
    let off = &c.block_offsets;
    assert!(
        off[0] < off[1] && off[1] < off[3] && off[3] < off[2],
        "{off:?}"
    );
    let ins = code(&c);
    assert_eq!(
        mnemonics(&ins),
        [
            M::Push,
            M::Mov,
            M::Jl,
            M::Int3,
            M::Jmp,
            M::Mov,
            M::Leave,
            M::Ret
        ]
    );
}

/// An edge block whose target comes right after its predecessor goes in
/// between: it is fallen into and falls through.
#[test]
fn forward_edge_block_to_the_next_block_follows_its_predecessor() {
    let b = MBlock::from_u32;
    let f = cfg(&[
        vec![Inst::Jcc {
            cc: Cond::L,
            taken: b(3),
            not_taken: b(2),
        }],
        vec![ret()],
        vec![Inst::Int3, ret()],
        vec![mov1(), Inst::Jmp { target: b(1) }],
    ]);
    let c = emit_plain(&f);
    let off = &c.block_offsets;
    assert!(
        off[0] < off[3] && off[3] < off[1] && off[1] < off[2],
        "{off:?}"
    );
    let ins = code(&c);
    assert_eq!(
        mnemonics(&ins),
        [
            M::Push,
            M::Mov,
            M::Jge,
            M::Mov,
            M::Leave,
            M::Ret,
            M::Int3,
            M::Leave,
            M::Ret
        ]
    );
}
