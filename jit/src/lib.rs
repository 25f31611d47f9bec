//! The JIT: places compiled code and data in memory that is writable or
//! executable but never both, applies relocations, resolves symbols from the
//! process and from other modules, and calls entry points (global
//! constructors, `main`, destructors).
//!
//! Input is target-neutral: per module, a [`Unit`] of symbols, code blobs
//! and data objects with [`Reloc`](kiln_targets::Reloc)s. [`link`] lays all
//! units out in one mapping — so every PC-relative reference between them
//! fits in ±2 GiB — with a GOT and call stubs for symbols of the process.
//! Thread-local variables live in per-thread blocks that the JIT's own
//! `__tls_get_addr` hands out (see `tls.rs`); code reaches them with the
//! general-dynamic sequence only.

mod data_layout;
mod error;
mod frames;
mod layout;
mod memory;
mod process;
mod relocate;
mod resolve;
mod run;
mod tls;
mod typed;

pub use error::JitError;
pub use kiln_targets::unit::{Alias, CodeBlob, SymbolInfo, Unit};
pub use layout::{Linked, link, link_with_frames};
pub use process::{restore_inherited_state, started_without};
pub use resolve::{load_library, process_symbol, run_at_exit};
pub use typed::{AbiReturn, AbiType, AbiValue, JitFn, describe as describe_signature};
