//! What a module exports to the other modules of a [`super::Jit`], and the
//! signatures of its functions in the C types [`kiln_jit::JitFn`] checks.

use crate::ir::module::{CallConv, GlobalKind, Linkage};
use crate::ir::{self, TypeData};
use kiln_jit::AbiType;
use std::collections::HashMap;

/// A function's parameters and result as C types.
pub(super) type Signature = (Vec<AbiType>, AbiType);

/// The module's exported definitions: name → signature, `None` for data
/// and for functions whose signature has no [`AbiType`] spelling (varargs,
/// other calling conventions, aggregates, vectors, wide integers …).
pub(super) fn exports(module: &ir::Module) -> HashMap<String, Option<Signature>> {
    let mut out = HashMap::new();
    for (gv, data) in module.globals.iter() {
        if data.linkage.is_local() || data.name.is_none() {
            continue;
        }
        let signature = match &data.kind {
            GlobalKind::Func(f) => {
                let func = &module.functions[*f];
                if func.body.is_none() {
                    continue;
                }
                if func.cc == CallConv::C {
                    function_signature(module, data.value_type)
                } else {
                    None
                }
            }
            GlobalKind::Var(var) if var.init.is_some() => None,
            _ => continue,
        };
        out.insert(super::global_name(module, gv), signature);
    }
    out
}

/// Whether `name` is defined in `module` with a linkage that may not be
/// defined twice (not weak, linkonce or common).
pub(super) fn is_strong_definition(module: &ir::Module, name: &str) -> bool {
    let Some(gv) = module.global_by_name(name.as_bytes()) else {
        return false;
    };
    !matches!(
        module.globals[gv].linkage,
        Linkage::Weak
            | Linkage::WeakOdr
            | Linkage::LinkOnce
            | Linkage::LinkOnceOdr
            | Linkage::Common
            | Linkage::AvailableExternally
    )
}

fn function_signature(module: &ir::Module, ty: ir::Type) -> Option<Signature> {
    let TypeData::Function {
        ret,
        params,
        vararg: false,
    } = module.types.get(ty)
    else {
        return None;
    };
    let params = params
        .iter()
        .map(|&p| abi_type(module, p).filter(|&t| t != AbiType::Void))
        .collect::<Option<Vec<_>>>()?;
    Some((params, abi_type(module, *ret)?))
}

fn abi_type(module: &ir::Module, ty: ir::Type) -> Option<AbiType> {
    Some(match module.types.get(ty) {
        TypeData::Void => AbiType::Void,
        TypeData::Int(1) => AbiType::Bool,
        TypeData::Int(8) => AbiType::I8,
        TypeData::Int(16) => AbiType::I16,
        TypeData::Int(32) => AbiType::I32,
        TypeData::Int(64) => AbiType::I64,
        TypeData::Float => AbiType::F32,
        TypeData::Double => AbiType::F64,
        TypeData::Ptr(0) => AbiType::Ptr,
        _ => return None,
    })
}
