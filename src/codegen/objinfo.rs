//! What object files need to know about symbols and the module beyond the
//! JIT's symbol table: COMDAT groups, common and `available_externally`
//! linkage, `llvm.used`, address significance, `!associated`, large
//! sections under the medium and large code models, and the
//! module-level metadata behind LLVM's ELF extension sections
//! (`llvm.dependent-libraries`, `llvm.linker.options`, `CG Profile`).

use crate::ir;
use ir::metadata::{MdNodeKind, MdRef};
use ir::module::{ComdatKind, GlobalKind, Linkage, ThreadLocal, UnnamedAddr};
use kiln_isel::code_model;
use kiln_targets::SymbolId;
use kiln_targets::unit::{ComdatRef, ComdatSelect, ObjectExtras, SymbolInfo};

/// The global a constant names (through casts), if any.
fn global_of(module: &ir::Module, c: ir::Const) -> Option<ir::GlobalValue> {
    match module.consts.get(c) {
        ir::ConstData::Global { gv, .. } => Some(*gv),
        ir::ConstData::Expr { ops, .. } if ops.len() == 1 => global_of(module, ops[0]),
        _ => None,
    }
}

/// The globals listed in the array variable `name` (`llvm.used`).
fn listed(module: &ir::Module, name: &[u8]) -> Vec<ir::GlobalValue> {
    let Some(gv) = module.global_by_name(name) else {
        return Vec::new();
    };
    let GlobalKind::Var(var) = &module.globals[gv].kind else {
        return Vec::new();
    };
    let Some(init) = var.init else {
        return Vec::new();
    };
    match module.consts.get(init) {
        ir::ConstData::Array { elems, .. } => {
            elems.iter().filter_map(|&e| global_of(module, e)).collect()
        }
        _ => Vec::new(),
    }
}

/// The operands of the tuple `r`.
fn tuple(module: &ir::Module, r: MdRef) -> &[MdRef] {
    match r {
        MdRef::Node(n) => match &module.metadata[n].kind {
            MdNodeKind::Tuple(ops) => ops,
            MdNodeKind::Special { .. } => &[],
        },
        _ => &[],
    }
}

/// The global named by `!{ptr @g}`.
fn associated(module: &ir::Module, data: &ir::module::GlobalValueData) -> Option<SymbolId> {
    let kind = module.symbols.lookup(b"associated")?;
    let (_, r) = data.attachments.iter().find(|(k, _)| *k == kind)?;
    match tuple(module, *r).first()? {
        MdRef::Const(c) => global_of(module, *c).map(|g| SymbolId(g.as_u32())),
        _ => None,
    }
}

/// For an `unnamed_addr constant` without section, COMDAT or thread
/// locality: its element size if it is an array of integers, else 0.
fn unnamed_const(module: &ir::Module, data: &ir::module::GlobalValueData) -> Option<u32> {
    let GlobalKind::Var(var) = &data.kind else {
        return None;
    };
    if !var.constant
        || data.unnamed_addr != UnnamedAddr::Global
        || data.section.is_some()
        || data.comdat.is_some()
        || data.thread_local != ThreadLocal::No
        || var.init.is_none()
    {
        return None;
    }
    Some(match module.types.get(data.value_type) {
        ir::TypeData::Array { elem, .. } => match module.types.get(*elem) {
            ir::TypeData::Int(bits @ (8 | 16 | 32)) => bits / 8,
            _ => 0,
        },
        _ => 0,
    })
}

/// Fills the object-file fields of `symbols` (indexed like the module's
/// globals); `model` overrides the module's code model.
pub fn annotate(
    module: &ir::Module,
    model: Option<code_model::CodeModel>,
    symbols: &mut [SymbolInfo],
) {
    let model = model.unwrap_or_else(|| code_model::module_code_model(module));
    let threshold = code_model::large_data_threshold(module);
    let mut layouts = kiln_isel::layout::LayoutMemo::default();
    for (gv, data) in module.globals.iter() {
        let Some(s) = symbols.get_mut(gv.as_u32() as usize) else {
            continue;
        };
        s.large = match data.kind {
            GlobalKind::Func(_) => model == code_model::CodeModel::Large,
            _ => code_model::is_large_global(module, &mut layouts, model, threshold, gv),
        };
        s.comdat = data.comdat.map(|c| {
            let c = &module.comdats[c];
            ComdatRef {
                name: module.symbols.get_str(c.name).into_owned(),
                select: match c.kind {
                    ComdatKind::Any => ComdatSelect::Any,
                    ComdatKind::ExactMatch => ComdatSelect::ExactMatch,
                    ComdatKind::Largest => ComdatSelect::Largest,
                    ComdatKind::NoDeduplicate => ComdatSelect::NoDeduplicate,
                    ComdatKind::SameSize => ComdatSelect::SameSize,
                },
            }
        });
        s.common = data.linkage == Linkage::Common;
        s.available_externally = data.linkage == Linkage::AvailableExternally;
        s.address_significant = data.unnamed_addr == UnnamedAddr::None
            && data.thread_local == ThreadLocal::No
            && !s.name.starts_with("llvm.");
        s.associated = associated(module, data);
        s.unnamed_const = unnamed_const(module, data);
        if let GlobalKind::IFunc { resolver } = data.kind {
            s.ifunc_resolver = global_of(module, resolver).map(|g| SymbolId(g.as_u32()));
        }
    }
    for gv in listed(module, b"llvm.used") {
        if let Some(s) = symbols.get_mut(gv.as_u32() as usize) {
            s.retain = true;
        }
    }
}

/// The strings of a tuple of strings.
fn strings(module: &ir::Module, r: MdRef) -> Vec<String> {
    tuple(module, r)
        .iter()
        .filter_map(|op| match op {
            MdRef::String(s) => Some(module.symbols.get_str(*s).into_owned()),
            _ => None,
        })
        .collect()
}

/// The operands of named metadata `name`.
fn named<'m>(module: &'m ir::Module, name: &[u8]) -> &'m [MdRef] {
    let Some(sym) = module.symbols.lookup(name) else {
        return &[];
    };
    module
        .named_metadata
        .iter()
        .find(|(n, _)| *n == sym)
        .map_or(&[], |(_, ops)| ops)
}

/// The module-level object-file content of `module`.
pub fn object_extras(module: &ir::Module, addrsig: bool) -> ObjectExtras {
    let mut x = ObjectExtras {
        source_filename: module
            .source_filename
            .map(|s| module.symbols.get_str(s).into_owned()),
        addrsig,
        ..ObjectExtras::default()
    };
    for &r in named(module, b"llvm.dependent-libraries") {
        x.dependent_libraries.extend(strings(module, r));
    }
    for &r in named(module, b"llvm.linker.options") {
        x.linker_options.push(strings(module, r));
    }
    if let Some(profile) = module.module_flag(b"CG Profile") {
        for &edge in tuple(module, profile) {
            let ops = tuple(module, edge);
            let (Some(MdRef::Const(from)), Some(MdRef::Const(to)), Some(MdRef::Const(n))) =
                (ops.first(), ops.get(1), ops.get(2))
            else {
                continue;
            };
            let (Some(from), Some(to)) = (global_of(module, *from), global_of(module, *to)) else {
                continue;
            };
            let count = match module.consts.get(*n) {
                ir::ConstData::Int { val, .. } => val.as_u64().unwrap_or(0),
                _ => 0,
            };
            x.call_graph_profile
                .push((SymbolId(from.as_u32()), SymbolId(to.as_u32()), count));
        }
    }
    x
}
