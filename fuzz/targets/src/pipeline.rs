//! Targets over the byte readers and the whole code generator: bytes →
//! parse or read → verify → instruction selection → register allocation
//! (both allocators, with the allocation checker) → encoding → object bytes
//! in memory. A clean error at any step is fine; a panic is a bug.

use kiln::codegen::{CodegenTimes, CompileOptions, RegallocKind, compile_module_meta};
use kiln::ir;

/// `.ll` text → module or diagnostic; modules are verified and printed.
pub fn parse_ll(data: &[u8]) {
    match ir::parse_module(data) {
        Ok(module) => {
            let _ = ir::verify_module(&module);
            let mut out = Vec::new();
            ir::print_module(&module, &mut out);
        }
        Err(diag) => {
            let _ = diag.render("fuzz.ll", data);
        }
    }
}

/// Bitcode → module or error; modules are verified and printed.
pub fn read_bc(data: &[u8]) {
    if let Ok(module) = ir::read_bitcode(data) {
        let _ = ir::verify_module(&module);
        let mut out = Vec::new();
        ir::print_module(&module, &mut out);
    }
}

/// `.ll` text through the whole pipeline to object bytes.
pub fn compile_ll(data: &[u8]) {
    match ir::parse_module(data) {
        Ok(module) => compile_verified(&module, data),
        Err(diag) => {
            let _ = diag.render("fuzz.ll", data);
        }
    }
}

/// Bitcode through the whole pipeline to object bytes.
pub fn compile_bc(data: &[u8]) {
    if let Ok(module) = ir::read_bitcode(data) {
        compile_verified(&module, data);
    }
}

/// Verifies `module` (read from `src`) and, if valid, compiles it with each
/// allocator to an object in memory, rendering any error against `src`.
fn compile_verified(module: &ir::Module, src: &[u8]) {
    if let Err(diags) = ir::verify_module(module) {
        for d in diags {
            let _ = d.render("fuzz.ll", src);
        }
        return;
    }
    for regalloc in [
        RegallocKind::Linear,
        RegallocKind::Graph,
        RegallocKind::Onepass,
    ] {
        let opts = CompileOptions {
            regalloc,
            check_regalloc: true,
            threads: 1,
            ..CompileOptions::default()
        };
        let Ok((unit, debug)) = compile_module_meta(module, &opts, &mut CodegenTimes::default())
        else {
            return;
        };
        let extras = kiln::codegen::object_extras(module, true);
        let elf = kiln_aot::ElfOptions {
            function_sections: regalloc == RegallocKind::Graph,
        };
        let _ = kiln_aot::write_elf(&unit, &debug, &extras, &[], &[], &elf);
        if regalloc == RegallocKind::Linear {
            let _ = kiln_aot::write_asm(&unit, &debug, &extras, &[], &[], &elf);
        }
    }
}
