//! Ahead-of-time output: relocatable objects through the `object` crate.
//! Today: ELF64 for x86-64 — sections for code, data, read-only data, zero
//! data and thread-local data (user `section "..."` placement and
//! per-function sections), symbols from linkage and visibility, aliases,
//! relocations, `.init_array`/`.fini_array` with priorities, and
//! `.note.GNU-stack`. COFF, Mach-O, COMDATs, unwind and debug sections are
//! later work.

mod elf;
mod error;

pub use elf::{ElfOptions, Structor, write_elf};
pub use error::AotError;
