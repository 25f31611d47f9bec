//! Instruction selection: lowers an `ir::Function` to a target's
//! `MachFunc<I>` with virtual registers — type legalisation, ABI lowering of
//! arguments, returns and calls, pattern-matched selection per target, and
//! phi elimination into block-edge moves.
//!
//! Nothing is built here yet; the x86-64 code generator is the next issue.
