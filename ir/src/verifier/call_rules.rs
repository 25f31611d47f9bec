//! Call-site rules of LLVM 19's `Verifier::visitCallBase` and
//! `visitIntrinsicCall` that look at argument values: a `swifterror`
//! argument comes from a `swifterror` alloca or parameter, and the `immarg`
//! values of `llvm.prefetch` and `llvm.is.fpclass` lie in their ranges; the
//! operand of `llvm.threadlocal.address` is a thread-local global.

use super::{Fx, Verifier};
use crate::attributes::AttrKind;
use crate::constants::ConstData;
use crate::function::{CallData, Value, ValueDef};
use crate::instructions::{InstData, InstFlags};

/// LLVM's `fcAllFlags`: the ten `llvm.is.fpclass` test bits.
const FC_ALL_FLAGS: u64 = 0x3ff;

impl<'m> Verifier<'m> {
    /// The problem with `cd`'s argument values, if any (`fixed` is the
    /// number of parameters of its function type).
    #[inline(never)]
    pub(super) fn call_value_problem(
        &self,
        fx: &Fx<'m>,
        cd: &CallData,
        fixed: usize,
    ) -> Option<&'static str> {
        let f = fx.f;
        let args = f.values_of(cd.args);
        if self.swifterror_used {
            for (i, &a) in args.iter().enumerate().take(fixed) {
                if self.m.attrs.has(cd.attrs.param(i), AttrKind::SwiftError)
                    && let Some(msg) = self.swifterror_arg_problem(fx, a)
                {
                    return Some(msg);
                }
            }
        }
        let name = self.direct_callee_name(fx, cd)?;
        let name = name.strip_prefix(b"llvm.")?;
        let int_arg = |i: usize| -> Option<u64> {
            let c = Verifier::as_const(f, *args.get(i)?)?;
            match self.m.consts.get(c) {
                ConstData::Int { val, .. } => Some(val.as_u64().unwrap_or(u64::MAX)),
                _ => None,
            }
        };
        if name.starts_with(b"prefetch.") || name == b"prefetch" {
            if int_arg(1).is_some_and(|v| v >= 2) {
                return Some("rw argument to llvm.prefetch must be 0-1");
            }
            if int_arg(2).is_some_and(|v| v >= 4) {
                return Some("locality argument to llvm.prefetch must be 0-3");
            }
            if int_arg(3).is_some_and(|v| v >= 2) {
                return Some("cache type argument to llvm.prefetch must be 0-1");
            }
        } else if name.starts_with(b"is.fpclass.") {
            if int_arg(1).is_some_and(|v| v & !FC_ALL_FLAGS != 0) {
                return Some("unsupported bits for llvm.is.fpclass test mask");
            }
        } else if name.starts_with(b"threadlocal.address.") {
            let global = args
                .first()
                .and_then(|&a| Verifier::as_const(f, a))
                .and_then(|c| match self.m.consts.get(c) {
                    ConstData::Global { gv, .. } => self.m.globals.get(*gv),
                    _ => None,
                });
            match global {
                None => {
                    return Some("llvm.threadlocal.address first argument must be a GlobalValue");
                }
                Some(g) if g.thread_local == crate::module::ThreadLocal::No => {
                    return Some("llvm.threadlocal.address operand isThreadLocal() must be true");
                }
                Some(_) => {}
            }
        }
        None
    }

    /// The name of the function `cd` calls directly: a function whose type
    /// is the call's (LLVM's `getCalledFunction`, which is null for a call
    /// through another function type).
    pub(super) fn direct_callee_name(&self, fx: &Fx<'m>, cd: &CallData) -> Option<&'m [u8]> {
        let c = Verifier::as_const(fx.f, cd.callee)?;
        let ConstData::Global { gv, .. } = self.m.consts.get(c) else {
            return None;
        };
        let g = self.m.globals.get(*gv)?;
        if !matches!(g.kind, crate::module::GlobalKind::Func(_)) || g.value_type != cd.fn_ty {
            return None;
        }
        Some(self.m.symbols.get(g.name?))
    }

    /// A `swifterror` call argument must be a `swifterror` alloca (after
    /// `inbounds` GEPs, as `stripInBoundsOffsets` looks through them) or a
    /// `swifterror` parameter.
    fn swifterror_arg_problem(&self, fx: &Fx<'m>, mut a: Value) -> Option<&'static str> {
        let f = fx.f;
        for _ in 0..f.insts.len() + 1 {
            match f.values.get(a).map(|d| d.def) {
                Some(ValueDef::Inst(i)) => match &f.insts[i] {
                    InstData::Gep { flags, args, .. } if flags.has(InstFlags::INBOUNDS) => {
                        a = *f.values_of(*args).first()?;
                    }
                    InstData::Alloca { flags, .. } => {
                        return (!flags.has(InstFlags::SWIFTERROR))
                            .then_some("swifterror argument for call has mismatched alloca");
                    }
                    _ => break,
                },
                Some(ValueDef::Param(p)) => {
                    return (!self
                        .m
                        .attrs
                        .has(fx.fd.attrs.param(p as usize), AttrKind::SwiftError))
                    .then_some("swifterror argument for call has mismatched parameter");
                }
                _ => break,
            }
        }
        Some("swifterror argument should come from an alloca or parameter")
    }
}
