//! Metadata blocks (module-level and per function), metadata kinds and
//! attachments. Nodes may refer to nodes defined later: a reference to an
//! id not yet defined allocates the node, and its record fills it in.

use super::bitstream::{BResult, Bitstream, Entry};
use super::constants::Slot;
use super::{BitcodeError, Reader};
use crate::function::MdOperand;
use crate::metadata::{MdNode, MdNodeData, MdNodeKind, MdRef};
use crate::module::Module;
use crate::symbols::FxHashMap;

/// What a metadata id stands for.
#[derive(Clone, Debug)]
pub(crate) enum MdEntry {
    /// Not defined, not referenced yet.
    Empty,
    /// Defined.
    Ref(MdRef),
    /// Referenced before its definition: the node waiting for it.
    Fwd(MdNode),
    /// A function-local value or argument list.
    Local(MdOperand),
}

/// What identifies a uniqued `DILocation`.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub(crate) struct LocKey {
    pub line: u64,
    pub col: u64,
    pub scope: MdRef,
    pub ia: MdRef,
    pub implicit: bool,
}

/// Metadata ids of the module and the current function.
#[derive(Default)]
pub(crate) struct MdState {
    pub ids: Vec<MdEntry>,
    /// Next id a record defines.
    pub next: usize,
    /// Number of module-level ids (function-level ids follow).
    pub module_count: usize,
    /// Uniqued (non-distinct) `DILocation`s by content.
    pub locs: FxHashMap<LocKey, MdNode>,
    /// Key of the `DILocation` record just built (non-distinct only).
    pub loc_key: Option<LocKey>,
    /// The `DILocation` class symbol.
    pub loc_class: Option<crate::symbols::Sym>,
    /// Undefined forward references outstanding.
    pub fwd: usize,
    /// Name of the named node whose NAMED_NODE record comes next.
    pub pending_name: Option<crate::symbols::Sym>,
}

impl MdState {
    /// The reference for `id`, allocating a forward node if it is not
    /// defined yet; `None` for ids far beyond anything the input can define.
    pub(crate) fn get_or_forward(
        &mut self,
        m: &mut Module,
        id: u64,
        bits_left: u64,
    ) -> Option<MdRef> {
        let i = usize::try_from(id).ok()?;
        if i >= self.ids.len() {
            // Every id still to come needs a record of at least one bit.
            if (i - self.next.min(i)) as u64 > bits_left {
                return None;
            }
            self.ids.resize(i + 1, MdEntry::Empty);
        }
        match &self.ids[i] {
            MdEntry::Ref(r) => Some(*r),
            MdEntry::Fwd(n) => Some(MdRef::Node(*n)),
            MdEntry::Local(_) => None,
            MdEntry::Empty => {
                let n = m.metadata.push(MdNodeData {
                    distinct: false,
                    kind: MdNodeKind::Tuple(Box::default()),
                });
                self.ids[i] = MdEntry::Fwd(n);
                self.fwd += 1;
                Some(MdRef::Node(n))
            }
        }
    }

    /// Errors if a forward reference was never defined.
    pub(crate) fn check_resolved(&self, bs: &Bitstream<'_>) -> BResult<()> {
        if self.fwd == 0 {
            return Ok(());
        }
        let id = self
            .ids
            .iter()
            .position(|e| matches!(e, MdEntry::Fwd(_)))
            .unwrap_or(0);
        bs.err(format!("reference to undefined metadata id {id}"))
    }

    /// Drops the function-level ids.
    /// Returns how many forward references of the function were never
    /// defined.
    pub(crate) fn end_function(&mut self) -> usize {
        let dropped = self.ids.get(self.module_count..).map_or(0, |s| {
            s.iter().filter(|e| matches!(e, MdEntry::Fwd(_))).count()
        });
        self.fwd -= dropped.min(self.fwd);
        self.ids.truncate(self.module_count);
        self.next = self.module_count;
        dropped
    }
}

impl<'a> Reader<'a> {
    /// Defines the next metadata id as `data`; returns its node.
    pub(crate) fn define_node(&mut self, data: MdNodeData) -> BResult<MdNode> {
        let id = self.md.next;
        self.md.next += 1;
        if id >= self.md.ids.len() {
            self.md.ids.resize(id + 1, MdEntry::Empty);
        }
        let node = match self.md.ids[id] {
            MdEntry::Fwd(n) => {
                self.md.fwd -= 1;
                self.m.metadata[n] = data;
                n
            }
            MdEntry::Empty => self.m.metadata.push(data),
            _ => return self.err(format!("metadata id {id} defined twice")),
        };
        if let Some(k) = self.md.loc_key.take() {
            self.md.locs.entry(k).or_insert(node);
        }
        self.md.ids[id] = MdEntry::Ref(MdRef::Node(node));
        Ok(node)
    }

