//! Which LLVM calling conventions the x86-64 code follows. kiln implements
//! the System V C convention. LLVM lowers `fastcc`, `coldcc` and
//! `x86_64_sysvcc` exactly like it on x86-64 Linux, so they are accepted
//! everywhere. `preserve_mostcc`, `preserve_allcc` and `cxx_fast_tlscc`
//! pass arguments and results as C does but make the callee preserve more
//! registers: a call to such a function may treat it as C (the caller
//! assumes fewer registers survive than do), a definition may not (its
//! callers rely on the extra registers). Every other convention passes
//! arguments, results or callee-saved registers differently (`win64cc`,
//! `ghccc`, `swiftcc`, `tailcc`'s callee-popped stack, `preserve_nonecc`,
//! ...) and is a located error naming it, never compiled as C.

use crate::lower::{LResult, Lower};
use kiln_ir::attributes::{AttrKind, AttrSet};
use kiln_ir::module::CallConv;

/// Parameter attributes that move an argument to another register or
/// change how it is passed, which kiln does not implement: `nest` (the
/// static chain in `r10`), `swiftself`/`swifterror`/`swiftasync` (`r13`,
/// `r12`, `r14`, under every convention), `inalloca` and `preallocated`
/// (arguments in a caller-built block).
pub(crate) const UNSUPPORTED_PARAM_ATTRS: [(AttrKind, &str); 6] = [
    (AttrKind::Nest, "nest"),
    (AttrKind::SwiftSelf, "swiftself"),
    (AttrKind::SwiftError, "swifterror"),
    (AttrKind::SwiftAsync, "swiftasync"),
    (AttrKind::InAlloca, "inalloca"),
    (AttrKind::Preallocated, "preallocated"),
];

/// What a calling convention is checked for.
#[derive(Copy, Clone, PartialEq, Eq)]
pub(crate) enum CcUse {
    /// The convention of a function being compiled.
    Definition,
    /// The convention of a call site.
    Call,
}

/// Whether code following the C convention is correct for `cc` in `usage`.
pub(crate) fn follows_c(cc: CallConv, usage: CcUse) -> bool {
    match cc.0 {
        // ccc, fastcc, coldcc, x86_64_sysvcc.
        0 | 8 | 9 | 78 => true,
        // preserve_mostcc, preserve_allcc, cxx_fast_tlscc.
        14 | 15 | 17 => usage == CcUse::Call,
        _ => false,
    }
}

/// The `.ll` spelling of `cc`.
pub(crate) fn call_conv_name(cc: CallConv) -> String {
    cc.name()
        .map(str::to_string)
        .unwrap_or_else(|| format!("cc {}", cc.0))
}

impl Lower<'_> {
    /// Refuses calling convention `cc` where the C convention's code would
    /// not be correct for it.
    pub(crate) fn check_call_conv(&self, cc: CallConv, usage: CcUse) -> LResult<()> {
        if follows_c(cc, usage) {
            return Ok(());
        }
        let what = match usage {
            CcUse::Definition => "a function with calling convention",
            CcUse::Call => "a call with calling convention",
        };
        Err(self.err(format!(
            "{what} {} is not supported (kiln implements the C convention, which fastcc and \
             coldcc share)",
            call_conv_name(cc)
        )))
    }
}

impl Lower<'_> {
    /// Whether call `call`, whose direct callee is `direct`, may return
    /// twice (`returns_twice` on the call or on the callee: `setjmp`,
    /// `vfork`).
    pub(crate) fn calls_returns_twice(
        &self,
        call: kiln_ir::function::CallId,
        direct: Option<kiln_ir::GlobalValue>,
    ) -> bool {
        let cd = &self.f.calls[call];
        if self.m.attrs.has(cd.attrs.func, AttrKind::ReturnsTwice) {
            return true;
        }
        direct.is_some_and(|gv| match self.m.globals[gv].kind {
            kiln_ir::module::GlobalKind::Func(fid) => self
                .m
                .attrs
                .has(self.m.functions[fid].attrs.func, AttrKind::ReturnsTwice),
            _ => false,
        })
    }

    /// Refuses a parameter or argument attribute of `set` (parameter `k`)
    /// that changes how the value is passed in a way kiln does not follow.
    pub(crate) fn check_param_attrs(&self, set: AttrSet, k: usize) -> LResult<()> {
        if set.is_empty() {
            return Ok(());
        }
        match UNSUPPORTED_PARAM_ATTRS
            .iter()
            .find(|&&(kind, _)| self.m.attrs.has(set, kind))
        {
            Some((_, name)) => Err(self.err(format!(
                "parameter {k} with attribute {name} is not supported (it changes where the \
                 value is passed)"
            ))),
            None => Ok(()),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn c_and_its_equivalents_are_accepted_the_rest_refused() {
        for id in [0, 8, 9, 78] {
            assert!(follows_c(CallConv(id), CcUse::Definition));
            assert!(follows_c(CallConv(id), CcUse::Call));
        }
        for id in [14, 15, 17] {
            assert!(!follows_c(CallConv(id), CcUse::Definition));
            assert!(follows_c(CallConv(id), CcUse::Call));
        }
        for id in [10, 11, 13, 16, 18, 20, 21, 64, 79, 80, 83, 92, 42] {
            assert!(!follows_c(CallConv(id), CcUse::Call), "cc {id}");
        }
        assert_eq!(call_conv_name(CallConv(79)), "win64cc");
        assert_eq!(call_conv_name(CallConv(42)), "cc 42");
    }
}
