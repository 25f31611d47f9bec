//! Compiling a verified module to machine code: per function instruction
//! selection, register allocation and encoding; per global variable its
//! bytes; and the symbol table that ties them together for the JIT (and,
//! later, the object writer).

mod debuginfo;
mod objinfo;

pub use objinfo::object_extras;

use crate::ir;
use ir::module::{GlobalKind, Linkage};
use kiln_targets::obj::LIBCALLS;
use kiln_targets::unit::{
    Alias, CodeBlob, CodeMeta, SymbolInfo, Unit, UnitDebug, UnwindStep, Visibility,
};
use kiln_targets::x64::{self, regs::sysv_machine_env};
use kiln_targets::{MachFunc, SymbolId};
use std::time::{Duration, Instant};

pub use kiln_isel::RelocModel;
pub use kiln_isel::code_model::CodeModel;

/// Which register allocator to run.
#[derive(Copy, Clone, PartialEq, Eq, Debug, Default)]
pub enum RegallocKind {
    /// The default: per function, the one-pass path where the IR says
    /// `optnone` (clang marks every function so at -O0: the user asked for
    /// unoptimised code; what it does not cover gets the fast allocator),
    /// linear scan elsewhere.
    #[default]
    Auto,
    /// Linear scan.
    Linear,
    /// Graph colouring (slower compile, better code).
    Graph,
    /// The fast allocator of -O0 code (cheapest compile: values crossing
    /// blocks live on the stack).
    Fast,
    /// One-pass selection and allocation ([`kiln_isel::lower_onepass`]):
    /// the fast allocator's code in one walk over the IR, for the functions
    /// it covers; the others go through selection and the fast allocator.
    Onepass,
}

impl RegallocKind {
    /// The name `--regalloc` takes.
    pub fn name(self) -> &'static str {
        match self {
            RegallocKind::Auto => "auto",
            RegallocKind::Linear => "linear",
            RegallocKind::Graph => "graph",
            RegallocKind::Fast => "fast",
            RegallocKind::Onepass => "onepass",
        }
    }
}

/// Code-generation options.
#[derive(Copy, Clone, Debug)]
pub struct CompileOptions {
    /// Register allocator.
    pub regalloc: RegallocKind,
    /// Run the register-allocation checker on every function (slow; on by
    /// default in debug builds).
    pub check_regalloc: bool,
    /// Threads compiling functions: 0 picks one per core for large modules
    /// (output is the same whatever the count).
    pub threads: usize,
    /// What the code is for: position-independent (the default, as clang
    /// on Linux), static, or the JIT (which [`compile_module`] forces).
    pub reloc_model: kiln_isel::RelocModel,
    /// Code model over the module's `"Code Model"` flag (`None`: the
    /// flag's; objects only, the JIT places code itself).
    pub code_model: Option<kiln_isel::code_model::CodeModel>,
}

// Not derivable in debug builds, where the checker is on by default.
#[allow(clippy::derivable_impls)]
impl Default for CompileOptions {
    fn default() -> Self {
        CompileOptions {
            regalloc: RegallocKind::default(),
            check_regalloc: cfg!(debug_assertions),
            threads: 0,
            reloc_model: kiln_isel::RelocModel::default(),
            code_model: None,
        }
    }
}

/// Time spent in each code-generation phase, summed over functions (and
/// over threads, so with several threads the sum exceeds the wall time).
#[derive(Clone, Debug, Default)]
pub struct CodegenTimes {
    /// Instruction selection.
    pub isel: Duration,
    /// Register allocation (and the checker, if on).
    pub regalloc: Duration,
    /// Frame layout and encoding.
    pub emit: Duration,
    /// Global variables' data.
    pub data: Duration,
    /// Functions compiled.
    pub functions: u64,
    /// IR instructions in them.
    pub ir_insts: u64,
    /// Bytes of machine code (with constant pools and jump tables).
    pub code_bytes: u64,
    /// Functions compiled by the one-pass path (`--regalloc onepass`).
    pub onepass_functions: u64,
}

