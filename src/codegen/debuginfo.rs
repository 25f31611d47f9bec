//! Source locations for the object writer's line table, from the module's
//! debug metadata (`!llvm.dbg.cu`, each function's `!dbg` subprogram).
//!
//! Instruction selection and emission do not report which code comes from
//! which `!dbg` location yet, so each function gets the rows that need no
//! such mapping: its first byte at the subprogram's `line`, and the first
//! instruction after the prologue at its `scopeLine` (marked
//! `prologue_end`, where a breakpoint on the function or on that line
//! stops). Finer rows arrive as [`LineRow`]s from the code generator.

use crate::ir;
use ir::metadata::{MdField, MdNodeKind, MdRef};
use kiln_targets::unit::{LineRow, SourceFile, Unit, UnitDebug, UnwindStep};
use std::collections::HashMap;

/// Reads metadata fields by name.
struct Md<'m> {
    module: &'m ir::Module,
}

impl<'m> Md<'m> {
    fn node(&self, r: MdRef) -> Option<&'m ir::metadata::MdNodeData> {
        match r {
            MdRef::Node(n) => Some(&self.module.metadata[n]),
            _ => None,
        }
    }

    fn class(&self, r: MdRef) -> Option<String> {
        match &self.node(r)?.kind {
            MdNodeKind::Special { class, .. } => {
                Some(self.module.symbols.get_str(*class).into_owned())
            }
            MdNodeKind::Tuple(_) => None,
        }
    }

    fn field(&self, r: MdRef, name: &str) -> Option<MdField> {
        let sym = self.module.symbols.lookup(name.as_bytes())?;
        self.node(r)?.field(sym)
    }

    fn int(&self, r: MdRef, name: &str) -> Option<i128> {
        match self.field(r, name)? {
            MdField::Int(v) => Some(v),
            _ => None,
        }
    }

    fn str(&self, r: MdRef, name: &str) -> Option<String> {
        match self.field(r, name)? {
            MdField::Str(s) => Some(self.module.symbols.get_str(s).into_owned()),
            MdField::Ref(MdRef::String(s)) => Some(self.module.symbols.get_str(s).into_owned()),
            _ => None,
        }
    }

    fn reference(&self, r: MdRef, name: &str) -> Option<MdRef> {
        match self.field(r, name)? {
            MdField::Ref(x) => Some(x),
            _ => None,
        }
    }

    /// `(directory, filename)` of a `!DIFile`.
    fn file(&self, r: MdRef) -> Option<SourceFile> {
        Some(SourceFile {
            dir: self.str(r, "directory").unwrap_or_default(),
            name: self.str(r, "filename")?,
        })
    }
}

/// The `!dbg` attachment of global `gv`.
fn dbg_of(module: &ir::Module, gv: ir::GlobalValue) -> Option<MdRef> {
    let dbg = module.symbols.lookup(b"dbg")?;
    module.globals[gv]
        .attachments
        .iter()
        .find(|(k, _)| *k == dbg)
        .map(|&(_, r)| r)
}

/// The first `!DICompileUnit` of `!llvm.dbg.cu`.
fn compile_unit(module: &ir::Module) -> Option<MdRef> {
    let cu = module.symbols.lookup(b"llvm.dbg.cu")?;
    let (_, nodes) = module.named_metadata.iter().find(|(n, _)| *n == cu)?;
    nodes.first().copied()
}

/// Fills `debug`'s file table, compile-unit names and each function's line
/// rows from the module's debug metadata. A module without
/// `!llvm.dbg.cu` gets none (no `.debug_*` sections are written).
pub fn fill_lines(module: &ir::Module, unit: &Unit, debug: &mut UnitDebug) {
    let md = Md { module };
    let Some(cu) = compile_unit(module) else {
        return;
    };
    let mut files: HashMap<SourceFile, u32> = HashMap::new();
    if let Some(main) = md.reference(cu, "file").and_then(|f| md.file(f)) {
        debug.comp_dir = main.dir.clone();
        debug.name = main.name.clone();
        file_index(&mut files, &mut debug.files, main);
    }
    debug.producer = md.str(cu, "producer").unwrap_or_default();
    for (blob, meta) in unit.code.iter().zip(debug.code.iter_mut()) {
        let gv = ir::GlobalValue::from_u32(blob.sym.0);
        let Some(sp) = dbg_of(module, gv) else {
            continue;
        };
        if md.class(sp).as_deref() != Some("DISubprogram") {
            continue;
        }
        let Some(file) = md.reference(sp, "file").and_then(|f| md.file(f)) else {
            continue;
        };
        let line = md.int(sp, "line").unwrap_or(0).clamp(0, u32::MAX as i128) as u32;
        let scope_line = md
            .int(sp, "scopeLine")
            .map_or(line, |l| l.clamp(0, u32::MAX as i128) as u32);
        let file = file_index(&mut files, &mut debug.files, file);
        let body = meta
            .unwind
            .iter()
            .rev()
            .find(|(_, s)| !matches!(s, UnwindStep::FrameRegRestored | UnwindStep::EpilogueEnd))
            .map_or(0, |&(at, _)| at);
        meta.lines.push(LineRow {
            offset: 0,
            file,
            line,
            column: 0,
            prologue_end: false,
        });
        if body > 0 && body < meta.code_len {
            meta.lines.push(LineRow {
                offset: body,
                file,
                line: scope_line,
                column: 0,
                prologue_end: true,
            });
        }
    }
}

/// The index of `f` in `list`, added if new.
fn file_index(
    seen: &mut HashMap<SourceFile, u32>,
    list: &mut Vec<SourceFile>,
    f: SourceFile,
) -> u32 {
    *seen.entry(f.clone()).or_insert_with(|| {
        list.push(f);
        list.len() as u32 - 1
    })
}
