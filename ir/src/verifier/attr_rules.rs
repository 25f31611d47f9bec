//! LLVM 19's attribute rules that do not depend on types
//! (`Verifier::verifyParameterAttrs` and `verifyFunctionAttrs`):
//! attributes that exclude each other on one value (`readonly` and
//! `writeonly`, `byval` and `nest`, ...), attributes allowed on one
//! parameter only (`nest`, `sret`, `swiftself`, ...) or in one place
//! (`sret` first or second, `inalloca` last), attributes only intrinsics
//! take (`immarg`, `elementtype`), function attributes that exclude or
//! need each other (`optnone` needs `noinline`), and the values of
//! `vscale_range`, `allockind` and of the string attributes LLVM checks.

use super::Verifier;
use crate::attributes::{Attr, AttrKind, AttrList, AttrSet, alloc_kind_args, vscale_range_args};

/// Pairs of attributes that may not be on one parameter or return value,
/// with LLVM's message.
const EXCLUSIVE_PAIRS: [(AttrKind, AttrKind, &str); 8] = [
    (
        AttrKind::ReadNone,
        AttrKind::ReadOnly,
        "Attributes 'readnone and readonly' are incompatible!",
    ),
    (
        AttrKind::ReadNone,
        AttrKind::WriteOnly,
        "Attributes 'readnone and writeonly' are incompatible!",
    ),
    (
        AttrKind::ReadOnly,
        AttrKind::WriteOnly,
        "Attributes 'readonly and writeonly' are incompatible!",
    ),
    (
        AttrKind::Writable,
        AttrKind::ReadNone,
        "Attributes writable and readnone are incompatible!",
    ),
    (
        AttrKind::Writable,
        AttrKind::ReadOnly,
        "Attributes writable and readonly are incompatible!",
    ),
    (
        AttrKind::InAlloca,
        AttrKind::ReadOnly,
        "Attributes 'inalloca and readonly' are incompatible!",
    ),
    (
        AttrKind::StructRet,
        AttrKind::Returned,
        "Attributes 'sret and returned' are incompatible!",
    ),
    (
        AttrKind::ZeroExt,
        AttrKind::SignExt,
        "Attributes 'zeroext and signext' are incompatible!",
    ),
];

/// Pairs of function attributes that exclude each other.
const EXCLUSIVE_FN_PAIRS: [(AttrKind, AttrKind, &str); 6] = [
    (
        AttrKind::NoInline,
        AttrKind::AlwaysInline,
        "Attributes 'noinline and alwaysinline' are incompatible!",
    ),
    (
        AttrKind::OptNone,
        AttrKind::OptSize,
        "Attributes 'optsize and optnone' are incompatible!",
    ),
    (
        AttrKind::OptNone,
        AttrKind::MinSize,
        "Attributes 'minsize and optnone' are incompatible!",
    ),
    (
        AttrKind::OptNone,
        AttrKind::OptDebug,
        "Attributes 'optdebug and optnone' are incompatible!",
    ),
    (
        AttrKind::OptDebug,
        AttrKind::OptSize,
        "Attributes 'optsize and optdebug' are incompatible!",
    ),
    (
        AttrKind::OptDebug,
        AttrKind::MinSize,
        "Attributes 'minsize and optdebug' are incompatible!",
    ),
];

/// String function attributes whose value LLVM checks against a list.
const STRING_CHOICES: [(&[u8], &[&[u8]]); 4] = [
    (
        b"frame-pointer",
        &[b"all", b"non-leaf", b"none", b"reserved"],
    ),
    (b"sign-return-address", &[b"none", b"all", b"non-leaf"]),
    (b"sign-return-address-key", &[b"a_key", b"b_key"]),
    (b"branch-target-enforcement", &[b"true", b"false"]),
];

/// String function attributes whose value must be an unsigned decimal
/// number.
const STRING_UNSIGNED: [&[u8]; 3] = [
    b"patchable-function-prefix",
    b"patchable-function-entry",
    b"warn-stack-size",
];

/// Where an attribute list belongs, for the rules that differ.
#[derive(Copy, Clone)]
pub(super) struct AttrSite {
    /// The callee or function is an intrinsic.
    pub intrinsic: bool,
    /// The callee is inline asm.
    pub inline_asm: bool,
    /// The number of fixed parameters of the function type.
    pub fixed_params: usize,
    /// The number of arguments (call sites; the fixed parameters for a
    /// function).
    pub args: usize,
}

