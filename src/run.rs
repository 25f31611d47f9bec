//! `kiln run`: compile modules, link them in memory, run the global
//! constructors, `main` and the destructors, like `lli`.

use crate::codegen::{
    CodegenError, CodegenTimes, CompileOptions, compile_module_for_jit, structors,
};
use crate::{UserError, ir};
use kiln_targets::SymbolId;
use std::ffi::OsString;
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

/// A constructor or destructor: priority and where it is.
struct Structor {
    priority: u64,
    unit: usize,
    sym: SymbolId,
}

/// How [`run_program_with`] starts the program (what `lli` calls
/// `-entry-function` and `-fake-argv0`).
#[derive(Clone, Debug)]
pub struct RunOptions {
    /// The function called like `main(argc, argv, envp)`: `main` by default.
    pub entry: String,
    /// `argv[0]` for the program; the first module's path when `None`.
    pub argv0: Option<OsString>,
}

impl Default for RunOptions {
    fn default() -> Self {
        RunOptions {
            entry: "main".to_owned(),
            argv0: None,
        }
    }
}

/// Loads the shared library at `path` into the process, its symbols
/// visible to code the JIT links afterwards (`lli -load`).
pub fn load_library(path: &Path) -> Result<(), UserError> {
    kiln_jit::load_library(path)
        .map_err(|e| UserError(format!("kiln: error: cannot load library: {e}\n")))
}

/// Compiles and runs the program made of the modules at `paths`; `args`
/// are `main`'s arguments after `argv[0]` (the first path). Returns `main`'s
/// result. Before the program's first instruction the process gets the
/// signal state a native program inherits ([`kiln_jit::restore_inherited_state`]):
/// a fault or a fatal signal in the program ends the process.
pub fn run_program(
    paths: &[PathBuf],
    args: &[OsString],
    opts: &CompileOptions,
) -> Result<i32, UserError> {
    run_program_timed(paths, args, opts, &mut PhaseTimes::default())
}

/// Wall time of each phase of `kiln run`.
#[derive(Clone, Debug, Default)]
pub struct PhaseTimes {
    /// Reading, parsing and verifying the modules.
    pub load: Duration,
    /// Instruction selection, register allocation and encoding.
    pub codegen: Duration,
    /// Placing and relocating in memory.
    pub link: Duration,
    /// Constructors, `main` and destructors.
    pub execute: Duration,
}

impl PhaseTimes {
    /// One line for humans: `load 1.2 ms, codegen ...`.
    pub fn summary(&self) -> String {
        let ms = |d: Duration| d.as_secs_f64() * 1e3;
        format!(
            "kiln: load {:.1} ms, codegen {:.1} ms, link {:.1} ms, execute {:.1} ms\n",
            ms(self.load),
            ms(self.codegen),
            ms(self.link),
            ms(self.execute)
        )
    }
}

/// [`run_program`], recording the time of each phase in `times`.
pub fn run_program_timed(
    paths: &[PathBuf],
    args: &[OsString],
    opts: &CompileOptions,
    times: &mut PhaseTimes,
) -> Result<i32, UserError> {
    run_program_with(paths, args, opts, &RunOptions::default(), times)
}

