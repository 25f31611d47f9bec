//! LLVM 19's target-independent intrinsics: which function names denote
//! one (`lookup`), each one's signature (`table`, generated from LLVM's
//! `Intrinsics.td` by `gen-table.py`), matching a function type against it
//! (`matcher`), the mangled name of an overloaded one (`mangle`) and the
//! legacy forms LLVM rewrites instead of checking (`upgrade`). The
//! parser uses them to declare intrinsics that are called without a
//! declaration, the verifier to check calls of declared ones.

mod lookup;
mod mangle;
mod matcher;
mod sig;
mod table;
mod upgrade;

pub(crate) use lookup::{Lookup, lookup};
pub(crate) use mangle::mangled_name;
pub(crate) use matcher::{Mismatch, match_signature};
pub(crate) use sig::Intrinsic;
pub(crate) use upgrade::upgraded_by_llvm;

#[cfg(test)]
mod tests;
