//! Keyword recognition: one hash-table probe per bare word classifies it as a
//! keyword ([`Kw`]), an attribute ([`AttrKind`]), a calling convention, a
//! common integer type, or nothing.

use super::lexer::Tok;
use crate::attributes::AttrKind;
use crate::module::CALL_CONV_NAMES;
use std::sync::OnceLock;

macro_rules! keywords {
    ($($v:ident = $s:literal),* $(,)?) => {
        /// The keywords of the `.ll` language the parser dispatches on.
        #[repr(u32)]
        #[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
        pub(crate) enum Kw { $($v),* }
        impl Kw {
            /// Every keyword.
            pub(crate) const ALL: &'static [Kw] = &[$(Kw::$v),*];
            /// The keyword's spelling.
            pub(crate) fn name(self) -> &'static str { match self { $(Kw::$v => $s),* } }
        }
    };
}

keywords! {
    // Module structure.
    SourceFilename = "source_filename", Target = "target", Triple = "triple",
    Datalayout = "datalayout", Module = "module", Asm = "asm", Type = "type",
    Opaque = "opaque", Comdat = "comdat", Any = "any", ExactMatch = "exactmatch",
    Largest = "largest", NoDeduplicate = "nodeduplicate", SameSize = "samesize",
    Global = "global", Constant = "constant", Alias = "alias", IFunc = "ifunc",
    Define = "define", Declare = "declare", Attributes = "attributes",
    UseListOrder = "uselistorder", UseListOrderBb = "uselistorder_bb", Deplibs = "deplibs",
    // Linkage and other global properties.
    Private = "private", Internal = "internal", AvailableExternally = "available_externally",
    LinkOnce = "linkonce", Weak = "weak", Common = "common", Appending = "appending",
    ExternWeak = "extern_weak", LinkOnceOdr = "linkonce_odr", WeakOdr = "weak_odr",
    External = "external", DsoLocal = "dso_local", DsoPreemptable = "dso_preemptable",
    Default = "default", Hidden = "hidden", Protected = "protected", DllImport = "dllimport",
    DllExport = "dllexport", ThreadLocal = "thread_local", LocalDynamic = "localdynamic",
    InitialExec = "initialexec", LocalExec = "localexec", UnnamedAddr = "unnamed_addr",
    LocalUnnamedAddr = "local_unnamed_addr", AddrSpace = "addrspace",
    ExternallyInitialized = "externally_initialized", Section = "section",
    Partition = "partition", Align = "align", AlignStack = "alignstack",
    CodeModel = "code_model", NoSanitizeAddress = "no_sanitize_address",
    NoSanitizeHwAddress = "no_sanitize_hwaddress",
    SanitizeAddressDynInit = "sanitize_address_dyninit", Gc = "gc", Prefix = "prefix",
    Prologue = "prologue", Personality = "personality", Cc = "cc",
    // Types.
    Void = "void", Half = "half", BFloat = "bfloat", Float = "float", Double = "double",
    X86Fp80 = "x86_fp80", Fp128 = "fp128", PpcFp128 = "ppc_fp128", X86Amx = "x86_amx",
    X86Mmx = "x86_mmx", Ptr = "ptr", Label = "label", Token = "token", Metadata = "metadata",
    Vscale = "vscale", X = "x",
    // Constants.
    True = "true", False = "false", Null = "null", NoneTok = "none", Undef = "undef",
    Poison = "poison", ZeroInitializer = "zeroinitializer", C = "c", Splat = "splat",
    BlockAddress = "blockaddress", DsoLocalEquivalent = "dso_local_equivalent",
    NoCfi = "no_cfi", PtrAuth = "ptrauth", SideEffect = "sideeffect",
    IntelDialect = "inteldialect", Unwind = "unwind",
    // Instructions.
    Ret = "ret", Br = "br", Switch = "switch", IndirectBr = "indirectbr", Invoke = "invoke",
    CallBr = "callbr", Resume = "resume", CatchSwitch = "catchswitch", CatchRet = "catchret",
    CleanupRet = "cleanupret", Unreachable = "unreachable", FNeg = "fneg",
    Add = "add", Sub = "sub", Mul = "mul", UDiv = "udiv", SDiv = "sdiv", URem = "urem",
    SRem = "srem", Shl = "shl", LShr = "lshr", AShr = "ashr", And = "and", Or = "or",
    Xor = "xor", FAdd = "fadd", FSub = "fsub", FMul = "fmul", FDiv = "fdiv", FRem = "frem",
    Trunc = "trunc", ZExt = "zext", SExt = "sext", FpTrunc = "fptrunc", FpExt = "fpext",
    FpToUi = "fptoui", FpToSi = "fptosi", UiToFp = "uitofp", SiToFp = "sitofp",
    PtrToInt = "ptrtoint", IntToPtr = "inttoptr", Bitcast = "bitcast",
    AddrSpaceCast = "addrspacecast", ICmp = "icmp", FCmp = "fcmp", Select = "select",
    Freeze = "freeze", Phi = "phi", Alloca = "alloca", Load = "load", Store = "store",
    Fence = "fence", CmpXchg = "cmpxchg", AtomicRmw = "atomicrmw",
    GetElementPtr = "getelementptr", ExtractElement = "extractelement",
    InsertElement = "insertelement", ShuffleVector = "shufflevector",
    ExtractValue = "extractvalue", InsertValue = "insertvalue", Call = "call", Tail = "tail",
    MustTail = "musttail", NoTail = "notail", VaArg = "va_arg", LandingPad = "landingpad",
    CatchPad = "catchpad", CleanupPad = "cleanuppad",
    // Flags.
    Nuw = "nuw", Nsw = "nsw", Exact = "exact", Disjoint = "disjoint", Nneg = "nneg",
    SameSign = "samesign", Inbounds = "inbounds", Nusw = "nusw", InRange = "inrange",
    Volatile = "volatile", Atomic = "atomic", SyncScope = "syncscope",
    Unordered = "unordered", Monotonic = "monotonic", Acquire = "acquire",
    Release = "release", AcqRel = "acq_rel", SeqCst = "seq_cst",
    Nnan = "nnan", Ninf = "ninf", Nsz = "nsz", Arcp = "arcp", Contract = "contract",
    Afn = "afn", Reassoc = "reassoc", Fast = "fast",
    // Comparison predicates.
    Eq = "eq", Ne = "ne", Ugt = "ugt", Uge = "uge", Ult = "ult", Ule = "ule", Sgt = "sgt",
    Sge = "sge", Slt = "slt", Sle = "sle", Oeq = "oeq", Ogt = "ogt", Oge = "oge",
    Olt = "olt", Ole = "ole", One = "one", Ord = "ord", Ueq = "ueq", Une = "une", Uno = "uno",
    // Miscellaneous.
    To = "to", Within = "within", From = "from", Caller = "caller", Cleanup = "cleanup",
    Catch = "catch", Filter = "filter", Distinct = "distinct",
}

