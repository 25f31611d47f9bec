//! What code and data refer to, shared by instruction selection, emission,
//! the JIT and the object writer: symbols, relocations and data objects.

/// A symbol referenced by code or data: an index into the module's symbol
/// table. The first `n` ids are the IR module's global values (functions,
/// global variables, aliases, ifuncs) in their `GlobalValue` index order;
/// the runtime-library names of [`LIBCALLS`] follow at `n + k`, then the
/// labels of address-taken blocks (`blockaddress`).
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug, PartialOrd, Ord)]
pub struct SymbolId(pub u32);

/// Runtime-library functions that generated code may call although the IR
/// does not name them (memory intrinsics, 128-bit division, libm for
/// intrinsics without an instruction). [`libcall_symbol`] gives their ids.
pub const LIBCALLS: &[&str] = &[
    "memcpy",
    "memmove",
    "memset",
    "__divti3",
    "__udivti3",
    "__modti3",
    "__umodti3",
    "__multi3",
    "fmod",
    "fmodf",
    "pow",
    "powf",
    "exp",
    "expf",
    "exp2",
    "exp2f",
    "log",
    "logf",
    "log2",
    "log2f",
    "log10",
    "log10f",
    "sin",
    "sinf",
    "cos",
    "cosf",
    "floor",
    "floorf",
    "ceil",
    "ceilf",
    "trunc",
    "truncf",
    "rint",
    "rintf",
    "nearbyint",
    "nearbyintf",
    "round",
    "roundf",
    "roundeven",
    "roundevenf",
    "fma",
    "fmaf",
    "fmin",
    "fminf",
    "fmax",
    "fmaxf",
    "ldexp",
    "ldexpf",
    "exp10",
    "exp10f",
    "tan",
    "tanf",
    "asin",
    "asinf",
    "acos",
    "acosf",
    "atan",
    "atanf",
    "atan2",
    "atan2f",
    "sinh",
    "sinhf",
    "cosh",
    "coshf",
    "tanh",
    "tanhf",
    "lrint",
    "lrintf",
    "llrint",
    "llrintf",
    "lround",
    "lroundf",
    "llround",
    "llroundf",
    "__extendhfsf2",
    "__truncsfhf2",
    "__truncdfhf2",
    "__addtf3",
    "__subtf3",
    "__multf3",
    "__divtf3",
    "__extenddftf2",
    "__trunctfdf2",
    "__floattidf",
    "__floatuntidf",
    "__fixdfti",
    "__fixunsdfti",
    "__floattisf",
    "__floatuntisf",
    "__fixsfti",
    "__fixunssfti",
    "__extendhftf2",
    "__trunctfhf2",
    "__truncxfhf2",
    "__extendsftf2",
    "__trunctfsf2",
    "__extendxftf2",
    "__trunctfxf2",
    "__eqtf2",
    "__netf2",
    "__gttf2",
    "__getf2",
    "__lttf2",
    "__letf2",
    "__unordtf2",
    "__fixtfsi",
    "__fixunstfsi",
    "__fixtfdi",
    "__fixunstfdi",
    "__fixtfti",
    "__fixunstfti",
    "__floatsitf",
    "__floatunsitf",
    "__floatditf",
    "__floatunditf",
    "__floattitf",
    "__floatuntitf",
    "__floattixf",
    "__floatuntixf",
    "__fixxfti",
    "__fixunsxfti",
    "__floattihf",
    "__floatuntihf",
    "__fixhfti",
    "__fixunshfti",
    "fmodl",
    "fmodf128",
    "sqrtf",
    "sqrtl",
    "sqrtf128",
    "floorl",
    "floorf128",
    "ceill",
    "ceilf128",
    "truncl",
    "truncf128",
    "rintl",
    "rintf128",
    "nearbyintl",
    "nearbyintf128",
    "roundl",
    "roundf128",
    "roundevenl",
    "roundevenf128",
    "fmal",
    "fmaf128",
    "fminl",
    "fminf128",
    "fmaxl",
    "fmaxf128",
    "powl",
    "powf128",
    "expl",
    "expf128",
    "exp2l",
    "exp2f128",
    "logl",
    "logf128",
    "log2l",
    "log2f128",
    "log10l",
    "log10f128",
    "sinl",
    "sinf128",
    "cosl",
    "cosf128",
    "tanl",
    "tanf128",
    "asinl",
    "asinf128",
    "acosl",
    "acosf128",
    "atanl",
    "atanf128",
    "sinhl",
    "sinhf128",
    "coshl",
    "coshf128",
    "tanhl",
    "tanhf128",
    "ldexpl",
    "ldexpf128",
    "exp10l",
    "exp10f128",
    "lrintl",
    "lrintf128",
    "llrintl",
    "llrintf128",
    "lroundl",
    "lroundf128",
    "llroundl",
    "llroundf128",
    "__powixf2",
    "__powitf2",
    "__powisf2",
    "__atomic_load_16",
    "__atomic_store_16",
    "__stack_chk_fail",
    "abort",
    "__tls_get_addr",
    "frexp",
    "frexpf",
    "_GLOBAL_OFFSET_TABLE_",
    "__powidf2",
];

