//! Type layout per the module's DataLayout (sizes, alignments, field
//! offsets) and the classification of IR types into machine-register parts.

use cranelift_entity::EntityRef;
use kiln_ir::types::TypeData;
use kiln_ir::{Module, Type};
use std::collections::{HashMap, HashSet};

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
    /// a short vector are unspecified). `<N x i1>` with N in 1..=16 is a
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

/// The largest object (type size) kiln lays out: 2^48 bytes. x86-64's
/// virtual addresses have 48 bits (57 with 5-level paging, which Linux only
/// grants on request), so no object can be larger than the whole 256 TiB
/// address space; every size and offset below the limit also fits an `i64`
/// with room for adding two of them.
pub const MAX_OBJECT_SIZE: u64 = 1 << 48;

/// The deepest nesting of aggregate types kiln lays out (arrays, vectors
/// and structs inside each other). The walks over types and constants
/// recurse once per level, so this bounds their stack use.
pub const MAX_TYPE_DEPTH: usize = 200;

/// Size (allocation size, padded to alignment) and ABI alignment of `ty`,
/// or why it has none: a named struct that contains itself, a scalable
/// vector (in any aggregate), a size above
/// [`MAX_OBJECT_SIZE`], nesting deeper than [`MAX_TYPE_DEPTH`]. Iterative,
/// and linear in the distinct types reachable from `ty`.
pub fn checked_size_align(m: &Module, ty: Type) -> Result<(u64, u64), String> {
    if let Some(l) = scalar_size_align(m, ty) {
        return Ok(l);
    }
    let mut done: HashMap<Type, (u64, u64)> = HashMap::new();
    let mut on_path: HashSet<Type> = HashSet::new();
    // (type, next child to visit)
    let mut stack: Vec<(Type, usize)> = vec![(ty, 0)];
    on_path.insert(ty);
    while let Some(&mut (t, ref mut next)) = stack.last_mut() {
        let kids = children(m, t);
        if let Some(&c) = kids.get(*next) {
            *next += 1;
            if scalar_size_align(m, c).is_some() || done.contains_key(&c) {
                continue;
            }
            if on_path.contains(&c) {
                return Err(format!(
                    "type {} contains itself and has no size",
                    type_name(m, c)
                ));
            }
            if stack.len() >= MAX_TYPE_DEPTH {
                return Err(format!(
                    "type {} nests aggregates more than {MAX_TYPE_DEPTH} levels deep",
                    type_name(m, ty)
                ));
            }
            on_path.insert(c);
            stack.push((c, 0));
            continue;
        }
        if let TypeData::Vector { scalable: true, .. } = m.types.get(t) {
            // Its size is a multiple of `vscale`, which x86-64 does not have.
            return Err(format!(
                "scalable vector type {} has no size known at compile time",
                type_name(m, t)
            ));
        }
        let get = |c: Type| scalar_size_align(m, c).unwrap_or_else(|| done[&c]);
        let l = aggregate_size_align(m, t, get).ok_or_else(|| {
            format!(
                "type {} is larger than 2^48 bytes (the x86-64 address space)",
                type_name(m, t)
            )
        })?;
        done.insert(t, l);
        on_path.remove(&t);
        stack.pop();
    }
    Ok(done[&ty])
}

/// Layouts computed once and kept: the size and alignment of each type and
/// the field offsets of each struct, so that a module with many uses of a
/// large type costs one walk of that type, not one per use. Valid for one
/// module; [`LayoutMemo::clear`] before using it with another.
#[derive(Default)]
pub struct LayoutMemo {
    /// Size and alignment by type index (`(0, 0)` = not computed; an
    /// alignment is never 0).
    sizes: Vec<(u64, u64)>,
    /// Range in `offsets` of each struct's run by type index (`(0, 0)` =
    /// not computed; a run is never empty).
    runs: Vec<(u32, u32)>,
    /// Field offsets, one run per struct: each field's, then the end of
    /// the last field.
    offsets: Vec<u64>,
}

