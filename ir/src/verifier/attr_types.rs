//! Attributes on values of the wrong type (LLVM's
//! `AttributeFuncs::typeIncompatible`): `nonnull` on an integer, `zeroext`
//! on a pointer, `noundef` on `void`, ... on the return value and the
//! parameters of every function declaration and definition (intrinsics
//! excepted, as in LLVM) and of every call site; and `returned` (on one
//! parameter, of a type that converts losslessly to the return type) and
//! `allocsize` (indexes of integer parameters), and the width of `range`.

use super::attr_rules::AttrSite;
use super::casts::lossless_bitcast;
use super::{Fx, Verifier};
use crate::attributes::{Attr, AttrKind, AttrSet, alloc_size_args};
use crate::diagnostics::Diagnostic;
use crate::function::{CallData, Inst, ValueDef};
use crate::module::FuncData;
use crate::types::{Type, TypeData};

/// What is wrong with the attributes of a function or call site.
enum AttrProblem {
    /// The attribute cannot apply to the type of the return value (`None`)
    /// or of the parameter with this index.
    Incompatible(AttrKind, Type, Option<usize>),
    /// `returned` on the parameter with this index, whose type does not
    /// convert losslessly to the return type.
    ReturnedType(Type, Type, usize),
    /// `returned` on a second parameter (this index).
    ReturnedTwice(usize),
    /// `range` of this width on a value of the type, at the return value
    /// (`None`) or the parameter with this index.
    RangeWidth(u32, Type, Option<usize>),
}

