//! Integer division and remainder by a constant without `div`/`idiv`:
//! multiplication by a "magic" reciprocal and shifts (Granlund and
//! Montgomery, "Division by Invariant Integers using Multiplication",
//! 1994; Warren, "Hacker's Delight", chapter 10), and signed division by a
//! power of two with a rounding bias. `div` costs tens of cycles; these
//! sequences a few. Unsigned division by a power of two is in
//! [`crate::int`]; divisors 0, ±1, `INT_MIN` and unsigned divisors with the
//! top bit set keep the `div` instruction.

use crate::lower::{LResult, Lower};
use kiln_ir::Value;
use kiln_ir::instructions::BinaryOp;
use kiln_targets::Reg;
use kiln_targets::x64::{AluOp, Inst, OperandSize, RegMem, RegMemImm, ShiftOp, UnaryOp};

/// How to divide an unsigned `N`-bit value by a constant.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub(crate) enum UnsignedMagic {
    /// `q = mulhi(x, m) >> shift`.
    Mul {
        /// Multiplier (below `2^N`).
        m: u64,
        /// Shift after the high half.
        shift: u32,
    },
    /// `t = mulhi(x, m); q = (t + ((x - t) >> 1)) >> shift` (the
    /// multiplier is `2^N + m`, one bit too wide).
    MulAdd {
        /// Low `N` bits of the multiplier.
        m: u64,
        /// Final shift.
        shift: u32,
    },
}

/// The magic multiplier for unsigned `N`-bit division by `d` (not 0, not a
/// power of two, below `2^(N-1)`); `n` is 32 or 64.
pub(crate) fn unsigned_magic(d: u64, n: u32) -> UnsignedMagic {
    let d128 = d as u128;
    let l = 64 - (d - 1).leading_zeros(); // ceil(log2 d)
    let sh = l - 1;
    // Round-up multiplier for 2^(N + sh): exact enough when its error is
    // at most 2^sh.
    let p = 1u128 << (n + sh);
    let m = p.div_ceil(d128);
    if m < (1u128 << n) && m * d128 - p <= (1u128 << sh) {
        return UnsignedMagic::Mul {
            m: m as u64,
            shift: sh,
        };
    }
    let m = ((1u128 << n) * ((1u128 << l) - d128)) / d128 + 1;
    UnsignedMagic::MulAdd {
        m: m as u64,
        shift: l - 1,
    }
}

/// The magic multiplier and shift for signed `N`-bit division by `d`
/// (`|d| >= 2`, not a power of two, not `INT_MIN`): `q = mulhs(x, m)`,
/// plus `x` if `d > 0` and `m < 0`, minus `x` if `d < 0` and `m > 0`,
/// arithmetic shift right by `shift`, plus its sign bit.
pub(crate) fn signed_magic(d: i64, n: u32) -> (i64, u32) {
    let mask: u128 = if n == 64 {
        u64::MAX as u128
    } else {
        (1u128 << n) - 1
    };
    let two = 1u128 << (n - 1);
    let ad = d.unsigned_abs() as u128;
    let t = two + u128::from(d < 0);
    let anc = t - 1 - t % ad;
    let mut p = n - 1;
    let (mut q1, mut r1) = (two / anc, two - (two / anc) * anc);
    let (mut q2, mut r2) = (two / ad, two - (two / ad) * ad);
    loop {
        p += 1;
        q1 = (2 * q1) & mask;
        r1 = (2 * r1) & mask;
        if r1 >= anc {
            q1 = (q1 + 1) & mask;
            r1 -= anc;
        }
        q2 = (2 * q2) & mask;
        r2 = (2 * r2) & mask;
        if r2 >= ad {
            q2 = (q2 + 1) & mask;
            r2 -= ad;
        }
        let delta = ad - r2;
        if !(q1 < delta || (q1 == delta && r1 == 0)) {
            break;
        }
    }
    let m = ((q2 + 1) & mask) as u64;
    // Sign-extend from N bits.
    let m = if n == 64 {
        m as i64
    } else {
        ((m << (64 - n)) as i64) >> (64 - n)
    };
    (if d < 0 { m.wrapping_neg() } else { m }, p - n)
}

