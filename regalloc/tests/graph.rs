//! Graph colouring on hand-written cases: coalescing, register choice
//! around calls, loop-weighted spilling, spill rounds and errors. Every
//! allocation also passes the checker.

mod common;

use common::*;
use kiln_regalloc::graph::MAX_LIVE;
use kiln_regalloc::{GraphCtx, allocate_graph, check};
use kiln_targets::{Alloc, Edit, MachineEnv, PReg, RaOutput, VReg};

const RAX: u8 = 0;
const RSI: u8 = 6;
const RDI: u8 = 7;

fn alloc(f: &TestFunc, env: &MachineEnv) -> RaOutput {
    let out = allocate_graph(f, env, &mut GraphCtx::new()).expect("allocation");
    check(f, env, &out).expect("check");
    out
}

fn reg(out: &RaOutput, inst: usize, op: usize) -> PReg {
    match out.inst_allocs(inst)[op] {
        Alloc::Reg(p) => p,
        a => panic!("not a register: {a:?}"),
    }
}

/// Edits that read or write the stack.
fn stack_moves(out: &RaOutput) -> Vec<usize> {
    out.edits
        .iter()
        .filter(|(_, e)| {
            matches!(
                e,
                Edit::Move {
                    from: Alloc::Stack(_),
                    ..
                } | Edit::Move {
                    to: Alloc::Stack(_),
                    ..
                }
            )
        })
        .map(|(p, _)| p.inst())
        .collect()
}

#[test]
fn fixed_registers_and_reuses_coalesce_away() {
    let mut b = Builder::new();
    let (x, y, s, t) = (b.int(), b.int(), b.int(), b.int());
    b.blocks(1);
    b.begin(0, &[], 0);
    b.inst(vec![fixed_def(x, ireg(RDI)), fixed_def(y, ireg(RSI))]);
    b.inst(vec![use_(x), use_(y), reuse_def(s, 0)]);
    b.inst(vec![use_(s), def(t)]);
    b.end(vec![fixed_use(t, ireg(RAX))], vec![]);
    let out = alloc(&b.finish(), &env_x64());
    assert_eq!(reg(&out, 1, 0), ireg(RDI));
    assert_eq!(reg(&out, 1, 1), ireg(RSI));
    assert_eq!(reg(&out, 2, 1), ireg(RAX));
    assert!(out.edits.is_empty(), "{:?}", out.edits);
}

#[test]
fn a_copy_whose_source_lives_on_shares_its_register() {
    // y = x, then both read: the copy's two ends hold one value, so they
    // do not interfere and coalesce into one register (no move at all).
    let mut b = Builder::new();
    let (x, y, s) = (b.int(), b.int(), b.int());
    b.blocks(1);
    b.begin(0, &[], 0);
    b.inst(vec![fixed_def(x, ireg(RDI))]);
    b.mov(y, x);
    b.inst(vec![use_(x), use_(y), def(s)]);
    b.end(vec![fixed_use(s, ireg(RAX))], vec![]);
    let f = b.finish();
    let out = alloc(&f, &env_x64());
    assert_eq!(reg(&out, 1, 0), reg(&out, 1, 1));
    assert_eq!(reg(&out, 2, 0), reg(&out, 2, 1));
    assert!(
        out.edits
            .iter()
            .all(|(p, _)| p.inst() != 1 && p.inst() != 2),
        "{:?}",
        out.edits
    );
}

