//! Type layout per the module's DataLayout (sizes, alignments, field
//! offsets) and the classification of IR types into machine-register parts.

use kiln_ir::types::TypeData;
use kiln_ir::{Module, Type};

/// One register-sized leaf of a (possibly aggregate) IR type.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum Leaf {
    /// An integer of up to 64 bits (or a pointer, as 64) in one GPR; the
    /// bits above the width are unspecified.
    Int(u32),
    /// An integer of 65 to 128 bits in two GPRs (low, high); the bits
    /// above the width are unspecified.
    Wide(u32),
    /// `float` in an XMM register.
    F32,
    /// `double` in an XMM register.
    F64,
    /// A vector of 4, 8 or 16 bytes in an XMM register (the lanes above
    /// a short vector are unspecified). `<N x i1>` with N in 2..=16 is a
    /// 16-byte lane mask (each lane 128/N bits of all ones or zeros).
    Vec(u8),
    /// `half` or `bfloat` in the low 16 bits of an XMM register (the rest
    /// unspecified).
    F16,
    /// `fp128` in a whole XMM register.
    F128,
    /// `x86_fp80` in two GPRs: the 64-bit significand, then the sign and
    /// exponent in the low 16 bits (the rest unspecified).
    F80,
}

impl Leaf {
    /// Number of virtual registers the leaf takes.
    pub fn nregs(self) -> usize {
        if matches!(self, Leaf::Wide(_) | Leaf::F80) {
            2
        } else {
            1
        }
    }

    /// Whether the leaf lives in XMM registers.
    pub fn is_float(self) -> bool {
        matches!(
            self,
            Leaf::F32 | Leaf::F64 | Leaf::Vec(_) | Leaf::F16 | Leaf::F128
        )
    }
}

/// Size (allocation size, padded to alignment) and ABI alignment of `ty`.
pub fn size_align(m: &Module, ty: Type) -> (u64, u64) {
    let dl = &m.datalayout;
    match m.types.get(ty) {
        TypeData::Int(bits) => {
            let a = dl.int_abi_align(*bits);
            (round_up((*bits as u64).div_ceil(8), a), a)
        }
        TypeData::Ptr(a) => (dl.pointer_size_bytes(*a), dl.pointer_abi_align(*a)),
        TypeData::Half | TypeData::BFloat => (2, dl.float_abi_align(16)),
        TypeData::Float => (4, dl.float_abi_align(32)),
        TypeData::Double => (8, dl.float_abi_align(64)),
        TypeData::X86Fp80 => {
            let a = dl.float_abi_align(80);
            (round_up(10, a), a)
        }
        TypeData::Fp128 | TypeData::PpcFp128 => (16, dl.float_abi_align(128)),
        TypeData::Vector { elem, len, .. } => {
            let bits = elem_bits(m, *elem) * *len as u64;
            let a = dl.vector_abi_align(bits);
            (round_up(bits.div_ceil(8), a), a)
        }
        TypeData::Array { elem, len } => {
            let (s, a) = size_align(m, *elem);
            (s * len, a)
        }
        TypeData::Struct { fields, packed } => struct_size_align(m, fields, *packed),
        TypeData::Named(_) => match m.types.named_body(ty) {
            Some(b) => struct_size_align(m, &b.fields, b.packed),
            None => (0, 1),
        },
        _ => (0, 1),
    }
}

/// Store size of `ty`: the bytes a load or store of it touches.
pub fn store_size(m: &Module, ty: Type) -> u64 {
    match m.types.get(ty) {
        TypeData::Int(bits) => (*bits as u64).div_ceil(8),
        TypeData::X86Fp80 => 10,
        TypeData::Vector { elem, len, .. } => (elem_bits(m, *elem) * *len as u64).div_ceil(8),
        _ => size_align(m, ty).0,
    }
}

/// Bits of a vector element type.
fn elem_bits(m: &Module, ty: Type) -> u64 {
    match m.types.get(ty) {
        TypeData::Int(b) => *b as u64,
        TypeData::Ptr(a) => m.datalayout.pointer_size_bytes(*a) * 8,
        TypeData::Half | TypeData::BFloat => 16,
        TypeData::Float => 32,
        TypeData::Double => 64,
        _ => size_align(m, ty).0 * 8,
    }
}

fn struct_size_align(m: &Module, fields: &[Type], packed: bool) -> (u64, u64) {
    let mut off = 0;
    let mut align = if packed {
        1
    } else {
        m.datalayout.aggregate_abi_align().max(1)
    };
    for &f in fields {
        let (s, a) = size_align(m, f);
        let a = if packed { 1 } else { a };
        off = round_up(off, a) + s;
        align = align.max(a);
    }
    (round_up(off, align), align)
}

/// The fields of struct type `ty` (literal or named) and whether it is packed.
pub fn struct_fields(m: &Module, ty: Type) -> Option<(&[Type], bool)> {
    match m.types.get(ty) {
        TypeData::Struct { fields, packed } => Some((fields, *packed)),
        TypeData::Named(_) => m.types.named_body(ty).map(|b| (&*b.fields, b.packed)),
        _ => None,
    }
}

