//! Whole-function tests of branches: fall-through, inversion, rel8/rel32
//! boundaries, relaxation of chains and random CFGs, jump tables.

use super::super::taildup::MAX_INSTS;
use super::func::*;
use super::*;
use crate::{EmitCtx, emit_x64};
use iced_x86::Mnemonic as M;
use kiln_targets::MBlock;
use kiln_targets::x64::*;

#[test]
fn forward_branches_at_the_rel8_boundary() {
    for (k, want_len) in [(0, 0), (1, 2), (127, 2), (128, 5), (1000, 5)] {
        let f = func(&[
            vec![Inst::Jmp {
                target: MBlock::from_u32(2),
            }],
            filler(k),
            vec![ret()],
        ]);
        let c = emit(&f, &no_alloc(&f, &[], 0));
        let ins = code(&c);
        let t = branch_targets(&ins);
        if want_len == 0 {
            // An empty block in between: the jump falls through... it's to
            // block 2, not next, so it stays, short.
            assert_eq!(t, [(c.block_offsets[2] as u64, 2)]);
        } else {
            assert_eq!(t, [(c.block_offsets[2] as u64, want_len)], "k = {k}");
        }
    }
}

#[test]
fn backward_branches_at_the_rel8_boundary() {
    for (k, want_len) in [(0, 2), (126, 2), (127, 5), (5000, 5)] {
        let mut b0 = filler(k);
        b0.push(Inst::Jcc {
            cc: Cond::NE,
            taken: MBlock::from_u32(0),
            not_taken: MBlock::from_u32(1),
        });
        let f = func(&[b0, vec![ret()]]);
        let c = emit(&f, &no_alloc(&f, &[], 0));
        let want = if want_len == 2 { 2 } else { 6 };
        assert_eq!(
            branch_targets(&code(&c)),
            [(c.block_offsets[0] as u64, want)],
            "k = {k}"
        );
    }
}

#[test]
fn jcc_fall_through_and_inversion() {
    let b = MBlock::from_u32;
    let jcc = |t, n| Inst::Jcc {
        cc: Cond::L,
        taken: b(t),
        not_taken: b(n),
    };
    // not_taken next: jl taken.
    let f = func(&[vec![jcc(2, 1)], vec![ret()], vec![ret()]]);
    let c = emit(&f, &no_alloc(&f, &[], 0));
    let ins = code(&c);
    assert_eq!(ins[2].mnemonic(), M::Jl);
    assert_eq!(ins[2].near_branch_target(), c.block_offsets[2] as u64);
    // taken next: jge not_taken.
    let f = func(&[vec![jcc(1, 2)], vec![ret()], vec![ret()]]);
    let c = emit(&f, &no_alloc(&f, &[], 0));
    let ins = code(&c);
    assert_eq!(ins[2].mnemonic(), M::Jge);
    assert_eq!(ins[2].near_branch_target(), c.block_offsets[2] as u64);
    // neither: jl + jmp.
    let f = func(&[vec![jcc(2, 3)], vec![ret()], vec![ret()], vec![ret()]]);
    let c = emit(&f, &no_alloc(&f, &[], 0));
    let ins = code(&c);
    assert_eq!((ins[2].mnemonic(), ins[3].mnemonic()), (M::Jl, M::Jmp));
    assert_eq!(ins[2].near_branch_target(), c.block_offsets[2] as u64);
    assert_eq!(ins[3].near_branch_target(), c.block_offsets[3] as u64);
    // jmp to the next block disappears.
    let f = func(&[vec![Inst::Jmp { target: b(1) }], vec![ret()]]);
    let c = emit(&f, &no_alloc(&f, &[], 0));
    assert_eq!(mnemonics(&code(&c)), [M::Push, M::Mov, M::Leave, M::Ret]);
}

