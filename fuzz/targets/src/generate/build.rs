//! Building a random well-typed program from the fuzzer's bytes. Nothing
//! generated is undefined behaviour or poison: shift amounts are reduced
//! below the width, divisors made non-zero (and never -1 when signed), array
//! indices masked below the length, loops counted, calls only to earlier
//! functions, and float bits observed only with NaNs made one NaN.

use super::ast::*;
use super::bytes::Bytes;
use super::wide::Wide;

/// Integer widths: the common ones first (chosen more often), then odd and
/// wider-than-128 ones.
const WIDTHS: &[u32] = &[
    32, 64, 8, 16, 1, 128, 32, 64, 8, 16, 32, 64, 3, 17, 33, 65, 96, 24, 32, 64, 8, 16, 1, 128, 32,
    64, 8, 16, 32, 64, 136, 256,
];
/// Integer vector types (lanes, lane width).
const VECTORS: &[(u32, u32)] = &[(4, 32), (2, 64), (8, 16), (16, 8)];
/// Interesting `double` values.
const F64S: &[f64] = &[
    0.0,
    -0.0,
    1.0,
    -2.5,
    1e10,
    3e-5,
    7.0,
    0.1,
    1e308,
    5e-324,
    f64::INFINITY,
    -f64::INFINITY,
    f64::NAN,
    4503599627370497.0,
];
/// Interesting `float` values.
const F32S: &[f32] = &[
    0.0,
    -0.0,
    1.0,
    -2.5,
    1e10,
    3e-5,
    7.0,
    0.1,
    3e38,
    1e-45,
    f32::INFINITY,
    f32::NAN,
    16777217.0,
];
/// Most statements in one function (the rest of the bytes go to the next).
const MAX_STMTS: usize = 120;
/// Deepest nesting of ifs, loops and switches.
const MAX_DEPTH: usize = 3;
/// Most evaluation steps one function may cost, counting loop trips and
/// callees, so that every generated program runs quickly.
const MAX_COST: u64 = 200_000;

struct FnGen<'b, 'd> {
    b: &'b mut Bytes<'d>,
    next: Id,
    scopes: Vec<Vec<(Id, Ty)>>,
    slots: Vec<(Ty, u32)>,
    /// Parameter types and cost of the functions before this one.
    callees: &'b [(Vec<Ty>, u64)],
    stmts: usize,
    /// Product of the enclosing loops' trip counts.
    mult: u64,
    cost: u64,
}

fn scalar_int(b: &mut Bytes) -> Ty {
    Ty::Int(b.pick(WIDTHS))
}

fn any_type(b: &mut Bytes) -> Ty {
    match b.below(8) {
        0 => Ty::F64,
        1 => Ty::F32,
        2 => {
            let (n, w) = b.pick(VECTORS);
            Ty::Vec(n, w)
        }
        _ => scalar_int(b),
    }
}

/// A constant of type `t`.
fn constant(b: &mut Bytes, t: Ty) -> Op {
    match t {
        Ty::Int(w) => {
            let v = match b.below(8) {
                0 => Wide::ZERO,
                1 => Wide::from_u64(1, w),
                2 => Wide::ZERO.not(w),
                3 => Wide::from_u64(1, 256).shl(w - 1, w),
                4 => Wide::ZERO.not(w).lshr(1),
                5 => Wide::from_u64(b.below(16) as u64, w),
                _ => Wide([b.u64(), b.u64(), b.u64(), b.u64()]).mask(w),
            };
            Op::Int(w, v)
        }
        Ty::F32 => Op::F32(b.pick(F32S).to_bits()),
        Ty::F64 => Op::F64(b.pick(F64S).to_bits()),
        Ty::Vec(_, w) => {
            if b.chance(128) {
                Op::ZeroVec
            } else {
                let Op::Int(_, v) = constant(b, Ty::Int(w)) else {
                    unreachable!()
                };
                Op::Splat(w, v)
            }
        }
    }
}

impl FnGen<'_, '_> {
    fn fresh(&mut self) -> Id {
        self.next += 1;
        self.next
    }

