//! Timing and statistics on large generated functions (ignored; run with
//! `cargo test --release -p kiln-regalloc --test timing -- --ignored --nocapture`).

mod common;

use common::*;
use kiln_regalloc::liveness::Liveness;
use kiln_regalloc::{LinearScanCtx, allocate_linear, check};
use kiln_targets::{Alloc, Edit, RaFunction};
use std::time::Instant;

#[test]
#[ignore]
fn timing() {
    let env = env_x64();
    for (name, opts) in [
        (
            "structured",
            GenOpts {
                max_run: 12,
                max_depth: 3,
                regions: 1500,
                window: 40,
                ..GenOpts::default()
            },
        ),
        (
            "local",
            GenOpts {
                max_run: 12,
                max_depth: 3,
                regions: 1500,
                window: 6,
                ..GenOpts::default()
            },
        ),
        (
            "unstructured",
            GenOpts {
                unstructured: 3000,
                max_run: 10,
                window: 40,
                ..GenOpts::default()
            },
        ),
    ] {
        let f = gen_func(7, &env, &opts);
        let mut live = Liveness::default();
        live.compute(&f).unwrap();
        let pairs: usize = (0..f.num_blocks()).map(|b| live.live_in(b).len()).sum();
        let t = Instant::now();
        for _ in 0..5 {
            live.compute(&f).unwrap();
        }
        let tl = t.elapsed() / 5;
        let mut ctx = LinearScanCtx::new();
        let out = allocate_linear(&f, &env, &mut ctx).unwrap();
        let t = Instant::now();
        for _ in 0..5 {
            allocate_linear(&f, &env, &mut ctx).unwrap();
        }
        let ta = t.elapsed() / 5;
        let t = Instant::now();
        check(&f, &env, &out).unwrap();
        let tc = t.elapsed();
        let (mut rr, mut rs, mut sr) = (0, 0, 0);
        for (_, Edit::Move { from, to, .. }) in &out.edits {
            match (from, to) {
                (Alloc::Reg(_), Alloc::Reg(_)) => rr += 1,
                (Alloc::Reg(_), Alloc::Stack(_)) => rs += 1,
                _ => sr += 1,
            }
        }
        eprintln!(
            "{name}: {} insts {} blocks {} vregs, {pairs} live-in pairs; liveness {tl:?}, allocate {ta:?} ({:.0} ns/inst), check {tc:?}; moves reg-reg {rr} stores {rs} loads {sr}; {} spill units",
            f.num_insts(),
            f.num_blocks(),
            f.num_vregs(),
            ta.as_nanos() as f64 / f.num_insts() as f64,
            out.num_spill_slots
        );
    }
}
