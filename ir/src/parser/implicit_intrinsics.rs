//! Intrinsics called without a declaration, as LLVM 19's `.ll` parser
//! takes them (`LLParser::validateEndOfModule`): at the end of the module, a
//! name still undefined that denotes a target-independent intrinsic
//! (`@llvm.memcpy`, `@llvm.bswap.i64`) must be used only as the callee of
//! calls ("intrinsic can only be used as callee"), and each call's function
//! type must fit the intrinsic's signature ("invalid intrinsic
//! signature"). Each call then calls the declaration named by the mangled
//! name of its overload types (`@llvm.bswap.i32` for `i32 (i32)`),
//! which is made, with the call's type, when the module has none. Other
//! undefined `llvm.` names stay undefined values.

use super::Parser;
use crate::attributes::AttrList;
use crate::constants::{Const, ConstData};
use crate::diagnostics::Diagnostic;
use crate::function::{CallId, ValueData, ValueDef};
use crate::instructions::InstData;
use crate::intrinsics::{Intrinsic, Lookup, lookup, mangled_name, match_signature};
use crate::module::{CallConv, FuncData, FuncId, GlobalKind, GlobalValue};
use crate::types::Type;
use cranelift_entity::EntityRef;

impl Parser<'_> {
    /// Declares the intrinsics that are called but were never declared.
    pub(super) fn declare_called_intrinsics(&mut self) -> Result<(), Diagnostic> {
        let mut pending: Vec<(u32, GlobalValue, &'static Intrinsic)> = Vec::new();
        for (i, st) in self.gstate.iter().enumerate() {
            let gv = GlobalValue::new(i);
            if st.defined {
                continue;
            }
            let Some(name) = self.m.globals[gv].name else {
                continue;
            };
            if let Lookup::Known(info) = lookup(self.m.symbols.get(name)) {
                pending.push((st.use_off, gv, info));
            }
        }
        pending.sort_by_key(|p| p.0);
        for (off, gv, info) in pending {
            // An earlier one may have made this name its declaration.
            if !self.gstate[gv.index()].defined {
                self.declare_called_intrinsic(off, gv, info)?;
            }
        }
        Ok(())
    }

    /// Redirects the calls of the forward reference `gv` (first used at
    /// `off`) to declarations of intrinsic `info`.
    fn declare_called_intrinsic(
        &mut self,
        off: u32,
        gv: GlobalValue,
        info: &'static Intrinsic,
    ) -> Result<(), Diagnostic> {
        let at = off as usize;
        let Some(calls) = self.callee_uses(gv) else {
            return Err(Diagnostic::new(at, "intrinsic can only be used as callee"));
        };
        let mut decls: Vec<(Type, GlobalValue)> = Vec::new();
        for &(f, c) in &calls {
            let fn_ty = self.call_fn_ty(f, c);
            let decl = match decls.iter().find(|d| d.0 == fn_ty) {
                Some(&(_, d)) => d,
                None => {
                    let Ok(overloads) = match_signature(&self.m.types, info.sig, fn_ty, false)
                    else {
                        return Err(Diagnostic::new(at, "invalid intrinsic signature"));
                    };
                    let d = self.intrinsic_decl(gv, info, fn_ty, &overloads, off);
                    decls.push((fn_ty, d));
                    d
                }
            };
            if decl != gv {
                self.redirect_call(f, c, decl);
            }
        }
        // Every call went to another declaration: the forward reference
        // stays as an unused declaration of the first call's type.
        if !self.gstate[gv.index()].defined
            && let Some(&(fn_ty, _)) = decls.first()
        {
            self.make_declaration(gv, fn_ty);
        }
        Ok(())
    }

    /// The calls that have `gv` as their callee, or `None` if `gv` is used
    /// any other way (as an operand, in a constant or an initializer).
    fn callee_uses(&self, gv: GlobalValue) -> Option<Vec<(FuncId, CallId)>> {
        let mut targets: Vec<Const> = Vec::new();
        for (c, d) in self.m.consts.iter() {
            match d {
                ConstData::Global { gv: g, .. } if *g == gv => targets.push(c),
                ConstData::DsoLocalEquivalent { gv: g, .. } | ConstData::NoCfi { gv: g, .. }
                    if *g == gv =>
                {
                    return None;
                }
                _ => {}
            }
        }
        let used = |c: &Const| targets.contains(c);
        if self
            .m
            .consts
            .iter()
            .any(|(_, d)| d.operands().iter().any(used))
        {
            return None;
        }
        for g in self.m.globals.values() {
            let init = match &g.kind {
                GlobalKind::Var(v) => v.init,
                GlobalKind::Alias { aliasee } => Some(*aliasee),
                GlobalKind::IFunc { resolver } => Some(*resolver),
                GlobalKind::Func(_) => None,
            };
            if init.as_ref().is_some_and(used) {
                return None;
            }
        }
        let mut calls = Vec::new();
        for (fid, fd) in self.m.functions.iter() {
            if [fd.prefix, fd.prologue, fd.personality]
                .iter()
                .flatten()
                .any(used)
            {
                return None;
            }
            let Some(body) = &fd.body else {
                continue;
            };
            let is_target = |v| matches!(body.values[v].def, ValueDef::Const(c) if used(&c));
            for inst in body.insts.keys() {
                let mut uses = 0;
                body.for_each_operand(inst, |v| uses += usize::from(is_target(v)));
                if uses == 0 {
                    continue;
                }
                if let InstData::Call { call }
                | InstData::Invoke { call }
                | InstData::CallBr { call } = body.insts[inst]
                    && is_target(body.calls[call].callee)
                {
                    uses -= 1;
                    calls.push((fid, call));
                }
                if uses > 0 {
                    return None;
                }
            }
        }
        Some(calls)
    }

    /// The function type of call `c` in function `f`.
    fn call_fn_ty(&self, f: FuncId, c: CallId) -> Type {
        let body = self.m.functions[f].body.as_ref();
        body.map_or(self.m.types.common.void, |b| b.calls[c].fn_ty)
    }

    /// The declaration of intrinsic `info` with overload types `overloads`
    /// for calls of type `fn_ty` through the forward reference `gv`: the
    /// global of its mangled name if there is one (a forward reference of
    /// that name becomes the declaration), else `gv` itself renamed if it is
    /// not a declaration yet, else a new declaration.
    fn intrinsic_decl(
        &mut self,
        gv: GlobalValue,
        info: &Intrinsic,
        fn_ty: Type,
        overloads: &[Type],
        off: u32,
    ) -> GlobalValue {
        let written = self.m.globals[gv].name;
        let name = match mangled_name(&self.m.types, &self.m.symbols, info.name, overloads) {
            Some(n) => self.m.symbols.intern(n.as_bytes()),
            None => match written {
                Some(s) => s,
                None => return gv,
            },
        };
        if let Some(&g) = self.m.global_names.get(&name) {
            if !self.gstate[g.index()].defined {
                self.make_declaration(g, fn_ty);
            }
            return g;
        }
        if !self.gstate[gv.index()].defined {
            if let Some(old) = written {
                self.m.global_names.remove(&old);
            }
            self.m.globals[gv].name = Some(name);
            self.m.global_names.insert(name, gv);
            self.make_declaration(gv, fn_ty);
            return gv;
        }
        let addrspace = self.m.globals[gv].addrspace;
        let new = self.new_global_placeholder(Some(name), addrspace, off);
        self.m.global_names.insert(name, new);
        self.make_declaration(new, fn_ty);
        new
    }

    /// Makes the forward reference `gv` a function declaration of type
    /// `fn_ty` (placed after every global written in the module, as LLVM
    /// appends it).
    fn make_declaration(&mut self, gv: GlobalValue, fn_ty: Type) {
        let nparams = self.m.types.function(fn_ty).map_or(0, |(_, p, _)| p.len());
        let fid = self.m.functions.push(FuncData {
            gv: Some(gv),
            cc: CallConv::default(),
            attrs: AttrList::default(),
            gc: None,
            prefix: None,
            prologue: None,
            personality: None,
            param_names: vec![None; nparams].into(),
            body: None,
        });
        let g = &mut self.m.globals[gv];
        g.kind = GlobalKind::Func(fid);
        g.value_type = fn_ty;
        self.gstate[gv.index()].defined = true;
        self.def_order.push(gv);
    }

    /// Makes call `c` of function `f` call `decl`.
    fn redirect_call(&mut self, f: FuncId, c: CallId, decl: GlobalValue) {
        let ty = self.m.types.ptr(self.m.globals[decl].addrspace);
        let k = self.m.consts.intern(ConstData::Global { ty, gv: decl });
        if let Some(body) = self.m.functions[f].body.as_mut() {
            let v = body.values.push(ValueData {
                ty,
                def: ValueDef::Const(k),
            });
            body.calls[c].callee = v;
        }
    }
}
