//! Byte-level writers: decimal and hexadecimal numbers, escaped strings and
//! LLVM identifiers, appended straight to the output buffer.

const HEX_UPPER: &[u8; 16] = b"0123456789ABCDEF";

const DIGIT_PAIRS: &[u8; 200] = b"\
0001020304050607080910111213141516171819\
2021222324252627282930313233343536373839\
4041424344454647484950515253545556575859\
6061626364656667686970717273747576777879\
8081828384858687888990919293949596979899";

/// Appends `v` in decimal.
#[inline]
pub(super) fn push_u64(out: &mut Vec<u8>, v: u64) {
    if v < 10 {
        out.push(b'0' + v as u8);
        return;
    }
    if v < 100 {
        let r = v as usize * 2;
        out.extend_from_slice(&DIGIT_PAIRS[r..r + 2]);
        return;
    }
    let mut v = v;
    let mut buf = [0u8; 20];
    let mut i = buf.len();
    while v >= 100 {
        let r = (v % 100) as usize * 2;
        v /= 100;
        i -= 2;
        buf[i] = DIGIT_PAIRS[r];
        buf[i + 1] = DIGIT_PAIRS[r + 1];
    }
    if v >= 10 {
        let r = v as usize * 2;
        i -= 2;
        buf[i] = DIGIT_PAIRS[r];
        buf[i + 1] = DIGIT_PAIRS[r + 1];
    } else {
        i -= 1;
        buf[i] = b'0' + v as u8;
    }
    out.extend_from_slice(&buf[i..]);
}

/// Appends `v` in decimal.
#[inline]
pub(super) fn push_u32(out: &mut Vec<u8>, v: u32) {
    push_u64(out, v as u64);
}

/// Appends `v` in signed decimal.
#[inline]
pub(super) fn push_i64(out: &mut Vec<u8>, v: i64) {
    if v < 0 {
        out.push(b'-');
    }
    push_u64(out, v.unsigned_abs());
}

/// Appends `v` in decimal.
pub(super) fn push_u128(out: &mut Vec<u8>, v: u128) {
    if let Ok(small) = u64::try_from(v) {
        push_u64(out, small);
        return;
    }
    const TEN19: u128 = 10_000_000_000_000_000_000;
    let hi = v / TEN19;
    let lo = (v % TEN19) as u64;
    push_u128(out, hi);
    push_padded19(out, lo);
}

/// Appends `v` in signed decimal.
pub(super) fn push_i128(out: &mut Vec<u8>, v: i128) {
    if v < 0 {
        out.push(b'-');
    }
    push_u128(out, v.unsigned_abs());
}

/// Appends `v` as exactly 19 decimal digits (zero padded).
fn push_padded19(out: &mut Vec<u8>, mut v: u64) {
    let mut buf = [b'0'; 19];
    let mut i = buf.len();
    while v > 0 {
        i -= 1;
        buf[i] = b'0' + (v % 10) as u8;
        v /= 10;
    }
    out.extend_from_slice(&buf);
}

/// Appends an arbitrary-width unsigned integer given as little-endian 64-bit
/// words, in decimal.
pub(super) fn push_big_unsigned(out: &mut Vec<u8>, words: &[u64]) {
    let mut w: Vec<u64> = words.to_vec();
    while w.len() > 1 && *w.last().unwrap_or(&0) == 0 {
        w.pop();
    }
    if w.len() == 1 {
        push_u64(out, w[0]);
        return;
    }
    // Repeated division by 10^19; chunks come out least significant first.
    const TEN19: u64 = 10_000_000_000_000_000_000;
    let mut chunks = Vec::new();
    while !(w.is_empty() || (w.len() == 1 && w[0] == 0)) {
        let mut rem: u128 = 0;
        for x in w.iter_mut().rev() {
            let cur = (rem << 64) | u128::from(*x);
            *x = (cur / u128::from(TEN19)) as u64;
            rem = cur % u128::from(TEN19);
        }
        chunks.push(rem as u64);
        while w.len() > 1 && *w.last().unwrap_or(&0) == 0 {
            w.pop();
        }
        if w.len() == 1 && w[0] == 0 {
            break;
        }
    }
    match chunks.split_last() {
        None => out.push(b'0'),
        Some((top, rest)) => {
            push_u64(out, *top);
            for c in rest.iter().rev() {
                push_padded19(out, *c);
            }
        }
    }
}

/// Appends the low `digits` hexadecimal digits of `v`, upper case, zero padded.
pub(super) fn push_hex(out: &mut Vec<u8>, v: u64, digits: u32) {
    for i in (0..digits).rev() {
        let nib = if i >= 16 { 0 } else { (v >> (i * 4)) & 0xf };
        out.push(HEX_UPPER[nib as usize]);
    }
}

/// Appends `v` in upper-case hexadecimal with no leading zeros (`0` for 0).
pub(super) fn push_hex_min(out: &mut Vec<u8>, v: u64) {
    let digits = if v == 0 {
        1
    } else {
        (64 - v.leading_zeros()).div_ceil(4)
    };
    push_hex(out, v, digits);
}

#[inline]
fn is_print(c: u8) -> bool {
    (0x20..=0x7e).contains(&c)
}

