//! The argument of the `nofpclass(...)` attribute, checked as LLVM 19's
//! `LLParser::parseNoFPClassAttr` does: test-mask keywords separated by
//! white space (`nan inf`), or one integer mask of the ten class bits. The
//! text itself is kept as written.

use super::lexer::{Tok, Token};
use super::{PResult, Parser};

/// The test-mask keywords LLVM accepts.
const MASK_WORDS: [&[u8]; 16] = [
    b"all", b"nan", b"snan", b"qnan", b"inf", b"ninf", b"pinf", b"norm", b"nnorm", b"pnorm",
    b"sub", b"nsub", b"psub", b"zero", b"nzero", b"pzero",
];

/// The bits of an integer mask (`fcAllFlags`).
const ALL_CLASSES: u64 = 0x3ff;

impl<'a> Parser<'a> {
    /// `( keyword... )` or `( N )` after `nofpclass`; returns the
    /// parentheses.
    pub(crate) fn parse_nofpclass_attr_args(&mut self) -> PResult<(Token, Token)> {
        let open = self.expect(Tok::LParen, "'('")?;
        if matches!(self.tok.kind, Tok::Int(_)) {
            let mask = self.parse_u64("integer")?;
            if mask == 0 || mask & !ALL_CLASSES != 0 {
                return self.err("invalid mask value for 'nofpclass'");
            }
            let close = self.expect(Tok::RParen, "')'")?;
            return Ok((open, close));
        }
        loop {
            let word = matches!(self.tok.kind, Tok::Word | Tok::Kw(_) | Tok::Attr(_))
                && MASK_WORDS.contains(&self.text(self.tok));
            if !word {
                return self.err("expected nofpclass test mask");
            }
            self.bump();
            if self.at(Tok::RParen) {
                let close = self.bump();
                return Ok((open, close));
            }
        }
    }
}
