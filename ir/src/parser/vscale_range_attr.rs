//! The argument of the `vscale_range(...)` attribute, read as LLVM 19's
//! `LLParser::parseVScaleRangeArguments` does: a 32-bit minimum and an
//! optional 32-bit maximum. The verifier checks their values. The text
//! itself is kept as written.

use super::lexer::{Tok, Token};
use super::{PResult, Parser};

impl<'a> Parser<'a> {
    /// `( min [, max] )` after `vscale_range`; returns the parentheses.
    pub(crate) fn parse_vscale_range_attr_args(&mut self) -> PResult<(Token, Token)> {
        let open = self.expect(Tok::LParen, "'('")?;
        self.parse_vscale_bound()?;
        if self.eat(Tok::Comma) {
            self.parse_vscale_bound()?;
        }
        let close = self.expect(Tok::RParen, "')'")?;
        Ok((open, close))
    }

    /// A non-negative decimal integer of 32 bits.
    fn parse_vscale_bound(&mut self) -> PResult<u32> {
        let at = self.tok.start;
        if !matches!(self.tok.kind, Tok::Int(_)) || self.text(self.tok).starts_with(b"-") {
            return self.err("expected integer");
        }
        let v = self.parse_u64("integer")?;
        u32::try_from(v).or_else(|_| self.err_at(at, "expected 32-bit integer (too large)"))
    }
}
