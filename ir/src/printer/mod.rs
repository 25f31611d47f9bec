//! The `.ll` printer: writes a [`Module`] as canonical LLVM assembly that
//! `llvm-as-19` accepts and that means the same module.
//!
//! The layout follows LLVM 19's own writer: header, identified struct types,
//! comdats, global variables, aliases, ifuncs, functions, attribute groups,
//! named metadata, then numbered metadata. Unnamed values, blocks, globals,
//! struct types, attribute groups and metadata nodes are numbered the way
//! LLVM numbers them, so the output of `clang -S -emit-llvm` prints back
//! nearly byte for byte (the `; preds = ...` comments are not written).
//!
//! Everything is appended straight to the caller's `Vec<u8>`; no per-value
//! strings are built.

mod attrs;
mod constants;
mod instructions;
mod metadata;
mod slots;
mod text;
mod typeorder;
mod types;

#[cfg(test)]
mod roundtrip_tests;
#[cfg(test)]
mod tests;

use crate::attributes::AttrSet;
use crate::function::Value;
use crate::module::{
    Comdat, ComdatKind, DllStorage, FuncId, GlobalKind, GlobalValue, Linkage, Module, ThreadLocal,
    UnnamedAddr, Visibility,
};
use crate::symbols::{FxHashMap, Sym};
use cranelift_entity::EntityRef;
use metadata::MdSlots;
use slots::{ByInst, FnSlots};
use text::{push_name, push_quoted, push_u32, push_u64};
use types::{NO_NUMBER, TypeCache};

/// Appends the module as `.ll` text to `out`.
pub fn print_module(module: &Module, out: &mut Vec<u8>) {
    let mut p = Printer::new(module, out);
    p.module();
}

/// Appends one function (declaration or definition) as `.ll` text to `out`,
/// numbered exactly as in [`print_module`]'s output (attribute groups as
/// `#N` and metadata as `!N` refer to the whole module's numbering).
pub fn print_function(module: &Module, func: FuncId, out: &mut Vec<u8>) {
    let mut p = Printer::new(module, out);
    p.function(func);
}

/// How `value` of function `func` is written as an operand, without its type:
/// `%x`, `%5`, `@g`, `42`, `null`, `!7`, ... For diagnostics.
pub fn value_name(module: &Module, func: FuncId, value: Value) -> String {
    let mut out = Vec::new();
    {
        let mut p = Printer::new_light(module, &mut out);
        if let Some(body) = module.functions.get(func).and_then(|f| f.body.as_ref()) {
            if value.index() < body.values.len() {
                p.fslots.compute(body);
                p.value(body, value);
            } else {
                p.out.extend_from_slice(b"<badref>");
            }
        } else {
            p.out.extend_from_slice(b"<badref>");
        }
    }
    String::from_utf8_lossy(&out).into_owned()
}

/// Global variables, aliases, ifuncs and functions in the order they are
/// printed (and numbered when unnamed).
#[derive(Default)]
struct GlobalOrder {
    vars: Vec<GlobalValue>,
    aliases: Vec<GlobalValue>,
    ifuncs: Vec<GlobalValue>,
    funcs: Vec<GlobalValue>,
}

/// The printer state: the module, the output, and the numberings.
pub(super) struct Printer<'m, 'o> {
    m: &'m Module,
    out: &'o mut Vec<u8>,
    tcache: TypeCache,
    /// Number of each unnamed identified struct (by named-struct index).
    struct_nums: Vec<u32>,
    /// Identified structs (named-struct indices) in printing order.
    struct_order: Vec<u32>,
    /// Number of each unnamed global value (by index), else [`NO_NUMBER`].
    global_nums: Vec<u32>,
    order: GlobalOrder,
    /// Attribute group number of each function-attribute set used.
    attr_groups: FxHashMap<AttrSet, u32>,
    attr_group_list: Vec<AttrSet>,
    md: MdSlots,
    fslots: FnSlots,
    /// The function being printed (for `musttail` in vararg functions).
    cur_func: Option<FuncId>,
    /// Debug records of the current function by instruction.
    recs: ByInst,
    /// Metadata attachments of the current function by instruction.
    atts: ByInst,
    /// Nesting of inline metadata (guards against cycles).
    md_depth: u32,
}

