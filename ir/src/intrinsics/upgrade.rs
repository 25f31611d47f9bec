//! The legacy forms of target-independent intrinsics that LLVM 19 rewrites
//! when it reads a module (`UpgradeIntrinsicFunction`) instead of checking
//! them: `llvm.ctlz`/`llvm.cttz` without the `i1` operand, `llvm.memcpy`,
//! `llvm.memmove` and `llvm.memset` with an alignment operand,
//! `llvm.objectsize` with two or three operands, the annotations with
//! four, `llvm.coro.end` with two, and every debug intrinsic (turned into
//! debug records). kiln does not rewrite them; it leaves their calls
//! unchecked, so that what LLVM accepts is not rejected.

use crate::types::{Type, TypeTable};

/// Whether LLVM rewrites a declaration of `name` with type `fn_ty` rather
/// than checking it against the intrinsic's signature.
pub(crate) fn upgraded_by_llvm(types: &TypeTable, name: &[u8], fn_ty: Type) -> bool {
    let Some(name) = name.strip_prefix(b"llvm.") else {
        return false;
    };
    let nparams = types.function(fn_ty).map_or(0, |(_, p, _)| p.len());
    let starts = |p: &[u8]| name.starts_with(p);
    starts(b"dbg.")
        || (nparams == 1 && (starts(b"ctlz.") || starts(b"cttz.")))
        || (nparams == 2 && name == b"coro.end")
        || (nparams == 5 && (starts(b"memcpy.") || starts(b"memmove.") || starts(b"memset.")))
        || ((nparams == 2 || nparams == 3) && starts(b"objectsize."))
        || (nparams == 4 && (starts(b"ptr.annotation.") || name == b"var.annotation"))
}