impl CodegenTimes {
    fn add(&mut self, other: &CodegenTimes) {
        self.isel += other.isel;
        self.regalloc += other.regalloc;
        self.emit += other.emit;
        self.data += other.data;
        self.functions += other.functions;
        self.ir_insts += other.ir_insts;
        self.code_bytes += other.code_bytes;
        self.onepass_functions += other.onepass_functions;
    }
}

/// Why a module cannot be compiled: a message and, when known, the byte
/// offset in the source it concerns.
#[derive(Clone, Debug)]
pub struct CodegenError {
    /// What went wrong, naming the function and the feature.
    pub message: String,
    /// Byte offset of the construct in the source, if known.
    pub offset: Option<u32>,
}

/// The name a global value has in the symbol table (`__unnamed_N` for
/// numbered globals, as LLVM names them in objects).
pub fn symbol_name(module: &ir::Module, gv: ir::GlobalValue) -> String {
    match module.globals[gv].name {
        Some(sym) => module.symbols.get_str(sym).into_owned(),
        None => format!("__unnamed_{}", gv.as_u32() + 1),
    }
}

fn is_weak(linkage: Linkage) -> bool {
    matches!(
        linkage,
        Linkage::Weak
            | Linkage::WeakOdr
            | Linkage::LinkOnce
            | Linkage::LinkOnceOdr
            | Linkage::Common
            | Linkage::ExternWeak
    )
}

/// The symbol table of `module`: its global values in index order, then the
/// runtime-library names ([`LIBCALLS`]), then a label per address-taken
/// block (`blocks`); `model` overrides the module's code model when
/// deciding which symbols are large.
pub fn symbol_table(
    module: &ir::Module,
    model: Option<kiln_isel::code_model::CodeModel>,
    blocks: &kiln_isel::BlockAddrs,
) -> Vec<SymbolInfo> {
    let mut symbols: Vec<SymbolInfo> = module
        .globals
        .iter()
        .map(|(gv, data)| SymbolInfo {
            name: symbol_name(module, gv),
            local: data.linkage.is_local(),
            weak: is_weak(data.linkage),
            visibility: match data.visibility {
                ir::module::Visibility::Default => Visibility::Default,
                ir::module::Visibility::Hidden => Visibility::Hidden,
                ir::module::Visibility::Protected => Visibility::Protected,
            },
            is_func: matches!(data.kind, GlobalKind::Func(_) | GlobalKind::IFunc { .. }),
            private: data.linkage == Linkage::Private,
            section: data.section.map(|s| module.symbols.get_str(s).into_owned()),
            ..SymbolInfo::default()
        })
        .collect();
    objinfo::annotate(module, model, &mut symbols);
    symbols.extend(LIBCALLS.iter().map(|&name| SymbolInfo {
        name: name.to_owned(),
        is_func: name != "_GLOBAL_OFFSET_TABLE_",
        ..SymbolInfo::default()
    }));
    // Block addresses: local labels, as llc's `.Ltmp` ones.
    symbols.extend(blocks.entries().enumerate().map(|(k, _)| SymbolInfo {
        name: format!(".Ltmp{k}"),
        local: true,
        private: true,
        code_label: true,
        ..SymbolInfo::default()
    }));
    symbols
}

/// Compiles every function and global variable of `module` for x86-64
/// System V into a JIT unit.
pub fn compile_module(module: &ir::Module, opts: &CompileOptions) -> Result<Unit, CodegenError> {
    compile_module_timed(module, opts, &mut CodegenTimes::default())
}

/// [`compile_module`], adding the time of each phase to `times`.
pub fn compile_module_timed(
    module: &ir::Module,
    opts: &CompileOptions,
    times: &mut CodegenTimes,
) -> Result<Unit, CodegenError> {
    compile_module_for_jit(module, opts, times).map(|(unit, _)| unit)
}

