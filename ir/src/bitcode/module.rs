//! The module block: its records (triple, data layout, global values,
//! comdats, ...) and the dispatch to the blocks nested in it.

use super::bitstream::{BResult, Entry};
use super::constants::Slot;
use super::{Reader, block};
use crate::attributes::AttrSet;
use crate::constants::ConstData;
use crate::instructions::Align;
use crate::module::{
    CallConv, CodeModel, ComdatData, ComdatKind, DllStorage, FuncData, FuncId, GlobalKind,
    GlobalValue, GlobalValueData, GlobalVar, Linkage, SanitizerFlags, ThreadLocal, UnnamedAddr,
    Visibility,
};

/// Something of a global value that names a module value by id and must wait
/// until the constants are read.
#[derive(Copy, Clone, Debug)]
pub(crate) enum Fixup {
    Init(GlobalValue),
    Aliasee(GlobalValue),
    Resolver(GlobalValue),
    Prologue(FuncId),
    Prefix(FuncId),
    Personality(FuncId),
}

/// Decodes a linkage number.
fn linkage(v: u64) -> Option<Linkage> {
    Some(match v {
        0 | 5 | 6 | 15 => Linkage::External,
        2 => Linkage::Appending,
        3 => Linkage::Internal,
        1 | 16 => Linkage::Weak,
        4 | 18 => Linkage::LinkOnce,
        7 => Linkage::ExternWeak,
        8 => Linkage::Common,
        9 | 13 | 14 => Linkage::Private,
        10 | 17 => Linkage::WeakOdr,
        11 | 19 => Linkage::LinkOnceOdr,
        12 => Linkage::AvailableExternally,
        _ => return None,
    })
}

fn visibility(v: u64) -> Visibility {
    match v {
        1 => Visibility::Hidden,
        2 => Visibility::Protected,
        _ => Visibility::Default,
    }
}

fn dll_storage(v: u64) -> DllStorage {
    match v {
        1 => DllStorage::Import,
        2 => DllStorage::Export,
        _ => DllStorage::Default,
    }
}

fn thread_local(v: u64) -> ThreadLocal {
    match v {
        1 => ThreadLocal::GeneralDynamic,
        2 => ThreadLocal::LocalDynamic,
        3 => ThreadLocal::InitialExec,
        4 => ThreadLocal::LocalExec,
        _ => ThreadLocal::No,
    }
}

fn unnamed_addr(v: u64) -> UnnamedAddr {
    match v {
        1 => UnnamedAddr::Global,
        2 => UnnamedAddr::Local,
        _ => UnnamedAddr::None,
    }
}

/// An alignment stored as log2 + 1 (0: none).
pub(crate) fn align(v: u64) -> Option<Align> {
    match v {
        0 => Some(Align::NONE),
        1..=64 => Some(Align((v - 1) as u8)),
        _ => None,
    }
}

impl<'a> Reader<'a> {
    /// Reads the module block (already entered) to its end.
    pub(crate) fn module_block(&mut self) -> BResult<()> {
        loop {
            match self.next()? {
                Entry::EndBlock => break,
                Entry::SubBlock(id) => self.module_sub_block(id)?,
                Entry::Record(code, _) => self.module_record(code)?,
            }
        }
        self.resolve_fixups()?;
        if self.next_body != self.bodies.len() {
            return self.err("function bodies missing from bitcode");
        }
        self.resolve_block_addrs()?;
        self.md.check_resolved(&self.bs)?;
        Ok(())
    }

    fn module_sub_block(&mut self, id: u32) -> BResult<()> {
        match id {
            block::PARAMATTR_GROUP => {
                self.bs.enter(id)?;
                self.attr_group_block()
            }
            block::PARAMATTR => {
                self.bs.enter(id)?;
                self.attr_block()
            }
            block::TYPE => {
                self.bs.enter(id)?;
                self.type_block()
            }
            block::CONSTANTS => {
                self.bs.enter(id)?;
                self.module_constants_block()
            }
            block::METADATA => {
                self.bs.enter(id)?;
                self.metadata_block(None)
            }
            block::METADATA_KIND => {
                self.bs.enter(id)?;
                self.metadata_kind_block()
            }
            block::OPERAND_BUNDLE_TAGS => {
                self.bs.enter(id)?;
                self.bundle_tags_block()
            }
            block::SYNC_SCOPE_NAMES => {
                self.bs.enter(id)?;
                self.sync_scope_block()
            }
            block::FUNCTION => {
                self.resolve_fixups()?;
                self.bs.enter(id)?;
                self.function_block()
            }
            block::VALUE_SYMTAB => {
                self.bs.enter(id)?;
                self.module_vst()
            }
            _ => self.bs.skip_block(),
        }
    }

