//! The argument of the `allockind(...)` attribute, checked as LLVM 19's
//! `LLParser::parseAllocKind` does: one string of comma-separated kinds
//! (`"alloc,zeroed"`). The verifier checks how the kinds combine. The text
//! itself is kept as written.

use super::lexer::{Tok, Token};
use super::{PResult, Parser};

/// The kinds LLVM accepts.
const KINDS: [&[u8]; 6] = [
    b"alloc",
    b"realloc",
    b"free",
    b"uninitialized",
    b"zeroed",
    b"aligned",
];

impl<'a> Parser<'a> {
    /// `( "kind,..." )` after `allockind`; returns the parentheses.
    pub(crate) fn parse_alloc_kind_attr_args(&mut self) -> PResult<(Token, Token)> {
        let open = self.expect(Tok::LParen, "'('")?;
        let at = self.tok.start;
        if !self.at(Tok::Str) {
            return self.err("expected allockind value");
        }
        let text = self.parse_str_bytes("allockind value")?;
        if let Some(bad) = text.split(|&c| c == b',').find(|k| !KINDS.contains(k)) {
            let bad = String::from_utf8_lossy(bad);
            return self.err_at(at, format!("unknown allockind {bad}"));
        }
        let close = self.expect(Tok::RParen, "')'")?;
        Ok((open, close))
    }
}
