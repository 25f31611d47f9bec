//! The model (mnemonic and operands, from the instruction set reference)
//! of the intrinsic-only instructions: `SseX`, `XmmToGprX`, `XmmFlags`,
//! `Crc32` and `Bmi`.

use super::{X, ig, ix, mem};
use iced_x86::Mnemonic as M;
use kiln_targets::Reg;
use kiln_targets::x64::*;

fn hw(r: Reg) -> u8 {
    r.as_physical().unwrap().hw()
}

fn rm_sized(rm: &RegMem, xmm: bool, bytes: u8) -> X {
    match rm {
        RegMem::Reg(r) if xmm => X::R(ix(hw(*r))),
        RegMem::Reg(r) => X::R(ig(hw(*r), bytes)),
        RegMem::Mem(a) => mem(a, bytes as usize),
    }
}

/// Mnemonic and memory-operand size of an [`SseXOp`].
pub fn sse_x_mn(op: SseXOp) -> (M, u8) {
    use SseXOp::*;
    match op {
        Rcpps => (M::Rcpps, 16),
        Rcpss => (M::Rcpss, 4),
        Rsqrtps => (M::Rsqrtps, 16),
        Rsqrtss => (M::Rsqrtss, 4),
        Cvtpd2dq => (M::Cvtpd2dq, 16),
        Cvtpd2ps => (M::Cvtpd2ps, 16),
        Cvtps2dq => (M::Cvtps2dq, 16),
        Packsswb => (M::Packsswb, 16),
        Packssdw => (M::Packssdw, 16),
        Packuswb => (M::Packuswb, 16),
        Pavgb => (M::Pavgb, 16),
        Pavgw => (M::Pavgw, 16),
        Pmaddwd => (M::Pmaddwd, 16),
        Pmulhw => (M::Pmulhw, 16),
        Pmulhuw => (M::Pmulhuw, 16),
        Psadbw => (M::Psadbw, 16),
        Psllw => (M::Psllw, 16),
        Pslld => (M::Pslld, 16),
        Psllq => (M::Psllq, 16),
        Psrlw => (M::Psrlw, 16),
        Psrld => (M::Psrld, 16),
        Psrlq => (M::Psrlq, 16),
        Psraw => (M::Psraw, 16),
        Psrad => (M::Psrad, 16),
        Addsubpd => (M::Addsubpd, 16),
        Addsubps => (M::Addsubps, 16),
        Haddpd => (M::Haddpd, 16),
        Haddps => (M::Haddps, 16),
        Hsubpd => (M::Hsubpd, 16),
        Hsubps => (M::Hsubps, 16),
        Pshufb => (M::Pshufb, 16),
        Phaddw => (M::Phaddw, 16),
        Phaddd => (M::Phaddd, 16),
        Phaddsw => (M::Phaddsw, 16),
        Pmaddubsw => (M::Pmaddubsw, 16),
        Phsubw => (M::Phsubw, 16),
        Phsubd => (M::Phsubd, 16),
        Phsubsw => (M::Phsubsw, 16),
        Psignb => (M::Psignb, 16),
        Psignw => (M::Psignw, 16),
        Psignd => (M::Psignd, 16),
        Pmulhrsw => (M::Pmulhrsw, 16),
        Packusdw => (M::Packusdw, 16),
        Phminposuw => (M::Phminposuw, 16),
        Aesimc => (M::Aesimc, 16),
        Aesenc => (M::Aesenc, 16),
        Aesenclast => (M::Aesenclast, 16),
        Aesdec => (M::Aesdec, 16),
        Aesdeclast => (M::Aesdeclast, 16),
        Roundps => (M::Roundps, 16),
        Roundpd => (M::Roundpd, 16),
        Dpps => (M::Dpps, 16),
        Dppd => (M::Dppd, 16),
        Insertps => (M::Insertps, 4),
        Mpsadbw => (M::Mpsadbw, 16),
        Pclmulqdq => (M::Pclmulqdq, 16),
        Aeskeygenassist => (M::Aeskeygenassist, 16),
    }
}