impl LayoutMemo {
    /// Forgets everything (for another module).
    pub fn clear(&mut self) {
        self.sizes.clear();
        self.runs.clear();
        self.offsets.clear();
    }

    /// [`checked_size_align`], remembered on success.
    pub fn checked_size_align(&mut self, m: &Module, ty: Type) -> Result<(u64, u64), String> {
        let i = ty.index();
        if let Some(&l) = self.sizes.get(i)
            && l.1 != 0
        {
            return Ok(l);
        }
        let l = checked_size_align(m, ty)?;
        if self.sizes.len() <= i {
            self.sizes.resize(i + 1, (0, 0));
        }
        self.sizes[i] = l;
        Ok(l)
    }

    /// [`size_align`], remembered.
    pub fn size_align(&mut self, m: &Module, ty: Type) -> (u64, u64) {
        self.checked_size_align(m, ty).unwrap_or((0, 1))
    }

    /// [`field_offset`], from the struct's remembered offsets.
    pub fn field_offset(&mut self, m: &Module, ty: Type, index: usize) -> u64 {
        let (start, end) = match self.runs.get(ty.index()) {
            Some(&(s, e)) if e != 0 => (s as usize, e as usize),
            _ => self.struct_offsets(m, ty),
        };
        // Past the last field (not valid IR): the end of the last field.
        let run = &self.offsets[start..end];
        run.get(index).copied().unwrap_or(run[run.len() - 1])
    }

    /// Appends the field offsets of struct `ty` and, last, the end of its
    /// last field to `offsets`; returns that run's range.
    #[inline(never)]
    fn struct_offsets(&mut self, m: &Module, ty: Type) -> (usize, usize) {
        let start = self.offsets.len();
        let mut off = 0u64;
        if let Some((fields, packed)) = struct_fields(m, ty) {
            for &f in fields {
                let (s, a) = self.size_align(m, f);
                off = round_up(off, if packed { 1 } else { a });
                self.offsets.push(off);
                off = off.saturating_add(s);
            }
        }
        self.offsets.push(off);
        let end = self.offsets.len();
        let i = ty.index();
        if self.runs.len() <= i {
            self.runs.resize(i + 1, (0, 0));
        }
        self.runs[i] = (start as u32, end as u32);
        (start, end)
    }
}

/// Size and alignment of `ty` for types [`checked_size_align`] accepts;
/// `(0, 1)` for the others (instruction selection checks every type it
/// lowers first, and reports those).
pub fn size_align(m: &Module, ty: Type) -> (u64, u64) {
    checked_size_align(m, ty).unwrap_or((0, 1))
}

/// The layout of a non-aggregate type; `None` for arrays, vectors and
/// structs.
fn scalar_size_align(m: &Module, ty: Type) -> Option<(u64, u64)> {
    let dl = &m.datalayout;
    Some(match m.types.get(ty) {
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
        TypeData::Vector { .. } | TypeData::Array { .. } | TypeData::Struct { .. } => {
            return None;
        }
        TypeData::Named(_) if m.types.named_body(ty).is_some() => return None,
        _ => (0, 1),
    })
}

/// The types an aggregate's layout depends on.
fn children(m: &Module, ty: Type) -> &[Type] {
    match m.types.get(ty) {
        TypeData::Vector { elem, .. } | TypeData::Array { elem, .. } => std::slice::from_ref(elem),
        _ => struct_fields(m, ty).map_or(&[], |f| f.0),
    }
}

