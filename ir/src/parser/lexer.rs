//! The `.ll` lexer: turns bytes into tokens one at a time, without
//! allocating. Names, strings and numbers are spans into the source; the
//! parser converts them where it needs their value.

use super::keywords::{KwTable, WordKind};
use crate::attributes::AttrKind;
use crate::function::DbgRecordKind;

pub(crate) use super::keywords::Kw;

/// A token's kind, with small payloads.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub(crate) enum Tok {
    /// End of input.
    Eof,
    /// `=`
    Equal,
    /// `,`
    Comma,
    /// `*`
    Star,
    /// `(`
    LParen,
    /// `)`
    RParen,
    /// `[`
    LSquare,
    /// `]`
    RSquare,
    /// `{`
    LBrace,
    /// `}`
    RBrace,
    /// `<`
    Less,
    /// `>`
    Greater,
    /// `!` not followed by a name or number.
    Exclaim,
    /// `|`
    Bar,
    /// `:`
    Colon,
    /// `...`
    DotDotDot,
    /// A keyword.
    Kw(Kw),
    /// An attribute keyword (that is not also a [`Kw`]).
    Attr(AttrKind),
    /// A calling-convention keyword (index into `CALL_CONV_NAMES`).
    Cc(u8),
    /// Any other bare word (`DW_TAG_member`, `FullDebug`, ...).
    Word,
    /// `iN`
    IntType(u32),
    /// `name:` or `"name":` (quoted when the flag is set).
    LabelStr(bool),
    /// `N:`
    LabelId(u32),
    /// `%name` / `%"name"`
    LocalVar(bool),
    /// `%N`
    LocalId(u32),
    /// `@name` / `@"name"`
    GlobalVar(bool),
    /// `@N`
    GlobalId(u32),
    /// `$name` / `$"name"`
    ComdatVar(bool),
    /// `!name` (may contain `\XX` escapes)
    MetadataVar,
    /// `!N`
    MdId(u32),
    /// `#N`
    AttrGrpId(u32),
    /// `#dbg_value` and friends.
    DbgRecord(DbgRecordKind),
    /// `^N` (summary entries; skipped).
    SummaryId,
    /// A decimal integer, possibly negative.
    Int,
    /// `u0x...` / `s0x...`
    HexInt,
    /// A decimal floating-point literal.
    Float,
    /// `0x...` with the kind letter (`b'x'` for the plain double form, else
    /// `K`, `L`, `M`, `H`, `R`).
    HexFloat(u8),
    /// `"..."` (span includes the quotes).
    Str,
    /// Bytes that form no token (the lexer's message is in
    /// [`Lexer::last_error`]); as in LLVM, the parser reports what it
    /// expected instead.
    Error,
}

/// A token and its byte span.
#[derive(Copy, Clone, Debug)]
pub(crate) struct Token {
    /// Kind.
    pub kind: Tok,
    /// Offset of the first byte.
    pub start: u32,
    /// Offset one past the last byte.
    pub end: u32,
}

const C_DIGIT: u8 = 1;
const C_KW: u8 = 2; // [a-zA-Z0-9_]
const C_LABEL: u8 = 4; // [-a-zA-Z$._0-9]
const C_NAME_START: u8 = 8; // [-a-zA-Z$._]
const C_HEX: u8 = 16;
const C_SPACE: u8 = 32;

const fn classes() -> [u8; 256] {
    let mut t = [0u8; 256];
    let mut i = 0;
    while i < 256 {
        let c = i as u8;
        let mut v = 0;
        if c.is_ascii_digit() {
            v |= C_DIGIT | C_KW | C_LABEL | C_HEX;
        }
        if c.is_ascii_alphabetic() {
            v |= C_KW | C_LABEL | C_NAME_START;
        }
        if c.is_ascii_hexdigit() {
            v |= C_HEX;
        }
        if c == b'_' {
            v |= C_KW | C_LABEL | C_NAME_START;
        }
        if c == b'-' || c == b'$' || c == b'.' {
            v |= C_LABEL | C_NAME_START;
        }
        if c == b' ' || c == b'\t' || c == b'\n' || c == b'\r' {
            v |= C_SPACE;
        }
        t[i] = v;
        i += 1;
    }
    t
}

static CLASS: [u8; 256] = classes();

