//! Attributes on values of the wrong type (LLVM's
//! `AttributeFuncs::typeIncompatible`): `nonnull` on an integer, `zeroext`
//! on a pointer, `noundef` on `void`, ... on the return value and the
//! parameters of every function declaration and definition (intrinsics
//! excepted, as in LLVM).

use super::Verifier;
use crate::attributes::{AttrKind, AttrSet};
use crate::diagnostics::Diagnostic;
use crate::module::FuncData;
use crate::types::{Type, TypeData};

impl<'m> Verifier<'m> {
    /// Checks the return and parameter attributes of every function against
    /// the types they apply to.
    pub(super) fn check_function_attr_types(&mut self) {
        let m = self.m;
        for (_, fd) in m.functions.iter() {
            self.function_attr_types(fd);
        }
    }

    fn function_attr_types(&mut self, fd: &'m FuncData) {
        let m = self.m;
        let Some((gv, g)) = fd.gv.and_then(|gv| Some((gv, m.globals.get(gv)?))) else {
            return;
        };
        let Some((ret, params, _)) = m.types.function(g.value_type) else {
            return;
        };
        // LLVM gives intrinsics their own attributes, whatever the
        // declaration says (opt-19 accepts `@llvm.bswap.i32(i32 nonnull)`).
        if g.name
            .is_some_and(|n| m.symbols.get(n).starts_with(b"llvm."))
        {
            return;
        }
        let at = g.offset as usize;
        let sets = std::iter::once((fd.attrs.ret, ret, None)).chain(
            params
                .iter()
                .enumerate()
                .map(|(i, &t)| (fd.attrs.param(i), t, Some(i))),
        );
        for (set, ty, param) in sets {
            if let Some(kind) = self.incompatible_attr(set, ty) {
                let what = match param {
                    None => "the return value".to_string(),
                    Some(i) => format!("parameter {}", i + 1),
                };
                let msg = format!(
                    "function '{}': attribute '{}' applied to incompatible type '{}' of {what}",
                    self.gname(gv),
                    kind.name(),
                    self.t(ty)
                );
                self.diags.push(Diagnostic::new(at, msg));
            }
        }
    }

    /// The first attribute of `set` that cannot apply to a value of type
    /// `ty`, if any.
    fn incompatible_attr(&self, set: AttrSet, ty: Type) -> Option<AttrKind> {
        if set.is_empty() {
            return None;
        }
        let types = &self.m.types;
        let is_int = types.int_bits(ty).is_some();
        let is_int_or_vec = types.int_bits(types.scalar(ty)).is_some();
        let is_ptr = types.ptr_addrspace(ty).is_some();
        let is_ptr_or_vec = types.ptr_addrspace(types.scalar(ty)).is_some();
        let is_void = matches!(types.get(ty), TypeData::Void);
        self.m.attrs.get(set).iter().find_map(|a| {
            use AttrKind as K;
            let kind = a.kind()?;
            let bad = match kind {
                K::AllocAlign | K::SignExt | K::ZeroExt | K::NoExt => !is_int,
                K::Range => !is_int_or_vec,
                K::NoAlias
                | K::NoCapture
                | K::NonNull
                | K::ReadNone
                | K::ReadOnly
                | K::Dereferenceable
                | K::DereferenceableOrNull
                | K::Writable
                | K::DeadOnUnwind
                | K::Nest
                | K::SwiftError
                | K::Preallocated
                | K::InAlloca
                | K::ByVal
                | K::StructRet
                | K::ByRef
                | K::ElementType
                | K::AllocPtr => !is_ptr,
                K::Align => !is_ptr_or_vec,
                K::NoFpClass => !self.nofpclass_compatible(ty),
                K::NoUndef => is_void,
                _ => false,
            };
            bad.then_some(kind)
        })
    }

    /// LLVM's `isNoFPClassCompatibleType`: floating point, or vectors and
    /// (nested) arrays of it.
    fn nofpclass_compatible(&self, mut ty: Type) -> bool {
        let types = &self.m.types;
        loop {
            match types.get(ty) {
                TypeData::Array { elem, .. } | TypeData::Vector { elem, .. } => ty = *elem,
                _ => return types.is_float(ty),
            }
        }
    }
}