    fn module_record(&mut self, code: u32) -> BResult<()> {
        match code {
            1 => {
                let v = self.op(0)?;
                if v > 2 {
                    return self.err(format!("unsupported module version {v}"));
                }
                self.version = v;
            }
            2 => self.m.target_triple = Some(self.ops_sym(0)?),
            3 => {
                let s = self.ops_string(0)?;
                let Ok(text) = std::str::from_utf8(&s) else {
                    return self.err("invalid data layout string: not UTF-8");
                };
                match crate::datalayout::DataLayout::parse(text) {
                    Ok(dl) => self.m.datalayout = dl,
                    Err(e) => return self.err(format!("invalid data layout: {e}")),
                }
                self.m.datalayout_text = Some(self.m.symbols.intern(&s));
            }
            4 => {
                let s = self.ops_sym(0)?;
                self.m.module_asm.push(s);
            }
            5 => {
                let s = self.ops_sym(0)?;
                self.sections.push(s);
            }
            11 => {
                let s = self.ops_sym(0)?;
                self.gc_names.push(s);
            }
            12 => self.comdat_record()?,
            7 => self.global_var_record()?,
            8 => self.function_record()?,
            14 => self.alias_record(false)?,
            18 => self.alias_record(true)?,
            16 => self.m.source_filename = Some(self.ops_sym(0)?),
            // DEPLIB, VSTOFFSET, METADATA_VALUES_UNUSED, HASH: nothing to do.
            6 | 13 | 15 | 17 => {}
            9 => return self.err("unsupported record MODULE_CODE_ALIAS_OLD"),
            c => return self.err(format!("unknown record code {c} in the module block")),
        }
        Ok(())
    }

    /// The name of a global value record: strtab offset and size in the
    /// first two operands (version 2); `None` when unnamed. Returns the
    /// number of operands consumed.
    fn gv_name(&mut self) -> BResult<(Option<crate::symbols::Sym>, usize)> {
        if self.version < 2 || self.strtab.is_empty() {
            return Ok((None, 0));
        }
        let (off, len) = (self.op(0)?, self.op(1)?);
        if len == 0 {
            return Ok((None, 2));
        }
        let s = self.strtab_str(off, len)?;
        Ok((Some(self.m.symbols.intern(s)), 2))
    }

    fn comdat_record(&mut self) -> BResult<()> {
        let (name, kind) = if self.version >= 2 && !self.strtab.is_empty() {
            let s = self.strtab_str(self.op(0)?, self.op(1)?)?;
            (self.m.symbols.intern(s), self.op(2)?)
        } else {
            let kind = self.op(0)?;
            let n = self.op(1)? as usize;
            let s = self.ops_string(2)?;
            let Some(s) = s.get(..n) else {
                return self.err("comdat name longer than its record");
            };
            (self.m.symbols.intern(s), kind)
        };
        let kind = match kind {
            1 => ComdatKind::Any,
            2 => ComdatKind::ExactMatch,
            3 => ComdatKind::Largest,
            4 => ComdatKind::NoDeduplicate,
            5 => ComdatKind::SameSize,
            _ => return self.err(format!("invalid comdat selection kind {kind}")),
        };
        let c = self.m.comdats.push(ComdatData { name, kind });
        self.comdat_ids.push(c);
        Ok(())
    }

    fn comdat(&self, v: u64) -> BResult<Option<crate::module::Comdat>> {
        if v == 0 {
            return Ok(None);
        }
        match self.comdat_ids.get(v as usize - 1) {
            Some(&c) => Ok(Some(c)),
            None => self.err(format!("invalid comdat id {v}")),
        }
    }

    fn section(&self, v: u64) -> BResult<Option<crate::symbols::Sym>> {
        if v == 0 {
            return Ok(None);
        }
        match self.sections.get(v as usize - 1) {
            Some(&c) => Ok(Some(c)),
            None => self.err(format!("invalid section id {v}")),
        }
    }

