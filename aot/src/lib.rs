//! Ahead-of-time output: relocatable objects through the `object` crate.
//! Today: ELF64 for x86-64 — sections for code, data, read-only data, zero
//! data and thread-local data (user `section "..."` placement and
//! per-function sections), symbols from linkage and visibility (common,
//! weak, `available_externally` left undefined), aliases, COMDAT groups,
//! relocations, `.init_array`/`.fini_array` with priorities,
//! `.note.GNU-stack`, `.eh_frame` from the prologues' unwind steps, a DWARF
//! 4 compile unit with its line table when the module has debug
//! information, and LLVM's extension sections (`SHF_LINK_ORDER`,
//! `SHF_GNU_RETAIN`, `.deplibs`, `.linker-options`,
//! `.llvm.call-graph-profile`, `.llvm_addrsig`). COFF and Mach-O are later
//! work.

mod asm;
mod asm_dwarf;
mod asm_text;
mod dwarf;
mod eh_frame;
mod elf;
mod error;
mod llvm_ext;
mod overalign;
mod patch;
mod place;
mod sectbuf;
mod tables;
mod tls;

pub use asm::write_asm;
pub use elf::{ElfOptions, Structor, write_elf};
pub use error::AotError;