#[test]
fn loop_parameters_coalesce_with_their_arguments() {
    // sum = 0; for i in 0..n { sum += i } return sum
    let mut b = Builder::new();
    let (n, z, z2, i, s, i2, s2, c, r) = (
        b.int(),
        b.int(),
        b.int(),
        b.int(),
        b.int(),
        b.int(),
        b.int(),
        b.int(),
        b.int(),
    );
    b.blocks(4);
    b.begin(0, &[], 0);
    b.inst(vec![fixed_def(n, ireg(RDI))]);
    b.inst(vec![def(z)]);
    b.inst(vec![def(z2)]);
    b.end(vec![], vec![(1, vec![z, z2])]);
    b.begin(1, &[i, s], 1);
    b.inst(vec![use_(i), use_(n), def(c)]);
    b.end(vec![use_(c)], vec![(2, vec![]), (3, vec![])]);
    b.begin(2, &[], 1);
    b.inst(vec![use_(s), use_(i), reuse_def(s2, 0)]);
    b.inst(vec![use_(i), reuse_def(i2, 0)]);
    b.end(vec![], vec![(1, vec![i2, s2])]);
    b.begin(3, &[], 0);
    b.mov(r, s);
    b.end(vec![fixed_use(r, ireg(RAX))], vec![]);
    let out = alloc(&b.finish(), &env_x64());
    assert_eq!(out.num_spill_slots, 0);
    // Every move coalesced: the back edge, the entry edge, the copy and the
    // fixed return register all need nothing.
    assert!(out.edits.is_empty(), "{:?}", out.edits);
    assert_eq!(reg(&out, 9, 0), ireg(RAX), "s lives in the return register");
}

#[test]
fn values_live_across_calls_get_callee_saved_registers() {
    let env = env_x64();
    let mut b = Builder::new();
    let (x, y, r, s) = (b.int(), b.int(), b.int(), b.int());
    b.blocks(1);
    b.begin(0, &[], 0);
    b.inst(vec![fixed_def(x, ireg(RDI))]);
    b.inst(vec![use_(x), def(y)]);
    b.call(
        vec![fixed_use(y, ireg(RDI))],
        vec![fixed_def(r, ireg(RAX))],
        call_clobbers(&env),
    );
    b.inst(vec![use_(r), use_(x), reuse_def(s, 0)]);
    b.end(vec![fixed_use(s, ireg(RAX))], vec![]);
    let out = alloc(&b.finish(), &env);
    let xr = reg(&out, 3, 1);
    assert!(env.non_preferred[0].contains(&xr), "x in {xr:?}");
    assert!(out.clobbered.contains(xr));
    // A value not live across the call takes a caller-saved register.
    let yr = reg(&out, 1, 1);
    assert!(env.preferred[0].contains(&yr), "y in {yr:?}");
    assert_eq!(out.num_spill_slots, 0);
}

#[test]
fn spills_prefer_values_unused_in_loops() {
    // Three registers. `cold` lives across a loop without being used in it;
    // the loop needs all three for `a`, `acc` and the condition `c`. Graph
    // colouring must spill `cold`, not a loop value.
    let env = env_small(3, 0, 2, false);
    let mut b = Builder::new();
    let (cold, a, acc0, acc, acc2, c, r) = (
        b.int(),
        b.int(),
        b.int(),
        b.int(),
        b.int(),
        b.int(),
        b.int(),
    );
    b.blocks(4);
    b.begin(0, &[], 0);
    b.inst(vec![def(cold)]);
    b.inst(vec![def(a)]);
    b.inst(vec![def(acc0)]);
    b.end(vec![], vec![(1, vec![acc0])]);
    b.begin(1, &[acc], 1);
    b.inst(vec![use_(acc), use_(a), def(c)]);
    b.end(vec![use_(c)], vec![(2, vec![]), (3, vec![])]);
    b.begin(2, &[], 1);
    b.inst(vec![use_(acc), use_(a), reuse_def(acc2, 0)]);
    b.end(vec![], vec![(1, vec![acc2])]);
    b.begin(3, &[], 0);
    b.inst(vec![use_(acc), use_(cold), reuse_def(r, 0)]);
    b.end(vec![fixed_use(r, ireg(0))], vec![]);
    let f = b.finish();
    let out = alloc(&f, &env);
    assert_eq!(out.num_spill_slots, 1);
    // Stack traffic only outside the loop (blocks 1 and 2: insts 4..=7).
    let stack = stack_moves(&out);
    assert!(!stack.is_empty());
    for i in stack {
        assert!(
            !(4..=7).contains(&i),
            "stack move at inst {i}: {:?}",
            out.edits
        );
    }
}