    /// Defines the next metadata id as a non-node reference.
    fn define_ref(&mut self, r: MdEntry) -> BResult<()> {
        let id = self.md.next;
        self.md.next += 1;
        if id >= self.md.ids.len() {
            self.md.ids.resize(id + 1, MdEntry::Empty);
        }
        match self.md.ids[id] {
            MdEntry::Empty => {
                self.md.ids[id] = r;
                Ok(())
            }
            MdEntry::Fwd(_) => self.err(format!(
                "metadata id {id} was used as a node but is not one"
            )),
            _ => self.err(format!("metadata id {id} defined twice")),
        }
    }

    /// A node-or-null operand stored as id + 1.
    pub(crate) fn md_or_null(&mut self, v: u64) -> BResult<MdRef> {
        if v == 0 {
            return Ok(MdRef::Null);
        }
        self.md_ref(v - 1)
    }

    /// Reads a metadata block (already entered); `func` when inside a
    /// function body.
    pub(crate) fn metadata_block(&mut self, func: Option<()>) -> BResult<()> {
        if self.md.loc_class.is_none() {
            self.md.loc_class = Some(self.m.symbols.intern(b"DILocation"));
        }
        loop {
            match self.next()? {
                Entry::EndBlock => break,
                Entry::SubBlock(_) => self.bs.skip_block()?,
                Entry::Record(code, blob) => self.metadata_record(code, blob, func.is_some())?,
            }
        }
        if func.is_none() {
            self.md.module_count = self.md.next;
            self.md.check_resolved(&self.bs)?;
        }
        Ok(())
    }

    fn metadata_record(&mut self, code: u32, blob: Option<&'a [u8]>, local: bool) -> BResult<()> {
        match code {
            35 => self.md_strings(blob)?,
            1 => {
                let s = self.ops_sym(0)?;
                self.define_ref(MdEntry::Ref(MdRef::String(s)))?;
            }
            2 => {
                let ty = self.ty(self.op(0)?)?;
                let id = self.op(1)?;
                let Ok(i) = usize::try_from(id) else {
                    return self.err("invalid value id");
                };
                let known = i < self.values.len() + self.fvals.len();
                if local
                    && (!known
                        || matches!(self.slot(i), Slot::Local(_) | Slot::Fwd(_) | Slot::Empty))
                {
                    let v = self.value(id, Some(ty))?;
                    self.define_ref(MdEntry::Local(MdOperand::Value(v)))?;
                    return Ok(());
                }
                if !known {
                    return self.err(format!("invalid value id {id} in metadata"));
                }
                let e = match self.slot(i) {
                    Slot::Const(c) => MdEntry::Ref(MdRef::Const(c)),
                    Slot::Pending(_) => {
                        let c = if i < self.values.len() {
                            self.module_const(id)?
                        } else {
                            self.build_pending(i)?
                        };
                        MdEntry::Ref(MdRef::Const(c))
                    }
                    Slot::Local(v) if local => MdEntry::Local(MdOperand::Value(v)),
                    _ => return self.err(format!("invalid value {id} in metadata")),
                };
                self.define_ref(e)?;
            }
            3 | 5 => {
                let mut elems = Vec::with_capacity(self.ops.len());
                for k in 0..self.ops.len() {
                    let v = self.ops[k];
                    elems.push(self.md_or_null(v)?);
                }
                self.define_node(MdNodeData {
                    distinct: code == 5,
                    kind: MdNodeKind::Tuple(elems.into()),
                })?;
            }
            4 => self.md.pending_name = Some(self.ops_sym(0)?),
            10 => {
                let Some(name) = self.md.pending_name.take() else {
                    return self.err("named metadata node without a name");
                };
                let mut refs = Vec::with_capacity(self.ops.len());
                for k in 0..self.ops.len() {
                    let v = self.ops[k];
                    match self.md_ref(v)? {
                        r @ MdRef::Node(_) => refs.push(r),
                        _ => return self.err("named metadata operand is not a node"),
                    }
                }
                self.m.named_metadata.push((name, refs.into()));
            }
            6 => self.md_kind_record()?,
            36 => {
                let id = self.op(0)? as usize;
                let Some(&gv) = self.gv_of_value.get(id) else {
                    return self.err(format!("invalid global value id {id} in attachment"));
                };
                let mut k = 1;
                while k + 1 < self.ops.len() + 1 && k < self.ops.len() {
                    let kind = self.op(k)?;
                    let node = self.op(k + 1)?;
                    let kind = self.kind_sym(kind)?;
                    let r = self.md_ref(node)?;
                    self.m.globals[gv].attachments.push((kind, r));
                    k += 2;
                }
            }
            46 => {
                if !local {
                    return self.err("DIArgList outside a function");
                }
                let mut vals = Vec::with_capacity(self.ops.len());
                for k in 0..self.ops.len() {
                    let id = self.ops[k];
                    let v = self.md_as_value(id)?;
                    vals.push(v);
                }
                self.define_ref(MdEntry::Local(MdOperand::ArgList(vals.into())))?;
            }
            // Index records: offsets for lazy loading only.
            38 | 39 => {}
            _ => {
                let data = self.di_record(code)?;
                self.define_node(data)?;
            }
        }
        Ok(())
    }

