//! The checker must reject broken allocations: corrupt correct ones at
//! random and count how many corruptions it catches.

mod common;

use common::*;
use kiln_regalloc::{LinearScanCtx, allocate_linear, check};
use kiln_targets::{Alloc, Edit, PReg, RaFunction, RegClass};

#[test]
fn checker_rejects_corrupted_allocations() {
    let env = env_small(4, 1, 3, false);
    let mut ctx = LinearScanCtx::new();
    let mut rng = Rng::new(77);
    let (mut tried, mut caught) = ([0u32; 4], [0u32; 4]);
    for seed in 0..400 {
        let opts = GenOpts {
            unstructured: if seed % 2 == 0 { 0 } else { 8 },
            ..GenOpts::default()
        };
        let f = gen_func(seed, &env, &opts);
        let reach = reachable_insts(&f);
        let out = allocate_linear(&f, &env, &mut ctx).unwrap();
        check(&f, &env, &out).unwrap();
        // 0: a use's register replaced by another allocatable register.
        let uses: Vec<usize> = (0..f.num_insts())
            .filter(|&i| reach[i])
            .flat_map(|i| {
                let s = out.inst_alloc_start[i] as usize;
                f.inst_operands(i)
                    .iter()
                    .enumerate()
                    .filter(|(_, o)| o.kind == kiln_targets::OperandKind::Use)
                    .map(move |(j, _)| s + j)
                    .collect::<Vec<_>>()
            })
            .collect();
        if !uses.is_empty() {
            let k = uses[rng.below(uses.len())];
            let mut bad = out.clone();
            if let Alloc::Reg(p) = bad.allocs[k] {
                let regs: Vec<PReg> = env.allocatable(p.class()).filter(|&q| q != p).collect();
                bad.allocs[k] = Alloc::Reg(regs[rng.below(regs.len())]);
                tried[0] += 1;
                caught[0] += check(&f, &env, &bad).is_err() as u32;
            }
        }
        // 1: an edit dropped.
        if !out.edits.is_empty() {
            let mut bad = out.clone();
            bad.edits.remove(rng.below(out.edits.len()));
            tried[1] += 1;
            caught[1] += check(&f, &env, &bad).is_err() as u32;
        }
        // 2: a move's destination redirected.
        if !out.edits.is_empty() {
            let mut bad = out.clone();
            let k = rng.below(out.edits.len());
            let Edit::Move { from, to, class } = bad.edits[k].1 else {
                panic!("linear scan does not rematerialise");
            };
            let to2 = match to {
                Alloc::Reg(p) => {
                    let regs: Vec<PReg> = env.allocatable(class).filter(|&q| q != p).collect();
                    Alloc::Reg(regs[rng.below(regs.len())])
                }
                _ => Alloc::Reg(env.allocatable(class).next().unwrap()),
            };
            bad.edits[k].1 = Edit::Move {
                from,
                to: to2,
                class,
            };
            tried[2] += 1;
            caught[2] += check(&f, &env, &bad).is_err() as u32;
        }
        // 3: a reserved register handed out.
        if !out.allocs.is_empty() {
            let mut bad = out.clone();
            let k = rng.below(out.allocs.len());
            let i = out.inst_alloc_start.partition_point(|&s| s as usize <= k) - 1;
            if let (true, Alloc::Reg(p)) = (reach[i], bad.allocs[k]) {
                bad.allocs[k] = Alloc::Reg(env.scratch[p.class().index()]);
                tried[3] += 1;
                caught[3] += check(&f, &env, &bad).is_err() as u32;
            }
        }
    }
    eprintln!("corruptions caught: {caught:?} of {tried:?}");
    // Replacing a use's register is wrong unless both registers happen to hold the value.
    assert!(caught[0] * 10 >= tried[0] * 9, "{caught:?} of {tried:?}");
    assert!(caught[1] * 2 >= tried[1], "{caught:?} of {tried:?}");
    assert!(caught[2] * 2 >= tried[2], "{caught:?} of {tried:?}");
    assert_eq!(caught[3], tried[3]);
    let _ = RegClass::Int;
}

fn reachable_insts(f: &TestFunc) -> Vec<bool> {
    let mut seen = vec![false; f.blocks.len()];
    let mut work = vec![0usize];
    seen[0] = true;
    while let Some(b) = work.pop() {
        for s in &f.blocks[b].succs {
            let s = s.as_u32() as usize;
            if !seen[s] {
                seen[s] = true;
                work.push(s);
            }
        }
    }
    let mut r = vec![false; f.insts.len()];
    for (b, blk) in f.blocks.iter().enumerate() {
        for i in blk.insts.clone() {
            r[i] = seen[b];
        }
    }
    r
}
