//! What one compiled module hands to the JIT or the object writer: its
//! symbol table, code blobs, data objects and aliases.

use crate::obj::{DataObject, Reloc, SymbolId};

/// Symbol visibility (ELF `STV_*`).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Default)]
pub enum Visibility {
    /// Visible to other components.
    #[default]
    Default,
    /// Not visible outside the linked component.
    Hidden,
    /// Visible but not preemptible.
    Protected,
}

/// A symbol of a unit: its name and how other units see it.
#[derive(Clone, Debug, PartialEq, Eq, Default)]
pub struct SymbolInfo {
    /// Name as the linker sees it.
    pub name: String,
    /// Local to its unit (internal/private linkage): never resolved from
    /// other units, never exported.
    pub local: bool,
    /// A weak definition (or weak reference): another unit's strong
    /// definition wins.
    pub weak: bool,
    /// Visibility.
    pub visibility: Visibility,
    /// A function (as opposed to data).
    pub is_func: bool,
    /// Private linkage: a temporary label not kept in object symbol tables
    /// under its own name.
    pub private: bool,
    /// An explicit `section "..."`.
    pub section: Option<String>,
}

/// Compiled code of one function.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CodeBlob {
    /// The function's symbol.
    pub sym: SymbolId,
    /// Bytes (code followed by its constant pool and jump tables).
    pub bytes: Vec<u8>,
    /// Relocations, offsets relative to the first byte.
    pub relocs: Vec<Reloc>,
    /// Alignment in bytes.
    pub align: u64,
}

/// An alias: a symbol standing for another symbol plus an offset.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Alias {
    /// The alias.
    pub sym: SymbolId,
    /// What it stands for.
    pub target: SymbolId,
    /// Byte offset from the target.
    pub offset: i64,
}

/// One module's contribution: its symbol table (indexed by [`SymbolId`])
/// and the definitions. A symbol neither defined by code, data nor an alias
/// is an import, resolved by name from other units or from the process.
#[derive(Clone, Debug, Default)]
pub struct Unit {
    /// Symbols, indexed by `SymbolId`.
    pub symbols: Vec<SymbolInfo>,
    /// Functions.
    pub code: Vec<CodeBlob>,
    /// Global variables.
    pub data: Vec<DataObject>,
    /// Aliases.
    pub aliases: Vec<Alias>,
}