impl<'m, 'o> Printer<'m, 'o> {
    /// A printer with type and global numbering only (no attribute-group or
    /// metadata numbering): enough to name values.
    fn new_light(m: &'m Module, out: &'o mut Vec<u8>) -> Self {
        let mut struct_nums = vec![NO_NUMBER; m.types.named_structs().len()];
        let mut n = 0;
        for (i, ns) in m.types.named_structs().iter().enumerate() {
            if ns.name.is_none() {
                struct_nums[i] = n;
                n += 1;
            }
        }
        let order = global_order(m);
        let mut global_nums = vec![NO_NUMBER; m.globals.len()];
        let mut n = 0;
        for gv in order
            .vars
            .iter()
            .chain(&order.aliases)
            .chain(&order.ifuncs)
            .chain(&order.funcs)
        {
            if m.globals[*gv].name.is_none() {
                global_nums[gv.index()] = n;
                n += 1;
            }
        }
        Printer {
            m,
            out,
            tcache: TypeCache::default(),
            struct_order: (0..struct_nums.len() as u32).collect(),
            struct_nums,
            global_nums,
            order,
            attr_groups: FxHashMap::default(),
            attr_group_list: Vec::new(),
            md: MdSlots::unnumbered(m),
            fslots: FnSlots::default(),
            cur_func: None,
            recs: ByInst::default(),
            atts: ByInst::default(),
            md_depth: 0,
        }
    }

    /// A printer with every module-level numbering done.
    fn new(m: &'m Module, out: &'o mut Vec<u8>) -> Self {
        let mut p = Self::new_light(m, out);
        p.md = MdSlots::new(m);
        p.number_module();
        p
    }

    /// Numbers identified structs, attribute groups and metadata nodes in
    /// LLVM's order. Metadata and attribute groups: global variables
    /// (attachments, attributes), named metadata, the function attributes
    /// of every function, then per function its attachments, its
    /// instructions' debug records, metadata operands and attachments, and
    /// its call sites' function attributes. Structs: see [`typeorder`].
    fn number_module(&mut self) {
        let m = self.m;
        let mut finder = typeorder::Finder::new(m);
        finder.globals(&self.order);
        for i in 0..self.order.vars.len() {
            let g = &m.globals[self.order.vars[i]];
            for (_, r) in &g.attachments {
                self.md.number_ref(m, *r);
            }
            if let GlobalKind::Var(v) = &g.kind {
                self.add_attr_group(v.attrs);
            }
        }
        for (_, ops) in &m.named_metadata {
            for r in ops.iter() {
                self.md.number_ref(m, *r);
            }
        }
        for i in 0..self.order.funcs.len() {
            if let GlobalKind::Func(f) = m.globals[self.order.funcs[i]].kind {
                self.add_attr_group(m.functions[f].attrs.func);
            }
        }
        for i in 0..self.order.funcs.len() {
            let gv = self.order.funcs[i];
            let GlobalKind::Func(f) = m.globals[gv].kind else {
                continue;
            };
            let fd = &m.functions[f];
            finder.function_header(fd, m.globals[gv].value_type);
            for (_, r) in &m.globals[gv].attachments {
                self.md.number_ref(m, *r);
            }
            if let Some(body) = &fd.body {
                self.number_function_body(body, &mut finder);
            }
        }
        finder.named_metadata();
        self.struct_order = finder.finish();
        let named = m.types.named_structs();
        let mut numbered = vec![false; named.len()];
        let mut n = 0;
        for &i in &self.struct_order {
            if named[i as usize].name.is_none() {
                self.struct_nums[i as usize] = n;
                numbered[i as usize] = true;
                n += 1;
            }
        }
        // Unused unnamed structs are not printed; keep their numbers apart.
        for (i, ns) in named.iter().enumerate() {
            if ns.name.is_none() && !numbered[i] {
                self.struct_nums[i] = n;
                n += 1;
            }
        }
    }

