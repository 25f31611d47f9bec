//! SSE forms over all sixteen XMM registers.

use super::*;
use kiln_targets::x64::*;

const SSE_OPS: [SseOp; 70] = {
    use SseOp::*;
    [
        Addss, Addsd, Subss, Subsd, Mulss, Mulsd, Divss, Divsd, Minss, Minsd, Maxss, Maxsd, Sqrtss,
        Sqrtsd, Cvtss2sd, Cvtsd2ss, Andps, Andpd, Andnps, Andnpd, Orps, Orpd, Xorps, Xorpd, Addps,
        Addpd, Subps, Subpd, Mulps, Mulpd, Divps, Divpd, Minps, Minpd, Maxps, Maxpd, Sqrtps,
        Sqrtpd, Paddb, Paddw, Paddd, Paddq, Psubb, Psubw, Psubd, Psubq, Pmullw, Pmuludq, Pand,
        Pandn, Por, Pxor, Pcmpeqb, Pcmpeqw, Pcmpeqd, Pcmpgtb, Pcmpgtw, Pcmpgtd, Punpcklbw,
        Punpcklwd, Punpckldq, Punpcklqdq, Punpckhqdq, Unpcklps, Unpcklpd, Cvtdq2ps, Cvttps2dq,
        Cvtdq2pd, Cvttpd2dq, Addss,
    ]
};

const SSE_IMM_OPS: [SseImmOp; 20] = {
    use SseImmOp::*;
    [
        Cmpss, Cmpsd, Cmpps, Cmppd, Shufps, Pshufd, Pshuflw, Pshufhw, Roundss, Roundsd, PsllwImm,
        PslldImm, PsllqImm, PsrlwImm, PsrldImm, PsrlqImm, PsrawImm, PsradImm, PslldqImm, PsrldqImm,
    ]
};

#[test]
fn sse_arithmetic_all_forms() {
    let forms = rm_forms(true);
    let mut n = 0;
    for d in 0..16 {
        for src in &forms {
            let a = amode_of_rm(src);
            for op in SSE_OPS {
                check(
                    &Inst::Sse {
                        op,
                        dst: x(d),
                        src1: x(d),
                        src2: *src,
                    },
                    a.as_ref(),
                );
                n += 1;
            }
            for op in SSE_IMM_OPS {
                for imm in [0u8, 1, 0x7F, 0xFF] {
                    let shift = super::model::sse_imm_mn(op).2;
                    let a = if shift { None } else { a };
                    check(
                        &Inst::SseImm {
                            op,
                            dst: x(d),
                            src1: x(d),
                            src2: *src,
                            imm,
                        },
                        a.as_ref(),
                    );
                    n += 1;
                }
            }
        }
    }
    eprintln!("sse: {n} forms");
}

#[test]
fn xmm_moves_loads_stores_all_forms() {
    let amodes = amodes();
    for r in 0..16 {
        for a in &amodes {
            for op in [
                XmmMemOp::Movss,
                XmmMemOp::Movsd,
                XmmMemOp::Movups,
                XmmMemOp::Movdqu,
            ] {
                check(
                    &Inst::XmmLoad {
                        op,
                        dst: x(r),
                        addr: *a,
                    },
                    Some(a),
                );
                check(
                    &Inst::XmmStore {
                        op,
                        src: x(r),
                        addr: *a,
                    },
                    Some(a),
                );
            }
        }
        for s in 0..16 {
            let i = Inst::XmmMov {
                dst: x(r),
                src: x(s),
            };
            if r == s {
                assert!(enc(&i).unwrap().0.is_empty());
            } else {
                check(&i, None);
            }
            for size in SIZES {
                check(
                    &Inst::XmmToGpr {
                        size,
                        dst: g(r),
                        src: x(s),
                    },
                    None,
                );
            }
        }
    }
}

#[test]
fn conversions_and_compares_all_forms() {
    let gforms = rm_forms(false);
    let xforms = rm_forms(true);
    for r in 0..16 {
        for size in SIZES {
            for double in [false, true] {
                for src in &gforms {
                    let a = amode_of_rm(src);
                    check(
                        &Inst::CvtIntToFloat {
                            size,
                            double,
                            dst: x(r),
                            src: *src,
                        },
                        a.as_ref(),
                    );
                    if double {
                        check(
                            &Inst::GprToXmm {
                                size,
                                dst: x(r),
                                src: *src,
                            },
                            a.as_ref(),
                        );
                    }
                }
                for src in &xforms {
                    let a = amode_of_rm(src);
                    check(
                        &Inst::CvtFloatToInt {
                            size,
                            double,
                            dst: g(r),
                            src: *src,
                        },
                        a.as_ref(),
                    );
                    if size == OperandSize::S32 {
                        check(
                            &Inst::Ucomis {
                                double,
                                lhs: x(r),
                                rhs: *src,
                            },
                            a.as_ref(),
                        );
                    }
                }
            }
        }
    }
}

#[test]
fn sse_prefix_order_and_rex() {
    // addsd xmm9, xmm10: F2 before REX before 0F.
    let (code, _) = enc(&Inst::Sse {
        op: SseOp::Addsd,
        dst: x(9),
        src1: x(9),
        src2: RegMem::Reg(x(10)),
    })
    .unwrap();
    assert_eq!(code, [0xF2, 0x45, 0x0F, 0x58, 0xCA]);
    // roundsd uses the 0F 3A map.
    let (code, _) = enc(&Inst::SseImm {
        op: SseImmOp::Roundsd,
        dst: x(1),
        src1: x(1),
        src2: RegMem::Reg(x(2)),
        imm: 4,
    })
    .unwrap();
    assert_eq!(code, [0x66, 0x0F, 0x3A, 0x0B, 0xCA, 0x04]);
}
