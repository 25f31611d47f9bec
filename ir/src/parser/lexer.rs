//! The `.ll` lexer: turns bytes into tokens one at a time, without
//! allocating. Names, strings and numbers are spans into the source; the
//! parser converts them where it needs their value.

use super::keywords::{KwTable, MASKS};
use crate::attributes::AttrKind;
use crate::function::DbgRecordKind;

pub(crate) use super::keywords::Kw;

/// The payload of a name token (`%x`, `@"a b"`, `$c`, `x:`): whether it is
/// written in quotes, and the lexer's number for its exact text. Equal texts
/// get equal numbers (dense from 0), so the parser keeps per-name facts in
/// plain vectors and never hashes or compares names itself.
#[derive(Copy, Clone, PartialEq, Eq)]
pub(crate) struct Name(u32);

impl Name {
    /// A name with text number `id`.
    #[inline]
    fn new(quoted: bool, id: u32) -> Name {
        Name(id << 1 | quoted as u32)
    }

    /// Whether the name is written in quotes.
    #[inline]
    pub(crate) fn quoted(self) -> bool {
        self.0 & 1 != 0
    }

    /// The number of the token's text.
    #[inline]
    pub(crate) fn id(self) -> usize {
        (self.0 >> 1) as usize
    }
}

impl std::fmt::Debug for Name {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{}", self.quoted())
    }
}

/// Numbers the texts of name tokens: equal texts, equal numbers.
#[derive(Default)]
struct NameTable {
    /// Span of the first occurrence of each text.
    spans: Vec<(u32, u32)>,
    table: crate::symbols::IndexTable,
}

impl NameTable {
    /// The number of `src[start..end]`.
    fn id(&mut self, src: &[u8], start: usize, end: usize) -> u32 {
        let text = &src[start..end];
        let h = text_hash(src, start, end);
        let spans = &self.spans;
        if let Some(i) = self.table.find(h, |i| {
            let (s, e) = spans[i as usize];
            &src[s as usize..e as usize] == text
        }) {
            return i;
        }
        let i = self.spans.len() as u32;
        self.spans.push((start as u32, end as u32));
        self.table.insert(h, i);
        i
    }
}

/// A hash of `src[start..end]`, read eight bytes at a time. The last step
/// folds the high half into the low one, so every byte reaches the bits
/// that pick a table slot.
fn text_hash(src: &[u8], start: usize, end: usize) -> u64 {
    const K: u64 = 0x9E37_79B9_7F4A_7C15;
    let mut h = (end - start) as u64;
    let mut p = start;
    while end - p >= 8 {
        h = (h.rotate_left(5) ^ load8(src, p)).wrapping_mul(K);
        p += 8;
    }
    if p < end {
        h = (h.rotate_left(5) ^ low_bytes(load8(src, p), end - p)).wrapping_mul(K);
    }
    (h ^ (h >> 32)).wrapping_mul(K)
}

/// A token's kind, with small payloads. Every payload is 32 bits wide, so
/// the kind is a pair of scalars (tag, payload) that lives in registers.
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
    Cc(u32),
    /// Any other bare word (`DW_TAG_member`, `FullDebug`, ...).
    Word,
    /// `iN`
    IntType(u32),
    /// `name:` or `"name":` (quoted when the flag is set).
    LabelStr(Name),
    /// `N:`
    LabelId(u32),
    /// `%name` / `%"name"`
    LocalVar(Name),
    /// `%N`
    LocalId(u32),
    /// `@name` / `@"name"`
    GlobalVar(Name),
    /// `@N`
    GlobalId(u32),
    /// `$name` / `$"name"`
    ComdatVar(Name),
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
    /// A decimal integer, possibly negative, with its value when it has at
    /// most seven digits (and is not `-0`); otherwise [`INT_TEXT`] and the
    /// value must be read from the text.
    Int(i32),
    /// `u0x...` / `s0x...`
    HexInt,
    /// A decimal floating-point literal.
    Float,
    /// `0x...` with the kind letter (`b'x'` for the plain double form, else
    /// `K`, `L`, `M`, `H`, `R`).
    HexFloat(u32),
    /// `"..."` (span includes the quotes).
    Str,
    /// Bytes that form no token (the lexer's message is in
    /// [`Lexer::last_error`]); as in LLVM, the parser reports what it
    /// expected instead.
    Error,
}

/// The payload of a [`Tok::Int`] whose value is only in its text.
pub(crate) const INT_TEXT: i32 = i32::MIN;

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
const C_TRIVIA: u8 = 32; // whitespace (NUL included, as in LLVM), `;`, `/`

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
        if c == 0 || c == b' ' || c == b'\t' || c == b'\n' || c == b'\r' || c == b';' || c == b'/' {
            v |= C_TRIVIA;
        }
        t[i] = v;
        i += 1;
    }
    t
}

static CLASS: [u8; 256] = classes();

