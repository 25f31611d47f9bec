//! The LLVM target data-layout string (`target datalayout = "..."`), parsed
//! into a [`DataLayout`] that answers size/alignment questions.
//!
//! The grammar and the default values follow the "Data Layout" section of the
//! LLVM language reference: a list of specifications separated by `-`, each starting with
//! a letter (`e`, `E`, `S`, `P`, `G`, `A`, `p`, `i`, `v`, `f`, `a`, `F`, `m`,
//! `n`, `ni`). Anything not given keeps the language reference default.
//!
//! All alignments handed out by this module are in **bytes**; all sizes are in
//! **bits** unless the name says otherwise. Parsing never panics: every
//! malformed input is reported as an `Err(String)` naming the offending
//! specification.

use std::fmt;

/// Largest value (exclusive) accepted for sizes and address spaces: LLVM
/// stores them in 24 bits.
const MAX_24BIT: u64 = 1 << 24;

/// Largest value (exclusive) accepted for an alignment written in bits: LLVM
/// stores them in 16 bits, so the largest legal alignment is 32768 bits
/// (4096 bytes).
const MAX_ALIGN_BITS: u64 = 1 << 16;

/// Byte order of data in memory (`e` / `E`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Endianness {
    /// Least significant byte at the lowest address (`e`, the default).
    Little,
    /// Most significant byte at the lowest address (`E`).
    Big,
}

/// Symbol-name mangling scheme selected by `m:<mangling>`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Mangling {
    /// No `m:` specification: names are emitted as written.
    None,
    /// `m:e` — ELF: private symbols get a `.L` prefix.
    Elf,
    /// `m:l` — GOFF (z/OS).
    Goff,
    /// `m:m` — MIPS: private symbols get a `$` prefix.
    Mips,
    /// `m:o` — Mach-O: private symbols get `L`, other symbols get `_`.
    MachO,
    /// `m:x` — Windows x86 (32-bit) COFF: C symbols get a `_` prefix,
    /// `__stdcall`/`__fastcall`/`__vectorcall` get an `@N` suffix.
    WinCoffX86,
    /// `m:w` — Windows COFF: like `m:x` but C symbols get no `_` prefix.
    WinCoff,
    /// `m:a` — XCOFF (AIX): private symbols get an `L..` prefix.
    XCoff,
}

impl Mangling {
    /// The letter used after `m:` in the layout string (`None` has no letter).
    pub fn letter(self) -> Option<char> {
        match self {
            Mangling::None => None,
            Mangling::Elf => Some('e'),
            Mangling::Goff => Some('l'),
            Mangling::Mips => Some('m'),
            Mangling::MachO => Some('o'),
            Mangling::WinCoffX86 => Some('x'),
            Mangling::WinCoff => Some('w'),
            Mangling::XCoff => Some('a'),
        }
    }
}

/// How function-pointer alignment relates to function alignment (`F<type>`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum FunctionPtrAlignKind {
    /// `Fi<abi>`: function pointers are aligned to a multiple of `<abi>`,
    /// independently of the functions' own alignment.
    Independent,
    /// `Fn<abi>`: function pointers are aligned to a multiple of the explicit
    /// alignment of the function, and to a multiple of `<abi>`.
    MultipleOfFunctionAlign,
}

/// Function-pointer alignment (`Fi<abi>` / `Fn<abi>`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct FunctionPtrAlign {
    /// Which rule applies.
    pub kind: FunctionPtrAlignKind,
    /// The `<abi>` alignment, in bytes.
    pub align: u64,
}

/// Layout of pointers in one address space (`p[n]:<size>:<abi>[:<pref>[:<idx>]]`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct PointerSpec {
    /// The address space this entry describes.
    pub addrspace: u32,
    /// Pointer size in bits.
    pub size_bits: u32,
    /// ABI alignment in bytes.
    pub abi_align: u64,
    /// Preferred alignment in bytes (never less than `abi_align`).
    pub pref_align: u64,
    /// Size in bits of the index used for address calculation (GEP);
    /// never larger than `size_bits`.
    pub index_bits: u32,
    /// Whether the address space was listed in `ni:` (non-integral pointers).
    pub non_integral: bool,
}

/// Alignment entry for a primitive type of a given bit width
/// (`i<size>`, `f<size>` or `v<size>`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct AlignSpec {
    /// Type size in bits.
    pub bits: u32,
    /// ABI alignment in bytes.
    pub abi_align: u64,
    /// Preferred alignment in bytes (never less than `abi_align`).
    pub pref_align: u64,
}

/// A parsed target data layout.
///
/// Built with [`DataLayout::parse`] or [`Default::default`] (the language reference
/// default layout, identical to parsing the empty string).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DataLayout {
    endianness: Endianness,
    /// Natural stack alignment in bytes; `None` = unspecified (`S0`).
    stack_align: Option<u64>,
    program_addrspace: u32,
    globals_addrspace: u32,
    alloca_addrspace: u32,
    /// Sorted by address space; address space 0 is always present.
    pointers: Vec<PointerSpec>,
    /// Sorted by bit width; never empty (defaults cannot be removed).
    ints: Vec<AlignSpec>,
    /// Sorted by bit width.
    floats: Vec<AlignSpec>,
    /// Sorted by bit width.
    vectors: Vec<AlignSpec>,
    aggregate_abi_align: u64,
    aggregate_pref_align: u64,
    function_ptr_align: Option<FunctionPtrAlign>,
    /// In the order given by `n...`.
    native_ints: Vec<u32>,
    mangling: Mangling,
}

