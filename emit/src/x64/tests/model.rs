//! An independent model of what each instruction means in Intel syntax:
//! the mnemonic and operands a disassembler must show. Written from the
//! instruction set reference, not from the encoder.

use super::{X, ig, imm, ix, mem};
use iced_x86::{Mnemonic as M, Register};
use kiln_targets::Reg;
use kiln_targets::x64::*;

fn hw(r: Reg) -> u8 {
    r.as_physical().unwrap().hw()
}

fn bytes(s: OperandSize) -> u8 {
    s.bytes()
}

fn gr(r: Reg, s: OperandSize) -> X {
    X::R(ig(hw(r), bytes(s)))
}

fn xr(r: Reg) -> X {
    X::R(ix(hw(r)))
}

fn rm_g(rm: &RegMem, s: OperandSize) -> X {
    match rm {
        RegMem::Reg(r) => gr(*r, s),
        RegMem::Mem(a) => mem(a, bytes(s) as usize),
    }
}

fn rm_x(rm: &RegMem, size: usize) -> X {
    match rm {
        RegMem::Reg(r) => xr(*r),
        RegMem::Mem(a) => mem(a, size),
    }
}

fn rmi(rmi: &RegMemImm, s: OperandSize) -> X {
    match rmi {
        RegMemImm::Reg(r) => gr(*r, s),
        RegMemImm::Mem(a) => mem(a, bytes(s) as usize),
        RegMemImm::Imm(i) => imm(*i as i64, bytes(s)),
    }
}

fn cc_mn(cc: Cond, set: bool) -> M {
    use Cond::*;
    let (s, c) = match cc {
        O => (M::Seto, M::Cmovo),
        NO => (M::Setno, M::Cmovno),
        B => (M::Setb, M::Cmovb),
        AE => (M::Setae, M::Cmovae),
        E => (M::Sete, M::Cmove),
        NE => (M::Setne, M::Cmovne),
        BE => (M::Setbe, M::Cmovbe),
        A => (M::Seta, M::Cmova),
        S => (M::Sets, M::Cmovs),
        NS => (M::Setns, M::Cmovns),
        P => (M::Setp, M::Cmovp),
        NP => (M::Setnp, M::Cmovnp),
        L => (M::Setl, M::Cmovl),
        GE => (M::Setge, M::Cmovge),
        LE => (M::Setle, M::Cmovle),
        G => (M::Setg, M::Cmovg),
    };
    if set { s } else { c }
}

