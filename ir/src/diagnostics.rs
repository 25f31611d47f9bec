//! Diagnostics: `FILE:LINE:COL: error: MESSAGE`, the source line and a caret.

use std::fmt::Write;

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

    /// Renders as `FILE:LINE:COL: error: MESSAGE`, then the source line and a
    /// caret under the column.
    pub fn render(&self, file: &str, src: &[u8]) -> String {
        let (line, col, text) = line_col(src, self.offset as usize);
        let mut out = String::new();
        let _ = writeln!(out, "{file}:{line}:{col}: error: {}", self.message);
        let text = String::from_utf8_lossy(text);
        let _ = writeln!(out, "{text}");
        // Keep tabs so the caret lines up under the source text.
        let pad: String = text
            .chars()
            .take(col.saturating_sub(1))
            .map(|c| if c == '\t' { '\t' } else { ' ' })
            .collect();
        let _ = writeln!(out, "{pad}^");
        out
    }
}

/// 1-based line and column (in bytes) of `offset`, with the text of that line.
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
    }
}