impl Default for DataLayout {
    /// The language reference default layout: `e`, `p:64:64:64`, `S0`, `i1:8:8`,
    /// `i8:8:8`, `i16:16:16`, `i32:32:32`, `i64:32:64`, `f16:16:16`,
    /// `f32:32:32`, `f64:64:64`, `f128:128:128`, `v64:64:64`,
    /// `v128:128:128`, `a:0:64`; no native integers, no mangling, all
    /// address spaces 0, no function-pointer alignment.
    fn default() -> Self {
        let spec = |bits: u32, abi: u64, pref: u64| AlignSpec {
            bits,
            abi_align: abi,
            pref_align: pref,
        };
        DataLayout {
            endianness: Endianness::Little,
            stack_align: None,
            program_addrspace: 0,
            globals_addrspace: 0,
            alloca_addrspace: 0,
            pointers: vec![PointerSpec {
                addrspace: 0,
                size_bits: 64,
                abi_align: 8,
                pref_align: 8,
                index_bits: 64,
                non_integral: false,
            }],
            ints: vec![
                spec(1, 1, 1),
                spec(8, 1, 1),
                spec(16, 2, 2),
                spec(32, 4, 4),
                spec(64, 4, 8),
            ],
            floats: vec![
                spec(16, 2, 2),
                spec(32, 4, 4),
                spec(64, 8, 8),
                spec(128, 16, 16),
            ],
            vectors: vec![spec(64, 8, 8), spec(128, 16, 16)],
            aggregate_abi_align: 1,
            aggregate_pref_align: 8,
            function_ptr_align: None,
            native_ints: Vec::new(),
            mangling: Mangling::None,
        }
    }
}

/// Error text for one specification.
fn spec_err(spec: &str, msg: impl fmt::Display) -> String {
    format!("{msg} in '{spec}'")
}

/// Parses a non-empty run of ASCII decimal digits into a `u64`.
fn parse_decimal(s: &str) -> Option<u64> {
    if s.is_empty() || !s.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    s.parse::<u64>().ok()
}

/// Parses a type/pointer/index size: a non-zero integer below 2^24.
fn parse_size(spec: &str, field: &str, what: &str) -> Result<u32, String> {
    if field.is_empty() {
        return Err(spec_err(spec, format!("missing {what} field")));
    }
    match parse_decimal(field)
        .filter(|&v| v != 0 && v < MAX_24BIT)
        .and_then(|v| u32::try_from(v).ok())
    {
        Some(v) => Ok(v),
        None => Err(spec_err(
            spec,
            format!("invalid {what} field '{field}' (must be an integer in [1, 2^24))"),
        )),
    }
}

/// Parses an address space: an integer below 2^24.
fn parse_addrspace(spec: &str, field: &str) -> Result<u32, String> {
    if field.is_empty() {
        return Err(spec_err(spec, "missing address space field"));
    }
    match parse_decimal(field)
        .filter(|&v| v < MAX_24BIT)
        .and_then(|v| u32::try_from(v).ok())
    {
        Some(v) => Ok(v),
        None => Err(spec_err(
            spec,
            format!("invalid address space '{field}' (must be an integer in [0, 2^24))"),
        )),
    }
}

/// Parses an alignment written in bits and returns it in bytes. With
/// `allow_zero`, `0` is accepted and means one byte.
fn parse_align(spec: &str, field: &str, what: &str, allow_zero: bool) -> Result<u64, String> {
    if field.is_empty() {
        return Err(spec_err(spec, format!("missing {what} alignment field")));
    }
    let Some(v) = parse_decimal(field).filter(|&v| v < MAX_ALIGN_BITS) else {
        return Err(spec_err(
            spec,
            format!("invalid {what} alignment '{field}' (must be an integer below 65536)"),
        ));
    };
    if v == 0 {
        if allow_zero {
            return Ok(1);
        }
        return Err(spec_err(spec, format!("{what} alignment must be non-zero")));
    }
    if v % 8 != 0 || !(v / 8).is_power_of_two() {
        return Err(spec_err(
            spec,
            format!("{what} alignment {v} is not a power of two multiple of 8 bits"),
        ));
    }
    Ok(v / 8)
}

/// Inserts or replaces the entry for `entry.bits`, keeping `list` sorted.
fn set_align_spec(list: &mut Vec<AlignSpec>, entry: AlignSpec) {
    match list.binary_search_by_key(&entry.bits, |s| s.bits) {
        Ok(i) => list[i] = entry,
        Err(i) => list.insert(i, entry),
    }
}

/// Exact-match lookup in a sorted alignment list.
fn find_exact(list: &[AlignSpec], bits: u32) -> Option<&AlignSpec> {
    list.binary_search_by_key(&bits, |s| s.bits)
        .ok()
        .and_then(|i| list.get(i))
}

/// Natural alignment for a type of `bits` bits without an explicit entry:
/// the store size in bytes rounded up to a power of two (at least 1).
fn natural_align(bits: u64) -> u64 {
    store_size(bits)
        .max(1)
        .checked_next_power_of_two()
        .unwrap_or(1 << 63)
}

/// Store size in bytes of a value of `bits` bits: bits rounded up to whole
/// bytes (e.g. 5 for `i36`, 10 for `x86_fp80`).
pub fn store_size(bits: u64) -> u64 {
    bits.div_ceil(8)
}

/// Rounds `value` up to a multiple of `align` (an `align` of 0 counts as 1);
/// `None` on overflow.
pub fn checked_align_to(value: u64, align: u64) -> Option<u64> {
    let align = align.max(1);
    value.div_ceil(align).checked_mul(align)
}

/// Alloc size in bytes (the distance between consecutive array elements) of
/// a value of `size_bits` bits with ABI alignment `align` bytes: the store
/// size rounded up to `align`. `None` on overflow.
pub fn checked_alloc_size(size_bits: u64, align: u64) -> Option<u64> {
    checked_align_to(store_size(size_bits), align)
}

/// Like [`checked_alloc_size`], but saturates to `u64::MAX` on overflow.
pub fn alloc_size(size_bits: u64, align: u64) -> u64 {
    checked_alloc_size(size_bits, align).unwrap_or(u64::MAX)
}