/// Mnemonic and memory-operand size of an SSE operation.
pub fn sse_mn(op: SseOp) -> (M, usize) {
    use SseOp::*;
    match op {
        Addss => (M::Addss, 4),
        Addsd => (M::Addsd, 8),
        Subss => (M::Subss, 4),
        Subsd => (M::Subsd, 8),
        Mulss => (M::Mulss, 4),
        Mulsd => (M::Mulsd, 8),
        Divss => (M::Divss, 4),
        Divsd => (M::Divsd, 8),
        Minss => (M::Minss, 4),
        Minsd => (M::Minsd, 8),
        Maxss => (M::Maxss, 4),
        Maxsd => (M::Maxsd, 8),
        Sqrtss => (M::Sqrtss, 4),
        Sqrtsd => (M::Sqrtsd, 8),
        Cvtss2sd => (M::Cvtss2sd, 4),
        Cvtsd2ss => (M::Cvtsd2ss, 8),
        Andps => (M::Andps, 16),
        Andpd => (M::Andpd, 16),
        Andnps => (M::Andnps, 16),
        Andnpd => (M::Andnpd, 16),
        Orps => (M::Orps, 16),
        Orpd => (M::Orpd, 16),
        Xorps => (M::Xorps, 16),
        Xorpd => (M::Xorpd, 16),
        Addps => (M::Addps, 16),
        Addpd => (M::Addpd, 16),
        Subps => (M::Subps, 16),
        Subpd => (M::Subpd, 16),
        Mulps => (M::Mulps, 16),
        Mulpd => (M::Mulpd, 16),
        Divps => (M::Divps, 16),
        Divpd => (M::Divpd, 16),
        Minps => (M::Minps, 16),
        Minpd => (M::Minpd, 16),
        Maxps => (M::Maxps, 16),
        Maxpd => (M::Maxpd, 16),
        Sqrtps => (M::Sqrtps, 16),
        Sqrtpd => (M::Sqrtpd, 16),
        Paddb => (M::Paddb, 16),
        Paddw => (M::Paddw, 16),
        Paddd => (M::Paddd, 16),
        Paddq => (M::Paddq, 16),
        Psubb => (M::Psubb, 16),
        Psubw => (M::Psubw, 16),
        Psubd => (M::Psubd, 16),
        Psubq => (M::Psubq, 16),
        Pmullw => (M::Pmullw, 16),
        Pmuludq => (M::Pmuludq, 16),
        Pand => (M::Pand, 16),
        Pandn => (M::Pandn, 16),
        Por => (M::Por, 16),
        Pxor => (M::Pxor, 16),
        Pcmpeqb => (M::Pcmpeqb, 16),
        Pcmpeqw => (M::Pcmpeqw, 16),
        Pcmpeqd => (M::Pcmpeqd, 16),
        Pcmpgtb => (M::Pcmpgtb, 16),
        Pcmpgtw => (M::Pcmpgtw, 16),
        Pcmpgtd => (M::Pcmpgtd, 16),
        Punpcklbw => (M::Punpcklbw, 16),
        Punpcklwd => (M::Punpcklwd, 16),
        Punpckldq => (M::Punpckldq, 16),
        Punpcklqdq => (M::Punpcklqdq, 16),
        Punpckhqdq => (M::Punpckhqdq, 16),
        Unpcklps => (M::Unpcklps, 16),
        Unpcklpd => (M::Unpcklpd, 16),
        Cvtdq2ps => (M::Cvtdq2ps, 16),
        Cvttps2dq => (M::Cvttps2dq, 16),
        Cvtdq2pd => (M::Cvtdq2pd, 8),
        Cvttpd2dq => (M::Cvttpd2dq, 16),
    }
}

/// Mnemonic, memory size, and whether it is a shift by immediate (one
/// register operand).
pub fn sse_imm_mn(op: SseImmOp) -> (M, usize, bool) {
    use SseImmOp::*;
    match op {
        Cmpss => (M::Cmpss, 4, false),
        Cmpsd => (M::Cmpsd, 8, false),
        Cmpps => (M::Cmpps, 16, false),
        Cmppd => (M::Cmppd, 16, false),
        Shufps => (M::Shufps, 16, false),
        Pshufd => (M::Pshufd, 16, false),
        Pshuflw => (M::Pshuflw, 16, false),
        Pshufhw => (M::Pshufhw, 16, false),
        Roundss => (M::Roundss, 4, false),
        Roundsd => (M::Roundsd, 8, false),
        PsllwImm => (M::Psllw, 0, true),
        PslldImm => (M::Pslld, 0, true),
        PsllqImm => (M::Psllq, 0, true),
        PsrlwImm => (M::Psrlw, 0, true),
        PsrldImm => (M::Psrld, 0, true),
        PsrlqImm => (M::Psrlq, 0, true),
        PsrawImm => (M::Psraw, 0, true),
        PsradImm => (M::Psrad, 0, true),
        PslldqImm => (M::Pslldq, 0, true),
        PsrldqImm => (M::Psrldq, 0, true),
    }
}

