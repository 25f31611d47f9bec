//! How the verifier names things in its messages: types as LLVM prints them
//! (`i32`, `ptr addrspace(1)`, `{ i32, double }`, `%struct.S`), values and
//! blocks by name or by LLVM's slot number (`%5`), globals as `@name`.
//!
//! Numbering follows LLVM's slot tracker: parameters, then per block in
//! layout order the block label (if unnamed) and the unnamed instruction
//! results. It is computed only when a function has something to report.

use crate::constants::{ConstData, IntValue};
use crate::function::{Block, Function, Value, ValueDef};
use crate::module::{GlobalKind, GlobalValue, Module};
use crate::types::{Type, TypeData};
use cranelift_entity::EntityRef;
use std::fmt::Write;

/// Marks "no number" in the numbering tables.
const NONE: u32 = u32::MAX;

/// Nesting depth past which a type is abbreviated as `...`.
const MAX_TYPE_DEPTH: u32 = 32;

/// Bytes of one type's text past which the rest is abbreviated as `...`:
/// bitcode can share a literal struct between fields at every level, so the
/// expanded text of a small type table can be exponentially long.
const MAX_TYPE_TEXT: usize = 2048;

/// Appends `name` as LLVM writes an identifier after its sigil: bare when it
/// is made of `[A-Za-z0-9._-]` and does not start with a digit, else quoted
/// with `\XX` escapes.
pub(super) fn push_ident(out: &mut String, name: &[u8]) {
    let bare = !name.is_empty()
        && !name[0].is_ascii_digit()
        && name
            .iter()
            .all(|&c| c.is_ascii_alphanumeric() || matches!(c, b'-' | b'.' | b'_'));
    if bare {
        // Bare names are ASCII.
        out.push_str(std::str::from_utf8(name).unwrap_or(""));
        return;
    }
    out.push('"');
    for &c in name {
        if (0x20..0x7f).contains(&c) && c != b'"' && c != b'\\' {
            out.push(c as char);
        } else {
            let _ = write!(out, "\\{c:02X}");
        }
    }
    out.push('"');
}

/// Slot numbers of a function's unnamed values and blocks.
#[derive(Default)]
pub(super) struct Numbering {
    /// Whether the tables describe the current function.
    pub valid: bool,
    values: Vec<u32>,
    blocks: Vec<u32>,
}

impl Numbering {
    /// Numbers `f`'s unnamed parameters, blocks and results as LLVM does.
    pub fn compute(&mut self, f: &Function) {
        self.values.clear();
        self.values.resize(f.values.len(), NONE);
        self.blocks.clear();
        self.blocks.resize(f.blocks.len(), NONE);
        let mut next = 0u32;
        for &p in &f.params {
            if p.index() < self.values.len() && f.value_names[p].is_none() {
                self.values[p.index()] = next;
                next += 1;
            }
        }
        for &b in &f.layout {
            let Some(bd) = f.blocks.get(b) else { continue };
            if bd.name.is_none() {
                self.blocks[b.index()] = next;
                next += 1;
            }
            for i in bd.first..bd.end.min(f.insts.len() as u32) {
                let inst = crate::function::Inst::from_u32(i);
                if let Some(r) = f.inst_result(inst)
                    && r.index() < self.values.len()
                    && f.value_names[r].is_none()
                {
                    self.values[r.index()] = next;
                    next += 1;
                }
            }
        }
        self.valid = true;
    }
}

/// Appends the name of block `b` (`%entry`, `%4`).
pub(super) fn push_block(out: &mut String, m: &Module, f: &Function, num: &Numbering, b: Block) {
    out.push('%');
    match f.blocks.get(b).and_then(|d| d.name.expand()) {
        Some(s) => push_ident(out, m.symbols.get(s)),
        None => match num.blocks.get(b.index()).copied().filter(|&n| n != NONE) {
            Some(n) => {
                let _ = write!(out, "{n}");
            }
            None => {
                let _ = write!(out, "<block #{}>", b.index());
            }
        },
    }
}

