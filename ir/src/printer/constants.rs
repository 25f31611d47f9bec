//! Constant printing: integers, floating point (decimal when it reads back
//! exactly, else LLVM's hexadecimal forms), aggregates, `c"..."` strings,
//! global references and constant expressions with their flags.

use super::Printer;
use super::text::{
    push_big_unsigned, push_escaped, push_hex, push_hex_min, push_i64, push_i128, push_u32,
};
use crate::constants::{BlockName, Const, ConstData, ExprOp, IntValue};
use crate::instructions::{BinaryOp, CastOp, InstFlags};
use crate::types::{Type, TypeData};

impl Printer<'_, '_> {
    /// `T c`.
    pub(super) fn typed_constant(&mut self, c: Const) {
        let t = self.m.consts.type_of(c, self.m.types.common.token);
        self.ty(t);
        self.out.push(b' ');
        self.constant(c);
    }

    /// The constant `c` without its type.
    pub(super) fn constant(&mut self, c: Const) {
        let m = self.m;
        match m.consts.get(c) {
            ConstData::Int { ty, val } => {
                if let Some((elem, _, _)) = m.types.vector(*ty) {
                    self.bytes(b"splat (");
                    self.ty(elem);
                    self.out.push(b' ');
                    self.int_value(elem, val);
                    self.out.push(b')');
                } else {
                    self.int_value(*ty, val);
                }
            }
            ConstData::Float { ty, bits } => {
                if let Some((elem, _, _)) = m.types.vector(*ty) {
                    self.bytes(b"splat (");
                    self.ty(elem);
                    self.out.push(b' ');
                    self.float_value(elem, *bits);
                    self.out.push(b')');
                } else {
                    self.float_value(*ty, *bits);
                }
            }
            ConstData::Null(_) => self.bytes(b"null"),
            ConstData::None => self.bytes(b"none"),
            ConstData::Undef(_) => self.bytes(b"undef"),
            ConstData::Poison(_) => self.bytes(b"poison"),
            ConstData::Zero(_) => self.bytes(b"zeroinitializer"),
            ConstData::Struct { ty, elems } => {
                let packed = match m.types.get(*ty) {
                    TypeData::Struct { packed, .. } => *packed,
                    TypeData::Named(_) => m.types.named_body(*ty).is_some_and(|b| b.packed),
                    _ => false,
                };
                if packed {
                    self.out.push(b'<');
                }
                self.out.push(b'{');
                if !elems.is_empty() {
                    self.out.push(b' ');
                    self.typed_list(elems);
                    self.out.push(b' ');
                }
                self.out.push(b'}');
                if packed {
                    self.out.push(b'>');
                }
            }
            ConstData::Array { ty, elems } => {
                if self.is_i8_array(*ty)
                    && !elems.is_empty()
                    && elems.iter().all(|e| self.is_int_const(*e))
                {
                    self.bytes(b"c\"");
                    let mut bytes = Vec::with_capacity(elems.len());
                    for e in elems.iter() {
                        if let ConstData::Int { val, .. } = m.consts.get(*e) {
                            bytes.push(val.as_u64().unwrap_or(0) as u8);
                        }
                    }
                    push_escaped(self.out, &bytes);
                    self.out.push(b'"');
                } else {
                    self.out.push(b'[');
                    self.typed_list(elems);
                    self.out.push(b']');
                }
            }
            ConstData::Vector { elems, .. } => {
                self.out.push(b'<');
                self.typed_list(elems);
                self.out.push(b'>');
            }
            ConstData::Splat { elem, .. } => {
                self.bytes(b"splat (");
                self.typed_constant(*elem);
                self.out.push(b')');
            }
            ConstData::Bytes { data, .. } => {
                self.bytes(b"c\"");
                push_escaped(self.out, data);
                self.out.push(b'"');
            }
            ConstData::Global { gv, .. } => self.global_ref(*gv),
            ConstData::BlockAddress { func, block, .. } => {
                self.bytes(b"blockaddress(");
                self.global_ref(*func);
                self.bytes(b", ");
                match block {
                    BlockName::Named(s) => {
                        let name = self.sym(*s);
                        super::text::push_sigil_name(self.out, b'%', name);
                    }
                    BlockName::Numbered(n) => {
                        self.out.push(b'%');
                        push_u32(self.out, *n);
                    }
                }
                self.out.push(b')');
            }
            ConstData::DsoLocalEquivalent { gv, .. } => {
                self.bytes(b"dso_local_equivalent ");
                self.global_ref(*gv);
            }
            ConstData::NoCfi { gv, .. } => {
                self.bytes(b"no_cfi ");
                self.global_ref(*gv);
            }
            ConstData::PtrAuth { ops, .. } => {
                self.bytes(b"ptrauth (");
                self.typed_list(ops);
                self.out.push(b')');
            }
            ConstData::Expr {
                ty,
                op,
                flags,
                inrange,
                ops,
            } => self.const_expr(*ty, *op, *flags, *inrange, ops),
        }
    }

