//! Legality of conversion operators (LLVM's `CastInst::castIsValid`,
//! following the LangRef's tables for each cast).

use crate::instructions::CastOp;
use crate::types::{Type, TypeData, TypeTable};

/// Scalar shape of a first-class, non-aggregate type.
#[derive(Copy, Clone, PartialEq, Eq)]
enum Scalar {
    Int(u32),
    /// Floating point, with its width in bits.
    Float(u32),
    /// Pointer, with its address space.
    Ptr(u32),
    /// Anything else (label, token, x86_amx, ...), with its primitive size.
    Other(u64),
}

/// Element count of a vector (`(len, scalable)`), `(0, false)` for scalars.
type Count = (u32, bool);

fn float_bits(td: &TypeData) -> Option<u32> {
    Some(match td {
        TypeData::Half | TypeData::BFloat => 16,
        TypeData::Float => 32,
        TypeData::Double => 64,
        TypeData::X86Fp80 => 80,
        TypeData::Fp128 | TypeData::PpcFp128 => 128,
        _ => return None,
    })
}

fn scalar(types: &TypeTable, ty: Type) -> Option<(Scalar, Count)> {
    let (elem, count) = match types.get(ty) {
        TypeData::Vector {
            elem,
            len,
            scalable,
        } => (*elem, (*len, *scalable)),
        _ => (ty, (0, false)),
    };
    let td = types.get(elem);
    let s = match td {
        TypeData::Int(b) => Scalar::Int(*b),
        TypeData::Ptr(a) => Scalar::Ptr(*a),
        TypeData::X86Amx => Scalar::Other(8192),
        TypeData::Label | TypeData::Token | TypeData::Metadata | TypeData::TargetExt { .. } => {
            Scalar::Other(0)
        }
        // Void, function and aggregate types cannot be cast.
        TypeData::Void
        | TypeData::Function { .. }
        | TypeData::Array { .. }
        | TypeData::Struct { .. }
        | TypeData::Named(_)
        | TypeData::Vector { .. } => return None,
        _ => Scalar::Float(float_bits(td)?),
    };
    Some((s, count))
}

/// Total primitive size in bits of a non-pointer scalar or vector (0 when it
/// has none), with whether it is scalable.
fn primitive_bits(s: Scalar, c: Count) -> (u64, bool) {
    let each = match s {
        Scalar::Int(b) | Scalar::Float(b) => b as u64,
        Scalar::Ptr(_) => 0,
        Scalar::Other(b) => b,
    };
    if c.0 == 0 {
        (each, false)
    } else {
        (each * c.0 as u64, c.1)
    }
}

