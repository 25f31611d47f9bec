//! Numeric literals: decimal and `u0x`/`s0x` integers of any width, and
//! floating-point literals in every syntax, converted to bit patterns.
//!
//! Float bit patterns (as stored in `ConstData::Float`): `half`/`bfloat` 16
//! bits, `float` 32, `double` 64, `x86_fp80` 80 (sign, 15-bit exponent,
//! 64-bit significand with explicit integer bit), `fp128` IEEE binary128,
//! `ppc_fp128` the two doubles with the high-order double in the low 64 bits
//! (LLVM's APInt layout; `0xM` and `0xL` literals list the low 64 bits first).

use crate::constants::IntValue;

/// A non-negative decimal integer that fits in `u64`.
pub(crate) fn dec_u64(text: &[u8]) -> Option<u64> {
    if text.is_empty() || text.len() > 20 {
        // 20 digits can still fit; longer cannot (leading zeros aside).
        if text.is_empty() || !text.iter().all(|b| b.is_ascii_digit()) {
            return None;
        }
        let t = strip_zeros(text);
        if t.len() > 20 {
            return None;
        }
        return dec_u64(t);
    }
    let mut v: u64 = 0;
    for &d in text {
        if !d.is_ascii_digit() {
            return None;
        }
        v = v.checked_mul(10)?.checked_add((d - b'0') as u64)?;
    }
    Some(v)
}

fn strip_zeros(t: &[u8]) -> &[u8] {
    let n = t.iter().take_while(|&&b| b == b'0').count();
    if n == t.len() {
        &t[t.len().saturating_sub(1)..]
    } else {
        &t[n..]
    }
}

/// A decimal integer (`-?[0-9]+`) as an `i128`, accepting values up to
/// `u128::MAX` (wrapped). `None` if larger.
pub(crate) fn dec_i128(text: &[u8]) -> Option<i128> {
    let (neg, digits) = match text.first() {
        Some(b'-') => (true, &text[1..]),
        _ => (false, text),
    };
    if digits.is_empty() {
        return None;
    }
    let mut v: u128 = 0;
    for &d in digits {
        if !d.is_ascii_digit() {
            return None;
        }
        v = v.checked_mul(10)?.checked_add((d - b'0') as u128)?;
    }
    if neg {
        if v > 1u128 << 127 {
            return None;
        }
        Some((v as i128).wrapping_neg())
    } else {
        Some(v as i128)
    }
}

/// The low `bits` bits of a decimal integer literal (two's complement for
/// negative values), as LLVM truncates out-of-range literals.
pub(crate) fn dec_int(text: &[u8], bits: u32) -> IntValue {
    let (neg, digits) = match text.first() {
        Some(b'-') => (true, &text[1..]),
        _ => (false, text),
    };
    if bits <= 128 {
        let mut v: u128 = 0;
        for &d in digits {
            v = v
                .wrapping_mul(10)
                .wrapping_add((d.wrapping_sub(b'0') % 10) as u128);
        }
        if neg {
            v = v.wrapping_neg();
        }
        return IntValue::Small(v & mask128(bits));
    }
    let nw = bits.div_ceil(64) as usize;
    let mut w = vec![0u64; nw];
    let mut used = 1usize;
    for chunk in digits.chunks(19) {
        let mut add: u64 = 0;
        let mut mul: u64 = 1;
        for &d in chunk {
            add = add * 10 + (d.wrapping_sub(b'0') % 10) as u64;
            mul *= 10;
        }
        let mut carry = add as u128;
        for x in w.iter_mut().take(used) {
            let p = *x as u128 * mul as u128 + carry;
            *x = p as u64;
            carry = p >> 64;
        }
        if carry != 0 && used < nw {
            w[used] = carry as u64;
            used += 1;
        }
    }
    if neg {
        negate_words(&mut w);
    }
    mask_top(&mut w, bits);
    IntValue::Big(w.into_boxed_slice())
}

