//! What a machine is, for kiln's code generators: target triples, data
//! layouts, register files, calling conventions (SysV AMD64, Win64, AAPCS64,
//! Apple arm64) as pure data, each target's machine-instruction type, the
//! generic machine-function container (`MachFunc<I>`) and the contracts
//! between the phases: the register allocator's input trait (`RaFunction`)
//! and its output (`RaOutput`).
//!
//! Nothing is built here yet: the x86-64 code generator (issue "x86-64 code
//! generation with linear scan") adds the machine IR and the contracts.

pub use target_lexicon::Triple;