/// The end of the run of word bytes starting at `p` (`[a-zA-Z0-9_]`, or
/// with `extra` also `-$.`). A plain byte loop: short runs dominate and
/// predict well.
#[inline(always)]
fn scan_word(src: &[u8], mut p: usize, extra: bool) -> usize {
    let class = if extra { C_LABEL } else { C_KW };
    while p < src.len() && is(src[p], class) {
        p += 1;
    }
    p
}

/// `?` for functions that return an error token.
macro_rules! tri {
    ($e:expr) => {
        match $e {
            Ok(v) => v,
            Err(t) => return t,
        }
    };
}

#[inline]
fn is(c: u8, class: u8) -> bool {
    CLASS[c as usize] & class != 0
}

/// The lexer state: a position in the source.
pub(crate) struct Lexer<'a> {
    src: &'a [u8],
    pos: usize,
    table: &'static KwTable,
    /// The message for the last [`Tok::Error`] token.
    pub last_error: Option<String>,
}

type LResult = Token;

impl<'a> Lexer<'a> {
    /// A lexer at the start of `src`.
    pub(crate) fn new(src: &'a [u8]) -> Self {
        Lexer {
            src,
            pos: 0,
            table: KwTable::get(),
            last_error: None,
        }
    }

    /// Moves to byte offset `pos`.
    pub(crate) fn seek(&mut self, pos: usize) {
        self.pos = pos.min(self.src.len());
    }

    #[inline]
    fn peek(&self, at: usize) -> u8 {
        self.src.get(at).copied().unwrap_or(0)
    }

    #[inline]
    fn tok(&self, kind: Tok, start: usize) -> LResult {
        Token {
            kind,
            start: start as u32,
            end: self.pos as u32,
        }
    }

    /// An error token at `start` (always making progress).
    #[cold]
    fn error(&mut self, start: usize, msg: &str) -> Token {
        if self.pos <= start {
            self.pos = (start + 1).min(self.src.len());
        }
        self.last_error = Some(msg.to_string());
        Token {
            kind: Tok::Error,
            start: start as u32,
            end: self.pos as u32,
        }
    }

    /// Skips whitespace and comments. Returns an error for an unterminated
    /// block comment.
    #[inline]
    fn skip_trivia(&mut self) -> Option<Token> {
        let src = self.src;
        let mut p = self.pos;
        loop {
            while let Some(b' ' | b'\n' | b'\t' | b'\r') = src.get(p) {
                p += 1;
            }
            match src.get(p) {
                Some(b';') => match memchr(b'\n', &src[p..]) {
                    Some(n) => p += n + 1,
                    None => p = src.len(),
                },
                Some(b'/') if src.get(p + 1) == Some(&b'*') => {
                    self.pos = p;
                    if let Some(t) = self.skip_block_comment() {
                        return Some(t);
                    }
                    p = self.pos;
                }
                _ => {
                    self.pos = p;
                    return None;
                }
            }
        }
    }

    /// Skips `/* ... */` at the current position.
    #[cold]
    #[inline(never)]
    fn skip_block_comment(&mut self) -> Option<Token> {
        let src = self.src;
        let start = self.pos;
        let mut p = start + 2;
        loop {
            if p + 1 >= src.len() {
                self.pos = p;
                return Some(self.error(start, "unterminated comment"));
            }
            if src[p] == b'*' && src[p + 1] == b'/' {
                self.pos = p + 2;
                return None;
            }
            p += 1;
        }
    }

    /// Appends up to `max` tokens to `out`, stopping after an `Eof` or
    /// `Error` token (so [`Lexer::last_error`] belongs to the last one).
    /// Returns the kind of the last token appended.
    #[inline(never)]
    pub(crate) fn fill(&mut self, out: &mut Vec<Token>, max: usize) -> Tok {
        out.reserve(max);
        for _ in 0..max {
            let t = self.next();
            out.push(t);
            if matches!(t.kind, Tok::Eof | Tok::Error) {
                return t.kind;
            }
        }
        out.last().map_or(Tok::Eof, |t| t.kind)
    }