#[test]
fn spilling_takes_another_round() {
    let env = env_small(3, 0, 2, false);
    let mut b = Builder::new();
    b.blocks(1);
    b.begin(0, &[], 0);
    let vals: Vec<_> = (0..6).map(|_| b.int()).collect();
    for &v in &vals {
        b.inst(vec![def(v)]);
    }
    let mut acc = vals[0];
    for &v in &vals[1..] {
        let n = b.int();
        b.inst(vec![use_(acc), use_(v), reuse_def(n, 0)]);
        acc = n;
    }
    b.end(vec![fixed_use(acc, ireg(0))], vec![]);
    let f = b.finish();
    let mut ctx = GraphCtx::new();
    let out = allocate_graph(&f, &env, &mut ctx).unwrap();
    check(&f, &env, &out).unwrap();
    assert!(ctx.rounds() >= 2, "{} rounds", ctx.rounds());
    // Six values live at once in three registers: at least three spill,
    // and slots are not wasted (one per spilled value at most).
    assert!(out.num_spill_slots >= 3, "{} slots", out.num_spill_slots);
    assert!(out.num_spill_slots <= 6, "{} slots", out.num_spill_slots);
}

#[test]
fn too_many_operands_at_once_is_an_error() {
    let env = env_small(3, 0, 2, false);
    let mut b = Builder::new();
    let v: Vec<_> = (0..5).map(|_| b.int()).collect();
    b.blocks(1);
    b.begin(0, &[], 0);
    for &x in &v[..4] {
        b.inst(vec![def(x)]);
    }
    b.inst(vec![
        use_(v[0]),
        use_(v[1]),
        use_(v[2]),
        use_(v[3]),
        def(v[4]),
    ]);
    b.end(vec![fixed_use(v[4], ireg(0))], vec![]);
    let e = allocate_graph(&b.finish(), &env, &mut GraphCtx::new()).unwrap_err();
    assert!(e.0.contains("more Int registers"), "{e}");
}

#[test]
fn inconsistent_input_is_an_error() {
    let env = env_x64();
    let mut ctx = GraphCtx::new();
    // Defined twice.
    let mut b = Builder::new();
    let x = b.int();
    b.blocks(1);
    b.begin(0, &[], 0);
    b.inst(vec![def(x)]);
    b.inst(vec![def(x)]);
    b.end(vec![fixed_use(x, ireg(0))], vec![]);
    assert!(allocate_graph(&b.finish(), &env, &mut ctx).is_err());
    // Fixed to the scratch register.
    let mut b = Builder::new();
    let x = b.int();
    b.blocks(1);
    b.begin(0, &[], 0);
    b.inst(vec![fixed_def(x, env.scratch[0])]);
    b.end(vec![fixed_use(x, ireg(0))], vec![]);
    let e = allocate_graph(&b.finish(), &env, &mut ctx).unwrap_err();
    assert!(e.0.contains("scratch"), "{e}");
    // Two values fixed to one register.
    let mut b = Builder::new();
    let (x, y) = (b.int(), b.int());
    b.blocks(1);
    b.begin(0, &[], 0);
    b.inst(vec![def(x)]);
    b.inst(vec![def(y)]);
    b.end(vec![fixed_use(x, ireg(0)), fixed_use(y, ireg(0))], vec![]);
    let e = allocate_graph(&b.finish(), &env, &mut ctx).unwrap_err();
    assert!(e.0.contains("two values fixed"), "{e}");
    // Critical edge that needs a move.
    let mut b = Builder::new();
    let (x, c, p) = (b.int(), b.int(), b.int());
    b.blocks(3);
    b.begin(0, &[], 0);
    b.inst(vec![def(x), def(c)]);
    b.end(vec![use_(c)], vec![(1, vec![]), (2, vec![x])]);
    b.begin(1, &[], 0);
    b.end(vec![], vec![(2, vec![c])]);
    b.begin(2, &[p], 0);
    b.end(vec![fixed_use(p, ireg(0))], vec![]);
    let r = allocate_graph(&b.finish(), &env, &mut ctx);
    assert!(r.is_err(), "{r:?}");
}

