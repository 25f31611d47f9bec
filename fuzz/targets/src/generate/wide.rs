//! Fixed-width integers of 1 to 256 bits for the reference evaluator: four
//! little-endian 64-bit limbs, always masked to the width, with LLVM's
//! wrapping semantics.

/// The widest integer the generator makes.
pub const MAX_WIDTH: u32 = 256;

/// An integer of some width (the width travels beside it); bits above the
/// width are zero.
#[derive(Copy, Clone, PartialEq, Eq, Debug, Default)]
pub struct Wide(pub [u64; 4]);

impl Wide {
    /// Zero.
    pub const ZERO: Wide = Wide([0; 4]);

    /// `v` truncated to `w` bits.
    pub fn from_u64(v: u64, w: u32) -> Wide {
        Wide([v, 0, 0, 0]).mask(w)
    }

    /// `v` sign-extended, then truncated to `w` bits.
    pub fn from_i64(v: i64, w: u32) -> Wide {
        let f = if v < 0 { u64::MAX } else { 0 };
        Wide([v as u64, f, f, f]).mask(w)
    }

    /// The low 64 bits.
    pub fn low(self) -> u64 {
        self.0[0]
    }

    /// The low 128 bits.
    pub fn low128(self) -> u128 {
        self.0[0] as u128 | (self.0[1] as u128) << 64
    }

    /// Keeps the low `w` bits.
    pub fn mask(mut self, w: u32) -> Wide {
        for (i, limb) in self.0.iter_mut().enumerate() {
            let lo = 64 * i as u32;
            if w <= lo {
                *limb = 0;
            } else if w - lo < 64 {
                *limb &= (1u64 << (w - lo)) - 1;
            }
        }
        self
    }

    /// Bit `i`.
    pub fn bit(self, i: u32) -> bool {
        self.0[(i / 64) as usize] >> (i % 64) & 1 == 1
    }

    fn with_bit(mut self, i: u32) -> Wide {
        self.0[(i / 64) as usize] |= 1 << (i % 64);
        self
    }

    /// Whether the sign bit of a `w`-bit value is set.
    pub fn negative(self, w: u32) -> bool {
        self.bit(w - 1)
    }

    /// The `w`-bit value sign-extended to 256 bits.
    pub fn sext_full(self, w: u32) -> Wide {
        if !self.negative(w) {
            return self;
        }
        let mut r = self;
        for i in w..MAX_WIDTH {
            r = r.with_bit(i);
        }
        r
    }

    /// Sign extension from `from` to `to` bits.
    pub fn sext(self, from: u32, to: u32) -> Wide {
        self.sext_full(from).mask(to)
    }

    /// Wrapping sum.
    pub fn add(self, b: Wide, w: u32) -> Wide {
        let mut r = [0u64; 4];
        let mut carry = 0u128;
        for (i, limb) in r.iter_mut().enumerate() {
            let s = self.0[i] as u128 + b.0[i] as u128 + carry;
            *limb = s as u64;
            carry = s >> 64;
        }
        Wide(r).mask(w)
    }

    /// Bitwise not.
    pub fn not(self, w: u32) -> Wide {
        Wide(self.0.map(|l| !l)).mask(w)
    }

    /// Wrapping negation.
    pub fn neg(self, w: u32) -> Wide {
        self.not(w).add(Wide::from_u64(1, w), w)
    }

    /// Wrapping difference.
    pub fn sub(self, b: Wide, w: u32) -> Wide {
        self.add(b.neg(w), w)
    }

    /// Wrapping product.
    pub fn mul(self, b: Wide, w: u32) -> Wide {
        let mut r = [0u64; 4];
        for i in 0..4 {
            let mut carry = 0u128;
            for j in 0..4 - i {
                let t = self.0[i] as u128 * b.0[j] as u128 + r[i + j] as u128 + carry;
                r[i + j] = t as u64;
                carry = t >> 64;
            }
        }
        Wide(r).mask(w)
    }

    /// Bitwise and.
    pub fn and(self, b: Wide) -> Wide {
        Wide([0, 1, 2, 3].map(|i| self.0[i] & b.0[i]))
    }

    /// Bitwise or.
    pub fn or(self, b: Wide) -> Wide {
        Wide([0, 1, 2, 3].map(|i| self.0[i] | b.0[i]))
    }

    /// Bitwise exclusive or.
    pub fn xor(self, b: Wide) -> Wide {
        Wide([0, 1, 2, 3].map(|i| self.0[i] ^ b.0[i]))
    }

    /// Left shift by `s` (< 256).
    pub fn shl(self, s: u32, w: u32) -> Wide {
        let (limbs, bits) = ((s / 64) as usize, s % 64);
        let mut r = [0u64; 4];
        for (i, limb) in r.iter_mut().enumerate().skip(limbs) {
            *limb = self.0[i - limbs] << bits;
            if bits > 0 && i > limbs {
                *limb |= self.0[i - limbs - 1] >> (64 - bits);
            }
        }
        Wide(r).mask(w)
    }

    /// Logical right shift by `s` (< 256).
    pub fn lshr(self, s: u32) -> Wide {
        let (limbs, bits) = ((s / 64) as usize, s % 64);
        let mut r = [0u64; 4];
        for (i, limb) in r.iter_mut().enumerate().take(4 - limbs) {
            *limb = self.0[i + limbs] >> bits;
            if bits > 0 && i + limbs + 1 < 4 {
                *limb |= self.0[i + limbs + 1] << (64 - bits);
            }
        }
        Wide(r)
    }