/// Byte offset of field `index` of struct type `ty`.
pub fn field_offset(m: &Module, ty: Type, index: usize) -> u64 {
    let Some((fields, packed)) = struct_fields(m, ty) else {
        return 0;
    };
    let mut off = 0;
    for (i, &f) in fields.iter().enumerate() {
        let (s, a) = size_align(m, f);
        off = round_up(off, if packed { 1 } else { a });
        if i == index {
            return off;
        }
        off += s;
    }
    off
}

/// `v` rounded up to a multiple of `a` (a power of two, or 0/1).
pub fn round_up(v: u64, a: u64) -> u64 {
    if a <= 1 { v } else { v.div_ceil(a) * a }
}

/// Appends the register leaves of `ty` with their byte offsets to `out`;
/// `Err(what)` names an unsupported type.
pub fn leaves(m: &Module, ty: Type, base: u64, out: &mut Vec<(Leaf, u64)>) -> Result<(), String> {
    if out.len() > 256 {
        return Err("aggregate value with more than 256 scalar parts".into());
    }
    match m.types.get(ty) {
        TypeData::Int(bits) if *bits <= 64 => out.push((Leaf::Int(*bits), base)),
        TypeData::Int(bits @ 65..=128) => out.push((Leaf::Wide(*bits), base)),
        TypeData::Int(bits @ 129..=1024) => {
            // Wider integers: 64-bit parts, the last one as narrow as the
            // remaining bits (LLVM splits them into i64 parts the same way).
            let mut left = *bits;
            let mut off = base;
            while left > 0 {
                let w = left.min(64);
                out.push((Leaf::Int(w), off));
                left -= w;
                off += 8;
            }
        }
        TypeData::Int(bits) => {
            return Err(format!("integer type i{bits} (wider than 1024 bits)"));
        }
        TypeData::Ptr(_) => out.push((Leaf::Int(64), base)),
        TypeData::Float => out.push((Leaf::F32, base)),
        TypeData::Double => out.push((Leaf::F64, base)),
        TypeData::Half | TypeData::BFloat => out.push((Leaf::F16, base)),
        TypeData::Fp128 => out.push((Leaf::F128, base)),
        TypeData::X86Fp80 => out.push((Leaf::F80, base)),
        TypeData::Vector {
            elem,
            len,
            scalable: false,
        } if m.types.int_bits(*elem) == Some(1) && *len >= 2 => {
            // Lane masks: one register for up to 16 lanes (lanes of 128/N
            // bits), else one byte per lane in ceil(N/16) registers.
            for k in 0..(*len as u64).div_ceil(16) {
                out.push((Leaf::Vec(16), base + 16 * k));
            }
        }
        TypeData::Vector {
            scalable: false,
            elem,
            ..
        } if m.types.int_bits(*elem) != Some(1) => {
            // Up to 16 bytes in one register; wider vectors in 16-byte parts.
            let size = store_size(m, ty);
            let mut k = 0;
            while k < size {
                out.push((Leaf::Vec((size - k).min(16) as u8), base + k));
                k += 16;
            }
        }
        TypeData::Vector { elem, len, .. } => {
            return Err(format!(
                "vector type <{len} x {}> is not supported",
                type_name(m, *elem)
            ));
        }
        TypeData::Array { elem, len } => {
            let (s, _) = size_align(m, *elem);
            for i in 0..*len {
                leaves(m, *elem, base + i * s, out)?;
            }
        }
        TypeData::Struct { .. } | TypeData::Named(_) => {
            let n = struct_fields(m, ty).map_or(0, |f| f.0.len());
            for i in 0..n {
                let f = struct_fields(m, ty).unwrap().0[i];
                let off = field_offset(m, ty, i);
                leaves(m, f, base + off, out)?;
            }
        }
        TypeData::Void | TypeData::Label | TypeData::Metadata | TypeData::Token => {}
        _ => return Err(format!("type {} in a register", type_name(m, ty))),
    }
    Ok(())
}

/// A short name of a type for messages.
pub fn type_name(m: &Module, ty: Type) -> String {
    match m.types.get(ty) {
        TypeData::Int(b) => format!("i{b}"),
        TypeData::Half => "half".into(),
        TypeData::BFloat => "bfloat".into(),
        TypeData::Float => "float".into(),
        TypeData::Double => "double".into(),
        TypeData::X86Fp80 => "x86_fp80".into(),
        TypeData::Fp128 => "fp128".into(),
        TypeData::PpcFp128 => "ppc_fp128".into(),
        TypeData::Ptr(_) => "ptr".into(),
        TypeData::Vector { elem, len, .. } => format!("<{len} x {}>", type_name(m, *elem)),
        TypeData::Array { elem, len } => format!("[{len} x {}]", type_name(m, *elem)),
        TypeData::Struct { .. } | TypeData::Named(_) => "struct".into(),
        other => format!("{other:?}"),
    }
}