    /// `T a, T b, ...`
    fn typed_list(&mut self, elems: &[Const]) {
        for (i, e) in elems.iter().enumerate() {
            if i > 0 {
                self.bytes(b", ");
            }
            self.typed_constant(*e);
        }
    }

    fn is_i8_array(&self, ty: Type) -> bool {
        match self.m.types.get(ty) {
            TypeData::Array { elem, .. } => self.m.types.int_bits(*elem) == Some(8),
            _ => false,
        }
    }

    fn is_int_const(&self, c: Const) -> bool {
        matches!(self.m.consts.get(c), ConstData::Int { .. })
    }

    /// An integer of type `ty` in signed decimal (`true`/`false` for `i1`).
    pub(super) fn int_value(&mut self, ty: Type, val: &IntValue) {
        let bits = self.m.types.int_bits(ty).unwrap_or(64);
        if bits == 1 {
            self.bytes(if val.is_zero() { b"false" } else { b"true" });
            return;
        }
        match val {
            IntValue::Small(_) if bits <= 128 => {
                let v = val.as_i128(bits).unwrap_or(0);
                if let Ok(small) = i64::try_from(v) {
                    push_i64(self.out, small);
                } else {
                    push_i128(self.out, v);
                }
            }
            IntValue::Small(v) => {
                // A wide type whose value fits in 128 bits: non-negative.
                super::text::push_u128(self.out, *v);
            }
            IntValue::Big(words) => {
                let top = bits.saturating_sub(1);
                let negative = words
                    .get((top / 64) as usize)
                    .is_some_and(|w| (w >> (top % 64)) & 1 == 1);
                if negative {
                    // Two's complement negation within `bits`.
                    let mut neg: Vec<u64> = words.iter().map(|w| !w).collect();
                    let mut carry = true;
                    for w in neg.iter_mut() {
                        if !carry {
                            break;
                        }
                        let (s, c) = w.overflowing_add(1);
                        *w = s;
                        carry = c;
                    }
                    if !bits.is_multiple_of(64)
                        && let Some(last) = neg.get_mut((bits / 64) as usize)
                    {
                        *last &= (1u64 << (bits % 64)) - 1;
                    }
                    self.out.push(b'-');
                    push_big_unsigned(self.out, &neg);
                } else {
                    push_big_unsigned(self.out, words);
                }
            }
        }
    }

    /// A floating-point value of scalar type `ty` from its bit pattern.
    pub(super) fn float_value(&mut self, ty: Type, bits: u128) {
        match self.m.types.get(ty) {
            TypeData::Double => {
                let b = bits as u64;
                if !write_decimal(self.out, f64::from_bits(b)) {
                    self.bytes(b"0x");
                    push_hex_min(self.out, b);
                }
            }
            TypeData::Float => {
                let b = bits as u32;
                let d = f32_bits_to_f64_bits(b);
                if !write_decimal(self.out, f64::from_bits(d)) {
                    self.bytes(b"0x");
                    push_hex_min(self.out, d);
                }
            }
            TypeData::Half => {
                self.bytes(b"0xH");
                push_hex(self.out, bits as u64, 4);
            }
            TypeData::BFloat => {
                self.bytes(b"0xR");
                push_hex(self.out, bits as u64, 4);
            }
            TypeData::X86Fp80 => {
                self.bytes(b"0xK");
                push_hex(self.out, (bits >> 64) as u64, 4);
                push_hex(self.out, bits as u64, 16);
            }
            TypeData::Fp128 => {
                self.bytes(b"0xL");
                push_hex(self.out, bits as u64, 16);
                push_hex(self.out, (bits >> 64) as u64, 16);
            }
            TypeData::PpcFp128 => {
                self.bytes(b"0xM");
                push_hex(self.out, bits as u64, 16);
                push_hex(self.out, (bits >> 64) as u64, 16);
            }
            _ => {
                // Not a float type: write the bits as a double pattern.
                self.bytes(b"0x");
                push_hex(self.out, bits as u64, 16);
            }
        }
    }