    /// Groups the current function's debug records and attachments by
    /// instruction.
    fn index_body(&mut self, f: &crate::function::Function) {
        let n = f.insts.len();
        self.recs
            .build(n, f.dbg_records.iter().map(|r| r.before.index()));
        self.atts
            .build(n, f.attachments.iter().map(|a| a.inst.index()));
    }

    fn add_attr_group(&mut self, set: AttrSet) {
        if set.is_empty() || self.m.attrs.get(set).is_empty() {
            return;
        }
        let next = self.attr_group_list.len() as u32;
        if let std::collections::hash_map::Entry::Vacant(e) = self.attr_groups.entry(set) {
            e.insert(next);
            self.attr_group_list.push(set);
        }
    }

    /// `#N` of a function-attribute set, if it has attributes.
    fn attr_group_ref(&mut self, set: AttrSet) {
        if let Some(&n) = self.attr_groups.get(&set) {
            self.out.extend_from_slice(b" #");
            push_u32(self.out, n);
        } else if !set.is_empty() && !self.m.attrs.get(set).is_empty() {
            // Not numbered (cannot happen through print_module): write the
            // attributes inline, which LLVM accepts too.
            self.out.push(b' ');
            self.attr_set(set, false);
        }
    }

    // ---- small writers ----

    #[inline]
    fn bytes(&mut self, b: &[u8]) {
        self.out.extend_from_slice(b);
    }

