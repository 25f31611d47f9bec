//! The identified struct types that are printed, in order (unnamed ones are
//! numbered `%0`, `%1`, ... in that order): the order LLVM's `TypeFinder`
//! discovers them while walking globals, aliases, ifuncs, functions and
//! named metadata. Like LLVM, structs nothing uses are left out.

use super::GlobalOrder;
use super::slots::ByInst;
use crate::attributes::{Attr, AttrList};
use crate::constants::{Const, ConstData, ExprOp};
use crate::function::{DbgRecordKind, Function, Inst, MdOperand, Value, ValueDef};
use crate::instructions::InstData;
use crate::metadata::{MdField, MdNode, MdNodeKind, MdRef};
use crate::module::{FuncData, GlobalKind, Module};
use crate::types::{Type, TypeData};
use cranelift_entity::EntityRef;

/// Discovers identified structs in LLVM's `TypeFinder` order; driven by the
/// printer's numbering pass (globals, then each function's header and
/// instructions, then named metadata).
pub(super) struct Finder<'m> {
    m: &'m Module,
    n_named: usize,
    seen_types: Vec<bool>,
    seen_consts: Vec<bool>,
    seen_md: Vec<bool>,
    /// Named-struct indices in discovery order.
    found: Vec<u32>,
    type_work: Vec<Type>,
    const_work: Vec<Const>,
    md_work: Vec<(MdNode, usize)>,
}

impl<'m> Finder<'m> {
    /// A finder for `m` (inert if `m` has no identified structs).
    pub(super) fn new(m: &'m Module) -> Self {
        let n_named = m.types.named_structs().len();
        let active = n_named > 0;
        Finder {
            m,
            n_named,
            seen_types: if active {
                vec![false; m.types.len()]
            } else {
                Vec::new()
            },
            seen_consts: if active {
                vec![false; m.consts.len()]
            } else {
                Vec::new()
            },
            seen_md: if active {
                vec![false; m.metadata.len()]
            } else {
                Vec::new()
            },
            found: Vec::with_capacity(n_named),
            type_work: Vec::new(),
            const_work: Vec::new(),
            md_work: Vec::new(),
        }
    }

    /// Whether every identified struct has been found (nothing more to do).
    #[inline]
    pub(super) fn done(&self) -> bool {
        self.found.len() >= self.n_named
    }

    /// Named-struct indices in printing order. Structs the walk did not
    /// reach are used nowhere and are not printed (as in LLVM).
    pub(super) fn finish(self) -> Vec<u32> {
        self.found
    }

    /// Global variables (type, initializer), aliases, ifuncs.
    pub(super) fn globals(&mut self, order: &GlobalOrder) {
        if self.done() {
            return;
        }
        let m = self.m;
        for &gv in &order.vars {
            let g = &m.globals[gv];
            self.ty(g.value_type);
            if let GlobalKind::Var(v) = &g.kind
                && let Some(init) = v.init
            {
                self.konst(init);
            }
        }
        for &gv in &order.aliases {
            let g = &m.globals[gv];
            self.ty(g.value_type);
            if let GlobalKind::Alias { aliasee } = g.kind {
                self.konst(aliasee);
            }
        }
        for &gv in &order.ifuncs {
            self.ty(m.globals[gv].value_type);
        }
    }

    /// A function's type, attributes and personality/prefix/prologue.
    pub(super) fn function_header(&mut self, fd: &FuncData, fn_ty: Type) {
        if self.done() {
            return;
        }
        self.ty(fn_ty);
        self.attrs(&fd.attrs);
        for c in [fd.personality, fd.prefix, fd.prologue]
            .into_iter()
            .flatten()
        {
            self.konst(c);
        }
    }

    /// Named metadata (walked last, as LLVM does).
    pub(super) fn named_metadata(&mut self) {
        if self.done() {
            return;
        }
        for (_, ops) in &self.m.named_metadata {
            for r in ops.iter() {
                if let MdRef::Node(n) = r {
                    self.md(*n);
                }
            }
        }
    }

    /// One instruction: result type, constant operands, GEP/alloca types,
    /// call attributes, attachments (`atts`: positions in `att_idx`), and
    /// the locations of variable records (`recs` in `rec_idx`).
    pub(super) fn inst(
        &mut self,
        f: &Function,
        inst: Inst,
        att_idx: &ByInst,
        atts: std::ops::Range<usize>,
        rec_idx: &ByInst,
        recs: std::ops::Range<usize>,
    ) {
        if let Some(r) = f.inst_result(inst) {
            self.ty(f.value_type(r));
        }
        match &f.insts[inst] {
            InstData::Call { call } | InstData::Invoke { call } | InstData::CallBr { call } => {
                let c = &f.calls[*call];
                for &a in f.values_of(c.args) {
                    self.value(f, a);
                }
                for bundle in c.bundles.iter() {
                    for &a in bundle.args.iter() {
                        self.value(f, a);
                    }
                }
                self.value(f, c.callee);
                self.attrs(&c.attrs);
                // Printed in full for varargs callees.
                self.ty(c.fn_ty);
            }
            InstData::Switch { data } => {
                let s = &f.switches[*data];
                self.value(f, s.cond);
                for &(c, _) in s.cases.iter() {
                    self.konst(c);
                }
            }
            InstData::Gep { source_ty, .. } => {
                f.for_each_operand(inst, |v| self.value(f, v));
                self.ty(*source_ty);
            }
            InstData::Alloca { ty, count, .. } => {
                if let Some(c) = count.expand() {
                    self.value(f, c);
                }
                self.ty(*ty);
            }
            _ => f.for_each_operand(inst, |v| self.value(f, v)),
        }
        for pos in atts {
            if let MdRef::Node(n) = f.attachments[att_idx.item(pos)].node {
                self.md(n);
            }
        }
        for pos in recs {
            let r = &f.dbg_records[rec_idx.item(pos)];
            if r.kind == DbgRecordKind::Label {
                continue;
            }
            match r.operands.first() {
                Some(MdOperand::Value(v)) => self.value(f, *v),
                Some(MdOperand::ArgList(vs)) => {
                    for &v in vs.iter() {
                        self.value(f, v);
                    }
                }
                _ => {}
            }
        }
    }