/// [`compile_module_timed`], also returning each function's unwind steps
/// and lines (for [`kiln_jit::link_with_frames`]).
pub fn compile_module_for_jit(
    module: &ir::Module,
    opts: &CompileOptions,
    times: &mut CodegenTimes,
) -> Result<(Unit, UnitDebug), CodegenError> {
    if let Some((gv, data)) = module
        .globals
        .iter()
        .find(|(_, d)| matches!(d.kind, GlobalKind::IFunc { .. }))
    {
        return Err(CodegenError {
            message: format!("ifunc '@{}' is not supported yet", symbol_name(module, gv)),
            offset: Some(data.offset),
        });
    }
    let opts = CompileOptions {
        reloc_model: kiln_isel::RelocModel::Jit,
        ..*opts
    };
    compile_module_meta(module, &opts, times)
}

/// [`compile_module_timed`], also returning what an object file needs
/// beyond the unit: per code blob its instruction length, unwind steps and
/// line rows.
pub fn compile_module_meta(
    module: &ir::Module,
    opts: &CompileOptions,
    times: &mut CodegenTimes,
) -> Result<(Unit, UnitDebug), CodegenError> {
    if let Some(i) = module
        .module_asm
        .iter()
        .position(|&s| !module.symbols.get(s).is_empty())
    {
        return Err(CodegenError {
            message: "module-level inline assembly ('module asm') is not supported yet".into(),
            offset: module.module_asm_offsets.get(i).copied(),
        });
    }
    let mut debug = UnitDebug::default();
    let mut blocks = kiln_isel::BlockAddrs::new(module);
    // An object holds no code for an `available_externally` function, so
    // no address of its blocks either (the JIT runs the body).
    if opts.reloc_model != kiln_isel::RelocModel::Jit
        && let Some((_, gv, _)) = blocks
            .entries()
            .find(|&(_, gv, _)| module.globals[gv].linkage == Linkage::AvailableExternally)
    {
        return Err(CodegenError {
            message: format!(
                "blockaddress of a block of available_externally function '@{}', whose code an object file does not hold",
                symbol_name(module, gv)
            ),
            offset: Some(module.globals[gv].offset),
        });
    }
    let mut unit = Unit {
        symbols: symbol_table(module, opts.code_model, &blocks),
        ..Unit::default()
    };
    let bodies: Vec<(ir::GlobalValue, ir::FuncId)> = module
        .globals
        .iter()
        .filter_map(|(gv, data)| match data.kind {
            GlobalKind::Func(fid) if module.functions[fid].body.is_some() => Some((gv, fid)),
            _ => None,
        })
        .collect();
    let (compiled_bodies, body_times) = compile_functions(module, &bodies, opts);
    times.add(&body_times);
    let data_start = Instant::now();
    let mut locs = Vec::with_capacity(compiled_bodies.len());
    for compiled in compiled_bodies {
        let (gv, parts) = compiled?;
        locs.push(parts.lines);
        let sym = SymbolId(gv.as_u32());
        unit.code.push(CodeBlob {
            sym,
            bytes: parts.code,
            relocs: parts.relocs,
            align: 16,
        });
        debug.code.push(parts.meta);
        // Block addresses: labels inside the function's code.
        for (label, offset) in parts.block_addrs {
            blocks.set_offset(label, offset);
            unit.aliases.push(Alias {
                sym: label,
                target: sym,
                offset: offset as i64,
            });
        }
    }
    // The JIT keeps no line table: only objects get one.
    if opts.reloc_model != kiln_isel::RelocModel::Jit {
        debuginfo::fill_lines(module, &unit, &locs, &mut debug);
    }
    let mut layouts = kiln_isel::layout::LayoutMemo::default();
    for (gv, data) in module.globals.iter() {
        match &data.kind {
            GlobalKind::Func(_) => {}
            GlobalKind::Var(_) => {
                if symbol_name(module, gv).starts_with("llvm.") {
                    continue;
                }
                let lowered = kiln_isel::lower_global_data(module, &mut layouts, &blocks, gv)
                    .map_err(isel_error)?;
                if let Some(obj) = lowered {
                    unit.data.push(obj);
                }
            }
            GlobalKind::Alias { aliasee } => {
                let (target, offset) =
                    alias_target(module, *aliasee).ok_or_else(|| CodegenError {
                        message: format!(
                            "alias '@{}': only aliases of a global, possibly cast or offset by a constant getelementptr, are supported yet",
                            symbol_name(module, gv)
                        ),
                        offset: Some(data.offset),
                    })?;
                unit.aliases.push(Alias {
                    sym: SymbolId(gv.as_u32()),
                    target: SymbolId(target.as_u32()),
                    offset,
                });
            }
            // Object files define ifuncs from SymbolInfo::ifunc_resolver;
            // the JIT rejects them (compile_module_timed).
            GlobalKind::IFunc { .. } => {}
        }
    }
    times.data += data_start.elapsed();
    Ok((unit, debug))
}

