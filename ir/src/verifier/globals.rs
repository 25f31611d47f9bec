//! Module-level rules: global variables (initializer type, linkage of
//! declarations, `common` and `appending`), functions (function type,
//! declaration linkage), aliases, and alignments.

use super::Verifier;
use crate::constants::ConstData;
use crate::diagnostics::Diagnostic;
use crate::module::{GlobalKind, GlobalValue, GlobalValueData, Linkage};
use crate::types::TypeData;

/// LLVM's largest alignment: 2^32 bytes.
const MAX_ALIGN_LOG2: u8 = 32;

impl<'m> Verifier<'m> {
    fn global_err(&mut self, gv: GlobalValue, g: &GlobalValueData, msg: String) {
        let what = match g.kind {
            GlobalKind::Var(_) => "global variable",
            GlobalKind::Func(_) => "function",
            GlobalKind::Alias { .. } => "alias",
            GlobalKind::IFunc { .. } => "ifunc",
        };
        let text = format!("{what} '{}': {msg}", self.gname(gv));
        self.diags.push(Diagnostic::new(g.offset as usize, text));
    }

    /// Checks every global value's module-level properties.
    pub(super) fn check_globals(&mut self) {
        let m = self.m;
        for (gv, g) in m.globals.iter() {
            if g.align != crate::instructions::Align::NONE && g.align.0 > MAX_ALIGN_LOG2 {
                let msg = format!(
                    "alignment 2^{} is larger than LLVM's maximum of 2^32 bytes",
                    g.align.0
                );
                self.global_err(gv, g, msg);
            }
            let declaration_linkage_ok = matches!(
                g.linkage,
                Linkage::External | Linkage::ExternalExplicit | Linkage::ExternWeak
            );
            if g.dll_storage == crate::module::DllStorage::Import {
                let declaration = match &g.kind {
                    GlobalKind::Var(var) => var.init.is_none(),
                    GlobalKind::Func(f) => m.functions[*f].body.is_none(),
                    GlobalKind::Alias { .. } | GlobalKind::IFunc { .. } => false,
                };
                if g.dso_local {
                    self.global_err(
                        gv,
                        g,
                        "GlobalValue with DLLImport Storage is dso_local!".into(),
                    );
                } else if !(declaration && declaration_linkage_ok)
                    && g.linkage != Linkage::AvailableExternally
                {
                    self.global_err(
                        gv,
                        g,
                        "Global is marked as dllimport, but not external".into(),
                    );
                }
            }
            match &g.kind {
                GlobalKind::Var(var) => {
                    if matches!(
                        self.td(g.value_type),
                        TypeData::Void
                            | TypeData::Function { .. }
                            | TypeData::Label
                            | TypeData::Metadata
                            | TypeData::Token
                    ) {
                        let msg = format!(
                            "a global variable cannot have type '{}'",
                            self.t(g.value_type)
                        );
                        self.global_err(gv, g, msg);
                        continue;
                    }
                    if m.types.contains_scalable(g.value_type) {
                        let msg = "Globals cannot contain scalable types".to_string();
                        self.global_err(gv, g, msg);
                        continue;
                    }
                    match var.init {
                        None if !declaration_linkage_ok => {
                            let msg = format!(
                                "a declaration (no initializer) must have external or extern_weak linkage, not '{}'",
                                g.linkage.name()
                            );
                            self.global_err(gv, g, msg);
                        }
                        None => {}
                        Some(init) => {
                            let it = m.consts.type_of(init, m.types.common.token);
                            if it != g.value_type {
                                let msg = format!(
                                    "initializer has type '{}' but the global has type '{}'",
                                    self.t(it),
                                    self.t(g.value_type)
                                );
                                self.global_err(gv, g, msg);
                            }
                            if g.linkage == Linkage::ExternWeak {
                                let msg =
                                    "a definition cannot have extern_weak linkage".to_string();
                                self.global_err(gv, g, msg);
                            }
                            if g.linkage == Linkage::Common {
                                let zero = matches!(
                                    m.consts.get(init),
                                    ConstData::Zero(_) | ConstData::Null(_)
                                ) || matches!(m.consts.get(init), ConstData::Int { val, .. } if val.is_zero())
                                    || matches!(
                                        m.consts.get(init),
                                        ConstData::Float { bits: 0, .. }
                                    );
                                if !zero {
                                    let msg = "a 'common' global must have a zero initializer"
                                        .to_string();
                                    self.global_err(gv, g, msg);
                                }
                                if var.constant {
                                    let msg = "a 'common' global cannot be 'constant'".to_string();
                                    self.global_err(gv, g, msg);
                                }
                            }
                        }
                    }
                    if g.linkage == Linkage::Appending
                        && !matches!(self.td(g.value_type), TypeData::Array { .. })
                    {
                        let msg = format!(
                            "an 'appending' global must have an array type, not '{}'",
                            self.t(g.value_type)
                        );
                        self.global_err(gv, g, msg);
                    }
                }
                GlobalKind::Func(fid) => {
                    let intrinsic = g
                        .name
                        .is_some_and(|s| m.symbols.get(s).starts_with(b"llvm."));
                    match m.types.function(g.value_type) {
                        None => {
                            let msg =
                                format!("type '{}' is not a function type", self.t(g.value_type));
                            self.global_err(gv, g, msg);
                        }
                        Some((ret, params, _)) if !intrinsic => {
                            let token = m.types.common.token;
                            if ret == token {
                                self.global_err(
                                    gv,
                                    g,
                                    "only intrinsics can return 'token'".to_string(),
                                );
                            }
                            if params.contains(&token) {
                                let msg = "only intrinsics can take 'token' parameters".to_string();
                                self.global_err(gv, g, msg);
                            }
                            if params.contains(&m.types.common.metadata) {
                                let msg =
                                    "only intrinsics can take 'metadata' parameters".to_string();
                                self.global_err(gv, g, msg);
                            }
                        }
                        Some(_) => {}
                    }
                    if let (Some((ret, params, vararg)), Some(fd)) =
                        (m.types.function(g.value_type), m.functions.get(*fid))
                        && let Some(msg) =
                            self.call_conv_problem(fd.cc, ret, params, vararg, &fd.attrs)
                    {
                        self.global_err(gv, g, msg.to_string());
                    }
                    let defined = m.functions.get(*fid).is_some_and(|fd| fd.body.is_some());
                    if !defined && !declaration_linkage_ok {
                        let msg = format!(
                            "a declaration must have external or extern_weak linkage, not '{}'",
                            g.linkage.name()
                        );
                        self.global_err(gv, g, msg);
                    } else if defined && matches!(g.linkage, Linkage::ExternWeak | Linkage::Common)
                    {
                        let msg = format!(
                            "a function definition cannot have '{}' linkage",
                            g.linkage.name()
                        );
                        self.global_err(gv, g, msg);
                    }
                }
                GlobalKind::Alias { aliasee } => {
                    let at = m.consts.type_of(*aliasee, m.types.common.token);
                    if m.types.ptr_addrspace(at) != Some(g.addrspace) {
                        let msg = format!(
                            "aliasee has type '{}' but the alias is a pointer in address space {}",
                            self.t(at),
                            g.addrspace
                        );
                        self.global_err(gv, g, msg);
                    }
                }
                GlobalKind::IFunc { resolver } => {
                    let rt = m.consts.type_of(*resolver, m.types.common.token);
                    if m.types.ptr_addrspace(rt).is_none() {
                        let msg = format!("resolver must be a pointer, not '{}'", self.t(rt));
                        self.global_err(gv, g, msg);
                    } else if let Some(msg) = self.ifunc_resolver_problem(*resolver, g.addrspace) {
                        self.global_err(gv, g, msg.to_string());
                    }
                }
            }
        }
    }

