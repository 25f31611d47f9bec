//! Integer arithmetic forms.

use super::*;
use kiln_targets::x64::*;

#[test]
fn alu_cmp_test_all_forms() {
    let forms = rmi_forms();
    let mut n = 0;
    for size in SIZES {
        for d in 0..16 {
            for src2 in &forms {
                let a = amode_of_rmi(src2);
                for op in [
                    AluOp::Add,
                    AluOp::Adc,
                    AluOp::Sub,
                    AluOp::Sbb,
                    AluOp::And,
                    AluOp::Or,
                    AluOp::Xor,
                ] {
                    check(
                        &Inst::Alu {
                            size,
                            op,
                            dst: g(d),
                            src1: g(d),
                            src2: *src2,
                        },
                        a.as_ref(),
                    );
                }
                check(
                    &Inst::Cmp {
                        size,
                        lhs: g(d),
                        rhs: *src2,
                    },
                    a.as_ref(),
                );
                check(
                    &Inst::Test {
                        size,
                        lhs: g(d),
                        rhs: *src2,
                    },
                    a.as_ref(),
                );
                n += 9;
            }
        }
    }
    eprintln!("alu/cmp/test: {n} forms");
}

/// `cmp`/`test` of a memory operand with an immediate, every width,
/// addressing form and immediate size.
#[test]
fn cmp_and_test_of_memory_with_an_immediate() {
    let mut n = 0;
    for size in SIZES {
        for a in amodes() {
            for imm in IMMS {
                check(&Inst::CmpMemImm { size, addr: a, imm }, Some(&a));
                check(&Inst::TestMemImm { size, addr: a, imm }, Some(&a));
                n += 2;
            }
        }
    }
    eprintln!("cmp/test memory, immediate: {n} forms");
}

/// `jmp *reg` and `jmp *mem` (a dispatch table's entry), every register
/// and addressing form.
#[test]
fn indirect_jumps_through_registers_and_memory() {
    for r in 0..16 {
        check(
            &Inst::JmpInd {
                target: RegMem::Reg(g(r)),
            },
            None,
        );
    }
    for a in amodes() {
        check(
            &Inst::JmpInd {
                target: RegMem::Mem(a),
            },
            Some(&a),
        );
    }
}

#[test]
fn alu_picks_short_immediates() {
    let len = |size, imm| {
        enc(&Inst::Alu {
            size,
            op: AluOp::Add,
            dst: g(1),
            src1: g(1),
            src2: RegMemImm::Imm(imm),
        })
        .unwrap()
        .0
        .len()
    };
    use OperandSize::*;
    assert_eq!(len(S64, 127), 4); // 48 83 c1 7f
    assert_eq!(len(S64, -128), 4);
    assert_eq!(len(S64, 128), 7); // 48 81 c1 imm32
    assert_eq!(len(S32, -129), 6);
    assert_eq!(len(S16, 300), 5); // 66 81 c1 imm16
    assert_eq!(len(S8, 200u8 as i8 as i32), 3); // 80 c1 ib
    // Byte registers 4..7 need REX (spl, bpl, sil, dil), not ah..bh.
    let (code, _) = enc(&Inst::Alu {
        size: S8,
        op: AluOp::Add,
        dst: g(6),
        src1: g(6),
        src2: RegMemImm::Reg(g(7)),
    })
    .unwrap();
    assert_eq!(code, [0x40, 0x00, 0xFE]);
}

#[test]
fn alu_rejects_mismatched_two_address() {
    assert!(
        enc(&Inst::Alu {
            size: OperandSize::S64,
            op: AluOp::Add,
            dst: g(1),
            src1: g(2),
            src2: RegMemImm::Imm(1),
        })
        .is_err()
    );
}

#[test]
fn multiply_divide_all_forms() {
    let forms = rm_forms(false);
    for size in SIZES {
        for d in 0..16 {
            for src in &forms {
                let a = amode_of_rm(src);
                check(
                    &Inst::Imul {
                        size,
                        dst: g(d),
                        src1: g(d),
                        src2: *src,
                    },
                    a.as_ref(),
                );
                for imm in IMMS {
                    if a.is_some() && imm != 0x1234_5678 && imm != -1 {
                        continue;
                    }
                    check(
                        &Inst::ImulImm {
                            size,
                            dst: g(d),
                            src: *src,
                            imm,
                        },
                        a.as_ref(),
                    );
                }
            }
            for signed in [false, true] {
                check(
                    &Inst::MulWide {
                        size,
                        signed,
                        src1: g(0),
                        src2: g(d),
                        dst_lo: g(0),
                        dst_hi: g(2),
                    },
                    None,
                );
                check(
                    &Inst::Div {
                        size,
                        signed,
                        lo: g(0),
                        hi: g(2),
                        divisor: g(d),
                        quot: g(0),
                        rem: g(2),
                    },
                    None,
                );
            }
        }
        check(
            &Inst::SignExtendRax {
                size,
                src: g(0),
                dst: g(2),
            },
            None,
        );
    }
}

#[test]
fn shifts_all_forms() {
    let ops = [
        ShiftOp::Shl,
        ShiftOp::Shr,
        ShiftOp::Sar,
        ShiftOp::Rol,
        ShiftOp::Ror,
    ];
    for size in SIZES {
        for d in 0..16 {
            for op in ops {
                for amount in [1u8, 2, 7, 31, 63, 255] {
                    check(
                        &Inst::ShiftImm {
                            size,
                            op,
                            dst: g(d),
                            src: g(d),
                            amount,
                        },
                        None,
                    );
                }
                check(
                    &Inst::ShiftCl {
                        size,
                        op,
                        dst: g(d),
                        src: g(d),
                        amount: g(1),
                    },
                    None,
                );
            }
            for s in 0..16 {
                for left in [true, false] {
                    check(
                        &Inst::ShiftDoubleCl {
                            size,
                            left,
                            dst: g(d),
                            src1: g(d),
                            src2: g(s),
                            amount: g(1),
                        },
                        None,
                    );
                }
            }
        }
    }
    // shl by 1 uses the short D1 form.
    let (code, _) = enc(&Inst::ShiftImm {
        size: OperandSize::S32,
        op: ShiftOp::Shl,
        dst: g(0),
        src: g(0),
        amount: 1,
    })
    .unwrap();
    assert_eq!(code, [0xD1, 0xE0]);
}

#[test]
fn unary_and_bit_count_all_forms() {
    let forms = rm_forms(false);
    for size in SIZES {
        for d in 0..16 {
            for op in [UnaryOp::Neg, UnaryOp::Not, UnaryOp::Bswap] {
                check(
                    &Inst::Unary {
                        size,
                        op,
                        dst: g(d),
                        src: g(d),
                    },
                    None,
                );
            }
            for src in &forms {
                for op in [
                    BitOp::Bsf,
                    BitOp::Bsr,
                    BitOp::Popcnt,
                    BitOp::Lzcnt,
                    BitOp::Tzcnt,
                ] {
                    check(
                        &Inst::BitCount {
                            size,
                            op,
                            dst: g(d),
                            src: *src,
                        },
                        amode_of_rm(src).as_ref(),
                    );
                }
            }
        }
    }
}
