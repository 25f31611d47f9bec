//! The reference evaluator: runs a generated [`Program`] by LLVM's
//! semantics for the generated subset (written independently of kiln), to
//! give the value `main` must return.

use super::ast::*;
use super::print::{CANONICAL_NAN, FOLD_BASIS};
use super::wide::{MAX_WIDTH, Wide};

/// A runtime value.
#[derive(Clone, Debug, PartialEq)]
pub enum Val {
    /// An integer (masked to its width).
    I(Wide),
    /// A `float`.
    F32(f32),
    /// A `double`.
    F64(f64),
    /// An integer vector's lanes.
    V(Vec<Wide>),
}

impl Val {
    fn int(&self) -> Wide {
        match self {
            Val::I(w) => *w,
            v => panic!("generator bug: {v:?} is not an integer"),
        }
    }

    fn lanes(&self) -> &[Wide] {
        match self {
            Val::V(l) => l,
            v => panic!("generator bug: {v:?} is not a vector"),
        }
    }

    fn f64(&self) -> f64 {
        match self {
            Val::F64(x) => *x,
            Val::F32(x) => *x as f64,
            v => panic!("generator bug: {v:?} is not a float"),
        }
    }
}

/// The zero of a type.
fn zero(t: Ty) -> Val {
    match t {
        Ty::Int(_) => Val::I(Wide::ZERO),
        Ty::F32 => Val::F32(0.0),
        Ty::F64 => Val::F64(0.0),
        Ty::Vec(n, _) => Val::V(vec![Wide::ZERO; n as usize]),
    }
}

/// A value's bits as one integer (vectors: lane 0 lowest).
fn to_bits(v: &Val, t: Ty) -> Wide {
    match (v, t) {
        (Val::I(w), _) => *w,
        (Val::V(lanes), Ty::Vec(_, lw)) => lanes
            .iter()
            .enumerate()
            .fold(Wide::ZERO, |acc, (i, l)| acc.or(l.shl(i as u32 * lw, 256))),
        _ => panic!("generator bug: bits of {v:?} as {t:?}"),
    }
}

/// An integer's bits as a value of type `t`.
fn from_bits(bits: Wide, t: Ty) -> Val {
    match t {
        Ty::Int(w) => Val::I(bits.mask(w)),
        Ty::Vec(n, lw) => Val::V((0..n).map(|i| bits.lshr(i * lw).mask(lw)).collect()),
        _ => panic!("generator bug: bitcast to {t:?}"),
    }
}

fn int_bin(b: IntBin, x: Wide, y: Wide, w: u32) -> Wide {
    let amount = |y: Wide| {
        assert!(
            y.ult(Wide::from_u64(w as u64, 256)),
            "generator bug: shift by {y:?} on i{w}"
        );
        y.low() as u32
    };
    let divisor = |y: Wide, signed: bool| {
        assert!(y != Wide::ZERO, "generator bug: division by zero");
        if signed {
            assert!(
                y != Wide::ZERO.not(w) || w == 1,
                "generator bug: signed division by -1"
            );
        }
        y
    };
    match b {
        IntBin::Add => x.add(y, w),
        IntBin::Sub => x.sub(y, w),
        IntBin::Mul => x.mul(y, w),
        IntBin::And => x.and(y),
        IntBin::Or => x.or(y),
        IntBin::Xor => x.xor(y),
        IntBin::Shl => x.shl(amount(y), w),
        IntBin::LShr => x.lshr(amount(y)),
        IntBin::AShr => x.ashr(amount(y), w),
        IntBin::UDiv => x.udivrem(divisor(y, false)).0,
        IntBin::URem => x.udivrem(divisor(y, false)).1,
        IntBin::SDiv => x.sdivrem(divisor(y, true), w).0,
        IntBin::SRem => x.sdivrem(divisor(y, true), w).1,
    }
}

fn icmp(p: IPred, x: Wide, y: Wide, w: u32) -> bool {
    match p {
        IPred::Eq => x == y,
        IPred::Ne => x != y,
        IPred::Ult => x.ult(y),
        IPred::Ule => !y.ult(x),
        IPred::Ugt => y.ult(x),
        IPred::Uge => !x.ult(y),
        IPred::Slt => x.slt(y, w),
        IPred::Sle => !y.slt(x, w),
        IPred::Sgt => y.slt(x, w),
        IPred::Sge => !x.slt(y, w),
    }
}

