//! Fuzz target: bitcode bytes through read, verify, isel, both register allocators (checked), encoding and the object and assembly writers, in memory (kiln_fuzz_targets::compile_bc).
#![no_main]

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| kiln_fuzz_targets::compile_bc(data));