/// Appends the name of global value `gv` (`@main`, `@0`).
pub(super) fn push_global(out: &mut String, m: &Module, gv: GlobalValue) {
    out.push('@');
    let Some(g) = m.globals.get(gv) else {
        out.push('?');
        return;
    };
    if let Some(s) = g.name {
        push_ident(out, m.symbols.get(s));
        return;
    }
    // Unnamed globals are numbered: variables, then aliases, then ifuncs,
    // then functions, each in creation order.
    let rank = |k: &GlobalKind| match k {
        GlobalKind::Var(_) => 0,
        GlobalKind::Alias { .. } => 1,
        GlobalKind::IFunc { .. } => 2,
        GlobalKind::Func(_) => 3,
    };
    let my_rank = rank(&g.kind);
    let n = m
        .globals
        .iter()
        .filter(|(id, d)| {
            d.name.is_none() && (rank(&d.kind) < my_rank || (rank(&d.kind) == my_rank && *id < gv))
        })
        .count();
    let _ = write!(out, "{n}");
}

/// Appends a short rendering of value `v`: `%x`, `%5`, or a constant
/// (`i32 7` is written `7`, globals as `@g`).
pub(super) fn push_value(out: &mut String, m: &Module, f: &Function, num: &Numbering, v: Value) {
    let Some(vd) = f.values.get(v) else {
        let _ = write!(out, "<invalid value #{}>", v.index());
        return;
    };
    match vd.def {
        ValueDef::Param(_) | ValueDef::Inst(_) => {
            out.push('%');
            if let Some(s) = f.value_names[v].expand() {
                push_ident(out, m.symbols.get(s));
            } else if let Some(n) = num.values.get(v.index()).copied().filter(|&n| n != NONE) {
                let _ = write!(out, "{n}");
            } else {
                let _ = write!(out, "<value #{}>", v.index());
            }
        }
        ValueDef::Const(c) => push_const(out, m, c),
        ValueDef::Metadata(_) => out.push_str("<metadata>"),
        ValueDef::InlineAsm(_) => out.push_str("<inline asm>"),
    }
}

/// Appends a short rendering of constant `c`.
pub(super) fn push_const(out: &mut String, m: &Module, c: crate::constants::Const) {
    match m.consts.get(c) {
        ConstData::Int { ty, val } => {
            let bits = m.types.int_bits(*ty).unwrap_or(64);
            match val {
                IntValue::Small(_) if bits == 1 => {
                    out.push_str(if val.is_zero() { "false" } else { "true" })
                }
                IntValue::Small(_) => match val.as_i128(bits) {
                    Some(x) => {
                        let _ = write!(out, "{x}");
                    }
                    None => out.push_str("<integer>"),
                },
                IntValue::Big(_) => out.push_str("<integer>"),
            }
        }
        ConstData::Float { .. } => out.push_str("<float constant>"),
        ConstData::Null(_) => out.push_str("null"),
        ConstData::None => out.push_str("none"),
        ConstData::Undef(_) => out.push_str("undef"),
        ConstData::Poison(_) => out.push_str("poison"),
        ConstData::Zero(_) => out.push_str("zeroinitializer"),
        ConstData::Global { gv, .. } => push_global(out, m, *gv),
        ConstData::Expr { .. } => out.push_str("<constant expression>"),
        _ => out.push_str("<constant>"),
    }
}

/// Appends type `ty` as LLVM prints it.
pub(super) fn push_type(out: &mut String, m: &Module, ty: Type) {
    let limit = out.len() + MAX_TYPE_TEXT;
    push_type_depth(out, m, ty, 0, limit);
}

