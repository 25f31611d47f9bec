//! Fuzz target: any byte sequence given to the `.ll` parser ends in a module or a diagnostic; modules are verified and printed (kiln_fuzz_targets::parse_ll).
#![no_main]

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| kiln_fuzz_targets::parse_ll(data));