/// The route [`Lexer::fill`] takes for a token's first byte.
#[repr(u8)]
#[derive(Copy, Clone)]
enum Lead {
    /// Anything the general route handles.
    Other,
    /// `' '`
    Space,
    /// `\n`
    Newline,
    /// `;` (a comment to the end of the line)
    Comment,
    /// Other white space and a block comment's start (`\t`, `\r`, NUL, `/`).
    Trivia,
    /// `%`
    Percent,
    /// `[a-zA-Z_]`
    Word,
    /// `[0-9-]`
    Number,
    /// `,`
    Comma,
    /// `=`
    Equal,
    /// `(`
    LParen,
    /// `)`
    RParen,
    /// `[`
    LSquare,
    /// `]`
    RSquare,
    /// `*`
    Star,
    /// `{`
    LBrace,
    /// `}`
    RBrace,
}

/// The route table, built at compile time.
const fn leads() -> [Lead; 256] {
    let mut t = [Lead::Other; 256];
    let mut i = 0;
    while i < 256 {
        let c = i as u8;
        t[i] = match c {
            b' ' => Lead::Space,
            b'\n' => Lead::Newline,
            b';' => Lead::Comment,
            b'\t' | b'\r' | 0 | b'/' => Lead::Trivia,
            b'%' => Lead::Percent,
            b'a'..=b'z' | b'A'..=b'Z' | b'_' => Lead::Word,
            b'0'..=b'9' | b'-' => Lead::Number,
            b',' => Lead::Comma,
            b'=' => Lead::Equal,
            b'(' => Lead::LParen,
            b')' => Lead::RParen,
            b'[' => Lead::LSquare,
            b']' => Lead::RSquare,
            b'*' => Lead::Star,
            b'{' => Lead::LBrace,
            b'}' => Lead::RBrace,
            _ => Lead::Other,
        };
        i += 1;
    }
    t
}

/// The route for each first byte.
static LEAD: [Lead; 256] = leads();

#[inline(always)]
fn is(c: u8, class: u8) -> bool {
    CLASS[c as usize] & class != 0
}

// ---------------------------------------------------------------------
// Eight bytes at a time
//
// Runs of name, digit and space bytes are measured by classifying eight
// bytes at once in a `u64` (the high bit of a byte lane says "in the
// class"), which has no data-dependent branch per byte.
// ---------------------------------------------------------------------

const LO: u64 = 0x0101_0101_0101_0101;
const HI: u64 = 0x8080_8080_8080_8080;

/// The byte at `p`, 0 past the end.
#[inline(always)]
fn byte(src: &[u8], p: usize) -> u8 {
    src.get(p).copied().unwrap_or(0)
}

/// The eight bytes at `p` as a little-endian word, zero past the end.
#[inline(always)]
fn load8(src: &[u8], p: usize) -> u64 {
    match src.get(p..).and_then(<[u8]>::first_chunk::<8>) {
        Some(b) => u64::from_le_bytes(*b),
        None => load8_tail(src, p),
    }
}

#[cold]
#[inline(never)]
fn load8_tail(src: &[u8], p: usize) -> u64 {
    let mut b = [0u8; 8];
    if let Some(rest) = src.get(p..) {
        let n = rest.len().min(8);
        b[..n].copy_from_slice(&rest[..n]);
    }
    u64::from_le_bytes(b)
}

/// High bit of each byte lane set iff the byte is in `a..=b` (`b < 0x80`).
#[inline(always)]
const fn in_range(x: u64, a: u8, b: u8) -> u64 {
    let low = x & !HI;
    let ge = low.wrapping_add(LO * (0x80 - a as u64));
    let gt = low.wrapping_add(LO * (0x7f - b as u64));
    ge & !gt & !x & HI
}

/// `[0-9]` lanes.
#[inline(always)]
const fn digit_lanes(x: u64) -> u64 {
    in_range(x, b'0', b'9')
}

/// `[a-zA-Z0-9_]` lanes.
#[inline(always)]
const fn word_lanes(x: u64) -> u64 {
    in_range(x, b'0', b'9') | in_range(x | (LO * 0x20), b'a', b'z') | in_range(x, b'_', b'_')
}

/// `[-a-zA-Z$._0-9]` lanes.
#[inline(always)]
const fn label_lanes(x: u64) -> u64 {
    word_lanes(x) | in_range(x, b'-', b'.') | in_range(x, b'$', b'$')
}

/// Whitespace (`' '`, `\t`, `\n`, `\r`) lanes.
#[inline(always)]
const fn space_lanes(x: u64) -> u64 {
    in_range(x, b' ', b' ') | in_range(x, b'\t', b'\n') | in_range(x, b'\r', b'\r')
}

/// `' '` lanes.
#[inline(always)]
const fn blank_lanes(x: u64) -> u64 {
    in_range(x, b' ', b' ')
}

/// How many leading lanes are in the class (8 if all).
#[inline(always)]
const fn run(lanes: u64) -> usize {
    ((!lanes & HI).trailing_zeros() / 8) as usize
}

/// The end of the run of class bytes starting at `p`.
#[inline(always)]
fn scan(src: &[u8], mut p: usize, lanes: impl Fn(u64) -> u64) -> usize {
    loop {
        let n = run(lanes(load8(src, p)));
        p += n;
        if n < 8 {
            return p;
        }
    }
}