/// One compiled function and its global.
type CompiledBody = (ir::GlobalValue, CompiledParts);

/// What compiling one function gives.
struct CompiledParts {
    /// Code bytes (with the constant pool and jump tables).
    code: Vec<u8>,
    /// Relocations.
    relocs: Vec<kiln_targets::Reloc>,
    /// What the object writer needs besides.
    meta: CodeMeta,
    /// `(code offset, location)` rows ([`kiln_emit::CompiledFunc::lines`]).
    lines: Vec<(u32, u32)>,
    /// The symbol of each of the function's address-taken blocks, with the
    /// code offset of its address.
    block_addrs: Vec<(SymbolId, u32)>,
}

/// Functions smaller than this many IR instructions in total are compiled
/// on the calling thread only (threads cost more than they save).
const PARALLEL_MIN_INSTS: usize = 20_000;

/// Compiles `bodies` on as many threads as the host has cores, each with
/// its own reusable contexts, taking functions in order from a shared
/// counter; results come back in `bodies` order, so output does not depend
/// on the thread count.
fn compile_functions(
    module: &ir::Module,
    bodies: &[(ir::GlobalValue, ir::FuncId)],
    opts: &CompileOptions,
) -> (Vec<Result<CompiledBody, CodegenError>>, CodegenTimes) {
    let total_insts: usize = bodies
        .iter()
        .filter_map(|&(_, fid)| module.functions[fid].body.as_ref())
        .map(|f| f.insts.len())
        .sum();
    let threads = match opts.threads {
        0 if total_insts < PARALLEL_MIN_INSTS => 1,
        0 => std::thread::available_parallelism().map_or(1, |n| n.get()),
        n => n,
    }
    .min(bodies.len());
    let next = std::sync::atomic::AtomicUsize::new(0);
    let work = |_: usize| {
        let mut compiler = FunctionCompiler::new(opts);
        let mut done = Vec::new();
        loop {
            let i = next.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
            let Some(&(gv, fid)) = bodies.get(i) else {
                return (done, compiler.times);
            };
            done.push((i, compiler.compile(module, fid).map(|parts| (gv, parts))));
        }
    };
    let mut results: Vec<Option<Result<CompiledBody, CodegenError>>> = Vec::new();
    results.resize_with(bodies.len(), || None);
    let per_thread: Vec<_> = if threads <= 1 {
        vec![work(0)]
    } else {
        std::thread::scope(|scope| {
            // Threads the system refuses are not needed: the others take
            // their share of the work.
            let handles: Vec<_> = (1..threads)
                .map_while(|t| {
                    std::thread::Builder::new()
                        .spawn_scoped(scope, move || work(t))
                        .ok()
                })
                .collect();
            let mut all = vec![work(0)];
            all.extend(handles.into_iter().map(|h| h.join().unwrap_or_default()));
            all
        })
    };
    let mut times = CodegenTimes::default();
    for (done, t) in per_thread {
        times.add(&t);
        for (i, r) in done {
            results[i] = Some(r);
        }
    }
    let results = results
        .into_iter()
        .enumerate()
        .map(|(i, r)| {
            r.unwrap_or_else(|| {
                Err(CodegenError {
                    message: format!(
                        "internal error: a code-generation thread stopped before '@{}'",
                        symbol_name(module, bodies[i].0)
                    ),
                    offset: None,
                })
            })
        })
        .collect();
    (results, times)
}