impl DataLayout {
    /// Parses a data-layout string (the part between the quotes of
    /// `target datalayout = "..."`). The empty string yields the default
    /// layout. Later specifications override earlier ones, as in LLVM.
    ///
    /// # Errors
    ///
    /// Returns a message naming the offending specification, e.g.
    /// `invalid pointer size field 'x' (...) in 'p:x:64'`, for: empty
    /// specifications, unknown specifiers, missing or extra fields,
    /// non-numeric fields, sizes/address spaces outside `[1, 2^24)` /
    /// `[0, 2^24)`, alignments that are zero (except `a:0`), not a power of
    /// two number of bytes, or 65536 bits or more, preferred alignments below
    /// the ABI alignment, an index size above the pointer size, `i8` not
    /// byte-aligned, `ni:0`, and unknown mangling or `F` kinds.
    pub fn parse(s: &str) -> Result<DataLayout, String> {
        let mut dl = DataLayout::default();
        if s.is_empty() {
            return Ok(dl);
        }
        let mut non_integral: Vec<u32> = Vec::new();
        for spec in s.split('-') {
            if spec.is_empty() {
                return Err(format!(
                    "empty specification in data layout '{s}' (stray '-')"
                ));
            }
            dl.parse_spec(spec, &mut non_integral)?;
        }
        // `ni:` is applied last, like LLVM: an address space without its own
        // pointer entry inherits address space 0's and is marked non-integral.
        for asp in non_integral {
            let mut ps = dl.pointer_spec(asp);
            ps.addrspace = asp;
            ps.non_integral = true;
            dl.set_pointer_spec(ps);
        }
        Ok(dl)
    }

    fn set_pointer_spec(&mut self, ps: PointerSpec) {
        match self
            .pointers
            .binary_search_by_key(&ps.addrspace, |p| p.addrspace)
        {
            Ok(i) => self.pointers[i] = ps,
            Err(i) => self.pointers.insert(i, ps),
        }
    }

    fn parse_spec(&mut self, spec: &str, non_integral: &mut Vec<u32>) -> Result<(), String> {
        // `ni` is the only two-letter specifier.
        if let Some(rest) = spec.strip_prefix("ni") {
            let Some(list) = rest.strip_prefix(':') else {
                return Err(spec_err(
                    spec,
                    "malformed specification (expected 'ni:<address space>[:<address space>]...')",
                ));
            };
            for field in list.split(':') {
                let asp = parse_addrspace(spec, field)?;
                if asp == 0 {
                    return Err(spec_err(spec, "address space 0 cannot be non-integral"));
                }
                non_integral.push(asp);
            }
            return Ok(());
        }

        let mut chars = spec.chars();
        let Some(letter) = chars.next() else {
            return Err("empty specification".to_string());
        };
        let rest = chars.as_str();
        match letter {
            'e' | 'E' => {
                if !rest.is_empty() {
                    return Err(spec_err(
                        spec,
                        "malformed specification (must be just 'e' or 'E')",
                    ));
                }
                self.endianness = if letter == 'E' {
                    Endianness::Big
                } else {
                    Endianness::Little
                };
            }
            // Deprecated `s` (old stack-object alignment); LLVM ignores it.
            's' => {}
            'i' | 'f' | 'v' => self.parse_primitive(spec, letter, rest)?,
            'a' => self.parse_aggregate(spec, rest)?,
            'p' => self.parse_pointer(spec, rest)?,
            'n' => {
                let mut widths = Vec::new();
                for field in rest.split(':') {
                    widths.push(parse_size(spec, field, "native integer width")?);
                }
                self.native_ints = widths;
            }
            'S' => {
                if rest.is_empty() {
                    return Err(spec_err(
                        spec,
                        "malformed specification (expected 'S<size>')",
                    ));
                }
                // `S0` (the language reference default) means "unspecified".
                self.stack_align = if parse_decimal(rest) == Some(0) {
                    None
                } else {
                    Some(parse_align(spec, rest, "stack natural", false)?)
                };
            }
            'F' => {
                let mut fchars = rest.chars();
                let kind = match fchars.next() {
                    Some('i') => FunctionPtrAlignKind::Independent,
                    Some('n') => FunctionPtrAlignKind::MultipleOfFunctionAlign,
                    Some(c) => {
                        return Err(spec_err(
                            spec,
                            format!(
                                "unknown function pointer alignment type '{c}' (expected 'i' or 'n')"
                            ),
                        ));
                    }
                    None => {
                        return Err(spec_err(
                            spec,
                            "malformed specification (expected 'F<type><abi>')",
                        ));
                    }
                };
                let align = parse_align(spec, fchars.as_str(), "function pointer", false)?;
                self.function_ptr_align = Some(FunctionPtrAlign { kind, align });
            }
            'P' => self.program_addrspace = parse_addrspace(spec, rest)?,
            'G' => self.globals_addrspace = parse_addrspace(spec, rest)?,
            'A' => self.alloca_addrspace = parse_addrspace(spec, rest)?,
            'm' => {
                let Some(mode) = rest.strip_prefix(':').filter(|m| !m.is_empty()) else {
                    return Err(spec_err(
                        spec,
                        "malformed specification (expected 'm:<mangling>')",
                    ));
                };
                self.mangling = match mode {
                    "e" => Mangling::Elf,
                    "l" => Mangling::Goff,
                    "m" => Mangling::Mips,
                    "o" => Mangling::MachO,
                    "x" => Mangling::WinCoffX86,
                    "w" => Mangling::WinCoff,
                    "a" => Mangling::XCoff,
                    _ => {
                        return Err(spec_err(spec, format!("unknown mangling mode '{mode}'")));
                    }
                };
            }
            other => {
                return Err(spec_err(spec, format!("unknown specifier '{other}'")));
            }
        }
        Ok(())
    }

    /// `i<size>:<abi>[:<pref>]`, `f...`, `v...`.
    fn parse_primitive(&mut self, spec: &str, letter: char, rest: &str) -> Result<(), String> {
        let fields: Vec<&str> = rest.split(':').collect();
        if fields.len() < 2 || fields.len() > 3 {
            return Err(spec_err(
                spec,
                format!("malformed specification (expected '{letter}<size>:<abi>[:<pref>]')"),
            ));
        }
        let bits = parse_size(spec, fields[0], "size")?;
        let abi = parse_align(spec, fields[1], "ABI", false)?;
        if letter == 'i' && bits == 8 && abi != 1 {
            return Err(spec_err(spec, "i8 must be 8-bit aligned"));
        }
        let pref = match fields.get(2) {
            Some(f) => parse_align(spec, f, "preferred", false)?,
            None => abi,
        };
        if pref < abi {
            return Err(spec_err(
                spec,
                "preferred alignment is less than the ABI alignment",
            ));
        }
        let entry = AlignSpec {
            bits,
            abi_align: abi,
            pref_align: pref,
        };
        let list = match letter {
            'i' => &mut self.ints,
            'f' => &mut self.floats,
            _ => &mut self.vectors,
        };
        set_align_spec(list, entry);
        Ok(())
    }