    fn const_expr(
        &mut self,
        ty: Type,
        op: ExprOp,
        flags: InstFlags,
        inrange: Option<(i64, i64)>,
        ops: &[Const],
    ) {
        match op {
            ExprOp::Cast(c) => {
                self.bytes(c.name().as_bytes());
                self.cast_flags(c, flags);
                self.bytes(b" (");
                if let Some(&a) = ops.first() {
                    self.typed_constant(a);
                }
                self.bytes(b" to ");
                self.ty(ty);
                self.out.push(b')');
            }
            ExprOp::Binary(b) => {
                self.bytes(b.name().as_bytes());
                self.binary_flags(b, flags);
                self.bytes(b" (");
                self.typed_list(ops);
                self.out.push(b')');
            }
            ExprOp::Gep(src) => {
                self.bytes(b"getelementptr");
                self.gep_flags(flags);
                if let Some((lo, hi)) = inrange {
                    self.bytes(b" inrange(");
                    push_i64(self.out, lo);
                    self.bytes(b", ");
                    push_i64(self.out, hi);
                    self.out.push(b')');
                }
                self.bytes(b" (");
                self.ty(src);
                for o in ops {
                    self.bytes(b", ");
                    self.typed_constant(*o);
                }
                self.out.push(b')');
            }
            ExprOp::ExtractElement | ExprOp::InsertElement | ExprOp::Select => {
                self.bytes(match op {
                    ExprOp::ExtractElement => b"extractelement (",
                    ExprOp::InsertElement => b"insertelement (",
                    _ => b"select (",
                });
                self.typed_list(ops);
                self.out.push(b')');
            }
            ExprOp::ShuffleVector => {
                self.bytes(b"shufflevector (");
                self.typed_list(&ops[..ops.len().min(2)]);
                if let Some(&mask) = ops.get(2) {
                    self.shuffle_mask(mask);
                }
                self.out.push(b')');
            }
            ExprOp::ICmp(p) => {
                self.bytes(b"icmp ");
                self.bytes(p.name().as_bytes());
                self.bytes(b" (");
                self.typed_list(ops);
                self.out.push(b')');
            }
            ExprOp::FCmp(p) => {
                self.bytes(b"fcmp ");
                self.bytes(p.name().as_bytes());
                self.bytes(b" (");
                self.typed_list(ops);
                self.out.push(b')');
            }
            ExprOp::ExtractValue | ExprOp::InsertValue => {
                let n_vals = if op == ExprOp::ExtractValue { 1 } else { 2 };
                self.bytes(if n_vals == 1 {
                    b"extractvalue ("
                } else {
                    b"insertvalue ("
                });
                let n_vals = n_vals.min(ops.len());
                self.typed_list(&ops[..n_vals]);
                for idx in &ops[n_vals..] {
                    self.bytes(b", ");
                    self.constant(*idx);
                }
                self.out.push(b')');
            }
        }
    }

    /// `nuw`/`nsw`/`exact`/`disjoint` as meaningful for `op`.
    pub(super) fn binary_flags(&mut self, op: BinaryOp, flags: InstFlags) {
        match op {
            BinaryOp::Add | BinaryOp::Sub | BinaryOp::Mul | BinaryOp::Shl => {
                if flags.has(InstFlags::NUW) {
                    self.bytes(b" nuw");
                }
                if flags.has(InstFlags::NSW) {
                    self.bytes(b" nsw");
                }
            }
            BinaryOp::UDiv | BinaryOp::SDiv | BinaryOp::LShr | BinaryOp::AShr
                if flags.has(InstFlags::EXACT) =>
            {
                self.bytes(b" exact");
            }
            BinaryOp::Or if flags.has(InstFlags::DISJOINT) => self.bytes(b" disjoint"),
            _ => {}
        }
    }

