//! `llvm.is.fpclass` on `x86_fp80`, exactly as LLVM 19 lowers it for
//! x86-64, so that the non-canonical encodings (pseudo-NaNs,
//! pseudo-infinities, unnormals and pseudo-denormals) classify as in the
//! native build.
//!
//! LLVM first tries two floating-point compares (x87 `fucomi`, which
//! reports unordered for NaNs and for the encodings the x87 does not
//! support: unnormals, pseudo-infinities, pseudo-NaNs): `fcNan` (or its
//! complement) is `fcmp uno x, x` (`ord`), and `fcZero|fcNan` (or its
//! complement) is `fcmp ueq x, 0.0` (`one`). Every other mask takes the
//! integer expansion on the 80 bits, where the unsupported encodings and
//! the pseudo-denormals (exponent 0, integer bit set) count as NaNs when
//! the whole of `fcNan` is tested, `fcZero|fcSubnormal` together is
//! "exponent 0", and normals need the integer bit. Masks whose complement
//! is simpler are tested by the complement and inverted, which is what
//! makes, for example, `~fcNan` differ from `fcInf|fcNormal|fcSubnormal|
//! fcZero` on a pseudo-denormal. (The x87 compares themselves are computed
//! on the integer bits here, with the same answers.)

use crate::lower::{LResult, Lower};
use kiln_ir::Value;
use kiln_targets::Reg;
use kiln_targets::x64::{AluOp, Cond, Inst, OperandSize, RegMemImm, ShiftOp};

/// The `llvm.is.fpclass` mask bits.
const SNAN: u32 = 1 << 0;
const QNAN: u32 = 1 << 1;
const NEG_INF: u32 = 1 << 2;
const NEG_NORMAL: u32 = 1 << 3;
const NEG_SUB: u32 = 1 << 4;
const NEG_ZERO: u32 = 1 << 5;
const POS_ZERO: u32 = 1 << 6;
const POS_SUB: u32 = 1 << 7;
const POS_NORMAL: u32 = 1 << 8;
const POS_INF: u32 = 1 << 9;
const NAN: u32 = SNAN | QNAN;
const INF: u32 = NEG_INF | POS_INF;
const NORMAL: u32 = NEG_NORMAL | POS_NORMAL;
const SUB: u32 = NEG_SUB | POS_SUB;
const ZERO: u32 = NEG_ZERO | POS_ZERO;
const POS_FINITE: u32 = POS_NORMAL | POS_SUB | POS_ZERO;
const NEG_FINITE: u32 = NEG_NORMAL | NEG_SUB | NEG_ZERO;
const ALL: u32 = 0x3ff;

/// The integer bit of the significand.
const INT_BIT: i64 = 1 << 63;
/// The significand of a quiet NaN's smallest encoding (integer and quiet bits).
const QUIET: i64 = 3 << 62;

/// LLVM's `invertFPClassTestIfSimpler`: the complement of `test` when
/// testing it is simpler (then the result is inverted), else `None`.
fn invert_if_simpler(test: u32, use_fcmp: bool) -> Option<u32> {
    let inv = !test & ALL;
    let simple = [
        NAN,
        SNAN,
        QNAN,
        INF,
        POS_INF,
        NEG_INF,
        NORMAL,
        POS_NORMAL,
        NEG_NORMAL,
        SUB,
        POS_SUB,
        NEG_SUB,
        ZERO,
        POS_ZERO,
        NEG_ZERO,
        POS_FINITE | NEG_FINITE,
        POS_FINITE,
        NEG_FINITE,
        ZERO | NAN,
        SUB | ZERO,
        SUB | ZERO | NAN,
    ];
    if simple.contains(&inv)
        || (use_fcmp && [INF | NAN, POS_INF | NAN, NEG_INF | NAN].contains(&inv))
    {
        Some(inv)
    } else {
        None
    }
}

/// The fields of an `x86_fp80` as 0/1 and small-integer registers.
struct Fields {
    /// The 64-bit significand (bit 63 is the integer bit).
    m: Reg,
    /// The biased exponent (15 bits).
    e: Reg,
    /// The sign (0 or 1).
    s: Reg,
    /// The integer bit (0 or 1).
    ib: Reg,
}