#[test]
fn random_branch_chains_resolve_to_their_blocks() {
    /// A block's terminator in the model.
    enum Term {
        Jmp(usize),
        Jcc(usize, usize),
        Ret,
    }
    let mut rng = Lcg(7);
    for round in 0..300 {
        let n = 2 + rng.next(40) as usize;
        let mut blocks = Vec::new();
        let mut terms = Vec::new();
        let mut only_jump = Vec::new();
        for i in 0..n {
            let mut v = filler(rng.next(if round % 3 == 0 { 200 } else { 70 }) as usize);
            let empty = v.is_empty();
            let term = match rng.next(3) {
                0 if i + 1 < n => {
                    let t = rng.next(n as u64) as usize;
                    v.push(Inst::Jmp {
                        target: MBlock::from_u32(t as u32),
                    });
                    Term::Jmp(t)
                }
                1 if i + 1 < n => {
                    let t = rng.next(n as u64) as usize;
                    let e = rng.next(n as u64) as usize;
                    v.push(Inst::Jcc {
                        cc: Cond::from_bits(rng.next(16) as u8),
                        taken: MBlock::from_u32(t as u32),
                        not_taken: MBlock::from_u32(e as u32),
                    });
                    Term::Jcc(t, e)
                }
                _ => {
                    v.push(ret());
                    Term::Ret
                }
            };
            // Small blocks ending in a jump would be copied into the blocks
            // jumping to them (taildup.rs, tested on its own): pad them.
            let jumps = !matches!(term, Term::Ret);
            if jumps && !(empty && matches!(term, Term::Jmp(_))) && v.len() <= MAX_INSTS {
                v.splice(0..0, filler(MAX_INSTS + 1 - v.len()));
            }
            only_jump.push(match term {
                Term::Jmp(t) if empty && i > 0 => Some(t),
                _ => None,
            });
            terms.push(term);
            blocks.push(v);
        }
        // Jump threading: branches skip blocks that only jump on (chains
        // followed; a cycle of such blocks is left alone).
        let resolve = |b: usize| {
            let mut t = b;
            for _ in 0..=n {
                match only_jump[t] {
                    Some(u) if u != t => t = u,
                    _ => return t,
                }
            }
            b
        };
        let mut expect = Vec::new();
        for (i, term) in terms.iter().enumerate() {
            // Blocks that only jump on are not laid out at all.
            if resolve(i) != i {
                continue;
            }
            let next = (i + 1..n).find(|&j| resolve(j) == j);
            match *term {
                Term::Jmp(t) => {
                    let t = resolve(t);
                    if Some(t) != next {
                        expect.push(t);
                    }
                }
                Term::Jcc(t, e) => {
                    let (t, e) = (resolve(t), resolve(e));
                    if t == e {
                        if Some(t) != next {
                            expect.push(t);
                        }
                    } else if Some(e) == next {
                        expect.push(t);
                    } else if Some(t) == next {
                        expect.push(e);
                    } else {
                        expect.push(t);
                        expect.push(e);
                    }
                }
                Term::Ret => {}
            }
        }
        let f = func(&blocks);
        let c = emit(&f, &no_alloc(&f, &[], 0));
        let ins = code(&c);
        let got: Vec<u64> = branch_targets(&ins).iter().map(|t| t.0).collect();
        let want: Vec<u64> = expect.iter().map(|&b| c.block_offsets[b] as u64).collect();
        assert_eq!(got, want, "round {round}");
        // Block offsets are instruction boundaries in layout order; a
        // block that only jumps on is at the block it leads to.
        let starts: std::collections::HashSet<u64> = ins.iter().map(|i| i.ip()).collect();
        let kept: Vec<u32> = (0..n)
            .filter(|&i| resolve(i) == i)
            .map(|i| c.block_offsets[i])
            .collect();
        for w in kept.windows(2) {
            assert!(w[0] <= w[1]);
        }
        for i in 0..n {
            assert_eq!(
                c.block_offsets[i],
                c.block_offsets[resolve(i)],
                "round {round}"
            );
        }
        for &o in &c.block_offsets {
            assert!(
                starts.contains(&(o as u64)) || o == c.code_len,
                "round {round}"
            );
        }
        // No long branch is left that would fit in rel8 in the final layout.
        for i in &ins {
            let t = i.near_branch_target() as i64;
            if matches!(decoded_ops(i).first(), Some(X::B(_))) && i.len() > 2 {
                let short_disp = t - (i.ip() as i64 + 2);
                let long_disp = t - i.next_ip() as i64;
                if t > i.ip() as i64 {
                    assert!(long_disp > 127, "round {round}: {i} could be short");
                } else {
                    assert!(short_disp < -128, "round {round}: {i} could be short");
                }
            }
        }
    }
}

