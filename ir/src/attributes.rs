//! Parameter, return and function attributes, interned as sets.

use crate::symbols::{FxHasher, IndexTable, Sym};
use crate::types::Type;
use std::hash::BuildHasherDefault;

/// Where an attribute may be written (LLVM's `FnAttr`, `ParamAttr` and
/// `RetAttr` properties); bits of [`AttrKind::positions`].
pub mod position {
    /// On a function.
    pub const FN: u8 = 1;
    /// On a parameter or call argument.
    pub const PARAM: u8 = 2;
    /// On a return value.
    pub const RET: u8 = 4;
}

/// How an attribute's argument is written.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum AttrArg {
    /// No argument: `nounwind`.
    None,
    /// An integer: `align 8`, `align(8)`, `dereferenceable(16)`.
    Int,
    /// A type: `sret(%struct.S)`, `byval(i32)` (the type may be omitted in
    /// old IR, then it is the parameter's pointee and is not recorded).
    Type,
    /// Anything else in parentheses, kept as text: `memory(read)`,
    /// `range(i32 0, 10)`, `nofpclass(nan)`, `allocsize(0)`, `uwtable(sync)`,
    /// `vscale_range(1,16)`, `allockind("alloc")`, `initializes((0, 8))`.
    /// The parentheses are optional where LLVM allows it (`uwtable`).
    Raw,
}

macro_rules! attr_kinds {
    ($($v:ident = $s:literal : $arg:ident),* $(,)?) => {
        /// Every attribute keyword LLVM 19 accepts (string attributes
        /// `"key"="value"` are [`Attr::Str`]).
        #[repr(u32)]
        #[derive(Copy, Clone, PartialEq, Eq, Hash, PartialOrd, Ord, Debug)]
        #[allow(missing_docs)]
        pub enum AttrKind { $($v),* }
        impl AttrKind {
            /// Every attribute kind.
            pub const ALL: &'static [AttrKind] = &[$(AttrKind::$v),*];
            /// The keyword as written in `.ll`.
            pub fn name(self) -> &'static str { match self { $(AttrKind::$v => $s),* } }
            /// How the argument is written.
            pub fn arg(self) -> AttrArg { match self { $(AttrKind::$v => AttrArg::$arg),* } }
            /// The kind for a keyword.
            pub fn from_name(s: &[u8]) -> Option<AttrKind> {
                match s { $(x if x == $s.as_bytes() => Some(AttrKind::$v),)* _ => None }
            }
        }
    };
}

