//! Machine-code emission: frame layout, prologue and epilogue, stack probes,
//! the x86-64 encoder writing into a [`CodeBuffer`] with labels, linear
//! short/near branch relaxation, a constant pool, jump tables and
//! relocations, and the unwind operations a later `.eh_frame` writer needs.
//!
//! The entry point is [`emit_x64`]: it takes a machine function after
//! register allocation ([`MachFunc`](kiln_targets::MachFunc) plus the allocator's
//! [`RaOutput`](kiln_targets::RaOutput)) and
//! returns a [`CompiledFunc`]. An [`EmitCtx`] keeps the scratch state between
//! functions, so emitting many functions allocates little.

#![warn(missing_docs)]

pub mod buffer;
pub mod x64;

pub use buffer::{CodeBuffer, Label, UnwindOp};
pub use x64::emit_x64;

use kiln_targets::Reloc;
use std::fmt;

/// A function's machine code, ready for the JIT or the object writer.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct CompiledFunc {
    /// The code, followed by the constant pool and the jump tables (both
    /// read-only data that the code addresses `rip`-relatively).
    pub code: Vec<u8>,
    /// Length of the instructions alone (the pools start at or after it).
    pub code_len: u32,
    /// Per block (by number), the offset of its first instruction; for a
    /// block that only jumps on (skipped by jump threading), the offset of
    /// the block it leads to. A block's address (`blockaddress`) is here.
    pub block_offsets: Vec<u32>,
    /// Relocations against symbols, sorted by offset.
    pub relocs: Vec<Reloc>,
    /// Prologue operations with the code offset just after each, in order.
    pub unwind: Vec<(u32, UnwindOp)>,
    /// Bytes between the frame pointer and `rsp` after the prologue
    /// (callee-saved pushes, slots, spill area and outgoing arguments).
    pub frame_size: u32,
    /// Callee-saved registers pushed by the prologue, in push order.
    pub saved_regs: Vec<kiln_targets::PReg>,
    /// Source-line rows: `(code offset, location)` where the location of
    /// the code changes, sorted by offset, from the machine function's
    /// [`locs`](kiln_targets::MachFunc::locs) (empty without them). The
    /// prologue has no row; the epilogue has the location of its return.
    pub lines: Vec<(u32, u32)>,
}

/// Why emission failed: the input breaks a contract the encoder relies on
/// (a virtual register left after allocation, an operand form the
/// instruction has no encoding for).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct EmitError(String);

impl EmitError {
    /// An error with this message.
    pub fn new(msg: impl Into<String>) -> EmitError {
        EmitError(msg.into())
    }

    /// The message.
    pub fn message(&self) -> &str {
        &self.0
    }
}

impl fmt::Display for EmitError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "emission: {}", self.0)
    }
}

impl std::error::Error for EmitError {}

/// Shorthand for an [`EmitError`] result.
#[cold]
pub(crate) fn err<T>(msg: impl Into<String>) -> Result<T, EmitError> {
    Err(EmitError::new(msg))
}

/// Reusable scratch state for emission (clear, don't reallocate): the code
/// buffer and per-function tables. Keep one per thread.
#[derive(Default)]
pub struct EmitCtx {
    /// The code buffer, cleared at the start of every function.
    pub(crate) buf: CodeBuffer,
    /// Per stack slot, its offset below `rbp` (positive).
    pub(crate) slot_offsets: Vec<i32>,
    /// Per block, where its branches go after jump threading.
    pub(crate) redirect: Vec<u32>,
    /// The blocks in emission order.
    pub(crate) order: Vec<kiln_targets::MBlock>,
    /// For each position in `order`, the position of the next block that
    /// emits code (not skipped by jump threading).
    pub(crate) next_kept: Vec<usize>,
}

impl EmitCtx {
    /// A fresh context.
    pub fn new() -> EmitCtx {
        EmitCtx::default()
    }
}