/// The global an alias stands for, and the byte offset.
fn alias_target(module: &ir::Module, c: ir::Const) -> Option<(ir::GlobalValue, i64)> {
    match module.consts.get(c) {
        ir::ConstData::Global { gv, .. } => Some((*gv, 0)),
        ir::ConstData::Expr { op, ops, .. } => match op {
            ir::ExprOp::Cast(
                ir::instructions::CastOp::Bitcast | ir::instructions::CastOp::AddrSpaceCast,
            ) => alias_target(module, *ops.first()?),
            ir::ExprOp::Gep(source) => {
                let (gv, base) = alias_target(module, *ops.first()?)?;
                Some((
                    gv,
                    base.checked_add(gep_offset(module, *source, &ops[1..])?)?,
                ))
            }
            _ => None,
        },
        _ => None,
    }
}

/// The byte offset of a constant `getelementptr` over `source` with
/// constant integer `indices`; `None` if an index is not a constant integer.
fn gep_offset(module: &ir::Module, source: ir::Type, indices: &[ir::Const]) -> Option<i64> {
    use kiln_isel::layout::{field_offset, size_align};
    let index = |c: ir::Const| -> Option<i64> {
        match module.consts.get(c) {
            ir::ConstData::Int { ty, val } => {
                let bits = match module.types.get(*ty) {
                    ir::TypeData::Int(b) => *b,
                    _ => 64,
                };
                i64::try_from(val.as_i128(bits)?).ok()
            }
            ir::ConstData::Zero(_) => Some(0),
            _ => None,
        }
    };
    let (first, rest) = indices.split_first()?;
    let mut offset = index(*first)?.checked_mul(size_align(module, source).0 as i64)?;
    let mut ty = source;
    for &c in rest {
        let i = index(c)?;
        let fields = kiln_isel::layout::struct_fields(module, ty).map(|(f, _)| f);
        (offset, ty) = match (fields, module.types.get(ty)) {
            (Some(fields), _) => {
                let field = *fields.get(usize::try_from(i).ok()?)?;
                (offset + field_offset(module, ty, i as usize) as i64, field)
            }
            (None, ir::TypeData::Array { elem, .. } | ir::TypeData::Vector { elem, .. }) => (
                offset.checked_add(i.checked_mul(size_align(module, *elem).0 as i64)?)?,
                *elem,
            ),
            _ => return None,
        };
    }
    Some(offset)
}

fn isel_error(e: kiln_isel::IselError) -> CodegenError {
    CodegenError {
        message: e.to_string(),
        offset: e.offset,
    }
}

/// Per-thread state for compiling functions one after another, reused.
struct FunctionCompiler {
    opts: CompileOptions,
    env: kiln_targets::MachineEnv,
    isel: kiln_isel::IselCtx,
    mach: MachFunc<x64::Inst>,
    linear: kiln_regalloc::LinearScanCtx,
    graph: kiln_regalloc::GraphCtx,
    fast: kiln_regalloc::FastCtx,
    onepass: kiln_isel::OnepassCtx,
    /// The allocator output of a one-pass function: no operands, no edits.
    preallocated: kiln_targets::RaOutput,
    emit: kiln_emit::EmitCtx,
    times: CodegenTimes,
}

