//! Stack protectors: a function marked `ssp`, `sspstrong` or `sspreq` (as
//! clang marks them under `-fstack-protector`, `-fstack-protector-strong`
//! and `-fstack-protector-all`) gets a guard word copied from `%fs:0x28`
//! next to its saved registers, checked before every return and tail
//! call; a mismatch calls `__stack_chk_fail`. The emitter places and checks
//! the word ([`kiln_targets::FrameRequest::stack_guard`]); this decides
//! which functions get one.
//!
//! `sspreq` protects every function. For `sspstrong` and `ssp`, LLVM
//! protects functions with local arrays, structures holding arrays,
//! variable-sized allocas and (`sspstrong` only) locals whose address
//! escapes; kiln protects functions with local arrays, array-holding
//! aggregates or variable-sized allocas under both, which differs from
//! LLVM only in which functions of a program that overflows a buffer
//! notice it.

use kiln_ir::attributes::AttrKind;
use kiln_ir::module::FuncData;
use kiln_ir::types::TypeData;
use kiln_ir::{InstData, Module, Type};
use kiln_targets::SymbolId;

/// The symbol a failed check calls when function `fd` needs a stack
/// guard, else `None`.
pub(crate) fn stack_guard(m: &Module, fd: &FuncData) -> Option<SymbolId> {
    let fa = fd.attrs.func;
    let all = m.attrs.has(fa, AttrKind::SspReq);
    if !all && !m.attrs.has(fa, AttrKind::SspStrong) && !m.attrs.has(fa, AttrKind::Ssp) {
        return None;
    }
    let f = fd.body.as_ref()?;
    let needed = all
        || f.insts.values().any(|i| match *i {
            InstData::Alloca { ty, count, .. } => count.is_some() || holds_array(m, ty),
            _ => false,
        });
    if !needed {
        return None;
    }
    const FAIL: &str = "__stack_chk_fail";
    match m.global_by_name(FAIL.as_bytes()) {
        Some(g) => Some(SymbolId(g.as_u32())),
        None => kiln_targets::obj::libcall_symbol(m.globals.len(), FAIL),
    }
}

/// Whether `ty` is an array or an aggregate holding one.
pub(crate) fn holds_array(m: &Module, ty: Type) -> bool {
    holds_array_within(m, ty, 0)
}

/// [`holds_array`], following nesting a bounded depth (types nest without
/// limit in hostile input).
fn holds_array_within(m: &Module, ty: Type, depth: u32) -> bool {
    if depth > 16 {
        return true;
    }
    match m.types.get(ty) {
        TypeData::Array { .. } => true,
        TypeData::Struct { .. } | TypeData::Named(_) => crate::layout::struct_fields(m, ty)
            .is_some_and(|(fields, _)| fields.iter().any(|&t| holds_array_within(m, t, depth + 1))),
        _ => false,
    }
}