/// The low `n` bytes of `w` (`n < 8`).
#[inline(always)]
const fn low_bytes(w: u64, n: usize) -> u64 {
    w & ((1u64 << (8 * n)) - 1)
}

/// The value of the `n` (1 to 8) decimal digits at the start of `w`.
#[inline(always)]
const fn digits_value(w: u64, n: usize) -> u32 {
    const ZEROS: u64 = LO * b'0' as u64;
    // Digit values, right-aligned: the shift drops the lanes after the
    // digits (a borrow from them cannot reach a digit lane, which is at
    // least `0`) and fills the leading lanes with zero digits.
    let v = w.wrapping_sub(ZEROS) << (8 * (8 - n));
    let v = (v.wrapping_mul(10 * 256 + 1) >> 8) & 0x00ff_00ff_00ff_00ff;
    let v = (v.wrapping_mul(100 * 65536 + 1) >> 16) & 0x0000_ffff_0000_ffff;
    (v.wrapping_mul(10000 * (1 << 32) + 1) >> 32) as u32
}

/// A token found by a fast route: its kind, its end, and where the search
/// for the next token starts (past one space that follows, if the route
/// has seen it).
type Fast = (Tok, usize, usize);

/// The end of a token ending at `end` that is followed by byte `next`,
/// with one following space skipped.
#[inline(always)]
fn past_space(end: usize, next: u8) -> usize {
    end + (next == b' ') as usize
}

/// Lanes of bytes up to `,` (white space, NUL, `!"#$%&'()*+,`): every
/// byte that commonly ends a keyword, and no byte of a word or label
/// except `$`.
#[inline(always)]
const fn stop_lanes(x: u64) -> u64 {
    let gt = (x & !HI).wrapping_add(LO * (0x7f - b',' as u64));
    !(gt | x) & HI
}

/// The number of leading lanes before the first marked one (8 if none).
#[inline(always)]
const fn until(lanes: u64) -> usize {
    (lanes.trailing_zeros() / 8) as usize
}

/// A keyword or common type of fewer than sixteen bytes at `start` that
/// is not the start of a label; `None` for anything else.
///
/// The word is taken to end at the first [`stop_lanes`] byte. Keywords
/// are made of word bytes only, so when the bytes before it spell one,
/// the word really ends there; the byte there is no `:` or label byte
/// (`$` excepted, and tested). Anything else goes the general route.
#[inline(always)]
fn word_fast(src: &[u8], table: &KwTable, start: usize) -> Option<Fast> {
    let w = load8(src, start);
    let n = until(stop_lanes(w));
    if n == 8 {
        return long_word_fast(src, table, start, w);
    }
    let c = (w >> (8 * n)) as u8;
    if c == b'$' {
        return None;
    }
    let end = start + n;
    table
        .lookup_short(low_bytes(w, n))
        .map(|k| (k, end, past_space(end, c)))
}

/// [`word_fast`] for a word of eight to fifteen bytes whose first eight
/// are `lo`.
#[inline(never)]
fn long_word_fast(src: &[u8], table: &KwTable, start: usize, lo: u64) -> Option<Fast> {
    let w = load8(src, start + 8);
    let n = until(stop_lanes(w));
    if n == 8 {
        return None;
    }
    let c = (w >> (8 * n)) as u8;
    if c == b'$' {
        return None;
    }
    let end = start + 8 + n;
    table
        .lookup_key(lo, low_bytes(w, n))
        .map(|k| (k, end, past_space(end, c)))
}

/// A decimal integer of fewer than eight digits (possibly negative) or a
/// numeric label `N:` at `start`, whose first byte is `first`; `None` for
/// anything else.
#[inline(always)]
fn number_fast(src: &[u8], start: usize, first: u8) -> Option<Fast> {
    let neg = first == b'-';
    let from = start + neg as usize;
    let w = load8(src, from);
    let n = run(digit_lanes(w));
    if n == 0 || n == 8 {
        return None;
    }
    let c = (w >> (8 * n)) as u8;
    if is(c, C_LABEL) {
        return None;
    }
    let v = digits_value(w, n);
    if c == b':' && !neg {
        let end = from + n + 1;
        return Some((Tok::LabelId(v), end, end));
    }
    let v = match (neg, v) {
        (false, v) => v as i32,
        (true, 0) => INT_TEXT,
        (true, v) => -(v as i32),
    };
    let end = from + n;
    Some((Tok::Int(v), end, past_space(end, c)))
}

/// `%N` with fewer than eight digits at `start`; `None` for anything else.
#[inline(always)]
fn local_id_fast(src: &[u8], start: usize) -> Option<Fast> {
    let from = start + 1;
    let w = load8(src, from);
    let d = run(digit_lanes(w));
    if d == 0 || d == 8 {
        return None;
    }
    let end = from + d;
    let c = (w >> (8 * d)) as u8;
    Some((Tok::LocalId(digits_value(w, d)), end, past_space(end, c)))
}

