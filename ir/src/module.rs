//! Modules and their global values: global variables, functions, aliases,
//! ifuncs, comdats, named metadata and module-level properties.

use crate::attributes::{AttrList, AttrPool, AttrSet};
use crate::constants::{Const, ConstPool};
use crate::datalayout::DataLayout;
use crate::function::Function;
use crate::instructions::Align;
use crate::metadata::{MdNode, MdNodeData, MdRef};
use crate::symbols::{FxHashMap, Interner, Sym};
use crate::types::{Type, TypeTable};
use cranelift_entity::{PrimaryMap, entity_impl};

/// A global value: variable, function, alias or ifunc.
#[derive(Copy, Clone, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct GlobalValue(u32);
entity_impl!(GlobalValue, "gv");

/// A function (declaration or definition) of the module.
#[derive(Copy, Clone, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct FuncId(u32);
entity_impl!(FuncId, "func");

/// A comdat of the module.
#[derive(Copy, Clone, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Comdat(u32);
entity_impl!(Comdat, "comdat");

macro_rules! keyword_enum {
    ($(#[$m:meta])* $name:ident default $def:ident { $($(#[$vm:meta])* $v:ident = $s:literal),* $(,)? }) => {
        $(#[$m])*
        #[derive(Copy, Clone, PartialEq, Eq, Hash, Debug, Default)]
        pub enum $name { #[default] $($(#[$vm])* $v),* }
        impl $name {
            /// The keyword as written in `.ll` (empty for the default).
            pub fn name(self) -> &'static str { match self { $($name::$v => $s),* } }
            /// The variant for a `.ll` keyword.
            pub fn from_name(s: &[u8]) -> Option<$name> {
                match s { $(x if !$s.is_empty() && x == $s.as_bytes() => Some($name::$v),)* _ => None }
            }
        }
        const _: () = { let _ = $name::$def; };
    };
}

keyword_enum!(
    /// Linkage types.
    Linkage default External {
        /// external (default, not written)
        External = "", /// private
        Private = "private", /// internal
        Internal = "internal", /// available_externally
        AvailableExternally = "available_externally", /// linkonce
        LinkOnce = "linkonce", /// weak
        Weak = "weak", /// common
        Common = "common", /// appending
        Appending = "appending", /// extern_weak
        ExternWeak = "extern_weak", /// linkonce_odr
        LinkOnceOdr = "linkonce_odr", /// weak_odr
        WeakOdr = "weak_odr", /// `external` written explicitly
        ExternalExplicit = "external",
    }
);

impl Linkage {
    /// Whether this is external linkage (written or not).
    pub fn is_external(self) -> bool {
        matches!(self, Linkage::External | Linkage::ExternalExplicit)
    }

    /// Whether the symbol is local to the module (private or internal).
    pub fn is_local(self) -> bool {
        matches!(self, Linkage::Private | Linkage::Internal)
    }
}

keyword_enum!(
    /// Visibility styles.
    Visibility default Default {
        /// default
        Default = "", /// hidden
        Hidden = "hidden", /// protected
        Protected = "protected",
    }
);

keyword_enum!(
    /// DLL storage classes.
    DllStorage default Default {
        /// none
        Default = "", /// dllimport
        Import = "dllimport", /// dllexport
        Export = "dllexport",
    }
);

keyword_enum!(
    /// `unnamed_addr` markers.
    UnnamedAddr default None {
        /// none
        None = "", /// unnamed_addr
        Global = "unnamed_addr", /// local_unnamed_addr
        Local = "local_unnamed_addr",
    }
);

/// Thread-local storage models.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug, Default)]
pub enum ThreadLocal {
    /// Not thread local.
    #[default]
    No,
    /// `thread_local` (general dynamic)
    GeneralDynamic,
    /// `thread_local(localdynamic)`
    LocalDynamic,
    /// `thread_local(initialexec)`
    InitialExec,
    /// `thread_local(localexec)`
    LocalExec,
}

/// Code models (`code_model "small"` on globals, module flag "Code Model").
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub enum CodeModel {
    /// tiny
    Tiny,
    /// small
    Small,
    /// kernel
    Kernel,
    /// medium
    Medium,
    /// large
    Large,
}

/// Comdat selection kinds.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub enum ComdatKind {
    /// any
    Any,
    /// exactmatch
    ExactMatch,
    /// largest
    Largest,
    /// nodeduplicate
    NoDeduplicate,
    /// samesize
    SameSize,
}

/// A comdat: `$name = comdat kind`.
#[derive(Clone, Debug)]
pub struct ComdatData {
    /// The name without `$`.
    pub name: Sym,
    /// The selection kind.
    pub kind: ComdatKind,
}

/// A calling convention, by LLVM's numeric id (`ccc` = 0, `fastcc` = 8,
/// `coldcc` = 9, ...; any number can be written as `cc N`).
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug, Default)]
pub struct CallConv(pub u32);

