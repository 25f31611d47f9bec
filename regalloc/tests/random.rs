//! Random functions: every allocation must pass the checker.

mod common;

use common::*;
use kiln_regalloc::{GraphCtx, LinearScanCtx, allocate_graph, allocate_linear, check};
use kiln_targets::ra::RaError;
use kiln_targets::{MachineEnv, RaOutput};

fn envs() -> Vec<(&'static str, MachineEnv)> {
    vec![
        ("x64", env_x64()),
        ("small", env_small(3, 1, 2, true)),
        ("tiny", env_small(3, 0, 2, false)),
        ("mid", env_small(5, 2, 4, false)),
    ]
}

/// Both allocators, each with its reusable context.
struct Allocators {
    linear: LinearScanCtx,
    graph: GraphCtx,
}

impl Allocators {
    fn allocate(
        &mut self,
        graph: bool,
        f: &TestFunc,
        env: &MachineEnv,
    ) -> Result<RaOutput, RaError> {
        if graph {
            allocate_graph(f, env, &mut self.graph)
        } else {
            allocate_linear(f, env, &mut self.linear)
        }
    }
}

/// Allocates and checks `n` functions per environment and shape from
/// `seed`, with both allocators.
fn run(seed: u64, n: u64) -> u64 {
    let mut ctx = Allocators {
        linear: LinearScanCtx::new(),
        graph: GraphCtx::new(),
    };
    let mut count = 0;
    let shapes = [
        GenOpts::default(),
        GenOpts {
            max_run: 20,
            max_depth: 2,
            regions: 3,
            ..GenOpts::default()
        },
        GenOpts {
            unstructured: 8,
            ..GenOpts::default()
        },
        GenOpts {
            unstructured: 16,
            max_run: 4,
            float: false,
            ..GenOpts::default()
        },
    ];
    for (name, env) in envs() {
        for (si, opts) in shapes.iter().enumerate() {
            for k in 0..n {
                let s = seed.wrapping_add(k * 7919 + si as u64 * 1_000_003);
                let f = gen_func(s, &env, opts);
                for graph in [false, true] {
                    let which = if graph { "graph" } else { "linear" };
                    let out = ctx
                        .allocate(graph, &f, &env)
                        .unwrap_or_else(|e| panic!("{which} {name} shape {si} seed {s}: {e}"));
                    if let Err(e) = check(&f, &env, &out) {
                        panic!("{which} {name} shape {si} seed {s}: {e}\n{f:#?}\n{out:#?}");
                    }
                    count += 1;
                }
            }
        }
    }
    count
}

/// 700 functions per environment and shape from seed 1 by default; the
/// long fuzz run of issue 6 sets `KILN_RA_FUZZ_ITERS` (e.g. 15000, about 7
/// minutes) and `KILN_RA_FUZZ_SEED`.
#[test]
fn random_functions_pass_the_checker() {
    let number = |name: &str, default: u64| {
        std::env::var(name)
            .ok()
            .and_then(|s| s.parse().ok())
            .unwrap_or(default)
    };
    let (seed, iters) = (
        number("KILN_RA_FUZZ_SEED", 1),
        number("KILN_RA_FUZZ_ITERS", 700),
    );
    eprintln!("seed {seed}, {iters} functions per environment and shape");
    let n = run(seed, iters);
    eprintln!("checked {n} allocations of random functions (both allocators)");
}
