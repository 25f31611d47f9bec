//! The argument of the `initializes(...)` attribute, checked as LLVM 19's
//! `LLParser::parseInitializesAttr` does: a list of `(lower, upper)` byte
//! ranges as 64-bit signed numbers, each non-empty, sorted and not
//! overlapping or touching. The text itself is kept as written.

use super::lexer::{Tok, Token};
use super::{PResult, Parser};

impl<'a> Parser<'a> {
    /// `( (lo, hi), ... )` after `initializes`; returns the parentheses.
    pub(crate) fn parse_initializes_attr_args(&mut self) -> PResult<(Token, Token)> {
        let open = self.expect(Tok::LParen, "'('")?;
        let mut ordered = true;
        let mut prev_upper: Option<i64> = None;
        loop {
            self.expect(Tok::LParen, "'('")?;
            let lower = self.parse_initializes_bound()?;
            self.expect(Tok::Comma, "','")?;
            let upper = self.parse_initializes_bound()?;
            if lower == upper {
                return self.err("the range should not represent the full or empty set!");
            }
            self.expect(Tok::RParen, "')'")?;
            if lower >= upper || prev_upper.is_some_and(|p| p >= lower) {
                ordered = false;
            }
            prev_upper = Some(upper);
            if !self.eat(Tok::Comma) {
                break;
            }
        }
        let close = self.expect(Tok::RParen, "')'")?;
        if !ordered {
            return self.err("Invalid (unordered or overlapping) range list");
        }
        Ok((open, close))
    }

    /// A decimal bound as a 64-bit two's-complement number (LLVM extends
    /// the literal to 64 bits: `9223372036854775808` is `i64::MIN`). Wider
    /// literals, which LLVM would truncate, are rejected.
    fn parse_initializes_bound(&mut self) -> PResult<i64> {
        let t = self.tok;
        if !matches!(t.kind, Tok::Int(_)) {
            return self.err("expected integer");
        }
        let v = super::numbers::dec_i128(self.text(t));
        let bound = match v {
            Some(v) if (0..=u64::MAX as i128).contains(&v) => v as u64 as i64,
            Some(v) if v >= i64::MIN as i128 && v < 0 => v as i64,
            _ => return self.err("integer is too large for a 64-bit bound"),
        };
        self.bump();
        Ok(bound)
    }
}