    fn define(&mut self, id: Id, t: Ty) {
        self.scopes.last_mut().expect("a scope").push((id, t));
    }

    fn values_of(&self, t: Ty) -> Vec<Id> {
        self.scopes
            .iter()
            .flatten()
            .filter(|(_, vt)| *vt == t)
            .map(|(id, _)| *id)
            .collect()
    }

    /// An operand of type `t`: mostly a value in scope, else a constant.
    fn pick(&mut self, t: Ty) -> Op {
        let have = self.values_of(t);
        if !have.is_empty() && self.b.below(8) != 0 {
            return Op::Val(have[self.b.below(have.len())]);
        }
        constant(self.b, t)
    }

    /// A type, usually one some value in scope has.
    fn some_type(&mut self) -> Ty {
        let all: Vec<Ty> = self.scopes.iter().flatten().map(|(_, t)| *t).collect();
        if !all.is_empty() && self.b.below(4) != 0 {
            return all[self.b.below(all.len())];
        }
        any_type(self.b)
    }

    fn let_(&mut self, out: &mut Vec<Stmt>, t: Ty, e: Expr) -> Op {
        let id = self.fresh();
        out.push(Stmt::Let(id, t, e));
        self.define(id, t);
        self.cost += self.mult;
        Op::Val(id)
    }

    /// `v` (of type `from`) converted to integer type `to`.
    fn int_of(&mut self, out: &mut Vec<Stmt>, v: Op, from: Ty, to: u32) -> Op {
        match from {
            Ty::Int(w) if w == to => v,
            Ty::Int(w) if w > to => self.let_(
                out,
                Ty::Int(to),
                Expr::Cast(Cast::Trunc, from, v, Ty::Int(to)),
            ),
            Ty::Int(_) => {
                let c = if self.b.chance(128) {
                    Cast::SExt
                } else {
                    Cast::ZExt
                };
                self.let_(out, Ty::Int(to), Expr::Cast(c, from, v, Ty::Int(to)))
            }
            Ty::F32 | Ty::F64 => {
                let bits = from.bits();
                let i = self.let_(out, Ty::Int(bits), Expr::FloatBits(from, v));
                self.int_of(out, i, Ty::Int(bits), to)
            }
            Ty::Vec(..) => {
                let bits = from.bits();
                let i = self.let_(
                    out,
                    Ty::Int(bits),
                    Expr::Cast(Cast::Bitcast, from, v, Ty::Int(bits)),
                );
                self.int_of(out, i, Ty::Int(bits), to)
            }
        }
    }

    /// A value of type `t` made from something in scope (or a constant).
    fn make(&mut self, out: &mut Vec<Stmt>, t: Ty) -> Op {
        if !self.values_of(t).is_empty() || self.b.chance(64) {
            return self.pick(t);
        }
        let from = self.some_type();
        let v = self.pick(from);
        self.convert(out, v, from, t)
    }

    /// `v` of type `from` converted to type `to` (a constant when no cast
    /// of the subset leads there).
    fn convert(&mut self, out: &mut Vec<Stmt>, v: Op, from: Ty, to: Ty) -> Op {
        if from == to {
            return v;
        }
        match to {
            Ty::Int(w) => self.int_of(out, v, from, w),
            Ty::F32 | Ty::F64 => match from {
                Ty::Int(_) => {
                    let c = if self.b.chance(128) {
                        Cast::SIToFP
                    } else {
                        Cast::UIToFP
                    };
                    self.let_(out, to, Expr::Cast(c, from, v, to))
                }
                Ty::F32 => self.let_(out, to, Expr::Cast(Cast::FPExt, from, v, to)),
                Ty::F64 => self.let_(out, to, Expr::Cast(Cast::FPTrunc, from, v, to)),
                _ => constant(self.b, to),
            },
            Ty::Vec(n, w) => {
                if from.bits() == to.bits() && !from.is_float() {
                    return self.let_(out, to, Expr::Cast(Cast::Bitcast, from, v, to));
                }
                let s = self.int_of(out, v, from, w);
                let base = constant(self.b, to);
                let lane = self.b.below(n as usize) as u32;
                self.let_(out, to, Expr::Insert(to, base, s, lane))
            }
        }
    }

