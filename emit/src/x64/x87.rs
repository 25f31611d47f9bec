//! x87 encodings for [`kiln_targets::x64::Inst::X87`]: each operation is a
//! short fixed sequence over the frame scratch slot (`fld`/`fild` from it,
//! the operation on the register stack, `fstp`/`fistp` back), leaving the
//! register stack as it found it.

use super::enc::{Imm, Mem, Rm, emit_rm, op1, op2};
use crate::buffer::CodeBuffer;
use crate::{EmitError, err};
use kiln_targets::x64::X87Op;
use kiln_targets::x64::x87::{X87_A, X87_B, X87_CW, X87_R};

/// `opcode /digit` with memory operand `[m + off]`.
fn mem_op(b: &mut CodeBuffer, opcode: u8, digit: u8, m: &Mem, off: i32) {
    let mut at = *m;
    at.disp = at.disp.wrapping_add(off);
    emit_rm(b, 0, false, op1(opcode), digit, &Rm::Mem(at), 0, Imm::None);
}

/// Two register-stack opcode bytes (`faddp st(1), st`, `fsqrt`, …).
fn raw2(b: &mut CodeBuffer, x: u8, y: u8) {
    b.reserve(2);
    b.put(&[x, y]);
}

/// `fld tbyte [m + off]`.
fn fld80(b: &mut CodeBuffer, m: &Mem, off: i32) {
    mem_op(b, 0xDB, 5, m, off);
}

/// `fstp tbyte [m + off]`.
fn fstp80(b: &mut CodeBuffer, m: &Mem, off: i32) {
    mem_op(b, 0xDB, 7, m, off);
}

