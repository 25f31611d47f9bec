//! The JIT: places compiled code and data in memory that is writable or
//! executable but never both, applies relocations, resolves symbols from the
//! process and from other modules, runs global constructors, `main` and the
//! destructors.
//!
//! Nothing is built here yet; `kiln run` reports that code generation is not
//! available.
