//! `kiln compile`: a module to a relocatable object file, like `llc
//! -filetype=obj`.

use crate::codegen::{CodegenTimes, CompileOptions, compile_module_meta, object_extras, structors};
use crate::{UserError, ir};
use kiln_aot::{ElfOptions, Structor};
use kiln_targets::SymbolId;
use std::path::Path;
use std::time::Instant;

/// What `kiln compile` writes.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Default)]
pub enum Emit {
    /// A relocatable object.
    #[default]
    Obj,
    /// Assembly text.
    Asm,
    /// Nothing: generate code and discard it (`llc -filetype=null`), to
    /// check or time code generation.
    Null,
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
    /// Print the wall time of each phase (load, codegen, object, write) to
    /// stderr.
    pub time: bool,
    /// The name diagnostics and warnings start with (`kiln` when `None`;
    /// `llc` in the llc personality).
    pub program: Option<String>,
}

impl ObjectOptions {
    /// The name diagnostics start with.
    fn program(&self) -> &str {
        self.program.as_deref().unwrap_or("kiln")
    }
}

/// Whether kiln can write objects for `triple`, and run code built for it.
pub fn supported_target(triple: &str) -> bool {
    let mut parts = triple.split('-');
    let arch = parts.next().unwrap_or("");
    matches!(arch, "x86_64" | "amd64") && triple.contains("linux")
}

/// Why a module could not become an object.
#[derive(Debug)]
pub enum ObjectError {
    /// Code generation refused a construct (with its source offset).
    Codegen(crate::codegen::CodegenError),
    /// The target triple is not one kiln writes objects for.
    Target(String),
    /// The object writer failed (e.g. a section too large for the format).
    Write(String),
}

/// The object (or assembly) bytes for a verified `module`; also returns
/// when code generation ended, for `--time`. A module triple overridden by
/// `opts.target` is warned about on stderr, as llc does.
pub fn module_to_bytes(
    module: &ir::Module,
    opts: &ObjectOptions,
) -> Result<(Vec<u8>, Instant), ObjectError> {
    let module_triple = module
        .target_triple
        .map(|t| module.symbols.get_str(t).into_owned());
    if let (Some(given), Some(own)) = (&opts.target, &module_triple)
        && given != own
    {
        crate::output::write_stderr(&format!(
            "{}: warning: overriding the module target triple {own} with {given}\n",
            opts.program()
        ));
    }
    let triple = opts.target.clone().or(module_triple);
    let triple = triple.unwrap_or_else(|| "x86_64-unknown-linux-gnu".to_owned());
    if !supported_target(&triple) {
        return Err(ObjectError::Target(format!(
            "target '{triple}' is not supported yet (x86_64 Linux only)"
        )));
    }
    let (unit, debug) = compile_module_meta(module, &opts.codegen, &mut CodegenTimes::default())
        .map_err(ObjectError::Codegen)?;
    let t2 = Instant::now();
    let list = |name: &[u8]| -> Vec<Structor> {
        structors(module, name)
            .into_iter()
            .map(|(priority, gv)| Structor {
                priority: priority.min(u32::MAX as u64) as u32,
                sym: SymbolId(gv.as_u32()),
            })
            .collect()
    };
    let ctors = list(b"llvm.global_ctors");
    let dtors = list(b"llvm.global_dtors");
    let extras = object_extras(module, opts.addrsig);
    let elf_opts = ElfOptions {
        function_sections: opts.function_sections,
    };
    let bytes = match opts.emit {
        Emit::Obj => kiln_aot::write_elf(&unit, &debug, &extras, &ctors, &dtors, &elf_opts),
        Emit::Asm => kiln_aot::write_asm(&unit, &debug, &extras, &ctors, &dtors, &elf_opts)
            .map(String::into_bytes),
        Emit::Null => Ok(Vec::new()),
    }
    .map_err(|e| ObjectError::Write(e.to_string()))?;
    Ok((bytes, t2))
}

/// Compiles the module at `input` and writes the object to `output`.
pub fn compile_file(input: &Path, output: &Path, opts: &ObjectOptions) -> Result<(), UserError> {
    if crate::output::same_file(input, output) {
        return Err(UserError(format!(
            "kiln: error: the output '{}' is the input file\n",
            output.display()
        )));
    }
    let t0 = Instant::now();
    let (src, module) = crate::load_module_with_source(input)?;
    let t1 = Instant::now();
    let (bytes, t2) = module_to_bytes(&module, opts).map_err(|e| match e {
        ObjectError::Codegen(e) => crate::run::render(input, &src, e),
        ObjectError::Target(msg) => UserError(format!("kiln: error: {msg}\n")),
        ObjectError::Write(msg) => UserError(format!("{}: error: {msg}\n", input.display())),
    })?;
    let t3 = Instant::now();
    forget(module);
    if opts.emit != Emit::Null {
        crate::output::write_output(output, &bytes)?;
    }
    if opts.time {
        let t4 = Instant::now();
        let total = (t4 - t0).as_secs_f64();
        let line = |name: &str, d: std::time::Duration| {
            let s = d.as_secs_f64();
            format!(
                "  {name:<8} {:>10.3} ms {:>5.1}%\n",
                s * 1e3,
                100.0 * s / total
            )
        };
        crate::output::write_stderr(&format!(
            "{} (compile, regalloc {:?}, {} threads)\n{}{}{}{}  total    {:>10.3} ms ({} bytes written)\n",
            input.display(),
            opts.codegen.regalloc,
            match opts.codegen.threads {
                0 => "all".to_owned(),
                n => n.to_string(),
            },
            line("load", t1 - t0),
            line("codegen", t2 - t1),
            line("object", t3 - t2),
            line("write", t4 - t3),
            total * 1e3,
            bytes.len()
        ));
    }
    Ok(())
}

/// Large modules are not freed piece by piece (the process ends soon).
fn forget(module: ir::Module) {
    std::mem::forget(module);
}