#[test]
fn reused_context_gives_identical_results() {
    let env = env_small(4, 1, 3, true);
    let mut shared = GraphCtx::new();
    for seed in 0..50 {
        let f = gen_func(seed, &env, &GenOpts::default());
        let a = allocate_graph(&f, &env, &mut shared).unwrap();
        let b = allocate_graph(&f, &env, &mut GraphCtx::new()).unwrap();
        assert_eq!(a.allocs, b.allocs);
        assert_eq!(a.edits, b.edits);
        assert_eq!(a.num_spill_slots, b.num_spill_slots);
    }
}

#[test]
fn spilled_constants_are_rematerialised_not_stored() {
    // Six constants live at once in three registers, each used twice.
    let env = env_small(3, 0, 2, false);
    let mut b = Builder::new();
    b.blocks(1);
    b.begin(0, &[], 0);
    let vals: Vec<_> = (0..6).map(|_| b.int()).collect();
    for &v in &vals {
        b.inst(vec![def(v)]);
    }
    let mut acc = vals[0];
    for &v in vals[1..].iter().chain(&vals[..]) {
        let n = b.int();
        b.inst(vec![use_(acc), use_(v), reuse_def(n, 0)]);
        acc = n;
    }
    b.end(vec![fixed_use(acc, ireg(0))], vec![]);
    let mut f = b.finish();
    f.remat = true;
    let out = alloc(&f, &env);
    let remats: Vec<_> = out
        .edits
        .iter()
        .filter_map(|(_, e)| match *e {
            Edit::Remat { inst, .. } => Some(inst as usize),
            _ => None,
        })
        .collect();
    assert!(!remats.is_empty(), "{:?}", out.edits);
    assert!(
        remats.iter().all(|&i| i < 6),
        "only the constants: {remats:?}"
    );
    // Nothing goes through the stack: constants are recomputed.
    assert_eq!(out.num_spill_slots, 0);
    assert!(stack_moves(&out).is_empty(), "{:?}", out.edits);
    // The checker only accepts rematerialising what the function allows.
    f.remat = false;
    let e = check(&f, &env, &out).unwrap_err();
    assert!(e.0.contains("cannot be rematerialised"), "{e}");
    f.remat = true;
    let mut bad = out.clone();
    let k = bad
        .edits
        .iter()
        .position(|(_, e)| matches!(e, Edit::Remat { .. }))
        .unwrap();
    if let Edit::Remat { inst, .. } = &mut bad.edits[k].1 {
        *inst = (*inst + 1) % 6;
    }
    assert!(check(&f, &env, &bad).is_err(), "a wrong constant is caught");
}

/// `n` values of each class defined in a row and then summed in a chain:
/// all of them live at once before the sums.
fn many_live_values(n: usize) -> TestFunc {
    let mut b = Builder::new();
    b.blocks(1);
    b.begin(0, &[], 0);
    let mut result = None;
    for float in [false, true] {
        let vals: Vec<_> = (0..n)
            .map(|_| if float { b.float() } else { b.int() })
            .collect();
        for &v in &vals {
            b.inst(vec![def(v)]);
        }
        let mut acc = vals[0];
        for &v in &vals[1..] {
            let s = if float { b.float() } else { b.int() };
            b.inst(vec![use_(acc), use_(v), reuse_def(s, 0)]);
            acc = s;
        }
        if !float {
            result = Some(acc);
        } else {
            b.inst(vec![use_(acc)]);
        }
    }
    b.end(vec![fixed_use(result.unwrap(), ireg(RAX))], vec![]);
    b.finish()
}

#[test]
fn many_live_values_spill_before_colouring() {
    let env = env_x64();
    let n = 3000;
    let f = many_live_values(n);
    let mut ctx = GraphCtx::new();
    let out = allocate_graph(&f, &env, &mut ctx).expect("allocation");
    check(&f, &env, &out).expect("check");
    // Everything beyond the bound spilled before colouring, so no round
    // built the clique of 3,000 values per class (4.5 million edges each):
    // at most the bound plus the operands per instruction.
    let insts = 4 * n;
    assert!(
        ctx.prespilled() >= 2 * (n - MAX_LIVE),
        "{}",
        ctx.prespilled()
    );
    assert!(
        ctx.max_edges() <= (MAX_LIVE + 4) * insts,
        "{} edges for {insts} instructions",
        ctx.max_edges()
    );
    assert!(out.num_spill_slots as usize >= n - MAX_LIVE);
}

