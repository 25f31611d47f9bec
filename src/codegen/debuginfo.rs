//! Source locations for the object writer's line table, from the module's
//! debug metadata (`!llvm.dbg.cu`, each function's `!dbg` subprogram).
//!
//! Each function gets a row at its first byte with the subprogram's `line`
//! (the prologue), then one row per change of source location in the
//! emitter's `(code offset, location)` rows (instruction selection records
//! each IR instruction's `!dbg` for the machine code lowered from it), the
//! first located one marked `prologue_end` (where a breakpoint on the
//! function stops). Consecutive rows with the same file, line and column
//! are merged. A function without located code keeps a second row at the
//! first instruction after the prologue, at its `scopeLine`. Every row is a
//! statement (`is_stmt`), as llc writes at -O0.

use crate::ir;
use ir::Sym;
use ir::metadata::{MdField, MdNodeKind, MdRef};
use kiln_targets::unit::{CodeMeta, LineRow, SourceFile, Unit, UnitDebug, UnwindStep};
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
/// rows from the module's debug metadata. `locs` holds, per code blob of
/// `unit`, the emitter's `(code offset, location)` rows (a location is the
/// `!DILocation` node index + 1, 0 for none). A module without
/// `!llvm.dbg.cu` gets none (no `.debug_*` sections are written).
pub fn fill_lines(
    module: &ir::Module,
    unit: &Unit,
    locs: &[Vec<(u32, u32)>],
    debug: &mut UnitDebug,
) {
    let md = Md { module };
    let Some(cu) = compile_unit(module) else {
        return;
    };
    let mut files = Files::default();
    if let Some(main) = md.reference(cu, "file").and_then(|f| md.file(f)) {
        files.comp_dir = main.dir.clone();
        debug.comp_dir = main.dir.clone();
        debug.name = main.name.clone();
        files.index(&mut debug.files, main);
    }
    debug.producer = md.str(cu, "producer").unwrap_or_default();
    let mut resolver = Resolver::new(module);
    for (k, (blob, meta)) in unit.code.iter().zip(debug.code.iter_mut()).enumerate() {
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
        let line = md.int(sp, "line").map_or(0, clamp_u32);
        let file = files.index(&mut debug.files, file);
        meta.lines.push(LineRow {
            offset: 0,
            file,
            line,
            column: 0,
            prologue_end: false,
        });
        let rows = locs.get(k).map_or(&[][..], |v| &v[..]);
        meta.lines.reserve(rows.len() + 1);
        let mut located = false;
        let mut prev_file = file;
        for &(offset, loc) in rows {
            if offset == 0 || offset >= meta.code_len {
                continue;
            }
            let r = resolver.resolve(&md, loc, &mut files, &mut debug.files);
            let mut row = match r {
                Some(r) => LineRow {
                    offset,
                    file: r.file,
                    line: r.line,
                    column: r.column,
                    prologue_end: false,
                },
                // No location: line 0, keeping the file.
                None => LineRow {
                    offset,
                    file: prev_file,
                    line: 0,
                    column: 0,
                    prologue_end: false,
                },
            };
            prev_file = row.file;
            if !located && row.line != 0 {
                row.prologue_end = true;
                located = true;
            }
            push_row(&mut meta.lines, row);
        }
        if !located {
            scope_line_row(&md, sp, file, line, meta);
        }
    }
}

/// Appends `row` to `lines`: a row at the offset of the last one replaces
/// it (the function row at 0 stays), and a row with the last one's place
/// in the source is left out (unless it ends the prologue).
fn push_row(lines: &mut Vec<LineRow>, mut row: LineRow) {
    if let Some(last) = lines.last()
        && last.offset == row.offset
        && row.offset != 0
    {
        row.prologue_end |= last.prologue_end;
        lines.pop();
    }
    match lines.last() {
        Some(prev)
            if !row.prologue_end
                && (prev.file, prev.line, prev.column) == (row.file, row.line, row.column) => {}
        _ => lines.push(row),
    }
}