fn fcmp(p: usize, x: f64, y: f64) -> bool {
    let uno = x.is_nan() || y.is_nan();
    match FPREDS[p] {
        "false" => false,
        "oeq" => x == y,
        "ogt" => x > y,
        "oge" => x >= y,
        "olt" => x < y,
        "ole" => x <= y,
        "one" => !uno && x != y,
        "ord" => !uno,
        "ueq" => uno || x == y,
        "ugt" => uno || x > y,
        "uge" => uno || x >= y,
        "ult" => uno || x < y,
        "ule" => uno || x <= y,
        "une" => x != y,
        "uno" => uno,
        "true" => true,
        p => unreachable!("predicate {p}"),
    }
}

fn bool_val(b: bool) -> Val {
    Val::I(Wide::from_u64(b as u64, 1))
}

fn signed_max(w: u32) -> Wide {
    Wide::ZERO.not(w).lshr(1)
}

fn int_intr(k: IntIntr, a: &[Wide], w: u32) -> Wide {
    let n = |v: u32| Wide::from_u64(v as u64, w);
    let (x, y) = (a[0], a.get(1).copied().unwrap_or_default());
    let sum = x.add(y, w);
    let diff = x.sub(y, w);
    let s_add_ovf = x.negative(w) == y.negative(w) && sum.negative(w) != x.negative(w);
    let s_sub_ovf = x.negative(w) != y.negative(w) && diff.negative(w) != x.negative(w);
    let s_limit = |neg: bool| {
        if neg {
            signed_max(w).not(w)
        } else {
            signed_max(w)
        }
    };
    match k {
        IntIntr::Ctpop => n(x.ctpop()),
        IntIntr::Ctlz => n(x.ctlz(w)),
        IntIntr::Cttz => n(x.cttz(w)),
        IntIntr::Bswap => x.bswap(w),
        IntIntr::Bitreverse => x.bitreverse(w),
        IntIntr::Abs => {
            if x.negative(w) {
                x.neg(w)
            } else {
                x
            }
        }
        IntIntr::UMin => {
            if x.ult(y) {
                x
            } else {
                y
            }
        }
        IntIntr::UMax => {
            if x.ult(y) {
                y
            } else {
                x
            }
        }
        IntIntr::SMin => {
            if x.slt(y, w) {
                x
            } else {
                y
            }
        }
        IntIntr::SMax => {
            if x.slt(y, w) {
                y
            } else {
                x
            }
        }
        IntIntr::Fshl => x.fshl(y, a[2], w),
        IntIntr::Fshr => x.fshr(y, a[2], w),
        IntIntr::UAddSat => {
            if sum.ult(x) {
                Wide::ZERO.not(w)
            } else {
                sum
            }
        }
        IntIntr::SAddSat => {
            if s_add_ovf {
                s_limit(x.negative(w))
            } else {
                sum
            }
        }
        IntIntr::USubSat => {
            if x.ult(y) {
                Wide::ZERO
            } else {
                diff
            }
        }
        IntIntr::SSubSat => {
            if s_sub_ovf {
                s_limit(x.negative(w))
            } else {
                diff
            }
        }
    }
}