    /// Arithmetic right shift of a `w`-bit value by `s` (< w): a negative
    /// value is shifted as the complement of its complement, so the sign
    /// fills from bit `w - 1` even at the full 256 bits, where sign-extending
    /// first leaves no room above the value.
    pub fn ashr(self, s: u32, w: u32) -> Wide {
        if self.negative(w) {
            self.not(w).lshr(s).not(w)
        } else {
            self.lshr(s)
        }
    }

    /// Unsigned comparison.
    pub fn ult(self, b: Wide) -> bool {
        for i in (0..4).rev() {
            if self.0[i] != b.0[i] {
                return self.0[i] < b.0[i];
            }
        }
        false
    }

    /// Signed comparison of `w`-bit values.
    pub fn slt(self, b: Wide, w: u32) -> bool {
        match (self.negative(w), b.negative(w)) {
            (true, false) => true,
            (false, true) => false,
            _ => self.ult(b),
        }
    }

    /// Unsigned quotient and remainder (`b` non-zero).
    pub fn udivrem(self, b: Wide) -> (Wide, Wide) {
        assert!(b != Wide::ZERO, "generator bug: division by zero");
        let mut q = Wide::ZERO;
        let mut r = Wide::ZERO;
        let top = MAX_WIDTH - self.ctlz(MAX_WIDTH);
        for i in (0..top).rev() {
            // A bit shifted out of r makes it exceed any divisor.
            let out = r.bit(MAX_WIDTH - 1);
            r = r.shl(1, MAX_WIDTH);
            if self.bit(i) {
                r = r.with_bit(0);
            }
            if out || !r.ult(b) {
                r = r.sub(b, MAX_WIDTH);
                q = q.with_bit(i);
            }
        }
        (q, r)
    }

    /// The absolute value of a `w`-bit signed value, as unsigned.
    pub fn abs(self, w: u32) -> Wide {
        if self.negative(w) { self.neg(w) } else { self }
    }

    /// Signed quotient and remainder, truncating (`b` non-zero, not MIN / -1).
    pub fn sdivrem(self, b: Wide, w: u32) -> (Wide, Wide) {
        let (q, r) = self.abs(w).udivrem(b.abs(w));
        let q = if self.negative(w) != b.negative(w) {
            q.neg(w)
        } else {
            q
        };
        let r = if self.negative(w) { r.neg(w) } else { r };
        (q.mask(w), r.mask(w))
    }

    /// Bits set.
    pub fn ctpop(self) -> u32 {
        self.0.iter().map(|l| l.count_ones()).sum()
    }

    /// Leading zeros in `w` bits.
    pub fn ctlz(self, w: u32) -> u32 {
        (0..w).rev().take_while(|&i| !self.bit(i)).count() as u32
    }

    /// Trailing zeros in `w` bits.
    pub fn cttz(self, w: u32) -> u32 {
        (0..w).take_while(|&i| !self.bit(i)).count() as u32
    }

    /// Byte swap of `w` bits (a multiple of 16).
    pub fn bswap(self, w: u32) -> Wide {
        let mut r = Wide::ZERO;
        for byte in 0..w / 8 {
            let v = self.lshr(byte * 8).low() & 0xff;
            r = r.or(Wide::from_u64(v, MAX_WIDTH).shl(w - 8 - byte * 8, MAX_WIDTH));
        }
        r
    }

    /// Bit reversal of `w` bits.
    pub fn bitreverse(self, w: u32) -> Wide {
        let mut r = Wide::ZERO;
        for i in 0..w {
            if self.bit(i) {
                r = r.with_bit(w - 1 - i);
            }
        }
        r
    }

    /// `llvm.fshl`: the high `w` bits of `a:b` shifted left by `s mod w`.
    pub fn fshl(self, b: Wide, s: Wide, w: u32) -> Wide {
        let s = s.udivrem(Wide::from_u64(w as u64, MAX_WIDTH)).1.low() as u32;
        if s == 0 {
            return self;
        }
        self.shl(s, w).or(b.lshr(w - s))
    }

    /// `llvm.fshr`: the low `w` bits of `a:b` shifted right by `s mod w`.
    pub fn fshr(self, b: Wide, s: Wide, w: u32) -> Wide {
        let s = s.udivrem(Wide::from_u64(w as u64, MAX_WIDTH)).1.low() as u32;
        if s == 0 {
            return b;
        }
        self.shl(w - s, w).or(b.lshr(s))
    }

    /// The value as a decimal signed `w`-bit LLVM constant.
    pub fn to_signed_string(self, w: u32) -> String {
        if w == 1 {
            return if self.bit(0) { "true" } else { "false" }.to_string();
        }
        let (neg, mag) = if self.negative(w) {
            (true, self.neg(w))
        } else {
            (false, self)
        };
        let ten = Wide::from_u64(10, MAX_WIDTH);
        let mut digits = Vec::new();
        let mut v = mag;
        loop {
            let (q, r) = v.udivrem(ten);
            digits.push(b'0' + r.low() as u8);
            v = q;
            if v == Wide::ZERO {
                break;
            }
        }
        if neg {
            digits.push(b'-');
        }
        digits.reverse();
        String::from_utf8(digits).expect("ASCII digits")
    }
}