/// The low `bits` bits of a `u0x...`/`s0x...` literal. As LLVM does, the
/// literal's width is its active bits (up to and including the highest set
/// bit), and `s` literals are sign-extended from that width, so every
/// non-zero `s0x` literal narrower than the type is negative.
pub(crate) fn hex_int(text: &[u8], bits: u32) -> IntValue {
    let signed = text.first() == Some(&b's');
    let digits = &text[3..];
    let lead = digits
        .iter()
        .position(|&d| super::hex_val(d) != 0)
        .unwrap_or(digits.len());
    let digits = &digits[lead..];
    let width = match digits.first() {
        Some(&d) => (digits.len() as u64 - 1) * 4 + (8 - super::hex_val(d).leading_zeros()) as u64,
        None => 0,
    };
    let extend = signed && width > 0 && width < bits as u64;
    if bits <= 128 {
        let mut v: u128 = 0;
        for &d in digits {
            v = (v << 4) | super::hex_val(d) as u128;
        }
        if extend {
            v |= !0u128 << width;
        }
        return IntValue::Small(v & mask128(bits));
    }
    let nw = bits.div_ceil(64) as usize;
    let mut w = vec![0u64; nw];
    for (i, &d) in digits.iter().rev().enumerate() {
        let bit = i * 4;
        if bit / 64 < nw {
            w[bit / 64] |= (super::hex_val(d) as u64) << (bit % 64);
        }
    }
    if extend {
        let width = width as usize;
        for (i, x) in w.iter_mut().enumerate() {
            let lo = i * 64;
            if lo >= width {
                *x = !0;
            } else if lo + 64 > width {
                *x |= !0u64 << (width - lo);
            }
        }
    }
    mask_top(&mut w, bits);
    IntValue::Big(w.into_boxed_slice())
}

/// All ones in the low `bits` bits (`bits` <= 128).
#[inline]
pub(crate) fn mask128(bits: u32) -> u128 {
    if bits >= 128 { !0 } else { (1u128 << bits) - 1 }
}

fn negate_words(w: &mut [u64]) {
    let mut carry = true;
    for x in w.iter_mut() {
        let (v, c) = (!*x).overflowing_add(carry as u64);
        *x = v;
        carry = c;
    }
}

fn mask_top(w: &mut [u64], bits: u32) {
    if let (true, Some(last)) = (!bits.is_multiple_of(64), w.last_mut()) {
        *last &= (1u64 << (bits % 64)) - 1;
    }
}

// ----------------------------------------------------------------------
// Floating point
// ----------------------------------------------------------------------

/// A floating-point format.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub(crate) enum FpSem {
    Half,
    BFloat,
    Float,
    Double,
    X86Fp80,
    Fp128,
    PpcFp128,
}

/// Why a float literal was rejected.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub(crate) enum FloatErr {
    /// Not exactly representable (LLVM: "floating point constant invalid for type").
    Invalid,
    /// The literal's own format differs from the type
    /// (LLVM: "floating point constant does not have type 'T'").
    WrongType,
    /// Malformed literal.
    Malformed,
}

impl FpSem {
    /// (exponent bits, stored fraction bits) of the IEEE-like formats.
    fn layout(self) -> (u32, u32) {
        match self {
            FpSem::Half => (5, 10),
            FpSem::BFloat => (8, 7),
            FpSem::Float => (8, 23),
            FpSem::Double => (11, 52),
            FpSem::X86Fp80 => (15, 63),
            FpSem::Fp128 => (15, 112),
            FpSem::PpcFp128 => (11, 52),
        }
    }
}

/// A decimal literal (`[-+]?[0-9]+.[0-9]*([eE][-+]?[0-9]+)?`) in format `sem`.
/// Like LLVM, `half`/`bfloat`/`float` require the (correctly rounded) double
/// value to be exactly representable; `x86_fp80` and `fp128` are converted
/// from the decimal with correct rounding; `ppc_fp128` is rejected.
pub(crate) fn float_from_decimal(text: &[u8], sem: FpSem) -> Result<u128, FloatErr> {
    match sem {
        FpSem::X86Fp80 | FpSem::Fp128 => return decimal_to_wide(text, sem),
        FpSem::PpcFp128 => return Err(FloatErr::WrongType),
        _ => {}
    }
    let s = std::str::from_utf8(text).map_err(|_| FloatErr::Malformed)?;
    let d: f64 = s.parse().map_err(|_| FloatErr::Malformed)?;
    from_double_bits(d.to_bits(), sem)
}