    fn partition(&mut self, i: usize) -> BResult<Option<crate::symbols::Sym>> {
        let (off, len) = (self.op_or(i, 0), self.op_or(i + 1, 0));
        if len == 0 {
            return Ok(None);
        }
        let s = self.strtab_str(off, len)?;
        Ok(Some(self.m.symbols.intern(s)))
    }

    /// Adds a global value and its module value id.
    fn push_global(&mut self, data: GlobalValueData) -> GlobalValue {
        let ptr = self.m.types.ptr(data.addrspace);
        let name = data.name;
        let gv = self.m.globals.push(data);
        if let Some(n) = name {
            self.m.global_names.insert(n, gv);
        }
        let c = self.m.consts.intern(ConstData::Global { ty: ptr, gv });
        self.values.push(Slot::Const(c));
        self.gv_of_value.push(gv);
        gv
    }

    fn linkage_op(&self, i: usize) -> BResult<Linkage> {
        let v = self.op(i)?;
        linkage(v).map_or_else(|| self.err(format!("invalid linkage {v}")), Ok)
    }

    fn global_var_record(&mut self) -> BResult<()> {
        let (name, b) = self.gv_name()?;
        let o = |i: usize| b + i;
        let flags = self.op(o(1))?;
        let ty = self.ty(self.op(o(0))?)?;
        if flags & 2 == 0 {
            return self.err("typed-pointer bitcode (before LLVM 15) is not supported");
        }
        let Ok(addrspace) = u32::try_from(flags >> 2) else {
            return self.err("invalid address space");
        };
        let init = self.op(o(2))?;
        let linkage = self.linkage_op(o(3))?;
        let Some(al) = align(self.op(o(4))?) else {
            return self.err("invalid alignment");
        };
        let section = self.section(self.op(o(5))?)?;
        let n = self.ops.len();
        let visibility = if n > o(6) {
            visibility(self.op(o(6))?)
        } else {
            Visibility::Default
        };
        let tl = thread_local(self.op_or(o(7), 0));
        let ua = unnamed_addr(self.op_or(o(8), 0));
        let ext_init = self.op_or(o(9), 0) != 0;
        let dll = dll_storage(self.op_or(o(10), 0));
        let comdat = self.comdat(self.op_or(o(11), 0))?;
        let attrs = self.attr_list_fn_set(self.op_or(o(12), 0))?;
        let dso_local = self.op_or(o(13), 0) != 0;
        let partition = self.partition(o(14))?;
        let san = self.op_or(o(16), 0);
        let cm = match self.op_or(o(17), 0) {
            0 => None,
            1 => Some(CodeModel::Tiny),
            2 => Some(CodeModel::Small),
            3 => Some(CodeModel::Kernel),
            4 => Some(CodeModel::Medium),
            5 => Some(CodeModel::Large),
            v => return self.err(format!("invalid code model {v}")),
        };
        let var = GlobalVar {
            constant: flags & 1 != 0,
            init: None,
            externally_initialized: ext_init,
            code_model: cm,
            attrs,
            sanitizer: SanitizerFlags((san & 15) as u8),
        };
        let gv = self.push_global(GlobalValueData {
            name,
            linkage,
            visibility,
            dll_storage: dll,
            thread_local: tl,
            unnamed_addr: ua,
            dso_local,
            addrspace,
            value_type: ty,
            section,
            partition,
            comdat,
            align: al,
            attachments: Vec::new(),
            offset: 0,
            kind: GlobalKind::Var(var),
        });
        if init != 0 {
            self.fixups.push((Fixup::Init(gv), init - 1));
        }
        Ok(())
    }