/// [`run_program_timed`] with a chosen entry function and `argv[0]`.
pub fn run_program_with(
    paths: &[PathBuf],
    args: &[OsString],
    opts: &CompileOptions,
    run: &RunOptions,
    times: &mut PhaseTimes,
) -> Result<i32, UserError> {
    let mut units = Vec::with_capacity(paths.len());
    let mut metas = Vec::with_capacity(paths.len());
    let mut ctors = Vec::new();
    let mut dtors = Vec::new();
    let mut main = None;
    for (u, path) in paths.iter().enumerate() {
        let t0 = Instant::now();
        let (src, module) = crate::load_module_with_source(path)?;
        refuse_foreign_triple(path, &module)?;
        let t1 = Instant::now();
        let (unit, debug) = compile_module_for_jit(&module, opts, &mut CodegenTimes::default())
            .map_err(|e| render(path, &src, e))?;
        metas.push(debug.code);
        times.load += t1 - t0;
        times.codegen += t1.elapsed();
        units.push(unit);
        let entry = |(priority, gv): (u64, ir::GlobalValue)| Structor {
            priority,
            unit: u,
            sym: SymbolId(gv.as_u32()),
        };
        ctors.extend(
            structors(&module, b"llvm.global_ctors")
                .into_iter()
                .map(entry),
        );
        dtors.extend(
            structors(&module, b"llvm.global_dtors")
                .into_iter()
                .map(entry),
        );
        if main.is_none()
            && let Some(gv) = module.global_by_name(run.entry.as_bytes())
            && module.func_of(gv).is_some_and(|f| f.body.is_some())
        {
            main = Some((u, SymbolId(gv.as_u32())));
        }
        // The module is no longer needed; freeing it piece by piece is wasted work.
        std::mem::forget(module);
    }
    let Some((main_unit, main_sym)) = main else {
        return Err(UserError(format!(
            "kiln: error: no definition of '{}' to run\n",
            run.entry
        )));
    };
    let t0 = Instant::now();
    let meta_refs: Vec<&[kiln_targets::unit::CodeMeta]> = metas.iter().map(Vec::as_slice).collect();
    let linked = kiln_jit::link_with_frames(&units, &meta_refs, &kiln_jit::process_symbol)
        .map_err(|e| UserError(format!("kiln: error: {e}\n")))?;
    let t1 = Instant::now();
    times.link = t1 - t0;
    drop(units);
    // Destructors run at exit, after the atexit handlers registered from
    // here on, in priority order (highest first), as glibc runs .fini_array.
    dtors.sort_by_key(|s| std::cmp::Reverse(s.priority));
    kiln_jit::run_at_exit(
        dtors
            .iter()
            .filter_map(|d| linked.address(d.unit, d.sym))
            .collect(),
    );
    // From here on the process runs the program: faults, `raise()` and
    // broken pipes end it as they end the native program.
    kiln_jit::restore_inherited_state().map_err(|e| UserError(format!("kiln: error: {e}\n")))?;
    ctors.sort_by_key(|s| s.priority);
    for c in &ctors {
        linked.call_void(c.unit, c.sym);
    }
    let mut argv = Vec::with_capacity(args.len() + 1);
    argv.push(
        run.argv0
            .clone()
            .unwrap_or_else(|| paths[0].as_os_str().to_owned()),
    );
    argv.extend_from_slice(args);
    let code = linked
        .call_main(main_unit, main_sym, &argv)
        .ok_or_else(|| UserError(format!("kiln: error: '{}' was not linked\n", run.entry)))?;
    times.execute = t1.elapsed();
    // Code registered with atexit lives in `linked`: keep it mapped until
    // the process exits.
    std::mem::forget(linked);
    Ok(code)
}

/// Refuses a module built for a target whose code this process cannot run
/// (as `lli` does), rather than running it as x86-64 Linux code.
fn refuse_foreign_triple(path: &Path, module: &ir::Module) -> Result<(), UserError> {
    let Some(t) = module.target_triple else {
        return Ok(());
    };
    let triple = module.symbols.get_str(t);
    if crate::compile::supported_target(&triple) {
        return Ok(());
    }
    Err(UserError(format!(
        "{}: error: module targets {triple}; the JIT runs x86_64 Linux code\n",
        path.display()
    )))
}

/// Renders a code-generation error against the source it concerns.
pub fn render(path: &Path, src: &[u8], e: CodegenError) -> UserError {
    let name = path.display().to_string();
    match e.offset {
        Some(offset) => UserError(
            ir::Diagnostic {
                offset,
                message: e.message,
            }
            .render(&name, src),
        ),
        None => UserError(format!("{name}: error: {}\n", e.message)),
    }
}