    /// The next token; malformed input yields a [`Tok::Error`] token.
    #[inline(always)]
    pub(crate) fn next(&mut self) -> Token {
        if let Some(t) = self.skip_trivia() {
            return t;
        }
        let start = self.pos;
        let Some(&c) = self.src.get(start) else {
            return self.tok(Tok::Eof, start);
        };
        self.pos += 1;
        match c {
            b'=' => self.tok(Tok::Equal, start),
            b',' => self.tok(Tok::Comma, start),
            b'*' => self.tok(Tok::Star, start),
            b'(' => self.tok(Tok::LParen, start),
            b')' => self.tok(Tok::RParen, start),
            b'[' => self.tok(Tok::LSquare, start),
            b']' => self.tok(Tok::RSquare, start),
            b'{' => self.tok(Tok::LBrace, start),
            b'}' => self.tok(Tok::RBrace, start),
            b'<' => self.tok(Tok::Less, start),
            b'>' => self.tok(Tok::Greater, start),
            b'|' => self.tok(Tok::Bar, start),
            b':' => self.tok(Tok::Colon, start),
            b'%' => self.lex_var(start, Tok::LocalVar, Tok::LocalId),
            b'@' => self.lex_var(start, Tok::GlobalVar, Tok::GlobalId),
            b'$' => self.lex_dollar(start),
            b'!' => self.lex_exclaim(start),
            b'#' => self.lex_hash(start),
            b'^' => {
                if !is(self.peek(self.pos), C_DIGIT) {
                    return self.error(start, "invalid summary id");
                }
                self.skip_class(C_DIGIT);
                self.tok(Tok::SummaryId, start)
            }
            b'"' => {
                tri!(self.lex_string_body(start));
                if self.peek(self.pos) == b':' {
                    self.pos += 1;
                    return self.tok(Tok::LabelStr(true), start);
                }
                self.tok(Tok::Str, start)
            }
            b'.' => {
                if self.peek(self.pos) == b'.' && self.peek(self.pos + 1) == b'.' {
                    self.pos += 2;
                    return self.tok(Tok::DotDotDot, start);
                }
                self.lex_label_or_err(start)
            }
            b'0'..=b'9' | b'-' => self.lex_number(start),
            b'+' => self.lex_positive(start),
            _ if is(c, C_KW) => self.lex_word(start),
            _ => self.error(start, &format!("invalid character {}", show_byte(c))),
        }
    }

    #[inline]
    fn skip_class(&mut self, class: u8) {
        while is(self.peek(self.pos), class) {
            self.pos += 1;
        }
    }

    /// Scans the body of a string whose opening quote is at `start`; leaves
    /// the position after the closing quote.
    fn lex_string_body(&mut self, start: usize) -> Result<(), Token> {
        match memchr(b'"', &self.src[self.pos..]) {
            Some(n) => {
                self.pos += n + 1;
                Ok(())
            }
            None => Err(self.error(start, "unterminated string constant")),
        }
    }

    /// Parses the decimal digits in `[from, to)` as a `u32`.
    fn number_u32(&mut self, from: usize, to: usize, at: usize) -> Result<u32, Token> {
        let mut v: u64 = 0;
        for &d in &self.src[from..to] {
            v = v * 10 + (d - b'0') as u64;
            if v > u32::MAX as u64 {
                return Err(self.error(at, "invalid value number (too large)"));
            }
        }
        Ok(v as u32)
    }

    /// `%name`, `%"name"`, `%N` (and the same after `@`).
    fn lex_var(&mut self, start: usize, named: fn(bool) -> Tok, id: fn(u32) -> Tok) -> LResult {
        let c = self.peek(self.pos);
        if c == b'"' {
            self.pos += 1;
            tri!(self.lex_string_body(start));
            return self.tok(named(true), start);
        }
        if is(c, C_NAME_START) {
            self.pos = scan_word(self.src, self.pos, true);
            return self.tok(named(false), start);
        }
        if is(c, C_DIGIT) {
            let from = self.pos;
            self.skip_class(C_DIGIT);
            let n = tri!(self.number_u32(from, self.pos, start));
            return self.tok(id(n), start);
        }
        self.error(start, "expected a name or number after the sigil")
    }

    /// `$name` (comdat) or `$name:` (label).
    #[inline(never)]
    fn lex_dollar(&mut self, start: usize) -> LResult {
        let c = self.peek(self.pos);
        if c == b'"' {
            self.pos += 1;
            tri!(self.lex_string_body(start));
            return self.tok(Tok::ComdatVar(true), start);
        }
        if is(c, C_NAME_START) {
            self.skip_class(C_LABEL);
            if self.peek(self.pos) == b':' {
                self.pos += 1;
                return self.tok(Tok::LabelStr(false), start);
            }
            return self.tok(Tok::ComdatVar(false), start);
        }
        self.lex_label_or_err(start)
    }