impl Lower<'_> {
    /// `0/1 = lhs cc imm` (64-bit compare with a constant).
    fn f80_flag(&mut self, cc: Cond, lhs: Reg, imm: i64) -> Reg {
        let k = self.imm64(imm);
        self.flag(cc, lhs, k)
    }

    /// `a op b` on 0/1 registers.
    fn f80_logic(&mut self, op: AluOp, a: Reg, b: Reg) -> Reg {
        self.alu32(op, a, b)
    }

    /// `src op imm` in a new register.
    fn f80_imm_op(&mut self, size: OperandSize, op: AluOp, imm: i32, src: Reg) -> Reg {
        let dst = self.new_int();
        self.emit(Inst::Alu {
            size,
            op,
            dst,
            src1: src,
            src2: RegMemImm::Imm(imm),
        });
        dst
    }

    /// `src >> amount` (logical) in a new register.
    fn f80_shr(&mut self, size: OperandSize, amount: u8, src: Reg) -> Reg {
        let dst = self.new_int();
        self.emit(Inst::ShiftImm {
            size,
            op: ShiftOp::Shr,
            dst,
            src,
            amount,
        });
        dst
    }

    /// `!a` on a 0/1 register.
    fn f80_not(&mut self, a: Reg) -> Reg {
        let one = self.imm64(1);
        self.alu32(AluOp::Xor, a, one)
    }

    /// `r` and the sign condition of a check on the classes `pc` (some of
    /// a pair of a positive class `pos` and its negative): the sign clear if
    /// only the positive one is tested, set if only the negative one.
    fn f80_signed(&mut self, r: Reg, pc: u32, pos: u32, f: &Fields) -> Reg {
        if pc == pos {
            let ns = self.f80_not(f.s);
            self.f80_logic(AluOp::And, r, ns)
        } else if pc & pos == 0 {
            self.f80_logic(AluOp::And, r, f.s)
        } else {
            r
        }
    }

    /// 1 if the x87 reports `x` unordered: a NaN, or an encoding it does
    /// not support (exponent not 0 and the integer bit clear).
    fn f80_unordered(&mut self, f: &Fields) -> Reg {
        let top = self.f80_flag(Cond::E, f.e, 0x7fff);
        let not_inf = self.f80_flag(Cond::NE, f.m, INT_BIT);
        let nan = self.f80_logic(AluOp::And, top, not_inf);
        let e_nz = self.f80_flag(Cond::NE, f.e, 0);
        let no_ib = self.f80_not(f.ib);
        let unsupported = self.f80_logic(AluOp::And, e_nz, no_ib);
        self.f80_logic(AluOp::Or, nan, unsupported)
    }

    /// `x == ±0`: exponent and significand 0.
    fn f80_is_zero(&mut self, f: &Fields) -> Reg {
        let ez = self.f80_flag(Cond::E, f.e, 0);
        let mz = self.f80_flag(Cond::E, f.m, 0);
        self.f80_logic(AluOp::And, ez, mz)
    }

    /// `llvm.is.fpclass(x, mask)` for an `x86_fp80` `x`.
    pub fn lower_is_fpclass_f80(&mut self, x: Value, mask: u32, res: Value) -> LResult<()> {
        let (m, se) = self.pair(x)?;
        let r = self.f80_class_of(m, se, mask);
        let d = self.def1(res)?;
        self.copy_reg(d, r);
        Ok(())
    }

    /// 0/1: whether the `x86_fp80` with significand `m` and sign and
    /// exponent `se` (low 16 bits) is in the classes of `mask`.
    pub(crate) fn f80_class_of(&mut self, m: Reg, se: Reg, mask: u32) -> Reg {
        let e = self.f80_imm_op(OperandSize::S32, AluOp::And, 0x7fff, se);
        let s15 = self.f80_shr(OperandSize::S32, 15, se);
        let s = self.f80_imm_op(OperandSize::S32, AluOp::And, 1, s15);
        let ib = self.f80_shr(OperandSize::S64, 63, m);
        let f = Fields { m, e, s, ib };
        self.f80_class_test(mask & ALL, &f)
    }

    /// The 0/1 result of testing `test` on `f`.
    fn f80_class_test(&mut self, test: u32, f: &Fields) -> Reg {
        if test == 0 {
            return self.imm64(0);
        }
        if test == ALL {
            return self.imm64(1);
        }
        // The floating-point compares.
        let (fp_test, fp_inverted) = match invert_if_simpler(test, true) {
            Some(t) => (t, true),
            None => (test, false),
        };
        if fp_test == ZERO | NAN {
            // fcmp ueq x, 0.0 (or one).
            let uo = self.f80_unordered(f);
            let z = self.f80_is_zero(f);
            let r = self.f80_logic(AluOp::Or, uo, z);
            return if fp_inverted { self.f80_not(r) } else { r };
        }
        if fp_test == NAN {
            // fcmp uno x, x (or ord).
            let uo = self.f80_unordered(f);
            return if fp_inverted { self.f80_not(uo) } else { uo };
        }
        // The integer expansion.
        let (mut test, inverted) = match invert_if_simpler(test, false) {
            Some(t) => (t, true),
            None => (test, false),
        };
        let mut parts = Vec::new();
        if test & (ZERO | SUB) == ZERO | SUB {
            parts.push(self.f80_flag(Cond::E, f.e, 0));
            test &= !(ZERO | SUB);
        }
        let pc = test & ZERO;
        if pc != 0 {
            let z = self.f80_is_zero(f);
            parts.push(self.f80_signed(z, pc, POS_ZERO, f));
        }
        let pc = test & SUB;
        if pc != 0 {
            // Exponent 0, integer bit clear, significand not 0.
            let ez = self.f80_flag(Cond::E, f.e, 0);
            let low = self.f80_flag(Cond::B, f.m, INT_BIT);
            let mnz = self.f80_flag(Cond::NE, f.m, 0);
            let a = self.f80_logic(AluOp::And, ez, low);
            let r = self.f80_logic(AluOp::And, a, mnz);
            parts.push(self.f80_signed(r, pc, POS_SUB, f));
        }
        let pc = test & INF;
        if pc != 0 {
            let top = self.f80_flag(Cond::E, f.e, 0x7fff);
            let inf = self.f80_flag(Cond::E, f.m, INT_BIT);
            let r = self.f80_logic(AluOp::And, top, inf);
            parts.push(self.f80_signed(r, pc, POS_INF, f));
        }
        let pc = test & NAN;
        if pc != 0 {
            let top = self.f80_flag(Cond::E, f.e, 0x7fff);
            let r = match pc {
                NAN => {
                    // abs(x) > inf, or a "pseudo" encoding: the integer bit
                    // set exactly when the exponent is 0.
                    let above = self.f80_flag(Cond::A, f.m, INT_BIT);
                    let nan = self.f80_logic(AluOp::And, top, above);
                    let ez = self.f80_flag(Cond::E, f.e, 0);
                    let pseudo = self.f80_flag(Cond::E, f.ib, 0);
                    let pseudo = self.f80_logic(AluOp::Xor, pseudo, ez);
                    self.f80_logic(AluOp::Or, nan, pseudo)
                }
                QNAN => {
                    let q = self.f80_flag(Cond::AE, f.m, QUIET);
                    self.f80_logic(AluOp::And, top, q)
                }
                _ => {
                    let above = self.f80_flag(Cond::A, f.m, INT_BIT);
                    let sig = self.f80_flag(Cond::B, f.m, QUIET);
                    let a = self.f80_logic(AluOp::And, top, above);
                    self.f80_logic(AluOp::And, a, sig)
                }
            };
            parts.push(r);
        }
        let pc = test & NORMAL;
        if pc != 0 {
            // 1 <= exponent <= 0x7ffe, and the integer bit set.
            let em1 = self.f80_imm_op(OperandSize::S32, AluOp::Sub, 1, f.e);
            let inrange = self.f80_flag(Cond::B, em1, 0x7ffe);
            let r = self.f80_logic(AluOp::And, inrange, f.ib);
            parts.push(self.f80_signed(r, pc, POS_NORMAL, f));
        }
        let mut acc = parts.pop().unwrap_or_else(|| self.imm64(0));
        for p in parts {
            acc = self.f80_logic(AluOp::Or, acc, p);
        }
        if inverted { self.f80_not(acc) } else { acc }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn complements_that_llvm_tests_instead() {
        assert_eq!(invert_if_simpler(ALL & !NAN, false), Some(NAN));
        assert_eq!(invert_if_simpler(POS_FINITE | NEG_FINITE, false), None);
        assert_eq!(
            invert_if_simpler(POS_FINITE | NEG_FINITE, true),
            Some(NAN | INF)
        );
        assert_eq!(
            invert_if_simpler(ALL & !(SUB | ZERO | NAN), false),
            Some(SUB | ZERO | NAN)
        );
        assert_eq!(invert_if_simpler(NAN, true), None);
    }
}
