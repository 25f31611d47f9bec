//! Errors of object writing.

use std::fmt;

/// Why an object file cannot be written.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct AotError(pub String);

impl fmt::Display for AotError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "object file: {}", self.0)
    }
}

impl std::error::Error for AotError {}