/// The layout of aggregate `ty` from its children's (`get`); `None` when it
/// exceeds [`MAX_OBJECT_SIZE`].
fn aggregate_size_align(
    m: &Module,
    ty: Type,
    get: impl Fn(Type) -> (u64, u64),
) -> Option<(u64, u64)> {
    let dl = &m.datalayout;
    let l = match m.types.get(ty) {
        TypeData::Vector { elem, len, .. } => {
            let ebits = match m.types.get(*elem) {
                TypeData::Int(b) => *b as u64,
                TypeData::Ptr(a) => dl.pointer_size_bytes(*a) * 8,
                TypeData::Half | TypeData::BFloat => 16,
                TypeData::Float => 32,
                TypeData::Double => 64,
                // Vector lanes are packed at the type's bit size (LLVM
                // loads lane 1 of <2 x x86_fp80> from byte 10).
                TypeData::X86Fp80 => 80,
                _ => get(*elem).0.checked_mul(8)?,
            };
            let bits = ebits.checked_mul(*len as u64)?;
            let a = dl.vector_abi_align(bits);
            (checked_round_up(bits.div_ceil(8), a)?, a)
        }
        TypeData::Array { elem, len } => {
            let (s, a) = get(*elem);
            (s.checked_mul(*len)?, a)
        }
        _ => {
            let (fields, packed) = struct_fields(m, ty)?;
            let mut off: u64 = 0;
            let mut align = if packed {
                1
            } else {
                dl.aggregate_abi_align().max(1)
            };
            for &f in fields {
                let (s, a) = get(f);
                let a = if packed { 1 } else { a };
                off = checked_round_up(off, a)?.checked_add(s)?;
                if off > MAX_OBJECT_SIZE {
                    return None;
                }
                align = align.max(a);
            }
            (checked_round_up(off, align)?, align)
        }
    };
    (l.0 <= MAX_OBJECT_SIZE).then_some(l)
}

/// `v` rounded up to a multiple of `a` (a power of two, or 0/1), `None`
/// on overflow.
fn checked_round_up(v: u64, a: u64) -> Option<u64> {
    if a <= 1 {
        Some(v)
    } else {
        v.div_ceil(a).checked_mul(a)
    }
}

/// Store size of `ty`: the bytes a load or store of it touches.
pub fn store_size(m: &Module, ty: Type) -> u64 {
    match m.types.get(ty) {
        TypeData::Int(bits) => (*bits as u64).div_ceil(8),
        TypeData::X86Fp80 => 10,
        TypeData::Vector { elem, len, .. } => {
            elem_bits(m, *elem).saturating_mul(*len as u64).div_ceil(8)
        }
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
        TypeData::X86Fp80 => 80,
        _ => size_align(m, ty).0.saturating_mul(8),
    }
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
        off = off.saturating_add(s);
    }
    off
}

/// `v` rounded up to a multiple of `a` (a power of two, or 0/1).
pub fn round_up(v: u64, a: u64) -> u64 {
    if a <= 1 {
        v
    } else {
        v.div_ceil(a).saturating_mul(a)
    }
}

/// The widest integer type code generation accepts: 64 parts of 64 bits
/// (multiplication and division are quadratic in the parts).
pub const MAX_INT_BITS: u32 = 4096;

/// Appends the register leaves of `ty` with their byte offsets to `out`;
/// `Err(what)` names an unsupported type.
pub fn leaves(m: &Module, ty: Type, base: u64, out: &mut Vec<(Leaf, u64)>) -> Result<(), String> {
    leaves_at(m, ty, base, out, 0)
}