    /// `a[0]:<abi>[:<pref>]`.
    fn parse_aggregate(&mut self, spec: &str, rest: &str) -> Result<(), String> {
        let fields: Vec<&str> = rest.split(':').collect();
        if fields.len() < 2 || fields.len() > 3 {
            return Err(spec_err(
                spec,
                "malformed specification (expected 'a:<abi>[:<pref>]')",
            ));
        }
        // The size must be absent; LLVM tolerates an explicit 0.
        if !fields[0].is_empty() && parse_decimal(fields[0]) != Some(0) {
            return Err(spec_err(
                spec,
                format!(
                    "invalid aggregate size field '{}' (must be absent or 0)",
                    fields[0]
                ),
            ));
        }
        let abi = parse_align(spec, fields[1], "ABI", true)?;
        let pref = match fields.get(2) {
            Some(f) => parse_align(spec, f, "preferred", false)?,
            None => abi,
        };
        if pref < abi {
            return Err(spec_err(
                spec,
                "preferred alignment is less than the ABI alignment",
            ));
        }
        self.aggregate_abi_align = abi;
        self.aggregate_pref_align = pref;
        Ok(())
    }

    /// `p[n]:<size>:<abi>[:<pref>[:<idx>]]`.
    fn parse_pointer(&mut self, spec: &str, rest: &str) -> Result<(), String> {
        let fields: Vec<&str> = rest.split(':').collect();
        if fields.len() < 3 || fields.len() > 5 {
            return Err(spec_err(
                spec,
                "malformed specification (expected 'p[n]:<size>:<abi>[:<pref>[:<idx>]]')",
            ));
        }
        let addrspace = if fields[0].is_empty() {
            0
        } else {
            parse_addrspace(spec, fields[0])?
        };
        let size_bits = parse_size(spec, fields[1], "pointer size")?;
        let abi = parse_align(spec, fields[2], "ABI", false)?;
        let pref = match fields.get(3) {
            Some(f) => parse_align(spec, f, "preferred", false)?,
            None => abi,
        };
        if pref < abi {
            return Err(spec_err(
                spec,
                "preferred alignment is less than the ABI alignment",
            ));
        }
        let index_bits = match fields.get(4) {
            Some(f) => parse_size(spec, f, "index size")?,
            None => size_bits,
        };
        if index_bits > size_bits {
            return Err(spec_err(spec, "index size is larger than the pointer size"));
        }
        // Keep any non-integral flag from a preceding entry; `ni:` is applied
        // after all specifications anyway.
        self.set_pointer_spec(PointerSpec {
            addrspace,
            size_bits,
            abi_align: abi,
            pref_align: pref,
            index_bits,
            non_integral: false,
        });
        Ok(())
    }

    // ---- accessors -------------------------------------------------------

    /// Byte order.
    pub fn endianness(&self) -> Endianness {
        self.endianness
    }

    /// True for big-endian layouts (`E`).
    pub fn is_big_endian(&self) -> bool {
        self.endianness == Endianness::Big
    }

    /// True for little-endian layouts (`e`, the default).
    pub fn is_little_endian(&self) -> bool {
        self.endianness == Endianness::Little
    }

    /// Natural stack alignment in bytes (`S<bits>`); `None` if unspecified.
    pub fn stack_align(&self) -> Option<u64> {
        self.stack_align
    }

    /// Address space of program memory / functions (`P<n>`, default 0).
    pub fn program_addrspace(&self) -> u32 {
        self.program_addrspace
    }

    /// Default address space for global variables (`G<n>`, default 0).
    pub fn globals_addrspace(&self) -> u32 {
        self.globals_addrspace
    }

    /// Address space of `alloca` objects (`A<n>`, default 0).
    pub fn alloca_addrspace(&self) -> u32 {
        self.alloca_addrspace
    }

    /// The pointer entry for `addrspace`; address spaces without their own
    /// `p<n>` entry use address space 0's (the returned `addrspace` field is
    /// then 0 unless the space was listed in `ni:`).
    pub fn pointer_spec(&self, addrspace: u32) -> PointerSpec {
        let find = |asp: u32| {
            self.pointers
                .binary_search_by_key(&asp, |p| p.addrspace)
                .ok()
                .and_then(|i| self.pointers.get(i))
                .copied()
        };
        find(addrspace).or_else(|| find(0)).unwrap_or(PointerSpec {
            addrspace: 0,
            size_bits: 64,
            abi_align: 8,
            pref_align: 8,
            index_bits: 64,
            non_integral: false,
        })
    }

    /// All explicit pointer entries, sorted by address space (address space 0
    /// is always present).
    pub fn pointer_specs(&self) -> &[PointerSpec] {
        &self.pointers
    }

    /// Pointer size in bits in `addrspace`.
    pub fn pointer_size_bits(&self, addrspace: u32) -> u32 {
        self.pointer_spec(addrspace).size_bits
    }

    /// Pointer size in bytes (bits rounded up) in `addrspace`.
    pub fn pointer_size_bytes(&self, addrspace: u32) -> u64 {
        store_size(u64::from(self.pointer_size_bits(addrspace)))
    }

    /// Pointer ABI alignment in bytes in `addrspace`.
    pub fn pointer_abi_align(&self, addrspace: u32) -> u64 {
        self.pointer_spec(addrspace).abi_align
    }

    /// Pointer preferred alignment in bytes in `addrspace`.
    pub fn pointer_pref_align(&self, addrspace: u32) -> u64 {
        self.pointer_spec(addrspace).pref_align
    }

    /// Size in bits of the GEP index type for `addrspace` (defaults to the
    /// pointer size).
    pub fn pointer_index_size_bits(&self, addrspace: u32) -> u32 {
        self.pointer_spec(addrspace).index_bits
    }

    /// Whether pointers in `addrspace` are non-integral (listed in `ni:`).
    pub fn is_non_integral(&self, addrspace: u32) -> bool {
        self.pointer_spec(addrspace).non_integral
    }