    /// A shift amount below `w` from `v` (of type `t`).
    fn shift_amount(&mut self, out: &mut Vec<Stmt>, t: Ty, v: Op, w: u32) -> Op {
        if let Ty::Vec(..) = t {
            return self.let_(
                out,
                t,
                Expr::Bin(
                    IntBin::And,
                    t,
                    v,
                    Op::Splat(w, Wide::from_u64(w as u64 - 1, w)),
                ),
            );
        }
        if w.is_power_of_two() {
            self.let_(
                out,
                t,
                Expr::Bin(
                    IntBin::And,
                    t,
                    v,
                    Op::Int(w, Wide::from_u64(w as u64 - 1, w)),
                ),
            )
        } else {
            self.let_(
                out,
                t,
                Expr::Bin(IntBin::URem, t, v, Op::Int(w, Wide::from_u64(w as u64, w))),
            )
        }
    }

    fn int_op(&mut self, out: &mut Vec<Stmt>, t: Ty) {
        let w = t.width();
        let (x, y) = (self.make(out, t), self.pick(t));
        let ops = [
            IntBin::Add,
            IntBin::Sub,
            IntBin::Mul,
            IntBin::And,
            IntBin::Or,
            IntBin::Xor,
            IntBin::Shl,
            IntBin::LShr,
            IntBin::AShr,
            IntBin::UDiv,
            IntBin::URem,
            IntBin::SDiv,
            IntBin::SRem,
        ];
        let mut op = self.b.pick(&ops);
        match self.b.below(6) {
            0 => {
                let p = self.b.pick(&[
                    IPred::Eq,
                    IPred::Ne,
                    IPred::Ult,
                    IPred::Ule,
                    IPred::Ugt,
                    IPred::Uge,
                    IPred::Slt,
                    IPred::Sle,
                    IPred::Sgt,
                    IPred::Sge,
                ]);
                self.let_(out, Ty::Int(1), Expr::ICmp(p, t, x, y));
                return;
            }
            1 => {
                let c = self.make(out, Ty::Int(1));
                self.let_(out, t, Expr::Select(c, t, x, y));
                return;
            }
            _ => {}
        }
        if w == 1
            && !matches!(
                op,
                IntBin::Add | IntBin::Sub | IntBin::Mul | IntBin::And | IntBin::Or | IntBin::Xor
            )
        {
            op = IntBin::Xor;
        }
        let y = match op {
            IntBin::Shl | IntBin::LShr | IntBin::AShr => self.shift_amount(out, t, y, w),
            IntBin::UDiv | IntBin::URem => self.let_(
                out,
                t,
                Expr::Bin(IntBin::Or, t, y, Op::Int(w, Wide::from_u64(1, w))),
            ),
            IntBin::SDiv | IntBin::SRem => {
                let nz = self.let_(
                    out,
                    t,
                    Expr::Bin(IntBin::Or, t, y, Op::Int(w, Wide::from_u64(1, w))),
                );
                let m1 = self.let_(
                    out,
                    Ty::Int(1),
                    Expr::ICmp(IPred::Eq, t, nz.clone(), Op::Int(w, Wide::ZERO.not(w))),
                );
                self.let_(
                    out,
                    t,
                    Expr::Select(m1, t, Op::Int(w, Wide::from_u64(3, w)), nz),
                )
            }
            _ => y,
        };
        self.let_(out, t, Expr::Bin(op, t, x, y));
    }