    /// `nuw`/`nsw` of `trunc`, `nneg` of `zext`/`uitofp`.
    pub(super) fn cast_flags(&mut self, op: CastOp, flags: InstFlags) {
        match op {
            CastOp::Trunc => {
                if flags.has(InstFlags::NUW) {
                    self.bytes(b" nuw");
                }
                if flags.has(InstFlags::NSW) {
                    self.bytes(b" nsw");
                }
            }
            CastOp::ZExt | CastOp::UiToFp if flags.has(InstFlags::NNEG) => self.bytes(b" nneg"),
            _ => {}
        }
    }

    /// `inbounds` (or `nusw`) and `nuw` of a `getelementptr`.
    pub(super) fn gep_flags(&mut self, flags: InstFlags) {
        if flags.has(InstFlags::INBOUNDS) {
            self.bytes(b" inbounds");
        } else if flags.has(InstFlags::NUSW) {
            self.bytes(b" nusw");
        }
        if flags.has(InstFlags::NUW) {
            self.bytes(b" nuw");
        }
    }

    /// `, <N x i32> mask` of a `shufflevector`, with undefined lanes as
    /// `poison` and the all-zero / all-poison masks in their short forms.
    pub(super) fn shuffle_mask(&mut self, mask: Const) {
        let m = self.m;
        let mask_ty = m.consts.type_of(mask, m.types.common.token);
        let (len, scalable) = match m.types.vector(mask_ty) {
            Some((_, len, scalable)) => (len, scalable),
            None => (0, false),
        };
        self.bytes(b", <");
        if scalable {
            self.bytes(b"vscale x ");
        }
        push_u32(self.out, len);
        self.bytes(b" x i32> ");
        // Lanes: Some(index) or None for poison/undef.
        let lane = |c: Const| -> Option<i64> {
            match m.consts.get(c) {
                ConstData::Int { ty, val } => Some(
                    val.as_i128(m.types.int_bits(*ty).unwrap_or(32))
                        .unwrap_or(0) as i64,
                ),
                ConstData::Zero(_) => Some(0),
                _ => None,
            }
        };
        let lanes: Vec<Option<i64>> = match m.consts.get(mask) {
            ConstData::Zero(_) => {
                self.bytes(b"zeroinitializer");
                return;
            }
            ConstData::Undef(_) | ConstData::Poison(_) => {
                self.bytes(b"poison");
                return;
            }
            ConstData::Vector { elems, .. } => elems.iter().map(|e| lane(*e)).collect(),
            ConstData::Splat { elem, .. } => {
                // One lane repeated: the short forms, else `splat (i32 N)`
                // (not expanded: the vector may be very long).
                match lane(*elem) {
                    Some(0) => self.bytes(b"zeroinitializer"),
                    None => self.bytes(b"poison"),
                    Some(v) => {
                        self.bytes(b"splat (i32 ");
                        push_i64(self.out, v);
                        self.out.push(b')');
                    }
                }
                return;
            }
            _ => {
                // Unknown form: print the constant as is.
                self.constant(mask);
                return;
            }
        };
        if lanes.iter().all(|l| *l == Some(0)) {
            self.bytes(b"zeroinitializer");
        } else if lanes.iter().all(|l| l.is_none()) {
            self.bytes(b"poison");
        } else {
            self.out.push(b'<');
            for (i, l) in lanes.iter().enumerate() {
                if i > 0 {
                    self.bytes(b", ");
                }
                self.bytes(b"i32 ");
                match l {
                    Some(v) => push_i64(self.out, *v),
                    None => self.bytes(b"poison"),
                }
            }
            self.out.push(b'>');
        }
    }
}

/// The double with the same value as the float with bits `b` (NaN payloads
/// kept, signalling NaNs stay signalling, as LLVM writes them).
fn f32_bits_to_f64_bits(b: u32) -> u64 {
    let sign = u64::from(b >> 31);
    let exp = (b >> 23) & 0xff;
    let man = u64::from(b & 0x7f_ffff);
    if exp == 0xff {
        (sign << 63) | (0x7ff << 52) | (man << 29)
    } else {
        f64::from(f32::from_bits(b)).to_bits()
    }
}

