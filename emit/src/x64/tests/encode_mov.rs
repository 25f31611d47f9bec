//! Moves, loads, stores, lea, setcc, cmov, calls, atomics and the
//! operand-less instructions.

use super::*;
use kiln_targets::x64::*;
use kiln_targets::{RelocKind, SymbolId};

const EXTS: [ExtMode; 7] = [
    ExtMode::None64,
    ExtMode::None32,
    ExtMode::ZeroExt8,
    ExtMode::ZeroExt16,
    ExtMode::SignExt8,
    ExtMode::SignExt16,
    ExtMode::SignExt32,
];

#[test]
fn lea_load_store_all_forms() {
    let amodes = amodes();
    for r in 0..16 {
        for a in &amodes {
            for size in SIZES {
                check(
                    &Inst::Lea {
                        size,
                        dst: g(r),
                        addr: *a,
                    },
                    Some(a),
                );
                check(
                    &Inst::Store {
                        size,
                        src: g(r),
                        addr: *a,
                    },
                    Some(a),
                );
                check(
                    &Inst::LockCmpxchg {
                        size,
                        addr: *a,
                        expected: g(0),
                        replacement: g(r),
                        old: g(0),
                    },
                    Some(a),
                );
                check(
                    &Inst::LockXadd {
                        size,
                        addr: *a,
                        src: g(r),
                        dst: g(r),
                    },
                    Some(a),
                );
                check(
                    &Inst::Xchg {
                        size,
                        addr: *a,
                        src: g(r),
                        dst: g(r),
                    },
                    Some(a),
                );
            }
            for ext in EXTS {
                check(
                    &Inst::Load {
                        ext,
                        dst: g(r),
                        addr: *a,
                    },
                    Some(a),
                );
            }
        }
    }
    // Atomics carry the lock prefix (xchg with memory is implicitly locked).
    let a = Amode::base(g(3), 0);
    let (code, _) = enc(&Inst::LockXadd {
        size: OperandSize::S32,
        addr: a,
        src: g(1),
        dst: g(1),
    })
    .unwrap();
    assert!(decode_all(&code)[0].has_lock_prefix());
    let (code, _) = enc(&Inst::LockCmpxchg {
        size: OperandSize::S64,
        addr: a,
        expected: g(0),
        replacement: g(1),
        old: g(0),
    })
    .unwrap();
    assert!(decode_all(&code)[0].has_lock_prefix());
}

#[test]
fn store_imm_all_forms() {
    for a in &amodes() {
        for size in SIZES {
            for imm in IMMS {
                check(
                    &Inst::StoreImm {
                        size,
                        imm,
                        addr: *a,
                    },
                    Some(a),
                );
            }
        }
    }
}

#[test]
fn register_moves_all_forms() {
    for d in 0..16 {
        for s in 0..16 {
            for size in [OperandSize::S32, OperandSize::S64] {
                let i = Inst::MovRR {
                    size,
                    dst: g(d),
                    src: g(s),
                };
                if d == s && size == OperandSize::S64 {
                    assert!(enc(&i).unwrap().0.is_empty(), "self-move kept");
                } else {
                    check(&i, None);
                }
            }
            for ext in EXTS {
                check(
                    &Inst::MovExtRR {
                        ext,
                        dst: g(d),
                        src: g(s),
                    },
                    None,
                );
            }
            for size in [OperandSize::S16, OperandSize::S32, OperandSize::S64] {
                for cc in 0..16 {
                    check(
                        &Inst::Cmov {
                            size,
                            cc: Cond::from_bits(cc),
                            dst: g(d),
                            src_false: g(d),
                            src_true: RegMem::Reg(g(s)),
                        },
                        None,
                    );
                }
            }
        }
        for cc in 0..16 {
            check(
                &Inst::Setcc {
                    cc: Cond::from_bits(cc),
                    dst: g(d),
                },
                None,
            );
        }
        check(&Inst::GetSp { dst: g(d) }, None);
        check(&Inst::SetSp { src: g(d) }, None);
        check(
            &Inst::Call {
                target: CallTarget::Indirect(g(d)),
                info: 0,
            },
            None,
        );
    }
    for a in &amodes() {
        for cc in [Cond::E, Cond::L, Cond::A] {
            check(
                &Inst::Cmov {
                    size: OperandSize::S64,
                    cc,
                    dst: g(9),
                    src_false: g(9),
                    src_true: RegMem::Mem(*a),
                },
                Some(a),
            );
        }
    }
    // Cmov on bytes has no encoding.
    check(
        &Inst::Cmov {
            size: OperandSize::S8,
            cc: Cond::E,
            dst: g(1),
            src_false: g(1),
            src_true: RegMem::Reg(g(2)),
        },
        None,
    );
}

