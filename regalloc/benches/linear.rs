//! Criterion benchmark of linear-scan allocation on large generated
//! functions of the fake target (`cargo bench -p kiln-regalloc`).
//!
//! Reports instructions per second for: liveness alone, the whole
//! allocator, and the checker (for scale).

#[path = "../tests/common/mod.rs"]
mod common;

use common::*;
use criterion::{Criterion, Throughput, criterion_group, criterion_main};
use kiln_regalloc::liveness::Liveness;
use kiln_regalloc::{LinearScanCtx, allocate_linear, check};
use kiln_targets::RaFunction;
use std::hint::black_box;

fn bench_linear(c: &mut Criterion) {
    let env = env_x64();
    for (name, opts) in bench_shapes() {
        let f = gen_func(7, &env, &opts);
        let mut group = c.benchmark_group(format!(
            "linear {name} ({} insts, {} blocks, {} vregs)",
            f.num_insts(),
            f.num_blocks(),
            f.num_vregs()
        ));
        group.throughput(Throughput::Elements(f.num_insts() as u64));
        group.sample_size(20);
        let mut live = Liveness::default();
        group.bench_function("liveness", |b| {
            b.iter(|| live.compute(black_box(&f)).unwrap())
        });
        let mut ctx = LinearScanCtx::new();
        group.bench_function("allocate", |b| {
            b.iter(|| allocate_linear(black_box(&f), &env, &mut ctx).unwrap())
        });
        let out = allocate_linear(&f, &env, &mut ctx).unwrap();
        group.bench_function("check", |b| {
            b.iter(|| check(black_box(&f), &env, &out).unwrap())
        });
        group.finish();
    }
}

criterion_group!(benches, bench_linear);
criterion_main!(benches);
