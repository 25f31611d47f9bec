//! Fuzz target: any byte sequence given to the bitcode reader ends in a module or an error; modules are verified and printed (kiln_fuzz_targets::read_bc). Seed it with fuzz/seed.sh.
#![no_main]

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| kiln_fuzz_targets::read_bc(data));