attr_kinds! {
    Align = "align": Int,
    AlignStack = "alignstack": Int,
    AllocAlign = "allocalign": None,
    AllocKind = "allockind": Raw,
    AllocPtr = "allocptr": None,
    AllocSize = "allocsize": Raw,
    AlwaysInline = "alwaysinline": None,
    Builtin = "builtin": None,
    ByRef = "byref": Type,
    ByVal = "byval": Type,
    Captures = "captures": Raw,
    Cold = "cold": None,
    Convergent = "convergent": None,
    CoroDestroyOnlyWhenComplete = "coro_only_destroy_when_complete": None,
    CoroElideSafe = "coro_elide_safe": None,
    DeadOnUnwind = "dead_on_unwind": None,
    Dereferenceable = "dereferenceable": Int,
    DereferenceableOrNull = "dereferenceable_or_null": Int,
    DisableSanitizerInstrumentation = "disable_sanitizer_instrumentation": None,
    ElementType = "elementtype": Type,
    FnRetThunkExtern = "fn_ret_thunk_extern": None,
    Hot = "hot": None,
    HybridPatchable = "hybrid_patchable": None,
    ImmArg = "immarg": None,
    InAlloca = "inalloca": Type,
    InReg = "inreg": None,
    Initializes = "initializes": Raw,
    InlineHint = "inlinehint": None,
    JumpTable = "jumptable": None,
    Memory = "memory": Raw,
    MinSize = "minsize": None,
    MustProgress = "mustprogress": None,
    Naked = "naked": None,
    Nest = "nest": None,
    NoAlias = "noalias": None,
    NoBuiltin = "nobuiltin": None,
    NoCallback = "nocallback": None,
    NoCapture = "nocapture": None,
    NoCfCheck = "nocf_check": None,
    NoDivergenceSource = "nodivergencesource": None,
    NoDuplicate = "noduplicate": None,
    NoExt = "noext": None,
    NoFpClass = "nofpclass": Raw,
    NoFree = "nofree": None,
    NoImplicitFloat = "noimplicitfloat": None,
    NoInline = "noinline": None,
    NoMerge = "nomerge": None,
    NoProfile = "noprofile": None,
    NoRecurse = "norecurse": None,
    NoRedZone = "noredzone": None,
    NoReturn = "noreturn": None,
    NoSanitizeBounds = "nosanitize_bounds": None,
    NoSanitizeCoverage = "nosanitize_coverage": None,
    NoSync = "nosync": None,
    NoUndef = "noundef": None,
    NoUnwind = "nounwind": None,
    NonLazyBind = "nonlazybind": None,
    NonNull = "nonnull": None,
    NullPointerIsValid = "null_pointer_is_valid": None,
    OptDebug = "optdebug": None,
    OptForFuzzing = "optforfuzzing": None,
    OptNone = "optnone": None,
    OptSize = "optsize": None,
    Preallocated = "preallocated": Type,
    PresplitCoroutine = "presplitcoroutine": None,
    Range = "range": Raw,
    ReadNone = "readnone": None,
    ReadOnly = "readonly": None,
    Returned = "returned": None,
    ReturnsTwice = "returns_twice": None,
    SafeStack = "safestack": None,
    SanitizeAddress = "sanitize_address": None,
    SanitizeHwAddress = "sanitize_hwaddress": None,
    SanitizeMemory = "sanitize_memory": None,
    SanitizeMemTag = "sanitize_memtag": None,
    SanitizeNumericalStability = "sanitize_numerical_stability": None,
    SanitizeRealtime = "sanitize_realtime": None,
    SanitizeRealtimeBlocking = "sanitize_realtime_blocking": None,
    SanitizeThread = "sanitize_thread": None,
    SanitizeType = "sanitize_type": None,
    ShadowCallStack = "shadowcallstack": None,
    SignExt = "signext": None,
    SkipProfile = "skipprofile": None,
    Speculatable = "speculatable": None,
    SpeculativeLoadHardening = "speculative_load_hardening": None,
    Ssp = "ssp": None,
    SspReq = "sspreq": None,
    SspStrong = "sspstrong": None,
    StrictFp = "strictfp": None,
    StructRet = "sret": Type,
    SwiftAsync = "swiftasync": None,
    SwiftError = "swifterror": None,
    SwiftSelf = "swiftself": None,
    UwTable = "uwtable": Raw,
    VScaleRange = "vscale_range": Raw,
    WillReturn = "willreturn": None,
    Writable = "writable": None,
    WriteOnly = "writeonly": None,
    ZeroExt = "zeroext": None,
}

/// One attribute.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub enum Attr {
    /// An attribute without argument.
    Flag(AttrKind),
    /// An attribute with an integer argument.
    Int(AttrKind, u64),
    /// An attribute with a type argument (`None` when omitted in old IR).
    Type(AttrKind, Option<Type>),
    /// An attribute whose argument is kept as its text (without the
    /// parentheses); `None` when written without parentheses.
    Raw(AttrKind, Option<Sym>),
    /// A string attribute `"key"` or `"key"="value"`.
    Str(Sym, Option<Sym>),
}

impl AttrKind {
    /// Where the attribute may be written: a mask of [`position`] bits, as
    /// in LLVM 19's `Attributes.td` (`readnone`, `readonly` and `writeonly`
    /// are also accepted on functions, which LLVM upgrades to `memory(...)`).
    pub fn positions(self) -> u8 {
        use AttrKind as K;
        use position::{FN, PARAM, RET};
        match self {
            K::Align
            | K::Dereferenceable
            | K::DereferenceableOrNull
            | K::InReg
            | K::NoAlias
            | K::NoUndef
            | K::NonNull
            | K::Range
            | K::NoFpClass
            | K::SignExt
            | K::ZeroExt
            | K::NoExt => PARAM | RET,
            K::AllocAlign
            | K::AllocPtr
            | K::ByRef
            | K::ByVal
            | K::ElementType
            | K::InAlloca
            | K::StructRet
            | K::Nest
            | K::ImmArg
            | K::Returned
            | K::SwiftAsync
            | K::SwiftError
            | K::SwiftSelf
            | K::Writable
            | K::DeadOnUnwind
            | K::Initializes
            | K::Captures
            | K::NoCapture => PARAM,
            K::AlignStack
            | K::Preallocated
            | K::NoFree
            | K::ReadNone
            | K::ReadOnly
            | K::WriteOnly => FN | PARAM,
            _ => FN,
        }
    }
}

