//! Ahead-of-time output: relocatable ELF, COFF and Mach-O objects through the
//! `object` crate — sections, symbols, COMDATs, relocations, unwind and debug
//! sections, and LLVM's object-format extensions.
//!
//! Nothing is built here yet; `kiln compile` reports that code generation is
//! not available.