    /// The address spaces listed in `ni:`, sorted ascending.
    pub fn non_integral_addrspaces(&self) -> Vec<u32> {
        self.pointers
            .iter()
            .filter(|p| p.non_integral)
            .map(|p| p.addrspace)
            .collect()
    }

    /// Looks up integer alignments with LLVM's rule: the exact entry if
    /// present, else the smallest larger entry, else the largest entry.
    fn int_spec(&self, bits: u32) -> Option<&AlignSpec> {
        let i = self.ints.partition_point(|s| s.bits < bits);
        self.ints.get(i).or_else(|| self.ints.last())
    }

    /// ABI alignment in bytes of `i<bits>`. Widths without an exact entry
    /// use the smallest larger `i` entry, or the largest one if none is larger
    /// (so with the defaults `i7` → `i8`, `i65`/`i256` → `i64`).
    pub fn int_abi_align(&self, bits: u32) -> u64 {
        self.int_spec(bits).map_or(1, |s| s.abi_align)
    }

    /// Preferred alignment in bytes of `i<bits>`, same lookup rule as
    /// [`DataLayout::int_abi_align`].
    pub fn int_pref_align(&self, bits: u32) -> u64 {
        self.int_spec(bits).map_or(1, |s| s.pref_align)
    }

    /// ABI alignment in bytes of a floating-point type of `bits` bits
    /// (`half` 16, `float` 32, `double` 64, `x86_fp80` 80, `fp128` 128...).
    /// Without an exact `f` entry: the store size rounded up to a power of two.
    pub fn float_abi_align(&self, bits: u32) -> u64 {
        find_exact(&self.floats, bits)
            .map_or_else(|| natural_align(u64::from(bits)), |s| s.abi_align)
    }

    /// Preferred alignment in bytes of a floating-point type of `bits` bits;
    /// same fallback as [`DataLayout::float_abi_align`].
    pub fn float_pref_align(&self, bits: u32) -> u64 {
        find_exact(&self.floats, bits)
            .map_or_else(|| natural_align(u64::from(bits)), |s| s.pref_align)
    }

    /// ABI alignment in bytes of a vector whose total size is `total_bits`.
    /// Without an exact `v` entry the vector is naturally aligned: its store
    /// size rounded up to a power of two.
    pub fn vector_abi_align(&self, total_bits: u64) -> u64 {
        u32::try_from(total_bits)
            .ok()
            .and_then(|b| find_exact(&self.vectors, b))
            .map_or_else(|| natural_align(total_bits), |s| s.abi_align)
    }

    /// Preferred alignment in bytes of a vector of `total_bits` bits; same
    /// fallback as [`DataLayout::vector_abi_align`].
    pub fn vector_pref_align(&self, total_bits: u64) -> u64 {
        u32::try_from(total_bits)
            .ok()
            .and_then(|b| find_exact(&self.vectors, b))
            .map_or_else(|| natural_align(total_bits), |s| s.pref_align)
    }

    /// ABI alignment in bytes for aggregates (`a:<abi>`; `a:0` = 1 byte,
    /// the default). A struct's alignment is the max of this and its fields'.
    pub fn aggregate_abi_align(&self) -> u64 {
        self.aggregate_abi_align
    }

    /// Preferred alignment in bytes for aggregates (default 8).
    pub fn aggregate_pref_align(&self) -> u64 {
        self.aggregate_pref_align
    }

    /// Explicit `i` entries, sorted by width.
    pub fn int_specs(&self) -> &[AlignSpec] {
        &self.ints
    }

    /// Explicit `f` entries, sorted by width.
    pub fn float_specs(&self) -> &[AlignSpec] {
        &self.floats
    }

    /// Explicit `v` entries, sorted by width.
    pub fn vector_specs(&self) -> &[AlignSpec] {
        &self.vectors
    }

    /// Function-pointer alignment (`Fi<n>` / `Fn<n>`), if specified.
    pub fn function_ptr_align(&self) -> Option<FunctionPtrAlign> {
        self.function_ptr_align
    }

    /// Native integer widths in bits (`n8:16:32:64`), in the order given;
    /// empty if unspecified.
    pub fn native_int_widths(&self) -> &[u32] {
        &self.native_ints
    }

    /// Whether `i<bits>` is one of the native integer widths.
    pub fn is_legal_int(&self, bits: u32) -> bool {
        self.native_ints.contains(&bits)
    }

    /// Whether `i<bits>` fits in some native integer width.
    pub fn fits_in_legal_int(&self, bits: u32) -> bool {
        self.native_ints.iter().any(|&w| bits <= w)
    }

    /// The smallest native integer width that is at least `bits`, if any.
    pub fn smallest_legal_int_width(&self, bits: u32) -> Option<u32> {
        self.native_ints
            .iter()
            .copied()
            .filter(|&w| w >= bits)
            .min()
    }

    /// The largest native integer width, if any are specified.
    pub fn largest_legal_int_width(&self) -> Option<u32> {
        self.native_ints.iter().copied().max()
    }

    /// Mangling mode (`m:`); [`Mangling::None`] if unspecified.
    pub fn mangling(&self) -> Mangling {
        self.mangling
    }

    /// Prefix character put in front of ordinary global symbol names:
    /// `'_'` for Mach-O (`m:o`) and Windows x86 COFF (`m:x`), none otherwise
    /// (including `m:w`, whose C symbols are not prefixed).
    pub fn global_prefix(&self) -> Option<char> {
        match self.mangling {
            Mangling::MachO | Mangling::WinCoffX86 => Some('_'),
            Mangling::None
            | Mangling::Elf
            | Mangling::Goff
            | Mangling::Mips
            | Mangling::WinCoff
            | Mangling::XCoff => None,
        }
    }

