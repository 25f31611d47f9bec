//! The error instruction selection reports for IR it cannot lower.

use std::fmt;

/// An unsupported feature, and where it was met.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct IselError {
    /// The function's name (`@f`), or the global's for data.
    pub func: String,
    /// The block's name or number, when known.
    pub block: Option<String>,
    /// Byte offset of the instruction (or global) in the source text, if
    /// known; the CLI renders it as `FILE:LINE:COL`.
    pub offset: Option<u32>,
    /// What is unsupported (names the feature, type or intrinsic).
    pub message: String,
}

impl fmt::Display for IselError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "cannot lower {}", self.func)?;
        if let Some(b) = &self.block {
            write!(f, " (block {b})")?;
        }
        write!(f, ": {}", self.message)
    }
}

impl std::error::Error for IselError {}
