//! Type printing. Each distinct type is rendered once into an arena and
//! copied from there afterwards, so printing `ptr` or `{ i32, [4 x i8] }` on
//! every operand costs one `memcpy`.

use super::text::{push_name, push_quoted, push_u32, push_u64};
use crate::symbols::Interner;
use crate::types::{Type, TypeData, TypeTable};
use cranelift_entity::EntityRef;

/// Marks a named struct that has a name (so no number).
pub(super) const NO_NUMBER: u32 = u32::MAX;

/// Rendered type texts, filled on demand.
#[derive(Default)]
pub(super) struct TypeCache {
    /// `(start, end)` in `arena` per type index; `(0, 0)` = not yet rendered.
    spans: Vec<(u32, u32)>,
    arena: Vec<u8>,
}

impl TypeCache {
    /// Appends the text of `ty` to `out`.
    #[inline]
    pub(super) fn write(
        &mut self,
        types: &TypeTable,
        syms: &Interner,
        struct_nums: &[u32],
        ty: Type,
        out: &mut Vec<u8>,
    ) {
        let i = ty.index();
        if i >= self.spans.len() {
            self.spans.resize(types.len().max(i + 1), (0, 0));
        }
        let (s, e) = self.spans[i];
        if e != 0 {
            out.extend_from_slice(&self.arena[s as usize..e as usize]);
            return;
        }
        let start = self.arena.len();
        render(types, syms, struct_nums, ty, &mut self.arena, 0);
        let end = self.arena.len();
        if end > start && end <= u32::MAX as usize {
            self.spans[i] = (start as u32, end as u32);
        }
        out.extend_from_slice(&self.arena[start..end]);
    }
}

/// Writes the text of `ty` (named structs by name, literal structs by body).
pub(super) fn render(
    types: &TypeTable,
    syms: &Interner,
    struct_nums: &[u32],
    ty: Type,
    out: &mut Vec<u8>,
    depth: u32,
) {
    if depth > 10_000 {
        out.extend_from_slice(b"<too deep>");
        return;
    }
    let rec = |t: Type, out: &mut Vec<u8>| render(types, syms, struct_nums, t, out, depth + 1);
    match types.get(ty) {
        TypeData::Void => out.extend_from_slice(b"void"),
        TypeData::Int(bits) => {
            out.push(b'i');
            push_u32(out, *bits);
        }
        TypeData::Half => out.extend_from_slice(b"half"),
        TypeData::BFloat => out.extend_from_slice(b"bfloat"),
        TypeData::Float => out.extend_from_slice(b"float"),
        TypeData::Double => out.extend_from_slice(b"double"),
        TypeData::X86Fp80 => out.extend_from_slice(b"x86_fp80"),
        TypeData::Fp128 => out.extend_from_slice(b"fp128"),
        TypeData::PpcFp128 => out.extend_from_slice(b"ppc_fp128"),
        TypeData::X86Amx => out.extend_from_slice(b"x86_amx"),
        TypeData::Label => out.extend_from_slice(b"label"),
        TypeData::Token => out.extend_from_slice(b"token"),
        TypeData::Metadata => out.extend_from_slice(b"metadata"),
        TypeData::Ptr(0) => out.extend_from_slice(b"ptr"),
        TypeData::Ptr(a) => {
            out.extend_from_slice(b"ptr addrspace(");
            push_u32(out, *a);
            out.push(b')');
        }
        TypeData::Vector {
            elem,
            len,
            scalable,
        } => {
            out.push(b'<');
            if *scalable {
                out.extend_from_slice(b"vscale x ");
            }
            push_u32(out, *len);
            out.extend_from_slice(b" x ");
            rec(*elem, out);
            out.push(b'>');
        }
        TypeData::Array { elem, len } => {
            out.push(b'[');
            push_u64(out, *len);
            out.extend_from_slice(b" x ");
            rec(*elem, out);
            out.push(b']');
        }
        TypeData::Struct { fields, packed } => {
            struct_body(fields, *packed, out, |t, o| rec(t, o));
        }
        TypeData::Named(idx) => {
            let ns = &types.named_structs()[*idx as usize];
            match ns.name {
                Some(name) => {
                    out.push(b'%');
                    push_name(out, syms.get(name));
                }
                None => {
                    out.push(b'%');
                    let n = struct_nums.get(*idx as usize).copied().unwrap_or(*idx);
                    push_u32(out, n);
                }
            }
        }
        TypeData::Function {
            ret,
            params,
            vararg,
        } => {
            rec(*ret, out);
            out.extend_from_slice(b" (");
            for (i, p) in params.iter().enumerate() {
                if i > 0 {
                    out.extend_from_slice(b", ");
                }
                rec(*p, out);
            }
            if *vararg {
                if !params.is_empty() {
                    out.extend_from_slice(b", ");
                }
                out.extend_from_slice(b"...");
            }
            out.push(b')');
        }
        TypeData::TargetExt {
            name,
            types: tys,
            ints,
        } => {
            out.extend_from_slice(b"target(");
            push_quoted(out, syms.get(*name));
            for t in tys.iter() {
                out.extend_from_slice(b", ");
                rec(*t, out);
            }
            for i in ints.iter() {
                out.extend_from_slice(b", ");
                push_u32(out, *i);
            }
            out.push(b')');
        }
    }
}

/// Writes `{ a, b }`, `{}`, `<{ a }>`.
pub(super) fn struct_body(
    fields: &[Type],
    packed: bool,
    out: &mut Vec<u8>,
    mut field: impl FnMut(Type, &mut Vec<u8>),
) {
    if packed {
        out.push(b'<');
    }
    if fields.is_empty() {
        out.extend_from_slice(b"{}");
    } else {
        out.extend_from_slice(b"{ ");
        for (i, f) in fields.iter().enumerate() {
            if i > 0 {
                out.extend_from_slice(b", ");
            }
            field(*f, out);
        }
        out.extend_from_slice(b" }");
    }
    if packed {
        out.push(b'>');
    }
}
