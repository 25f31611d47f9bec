//! Matching a function type against an intrinsic's signature, as LLVM 19
//! does (`Intrinsic::matchIntrinsicSignature` and `matchIntrinsicVarArg`):
//! the return type, then each parameter, against the descriptors in
//! order; an overloaded type fills its slot the first time and must be the
//! same type after that; a descriptor that refers to a slot not filled yet
//! is checked again once all parameters are seen. The filled slots are the
//! intrinsic's overload types (the suffixes of its mangled name).

use super::sig::{AnyKind, Sig};
use crate::types::{Type, TypeData, TypeTable};

/// Why a function type does not fit an intrinsic's signature.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub(crate) enum Mismatch {
    /// The return type does not match.
    Ret,
    /// A parameter type does not match (or there are more parameters than
    /// the intrinsic has).
    Arg,
    /// The types match but the intrinsic takes no variable arguments and
    /// the function type does.
    VarArgType,
    /// The types match but the intrinsic takes variable arguments (or
    /// more parameters) and the function type does not.
    VarArgSite,
}

impl Mismatch {
    /// LLVM's verifier message for this mismatch.
    pub(crate) fn message(self) -> &'static str {
        match self {
            Mismatch::Ret => "Intrinsic has incorrect return type!",
            Mismatch::Arg => "Intrinsic has incorrect argument type!",
            Mismatch::VarArgType => "Intrinsic was not defined with variable arguments!",
            Mismatch::VarArgSite => "Callsite was not defined with variable arguments!",
        }
    }
}

/// Matches function type `fn_ty` against `sig`; returns the overload types.
/// With `declared` (a declaration LLVM has read, not a call without one),
/// a struct return type may also be identified or packed: LLVM replaces
/// it with the literal struct of the same fields.
pub(crate) fn match_signature(
    types: &TypeTable,
    sig: &[Sig],
    fn_ty: Type,
    declared: bool,
) -> Result<Vec<Type>, Mismatch> {
    let Some((ret, params, vararg)) = types.function(fn_ty) else {
        return Err(Mismatch::Ret);
    };
    let mut m = Matcher {
        types,
        sig,
        slots: Vec::new(),
        deferred: Vec::new(),
        any_struct_ret: declared,
    };
    let mut pos = 0;
    if !m.fits(ret, &mut pos, false) {
        return Err(Mismatch::Ret);
    }
    let ret_deferred = m.deferred.len();
    for &p in params {
        if !m.fits(p, &mut pos, false) {
            return Err(Mismatch::Arg);
        }
    }
    for i in 0..m.deferred.len() {
        let (ty, mut at) = m.deferred[i];
        if !m.fits(ty, &mut at, true) {
            return Err(if i < ret_deferred {
                Mismatch::Ret
            } else {
                Mismatch::Arg
            });
        }
    }
    match (&sig[pos..], vararg) {
        ([], false) | ([Sig::VarArg], true) => Ok(m.slots),
        (_, true) => Err(Mismatch::VarArgType),
        (_, false) => Err(Mismatch::VarArgSite),
    }
}

/// The state of one match: the slots filled so far and the checks put off
/// until every slot is known.
struct Matcher<'t> {
    types: &'t TypeTable,
    sig: &'t [Sig],
    slots: Vec<Type>,
    deferred: Vec<(Type, usize)>,
    /// Whether a struct return type may be identified or packed.
    any_struct_ret: bool,
}

impl<'t> Matcher<'t> {
    /// Whether `ty` fits the descriptor at `*pos` (advanced past it).
    /// `again` is set for a deferred check: a slot still unknown is then a
    /// mismatch.
    fn fits(&mut self, ty: Type, pos: &mut usize, again: bool) -> bool {
        let Some(&d) = self.sig.get(*pos) else {
            return false;
        };
        let here = *pos;
        *pos += 1;
        let t: &'t TypeTable = self.types;
        let data = t.get(ty);
        match d {
            Sig::Void => matches!(data, TypeData::Void),
            Sig::Int(w) => t.int_bits(ty) == Some(w),
            Sig::Double => matches!(data, TypeData::Double),
            Sig::Token => matches!(data, TypeData::Token),
            Sig::Metadata => matches!(data, TypeData::Metadata),
            Sig::Ptr(a) => t.ptr_addrspace(ty) == Some(a),
            Sig::VarArg => false,
            Sig::Struct(n) => {
                let literal = matches!(data, TypeData::Struct { packed: false, .. });
                match t.struct_fields(ty) {
                    Some(fields)
                        if fields.len() == n as usize
                            && (literal || (here == 0 && self.any_struct_ret)) =>
                    {
                        fields.iter().all(|&f| self.fits(f, pos, again))
                    }
                    _ => false,
                }
            }
            Sig::Any(slot, kind) => {
                let slot = slot as usize;
                if slot < self.slots.len() {
                    return ty == self.slots[slot];
                }
                if slot > self.slots.len() {
                    return self.defer(ty, here, again);
                }
                self.slots.push(ty);
                let scalar = t.scalar(ty);
                match kind {
                    AnyKind::Any => true,
                    AnyKind::Int => t.int_bits(scalar).is_some(),
                    AnyKind::Float => t.is_float(scalar),
                    AnyKind::Vector => t.vector(ty).is_some(),
                    AnyKind::Ptr => t.ptr_addrspace(ty).is_some(),
                }
            }
            Sig::SameWidth(slot) => {
                let Some(&of) = self.slots.get(slot as usize) else {
                    // LLVM skips one descriptor, the element's.
                    *pos += 1;
                    return self.defer(ty, here, again);
                };
                match (t.vector(of), t.vector(ty)) {
                    (None, None) => self.fits(ty, pos, again),
                    (Some((_, n, s)), Some((elem, len, sc))) if n == len && s == sc => {
                        self.fits(elem, pos, again)
                    }
                    _ => false,
                }
            }
            Sig::VecOfPtrsTo { of, .. } => {
                let Some(&of) = self.slots.get(of as usize) else {
                    if again {
                        return false;
                    }
                    self.slots.push(ty);
                    return self.defer(ty, here, false);
                };
                if !again {
                    self.slots.push(ty);
                }
                match (t.vector(of), t.vector(ty)) {
                    (Some((_, n, s)), Some((elem, len, sc))) => {
                        n == len && s == sc && t.ptr_addrspace(elem).is_some()
                    }
                    _ => false,
                }
            }
            Sig::Match(slot) | Sig::HalfVec(slot) | Sig::VecElement(slot) => {
                let Some(&of) = self.slots.get(slot as usize) else {
                    return self.defer(ty, here, again);
                };
                match (d, t.vector(of)) {
                    (Sig::Match(_), _) => ty == of,
                    (Sig::VecElement(_), Some((elem, _, _))) => ty == elem,
                    (Sig::HalfVec(_), Some((elem, n, s))) => {
                        t.vector(ty) == Some((elem, n / 2, s)) && n % 2 == 0
                    }
                    _ => false,
                }
            }
        }
    }

    /// Puts the check of `ty` against the descriptor at `at` off (a
    /// success for now), or fails if this already is the deferred check.
    fn defer(&mut self, ty: Type, at: usize, again: bool) -> bool {
        if again {
            return false;
        }
        self.deferred.push((ty, at));
        true
    }
}