/// A one-byte token of `kind` at `start` that is often followed by a space.
#[inline(always)]
fn spaced_fast(src: &[u8], kind: Tok, start: usize) -> Option<Fast> {
    let end = start + 1;
    Some((kind, end, past_space(end, byte(src, end))))
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

/// The lexer state: a position in the source.
pub(crate) struct Lexer<'a> {
    src: &'a [u8],
    pos: usize,
    table: &'static KwTable,
    names: NameTable,
    /// The message for the last [`Tok::Error`] token.
    pub last_error: Option<String>,
}

type LResult = Tok;

impl<'a> Lexer<'a> {
    /// A lexer at the start of `src`.
    pub(crate) fn new(src: &'a [u8]) -> Self {
        Lexer {
            src,
            pos: 0,
            table: KwTable::get(),
            names: NameTable::default(),
            last_error: None,
        }
    }

    /// A name token `kind` spanning `start` to the current position.
    #[inline(never)]
    fn name(&mut self, kind: fn(Name) -> Tok, quoted: bool, start: usize) -> Tok {
        let id = self.names.id(self.src, start, self.pos);
        kind(Name::new(quoted, id))
    }

    /// Moves to byte offset `pos`.
    pub(crate) fn seek(&mut self, pos: usize) {
        self.pos = pos.min(self.src.len());
    }

    #[inline(always)]
    fn peek(&self, at: usize) -> u8 {
        byte(self.src, at)
    }

    /// A token of `kind` from `_start` to the current position.
    #[inline(always)]
    fn tok(&self, kind: Tok, _start: usize) -> LResult {
        kind
    }

    /// A token of `kind` spanning `_start..end`; moves to `end`.
    #[inline(always)]
    fn tok_to(&mut self, kind: Tok, _start: usize, end: usize) -> LResult {
        self.pos = end;
        kind
    }

    /// An error token at `start` (always making progress).
    #[cold]
    #[inline(never)]
    fn error(&mut self, start: usize, msg: &str) -> Tok {
        if self.pos <= start {
            self.pos = (start + 1).min(self.src.len());
        }
        self.last_error = Some(msg.to_string());
        Tok::Error
    }

    /// Skips whitespace and comments from `p`; returns the position of the
    /// next token, or an error for an unterminated block comment.
    #[inline(never)]
    fn skip_trivia(&mut self, mut p: usize) -> Result<usize, usize> {
        let src = self.src;
        loop {
            let c = byte(src, p);
            if !is(c, C_TRIVIA) {
                return Ok(p);
            }
            match c {
                b' ' | b'\n' | b'\t' | b'\r' => p = scan(src, p, space_lanes),
                // LLVM's lexer takes a NUL byte between tokens for white
                // space; past the end, `byte` reads 0 too.
                0 if p < src.len() => p += 1,
                0 => return Ok(p),
                b';' => match memchr(b'\n', &src[p..]) {
                    Some(n) => p += n + 1,
                    None => p = src.len(),
                },
                _ => {
                    // `/`
                    if byte(src, p + 1) != b'*' {
                        return Ok(p);
                    }
                    self.pos = p;
                    if self.skip_block_comment().is_some() {
                        return Err(p);
                    }
                    p = self.pos;
                }
            }
        }
    }