    #[inline]
    fn sym(&self, s: Sym) -> &'m [u8] {
        self.m.symbols.get(s)
    }

    #[inline]
    fn ty(&mut self, t: crate::types::Type) {
        self.tcache.write(
            &self.m.types,
            &self.m.symbols,
            &self.struct_nums,
            t,
            self.out,
        );
    }

    /// `@name` or `@N`.
    fn global_ref(&mut self, gv: GlobalValue) {
        let m = self.m;
        match m.globals.get(gv) {
            Some(g) => match g.name {
                Some(name) => text::push_sigil_name(self.out, b'@', m.symbols.get(name)),
                None => {
                    self.out.push(b'@');
                    let n = self
                        .global_nums
                        .get(gv.index())
                        .copied()
                        .unwrap_or(NO_NUMBER);
                    push_u32(self.out, if n == NO_NUMBER { gv.index() as u32 } else { n });
                }
            },
            None => self.bytes(b"@<badref>"),
        }
    }

    // ---- the module ----

    fn module(&mut self) {
        let m = self.m;
        if let Some(s) = m.source_filename {
            self.bytes(b"source_filename = ");
            push_quoted(self.out, m.symbols.get(s));
            self.out.push(b'\n');
        }
        if let Some(s) = m.datalayout_text {
            self.bytes(b"target datalayout = ");
            push_quoted(self.out, m.symbols.get(s));
            self.out.push(b'\n');
        }
        if let Some(s) = m.target_triple {
            self.bytes(b"target triple = ");
            push_quoted(self.out, m.symbols.get(s));
            self.out.push(b'\n');
        }
        if !m.module_asm.is_empty() {
            self.out.push(b'\n');
            for &line in &m.module_asm {
                let bytes = m.symbols.get(line);
                let mut parts = bytes.split(|&c| c == b'\n').peekable();
                while let Some(part) = parts.next() {
                    // A trailing newline does not start another line.
                    if part.is_empty() && parts.peek().is_none() && !bytes.is_empty() {
                        break;
                    }
                    self.bytes(b"module asm ");
                    push_quoted(self.out, part);
                    self.out.push(b'\n');
                }
            }
        }
        self.struct_types();
        self.comdats();
        if !self.order.vars.is_empty() {
            self.out.push(b'\n');
        }
        for i in 0..self.order.vars.len() {
            let gv = self.order.vars[i];
            self.global_var(gv);
            self.out.push(b'\n');
        }
        if !self.order.aliases.is_empty() {
            self.out.push(b'\n');
        }
        for i in 0..self.order.aliases.len() {
            let gv = self.order.aliases[i];
            self.alias_or_ifunc(gv);
        }
        if !self.order.ifuncs.is_empty() {
            self.out.push(b'\n');
        }
        for i in 0..self.order.ifuncs.len() {
            let gv = self.order.ifuncs[i];
            self.alias_or_ifunc(gv);
        }
        for i in 0..self.order.funcs.len() {
            let gv = self.order.funcs[i];
            if let GlobalKind::Func(f) = m.globals[gv].kind {
                self.out.push(b'\n');
                self.function(f);
            }
        }
        if !self.attr_group_list.is_empty() {
            self.out.push(b'\n');
            for i in 0..self.attr_group_list.len() {
                let set = self.attr_group_list[i];
                self.bytes(b"attributes #");
                push_u32(self.out, i as u32);
                self.bytes(b" = { ");
                self.attr_set(set, true);
                self.bytes(b" }\n");
            }
        }
        if !m.named_metadata.is_empty() {
            self.out.push(b'\n');
            for (name, ops) in &m.named_metadata {
                self.out.push(b'!');
                text::push_md_ident(self.out, m.symbols.get(*name));
                self.bytes(b" = !{");
                for (i, r) in ops.iter().enumerate() {
                    if i > 0 {
                        self.bytes(b", ");
                    }
                    self.md_ref(*r);
                }
                self.bytes(b"}\n");
            }
        }
        if !self.md.order.is_empty() {
            self.out.push(b'\n');
            for i in 0..self.md.order.len() {
                let node = self.md.order[i];
                self.out.push(b'!');
                push_u32(self.out, i as u32);
                self.bytes(b" = ");
                self.md_node_body(node);
                self.out.push(b'\n');
            }
        }
    }

    /// `%N = type {...}` for numbered structs, then `%name = type {...}`.
    fn struct_types(&mut self) {
        let m = self.m;
        let named = m.types.named_structs();
        if self.struct_order.is_empty() {
            return;
        }
        self.out.push(b'\n');
        for pass_numbered in [true, false] {
            for k in 0..self.struct_order.len() {
                let ns = &named[self.struct_order[k] as usize];
                if ns.name.is_none() != pass_numbered {
                    continue;
                }
                self.ty(ns.ty);
                self.bytes(b" = type ");
                match &ns.body {
                    None => self.bytes(b"opaque"),
                    Some(body) => {
                        // The body of the struct itself, not its name.
                        if body.packed {
                            self.out.push(b'<');
                        }
                        if body.fields.is_empty() {
                            self.bytes(b"{}");
                        } else {
                            self.bytes(b"{ ");
                            for (i, f) in body.fields.iter().enumerate() {
                                if i > 0 {
                                    self.bytes(b", ");
                                }
                                self.ty(*f);
                            }
                            self.bytes(b" }");
                        }
                        if body.packed {
                            self.out.push(b'>');
                        }
                    }
                }
                self.out.push(b'\n');
            }
        }
    }

    /// `$name = comdat kind` for every comdat a function or variable uses,
    /// in LLVM's order (functions first, then variables).
    fn comdats(&mut self) {
        let m = self.m;
        let mut seen = vec![false; m.comdats.len()];
        let mut list: Vec<Comdat> = Vec::new();
        for gv in self.order.funcs.iter().chain(&self.order.vars) {
            if let Some(c) = m.globals[*gv].comdat
                && let Some(s) = seen.get_mut(c.index())
                && !*s
            {
                *s = true;
                list.push(c);
            }
        }
        if list.is_empty() {
            return;
        }
        self.out.push(b'\n');
        for (i, c) in list.into_iter().enumerate() {
            // LLVM leaves a blank line between comdats.
            if i > 0 {
                self.out.push(b'\n');
            }
            let cd = &m.comdats[c];
            text::push_sigil_name(self.out, b'$', m.symbols.get(cd.name));
            self.bytes(b" = comdat ");
            self.bytes(match cd.kind {
                ComdatKind::Any => b"any",
                ComdatKind::ExactMatch => b"exactmatch",
                ComdatKind::Largest => b"largest",
                ComdatKind::NoDeduplicate => b"nodeduplicate",
                ComdatKind::SameSize => b"samesize",
            });
            self.out.push(b'\n');
        }
    }

    /// `comdat` / `comdat($c)` after a global's other properties.
    fn comdat_ref(&mut self, gv: GlobalValue) {
        let m = self.m;
        let g = &m.globals[gv];
        let Some(c) = g.comdat else { return };
        let Some(cd) = m.comdats.get(c) else { return };
        self.bytes(b" comdat");
        if g.name != Some(cd.name) {
            self.bytes(b"($");
            push_name(self.out, m.symbols.get(cd.name));
            self.out.push(b')');
        }
    }

    /// Linkage, `dso_local`, visibility, DLL storage: the common prefix of
    /// every global value, each followed by a space.
    fn gv_prefix(&mut self, gv: GlobalValue, with_dll: bool) {
        let g = &self.m.globals[gv];
        let l = linkage_name(g.linkage);
        if !l.is_empty() {
            self.bytes(l.as_bytes());
            self.out.push(b' ');
        }
        let implicit_dso_local = g.linkage.is_local()
            || (g.visibility != Visibility::Default && g.linkage != Linkage::ExternWeak);
        if g.dso_local && !implicit_dso_local {
            self.bytes(b"dso_local ");
        }
        match g.visibility {
            Visibility::Default => {}
            Visibility::Hidden => self.bytes(b"hidden "),
            Visibility::Protected => self.bytes(b"protected "),
        }
        if with_dll {
            match g.dll_storage {
                DllStorage::Default => {}
                DllStorage::Import => self.bytes(b"dllimport "),
                DllStorage::Export => self.bytes(b"dllexport "),
            }
        }
    }

    fn thread_local(&mut self, tl: ThreadLocal) {
        self.bytes(match tl {
            ThreadLocal::No => b"",
            ThreadLocal::GeneralDynamic => b"thread_local ",
            ThreadLocal::LocalDynamic => b"thread_local(localdynamic) ",
            ThreadLocal::InitialExec => b"thread_local(initialexec) ",
            ThreadLocal::LocalExec => b"thread_local(localexec) ",
        });
    }

    fn unnamed_addr(&mut self, ua: UnnamedAddr) {
        match ua {
            UnnamedAddr::None => {}
            UnnamedAddr::Global => self.bytes(b"unnamed_addr "),
            UnnamedAddr::Local => self.bytes(b"local_unnamed_addr "),
        }
    }

    fn global_var(&mut self, gv: GlobalValue) {
        let m = self.m;
        let g = &m.globals[gv];
        let GlobalKind::Var(v) = &g.kind else { return };
        self.global_ref(gv);
        self.bytes(b" = ");
        if v.init.is_none() && g.linkage.is_external() {
            self.bytes(b"external ");
        }
        self.gv_prefix(gv, true);
        self.thread_local(g.thread_local);
        self.unnamed_addr(g.unnamed_addr);
        if g.addrspace != 0 {
            self.bytes(b"addrspace(");
            push_u32(self.out, g.addrspace);
            self.bytes(b") ");
        }
        if v.externally_initialized {
            self.bytes(b"externally_initialized ");
        }
        self.bytes(if v.constant { b"constant " } else { b"global " });
        self.ty(g.value_type);
        if let Some(init) = v.init {
            self.out.push(b' ');
            self.constant(init);
        }
        if let Some(s) = g.section {
            self.bytes(b", section ");
            push_quoted(self.out, m.symbols.get(s));
        }
        if let Some(s) = g.partition {
            self.bytes(b", partition ");
            push_quoted(self.out, m.symbols.get(s));
        }
        if let Some(cm) = v.code_model {
            use crate::module::CodeModel;
            self.bytes(b", code_model ");
            self.bytes(match cm {
                CodeModel::Tiny => b"\"tiny\"",
                CodeModel::Small => b"\"small\"",
                CodeModel::Kernel => b"\"kernel\"",
                CodeModel::Medium => b"\"medium\"",
                CodeModel::Large => b"\"large\"",
            });
        }
        {
            use crate::module::SanitizerFlags as S;
            let s = v.sanitizer.0;
            if s & S::NO_ADDRESS != 0 {
                self.bytes(b", no_sanitize_address");
            }
            if s & S::NO_HWADDRESS != 0 {
                self.bytes(b", no_sanitize_hwaddress");
            }
            if s & S::MEMTAG != 0 {
                self.bytes(b", sanitize_memtag");
            }
            if s & S::ADDRESS_DYNINIT != 0 {
                self.bytes(b", sanitize_address_dyninit");
            }
        }
        if g.comdat.is_some() {
            self.out.push(b',');
            self.comdat_ref(gv);
        }
        if let Some(a) = g.align.bytes() {
            self.bytes(b", align ");
            push_u64(self.out, a);
        }
        for (kind, r) in &g.attachments {
            self.bytes(b", !");
            text::push_md_ident(self.out, m.symbols.get(*kind));
            self.out.push(b' ');
            self.md_ref(*r);
        }
        if !v.attrs.is_empty() {
            self.attr_group_ref(v.attrs);
        }
    }

    fn alias_or_ifunc(&mut self, gv: GlobalValue) {
        let m = self.m;
        let g = &m.globals[gv];
        self.global_ref(gv);
        self.bytes(b" = ");
        let target = match &g.kind {
            GlobalKind::Alias { aliasee } => {
                self.gv_prefix(gv, true);
                self.thread_local(g.thread_local);
                self.unnamed_addr(g.unnamed_addr);
                self.bytes(b"alias ");
                *aliasee
            }
            GlobalKind::IFunc { resolver } => {
                self.gv_prefix(gv, false);
                self.bytes(b"ifunc ");
                *resolver
            }
            _ => return,
        };
        self.ty(g.value_type);
        self.bytes(b", ");
        // LLVM leaves out the type before a constant-expression aliasee.
        let is_expr = matches!(
            m.consts.get(target),
            crate::constants::ConstData::Expr { .. }
        );
        if is_expr {
            self.constant(target);
        } else {
            self.typed_constant(target);
        }
        if let Some(s) = g.partition {
            self.bytes(b", partition ");
            push_quoted(self.out, m.symbols.get(s));
        }
        self.out.push(b'\n');
    }

    /// A calling convention keyword followed by a space (nothing for C).
    fn call_conv(&mut self, cc: crate::module::CallConv) {
        if cc.0 == 0 {
            return;
        }
        match cc.name() {
            Some(n) => self.bytes(n.as_bytes()),
            None => {
                self.bytes(b"cc");
                push_u32(self.out, cc.0);
            }
        }
        self.out.push(b' ');
    }
}

/// The linkage keyword (empty for external).
fn linkage_name(l: Linkage) -> &'static str {
    match l {
        Linkage::External | Linkage::ExternalExplicit => "",
        other => other.name(),
    }
}

/// Global values split by kind, each kind in source order (by the recorded
/// definition offset where known, else creation order).
fn global_order(m: &Module) -> GlobalOrder {
    let mut o = GlobalOrder::default();
    for (gv, g) in m.globals.iter() {
        match g.kind {
            GlobalKind::Var(_) => o.vars.push(gv),
            GlobalKind::Alias { .. } => o.aliases.push(gv),
            GlobalKind::IFunc { .. } => o.ifuncs.push(gv),
            GlobalKind::Func(_) => o.funcs.push(gv),
        }
    }
    for list in [&mut o.vars, &mut o.aliases, &mut o.ifuncs, &mut o.funcs] {
        let sorted = list
            .windows(2)
            .all(|w| m.globals[w[0]].offset <= m.globals[w[1]].offset);
        if !sorted {
            // Definitions parsed from text (offset > 0) in text order, then
            // anything created later, in creation order.
            list.sort_by_key(|gv| match m.globals[*gv].offset {
                0 => u32::MAX,
                o => o,
            });
        }
    }
    o
}