impl Attr {
    /// The kind, for keyword attributes.
    pub fn kind(&self) -> Option<AttrKind> {
        match *self {
            Attr::Flag(k) | Attr::Int(k, _) | Attr::Type(k, _) | Attr::Raw(k, _) => Some(k),
            Attr::Str(..) => None,
        }
    }

    /// Whether `self` and `other` are the same attribute, whatever their
    /// arguments (the same kind, or the same string key).
    pub fn same_key(&self, other: &Attr) -> bool {
        match (*self, *other) {
            (Attr::Str(a, _), Attr::Str(b, _)) => a == b,
            (Attr::Str(..), _) | (_, Attr::Str(..)) => false,
            _ => self.kind() == other.kind(),
        }
    }
}

/// Appends `attrs` to `list` as LLVM's `AttrBuilder` adds them: one of the
/// same kind (or string key) as an attribute already in `list` replaces it.
pub fn merge_last_wins(list: &mut Vec<Attr>, attrs: &[Attr]) {
    for a in attrs {
        match list.iter_mut().find(|x| x.same_key(a)) {
            Some(slot) => *slot = *a,
            None => list.push(*a),
        }
    }
}

/// An interned set of attributes; [`AttrSet::EMPTY`] has none.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Default, Debug)]
pub struct AttrSet(pub u32);

impl AttrSet {
    /// The empty set.
    pub const EMPTY: AttrSet = AttrSet(0);

    /// Whether the set is empty.
    pub fn is_empty(self) -> bool {
        self == AttrSet::EMPTY
    }
}

/// Return, function and per-parameter attributes of a function or call site.
#[derive(Clone, PartialEq, Eq, Default, Debug)]
pub struct AttrList {
    /// Function attributes.
    pub func: AttrSet,
    /// Return-value attributes.
    pub ret: AttrSet,
    /// Parameter attributes (may be shorter than the parameter list; missing
    /// entries are empty).
    pub params: ParamAttrs,
}

/// How many parameter attribute sets [`ParamAttrs`] holds without a heap
/// allocation.
const INLINE_PARAMS: usize = 4;

/// The per-parameter attribute sets of an [`AttrList`]: up to four inline
/// (most calls), more on the heap. Dereferences to `[AttrSet]`.
#[derive(Clone, PartialEq, Eq, Hash)]
pub struct ParamAttrs(ParamRepr);

/// The representation is canonical (inline exactly when the length is at
/// most [`INLINE_PARAMS`], unused inline slots empty), so the derived
/// equality compares contents.
#[derive(Clone, PartialEq, Eq, Hash)]
enum ParamRepr {
    Inline(u8, [AttrSet; INLINE_PARAMS]),
    Heap(Box<[AttrSet]>),
}

impl Default for ParamAttrs {
    fn default() -> Self {
        ParamAttrs(ParamRepr::Inline(0, [AttrSet::EMPTY; INLINE_PARAMS]))
    }
}

impl std::ops::Deref for ParamAttrs {
    type Target = [AttrSet];
    #[inline]
    fn deref(&self) -> &[AttrSet] {
        match &self.0 {
            ParamRepr::Inline(n, sets) => &sets[..*n as usize],
            ParamRepr::Heap(b) => b,
        }
    }
}

impl From<&[AttrSet]> for ParamAttrs {
    fn from(s: &[AttrSet]) -> Self {
        if s.len() <= INLINE_PARAMS {
            let mut sets = [AttrSet::EMPTY; INLINE_PARAMS];
            sets[..s.len()].copy_from_slice(s);
            ParamAttrs(ParamRepr::Inline(s.len() as u8, sets))
        } else {
            ParamAttrs(ParamRepr::Heap(s.into()))
        }
    }
}

impl From<Vec<AttrSet>> for ParamAttrs {
    fn from(v: Vec<AttrSet>) -> Self {
        Self::from(&v[..])
    }
}

impl From<Box<[AttrSet]>> for ParamAttrs {
    fn from(b: Box<[AttrSet]>) -> Self {
        if b.len() <= INLINE_PARAMS {
            Self::from(&b[..])
        } else {
            ParamAttrs(ParamRepr::Heap(b))
        }
    }
}