    fn int_intrinsic(&mut self, out: &mut Vec<Stmt>, t: Ty) {
        // Mostly the widths the intrinsics are usually used at.
        let t = if self.b.below(8) == 0 {
            t
        } else {
            Ty::Int(self.b.pick(&[8, 16, 32, 64]))
        };
        let w = t.width();
        let (x, y) = (self.make(out, t), self.pick(t));
        if self.b.chance(64) {
            let ovf = self.b.pick(&[
                Ovf::SAdd,
                Ovf::UAdd,
                Ovf::SSub,
                Ovf::USub,
                Ovf::SMul,
                Ovf::UMul,
            ]);
            let which = self.b.chance(128);
            let rt = if which { Ty::Int(1) } else { t };
            self.let_(out, rt, Expr::Overflow(ovf, t, x, y, which));
            return;
        }
        let all = [
            IntIntr::Ctpop,
            IntIntr::Ctlz,
            IntIntr::Cttz,
            IntIntr::Bswap,
            IntIntr::Bitreverse,
            IntIntr::Abs,
            IntIntr::UMin,
            IntIntr::UMax,
            IntIntr::SMin,
            IntIntr::SMax,
            IntIntr::Fshl,
            IntIntr::Fshr,
            IntIntr::UAddSat,
            IntIntr::SAddSat,
            IntIntr::USubSat,
            IntIntr::SSubSat,
        ];
        let mut k = self.b.pick(&all);
        if k == IntIntr::Bswap && w % 16 != 0 {
            k = IntIntr::Bitreverse;
        }
        let args = match k {
            IntIntr::Ctpop
            | IntIntr::Ctlz
            | IntIntr::Cttz
            | IntIntr::Bswap
            | IntIntr::Bitreverse
            | IntIntr::Abs => vec![x],
            IntIntr::Fshl | IntIntr::Fshr => vec![x, y, self.pick(t)],
            _ => vec![x, y],
        };
        self.let_(out, t, Expr::IntIntr(k, t, args));
    }

    fn float_op(&mut self, out: &mut Vec<Stmt>, t: Ty) {
        let (x, y) = (self.make(out, t), self.pick(t));
        match self.b.below(8) {
            0 => {
                let p = self.b.below(FPREDS.len());
                self.let_(out, Ty::Int(1), Expr::FCmp(p, t, x, y));
            }
            1 => {
                self.let_(out, t, Expr::FNeg(t, x));
            }
            2 | 3 => {
                let k = self.b.pick(&[
                    FIntr::Fabs,
                    FIntr::Sqrt,
                    FIntr::Floor,
                    FIntr::Ceil,
                    FIntr::Trunc,
                    FIntr::Copysign,
                    FIntr::Minimum,
                    FIntr::Maximum,
                    FIntr::Fma,
                ]);
                let args = match k {
                    FIntr::Copysign | FIntr::Minimum | FIntr::Maximum => vec![x, y],
                    FIntr::Fma => vec![x, y, self.pick(t)],
                    _ => vec![x],
                };
                self.let_(out, t, Expr::FIntr(k, t, args));
            }
            4 => {
                let c = self.make(out, Ty::Int(1));
                self.let_(out, t, Expr::Select(c, t, x, y));
            }
            _ => {
                let op = self
                    .b
                    .pick(&[FBin::FAdd, FBin::FSub, FBin::FMul, FBin::FDiv, FBin::FRem]);
                self.let_(out, t, Expr::FBin(op, t, x, y));
            }
        }
    }

    fn vector_op(&mut self, out: &mut Vec<Stmt>, t: Ty) {
        let Ty::Vec(n, w) = t else {
            unreachable!("vector op on {t:?}")
        };
        let (x, y) = (self.make(out, t), self.pick(t));
        match self.b.below(8) {
            0 => {
                let lane = self.b.below(n as usize) as u32;
                self.let_(out, Ty::Int(w), Expr::Extract(t, x, lane));
            }
            1 => {
                let s = self.make(out, Ty::Int(w));
                let lane = self.b.below(n as usize) as u32;
                self.let_(out, t, Expr::Insert(t, x, s, lane));
            }
            2 => {
                let p = self.b.pick(&[
                    IPred::Eq,
                    IPred::Ne,
                    IPred::Slt,
                    IPred::Sgt,
                    IPred::Ult,
                    IPred::Ugt,
                ]);
                self.let_(out, t, Expr::VCmpSext(p, t, x, y));
            }
            3 => {
                let k = self.b.pick(&["add", "xor", "umax"]);
                self.let_(out, Ty::Int(w), Expr::Reduce(k, t, x));
            }
            4 => {
                let (m, lw) = self.b.pick(VECTORS);
                let to = Ty::Vec(m, lw);
                self.let_(out, to, Expr::Cast(Cast::Bitcast, t, x, to));
            }
            _ => {
                let op = self.b.pick(&[
                    IntBin::Add,
                    IntBin::Sub,
                    IntBin::Mul,
                    IntBin::And,
                    IntBin::Or,
                    IntBin::Xor,
                    IntBin::Shl,
                    IntBin::LShr,
                    IntBin::AShr,
                ]);
                let y = match op {
                    IntBin::Shl | IntBin::LShr | IntBin::AShr => self.shift_amount(out, t, y, w),
                    _ => y,
                };
                self.let_(out, t, Expr::Bin(op, t, x, y));
            }
        }
    }

