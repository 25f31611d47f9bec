//! Hand-written allocation cases on the fake target; every result also
//! passes the checker. The assertions describe linear scan; graph colouring
//! and the fast allocator allocate every case too and must pass the checker
//! on it.

mod common;

use common::*;
use kiln_regalloc::{
    FastCtx, GraphCtx, LinearScanCtx, allocate_fast, allocate_graph, allocate_linear, check,
};
use kiln_targets::{Alloc, Edit, MachineEnv, PReg, RaFunction, RaOutput, RegClass};

fn alloc(f: &TestFunc, env: &MachineEnv) -> RaOutput {
    let graph = allocate_graph(f, env, &mut GraphCtx::new()).expect("graph allocation");
    check(f, env, &graph).expect("graph check");
    let fast = allocate_fast(f, env, &mut FastCtx::new()).expect("fast allocation");
    check(f, env, &fast).expect("fast check");
    let mut ctx = LinearScanCtx::new();
    let out = allocate_linear(f, env, &mut ctx).expect("allocation");
    check(f, env, &out).expect("check");
    out
}

fn reg(out: &RaOutput, inst: usize, op: usize) -> PReg {
    match out.inst_allocs(inst)[op] {
        Alloc::Reg(p) => p,
        a => panic!("not a register: {a:?}"),
    }
}

fn moves_at(out: &RaOutput, inst: usize) -> usize {
    out.edits.iter().filter(|(p, _)| p.inst() == inst).count()
}

const RAX: u8 = 0;
const RCX: u8 = 1;
const RDX: u8 = 2;
const RDI: u8 = 7;
const RSI: u8 = 6;

#[test]
fn straight_line_needs_no_moves() {
    let mut b = Builder::new();
    let (x, y, s, t) = (b.int(), b.int(), b.int(), b.int());
    b.blocks(1);
    b.begin(0, &[], 0);
    b.inst(vec![fixed_def(x, ireg(RDI)), fixed_def(y, ireg(RSI))]);
    b.inst(vec![use_(x), use_(y), reuse_def(s, 0)]);
    b.inst(vec![use_(s), def(t)]);
    b.end(vec![fixed_use(t, ireg(RAX))], vec![]);
    let f = b.finish();
    let out = alloc(&f, &env_x64());
    assert_eq!(out.num_spill_slots, 0);
    assert_eq!(reg(&out, 1, 2), ireg(RDI));
    // The def of t is hinted to its fixed use: no move before the return.
    assert_eq!(reg(&out, 2, 1), ireg(RAX));
    assert!(out.edits.is_empty(), "{:?}", out.edits);
}

#[test]
fn diamond_with_block_params() {
    let mut b = Builder::new();
    let (x, c, a1, a2, p, r) = (b.int(), b.int(), b.int(), b.int(), b.int(), b.int());
    b.blocks(4);
    b.begin(0, &[], 0);
    b.inst(vec![fixed_def(x, ireg(RDI)), fixed_def(c, ireg(RSI))]);
    b.end(vec![use_(c)], vec![(1, vec![]), (2, vec![])]);
    b.begin(1, &[], 0);
    b.inst(vec![use_(x), def(a1)]);
    b.end(vec![], vec![(3, vec![a1])]);
    b.begin(2, &[], 0);
    b.inst(vec![use_(x), use_(x), def(a2)]);
    b.end(vec![], vec![(3, vec![a2])]);
    b.begin(3, &[p], 0);
    b.inst(vec![use_(p), use_(x), reuse_def(r, 0)]);
    b.end(vec![fixed_use(r, ireg(RAX))], vec![]);
    let f = b.finish();
    let out = alloc(&f, &env_x64());
    assert_eq!(out.num_spill_slots, 0);
    // The parameter takes the register of the argument of its first
    // predecessor: that edge needs no move.
    assert_eq!(moves_at(&out, 2), 0, "{:?}", out.edits);
}