/// Appends `s` escaped as LLVM does inside `"..."`: printable ASCII except
/// `"` and `\` as is, `\` as `\\`, everything else as `\XX`.
pub(super) fn push_escaped(out: &mut Vec<u8>, s: &[u8]) {
    if s.iter().all(|&c| is_print(c) && c != b'"' && c != b'\\') {
        out.extend_from_slice(s);
        return;
    }
    for &c in s {
        if c == b'\\' {
            out.extend_from_slice(b"\\\\");
        } else if is_print(c) && c != b'"' {
            out.push(c);
        } else {
            out.push(b'\\');
            out.push(HEX_UPPER[(c >> 4) as usize]);
            out.push(HEX_UPPER[(c & 0xf) as usize]);
        }
    }
}

/// Appends `"s"` with escapes.
pub(super) fn push_quoted(out: &mut Vec<u8>, s: &[u8]) {
    out.push(b'"');
    push_escaped(out, s);
    out.push(b'"');
}

/// Whether a value/global/label name must be written in quotes.
#[inline]
fn name_needs_quotes(name: &[u8]) -> bool {
    match name.first() {
        None => true,
        Some(c) if c.is_ascii_digit() => true,
        _ => !name
            .iter()
            .all(|&c| c.is_ascii_alphanumeric() || c == b'-' || c == b'.' || c == b'_'),
    }
}

/// Appends a name (without sigil), quoting and escaping it if needed.
#[inline]
pub(super) fn push_name(out: &mut Vec<u8>, name: &[u8]) {
    if name_needs_quotes(name) {
        push_quoted(out, name);
    } else {
        out.extend_from_slice(name);
    }
}

/// Appends `sigil` then the name, quoted if needed (`@"\01x"`, `%a`).
#[inline]
pub(super) fn push_sigil_name(out: &mut Vec<u8>, sigil: u8, name: &[u8]) {
    out.push(sigil);
    push_name(out, name);
}

/// Appends a metadata identifier (`llvm.module.flags`, `tbaa`) as LLVM
/// writes it after `!`: letters, digits, `-$._` as is, others as `\XX`.
pub(super) fn push_md_ident(out: &mut Vec<u8>, name: &[u8]) {
    for (i, &c) in name.iter().enumerate() {
        let plain = if i == 0 {
            c.is_ascii_alphabetic() || matches!(c, b'-' | b'$' | b'.' | b'_')
        } else {
            c.is_ascii_alphanumeric() || matches!(c, b'-' | b'$' | b'.' | b'_')
        };
        if plain {
            out.push(c);
        } else {
            out.push(b'\\');
            out.push(HEX_UPPER[(c >> 4) as usize]);
            out.push(HEX_UPPER[(c & 0xf) as usize]);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn s(f: impl FnOnce(&mut Vec<u8>)) -> String {
        let mut v = Vec::new();
        f(&mut v);
        String::from_utf8(v).unwrap()
    }

    #[test]
    fn decimal() {
        assert_eq!(s(|o| push_u64(o, 0)), "0");
        assert_eq!(s(|o| push_u64(o, 1234567890)), "1234567890");
        assert_eq!(s(|o| push_u64(o, u64::MAX)), "18446744073709551615");
        assert_eq!(s(|o| push_i64(o, i64::MIN)), "-9223372036854775808");
        assert_eq!(
            s(|o| push_i128(o, i128::MIN)),
            "-170141183460469231731687303715884105728"
        );
        assert_eq!(
            s(|o| push_u128(o, u128::MAX)),
            "340282366920938463463374607431768211455"
        );
        assert_eq!(
            s(|o| push_u128(o, 10_000_000_000_000_000_000)),
            "10000000000000000000"
        );
        assert_eq!(
            s(|o| push_big_unsigned(o, &[u64::MAX, u64::MAX, 0])),
            "340282366920938463463374607431768211455"
        );
        assert_eq!(
            s(|o| push_big_unsigned(o, &[0, 0, 1])),
            "340282366920938463463374607431768211456"
        );
        assert_eq!(s(|o| push_big_unsigned(o, &[0, 0, 0])), "0");
    }

    #[test]
    fn names_and_strings() {
        assert_eq!(s(|o| push_sigil_name(o, b'%', b"a.b_c-1")), "%a.b_c-1");
        assert_eq!(s(|o| push_sigil_name(o, b'@', b"\x01foo")), "@\"\\01foo\"");
        assert_eq!(s(|o| push_sigil_name(o, b'%', b"a b")), "%\"a b\"");
        assert_eq!(s(|o| push_sigil_name(o, b'%', b"1x")), "%\"1x\"");
        assert_eq!(s(|o| push_sigil_name(o, b'@', b"a$b")), "@\"a$b\"");
        assert_eq!(
            s(|o| push_escaped(o, b"a\\b\"c\n\xff")),
            "a\\\\b\\22c\\0A\\FF"
        );
        assert_eq!(s(|o| push_md_ident(o, b"llvm.loop")), "llvm.loop");
        assert_eq!(s(|o| push_md_ident(o, b"1a b")), "\\31a\\20b");
        assert_eq!(s(|o| push_hex(o, 0x3c00, 4)), "3C00");
        assert_eq!(s(|o| push_hex(o, 0x1, 16)), "0000000000000001");
        assert_eq!(s(|o| push_hex_min(o, 0)), "0");
        assert_eq!(s(|o| push_hex_min(o, 0xFFFFFFFFFFFFF)), "FFFFFFFFFFFFF");
        assert_eq!(
            s(|o| push_hex_min(o, 0x3FB99999A0000000)),
            "3FB99999A0000000"
        );
    }
}
