//! The embedding API: a JIT that grows module by module, and objects as
//! bytes. See the crate documentation for examples.

mod diagnostics;
mod signature;

pub use diagnostics::{Diagnostic, Error};

use crate::codegen::{
    CodegenTimes, CompileOptions, compile_module_for_jit, structors, symbol_name,
};
use crate::compile::{ObjectError, ObjectOptions, module_to_bytes};
use crate::ir;
use kiln_jit::{JitFn, Linked};
use kiln_targets::SymbolId;
use std::collections::HashMap;
use std::path::Path;

/// Identifies a module added to a [`Jit`].
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct ModuleId(usize);

/// A module's code in memory, and what other modules may use of it.
struct JitModule {
    linked: Linked,
    /// Its exported definitions: name → signature (`None` for data, or
    /// for functions whose types [`Jit::function`] cannot express).
    exports: HashMap<String, Option<signature::Signature>>,
    /// Destructors (`llvm.global_dtors`), highest priority first.
    dtors: Vec<SymbolId>,
}

/// A JIT that compiles LLVM IR modules one at a time into the running
/// process. A module added later may call functions and use data of
/// earlier ones, of the host ([`Jit::define_symbol`]), of shared libraries
/// ([`Jit::load_library`]) and of the process (libc, libm). Each module is
/// compiled, linked and has its constructors run when it is added.
///
/// A `Jit` may be moved to another thread (`Send`); it is changed through
/// `&mut self` only. Functions it hands out are plain `extern "C"` function
/// pointers that any thread may call while their module is loaded.
pub struct Jit {
    options: CompileOptions,
    host: HashMap<String, usize>,
    modules: Vec<Option<JitModule>>,
    /// Every exported name → the module that defines it (the first one,
    /// for names defined by several modules with weak linkage).
    owners: HashMap<String, usize>,
}

impl Default for Jit {
    fn default() -> Self {
        Jit::new()
    }
}

impl Jit {
    /// A JIT with the default options (linear-scan register allocation).
    pub fn new() -> Jit {
        Jit::with_options(CompileOptions::default())
    }

    /// A JIT compiling with `options` (e.g. the graph-colouring allocator).
    pub fn with_options(options: CompileOptions) -> Jit {
        Jit {
            options,
            host: HashMap::new(),
            modules: Vec::new(),
            owners: HashMap::new(),
        }
    }

    /// Makes `name` resolve to `address` in modules added from now on (a
    /// host function such as an `extern "C" fn` the IR declares, or host
    /// data). Host symbols take precedence over the process's.
    pub fn define_symbol(&mut self, name: &str, address: *const u8) {
        self.host.insert(name.to_owned(), address as usize);
    }

    /// Loads a shared library into the process for good (`dlopen`, global
    /// symbols): modules added from now on may use its symbols.
    pub fn load_library(&mut self, path: impl AsRef<Path>) -> Result<(), Error> {
        let path = path.as_ref();
        kiln_jit::load_library(path)
            .map_err(|e| Error::plain(&path.display().to_string(), format!("cannot load: {e}")))
    }

    /// Compiles and loads the module in `text` (`.ll` syntax); `name`
    /// labels its diagnostics.
    pub fn add_ir(&mut self, name: &str, text: &str) -> Result<ModuleId, Error> {
        self.add_source(name, text.as_bytes())
    }

    /// Compiles and loads the module in `bytes`: LLVM bitcode, or `.ll`
    /// text (told apart by the magic number).
    pub fn add_bitcode(&mut self, name: &str, bytes: &[u8]) -> Result<ModuleId, Error> {
        self.add_source(name, bytes)
    }

    /// Compiles and loads the module in the file at `path` (`.ll` or `.bc`).
    pub fn add_file(&mut self, path: impl AsRef<Path>) -> Result<ModuleId, Error> {
        let path = path.as_ref();
        let name = path.display().to_string();
        let bytes = crate::read_input(path).map_err(|e| Error::plain(&name, e.0.trim_end()))?;
        self.add_source(&name, &bytes)
    }