#[test]
fn counted_loop_keeps_everything_in_registers() {
    // sum = 0; for i in 0..n { sum += i } return sum
    let mut b = Builder::new();
    let (n, z, i, s, i2, s2, c, r) = (
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
    b.end(vec![], vec![(1, vec![z, z])]);
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
    let f = b.finish();
    let out = alloc(&f, &env_x64());
    assert_eq!(out.num_spill_slots, 0);
    // No stack traffic anywhere.
    for (_, e) in &out.edits {
        let Edit::Move { from, to, .. } = e else {
            panic!("linear scan does not rematerialise: {e:?}");
        };
        assert!(
            matches!((from, to), (Alloc::Reg(_), Alloc::Reg(_))),
            "{:?}",
            out.edits
        );
    }
}

fn call(
    b: &mut Builder,
    uses: Vec<kiln_targets::Operand>,
    defs: Vec<kiln_targets::Operand>,
    env: &MachineEnv,
) {
    b.call(uses, defs, call_clobbers(env));
}

#[test]
fn value_live_across_call_goes_to_callee_saved_register() {
    let env = env_x64();
    let mut b = Builder::new();
    let (x, y, r, s) = (b.int(), b.int(), b.int(), b.int());
    b.blocks(1);
    b.begin(0, &[], 0);
    b.inst(vec![fixed_def(x, ireg(RDI))]);
    b.inst(vec![use_(x), def(y)]);
    call(
        &mut b,
        vec![fixed_use(y, ireg(RDI))],
        vec![fixed_def(r, ireg(RAX))],
        &env,
    );
    b.inst(vec![use_(r), use_(x), reuse_def(s, 0)]);
    b.end(vec![fixed_use(s, ireg(RAX))], vec![]);
    let f = b.finish();
    let out = alloc(&f, &env);
    let xr = reg(&out, 3, 1);
    assert!(env.non_preferred[0].contains(&xr), "x in {xr:?}");
    assert!(out.clobbered.contains(xr));
    assert_eq!(out.num_spill_slots, 0);
}

#[test]
fn value_live_across_call_is_spilled_without_callee_saved_registers() {
    let env = env_small(4, 0, 2, false);
    let mut b = Builder::new();
    let (x, r, s) = (b.int(), b.int(), b.int());
    b.blocks(1);
    b.begin(0, &[], 0);
    b.inst(vec![fixed_def(x, ireg(0))]);
    call(&mut b, vec![], vec![fixed_def(r, ireg(0))], &env);
    b.inst(vec![use_(r), use_(x), reuse_def(s, 0)]);
    b.end(vec![fixed_use(s, ireg(0))], vec![]);
    let f = b.finish();
    let out = alloc(&f, &env);
    assert_eq!(out.num_spill_slots, 1);
}

#[test]
fn division_with_fixed_registers() {
    // q, r = div(lo in rax, hi in rdx, d); the divisor must avoid rax/rdx.
    let env = env_x64();
    let mut b = Builder::new();
    let (lo, hi, d, q, r, s) = (b.int(), b.int(), b.int(), b.int(), b.int(), b.int());
    b.blocks(1);
    b.begin(0, &[], 0);
    b.inst(vec![
        fixed_def(d, ireg(RAX)),
        fixed_def(lo, ireg(RDX)),
        fixed_def(hi, ireg(RCX)),
    ]);
    b.inst(vec![
        fixed_use(lo, ireg(RAX)),
        fixed_use(hi, ireg(RDX)),
        use_(d),
        fixed_def(q, ireg(RAX)),
        fixed_def(r, ireg(RDX)),
    ]);
    b.inst(vec![use_(q), use_(r), use_(d), reuse_def(s, 0)]);
    b.end(vec![fixed_use(s, ireg(RAX))], vec![]);
    let f = b.finish();
    let out = alloc(&f, &env);
    let dr = reg(&out, 1, 2);
    assert!(dr != ireg(RAX) && dr != ireg(RDX));
}

#[test]
fn shift_by_cl_and_values_passed_twice() {
    let env = env_x64();
    let mut b = Builder::new();
    let (x, n, y, r) = (b.int(), b.int(), b.int(), b.int());
    b.blocks(1);
    b.begin(0, &[], 0);
    b.inst(vec![fixed_def(x, ireg(RCX)), fixed_def(n, ireg(RDI))]);
    b.inst(vec![use_(x), fixed_use(n, ireg(RCX)), reuse_def(y, 0)]);
    // f(y, y, x)
    call(
        &mut b,
        vec![
            fixed_use(y, ireg(RDI)),
            fixed_use(y, ireg(RSI)),
            fixed_use(x, ireg(RDX)),
        ],
        vec![fixed_def(r, ireg(RAX))],
        &env,
    );
    b.end(vec![fixed_use(r, ireg(RAX))], vec![]);
    let f = b.finish();
    alloc(&f, &env);
}

#[test]
fn reuse_def_copies_an_input_that_lives_on() {
    let env = env_x64();
    let mut b = Builder::new();
    let (x, y, s, t) = (b.int(), b.int(), b.int(), b.int());
    b.blocks(1);
    b.begin(0, &[], 0);
    b.inst(vec![fixed_def(x, ireg(RDI)), fixed_def(y, ireg(RSI))]);
    b.inst(vec![use_(x), use_(y), reuse_def(s, 0)]);
    b.inst(vec![use_(s), use_(x), reuse_def(t, 0)]);
    b.end(vec![fixed_use(t, ireg(RAX))], vec![]);
    let f = b.finish();
    let out = alloc(&f, &env);
    assert!(
        moves_at(&out, 1) >= 1,
        "x must be copied before being overwritten"
    );
}

#[test]
fn early_defs_do_not_overlap_uses() {
    let env = env_small(3, 0, 2, false);
    let mut b = Builder::new();
    let (x, t, d) = (b.int(), b.int(), b.int());
    b.blocks(1);
    b.begin(0, &[], 0);
    b.inst(vec![fixed_def(x, ireg(0))]);
    b.inst(vec![use_(x), early_def(t), def(d)]);
    b.end(vec![fixed_use(d, ireg(0))], vec![]);
    let f = b.finish();
    let out = alloc(&f, &env);
    assert_ne!(reg(&out, 1, 0), reg(&out, 1, 1));
}

#[test]
fn heavy_pressure_spills_and_reuses_slots() {
    let env = env_x64();
    let mut b = Builder::new();
    b.blocks(1);
    b.begin(0, &[], 0);
    let mut total = 0;
    let mut last = None;
    for _round in 0..3 {
        // 30 values live at once, then all consumed.
        let vals: Vec<_> = (0..30).map(|_| b.int()).collect();
        for &v in &vals {
            match last {
                Some(l) => b.inst(vec![use_(l), def(v)]),
                None => b.inst(vec![def(v)]),
            }
        }
        let mut acc = vals[0];
        for &v in &vals[1..] {
            let n = b.int();
            b.inst(vec![use_(acc), use_(v), reuse_def(n, 0)]);
            acc = n;
        }
        last = Some(acc);
        total += 30;
    }
    b.end(vec![fixed_use(last.unwrap(), ireg(RAX))], vec![]);
    let f = b.finish();
    let out = alloc(&f, &env);
    assert!(out.num_spill_slots > 0);
    assert!(
        (out.num_spill_slots as usize) < total - 13,
        "{} slots",
        out.num_spill_slots
    );
}

#[test]
fn float_values_and_float_calls() {
    let env = env_x64();
    let mut b = Builder::new();
    let (a, c, d, e, r) = (b.float(), b.float(), b.float(), b.float(), b.float());
    b.blocks(1);
    b.begin(0, &[], 0);
    b.inst(vec![fixed_def(a, freg(0)), fixed_def(c, freg(1))]);
    b.inst(vec![use_(a), use_(c), reuse_def(d, 0)]);
    call(
        &mut b,
        vec![fixed_use(d, freg(0))],
        vec![fixed_def(e, freg(0))],
        &env,
    );
    // a and c live across the call: no callee-saved float registers, so spilled.
    b.inst(vec![use_(e), use_(a), use_(c), reuse_def(r, 0)]);
    b.end(vec![fixed_use(r, freg(0))], vec![]);
    let f = b.finish();
    let out = alloc(&f, &env);
    assert_eq!(out.num_spill_slots, 4, "two float slots of two units");
    for (_, e) in &out.edits {
        let Edit::Move { from, to, class } = e else {
            panic!("linear scan does not rematerialise: {e:?}");
        };
        assert_eq!(*class, RegClass::Float);
        for a in [from, to] {
            if let Alloc::Stack(s) = a {
                assert_eq!(s.0 % 2, 0);
            }
        }
    }
}

#[test]
fn irreducible_loop() {
    // 0 -> 1 | 2 (split), 1 <-> 2, 2 -> 3 (ret); a value from the entry
    // lives around the irreducible cycle.
    let env = env_small(3, 0, 2, false);
    let mut b = Builder::new();
    let (x, c, p1, p2, q1, q2, r) = (
        b.int(),
        b.int(),
        b.int(),
        b.int(),
        b.int(),
        b.int(),
        b.int(),
    );
    b.blocks(7);
    b.begin(0, &[], 0);
    b.inst(vec![fixed_def(x, ireg(0)), fixed_def(c, ireg(1))]);
    b.end(vec![use_(c)], vec![(4, vec![]), (5, vec![])]);
    b.begin(1, &[p1], 1);
    b.inst(vec![use_(p1), use_(x), def(q1)]);
    b.end(vec![], vec![(2, vec![q1])]);
    b.begin(2, &[p2], 1);
    b.inst(vec![use_(p2), use_(c), def(q2)]);
    b.end(vec![use_(q2)], vec![(6, vec![]), (3, vec![])]);
    b.begin(3, &[], 0);
    b.inst(vec![use_(x), use_(c), def(r)]);
    b.end(vec![fixed_use(r, ireg(0))], vec![]);
    b.begin(4, &[], 0);
    b.end(vec![], vec![(1, vec![c])]);
    b.begin(5, &[], 0);
    b.end(vec![], vec![(2, vec![x])]);
    b.begin(6, &[], 1);
    b.end(vec![], vec![(1, vec![q2])]);
    let f = b.finish();
    alloc(&f, &env);
}

#[test]
fn inconsistent_input_is_an_error() {
    let env = env_x64();
    let mut ctx = LinearScanCtx::new();
    // Defined twice.
    let mut b = Builder::new();
    let x = b.int();
    b.blocks(1);
    b.begin(0, &[], 0);
    b.inst(vec![def(x)]);
    b.inst(vec![def(x)]);
    b.end(vec![fixed_use(x, ireg(0))], vec![]);
    let f = b.finish();
    assert!(allocate_linear(&f, &env, &mut ctx).is_err());
    assert!(allocate_fast(&f, &env, &mut FastCtx::new()).is_err());
    // Used, never defined.
    let mut b = Builder::new();
    let x = b.int();
    b.blocks(1);
    b.begin(0, &[], 0);
    b.end(vec![fixed_use(x, ireg(0))], vec![]);
    let f = b.finish();
    assert!(allocate_linear(&f, &env, &mut ctx).is_err());
    assert!(allocate_fast(&f, &env, &mut FastCtx::new()).is_err());
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
    let f = b.finish();
    let r = allocate_linear(&f, &env, &mut ctx);
    assert!(r.is_err(), "{r:?}");
    let r = allocate_fast(&f, &env, &mut FastCtx::new());
    assert!(r.is_err(), "{r:?}");
}

#[test]
fn reused_context_gives_identical_results() {
    let env = env_small(4, 1, 3, true);
    let mut shared = LinearScanCtx::new();
    for seed in 0..50 {
        let f = gen_func(seed, &env, &GenOpts::default());
        let a = allocate_linear(&f, &env, &mut shared).unwrap();
        let b = allocate_linear(&f, &env, &mut LinearScanCtx::new()).unwrap();
        assert_eq!(a.allocs, b.allocs);
        assert_eq!(a.edits, b.edits);
        assert_eq!(a.num_spill_slots, b.num_spill_slots);
        let _ = f.num_insts();
    }
}

#[test]
fn fixed_registers_outside_the_allocatable_set() {
    // Registers 5 and 6 exist but are not allocatable in this environment.
    let env = env_small(3, 0, 2, false);
    let mut b = Builder::new();
    let (x, y, z, w) = (b.int(), b.int(), b.int(), b.int());
    b.blocks(2);
    b.begin(0, &[], 0);
    b.inst(vec![fixed_def(x, ireg(5)), fixed_def(y, ireg(0))]);
    b.inst(vec![fixed_use(x, ireg(6)), use_(y), def(z)]);
    b.end(vec![], vec![(1, vec![])]);
    b.begin(1, &[], 0);
    b.inst(vec![use_(x), use_(z), use_(y), def(w)]);
    b.end(vec![fixed_use(w, ireg(0))], vec![]);
    let f = b.finish();
    let out = alloc(&f, &env);
    // x never stays in register 5 or 6.
    assert!(matches!(out.inst_allocs(3)[0], Alloc::Reg(p) if p.hw() < 3));
    let mut ctx = LinearScanCtx::new();
    let mut b = Builder::new();
    let x = b.int();
    b.blocks(1);
    b.begin(0, &[], 0);
    b.inst(vec![fixed_def(x, env.scratch[0])]);
    b.end(vec![fixed_use(x, ireg(0))], vec![]);
    let f = b.finish();
    assert!(allocate_linear(&f, &env, &mut ctx).is_err());
    assert!(allocate_fast(&f, &env, &mut FastCtx::new()).is_err());
}