#[test]
fn forward_chains_shrink_together() {
    // Each jcc jumps over the next one; long, every span is > 127 bytes, but
    // once all shrink each is 2 + 60 + 2 + 60 = 124 bytes: all must shrink.
    let n = 30;
    let mut blocks = Vec::new();
    for i in 0..n {
        let mut v = filler(60);
        v.insert(
            0,
            Inst::Jcc {
                cc: Cond::E,
                taken: MBlock::from_u32((i + 2).min(n) as u32),
                not_taken: MBlock::from_u32(i as u32 + 1),
            },
        );
        blocks.push(v);
    }
    blocks.push(vec![ret()]);
    let f = func(&blocks);
    let c = emit(&f, &no_alloc(&f, &[], 0));
    let t = branch_targets(&code(&c));
    // The last block's jcc has both arms at the next block: no branch.
    assert_eq!(t.len(), n - 1);
    for (i, &(target, len)) in t.iter().enumerate() {
        assert_eq!(target, c.block_offsets[(i + 2).min(n)] as u64);
        assert_eq!(len, 2, "branch {i}");
    }
    // Backward chains: each block ends with a jump back over the previous.
    let mut blocks = vec![filler(10)];
    for i in 1..n {
        let mut v = filler(60);
        v.push(Inst::Jcc {
            cc: Cond::NE,
            taken: MBlock::from_u32(i as u32 - 1),
            not_taken: MBlock::from_u32(i as u32 + 1),
        });
        blocks.push(v);
    }
    blocks.push(vec![ret()]);
    let f = func(&blocks);
    let c = emit(&f, &no_alloc(&f, &[], 0));
    for (i, &(target, len)) in branch_targets(&code(&c)).iter().enumerate() {
        assert_eq!(target, c.block_offsets[i] as u64);
        assert_eq!(len, 2, "branch {i}");
    }
}

#[test]
fn jump_table_entries_are_relative_to_the_table() {
    let b = MBlock::from_u32;
    let mut f = func(&[
        vec![Inst::JmpTable {
            index: g(7),
            tmp1: g(0),
            tmp2: g(13),
            table: 0,
        }],
        vec![Inst::Int3, ret()],
        vec![Inst::Ud2, ret()],
        vec![ret()],
    ]);
    f.side.jump_tables.push(vec![b(3), b(1), b(2), b(3)]);
    let c = emit(&f, &no_alloc(&f, &[], 0));
    let ins = code(&c);
    assert_eq!(mnemonics(&ins[2..6]), [M::Lea, M::Movsxd, M::Add, M::Jmp]);
    let table = ins[2].memory_displacement64();
    assert_eq!(table % 4, 0);
    assert!(table >= c.code_len as u64);
    assert_eq!(
        decoded_ops(&ins[3]),
        [
            X::R(Register::R13),
            X::M {
                base: Register::RAX,
                index: Register::RDI,
                scale: 4,
                disp: 0,
                size: 4
            }
        ]
    );
    assert_eq!(
        decoded_ops(&ins[4]),
        [X::R(Register::R13), X::R(Register::RAX)]
    );
    assert_eq!(decoded_ops(&ins[5]), [X::R(Register::R13)]);
    for (k, t) in [3usize, 1, 2, 3].into_iter().enumerate() {
        let at = table as usize + 4 * k;
        let e = i32::from_le_bytes(c.code[at..at + 4].try_into().unwrap());
        assert_eq!(table as i64 + e as i64, c.block_offsets[t] as i64);
    }
}

