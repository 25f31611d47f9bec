//! The argument of the `memory(...)` attribute, checked against LLVM 19's
//! grammar (`LLParser::parseMemoryAttr`): a comma-separated list of access
//! kinds (`none`, `read`, `write`, `readwrite`), each optionally preceded by
//! a location (`argmem:`, `inaccessiblemem:`); a default (location-less)
//! kind may only come before the first location. The text itself is kept
//! as written.

use super::lexer::{Tok, Token};
use super::{PResult, Parser};

/// The access kinds LLVM accepts.
const ACCESS_KINDS: [&[u8]; 4] = [b"none", b"read", b"write", b"readwrite"];
/// The memory locations LLVM accepts.
const LOCATIONS: [&[u8]; 2] = [b"argmem", b"inaccessiblemem"];

/// What the current token of a `memory(...)` list is.
enum MemTok {
    /// A location followed by its colon in the same token (`argmem:`).
    LocationColon,
    /// A location (`argmem`), the colon must follow.
    Location,
    /// An access kind.
    Access,
    /// Anything else.
    Other,
}

impl<'a> Parser<'a> {
    /// `( [loc:] kind, ... )` after `memory`; returns the parentheses.
    pub(crate) fn parse_memory_attr_args(&mut self) -> PResult<(Token, Token)> {
        let open = self.expect(Tok::LParen, "'('")?;
        let mut seen_location = false;
        loop {
            let located = match self.memory_tok() {
                MemTok::LocationColon => {
                    self.bump();
                    true
                }
                MemTok::Location => {
                    self.bump();
                    if !self.eat(Tok::Colon) {
                        return self.err("expected ':' after location");
                    }
                    true
                }
                _ => false,
            };
            if !matches!(self.memory_tok(), MemTok::Access) {
                return self.err(if located {
                    "expected access kind (none, read, write, readwrite)"
                } else {
                    "expected memory location (argmem, inaccessiblemem) or access kind \
                     (none, read, write, readwrite)"
                });
            }
            self.bump();
            if located {
                seen_location = true;
            } else if seen_location {
                return self.err("default access kind must be specified first");
            }
            if self.at(Tok::RParen) {
                let close = self.bump();
                return Ok((open, close));
            }
            if !self.eat(Tok::Comma) {
                return self.err("unterminated memory attribute");
            }
        }
    }

    /// Classifies the current token by its text.
    fn memory_tok(&self) -> MemTok {
        let text = &self.src[self.tok.start as usize..self.tok.end as usize];
        if matches!(self.tok.kind, Tok::LabelStr(_)) {
            let name = text.strip_suffix(b":").unwrap_or(text);
            if LOCATIONS.contains(&name) {
                return MemTok::LocationColon;
            }
            return MemTok::Other;
        }
        if matches!(self.tok.kind, Tok::Str) {
            return MemTok::Other;
        }
        if LOCATIONS.contains(&text) {
            MemTok::Location
        } else if ACCESS_KINDS.contains(&text) {
            MemTok::Access
        } else {
            MemTok::Other
        }
    }
}
