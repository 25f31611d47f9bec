//! The bodies of kiln's fuzz targets, shared by the libFuzzer harnesses in
//! `fuzz/fuzz_targets/` (nightly, `cargo fuzz`) and the stable runner
//! `fuzz-smoke` (CI). Every target takes arbitrary bytes and panics only on
//! a bug in kiln: a crash, a failed invariant or, for [`gen_run`], a result
//! that differs between the register allocators or from the reference
//! evaluator.

pub mod generate;
pub mod pipeline;

pub use generate::gen_run;
pub use pipeline::{compile_bc, compile_ll, parse_ll, read_bc};

/// A fuzz target: bytes in, panic on a bug.
pub type Target = fn(&[u8]);

/// Every target by name.
pub const TARGETS: &[(&str, Target)] = &[
    ("parse_ll", parse_ll),
    ("read_bc", read_bc),
    ("compile_ll", compile_ll),
    ("compile_bc", compile_bc),
    ("gen_run", gen_run),
];
