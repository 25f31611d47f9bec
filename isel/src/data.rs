//! Global variables' initial bytes, laid out per the DataLayout, with
//! relocations for the addresses of other globals.

use crate::error::IselError;
use crate::layout::{LayoutMemo, round_up, store_size, struct_fields};
use crate::validate::check_const;
use crate::values::const_addr;
use cranelift_entity::EntityRef;
use kiln_ir::constants::{ConstData, IntValue};
use kiln_ir::module::{GlobalKind, ThreadLocal};
use kiln_ir::types::TypeData;
use kiln_ir::{Const, GlobalValue, Module, Type};
use kiln_targets::{DataKind, DataObject, Reloc, RelocKind, SymbolId};

/// The data object of global variable `gv`: its initializer's bytes,
/// relocations, size, alignment and section kind. `None` for declarations
/// and for functions, aliases and ifuncs.
///
/// `memo` remembers type layouts: pass the same one for all the globals of
/// a module (a fresh one for each module).
pub fn lower_global_data(
    module: &Module,
    memo: &mut LayoutMemo,
    blocks: &crate::BlockAddrs,
    gv: GlobalValue,
) -> Result<Option<DataObject>, IselError> {
    let g = &module.globals[gv];
    let GlobalKind::Var(var) = &g.kind else {
        return Ok(None);
    };
    let Some(init) = var.init else {
        return Ok(None);
    };
    crate::addrspace::check_global_definition(module, gv)?;
    let err = |message: String| IselError {
        func: g
            .name
            .map(|s| format!("@{}", module.symbols.get_str(s)))
            .unwrap_or_else(|| format!("global {}", gv.index())),
        block: None,
        offset: Some(g.offset),
        message,
    };
    let ty = g.value_type;
    let (size, abi_align) = memo.checked_size_align(module, ty).map_err(err)?;
    check_const(module, memo, init).map_err(err)?;
    let align = g.align.bytes().unwrap_or(abi_align).max(1);
    let tls = g.thread_local != ThreadLocal::No;
    let zero_object = |kind| DataObject {
        sym: SymbolId(gv.index() as u32),
        bytes: Vec::new(),
        size,
        align,
        kind,
        relocs: Vec::new(),
    };
    // All-zero initialisers become zero-fill objects without their bytes
    // (read-only ones too when too large to write out: a program cannot
    // tell, as writing them is undefined).
    if is_zero_const(module, init) {
        match (tls, var.constant) {
            (true, _) => return Ok(Some(zero_object(DataKind::ThreadZero))),
            (false, false) => return Ok(Some(zero_object(DataKind::Zero))),
            (false, true) if size > MAX_INIT_DATA => {
                return Ok(Some(zero_object(DataKind::Zero)));
            }
            (false, true) => {}
        }
    }
    if size > MAX_INIT_DATA {
        return Err(err(format!(
            "initialised data of {size} bytes is larger than kiln's limit of {} MiB \
             (zero-initialised objects may be up to 2^48 bytes)",
            MAX_INIT_DATA >> 20
        )));
    }
    let mut bytes = vec![0u8; size as usize];
    let mut relocs = Vec::new();
    const_bytes(
        module,
        memo,
        blocks,
        init,
        ty,
        &mut bytes,
        0,
        &mut relocs,
        Some(gv),
    )
    .map_err(err)?;
    bytes.truncate(size as usize);
    let zero = relocs.is_empty() && bytes.iter().all(|&b| b == 0);
    let kind = match (tls, var.constant, zero) {
        (true, _, true) => DataKind::ThreadZero,
        (true, _, false) => DataKind::ThreadData,
        (false, true, _) => DataKind::ReadOnly,
        (false, false, true) => DataKind::Zero,
        (false, false, false) => DataKind::Data,
    };
    if kind == DataKind::Zero || kind == DataKind::ThreadZero {
        return Ok(Some(zero_object(kind)));
    }
    Ok(Some(DataObject {
        sym: SymbolId(gv.index() as u32),
        bytes,
        size,
        align,
        kind,
        relocs,
    }))
}

/// The largest initialised (not all-zero) global whose bytes kiln writes:
/// 256 MiB. Its bytes are built in memory, so larger ones are refused
/// rather than exhausting memory; real programs' initialised data is far
/// smaller.
pub const MAX_INIT_DATA: u64 = 256 << 20;