#[test]
fn mov_imm_picks_the_shortest_form() {
    let vals: [i64; 12] = [
        0,
        1,
        -1,
        0x7FFF_FFFF,
        0x8000_0000,
        0xFFFF_FFFF,
        0x1_0000_0000,
        -0x8000_0000,
        -0x8000_0001,
        i64::MAX,
        i64::MIN,
        0x1234_5678_9ABC_DEF0,
    ];
    for d in 0..16 {
        for &imm in &vals {
            for size in [OperandSize::S32, OperandSize::S64] {
                let code = check(
                    &Inst::MovImm {
                        size,
                        dst: g(d),
                        imm,
                    },
                    None,
                );
                let rex = (d >= 8) as usize;
                let want = if size == OperandSize::S32 || (0..=u32::MAX as i64).contains(&imm) {
                    5 + rex
                } else if imm as i32 as i64 == imm {
                    7
                } else {
                    10
                };
                assert_eq!(code.len(), want, "mov {d}, {imm:#x}");
            }
        }
    }
}

#[test]
fn operandless_and_string_instructions() {
    check(&Inst::Ud2, None);
    check(&Inst::Int3, None);
    check(&Inst::Mfence, None);
    let (ax, bx, cx, dx) = (g(0), g(3), g(1), g(2));
    check(
        &Inst::Cpuid {
            leaf: ax,
            sub: cx,
            eax: ax,
            ebx: bx,
            ecx: cx,
            edx: dx,
        },
        None,
    );
    check(&Inst::Nop, None);
    check(&Inst::Rdtsc { lo: ax, hi: dx }, None);
    let (code, _) = enc(&Inst::RepMovsb {
        dst: g(7),
        src: g(6),
        count: g(1),
    })
    .unwrap();
    let ins = decode_all(&code);
    assert_eq!(
        (ins.len(), ins[0].mnemonic(), ins[0].has_rep_prefix()),
        (1, iced_x86::Mnemonic::Movsb, true)
    );
    let (code, _) = enc(&Inst::RepStosb {
        dst: g(7),
        value: g(0),
        count: g(1),
    })
    .unwrap();
    let ins = decode_all(&code);
    assert_eq!(
        (ins.len(), ins[0].mnemonic(), ins[0].has_rep_prefix()),
        (1, iced_x86::Mnemonic::Stosb, true)
    );
}

#[test]
fn direct_call_has_a_plt_relocation() {
    let (code, relocs) = enc(&Inst::Call {
        target: CallTarget::Direct(SymbolId(42)),
        info: 0,
    })
    .unwrap();
    assert_eq!(code, [0xE8, 0, 0, 0, 0]);
    assert_eq!(relocs.len(), 1);
    assert_eq!(
        (
            relocs[0].offset,
            relocs[0].kind,
            relocs[0].sym,
            relocs[0].addend
        ),
        (1, RelocKind::X86CallPlt4, SymbolId(42), -4)
    );
}

#[test]
fn symbol_addend_accounts_for_trailing_immediates() {
    let a = Amode::Symbol {
        sym: SymbolId(3),
        disp: 100,
    };
    // 4-byte immediate after the displacement.
    let (code, relocs) = enc(&Inst::StoreImm {
        size: OperandSize::S32,
        imm: 5,
        addr: a,
    })
    .unwrap();
    assert_eq!(relocs[0].addend, 100 - 4 - 4);
    assert_eq!(relocs[0].offset as usize, code.len() - 8);
    // 1-byte immediate (cmp with imm8).
    let (code, relocs) = enc(&Inst::Alu {
        size: OperandSize::S64,
        op: AluOp::Add,
        dst: g(1),
        src1: g(1),
        src2: RegMemImm::Mem(a),
    })
    .unwrap();
    assert_eq!(relocs[0].addend, 100 - 4);
    assert_eq!(relocs[0].offset as usize, code.len() - 4);
    let (_, relocs) = enc(&Inst::StoreImm {
        size: OperandSize::S8,
        imm: 5,
        addr: a,
    })
    .unwrap();
    assert_eq!(relocs[0].addend, 100 - 4 - 1);
    let (_, relocs) = enc(&Inst::StoreImm {
        size: OperandSize::S16,
        imm: 5,
        addr: a,
    })
    .unwrap();
    assert_eq!(relocs[0].addend, 100 - 4 - 2);
}