/// The id of runtime-library function `name` in a module with
/// `num_globals` global values; `None` if `name` is not in [`LIBCALLS`].
pub fn libcall_symbol(num_globals: usize, name: &str) -> Option<SymbolId> {
    let k = LIBCALLS.iter().position(|&n| n == name)?;
    Some(SymbolId((num_globals + k) as u32))
}

/// How a relocation patches its site.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub enum RelocKind {
    /// x86-64: 32-bit PC-relative (`S + A - P`), data access (`R_X86_64_PC32`).
    X86PcRel4,
    /// x86-64: 32-bit PC-relative call (`R_X86_64_PLT32`; the JIT routes far
    /// targets through a stub).
    X86CallPlt4,
    /// x86-64: 32-bit PC-relative offset to the symbol's GOT entry
    /// (`R_X86_64_REX_GOTPCRELX`).
    X86GotPcRel4,
    /// 64-bit absolute address (`R_X86_64_64`), in data or in a `movabs`
    /// immediate (static large code model).
    Abs8,
    /// 32-bit absolute address (`R_X86_64_32`).
    Abs4,
    /// x86-64: 32-bit PC-relative offset to the symbol's GOT pair (module,
    /// offset) for `__tls_get_addr` (`R_X86_64_TLSGD`, general dynamic).
    X86TlsGd,
    /// x86-64: 32-bit PC-relative offset to the module's GOT pair
    /// (`R_X86_64_TLSLD`, local dynamic).
    X86TlsLd,
    /// x86-64: the symbol's 32-bit offset in its module's TLS block
    /// (`R_X86_64_DTPOFF32`, local dynamic).
    X86DtpOff4,
    /// x86-64: 32-bit PC-relative offset to the GOT entry holding the
    /// symbol's offset from the thread pointer (`R_X86_64_GOTTPOFF`,
    /// initial exec).
    X86GotTpOff4,
    /// x86-64: the symbol's 32-bit offset from the thread pointer
    /// (`R_X86_64_TPOFF32`, local exec).
    X86TpOff4,
    /// x86-64: 64-bit offset of the symbol from the GOT's base
    /// (`R_X86_64_GOTOFF64`, `S + A - GOT`; large code model).
    X86GotOff8,
    /// x86-64: 64-bit offset of the symbol's GOT entry from the GOT's base
    /// (`R_X86_64_GOT64`, `G + A`; large code model).
    X86GotEntry8,
    /// x86-64: 64-bit PC-relative offset to the GOT's base
    /// (`R_X86_64_GOTPC64`, `GOT + A - P`; the symbol is
    /// `_GLOBAL_OFFSET_TABLE_`; large code model).
    X86GotPc8,
}

impl RelocKind {
    /// Whether the relocation addresses thread-local storage (its symbol
    /// must be an `STT_TLS` one).
    pub fn is_tls(self) -> bool {
        matches!(
            self,
            RelocKind::X86TlsGd
                | RelocKind::X86TlsLd
                | RelocKind::X86DtpOff4
                | RelocKind::X86GotTpOff4
                | RelocKind::X86TpOff4
        )
    }
}

/// One relocation: at `offset` of the code or data object, the value of
/// `sym` plus `addend` according to `kind`.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub struct Reloc {
    /// Byte offset of the patched field.
    pub offset: u32,
    /// Patch kind.
    pub kind: RelocKind,
    /// Target symbol.
    pub sym: SymbolId,
    /// Addend (for PC-relative kinds it includes the usual `-4`).
    pub addend: i64,
}

/// Which kind of section a data object belongs in.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub enum DataKind {
    /// Writable, initialised (`.data`).
    Data,
    /// Read-only (`.rodata`).
    ReadOnly,
    /// Writable, all zeros (`.bss`).
    Zero,
    /// Thread-local, initialised (`.tdata`).
    ThreadData,
    /// Thread-local, all zeros (`.tbss`).
    ThreadZero,
}

/// A global variable's bytes, ready to place.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DataObject {
    /// Its symbol.
    pub sym: SymbolId,
    /// Initial bytes (for `Zero` kinds, only the length matters: `size`).
    pub bytes: Vec<u8>,
    /// Size in bytes.
    pub size: u64,
    /// Alignment in bytes.
    pub align: u64,
    /// Section kind.
    pub kind: DataKind,
    /// Pointers to other symbols inside the bytes.
    pub relocs: Vec<Reloc>,
}