/// What `inst` must disassemble to, or `None` if the encoder must refuse it.
pub fn model(inst: &Inst) -> Option<(M, Vec<X>)> {
    use OperandSize::*;
    Some(match *inst {
        Inst::Alu {
            size,
            op,
            dst,
            ref src2,
            ..
        } => {
            let mn = match op {
                AluOp::Add => M::Add,
                AluOp::Adc => M::Adc,
                AluOp::Sub => M::Sub,
                AluOp::Sbb => M::Sbb,
                AluOp::And => M::And,
                AluOp::Or => M::Or,
                AluOp::Xor => M::Xor,
            };
            (mn, vec![gr(dst, size), rmi(src2, size)])
        }
        Inst::Cmp { size, lhs, ref rhs } => (M::Cmp, vec![gr(lhs, size), rmi(rhs, size)]),
        Inst::JmpInd { ref target } => (M::Jmp, vec![rm_g(target, S64)]),
        Inst::CmpMemImm {
            size,
            ref addr,
            imm: i,
        } => (
            M::Cmp,
            vec![mem(addr, bytes(size) as usize), imm(i as i64, bytes(size))],
        ),
        Inst::TestMemImm {
            size,
            ref addr,
            imm: i,
        } => (
            M::Test,
            vec![mem(addr, bytes(size) as usize), imm(i as i64, bytes(size))],
        ),
        Inst::Test { size, lhs, ref rhs } => match rhs {
            RegMemImm::Mem(a) => (M::Test, vec![mem(a, bytes(size) as usize), gr(lhs, size)]),
            _ => (M::Test, vec![gr(lhs, size), rmi(rhs, size)]),
        },
        Inst::Imul { size: S8, .. } | Inst::ImulImm { size: S8, .. } => return None,
        Inst::Imul {
            size,
            dst,
            ref src2,
            ..
        } => (M::Imul, vec![gr(dst, size), rm_g(src2, size)]),
        Inst::ImulImm {
            size,
            dst,
            ref src,
            imm: i,
        } => (
            M::Imul,
            vec![gr(dst, size), rm_g(src, size), imm(i as i64, bytes(size))],
        ),
        Inst::MulWide { size: S8, .. } | Inst::Div { size: S8, .. } => return None,
        Inst::MulWide {
            size, signed, src2, ..
        } => (if signed { M::Imul } else { M::Mul }, vec![gr(src2, size)]),
        Inst::Div {
            size,
            signed,
            divisor,
            ..
        } => (
            if signed { M::Idiv } else { M::Div },
            vec![gr(divisor, size)],
        ),
        Inst::SignExtendRax { size, .. } => match size {
            S8 => return None,
            S16 => (M::Cwd, vec![]),
            S32 => (M::Cdq, vec![]),
            S64 => (M::Cqo, vec![]),
        },
        Inst::ShiftImm {
            size,
            op,
            dst,
            amount,
            ..
        } => (shift_mn(op), vec![gr(dst, size), X::I(amount as u64)]),
        Inst::ShiftCl { size, op, dst, .. } => {
            (shift_mn(op), vec![gr(dst, size), X::R(Register::CL)])
        }
        Inst::ShiftDoubleCl { size: S8, .. } => return None,
        Inst::ShiftDoubleCl {
            size,
            left,
            dst,
            src2,
            ..
        } => (
            if left { M::Shld } else { M::Shrd },
            vec![gr(dst, size), gr(src2, size), X::R(Register::CL)],
        ),
        Inst::Unary { size, op, dst, .. } => match (op, size) {
            (UnaryOp::Neg, _) => (M::Neg, vec![gr(dst, size)]),
            (UnaryOp::Not, _) => (M::Not, vec![gr(dst, size)]),
            (UnaryOp::Bswap, S8) => return None,
            (UnaryOp::Bswap, S16) => (M::Rol, vec![gr(dst, size), X::I(8)]),
            (UnaryOp::Bswap, _) => (M::Bswap, vec![gr(dst, size)]),
        },
        Inst::BitCount { size: S8, .. } => return None,
        Inst::BitCount {
            size,
            op,
            dst,
            ref src,
        } => {
            let mn = match op {
                BitOp::Bsf => M::Bsf,
                BitOp::Bsr => M::Bsr,
                BitOp::Popcnt => M::Popcnt,
                BitOp::Lzcnt => M::Lzcnt,
                BitOp::Tzcnt => M::Tzcnt,
            };
            (mn, vec![gr(dst, size), rm_g(src, size)])
        }
        Inst::Lea { size: S8, .. } => return None,
        // The address is only the offset: a segment would be dropped.
        Inst::Lea { addr, .. } if addr.segment().is_some() => return None,
        Inst::Lea {
            size,
            dst,
            ref addr,
        } => (M::Lea, vec![gr(dst, size), mem(addr, 0)]),
        Inst::MovRR { size, dst, src } => (M::Mov, vec![gr(dst, size), gr(src, size)]),
        Inst::MovImm { size, dst, imm: i } => match size {
            S32 => (M::Mov, vec![gr(dst, S32), X::I(i as u32 as u64)]),
            S64 if (0..=u32::MAX as i64).contains(&i) => {
                (M::Mov, vec![gr(dst, S32), X::I(i as u64)])
            }
            S64 => (M::Mov, vec![gr(dst, S64), X::I(i as u64)]),
            _ => return None,
        },
        Inst::MovExtRR { ext, dst, src } => {
            let (mn, d, s) = ext_model(ext);
            (mn, vec![gr(dst, d), gr(src, s)])
        }
        Inst::Load { ext, dst, ref addr } => {
            let (mn, d, s) = ext_model(ext);
            (mn, vec![gr(dst, d), mem(addr, bytes(s) as usize)])
        }
        Inst::Store {
            size,
            src,
            ref addr,
        } => (M::Mov, vec![mem(addr, bytes(size) as usize), gr(src, size)]),
        Inst::StoreImm {
            size,
            imm: i,
            ref addr,
        } => (
            M::Mov,
            vec![mem(addr, bytes(size) as usize), imm(i as i64, bytes(size))],
        ),
        Inst::Setcc { cc, dst } => (cc_mn(cc, true), vec![gr(dst, S8)]),
        Inst::Cmov { size: S8, .. } => return None,
        Inst::Cmov {
            size,
            cc,
            dst,
            ref src_true,
            ..
        } => (cc_mn(cc, false), vec![gr(dst, size), rm_g(src_true, size)]),
        Inst::Call {
            target: CallTarget::Indirect(r),
            ..
        } => (M::Call, vec![gr(r, S64)]),
        Inst::Ud2 => (M::Ud2, vec![]),
        Inst::Nop => (M::Nop, vec![]),
        Inst::Cpuid { .. } => (M::Cpuid, vec![]),
        Inst::Rdtsc { .. } => (M::Rdtsc, vec![]),
        Inst::Int3 => (M::Int3, vec![]),
        Inst::Mfence => (M::Mfence, vec![]),
        Inst::GetSp { dst } => (M::Mov, vec![gr(dst, S64), X::R(Register::RSP)]),
        Inst::SetSp { src } => (M::Mov, vec![X::R(Register::RSP), gr(src, S64)]),
        Inst::Sse {
            op, dst, ref src2, ..
        } => {
            let (mn, sz) = sse_mn(op);
            (mn, vec![xr(dst), rm_x(src2, sz)])
        }
        Inst::SseImm {
            op,
            dst,
            ref src2,
            imm: i,
            ..
        } => {
            let (mn, sz, shift) = sse_imm_mn(op);
            if shift {
                (mn, vec![xr(dst), X::I(i as u64)])
            } else {
                (mn, vec![xr(dst), rm_x(src2, sz), X::I(i as u64)])
            }
        }
        Inst::XmmLoad { op, dst, ref addr } => {
            let (mn, sz) = xmm_mem_mn(op);
            (mn, vec![xr(dst), mem(addr, sz)])
        }
        Inst::XmmStore { op, src, ref addr } => {
            let (mn, sz) = xmm_mem_mn(op);
            (mn, vec![mem(addr, sz), xr(src)])
        }
        Inst::XmmMov { dst, src } => (M::Movaps, vec![xr(dst), xr(src)]),
        Inst::GprToXmm { size, dst, ref src } => match size {
            S32 => (M::Movd, vec![xr(dst), rm_g(src, S32)]),
            S64 => (M::Movq, vec![xr(dst), rm_g(src, S64)]),
            _ => return None,
        },
        Inst::XmmToGpr { size, dst, src } => match size {
            S32 => (M::Movd, vec![gr(dst, S32), xr(src)]),
            S64 => (M::Movq, vec![gr(dst, S64), xr(src)]),
            _ => return None,
        },
        Inst::CvtIntToFloat { size: S8 | S16, .. } | Inst::CvtFloatToInt { size: S8 | S16, .. } => {
            return None;
        }
        Inst::CvtIntToFloat {
            size,
            double,
            dst,
            ref src,
        } => (
            if double { M::Cvtsi2sd } else { M::Cvtsi2ss },
            vec![xr(dst), rm_g(src, size)],
        ),
        Inst::CvtFloatToInt {
            size,
            double,
            dst,
            ref src,
        } => (
            if double { M::Cvttsd2si } else { M::Cvttss2si },
            vec![gr(dst, size), rm_x(src, if double { 8 } else { 4 })],
        ),
        Inst::Ucomis {
            double,
            lhs,
            ref rhs,
        } => (
            if double { M::Ucomisd } else { M::Ucomiss },
            vec![xr(lhs), rm_x(rhs, if double { 8 } else { 4 })],
        ),
        Inst::LockCmpxchg {
            size,
            ref addr,
            replacement,
            ..
        } => (
            M::Cmpxchg,
            vec![mem(addr, bytes(size) as usize), gr(replacement, size)],
        ),
        Inst::LockXadd {
            size,
            ref addr,
            src,
            ..
        } => (
            M::Xadd,
            vec![mem(addr, bytes(size) as usize), gr(src, size)],
        ),
        Inst::Xchg {
            size,
            ref addr,
            src,
            ..
        } => (
            M::Xchg,
            vec![mem(addr, bytes(size) as usize), gr(src, size)],
        ),
        Inst::SseX { .. }
        | Inst::Pinsr { .. }
        | Inst::Pextr { .. }
        | Inst::XmmToGprX { .. }
        | Inst::XmmFlags { .. }
        | Inst::Crc32 { .. }
        | Inst::Bmi { .. }
        | Inst::PcmpIstr { .. }
        | Inst::PcmpEstr { .. }
        | Inst::MemCtl { .. }
        | Inst::Fence { .. }
        | Inst::MaskMovdqu { .. }
        | Inst::VMaskMov { .. }
        | Inst::Fma3 { .. }
        | Inst::Vcvtps2ph { .. }
        | Inst::Vzero { .. } => return super::model_ext::model_ext(inst),
        _ => panic!("no single-instruction model for {inst:?}"),
    })
}