/// What an intrinsic-only instruction must disassemble to, or `None` if
/// the encoder must refuse it.
pub fn model_ext(inst: &Inst) -> Option<(M, Vec<X>)> {
    use OperandSize::*;
    Some(match *inst {
        Inst::SseX {
            op,
            dst,
            ref src2,
            imm: i,
            ..
        } => {
            let (mn, sz) = sse_x_mn(op);
            let mut ops = vec![X::R(ix(hw(dst))), rm_sized(src2, true, sz)];
            if op.has_imm() {
                ops.push(X::I(i as u64));
            }
            (mn, ops)
        }
        Inst::Pinsr {
            op,
            dst,
            ref src2,
            imm: i,
            ..
        } => {
            let (mn, bytes) = match op {
                PinsrOp::Pinsrb => (M::Pinsrb, 1),
                PinsrOp::Pinsrw => (M::Pinsrw, 2),
                PinsrOp::Pinsrd => (M::Pinsrd, 4),
                PinsrOp::Pinsrq => (M::Pinsrq, 8),
            };
            let src = match src2 {
                RegMem::Reg(r) => X::R(ig(hw(*r), bytes.max(4))),
                RegMem::Mem(a) => mem(a, bytes as usize),
            };
            (mn, vec![X::R(ix(hw(dst))), src, X::I(i as u64)])
        }
        Inst::Pextr {
            op,
            dst,
            src,
            imm: i,
        } => {
            let (mn, bytes) = match op {
                PextrOp::Pextrb => (M::Pextrb, 4),
                PextrOp::Pextrw => (M::Pextrw, 4),
                PextrOp::Pextrd => (M::Pextrd, 4),
                PextrOp::Pextrq => (M::Pextrq, 8),
            };
            (
                mn,
                vec![X::R(ig(hw(dst), bytes)), X::R(ix(hw(src))), X::I(i as u64)],
            )
        }
        Inst::XmmToGprX {
            op,
            size,
            dst,
            ref src,
        } => {
            let (mn, sz) = match op {
                XmmToGprOp::Movmskps | XmmToGprOp::Movmskpd | XmmToGprOp::Pmovmskb => {
                    if size != S32 || matches!(src, RegMem::Mem(_)) {
                        return None;
                    }
                    let mn = match op {
                        XmmToGprOp::Movmskps => M::Movmskps,
                        XmmToGprOp::Movmskpd => M::Movmskpd,
                        _ => M::Pmovmskb,
                    };
                    (mn, 16)
                }
                XmmToGprOp::Cvtss2si => (M::Cvtss2si, 4),
                XmmToGprOp::Cvtsd2si => (M::Cvtsd2si, 8),
            };
            if !matches!(size, S32 | S64) {
                return None;
            }
            (
                mn,
                vec![X::R(ig(hw(dst), size.bytes())), rm_sized(src, true, sz)],
            )
        }
        Inst::XmmFlags { op, lhs, ref rhs } => {
            let (mn, sz) = match op {
                XmmFlagsOp::Comiss => (M::Comiss, 4),
                XmmFlagsOp::Comisd => (M::Comisd, 8),
                XmmFlagsOp::Ptest => (M::Ptest, 16),
            };
            (mn, vec![X::R(ix(hw(lhs))), rm_sized(rhs, true, sz)])
        }
        Inst::Crc32 {
            size,
            dst,
            ref src2,
            ..
        } => {
            let d = if size == S64 { 8 } else { 4 };
            (
                M::Crc32,
                vec![X::R(ig(hw(dst), d)), rm_sized(src2, false, size.bytes())],
            )
        }
        Inst::Bmi {
            op,
            size,
            dst,
            vvvv,
            ref rm,
        } => {
            if !matches!(size, S32 | S64) {
                return None;
            }
            let n = size.bytes();
            let (d, v, r) = (
                X::R(ig(hw(dst), n)),
                X::R(ig(hw(vvvv), n)),
                rm_sized(rm, false, n),
            );
            match op {
                BmiOp::Bextr => (M::Bextr, vec![d, r, v]),
                BmiOp::Bzhi => (M::Bzhi, vec![d, r, v]),
                BmiOp::Pdep => (M::Pdep, vec![d, v, r]),
                BmiOp::Pext => (M::Pext, vec![d, v, r]),
            }
        }
        Inst::PcmpIstr {
            mask, a, b, imm: i, ..
        } => (
            if mask { M::Pcmpistrm } else { M::Pcmpistri },
            vec![X::R(ix(hw(a))), X::R(ix(hw(b))), X::I(i as u64)],
        ),
        Inst::PcmpEstr {
            mask, a, b, imm: i, ..
        } => (
            if mask { M::Pcmpestrm } else { M::Pcmpestri },
            vec![X::R(ix(hw(a))), X::R(ix(hw(b))), X::I(i as u64)],
        ),
        Inst::MemCtl { op, ref addr } => match op {
            MemCtlOp::Ldmxcsr => (M::Ldmxcsr, vec![mem(addr, 4)]),
            MemCtlOp::Stmxcsr => (M::Stmxcsr, vec![mem(addr, 4)]),
            MemCtlOp::Clflush => (M::Clflush, vec![mem(addr, 1)]),
        },
        Inst::Fence { op } => match op {
            FenceOp::Sfence => (M::Sfence, vec![]),
            FenceOp::Lfence => (M::Lfence, vec![]),
            FenceOp::Pause => (M::Pause, vec![]),
        },
        // The first operand is the implicit `[rdi]` (iced's
        // `OpKind::MemorySegRDI`, which `decoded_ops` shows as `I(0)`; the
        // test checks its kind).
        Inst::MaskMovdqu { src, mask, .. } => (
            M::Maskmovdqu,
            vec![X::I(0), X::R(ix(hw(src))), X::R(ix(hw(mask)))],
        ),
        Inst::VMaskMov {
            op,
            store,
            data,
            mask,
            ref addr,
        } => {
            let mn = match (op, store) {
                (VMaskOp::Ps, _) => M::Vmaskmovps,
                (VMaskOp::Pd, _) => M::Vmaskmovpd,
                (VMaskOp::D, _) => M::Vpmaskmovd,
                (VMaskOp::Q, _) => M::Vpmaskmovq,
            };
            let (d, m) = (X::R(ix(hw(data))), X::R(ix(hw(mask))));
            if store {
                (mn, vec![mem(addr, 16), m, d])
            } else {
                (mn, vec![d, m, mem(addr, 16)])
            }
        }
        Inst::Fma3 {
            op,
            dst,
            src2,
            src3,
            ..
        } => {
            let mn = match op {
                Fma3Op::Vfmaddsub213ps => M::Vfmaddsub213ps,
                Fma3Op::Vfmaddsub213pd => M::Vfmaddsub213pd,
                Fma3Op::Vfmadd213ps => M::Vfmadd213ps,
                Fma3Op::Vfmadd213pd => M::Vfmadd213pd,
                Fma3Op::Vfmadd213ss => M::Vfmadd213ss,
                Fma3Op::Vfmadd213sd => M::Vfmadd213sd,
            };
            (
                mn,
                vec![X::R(ix(hw(dst))), X::R(ix(hw(src2))), X::R(ix(hw(src3)))],
            )
        }
        Inst::Vcvtps2ph { dst, src, imm } => (
            M::Vcvtps2ph,
            vec![X::R(ix(hw(dst))), X::R(ix(hw(src))), X::I(imm as u64)],
        ),
        Inst::Vzero { all } => (if all { M::Vzeroall } else { M::Vzeroupper }, vec![]),
        _ => panic!("not an intrinsic-only instruction: {inst:?}"),
    })
}
