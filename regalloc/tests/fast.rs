//! Hand-written cases for the fast allocator (every result also passes the
//! checker): what it keeps in registers, what goes to the stack.

mod common;

use common::*;
use kiln_regalloc::{FastCtx, allocate_fast, check};
use kiln_targets::{Alloc, Edit, MachineEnv, PReg, RaOutput};

fn alloc(f: &TestFunc, env: &MachineEnv) -> RaOutput {
    let out = allocate_fast(f, env, &mut FastCtx::new()).expect("fast allocation");
    check(f, env, &out).expect("fast check");
    out
}

fn reg(out: &RaOutput, inst: usize, op: usize) -> PReg {
    match out.inst_allocs(inst)[op] {
        Alloc::Reg(p) => p,
        a => panic!("not a register: {a:?}"),
    }
}

/// The moves at `inst` as (is after, from, to).
fn moves(out: &RaOutput, inst: usize) -> Vec<(bool, Alloc, Alloc)> {
    out.edits
        .iter()
        .filter(|(p, _)| p.inst() == inst)
        .map(|&(p, e)| match e {
            Edit::Move { from, to, .. } => (p.is_after(), from, to),
            Edit::Remat { .. } | Edit::Reload { .. } => {
                panic!("the fast allocator neither rematerialises nor folds reloads")
            }
        })
        .collect()
}

const RAX: u8 = 0;
const RDI: u8 = 7;
const RSI: u8 = 6;

#[test]
fn block_local_values_need_no_moves() {
    let mut b = Builder::new();
    let (x, y, s, t) = (b.int(), b.int(), b.int(), b.int());
    b.blocks(1);
    b.begin(0, &[], 0);
    b.inst(vec![fixed_def(x, ireg(RDI)), fixed_def(y, ireg(RSI))]);
    b.inst(vec![use_(x), use_(y), reuse_def(s, 0)]);
    b.inst(vec![use_(s), def(t)]);
    b.end(vec![fixed_use(t, ireg(RAX))], vec![]);
    let out = alloc(&b.finish(), &env_x64());
    assert_eq!(out.num_spill_slots, 0);
    assert_eq!(reg(&out, 1, 2), ireg(RDI));
    // At most the return value's copy into its fixed register.
    assert!(out.edits.len() <= 1, "{:?}", out.edits);
}

#[test]
fn a_value_used_in_another_block_is_stored_once_and_reloaded_there() {
    // y is used in block 2, which block 1 also reaches: it is reloaded.
    let mut b = Builder::new();
    let (x, y, c, z) = (b.int(), b.int(), b.int(), b.int());
    b.blocks(3);
    b.begin(0, &[], 0);
    b.inst(vec![fixed_def(x, ireg(RDI))]);
    b.inst(vec![use_(x), def(y)]);
    b.inst(vec![fixed_def(c, ireg(RSI))]);
    b.end(vec![use_(c)], vec![(1, vec![]), (2, vec![])]);
    b.begin(1, &[], 0);
    b.end(vec![], vec![(2, vec![])]);
    b.begin(2, &[], 0);
    b.inst(vec![use_(y), def(z)]);
    b.end(vec![fixed_use(z, ireg(RAX))], vec![]);
    let out = alloc(&b.finish(), &env_x64());
    assert_eq!(out.num_spill_slots, 1);
    let y_reg = Alloc::Reg(reg(&out, 1, 1));
    let home = Alloc::Stack(kiln_targets::SpillSlot(0));
    assert_eq!(moves(&out, 1), vec![(true, y_reg, home)]);
    let (after, from, _) = moves(&out, 5)[0];
    assert!(!after && from == home, "{:?}", out.edits);
}

#[test]
fn a_later_block_with_one_predecessor_keeps_its_registers() {
    let mut b = Builder::new();
    let (x, y, z) = (b.int(), b.int(), b.int());
    b.blocks(2);
    b.begin(0, &[], 0);
    b.inst(vec![fixed_def(x, ireg(RDI))]);
    b.inst(vec![use_(x), def(y)]);
    b.end(vec![], vec![(1, vec![])]);
    b.begin(1, &[], 0);
    b.inst(vec![use_(y), def(z)]);
    b.end(vec![fixed_use(z, ireg(RAX))], vec![]);
    let out = alloc(&b.finish(), &env_x64());
    // y is still stored (its home must be valid everywhere), but block 1
    // reads it from the register block 0 left it in.
    assert_eq!(reg(&out, 3, 0), reg(&out, 1, 1));
    assert!(moves(&out, 3).is_empty(), "{:?}", out.edits);
}