    /// Skips `/* ... */` at the current position.
    #[cold]
    #[inline(never)]
    fn skip_block_comment(&mut self) -> Option<Tok> {
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

    /// Fills `out` with the next tokens, stopping early after an `Eof` or
    /// `Error` token (so [`Lexer::last_error`] belongs to the last one).
    /// Returns how many were written.
    ///
    /// One table lookup on the first byte picks the route. The common
    /// tokens (`%N`, keywords, integers, punctuation) and the common white
    /// space (one space, a new line indented by two) are handled here with
    /// the position in a register; everything else goes through
    /// [`Lexer::next`]'s general route.
    #[inline(never)]
    pub(crate) fn fill(&mut self, out: &mut [Token]) -> usize {
        let src = self.src;
        let table = self.table;
        let mut p = self.pos;
        let mut n = 0;
        while n < out.len() {
            let Some(&c) = src.get(p) else {
                out[n] = self.end_of_input(p);
                n += 1;
                break;
            };
            let start = p;
            let one = start + 1;
            // A token found by a fast route is written and the loop goes on;
            // `None` falls through to the general route.
            macro_rules! emit {
                ($fast:expr) => {
                    if let Some((kind, end, next)) = $fast {
                        out[n] = Token {
                            kind,
                            start: start as u32,
                            end: end as u32,
                        };
                        n += 1;
                        p = next;
                        continue;
                    }
                };
            }
            match LEAD[c as usize] {
                Lead::Space => {
                    p = if byte(src, one) == b' ' {
                        scan(src, one, blank_lanes)
                    } else {
                        one
                    };
                    continue;
                }
                Lead::Newline => {
                    // Most often a new line indented by two spaces.
                    p += if load8(src, p) & 0xff_ffff == 0x20_200a {
                        3
                    } else {
                        1
                    };
                    continue;
                }
                Lead::Comment => {
                    // Up to the new line, which the next round takes.
                    p = match memchr(b'\n', &src[one..]) {
                        Some(k) => one + k,
                        None => src.len(),
                    };
                    continue;
                }
                Lead::Trivia | Lead::Other => {}
                Lead::Percent => emit!(local_id_fast(src, start)),
                Lead::Word => emit!(word_fast(src, table, start)),
                Lead::Number => emit!(number_fast(src, start, c)),
                Lead::Comma => emit!(spaced_fast(src, Tok::Comma, start)),
                Lead::Equal => emit!(spaced_fast(src, Tok::Equal, start)),
                Lead::LParen => emit!(Some((Tok::LParen, one, one))),
                Lead::RParen => emit!(spaced_fast(src, Tok::RParen, start)),
                Lead::LSquare => emit!(Some((Tok::LSquare, one, one))),
                Lead::RSquare => emit!(spaced_fast(src, Tok::RSquare, start)),
                Lead::Star => emit!(Some((Tok::Star, one, one))),
                Lead::LBrace => emit!(Some((Tok::LBrace, one, one))),
                Lead::RBrace => emit!(Some((Tok::RBrace, one, one))),
            }
            // Only the general route makes `Eof` and `Error` tokens, so only
            // it needs the test for the end of the batch.
            let Some(t) = self.general(start, c) else {
                // Only white space and comments were skipped.
                p = self.pos;
                continue;
            };
            out[n] = t;
            n += 1;
            p = self.pos;
            if matches!(t.kind, Tok::Eof | Tok::Error) {
                break;
            }
        }
        self.pos = p;
        n
    }

    /// The `Eof` token at `end`, the end of the input.
    #[cold]
    #[inline(never)]
    fn end_of_input(&mut self, end: usize) -> Token {
        self.pos = end;
        Token {
            kind: Tok::Eof,
            start: end as u32,
            end: end as u32,
        }
    }

    /// The general route from `start` (first byte `c`): white space and
    /// comments (`None`: skipped), or the token. Either way the position
    /// ends up after what was consumed.
    #[inline(never)]
    fn general(&mut self, start: usize, c: u8) -> Option<Token> {
        if is(c, C_TRIVIA) && (c != 0 || start < self.src.len()) {
            match self.skip_trivia(start) {
                Ok(q) if q > start => {
                    self.pos = q;
                    return None;
                }
                // A `/` that starts no comment.
                Ok(_) => {}
                Err(at) => {
                    return Some(Token {
                        kind: Tok::Error,
                        start: at as u32,
                        end: self.pos as u32,
                    });
                }
            }
        }
        self.pos = start;
        let kind = self.lex_at(start, c);
        Some(Token {
            kind,
            start: start as u32,
            end: self.pos as u32,
        })
    }

    /// The next token; malformed input yields a [`Tok::Error`] token.
    #[inline(always)]
    pub(crate) fn next(&mut self) -> Token {
        let src = self.src;
        let mut start = self.pos;
        let mut c = byte(src, start);
        // Most tokens follow a single space.
        if c == b' ' {
            start += 1;
            c = byte(src, start);
        }
        if is(c, C_TRIVIA) {
            match self.skip_trivia(start) {
                Ok(p) => {
                    start = p;
                    c = byte(src, p);
                }
                Err(at) => {
                    return Token {
                        kind: Tok::Error,
                        start: at as u32,
                        end: self.pos as u32,
                    };
                }
            }
        }
        let kind = self.lex_at(start, c);
        Token {
            kind,
            start: start as u32,
            end: self.pos as u32,
        }
    }

    /// The token starting with byte `c` at `start` (trivia skipped); leaves
    /// the position at its end.
    #[inline(always)]
    fn lex_at(&mut self, start: usize, c: u8) -> Tok {
        let one = start + 1;
        match c {
            b'%' => self.lex_var(start, Tok::LocalVar, Tok::LocalId),
            b',' => self.tok_to(Tok::Comma, start, one),
            b'a'..=b'z' | b'A'..=b'Z' | b'_' => self.lex_word(start),
            b'0'..=b'9' | b'-' => self.lex_number(start),
            b'=' => self.tok_to(Tok::Equal, start, one),
            b'@' => self.lex_var(start, Tok::GlobalVar, Tok::GlobalId),
            b'*' => self.tok_to(Tok::Star, start, one),
            b'(' => self.tok_to(Tok::LParen, start, one),
            b')' => self.tok_to(Tok::RParen, start, one),
            b'[' => self.tok_to(Tok::LSquare, start, one),
            b']' => self.tok_to(Tok::RSquare, start, one),
            b'{' => self.tok_to(Tok::LBrace, start, one),
            b'}' => self.tok_to(Tok::RBrace, start, one),
            b'<' => self.tok_to(Tok::Less, start, one),
            b'>' => self.tok_to(Tok::Greater, start, one),
            b'|' => self.tok_to(Tok::Bar, start, one),
            b':' => self.tok_to(Tok::Colon, start, one),
            b'!' => self.lex_exclaim(start),
            _ => self.lex_other(start),
        }
    }

    /// The rarer first bytes: `$ # ^ " . +`, end of input and invalid bytes.
    #[inline(never)]
    fn lex_other(&mut self, start: usize) -> Tok {
        if start >= self.src.len() {
            return self.tok_to(Tok::Eof, start, start);
        }
        let c = self.src[start];
        self.pos = start + 1;
        match c {
            b'$' => self.lex_dollar(start),
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
                    return self.name(Tok::LabelStr, true, start);
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
            b'+' => self.lex_positive(start),
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
    fn lex_string_body(&mut self, start: usize) -> Result<(), Tok> {
        match memchr(b'"', &self.src[self.pos..]) {
            Some(n) => {
                self.pos += n + 1;
                Ok(())
            }
            None => Err(self.error(start, "unterminated string constant")),
        }
    }

    /// Parses the decimal digits in `[from, to)` as a `u32`.
    fn number_u32(&mut self, from: usize, to: usize, at: usize) -> Result<u32, Tok> {
        let mut v: u64 = 0;
        for &d in &self.src[from..to] {
            v = v * 10 + (d - b'0') as u64;
            if v > u32::MAX as u64 {
                return Err(self.error(at, "invalid value number (too large)"));
            }
        }
        Ok(v as u32)
    }

    /// A number like `%N`, `!N`, `#N`: the digits start at `from` (after the
    /// sigil at `start`), at least one is there.
    #[inline(always)]
    fn lex_id(&mut self, start: usize, from: usize, w: u64, id: fn(u32) -> Tok) -> LResult {
        let n = run(digit_lanes(w));
        if n < 8 {
            return self.tok_to(id(digits_value(w, n)), start, from + n);
        }
        self.pos = from;
        self.skip_class(C_DIGIT);
        let n = tri!(self.number_u32(from, self.pos, start));
        self.tok(id(n), start)
    }

    /// `%name`, `%"name"`, `%N` (and the same after `@`).
    #[inline(always)]
    fn lex_var(&mut self, start: usize, named: fn(Name) -> Tok, id: fn(u32) -> Tok) -> LResult {
        let from = start + 1;
        let w = load8(self.src, from);
        let c = w as u8;
        if is(c, C_DIGIT) {
            return self.lex_id(start, from, w, id);
        }
        if is(c, C_NAME_START) {
            let end = scan(self.src, from, label_lanes);
            self.pos = end;
            return self.name(named, false, start);
        }
        self.lex_var_other(start, named)
    }

    /// `%"name"` or an error.
    #[inline(never)]
    fn lex_var_other(&mut self, start: usize, named: fn(Name) -> Tok) -> LResult {
        self.pos = start + 1;
        if self.peek(self.pos) == b'"' {
            self.pos += 1;
            tri!(self.lex_string_body(start));
            return self.name(named, true, start);
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
            return self.name(Tok::ComdatVar, true, start);
        }
        if is(c, C_NAME_START) {
            self.skip_class(C_LABEL);
            if self.peek(self.pos) == b':' {
                self.pos += 1;
                return self.name(Tok::LabelStr, false, start);
            }
            return self.name(Tok::ComdatVar, false, start);
        }
        self.lex_label_or_err(start)
    }

    /// `!name`, `!N` or a lone `!`.
    #[inline(never)]
    fn lex_exclaim(&mut self, start: usize) -> LResult {
        let from = start + 1;
        let w = load8(self.src, from);
        let c = w as u8;
        if is(c, C_DIGIT) {
            return self.lex_id(start, from, w, Tok::MdId);
        }
        self.pos = from;
        if is(c, C_NAME_START) || c == b'\\' {
            loop {
                self.pos = scan(self.src, self.pos, label_lanes);
                if self.peek(self.pos) != b'\\' {
                    break;
                }
                self.pos += 1;
            }
            return self.tok(Tok::MetadataVar, start);
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
            return self.name(Tok::LabelStr, false, start);
        }
        let c = self.src[start];
        self.pos = start + 1;
        self.error(start, &format!("invalid character {}", show_byte(c)))
    }

    /// Integers, floats, hex floats, numeric labels; `-` prefixed forms.
    #[inline(always)]
    fn lex_number(&mut self, start: usize) -> LResult {
        let src = self.src;
        // Fast path: a run of fewer than eight digits followed by a byte
        // that cannot continue a number or label: an integer or `N:`.
        let neg = src[start] == b'-';
        let from = start + neg as usize;
        let w = load8(src, from);
        let n = run(digit_lanes(w));
        if n > 0 && n < 8 {
            let c = (w >> (8 * n)) as u8;
            if !is(c, C_LABEL) {
                let v = digits_value(w, n);
                if c != b':' || neg {
                    let v = match (neg, v) {
                        (false, v) => v as i32,
                        (true, 0) => INT_TEXT,
                        (true, v) => -(v as i32),
                    };
                    return self.tok_to(Tok::Int(v), start, from + n);
                }
                return self.tok_to(Tok::LabelId(v), start, from + n + 1);
            }
        }
        self.pos = start + 1;
        self.lex_number_slow(start)
    }

    /// Integers, floats, hex floats, numeric labels; `-` prefixed forms
    /// (position after the first byte).
    #[inline(never)]
    fn lex_number_slow(&mut self, start: usize) -> LResult {
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
                return self.name(Tok::LabelStr, false, start);
            }
            self.pos = save;
        }
        if self.peek(self.pos) == b':' && first != b'-' {
            let n = tri!(self.number_u32(start, self.pos, start));
            self.pos += 1;
            return self.tok(Tok::LabelId(n), start);
        }
        if self.peek(self.pos) != b'.' {
            return self.tok(Tok::Int(INT_TEXT), start);
        }
        // A label like `1.2:`?
        let save = self.pos;
        self.skip_class(C_LABEL);
        if self.peek(self.pos) == b':' {
            self.pos += 1;
            return self.name(Tok::LabelStr, false, start);
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
        self.tok(Tok::HexFloat(kind as u32), start)
    }

    /// Keywords, `iN`, `u0x`/`s0x` integers, labels and other words.
    #[inline(always)]
    fn lex_word(&mut self, start: usize) -> LResult {
        let src = self.src;
        let w = load8(src, start);
        let n = run(word_lanes(w));
        let (kw_end, lo) = if n < 8 {
            (start + n, low_bytes(w, n))
        } else {
            (scan(src, start + 8, word_lanes), w)
        };
        // A label may also contain `-$.`.
        let c = byte(src, kw_end);
        if c == b':' {
            self.pos = kw_end + 1;
            return self.name(Tok::LabelStr, false, start);
        }
        if is(c, C_LABEL) {
            return self.lex_word_label(start, kw_end);
        }
        self.pos = kw_end;
        if n < 8 {
            if let Some(k) = self.table.lookup_key(lo, 0) {
                return self.tok(k, start);
            }
            return self.lex_word_other(start, kw_end);
        }
        self.lex_word_kind(start, kw_end)
    }

    /// Classifies the word `src[start..kw_end]` (position already past it).
    #[inline(never)]
    fn lex_word_kind(&mut self, start: usize, kw_end: usize) -> Tok {
        let len = kw_end - start;
        let kind = if len <= 16 {
            let (ml, mh) = MASKS[len];
            let lo = load8(self.src, start) & ml;
            let hi = load8(self.src, start + 8) & mh;
            self.table.lookup_key(lo, hi)
        } else {
            self.table.lookup_long(&self.src[start..kw_end])
        };
        match kind {
            Some(k) => self.tok(k, start),
            None => self.lex_word_other(start, kw_end),
        }
    }

    /// A word that is no keyword: `iN`, `u0x...`/`s0x...`, or a plain word.
    #[inline(never)]
    fn lex_word_other(&mut self, start: usize, kw_end: usize) -> Tok {
        let src = self.src;
        let len = kw_end - start;
        let first = src[start];
        if first == b'i' && len >= 2 && src[start + 1].is_ascii_digit() {
            return self.lex_int_type(start, kw_end);
        } else if (first == b'u' || first == b's')
            && len >= 4
            && src[start + 1] == b'0'
            && src[start + 2] == b'x'
            && src[start + 3..kw_end].iter().all(|b| b.is_ascii_hexdigit())
        {
            return self.tok(Tok::HexInt, start);
        }
        self.tok(Tok::Word, start)
    }

    /// A word followed by label characters: a label like `for.body:`, or
    /// the word alone.
    #[inline(never)]
    fn lex_word_label(&mut self, start: usize, kw_end: usize) -> Tok {
        let end = scan(self.src, kw_end, label_lanes);
        if self.peek(end) == b':' {
            self.pos = end + 1;
            return self.name(Tok::LabelStr, false, start);
        }
        self.pos = kw_end;
        self.lex_word_kind(start, kw_end)
    }

    /// `iN` (the `i` and one digit already seen). As in LLVM's lexer, the
    /// type ends at the first byte that is not a digit: `i64readnone` is
    /// `i64` followed by `readnone`.
    fn lex_int_type(&mut self, start: usize, kw_end: usize) -> Tok {
        let digits_end = start
            + 1
            + self.src[start + 1..kw_end]
                .iter()
                .take_while(|d| d.is_ascii_digit())
                .count();
        self.pos = digits_end;
        let mut v: u64 = 0;
        for &d in &self.src[start + 1..digits_end] {
            v = v * 10 + (d - b'0') as u64;
            if v > crate::types::MAX_INT_BITS as u64 {
                return self.error(start, "bitwidth for integer type out of range");
            }
        }
        if v == 0 {
            return self.error(start, "bitwidth for integer type out of range");
        }
        self.tok(Tok::IntType(v as u32), start)
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

    /// Token kinds, with name numbers zeroed.
    fn kinds(src: &str) -> Vec<Tok> {
        let mut l = Lexer::new(src.as_bytes());
        let mut out = Vec::new();
        let z = |n: Name| Name::new(n.quoted(), 0);
        loop {
            let t = l.next();
            if t.kind == Tok::Eof {
                return out;
            }
            out.push(match t.kind {
                Tok::LocalVar(n) => Tok::LocalVar(z(n)),
                Tok::GlobalVar(n) => Tok::GlobalVar(z(n)),
                Tok::ComdatVar(n) => Tok::ComdatVar(z(n)),
                Tok::LabelStr(n) => Tok::LabelStr(z(n)),
                k => k,
            });
        }
    }

    #[test]
    fn equal_name_texts_get_equal_numbers() {
        let mut l = Lexer::new(b"%a @a %a %\"a\" %b a: %b");
        let ids: Vec<usize> = std::iter::from_fn(|| {
            let t = l.next();
            match t.kind {
                Tok::Eof => None,
                Tok::LocalVar(n) | Tok::GlobalVar(n) | Tok::LabelStr(n) => Some(n.id()),
                _ => Some(usize::MAX),
            }
        })
        .collect();
        assert_eq!(ids[0], ids[2]);
        assert_eq!(ids[4], ids[6]);
        let mut distinct = vec![ids[0], ids[1], ids[3], ids[4], ids[5]];
        distinct.sort();
        distinct.dedup();
        assert_eq!(distinct.len(), 5);
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
                LocalVar(Name::new(false, 0)),
                LocalVar(Name::new(true, 0)),
                LocalId(12),
                GlobalVar(Name::new(false, 0)),
                GlobalId(7),
                ComdatVar(Name::new(false, 0)),
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
                LabelStr(Name::new(false, 0)),
                LabelId(5),
                LabelStr(Name::new(false, 0)),
                LabelStr(Name::new(true, 0)),
                Int(-7),
                Int(12),
                Float,
                Float,
                Float,
                HexFloat(b'x' as u32),
                HexFloat(b'K' as u32),
                HexInt,
                HexInt,
                DbgRecord(DbgRecordKind::Value)
            ]
        );
    }

    #[test]
    fn tokens_are_small_scalar_pairs() {
        // Every payload is 32 bits, so a kind is (tag, payload) in two
        // registers and a token is 16 bytes.
        assert_eq!(std::mem::size_of::<Tok>(), 8);
        assert_eq!(std::mem::size_of::<Token>(), 16);
        assert_eq!(
            std::mem::size_of::<crate::attributes::Attr>(),
            16,
            "AttrKind is repr(u32) for Tok::Attr"
        );
    }

    #[test]
    fn swar_helpers() {
        for n in 1..=8 {
            let text = b"1234567890";
            let w = load8(text, 0);
            let want: u32 = std::str::from_utf8(&text[..n]).unwrap().parse().unwrap();
            assert_eq!(digits_value(w, n), want);
        }
        assert_eq!(digits_value(load8(b"0", 0), 1), 0);
        assert_eq!(digits_value(load8(b"99999999", 0), 8), 99_999_999);
        assert_eq!(digits_value(load8(b"907 ", 0), 3), 907);
        assert_eq!(digits_value(load8(b"5\x00\x01/", 0), 1), 5);
        for b in 0..=255u8 {
            let w = u64::from_le_bytes([b, b'a', b, b'Z', b, b'_', b, b'0']);
            let lanes = word_lanes(w);
            assert_eq!(lanes & 0x80 != 0, is(b, C_KW), "{b}");
            assert_eq!(label_lanes(w) & 0x80 != 0, is(b, C_LABEL), "{b}");
            assert_eq!(digit_lanes(w) & 0x80 != 0, is(b, C_DIGIT), "{b}");
            let ws = matches!(b, b' ' | b'\t' | b'\n' | b'\r');
            assert_eq!(space_lanes(w) & 0x80 != 0, ws, "{b}");
            assert_eq!(blank_lanes(w) & 0x80 != 0, b == b' ', "{b}");
            assert_eq!(stop_lanes(w) & 0x80 != 0, b <= b',', "{b}");
        }
        // Lanes are independent: a byte is classified the same after a
        // run of class bytes as at the start.
        for b in 0..=255u8 {
            let after = |c: u8| load8(&[c, c, c, b, c, c, c, c], 0);
            assert_eq!(run(word_lanes(after(b'a'))) == 3, !is(b, C_KW), "{b}");
            assert_eq!(run(label_lanes(after(b'.'))) == 3, !is(b, C_LABEL), "{b}");
            assert_eq!(run(digit_lanes(after(b'7'))) == 3, !is(b, C_DIGIT), "{b}");
            assert_eq!(run(blank_lanes(after(b' '))) == 3, b != b' ', "{b}");
            assert_eq!(until(stop_lanes(after(b'i'))) == 3, b <= b',', "{b}");
        }
        assert_eq!(
            load8(b"abc", 1),
            u64::from_le_bytes([b'b', b'c', 0, 0, 0, 0, 0, 0])
        );
        assert_eq!(load8(b"abc", 3), 0);
        assert_eq!(load8(b"abc", 9), 0);
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

    #[test]
    fn integer_type_ends_at_first_non_digit() {
        use Tok::*;
        assert_eq!(
            kinds("i64readnone i8zz i32"),
            vec![
                IntType(64),
                Attr(AttrKind::ReadNone),
                IntType(8),
                Word,
                IntType(32)
            ]
        );
        assert_eq!(
            lex_err(b"i99999999999x"),
            "bitwidth for integer type out of range"
        );
    }

    #[test]
    fn nul_between_tokens_is_white_space() {
        assert_eq!(
            kinds("i8\0i16 \0\0; c\0\n\0i32\0"),
            vec![Tok::IntType(8), Tok::IntType(16), Tok::IntType(32)]
        );
    }
}
