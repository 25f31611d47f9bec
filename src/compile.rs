//! `kiln compile`: a module to a relocatable object file, like `llc
//! -filetype=obj`.

use crate::codegen::{CodegenTimes, CompileOptions, compile_module_meta, object_extras, structors};
use crate::{UserError, ir};
use kiln_aot::{ElfOptions, Structor};
use kiln_targets::SymbolId;
use std::path::Path;

/// What `kiln compile` writes.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Default)]
pub enum Emit {
    /// A relocatable object.
    #[default]
    Obj,
    /// Assembly text.
    Asm,
}

/// Options of `kiln compile`.
#[derive(Clone, Debug, Default)]
pub struct ObjectOptions {
    /// Code generation.
    pub codegen: CompileOptions,
    /// Output kind.
    pub emit: Emit,
    /// Target triple given with `--target` (the module's own otherwise).
    pub target: Option<String>,
    /// One section per function.
    pub function_sections: bool,
    /// Write an address-significance table (`.llvm_addrsig`), as clang
    /// does by default on Linux (`-faddrsig`) and `llc -addrsig`.
    pub addrsig: bool,
}

/// Whether kiln can write objects for `triple`.
fn supported_target(triple: &str) -> bool {
    let mut parts = triple.split('-');
    let arch = parts.next().unwrap_or("");
    matches!(arch, "x86_64" | "amd64") && triple.contains("linux")
}

/// Compiles the module at `input` and writes the object to `output`.
pub fn compile_file(input: &Path, output: &Path, opts: &ObjectOptions) -> Result<(), UserError> {
    let (src, module) = crate::load_module_with_source(input)?;
    let triple = opts.target.clone().or_else(|| {
        module
            .target_triple
            .map(|t| module.symbols.get_str(t).into_owned())
    });
    let triple = triple.unwrap_or_else(|| "x86_64-unknown-linux-gnu".to_owned());
    if !supported_target(&triple) {
        return Err(UserError(format!(
            "kiln: error: target '{triple}' is not supported yet (x86_64 Linux only)\n"
        )));
    }
    let (unit, debug) = compile_module_meta(&module, &opts.codegen, &mut CodegenTimes::default())
        .map_err(|e| crate::run::render(input, &src, e))?;
    let list = |name: &[u8]| -> Vec<Structor> {
        structors(&module, name)
            .into_iter()
            .map(|(priority, gv)| Structor {
                priority: priority.min(u32::MAX as u64) as u32,
                sym: SymbolId(gv.as_u32()),
            })
            .collect()
    };
    let ctors = list(b"llvm.global_ctors");
    let dtors = list(b"llvm.global_dtors");
    let extras = object_extras(&module, opts.addrsig);
    let elf_opts = ElfOptions {
        function_sections: opts.function_sections,
    };
    let bytes = match opts.emit {
        Emit::Obj => kiln_aot::write_elf(&unit, &debug, &extras, &ctors, &dtors, &elf_opts),
        Emit::Asm => kiln_aot::write_asm(&unit, &debug, &extras, &ctors, &dtors, &elf_opts)
            .map(String::into_bytes),
    }
    .map_err(|e| UserError(format!("{}: error: {e}\n", input.display())))?;
    forget(module);
    std::fs::write(output, bytes).map_err(|e| {
        UserError(format!(
            "kiln: error: cannot write '{}': {e}\n",
            output.display()
        ))
    })
}

/// Large modules are not freed piece by piece (the process ends soon).
fn forget(module: ir::Module) {
    std::mem::forget(module);
}