fn overflow(k: Ovf, x: Wide, y: Wide, w: u32) -> (Wide, bool) {
    match k {
        Ovf::UAdd => {
            let r = x.add(y, w);
            (r, r.ult(x))
        }
        Ovf::SAdd => {
            let r = x.add(y, w);
            (
                r,
                x.negative(w) == y.negative(w) && r.negative(w) != x.negative(w),
            )
        }
        Ovf::USub => (x.sub(y, w), x.ult(y)),
        Ovf::SSub => {
            let r = x.sub(y, w);
            (
                r,
                x.negative(w) != y.negative(w) && r.negative(w) != x.negative(w),
            )
        }
        Ovf::UMul if w <= 128 => (x.mul(y, w), x.mul(y, 256).lshr(w) != Wide::ZERO),
        Ovf::SMul if w <= 128 => {
            let r = x.mul(y, w);
            (r, x.sext_full(w).mul(y.sext_full(w), 256) != r.sext_full(w))
        }
        // Wider: the exact product needs more than 256 bits, so compare by
        // division. Unsigned: the wrapped product divided by x is y exactly
        // when nothing wrapped.
        Ovf::UMul => {
            let r = x.mul(y, w);
            (r, x != Wide::ZERO && r.udivrem(x).0 != y)
        }
        // Signed: |x| * |y| must not exceed 2^(w-1) - 1, or 2^(w-1) when
        // the product is negative: |y| <= bound / |x|.
        Ovf::SMul => {
            let r = x.mul(y, w);
            let (ax, ay) = (x.abs(w), y.abs(w));
            let neg = x.negative(w) != y.negative(w);
            let min = Wide::from_u64(1, 256).shl(w - 1, 256);
            let bound = if neg {
                min
            } else {
                min.sub(Wide::from_u64(1, 256), 256)
            };
            (r, ax != Wide::ZERO && bound.udivrem(ax).0.ult(ay))
        }
    }
}

/// `llvm.minimum` / `llvm.maximum`: NaN-propagating, -0 below +0.
fn min_max(x: f64, y: f64, max: bool) -> f64 {
    if x.is_nan() || y.is_nan() {
        return f64::NAN;
    }
    if x == y {
        let pick_neg = !max;
        return if x.is_sign_negative() == pick_neg {
            x
        } else {
            y
        };
    }
    if (x < y) != max { x } else { y }
}

fn f_intr(k: FIntr, a: &[Val], t: Ty) -> Val {
    if t == Ty::F32 {
        let x: Vec<f32> = a
            .iter()
            .map(|v| match v {
                Val::F32(f) => *f,
                v => panic!("generator bug: {v:?} is not a float"),
            })
            .collect();
        return Val::F32(match k {
            FIntr::Fabs => x[0].abs(),
            FIntr::Sqrt => x[0].sqrt(),
            FIntr::Floor => x[0].floor(),
            FIntr::Ceil => x[0].ceil(),
            FIntr::Trunc => x[0].trunc(),
            FIntr::Copysign => x[0].copysign(x[1]),
            FIntr::Minimum => min_max(x[0] as f64, x[1] as f64, false) as f32,
            FIntr::Maximum => min_max(x[0] as f64, x[1] as f64, true) as f32,
            FIntr::Fma => x[0].mul_add(x[1], x[2]),
        });
    }
    let x: Vec<f64> = a.iter().map(Val::f64).collect();
    Val::F64(match k {
        FIntr::Fabs => x[0].abs(),
        FIntr::Sqrt => x[0].sqrt(),
        FIntr::Floor => x[0].floor(),
        FIntr::Ceil => x[0].ceil(),
        FIntr::Trunc => x[0].trunc(),
        FIntr::Copysign => x[0].copysign(x[1]),
        FIntr::Minimum => min_max(x[0], x[1], false),
        FIntr::Maximum => min_max(x[0], x[1], true),
        FIntr::Fma => x[0].mul_add(x[1], x[2]),
    })
}

fn cast(c: Cast, from: Ty, v: &Val, to: Ty) -> Val {
    match c {
        Cast::Trunc | Cast::ZExt => Val::I(v.int().mask(to.width())),
        Cast::SExt => Val::I(v.int().sext(from.width(), to.width())),
        Cast::SIToFP | Cast::UIToFP if from.width() > 128 => {
            let (w, x) = (from.width(), v.int());
            let neg = c == Cast::SIToFP && x.negative(w);
            let m = if neg { x.abs(w) } else { x };
            // Above 128 bits: the top 126 with a sticky bit for the rest
            // round as the whole value does; scaling by 2^s is exact (or
            // overflows to infinity, as the whole value would).
            let top = MAX_WIDTH - m.ctlz(MAX_WIDTH);
            let s = top.saturating_sub(126);
            let kept = m.lshr(s);
            let sticky = (kept.shl(s, MAX_WIDTH) != m) as u128;
            let k = kept.low128() | sticky;
            if to == Ty::F32 {
                let r = (k as f32) * 2f32.powi(s as i32);
                Val::F32(if neg { -r } else { r })
            } else {
                let r = (k as f64) * 2f64.powi(s as i32);
                Val::F64(if neg { -r } else { r })
            }
        }
        Cast::SIToFP | Cast::UIToFP => {
            let w = from.width();
            let x = v.int();
            if c == Cast::SIToFP {
                let s = x.sext(w, 128).low128() as i128;
                if to == Ty::F32 {
                    Val::F32(s as f32)
                } else {
                    Val::F64(s as f64)
                }
            } else {
                let u = x.low128();
                if to == Ty::F32 {
                    Val::F32(u as f32)
                } else {
                    Val::F64(u as f64)
                }
            }
        }
        Cast::FPExt => Val::F64(v.f64()),
        Cast::FPTrunc => Val::F32(v.f64() as f32),
        Cast::Bitcast => from_bits(to_bits(v, from), to),
    }
}