impl AttrProblem {
    /// The message; parameters are called `what` (`parameter`, `argument`).
    fn text(&self, v: &Verifier<'_>, what: &str) -> String {
        match *self {
            AttrProblem::Incompatible(kind, ty, place) => {
                let place = match place {
                    None => "the return value".to_string(),
                    Some(i) => format!("{what} {}", i + 1),
                };
                format!(
                    "attribute '{}' applied to incompatible type '{}' of {place}",
                    kind.name(),
                    v.t(ty)
                )
            }
            AttrProblem::ReturnedType(ty, ret, i) => format!(
                "incompatible argument and return types for 'returned' attribute ({what} {} is '{}', the return type '{}')",
                i + 1,
                v.t(ty),
                v.t(ret)
            ),
            AttrProblem::RangeWidth(bits, ty, place) => {
                let place = match place {
                    None => "the return value".to_string(),
                    Some(i) => format!("{what} {}", i + 1),
                };
                format!(
                    "range bit width must match type bit width ('range(i{bits} ...)' on type '{}' of {place})",
                    v.t(ty)
                )
            }
            AttrProblem::ReturnedTwice(i) => {
                format!(
                    "more than one {what} has attribute 'returned' ({what} {})",
                    i + 1
                )
            }
        }
    }
}

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
        let at = g.offset as usize;
        let intrinsic = g
            .name
            .is_some_and(|n| m.symbols.get(n).starts_with(b"llvm."));
        let site = AttrSite {
            intrinsic,
            inline_asm: false,
            fixed_params: params.len(),
            args: params.len(),
        };
        let problem = self.attr_rules_problem(&fd.attrs, site).or_else(|| {
            if m.attrs.has(fd.attrs.func, AttrKind::JumpTable)
                && g.unnamed_addr != crate::module::UnnamedAddr::Global
            {
                return Some("Attribute 'jumptable' requires 'unnamed_addr'".to_string());
            }
            let sret =
                (0..params.len()).any(|i| m.attrs.has(fd.attrs.param(i), AttrKind::StructRet));
            (sret && !matches!(m.types.get(ret), TypeData::Void))
                .then(|| "functions with 'sret' argument must return void".to_string())
        });
        if let Some(problem) = problem {
            let msg = format!("function '{}': {problem}", self.gname(gv));
            self.diags.push(Diagnostic::new(at, msg));
        }
        // LLVM gives intrinsics their own attributes, whatever the
        // declaration says (opt-19 accepts `@llvm.bswap.i32(i32 nonnull)`).
        if intrinsic {
            return;
        }
        if let Some(problem) = self.alloc_size_problem(fd.attrs.func, params) {
            let msg = format!("function '{}': {problem}", self.gname(gv));
            self.diags.push(Diagnostic::new(at, msg));
        }
        let sets = params
            .iter()
            .enumerate()
            .map(|(i, &t)| (fd.attrs.param(i), t));
        if let Some(problem) = self.attr_list_problem(fd.attrs.ret, ret, sets) {
            let msg = format!(
                "function '{}': {}",
                self.gname(gv),
                problem.text(self, "parameter")
            );
            self.diags.push(Diagnostic::new(at, msg));
        }
    }

    /// Checks the return and argument attributes of a call site against the
    /// types they apply to (intrinsics and inline asm included, as in LLVM;
    /// arguments passed through `...` against their own type).
    pub(super) fn check_call_attr_types(&mut self, fx: &Fx<'m>, inst: Inst, cd: &'m CallData) {
        let Some((ret, params, _)) = self.m.types.function(cd.fn_ty) else {
            return;
        };
        let f = fx.f;
        let site = AttrSite {
            intrinsic: self.intrinsic_type(fx, cd.callee).is_some(),
            inline_asm: matches!(f.values[cd.callee].def, ValueDef::InlineAsm(_)),
            fixed_params: params.len(),
            args: f.values_of(cd.args).len(),
        };
        if let Some(problem) = self.attr_rules_problem(&cd.attrs, site) {
            let op = f.insts[inst].opcode_name();
            self.inst_err(fx, inst, format!("'{op}': {problem}"));
        }
        if let Some(problem) = self.alloc_size_problem(cd.attrs.func, params) {
            let op = f.insts[inst].opcode_name();
            self.inst_err(fx, inst, format!("'{op}': {problem}"));
        }
        let args = f.values_of(cd.args);
        let sets = args.iter().enumerate().map(|(i, &a)| {
            let ty = params.get(i).copied().unwrap_or_else(|| self.vt(fx, a));
            (cd.attrs.param(i), ty)
        });
        if let Some(problem) = self.attr_list_problem(cd.attrs.ret, ret, sets) {
            let op = f.insts[inst].opcode_name();
            let msg = format!("'{op}': {}", problem.text(self, "argument"));
            self.inst_err(fx, inst, msg);
        }
    }

    /// The first problem with return attributes `ret_set` on type `ret` and
    /// the (set, type) of each parameter: an attribute on a value of the
    /// wrong type, `returned` on a parameter whose type does not convert
    /// losslessly to the return type, or `returned` twice.
    fn attr_list_problem(
        &self,
        ret_set: AttrSet,
        ret: Type,
        params: impl Iterator<Item = (AttrSet, Type)>,
    ) -> Option<AttrProblem> {
        if let Some(kind) = self.incompatible_attr(ret_set, ret) {
            return Some(AttrProblem::Incompatible(kind, ret, None));
        }
        if let Some(bits) = self.range_width_mismatch(ret_set, ret) {
            return Some(AttrProblem::RangeWidth(bits, ret, None));
        }
        let mut seen_returned = false;
        for (i, (set, ty)) in params.enumerate() {
            if let Some(kind) = self.incompatible_attr(set, ty) {
                return Some(AttrProblem::Incompatible(kind, ty, Some(i)));
            }
            if let Some(bits) = self.range_width_mismatch(set, ty) {
                return Some(AttrProblem::RangeWidth(bits, ty, Some(i)));
            }
            if self.m.attrs.has(set, AttrKind::Returned) {
                if seen_returned {
                    return Some(AttrProblem::ReturnedTwice(i));
                }
                if !lossless_bitcast(&self.m.types, ty, ret) {
                    return Some(AttrProblem::ReturnedType(ty, ret, i));
                }
                seen_returned = true;
            }
        }
        None
    }

    /// The width of the `range` attribute in `set` when it differs from the
    /// width of the (integer or integer vector) type `ty` it applies to.
    fn range_width_mismatch(&self, set: AttrSet, ty: Type) -> Option<u32> {
        if !self.m.attrs.has(set, AttrKind::Range) {
            return None;
        }
        let text = self.m.attrs.get(set).iter().find_map(|a| match *a {
            Attr::Raw(AttrKind::Range, Some(text)) => Some(self.m.symbols.get(text)),
            _ => None,
        })?;
        let digits = text.strip_prefix(b"i")?;
        let end = digits
            .iter()
            .position(|c| !c.is_ascii_digit())
            .unwrap_or(digits.len());
        let bits: u32 = std::str::from_utf8(&digits[..end]).ok()?.parse().ok()?;
        let types = &self.m.types;
        let ty_bits = types.int_bits(types.scalar(ty))?;
        (bits != ty_bits).then_some(bits)
    }

    /// What is wrong with the `allocsize` attribute among function
    /// attributes `set` for a function with parameters `params` (LLVM's
    /// messages): an index out of bounds or of a non-integer parameter.
    fn alloc_size_problem(&self, set: AttrSet, params: &[Type]) -> Option<String> {
        if !self.m.attrs.has(set, AttrKind::AllocSize) {
            return None;
        }
        let text = self.m.attrs.get(set).iter().find_map(|a| match *a {
            Attr::Raw(AttrKind::AllocSize, text) => Some(text),
            _ => None,
        })?;
        let Some((elem, count)) = text.and_then(|t| alloc_size_args(self.m.symbols.get(t))) else {
            return Some("'allocsize' has a malformed argument".to_string());
        };
        let check = |name: &str, index: u32| match params.get(index as usize) {
            None => Some(format!("'allocsize' {name} argument is out of bounds")),
            Some(&ty) if self.m.types.int_bits(ty).is_none() => Some(format!(
                "'allocsize' {name} argument must refer to an integer parameter"
            )),
            Some(_) => None,
        };
        check("element size", elem).or_else(|| count.and_then(|n| check("number of elements", n)))
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
                | K::AllocPtr
                | K::Initializes => !is_ptr,
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