#[test]
fn many_block_parameters_spill_before_colouring() {
    // A join with 2,000 parameters, passed constants from one side and one
    // value from the other (the phis of a hostile module), then summed.
    let env = env_x64();
    let n = 2000;
    let mut b = Builder::new();
    let x = b.int();
    let c = b.int();
    let consts: Vec<_> = (0..n).map(|_| b.int()).collect();
    let params: Vec<_> = (0..n).map(|_| b.int()).collect();
    b.blocks(4);
    b.begin(0, &[], 0);
    b.inst(vec![fixed_def(x, ireg(RDI))]);
    b.inst(vec![fixed_def(c, ireg(RSI))]);
    b.end(vec![use_(c)], vec![(1, vec![]), (2, vec![])]);
    b.begin(1, &[], 0);
    for &k in &consts {
        b.inst(vec![def(k)]);
    }
    b.end(vec![], vec![(3, consts.clone())]);
    b.begin(2, &[], 0);
    b.end(vec![], vec![(3, vec![x; n])]);
    b.begin(3, &params, 0);
    let mut acc = params[0];
    for &p in &params[1..] {
        let s = b.int();
        b.inst(vec![use_(acc), use_(p), reuse_def(s, 0)]);
        acc = s;
    }
    b.end(vec![fixed_use(acc, ireg(RAX))], vec![]);
    let f = b.finish();
    let mut ctx = GraphCtx::new();
    let out = allocate_graph(&f, &env, &mut ctx).expect("allocation");
    check(&f, &env, &out).expect("check");
    assert!(
        ctx.prespilled() >= 2 * (n - MAX_LIVE),
        "{}",
        ctx.prespilled()
    );
    let insts = 2 * n + 8;
    assert!(
        ctx.max_edges() <= (MAX_LIVE + 4) * insts,
        "{} edges for {insts} instructions",
        ctx.max_edges()
    );
}

#[test]
fn ordinary_pressure_is_not_spilled_early() {
    // 40 values of each class live at once: more than the registers, less
    // than the bound — colouring alone decides.
    let env = env_x64();
    let f = many_live_values(40);
    let mut ctx = GraphCtx::new();
    let out = allocate_graph(&f, &env, &mut ctx).expect("allocation");
    check(&f, &env, &out).expect("check");
    assert_eq!(ctx.prespilled(), 0);
    assert!(out.num_spill_slots > 0);
    // With a bound below the pressure, the same function spills early and
    // still allocates correctly.
    ctx.set_pressure_limit(8);
    let out = allocate_graph(&f, &env, &mut ctx).expect("allocation");
    check(&f, &env, &out).expect("check");
    assert!(ctx.prespilled() >= 2 * (40 - 8), "{}", ctx.prespilled());
}

/// Opens a one-block function with eight integers defined (instructions
/// 0 to 7), more than the four registers of the tests' environment.
fn more_values_than_registers(b: &mut Builder) -> Vec<VReg> {
    b.blocks(1);
    b.begin(0, &[], 0);
    let vals: Vec<_> = (0..8).map(|_| b.int()).collect();
    for &v in &vals {
        b.inst(vec![def(v)]);
    }
    vals
}

/// The reloads of `out`: (instruction they come before, stack slot).
fn stack_reloads(out: &RaOutput) -> Vec<(usize, Alloc)> {
    out.edits
        .iter()
        .filter_map(|(p, e)| match e {
            Edit::Move {
                from: from @ Alloc::Stack(_),
                to: Alloc::Reg(_),
                ..
            }
            | Edit::Reload {
                from: from @ Alloc::Stack(_),
                to: Alloc::Reg(_),
                ..
            } => Some((p.inst(), *from)),
            _ => None,
        })
        .collect()
}

