//! Diagnostics: `FILE:LINE:COL: error: MESSAGE`, the source line and a caret.
//!
//! Locating is linear in the source however many diagnostics there are: a
//! [`SourceMap`] indexes the line starts once and finds each line by binary
//! search. The source line shown is at most a window of [`WINDOW`] bytes
//! around the column (`...` marks cut text), so a diagnostic on a huge
//! one-line file stays small. A bitcode source has no lines: its
//! diagnostics are `FILE: error: MESSAGE`.

use std::fmt::Write;

/// How many bytes of a long source line a diagnostic shows around its column.
pub const WINDOW: usize = 120;

/// Lines up to this many bytes are shown whole.
const SHOW_WHOLE: usize = 160;

/// An error at a byte offset of the input.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Diagnostic {
    /// Byte offset into the source where the problem is.
    pub offset: u32,
    /// What is wrong.
    pub message: String,
}

impl Diagnostic {
    /// A diagnostic at `offset`.
    pub fn new(offset: usize, message: impl Into<String>) -> Self {
        Diagnostic {
            offset: offset.min(u32::MAX as usize) as u32,
            message: message.into(),
        }
    }

    /// Renders as `FILE:LINE:COL: error: MESSAGE`, then the source line (a
    /// window of it when long) and a caret under the column. For several
    /// diagnostics on one source, build one [`SourceMap`] and use
    /// [`SourceMap::render`] instead.
    pub fn render(&self, file: &str, src: &[u8]) -> String {
        SourceMap::new(file, src).render(self)
    }
}

/// A source prepared for locating diagnostics: its name and line starts.
pub struct SourceMap<'a> {
    file: &'a str,
    src: &'a [u8],
    /// Byte offset of the start of each line (the first is 0); empty for
    /// bitcode, which has no lines.
    line_starts: Vec<u32>,
}

impl<'a> SourceMap<'a> {
    /// Indexes the lines of `src`, the contents of `file`: one pass.
    pub fn new(file: &'a str, src: &'a [u8]) -> Self {
        let line_starts = if crate::bitcode::is_bitcode(src) {
            Vec::new()
        } else {
            // Offsets are u32 (see `Diagnostic::offset`): lines starting
            // past that can never be asked for.
            let indexed = &src[..src.len().min(u32::MAX as usize)];
            let mut starts = vec![0u32];
            starts.extend(
                indexed
                    .iter()
                    .enumerate()
                    .filter(|&(_, &b)| b == b'\n')
                    .map(|(i, _)| (i + 1) as u32),
            );
            starts
        };
        SourceMap {
            file,
            src,
            line_starts,
        }
    }

    /// 1-based line and column (in bytes) of `offset` (clamped to the end
    /// of the source), and the byte range of that line without its line
    /// terminator. `None` for bitcode.
    pub fn locate(&self, offset: usize) -> Option<(usize, usize, std::ops::Range<usize>)> {
        if self.line_starts.is_empty() {
            return None;
        }
        let offset = offset.min(self.src.len());
        // The last line start at or before `offset`.
        let line = self.line_starts.partition_point(|&s| s as usize <= offset);
        let start = self.line_starts[line - 1] as usize;
        let mut end = match self.line_starts.get(line) {
            Some(&next) => next as usize - 1,
            None => self.src.len(),
        };
        if end > start && self.src[end - 1] == b'\r' {
            end -= 1;
        }
        Some((line, offset - start + 1, start..end))
    }

    /// Renders `d` as `FILE:LINE:COL: error: MESSAGE`, the source line (a
    /// window of at most [`WINDOW`] bytes around the column when the line
    /// is long) and a caret under the column.
    pub fn render(&self, d: &Diagnostic) -> String {
        let mut out = String::new();
        let Some((line, col, range)) = self.locate(d.offset as usize) else {
            let _ = writeln!(out, "{}: error: {}", self.file, d.message);
            return out;
        };
        let _ = writeln!(out, "{}:{line}:{col}: error: {}", self.file, d.message);
        let at = (range.start + col - 1).min(range.end);
        let shown = window(self.src, range.clone(), at);
        let before = &self.src[shown.start..at];
        let cut_left = shown.start > range.start;
        let cut_right = shown.end < range.end;
        if cut_left {
            out.push_str("...");
        }
        push_visible(&mut out, &self.src[shown]);
        if cut_right {
            out.push_str("...");
        }
        out.push('\n');
        if cut_left {
            out.push_str("   ");
        }
        // Keep tabs so the caret lines up under the source text; one
        // column per character (invalid UTF-8 shows as one replacement
        // character per bad sequence, as `push_visible` prints it).
        for c in String::from_utf8_lossy(before).chars() {
            out.push(if c == '\t' { '\t' } else { ' ' });
        }
        out.push_str("^\n");
        out
    }

    /// Renders every diagnostic of `diags`, in order.
    pub fn render_all<'d>(&self, diags: impl IntoIterator<Item = &'d Diagnostic>) -> String {
        diags.into_iter().map(|d| self.render(d)).collect()
    }
}

/// The part of the line `range` shown for a diagnostic at byte `at`: the
/// whole line when short, else [`WINDOW`] bytes around `at`, never
/// splitting a UTF-8 sequence.
fn window(src: &[u8], range: std::ops::Range<usize>, at: usize) -> std::ops::Range<usize> {
    if range.len() <= SHOW_WHOLE {
        return range;
    }
    let mut start = at.saturating_sub(WINDOW / 2).max(range.start);
    let mut end = (start + WINDOW).min(range.end);
    if end == range.end {
        start = end.saturating_sub(WINDOW).max(range.start);
    }
    let continuation = |i: usize| src.get(i).is_some_and(|&b| b & 0xC0 == 0x80);
    while start < at && continuation(start) {
        start += 1;
    }
    while end > at && end < range.end && continuation(end) {
        end -= 1;
    }
    start..end
}