/// Whether constant `c` is all zero bits, decided from its structure
/// without laying it out: `zeroinitializer`, `null`, `undef`, `poison`,
/// zero integers and floats, and aggregates of those. Iterative; linear in
/// the distinct constants reachable from `c`.
pub(crate) fn is_zero_const(m: &Module, c: Const) -> bool {
    let mut seen = std::collections::HashSet::new();
    let mut work = vec![c];
    while let Some(k) = work.pop() {
        if !seen.insert(k) {
            continue;
        }
        match m.consts.get(k) {
            ConstData::Null(_)
            | ConstData::Zero(_)
            | ConstData::Undef(_)
            | ConstData::Poison(_) => {}
            ConstData::Int { val, .. } => {
                if !val.is_zero() {
                    return false;
                }
            }
            ConstData::Float { bits, .. } => {
                if *bits != 0 {
                    return false;
                }
            }
            ConstData::Bytes { data, .. } => {
                if data.iter().any(|&b| b != 0) {
                    return false;
                }
            }
            ConstData::Struct { elems, .. }
            | ConstData::Array { elems, .. }
            | ConstData::Vector { elems, .. } => work.extend_from_slice(elems),
            ConstData::Splat { elem, .. } => work.push(*elem),
            _ => return false,
        }
    }
    true
}

fn put(out: &mut Vec<u8>, off: usize, src: &[u8]) {
    if out.len() < off + src.len() {
        out.resize(off + src.len(), 0);
    }
    out[off..off + src.len()].copy_from_slice(src);
}

/// Writes constant `c` of type `ty` at `off` of `out` (growing it), adding
/// relocations for global addresses.
#[allow(clippy::too_many_arguments)]
pub(crate) fn const_bytes(
    m: &Module,
    memo: &mut LayoutMemo,
    blocks: &crate::BlockAddrs,
    c: Const,
    ty: Type,
    out: &mut Vec<u8>,
    off: usize,
    relocs: &mut Vec<Reloc>,
    this: Option<GlobalValue>,
) -> Result<(), String> {
    match m.consts.get(c) {
        ConstData::Int { val, .. } => {
            let n = store_size(m, ty) as usize;
            let mut tmp = vec![0u8; n];
            match val {
                IntValue::Small(v) => {
                    let b = v.to_le_bytes();
                    let k = n.min(16);
                    tmp[..k].copy_from_slice(&b[..k]);
                }
                IntValue::Big(w) => {
                    for (i, x) in w.iter().enumerate() {
                        for (j, byte) in x.to_le_bytes().iter().enumerate() {
                            if i * 8 + j < n {
                                tmp[i * 8 + j] = *byte;
                            }
                        }
                    }
                }
            }
            put(out, off, &tmp);
        }
        ConstData::Float { bits, .. } => {
            let n = store_size(m, ty) as usize;
            let b = bits.to_le_bytes();
            put(out, off, &b[..n.min(16)]);
        }
        ConstData::Null(_) | ConstData::Zero(_) | ConstData::Undef(_) | ConstData::Poison(_) => {
            let n = memo.size_align(m, ty).0 as usize;
            if out.len() < off + n {
                out.resize(off + n, 0);
            }
        }
        ConstData::Struct { elems, .. } => {
            let (fields, packed) =
                struct_fields(m, ty).ok_or("struct constant of non-struct type")?;
            // The field offsets in one pass (`field_offset` per field would
            // be quadratic in the number of fields).
            let mut fo = 0u64;
            for (&e, &f) in elems.iter().zip(fields) {
                let (s, a) = memo.size_align(m, f);
                fo = round_up(fo, if packed { 1 } else { a });
                const_bytes(m, memo, blocks, e, f, out, off + fo as usize, relocs, this)?;
                fo = fo.saturating_add(s);
            }
            let n = memo.size_align(m, ty).0 as usize;
            if out.len() < off + n {
                out.resize(off + n, 0);
            }
        }
        ConstData::Array { .. } | ConstData::Vector { .. } | ConstData::Splat { .. } => {
            // Aggregates of one element type: each element (a splat's one
            // constant, repeated) at its stride.
            let (elem, len, elems) = match (m.consts.get(c), m.types.get(ty)) {
                (
                    ConstData::Array { elems, .. } | ConstData::Vector { elems, .. },
                    TypeData::Array { elem, .. } | TypeData::Vector { elem, .. },
                ) => (*elem, elems.len(), &elems[..]),
                (ConstData::Splat { elem: e, .. }, TypeData::Vector { elem, len, .. }) => {
                    (*elem, *len as usize, std::slice::from_ref(e))
                }
                (ConstData::Splat { .. }, _) => return Err("splat of non-vector type".into()),
                _ => return Err("array constant of non-array type".into()),
            };
            let stride = element_stride(m, memo, ty, elem);
            for i in 0..len {
                // A splat has one element for all lanes.
                let e = elems[i.min(elems.len() - 1)];
                let at = off + i * stride;
                const_bytes(m, memo, blocks, e, elem, out, at, relocs, this)?;
            }
        }
        ConstData::Bytes { data, .. } => put(out, off, data),
        ConstData::Global { .. } | ConstData::Expr { .. } => {
            let n = store_size(m, ty) as usize;
            match const_addr(m, memo, c) {
                Some((Some(g), addend)) => {
                    let kind = match n {
                        8 => RelocKind::Abs8,
                        4 => RelocKind::Abs4,
                        _ => return Err(format!("a {n}-byte address constant")),
                    };
                    relocs.push(Reloc {
                        offset: off as u32,
                        kind,
                        sym: SymbolId(g.index() as u32),
                        addend,
                    });
                    put(out, off, &vec![0u8; n]);
                }
                Some((None, x)) => {
                    let b = (x as i128).to_le_bytes();
                    put(out, off, &b[..n.min(16)]);
                }
                None => match relative(m, memo, c) {
                    // `trunc(sub(ptrtoint @g + a, ptrtoint @this + b))` at
                    // `off` of @this: a PC-relative field.
                    Some((g, rel)) if n == 4 && Some(rel.0) == this => {
                        relocs.push(Reloc {
                            offset: off as u32,
                            kind: RelocKind::X86PcRel4,
                            sym: SymbolId(g.0.index() as u32),
                            addend: g.1 - rel.1 + off as i64,
                        });
                        put(out, off, &[0u8; 4]);
                    }
                    _ => match label_distance(m, blocks, c) {
                        Some(d) => put(out, off, &d.to_le_bytes()[..n.min(8)]),
                        None => {
                            return Err("constant expression that is not an address".into());
                        }
                    },
                },
            }
        }
        ConstData::DsoLocalEquivalent { gv, .. } | ConstData::NoCfi { gv, .. } => {
            relocs.push(Reloc {
                offset: off as u32,
                kind: RelocKind::Abs8,
                sym: SymbolId(gv.index() as u32),
                addend: 0,
            });
            put(out, off, &[0u8; 8]);
        }
        ConstData::BlockAddress { func, block, .. } => {
            let sym = blocks
                .symbol(*func, *block)
                .ok_or("blockaddress of an unknown block")?;
            let n = store_size(m, ty) as usize;
            let kind = match n {
                8 => RelocKind::Abs8,
                4 => RelocKind::Abs4,
                _ => return Err(format!("a {n}-byte block address")),
            };
            relocs.push(Reloc {
                offset: off as u32,
                kind,
                sym,
                addend: 0,
            });
            put(out, off, &[0u8; 8][..n]);
        }
        ConstData::None | ConstData::PtrAuth { .. } => {
            return Err("token or ptrauth constant in data".into());
        }
    }
    Ok(())
}