/// The parameter attributes whose place the loop of
/// [`Verifier::attr_rules_problem`] checks; a set with none of them passes it.
const PLACED_KINDS: [AttrKind; 8] = [
    AttrKind::ImmArg,
    AttrKind::ElementType,
    AttrKind::Nest,
    AttrKind::StructRet,
    AttrKind::SwiftSelf,
    AttrKind::SwiftAsync,
    AttrKind::SwiftError,
    AttrKind::InAlloca,
];

/// A set known to pass [`Verifier::fn_attr_problem`].
pub(super) const PASSED_FN: u8 = 1;
/// A set known to pass [`Verifier::value_attr_problem`].
pub(super) const PASSED_VALUE: u8 = 2;

impl<'m> Verifier<'m> {
    /// The first rule of LLVM's that `attrs` breaks, with LLVM's message.
    pub(super) fn attr_rules_problem(
        &mut self,
        attrs: &AttrList,
        site: AttrSite,
    ) -> Option<String> {
        if let Some(msg) = self.fn_attr_problem_once(attrs.func) {
            return Some(msg);
        }
        if let Some(msg) = self.value_attr_problem_once(attrs.ret) {
            return Some(msg.to_string());
        }
        let has = |set: AttrSet, k: AttrKind| self.m.attrs.has(set, k);
        let (mut nest, mut sret, mut swift_self, mut swift_async, mut swift_error) =
            (false, false, false, false, false);
        for i in 0..site.args {
            let set = attrs.param(i);
            if set.is_empty() {
                continue;
            }
            if let Some(msg) = self.value_attr_problem_once(set) {
                return Some(msg.to_string());
            }
            if !self.m.attrs.has_any(set, &PLACED_KINDS) {
                continue;
            }
            let fixed = i < site.fixed_params;
            if fixed && !site.intrinsic {
                if has(set, AttrKind::ImmArg) {
                    return Some("immarg attribute only applies to intrinsics".into());
                }
                if !site.inline_asm && has(set, AttrKind::ElementType) {
                    return Some(
                        "Attribute 'elementtype' can only be applied to intrinsics and inline asm."
                            .into(),
                    );
                }
            }
            if has(set, AttrKind::Nest) {
                if nest {
                    return Some("More than one parameter has attribute nest!".into());
                }
                nest = true;
            }
            if has(set, AttrKind::StructRet) {
                if !fixed {
                    return Some(
                        "Attribute 'sret' cannot be used for vararg call arguments!".into(),
                    );
                }
                if sret {
                    return Some("Cannot have multiple 'sret' parameters!".into());
                }
                if i > 1 {
                    return Some("Attribute 'sret' is not on first or second parameter!".into());
                }
                sret = true;
            }
            if fixed {
                for (k, seen, name) in [
                    (AttrKind::SwiftSelf, &mut swift_self, "swiftself"),
                    (AttrKind::SwiftAsync, &mut swift_async, "swiftasync"),
                    (AttrKind::SwiftError, &mut swift_error, "swifterror"),
                ] {
                    if has(set, k) {
                        if *seen {
                            return Some(format!("Cannot have multiple '{name}' parameters!"));
                        }
                        *seen = true;
                    }
                }
            }
            if has(set, AttrKind::InAlloca) {
                if fixed && i + 1 != site.fixed_params {
                    return Some("inalloca isn't on the last parameter!".into());
                }
                if !fixed && i + 1 != site.args {
                    return Some("inalloca isn't on the last argument!".into());
                }
            }
        }
        None
    }

    /// [`Self::fn_attr_problem`], remembering the sets that pass.
    fn fn_attr_problem_once(&mut self, set: AttrSet) -> Option<String> {
        if self.attr_passed[set.0 as usize] & PASSED_FN != 0 {
            return None;
        }
        let problem = self.fn_attr_problem(set);
        if problem.is_none() {
            self.attr_passed[set.0 as usize] |= PASSED_FN;
        }
        problem
    }

