//! The argument of the `range(...)` attribute, checked as LLVM 19's
//! `LLParser::parseRangeAttr` does: an integer type, two bounds that fit
//! its width (as unsigned or, when negative, as signed numbers) and that
//! differ once extended to it. The text itself is kept as written.

use super::lexer::{Tok, Token};
use super::{PResult, Parser};

/// A decimal bound as written: negative or not, with its magnitude.
#[derive(Copy, Clone, PartialEq, Eq)]
struct Bound {
    negative: bool,
    magnitude: u128,
}

impl Bound {
    /// The bits this bound needs (LLVM's active bits for a non-negative
    /// number, significant bits for a negative one).
    fn bits_needed(self) -> u32 {
        if self.negative {
            // -m needs as many bits as m - 1 has, plus the sign bit.
            129 - (self.magnitude - 1).leading_zeros()
        } else {
            128 - self.magnitude.leading_zeros()
        }
    }

    /// The bound extended (signed if negative, unsigned otherwise) to
    /// `bits` bits, when `bits` is at most 128.
    fn truncated(self, bits: u32) -> u128 {
        let v = if self.negative {
            self.magnitude.wrapping_neg()
        } else {
            self.magnitude
        };
        if bits >= 128 {
            v
        } else {
            v & ((1u128 << bits) - 1)
        }
    }
}

impl<'a> Parser<'a> {
    /// `( iN lower, upper )` after `range`; returns the parentheses.
    pub(crate) fn parse_range_attr_args(&mut self) -> PResult<(Token, Token)> {
        let open = self.expect(Tok::LParen, "'('")?;
        let ty_at = self.tok.start;
        let ty = self.parse_type()?;
        let Some(bits) = self.m.types.int_bits(ty) else {
            return self.err_at(ty_at, "the range must have integer type!");
        };
        let lower = self.parse_range_bound(bits)?;
        self.expect(Tok::Comma, "','")?;
        let upper = self.parse_range_bound(bits)?;
        if let (Some(lo), Some(hi)) = (lower, upper) {
            let equal = if bits <= 128 {
                lo.truncated(bits) == hi.truncated(bits)
            } else {
                // Wider than both bounds: a negative and a non-negative
                // bound never meet.
                lo == hi
            };
            if equal {
                return self.err("the range should not represent the full or empty set!");
            }
        }
        let close = self.expect(Tok::RParen, "')'")?;
        Ok((open, close))
    }

    /// One bound; `None` when it is a hexadecimal `u0x`/`s0x` integer or a
    /// decimal beyond 128 bits, which are taken as written.
    fn parse_range_bound(&mut self, bits: u32) -> PResult<Option<Bound>> {
        let t = self.tok;
        let text = self.text(t);
        if !matches!(t.kind, Tok::Int(_)) {
            if text.starts_with(b"u0x") || text.starts_with(b"s0x") {
                self.bump();
                return Ok(None);
            }
            return self.err("expected integer");
        }
        let (negative, digits) = match text.strip_prefix(b"-") {
            Some(d) => (true, d),
            None => (false, text),
        };
        let magnitude = std::str::from_utf8(digits)
            .ok()
            .and_then(|d| d.parse::<u128>().ok());
        let bound = match magnitude {
            Some(m) if !(negative && m == 0) => Some(Bound {
                negative,
                magnitude: m,
            }),
            Some(_) => Some(Bound {
                negative: false,
                magnitude: 0,
            }),
            None => None,
        };
        let too_wide = match bound {
            Some(b) => b.bits_needed() > bits,
            None => bits <= 128,
        };
        if too_wide {
            return self.err("integer is too large for the bit width of specified type");
        }
        self.bump();
        Ok(bound)
    }
}
