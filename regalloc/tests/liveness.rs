//! Path-exploration liveness against a plain iterative dataflow, on
//! structured and unstructured (often irreducible) random functions.

mod common;

use common::*;
use kiln_regalloc::liveness::Liveness;
use kiln_targets::{MBlock, OperandKind, RaFunction};
use std::collections::BTreeSet;

/// Live-in sets (block parameters excluded) by round-robin iteration.
fn naive_live_in(f: &TestFunc) -> Vec<BTreeSet<u32>> {
    let nb = f.num_blocks();
    let mut live_in: Vec<BTreeSet<u32>> = vec![BTreeSet::new(); nb];
    let mut changed = true;
    while changed {
        changed = false;
        for b in (0..nb).rev() {
            let blk = MBlock::from_u32(b as u32);
            let mut live: BTreeSet<u32> = BTreeSet::new();
            for (k, s) in f.block_succs(blk).iter().enumerate() {
                live.extend(live_in[s.as_u32() as usize].iter().copied());
                live.extend(f.branch_args(blk, k).iter().map(|a| a.index() as u32));
            }
            for i in f.block_insts(blk).rev() {
                for op in f.inst_operands(i) {
                    if op.kind == OperandKind::Def {
                        live.remove(&(op.vreg.index() as u32));
                    }
                }
                for op in f.inst_operands(i) {
                    if op.kind == OperandKind::Use {
                        live.insert(op.vreg.index() as u32);
                    }
                }
            }
            for p in f.block_params(blk) {
                live.remove(&(p.index() as u32));
            }
            if live != live_in[b] {
                live_in[b] = live;
                changed = true;
            }
        }
    }
    live_in
}

#[test]
fn path_exploration_matches_iterative_dataflow() {
    let env = env_small(4, 1, 3, true);
    let mut live = Liveness::default();
    let mut checked = 0;
    for seed in 0..600u64 {
        let opts = GenOpts {
            unstructured: [0, 6, 12][seed as usize % 3],
            ..GenOpts::default()
        };
        let f = gen_func(seed, &env, &opts);
        live.compute(&f).unwrap();
        let want = naive_live_in(&f);
        for (b, w) in want.iter().enumerate() {
            let got: BTreeSet<u32> = live.live_in(b).iter().copied().collect();
            assert_eq!(&got, w, "seed {seed} block {b}");
            assert_eq!(got.len(), live.live_in(b).len(), "duplicates");
        }
        // Kill flags: a use is a kill exactly when the value is dead after it.
        for b in 0..f.num_blocks() {
            let blk = MBlock::from_u32(b as u32);
            let mut after: BTreeSet<u32> = BTreeSet::new();
            live.for_each_live_out(&f, b, |v| {
                after.insert(v);
            });
            for i in f.block_insts(blk).rev() {
                let ops = f.inst_operands(i);
                let base = live.op_start[i] as usize;
                for (j, op) in ops.iter().enumerate() {
                    let v = op.vreg.index() as u32;
                    if op.kind == OperandKind::Def {
                        assert_eq!(
                            live.is_dead(base + j),
                            !after.contains(&v),
                            "seed {seed} inst {i}"
                        );
                    }
                }
                for op in ops {
                    if op.kind == OperandKind::Def {
                        after.remove(&(op.vreg.index() as u32));
                    }
                }
                for (j, op) in ops.iter().enumerate() {
                    let v = op.vreg.index() as u32;
                    if op.kind == OperandKind::Use && !after.contains(&v) {
                        let killed = ops.iter().enumerate().any(|(k, o)| {
                            o.kind == OperandKind::Use
                                && o.vreg == op.vreg
                                && live.is_kill(base + k)
                        });
                        assert!(killed, "seed {seed} inst {i} operand {j}");
                    }
                }
                for op in ops {
                    if op.kind == OperandKind::Use {
                        after.insert(op.vreg.index() as u32);
                    }
                }
            }
        }
        checked += 1;
    }
    assert_eq!(checked, 600);
}

/// Under a small budget, values become wide: each wide value is used
/// outside its defining block and is in no live-in set, each other value
/// has exactly its dataflow live-in blocks, and the live-in lists stay
/// sorted (membership is a binary search).
#[test]
fn over_budget_values_are_wide_and_the_rest_exact() {
    let env = env_small(4, 1, 3, true);
    let mut live = Liveness::default();
    let (mut wide, mut exact) = (0, 0);
    for seed in 0..600u64 {
        let opts = GenOpts {
            unstructured: [0, 6, 12][seed as usize % 3],
            ..GenOpts::default()
        };
        let f = gen_func(seed, &env, &opts);
        live.set_budget((seed % 40) as usize);
        live.compute(&f).unwrap();
        let want = naive_live_in(&f);
        for (b, w) in want.iter().enumerate() {
            let got = live.live_in(b);
            assert!(got.windows(2).all(|p| p[0] < p[1]), "seed {seed}: unsorted");
            for &v in w {
                let v_wide = live.is_wide(v as usize);
                assert_eq!(got.contains(&v), !v_wide, "seed {seed} block {b} v{v}");
                if v_wide {
                    wide += 1;
                } else {
                    exact += 1;
                }
            }
            assert!(got.iter().all(|v| w.contains(v)), "seed {seed} block {b}");
        }
        for v in 0..f.num_vregs() {
            if live.is_wide(v) {
                let d = live.def_block[v];
                assert!(
                    live.uses_of(v)
                        .iter()
                        .any(|&i| live.inst_block[i as usize] != d),
                    "seed {seed}: wide v{v} has no use outside its block"
                );
            }
        }
    }
    assert!(wide > 0 && exact > 0, "{wide} wide and {exact} exact pairs");
}
