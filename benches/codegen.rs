//! Criterion benchmark of code generation, phase by phase, on fixed inputs
//! committed to the repository (`benches/inputs/`, see its README):
//! instruction selection, register allocation (each allocator) and encoding
//! of every function of a module, single-threaded, all in memory.
//!
//! Each phase is measured on its own: the allocators get the machine
//! functions selected once up front, and the encoder gets those functions
//! with their allocations. `KILN_BENCH_CODEGEN=FILE.ll` replaces the inputs.
//! Run: `cargo bench --bench codegen`.

use criterion::{Criterion, Throughput, criterion_group, criterion_main};
use kiln::ir;
use kiln_targets::x64::{self, Inst};
use kiln_targets::{MachFunc, MachineEnv, RaOutput};
use std::path::PathBuf;

/// The modules to measure.
fn inputs() -> Vec<PathBuf> {
    if let Some(p) = std::env::var_os("KILN_BENCH_CODEGEN") {
        return vec![PathBuf::from(p)];
    }
    let dir = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("benches/inputs");
    vec![dir.join("csmith-4242.O0.ll"), dir.join("csmith-4242.O2.ll")]
}

/// The defined functions of `module`.
fn defined(module: &ir::Module) -> Vec<ir::FuncId> {
    module
        .functions
        .iter()
        .filter(|(_, f)| f.body.is_some())
        .map(|(id, _)| id)
        .collect()
}

/// Selects every function of `module`.
fn select_all(module: &ir::Module, funcs: &[ir::FuncId]) -> Vec<MachFunc<Inst>> {
    let mut ctx = kiln_isel::IselCtx::default();
    funcs
        .iter()
        .map(|&f| {
            let mut mach = MachFunc::new();
            kiln_isel::lower_function(module, f, &mut ctx, &mut mach)
                .expect("benchmark input selects");
            mach
        })
        .collect()
}

/// Allocates every function with linear scan.
fn allocate_all_linear(machs: &[MachFunc<Inst>], env: &MachineEnv) -> Vec<RaOutput> {
    let mut ctx = kiln_regalloc::LinearScanCtx::default();
    machs
        .iter()
        .map(|m| kiln_regalloc::allocate_linear(m, env, &mut ctx).expect("allocation succeeds"))
        .collect()
}

fn bench_codegen(c: &mut Criterion) {
    let env = x64::regs::sysv_machine_env();
    for path in inputs() {
        let module = kiln::load_module(&path).unwrap_or_else(|e| panic!("{e}"));
        let funcs = defined(&module);
        let insts: usize = funcs
            .iter()
            .map(|&f| {
                module.functions[f]
                    .body
                    .as_ref()
                    .map_or(0, |b| b.insts.len())
            })
            .sum();
        let name = path
            .file_name()
            .map_or_else(String::new, |n| n.to_string_lossy().into_owned());
        let mut group = c.benchmark_group(format!("codegen {name}"));
        group.throughput(Throughput::Elements(insts as u64));
        group.sample_size(20);

        group.bench_function("isel", |b| {
            let mut ctx = kiln_isel::IselCtx::default();
            let mut mach = MachFunc::new();
            b.iter(|| {
                for &f in &funcs {
                    mach.clear();
                    kiln_isel::lower_function(&module, f, &mut ctx, &mut mach)
                        .expect("benchmark input selects");
                }
            })
        });

        let machs = select_all(&module, &funcs);
        group.bench_function("regalloc linear", |b| {
            let mut ctx = kiln_regalloc::LinearScanCtx::default();
            b.iter(|| {
                for m in &machs {
                    kiln_regalloc::allocate_linear(m, &env, &mut ctx).expect("allocation succeeds");
                }
            })
        });

        let allocs = allocate_all_linear(&machs, &env);
        group.bench_function("emit", |b| {
            let mut ctx = kiln_emit::EmitCtx::default();
            b.iter(|| {
                for (m, ra) in machs.iter().zip(&allocs) {
                    kiln_emit::emit_x64(m, ra, &mut ctx).expect("emission succeeds");
                }
            })
        });
        group.finish();
    }
}

criterion_group!(benches, bench_codegen);
criterion_main!(benches);