/// An open-addressing table from spelling to token kind. Words of at most
/// 16 bytes are compared as two little-endian `u64`s (zero padded); longer
/// keywords (a handful) are in a small side list. The common integer types
/// (`i1` ... `i128`) are entries too, so the lexer's hottest words all take
/// one probe.
pub(crate) struct KwTable {
    /// `(lo, hi, kind)`; `lo == 0` marks an empty slot.
    slots: Box<[(u64, u64, Tok); SLOTS]>,
    /// The words of fewer than eight bytes again, as `(lo, kind)`: the
    /// lexer's hottest lookups compare one word, and find the slots without
    /// following a pointer.
    short: [(u64, Tok); SLOTS],
    long: Vec<(&'static [u8], Tok)>,
}

/// log2 of the number of slots (2048 for ~460 words).
const BITS: u32 = 11;
/// Number of slots.
const SLOTS: usize = 1 << BITS;

/// Longest keyword we look up; longer words are never keywords.
const MAX_LEN: usize = 40;

/// Masks keeping the first `len` bytes of two little-endian words.
pub(crate) const MASKS: [(u64, u64); 17] = {
    let mut m = [(0u64, 0u64); 17];
    let mut len = 0;
    while len <= 16 {
        let lo = if len >= 8 {
            !0
        } else {
            (1u64 << (len * 8)) - 1
        };
        let hi = if len <= 8 {
            0
        } else if len == 16 {
            !0
        } else {
            (1u64 << ((len - 8) * 8)) - 1
        };
        m[len] = (lo, hi);
        len += 1;
    }
    m
};

/// The word packed into a `u128` (little-endian, zero padded), `len <= 16`.
#[inline]
pub(crate) fn pack(s: &[u8]) -> u128 {
    let mut buf = [0u8; 16];
    buf[..s.len()].copy_from_slice(s);
    u128::from_le_bytes(buf)
}

#[inline(always)]
fn slot(lo: u64, hi: u64) -> usize {
    let x = lo ^ hi.rotate_left(23);
    (x.wrapping_mul(0x9E37_79B9_7F4A_7C15) >> (64 - BITS)) as usize
}

impl KwTable {
    fn build() -> KwTable {
        let mut entries: Vec<(&'static [u8], Tok)> = Vec::new();
        for &k in Kw::ALL {
            entries.push((k.name().as_bytes(), Tok::Kw(k)));
        }
        for &a in AttrKind::ALL {
            let n = a.name().as_bytes();
            if !entries.iter().any(|e| e.0 == n) {
                entries.push((n, Tok::Attr(a)));
            }
        }
        for (i, (n, _)) in CALL_CONV_NAMES.iter().enumerate() {
            let n = n.as_bytes();
            if !n.contains(&b' ') && !entries.iter().any(|e| e.0 == n) {
                entries.push((n, Tok::Cc(i as u32)));
            }
        }
        for (n, w) in [
            (&b"i1"[..], 1),
            (b"i8", 8),
            (b"i16", 16),
            (b"i32", 32),
            (b"i64", 64),
            (b"i128", 128),
        ] {
            entries.push((n, Tok::IntType(w)));
        }
        let mut slots: Box<[(u64, u64, Tok); SLOTS]> = match vec![(0u64, 0u64, Tok::Eof); SLOTS]
            .into_boxed_slice()
            .try_into()
        {
            Ok(b) => b,
            Err(_) => unreachable!("the vector has SLOTS elements"),
        };
        let mut short = [(0u64, Tok::Eof); SLOTS];
        let mut long = Vec::new();
        for (n, k) in entries {
            if n.len() > 16 {
                long.push((n, k));
                continue;
            }
            let key = pack(n);
            let (lo, hi) = (key as u64, (key >> 64) as u64);
            let mut h = slot(lo, hi);
            while slots[h].0 != 0 {
                h = (h + 1) % SLOTS;
            }
            slots[h] = (lo, hi, k);
            if n.len() < 8 {
                let mut h = slot(lo, 0);
                while short[h].0 != 0 {
                    h = (h + 1) % SLOTS;
                }
                short[h] = (lo, k);
            }
        }
        KwTable { slots, short, long }
    }

    /// The shared table.
    pub(crate) fn get() -> &'static KwTable {
        static TABLE: OnceLock<KwTable> = OnceLock::new();
        TABLE.get_or_init(KwTable::build)
    }