/// Why `op` cannot convert a `src` value to `dst`, or `None` if it can.
pub(super) fn cast_error(
    types: &TypeTable,
    op: CastOp,
    src: Type,
    dst: Type,
) -> Option<&'static str> {
    let (Some((s, sc)), Some((d, dc))) = (scalar(types, src), scalar(types, dst)) else {
        return Some("only first-class, non-aggregate values can be converted");
    };
    let same_count = sc == dc;
    let shape = || -> &'static str {
        if (sc.0 == 0) != (dc.0 == 0) {
            "source and destination must both be vectors or both be scalars"
        } else {
            "source and destination vectors must have the same number of elements"
        }
    };
    match op {
        CastOp::Trunc | CastOp::ZExt | CastOp::SExt => {
            let (Scalar::Int(a), Scalar::Int(b)) = (s, d) else {
                return Some("source and destination must be integers or vectors of integers");
            };
            if !same_count {
                return Some(shape());
            }
            match op {
                CastOp::Trunc if a <= b => Some("destination must be narrower than the source"),
                CastOp::ZExt | CastOp::SExt if a >= b => {
                    Some("destination must be wider than the source")
                }
                _ => None,
            }
        }
        CastOp::FpTrunc | CastOp::FpExt => {
            let (Scalar::Float(a), Scalar::Float(b)) = (s, d) else {
                return Some(
                    "source and destination must be floating point or vectors of floating point",
                );
            };
            if !same_count {
                return Some(shape());
            }
            match op {
                CastOp::FpTrunc if a <= b => Some("destination must be narrower than the source"),
                CastOp::FpExt if a >= b => Some("destination must be wider than the source"),
                _ => None,
            }
        }
        CastOp::UiToFp | CastOp::SiToFp => {
            if !matches!((s, d), (Scalar::Int(_), Scalar::Float(_))) {
                return Some(
                    "source must be an integer (or vector of integers) and destination floating point (or a vector of it)",
                );
            }
            (!same_count).then(shape)
        }
        CastOp::FpToUi | CastOp::FpToSi => {
            if !matches!((s, d), (Scalar::Float(_), Scalar::Int(_))) {
                return Some(
                    "source must be floating point (or a vector of it) and destination an integer (or vector of integers)",
                );
            }
            (!same_count).then(shape)
        }
        CastOp::PtrToInt => {
            if !matches!((s, d), (Scalar::Ptr(_), Scalar::Int(_))) {
                return Some(
                    "source must be a pointer (or vector of pointers) and destination an integer (or vector of integers)",
                );
            }
            (!same_count).then(shape)
        }
        CastOp::IntToPtr => {
            if !matches!((s, d), (Scalar::Int(_), Scalar::Ptr(_))) {
                return Some(
                    "source must be an integer (or vector of integers) and destination a pointer (or vector of pointers)",
                );
            }
            (!same_count).then(shape)
        }
        CastOp::Bitcast => match (s, d) {
            (Scalar::Ptr(a), Scalar::Ptr(b)) => {
                if a != b {
                    return Some("pointers in different address spaces need 'addrspacecast'");
                }
                let ok = match (sc.0 != 0, dc.0 != 0) {
                    (true, true) => same_count,
                    (true, false) => sc == (1, false),
                    (false, true) => dc == (1, false),
                    (false, false) => true,
                };
                (!ok).then_some("source and destination must have the same number of pointers")
            }
            (Scalar::Ptr(_), _) | (_, Scalar::Ptr(_)) => {
                Some("a pointer can only be bitcast to a pointer; use 'ptrtoint' or 'inttoptr'")
            }
            _ => {
                let (a, b) = (primitive_bits(s, sc), primitive_bits(d, dc));
                (a != b).then_some("source and destination must have the same size in bits")
            }
        },
        CastOp::AddrSpaceCast => {
            let (Scalar::Ptr(a), Scalar::Ptr(b)) = (s, d) else {
                return Some("source and destination must be pointers or vectors of pointers");
            };
            if a == b {
                return Some("source and destination must be in different address spaces");
            }
            (!same_count).then(shape)
        }
    }
}

/// LLVM's `Type::canLosslesslyBitCastTo`, as the `returned` attribute uses
/// it: the same type, vectors of the same primitive size, or `x86_amx` and
/// a fixed vector of 8192 bits.
pub(super) fn lossless_bitcast(types: &TypeTable, from: Type, to: Type) -> bool {
    if from == to {
        return true;
    }
    if !types.is_first_class(from) || !types.is_first_class(to) {
        return false;
    }
    let (Some((fs, fc)), Some((ts, tc))) = (scalar(types, from), scalar(types, to)) else {
        return false;
    };
    let (from_bits, to_bits) = (primitive_bits(fs, fc), primitive_bits(ts, tc));
    let is_amx = |s: Scalar, c: Count| c.0 == 0 && s == Scalar::Other(8192);
    let is_amx_vector = |c: Count, bits: (u64, bool)| c.0 != 0 && bits == (8192, false);
    match (fc.0 != 0, tc.0 != 0) {
        (true, true) => from_bits == to_bits,
        _ => {
            (is_amx(ts, tc) && is_amx_vector(fc, from_bits))
                || (is_amx(fs, fc) && is_amx_vector(tc, to_bits))
        }
    }
}
