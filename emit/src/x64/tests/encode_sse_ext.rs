//! The intrinsic-only instructions over all registers and memory forms,
//! checked against iced-x86.

use super::*;
use kiln_targets::x64::*;

#[test]
fn sse_x_all_forms() {
    let forms = rm_forms(true);
    let mut n = 0;
    for d in 0..16 {
        for src in &forms {
            let a = amode_of_rm(src);
            for op in SseXOp::ALL {
                for imm in [0u8, 0x11, 0xFF] {
                    check(
                        &Inst::SseX {
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
            for op in [XmmFlagsOp::Comiss, XmmFlagsOp::Comisd, XmmFlagsOp::Ptest] {
                check(
                    &Inst::XmmFlags {
                        op,
                        lhs: x(d),
                        rhs: *src,
                    },
                    a.as_ref(),
                );
            }
            for op in [
                XmmToGprOp::Movmskps,
                XmmToGprOp::Movmskpd,
                XmmToGprOp::Cvtss2si,
                XmmToGprOp::Cvtsd2si,
                XmmToGprOp::Pmovmskb,
            ] {
                for size in [OperandSize::S32, OperandSize::S64, OperandSize::S16] {
                    check(
                        &Inst::XmmToGprX {
                            op,
                            size,
                            dst: g(d),
                            src: *src,
                        },
                        a.as_ref(),
                    );
                }
            }
        }
    }
    eprintln!("sse_x: {n} forms");
}

#[test]
fn crc32_and_bmi_all_forms() {
    let forms = rm_forms(false);
    for d in 0..16 {
        for v in [0u8, 3, 8, 15] {
            for src in &forms {
                let a = amode_of_rm(src);
                for size in SIZES {
                    check(
                        &Inst::Crc32 {
                            size,
                            dst: g(d),
                            src1: g(d),
                            src2: *src,
                        },
                        a.as_ref(),
                    );
                    for op in [BmiOp::Bextr, BmiOp::Bzhi, BmiOp::Pdep, BmiOp::Pext] {
                        check(
                            &Inst::Bmi {
                                op,
                                size,
                                dst: g(d),
                                vvvv: g(v),
                                rm: *src,
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
fn vex_and_crc32_bytes() {
    // pdep r9, r10, r11: C4 42 AB F5 CB (vvvv = ~10, W1, pp = F2).
    let (code, _) = enc(&Inst::Bmi {
        op: BmiOp::Pdep,
        size: OperandSize::S64,
        dst: g(9),
        vvvv: g(10),
        rm: RegMem::Reg(g(11)),
    })
    .unwrap();
    assert_eq!(code, [0xC4, 0x42, 0xAB, 0xF5, 0xCB]);
    // crc32 eax, cl: F2 0F 38 F0 C1.
    let (code, _) = enc(&Inst::Crc32 {
        size: OperandSize::S8,
        dst: g(0),
        src1: g(0),
        src2: RegMem::Reg(g(1)),
    })
    .unwrap();
    assert_eq!(code, [0xF2, 0x0F, 0x38, 0xF0, 0xC1]);
}

#[test]
fn pcmpstr_all_registers() {
    for a in 0..16 {
        for b in 0..16 {
            for mask in [false, true] {
                let dst = if mask { x(0) } else { g(1) };
                for imm in [0u8, 0x0C, 0x40, 0x7F] {
                    check(
                        &Inst::PcmpIstr {
                            mask,
                            dst,
                            a: x(a),
                            b: x(b),
                            imm,
                        },
                        None,
                    );
                    check(
                        &Inst::PcmpEstr {
                            mask,
                            dst,
                            a: x(a),
                            b: x(b),
                            la: g(0),
                            lb: g(2),
                            imm,
                        },
                        None,
                    );
                }
            }
        }
    }
    // The index form in another register must be refused.
    assert!(
        enc(&Inst::PcmpIstr {
            mask: false,
            dst: g(3),
            a: x(1),
            b: x(2),
            imm: 0,
        })
        .is_err()
    );
}

#[test]
fn control_fence_and_maskmov_forms() {
    for a in &amodes() {
        for op in [MemCtlOp::Ldmxcsr, MemCtlOp::Stmxcsr, MemCtlOp::Clflush] {
            check(&Inst::MemCtl { op, addr: *a }, Some(a));
        }
    }
    for op in [FenceOp::Sfence, FenceOp::Lfence, FenceOp::Pause] {
        check(&Inst::Fence { op }, None);
    }
    for s in 0..16 {
        for m in 0..16 {
            let code = check(
                &Inst::MaskMovdqu {
                    src: x(s),
                    mask: x(m),
                    addr: g(7),
                },
                None,
            );
            let ins = iced_x86::Decoder::new(64, &code, iced_x86::DecoderOptions::NONE).decode();
            assert_eq!(ins.op0_kind(), iced_x86::OpKind::MemorySegRDI);
        }
    }
}

#[test]
fn vex_xmm_all_forms() {
    for a in &amodes() {
        for r in [0u8, 7, 8, 15] {
            for m in [0u8, 9, 15] {
                for op in [VMaskOp::Ps, VMaskOp::Pd, VMaskOp::D, VMaskOp::Q] {
                    for store in [false, true] {
                        check(
                            &Inst::VMaskMov {
                                op,
                                store,
                                data: x(r),
                                mask: x(m),
                                addr: *a,
                            },
                            Some(a),
                        );
                    }
                }
            }
        }
    }
    for d in 0..16 {
        for s in 0..16 {
            for t in [0u8, 5, 8, 15] {
                for op in [
                    Fma3Op::Vfmaddsub213ps,
                    Fma3Op::Vfmaddsub213pd,
                    Fma3Op::Vfmadd213ps,
                    Fma3Op::Vfmadd213pd,
                    Fma3Op::Vfmadd213ss,
                    Fma3Op::Vfmadd213sd,
                ] {
                    check(
                        &Inst::Fma3 {
                            op,
                            dst: x(d),
                            src1: x(d),
                            src2: x(s),
                            src3: x(t),
                        },
                        None,
                    );
                }
            }
            for imm in [0u8, 3, 4] {
                check(
                    &Inst::Vcvtps2ph {
                        dst: x(d),
                        src: x(s),
                        imm,
                    },
                    None,
                );
            }
        }
    }
    check(&Inst::Vzero { all: false }, None);
    check(&Inst::Vzero { all: true }, None);
}

#[test]
fn lane_insert_and_extract_all_forms() {
    let gforms = rm_forms(false);
    for d in 0..16 {
        for imm in [0u8, 3, 7] {
            for op in [
                PinsrOp::Pinsrb,
                PinsrOp::Pinsrw,
                PinsrOp::Pinsrd,
                PinsrOp::Pinsrq,
            ] {
                for src in &gforms {
                    check(
                        &Inst::Pinsr {
                            op,
                            dst: x(d),
                            src1: x(d),
                            src2: *src,
                            imm,
                        },
                        amode_of_rm(src).as_ref(),
                    );
                }
            }
            for s in 0..16 {
                for op in [
                    PextrOp::Pextrb,
                    PextrOp::Pextrw,
                    PextrOp::Pextrd,
                    PextrOp::Pextrq,
                ] {
                    check(
                        &Inst::Pextr {
                            op,
                            dst: g(d),
                            src: x(s),
                            imm,
                        },
                        None,
                    );
                }
            }
        }
    }
}
