//! The `llvm.x86.*` intrinsics that clang keeps for `<immintrin.h>` code
//! (SSE through SSE4.2, AES-NI, PCLMULQDQ, BMI/BMI2, and the AVX/AVX2 forms
//! that work on 16-byte halves): each checked against
//! the signature LLVM declares and the function's `"target-features"`,
//! then lowered to the instruction it names ([`table`] lists them).
//! Anything else is an error naming the intrinsic.

mod features;
mod flags;
mod fused;
mod gather;
mod lower_form;
mod permute;
mod table;
mod wide;

use crate::lower::{LResult, Lower};
use kiln_ir::Value;

impl Lower<'_> {
    /// Lowers a call to `llvm.x86.*` intrinsic `name`.
    pub(crate) fn lower_x86_intrinsic(
        &mut self,
        name: &str,
        args: &[Value],
        res: Option<Value>,
    ) -> LResult<()> {
        let Some(entry) = table::lookup(name) else {
            return Err(self.err(format!("intrinsic {name} is not supported")));
        };
        self.check_x86_signature(name, &entry, args, res)?;
        if !entry.feature.is_empty() && !self.has_target_feature(entry.feature) {
            return Err(self.err(format!(
                "intrinsic {name} needs target feature +{}, which this function does not enable",
                entry.feature
            )));
        }
        self.lower_x86_form(name, entry.form, args, res)
    }

    /// The call must match the declaration LLVM gives intrinsic `name`.
    fn check_x86_signature(
        &self,
        name: &str,
        entry: &table::Entry,
        args: &[Value],
        res: Option<Value>,
    ) -> LResult<()> {
        let ty = |v: Value| crate::layout::type_name(self.m, self.f.values[v].ty);
        let got_ret = res.map(ty);
        let ok = args.len() == entry.args.len()
            && args.iter().zip(entry.args).all(|(&a, &t)| ty(a) == t)
            && got_ret.as_deref().is_none_or(|r| r == entry.ret);
        if ok {
            return Ok(());
        }
        let got: Vec<String> = args.iter().map(|&a| ty(a)).collect();
        Err(self.err(format!(
            "intrinsic {name} called as {}({}); LLVM declares it {}({})",
            got_ret.as_deref().unwrap_or("void"),
            got.join(", "),
            entry.ret,
            entry.args.join(", ")
        )))
    }
}