    /// Prefix for private (assembler-local) symbols, as LLVM uses it:
    /// `""` (no mangling), `".L"` (ELF, Windows COFF), `"L"` (Mach-O,
    /// Windows x86 COFF), `"$"` (MIPS), `"L.."` (XCOFF), `"L#"` (GOFF; the
    /// language reference text still says `@`, LLVM's implementation uses `L#`).
    pub fn private_prefix(&self) -> &'static str {
        match self.mangling {
            Mangling::None => "",
            Mangling::Elf | Mangling::WinCoff => ".L",
            Mangling::Goff => "L#",
            Mangling::Mips => "$",
            Mangling::MachO | Mangling::WinCoffX86 => "L",
            Mangling::XCoff => "L..",
        }
    }

    /// Prefix for linker-private symbols: `"l"` for Mach-O, `""` otherwise.
    pub fn linker_private_prefix(&self) -> &'static str {
        if self.mangling == Mangling::MachO {
            "l"
        } else {
            ""
        }
    }
}

impl std::str::FromStr for DataLayout {
    type Err = String;

    /// Same as [`DataLayout::parse`].
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        DataLayout::parse(s)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const X86_64_LINUX: &str =
        "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128";
    const AARCH64_LINUX: &str = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32";
    const DARWIN_ARM64: &str = "e-m:o-i64:64-i128:128-n32:64-S128-Fn32";
    const WIN_X86_64: &str =
        "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128";

    fn dl(s: &str) -> DataLayout {
        DataLayout::parse(s).unwrap_or_else(|e| panic!("{s:?} failed: {e}"))
    }

    #[test]
    fn langref_defaults() {
        let d = DataLayout::default();
        assert_eq!(d, dl(""));
        assert_eq!(d.endianness(), Endianness::Little);
        assert!(d.is_little_endian());
        assert_eq!(d.stack_align(), None);
        assert_eq!(d.program_addrspace(), 0);
        assert_eq!(d.globals_addrspace(), 0);
        assert_eq!(d.alloca_addrspace(), 0);
        for asp in [0, 1, 270, 0xff_ffff] {
            assert_eq!(d.pointer_size_bits(asp), 64);
            assert_eq!(d.pointer_abi_align(asp), 8);
            assert_eq!(d.pointer_pref_align(asp), 8);
            assert_eq!(d.pointer_index_size_bits(asp), 64);
            assert!(!d.is_non_integral(asp));
        }
        assert_eq!(d.pointer_size_bytes(0), 8);
        // i1:8:8 i8:8:8 i16:16:16 i32:32:32 i64:32:64
        assert_eq!((d.int_abi_align(1), d.int_pref_align(1)), (1, 1));
        assert_eq!((d.int_abi_align(8), d.int_pref_align(8)), (1, 1));
        assert_eq!((d.int_abi_align(16), d.int_pref_align(16)), (2, 2));
        assert_eq!((d.int_abi_align(32), d.int_pref_align(32)), (4, 4));
        assert_eq!((d.int_abi_align(64), d.int_pref_align(64)), (4, 8));
        // Language-reference examples: i7 -> i8; i65 and i256 -> i64 (largest).
        assert_eq!(d.int_abi_align(7), 1);
        assert_eq!(d.int_abi_align(24), 4);
        assert_eq!((d.int_abi_align(65), d.int_pref_align(65)), (4, 8));
        assert_eq!((d.int_abi_align(256), d.int_pref_align(256)), (4, 8));
        assert_eq!(d.int_abi_align(u32::MAX), 4);
        assert_eq!(d.int_abi_align(0), 1);
        // f16 f32 f64 f128
        assert_eq!(d.float_abi_align(16), 2);
        assert_eq!(d.float_abi_align(32), 4);
        assert_eq!(d.float_abi_align(64), 8);
        assert_eq!(d.float_abi_align(128), 16);
        // x86_fp80 not listed: store size 10 -> 16.
        assert_eq!(d.float_abi_align(80), 16);
        // v64 v128, others natural.
        assert_eq!(d.vector_abi_align(64), 8);
        assert_eq!(d.vector_abi_align(128), 16);
        assert_eq!(d.vector_abi_align(256), 32);
        assert_eq!(d.vector_abi_align(96), 16);
        assert_eq!(d.vector_abi_align(4), 1);
        assert_eq!(d.vector_abi_align(0), 1);
        assert_eq!(d.vector_pref_align(512), 64);
        assert_eq!(d.vector_abi_align(u64::MAX), 1 << 61);
        // a:0:64
        assert_eq!(d.aggregate_abi_align(), 1);
        assert_eq!(d.aggregate_pref_align(), 8);
        assert_eq!(d.function_ptr_align(), None);
        assert!(d.native_int_widths().is_empty());
        assert!(!d.is_legal_int(32));
        assert_eq!(d.largest_legal_int_width(), None);
        assert_eq!(d.mangling(), Mangling::None);
        assert_eq!(d.global_prefix(), None);
        assert_eq!(d.private_prefix(), "");
        assert!(d.non_integral_addrspaces().is_empty());
    }

    #[test]
    fn x86_64_linux() {
        let d = dl(X86_64_LINUX);
        assert_eq!(d.endianness(), Endianness::Little);
        assert_eq!(d.mangling(), Mangling::Elf);
        assert_eq!(d.global_prefix(), None);
        assert_eq!(d.private_prefix(), ".L");
        assert_eq!(d.linker_private_prefix(), "");
        assert_eq!(d.pointer_size_bits(0), 64);
        assert_eq!(d.pointer_abi_align(0), 8);
        assert_eq!(d.pointer_size_bits(270), 32);
        assert_eq!(d.pointer_abi_align(270), 4);
        assert_eq!(d.pointer_index_size_bits(270), 32);
        assert_eq!(d.pointer_size_bits(271), 32);
        assert_eq!(d.pointer_size_bits(272), 64);
        assert_eq!(d.pointer_size_bits(5), 64);
        assert_eq!(d.pointer_specs().len(), 4);
        assert_eq!(d.int_abi_align(1), 1);
        assert_eq!(d.int_abi_align(8), 1);
        assert_eq!(d.int_abi_align(16), 2);
        assert_eq!(d.int_abi_align(32), 4);
        assert_eq!(d.int_abi_align(64), 8);
        assert_eq!(d.int_pref_align(64), 8);
        assert_eq!(d.int_abi_align(128), 16);
        assert_eq!(d.int_abi_align(65), 16);
        assert_eq!(d.int_abi_align(512), 16);
        assert_eq!(d.float_abi_align(80), 16);
        assert_eq!(d.float_abi_align(64), 8);
        assert_eq!(d.native_int_widths(), &[8, 16, 32, 64]);
        assert!(d.is_legal_int(8) && d.is_legal_int(64));
        assert!(!d.is_legal_int(128) && !d.is_legal_int(1));
        assert!(d.fits_in_legal_int(33));
        assert!(!d.fits_in_legal_int(65));
        assert_eq!(d.smallest_legal_int_width(17), Some(32));
        assert_eq!(d.largest_legal_int_width(), Some(64));
        assert_eq!(d.stack_align(), Some(16));
        assert_eq!(d.aggregate_abi_align(), 1);
        assert_eq!(d.function_ptr_align(), None);
        // x86_fp80: store 10, align 16 -> alloc 16.
        assert_eq!(alloc_size(80, d.float_abi_align(80)), 16);
        assert_eq!(alloc_size(36, d.int_abi_align(36)), 8);
    }