/// Writes `v` the way LLVM's `APFloat::toString(6, 0, false)` does
/// (`1.000000e+00`: at most six significant digits, computed by LLVM's
/// truncate-then-round-half-up scheme) if that text reads back as exactly
/// `v`; returns false (writing nothing) otherwise.
fn write_decimal(out: &mut Vec<u8>, v: f64) -> bool {
    if !v.is_finite() {
        return false;
    }
    let bits = v.to_bits();
    let neg = bits >> 63 != 0;
    let (digits, exp10) = match llvm_digits(bits) {
        Some(d) => d,
        None => {
            // Zero.
            if neg {
                out.push(b'-');
            }
            out.extend_from_slice(b"0.000000e+00");
            return true;
        }
    };
    // Render into a stack buffer, check it reads back, then copy.
    let mut buf = [0u8; 32];
    let mut n = 0;
    let mut put = |c: u8| {
        buf[n] = c;
        n += 1;
    };
    if neg {
        put(b'-');
    }
    let nd = digits.len();
    put(digits[0]);
    put(b'.');
    for &d in &digits[1..] {
        put(d);
    }
    for _ in nd..=PRECISION {
        put(b'0');
    }
    let e = exp10 + nd as i32 - 1;
    put(b'e');
    put(if e < 0 { b'-' } else { b'+' });
    let ea = e.unsigned_abs();
    if ea >= 100 {
        put(b'0' + (ea / 100) as u8);
    }
    put(b'0' + (ea / 10 % 10) as u8);
    put(b'0' + (ea % 10) as u8);
    let text = &buf[..n];
    match std::str::from_utf8(text)
        .ok()
        .and_then(|s| s.parse::<f64>().ok())
    {
        Some(back) if back == v => {
            out.extend_from_slice(text);
            true
        }
        _ => false,
    }
}

/// Significant digits LLVM writes for a double.
const PRECISION: usize = 6;

/// The decimal digits (most significant first, at most [`PRECISION`], no
/// trailing zeros) and the power of ten of the last one, as LLVM's
/// `APFloat::toString` computes them for the finite double with bits
/// `bits`; `None` for zero.
fn llvm_digits(bits: u64) -> Option<(Vec<u8>, i32)> {
    let biased = ((bits >> 52) & 0x7ff) as i32;
    let man = bits & ((1u64 << 52) - 1);
    let (mut sig, mut exp) = if biased == 0 {
        (man, -1074)
    } else {
        (man | (1u64 << 52), biased - 1075)
    };
    if sig == 0 {
        return None;
    }
    let tz = sig.trailing_zeros();
    sig >>= tz;
    exp += tz as i32;
    // The exact value as a big integer times 10^exp.
    let mut big: Vec<u32> = vec![sig as u32, (sig >> 32) as u32];
    if exp > 0 {
        big_shl(&mut big, exp as u32);
        exp = 0;
    } else if exp < 0 {
        let mut k = -exp;
        while k > 0 {
            let step = k.min(13); // 5^13 < 2^32
            big_mul_small(&mut big, 5u32.pow(step as u32));
            k -= step;
        }
    }
    // Drop decimal digits that cannot matter (truncating), as LLVM does.
    let bit_len = big_bit_len(&big);
    let required = (PRECISION * 196).div_ceil(59) as u32;
    if bit_len > required {
        let mut tens = (bit_len - required) * 59 / 196;
        exp += tens as i32;
        while tens > 0 {
            let step = tens.min(9);
            big_div_small(&mut big, 10u32.pow(step));
            tens -= step;
        }
    }
    // Remaining digits, least significant first, trailing zeros dropped.
    let mut buf: Vec<u8> = Vec::with_capacity(24);
    let mut in_trail = true;
    while big.iter().any(|&w| w != 0) {
        let d = big_div_small(&mut big, 10) as u8;
        if in_trail && d == 0 {
            exp += 1;
        } else {
            in_trail = false;
            buf.push(d);
        }
    }
    // Round half up to PRECISION digits.
    if buf.len() > PRECISION {
        let mut first = buf.len() - PRECISION;
        if buf[first - 1] < 5 {
            while first < buf.len() && buf[first] == 0 {
                first += 1;
            }
        } else {
            let mut i = first;
            while i < buf.len() {
                if buf[i] == 9 {
                    first += 1;
                    i += 1;
                } else {
                    buf[i] += 1;
                    break;
                }
            }
        }
        exp += first as i32;
        buf.drain(..first);
        if buf.is_empty() {
            buf.push(1);
        }
    }
    buf.reverse();
    for d in buf.iter_mut() {
        *d += b'0';
    }
    Some((buf, exp))
}