    /// What LLVM 19 requires of an ifunc's resolver: a function (aliases
    /// followed), defined, returning a pointer, referred to by a pointer in
    /// the ifunc's address space.
    fn ifunc_resolver_problem(
        &self,
        resolver: crate::constants::Const,
        addrspace: u32,
    ) -> Option<&'static str> {
        let m = self.m;
        let mut target = resolver;
        let mut rg = None;
        // Through aliases, at most once per global (alias cycles end).
        for _ in 0..=m.globals.len() {
            let ConstData::Global { gv, .. } = m.consts.get(target) else {
                break;
            };
            let Some(g) = m.globals.get(*gv) else {
                break;
            };
            match g.kind {
                GlobalKind::Alias { aliasee } => target = aliasee,
                _ => {
                    rg = Some(g);
                    break;
                }
            }
        }
        let Some(rg) = rg else {
            return Some("IFunc must have a Function resolver");
        };
        let GlobalKind::Func(fid) = rg.kind else {
            return Some("IFunc must have a Function resolver");
        };
        if m.functions.get(fid).is_none_or(|fd| fd.body.is_none()) {
            return Some("IFunc resolver must be a definition");
        }
        let returns_ptr = m
            .types
            .function(rg.value_type)
            .is_some_and(|(ret, _, _)| m.types.ptr_addrspace(ret).is_some());
        if !returns_ptr {
            return Some("IFunc resolver must return a pointer");
        }
        if rg.addrspace != addrspace {
            return Some("IFunc resolver has incorrect type");
        }
        None
    }
}
