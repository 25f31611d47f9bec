//! What some calling conventions require of a function (LLVM 19's
//! `Verifier::visitFunction`): `x86_intrcc` takes its first parameter
//! `byval`; kernels and AMDGPU chain functions return `void`; AMDGPU shader
//! conventions and kernels take no `sret` and (except `spir_kernel`) no
//! `byval`, `preallocated` or `inalloca` parameters and no `byref` in the
//! stack address space; none of these, nor `fastcc`, `coldcc`,
//! `intel_ocl_bicc` and the PTX conventions, take `...`.

use super::Verifier;
use crate::attributes::{AttrKind, AttrList};
use crate::module::CallConv;
use crate::types::Type;

/// `x86_intrcc`.
const X86_INTR: u32 = 83;
/// `spir_kernel`.
const SPIR_KERNEL: u32 = 76;
/// Conventions whose functions must return `void`: `amdgpu_kernel`,
/// `spir_kernel`, `amdgpu_cs_chain`, `amdgpu_cs_chain_preserve`.
const VOID_ONLY: [u32; 4] = [91, 76, 104, 105];
/// The AMDGPU shader conventions (`amdgpu_vs`, `_hs`, `_gs`, `_ps`, `_cs`,
/// `_ls`, `_es`), which with [`VOID_ONLY`] restrict parameter attributes.
const SHADERS: [u32; 7] = [87, 93, 88, 89, 90, 95, 96];
/// Other conventions without `...`: `fastcc`, `coldcc`, `intel_ocl_bicc`,
/// `ptx_kernel`, `ptx_device`.
const NO_VARARGS: [u32; 5] = [8, 9, 77, 71, 72];

impl<'m> Verifier<'m> {
    /// The first rule of calling convention `cc` that a function with
    /// return type `ret`, `nparams` parameters of types `params`, `vararg`
    /// and attributes `attrs` breaks, with LLVM's message.
    pub(super) fn call_conv_problem(
        &self,
        cc: CallConv,
        ret: Type,
        params: &[Type],
        vararg: bool,
        attrs: &AttrList,
    ) -> Option<&'static str> {
        let cc = cc.0;
        let has = |i: usize, k: AttrKind| self.m.attrs.has(attrs.param(i), k);
        if cc == X86_INTR {
            return (!params.is_empty() && !has(0, AttrKind::ByVal))
                .then_some("Calling convention parameter requires byval");
        }
        let void_only = VOID_ONLY.contains(&cc);
        if void_only && ret != self.m.types.common.void {
            return Some("Calling convention requires void return type");
        }
        if void_only || SHADERS.contains(&cc) {
            if (0..params.len()).any(|i| has(i, AttrKind::StructRet)) {
                return Some("Calling convention does not allow sret");
            }
            if cc != SPIR_KERNEL {
                let stack_as = self.m.datalayout.alloca_addrspace();
                for (i, &ty) in params.iter().enumerate() {
                    if has(i, AttrKind::ByVal) {
                        return Some("Calling convention disallows byval");
                    }
                    if has(i, AttrKind::Preallocated) {
                        return Some("Calling convention disallows preallocated");
                    }
                    if has(i, AttrKind::InAlloca) {
                        return Some("Calling convention disallows inalloca");
                    }
                    if has(i, AttrKind::ByRef) && self.m.types.ptr_addrspace(ty) == Some(stack_as) {
                        return Some("Calling convention disallows stack byref");
                    }
                }
            }
        } else if !NO_VARARGS.contains(&cc) {
            return None;
        }
        vararg.then_some("Calling convention does not support varargs or perfect forwarding!")
    }
}
