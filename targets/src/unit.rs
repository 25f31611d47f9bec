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
    /// The COMDAT group of the definition (`comdat`, `comdat($name)`).
    pub comdat: Option<ComdatRef>,
    /// A common symbol (`common` linkage): the linker allocates it, merged
    /// with other units' commons and definitions of the same name.
    pub common: bool,
    /// `available_externally`: the definition is only for optimization;
    /// object files reference the symbol and never define it.
    pub available_externally: bool,
    /// Listed in `llvm.used`: the linker must keep it (`SHF_GNU_RETAIN`).
    pub retain: bool,
    /// The address is significant (no `unnamed_addr`/`local_unnamed_addr`):
    /// listed in the address-significance table when one is written.
    pub address_significant: bool,
    /// `!associated !{ptr @g}`: the definition's section is kept exactly
    /// when `g`'s is (`SHF_LINK_ORDER`).
    pub associated: Option<SymbolId>,
    /// An `unnamed_addr constant` without explicit section or COMDAT,
    /// whose copies the linker may merge: `Some(n)` for an array of
    /// `n`-byte integers (a C string if its bytes are one), `Some(0)` for
    /// any other type (mergeable as a constant of 4, 8, 16 or 32 bytes).
    pub unnamed_const: Option<u32>,
    /// An `ifunc`: the symbol is an `STT_GNU_IFUNC` at this resolver
    /// function (the dynamic linker calls it to find the implementation).
    pub ifunc_resolver: Option<SymbolId>,
    /// A label inside a function's code (a block's address), defined by an
    /// [`Alias`] of the function: no symbol type and no size of its own.
    pub code_label: bool,
    /// Placed in a large section (`.ltext`, `.ldata`, `.lrodata`, `.lbss`,
    /// flagged `SHF_X86_64_LARGE`) under the medium or large code model:
    /// code may not assume it lies within 2 GiB.
    pub large: bool,
}

/// COMDAT selection kinds, as in LLVM IR.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Default)]
pub enum ComdatSelect {
    /// `any`: the linker keeps one group of this name.
    #[default]
    Any,
    /// `exactmatch`
    ExactMatch,
    /// `largest`
    Largest,
    /// `nodeduplicate`: every copy is kept (a duplicate strong symbol is an
    /// error).
    NoDeduplicate,
    /// `samesize`
    SameSize,
}

/// The COMDAT group a definition belongs to.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Default)]
pub struct ComdatRef {
    /// Group (signature) name.
    pub name: String,
    /// Selection kind.
    pub select: ComdatSelect,
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

/// One prologue step of a function, for unwind tables (`.eh_frame`), each
/// recorded with the code offset just after its instruction. Registers are
/// the target's hardware numbers (x86-64: 0 = rax, 1 = rcx, ... 15 = r15).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum UnwindStep {
    /// The frame register was pushed (`push rbp`): the CFA is now 16 bytes
    /// above the stack pointer, the caller's frame register at CFA - 16.
    PushFrameReg,
    /// The frame register was set from the stack pointer (`mov rbp, rsp`):
    /// the CFA is the frame register + 16 from here on.
    SetFrameReg,
    /// A callee-saved register was saved at CFA - `offset`.
    SaveReg {
        /// Hardware number of the register.
        hw: u8,
        /// Distance below the CFA in bytes.
        offset: u32,
    },
    /// The stack pointer was lowered by `size` bytes (no effect on the CFA
    /// once the frame register is set).
    StackAlloc {
        /// Bytes allocated.
        size: u32,
    },
    /// An epilogue restored the caller's frame register (after `leave` or
    /// `pop rbp`): up to the matching [`UnwindStep::EpilogueEnd`] the CFA is
    /// the stack pointer + 8. (Not reported by the emitter yet.)
    FrameRegRestored,
    /// The end of an epilogue (after its `ret`): the prologue's rules hold
    /// again for the code that follows.
    EpilogueEnd,
}

/// A source file of the line table: directory and name as `!DIFile` gives
/// them.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Default)]
pub struct SourceFile {
    /// Directory (may be empty; then `name` is relative to the compilation
    /// directory or absolute).
    pub dir: String,
    /// File name.
    pub name: String,
}

/// One row of a function's line table: from `offset` on (until the next
/// row), the code comes from `file:line:column`.
///
/// This is the contract with instruction selection and emission: a row
/// where the source location changes, with the code offset of the first
/// instruction of the new location (after relaxation, relative to the first
/// byte of the function), rows sorted by offset. `line` 0 means "no source
/// line" (compiler-generated code). `prologue_end` marks the first
/// instruction after the prologue (where a breakpoint on the function
/// stops).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Default)]
pub struct LineRow {
    /// Code offset from the first byte of the function.
    pub offset: u32,
    /// Index into [`UnitDebug::files`].
    pub file: u32,
    /// Line (1-based; 0 for none).
    pub line: u32,
    /// Column (1-based; 0 for unknown).
    pub column: u32,
    /// First instruction after the prologue.
    pub prologue_end: bool,
}

/// What the object writer knows about one function beyond its bytes:
/// where the instructions end, the prologue's unwind steps and the line
/// table.
#[derive(Clone, Debug, PartialEq, Eq, Default)]
pub struct CodeMeta {
    /// Length of the instructions (constant pool and jump tables follow).
    pub code_len: u32,
    /// Prologue steps with the code offset just after each, in order.
    pub unwind: Vec<(u32, UnwindStep)>,
    /// Line table rows, sorted by offset (empty without debug info).
    pub lines: Vec<LineRow>,
}

/// Per-unit information for object files that the JIT does not need:
/// [`CodeMeta`] per code blob (parallel to [`Unit::code`]) and the source
/// files the line tables name.
#[derive(Clone, Debug, PartialEq, Eq, Default)]
pub struct UnitDebug {
    /// One entry per [`Unit::code`] blob, in the same order (missing
    /// entries mean "nothing known": no unwind steps, no lines).
    pub code: Vec<CodeMeta>,
    /// Source files, indexed by [`LineRow::file`].
    pub files: Vec<SourceFile>,
    /// Compilation directory (`DW_AT_comp_dir`).
    pub comp_dir: String,
    /// Name of the main source file (`DW_AT_name` of the compile unit).
    pub name: String,
    /// Producer (`DW_AT_producer`).
    pub producer: String,
}

/// Module-level content of object files that the JIT ignores: the LLVM
/// ELF extension sections (`.deplibs`, `.linker-options`,
/// `.llvm.call-graph-profile`, `.llvm_addrsig`) and the file symbol.
#[derive(Clone, Debug, PartialEq, Eq, Default)]
pub struct ObjectExtras {
    /// `source_filename` (the `STT_FILE` symbol), if any.
    pub source_filename: Option<String>,
    /// Write an address-significance table (`SHT_LLVM_ADDRSIG`) listing
    /// the symbols with [`SymbolInfo::address_significant`].
    pub addrsig: bool,
    /// `!llvm.dependent-libraries` strings.
    pub dependent_libraries: Vec<String>,
    /// `!llvm.linker.options` entries (each a list of strings).
    pub linker_options: Vec<Vec<String>>,
    /// The `CG Profile` module flag: (caller, callee, count).
    pub call_graph_profile: Vec<(SymbolId, SymbolId, u64)>,
}