/// A hexadecimal literal: `kind` is `b'x'` for `0x` + up to 16 digits (a
/// double), else `K` (x86_fp80, 20 digits), `L` (fp128, 32), `M`
/// (ppc_fp128, 32), `H` (half, 4), `R` (bfloat, 4).
pub(crate) fn float_from_hex(kind: u8, digits: &[u8], sem: FpSem) -> Result<u128, FloatErr> {
    let parse = |ds: &[u8]| {
        ds.iter()
            .fold(0u128, |v, &d| (v << 4) | super::hex_val(d) as u128)
    };
    // Digit counts follow LLVM's lexer: `0x`, `0xH`, `0xR` take a 64-bit
    // value; `0xK` four digits of sign and exponent, then 16 of
    // significand; `0xL`/`0xM` two groups of 16 (low half first).
    if !hex_digits_fit(kind, digits) {
        return Err(FloatErr::Malformed);
    }
    let (want, bits) = match kind {
        b'x' => return from_double_bits(parse(digits) as u64, sem),
        b'K' => {
            let (hi, lo) = digits.split_at(digits.len().min(4));
            let bits = (parse(hi) << 64) | parse(lo);
            (FpSem::X86Fp80, crate::constants::canonical_x86_fp80(bits))
        }
        b'L' | b'M' => {
            let (lo, hi) = digits.split_at(digits.len().min(16));
            let want = if kind == b'L' {
                FpSem::Fp128
            } else {
                FpSem::PpcFp128
            };
            (want, parse(lo) | (parse(hi) << 64))
        }
        b'H' => (FpSem::Half, parse(digits) & 0xffff),
        b'R' => (FpSem::BFloat, parse(digits) & 0xffff),
        _ => return Err(FloatErr::Malformed),
    };
    if want != sem {
        return Err(FloatErr::WrongType);
    }
    Ok(bits)
}

/// Whether a hex float literal's digits fit its kind (LLVM's lexer rejects
/// longer ones).
pub(crate) fn hex_digits_fit(kind: u8, digits: &[u8]) -> bool {
    match kind {
        b'K' => digits.len() <= 20,
        b'L' | b'M' => digits.len() <= 32,
        _ => strip_zeros(digits).len() <= 16,
    }
}

/// Converts a double (by bits) exactly to `sem`, or `Invalid` if it does not
/// fit without loss.
pub(crate) fn from_double_bits(d: u64, sem: FpSem) -> Result<u128, FloatErr> {
    let sign = d >> 63;
    let exp = ((d >> 52) & 0x7ff) as i32;
    let frac = d & ((1u64 << 52) - 1);
    match sem {
        FpSem::Double => Ok(d as u128),
        FpSem::PpcFp128 => Ok(d as u128),
        FpSem::Half | FpSem::BFloat | FpSem::Float => {
            let (eb, mb) = sem.layout();
            narrow_exact(sign, exp, frac, eb, mb).ok_or(FloatErr::Invalid)
        }
        FpSem::X86Fp80 => {
            let s = (sign as u128) << 79;
            if exp == 0x7ff {
                let m = (1u64 << 63) | (frac << 11);
                return Ok(s | (0x7fffu128 << 64) | m as u128);
            }
            if exp == 0 && frac == 0 {
                return Ok(s);
            }
            let (e, m) = if exp == 0 {
                let p = 63 - frac.leading_zeros() as i32; // highest set bit
                (p - 1074, frac << (63 - p))
            } else {
                (exp - 1023, (1u64 << 63) | (frac << 11))
            };
            Ok(s | (((e + 16383) as u128) << 64) | m as u128)
        }
        FpSem::Fp128 => {
            let s = (sign as u128) << 127;
            if exp == 0x7ff {
                return Ok(s | (0x7fffu128 << 112) | ((frac as u128) << 60));
            }
            if exp == 0 && frac == 0 {
                return Ok(s);
            }
            let (e, f) = if exp == 0 {
                let p = 63 - frac.leading_zeros() as i32;
                let f = ((frac as u128) << (112 - p)) & ((1u128 << 112) - 1);
                (p - 1074, f)
            } else {
                (exp - 1023, (frac as u128) << 60)
            };
            Ok(s | (((e + 16383) as u128) << 112) | f)
        }
    }
}