fn big_bit_len(big: &[u32]) -> u32 {
    for (i, &w) in big.iter().enumerate().rev() {
        if w != 0 {
            return i as u32 * 32 + (32 - w.leading_zeros());
        }
    }
    0
}

fn big_mul_small(big: &mut Vec<u32>, m: u32) {
    let mut carry = 0u64;
    for w in big.iter_mut() {
        let p = u64::from(*w) * u64::from(m) + carry;
        *w = p as u32;
        carry = p >> 32;
    }
    if carry != 0 {
        big.push(carry as u32);
    }
}

/// Divides in place; returns the remainder.
fn big_div_small(big: &mut Vec<u32>, d: u32) -> u32 {
    let mut rem = 0u64;
    for w in big.iter_mut().rev() {
        let cur = (rem << 32) | u64::from(*w);
        *w = (cur / u64::from(d)) as u32;
        rem = cur % u64::from(d);
    }
    while big.len() > 1 && big.last() == Some(&0) {
        big.pop();
    }
    rem as u32
}

fn big_shl(big: &mut Vec<u32>, sh: u32) {
    let words = (sh / 32) as usize;
    let bits = sh % 32;
    if bits != 0 {
        let mut carry = 0u32;
        for w in big.iter_mut() {
            let nw = (*w << bits) | carry;
            carry = *w >> (32 - bits);
            *w = nw;
        }
        if carry != 0 {
            big.push(carry);
        }
    }
    if words > 0 {
        big.splice(0..0, std::iter::repeat_n(0, words));
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn dec(v: f64) -> Option<String> {
        let mut out = Vec::new();
        write_decimal(&mut out, v).then(|| String::from_utf8(out).unwrap())
    }

    #[test]
    fn decimal_floats() {
        assert_eq!(dec(1.0).as_deref(), Some("1.000000e+00"));
        assert_eq!(dec(0.1).as_deref(), Some("1.000000e-01"));
        assert_eq!(dec(-2.5).as_deref(), Some("-2.500000e+00"));
        assert_eq!(dec(0.0).as_deref(), Some("0.000000e+00"));
        assert_eq!(dec(-0.0).as_deref(), Some("-0.000000e+00"));
        assert_eq!(dec(1e100).as_deref(), Some("1.000000e+100"));
        assert_eq!(dec(123456.0).as_deref(), Some("1.234560e+05"));
        assert_eq!(dec(0.3).as_deref(), Some("3.000000e-01"));
        assert_eq!(dec(1e-5).as_deref(), Some("1.000000e-05"));
        assert_eq!(dec(5e-324).as_deref(), Some("4.940660e-324"));
        // LLVM's digit generation truncates before rounding: these exact
        // doubles do not come out as their short decimal.
        assert_eq!(dec(0.999), None);
        assert_eq!(dec(1e-6), None);
        assert_eq!(dec(1234567.0), None);
        assert_eq!(dec(std::f64::consts::PI), None);
        assert_eq!(dec(f64::from(0.1f32)), None);
        assert_eq!(dec(f64::INFINITY), None);
    }

    #[test]
    fn float_to_double_bits() {
        assert_eq!(f32_bits_to_f64_bits(0x3f80_0000), 0x3ff0_0000_0000_0000);
        assert_eq!(f32_bits_to_f64_bits(0x7f80_0000), 0x7ff0_0000_0000_0000);
        assert_eq!(f32_bits_to_f64_bits(0x7fc0_0000), 0x7ff8_0000_0000_0000);
        assert_eq!(f32_bits_to_f64_bits(0x7f80_0001), 0x7ff0_0000_2000_0000);
        assert_eq!(f32_bits_to_f64_bits(0x3dcc_cccd), 0x3fb9_9999_a000_0000);
    }
}