/// Named calling conventions and their ids.
pub const CALL_CONV_NAMES: &[(&str, u32)] = &[
    ("ccc", 0),
    ("fastcc", 8),
    ("coldcc", 9),
    ("ghccc", 10),
    ("cc 11", 11),
    ("anyregcc", 13),
    ("preserve_mostcc", 14),
    ("preserve_allcc", 15),
    ("swiftcc", 16),
    ("cxx_fast_tlscc", 17),
    ("tailcc", 18),
    ("cfguard_checkcc", 19),
    ("swifttailcc", 20),
    ("preserve_nonecc", 21),
    ("x86_stdcallcc", 64),
    ("x86_fastcallcc", 65),
    ("arm_apcscc", 66),
    ("arm_aapcscc", 67),
    ("arm_aapcs_vfpcc", 68),
    ("msp430_intrcc", 69),
    ("x86_thiscallcc", 70),
    ("ptx_kernel", 71),
    ("ptx_device", 72),
    ("spir_func", 75),
    ("spir_kernel", 76),
    ("intel_ocl_bicc", 77),
    ("x86_64_sysvcc", 78),
    ("win64cc", 79),
    ("x86_vectorcallcc", 80),
    ("hhvmcc", 81),
    ("hhvm_ccc", 82),
    ("x86_intrcc", 83),
    ("avr_intrcc", 84),
    ("avr_signalcc", 85),
    ("amdgpu_vs", 87),
    ("amdgpu_gs", 88),
    ("amdgpu_ps", 89),
    ("amdgpu_cs", 90),
    ("amdgpu_kernel", 91),
    ("x86_regcallcc", 92),
    ("amdgpu_hs", 93),
    ("amdgpu_ls", 95),
    ("amdgpu_es", 96),
    ("aarch64_vector_pcs", 97),
    ("aarch64_sve_vector_pcs", 98),
    ("amdgpu_gfx", 100),
    ("m68k_intrcc", 101),
    ("aarch64_sme_preservemost_from_x0", 102),
    ("aarch64_sme_preservemost_from_x2", 103),
    ("amdgpu_cs_chain", 104),
    ("amdgpu_cs_chain_preserve", 105),
    ("m68k_rtdcc", 106),
    ("graalcc", 107),
    ("riscv_vector_cc", 110),
    ("aarch64_sme_preservemost_from_x1", 111),
];

impl CallConv {
    /// The C calling convention (`ccc`, the default).
    pub const C: CallConv = CallConv(0);
    /// `fastcc`
    pub const FAST: CallConv = CallConv(8);
    /// `coldcc`
    pub const COLD: CallConv = CallConv(9);

    /// The keyword for this convention, if it has one (else print `cc N`).
    pub fn name(self) -> Option<&'static str> {
        CALL_CONV_NAMES
            .iter()
            .find(|(n, id)| *id == self.0 && !n.starts_with("cc "))
            .map(|(n, _)| *n)
    }

    /// The convention for a keyword.
    pub fn from_name(s: &[u8]) -> Option<CallConv> {
        CALL_CONV_NAMES
            .iter()
            .find(|(n, _)| n.as_bytes() == s)
            .map(|(_, id)| CallConv(*id))
    }
}