    /// `!name`, `!N` or a lone `!`.
    #[inline(never)]
    fn lex_exclaim(&mut self, start: usize) -> LResult {
        let c = self.peek(self.pos);
        if is(c, C_NAME_START) || c == b'\\' {
            while is(self.peek(self.pos), C_LABEL) || self.peek(self.pos) == b'\\' {
                self.pos += 1;
            }
            return self.tok(Tok::MetadataVar, start);
        }
        if is(c, C_DIGIT) {
            let from = self.pos;
            self.skip_class(C_DIGIT);
            let n = tri!(self.number_u32(from, self.pos, start));
            return self.tok(Tok::MdId(n), start);
        }
        self.tok(Tok::Exclaim, start)
    }

    /// `#N` or `#dbg_...`.
    #[inline(never)]
    fn lex_hash(&mut self, start: usize) -> LResult {
        let c = self.peek(self.pos);
        if is(c, C_DIGIT) {
            let from = self.pos;
            self.skip_class(C_DIGIT);
            let n = tri!(self.number_u32(from, self.pos, start));
            return self.tok(Tok::AttrGrpId(n), start);
        }
        if is(c, C_KW) {
            self.skip_class(C_KW);
            let kind = match &self.src[start + 1..self.pos] {
                b"dbg_value" => DbgRecordKind::Value,
                b"dbg_declare" => DbgRecordKind::Declare,
                b"dbg_assign" => DbgRecordKind::Assign,
                b"dbg_label" => DbgRecordKind::Label,
                _ => return self.error(start, "unknown debug record type"),
            };
            return self.tok(Tok::DbgRecord(kind), start);
        }
        self.error(start, "invalid character '#'")
    }

    /// A label made of label characters, ending in `:`, starting at `start`.
    #[inline(never)]
    fn lex_label_or_err(&mut self, start: usize) -> LResult {
        self.pos = start;
        self.skip_class(C_LABEL);
        if self.pos > start && self.peek(self.pos) == b':' {
            self.pos += 1;
            return self.tok(Tok::LabelStr(false), start);
        }
        let c = self.src[start];
        self.pos = start + 1;
        self.error(start, &format!("invalid character {}", show_byte(c)))
    }

    /// Integers, floats, hex floats, numeric labels; `-` prefixed forms.
    fn lex_number(&mut self, start: usize) -> LResult {
        let first = self.src[start];
        if first == b'0' && self.peek(self.pos) == b'x' {
            return self.lex_hex_float(start);
        }
        if first == b'-' && !is(self.peek(self.pos), C_DIGIT) {
            // `-name:` labels.
            return self.lex_label_or_err(start);
        }
        self.skip_class(C_DIGIT);
        // Numeric label `N:` or general label `12ab:`.
        if is(self.peek(self.pos), C_LABEL) && self.peek(self.pos) != b'.' {
            let save = self.pos;
            self.skip_class(C_LABEL);
            if self.peek(self.pos) == b':' {
                self.pos += 1;
                return self.tok(Tok::LabelStr(false), start);
            }
            self.pos = save;
        }
        if self.peek(self.pos) == b':' && first != b'-' {
            let n = tri!(self.number_u32(start, self.pos, start));
            self.pos += 1;
            return self.tok(Tok::LabelId(n), start);
        }
        if self.peek(self.pos) != b'.' {
            return self.tok(Tok::Int, start);
        }
        // A label like `1.2:`?
        let save = self.pos;
        self.skip_class(C_LABEL);
        if self.peek(self.pos) == b':' {
            self.pos += 1;
            return self.tok(Tok::LabelStr(false), start);
        }
        self.pos = save + 1;
        self.skip_class(C_DIGIT);
        self.lex_exponent();
        self.tok(Tok::Float, start)
    }

    fn lex_exponent(&mut self) {
        let c = self.peek(self.pos);
        if c == b'e' || c == b'E' {
            let s = self.peek(self.pos + 1);
            if is(s, C_DIGIT) {
                self.pos += 1;
                self.skip_class(C_DIGIT);
            } else if (s == b'-' || s == b'+') && is(self.peek(self.pos + 2), C_DIGIT) {
                self.pos += 2;
                self.skip_class(C_DIGIT);
            }
        }
    }

    /// `+1.5`, `+1.5e3`.
    #[inline(never)]
    fn lex_positive(&mut self, start: usize) -> LResult {
        if !is(self.peek(self.pos), C_DIGIT) {
            return self.error(start, "invalid character '+'");
        }
        self.skip_class(C_DIGIT);
        if self.peek(self.pos) != b'.' {
            return self.error(start, "expected '.' in floating point constant");
        }
        self.pos += 1;
        self.skip_class(C_DIGIT);
        self.lex_exponent();
        self.tok(Tok::Float, start)
    }

