//! `blockaddress` constants: the blocks whose address a module takes, each
//! with a symbol of its own that stands for the address. The symbols follow
//! the module's global values and the runtime-library names in the unit's
//! symbol table; the code generator defines each one, once its function is
//! compiled, at the offset of the block's code in that function (as llc's
//! `.Ltmp` labels), so code and data refer to block addresses like to any
//! other local symbol and `indirectbr` is an indirect jump.

use kiln_ir::constants::{BlockName, ConstData};
use kiln_ir::function::Block;
use kiln_ir::module::GlobalKind;
use kiln_ir::symbols::FxHashMap as HashMap;
use kiln_ir::{GlobalValue, Module};
use kiln_targets::SymbolId;

/// The blocks whose address a module takes, numbered in the order their
/// first `blockaddress` constant appears in the constant pool (so every
/// thread that builds the table numbers them alike).
#[derive(Clone, Debug, Default)]
pub struct BlockAddrs {
    /// The symbol of entry 0.
    first: u32,
    /// (function, block) per entry.
    entries: Vec<(GlobalValue, Block)>,
    /// Entry of each `blockaddress` operand pair that names a block.
    by_name: HashMap<(GlobalValue, BlockName), u32>,
    /// Per function with address-taken blocks, its entries.
    by_func: HashMap<GlobalValue, Vec<(Block, SymbolId)>>,
    /// Per entry, the code offset of its address in its function, once
    /// the function is compiled ([`BlockAddrs::set_offset`]).
    offsets: Vec<Option<u32>>,
}

impl BlockAddrs {
    /// The table of `m`: one scan of its constants, and one walk over each
    /// function that a `blockaddress` names.
    pub fn new(m: &Module) -> BlockAddrs {
        let first = (m.globals.len() + kiln_targets::obj::LIBCALLS.len()) as u32;
        let mut table = BlockAddrs {
            first,
            ..BlockAddrs::default()
        };
        let mut names: HashMap<GlobalValue, BlockNames> = HashMap::default();
        let mut index: HashMap<(GlobalValue, Block), u32> = HashMap::default();
        for (_, data) in m.consts.iter() {
            let ConstData::BlockAddress { func, block, .. } = *data else {
                continue;
            };
            if table.by_name.contains_key(&(func, block)) {
                continue;
            }
            let Some(b) = names
                .entry(func)
                .or_insert_with(|| BlockNames::of(m, func))
                .find(block)
            else {
                continue;
            };
            let k = *index.entry((func, b)).or_insert_with(|| {
                table.entries.push((func, b));
                let k = table.entries.len() as u32 - 1;
                table
                    .by_func
                    .entry(func)
                    .or_default()
                    .push((b, SymbolId(first + k)));
                k
            });
            table.by_name.insert((func, block), k);
        }
        table.offsets = vec![None; table.entries.len()];
        table
    }

    /// Records that the address of label `sym` is at `offset` in its
    /// function's code (ignored for a symbol that is no label).
    pub fn set_offset(&mut self, sym: SymbolId, offset: u32) {
        if let Some(slot) =
            (sym.0.checked_sub(self.first)).and_then(|k| self.offsets.get_mut(k as usize))
        {
            *slot = Some(offset);
        }
    }

    /// `blockaddress(func, a) - blockaddress(func, b)` in bytes, once the
    /// function is compiled ([`BlockAddrs::set_offset`]).
    pub fn distance(&self, func: GlobalValue, a: BlockName, b: BlockName) -> Option<i64> {
        let at = |name| {
            let k = *self.by_name.get(&(func, name))?;
            self.offsets[k as usize]
        };
        Some(at(a)? as i64 - at(b)? as i64)
    }

    /// The symbol standing for `blockaddress(func, block)`; `None` when the
    /// block does not exist.
    pub fn symbol(&self, func: GlobalValue, block: BlockName) -> Option<SymbolId> {
        self.by_name
            .get(&(func, block))
            .map(|&k| SymbolId(self.first + k))
    }

    /// Every address-taken block with its symbol, in symbol order.
    pub fn entries(&self) -> impl Iterator<Item = (SymbolId, GlobalValue, Block)> + '_ {
        self.entries
            .iter()
            .enumerate()
            .map(|(k, &(f, b))| (SymbolId(self.first + k as u32), f, b))
    }

    /// The address-taken blocks of function `gv`, with their symbols.
    pub fn of_function(&self, gv: GlobalValue) -> &[(Block, SymbolId)] {
        self.by_func.get(&gv).map_or(&[], |v| v.as_slice())
    }
}

/// How the blocks of one function are named: by name, and the unnamed ones
/// by their slot number (`%N`, counted over unnamed parameters, blocks and
/// instruction results in layout order, as the text format numbers them).
#[derive(Default)]
struct BlockNames {
    named: HashMap<kiln_ir::symbols::Sym, Block>,
    numbered: HashMap<u32, Block>,
}

impl BlockNames {
    /// The names of the blocks of `func` (none for a declaration or a
    /// global that is not a function).
    fn of(m: &Module, func: GlobalValue) -> BlockNames {
        let mut names = BlockNames::default();
        let GlobalKind::Func(fid) = m.globals[func].kind else {
            return names;
        };
        let Some(f) = m.functions[fid].body.as_ref() else {
            return names;
        };
        let mut n = f
            .params
            .iter()
            .filter(|&&p| f.value_names[p].is_none())
            .count() as u32;
        for &b in &f.layout {
            match f.blocks[b].name.expand() {
                Some(s) => {
                    names.named.insert(s, b);
                }
                None => {
                    names.numbered.insert(n, b);
                    n += 1;
                }
            }
            for i in f.block_insts(b) {
                if let Some(r) = f.inst_result(i)
                    && f.value_names[r].is_none()
                {
                    n += 1;
                }
            }
        }
        names
    }

    /// The block called `name`.
    fn find(&self, name: BlockName) -> Option<Block> {
        match name {
            BlockName::Named(s) => self.named.get(&s).copied(),
            BlockName::Numbered(k) => self.numbered.get(&k).copied(),
        }
    }
}
