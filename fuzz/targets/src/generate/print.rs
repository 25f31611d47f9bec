//! Printing a generated [`Program`] as `.ll` text.

use super::ast::*;
use std::collections::BTreeSet;
use std::fmt::Write as _;

/// The type's `.ll` spelling.
pub fn ty(t: Ty) -> String {
    match t {
        Ty::Int(w) => format!("i{w}"),
        Ty::F32 => "float".into(),
        Ty::F64 => "double".into(),
        Ty::Vec(n, w) => format!("<{n} x i{w}>"),
    }
}

/// The intrinsic name suffix of a type (`i32`, `f64`, `v4i32`).
fn suffix(t: Ty) -> String {
    match t {
        Ty::Int(w) => format!("i{w}"),
        Ty::F32 => "f32".into(),
        Ty::F64 => "f64".into(),
        Ty::Vec(n, w) => format!("v{n}i{w}"),
    }
}

/// The operand's `.ll` spelling.
pub fn op(o: &Op) -> String {
    match o {
        Op::Val(id) => format!("%v{id}"),
        Op::Int(w, v) => v.to_signed_string(*w),
        Op::F32(bits) => format!("0x{:016X}", (f32::from_bits(*bits) as f64).to_bits()),
        Op::F64(bits) => format!("0x{bits:016X}"),
        Op::ZeroVec => "zeroinitializer".into(),
        Op::Splat(w, v) => format!("splat (i{w} {})", v.to_signed_string(*w)),
    }
}

fn typed(t: Ty, o: &Op) -> String {
    format!("{} {}", ty(t), op(o))
}

/// The quiet NaN that [`Expr::FloatBits`] makes every NaN.
pub const CANONICAL_NAN: u64 = 0x7FF8_0000_0000_0000;

struct Printer<'p> {
    prog: &'p Program,
    out: String,
    decls: BTreeSet<String>,
    labels: u32,
    temps: u32,
    block: String,
}

