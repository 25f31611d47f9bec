//! Exhaustive test of the parallel-move resolver (after QBE's
//! `tools/pmov.c`): every mapping of destinations to sources over a few
//! registers and stack slots — permutations, cycles, fan-out, duplicates —
//! is sequentialised, executed, and compared with the parallel semantics.

use kiln_regalloc::parallel_move::ParallelMoves;
use kiln_targets::{Alloc, PReg, RegClass, SpillSlot};

const SCRATCH: u8 = 40;
const SPARE: u32 = 100;

fn loc(k: usize, regs: usize) -> Alloc {
    if k < regs {
        Alloc::Reg(PReg::new(RegClass::Int, k as u8))
    } else {
        Alloc::Stack(SpillSlot((k - regs) as u32))
    }
}

fn index(a: Alloc, regs: usize) -> usize {
    match a {
        Alloc::Reg(p) if p.hw() == SCRATCH => usize::MAX - 1,
        Alloc::Reg(p) => p.hw() as usize,
        Alloc::Stack(SpillSlot(SPARE)) => usize::MAX - 2,
        Alloc::Stack(s) => regs + s.0 as usize,
        Alloc::None => unreachable!(),
    }
}

/// Runs every mapping over `regs` registers and `stacks` slots; returns
/// the number of cases.
fn exhaust(regs: usize, stacks: usize, maps: bool) -> usize {
    let n = regs + stacks;
    let mut choice = vec![0usize; n]; // 0: not a destination; k + 1: source k
    let mut pm = ParallelMoves::default();
    if maps {
        pm.use_maps_above(0);
    }
    // With the maps: the linear searches must give the same sequence.
    let mut reference = ParallelMoves::default();
    reference.use_maps_above(0);
    let scratch = PReg::new(RegClass::Int, SCRATCH);
    let mut cases = 0;
    loop {
        pm.clear();
        reference.clear();
        for (d, &c) in choice.iter().enumerate() {
            if c > 0 {
                pm.add(loc(c - 1, regs), loc(d, regs));
                reference.add(loc(c - 1, regs), loc(d, regs));
            }
        }
        let mut want_seq = Vec::new();
        reference.resolve(scratch, &mut || SpillSlot(SPARE), &mut |from, to| {
            want_seq.push((from, to))
        });
        // Values: location k starts with value k; scratch and spare with junk.
        let mut mem: Vec<usize> = (0..n).collect();
        let (mut scr, mut spare) = (usize::MAX, usize::MAX);
        let mut seq = Vec::new();
        pm.resolve(scratch, &mut || SpillSlot(SPARE), &mut |from, to| {
            seq.push((from, to))
        });
        assert_eq!(seq, want_seq, "{choice:?}: the two lookups differ");
        for &(from, to) in &seq {
            let get = |a: Alloc, mem: &Vec<usize>, scr: usize, spare: usize| match index(a, regs) {
                i if i == usize::MAX - 1 => scr,
                i if i == usize::MAX - 2 => spare,
                i => mem[i],
            };
            let v = get(from, &mem, scr, spare);
            if matches!((from, to), (Alloc::Stack(_), Alloc::Stack(_))) {
                scr = v; // the emitter copies through the scratch register
            }
            match index(to, regs) {
                i if i == usize::MAX - 1 => scr = v,
                i if i == usize::MAX - 2 => spare = v,
                i => mem[i] = v,
            }
        }
        for d in 0..n {
            let want = if choice[d] > 0 { choice[d] - 1 } else { d };
            assert_eq!(
                mem[d], want,
                "regs {regs} stacks {stacks} mapping {choice:?}: sequence {seq:?}"
            );
        }
        let needed = choice
            .iter()
            .enumerate()
            .filter(|&(d, &c)| c > 0 && c - 1 != d)
            .count();
        assert!(
            seq.len() <= needed + needed / 2 + 1,
            "too many moves for {choice:?}: {seq:?}"
        );
        cases += 1;
        // Next mapping.
        let mut k = 0;
        while k < n {
            choice[k] += 1;
            if choice[k] <= n {
                break;
            }
            choice[k] = 0;
            k += 1;
        }
        if k == n {
            return cases;
        }
    }
}

#[test]
fn parallel_moves_exhaustive() {
    let mut total = 0;
    for (r, s) in [
        (1, 0),
        (2, 0),
        (3, 0),
        (4, 0),
        (5, 0),
        (6, 0),
        (0, 3),
        (2, 2),
        (3, 2),
        (4, 2),
        (2, 3),
        (1, 4),
        (3, 3),
    ] {
        // Both lookups: linear searches (the default for few moves) and
        // the hash maps of large moves.
        total += exhaust(r, s, false);
        total += exhaust(r, s, true);
    }
    eprintln!("{total} parallel moves checked");
    assert!(total > 350_000);
}