    fn add_source(&mut self, name: &str, src: &[u8]) -> Result<ModuleId, Error> {
        let module = diagnostics::load(name, src)?;
        if let Some(t) = module.target_triple {
            let triple = module.symbols.get_str(t);
            if !crate::compile::supported_target(&triple) {
                return Err(Error::plain(
                    name,
                    format!("module targets {triple}; the JIT runs x86_64 Linux code"),
                ));
            }
        }
        let exports = signature::exports(&module);
        for export in exports.keys() {
            if let Some(&owner) = self.owners.get(export)
                && signature::is_strong_definition(&module, export)
            {
                return Err(Error::plain(
                    name,
                    format!("'{export}' is already defined by module {owner}"),
                ));
            }
        }
        let (unit, debug) =
            compile_module_for_jit(&module, &self.options, &mut CodegenTimes::default())
                .map_err(|e| Error::codegen(name, src, e))?;
        let resolve = |sym: &str| -> Option<usize> {
            if let Some(&a) = self.host.get(sym) {
                return Some(a);
            }
            if let Some(&owner) = self.owners.get(sym) {
                let m = self.modules[owner].as_ref()?;
                return m.linked.exported(sym).map(|a| a as usize);
            }
            kiln_jit::process_symbol(sym)
        };
        let linked =
            kiln_jit::link_with_frames(std::slice::from_ref(&unit), &[&debug.code], &resolve)
                .map_err(|e| Error::plain(name, e.to_string()))?;
        let sorted = |list: &[u8], highest_first: bool| {
            let mut v = structors(&module, list);
            v.sort_by_key(|&(priority, _)| priority);
            if highest_first {
                v.reverse();
            }
            v.into_iter()
                .map(|(_, gv)| SymbolId(gv.as_u32()))
                .collect::<Vec<_>>()
        };
        let ctors = sorted(b"llvm.global_ctors", false);
        let dtors = sorted(b"llvm.global_dtors", true);
        let id = self.modules.len();
        for export in exports.keys() {
            self.owners.entry(export.clone()).or_insert(id);
        }
        for c in ctors {
            linked.call_void(0, c);
        }
        self.modules.push(Some(JitModule {
            linked,
            exports,
            dtors,
        }));
        Ok(ModuleId(id))
    }

    /// The function `name` (defined by any loaded module) as `F`, an
    /// `extern "C" fn(…) -> …` type whose parameters and result must match
    /// the function's IR signature (`i32` ↔ `i32`/`u32`, `ptr` ↔ raw
    /// pointers, `double` ↔ `f64`, `void` ↔ `()`, …).
    ///
    /// The function may be called as long as its module is loaded. Like
    /// `lli`, kiln trusts the IR it was given: a function that misbehaves
    /// (writes through a bad pointer) does so in this process.
    pub fn function<F: JitFn>(&self, name: &str) -> Result<F, Error> {
        let (module, signature) = self.lookup(name)?;
        let Some((params, ret)) = signature else {
            return Err(Error::plain(
                name,
                "not a function whose signature can be named by Rust types (use Jit::address)",
            ));
        };
        module
            .linked
            .function::<F>(name, params, *ret)
            .map_err(|e| Error::plain(name, e))
    }

    /// The address of the exported definition `name` (function or data)
    /// of any loaded module.
    pub fn address(&self, name: &str) -> Option<*const u8> {
        let (module, _) = self.lookup(name).ok()?;
        module.linked.exported(name).map(|a| a as *const u8)
    }

    fn lookup(&self, name: &str) -> Result<(&JitModule, &Option<signature::Signature>), Error> {
        let owner = self
            .owners
            .get(name)
            .and_then(|&o| self.modules[o].as_ref())
            .ok_or_else(|| Error::plain(name, "no loaded module defines it"))?;
        let signature = owner
            .exports
            .get(name)
            .ok_or_else(|| Error::plain(name, "no loaded module defines it"))?;
        Ok((owner, signature))
    }

    /// Runs the module's destructors and frees its code and data.
    ///
    /// Modules added later that use its symbols, and function pointers
    /// taken from it, must not be used afterwards: they would reach freed
    /// memory. Removing a module nothing refers to is always fine.
    pub fn remove_module(&mut self, id: ModuleId) -> Result<(), Error> {
        let module = self
            .modules
            .get_mut(id.0)
            .and_then(Option::take)
            .ok_or_else(|| Error::plain("jit", format!("module {} is not loaded", id.0)))?;
        for &d in &module.dtors {
            module.linked.call_void(0, d);
        }
        self.owners.retain(|_, owner| *owner != id.0);
        drop(module);
        Ok(())
    }
}

impl Drop for Jit {
    /// Runs the destructors of the modules still loaded, latest first,
    /// then frees them.
    fn drop(&mut self) {
        for m in self.modules.iter().rev().flatten() {
            for &d in &m.dtors {
                m.linked.call_void(0, d);
            }
        }
    }
}

/// Compiles a module (`.ll` text or `.bc` bitcode in `src`, labelled
/// `name` in diagnostics) to an ELF object or assembly in memory, as `kiln
/// compile` writes it to a file.
pub fn compile_to_bytes(name: &str, src: &[u8], options: &ObjectOptions) -> Result<Vec<u8>, Error> {
    let module = diagnostics::load(name, src)?;
    let result = module_to_bytes(&module, options);
    result.map(|(bytes, _)| bytes).map_err(|e| match e {
        ObjectError::Codegen(e) => Error::codegen(name, src, e),
        ObjectError::Target(msg) | ObjectError::Write(msg) => Error::plain(name, msg),
    })
}

/// The symbol name LLVM gives `gv` in `module` (used by [`signature`]).
fn global_name(module: &ir::Module, gv: ir::GlobalValue) -> String {
    symbol_name(module, gv)
}