impl Printer<'_> {
    fn line(&mut self, s: String) {
        self.out.push_str("  ");
        self.out.push_str(&s);
        self.out.push('\n');
    }

    fn temp(&mut self) -> String {
        self.temps += 1;
        format!("%t{}", self.temps)
    }

    fn label(&mut self) -> String {
        self.labels += 1;
        format!("b{}", self.labels)
    }

    fn start(&mut self, label: &str) {
        writeln!(self.out, "{label}:").unwrap();
        self.block = label.to_string();
    }

    fn declare(&mut self, ret: &str, name: &str, args: &[String]) {
        self.decls
            .insert(format!("declare {ret} @{name}({})", args.join(", ")));
    }

    fn call(&mut self, dst: &str, ret: &str, name: &str, args: &[(String, String)]) {
        let types: Vec<String> = args.iter().map(|a| a.0.clone()).collect();
        self.declare(ret, name, &types);
        let list: Vec<String> = args.iter().map(|(t, v)| format!("{t} {v}")).collect();
        self.line(format!("{dst} = call {ret} @{name}({})", list.join(", ")));
    }

    fn slot_ptr(&mut self, f: &Func, slot: usize, idx: &Op) -> String {
        let (et, len) = f.slots[slot];
        let p = self.temp();
        self.line(format!(
            "{p} = getelementptr inbounds [{len} x {}], ptr %s{slot}, i64 0, i64 {}",
            ty(et),
            op(idx)
        ));
        p
    }

    fn expr(&mut self, f: &Func, id: Id, t: Ty, e: &Expr) {
        let d = format!("%v{id}");
        match e {
            Expr::Bin(b, bt, x, y) => {
                let name = format!("{b:?}").to_lowercase();
                self.line(format!("{d} = {name} {}, {}", typed(*bt, x), op(y)));
            }
            Expr::ICmp(p, ct, x, y) => {
                let p = format!("{p:?}").to_lowercase();
                self.line(format!("{d} = icmp {p} {}, {}", typed(*ct, x), op(y)));
            }
            Expr::VCmpSext(p, vt, x, y) => {
                let Ty::Vec(n, _) = vt else {
                    unreachable!("vector compare of {vt:?}")
                };
                let p = format!("{p:?}").to_lowercase();
                let c = self.temp();
                self.line(format!("{c} = icmp {p} {}, {}", typed(*vt, x), op(y)));
                self.line(format!("{d} = sext <{n} x i1> {c} to {}", ty(*vt)));
            }
            Expr::Select(c, st, x, y) => {
                let c = op(c);
                self.line(format!(
                    "{d} = select i1 {c}, {}, {}",
                    typed(*st, x),
                    typed(*st, y)
                ));
            }
            Expr::Cast(c, from, x, to) => {
                let name = format!("{c:?}").to_lowercase();
                self.line(format!("{d} = {name} {} to {}", typed(*from, x), ty(*to)));
            }
            Expr::FBin(b, ft, x, y) => {
                let name = format!("{b:?}").to_lowercase();
                self.line(format!("{d} = {name} {}, {}", typed(*ft, x), op(y)));
            }
            Expr::FNeg(ft, x) => self.line(format!("{d} = fneg {}", typed(*ft, x))),
            Expr::FCmp(p, ft, x, y) => self.line(format!(
                "{d} = fcmp {} {}, {}",
                FPREDS[*p],
                typed(*ft, x),
                op(y)
            )),
            Expr::FloatBits(ft, x) => {
                let (u, s) = (self.temp(), self.temp());
                self.line(format!("{u} = fcmp uno {}, {}", typed(*ft, x), op(x)));
                let nan = op(&Op::F64(CANONICAL_NAN));
                self.line(format!(
                    "{s} = select i1 {u}, {} {nan}, {}",
                    ty(*ft),
                    typed(*ft, x)
                ));
                self.line(format!("{d} = bitcast {} {s} to {}", ty(*ft), ty(t)));
            }
            Expr::IntIntr(k, it, args) => {
                let name = format!("{k:?}").to_lowercase().replace("sat", ".sat");
                let mut list: Vec<(String, String)> =
                    args.iter().map(|a| (ty(*it), op(a))).collect();
                if matches!(k, IntIntr::Ctlz | IntIntr::Cttz | IntIntr::Abs) {
                    list.push(("i1".into(), "false".into()));
                }
                self.call(&d, &ty(*it), &format!("llvm.{name}.{}", suffix(*it)), &list);
            }
            Expr::Overflow(k, ot, x, y, which) => {
                let name = format!("{k:?}").to_lowercase();
                let pair = format!("{{ {}, i1 }}", ty(*ot));
                let tmp = self.temp();
                let fname = format!("llvm.{name}.with.overflow.{}", suffix(*ot));
                self.call(&tmp, &pair, &fname, &[(ty(*ot), op(x)), (ty(*ot), op(y))]);
                self.line(format!(
                    "{d} = extractvalue {pair} {tmp}, {}",
                    *which as u32
                ));
            }
            Expr::FIntr(k, ft, args) => {
                let name = format!("{k:?}").to_lowercase();
                let list: Vec<(String, String)> = args.iter().map(|a| (ty(*ft), op(a))).collect();
                self.call(&d, &ty(*ft), &format!("llvm.{name}.{}", suffix(*ft)), &list);
            }
            Expr::Reduce(k, vt, x) => {
                let Ty::Vec(_, w) = vt else {
                    unreachable!("reduce of {vt:?}")
                };
                let name = format!("llvm.vector.reduce.{k}.{}", suffix(*vt));
                self.call(&d, &format!("i{w}"), &name, &[(ty(*vt), op(x))]);
            }
            Expr::Extract(vt, x, lane) => self.line(format!(
                "{d} = extractelement {}, i32 {lane}",
                typed(*vt, x)
            )),
            Expr::Insert(vt, x, s, lane) => {
                let Ty::Vec(_, w) = vt else {
                    unreachable!("insert into {vt:?}")
                };
                self.line(format!(
                    "{d} = insertelement {}, i{w} {}, i32 {lane}",
                    typed(*vt, x),
                    op(s)
                ))
            }
            Expr::Call(k, args) => {
                let list: Vec<String> = f_params(self.prog, *k)
                    .iter()
                    .zip(args)
                    .map(|(t, a)| typed(*t, a))
                    .collect();
                self.line(format!("{d} = call i64 @f{k}({})", list.join(", ")));
            }
            Expr::Load(slot, idx) => {
                let p = self.slot_ptr(f, *slot, idx);
                self.line(format!("{d} = load {}, ptr {p}", ty(t)));
            }
        }
    }

    fn stmts(&mut self, f: &Func, body: &[Stmt]) {
        for s in body {
            self.stmt(f, s);
        }
    }

    fn stmt(&mut self, f: &Func, s: &Stmt) {
        match s {
            Stmt::Let(id, t, e) => self.expr(f, *id, *t, e),
            Stmt::Store(slot, idx, v) => {
                let p = self.slot_ptr(f, *slot, idx);
                let et = f.slots[*slot].0;
                self.line(format!("store {}, ptr {p}", typed(et, v)));
            }
            Stmt::If {
                cond,
                then,
                els,
                phis,
            } => {
                let (lt, le, lj) = (self.label(), self.label(), self.label());
                self.line(format!("br i1 {}, label %{lt}, label %{le}", op(cond)));
                self.start(&lt);
                self.stmts(f, then);
                let end_t = self.block.clone();
                self.line(format!("br label %{lj}"));
                self.start(&le);
                self.stmts(f, els);
                let end_e = self.block.clone();
                self.line(format!("br label %{lj}"));
                self.start(&lj);
                for (id, t, a, b) in phis {
                    self.line(format!(
                        "%v{id} = phi {} [ {}, %{end_t} ], [ {}, %{end_e} ]",
                        ty(*t),
                        op(a),
                        op(b)
                    ));
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
                let pre = self.block.clone();
                let (lh, lx) = (self.label(), self.label());
                let inc = self.temp();
                self.line(format!("br label %{lh}"));
                self.start(&lh);
                let at = self.out.len();
                self.stmts(f, body);
                let latch = self.block.clone();
                let mut phis =
                    format!("  %v{counter} = phi i32 [ 0, %{pre} ], [ {inc}, %{latch} ]\n");
                for ((id, t, init), nx) in carried.iter().zip(next) {
                    writeln!(
                        phis,
                        "  %v{id} = phi {} [ {}, %{pre} ], [ {}, %{latch} ]",
                        ty(*t),
                        op(init),
                        op(nx)
                    )
                    .unwrap();
                }
                self.out.insert_str(at, &phis);
                let done = self.temp();
                self.line(format!("{inc} = add i32 %v{counter}, 1"));
                self.line(format!("{done} = icmp eq i32 {inc}, {trips}"));
                self.line(format!("br i1 {done}, label %{lx}, label %{lh}"));
                self.start(&lx);
                for ((id, t, _), (out, nx)) in carried.iter().zip(outs.iter().zip(next)) {
                    let _ = id;
                    self.line(format!("%v{out} = phi {} [ {}, %{latch} ]", ty(*t), op(nx)));
                }
            }
            Stmt::Switch {
                ty: st,
                sel,
                cases,
                default,
                phis,
            } => {
                let ld = self.label();
                let lc: Vec<String> = cases.iter().map(|_| self.label()).collect();
                let lj = self.label();
                let mut sw = format!("switch {}, label %{ld} [", typed(*st, sel));
                for ((v, _), l) in cases.iter().zip(&lc) {
                    write!(
                        sw,
                        " {} {}, label %{l}",
                        ty(*st),
                        v.to_signed_string(st.width())
                    )
                    .unwrap();
                }
                sw.push_str(" ]");
                self.line(sw);
                let mut ends = Vec::new();
                self.start(&ld);
                self.stmts(f, default);
                ends.push(self.block.clone());
                self.line(format!("br label %{lj}"));
                for ((_, body), l) in cases.iter().zip(&lc) {
                    self.start(l);
                    self.stmts(f, body);
                    ends.push(self.block.clone());
                    self.line(format!("br label %{lj}"));
                }
                self.start(&lj);
                for (id, t, ops) in phis {
                    let inc: Vec<String> = ops
                        .iter()
                        .zip(&ends)
                        .map(|(o, e)| format!("[ {}, %{e} ]", op(o)))
                        .collect();
                    self.line(format!("%v{id} = phi {} {}", ty(*t), inc.join(", ")));
                }
            }
        }
    }

    fn func(&mut self, k: usize, f: &Func) {
        let params: Vec<String> = f
            .params
            .iter()
            .map(|(id, t)| format!("{} %v{id}", ty(*t)))
            .collect();
        writeln!(self.out, "define i64 @f{k}({}) {{", params.join(", ")).unwrap();
        self.start("entry");
        for (s, (et, len)) in f.slots.iter().enumerate() {
            self.line(format!("%s{s} = alloca [{len} x {}], align 16", ty(*et)));
        }
        for (s, (et, len)) in f.slots.iter().enumerate() {
            let zero = match et {
                Ty::Int(w) => Op::Int(*w, super::wide::Wide::ZERO),
                Ty::F32 => Op::F32(0),
                Ty::F64 => Op::F64(0),
                Ty::Vec(..) => Op::ZeroVec,
            };
            for i in 0..*len {
                let p = self.slot_ptr(
                    f,
                    s,
                    &Op::Int(64, super::wide::Wide::from_u64(i as u64, 64)),
                );
                self.line(format!("store {}, ptr {p}", typed(*et, &zero)));
            }
        }
        self.stmts(f, &f.body);
        self.line(format!("ret i64 {}", op(&f.ret)));
        self.out.push_str("}\n\n");
    }
}

