//! End of module: report references that were never defined (types,
//! comdats, globals, metadata), merge `#N` attribute groups into the places
//! that referenced them, and put global values in definition order.

use super::{AttrTarget, Parser};
use crate::attributes::{Attr, AttrSet};
use crate::constants::ConstData;
use crate::diagnostics::Diagnostic;
use crate::module::{GlobalKind, GlobalValue, Module};
use cranelift_entity::{EntityRef, PrimaryMap};

impl<'a> Parser<'a> {
    /// Checks and resolves everything deferred; returns the module.
    pub(crate) fn finish(mut self) -> Result<Module, Diagnostic> {
        self.declare_called_intrinsics()?;
        self.check_undefined()?;
        self.resolve_attr_groups();
        self.reorder_globals();
        Ok(self.m)
    }

    fn check_undefined(&self) -> Result<(), Diagnostic> {
        if let Some(&(_, _, at)) = self.pending_blockaddrs.iter().min_by_key(|p| p.2) {
            return Err(Diagnostic::new(
                at as usize,
                "cannot take blockaddress inside a declaration",
            ));
        }
        // Types.
        let mut first: Option<(u32, String)> = None;
        let mut note = |off: u32, msg: String| {
            if first.as_ref().is_none_or(|f| off < f.0) {
                first = Some((off, msg));
            }
        };
        for (name, slot) in &self.type_names {
            if slot.ty.is_some() && !slot.defined {
                note(
                    slot.use_off,
                    format!(
                        "use of undefined type named '{}'",
                        self.m.symbols.get_str(*name)
                    ),
                );
            }
        }
        for (n, slot) in self.type_nums.entries() {
            if slot.ty.is_some() && !slot.defined {
                note(slot.use_off, format!("use of undefined type '%{n}'"));
            }
        }
        if let Some((off, msg)) = first {
            return Err(Diagnostic::new(off as usize, msg));
        }
        // Comdats.
        let mut first: Option<(u32, String)> = None;
        for (name, slot) in &self.comdats {
            if !slot.defined && first.as_ref().is_none_or(|f| slot.use_off < f.0) {
                first = Some((
                    slot.use_off,
                    format!(
                        "use of undefined comdat '${}'",
                        self.m.symbols.get_str(*name)
                    ),
                ));
            }
        }
        if let Some((off, msg)) = first {
            return Err(Diagnostic::new(off as usize, msg));
        }
        // Global values.
        let mut first: Option<(u32, GlobalValue)> = None;
        for (i, st) in self.gstate.iter().enumerate() {
            if !st.defined && first.is_none_or(|f| st.use_off < f.0) {
                first = Some((st.use_off, GlobalValue::new(i)));
            }
        }
        if let Some((off, gv)) = first {
            let name = match self.m.globals[gv].name {
                Some(s) => self.m.symbols.get_str(s).into_owned(),
                None => self
                    .global_nums
                    .entries()
                    .find(|(_, g)| *g == Some(gv))
                    .map_or_else(String::new, |(n, _)| n.to_string()),
            };
            let name = if name
                .bytes()
                .all(|b| b.is_ascii_alphanumeric() || b"-$._".contains(&b))
            {
                name
            } else {
                format!("\"{name}\"")
            };
            return Err(Diagnostic::new(
                off as usize,
                format!("use of undefined value '@{name}'"),
            ));
        }
        // Metadata: the lowest undefined number, like LLVM.
        let mut first: Option<(u32, u32)> = None;
        for (n, slot) in self.md_nums.entries() {
            if slot.node.is_some() && !slot.defined && first.is_none_or(|f| n < f.0) {
                first = Some((n, slot.use_off));
            }
        }
        if let Some((n, off)) = first {
            return Err(Diagnostic::new(
                off as usize,
                format!("use of undefined metadata '!{n}'"),
            ));
        }
        Ok(())
    }

    /// Merges the attributes of referenced `#N` groups into their targets.
    /// References to groups that were never defined are ignored, as LLVM
    /// does. As in LLVM, an attribute of a later group replaces one of the
    /// same kind (or string key) from an earlier group, and the groups'
    /// attributes replace the inline ones.
    fn resolve_attr_groups(&mut self) {
        let pending = std::mem::take(&mut self.pending_attrs);
        let mut buf: Vec<Attr> = Vec::new();
        for p in pending {
            buf.clear();
            for &g in &self.pending_groups[p.groups.0 as usize..p.groups.1 as usize] {
                if let Some(attrs) = self.attr_groups.get(&g) {
                    if buf.is_empty() {
                        buf.extend_from_slice(attrs);
                    } else {
                        crate::attributes::merge_last_wins(&mut buf, attrs);
                    }
                }
            }
            for a in self.m.attrs.get(p.inline) {
                if !buf.iter().any(|b| b.same_key(a)) {
                    buf.push(*a);
                }
            }
            let set = self.m.attrs.intern(&buf);
            self.set_attr_target(p.target, set);
        }
    }

    fn set_attr_target(&mut self, target: AttrTarget, set: AttrSet) {
        match target {
            AttrTarget::Func(f) => self.m.functions[f].attrs.func = set,
            AttrTarget::Call(f, c) => {
                if let Some(body) = self.m.functions[f].body.as_mut() {
                    body.calls[c].attrs.func = set;
                }
            }
            AttrTarget::GlobalVar(gv) => {
                if let GlobalKind::Var(v) = &mut self.m.globals[gv].kind {
                    v.attrs = set;
                }
            }
        }
    }

    /// Renumbers global values into definition order (forward references
    /// created placeholders earlier), rewriting every reference.
    fn reorder_globals(&mut self) {
        let n = self.m.globals.len();
        if self.def_order.len() != n
            || self
                .def_order
                .iter()
                .enumerate()
                .all(|(i, g)| g.index() == i)
        {
            return;
        }
        let mut new_of = vec![GlobalValue::new(0); n];
        for (new, old) in self.def_order.iter().enumerate() {
            new_of[old.index()] = GlobalValue::new(new);
        }
        let map = |g: GlobalValue| new_of[g.index()];
        // Globals.
        let old = std::mem::take(&mut self.m.globals);
        let mut slots: Vec<Option<_>> = old.into_iter().map(|(_, d)| Some(d)).collect();
        let mut globals = PrimaryMap::with_capacity(n);
        for old in &self.def_order {
            if let Some(d) = slots[old.index()].take() {
                globals.push(d);
            }
        }
        self.m.globals = globals;
        for g in self.m.global_names.values_mut() {
            *g = map(*g);
        }
        for f in self.m.functions.values_mut() {
            f.gv = f.gv.map(map);
        }
        // Constants: same ids, new global handles (a bijection keeps them
        // distinct).
        self.m.consts.rewrite(|d| match d {
            ConstData::Global { gv, .. }
            | ConstData::DsoLocalEquivalent { gv, .. }
            | ConstData::NoCfi { gv, .. } => *gv = map(*gv),
            ConstData::BlockAddress { func, .. } => *func = map(*func),
            _ => {}
        });
    }
}
