//! Random SSA functions for the fake target: structured (nested diamonds
//! and loops with block parameters) or unstructured (random edges, often
//! irreducible, all cross-block values through block parameters), with
//! many live values, calls with clobbers, fixed and reuse constraints,
//! early defs, moves and both register classes.

use super::func::*;
use kiln_targets::{MBlock, MachineEnv, PReg, PRegSet, RegClass, Terminator, VReg};

/// xorshift64*.
pub struct Rng(u64);

impl Rng {
    pub fn new(seed: u64) -> Rng {
        Rng(seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1)
    }
    pub fn next(&mut self) -> u64 {
        let mut x = self.0;
        x ^= x >> 12;
        x ^= x << 25;
        x ^= x >> 27;
        self.0 = x;
        x.wrapping_mul(0x2545_F491_4F6C_DD1D)
    }
    pub fn below(&mut self, n: usize) -> usize {
        (self.next() % n as u64) as usize
    }
    pub fn chance(&mut self, pct: u64) -> bool {
        self.next() % 100 < pct
    }
}

/// Generator settings.
#[derive(Clone, Debug)]
pub struct GenOpts {
    /// Instructions per straight-line run (upper bound).
    pub max_run: usize,
    /// Nesting depth of diamonds and loops.
    pub max_depth: u32,
    /// Structured regions at top level.
    pub regions: usize,
    /// Use float values.
    pub float: bool,
    /// Unstructured CFG with this many blocks (0: structured).
    pub unstructured: usize,
    /// Uses pick among the most recent this many values of a class (0: all).
    pub window: usize,
}

impl Default for GenOpts {
    fn default() -> Self {
        GenOpts {
            max_run: 8,
            max_depth: 3,
            regions: 4,
            float: true,
            unstructured: 0,
            window: 0,
        }
    }
}

struct PBlock {
    params: Vec<VReg>,
    insts: Vec<TInst>,
    edges: Vec<(usize, Vec<VReg>)>,
    depth: u32,
    order: usize,
}

struct Gen<'a> {
    rng: Rng,
    env: &'a MachineEnv,
    opts: GenOpts,
    blocks: Vec<PBlock>,
    cur: usize,
    filled: usize,
    nv: u32,
    avail: Vec<VReg>,
    clobbers: PRegSet,
}

/// A random function for `env` (which needs at least 3 caller-saved GPRs
/// and 2 caller-saved float registers).
pub fn gen_func(seed: u64, env: &MachineEnv, opts: &GenOpts) -> TestFunc {
    let mut g = Gen {
        rng: Rng::new(seed),
        env,
        opts: opts.clone(),
        blocks: Vec::new(),
        cur: 0,
        filled: 0,
        nv: 0,
        avail: Vec::new(),
        clobbers: call_clobbers(env),
    };
    if opts.unstructured > 0 {
        g.unstructured(opts.unstructured);
    } else {
        g.structured();
    }
    let mut f = g.build();
    // Half the functions treat their single-def instructions as constants
    // an allocator may rematerialise (chosen from the seed, so the
    // function itself does not depend on it).
    f.remat = seed.is_multiple_of(2);
    f
}