    fn function_record(&mut self) -> BResult<()> {
        let (name, b) = self.gv_name()?;
        let o = |i: usize| b + i;
        let ty = self.ty(self.op(o(0))?)?;
        let nparams = match self.m.types.function(ty) {
            Some((_, p, _)) => p.len(),
            None => return self.err("function record without a function type"),
        };
        let cc = self.op(o(1))?;
        if cc > 1023 {
            return self.err(format!("invalid calling convention {cc}"));
        }
        let is_proto = self.op(o(2))? != 0;
        let linkage = self.linkage_op(o(3))?;
        let attrs = self.attr_list(self.op(o(4))?)?;
        let Some(al) = align(self.op(o(5))?) else {
            return self.err("invalid alignment");
        };
        let section = self.section(self.op(o(6))?)?;
        let vis = visibility(self.op_or(o(7), 0));
        let gc = match self.op_or(o(8), 0) {
            0 => None,
            g => match self.gc_names.get(g as usize - 1) {
                Some(&s) => Some(s),
                None => return self.err(format!("invalid gc id {g}")),
            },
        };
        let ua = unnamed_addr(self.op_or(o(9), 0));
        let prologue = self.op_or(o(10), 0);
        let dll = dll_storage(self.op_or(o(11), 0));
        let comdat = self.comdat(self.op_or(o(12), 0))?;
        let prefix = self.op_or(o(13), 0);
        let personality = self.op_or(o(14), 0);
        let dso_local = self.op_or(o(15), 0) != 0;
        let addrspace = self.op_or(o(16), self.m.datalayout.program_addrspace() as u64);
        let Ok(addrspace) = u32::try_from(addrspace) else {
            return self.err("invalid address space");
        };
        let partition = self.partition(o(17))?;
        let fid = self.m.functions.push(FuncData {
            gv: None,
            cc: CallConv(cc as u32),
            attrs,
            gc,
            prefix: None,
            prologue: None,
            personality: None,
            param_names: vec![None; nparams].into_boxed_slice(),
            body: None,
        });
        let gv = self.push_global(GlobalValueData {
            name,
            linkage,
            visibility: vis,
            dll_storage: dll,
            thread_local: ThreadLocal::No,
            unnamed_addr: ua,
            dso_local,
            addrspace,
            value_type: ty,
            section,
            partition,
            comdat,
            align: al,
            attachments: Vec::new(),
            offset: 0,
            kind: GlobalKind::Func(fid),
        });
        self.m.functions[fid].gv = Some(gv);
        for (v, f) in [
            (prologue, Fixup::Prologue(fid)),
            (prefix, Fixup::Prefix(fid)),
            (personality, Fixup::Personality(fid)),
        ] {
            if v != 0 {
                self.fixups.push((f, v - 1));
            }
        }
        if !is_proto {
            self.bodies.push(fid);
        }
        Ok(())
    }

    fn alias_record(&mut self, ifunc: bool) -> BResult<()> {
        let (name, b) = self.gv_name()?;
        let o = |i: usize| b + i;
        let ty = self.ty(self.op(o(0))?)?;
        let Ok(addrspace) = u32::try_from(self.op(o(1))?) else {
            return self.err("invalid address space");
        };
        let target = self.op(o(2))?;
        let linkage = self.linkage_op(o(3))?;
        let vis = visibility(self.op_or(o(4), 0));
        let (dll, tl, ua, dso, part) = if ifunc {
            (DllStorage::Default, 0, 0, self.op_or(o(5), 0), o(6))
        } else {
            (
                dll_storage(self.op_or(o(5), 0)),
                self.op_or(o(6), 0),
                self.op_or(o(7), 0),
                self.op_or(o(8), 0),
                o(9),
            )
        };
        let partition = self.partition(part)?;
        let placeholder = self.m.consts.intern(ConstData::Poison(ty));
        let gv = self.push_global(GlobalValueData {
            name,
            linkage,
            visibility: vis,
            dll_storage: dll,
            thread_local: thread_local(tl),
            unnamed_addr: unnamed_addr(ua),
            dso_local: dso != 0,
            addrspace,
            value_type: ty,
            section: None,
            partition,
            comdat: None,
            align: Align::NONE,
            attachments: Vec::new(),
            offset: 0,
            kind: if ifunc {
                GlobalKind::IFunc {
                    resolver: placeholder,
                }
            } else {
                GlobalKind::Alias {
                    aliasee: placeholder,
                }
            },
        });
        let f = if ifunc {
            Fixup::Resolver(gv)
        } else {
            Fixup::Aliasee(gv)
        };
        self.fixups.push((f, target));
        Ok(())
    }