    /// `0x[KLMHR]?[0-9A-Fa-f]+`
    #[inline(never)]
    fn lex_hex_float(&mut self, start: usize) -> LResult {
        self.pos = start + 2;
        let mut kind = b'x';
        let c = self.peek(self.pos);
        if matches!(c, b'K' | b'L' | b'M' | b'H' | b'R') {
            kind = c;
            self.pos += 1;
        }
        let from = self.pos;
        self.skip_class(C_HEX);
        if self.pos == from {
            return self.error(start, "expected hexadecimal digits after '0x'");
        }
        if !super::numbers::hex_digits_fit(kind, &self.src[from..self.pos]) {
            return self.error(start, "hexadecimal floating-point constant is too large");
        }
        self.tok(Tok::HexFloat(kind), start)
    }

    /// Keywords, `iN`, `u0x`/`s0x` integers, labels and other words.
    #[inline(always)]
    fn lex_word(&mut self, start: usize) -> LResult {
        let kw_end = scan_word(self.src, start, false);
        self.pos = kw_end;
        // A label may also contain `-$.`.
        let c = self.peek(kw_end);
        if c == b':' {
            self.pos += 1;
            return self.tok(Tok::LabelStr(false), start);
        }
        if is(c, C_LABEL) {
            return self.lex_word_label(start, kw_end);
        }
        self.lex_word_kind(start, kw_end)
    }

    /// Classifies the word `src[start..kw_end]` (position already past it).
    #[inline(always)]
    fn lex_word_kind(&mut self, start: usize, kw_end: usize) -> Token {
        let src = self.src;
        let len = kw_end - start;
        let first = src[start];
        if first == b'i' && len >= 2 && src[start + 1].is_ascii_digit() {
            if let Some(t) = self.lex_int_type(start, kw_end) {
                return t;
            }
        } else if (first == b'u' || first == b's')
            && len >= 4
            && src[start + 1] == b'0'
            && src[start + 2] == b'x'
            && src[start + 3..kw_end].iter().all(|b| b.is_ascii_hexdigit())
        {
            return self.tok(Tok::HexInt, start);
        }
        let kind = match self.table.lookup_at(self.src, start, kw_end - start) {
            Some(WordKind::Kw(k)) => Tok::Kw(k),
            Some(WordKind::Attr(a)) => Tok::Attr(a),
            Some(WordKind::Cc(i)) => Tok::Cc(i),
            None => Tok::Word,
        };
        self.tok(kind, start)
    }
}

impl Lexer<'_> {
    /// A word followed by label characters: a label like `for.body:`, or
    /// the word alone.
    #[inline(never)]
    fn lex_word_label(&mut self, start: usize, kw_end: usize) -> Token {
        let end = scan_word(self.src, kw_end, true);
        if self.peek(end) == b':' {
            self.pos = end + 1;
            return self.tok(Tok::LabelStr(false), start);
        }
        self.pos = kw_end;
        self.lex_word_kind(start, kw_end)
    }
}

impl Lexer<'_> {
    /// `iN` (the `i` and one digit already seen); `None` if other
    /// characters follow the digits (then it is an ordinary word).
    #[inline]
    fn lex_int_type(&mut self, start: usize, kw_end: usize) -> Option<Token> {
        let digits = &self.src[start + 1..kw_end];
        let mut v: u64 = 0;
        for &d in digits {
            if !d.is_ascii_digit() {
                return None;
            }
            v = v * 10 + (d - b'0') as u64;
            if v > crate::types::MAX_INT_BITS as u64 {
                // Keep scanning so `i99999999999x` stays a word.
                return Some(if digits.iter().all(u8::is_ascii_digit) {
                    self.error(start, "bitwidth for integer type out of range")
                } else {
                    return None;
                });
            }
        }
        if v == 0 {
            return Some(self.error(start, "bitwidth for integer type out of range"));
        }
        Some(self.tok(Tok::IntType(v as u32), start))
    }
}

/// Describes a byte for an error message.
fn show_byte(c: u8) -> String {
    if c.is_ascii_graphic() {
        format!("'{}'", c as char)
    } else {
        format!("0x{c:02x}")
    }
}