fn shift_mn(op: ShiftOp) -> M {
    match op {
        ShiftOp::Shl => M::Shl,
        ShiftOp::Shr => M::Shr,
        ShiftOp::Sar => M::Sar,
        ShiftOp::Rol => M::Rol,
        ShiftOp::Ror => M::Ror,
    }
}

fn ext_model(ext: ExtMode) -> (M, OperandSize, OperandSize) {
    use OperandSize::*;
    match ext {
        ExtMode::None64 => (M::Mov, S64, S64),
        ExtMode::None32 => (M::Mov, S32, S32),
        ExtMode::ZeroExt8 => (M::Movzx, S32, S8),
        ExtMode::ZeroExt16 => (M::Movzx, S32, S16),
        ExtMode::SignExt8 => (M::Movsx, S64, S8),
        ExtMode::SignExt16 => (M::Movsx, S64, S16),
        ExtMode::SignExt32 => (M::Movsxd, S64, S32),
    }
}

fn xmm_mem_mn(op: XmmMemOp) -> (M, usize) {
    match op {
        XmmMemOp::Movss => (M::Movss, 4),
        XmmMemOp::Movsd => (M::Movsd, 8),
        XmmMemOp::Movups => (M::Movups, 16),
        XmmMemOp::Movdqu => (M::Movdqu, 16),
    }
}