    #[test]
    fn aarch64_linux() {
        let d = dl(AARCH64_LINUX);
        assert_eq!(d.mangling(), Mangling::Elf);
        assert_eq!((d.int_abi_align(8), d.int_pref_align(8)), (1, 4));
        assert_eq!((d.int_abi_align(16), d.int_pref_align(16)), (2, 4));
        assert_eq!((d.int_abi_align(32), d.int_pref_align(32)), (4, 4));
        assert_eq!((d.int_abi_align(64), d.int_pref_align(64)), (8, 8));
        assert_eq!(d.int_abi_align(128), 16);
        assert_eq!(d.int_abi_align(1), 1);
        assert_eq!(d.native_int_widths(), &[32, 64]);
        assert!(!d.is_legal_int(8));
        assert_eq!(d.stack_align(), Some(16));
        assert_eq!(
            d.function_ptr_align(),
            Some(FunctionPtrAlign {
                kind: FunctionPtrAlignKind::MultipleOfFunctionAlign,
                align: 4
            })
        );
        assert_eq!(d.pointer_size_bits(0), 64);
        assert_eq!(d.float_abi_align(128), 16);
    }

    #[test]
    fn darwin_arm64() {
        let d = dl(DARWIN_ARM64);
        assert_eq!(d.mangling(), Mangling::MachO);
        assert_eq!(d.global_prefix(), Some('_'));
        assert_eq!(d.private_prefix(), "L");
        assert_eq!(d.linker_private_prefix(), "l");
        assert_eq!(d.int_abi_align(64), 8);
        assert_eq!(d.int_abi_align(128), 16);
        assert_eq!(d.native_int_widths(), &[32, 64]);
        assert_eq!(d.stack_align(), Some(16));
        assert_eq!(d.function_ptr_align().map(|f| f.align), Some(4));
    }

    #[test]
    fn windows_x86_64() {
        let d = dl(WIN_X86_64);
        assert_eq!(d.mangling(), Mangling::WinCoff);
        assert_eq!(d.global_prefix(), None);
        assert_eq!(d.private_prefix(), ".L");
        assert_eq!(d.pointer_size_bits(270), 32);
        assert_eq!(d.float_abi_align(80), 16);
        assert_eq!(d.native_int_widths(), &[8, 16, 32, 64]);
        // 32-bit Windows x86 mangling.
        let d = dl(
            "e-m:x-p:32:32-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:32-n8:16:32-a:0:32-S32",
        );
        assert_eq!(d.mangling(), Mangling::WinCoffX86);
        assert_eq!(d.global_prefix(), Some('_'));
        assert_eq!(d.private_prefix(), "L");
        assert_eq!(d.pointer_size_bits(0), 32);
        assert_eq!(d.pointer_size_bits(272), 64);
        assert_eq!(d.float_abi_align(80), 4);
        assert_eq!(alloc_size(80, d.float_abi_align(80)), 12);
        assert_eq!(d.aggregate_pref_align(), 4);
        assert_eq!(d.stack_align(), Some(4));
    }

    #[test]
    fn big_endian() {
        // ARM big-endian.
        let d = dl("E-m:e-p:32:32-Fi8-i64:64-v128:64:128-a:0:32-n32-S64");
        assert_eq!(d.endianness(), Endianness::Big);
        assert!(d.is_big_endian());
        assert_eq!(d.pointer_size_bits(0), 32);
        assert_eq!(d.pointer_abi_align(0), 4);
        assert_eq!(d.pointer_index_size_bits(0), 32);
        assert_eq!(
            d.function_ptr_align(),
            Some(FunctionPtrAlign {
                kind: FunctionPtrAlignKind::Independent,
                align: 1
            })
        );
        assert_eq!(d.vector_abi_align(128), 8);
        assert_eq!(d.vector_pref_align(128), 16);
        assert_eq!(d.aggregate_abi_align(), 1);
        assert_eq!(d.aggregate_pref_align(), 4);
        assert_eq!(d.stack_align(), Some(8));
        // s390x.
        let d = dl("E-m:e-i1:8:16-i8:8:16-i64:64-f128:64-v128:64-a:8:16-n32:64");
        assert!(d.is_big_endian());
        assert_eq!((d.int_abi_align(1), d.int_pref_align(1)), (1, 2));
        assert_eq!(d.float_abi_align(128), 8);
        assert_eq!((d.aggregate_abi_align(), d.aggregate_pref_align()), (1, 2));
        // Later specs override earlier ones.
        assert_eq!(dl("E-e").endianness(), Endianness::Little);
    }

