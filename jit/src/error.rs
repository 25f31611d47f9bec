//! Errors of linking in memory.

use std::fmt;

/// Why a module cannot be placed or linked in memory.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum JitError {
    /// A symbol is referenced but defined nowhere (neither in the modules
    /// nor in the process).
    Undefined(String),
    /// A symbol is defined by two modules.
    Duplicate(String),
    /// A feature the JIT does not support yet (thread-local data…).
    Unsupported(String),
    /// A relocation's target is out of its range.
    OutOfRange(String),
    /// The operating system refused memory or protection changes.
    Memory(String),
    /// The process state a program starts in could not be set up.
    Process(String),
}

impl fmt::Display for JitError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            JitError::Undefined(s) => write!(f, "undefined symbol '{s}'"),
            JitError::Duplicate(s) => write!(f, "symbol '{s}' is defined more than once"),
            JitError::Unsupported(s) => write!(f, "not supported by the JIT yet: {s}"),
            JitError::OutOfRange(s) => write!(f, "relocation out of range: {s}"),
            JitError::Memory(s) => write!(f, "executable memory: {s}"),
            JitError::Process(s) => write!(f, "process set-up: {s}"),
        }
    }
}

impl std::error::Error for JitError {}