impl Gen<'_> {
    fn ir(&self, k: usize) -> PReg {
        self.env.preferred[0][k]
    }
    fn fr(&self, k: usize) -> PReg {
        self.env.preferred[1][k]
    }
    fn new_vreg(&mut self, class: RegClass) -> VReg {
        self.nv += 1;
        VReg::new(self.nv - 1, class)
    }
    fn new_block(&mut self, depth: u32) -> usize {
        self.blocks.push(PBlock {
            params: Vec::new(),
            insts: Vec::new(),
            edges: Vec::new(),
            depth,
            order: usize::MAX,
        });
        self.blocks.len() - 1
    }
    fn begin(&mut self, b: usize, params: Vec<VReg>) {
        self.blocks[b].params = params;
        self.blocks[b].order = self.filled;
        self.filled += 1;
        self.cur = b;
    }
    fn push(
        &mut self,
        ops: Vec<kiln_targets::Operand>,
        clobbers: PRegSet,
        mv: Option<(VReg, VReg)>,
    ) {
        self.blocks[self.cur].insts.push(TInst {
            ops,
            clobbers,
            mv,
            term: Terminator::None,
        });
    }
    fn end(&mut self, ops: Vec<kiln_targets::Operand>, edges: Vec<(usize, Vec<VReg>)>) {
        let term = if edges.is_empty() {
            Terminator::Ret
        } else {
            Terminator::Branch
        };
        self.blocks[self.cur].insts.push(TInst {
            ops,
            clobbers: PRegSet::empty(),
            mv: None,
            term,
        });
        self.blocks[self.cur].edges = edges;
    }
    fn class(&mut self) -> RegClass {
        if self.opts.float && self.rng.chance(30) {
            RegClass::Float
        } else {
            RegClass::Int
        }
    }
    /// A defined value of `class` (making a constant if there is none).
    fn pick(&mut self, class: RegClass) -> VReg {
        let n = self.avail.iter().filter(|v| v.class() == class).count();
        if n == 0 || self.rng.chance(3) {
            let v = self.new_vreg(class);
            self.push(vec![def(v)], PRegSet::empty(), None);
            self.avail.push(v);
            return v;
        }
        // Prefer recent values, but reach far back too.
        let w = if self.opts.window == 0 {
            n
        } else {
            n.min(self.opts.window)
        };
        let k = if self.rng.chance(50) {
            n - 1 - self.rng.below(n.min(4))
        } else {
            n - 1 - self.rng.below(w)
        };
        *self
            .avail
            .iter()
            .filter(|v| v.class() == class)
            .nth(k)
            .unwrap()
    }
    fn defd(&mut self, class: RegClass) -> VReg {
        let v = self.new_vreg(class);
        self.avail.push(v);
        v
    }

    fn inst(&mut self) {
        let e = PRegSet::empty();
        match self.rng.below(16) {
            0 => {
                let c = self.class();
                let d = self.defd(c);
                self.push(vec![def(d)], e, None);
            }
            1 | 2 => {
                let c = self.class();
                let regs =
                    self.env.preferred[c.index()].len() + self.env.non_preferred[c.index()].len();
                let n = 1 + self.rng.below(3.min(regs));
                let mut ops: Vec<_> = (0..n).map(|_| use_(self.pick(c))).collect();
                ops.push(def(self.defd(c)));
                self.push(ops, e, None);
            }
            3 | 4 => {
                let c = self.class();
                let (a, b) = (self.pick(c), self.pick(c));
                let d = self.defd(c);
                self.push(vec![use_(a), use_(b), reuse_def(d, 0)], e, None);
            }
            5 => {
                let (a, b, c) = (
                    self.pick(RegClass::Int),
                    self.pick(RegClass::Int),
                    self.pick(RegClass::Int),
                );
                let (q, r) = (self.defd(RegClass::Int), self.defd(RegClass::Int));
                let (r0, r2) = (self.ir(0), self.ir(2));
                self.push(
                    vec![
                        fixed_use(a, r0),
                        fixed_use(b, r2),
                        use_(c),
                        fixed_def(q, r0),
                        fixed_def(r, r2),
                    ],
                    e,
                    None,
                );
            }
            6 => {
                let (a, b) = (self.pick(RegClass::Int), self.pick(RegClass::Int));
                let d = self.defd(RegClass::Int);
                let r1 = self.ir(1);
                self.push(vec![use_(a), fixed_use(b, r1), reuse_def(d, 0)], e, None);
            }
            7 | 8 => self.call(),
            9 => {
                let c = self.class();
                let a = self.pick(c);
                let t = self.new_vreg(c);
                let d = self.defd(c);
                self.push(vec![use_(a), early_def(t), def(d)], e, None);
            }
            10 | 11 => {
                let c = self.class();
                let a = self.pick(c);
                let d = self.defd(c);
                self.push(vec![use_(a), def(d)], e, Some((d, a)));
            }
            12 => {
                let c = self.class();
                let a = self.pick(c);
                let oc = if c == RegClass::Int && self.opts.float {
                    RegClass::Float
                } else {
                    RegClass::Int
                };
                let d = self.defd(oc);
                self.push(vec![use_(a), def(d)], e, None);
            }
            13 => {
                let c = self.class();
                let (a, b) = (self.pick(c), self.pick(RegClass::Int));
                self.push(vec![use_(a), use_(b)], e, None);
            }
            14 => {
                let c = self.class();
                let a = self.pick(c);
                let d = self.defd(c);
                let ops = match self.rng.below(3) {
                    0 => vec![use_(a), use_(a), def(d)],
                    1 => vec![late_use(a), def(d)],
                    _ => {
                        // A late use next to a fixed def (and maybe a fixed use) of one register.
                        let r = if c == RegClass::Int {
                            self.ir(0)
                        } else {
                            self.fr(0)
                        };
                        let mut ops = vec![late_use(a)];
                        if self.rng.chance(50) {
                            ops.push(fixed_use(a, r));
                        }
                        ops.push(fixed_def(d, r));
                        ops
                    }
                };
                self.push(ops, e, None);
            }
            _ => {
                let a = self.pick(RegClass::Int);
                let t = self.new_vreg(RegClass::Int);
                let d = self.defd(RegClass::Int);
                let r2 = self.ir(2);
                let ops = vec![
                    use_(a),
                    kiln_targets::Operand {
                        vreg: t,
                        constraint: kiln_targets::Constraint::Fixed(r2),
                        kind: kiln_targets::OperandKind::Def,
                        pos: kiln_targets::OperandPos::Early,
                    },
                    def(d),
                ];
                self.push(ops, e, None);
            }
        }
    }

    fn call(&mut self) {
        let n = self.rng.below(4.min(self.env.preferred[0].len()) + 1);
        let mut ops = Vec::new();
        for k in 0..n {
            let v = self.pick(RegClass::Int);
            ops.push(fixed_use(v, self.ir(k)));
        }
        if self.opts.float && self.rng.chance(40) {
            let v = self.pick(RegClass::Float);
            ops.push(fixed_use(v, self.fr(1)));
        }
        if self.rng.chance(80) {
            let d = self.defd(RegClass::Int);
            ops.push(fixed_def(d, self.ir(0)));
        }
        if self.opts.float && self.rng.chance(30) {
            let d = self.defd(RegClass::Float);
            ops.push(fixed_def(d, self.fr(0)));
        }
        let clob = self.clobbers;
        self.push(ops, clob, None);
    }

    fn run(&mut self) {
        let n = 1 + self.rng.below(self.opts.max_run);
        for _ in 0..n {
            self.inst();
        }
    }

    fn args_for(&mut self, params: &[VReg]) -> Vec<VReg> {
        params.iter().map(|p| self.pick(p.class())).collect()
    }

    fn param_classes(&mut self, max: usize) -> Vec<RegClass> {
        let n = self.rng.below(max + 1);
        (0..n).map(|_| self.class()).collect()
    }

    fn region(&mut self, depth: u32, loop_depth: u32) {
        let items = 1 + self.rng.below(3);
        for _ in 0..items {
            match self.rng.below(4) {
                0 | 1 => self.run(),
                2 if depth < self.opts.max_depth => self.diamond(depth, loop_depth),
                3 if depth < self.opts.max_depth => self.loop_(depth, loop_depth),
                _ => self.run(),
            }
        }
    }

    fn diamond(&mut self, depth: u32, ld: u32) {
        let cond = self.branch_ops();
        let (t, el, j) = (self.new_block(ld), self.new_block(ld), self.new_block(ld));
        self.end(cond, vec![(t, vec![]), (el, vec![])]);
        let classes = self.param_classes(3);
        let params: Vec<VReg> = classes.iter().map(|&c| self.new_vreg(c)).collect();
        let mark = self.avail.len();
        for side in [t, el] {
            self.begin(side, vec![]);
            if self.rng.chance(70) {
                self.region(depth + 1, ld);
            }
            let args = self.args_for(&params);
            self.end(vec![], vec![(j, args)]);
            self.avail.truncate(mark);
        }
        self.begin(j, params.clone());
        self.avail.extend(params);
    }

    fn loop_(&mut self, depth: u32, ld: u32) {
        let (h, body, exit) = (
            self.new_block(ld + 1),
            self.new_block(ld + 1),
            self.new_block(ld),
        );
        let classes = self.param_classes(3);
        let params: Vec<VReg> = classes.iter().map(|&c| self.new_vreg(c)).collect();
        let init = self.args_for(&params);
        self.end(vec![], vec![(h, init)]);
        self.begin(h, params.clone());
        self.avail.extend(params.iter().copied());
        if self.rng.chance(50) {
            self.run();
        }
        let cond = self.branch_ops();
        self.end(cond, vec![(body, vec![]), (exit, vec![])]);
        let mark = self.avail.len();
        self.begin(body, vec![]);
        self.region(depth + 1, ld + 1);
        let back = self.args_for(&params);
        self.end(vec![], vec![(h, back)]);
        self.avail.truncate(mark);
        self.begin(exit, vec![]);
    }

    fn entry_args(&mut self) {
        let mut ops = Vec::new();
        let n = self.rng.below(self.env.preferred[0].len().min(4) + 1);
        for k in 0..n {
            let v = self.defd(RegClass::Int);
            ops.push(fixed_def(v, self.ir(k)));
        }
        if self.opts.float && self.rng.chance(50) {
            let v = self.defd(RegClass::Float);
            ops.push(fixed_def(v, self.fr(0)));
        }
        self.push(ops, PRegSet::empty(), None);
    }

    /// Operands of a conditional branch: a condition, sometimes with the
    /// dead temporaries of a jump-table dispatch.
    fn branch_ops(&mut self) -> Vec<kiln_targets::Operand> {
        let mut ops = vec![use_(self.pick(RegClass::Int))];
        if self.rng.chance(20) {
            let (t1, t2) = (self.new_vreg(RegClass::Int), self.new_vreg(RegClass::Int));
            ops.push(early_def(t1));
            ops.push(early_def(t2));
        }
        ops
    }

    fn ret(&mut self) {
        let mut ops = vec![fixed_use(self.pick(RegClass::Int), self.ir(0))];
        if self.rng.chance(30) {
            ops.push(fixed_use(self.pick(RegClass::Int), self.ir(2)));
        }
        if self.opts.float && self.rng.chance(30) {
            ops.push(fixed_use(self.pick(RegClass::Float), self.fr(0)));
        }
        self.end(ops, vec![]);
    }

    fn structured(&mut self) {
        let b = self.new_block(0);
        self.begin(b, vec![]);
        self.entry_args();
        for _ in 0..self.opts.regions {
            self.region(0, 0);
        }
        self.ret();
    }

    fn unstructured(&mut self, n: usize) {
        let n = n.max(2);
        for _ in 0..n {
            let d = self.rng.below(3) as u32;
            self.new_block(d);
        }
        let mut params = Vec::new();
        for b in 0..n {
            let classes = if b == 0 {
                vec![]
            } else {
                self.param_classes(3)
            };
            params.push(
                classes
                    .iter()
                    .map(|&c| self.new_vreg(c))
                    .collect::<Vec<_>>(),
            );
        }
        // Successors first (to know which edges are critical).
        let mut succs: Vec<Vec<usize>> = Vec::new();
        for b in 0..n {
            let s = if b == n - 1 || (b > 0 && self.rng.chance(15)) {
                vec![]
            } else if self.rng.chance(50) {
                vec![1 + self.rng.below(n - 1)]
            } else {
                let k = 2 + self.rng.chance(25) as usize;
                (0..k).map(|_| 1 + self.rng.below(n - 1)).collect()
            };
            succs.push(s);
        }
        let mut npreds = vec![0usize; n];
        for s in &succs {
            for &t in s {
                npreds[t] += 1;
            }
        }
        let mut entry_vals = Vec::new();
        let mut splits: Vec<(usize, usize, Vec<VReg>)> = Vec::new();
        for b in 0..n {
            self.begin(b, params[b].clone());
            self.avail.clear();
            self.avail.extend(entry_vals.iter().copied());
            self.avail.extend(params[b].iter().copied());
            if b == 0 {
                self.entry_args();
            }
            self.run();
            if b == 0 {
                entry_vals = self.avail.clone();
            }
            if succs[b].is_empty() {
                self.ret();
                continue;
            }
            let critical = succs[b].len() > 1;
            let mut edges = Vec::new();
            for &t in &succs[b].clone() {
                let args = self.args_for(&params[t].clone());
                if critical && npreds[t] > 1 {
                    let x = self.new_block(0);
                    splits.push((x, t, args));
                    edges.push((x, vec![]));
                } else {
                    edges.push((t, args));
                }
            }
            let ops = if edges.len() > 1 {
                self.branch_ops()
            } else {
                vec![]
            };
            self.end(ops, edges);
        }
        for (x, t, args) in splits {
            self.begin(x, vec![]);
            self.end(vec![], vec![(t, args)]);
        }
    }

    fn build(self) -> TestFunc {
        let mut order: Vec<usize> = (0..self.blocks.len()).collect();
        order.sort_by_key(|&b| self.blocks[b].order);
        let mut index = vec![0usize; self.blocks.len()];
        for (k, &b) in order.iter().enumerate() {
            index[b] = k;
        }
        let mut f = TestFunc {
            num_vregs: self.nv as usize,
            ..TestFunc::default()
        };
        for &b in &order {
            let pb = &self.blocks[b];
            let start = f.insts.len();
            f.insts.extend(pb.insts.iter().cloned());
            f.blocks.push(TBlock {
                insts: start..f.insts.len(),
                succs: pb
                    .edges
                    .iter()
                    .map(|(s, _)| MBlock::from_u32(index[*s] as u32))
                    .collect(),
                preds: Vec::new(),
                params: pb.params.clone(),
                args: pb.edges.iter().map(|(_, a)| a.clone()).collect(),
                depth: pb.depth,
            });
        }
        for b in 0..f.blocks.len() {
            for k in 0..f.blocks[b].succs.len() {
                let s = f.blocks[b].succs[k].as_u32() as usize;
                f.blocks[s].preds.push(MBlock::from_u32(b as u32));
            }
        }
        f
    }
}

/// The large generated functions the benchmarks allocate: nested regions
/// with a wide window of live values, the same with mostly local values,
/// and an unstructured CFG.
pub fn bench_shapes() -> Vec<(&'static str, GenOpts)> {
    vec![
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
    ]
}