impl FunctionCompiler {
    fn new(opts: &CompileOptions) -> Self {
        FunctionCompiler {
            opts: *opts,
            env: sysv_machine_env(),
            isel: {
                let mut isel = kiln_isel::IselCtx::default();
                isel.set_reloc_model(opts.reloc_model);
                isel.set_code_model(opts.code_model);
                isel
            },
            mach: MachFunc::new(),
            linear: kiln_regalloc::LinearScanCtx::default(),
            graph: kiln_regalloc::GraphCtx::default(),
            fast: kiln_regalloc::FastCtx::default(),
            onepass: kiln_isel::OnepassCtx::default(),
            preallocated: kiln_targets::RaOutput::default(),
            emit: kiln_emit::EmitCtx::default(),
            times: CodegenTimes::default(),
        }
    }

    fn compile(
        &mut self,
        module: &ir::Module,
        fid: ir::FuncId,
    ) -> Result<CompiledParts, CodegenError> {
        let name = || {
            module.functions[fid]
                .gv
                .map(|gv| symbol_name(module, gv))
                .unwrap_or_default()
        };
        // Register allocation and emission errors have no instruction to
        // point at: they sit at the function's definition.
        let at = module.functions[fid]
            .gv
            .and_then(|gv| module.globals.get(gv))
            .map(|g| g.offset);
        self.mach.clear();
        let t0 = Instant::now();
        let mut kind = match self.opts.regalloc {
            RegallocKind::Auto if is_optnone(module, fid) => RegallocKind::Onepass,
            RegallocKind::Auto => RegallocKind::Linear,
            k => k,
        };
        if kind == RegallocKind::Onepass {
            let done = kiln_isel::lower_onepass(
                module,
                fid,
                &mut self.isel,
                &mut self.onepass,
                &mut self.mach,
            );
            if let kiln_isel::Onepass::Done { clobbered } = done {
                let ra = &mut self.preallocated;
                ra.allocs.clear();
                ra.edits.clear();
                ra.inst_alloc_start.clear();
                ra.inst_alloc_start.resize(self.mach.insts.len() + 1, 0);
                ra.num_spill_slots = 0;
                ra.clobbered = clobbered;
                let t1 = Instant::now();
                let compiled = kiln_emit::emit_x64(&self.mach, &self.preallocated, &mut self.emit)
                    .map_err(|e| CodegenError {
                        message: format!("in function '@{}': {e}", name()),
                        offset: at,
                    })?;
                self.times.onepass_functions += 1;
                let now = Instant::now();
                return Ok(self.finish(module, fid, compiled, false, [t0, t1, t1, now]));
            }
            kind = RegallocKind::Fast;
            self.mach.clear();
        }
        kiln_isel::lower_function(module, fid, &mut self.isel, &mut self.mach)
            .map_err(isel_error)?;
        let t1 = Instant::now();
        let ra = match kind {
            RegallocKind::Auto | RegallocKind::Linear => {
                kiln_regalloc::allocate_linear(&self.mach, &self.env, &mut self.linear)
            }
            RegallocKind::Graph => {
                kiln_regalloc::allocate_graph(&self.mach, &self.env, &mut self.graph)
            }
            RegallocKind::Fast | RegallocKind::Onepass => {
                kiln_regalloc::allocate_fast(&self.mach, &self.env, &mut self.fast)
            }
        }
        .map_err(|e| CodegenError {
            message: format!("in function '@{}': {e}", name()),
            offset: at,
        })?;
        if self.opts.check_regalloc {
            kiln_regalloc::check(&self.mach, &self.env, &ra).map_err(|e| CodegenError {
                message: format!(
                    "in function '@{}': register allocation checker: {e}",
                    name()
                ),
                offset: at,
            })?;
        }
        let t2 = Instant::now();
        let compiled =
            kiln_emit::emit_x64(&self.mach, &ra, &mut self.emit).map_err(|e| CodegenError {
                message: format!("in function '@{}': {e}", name()),
                offset: at,
            })?;
        let t3 = Instant::now();
        Ok(self.finish(module, fid, compiled, true, [t0, t1, t2, t3]))
    }

