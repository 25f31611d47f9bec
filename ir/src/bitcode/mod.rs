//! The LLVM bitcode reader: `.bc` bytes in, the same [`Module`] out as the
//! `.ll` parser builds from the equivalent text.
//!
//! The reader is organised by block: [`bitstream`] decodes the container,
//! `module` the module block and its global values, `types`, `attrs`,
//! `constants`, `metadata`/`di`, `function`/`instructions` the rest. All
//! loops are iterative, every count read from the input is checked against
//! the bits left before anything is allocated for it, and every id is checked
//! against its table.

mod attrs;
pub mod bitstream;
mod constants;
mod di;
mod function;
mod instructions;
mod metadata;
mod module;
mod names;
mod types;

use crate::constants::Const;
use crate::constants::{BlockName, ConstData};
use crate::metadata::MdRef;
use crate::module::{FuncId, GlobalValue, Module};
use crate::symbols::{FxHashMap, Sym};
use crate::types::Type;
use bitstream::{BResult, Bitstream, Entry};

/// A malformed or unsupported bitcode input: where and what.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BitcodeError {
    /// Bit offset in the file where the problem was found.
    pub bit_offset: u64,
    /// What is wrong.
    pub message: String,
}

impl std::fmt::Display for BitcodeError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            f,
            "bitcode at bit offset {}: {}",
            self.bit_offset, self.message
        )
    }
}

impl std::error::Error for BitcodeError {}

/// Whether `bytes` start like LLVM bitcode (raw `BC\xC0\xDE` or the wrapper
/// magic `0x0B17C0DE`).
pub fn is_bitcode(bytes: &[u8]) -> bool {
    bytes.starts_with(b"BC\xC0\xDE") || bytes.starts_with(&[0xDE, 0xC0, 0x17, 0x0B])
}

/// Block ids.
pub(crate) mod block {
    pub const MODULE: u32 = 8;
    pub const PARAMATTR: u32 = 9;
    pub const PARAMATTR_GROUP: u32 = 10;
    pub const CONSTANTS: u32 = 11;
    pub const FUNCTION: u32 = 12;
    pub const VALUE_SYMTAB: u32 = 14;
    pub const METADATA: u32 = 15;
    pub const METADATA_ATTACHMENT: u32 = 16;
    pub const TYPE: u32 = 17;
    pub const OPERAND_BUNDLE_TAGS: u32 = 21;
    pub const METADATA_KIND: u32 = 22;
    pub const STRTAB: u32 = 23;
    pub const SYNC_SCOPE_NAMES: u32 = 26;
}

/// Reads a bitcode file (raw or wrapped) into a module.
pub fn read_bitcode(bytes: &[u8]) -> Result<Module, BitcodeError> {
    let (stream, base) = unwrap(bytes)?;
    let mut r = Reader::new(stream);
    let res = r.read_all();
    match res {
        Ok(()) => Ok(r.m),
        Err(mut e) => {
            e.bit_offset += base * 8;
            Err(*e)
        }
    }
}

/// The bitcode stream inside `bytes` and its byte offset in the file.
fn unwrap(bytes: &[u8]) -> Result<(&[u8], u64), BitcodeError> {
    let err = |m: &str| BitcodeError {
        bit_offset: 0,
        message: m.to_string(),
    };
    if bytes.starts_with(&[0xDE, 0xC0, 0x17, 0x0B]) {
        let word = |i: usize| -> Option<u32> {
            let b = bytes.get(i..i + 4)?;
            Some(u32::from_le_bytes([b[0], b[1], b[2], b[3]]))
        };
        let (Some(off), Some(size)) = (word(8), word(12)) else {
            return Err(err("truncated bitcode wrapper header"));
        };
        let (off, size) = (off as usize, size as usize);
        let Some(inner) = off.checked_add(size).and_then(|end| bytes.get(off..end)) else {
            return Err(err("bitcode wrapper offset/size outside the file"));
        };
        if !inner.starts_with(b"BC\xC0\xDE") {
            return Err(BitcodeError {
                bit_offset: off as u64 * 8,
                message: "wrapped data is not LLVM bitcode".into(),
            });
        }
        return Ok((inner, off as u64));
    }
    if !bytes.starts_with(b"BC\xC0\xDE") {
        return Err(err("not LLVM bitcode (bad magic number)"));
    }
    Ok((bytes, 0))
}