    #[test]
    fn address_spaces_and_ni() {
        let d = dl("e-p:64:64:64:32-p3:32:32-A5-G1-P2-ni:7:3-m:a-S0");
        assert_eq!(d.alloca_addrspace(), 5);
        assert_eq!(d.globals_addrspace(), 1);
        assert_eq!(d.program_addrspace(), 2);
        assert_eq!(d.pointer_index_size_bits(0), 32);
        assert_eq!(d.pointer_size_bits(0), 64);
        assert_eq!(d.stack_align(), None);
        assert!(d.is_non_integral(7));
        assert!(d.is_non_integral(3));
        assert!(!d.is_non_integral(0));
        assert!(!d.is_non_integral(1));
        // ni:7 inherited address space 0's layout.
        assert_eq!(d.pointer_size_bits(7), 64);
        assert_eq!(d.pointer_index_size_bits(7), 32);
        assert_eq!(d.pointer_size_bits(3), 32);
        assert_eq!(d.non_integral_addrspaces(), vec![3, 7]);
        assert_eq!(d.private_prefix(), "L..");
        assert_eq!(dl("m:l").private_prefix(), "L#");
        assert_eq!(dl("m:m").private_prefix(), "$");
        assert_eq!(dl("p0:32:32").pointer_size_bits(0), 32);
        assert_eq!(dl("a0:8").aggregate_abi_align(), 1);
        assert_eq!(dl("i32:32:64-i32:16").int_pref_align(32), 2);
        assert_eq!(dl("Fi0008").function_ptr_align().map(|f| f.align), Some(1));
        assert_eq!(dl("s0").endianness(), Endianness::Little);
        assert_eq!(dl("p:64:32768").pointer_abi_align(0), 4096);
        assert_eq!(
            "e-S64".parse::<DataLayout>().map(|d| d.stack_align()),
            Ok(Some(8))
        );
    }

    #[test]
    fn size_helpers() {
        assert_eq!(store_size(0), 0);
        assert_eq!(store_size(1), 1);
        assert_eq!(store_size(36), 5);
        assert_eq!(store_size(80), 10);
        assert_eq!(alloc_size(19, 4), 4);
        assert_eq!(alloc_size(100, 8), 16);
        assert_eq!(alloc_size(8, 0), 1);
        assert_eq!(alloc_size(u64::MAX, 1 << 62), 1 << 62);
        assert_eq!(checked_align_to(u64::MAX, 2), None);
        assert_eq!(checked_alloc_size(64, 1 << 63), Some(1 << 63));
        assert_eq!(checked_align_to(u64::MAX - 1, 1 << 63), None);
        assert_eq!(alloc_size(u64::MAX, 1 << 63), 1 << 63);
        assert_eq!(checked_align_to(13, 3), Some(15));
    }

    #[test]
    fn malformed() {
        let bad = [
            "x",
            "e-",
            "-e",
            "e--m:e",
            "ee",
            "e1",
            "p:x:64",
            "p:64",
            "p:64:64:64:64:64",
            "p:0:64",
            "p:64:63",
            "p:64:0",
            "p:64:64:32",
            "p:32:32:32:64",
            "p:32:32:32:0",
            "p16777216:64:64",
            "px:64:64",
            "p:16777216:64",
            "p:64:65536",
            "i8:16",
            "i0:8",
            "i16777216:8",
            "i32:24",
            "i32",
            "i32:",
            "i:32",
            "i32:32:16",
            "i32:32:64:128",
            "i32:+32",
            "i32:-32",
            "i-32:32",
            "f64:64:32",
            "v128",
            "v128:12",
            "a",
            "a:",
            "a1:8",
            "a:8:x",
            "a:16:8",
            "a:0:0",
            "S",
            "S12",
            "S7",
            "Sx",
            "S99999999999999999999999999",
            "m",
            "m:",
            "m:q",
            "m:ee",
            "me",
            "F",
            "Fi",
            "Fx8",
            "Fi0",
            "Fn12",
            "ni",
            "ni:",
            "ni:0",
            "ni:1:",
            "ni1",
            "nix",
            "n",
            "n8:",
            "n0",
            "n8:x",
            "P",
            "Px",
            "G-1",
            "A16777216",
            "A 5",
            "é",
            "e-m:e-p:64:64:64-i64:64\u{0}",
            " e",
        ];
        for s in bad {
            let r = DataLayout::parse(s);
            assert!(r.is_err(), "{s:?} should fail, got {r:?}");
            let msg = r.unwrap_err();
            assert!(!msg.is_empty());
        }
        assert_eq!(
            DataLayout::parse("e-p:x:64").unwrap_err(),
            "invalid pointer size field 'x' (must be an integer in [1, 2^24)) in 'p:x:64'"
        );
        assert_eq!(
            DataLayout::parse("m:q").unwrap_err(),
            "unknown mangling mode 'q' in 'm:q'"
        );
        assert_eq!(
            DataLayout::parse("i8:16").unwrap_err(),
            "i8 must be 8-bit aligned in 'i8:16'"
        );
        assert_eq!(
            DataLayout::parse("z").unwrap_err(),
            "unknown specifier 'z' in 'z'"
        );
    }

    /// Deterministic mini-fuzzer: random strings over the layout alphabet and
    /// byte mutations of real layouts must never panic.
    #[test]
    fn fuzz_no_panic() {
        let mut state: u64 = 0x9E37_79B9_7F4A_7C15;
        let mut next = move || {
            state ^= state << 13;
            state ^= state >> 7;
            state ^= state << 17;
            state
        };
        let alphabet: Vec<char> = "eEpiavfFnmsSPGAxolw0123456789:-é\u{0}".chars().collect();
        for _ in 0..20_000 {
            let len = (next() % 24) as usize;
            let s: String = (0..len)
                .map(|_| alphabet[(next() % alphabet.len() as u64) as usize])
                .collect();
            let _ = DataLayout::parse(&s);
        }
        let seeds = [X86_64_LINUX, AARCH64_LINUX, DARWIN_ARM64, WIN_X86_64];
        for _ in 0..20_000 {
            let seed = seeds[(next() % seeds.len() as u64) as usize];
            let mut chars: Vec<char> = seed.chars().collect();
            for _ in 0..1 + next() % 3 {
                let pos = (next() % chars.len() as u64) as usize;
                let c = alphabet[(next() % alphabet.len() as u64) as usize];
                match next() % 3 {
                    0 => chars[pos] = c,
                    1 => chars.insert(pos, c),
                    _ => {
                        chars.remove(pos);
                    }
                }
                if chars.is_empty() {
                    break;
                }
            }
            let s: String = chars.into_iter().collect();
            if let Ok(d) = DataLayout::parse(&s) {
                // Exercise accessors on whatever parsed.
                let _ = d.int_abi_align(next() as u32);
                let _ = d.vector_abi_align(next());
                let _ = d.float_abi_align(next() as u32);
                let _ = d.pointer_size_bits(next() as u32);
            }
        }
    }
}
