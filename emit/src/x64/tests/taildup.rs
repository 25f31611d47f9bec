//! Tail duplication: a jump to a small block that ends in a jump becomes a
//! copy of that block.

use super::func::*;
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