/// The fallback for a function without located code: the first
/// instruction after the prologue at the subprogram's `scopeLine`, marked
/// `prologue_end`.
fn scope_line_row(md: &Md<'_>, sp: MdRef, file: u32, line: u32, meta: &mut CodeMeta) {
    let scope_line = md.int(sp, "scopeLine").map_or(line, clamp_u32);
    let body = meta
        .unwind
        .iter()
        .rev()
        .find(|(_, s)| !matches!(s, UnwindStep::FrameRegRestored | UnwindStep::EpilogueEnd))
        .map_or(0, |&(at, _)| at);
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

fn clamp_u32(v: i128) -> u32 {
    v.clamp(0, u32::MAX as i128) as u32
}

/// A location resolved to the line table's terms.
#[derive(Copy, Clone)]
struct Resolved {
    file: u32,
    line: u32,
    column: u32,
}

/// Resolves location ids, caching each location and each file node (a
/// module has many locations and few files).
struct Resolver {
    /// Field and class names, looked up once (`None` when the module never
    /// spells them, so no node has them).
    line: Option<Sym>,
    column: Option<Sym>,
    scope: Option<Sym>,
    file: Option<Sym>,
    location: Option<Sym>,
    /// Per location id, 0 (not seen yet) or 1 + its index in `resolved`.
    seen: Vec<u32>,
    resolved: Vec<Option<Resolved>>,
    /// File index per `!DIFile` node.
    files: HashMap<MdRef, Option<u32>>,
    /// Per scope node: 0 (not seen yet), 1 (no file) or 2 + its file index.
    scope_files: Vec<u32>,
}

impl Resolver {
    /// A resolver for the locations of `module`.
    fn new(module: &ir::Module) -> Resolver {
        let sym = |s: &str| module.symbols.lookup(s.as_bytes());
        Resolver {
            line: sym("line"),
            column: sym("column"),
            scope: sym("scope"),
            file: sym("file"),
            location: sym("DILocation"),
            seen: vec![0; module.metadata.len() + 1],
            resolved: Vec::new(),
            files: HashMap::new(),
            scope_files: vec![0; module.metadata.len()],
        }
    }

    /// The file, line and column of location `loc` (the `!DILocation`
    /// node index + 1): its own line and column (for an inlined location
    /// too, as LLVM's line table does), the file of its scope (a lexical
    /// block or subprogram, walking out through scopes without one).
    /// `None` for no location or one that is not a `!DILocation`.
    fn resolve(
        &mut self,
        md: &Md<'_>,
        loc: u32,
        files: &mut Files,
        list: &mut Vec<SourceFile>,
    ) -> Option<Resolved> {
        let &seen = self.seen.get(loc as usize)?;
        if seen != 0 {
            return self.resolved[seen as usize - 1];
        }
        let r = self.resolve_new(md, loc, files, list);
        self.resolved.push(r);
        self.seen[loc as usize] = self.resolved.len() as u32;
        r
    }

    /// [`Resolver::resolve`] of a location not seen before.
    fn resolve_new(
        &mut self,
        md: &Md<'_>,
        loc: u32,
        files: &mut Files,
        list: &mut Vec<SourceFile>,
    ) -> Option<Resolved> {
        let node = md.node(MdRef::Node(ir::metadata::MdNode::from_u32(
            loc.checked_sub(1)?,
        )))?;
        let MdNodeKind::Special { class, fields } = &node.kind else {
            return None;
        };
        if Some(*class) != self.location {
            return None;
        }
        // One pass over the fields.
        let (mut line, mut column, mut scope) = (0, 0, None);
        for &(name, value) in fields.iter() {
            match value {
                MdField::Int(v) if name.is_some() && name == self.line => line = clamp_u32(v),
                MdField::Int(v) if name.is_some() && name == self.column => column = clamp_u32(v),
                MdField::Ref(r) if name.is_some() && name == self.scope => scope = Some(r),
                _ => {}
            }
        }
        let scope = scope?;
        let file = match scope {
            MdRef::Node(n) => match self.scope_files[n.as_u32() as usize] {
                0 => {
                    let k = self.scope_file(md, scope, files, list);
                    self.scope_files[n.as_u32() as usize] = k.map_or(1, |k| k + 2);
                    k
                }
                1 => None,
                k => Some(k - 2),
            },
            _ => None,
        };
        Some(Resolved {
            file: file?,
            line,
            column,
        })
    }

    /// The file index of `scope` (a lexical block or subprogram, walking
    /// out through scopes without a file).
    fn scope_file(
        &mut self,
        md: &Md<'_>,
        scope: MdRef,
        files: &mut Files,
        list: &mut Vec<SourceFile>,
    ) -> Option<u32> {
        let reference = |r: MdRef, name: Option<Sym>| match md.node(r)?.field(name?) {
            Some(MdField::Ref(x)) => Some(x),
            _ => None,
        };
        let mut scope = Some(scope);
        // Scopes nest a bounded number of times; the bound only guards
        // against cyclic metadata.
        for _ in 0..64 {
            let s = scope?;
            if let Some(f) = reference(s, self.file) {
                return match self.files.get(&f) {
                    Some(&k) => k,
                    None => {
                        let k = md.file(f).map(|f| files.index(list, f));
                        self.files.insert(f, k);
                        k
                    }
                };
            }
            scope = reference(s, self.scope);
        }
        None
    }
}

/// The file table being built: each file's index.
#[derive(Default)]
struct Files {
    seen: HashMap<SourceFile, u32>,
    /// The compilation directory, which an empty `directory` stands for.
    comp_dir: String,
}

impl Files {
    /// The index of `f` in `list`, added if new (a file without directory
    /// is the one in the compilation directory). An absolute name under
    /// its directory is made relative to it, so that clang's two spellings
    /// of one file (`/d/x.c` in `/d`, and `x.c` in `/d`) share an entry.
    fn index(&mut self, list: &mut Vec<SourceFile>, mut f: SourceFile) -> u32 {
        if f.dir.is_empty() {
            f.dir.clone_from(&self.comp_dir);
        }
        if let Some(rest) = f
            .name
            .strip_prefix(f.dir.as_str())
            .and_then(|r| r.strip_prefix('/'))
            .filter(|r| !r.is_empty() && !f.dir.is_empty())
        {
            f.name = rest.to_owned();
        }
        *self.seen.entry(f.clone()).or_insert_with(|| {
            list.push(f);
            list.len() as u32 - 1
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn file(dir: &str, name: &str) -> SourceFile {
        SourceFile {
            dir: dir.into(),
            name: name.into(),
        }
    }

    #[test]
    fn one_file_spelled_absolutely_and_relatively_has_one_entry() {
        let mut files = Files {
            comp_dir: "/src".into(),
            ..Files::default()
        };
        let mut list = Vec::new();
        let a = files.index(&mut list, file("/src", "x.c"));
        let b = files.index(&mut list, file("/src", "/src/x.c"));
        let c = files.index(&mut list, file("", "x.c"));
        let d = files.index(&mut list, file("/src", "/other/x.c"));
        let e = files.index(&mut list, file("/src", "/srcx/y.c"));
        assert_eq!((a, b, c), (0, 0, 0));
        assert_eq!((d, e), (1, 2));
        assert_eq!(list[0], file("/src", "x.c"));
        assert_eq!(list[1], file("/src", "/other/x.c"));
        assert_eq!(list[2], file("/src", "/srcx/y.c"));
    }
}