    /// Resolves initializers, aliasees and function constants.
    pub(crate) fn resolve_fixups(&mut self) -> BResult<()> {
        let fixups = std::mem::take(&mut self.fixups);
        for (f, id) in fixups {
            let c = self.module_const(id)?;
            match f {
                Fixup::Init(gv) => {
                    if let GlobalKind::Var(v) = &mut self.m.globals[gv].kind {
                        v.init = Some(c);
                    }
                }
                Fixup::Aliasee(gv) => {
                    self.m.globals[gv].kind = GlobalKind::Alias { aliasee: c };
                }
                Fixup::Resolver(gv) => {
                    self.m.globals[gv].kind = GlobalKind::IFunc { resolver: c };
                }
                Fixup::Prologue(f) => self.m.functions[f].prologue = Some(c),
                Fixup::Prefix(f) => self.m.functions[f].prefix = Some(c),
                Fixup::Personality(f) => self.m.functions[f].personality = Some(c),
            }
        }
        Ok(())
    }

    /// The module constant with value id `id`.
    pub(crate) fn module_const(&mut self, id: u64) -> BResult<crate::constants::Const> {
        match self.values.get(id as usize) {
            Some(Slot::Const(c)) => Ok(*c),
            Some(Slot::Pending(_)) => self.build_pending(id as usize),
            Some(_) => self.err(format!("value id {id} is not a constant")),
            None => self.err(format!("invalid value id {id}")),
        }
    }

    /// The module value symbol table: names only in bitcode without a
    /// string table.
    fn module_vst(&mut self) -> BResult<()> {
        loop {
            match self.next()? {
                Entry::EndBlock => return Ok(()),
                Entry::SubBlock(_) => self.bs.skip_block()?,
                Entry::Record(code @ (1 | 3), _) => {
                    if self.version >= 2 && !self.strtab.is_empty() {
                        continue;
                    }
                    let id = self.op(0)? as usize;
                    let from = if code == 3 { 2 } else { 1 };
                    let s = self.ops_sym(from)?;
                    let Some(&gv) = self.gv_of_value.get(id) else {
                        return self.err(format!("invalid value id {id} in symbol table"));
                    };
                    self.m.globals[gv].name = Some(s);
                    self.m.global_names.insert(s, gv);
                }
                Entry::Record(..) => {}
            }
        }
    }

    fn bundle_tags_block(&mut self) -> BResult<()> {
        loop {
            match self.next()? {
                Entry::EndBlock => return Ok(()),
                Entry::SubBlock(_) => self.bs.skip_block()?,
                Entry::Record(1, _) => {
                    let s = self.ops_sym(0)?;
                    self.bundle_tags.push(s);
                }
                Entry::Record(..) => {}
            }
        }
    }

    fn sync_scope_block(&mut self) -> BResult<()> {
        use crate::instructions::SyncScope;
        loop {
            match self.next()? {
                Entry::EndBlock => return Ok(()),
                Entry::SubBlock(_) => self.bs.skip_block()?,
                Entry::Record(1, _) => {
                    let s = self.ops_string(0)?;
                    let scope = match &s[..] {
                        b"singlethread" => SyncScope::SINGLE_THREAD,
                        b"" => SyncScope::SYSTEM,
                        _ => {
                            let sym = self.m.symbols.intern(&s);
                            let idx = match self.m.sync_scopes.iter().position(|&x| x == sym) {
                                Some(i) => i,
                                None => {
                                    self.m.sync_scopes.push(sym);
                                    self.m.sync_scopes.len() - 1
                                }
                            };
                            if idx + 2 > u8::MAX as usize {
                                return self.err("too many sync scopes");
                            }
                            SyncScope(idx as u8 + 2)
                        }
                    };
                    self.sync_scopes.push(scope);
                }
                Entry::Record(..) => {}
            }
        }
    }

    /// The function-index set of attribute list `id` (1-based, 0: none).
    fn attr_list_fn_set(&self, id: u64) -> BResult<AttrSet> {
        if id == 0 {
            return Ok(AttrSet::EMPTY);
        }
        match self.attr_lists.get(id as usize - 1) {
            Some(l) => Ok(l
                .iter()
                .find(|(i, _)| *i == u32::MAX)
                .map_or(AttrSet::EMPTY, |x| x.1)),
            None => self.err(format!("invalid attribute list id {id}")),
        }
    }
}
