//! Tail duplication: a jump to a small block that ends in a jump becomes a
//! copy of that block.

use super::func::*;
use super::g;
use super::layout::{cfg, mov1};
use crate::emit_x64;
use iced_x86::Mnemonic as M;
use kiln_targets::MBlock;
use kiln_targets::x64::*;

#[test]
fn jump_to_a_small_block_is_a_copy_of_it() {
    let b = MBlock::from_u32;
    let f = cfg(&[
        vec![Inst::Jmp { target: b(2) }],
        vec![ret()],
        vec![mov1(), Inst::Jmp { target: b(3) }],
        vec![ret()],
    ]);
    let c = emit_x64(&f, &no_alloc(&f, &[], 0), &mut crate::EmitCtx::new()).unwrap();
    let ins = code(&c);
    assert_eq!(
        mnemonics(&ins),
        [
            M::Push,
            M::Mov,
            M::Mov,
            M::Jmp,
            M::Leave,
            M::Ret,
            M::Mov,
            M::Leave,
            M::Ret
        ]
    );
    assert_eq!(
        branch_targets(&ins).iter().map(|t| t.0).collect::<Vec<_>>(),
        [c.block_offsets[3] as u64]
    );
    // A block ending in a return, or a larger one, is jumped to.
    let f = cfg(&[
        vec![Inst::Jmp { target: b(2) }],
        vec![ret()],
        vec![mov1(), ret()],
    ]);
    let c = emit_x64(&f, &no_alloc(&f, &[], 0), &mut crate::EmitCtx::new()).unwrap();
    assert_eq!(mnemonics(&code(&c))[2], M::Jmp);
    let mut big = filler(4);
    big.push(Inst::Jmp { target: b(3) });
    let f = cfg(&[
        vec![Inst::Jmp { target: b(2) }],
        vec![ret()],
        big,
        vec![ret()],
    ]);
    let c = emit_x64(&f, &no_alloc(&f, &[], 0), &mut crate::EmitCtx::new()).unwrap();
    assert_eq!(mnemonics(&code(&c))[2], M::Jmp);
}

#[test]
fn indirect_jump_encodes_for_every_register() {
    use super::{X, assert_one, enc, ig};
    for hw in 0..16u8 {
        let inst = Inst::JmpInd {
            target: RegMem::Reg(g(hw)),
        };
        let (code, relocs) = enc(&inst).unwrap();
        assert!(relocs.is_empty());
        assert_one(&code, M::Jmp, &[X::R(ig(hw, 8))], &inst);
    }
}

#[test]
fn an_indirect_dispatch_is_copied_into_each_jump_to_it_through_a_join() {
    let b = MBlock::from_u32;
    // Block 0 jumps to the join (2), which jumps to the dispatch (3): both
    // are copied, so block 0 ends in its own indirect jump.
    let f = cfg(&[
        vec![Inst::Jmp { target: b(2) }],
        vec![ret()],
        vec![mov1(), Inst::Jmp { target: b(3) }],
        vec![
            mov1(),
            mov1(),
            Inst::JmpInd {
                target: RegMem::Reg(g(0)),
            },
        ],
    ]);
    let c = emit_x64(&f, &no_alloc(&f, &[], 0), &mut crate::EmitCtx::new()).unwrap();
    let ins = code(&c);
    let m = mnemonics(&ins);
    assert_eq!(&m[..6], [M::Push, M::Mov, M::Mov, M::Mov, M::Mov, M::Jmp]);
    assert_eq!(ins[5].op0_kind(), iced_x86::OpKind::Register, "{}", ins[5]);
    // A dispatch larger than the limit is jumped to.
    let mut big = filler(crate::x64::taildup::MAX_INDIRECT_INSTS);
    big.push(Inst::JmpInd {
        target: RegMem::Reg(g(0)),
    });
    let f = cfg(&[vec![Inst::Jmp { target: b(2) }], vec![ret()], big]);
    let c = emit_x64(&f, &no_alloc(&f, &[], 0), &mut crate::EmitCtx::new()).unwrap();
    let ins = code(&c);
    assert_eq!(mnemonics(&ins)[2], M::Jmp);
    assert_ne!(ins[2].op0_kind(), iced_x86::OpKind::Register, "{}", ins[2]);
}