/// A bitcode-level attribute list: per index (`u32::MAX` function, 0
/// return, `i + 1` parameter `i`) its set.
pub(crate) type RawAttrList = Vec<(u32, crate::attributes::AttrSet)>;

/// A reference from a constant to a block of a function, resolved once the
/// function body (and its names) is known.
pub(crate) struct PendingBlockAddr {
    pub konst: Const,
    pub func: GlobalValue,
    pub block: u32,
}

/// The reader's state for the whole module.
pub(crate) struct Reader<'a> {
    pub bs: Bitstream<'a>,
    pub m: Module,
    pub ops: Vec<u64>,
    pub strtab: &'a [u8],
    /// MODULE_CODE_VERSION (0, 1 or 2).
    pub version: u64,
    /// Bitcode type ids.
    pub types: Vec<Type>,
    /// Attribute groups by id: (index, set).
    pub attr_groups: FxHashMap<u64, (u32, crate::attributes::AttrSet)>,
    /// PARAMATTR entries (referenced 1-based).
    pub attr_lists: Vec<RawAttrList>,
    /// The same lists as [`AttrList`]s, built on first use.
    pub attr_cache: Vec<Option<crate::attributes::AttrList>>,
    /// 64-bit words allocated so far for integers wider than 128 bits
    /// (bounded by the input size).
    pub big_words: u64,
    /// Symbols of static strings, by address (see `static_sym`).
    pub sym_cache: FxHashMap<usize, Sym>,
    /// Symbols of debug-info flag words, by value and kind.
    pub flag_cache: FxHashMap<(u64, bool), Sym>,
    /// Scratch list of values (call arguments, GEP operands).
    pub vscratch: Vec<crate::function::Value>,
    /// Module-level values (globals, then module constants).
    pub values: Vec<constants::Slot>,
    /// Function-level values (parameters, constants, results) and forward
    /// references beyond them.
    pub fvals: Vec<constants::Slot>,
    /// Number of function-level ids defined so far.
    pub next_fval: usize,
    /// Inline-asm values and their function types.
    pub asms: Vec<(crate::function::InlineAsm, Type)>,
    /// The function body being read.
    pub fs: function::FnState,
    /// Constant records waiting to be built.
    pub pending: constants::PendingConsts,
    /// Nesting depth of each constant built from records, by index (0:
    /// not built here, a leaf).
    pub const_depth: Vec<u16>,
    /// Section and GC names.
    pub sections: Vec<Sym>,
    pub gc_names: Vec<Sym>,
    /// Comdats by bitcode index.
    pub comdat_ids: Vec<crate::module::Comdat>,
    /// Global value by module value id (for globals only).
    pub gv_of_value: Vec<GlobalValue>,
    /// Deferred initializers etc.: (what, value id).
    pub fixups: Vec<(module::Fixup, u64)>,
    /// Functions with bodies, in the order their blocks come.
    pub bodies: Vec<FuncId>,
    pub next_body: usize,
    /// Function types per function (for call checks).
    pub md: metadata::MdState,
    /// Metadata kind names by id.
    pub md_kinds: FxHashMap<u64, Sym>,
    /// Operand bundle tags.
    pub bundle_tags: Vec<Sym>,
    /// Sync scope ids to the module's scope encoding.
    pub sync_scopes: Vec<crate::instructions::SyncScope>,
    pub block_addrs: Vec<PendingBlockAddr>,
    /// The constants in `block_addrs`.
    pub block_addr_seen: FxHashMap<Const, ()>,
    /// Symbols of parameter names etc. scratch.
    pub scratch: Vec<u8>,
}

