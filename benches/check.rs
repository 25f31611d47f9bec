//! Criterion benchmark of `kiln check`'s phases (parse, verify) in memory.
//!
//! Input: the file named by `KILN_BENCH_LL`, else the conformance corpus's
//! SQLite `-O0` module (`target/conformance/sqlite/O0.ll`, built by
//! `tests/conformance/build-corpus.sh`), else the committed
//! `benches/inputs/csmith-4242.O0.ll`.

use criterion::{Criterion, Throughput, criterion_group, criterion_main};
use std::path::PathBuf;

fn input() -> (PathBuf, Vec<u8>) {
    let root = PathBuf::from(env!("CARGO_MANIFEST_DIR"));
    let candidates = [
        std::env::var_os("KILN_BENCH_LL").map(PathBuf::from),
        Some(root.join("target/conformance/sqlite/O0.ll")),
        Some(root.join("benches/inputs/csmith-4242.O0.ll")),
    ];
    for path in candidates.into_iter().flatten() {
        if let Ok(bytes) = std::fs::read(&path) {
            return (path, bytes);
        }
    }
    panic!("no benchmark input found (set KILN_BENCH_LL)");
}

fn bench_check(c: &mut Criterion) {
    let (path, src) = input();
    let mut group = c.benchmark_group(format!("check {}", path.display()));
    group.throughput(Throughput::Bytes(src.len() as u64));
    group.sample_size(10);
    group.bench_function("parse", |b| {
        b.iter(|| kiln::ir::parse_module(&src).expect("benchmark input parses"))
    });
    let module = kiln::ir::parse_module(&src).expect("benchmark input parses");
    group.bench_function("verify", |b| {
        b.iter(|| kiln::ir::verify_module(&module).expect("benchmark input verifies"))
    });
    group.bench_function("print", |b| {
        b.iter(|| {
            let mut out = Vec::with_capacity(src.len());
            kiln::ir::print_module(&module, &mut out);
            out
        })
    });
    group.finish();
}

criterion_group!(benches, bench_check);
criterion_main!(benches);