/// A reload that serves one read of one instruction is marked foldable
/// ([`Edit::Reload`]); one that two adjacent instructions share is not.
#[test]
fn reloads_for_one_read_are_marked_foldable() {
    let env = env_small(4, 0, 2, false);
    let mut b = Builder::new();
    let vals = more_values_than_registers(&mut b);
    // Instructions 8..24: each value read by two instructions in a row;
    // then the sum reads each value once more.
    let mut outs = Vec::new();
    for &v in &vals {
        for _ in 0..2 {
            let o = b.int();
            b.inst(vec![use_(v), def(o)]);
            outs.push(o);
        }
    }
    let rest: Vec<_> = vals[1..].iter().chain(&outs).copied().collect();
    sum_and_return(&mut b, vals[0], &rest);
    let f = b.finish();
    let out = alloc(&f, &env);
    let pairs = 8..8 + 2 * vals.len();
    let (mut foldable, mut shared) = (0, 0);
    for (p, e) in &out.edits {
        let i = p.inst();
        match e {
            Edit::Reload { from, .. } => {
                assert!(
                    matches!(from, Alloc::Stack(_)) && !p.is_after(),
                    "{e:?} at {p:?}"
                );
                assert!(!pairs.contains(&i), "shared reload marked foldable at {i}");
                foldable += 1;
            }
            Edit::Move {
                from: Alloc::Stack(_),
                to: Alloc::Reg(_),
                ..
            } if pairs.contains(&i) => shared += 1,
            _ => {}
        }
    }
    assert!(foldable > 0 && shared > 0, "{:?}", out.edits);
}

/// Ends the block with the sum of `first` and `rest` (two-address adds)
/// returned in a register, so that all of them live until then.
fn sum_and_return(b: &mut Builder, first: VReg, rest: &[VReg]) {
    let mut acc = first;
    for &v in rest {
        let n = b.int();
        b.inst(vec![use_(acc), use_(v), reuse_def(n, 0)]);
        acc = n;
    }
    b.end(vec![fixed_use(acc, ireg(0))], vec![]);
}

/// Two adjacent instructions that read the same spilled value share one
/// reload: no stack slot is loaded before an instruction and again before
/// the next one.
#[test]
fn adjacent_reads_of_a_spilled_value_share_one_reload() {
    let env = env_small(4, 0, 2, false);
    let mut b = Builder::new();
    let vals = more_values_than_registers(&mut b);
    // Every value is read by two instructions in a row (whichever spill,
    // some spilled value is), then all are summed.
    let mut outs = Vec::new();
    for &v in &vals {
        for _ in 0..2 {
            let o = b.int();
            b.inst(vec![use_(v), def(o)]);
            outs.push(o);
        }
    }
    let rest: Vec<_> = vals[1..].iter().chain(&outs).copied().collect();
    sum_and_return(&mut b, vals[0], &rest);
    let f = b.finish();
    let out = alloc(&f, &env);
    assert!(out.num_spill_slots > 0, "nothing spilled");
    let reloads = stack_reloads(&out);
    let pairs = 8..8 + 2 * vals.len();
    let mut shared = 0;
    for (k, &(i, slot)) in reloads.iter().enumerate() {
        if pairs.contains(&i) && (i - 8) % 2 == 0 {
            shared += 1;
        }
        assert!(
            !reloads[k + 1..].contains(&(i + 1, slot)) || !pairs.contains(&i),
            "{slot:?} reloaded before {i} and {}: {:?}",
            i + 1,
            out.edits
        );
    }
    assert!(shared > 0, "no spilled value among the pairs: {reloads:?}");
}

/// Reads of a spilled value two instructions apart (something else in
/// between, no call) share one reload too.
#[test]
fn nearby_reads_of_a_spilled_value_share_one_reload() {
    let env = env_small(4, 0, 2, false);
    let mut b = Builder::new();
    let vals = more_values_than_registers(&mut b);
    let mut outs = Vec::new();
    for &v in &vals {
        let (o1, filler, o2) = (b.int(), b.int(), b.int());
        b.inst(vec![use_(v), def(o1)]);
        b.inst(vec![def(filler)]);
        b.inst(vec![use_(v), def(o2)]);
        outs.extend([o1, filler, o2]);
    }
    let rest: Vec<_> = vals[1..].iter().chain(&outs).copied().collect();
    sum_and_return(&mut b, vals[0], &rest);
    let f = b.finish();
    let out = alloc(&f, &env);
    let reloads = stack_reloads(&out);
    let first_reads = (8..8 + 3 * vals.len()).step_by(3);
    let mut shared = 0;
    for i in first_reads {
        let at = |k: usize| reloads.iter().filter(move |r| r.0 == k).map(|r| r.1);
        for slot in at(i) {
            shared += 1;
            assert!(
                !at(i + 2).any(|s| s == slot),
                "{slot:?} reloaded before {i} and {}",
                i + 2
            );
        }
    }
    assert!(shared > 0, "no spilled value among the reads: {reloads:?}");
}