impl FromIterator<AttrSet> for ParamAttrs {
    fn from_iter<I: IntoIterator<Item = AttrSet>>(iter: I) -> Self {
        Self::from(iter.into_iter().collect::<Vec<_>>())
    }
}

impl std::fmt::Debug for ParamAttrs {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_list().entries(self.iter()).finish()
    }
}

impl AttrList {
    /// Attributes of parameter `i`.
    pub fn param(&self, i: usize) -> AttrSet {
        self.params.get(i).copied().unwrap_or_default()
    }
}

/// The module's attribute sets, interned.
#[derive(Clone, Debug)]
pub struct AttrPool {
    sets: Vec<Box<[Attr]>>,
    /// The keyword kinds of each set, one bit per [`AttrKind`], so that
    /// [`AttrPool::has`] costs one load instead of a walk of the set.
    kinds: Vec<KindMask>,
    /// Index of `sets` by content (each set is stored once).
    table: IndexTable,
}

/// One bit per [`AttrKind`] (there are fewer than 128).
type KindMask = u128;

const _: () = assert!(AttrKind::ALL.len() <= KindMask::BITS as usize);

/// The bit of `kind` in a [`KindMask`].
#[inline]
fn kind_bit(kind: AttrKind) -> KindMask {
    1 << (kind as u32)
}

/// The kinds of the keyword attributes in `attrs`.
fn kind_mask(attrs: &[Attr]) -> KindMask {
    attrs
        .iter()
        .filter_map(Attr::kind)
        .fold(0, |m, k| m | kind_bit(k))
}

impl Default for AttrPool {
    fn default() -> Self {
        Self::new()
    }
}

impl AttrPool {
    /// A pool holding only the empty set.
    pub fn new() -> Self {
        let mut table = IndexTable::default();
        table.insert(Self::hash(&[]), AttrSet::EMPTY.0);
        AttrPool {
            sets: vec![Box::new([])],
            kinds: vec![0],
            table,
        }
    }

    fn hash(attrs: &[Attr]) -> u64 {
        use std::hash::BuildHasher;
        BuildHasherDefault::<FxHasher>::default().hash_one(attrs)
    }

    /// The set holding exactly `attrs` (order is kept as given).
    pub fn intern(&mut self, attrs: &[Attr]) -> AttrSet {
        let h = Self::hash(attrs);
        if let Some(i) = self.table.find(h, |i| &*self.sets[i as usize] == attrs) {
            return AttrSet(i);
        }
        let s = AttrSet(self.sets.len() as u32);
        self.sets.push(attrs.into());
        self.kinds.push(kind_mask(attrs));
        self.table.insert(h, s.0);
        s
    }

    /// The set of the attribute list `attrs` as LLVM's `AttrBuilder` reads
    /// it: an attribute of the same kind (or string key) as an earlier one
    /// replaces it (`nonnull nonnull` is one attribute, `align 4 align 8`
    /// is `align 8`). Lists already interned are found without that pass
    /// (only lists without repeats are interned through here).
    pub fn intern_list(&mut self, attrs: &[Attr]) -> AttrSet {
        let h = Self::hash(attrs);
        if let Some(i) = self.table.find(h, |i| &*self.sets[i as usize] == attrs) {
            return AttrSet(i);
        }
        let mut list = Vec::with_capacity(attrs.len());
        merge_last_wins(&mut list, attrs);
        self.intern(&list)
    }

    /// How many sets the pool holds (the empty set included); every
    /// [`AttrSet`] of the pool is below it.
    pub fn len(&self) -> usize {
        self.sets.len()
    }

    /// Whether the pool holds only the empty set.
    pub fn is_empty(&self) -> bool {
        self.sets.len() == 1
    }

    /// The attributes of `set`.
    pub fn get(&self, set: AttrSet) -> &[Attr] {
        &self.sets[set.0 as usize]
    }

    /// Whether any set of the pool has an attribute of `kind` (linear in
    /// the pool; for skipping a per-use check the module never needs).
    pub fn any_has(&self, kind: AttrKind) -> bool {
        self.kinds.iter().any(|&m| m & kind_bit(kind) != 0)
    }

    /// Whether `set` contains keyword attribute `kind`.
    #[inline]
    pub fn has(&self, set: AttrSet, kind: AttrKind) -> bool {
        self.kinds[set.0 as usize] & kind_bit(kind) != 0
    }