/// Exact conversion of a double's parts to a narrower IEEE format.
fn narrow_exact(sign: u64, exp: i32, frac: u64, eb: u32, mb: u32) -> Option<u128> {
    let shift = 52 - mb;
    let s = (sign as u128) << (eb + mb);
    let emax_field = (1u128 << eb) - 1;
    if exp == 0x7ff {
        if frac == 0 {
            return Some(s | (emax_field << mb));
        }
        // NaN: the payload must survive the narrowing.
        if frac & ((1u64 << shift) - 1) != 0 || frac >> shift == 0 {
            return None;
        }
        return Some(s | (emax_field << mb) | (frac >> shift) as u128);
    }
    if exp == 0 {
        return if frac == 0 { Some(s) } else { None };
    }
    let bias = (1i32 << (eb - 1)) - 1;
    let e = exp - 1023;
    if e > bias {
        return None;
    }
    let m = (1u64 << 52) | frac; // value = m * 2^(e - 52)
    if e >= 1 - bias {
        if frac & ((1u64 << shift) - 1) != 0 {
            return None;
        }
        return Some(s | (((e + bias) as u128) << mb) | (frac >> shift) as u128);
    }
    // Subnormal in the target: value = k * 2^(1 - bias - mb).
    let sh = (1 - bias - mb as i32) - (e - 52);
    if !(0..=53).contains(&sh) {
        return None;
    }
    let sh = sh as u32;
    if sh == 53 || m & ((1u64 << sh) - 1) != 0 {
        return None;
    }
    Some(s | (m >> sh) as u128)
}

// ---- correctly rounded decimal -> x86_fp80 / fp128 ----

/// Little-endian base-2^32 natural number.
#[derive(Clone)]
struct Big(Vec<u32>);

impl Big {
    fn mul_small(&mut self, m: u32, add: u32) {
        let mut carry = add as u64;
        for x in self.0.iter_mut() {
            let p = *x as u64 * m as u64 + carry;
            *x = p as u32;
            carry = p >> 32;
        }
        if carry != 0 {
            self.0.push(carry as u32);
        }
    }
    fn mul_pow10(&mut self, mut e: u32) {
        while e >= 9 {
            self.mul_small(1_000_000_000, 0);
            e -= 9;
        }
        if e > 0 {
            self.mul_small(10u32.pow(e), 0);
        }
    }
    fn trim(&mut self) {
        while self.0.last() == Some(&0) {
            self.0.pop();
        }
    }
    fn bitlen(&self) -> u64 {
        match self.0.iter().rposition(|&x| x != 0) {
            Some(i) => i as u64 * 32 + (32 - self.0[i].leading_zeros()) as u64,
            None => 0,
        }
    }
    fn bit(&self, i: u64) -> bool {
        let w = (i / 32) as usize;
        w < self.0.len() && (self.0[w] >> (i % 32)) & 1 == 1
    }
    /// Whether any bit below `i` is set.
    fn any_below(&self, i: u64) -> bool {
        let w = (i / 32) as usize;
        for (k, &x) in self.0.iter().enumerate() {
            if k < w {
                if x != 0 {
                    return true;
                }
            } else if k == w {
                return x & ((1u32 << (i % 32)) - 1) != 0;
            } else {
                break;
            }
        }
        false
    }
    fn shl(&self, n: u64) -> Big {
        let (words, bits) = ((n / 32) as usize, (n % 32) as u32);
        let mut out = vec![0u32; words];
        let mut carry = 0u32;
        for &x in &self.0 {
            if bits == 0 {
                out.push(x);
            } else {
                out.push((x << bits) | carry);
                carry = x >> (32 - bits);
            }
        }
        if carry != 0 {
            out.push(carry);
        }
        Big(out)
    }
    /// `(self >> n, whether a set bit was shifted out)`.
    fn shr(&self, n: u64) -> (Big, bool) {
        let lost = self.any_below(n);
        let (words, bits) = ((n / 32) as usize, (n % 32) as u32);
        if words >= self.0.len() {
            return (Big(vec![]), lost);
        }
        let src = &self.0[words..];
        let mut out = Vec::with_capacity(src.len());
        for i in 0..src.len() {
            let lo = src[i] >> bits;
            let hi = if bits == 0 {
                0
            } else {
                src.get(i + 1).map_or(0, |&h| h << (32 - bits))
            };
            out.push(lo | hi);
        }
        let mut b = Big(out);
        b.trim();
        (b, lost)
    }
    /// Whether `self >= d << sh`.
    fn ge_shifted(&self, d: &Big, sh: u64) -> bool {
        let ds = d.shl(sh);
        self.cmp_big(&ds) != std::cmp::Ordering::Less
    }
    fn cmp_big(&self, o: &Big) -> std::cmp::Ordering {
        let (a, b) = (self.bitlen(), o.bitlen());
        if a != b {
            return a.cmp(&b);
        }
        let n = self.0.len().max(o.0.len());
        for i in (0..n).rev() {
            let x = self.0.get(i).copied().unwrap_or(0);
            let y = o.0.get(i).copied().unwrap_or(0);
            if x != y {
                return x.cmp(&y);
            }
        }
        std::cmp::Ordering::Equal
    }
    fn sub_assign(&mut self, o: &Big) {
        let mut borrow = 0i64;
        for i in 0..self.0.len() {
            let y = o.0.get(i).copied().unwrap_or(0) as i64;
            let mut v = self.0[i] as i64 - y - borrow;
            borrow = 0;
            if v < 0 {
                v += 1 << 32;
                borrow = 1;
            }
            self.0[i] = v as u32;
        }
        self.trim();
    }
    fn is_zero(&self) -> bool {
        self.0.iter().all(|&x| x == 0)
    }
}