    #[cfg(test)]
    /// Classifies `word` (`None`: not a keyword, attribute, calling
    /// convention or common integer type).
    pub(crate) fn lookup(&self, word: &[u8]) -> Option<Tok> {
        if word.is_empty() {
            return None;
        }
        if word.len() > 16 {
            return self.lookup_long(word);
        }
        let key = pack(word);
        self.lookup_key(key as u64, (key >> 64) as u64)
    }

    /// Longer words: the side list.
    #[cold]
    pub(crate) fn lookup_long(&self, word: &[u8]) -> Option<Tok> {
        if word.len() > MAX_LEN {
            return None;
        }
        self.long.iter().find(|e| e.0 == word).map(|e| e.1)
    }

    /// Classifies a word of 1 to 7 bytes given as a zero-padded
    /// little-endian word (`lo != 0`).
    #[inline(always)]
    pub(crate) fn lookup_short(&self, lo: u64) -> Option<Tok> {
        let mut h = slot(lo, 0);
        loop {
            let e = &self.short[h % SLOTS];
            if e.0 == lo {
                return Some(e.1);
            }
            if e.0 == 0 {
                return None;
            }
            h += 1;
        }
    }

    /// Classifies a word of 1 to 16 bytes given as two zero-padded
    /// little-endian words (`lo != 0`: the empty word would match an empty
    /// slot).
    #[inline(always)]
    pub(crate) fn lookup_key(&self, lo: u64, hi: u64) -> Option<Tok> {
        let mut h = slot(lo, hi);
        loop {
            let e = &self.slots[h % SLOTS];
            if e.0 == lo && e.1 == hi {
                return Some(e.2);
            }
            if e.0 == 0 {
                return None;
            }
            h += 1;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_keyword_attribute_and_cc_is_found() {
        let t = KwTable::get();
        for &k in Kw::ALL {
            assert_eq!(
                t.lookup(k.name().as_bytes()),
                Some(Tok::Kw(k)),
                "{}",
                k.name()
            );
            assert!(k.name().len() <= MAX_LEN);
        }
        for &a in AttrKind::ALL {
            match t.lookup(a.name().as_bytes()) {
                Some(Tok::Attr(b)) => assert_eq!(a, b),
                Some(Tok::Kw(Kw::Align | Kw::AlignStack)) => {}
                other => panic!("{}: {other:?}", a.name()),
            }
        }
        for (n, _) in CALL_CONV_NAMES {
            if !n.contains(' ') {
                assert!(matches!(t.lookup(n.as_bytes()), Some(Tok::Cc(_))), "{n}");
            }
        }
        assert_eq!(t.lookup(b"DW_TAG_member"), None);
        for e in t.slots.iter().filter(|e| e.0 != 0 && e.0 >> 56 == 0) {
            assert_eq!(t.lookup_short(e.0), Some(e.2));
        }
        assert_eq!(t.lookup_short(pack(b"DW_TAG") as u64), None);
    }

    #[test]
    fn every_entry_is_made_of_word_bytes() {
        // The lexer's fast route relies on this: a key that matches an
        // entry is a whole word.
        let word = |s: &str| s.bytes().all(|b| b.is_ascii_alphanumeric() || b == b'_');
        let t = KwTable::get();
        for e in t.slots.iter().filter(|e| e.0 != 0) {
            let key = e.0 as u128 | (e.1 as u128) << 64;
            let bytes = key.to_le_bytes();
            let len = bytes.iter().position(|&b| b == 0).unwrap_or(16);
            assert!(
                word(std::str::from_utf8(&bytes[..len]).unwrap()),
                "{bytes:?}"
            );
        }
        for (name, _) in &t.long {
            assert!(word(std::str::from_utf8(name).unwrap()));
        }
        assert_eq!(t.lookup(b""), None);
    }
}
