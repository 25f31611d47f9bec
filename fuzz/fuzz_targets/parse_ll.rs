//! Fuzz target: any byte sequence given to the `.ll` parser ends in a module
//! or a diagnostic, never a panic or a hang; modules that parse are also
//! verified and printed, which must not panic either.
#![no_main]

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    match kiln_ir::parse_module(data) {
        Ok(module) => {
            let _ = kiln_ir::verify_module(&module);
            let mut out = Vec::new();
            kiln_ir::print_module(&module, &mut out);
        }
        Err(diag) => {
            let _ = diag.render("fuzz.ll", data);
        }
    }
});
