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
/// Like LLVM, whose lexer reads it as a double: `half`/`bfloat`/`float`
/// require the (correctly rounded) double value to be exactly
/// representable, and `x86_fp80`, `fp128` and `ppc_fp128` reject it (they
/// take only their own `0xK`/`0xL`/`0xM` literals).
pub(crate) fn float_from_decimal(text: &[u8], sem: FpSem) -> Result<u128, FloatErr> {
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
/// fit without loss (`WrongType` for `x86_fp80`, `fp128` and `ppc_fp128`).
pub(crate) fn from_double_bits(d: u64, sem: FpSem) -> Result<u128, FloatErr> {
    let sign = d >> 63;
    let exp = ((d >> 52) & 0x7ff) as i32;
    let frac = d & ((1u64 << 52) - 1);
    match sem {
        FpSem::Double => Ok(d as u128),
        FpSem::Half | FpSem::BFloat | FpSem::Float => {
            let (eb, mb) = sem.layout();
            narrow_exact(sign, exp, frac, eb, mb).ok_or(FloatErr::Invalid)
        }
        // LLVM's lexer has no double-valued literal for these.
        FpSem::X86Fp80 | FpSem::Fp128 | FpSem::PpcFp128 => Err(FloatErr::WrongType),
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
        // LLVM 19: "floating point constant does not have type 'x86_fp80'".
        assert_eq!(
            float_from_decimal(b"1.0", FpSem::X86Fp80),
            Err(FloatErr::WrongType)
        );
        assert_eq!(
            float_from_decimal(b"0.1", FpSem::Fp128),
            Err(FloatErr::WrongType)
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
            Err(FloatErr::WrongType)
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