/// Sanitizer markers on global variables.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug, Default)]
pub struct SanitizerFlags(pub u8);

impl SanitizerFlags {
    /// `no_sanitize_address`
    pub const NO_ADDRESS: u8 = 1;
    /// `no_sanitize_hwaddress`
    pub const NO_HWADDRESS: u8 = 2;
    /// `sanitize_memtag`
    pub const MEMTAG: u8 = 4;
    /// `sanitize_address_dyninit`
    pub const ADDRESS_DYNINIT: u8 = 8;
}

/// A global variable's own properties.
#[derive(Clone, Debug, Default)]
pub struct GlobalVar {
    /// `constant` rather than `global`.
    pub constant: bool,
    /// The initializer; `None` for declarations.
    pub init: Option<Const>,
    /// `externally_initialized`
    pub externally_initialized: bool,
    /// `code_model "..."`
    pub code_model: Option<CodeModel>,
    /// Attributes (`#N` on a global variable).
    pub attrs: AttrSet,
    /// Sanitizer markers.
    pub sanitizer: SanitizerFlags,
}

/// A function's own properties (header and body).
#[derive(Clone, Debug, Default)]
pub struct FuncData {
    /// The global value naming this function.
    pub gv: Option<GlobalValue>,
    /// Calling convention.
    pub cc: CallConv,
    /// Return, parameter and function attributes.
    pub attrs: AttrList,
    /// `gc "name"`
    pub gc: Option<Sym>,
    /// `prefix T c`
    pub prefix: Option<Const>,
    /// `prologue T c`
    pub prologue: Option<Const>,
    /// `personality T c`
    pub personality: Option<Const>,
    /// Names of parameters as written in a declaration or definition
    /// header (for definitions, also in the body's value names).
    pub param_names: Box<[Option<Sym>]>,
    /// The body; `None` for declarations.
    pub body: Option<Function>,
}

/// What kind of global value, with its kind-specific data.
#[derive(Clone, Debug)]
pub enum GlobalKind {
    /// A global variable.
    Var(GlobalVar),
    /// A function.
    Func(FuncId),
    /// `@a = alias T, ptr @aliasee`
    Alias {
        /// The aliasee constant.
        aliasee: Const,
    },
    /// `@f = ifunc T, ptr @resolver`
    IFunc {
        /// The resolver constant.
        resolver: Const,
    },
}

/// A global value's common properties.
#[derive(Clone, Debug)]
pub struct GlobalValueData {
    /// `@name`, or `None` for numbered globals (`@0`), which the printer
    /// numbers in order.
    pub name: Option<Sym>,
    /// Linkage.
    pub linkage: Linkage,
    /// Visibility.
    pub visibility: Visibility,
    /// DLL storage class.
    pub dll_storage: DllStorage,
    /// Thread-local model.
    pub thread_local: ThreadLocal,
    /// `unnamed_addr` / `local_unnamed_addr`.
    pub unnamed_addr: UnnamedAddr,
    /// `dso_local` (`dso_preemptable` is the default).
    pub dso_local: bool,
    /// Address space of the global's address.
    pub addrspace: u32,
    /// Value type: the variable's type, the function's type, or the alias's
    /// value type.
    pub value_type: Type,
    /// `section "..."`
    pub section: Option<Sym>,
    /// `partition "..."`
    pub partition: Option<Sym>,
    /// `comdat` / `comdat($name)`
    pub comdat: Option<Comdat>,
    /// `align N`
    pub align: Align,
    /// Metadata attachments (`!dbg !5`, `!type !7`, ...) as (kind, node).
    pub attachments: Vec<(Sym, MdRef)>,
    /// Byte offset of the definition in the source (0 if unknown).
    pub offset: u32,
    /// Kind-specific data.
    pub kind: GlobalKind,
}