/// One call's frame.
struct Frame {
    vals: Vec<Option<Val>>,
    slots: Vec<Vec<Val>>,
}

/// Calls deeper than this mean a generator bug (calls go only to earlier
/// functions).
const MAX_DEPTH: usize = 64;

struct Evaluator<'p> {
    prog: &'p Program,
    func: &'p Func,
    depth: usize,
}

impl Evaluator<'_> {
    fn op(&self, fr: &Frame, o: &Op, t: Ty) -> Val {
        match o {
            Op::Val(id) => fr.vals[*id as usize]
                .clone()
                .unwrap_or_else(|| panic!("generator bug: %v{id} used before its definition")),
            Op::Int(_, v) => Val::I(*v),
            Op::F32(b) => Val::F32(f32::from_bits(*b)),
            Op::F64(b) => Val::F64(f64::from_bits(*b)),
            Op::ZeroVec => zero(t),
            Op::Splat(_, v) => match t {
                Ty::Vec(n, _) => Val::V(vec![*v; n as usize]),
                _ => panic!("generator bug: splat of {t:?}"),
            },
        }
    }

    fn set(fr: &mut Frame, id: Id, v: Val) {
        let i = id as usize;
        if fr.vals.len() <= i {
            fr.vals.resize(i + 1, None);
        }
        fr.vals[i] = Some(v);
    }

    fn expr(&self, fr: &mut Frame, t: Ty, e: &Expr) -> Val {
        match e {
            Expr::Bin(b, bt, x, y) => {
                let (x, y) = (self.op(fr, x, *bt), self.op(fr, y, *bt));
                match bt {
                    Ty::Int(w) => Val::I(int_bin(*b, x.int(), y.int(), *w)),
                    Ty::Vec(_, w) => Val::V(
                        x.lanes()
                            .iter()
                            .zip(y.lanes())
                            .map(|(a, c)| int_bin(*b, *a, *c, *w))
                            .collect(),
                    ),
                    _ => panic!("generator bug: integer op on {bt:?}"),
                }
            }
            Expr::ICmp(p, ct, x, y) => {
                let (x, y) = (self.op(fr, x, *ct), self.op(fr, y, *ct));
                bool_val(icmp(*p, x.int(), y.int(), ct.width()))
            }
            Expr::VCmpSext(p, vt, x, y) => {
                let Ty::Vec(_, w) = vt else {
                    unreachable!("vector compare of {vt:?}")
                };
                let (x, y) = (self.op(fr, x, *vt), self.op(fr, y, *vt));
                Val::V(
                    x.lanes()
                        .iter()
                        .zip(y.lanes())
                        .map(|(a, b)| {
                            if icmp(*p, *a, *b, *w) {
                                Wide::ZERO.not(*w)
                            } else {
                                Wide::ZERO
                            }
                        })
                        .collect(),
                )
            }
            Expr::Select(c, st, x, y) => {
                if self.op(fr, c, Ty::Int(1)).int() != Wide::ZERO {
                    self.op(fr, x, *st)
                } else {
                    self.op(fr, y, *st)
                }
            }
            Expr::Cast(c, from, x, to) => cast(*c, *from, &self.op(fr, x, *from), *to),
            Expr::FBin(b, ft, x, y) => {
                let (x, y) = (self.op(fr, x, *ft), self.op(fr, y, *ft));
                match (x, y) {
                    (Val::F32(a), Val::F32(c)) => Val::F32(match b {
                        FBin::FAdd => a + c,
                        FBin::FSub => a - c,
                        FBin::FMul => a * c,
                        FBin::FDiv => a / c,
                        FBin::FRem => a % c,
                    }),
                    (Val::F64(a), Val::F64(c)) => Val::F64(match b {
                        FBin::FAdd => a + c,
                        FBin::FSub => a - c,
                        FBin::FMul => a * c,
                        FBin::FDiv => a / c,
                        FBin::FRem => a % c,
                    }),
                    v => panic!("generator bug: float op on {v:?}"),
                }
            }
            Expr::FNeg(ft, x) => match self.op(fr, x, *ft) {
                Val::F32(a) => Val::F32(-a),
                Val::F64(a) => Val::F64(-a),
                v => panic!("generator bug: fneg of {v:?}"),
            },
            Expr::FCmp(p, ft, x, y) => {
                let (x, y) = (self.op(fr, x, *ft), self.op(fr, y, *ft));
                bool_val(fcmp(*p, x.f64(), y.f64()))
            }
            Expr::FloatBits(ft, x) => Val::I(match self.op(fr, x, *ft) {
                Val::F32(a) if a.is_nan() => {
                    Wide::from_u64((f64::from_bits(CANONICAL_NAN) as f32).to_bits() as u64, 32)
                }
                Val::F32(a) => Wide::from_u64(a.to_bits() as u64, 32),
                Val::F64(a) if a.is_nan() => Wide::from_u64(CANONICAL_NAN, 64),
                Val::F64(a) => Wide::from_u64(a.to_bits(), 64),
                v => panic!("generator bug: float bits of {v:?}"),
            }),
            Expr::IntIntr(k, it, args) => {
                let a: Vec<Wide> = args.iter().map(|o| self.op(fr, o, *it).int()).collect();
                Val::I(int_intr(*k, &a, it.width()))
            }
            Expr::Overflow(k, ot, x, y, which) => {
                let (x, y) = (self.op(fr, x, *ot).int(), self.op(fr, y, *ot).int());
                let (r, o) = overflow(*k, x, y, ot.width());
                if *which { bool_val(o) } else { Val::I(r) }
            }
            Expr::FIntr(k, ft, args) => {
                let a: Vec<Val> = args.iter().map(|o| self.op(fr, o, *ft)).collect();
                f_intr(*k, &a, *ft)
            }
            Expr::Reduce(k, vt, x) => {
                let Ty::Vec(_, w) = vt else {
                    unreachable!("reduce of {vt:?}")
                };
                let x = self.op(fr, x, *vt);
                let lanes = x.lanes();
                Val::I(lanes[1..].iter().fold(lanes[0], |a, b| match *k {
                    "add" => a.add(*b, *w),
                    "xor" => a.xor(*b),
                    "umax" => {
                        if a.ult(*b) {
                            *b
                        } else {
                            a
                        }
                    }
                    k => unreachable!("reduction {k}"),
                }))
            }
            Expr::Extract(vt, x, lane) => Val::I(self.op(fr, x, *vt).lanes()[*lane as usize]),
            Expr::Insert(vt, x, s, lane) => {
                let Ty::Vec(_, w) = vt else {
                    unreachable!("insert into {vt:?}")
                };
                let mut lanes = self.op(fr, x, *vt).lanes().to_vec();
                lanes[*lane as usize] = self.op(fr, s, Ty::Int(*w)).int();
                Val::V(lanes)
            }
            Expr::Call(k, args) => {
                let f = &self.prog.funcs[*k];
                let a: Vec<Val> = f
                    .params
                    .iter()
                    .zip(args)
                    .map(|((_, pt), o)| self.op(fr, o, *pt))
                    .collect();
                assert!(self.depth < MAX_DEPTH, "generator bug: call depth");
                Val::I(Wide::from_u64(call(self.prog, *k, a, self.depth + 1), 64))
            }
            Expr::Load(slot, idx) => {
                let i = self.op(fr, idx, Ty::Int(64)).int().low() as usize;
                let _ = t;
                fr.slots[*slot][i].clone()
            }
        }
    }

    fn stmts(&self, fr: &mut Frame, body: &[Stmt]) {
        for s in body {
            self.stmt(fr, s);
        }
    }

    fn stmt(&self, fr: &mut Frame, s: &Stmt) {
        match s {
            Stmt::Let(id, t, e) => {
                let v = self.expr(fr, *t, e);
                Self::set(fr, *id, v);
            }
            Stmt::Store(slot, idx, v) => {
                let et = self.func.slots[*slot].0;
                let i = self.op(fr, idx, Ty::Int(64)).int().low() as usize;
                let v = self.op(fr, v, et);
                fr.slots[*slot][i] = v;
            }
            Stmt::If {
                cond,
                then,
                els,
                phis,
            } => {
                let taken = self.op(fr, cond, Ty::Int(1)).int() != Wide::ZERO;
                self.stmts(fr, if taken { then } else { els });
                let vals: Vec<Val> = phis
                    .iter()
                    .map(|(_, t, a, b)| self.op(fr, if taken { a } else { b }, *t))
                    .collect();
                for ((id, ..), v) in phis.iter().zip(vals) {
                    Self::set(fr, *id, v);
                }
            }
            Stmt::Loop {
                trips,
                counter,
                carried,
                body,
                next,
                outs,
            } => {
                let mut cur: Vec<Val> = carried
                    .iter()
                    .map(|(_, t, init)| self.op(fr, init, *t))
                    .collect();
                for i in 0..*trips {
                    Self::set(fr, *counter, Val::I(Wide::from_u64(i as u64, 32)));
                    for ((id, ..), v) in carried.iter().zip(&cur) {
                        Self::set(fr, *id, v.clone());
                    }
                    self.stmts(fr, body);
                    cur = carried
                        .iter()
                        .zip(next)
                        .map(|((_, t, _), o)| self.op(fr, o, *t))
                        .collect();
                }
                for (out, v) in outs.iter().zip(cur) {
                    Self::set(fr, *out, v);
                }
            }
            Stmt::Switch {
                ty,
                sel,
                cases,
                default,
                phis,
            } => {
                let x = self.op(fr, sel, *ty).int();
                let which = cases.iter().position(|(v, _)| *v == x);
                self.stmts(
                    fr,
                    which.map_or(default.as_slice(), |c| cases[c].1.as_slice()),
                );
                let k = which.map_or(0, |c| c + 1);
                let vals: Vec<Val> = phis
                    .iter()
                    .map(|(_, t, ops)| self.op(fr, &ops[k], *t))
                    .collect();
                for ((id, ..), v) in phis.iter().zip(vals) {
                    Self::set(fr, *id, v);
                }
            }
        }
    }
}