/// The input of a reuse def (`cmov`, two-address ALU forms) that an
/// instruction just before read from the same spilled value comes from
/// that read's temporary, not from the stack again.
#[test]
fn a_reuse_input_after_a_read_of_a_spilled_value_is_not_reloaded() {
    let env = env_small(4, 0, 2, false);
    let mut b = Builder::new();
    let vals = more_values_than_registers(&mut b);
    let one = b.int();
    b.inst(vec![def(one)]);
    let mut outs = Vec::new();
    for &v in &vals {
        let (o1, o2) = (b.int(), b.int());
        b.inst(vec![use_(v), def(o1)]);
        b.inst(vec![use_(v), use_(one), reuse_def(o2, 0)]);
        outs.extend([o1, o2]);
    }
    let rest: Vec<_> = vals[1..]
        .iter()
        .chain(&outs)
        .chain([&one])
        .copied()
        .collect();
    sum_and_return(&mut b, vals[0], &rest);
    let f = b.finish();
    let out = alloc(&f, &env);
    let reloads = stack_reloads(&out);
    let mut shared = 0;
    for i in (9..9 + 2 * vals.len()).step_by(2) {
        for &(_, slot) in reloads.iter().filter(|r| r.0 == i) {
            shared += 1;
            assert!(
                !reloads.contains(&(i + 1, slot)),
                "{slot:?} reloaded before {i} and {}: {:?}",
                i + 1,
                out.edits
            );
        }
    }
    assert!(shared > 0, "no spilled value among the reads: {reloads:?}");
}

/// A block parameter joined with its arguments along a chain longer than
/// the spill-web cap (128 values) and spilled as a whole keeps one stack
/// slot along the whole chain: no edge copies one slot into another.
#[test]
fn a_spilled_coalesced_class_shares_one_slot() {
    const CHAIN: usize = 140;
    let env = env_small(4, 0, 2, false);
    let mut b = Builder::new();
    b.blocks(CHAIN + 1);
    // Four values read twice in every block compete for the four
    // allocatable registers with the chained value, read only at the end.
    b.begin(0, &[], 0);
    let hot: Vec<_> = (0..4).map(|_| b.int()).collect();
    let first = b.int();
    for &h in &hot {
        b.inst(vec![def(h)]);
    }
    b.inst(vec![def(first)]);
    b.end(vec![], vec![(1, vec![first])]);
    let mut carried = first;
    for k in 1..=CHAIN {
        let p = b.int();
        b.begin(k, &[p], 0);
        b.inst(hot.iter().map(|&h| use_(h)).collect());
        b.inst(hot.iter().map(|&h| use_(h)).collect());
        if k < CHAIN {
            b.end(vec![], vec![(k + 1, vec![p])]);
        }
        carried = p;
    }
    let sum = b.int();
    b.inst(vec![use_(carried), use_(hot[0]), reuse_def(sum, 0)]);
    b.end(vec![fixed_use(sum, ireg(0))], vec![]);
    let out = alloc(&b.finish(), &env);
    assert!(out.num_spill_slots > 0, "nothing spilled");
    let slot_to_slot: Vec<_> = out
        .edits
        .iter()
        .filter(|(_, e)| {
            matches!(
                e,
                Edit::Move {
                    from: Alloc::Stack(_),
                    to: Alloc::Stack(_),
                    ..
                }
            )
        })
        .collect();
    assert!(slot_to_slot.is_empty(), "{slot_to_slot:?}");
}