fn element_stride(m: &Module, memo: &mut LayoutMemo, agg: Type, elem: Type) -> usize {
    match m.types.get(agg) {
        TypeData::Vector { .. } => store_size(m, elem) as usize,
        _ => memo.size_align(m, elem).0 as usize,
    }
}

/// `sub(blockaddress(f, a), blockaddress(f, b))` (through pointer casts,
/// possibly truncated): the distance of two labels of one compiled function,
/// as `&&a - &&b` in C.
fn label_distance(m: &Module, blocks: &crate::BlockAddrs, c: Const) -> Option<i64> {
    let (x, y) = difference(m, c)?;
    let (f, a) = label_of(m, x)?;
    let (g, b) = label_of(m, y)?;
    (f == g).then(|| blocks.distance(f, a, b)).flatten()
}

/// The operands of `sub(x, y)`, possibly truncated.
fn difference(m: &Module, c: Const) -> Option<(Const, Const)> {
    let ConstData::Expr { op, ops, .. } = m.consts.get(c) else {
        return None;
    };
    match op {
        kiln_ir::ExprOp::Cast(kiln_ir::instructions::CastOp::Trunc) => difference(m, ops[0]),
        kiln_ir::ExprOp::Binary(kiln_ir::instructions::BinaryOp::Sub) => Some((ops[0], ops[1])),
        _ => None,
    }
}

/// The `blockaddress` under pointer casts of `c`.
fn label_of(m: &Module, c: Const) -> Option<(GlobalValue, kiln_ir::constants::BlockName)> {
    use kiln_ir::instructions::CastOp;
    match m.consts.get(c) {
        ConstData::BlockAddress { func, block, .. } => Some((*func, *block)),
        ConstData::Expr {
            op: kiln_ir::ExprOp::Cast(CastOp::PtrToInt | CastOp::Bitcast | CastOp::IntToPtr),
            ops,
            ..
        } => label_of(m, ops[0]),
        _ => None,
    }
}

/// `sub(@a + x, @b + y)` (possibly truncated) as ((a, x), (b, y)).
#[allow(clippy::type_complexity)]
fn relative(
    m: &Module,
    memo: &mut LayoutMemo,
    c: Const,
) -> Option<((GlobalValue, i64), (GlobalValue, i64))> {
    let (x, y) = difference(m, c)?;
    let (Some(a), dx) = const_addr(m, memo, x)? else {
        return None;
    };
    let (Some(b), dy) = const_addr(m, memo, y)? else {
        return None;
    };
    Some(((a, dx), (b, dy)))
}
