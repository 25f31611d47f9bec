//! The argument of the `allocsize(...)` attribute, checked as LLVM 19's
//! `LLParser::parseAllocSizeArguments` does: one or two 32-bit parameter
//! indexes that differ. The text itself is kept as written; the verifier
//! checks the indexes against the parameters.

use super::lexer::{Tok, Token};
use super::{PResult, Parser};

impl<'a> Parser<'a> {
    /// `( N [, M] )` after `allocsize`; returns the parentheses.
    pub(crate) fn parse_alloc_size_attr_args(&mut self) -> PResult<(Token, Token)> {
        let open = self.expect(Tok::LParen, "'('")?;
        let base = self.parse_alloc_size_index()?;
        if self.eat(Tok::Comma) {
            let at = self.tok.start;
            if self.parse_alloc_size_index()? == base {
                return self.err_at(at, "'allocsize' indices can't refer to the same parameter");
            }
        }
        if !self.at(Tok::RParen) {
            return self.err("expected ')'");
        }
        let close = self.bump();
        Ok((open, close))
    }

    /// One parameter index: a non-negative decimal integer of 32 bits.
    fn parse_alloc_size_index(&mut self) -> PResult<u32> {
        let at = self.tok.start;
        let v = self.parse_u64("integer")?;
        u32::try_from(v).or_else(|_| self.err_at(at, "expected 32-bit integer (too large)"))
    }
}