fn push_type_depth(out: &mut String, m: &Module, ty: Type, depth: u32, limit: usize) {
    if depth > MAX_TYPE_DEPTH || out.len() > limit {
        out.push_str("...");
        return;
    }
    let list = |out: &mut String, tys: &[Type]| {
        for (i, &t) in tys.iter().enumerate() {
            if i > 0 {
                out.push_str(", ");
            }
            if out.len() > limit {
                out.push_str("...");
                return;
            }
            push_type_depth(out, m, t, depth + 1, limit);
        }
    };
    let Some(td) = (ty.index() < m.types.len()).then(|| m.types.get(ty)) else {
        let _ = write!(out, "<invalid type #{}>", ty.index());
        return;
    };
    match td {
        TypeData::Void => out.push_str("void"),
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
        TypeData::X86Amx => out.push_str("x86_amx"),
        TypeData::Ptr(0) => out.push_str("ptr"),
        TypeData::Ptr(a) => {
            let _ = write!(out, "ptr addrspace({a})");
        }
        TypeData::Vector {
            elem,
            len,
            scalable,
        } => {
            out.push('<');
            if *scalable {
                out.push_str("vscale x ");
            }
            let _ = write!(out, "{len} x ");
            push_type_depth(out, m, *elem, depth + 1, limit);
            out.push('>');
        }
        TypeData::Array { elem, len } => {
            let _ = write!(out, "[{len} x ");
            push_type_depth(out, m, *elem, depth + 1, limit);
            out.push(']');
        }
        TypeData::Struct { fields, packed } => {
            if *packed {
                out.push('<');
            }
            if fields.is_empty() {
                out.push_str("{}");
            } else {
                out.push_str("{ ");
                list(out, fields);
                out.push_str(" }");
            }
            if *packed {
                out.push('>');
            }
        }
        TypeData::Named(i) => {
            out.push('%');
            let named = m.types.named_structs();
            match named.get(*i as usize).and_then(|n| n.name) {
                Some(s) => push_ident(out, m.symbols.get(s)),
                None => {
                    // Numbered identified structs: counted among the
                    // unnamed ones in creation order.
                    let n = named
                        .iter()
                        .take(*i as usize)
                        .filter(|n| n.name.is_none())
                        .count();
                    let _ = write!(out, "{n}");
                }
            }
        }
        TypeData::Function {
            ret,
            params,
            vararg,
        } => {
            push_type_depth(out, m, *ret, depth + 1, limit);
            out.push_str(" (");
            list(out, params);
            if *vararg {
                out.push_str(if params.is_empty() { "..." } else { ", ..." });
            }
            out.push(')');
        }
        TypeData::Label => out.push_str("label"),
        TypeData::Token => out.push_str("token"),
        TypeData::Metadata => out.push_str("metadata"),
        TypeData::TargetExt { name, types, ints } => {
            out.push_str("target(\"");
            out.push_str(&m.symbols.get_str(*name));
            out.push('"');
            for &t in types.iter() {
                out.push_str(", ");
                push_type_depth(out, m, t, depth + 1, limit);
            }
            for i in ints.iter() {
                let _ = write!(out, ", {i}");
            }
            out.push(')');
        }
    }
}

/// Type `ty` as a string.
pub(super) fn type_string(m: &Module, ty: Type) -> String {
    let mut s = String::new();
    push_type(&mut s, m, ty);
    s
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn idents_quote_like_llvm() {
        let mut s = String::new();
        push_ident(&mut s, b"struct.S");
        s.push(' ');
        push_ident(&mut s, b"0abc");
        s.push(' ');
        push_ident(&mut s, b"a b\"");
        assert_eq!(s, "struct.S \"0abc\" \"a b\\22\"");
    }

    #[test]
    fn shared_literal_structs_print_in_bounded_text() {
        // Each level's struct holds the previous one twice: 2^30 leaves
        // expanded, as a bitcode type table can describe in 30 entries.
        let mut m = Module::default();
        let mut t = m.types.common.i8;
        for _ in 0..30 {
            t = m.types.intern(TypeData::Struct {
                fields: Box::new([t, t]),
                packed: false,
            });
        }
        let mut s = String::new();
        push_type(&mut s, &m, t);
        assert!(s.len() < MAX_TYPE_TEXT + 200, "{} bytes", s.len());
        assert!(s.starts_with("{ { { ") && s.contains("..."), "{s}");
    }

    #[test]
    fn types_print_like_llvm() {
        let mut m = Module::default();
        let t = &mut m.types;
        let i32t = t.common.i32;
        let dbl = t.common.double;
        let s = t.intern(TypeData::Struct {
            fields: Box::new([i32t, dbl]),
            packed: false,
        });
        let ps = t.intern(TypeData::Struct {
            fields: Box::new([t.common.i8]),
            packed: true,
        });
        let v = t.intern(TypeData::Vector {
            elem: i32t,
            len: 4,
            scalable: true,
        });
        let a = t.intern(TypeData::Array { elem: s, len: 3 });
        let p1 = t.ptr(1);
        let fnt = t.intern(TypeData::Function {
            ret: t.common.void,
            params: Box::new([i32t]),
            vararg: true,
        });
        let sym = m.symbols.intern(b"struct.S");
        let named = m.types.new_named(Some(sym));
        let anon = m.types.new_named(None);
        let got: Vec<String> = [s, ps, v, a, p1, fnt, named, anon]
            .iter()
            .map(|&t| type_string(&m, t))
            .collect();
        assert_eq!(
            got,
            [
                "{ i32, double }",
                "<{ i8 }>",
                "<vscale x 4 x i32>",
                "[3 x { i32, double }]",
                "ptr addrspace(1)",
                "void (i32, ...)",
                "%struct.S",
                "%0"
            ]
        );
    }
}
