//! Ahead-of-time output: relocatable objects through the `object` crate.
//! Today: ELF64 for x86-64 — sections for code, data, read-only data, zero
//! data and thread-local data (user `section "..."` placement and
//! per-function sections), symbols from linkage and visibility, aliases,
//! relocations, `.init_array`/`.fini_array` with priorities, and
//! `.note.GNU-stack`, `.eh_frame` from the prologues' unwind steps, and a
//! DWARF 4 compile unit with its line table when the module has debug
//! information. COFF, Mach-O and COMDATs are later work.

mod dwarf;
mod eh_frame;
mod elf;
mod error;
mod sectbuf;

pub use elf::{ElfOptions, Structor, write_elf};
pub use error::AotError;