    fn cast_op(&mut self, out: &mut Vec<Stmt>) {
        let to = any_type(self.b);
        let from = self.some_type();
        let v = self.pick(from);
        self.convert(out, v, from, to);
    }

    /// A masked `i64` index below `len`.
    fn index(&mut self, out: &mut Vec<Stmt>, len: u32) -> Op {
        let i = self.make(out, Ty::Int(64));
        self.let_(
            out,
            Ty::Int(64),
            Expr::Bin(
                IntBin::And,
                Ty::Int(64),
                i,
                Op::Int(64, Wide::from_u64(len as u64 - 1, 64)),
            ),
        )
    }

    fn memory_op(&mut self, out: &mut Vec<Stmt>) {
        if self.slots.is_empty() {
            return;
        }
        let s = self.b.below(self.slots.len());
        let (et, len) = self.slots[s];
        let idx = self.index(out, len);
        if self.b.chance(128) {
            let v = self.make(out, et);
            out.push(Stmt::Store(s, idx, v));
        } else {
            self.let_(out, et, Expr::Load(s, idx));
        }
    }

    fn call_op(&mut self, out: &mut Vec<Stmt>) {
        if self.callees.is_empty() {
            return;
        }
        let k = self.b.below(self.callees.len());
        let (params, cost) = self.callees[k].clone();
        if self.cost + self.mult * cost > MAX_COST {
            return;
        }
        self.cost += self.mult * cost;
        let args: Vec<Op> = params.iter().map(|t| self.make(out, *t)).collect();
        self.let_(out, Ty::Int(64), Expr::Call(k, args));
    }

    /// Types for the phis of a region.
    fn phi_types(&mut self) -> Vec<Ty> {
        (0..1 + self.b.below(3)).map(|_| self.some_type()).collect()
    }

    /// A nested block in its own scope; `then` picks its outgoing operands
    /// (for `types`) while the scope is still open.
    fn region(&mut self, depth: usize, types: &[Ty]) -> (Vec<Stmt>, Vec<Op>) {
        self.scopes.push(Vec::new());
        let mut body = Vec::new();
        self.block(&mut body, depth + 1, 6);
        let ops = types.iter().map(|t| self.make(&mut body, *t)).collect();
        self.scopes.pop();
        (body, ops)
    }

    fn if_stmt(&mut self, out: &mut Vec<Stmt>, depth: usize) {
        let cond = self.make(out, Ty::Int(1));
        let types = self.phi_types();
        let (then, a) = self.region(depth, &types);
        let (els, b) = self.region(depth, &types);
        let phis: Vec<(Id, Ty, Op, Op)> = types
            .iter()
            .zip(a.into_iter().zip(b))
            .map(|(t, (a, b))| (self.fresh(), *t, a, b))
            .collect();
        for (id, t, ..) in &phis {
            self.define(*id, *t);
        }
        out.push(Stmt::If {
            cond,
            then,
            els,
            phis,
        });
    }

