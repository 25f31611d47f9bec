//! Keyword recognition: one hash-table probe per bare word classifies it as a
//! keyword ([`Kw`]), an attribute ([`AttrKind`]), a calling convention, or
//! nothing.

use crate::attributes::AttrKind;
use crate::module::CALL_CONV_NAMES;
use std::sync::OnceLock;

macro_rules! keywords {
    ($($v:ident = $s:literal),* $(,)?) => {
        /// The keywords of the `.ll` language the parser dispatches on.
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

/// What a bare word is.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub(crate) enum WordKind {
    /// A keyword.
    Kw(Kw),
    /// An attribute that is not also a keyword.
    Attr(AttrKind),
    /// A named calling convention (index into `CALL_CONV_NAMES`).
    Cc(u8),
}

/// An open-addressing table from spelling to [`WordKind`]. Words of at most
/// 16 bytes are compared as one `u128`; longer keywords (a handful) are in a
/// small side list.
pub(crate) struct KwTable {
    keys: Box<[u128]>,
    kinds: Box<[Option<WordKind>]>,
    long: Vec<(&'static [u8], WordKind)>,
    shift: u32,
}

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

#[inline]
fn slot(key: u128, shift: u32) -> usize {
    let x = (key as u64) ^ ((key >> 64) as u64).rotate_left(23);
    (x.wrapping_mul(0x9E37_79B9_7F4A_7C15) >> shift) as usize
}

impl KwTable {
    fn build() -> KwTable {
        let mut entries: Vec<(&'static [u8], WordKind)> = Vec::new();
        for &k in Kw::ALL {
            entries.push((k.name().as_bytes(), WordKind::Kw(k)));
        }
        for &a in AttrKind::ALL {
            let n = a.name().as_bytes();
            if !entries.iter().any(|e| e.0 == n) {
                entries.push((n, WordKind::Attr(a)));
            }
        }
        for (i, (n, _)) in CALL_CONV_NAMES.iter().enumerate() {
            let n = n.as_bytes();
            if !n.contains(&b' ') && !entries.iter().any(|e| e.0 == n) {
                entries.push((n, WordKind::Cc(i as u8)));
            }
        }
        let bits = 11u32; // 2048 slots for ~450 words
        let size = 1usize << bits;
        let shift = 64 - bits;
        let mut keys = vec![0u128; size].into_boxed_slice();
        let mut kinds = vec![None; size].into_boxed_slice();
        let mut long = Vec::new();
        for (n, k) in entries {
            if n.len() > 16 {
                long.push((n, k));
                continue;
            }
            let key = pack(n);
            let mut h = slot(key, shift);
            while kinds[h].is_some() {
                h = (h + 1) & (size - 1);
            }
            keys[h] = key;
            kinds[h] = Some(k);
        }
        KwTable {
            keys,
            kinds,
            long,
            shift,
        }
    }

    /// The shared table.
    pub(crate) fn get() -> &'static KwTable {
        static TABLE: OnceLock<KwTable> = OnceLock::new();
        TABLE.get_or_init(KwTable::build)
    }

    /// Classifies `word`.
    #[cfg(test)]
    pub(crate) fn lookup(&self, word: &[u8]) -> Option<WordKind> {
        if word.len() > 16 {
            return self.lookup_long(word);
        }
        self.lookup_key(pack(word))
    }

    /// Classifies the word `src[start..start + len]`, reading whole words
    /// of the source when it has them.
    #[inline(always)]
    pub(crate) fn lookup_at(&self, src: &[u8], start: usize, len: usize) -> Option<WordKind> {
        if len > 16 {
            return self.lookup_long(&src[start..start + len]);
        }
        let key = match src.get(start..start + 16) {
            Some(b) => {
                let lo = u64::from_le_bytes([b[0], b[1], b[2], b[3], b[4], b[5], b[6], b[7]]);
                let hi = u64::from_le_bytes([b[8], b[9], b[10], b[11], b[12], b[13], b[14], b[15]]);
                let (ml, mh) = MASKS[len];
                (lo & ml) as u128 | (((hi & mh) as u128) << 64)
            }
            None => pack(&src[start..start + len]),
        };
        self.lookup_key(key)
    }

    #[cold]
    fn lookup_long(&self, word: &[u8]) -> Option<WordKind> {
        if word.len() > MAX_LEN {
            return None;
        }
        self.long.iter().find(|e| e.0 == word).map(|e| e.1)
    }

    #[inline]
    fn lookup_key(&self, key: u128) -> Option<WordKind> {
        let mask = self.keys.len() - 1;
        let mut h = slot(key, self.shift);
        loop {
            let k = self.kinds[h]?;
            if self.keys[h] == key {
                return Some(k);
            }
            h = (h + 1) & mask;
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
                Some(WordKind::Kw(k)),
                "{}",
                k.name()
            );
            assert!(k.name().len() <= MAX_LEN);
        }
        for &a in AttrKind::ALL {
            match t.lookup(a.name().as_bytes()) {
                Some(WordKind::Attr(b)) => assert_eq!(a, b),
                Some(WordKind::Kw(Kw::Align | Kw::AlignStack)) => {}
                other => panic!("{}: {other:?}", a.name()),
            }
        }
        for (n, _) in CALL_CONV_NAMES {
            if !n.contains(' ') {
                assert!(
                    matches!(t.lookup(n.as_bytes()), Some(WordKind::Cc(_))),
                    "{n}"
                );
            }
        }
        assert_eq!(t.lookup(b"DW_TAG_member"), None);
        assert_eq!(t.lookup(b""), None);
    }
}