/// The position of the first `needle` in `hay` (eight bytes at a time).
#[inline]
pub(crate) fn memchr(needle: u8, hay: &[u8]) -> Option<usize> {
    const LO: u64 = 0x0101_0101_0101_0101;
    const HI: u64 = 0x8080_8080_8080_8080;
    let pat = LO.wrapping_mul(needle as u64);
    let mut i = 0;
    while let Some(c) = hay.get(i..i + 8) {
        let x = u64::from_le_bytes([c[0], c[1], c[2], c[3], c[4], c[5], c[6], c[7]]) ^ pat;
        let found = x.wrapping_sub(LO) & !x & HI;
        if found != 0 {
            return Some(i + (found.trailing_zeros() / 8) as usize);
        }
        i += 8;
    }
    hay[i..].iter().position(|&b| b == needle).map(|p| i + p)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn kinds(src: &str) -> Vec<Tok> {
        let mut l = Lexer::new(src.as_bytes());
        let mut out = Vec::new();
        loop {
            let t = l.next();
            if t.kind == Tok::Eof {
                return out;
            }
            out.push(t.kind);
        }
    }

    #[test]
    fn punctuation_and_names() {
        use Tok::*;
        assert_eq!(
            kinds("= , * ( ) [ ] { } < > | : ... %x %\"a b\" %12 @g @7 $c !foo !3 ! #4"),
            vec![
                Equal,
                Comma,
                Star,
                LParen,
                RParen,
                LSquare,
                RSquare,
                LBrace,
                RBrace,
                Less,
                Greater,
                Bar,
                Colon,
                DotDotDot,
                LocalVar(false),
                LocalVar(true),
                LocalId(12),
                GlobalVar(false),
                GlobalId(7),
                ComdatVar(false),
                MetadataVar,
                MdId(3),
                Exclaim,
                AttrGrpId(4)
            ]
        );
    }

    #[test]
    fn words_numbers_labels() {
        use Tok::*;
        assert_eq!(
            kinds(
                "i32 i1 ptr add nounwind fastcc DW_TAG_x entry: 5: for.body: \"q\": -7 12 1.5 -2.5e-3 +1.0 0x3FF0 0xK3FFF u0xFF s0x1 ; c\n#dbg_value"
            ),
            vec![
                IntType(32),
                IntType(1),
                Kw(super::Kw::Ptr),
                Kw(super::Kw::Add),
                Attr(AttrKind::NoUnwind),
                Cc(1),
                Word,
                LabelStr(false),
                LabelId(5),
                LabelStr(false),
                LabelStr(true),
                Int,
                Int,
                Float,
                Float,
                Float,
                HexFloat(b'x'),
                HexFloat(b'K'),
                HexInt,
                HexInt,
                DbgRecord(DbgRecordKind::Value)
            ]
        );
    }

    #[test]
    fn memchr_finds_the_first_match() {
        for len in 0..40 {
            for at in 0..=len {
                let mut v = vec![b'a'; len];
                v.extend_from_slice(b"\n\n");
                v.splice(at..at, [0x8a, 0x0b]);
                assert_eq!(memchr(b'\n', &v), Some(len + 2), "{len} {at}");
            }
        }
        assert_eq!(memchr(b'x', b"abc"), None);
    }

    fn lex_err(src: &[u8]) -> String {
        let mut l = Lexer::new(src);
        let t = l.next();
        assert_eq!(t.kind, Tok::Error);
        l.last_error.unwrap()
    }

    #[test]
    fn comments_and_errors() {
        assert_eq!(kinds("/* x */ ; y\n i8"), vec![Tok::IntType(8)]);
        assert_eq!(lex_err(b"  \"abc"), "unterminated string constant");
        assert_eq!(lex_err(b"i0"), "bitwidth for integer type out of range");
        assert_eq!(
            lex_err(b"i8388609"),
            "bitwidth for integer type out of range"
        );
        assert_eq!(lex_err(b"%99999999999"), "invalid value number (too large)");
        assert_eq!(lex_err(b"\x01"), "invalid character 0x01");
        assert_eq!(lex_err(b"/* abc"), "unterminated comment");
        assert_eq!(lex_err(b"#dbg_foo"), "unknown debug record type");
        assert_eq!(lex_err(b"0x"), "expected hexadecimal digits after '0x'");
        // Progress is always made.
        let mut l = Lexer::new(b"` `");
        assert_eq!(l.next().kind, Tok::Error);
        assert_eq!(l.next().kind, Tok::Error);
        assert_eq!(l.next().kind, Tok::Eof);
    }
}