    fn attrs(&mut self, list: &AttrList) {
        let m = self.m;
        for set in std::iter::once(list.func)
            .chain(std::iter::once(list.ret))
            .chain(list.params.iter().copied())
        {
            for a in m.attrs.get(set) {
                if let Attr::Type(_, Some(t)) = a {
                    self.ty(*t);
                }
            }
        }
    }

    /// A value operand: constants (not globals) and metadata.
    fn value(&mut self, f: &Function, v: Value) {
        let Some(vd) = f.values.get(v) else { return };
        match vd.def {
            ValueDef::Const(c) => self.konst(c),
            ValueDef::Metadata(i) => match f.md_operands.get(i as usize) {
                Some(MdOperand::Md(MdRef::Node(n))) => self.md(*n),
                Some(MdOperand::Md(MdRef::Const(c))) => self.konst(*c),
                Some(MdOperand::Value(v)) => self.value(f, *v),
                Some(MdOperand::ArgList(vs)) => {
                    for &v in vs.iter() {
                        self.value(f, v);
                    }
                }
                _ => {}
            },
            _ => {}
        }
    }

    /// `incorporateValue` on a constant: its type, a GEP's source type, and
    /// its operands, depth first.
    fn konst(&mut self, c: Const) {
        let m = self.m;
        if self.seen_consts.get(c.index()).is_none_or(|&s| s) {
            return;
        }
        self.const_work.push(c);
        while let Some(c) = self.const_work.pop() {
            let Some(seen) = self.seen_consts.get_mut(c.index()) else {
                continue;
            };
            let data = m.consts.get(c);
            if *seen || matches!(data, ConstData::Global { .. }) {
                continue;
            }
            *seen = true;
            self.ty(m.consts.type_of(c, m.types.common.token));
            let ops: &[Const] = match data {
                ConstData::Struct { elems, .. }
                | ConstData::Array { elems, .. }
                | ConstData::Vector { elems, .. } => elems,
                ConstData::Splat { elem, .. } => std::slice::from_ref(elem),
                ConstData::PtrAuth { ops, .. } => ops,
                ConstData::Expr { op, ops, .. } => {
                    if let ExprOp::Gep(src) = op {
                        self.ty(*src);
                    }
                    ops
                }
                _ => &[],
            };
            let base = self.const_work.len();
            self.const_work.extend(ops.iter().copied());
            self.const_work[base..].reverse();
        }
    }

    /// `incorporateMDNode`: node operands depth first, constants inside.
    fn md(&mut self, n: MdNode) {
        let m = self.m;
        match self.seen_md.get_mut(n.index()) {
            Some(s) if !*s => *s = true,
            _ => return,
        }
        self.md_work.push((n, 0));
        while let Some(&mut (node, ref mut next)) = self.md_work.last_mut() {
            let i = *next;
            *next += 1;
            let op = match &m.metadata[node].kind {
                MdNodeKind::Tuple(ops) => ops.get(i).copied(),
                MdNodeKind::Special { fields, .. } => match fields.get(i) {
                    Some((_, MdField::Ref(r))) => Some(*r),
                    Some(_) => Some(MdRef::Null),
                    None => None,
                },
            };
            match op {
                None => {
                    self.md_work.pop();
                }
                Some(MdRef::Node(c)) => {
                    if let Some(s) = self.seen_md.get_mut(c.index())
                        && !*s
                    {
                        *s = true;
                        self.md_work.push((c, 0));
                    }
                }
                Some(MdRef::Const(c)) => self.konst(c),
                Some(_) => {}
            }
        }
    }

    /// `incorporateType`: a worklist walk that marks types when pushed.
    fn ty(&mut self, t: Type) {
        match self.seen_types.get_mut(t.index()) {
            Some(s) if !*s => *s = true,
            _ => return,
        }
        let m = self.m;
        self.type_work.push(t);
        while let Some(t) = self.type_work.pop() {
            let subs: &[Type] = match m.types.get(t) {
                TypeData::Named(i) => {
                    self.found.push(*i);
                    match m.types.named_body(t) {
                        Some(b) => &b.fields,
                        None => &[],
                    }
                }
                TypeData::Struct { fields, .. } => fields,
                TypeData::Array { elem, .. } | TypeData::Vector { elem, .. } => {
                    std::slice::from_ref(elem)
                }
                TypeData::Function { ret, params, .. } => {
                    // Subtypes are [ret, params...]; pushed in reverse.
                    for &p in params.iter().rev() {
                        if let Some(s) = self.seen_types.get_mut(p.index())
                            && !*s
                        {
                            *s = true;
                            self.type_work.push(p);
                        }
                    }
                    std::slice::from_ref(ret)
                }
                TypeData::TargetExt { types, .. } => types,
                _ => &[],
            };
            for &s in subs.iter().rev() {
                if let Some(seen) = self.seen_types.get_mut(s.index())
                    && !*seen
                {
                    *seen = true;
                    self.type_work.push(s);
                }
            }
        }
    }
}