    /// [`Self::value_attr_problem`], remembering the sets that pass.
    fn value_attr_problem_once(&mut self, set: AttrSet) -> Option<&'static str> {
        if self.attr_passed[set.0 as usize] & PASSED_VALUE != 0 {
            return None;
        }
        let problem = self.value_attr_problem(set);
        if problem.is_none() {
            self.attr_passed[set.0 as usize] |= PASSED_VALUE;
        }
        problem
    }

    /// Attributes of one parameter or return value that exclude each
    /// other.
    fn value_attr_problem(&self, set: AttrSet) -> Option<&'static str> {
        if set.is_empty() {
            return None;
        }
        let attrs = self.m.attrs.get(set);
        let has = |k: AttrKind| self.m.attrs.has(set, k);
        if has(AttrKind::ImmArg) && attrs.len() > 1 {
            return Some("Attribute 'immarg' is incompatible with other attributes");
        }
        if let Some(&(_, _, msg)) = EXCLUSIVE_PAIRS.iter().find(|(a, b, _)| has(*a) && has(*b)) {
            return Some(msg);
        }
        let passing = [
            AttrKind::ByVal,
            AttrKind::InAlloca,
            AttrKind::Preallocated,
            AttrKind::Nest,
            AttrKind::ByRef,
        ]
        .iter()
        .filter(|&&k| has(k))
        .count()
            + usize::from(has(AttrKind::StructRet) || has(AttrKind::InReg));
        (passing > 1).then_some(
            "Attributes 'byval', 'inalloca', 'preallocated', 'inreg', 'nest', 'byref', and 'sret' are incompatible!",
        )
    }

    /// Function attributes that exclude or need each other, and the values
    /// of `vscale_range`, `allockind` and the checked string attributes.
    fn fn_attr_problem(&self, set: AttrSet) -> Option<String> {
        if set.is_empty() {
            return None;
        }
        let attrs = self.m.attrs.get(set);
        let has = |k: AttrKind| self.m.attrs.has(set, k);
        if has(AttrKind::OptNone) && !has(AttrKind::NoInline) {
            return Some("Attribute 'optnone' requires 'noinline'!".into());
        }
        if let Some(&(_, _, msg)) = EXCLUSIVE_FN_PAIRS
            .iter()
            .find(|(a, b, _)| has(*a) && has(*b))
        {
            return Some(msg.into());
        }
        attrs.iter().find_map(|a| self.fn_attr_value_problem(a))
    }

    /// What is wrong with the value of one function attribute.
    fn fn_attr_value_problem(&self, a: &Attr) -> Option<String> {
        let symbols = &self.m.symbols;
        match *a {
            Attr::Raw(AttrKind::VScaleRange, Some(text)) => {
                let (min, max) = vscale_range_args(symbols.get(text))?;
                if min == 0 && max == 0 {
                    // LLVM drops `vscale_range(0, 0)`.
                    None
                } else if min == 0 {
                    Some("'vscale_range' minimum must be greater than 0".into())
                } else if !min.is_power_of_two() {
                    Some("'vscale_range' minimum must be power-of-two value".into())
                } else if max != 0 && min > max {
                    Some("'vscale_range' minimum cannot be greater than maximum".into())
                } else if max != 0 && !max.is_power_of_two() {
                    Some("'vscale_range' maximum must be power-of-two value".into())
                } else {
                    None
                }
            }
            Attr::Raw(AttrKind::AllocKind, Some(text)) => {
                let [alloc, realloc, free, uninit, zeroed, aligned] =
                    alloc_kind_args(symbols.get(text))?;
                if u8::from(alloc) + u8::from(realloc) + u8::from(free) != 1 {
                    Some("'allockind()' requires exactly one of alloc, realloc, and free".into())
                } else if free && (uninit || zeroed || aligned) {
                    Some(
                        "'allockind(\"free\")' doesn't allow uninitialized, zeroed, or aligned modifiers."
                            .into(),
                    )
                } else if uninit && zeroed {
                    Some("'allockind()' can't be both zeroed and uninitialized".into())
                } else {
                    None
                }
            }
            Attr::Str(key, value) => {
                let key = symbols.get(key);
                let value = value.map_or(&b""[..], |v| symbols.get(v));
                let shown = || String::from_utf8_lossy(value).into_owned();
                let key_text = || String::from_utf8_lossy(key).into_owned();
                if let Some((_, choices)) = STRING_CHOICES.iter().find(|(k, _)| *k == key) {
                    return (!choices.contains(&value)).then(|| {
                        format!("invalid value for '{}' attribute: {}", key_text(), shown())
                    });
                }
                if STRING_UNSIGNED.contains(&key) {
                    let ok = !value.is_empty()
                        && value.iter().all(u8::is_ascii_digit)
                        && std::str::from_utf8(value).is_ok_and(|d| d.parse::<u32>().is_ok());
                    return (!ok).then(|| {
                        format!("\"{}\" takes an unsigned integer: {}", key_text(), shown())
                    });
                }
                None
            }
            _ => None,
        }
    }
}
