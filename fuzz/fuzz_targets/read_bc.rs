//! Fuzz target: any byte sequence given to the bitcode reader ends in a
//! module or a diagnostic, never a panic, a hang or an unbounded allocation;
//! modules that read are also verified and printed, which must not panic
//! either. Seed it with small `.bc` files (see `fuzz/seed-read-bc.sh`).
#![no_main]

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    if let Ok(module) = kiln_ir::read_bitcode(data) {
        let _ = kiln_ir::verify_module(&module);
        let mut out = Vec::new();
        kiln_ir::print_module(&module, &mut out);
    }
});