    fn loop_stmt(&mut self, out: &mut Vec<Stmt>, depth: usize) {
        let trips = 1 + self.b.below(8) as u32;
        let types = self.phi_types();
        let inits: Vec<Op> = types.iter().map(|t| self.make(out, *t)).collect();
        let counter = self.fresh();
        let carried: Vec<(Id, Ty, Op)> = types
            .iter()
            .zip(inits)
            .map(|(t, i)| (self.fresh(), *t, i))
            .collect();
        self.scopes.push(vec![(counter, Ty::Int(32))]);
        for (id, t, _) in &carried {
            self.define(*id, *t);
        }
        let outer = self.mult;
        self.mult *= trips as u64;
        let mut body = Vec::new();
        self.block(&mut body, depth + 1, 6);
        let next: Vec<Op> = types.iter().map(|t| self.make(&mut body, *t)).collect();
        self.mult = outer;
        self.scopes.pop();
        let outs: Vec<Id> = types.iter().map(|_| self.fresh()).collect();
        for (id, t) in outs.iter().zip(&types) {
            self.define(*id, *t);
        }
        out.push(Stmt::Loop {
            trips,
            counter,
            carried,
            body,
            next,
            outs,
        });
    }

    fn switch_stmt(&mut self, out: &mut Vec<Stmt>, depth: usize) {
        let t = scalar_int(self.b);
        let w = t.width();
        let raw = self.make(out, t);
        let sel = if self.b.chance(192) && w > 3 {
            self.let_(
                out,
                t,
                Expr::Bin(IntBin::And, t, raw, Op::Int(w, Wide::from_u64(7, w))),
            )
        } else {
            raw
        };
        let mut values: Vec<Wide> = Vec::new();
        for _ in 0..1 + self.b.below(5) {
            let v = match constant(self.b, t) {
                Op::Int(_, v) if self.b.chance(128) => v,
                _ => Wide::from_u64(self.b.below(8) as u64, w),
            };
            if !values.contains(&v) {
                values.push(v);
            }
        }
        let types = self.phi_types();
        let (default, d) = self.region(depth, &types);
        let mut cases = Vec::new();
        let mut ops: Vec<Vec<Op>> = d.into_iter().map(|o| vec![o]).collect();
        for v in values {
            let (body, c) = self.region(depth, &types);
            for (list, o) in ops.iter_mut().zip(c) {
                list.push(o);
            }
            cases.push((v, body));
        }
        let phis: Vec<(Id, Ty, Vec<Op>)> = types
            .iter()
            .zip(ops)
            .map(|(t, o)| (self.fresh(), *t, o))
            .collect();
        for (id, t, _) in &phis {
            self.define(*id, *t);
        }
        out.push(Stmt::Switch {
            ty: t,
            sel,
            cases,
            default,
            phis,
        });
    }

    fn block(&mut self, out: &mut Vec<Stmt>, depth: usize, max: usize) {
        let n = self.b.below(max + 1);
        for _ in 0..n {
            if self.stmts >= MAX_STMTS || self.b.done() {
                return;
            }
            self.stmts += 1;
            let kind = self.b.below(16);
            match kind {
                0..=4 => {
                    let t = scalar_int(self.b);
                    let t = if self.b.chance(160) {
                        self.some_int().unwrap_or(t)
                    } else {
                        t
                    };
                    self.int_op(out, t)
                }
                5 => {
                    let t = self.some_int().unwrap_or(Ty::Int(32));
                    self.int_intrinsic(out, t)
                }
                6 | 7 => {
                    let t = if self.b.chance(128) { Ty::F64 } else { Ty::F32 };
                    self.float_op(out, t)
                }
                8 => {
                    let (n, w) = self.b.pick(VECTORS);
                    self.vector_op(out, Ty::Vec(n, w))
                }
                9 => self.cast_op(out),
                10 => self.memory_op(out),
                11 => self.call_op(out),
                12 if depth < MAX_DEPTH => self.if_stmt(out, depth),
                13 if depth < MAX_DEPTH => self.loop_stmt(out, depth),
                14 if depth < MAX_DEPTH => self.switch_stmt(out, depth),
                _ => self.memory_op(out),
            }
        }
    }

    /// The type of some integer value in scope.
    fn some_int(&mut self) -> Option<Ty> {
        let ints: Vec<Ty> = self
            .scopes
            .iter()
            .flatten()
            .map(|(_, t)| *t)
            .filter(|t| matches!(t, Ty::Int(_)))
            .collect();
        if ints.is_empty() {
            return None;
        }
        Some(ints[self.b.below(ints.len())])
    }