impl Lower<'_> {
    /// `sdiv`/`udiv`/`srem`/`urem` of `a` by the constant `b` (`bits` of 8,
    /// 16, 32 or 64) without a `div`; `false` when the divisor is one the
    /// caller's `div` handles.
    pub(crate) fn lower_div_by_const(
        &mut self,
        op: BinaryOp,
        a: Value,
        b: Value,
        res: Value,
        bits: u32,
    ) -> LResult<bool> {
        if !matches!(bits, 8 | 16 | 32 | 64) {
            return Ok(false);
        }
        let Some(k) = self.const_int(b) else {
            return Ok(false);
        };
        let signed = matches!(op, BinaryOp::SDiv | BinaryOp::SRem);
        let rem = matches!(op, BinaryOp::SRem | BinaryOp::URem);
        // Narrow types divide as 32-bit values (extended: exact).
        let n = bits.max(32);
        let size = if n == 64 {
            OperandSize::S64
        } else {
            OperandSize::S32
        };
        let d_bits = if bits == 64 {
            k as u64
        } else {
            (k as u64) & ((1u64 << bits) - 1)
        };
        if signed {
            let d = if bits == 64 {
                d_bits as i64
            } else {
                ((d_bits << (64 - bits)) as i64) >> (64 - bits)
            };
            let min = if bits == 64 {
                i64::MIN
            } else {
                -(1i64 << (bits - 1))
            };
            if d.unsigned_abs() < 2 || d == min {
                return Ok(false);
            }
            let x = self.reg(a)?;
            let x = self.sext(x, bits, size);
            let q = if d.unsigned_abs().is_power_of_two() {
                self.sdiv_pow2(x, d, n, size, rem)
            } else {
                let q = self.sdiv_magic(x, d, n, size);
                if rem {
                    self.rem_from_quotient(x, q, d, size)
                } else {
                    q
                }
            };
            let dst = self.def1(res)?;
            self.copy_reg(dst, q);
            return Ok(true);
        }
        if d_bits == 0 || d_bits.is_power_of_two() || d_bits >> (n - 1) != 0 {
            return Ok(false);
        }
        let x = self.reg(a)?;
        let x = self.zext(x, bits, size);
        let q = self.udiv_magic(x, d_bits, n, size);
        let r = if rem {
            self.rem_from_quotient(x, q, d_bits as i64, size)
        } else {
            q
        };
        let dst = self.def1(res)?;
        self.copy_reg(dst, r);
        Ok(true)
    }

    fn shift(&mut self, size: OperandSize, op: ShiftOp, src: Reg, amount: u32) -> Reg {
        if amount == 0 {
            return src;
        }
        let dst = self.new_int();
        self.emit(Inst::ShiftImm {
            size,
            op,
            dst,
            src,
            amount: amount as u8,
        });
        dst
    }

    fn alu(&mut self, size: OperandSize, op: AluOp, a: Reg, b: RegMemImm) -> Reg {
        let dst = self.new_int();
        self.emit(Inst::Alu {
            size,
            op,
            dst,
            src1: a,
            src2: b,
        });
        dst
    }

    /// The high `n` bits of the `2n`-bit product of `x` and `m` (signed
    /// or unsigned; `m` an `n`-bit pattern).
    fn mul_high(&mut self, x: Reg, m: u64, n: u32, signed: bool) -> Reg {
        if n == 32 {
            // A 64-bit product of the extended operands is exact.
            let x64 = if signed {
                self.sext(x, 32, OperandSize::S64)
            } else {
                self.zext(x, 32, OperandSize::S64)
            };
            let p = self.new_int();
            let m32 = m as u32;
            if signed || m32 < 0x8000_0000 {
                self.emit(Inst::ImulImm {
                    size: OperandSize::S64,
                    dst: p,
                    src: RegMem::Reg(x64),
                    imm: m32 as i32,
                });
            } else {
                let mr = self.imm64(i64::from(m32));
                self.emit(Inst::Imul {
                    size: OperandSize::S64,
                    dst: p,
                    src1: x64,
                    src2: RegMem::Reg(mr),
                });
            }
            let op = if signed { ShiftOp::Sar } else { ShiftOp::Shr };
            return self.shift(OperandSize::S64, op, p, 32);
        }
        let mr = self.imm64(m as i64);
        let lo = self.new_int();
        let hi = self.new_int();
        self.emit(Inst::MulWide {
            size: OperandSize::S64,
            signed,
            src1: x,
            src2: mr,
            dst_lo: lo,
            dst_hi: hi,
        });
        hi
    }

    fn udiv_magic(&mut self, x: Reg, d: u64, n: u32, size: OperandSize) -> Reg {
        match unsigned_magic(d, n) {
            UnsignedMagic::Mul { m, shift } => {
                let t = self.mul_high(x, m, n, false);
                self.shift(size, ShiftOp::Shr, t, shift)
            }
            UnsignedMagic::MulAdd { m, shift } => {
                let t = self.mul_high(x, m, n, false);
                let diff = self.alu(size, AluOp::Sub, x, RegMemImm::Reg(t));
                let half = self.shift(size, ShiftOp::Shr, diff, 1);
                let sum = self.alu(size, AluOp::Add, half, RegMemImm::Reg(t));
                self.shift(size, ShiftOp::Shr, sum, shift)
            }
        }
    }

    fn sdiv_magic(&mut self, x: Reg, d: i64, n: u32, size: OperandSize) -> Reg {
        let (m, shift) = signed_magic(d, n);
        let mut q = self.mul_high(x, m as u64, n, true);
        if d > 0 && m < 0 {
            q = self.alu(size, AluOp::Add, q, RegMemImm::Reg(x));
        } else if d < 0 && m > 0 {
            q = self.alu(size, AluOp::Sub, q, RegMemImm::Reg(x));
        }
        let q = self.shift(size, ShiftOp::Sar, q, shift);
        let sign = self.shift(size, ShiftOp::Shr, q, n - 1);
        self.alu(size, AluOp::Add, q, RegMemImm::Reg(sign))
    }

    /// Signed division (or remainder) by `±2^k`: add `2^k - 1` to negative
    /// dividends so that the arithmetic shift rounds towards zero.
    fn sdiv_pow2(&mut self, x: Reg, d: i64, n: u32, size: OperandSize, rem: bool) -> Reg {
        let k = d.unsigned_abs().trailing_zeros();
        let sign = self.shift(size, ShiftOp::Sar, x, n - 1);
        let bias = self.shift(size, ShiftOp::Shr, sign, n - k);
        let biased = self.alu(size, AluOp::Add, x, RegMemImm::Reg(bias));
        if rem {
            // x - (biased rounded down to a multiple of 2^k); the sign of
            // the divisor does not matter.
            let low = self.imm64(-(1i64 << k));
            let mult = self.alu(size, AluOp::And, biased, RegMemImm::Reg(low));
            return self.alu(size, AluOp::Sub, x, RegMemImm::Reg(mult));
        }
        let q = self.shift(size, ShiftOp::Sar, biased, k);
        if d > 0 {
            return q;
        }
        let neg = self.new_int();
        self.emit(Inst::Unary {
            size,
            op: UnaryOp::Neg,
            dst: neg,
            src: q,
        });
        neg
    }

    /// `x - q * d`.
    fn rem_from_quotient(&mut self, x: Reg, q: Reg, d: i64, size: OperandSize) -> Reg {
        let prod = self.new_int();
        match i32::try_from(d) {
            Ok(imm) => self.emit(Inst::ImulImm {
                size,
                dst: prod,
                src: RegMem::Reg(q),
                imm,
            }),
            Err(_) => {
                let dr = self.imm64(d);
                self.emit(Inst::Imul {
                    size,
                    dst: prod,
                    src1: q,
                    src2: RegMem::Reg(dr),
                });
            }
        }
        self.alu(size, AluOp::Sub, x, RegMemImm::Reg(prod))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Evaluates the unsigned sequence the way the machine does.
    fn udiv_by_magic(x: u64, d: u64, n: u32) -> u64 {
        let mulhi = |x: u64, m: u64| ((x as u128 * m as u128) >> n) as u64;
        let mask = if n == 64 { u64::MAX } else { (1 << n) - 1 };
        match unsigned_magic(d, n) {
            UnsignedMagic::Mul { m, shift } => mulhi(x, m) >> shift,
            UnsignedMagic::MulAdd { m, shift } => {
                let t = mulhi(x, m);
                ((((x.wrapping_sub(t)) & mask) >> 1) + t) >> shift
            }
        }
    }

    /// Evaluates the signed sequence with `n`-bit wrapping.
    fn sdiv_by_magic(x: i64, d: i64, n: u32) -> i64 {
        let (m, shift) = signed_magic(d, n);
        let wrap = |v: i128| -> i64 {
            let v = v as i64;
            if n == 64 {
                v
            } else {
                (v << (64 - n)) >> (64 - n)
            }
        };
        let mut q = wrap((x as i128 * m as i128) >> n);
        if d > 0 && m < 0 {
            q = wrap(q as i128 + x as i128);
        } else if d < 0 && m > 0 {
            q = wrap(q as i128 - x as i128);
        }
        q >>= shift;
        let sign = ((q as u64) >> 63) as i64;
        wrap(q as i128 + sign as i128)
    }

    fn samples(n: u32) -> Vec<u64> {
        let max = if n == 64 { u64::MAX } else { (1 << n) - 1 };
        let mut v: Vec<u64> = (0..2000).collect();
        v.extend((0..2000).map(|i| max - i));
        let mut s = 0x9e37_79b9_7f4a_7c15u64;
        for _ in 0..20000 {
            s ^= s << 13;
            s ^= s >> 7;
            s ^= s << 17;
            v.push(s & max);
            v.push((s >> (s % 61)) & max);
        }
        v
    }

    fn divisors(n: u32) -> Vec<u64> {
        let half = 1u64 << (n - 1);
        let mut v: Vec<u64> = (3..300).filter(|d: &u64| !d.is_power_of_two()).collect();
        v.extend([
            641,
            1000,
            1_000_000_007 % half,
            half - 1,
            half / 3,
            (half / 7) | 1,
            12345,
        ]);
        v.retain(|&d| d > 2 && !d.is_power_of_two() && d < half);
        v
    }

    #[test]
    fn unsigned_magic_divides_like_div() {
        for n in [32, 64] {
            let xs = samples(n);
            for d in divisors(n) {
                for &x in &xs {
                    assert_eq!(udiv_by_magic(x, d, n), x / d, "{x} / {d} ({n} bits)");
                }
            }
        }
    }

    #[test]
    fn signed_magic_divides_like_idiv() {
        for n in [32, 64] {
            let xs = samples(n);
            for d in divisors(n) {
                for sd in [d as i64, -(d as i64)] {
                    for &x in &xs {
                        let x = if n == 64 {
                            x as i64
                        } else {
                            ((x << 32) as i64) >> 32
                        };
                        assert_eq!(sdiv_by_magic(x, sd, n), x / sd, "{x} / {sd} ({n} bits)");
                    }
                }
            }
        }
    }

    #[test]
    fn sixteen_bit_values_divide_exactly_through_32_bits() {
        for d in (3u64..2000).filter(|d| !d.is_power_of_two()) {
            for x in 0..=u16::MAX as u64 {
                assert_eq!(udiv_by_magic(x, d, 32), x / d);
            }
        }
    }
}
