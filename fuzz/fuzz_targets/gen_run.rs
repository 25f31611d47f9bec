//! Fuzz target: the bytes drive a structured generator of a well-typed, UB-free module, which is JIT-compiled with each register allocator and run; both results must equal the reference evaluator's (kiln_fuzz_targets::gen_run).
#![no_main]

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| kiln_fuzz_targets::gen_run(data));
