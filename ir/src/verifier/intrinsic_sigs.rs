//! A call of a declared intrinsic against the intrinsic's signature, as
//! LLVM 19's `Verifier::visitIntrinsicCall` checks it: the call's function
//! type (which is the declaration's; a call through another type is an
//! error of its own) must fit the signature of the target-independent
//! intrinsic the callee's name denotes. Names matching no intrinsic, and
//! target intrinsics (whose signatures kiln does not have), are not
//! checked; nor are declarations no call uses, as in LLVM (whose parser
//! renames a declaration that fits to its mangled name, so the name's
//! suffix is not checked either), nor the legacy forms LLVM rewrites.

use super::{Fx, Verifier};
use crate::constants::ConstData;
use crate::function::{Inst, Value};
use crate::intrinsics::{Lookup, Mismatch, lookup, match_signature, upgraded_by_llvm};
use crate::module::GlobalValue;
use crate::types::Type;

impl<'m> Verifier<'m> {
    /// Checks a call of `callee`, an intrinsic declared with type `fn_ty`.
    #[inline(never)]
    pub(super) fn check_intrinsic_signature(
        &mut self,
        fx: &Fx<'m>,
        inst: Inst,
        callee: Value,
        fn_ty: Type,
    ) {
        let Some(c) = Verifier::as_const(fx.f, callee) else {
            return;
        };
        let ConstData::Global { gv, .. } = *self.m.consts.get(c) else {
            return;
        };
        // A module declares few intrinsics and calls them often: each
        // declaration is matched once.
        let why = match self.intrinsic_fits.iter().find(|e| e.0 == gv) {
            Some(&(_, why)) => why,
            None => {
                let why = self.intrinsic_mismatch(gv, fn_ty);
                self.intrinsic_fits.push((gv, why));
                why
            }
        };
        if let Some(why) = why {
            let msg = format!(
                "'{}' of '{}' with type '{}': {}",
                fx.f.insts[inst].opcode_name(),
                self.val(fx, callee),
                self.t(fn_ty),
                why.message()
            );
            self.inst_err(fx, inst, msg);
        }
    }

    /// How the declaration `gv` of type `fn_ty` fails its intrinsic's
    /// signature, if it is a target-independent intrinsic and does.
    fn intrinsic_mismatch(&self, gv: GlobalValue, fn_ty: Type) -> Option<Mismatch> {
        let name = self.m.symbols.get(self.m.globals.get(gv)?.name?);
        let Lookup::Known(info) = lookup(name) else {
            return None;
        };
        if upgraded_by_llvm(&self.m.types, name, fn_ty) {
            return None;
        }
        match_signature(&self.m.types, info.sig, fn_ty, true).err()
    }
}