    /// Accounts for one compiled function (`staged`: by selection and an
    /// allocator, not the one-pass path; phases ending at `t1`, `t2` and
    /// `t3` from `t0`) and splits it into its parts.
    fn finish(
        &mut self,
        module: &ir::Module,
        fid: ir::FuncId,
        compiled: kiln_emit::CompiledFunc,
        staged: bool,
        [t0, t1, t2, t3]: [Instant; 4],
    ) -> CompiledParts {
        self.times.isel += t1 - t0;
        self.times.regalloc += t2 - t1;
        self.times.emit += t3 - t2;
        self.times.functions += 1;
        self.times.ir_insts += module.functions[fid]
            .body
            .as_ref()
            .map_or(0, |f| f.insts.len() as u64);
        self.times.code_bytes += compiled.code.len() as u64;
        let meta = CodeMeta {
            code_len: compiled.code_len,
            unwind: compiled
                .unwind
                .iter()
                .map(|&(at, op)| (at, unwind_step(op)))
                .collect(),
            lines: Vec::new(),
        };
        // Only the staged path compiles functions whose blocks' addresses
        // are taken (the one-pass path leaves them to it).
        let block_addrs = match staged {
            true => self
                .isel
                .address_blocks()
                .iter()
                .map(|&(label, mb)| (label, compiled.block_offsets[mb.as_u32() as usize]))
                .collect(),
            false => Vec::new(),
        };
        CompiledParts {
            code: compiled.code,
            relocs: compiled.relocs,
            meta,
            lines: compiled.lines,
            block_addrs,
        }
    }
}

/// Whether function `fid` carries `optnone`.
fn is_optnone(module: &ir::Module, fid: ir::FuncId) -> bool {
    module.attrs.has(
        module.functions[fid].attrs.func,
        ir::attributes::AttrKind::OptNone,
    )
}

/// The target-neutral form of an emitter's unwind operation.
fn unwind_step(op: kiln_emit::UnwindOp) -> UnwindStep {
    match op {
        kiln_emit::UnwindOp::PushFrameReg => UnwindStep::PushFrameReg,
        kiln_emit::UnwindOp::SetFrameReg => UnwindStep::SetFrameReg,
        kiln_emit::UnwindOp::SaveReg { hw, offset } => UnwindStep::SaveReg { hw, offset },
        kiln_emit::UnwindOp::StackAlloc { size } => UnwindStep::StackAlloc { size },
        kiln_emit::UnwindOp::FrameRegRestored => UnwindStep::FrameRegRestored,
        kiln_emit::UnwindOp::EpilogueEnd => UnwindStep::EpilogueEnd,
    }
}

/// The entries of `llvm.global_ctors`/`llvm.global_dtors` (`name`):
/// `[N x { i32 priority, ptr fn, ptr data }]`, as (priority, function) in
/// their order in the array.
pub fn structors(module: &ir::Module, name: &[u8]) -> Vec<(u64, ir::GlobalValue)> {
    let mut out = Vec::new();
    let Some(gv) = module.global_by_name(name) else {
        return out;
    };
    let GlobalKind::Var(var) = &module.globals[gv].kind else {
        return out;
    };
    let Some(init) = var.init else {
        return out;
    };
    let ir::ConstData::Array { elems, .. } = module.consts.get(init) else {
        return out;
    };
    for &e in elems.iter() {
        let ir::ConstData::Struct { elems: fields, .. } = module.consts.get(e) else {
            continue;
        };
        let (Some(&prio), Some(&func)) = (fields.first(), fields.get(1)) else {
            continue;
        };
        let priority = match module.consts.get(prio) {
            ir::ConstData::Int { val, .. } => val.as_u64().unwrap_or(u64::MAX),
            _ => u64::MAX,
        };
        if let ir::ConstData::Global { gv, .. } = module.consts.get(func) {
            out.push((priority, *gv));
        }
    }
    out
}