    /// A metadata id used where a value is wrapped (argument lists, debug
    /// records): a local value or a constant, as a function value.
    pub(crate) fn md_as_value(&mut self, id: u64) -> BResult<crate::function::Value> {
        let e = usize::try_from(id)
            .ok()
            .and_then(|i| self.md.ids.get(i))
            .cloned();
        match e {
            Some(MdEntry::Local(MdOperand::Value(v))) => Ok(v),
            Some(MdEntry::Ref(MdRef::Const(c))) => Ok(self.const_value(c)),
            _ => self.err(format!("metadata id {id} does not wrap a value")),
        }
    }

    /// A function-local metadata operand for metadata id `id`.
    pub(crate) fn md_operand(&mut self, id: u64) -> BResult<MdOperand> {
        let e = usize::try_from(id)
            .ok()
            .and_then(|i| self.md.ids.get(i))
            .cloned();
        match e {
            Some(MdEntry::Local(op)) => Ok(op),
            Some(MdEntry::Ref(MdRef::Const(c))) => Ok(MdOperand::Value(self.const_value(c))),
            _ => Ok(MdOperand::Md(self.md_ref(id)?)),
        }
    }

    fn md_strings(&mut self, blob: Option<&'a [u8]>) -> BResult<()> {
        let count = self.op(0)?;
        let offset = self.op(1)? as usize;
        let Some(blob) = blob else {
            return self.err("METADATA_STRINGS without a blob");
        };
        if count > blob.len() as u64 * 8 {
            return self.err("METADATA_STRINGS count larger than its blob");
        }
        let (Some(lens), Some(chars)) = (blob.get(..offset), blob.get(offset..)) else {
            return self.err("METADATA_STRINGS offset outside its blob");
        };
        let mut lr = Bitstream::new(lens);
        let mut pos = 0usize;
        for _ in 0..count {
            let n = match lr.read_vbr(6) {
                Ok(n) => n as usize,
                Err(e) => {
                    return Err(Box::new(BitcodeError {
                        bit_offset: self.bs.bit_pos(),
                        message: format!("bad METADATA_STRINGS lengths: {}", e.message),
                    }));
                }
            };
            let Some(s) = pos.checked_add(n).and_then(|e| chars.get(pos..e)) else {
                return self.err("METADATA_STRINGS string beyond its blob");
            };
            pos += n;
            let sym = self.m.symbols.intern(s);
            self.define_ref(MdEntry::Ref(MdRef::String(sym)))?;
        }
        Ok(())
    }

    fn md_kind_record(&mut self) -> BResult<()> {
        let id = self.op(0)?;
        let s = self.ops_sym(1)?;
        self.md_kinds.insert(id, s);
        Ok(())
    }

    /// The name of metadata kind `id`.
    pub(crate) fn kind_sym(&self, id: u64) -> BResult<crate::symbols::Sym> {
        match self.md_kinds.get(&id) {
            Some(&s) => Ok(s),
            None => self.err(format!("unknown metadata kind {id}")),
        }
    }

    /// Reads a METADATA_KIND block (already entered).
    pub(crate) fn metadata_kind_block(&mut self) -> BResult<()> {
        loop {
            match self.next()? {
                Entry::EndBlock => return Ok(()),
                Entry::SubBlock(_) => self.bs.skip_block()?,
                Entry::Record(6, _) => self.md_kind_record()?,
                Entry::Record(..) => {}
            }
        }
    }
}
