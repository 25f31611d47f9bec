//! Criterion benchmark of graph-colouring allocation on the same large
//! generated functions as the linear-scan benchmark
//! (`cargo bench -p kiln-regalloc --bench graph`), with linear scan
//! alongside for comparison.

#[path = "../tests/common/mod.rs"]
mod common;

use common::*;
use criterion::{Criterion, Throughput, criterion_group, criterion_main};
use kiln_regalloc::{GraphCtx, LinearScanCtx, allocate_graph, allocate_linear};
use kiln_targets::RaFunction;
use std::hint::black_box;

fn bench_graph(c: &mut Criterion) {
    let env = env_x64();
    for (name, opts) in bench_shapes() {
        let f = gen_func(7, &env, &opts);
        let mut group = c.benchmark_group(format!(
            "graph {name} ({} insts, {} blocks, {} vregs)",
            f.num_insts(),
            f.num_blocks(),
            f.num_vregs()
        ));
        group.throughput(Throughput::Elements(f.num_insts() as u64));
        group.sample_size(10);
        let mut ctx = GraphCtx::new();
        group.bench_function("allocate graph", |b| {
            b.iter(|| allocate_graph(black_box(&f), &env, &mut ctx).unwrap())
        });
        let mut linear = LinearScanCtx::new();
        group.bench_function("allocate linear", |b| {
            b.iter(|| allocate_linear(black_box(&f), &env, &mut linear).unwrap())
        });
        group.finish();
    }
}

criterion_group!(benches, bench_graph);
criterion_main!(benches);
