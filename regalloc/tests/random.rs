//! Random functions: every allocation must pass the checker.

mod common;

use common::*;
use kiln_regalloc::{
    FastCtx, GraphCtx, LinearScanCtx, allocate_fast, allocate_graph, allocate_linear, check,
};
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

/// The allocators, each with its reusable context: linear scan, graph
/// colouring, and graph colouring with a register-pressure bound low enough
/// that these small functions exceed it (the bound of hostile functions,
/// which spills before colouring); then linear scan and graph colouring
/// with a liveness budget small enough that values become wide (the budget
/// of hostile functions, whose live-in sets would be quadratic); and the
/// fast allocator of -O0 code.
struct Allocators {
    linear: LinearScanCtx,
    graph: GraphCtx,
    bounded: GraphCtx,
    linear_wide: LinearScanCtx,
    graph_wide: GraphCtx,
    fast: FastCtx,
}

const KINDS: [&str; 6] = [
    "linear",
    "graph",
    "graph-bounded",
    "linear-budget",
    "graph-budget",
    "fast",
];

impl Allocators {
    fn allocate(
        &mut self,
        kind: usize,
        f: &TestFunc,
        env: &MachineEnv,
        seed: u64,
    ) -> Result<RaOutput, RaError> {
        match kind {
            0 => allocate_linear(f, env, &mut self.linear),
            1 => allocate_graph(f, env, &mut self.graph),
            2 => {
                self.bounded.set_pressure_limit((seed % 8) as usize);
                allocate_graph(f, env, &mut self.bounded)
            }
            3 => {
                self.linear_wide.set_liveness_budget((seed % 24) as usize);
                allocate_linear(f, env, &mut self.linear_wide)
            }
            4 => {
                self.graph_wide.set_liveness_budget((seed % 24) as usize);
                allocate_graph(f, env, &mut self.graph_wide)
            }
            _ => allocate_fast(f, env, &mut self.fast),
        }
    }
}

/// Allocates and checks `n` functions per environment and shape from
/// `seed`, with every allocator.
fn run(seed: u64, n: u64) -> u64 {
    let mut ctx = Allocators {
        linear: LinearScanCtx::new(),
        graph: GraphCtx::new(),
        bounded: GraphCtx::new(),
        linear_wide: LinearScanCtx::new(),
        graph_wide: GraphCtx::new(),
        fast: FastCtx::new(),
    };
    let (mut count, mut prespilled, mut wide) = (0, 0, 0);
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
                for (kind, which) in KINDS.iter().enumerate() {
                    let out = ctx
                        .allocate(kind, &f, &env, s)
                        .unwrap_or_else(|e| panic!("{which} {name} shape {si} seed {s}: {e}"));
                    if let Err(e) = check(&f, &env, &out) {
                        panic!("{which} {name} shape {si} seed {s}: {e}\n{f:#?}\n{out:#?}");
                    }
                    count += 1;
                    match kind {
                        2 => prespilled += ctx.bounded.prespilled(),
                        3 => wide += ctx.linear_wide.had_wide() as u64,
                        4 => wide += ctx.graph_wide.had_wide() as u64,
                        _ => {}
                    }
                }
            }
        }
    }
    assert!(prespilled > 0, "the pressure bound never spilled");
    assert!(wide > 0, "the liveness budget never made a value wide");
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
    eprintln!("checked {n} allocations of random functions (every allocator)");
}
