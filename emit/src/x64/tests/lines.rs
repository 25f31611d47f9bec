//! Source-line rows: machine instruction locations become code offsets
//! that follow branch relaxation, with the allocator's moves under the
//! location of their instruction.

use super::func::{code, emit, func, no_alloc, ret};
use iced_x86::Mnemonic as M;
use kiln_targets::x64::regs::{RAX, RBX};
use kiln_targets::x64::*;
use kiln_targets::{Alloc, Edit, MBlock, ProgPoint, RegClass};

#[test]
fn rows_follow_relaxation_and_block_starts() {
    let mut f = func(&[
        vec![
            Inst::Int3,
            Inst::Jmp {
                target: MBlock::from_u32(2),
            },
        ],
        vec![ret()],
        vec![Inst::Int3, Inst::Int3, Inst::Int3, Inst::Int3, ret()],
    ]);
    // Block 2 starts without a location: a line-0 row there; the
    // unlocated int3s after it continue that row.
    for (at, loc) in [(0, 5), (1, 6), (2, 9), (3, 0), (6, 7), (7, 8)] {
        f.set_loc(at, loc);
    }
    let c = emit(&f, &no_alloc(&f, &[], 0));
    let ins = code(&c);
    let at = |k: usize| ins[k].ip() as u32;
    let first = ins.iter().position(|i| i.mnemonic() == M::Int3).unwrap();
    assert_eq!(ins[first + 1].mnemonic(), M::Jmp);
    assert_eq!(ins[first + 1].len(), 2, "the jump is relaxed");
    assert_eq!(ins[first + 3].mnemonic(), M::Ret);
    let ret_at = ins.iter().rposition(|i| i.mnemonic() == M::Ret).unwrap();
    // The epilogue (`leave`, `ret`) comes from the `ret` (location 8).
    assert_eq!(ins[ret_at - 1].mnemonic(), M::Leave);
    assert_eq!(
        c.lines,
        vec![
            (at(first), 5),
            (at(first + 1), 6),
            (at(first + 2), 9),
            (at(first + 4), 0),
            (at(first + 7), 7),
            (at(ret_at - 1), 8),
        ]
    );
}

#[test]
fn moves_take_their_instructions_location_and_no_locs_no_rows() {
    let mut f = func(&[vec![Inst::Int3, Inst::Int3, ret()]]);
    let mut ra = no_alloc(&f, &[RBX], 0);
    let c = emit(&f, &ra);
    assert!(c.lines.is_empty());
    ra.edits = vec![
        (
            ProgPoint::before(1),
            Edit::Move {
                from: Alloc::Reg(RAX),
                to: Alloc::Reg(RBX),
                class: RegClass::Int,
            },
        ),
        (
            ProgPoint::after(1),
            Edit::Move {
                from: Alloc::Reg(RBX),
                to: Alloc::Reg(RAX),
                class: RegClass::Int,
            },
        ),
    ];
    f.set_loc(0, 3);
    f.set_loc(1, 4);
    f.set_loc(2, 3);
    let c = emit(&f, &ra);
    let ins = code(&c);
    let first = ins.iter().position(|i| i.mnemonic() == M::Int3).unwrap();
    // int3, mov rbx, rax, int3, mov rax, rbx, epilogue.
    assert_eq!(ins[first + 1].mnemonic(), M::Mov);
    assert_eq!(ins[first + 3].mnemonic(), M::Mov);
    let at = |k: usize| ins[k].ip() as u32;
    assert_eq!(
        c.lines,
        vec![(at(first), 3), (at(first + 1), 4), (at(first + 4), 3)]
    );
}
