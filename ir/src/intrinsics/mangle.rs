//! The name LLVM 19 gives an overloaded intrinsic: the base name, then `.`
//! and the mangled form of each overload type (`Intrinsic::getName`:
//! `p0`, `i32`, `v4f32`, `nxv2i64`, `a3i8`, `sl_i32i1s`, `s_name`, ...).

use crate::symbols::Interner;
use crate::types::{Type, TypeData, TypeTable};

/// `base` with the suffixes of `overloads`, or `None` if one of them
/// contains an unnamed identified struct (LLVM then numbers the name per
/// module; kiln keeps the name as written).
pub(crate) fn mangled_name(
    types: &TypeTable,
    symbols: &Interner,
    base: &str,
    overloads: &[Type],
) -> Option<String> {
    let mut out = String::from(base);
    for &ty in overloads {
        out.push('.');
        mangle(types, symbols, ty, &mut out)?;
    }
    Some(out)
}

/// Appends the mangled form of `ty` to `out`.
fn mangle(types: &TypeTable, symbols: &Interner, ty: Type, out: &mut String) -> Option<()> {
    use std::fmt::Write;
    match types.get(ty) {
        TypeData::Ptr(a) => {
            let _ = write!(out, "p{a}");
        }
        TypeData::Array { elem, len } => {
            let _ = write!(out, "a{len}");
            mangle(types, symbols, *elem, out)?;
        }
        TypeData::Struct { fields, .. } => {
            out.push_str("sl_");
            for &f in fields.iter() {
                mangle(types, symbols, f, out)?;
            }
            out.push('s');
        }
        TypeData::Named(_) => {
            let name = types.named(ty)?.name?;
            out.push_str("s_");
            out.push_str(&symbols.get_str(name));
            out.push('s');
        }
        TypeData::Function {
            ret,
            params,
            vararg,
        } => {
            out.push_str("f_");
            mangle(types, symbols, *ret, out)?;
            for &p in params.iter() {
                mangle(types, symbols, p, out)?;
            }
            if *vararg {
                out.push_str("vararg");
            }
            out.push('f');
        }
        TypeData::Vector {
            elem,
            len,
            scalable,
        } => {
            if *scalable {
                out.push_str("nx");
            }
            let _ = write!(out, "v{len}");
            mangle(types, symbols, *elem, out)?;
        }
        TypeData::TargetExt {
            name,
            types: tys,
            ints,
        } => {
            out.push('t');
            out.push_str(&symbols.get_str(*name));
            for &p in tys.iter() {
                out.push('_');
                mangle(types, symbols, p, out)?;
            }
            for i in ints.iter() {
                let _ = write!(out, "_{i}");
            }
            out.push('t');
        }
        TypeData::Int(w) => {
            let _ = write!(out, "i{w}");
        }
        TypeData::Void => out.push_str("isVoid"),
        TypeData::Metadata => out.push_str("Metadata"),
        TypeData::Half => out.push_str("f16"),
        TypeData::BFloat => out.push_str("bf16"),
        TypeData::Float => out.push_str("f32"),
        TypeData::Double => out.push_str("f64"),
        TypeData::X86Fp80 => out.push_str("f80"),
        TypeData::Fp128 => out.push_str("f128"),
        TypeData::PpcFp128 => out.push_str("ppcf128"),
        TypeData::X86Amx => out.push_str("x86amx"),
        TypeData::Label | TypeData::Token => return None,
    }
    Some(())
}