    /// Whether `set` contains a keyword attribute of any of `kinds`.
    #[inline]
    pub fn has_any(&self, set: AttrSet, kinds: &[AttrKind]) -> bool {
        let want = kinds.iter().fold(0, |m, &k| m | kind_bit(k));
        self.kinds[set.0 as usize] & want != 0
    }

    /// The integer argument of `kind` in `set`, if present.
    pub fn int(&self, set: AttrSet, kind: AttrKind) -> Option<u64> {
        self.get(set).iter().find_map(|a| match *a {
            Attr::Int(k, v) if k == kind => Some(v),
            _ => None,
        })
    }

    /// The type argument of `kind` in `set`, if present.
    pub fn type_arg(&self, set: AttrSet, kind: AttrKind) -> Option<Type> {
        self.get(set).iter().find_map(|a| match *a {
            Attr::Type(k, t) if k == kind => t,
            _ => None,
        })
    }

    /// The value of string attribute `key` in `set`, if present.
    pub fn string(&self, set: AttrSet, key: Sym) -> Option<Option<Sym>> {
        self.get(set).iter().find_map(|a| match *a {
            Attr::Str(k, v) if k == key => Some(v),
            _ => None,
        })
    }
}

/// The parameter indexes of an `allocsize` argument as kept in
/// [`Attr::Raw`] (`"0"`, `"0, 2"`): the element size and, if present, the
/// number of elements; `None` when the text is not of that form.
pub fn alloc_size_args(text: &[u8]) -> Option<(u32, Option<u32>)> {
    fn index(s: &[u8]) -> Option<u32> {
        std::str::from_utf8(s.trim_ascii()).ok()?.parse().ok()
    }
    match text.iter().position(|&c| c == b',') {
        None => Some((index(text)?, None)),
        Some(comma) => Some((index(&text[..comma])?, Some(index(&text[comma + 1..])?))),
    }
}

/// The minimum and maximum of a `vscale_range` argument as kept in
/// [`Attr::Raw`] (`"1,16"`; `"2"`, whose maximum is its minimum); a maximum
/// of 0 means unbounded. `None` when the text is not of that form.
pub fn vscale_range_args(text: &[u8]) -> Option<(u32, u32)> {
    fn num(s: &[u8]) -> Option<u32> {
        std::str::from_utf8(s.trim_ascii()).ok()?.parse().ok()
    }
    match text.iter().position(|&c| c == b',') {
        None => {
            let v = num(text)?;
            Some((v, v))
        }
        Some(comma) => Some((num(&text[..comma])?, num(&text[comma + 1..])?)),
    }
}

/// The kinds of an `allockind` argument as kept in [`Attr::Raw`]
/// (`"alloc,zeroed"`, with its quotes): whether each of `alloc`,
/// `realloc`, `free`, `uninitialized`, `zeroed` and `aligned` is present,
/// in that order. `None` when the text is not a string of known kinds.
pub fn alloc_kind_args(text: &[u8]) -> Option<[bool; 6]> {
    const KINDS: [&[u8]; 6] = [
        b"alloc",
        b"realloc",
        b"free",
        b"uninitialized",
        b"zeroed",
        b"aligned",
    ];
    let inner = text.strip_prefix(b"\"")?.strip_suffix(b"\"")?;
    let mut seen = [false; 6];
    for k in inner.split(|&c| c == b',') {
        seen[KINDS.iter().position(|&n| n == k)?] = true;
    }
    Some(seen)
}

#[cfg(test)]
mod alloc_size_tests {
    use super::{alloc_kind_args, alloc_size_args, vscale_range_args};

    #[test]
    fn vscale_range_and_alloc_kind_args_read() {
        assert_eq!(vscale_range_args(b"1,16"), Some((1, 16)));
        assert_eq!(vscale_range_args(b"2"), Some((2, 2)));
        assert_eq!(vscale_range_args(b"x"), None);
        assert_eq!(
            alloc_kind_args(b"\"alloc,zeroed\""),
            Some([true, false, false, false, true, false])
        );
        assert_eq!(alloc_kind_args(b"\"bogus\""), None);
    }

    #[test]
    fn alloc_size_args_read_both_forms() {
        assert_eq!(alloc_size_args(b"0"), Some((0, None)));
        assert_eq!(alloc_size_args(b"1, 2"), Some((1, Some(2))));
        assert_eq!(alloc_size_args(b"3,4"), Some((3, Some(4))));
        assert_eq!(alloc_size_args(b"x"), None);
        assert_eq!(alloc_size_args(b"1,"), None);
    }
}