/// [`leaves`] of a type nested `depth` aggregates deep: beyond
/// [`MAX_TYPE_DEPTH`] the type is reported (a named struct that contains
/// itself recurses without end otherwise).
fn leaves_at(
    m: &Module,
    ty: Type,
    base: u64,
    out: &mut Vec<(Leaf, u64)>,
    depth: usize,
) -> Result<(), String> {
    if out.len() > 256 {
        return Err("aggregate value with more than 256 scalar parts".into());
    }
    match m.types.get(ty) {
        TypeData::Int(bits) if *bits <= 64 => out.push((Leaf::Int(*bits), base)),
        TypeData::Int(bits @ 65..=128) => out.push((Leaf::Wide(*bits), base)),
        TypeData::Int(bits @ 129..=MAX_INT_BITS) => {
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
            return Err(format!(
                "integer type i{bits} (wider than {MAX_INT_BITS} bits)"
            ));
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
        } if m.types.int_bits(*elem) == Some(1) && *len >= 1 => {
            // Lane masks: one register for up to 16 lanes (lanes of 128/N
            // bits), else one byte per lane in ceil(N/16) registers.
            let parts = (*len as u64).div_ceil(16);
            too_many_parts(out.len(), parts)?;
            for k in 0..parts {
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
            too_many_parts(out.len(), size.div_ceil(16))?;
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
            if depth >= MAX_TYPE_DEPTH {
                return Err(too_deep(m, ty));
            }
            // The element's leaves once, then repeated (an array of many
            // empty elements has none, and costs nothing).
            let mut one = Vec::new();
            leaves_at(m, *elem, 0, &mut one, depth + 1)?;
            if one.is_empty() {
                return Ok(());
            }
            too_many_parts(out.len(), (one.len() as u64).saturating_mul(*len))?;
            let (s, _) = size_align(m, *elem);
            for i in 0..*len {
                let at = base + i * s;
                out.extend(one.iter().map(|&(l, o)| (l, at + o)));
            }
        }
        TypeData::Struct { .. } | TypeData::Named(_) => {
            if depth >= MAX_TYPE_DEPTH {
                return Err(too_deep(m, ty));
            }
            let (fields, packed) = struct_fields(m, ty).unwrap_or((&[], false));
            let mut off = 0;
            for &f in fields {
                let (s, a) = size_align(m, f);
                off = round_up(off, if packed { 1 } else { a });
                leaves_at(m, f, base + off, out, depth + 1)?;
                off += s;
            }
        }
        TypeData::Void | TypeData::Label | TypeData::Metadata | TypeData::Token => {}
        _ => return Err(format!("type {} in a register", type_name(m, ty))),
    }
    Ok(())
}

/// Why `ty`, nested deeper than [`MAX_TYPE_DEPTH`], has no leaves: it
/// contains itself, or it really nests that deep.
fn too_deep(m: &Module, ty: Type) -> String {
    checked_size_align(m, ty).err().unwrap_or_else(|| {
        format!(
            "type {} nests aggregates more than {MAX_TYPE_DEPTH} levels deep",
            type_name(m, ty)
        )
    })
}

/// The error for a value of more than 256 register parts, when `more`
/// parts are added to `have`.
fn too_many_parts(have: usize, more: u64) -> Result<(), String> {
    if more.saturating_add(have as u64) > 257 {
        return Err("aggregate value with more than 256 scalar parts".into());
    }
    Ok(())
}

/// A short name of a type for messages (nested types beyond a few levels
/// are shown as `...`).
pub fn type_name(m: &Module, ty: Type) -> String {
    let mut out = String::new();
    write_type_name(m, ty, 0, &mut out);
    out
}

fn write_type_name(m: &Module, ty: Type, depth: usize, out: &mut String) {
    use std::fmt::Write;
    if depth > 4 {
        out.push_str("...");
        return;
    }
    match m.types.get(ty) {
        TypeData::Int(b) => {
            let _ = write!(out, "i{b}");
        }
        TypeData::Half => out.push_str("half"),
        TypeData::BFloat => out.push_str("bfloat"),
        TypeData::Float => out.push_str("float"),
        TypeData::Double => out.push_str("double"),
        TypeData::X86Fp80 => out.push_str("x86_fp80"),
        TypeData::Fp128 => out.push_str("fp128"),
        TypeData::PpcFp128 => out.push_str("ppc_fp128"),
        TypeData::Ptr(_) => out.push_str("ptr"),
        TypeData::Vector {
            elem,
            len,
            scalable,
        } => {
            let vscale = if *scalable { "vscale x " } else { "" };
            let _ = write!(out, "<{vscale}{len} x ");
            write_type_name(m, *elem, depth + 1, out);
            out.push('>');
        }
        TypeData::Array { elem, len } => {
            let _ = write!(out, "[{len} x ");
            write_type_name(m, *elem, depth + 1, out);
            out.push(']');
        }
        TypeData::Named(_) => match m.types.named(ty).and_then(|n| n.name) {
            Some(name) => {
                let _ = write!(out, "%{}", m.symbols.get_str(name));
            }
            None => out.push_str("struct"),
        },
        TypeData::Struct { .. } => out.push_str("struct"),
        other => {
            let _ = write!(out, "{other:?}");
        }
    }
}