#[test]
fn jump_table_and_dynamic_alloca_over_all_registers() {
    let b = MBlock::from_u32;
    let mut n = 0;
    for i in (0..16).filter(|&i| i != 4) {
        for t1 in (0..16).filter(|&t| t != i) {
            for t2 in (0..16).filter(|&t| t != i && t != t1) {
                let mut f = func(&[
                    vec![Inst::JmpTable {
                        index: g(i),
                        tmp1: g(t1),
                        tmp2: g(t2),
                        table: 0,
                    }],
                    vec![ret()],
                    vec![ret()],
                ]);
                f.side.jump_tables.push(vec![b(2), b(1)]);
                let c = emit(&f, &no_alloc(&f, &[], 0));
                let ins = code(&c);
                let table = c.code_len.next_multiple_of(4) as i64;
                assert_eq!(
                    decoded_ops(&ins[2]),
                    [
                        r(t1),
                        X::Rip {
                            extra: table - ins[2].next_ip() as i64,
                            size: 0
                        }
                    ]
                );
                assert_eq!(
                    decoded_ops(&ins[3]),
                    [
                        r(t2),
                        X::M {
                            base: ig(t1, 8),
                            index: ig(i, 8),
                            scale: 4,
                            disp: 0,
                            size: 4
                        }
                    ]
                );
                assert_eq!(decoded_ops(&ins[4]), [r(t2), r(t1)]);
                assert_eq!(
                    (ins[5].mnemonic(), decoded_ops(&ins[5])),
                    (M::Jmp, vec![r(t2)])
                );
                n += 1;
            }
        }
    }
    assert!(n > 3000);
    for s in (0..16).filter(|&x| x != 4 && x != 11) {
        for d in (0..16).filter(|&x| x != 4 && x != 11) {
            let mut f = func(&[vec![
                Inst::AllocaDyn {
                    size: g(s),
                    dst: g(d),
                    align: 32,
                },
                ret(),
            ]]);
            f.frame.outgoing_args_size = 16;
            let c = emit(&f, &no_alloc(&f, &[], 0));
            let ins = code(&c);
            assert_eq!(decoded_ops(&ins[4]), [r(11), r(s)], "sub r11, size");
            assert_eq!(
                decoded_ops(&ins[8]),
                [
                    r(d),
                    X::M {
                        base: Register::RSP,
                        index: Register::None,
                        scale: 1,
                        disp: 16,
                        size: 0
                    }
                ]
            );
        }
    }
    // rsp or r11 operands are refused.
    let f = func(&[vec![
        Inst::AllocaDyn {
            size: g(11),
            dst: g(0),
            align: 16,
        },
        ret(),
    ]]);
    assert!(emit_x64(&f, &no_alloc(&f, &[], 0), &mut EmitCtx::new()).is_err());
}

#[test]
fn branches_to_unknown_blocks_are_errors() {
    let f = func(&[vec![Inst::Jmp {
        target: MBlock::from_u32(5),
    }]]);
    assert!(emit_x64(&f, &no_alloc(&f, &[], 0), &mut EmitCtx::new()).is_err());
    let mut f = func(&[vec![Inst::JmpTable {
        index: g(0),
        tmp1: g(1),
        tmp2: g(2),
        table: 0,
    }]]);
    f.side.jump_tables.push(vec![MBlock::from_u32(3)]);
    assert!(emit_x64(&f, &no_alloc(&f, &[], 0), &mut EmitCtx::new()).is_err());
    let f = func(&[vec![Inst::JmpTable {
        index: g(0),
        tmp1: g(1),
        tmp2: g(2),
        table: 0,
    }]]);
    assert!(emit_x64(&f, &no_alloc(&f, &[], 0), &mut EmitCtx::new()).is_err());
}

#[test]
fn branches_over_segment_prefixed_operands_count_the_prefix() {
    // `mov eax, gs:[rcx]` is 65 8B 01: three bytes, two without the prefix.
    let load = Inst::Load {
        ext: ExtMode::None32,
        dst: g(0),
        addr: Amode::Base {
            base: g(1),
            disp: 0,
            seg: Some(Segment::Gs),
        },
    };
    for (n, want_len) in [(42, 2), (43, 5), (63, 5)] {
        let f = func(&[
            vec![Inst::Jmp {
                target: MBlock::from_u32(2),
            }],
            vec![load; n],
            vec![ret()],
        ]);
        let c = emit(&f, &no_alloc(&f, &[], 0));
        let ins = code(&c);
        assert_eq!(
            ins.iter()
                .filter(|i| i.segment_prefix() == iced_x86::Register::GS)
                .count(),
            n
        );
        assert_eq!(
            c.block_offsets[2] - c.block_offsets[1],
            3 * n as u32,
            "n = {n}"
        );
        assert_eq!(
            branch_targets(&ins),
            [(c.block_offsets[2] as u64, want_len)],
            "n = {n}"
        );
    }
}