/// Decimal text to x86_fp80 / fp128 with round-to-nearest-even.
fn decimal_to_wide(text: &[u8], sem: FpSem) -> Result<u128, FloatErr> {
    let (neg, rest) = match text.first() {
        Some(b'-') => (true, &text[1..]),
        Some(b'+') => (false, &text[1..]),
        _ => (false, text),
    };
    // Split mantissa and exponent.
    let epos = rest.iter().position(|&b| b == b'e' || b == b'E');
    let (mant, exp_txt) = match epos {
        Some(p) => (&rest[..p], Some(&rest[p + 1..])),
        None => (rest, None),
    };
    let mut exp10: i64 = 0;
    if let Some(e) = exp_txt {
        let (eneg, ed) = match e.first() {
            Some(b'-') => (true, &e[1..]),
            Some(b'+') => (false, &e[1..]),
            _ => (false, e),
        };
        if ed.is_empty() || !ed.iter().all(|b| b.is_ascii_digit()) {
            return Err(FloatErr::Malformed);
        }
        for &d in ed {
            exp10 = (exp10 * 10 + (d - b'0') as i64).min(1 << 40);
        }
        if eneg {
            exp10 = -exp10;
        }
    }
    let mut digits: Vec<u8> = Vec::new();
    let mut seen_point = false;
    for &c in mant {
        match c {
            b'.' => seen_point = true,
            b'0'..=b'9' => {
                if digits.is_empty() && c == b'0' {
                    if seen_point {
                        exp10 -= 1;
                    }
                    continue;
                }
                digits.push(c - b'0');
                if seen_point {
                    exp10 -= 1;
                }
            }
            _ => return Err(FloatErr::Malformed),
        }
    }
    let (eb, mb) = sem.layout();
    let explicit = sem == FpSem::X86Fp80;
    let p: i64 = if explicit { 64 } else { mb as i64 + 1 };
    let bias: i64 = (1 << (eb - 1)) - 1;
    let emin = 1 - bias;
    let sign_bit = eb + mb + explicit as u32;
    let sign = if neg { 1u128 << sign_bit } else { 0 };
    let exp_field_shift = if explicit { 64 } else { mb };
    let inf =
        sign | (((1u128 << eb) - 1) << exp_field_shift) | if explicit { 1u128 << 63 } else { 0 };
    if digits.is_empty() {
        return Ok(sign);
    }
    // Cap the significant digits, keeping a sticky digit.
    const MAX_DIGITS: usize = 20000;
    if digits.len() > MAX_DIGITS {
        let dropped = digits.len() - MAX_DIGITS;
        let nonzero = digits[MAX_DIGITS..].iter().any(|&d| d != 0);
        digits.truncate(MAX_DIGITS);
        exp10 += dropped as i64;
        if nonzero {
            digits.push(1);
            exp10 -= 1;
        }
    }
    let lead = exp10 + digits.len() as i64; // value < 10^lead
    if lead > 5000 {
        return Ok(inf);
    }
    if lead < -4990 {
        return Ok(sign);
    }
    let mut m = Big(Vec::new());
    for chunk in digits.chunks(9) {
        let mut v = 0u32;
        for &d in chunk {
            v = v * 10 + d as u32;
        }
        m.mul_small(10u32.pow(chunk.len() as u32), v);
    }
    m.trim();
    // value = q * 2^-s, plus a sticky fraction.
    let (q, s, mut sticky) = if exp10 >= 0 {
        m.mul_pow10(exp10 as u32);
        (m, 0i64, false)
    } else {
        let mut d = Big(vec![1]);
        d.mul_pow10((-exp10) as u32);
        let s = (p + 3) + d.bitlen() as i64 - m.bitlen() as i64;
        let (x, lost) = if s >= 0 {
            (m.shl(s as u64), false)
        } else {
            m.shr((-s) as u64)
        };
        // Long division, quotient has at most p + 4 bits.
        let qbits = (x.bitlen() as i64 - d.bitlen() as i64 + 1).max(0) as u64;
        let mut rem = x;
        let mut q = Big(vec![0; (qbits as usize).div_ceil(32) + 1]);
        for i in (0..qbits).rev() {
            if rem.ge_shifted(&d, i) {
                rem.sub_assign(&d.shl(i));
                q.0[(i / 32) as usize] |= 1 << (i % 32);
            }
        }
        q.trim();
        (q, s, lost || !rem.is_zero())
    };
    let l = q.bitlen() as i64;
    if l == 0 {
        return Ok(sign);
    }
    let e = l - 1 - s;
    let prec = if e >= emin { p } else { p - (emin - e) };
    let drop = l - prec;
    let mut r: u128 = if drop <= 0 {
        let v = q.shl((-drop) as u64);
        v.0.iter().rev().fold(0u128, |a, &w| (a << 32) | w as u128)
    } else if drop > l {
        0
    } else {
        let (v, _) = q.shr(drop as u64);
        let base = v.0.iter().rev().fold(0u128, |a, &w| (a << 32) | w as u128);
        let round = q.bit((drop - 1) as u64);
        sticky |= q.any_below((drop - 1) as u64);
        if round && (sticky || base & 1 == 1) {
            base + 1
        } else {
            base
        }
    };
    let mut e = e;
    if e >= emin {
        if r >> p != 0 {
            r >>= 1;
            e += 1;
        }
        if e > bias {
            return Ok(inf);
        }
        let biased = (e + bias) as u128;
        if explicit {
            Ok(sign | (biased << 64) | r)
        } else {
            Ok(sign | (biased << mb) | (r & ((1u128 << mb) - 1)))
        }
    } else {
        // Subnormal (possibly rounded up to the smallest normal).
        if explicit {
            let biased = if r >> 63 != 0 { 1u128 } else { 0 };
            Ok(sign | (biased << 64) | r)
        } else if r >> mb != 0 {
            Ok(sign | (1u128 << mb) | (r & ((1u128 << mb) - 1)))
        } else {
            Ok(sign | r)
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn decimal_integers() {
        assert_eq!(dec_int(b"256", 8), IntValue::Small(0));
        assert_eq!(dec_int(b"-1", 8), IntValue::Small(0xff));
        assert_eq!(dec_int(b"-129", 8), IntValue::Small(127));
        assert_eq!(
            dec_int(b"-170141183460469231731687303715884105728", 128),
            IntValue::Small(1u128 << 127)
        );
        assert_eq!(dec_int(b"-1", 130), IntValue::Big(vec![!0, !0, 3].into()));
        assert_eq!(
            dec_int(b"18446744073709551616", 192),
            IntValue::Big(vec![0, 1, 0].into())
        );
        assert_eq!(dec_u64(b"18446744073709551615"), Some(u64::MAX));
        assert_eq!(dec_u64(b"18446744073709551616"), None);
        assert_eq!(dec_u64(b"000000000000000000000007"), Some(7));
        assert_eq!(dec_i128(b"-5"), Some(-5));
    }

    #[test]
    fn hex_integers() {
        assert_eq!(hex_int(b"s0xFF", 32), IntValue::Small(0xffff_ffff));
        assert_eq!(hex_int(b"u0xFF", 32), IntValue::Small(0xff));
        assert_eq!(hex_int(b"s0x7F", 32), IntValue::Small(0xffff_ffff));
        assert_eq!(hex_int(b"s0x0001", 16), IntValue::Small(0xffff));
        assert_eq!(hex_int(b"s0x0", 16), IntValue::Small(0));
        assert_eq!(hex_int(b"s0xF", 130), IntValue::Big(vec![!0, !0, 3].into()));
    }

    #[test]
    fn floats_from_decimal() {
        assert_eq!(float_from_decimal(b"1.0", FpSem::Float), Ok(0x3f80_0000));
        assert_eq!(
            float_from_decimal(b"0.1", FpSem::Float),
            Err(FloatErr::Invalid)
        );
        assert_eq!(float_from_decimal(b"1.5", FpSem::Half), Ok(0x3e00));
        assert_eq!(float_from_decimal(b"-2.0", FpSem::BFloat), Ok(0xc000));
        assert_eq!(
            float_from_decimal(b"0.1", FpSem::Double),
            Ok(0.1f64.to_bits() as u128)
        );
        assert_eq!(
            float_from_decimal(b"1.0", FpSem::X86Fp80),
            Ok(0x3fff_8000_0000_0000_0000)
        );
        assert_eq!(float_from_decimal(b"1.0", FpSem::Fp128), Ok(0x3fff << 112));
        // 0.1 in x86_fp80 is 0x3FFBCCCCCCCCCCCCCCCD (correctly rounded).
        assert_eq!(
            float_from_decimal(b"0.1", FpSem::X86Fp80),
            Ok(0x3ffb_cccc_cccc_cccc_cccd)
        );
        // 0.1 in fp128 is 0x3FFB999999999999999999999999999A.
        assert_eq!(
            float_from_decimal(b"0.1", FpSem::Fp128),
            Ok(0x3ffb_9999_9999_9999_9999_9999_9999_999a)
        );
        assert_eq!(
            float_from_decimal(b"1.0e5000", FpSem::X86Fp80),
            Ok(0x7fff_8000_0000_0000_0000)
        );
        assert_eq!(float_from_decimal(b"-0.0", FpSem::Fp128), Ok(1 << 127));
        // Smallest fp80 subnormal is 2^-16445 ~ 3.6451995318824746e-4951.
        assert_eq!(
            float_from_decimal(b"3.6451995318824746e-4951", FpSem::X86Fp80),
            Ok(1)
        );
        assert_eq!(
            float_from_decimal(b"1.0", FpSem::PpcFp128),
            Err(FloatErr::WrongType)
        );
    }

    #[test]
    fn floats_from_hex() {
        assert_eq!(
            float_from_hex(b'x', b"3FF0000000000000", FpSem::Float),
            Ok(0x3f80_0000)
        );
        assert_eq!(
            float_from_hex(b'x', b"7FF0000020000000", FpSem::Float),
            Ok(0x7f80_0001)
        );
        assert_eq!(
            float_from_hex(b'x', b"7FF0000000000001", FpSem::Float),
            Err(FloatErr::Invalid)
        );
        assert_eq!(
            float_from_hex(b'x', b"3FF0000000000000", FpSem::X86Fp80),
            Ok(0x3fff_8000_0000_0000_0000)
        );
        assert_eq!(float_from_hex(b'H', b"3C00", FpSem::Half), Ok(0x3c00));
        assert_eq!(
            float_from_hex(b'H', b"3C00", FpSem::Float),
            Err(FloatErr::WrongType)
        );
        // Short forms are accepted like LLVM's lexer does (this one is an
        // unnormal, which LLVM reads as a NaN: llvm-as-19 | llvm-dis-19
        // gives 0xK7FFF0000000000000000).
        assert_eq!(
            float_from_hex(b'K', b"3FFF", FpSem::X86Fp80),
            Ok(0x7fff << 64)
        );
        assert_eq!(float_from_hex(b'L', b"1", FpSem::Fp128), Ok(1));
        assert_eq!(
            float_from_hex(b'K', b"3FFF80000000000000001", FpSem::X86Fp80),
            Err(FloatErr::Malformed)
        );
        assert_eq!(
            float_from_hex(b'L', b"00000000000000013FFF000000000000", FpSem::Fp128),
            Ok(0x3fff_0000_0000_0000_0000_0000_0000_0001)
        );
        assert_eq!(
            float_from_hex(b'K', b"3FFF8000000000000000", FpSem::X86Fp80),
            Ok(0x3fff_8000_0000_0000_0000)
        );
        // Float subnormal 2^-149 as a double.
        assert_eq!(
            float_from_hex(b'x', b"36A0000000000000", FpSem::Float),
            Ok(1)
        );
    }
}
