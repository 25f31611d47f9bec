//! Criterion benchmark of the bitcode reader: reading a `.bc` into memory,
//! and (for comparison) parsing the same module's `.ll` text.
//!
//! Input: the file named by `KILN_BENCH_BC`, else the conformance corpus's
//! SQLite `-O0` module (`target/conformance/sqlite/O0.bc`, built by
//! `tests/conformance/build-corpus.sh`), else the committed
//! `benches/inputs/csmith-4242.O0.bc`.
//! The whole-process comparison with LLVM is
//! `benches/check-vs-opt.sh target/conformance/sqlite/O0.bc`.

use criterion::{Criterion, Throughput, criterion_group, criterion_main};
use std::path::PathBuf;

fn input() -> Option<(PathBuf, Vec<u8>)> {
    let root = PathBuf::from(env!("CARGO_MANIFEST_DIR"));
    let candidates = [
        std::env::var_os("KILN_BENCH_BC").map(PathBuf::from),
        Some(root.join("target/conformance/sqlite/O0.bc")),
        Some(root.join("benches/inputs/csmith-4242.O0.bc")),
    ];
    candidates
        .into_iter()
        .flatten()
        .find_map(|p| std::fs::read(&p).ok().map(|b| (p, b)))
}

fn bench_read(c: &mut Criterion) {
    let Some((path, bc)) = input() else {
        eprintln!("no bitcode input (set KILN_BENCH_BC or build the corpus); nothing measured");
        return;
    };
    let mut group = c.benchmark_group(format!("bitcode {}", path.display()));
    group.throughput(Throughput::Bytes(bc.len() as u64));
    group.sample_size(10);
    group.bench_function("read", |b| {
        b.iter(|| kiln::ir::read_bitcode(&bc).expect("benchmark input reads"))
    });
    if let Ok(ll) = std::fs::read(path.with_extension("ll")) {
        group.bench_function("parse .ll of the same module", |b| {
            b.iter(|| kiln::ir::parse_module(&ll).expect("benchmark .ll parses"))
        });
    }
    group.finish();
}

criterion_group!(benches, bench_read);
criterion_main!(benches);