impl<'a> Reader<'a> {
    fn new(data: &'a [u8]) -> Self {
        let m = Module::default();
        Reader {
            bs: Bitstream::new(data),
            m,
            ops: Vec::new(),
            strtab: &[],
            version: 0,
            types: Vec::new(),
            attr_groups: FxHashMap::default(),
            attr_lists: Vec::new(),
            attr_cache: Vec::new(),
            vscratch: Vec::new(),
            sym_cache: FxHashMap::default(),
            flag_cache: FxHashMap::default(),
            big_words: 0,
            values: Vec::new(),
            fvals: Vec::new(),
            next_fval: 0,
            asms: Vec::new(),
            fs: Default::default(),
            pending: Default::default(),
            const_depth: Vec::new(),
            sections: Vec::new(),
            gc_names: Vec::new(),
            comdat_ids: Vec::new(),
            gv_of_value: Vec::new(),
            fixups: Vec::new(),
            bodies: Vec::new(),
            next_body: 0,
            md: Default::default(),
            md_kinds: FxHashMap::default(),
            bundle_tags: Vec::new(),
            sync_scopes: Vec::new(),
            block_addrs: Vec::new(),
            block_addr_seen: Default::default(),
            scratch: Vec::new(),
        }
    }

    /// An error at the current position.
    #[cold]
    #[inline(never)]
    pub fn err<T>(&self, msg: impl Into<String>) -> BResult<T> {
        self.bs.err(msg)
    }

    fn read_all(&mut self) -> BResult<()> {
        self.bs.read(32)?; // magic, checked by `unwrap`
        // First pass over the top level: find the string table (it follows
        // the module block) and the module block itself.
        let start = self.bs.bit_pos();
        let mut ops = std::mem::take(&mut self.ops);
        let mut module_at = None;
        loop {
            if self.bs.at_end() {
                break;
            }
            match self.bs.next(&mut ops)? {
                Entry::SubBlock(block::STRTAB) => {
                    self.bs.enter(block::STRTAB)?;
                    loop {
                        match self.bs.next(&mut ops)? {
                            Entry::EndBlock => break,
                            Entry::SubBlock(_) => self.bs.skip_block()?,
                            Entry::Record(1, Some(blob)) => self.strtab = blob,
                            Entry::Record(..) => {}
                        }
                    }
                }
                Entry::SubBlock(id) => {
                    if id == block::MODULE && module_at.is_none() {
                        module_at = Some(self.bs.bit_pos());
                    }
                    self.bs.skip_block()?;
                }
                Entry::EndBlock => break,
                Entry::Record(..) => return self.err("record outside any block"),
            }
        }
        let _ = start;
        self.ops = ops;
        let Some(at) = module_at else {
            return self.err("no module block in bitcode");
        };
        self.bs.seek(at)?;
        self.bs.enter(block::MODULE)?;
        self.module_block()
    }

    /// Reads the current record's operands as bytes (one per operand).
    pub fn ops_string(&self, from: usize) -> BResult<Vec<u8>> {
        let mut s = Vec::with_capacity(self.ops.len().saturating_sub(from));
        for &c in self.ops.get(from..).unwrap_or(&[]) {
            if c > 255 {
                return self.err("character out of range in string record");
            }
            s.push(c as u8);
        }
        Ok(s)
    }

    /// Interns the current record's operands (from `from`) as a string.
    pub fn ops_sym(&mut self, from: usize) -> BResult<Sym> {
        let mut s = std::mem::take(&mut self.scratch);
        s.clear();
        for &c in self.ops.get(from..).unwrap_or(&[]) {
            if c > 255 {
                self.scratch = s;
                return self.err("character out of range in string record");
            }
            s.push(c as u8);
        }
        let sym = self.m.symbols.intern(&s);
        self.scratch = s;
        Ok(sym)
    }

    /// Operand `i` of the current record.
    #[inline(always)]
    pub fn op(&self, i: usize) -> BResult<u64> {
        match self.ops.get(i) {
            Some(&v) => Ok(v),
            None => self.missing_op(i),
        }
    }