#[test]
fn branch_arguments_go_to_the_parameter_homes() {
    // A swap around a loop: the parameters' homes are written in parallel.
    let mut b = Builder::new();
    let (x, y, p, q, c) = (b.int(), b.int(), b.int(), b.int(), b.int());
    b.blocks(3);
    b.begin(0, &[], 0);
    b.inst(vec![fixed_def(x, ireg(RDI)), fixed_def(y, ireg(RSI))]);
    b.end(vec![], vec![(1, vec![x, y])]);
    b.begin(1, &[p, q], 1);
    b.inst(vec![use_(p), use_(q), def(c)]);
    b.end(vec![use_(c)], vec![(2, vec![]), (1, vec![q, p])]);
    b.begin(2, &[], 0);
    b.end(vec![fixed_use(p, ireg(RAX))], vec![]);
    let f = b.finish();
    let env = env_x64();
    let out = allocate_fast(&f, &env, &mut FastCtx::new());
    // The back edge is critical (block 1 has two successors, two
    // predecessors): an error, not a wrong move.
    assert!(out.is_err(), "{out:?}");
    let mut b = Builder::new();
    let (x, y, p, q, c) = (b.int(), b.int(), b.int(), b.int(), b.int());
    b.blocks(4);
    b.begin(0, &[], 0);
    b.inst(vec![fixed_def(x, ireg(RDI)), fixed_def(y, ireg(RSI))]);
    b.end(vec![], vec![(1, vec![x, y])]);
    b.begin(1, &[p, q], 1);
    b.inst(vec![use_(p), use_(q), def(c)]);
    b.end(vec![use_(c)], vec![(3, vec![]), (2, vec![])]);
    b.begin(2, &[], 1);
    b.end(vec![], vec![(1, vec![q, p])]);
    b.begin(3, &[], 0);
    b.end(vec![fixed_use(p, ireg(RAX))], vec![]);
    let out = alloc(&b.finish(), &env);
    // p and q: one home each (x and y, defined in the block that passes
    // them, go from their registers; block 2, entered only from block 1,
    // still has p and q in registers: the swap needs no spare slot).
    assert_eq!(out.num_spill_slots, 2);
    assert!(
        moves(&out, 1).iter().all(|m| matches!(m.1, Alloc::Reg(_))),
        "{:?}",
        out.edits
    );
    // The swap on the back edge: one home copied into the other, the
    // other written from the register that still holds its value.
    let swap = moves(&out, 4);
    assert_eq!(swap.len(), 2, "{:?}", out.edits);
    assert!(matches!(swap[1].1, Alloc::Reg(_)), "{:?}", out.edits);
}

#[test]
fn a_value_live_across_a_call_moves_to_a_callee_saved_register() {
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
    assert_eq!(out.num_spill_slots, 0);
}

#[test]
fn pressure_spills_a_value_and_reloads_it() {
    // Five values live at once with three registers.
    let env = env_small(3, 0, 2, false);
    let mut b = Builder::new();
    let v: Vec<_> = (0..5).map(|_| b.int()).collect();
    let dead: Vec<_> = (0..5).map(|_| b.int()).collect();
    b.blocks(1);
    b.begin(0, &[], 0);
    for &x in &v {
        b.inst(vec![def(x)]);
    }
    for (&x, &d) in v.iter().zip(&dead) {
        b.inst(vec![use_(x), def(d)]);
    }
    b.end(vec![], vec![]);
    let out = alloc(&b.finish(), &env);
    // At least two values wait on the stack, each stored once.
    assert!(out.num_spill_slots >= 2, "{}", out.num_spill_slots);
    let stores = out
        .edits
        .iter()
        .filter(|(_, e)| {
            matches!(
                e,
                Edit::Move {
                    to: Alloc::Stack(_),
                    ..
                }
            )
        })
        .count();
    assert_eq!(stores as u32, out.num_spill_slots, "{:?}", out.edits);
}

#[test]
fn reused_context_gives_identical_results() {
    let env = env_small(4, 1, 3, true);
    let mut shared = FastCtx::new();
    for seed in 0..50 {
        let f = gen_func(seed, &env, &GenOpts::default());
        let a = allocate_fast(&f, &env, &mut shared).unwrap();
        let b = allocate_fast(&f, &env, &mut FastCtx::new()).unwrap();
        assert_eq!(a.allocs, b.allocs);
        assert_eq!(a.edits, b.edits);
        assert_eq!(a.num_spill_slots, b.num_spill_slots);
        check(&f, &env, &a).expect("fast check");
    }
}