fn f_params(prog: &Program, k: usize) -> Vec<Ty> {
    prog.funcs[k].params.iter().map(|p| p.1).collect()
}

/// Offset basis of `main`'s fold (FNV-1a's).
pub const FOLD_BASIS: u64 = 0xcbf2_9ce4_8422_2325;

/// The program as a complete `.ll` module whose `main` returns the fold.
pub fn program(prog: &Program) -> String {
    let mut p = Printer {
        prog,
        out: String::new(),
        decls: BTreeSet::new(),
        labels: 0,
        temps: 0,
        block: String::new(),
    };
    p.out.push_str(
        "target datalayout = \"e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128\"\n\
         target triple = \"x86_64-unknown-linux-gnu\"\n\n",
    );
    for (k, f) in prog.funcs.iter().enumerate() {
        p.func(k, f);
    }
    p.out.push_str("define i32 @main() {\n");
    p.start("entry");
    let mut h = format!("{}", FOLD_BASIS as i64);
    for (k, args) in &prog.main_calls {
        let list: Vec<String> = f_params(prog, *k)
            .iter()
            .zip(args)
            .map(|(t, a)| typed(*t, a))
            .collect();
        let (c, m, x) = (p.temp(), p.temp(), p.temp());
        p.line(format!("{c} = call i64 @f{k}({})", list.join(", ")));
        p.line(format!("{m} = mul i64 {h}, {}", FOLD_PRIME));
        p.line(format!("{x} = xor i64 {m}, {c}"));
        h = x;
    }
    let (s, x, r) = (p.temp(), p.temp(), p.temp());
    p.line(format!("{s} = lshr i64 {h}, 32"));
    p.line(format!("{x} = xor i64 {h}, {s}"));
    p.line(format!("{r} = trunc i64 {x} to i32"));
    p.line(format!("ret i32 {r}"));
    p.out.push_str("}\n\n");
    let decls: Vec<String> = p.decls.iter().cloned().collect();
    p.out.push_str(&decls.join("\n"));
    p.out.push('\n');
    p.out
}