    /// Folds every top-level value into one `i64`.
    fn fold(&mut self, out: &mut Vec<Stmt>) -> Op {
        let vals: Vec<(Id, Ty)> = self.scopes[0].clone();
        let mut h = Op::Int(64, Wide::from_u64(0x9e37_79b9_7f4a_7c15, 64));
        let i64t = Ty::Int(64);
        for (id, t) in vals {
            let x = self.fold_value(out, Op::Val(id), t);
            let m = self.let_(
                out,
                i64t,
                Expr::Bin(
                    IntBin::Mul,
                    i64t,
                    h,
                    Op::Int(64, Wide::from_u64(FOLD_PRIME, 64)),
                ),
            );
            h = self.let_(out, i64t, Expr::Bin(IntBin::Xor, i64t, m, x));
        }
        h
    }

    /// `v` as an `i64` that depends on all its bits.
    fn fold_value(&mut self, out: &mut Vec<Stmt>, v: Op, t: Ty) -> Op {
        let bits = match t {
            Ty::Int(w) => w,
            _ => t.bits(),
        };
        let v = match t {
            Ty::Int(_) => v,
            _ => self.int_of(out, v, t, bits),
        };
        let wt = Ty::Int(bits);
        if bits == 64 {
            return v;
        }
        if bits < 64 {
            return self.let_(out, Ty::Int(64), Expr::Cast(Cast::ZExt, wt, v, Ty::Int(64)));
        }
        let mut acc = self.let_(
            out,
            Ty::Int(64),
            Expr::Cast(Cast::Trunc, wt, v.clone(), Ty::Int(64)),
        );
        let mut shift = 64;
        while shift < bits {
            let s = self.let_(
                out,
                wt,
                Expr::Bin(
                    IntBin::LShr,
                    wt,
                    v.clone(),
                    Op::Int(bits, Wide::from_u64(shift as u64, bits)),
                ),
            );
            let c = self.let_(
                out,
                Ty::Int(64),
                Expr::Cast(Cast::Trunc, wt, s, Ty::Int(64)),
            );
            acc = self.let_(
                out,
                Ty::Int(64),
                Expr::Bin(IntBin::Xor, Ty::Int(64), acc, c),
            );
            shift += 64;
        }
        acc
    }
}

/// Builds a program from `data`: one to four functions (each may call the
/// ones before it) and `main`, which calls each with constant arguments.
pub fn program(data: &[u8]) -> Program {
    let mut b = Bytes::new(data);
    let nfuncs = 1 + b.below(4);
    let mut funcs: Vec<Func> = Vec::new();
    let mut sigs: Vec<(Vec<Ty>, u64)> = Vec::new();
    for _ in 0..nfuncs {
        let ptypes: Vec<Ty> = (0..b.below(9)).map(|_| any_type(&mut b)).collect();
        let slots: Vec<(Ty, u32)> = (0..b.below(3))
            .map(|_| (any_type(&mut b), 1 << (1 + b.below(3))))
            .collect();
        let mut g = FnGen {
            b: &mut b,
            next: 0,
            scopes: vec![Vec::new()],
            slots,
            callees: &sigs,
            stmts: 0,
            mult: 1,
            cost: 1,
        };
        let params: Vec<(Id, Ty)> = ptypes.iter().map(|t| (g.fresh(), *t)).collect();
        for (id, t) in &params {
            g.define(*id, *t);
        }
        let mut body = Vec::new();
        g.block(&mut body, 0, 24);
        let ret = g.fold(&mut body);
        let cost = g.cost + g.slots.iter().map(|s| s.1 as u64).sum::<u64>();
        let slots = g.slots;
        funcs.push(Func {
            params,
            slots,
            body,
            ret,
        });
        sigs.push((ptypes, cost));
    }
    let main_calls = sigs
        .iter()
        .enumerate()
        .map(|(k, (ptypes, _))| (k, ptypes.iter().map(|t| constant(&mut b, *t)).collect()))
        .collect();
    Program { funcs, main_calls }
}