/// An LLVM module.
///
/// # Nesting invariants
///
/// Every module the readers build (the `.ll` parser and the bitcode
/// reader alike) keeps these, so walks downstream can rely on them:
/// - A constant tree (a [`ConstData`](crate::constants::ConstData) and its
///   [`operands`](crate::constants::ConstData::operands), transitively;
///   global values are leaves) is at most
///   [`MAX_DEPTH`](crate::parser::MAX_DEPTH) deep: recursion over constants
///   is safe with a few hundred bytes of stack per level.
/// - A type tree stopping at named structs (arrays, vectors, literal
///   structs, function and target-extension types) is at most
///   [`MAX_DEPTH`](crate::parser::MAX_DEPTH) deep. Named struct bodies are
///   NOT bounded: they may refer to each other in chains of any length and
///   in cycles (`%a = type { %a }` is valid IR, an unsized type). A walk
///   that follows named struct bodies must be iterative and remember what it
///   has visited (as the verifier's sizedness check does).
/// - Metadata is a graph: nodes refer to nodes by reference in chains of any
///   length and in cycles; only nodes written inline in `.ll` nest (at most
///   [`MAX_DEPTH`](crate::parser::MAX_DEPTH)). Walks over metadata must be
///   iterative and remember what they have visited.
#[derive(Clone, Debug, Default)]
pub struct Module {
    /// `source_filename = "..."`
    pub source_filename: Option<Sym>,
    /// `target triple = "..."`
    pub target_triple: Option<Sym>,
    /// `target datalayout = "..."` as written.
    pub datalayout_text: Option<Sym>,
    /// The parsed data layout (LLVM's defaults if none was written).
    pub datalayout: DataLayout,
    /// `module asm "..."` lines, in order.
    pub module_asm: Vec<Sym>,
    /// Byte offset in the source of each `module asm` line (same order;
    /// empty when read from bitcode).
    pub module_asm_offsets: Vec<u32>,
    /// All strings of the module.
    pub symbols: Interner,
    /// Types.
    pub types: TypeTable,
    /// Constants.
    pub consts: ConstPool,
    /// Attribute sets.
    pub attrs: AttrPool,
    /// Metadata nodes.
    pub metadata: PrimaryMap<MdNode, MdNodeData>,
    /// Named metadata (`!llvm.module.flags = !{...}`), in order.
    pub named_metadata: Vec<(Sym, Box<[MdRef]>)>,
    /// Byte offset in the source of the first definition of each entry of
    /// `named_metadata` (same order; empty when read from bitcode).
    pub named_metadata_offsets: Vec<u32>,
    /// Global values in creation order.
    pub globals: PrimaryMap<GlobalValue, GlobalValueData>,
    /// Named global values by name.
    pub global_names: FxHashMap<Sym, GlobalValue>,
    /// Functions.
    pub functions: PrimaryMap<FuncId, FuncData>,
    /// Comdats.
    pub comdats: PrimaryMap<Comdat, ComdatData>,
    /// Names of custom sync scopes (`syncscope("agent")`), see
    /// [`crate::instructions::SyncScope`].
    pub sync_scopes: Vec<Sym>,
}

impl Module {
    /// The global value called `name`, if any.
    pub fn global_by_name(&self, name: &[u8]) -> Option<GlobalValue> {
        let sym = self.symbols.lookup(name)?;
        self.global_names.get(&sym).copied()
    }

    /// The function behind global value `gv`, if it is one.
    pub fn func_of(&self, gv: GlobalValue) -> Option<&FuncData> {
        match self.globals[gv].kind {
            GlobalKind::Func(f) => Some(&self.functions[f]),
            _ => None,
        }
    }

    /// The module flag called `name` (from `!llvm.module.flags`), as the
    /// reference in its value position.
    pub fn module_flag(&self, name: &[u8]) -> Option<MdRef> {
        let flags_sym = self.symbols.lookup(b"llvm.module.flags")?;
        let name_sym = self.symbols.lookup(name)?;
        let (_, nodes) = self.named_metadata.iter().find(|(n, _)| *n == flags_sym)?;
        nodes.iter().find_map(|r| {
            let MdRef::Node(n) = r else { return None };
            match &self.metadata[*n].kind {
                crate::metadata::MdNodeKind::Tuple(ops) if ops.len() == 3 => {
                    (ops[1] == MdRef::String(name_sym)).then_some(ops[2])
                }
                _ => None,
            }
        })
    }
}