/// Appends `text` for a terminal: invalid UTF-8 as replacement characters
/// and control characters other than tab as `?`, one column each, so
/// hostile input cannot drive the terminal.
fn push_visible(out: &mut String, text: &[u8]) {
    for c in String::from_utf8_lossy(text).chars() {
        out.push(if c.is_control() && c != '\t' { '?' } else { c });
    }
}

/// 1-based line and column (in bytes) of `offset`, with the text of that
/// line. For one lookup; [`SourceMap`] locates many at once.
pub fn line_col(src: &[u8], offset: usize) -> (usize, usize, &[u8]) {
    let offset = offset.min(src.len());
    let line_start = src[..offset]
        .iter()
        .rposition(|&b| b == b'\n')
        .map_or(0, |p| p + 1);
    let line = 1 + src[..line_start].iter().filter(|&&b| b == b'\n').count();
    let line_end = src[offset..]
        .iter()
        .position(|&b| b == b'\n')
        .map_or(src.len(), |p| offset + p);
    let mut text = &src[line_start..line_end];
    if text.last() == Some(&b'\r') {
        text = &text[..text.len() - 1];
    }
    (line, offset - line_start + 1, text)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn renders_line_col_and_caret() {
        let src = b"define void @f() {\n  ret i32\n}\n";
        let d = Diagnostic::new(25, "expected value");
        assert_eq!(
            d.render("a.ll", src),
            "a.ll:2:7: error: expected value\n  ret i32\n      ^\n"
        );
    }

    #[test]
    fn offset_past_end_is_clamped() {
        let (line, col, text) = line_col(b"ab\ncd", 99);
        assert_eq!((line, col, text), (2, 3, &b"cd"[..]));
        let map = SourceMap::new("x", b"ab\ncd");
        assert_eq!(map.locate(99), Some((2, 3, 3..5)));
    }

    #[test]
    fn source_map_agrees_with_line_col_everywhere() {
        let src = b"a\r\n\nbc\tdef\n\n\xc3\xa9x\nlast";
        let map = SourceMap::new("f", src);
        for offset in 0..=src.len() + 2 {
            let (line, col, text) = line_col(src, offset);
            let (l, c, range) = map.locate(offset).unwrap();
            assert_eq!((l, c, &src[range]), (line, col, text), "offset {offset}");
        }
    }

    #[test]
    fn caret_counts_characters_not_bytes() {
        let src = "x = \"\u{e9}\u{e9}\" bad".as_bytes();
        let at = src.len() - 3;
        let text = Diagnostic::new(at, "m").render("u.ll", src);
        assert_eq!(
            text,
            "u.ll:1:12: error: m\nx = \"\u{e9}\u{e9}\" bad\n         ^\n"
        );
    }

    #[test]
    fn long_line_shows_a_window_with_the_caret_under_the_column() {
        let mut src = "a".repeat(5000).into_bytes();
        src[3000] = b'X';
        let text = Diagnostic::new(3000, "here").render("l.ll", &src);
        let lines: Vec<&str> = text.lines().collect();
        assert_eq!(lines[0], "l.ll:1:3001: error: here");
        assert!(lines[1].starts_with("...") && lines[1].ends_with("..."));
        assert_eq!(lines[1].len(), WINDOW + 6);
        let caret = lines[2].find('^').unwrap();
        assert_eq!(lines[1].as_bytes()[caret], b'X');
    }

    #[test]
    fn window_never_splits_multibyte_characters() {
        // Three-byte characters everywhere: any cut lands inside one
        // unless the window moves to a boundary.
        let line = "\u{20ac}".repeat(2000);
        for at in [0, 1, 2, 3000, 3001, 3002, line.len() - 3] {
            let text = Diagnostic::new(at, "m").render("e.ll", line.as_bytes());
            assert!(!text.contains('\u{fffd}'), "offset {at}: {text}");
            let shown = text.lines().nth(1).unwrap();
            let caret_line = text.lines().nth(2).unwrap();
            let caret = caret_line.chars().count() - 1;
            let under = shown.chars().nth(caret).unwrap();
            assert_eq!(under, '\u{20ac}', "offset {at}");
        }
    }

    #[test]
    fn window_at_line_ends_is_full_width() {
        let src = format!("short\n{}\n", "b".repeat(1000));
        let start = 6;
        let first = Diagnostic::new(start, "m").render("w.ll", src.as_bytes());
        let shown = first.lines().nth(1).unwrap();
        assert_eq!(shown, format!("{}...", "b".repeat(WINDOW)));
        let last = Diagnostic::new(start + 999, "m").render("w.ll", src.as_bytes());
        let shown = last.lines().nth(1).unwrap();
        assert_eq!(shown, format!("...{}", "b".repeat(WINDOW)));
        assert_eq!(last.lines().nth(2).unwrap().len(), 3 + WINDOW);
    }

    #[test]
    fn control_characters_are_not_printed_raw() {
        let src = b"a\x1b[2Jb\0c";
        let text = Diagnostic::new(7, "m").render("c.ll", src);
        assert_eq!(text, "c.ll:1:8: error: m\na?[2Jb?c\n       ^\n");
    }

    #[test]
    fn bitcode_sources_have_no_lines() {
        let src = b"BC\xC0\xDE\n\n\x01\x02";
        let text = Diagnostic::new(5, "bad").render("m.bc", src);
        assert_eq!(text, "m.bc: error: bad\n");
    }
}