/// Emits operation `op` over the scratch slot at `m` (already resolved; it
/// must not be based on `r11`, which [`X87Op::ToI64`] uses).
pub(crate) fn x87(b: &mut CodeBuffer, op: X87Op, m: &Mem) -> Result<(), EmitError> {
    if m.base == 11 {
        return err("x87 scratch slot addressed through r11");
    }
    match op {
        X87Op::Add | X87Op::Sub | X87Op::Mul | X87Op::Div => {
            // st(1) = A, st(0) = B; `f<op>p st(1), st` computes A op B.
            fld80(b, m, X87_A);
            fld80(b, m, X87_B);
            let modrm = match op {
                X87Op::Add => 0xC1,
                X87Op::Mul => 0xC9,
                X87Op::Sub => 0xE9,
                _ => 0xF9,
            };
            raw2(b, 0xDE, modrm);
            fstp80(b, m, X87_R);
        }
        X87Op::Sqrt => {
            fld80(b, m, X87_A);
            raw2(b, 0xD9, 0xFA);
            fstp80(b, m, X87_R);
        }
        X87Op::Cmp => {
            // st(0) = A, st(1) = B; `fucomip st, st(1)`; `fstp st(0)`.
            fld80(b, m, X87_B);
            fld80(b, m, X87_A);
            raw2(b, 0xDF, 0xE9);
            raw2(b, 0xDD, 0xD8);
        }
        X87Op::FromF32 | X87Op::FromF64 => {
            mem_op(
                b,
                if op == X87Op::FromF32 { 0xD9 } else { 0xDD },
                0,
                m,
                X87_A,
            );
            fstp80(b, m, X87_R);
        }
        X87Op::ToF32 | X87Op::ToF64 => {
            fld80(b, m, X87_A);
            mem_op(b, if op == X87Op::ToF32 { 0xD9 } else { 0xDD }, 3, m, X87_R);
        }
        X87Op::FromI64 | X87Op::FromU64 => {
            mem_op(b, 0xDF, 5, m, X87_A);
            if op == X87Op::FromU64 {
                // fadd dword [B]
                mem_op(b, 0xD8, 0, m, X87_B);
            }
            fstp80(b, m, X87_R);
        }
        X87Op::ToI64 => {
            // fnstcw [CW]; movzx r11d, word [CW]; or r11d, 0xC00 (round
            // toward zero); mov [CW+2], r11w; fldcw [CW+2];
            // fld tbyte [A]; fistp qword [R]; fldcw [CW].
            mem_op(b, 0xD9, 7, m, X87_CW);
            let mut cw = *m;
            cw.disp = cw.disp.wrapping_add(X87_CW);
            emit_rm(b, 0, false, op2(0x0F, 0xB7), 11, &Rm::Mem(cw), 0, Imm::None);
            emit_rm(b, 0, false, op1(0x81), 1, &Rm::Reg(11), 0, Imm::D(0xC00));
            let mut cw2 = cw;
            cw2.disp = cw2.disp.wrapping_add(2);
            emit_rm(
                b,
                super::enc::P66,
                false,
                op1(0x89),
                11,
                &Rm::Mem(cw2),
                0,
                Imm::None,
            );
            mem_op(b, 0xD9, 5, m, X87_CW + 2);
            fld80(b, m, X87_A);
            mem_op(b, 0xDF, 7, m, X87_R);
            mem_op(b, 0xD9, 5, m, X87_CW);
        }
        X87Op::PopSt0 => fstp80(b, m, X87_R),
        X87Op::PushSt0 => fld80(b, m, X87_A),
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use iced_x86::{Decoder, DecoderOptions, Mnemonic, OpKind, Register};

    /// Encodes `op` over `[rbp - 64]` (or `[r13 + 200]`) and decodes it.
    fn decode(op: X87Op, base: u8, disp: i32) -> Vec<iced_x86::Instruction> {
        let mut b = CodeBuffer::new();
        b.clear(16);
        x87(&mut b, op, &Mem::base(base, disp)).unwrap();
        let code = b.bytes().to_vec();
        let mut d = Decoder::with_ip(64, &code, 0, DecoderOptions::NONE);
        let mut out = Vec::new();
        while d.can_decode() {
            let i = d.decode();
            assert!(!i.is_invalid(), "{op:?}: invalid bytes {code:02x?}");
            out.push(i);
        }
        out
    }

    /// (mnemonic, memory displacement relative to the slot and memory size
    /// in bytes, or register-stack operands) of each expected instruction.
    #[derive(Debug)]
    enum E {
        M(Mnemonic, i32, usize),
        R(Mnemonic, &'static [Register]),
    }

    fn expected(op: X87Op) -> Vec<E> {
        use E::*;
        use Mnemonic as N;
        use Register::{ST0, ST1};
        let arith = |n| {
            vec![
                M(N::Fld, 0, 10),
                M(N::Fld, 16, 10),
                R(n, &[ST1, ST0]),
                M(N::Fstp, 32, 10),
            ]
        };
        match op {
            X87Op::Add => arith(N::Faddp),
            X87Op::Sub => arith(N::Fsubp),
            X87Op::Mul => arith(N::Fmulp),
            X87Op::Div => arith(N::Fdivp),
            X87Op::Sqrt => vec![M(N::Fld, 0, 10), R(N::Fsqrt, &[]), M(N::Fstp, 32, 10)],
            X87Op::Cmp => vec![
                M(N::Fld, 16, 10),
                M(N::Fld, 0, 10),
                R(N::Fucomip, &[ST0, ST1]),
                R(N::Fstp, &[ST0]),
            ],
            X87Op::FromF32 => vec![M(N::Fld, 0, 4), M(N::Fstp, 32, 10)],
            X87Op::FromF64 => vec![M(N::Fld, 0, 8), M(N::Fstp, 32, 10)],
            X87Op::ToF32 => vec![M(N::Fld, 0, 10), M(N::Fstp, 32, 4)],
            X87Op::ToF64 => vec![M(N::Fld, 0, 10), M(N::Fstp, 32, 8)],
            X87Op::FromI64 => vec![M(N::Fild, 0, 8), M(N::Fstp, 32, 10)],
            X87Op::FromU64 => vec![M(N::Fild, 0, 8), M(N::Fadd, 16, 4), M(N::Fstp, 32, 10)],
            X87Op::ToI64 => vec![
                M(N::Fnstcw, 44, 2),
                M(N::Movzx, 44, 2),
                R(N::Or, &[]),
                M(N::Mov, 46, 2),
                M(N::Fldcw, 46, 2),
                M(N::Fld, 0, 10),
                M(N::Fistp, 32, 8),
                M(N::Fldcw, 44, 2),
            ],
            X87Op::PopSt0 => vec![M(N::Fstp, 32, 10)],
            X87Op::PushSt0 => vec![M(N::Fld, 0, 10)],
        }
    }

    #[test]
    fn every_x87_operation_decodes_as_modelled() {
        for (base, reg, disp) in [(5u8, Register::RBP, -64), (13, Register::R13, 200)] {
            for op in X87Op::ALL {
                let got = decode(op, base, disp);
                let want = expected(op);
                assert_eq!(got.len(), want.len(), "{op:?}: {got:?}");
                for (i, w) in got.iter().zip(&want) {
                    match *w {
                        E::M(mn, off, size) => {
                            assert_eq!(i.mnemonic(), mn, "{op:?}: {i}");
                            assert!(
                                (0..i.op_count()).any(|k| i.op_kind(k) == OpKind::Memory),
                                "{op:?}: {i} has no memory operand"
                            );
                            assert_eq!(i.memory_base(), reg, "{op:?}: {i}");
                            assert_eq!(i.memory_index(), Register::None, "{op:?}: {i}");
                            assert_eq!(
                                i.memory_displacement64() as i64,
                                (disp + off) as i64,
                                "{op:?}: {i}"
                            );
                            assert_eq!(i.memory_size().size(), size, "{op:?}: {i}");
                        }
                        E::R(mn, regs) => {
                            assert_eq!(i.mnemonic(), mn, "{op:?}: {i}");
                            if mn == Mnemonic::Or {
                                assert_eq!(i.op0_register(), Register::R11D, "{op:?}: {i}");
                                assert_eq!(i.immediate(1), 0xC00, "{op:?}: {i}");
                                continue;
                            }
                            let ops: Vec<Register> =
                                (0..i.op_count()).map(|k| i.op_register(k)).collect();
                            assert_eq!(ops, regs, "{op:?}: {i}");
                        }
                    }
                }
            }
        }
    }

    #[test]
    fn movzx_and_store_use_r11() {
        let got = decode(X87Op::ToI64, 5, -64);
        assert_eq!(got[1].op0_register(), Register::R11D);
        assert_eq!(got[3].op1_register(), Register::R11W);
    }

    #[test]
    fn refuses_a_slot_based_on_r11() {
        let mut b = CodeBuffer::new();
        b.clear(16);
        assert!(x87(&mut b, X87Op::Add, &Mem::base(11, 0)).is_err());
    }
}