/// Calls function `k` with `args`: its `i64` result.
fn call(prog: &Program, k: usize, args: Vec<Val>, depth: usize) -> u64 {
    let func = &prog.funcs[k];
    let mut fr = Frame {
        vals: Vec::new(),
        slots: func
            .slots
            .iter()
            .map(|(t, n)| vec![zero(*t); *n as usize])
            .collect(),
    };
    for ((id, _), v) in func.params.iter().zip(args) {
        Evaluator::set(&mut fr, *id, v);
    }
    let ev = Evaluator { prog, func, depth };
    ev.stmts(&mut fr, &func.body);
    ev.op(&fr, &func.ret, Ty::Int(64)).int().low()
}

/// What the program's `main` returns.
pub fn run(prog: &Program) -> i32 {
    let mut h = FOLD_BASIS;
    for (k, args) in &prog.main_calls {
        let f = &prog.funcs[*k];
        let empty = Frame {
            vals: Vec::new(),
            slots: Vec::new(),
        };
        let ev = Evaluator {
            prog,
            func: f,
            depth: 0,
        };
        let a: Vec<Val> = f
            .params
            .iter()
            .zip(args)
            .map(|((_, t), o)| ev.op(&empty, o, *t))
            .collect();
        h = h.wrapping_mul(FOLD_PRIME) ^ call(prog, *k, a, 1);
    }
    (h ^ (h >> 32)) as i32
}
