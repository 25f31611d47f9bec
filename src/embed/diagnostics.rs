//! Errors of the embedding API as values: each problem with its file, line,
//! column and message, and the whole rendered as kiln's command line shows it.

use crate::codegen::CodegenError;
use crate::ir;
use std::fmt;

/// One problem in a module, located in its source.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Diagnostic {
    /// The name the source was given (a path, or the name passed to
    /// [`crate::Jit::add_ir`]).
    pub file: String,
    /// 1-based line; 0 when the problem has no line (bitcode input, or a
    /// construct whose position is unknown).
    pub line: u32,
    /// 1-based column in bytes; 0 when `line` is 0.
    pub column: u32,
    /// What is wrong.
    pub message: String,
}

impl fmt::Display for Diagnostic {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.line == 0 {
            write!(f, "{}: error: {}", self.file, self.message)
        } else {
            write!(
                f,
                "{}:{}:{}: error: {}",
                self.file, self.line, self.column, self.message
            )
        }
    }
}

/// Why the embedding API refused a module or a request: one or more
/// [`Diagnostic`]s. Its `Display` is the full report — each diagnostic
/// with its source line and a caret — as `kiln check` prints it.
#[derive(Clone, Debug)]
pub struct Error {
    diagnostics: Vec<Diagnostic>,
    rendered: String,
}

impl Error {
    /// The problems, in source order as found.
    pub fn diagnostics(&self) -> &[Diagnostic] {
        &self.diagnostics
    }

    /// An error that concerns no source position (`name: error: message`).
    pub(crate) fn plain(file: &str, message: impl Into<String>) -> Error {
        let d = Diagnostic {
            file: file.to_owned(),
            line: 0,
            column: 0,
            message: message.into(),
        };
        Error {
            rendered: format!("{d}\n"),
            diagnostics: vec![d],
        }
    }

    /// Errors at byte offsets of `src`, the contents of `file`.
    pub(crate) fn located(file: &str, src: &[u8], diags: &[ir::Diagnostic]) -> Error {
        let map = ir::SourceMap::new(file, src);
        let diagnostics = diags
            .iter()
            .map(|d| {
                let (line, column) = map
                    .locate(d.offset as usize)
                    .map_or((0, 0), |(l, c, _)| (l as u32, c as u32));
                Diagnostic {
                    file: file.to_owned(),
                    line,
                    column,
                    message: d.message.clone(),
                }
            })
            .collect();
        Error {
            diagnostics,
            rendered: map.render_all(diags),
        }
    }

    /// A code-generation error, located in `src` when its offset is known.
    pub(crate) fn codegen(file: &str, src: &[u8], e: CodegenError) -> Error {
        match e.offset {
            Some(offset) => Error::located(
                file,
                src,
                &[ir::Diagnostic {
                    offset,
                    message: e.message,
                }],
            ),
            None => Error::plain(file, e.message),
        }
    }
}

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.rendered.trim_end())
    }
}

impl std::error::Error for Error {}

/// Parses (text or bitcode, by magic number) and verifies `src`, the
/// contents of `file`.
pub(crate) fn load(file: &str, src: &[u8]) -> Result<ir::Module, Error> {
    let module = if crate::is_bitcode(src) {
        ir::read_bitcode(src).map_err(|e| Error::plain(file, e.to_string()))?
    } else {
        ir::parse_module(src).map_err(|d| Error::located(file, src, &[d]))?
    };
    ir::verify_module(&module).map_err(|diags| Error::located(file, src, &diags))?;
    Ok(module)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parse_and_verifier_errors_carry_line_and_column() {
        let err = load("m.ll", b"define i32 @f() {\n  ret i64 0\n}\n").unwrap_err();
        let d = &err.diagnostics()[0];
        assert_eq!((d.file.as_str(), d.line, d.column), ("m.ll", 2, 7));
        assert!(d.message.contains("doesn't match"), "{}", d.message);
        assert!(err.to_string().contains("  ret i64 0"), "{err}");
        let err = load(
            "m.ll",
            b"\n\ndefine i32 @f(i32 %x, foo) {\n  ret i32 0\n}\n",
        )
        .unwrap_err();
        let d = &err.diagnostics()[0];
        assert_eq!((d.line, d.column), (3, 23), "{err}");
    }

    #[test]
    fn bitcode_errors_have_no_line() {
        let err = load("m.bc", b"BC\xC0\xDE\x01").unwrap_err();
        assert_eq!(err.diagnostics()[0].line, 0);
        assert!(err.to_string().starts_with("m.bc: error: "), "{err}");
    }
}