    /// The error for a record without operand `i`.
    #[cold]
    #[inline(never)]
    fn missing_op(&self, i: usize) -> BResult<u64> {
        self.err(format!("record too short (operand {i} missing)"))
    }

    /// Operand `i` or `default` when the record is shorter.
    #[inline]
    pub fn op_or(&self, i: usize, default: u64) -> u64 {
        self.ops.get(i).copied().unwrap_or(default)
    }

    /// The type with bitcode id `id`.
    #[inline(always)]
    pub fn ty(&self, id: u64) -> BResult<Type> {
        match self.types.get(id as usize) {
            Some(&t) => Ok(t),
            None => self.invalid_type(id),
        }
    }

    /// The error for an invalid type id.
    #[cold]
    #[inline(never)]
    fn invalid_type(&self, id: u64) -> BResult<Type> {
        self.err(format!("invalid type id {id}"))
    }

    /// A string from the string table.
    pub fn strtab_str(&self, off: u64, len: u64) -> BResult<&'a [u8]> {
        let st = self.strtab;
        match off
            .checked_add(len)
            .and_then(|e| st.get(off as usize..e as usize))
        {
            Some(s) => Ok(s),
            None => self.err("string table reference out of range"),
        }
    }

    /// The next entry of the current block, with the operands in `self.ops`.
    #[inline]
    pub fn next(&mut self) -> BResult<Entry<'a>> {
        self.bs.next(&mut self.ops)
    }

    /// Gives every `blockaddress` constant its block's name or number.
    fn resolve_block_addrs(&mut self) -> BResult<()> {
        if self.block_addrs.is_empty() {
            return Ok(());
        }
        let mut map: FxHashMap<Const, BlockName> = FxHashMap::default();
        for p in &self.block_addrs {
            let Some(fd) = self.m.func_of(p.func) else {
                return self.err("blockaddress of a non-function");
            };
            let Some(body) = &fd.body else {
                return self.err("blockaddress of a function without body");
            };
            let Some(&b) = body.layout.get(p.block as usize) else {
                return self.err("blockaddress of an invalid block");
            };
            let name = match body.blocks[b].name.expand() {
                Some(s) => BlockName::Named(s),
                None => BlockName::Numbered(block_number(body, b)),
            };
            map.insert(p.konst, name);
        }
        let keys: Vec<(Const, ConstData)> = map
            .keys()
            .map(|&c| (c, self.m.consts.get(c).clone()))
            .collect();
        let lookup: FxHashMap<ConstData, BlockName> = keys
            .into_iter()
            .filter_map(|(c, d)| map.get(&c).map(|n| (d, *n)))
            .collect();
        self.m.consts.rewrite(|d| {
            if let Some(n) = lookup.get(d).copied()
                && let ConstData::BlockAddress { block, .. } = d
            {
                *block = n;
            }
        });
        Ok(())
    }

    /// A metadata reference for a metadata id of the module.
    pub fn md_ref(&mut self, id: u64) -> BResult<MdRef> {
        let at = self.bs.bit_pos();
        let left = self.bs.remaining();
        self.md
            .get_or_forward(&mut self.m, id, left)
            .ok_or_else(|| {
                Box::new(BitcodeError {
                    bit_offset: at,
                    message: format!("invalid metadata id {id}"),
                })
            })
    }
}

/// The slot number the printer gives unnamed block `b` of `f`.
fn block_number(f: &crate::function::Function, b: crate::function::Block) -> u32 {
    let mut n = 0u32;
    for &p in &f.params {
        if f.value_names[p].is_none() {
            n += 1;
        }
    }
    for &blk in &f.layout {
        if blk == b {
            return n;
        }
        if f.blocks[blk].name.is_none() {
            n += 1;
        }
        for inst in f.block_insts(blk) {
            if let Some(r) = f.inst_result(inst)
                && f.value_names[r].is_none()
            {
                n += 1;
            }
        }
    }
    n
}
