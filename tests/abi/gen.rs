//! Random function signatures and argument values for the ABI differential
//! test (`tests/abi_diff.rs`), written out as a pair of C files: a callee file
//! whose functions print every value they receive and return a known value,
//! and a caller file that calls them with known values and prints what comes
//! back. Everything is deterministic from `(seed, signature index)`.

use std::collections::BTreeSet;
use std::fmt::Write as _;

/// A feature a signature can use; the test can exclude features by name.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum Feat {
    /// `_Bool` (i1 zeroext in the IR).
    Bool,
    /// `signed`/`unsigned` `char` and `short` (i8/i16 signext/zeroext).
    Ext,
    /// `int`, `long long` (i32/i64).
    Int,
    /// `__int128`.
    I128,
    Float,
    Double,
    /// `long double` (x86_fp80) as an argument, variadic argument or result.
    LongDouble,
    /// `long double` inside a record (which makes it MEMORY class).
    LongDoubleField,
    /// `_Float16` (half, in the low 16 bits of an XMM register).
    Float16,
    /// `__float128` (fp128, a whole XMM register, class SSE + SSEUP).
    Float128,
    Ptr,
    /// 8- and 16-byte GCC vectors (`vector_size`).
    Vector,
    /// `float _Complex`, `double _Complex`.
    Complex,
    Struct,
    Union,
    /// A record inside a record.
    Nested,
    /// An array field inside a record.
    Array,
    Packed,
    /// `__attribute__((aligned(16|32)))` on a record.
    Aligned,
    /// A record argument larger than 16 bytes (MEMORY class, `byval`).
    Byval,
    /// A record result larger than 16 bytes (`sret`).
    Sret,
    /// A variadic callee reading its arguments with `va_arg`.
    Varargs,
    /// `va_arg` of a type aligned to 16 bytes (the overflow area is realigned).
    VarargsAlign16,
    /// `va_arg` of a type aligned to more than 16 bytes (`aligned(32)`): the
    /// callee rounds the overflow area up to 32, so the caller must align its
    /// outgoing arguments to 32.
    VarargsAlign32,
    /// More arguments than argument registers (some pass on the stack).
    ManyArgs,
    /// A scalar `__int128` argument when exactly one integer argument
    /// register is left: it goes to the stack and the register stays free for
    /// the next integer argument.
    I128Split,
}

pub const ALL_FEATS: &[Feat] = &[
    Feat::Bool,
    Feat::Ext,
    Feat::Int,
    Feat::I128,
    Feat::Float,
    Feat::Double,
    Feat::LongDouble,
    Feat::LongDoubleField,
    Feat::Float16,
    Feat::Float128,
    Feat::Ptr,
    Feat::Vector,
    Feat::Complex,
    Feat::Struct,
    Feat::Union,
    Feat::Nested,
    Feat::Array,
    Feat::Packed,
    Feat::Aligned,
    Feat::Byval,
    Feat::Sret,
    Feat::Varargs,
    Feat::VarargsAlign16,
    Feat::VarargsAlign32,
    Feat::ManyArgs,
    Feat::I128Split,
];

/// splitmix64: small, fast and good enough for test generation.
pub struct Rng(u64);

impl Rng {
    pub fn new(seed: u64, index: u64) -> Rng {
        let mut r = Rng(seed ^ index.wrapping_mul(0x9e37_79b9_7f4a_7c15) ^ 0x5851_f42d_4c95_7f2d);
        r.next();
        r
    }
    pub fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9e37_79b9_7f4a_7c15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        z ^ (z >> 31)
    }
    pub fn below(&mut self, n: u64) -> u64 {
        self.next() % n
    }
    pub fn chance(&mut self, percent: u64) -> bool {
        self.below(100) < percent
    }
    /// `bits` bits mixed from the current state, without advancing it.
    pub fn peek_bits(&self, bits: u32) -> u64 {
        (self.0.rotate_left(23).wrapping_mul(0x2545_f491_4f6c_dd1d) >> 40) & ((1 << bits) - 1)
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Scalar {
    Bool,
    /// bits (8, 16, 32, 64, 128) and signedness.
    Int(u32, bool),
    F32,
    F64,
    F80,
    /// `_Float16`.
    F16,
    /// `__float128`.
    F128,
    Ptr,
}

#[derive(Clone, Debug)]
pub enum Ty {
    S(Scalar),
    /// Element scalar and count; total size 8 or 16 bytes.
    Vec(Scalar, u32),
    /// `_Complex` of F32 or F64.
    Complex(Scalar),
    /// Index into `Sig::recs`.
    Rec(usize),
}

#[derive(Clone, Debug)]
pub struct Field {
    pub ty: Ty,
    /// `Some(n)`: an array of `n` elements.
    pub array: Option<u32>,
}

#[derive(Clone, Debug)]
pub struct Rec {
    pub union: bool,
    pub fields: Vec<Field>,
    pub packed: bool,
    pub align: Option<u64>,
    /// The member a union value initializes (and the one printed).
    pub active: usize,
}

#[derive(Clone, Debug)]
pub struct Sig {
    pub index: u64,
    pub recs: Vec<Rec>,
    pub params: Vec<Ty>,
    /// How many leading parameters are fixed when the function is variadic.
    pub fixed: Option<usize>,
    pub ret: Option<Ty>,
    pub feats: BTreeSet<Feat>,
}

fn scalar_size(s: Scalar) -> u64 {
    match s {
        Scalar::Bool => 1,
        Scalar::Int(b, _) => u64::from(b / 8),
        Scalar::F32 => 4,
        Scalar::F64 | Scalar::Ptr => 8,
        Scalar::F80 | Scalar::F128 => 16,
        Scalar::F16 => 2,
    }
}

fn scalar_c(s: Scalar) -> &'static str {
    match s {
        Scalar::Bool => "_Bool",
        Scalar::Int(8, true) => "signed char",
        Scalar::Int(8, false) => "unsigned char",
        Scalar::Int(16, true) => "short",
        Scalar::Int(16, false) => "unsigned short",
        Scalar::Int(32, true) => "int",
        Scalar::Int(32, false) => "unsigned",
        Scalar::Int(64, true) => "long long",
        Scalar::Int(64, false) => "unsigned long long",
        Scalar::Int(128, true) => "__int128",
        Scalar::Int(128, false) => "unsigned __int128",
        Scalar::Int(..) => unreachable!(),
        Scalar::F32 => "float",
        Scalar::F64 => "double",
        Scalar::F80 => "long double",
        Scalar::F16 => "_Float16",
        Scalar::F128 => "__float128",
        Scalar::Ptr => "void *",
    }
}

fn scalar_short(s: Scalar) -> String {
    match s {
        Scalar::Bool => "b".into(),
        Scalar::Int(b, sg) => format!("{}{b}", if sg { "i" } else { "u" }),
        Scalar::F32 => "f".into(),
        Scalar::F64 => "d".into(),
        Scalar::F80 => "ld".into(),
        Scalar::F16 => "h".into(),
        Scalar::F128 => "q".into(),
        Scalar::Ptr => "p".into(),
    }
}

/// SysV x86-64 class of one eightbyte.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Class {
    None,
    Int,
    Sse,
    /// The upper half of a 16-byte vector (same register as the lower).
    SseUp,
}

impl Sig {
    /// The eightbyte classes of an argument passed in registers, or None
    /// when it goes to memory (SysV x86-64 psABI 3.2.3).
    pub fn classify(&self, ty: &Ty) -> Option<Vec<Class>> {
        let (size, _) = self.layout(ty);
        if size > 16 {
            return None;
        }
        let mut cls = vec![Class::None; size.div_ceil(8) as usize];
        if self.leaves(ty, 0, &mut cls) {
            Some(cls)
        } else {
            None
        }
    }

    /// Merges the classes of the leaves of `ty` placed at `off`; false when
    /// something forces memory (x87, a misaligned field).
    fn leaves(&self, ty: &Ty, off: u64, cls: &mut [Class]) -> bool {
        let mut put = |at: u64, c: Class| {
            let e = &mut cls[(at / 8) as usize];
            *e = match (*e, c) {
                (Class::Int, _) | (_, Class::Int) => Class::Int,
                (Class::None, c) => c,
                _ => Class::Sse,
            };
        };
        match ty {
            Ty::S(Scalar::F80) => false,
            Ty::S(sc) => {
                let size = scalar_size(*sc);
                if !off.is_multiple_of(size) {
                    return false;
                }
                let c = if matches!(sc, Scalar::F32 | Scalar::F64 | Scalar::F16 | Scalar::F128) {
                    Class::Sse
                } else {
                    Class::Int
                };
                put(off, c);
                if size == 16 {
                    put(off + 8, if c == Class::Sse { Class::SseUp } else { c });
                }
                true
            }
            Ty::Complex(sc) => {
                let size = scalar_size(*sc);
                if !off.is_multiple_of(size) {
                    return false;
                }
                put(off, Class::Sse);
                put(off + size, Class::Sse);
                true
            }
            Ty::Vec(sc, n) => {
                let size = scalar_size(*sc) * u64::from(*n);
                if !off.is_multiple_of(size) {
                    return false;
                }
                put(off, Class::Sse);
                if size == 16 {
                    put(off + 8, Class::SseUp);
                }
                true
            }
            Ty::Rec(i) => {
                let r = &self.recs[*i];
                let mut at = 0u64;
                for f in &r.fields {
                    let (es, ea) = self.layout(&f.ty);
                    let fa = if r.packed { 1 } else { ea };
                    let start = if r.union { 0 } else { at.div_ceil(fa) * fa };
                    for k in 0..u64::from(f.array.unwrap_or(1)) {
                        if !self.leaves(&f.ty, off + start + k * es, cls) {
                            return false;
                        }
                    }
                    at = start + es * u64::from(f.array.unwrap_or(1));
                }
                true
            }
        }
    }

    /// (size, alignment) of a type, by the SysV x86-64 C layout rules.
    pub fn layout(&self, ty: &Ty) -> (u64, u64) {
        match ty {
            Ty::S(s) => (scalar_size(*s), scalar_size(*s)),
            Ty::Vec(s, n) => {
                let sz = scalar_size(*s) * u64::from(*n);
                (sz, sz)
            }
            Ty::Complex(s) => (2 * scalar_size(*s), scalar_size(*s)),
            Ty::Rec(i) => {
                let r = &self.recs[*i];
                let (mut size, mut align) = (0u64, 1u64);
                for f in &r.fields {
                    let (es, ea) = self.layout(&f.ty);
                    let fs = es * u64::from(f.array.unwrap_or(1));
                    let fa = if r.packed { 1 } else { ea };
                    align = align.max(fa);
                    if r.union {
                        size = size.max(fs);
                    } else {
                        size = size.div_ceil(fa) * fa + fs;
                    }
                }
                if let Some(a) = r.align {
                    align = align.max(a);
                }
                (size.div_ceil(align) * align, align)
            }
        }
    }

    pub fn c_ty(&self, ty: &Ty) -> String {
        match ty {
            Ty::S(s) => scalar_c(*s).to_string(),
            Ty::Vec(s, n) => format!("v{}x{}", n, scalar_short(*s)),
            Ty::Complex(s) => format!("{} _Complex", scalar_c(*s)),
            Ty::Rec(i) => format!("{} R{}_{}", self.kw(*i), self.index, i),
        }
    }

    fn kw(&self, i: usize) -> &'static str {
        if self.recs[i].union {
            "union"
        } else {
            "struct"
        }
    }

    pub fn name(&self) -> String {
        format!("f{}", self.index)
    }

    /// The C prototype (without record definitions).
    pub fn prototype(&self) -> String {
        let mut s = String::new();
        let ret = self
            .ret
            .as_ref()
            .map_or("void".to_string(), |t| self.c_ty(t));
        write!(s, "{ret} {}(", self.name()).unwrap();
        let n = self.fixed.unwrap_or(self.params.len());
        for (i, p) in self.params[..n].iter().enumerate() {
            if i > 0 {
                s.push_str(", ");
            }
            write!(s, "{} a{i}", self.c_ty(p)).unwrap();
        }
        if self.fixed.is_some() {
            s.push_str(", ...");
        } else if n == 0 {
            s.push_str("void");
        }
        s.push(')');
        s
    }

    /// The record definitions, innermost first.
    pub fn rec_defs(&self) -> String {
        let mut s = String::new();
        for (i, r) in self.recs.iter().enumerate() {
            let mut attrs = Vec::new();
            if r.packed {
                attrs.push("packed".to_string());
            }
            if let Some(a) = r.align {
                attrs.push(format!("aligned({a})"));
            }
            let attr = if attrs.is_empty() {
                String::new()
            } else {
                format!("__attribute__(({})) ", attrs.join(", "))
            };
            write!(s, "{} {attr}R{}_{i} {{", self.kw(i), self.index).unwrap();
            for (k, f) in r.fields.iter().enumerate() {
                write!(s, " {} f{k}", self.c_ty(&f.ty)).unwrap();
                if let Some(n) = f.array {
                    write!(s, "[{n}]").unwrap();
                }
                s.push(';');
            }
            s.push_str(" };\n");
        }
        s
    }

    /// Human-readable description: record definitions plus prototype.
    pub fn describe(&self) -> String {
        let mut s = self.rec_defs();
        s.push_str(&self.prototype());
        s.push(';');
        if let Some(n) = self.fixed {
            let rest: Vec<String> = self.params[n..].iter().map(|t| self.c_ty(t)).collect();
            write!(s, " /* variadic arguments: {} */", rest.join(", ")).unwrap();
        }
        s
    }
}

pub struct Gen<'a> {
    rng: Rng,
    allowed: &'a dyn Fn(Feat) -> bool,
    sig: Sig,
}

impl<'a> Gen<'a> {
    fn ok(&self, f: Feat) -> bool {
        (self.allowed)(f)
    }

    fn scalar(&mut self, depth: u32, varargs: bool) -> Scalar {
        loop {
            let (s, f) = match self.rng.below(20) {
                0 => (Scalar::Bool, Feat::Bool),
                1 => (Scalar::Int(8, self.rng.chance(50)), Feat::Ext),
                2 => (Scalar::Int(16, self.rng.chance(50)), Feat::Ext),
                3..=5 => (Scalar::Int(32, self.rng.chance(50)), Feat::Int),
                6..=8 => (Scalar::Int(64, self.rng.chance(50)), Feat::Int),
                9 => (Scalar::Int(128, self.rng.chance(50)), Feat::I128),
                // One in eight of these is the other format of the size
                // class, decided from the generator's state without
                // drawing, so signatures without them stay as they were.
                10..=12 if self.rng.peek_bits(3) == 0 => (Scalar::F16, Feat::Float16),
                10..=12 => (Scalar::F32, Feat::Float),
                13..=15 if self.rng.peek_bits(3) == 0 => (Scalar::F128, Feat::Float128),
                13..=15 => (Scalar::F64, Feat::Double),
                16 if depth > 0 => (Scalar::F80, Feat::LongDoubleField),
                16 => (Scalar::F80, Feat::LongDouble),
                _ => (Scalar::Ptr, Feat::Ptr),
            };
            // Default argument promotions: no narrow types through `...`.
            if varargs
                && matches!(
                    s,
                    Scalar::Bool | Scalar::Int(8 | 16, _) | Scalar::F32 | Scalar::F16
                )
            {
                continue;
            }
            if self.ok(f) {
                self.sig.feats.insert(f);
                return s;
            }
        }
    }

    fn vector(&mut self) -> Ty {
        let (s, n) = match self.rng.below(8) {
            0 => (Scalar::F32, 4),
            1 => (Scalar::F64, 2),
            2 => (Scalar::Int(32, true), 4),
            3 => (Scalar::Int(64, true), 2),
            4 => (Scalar::Int(16, true), 8),
            5 => (Scalar::Int(8, false), 16),
            6 => (Scalar::F32, 2),
            _ => (Scalar::Int(32, true), 2),
        };
        self.sig.feats.insert(Feat::Vector);
        Ty::Vec(s, n)
    }

    /// A type for a parameter, a result, or a record field (`depth` > 0).
    fn ty(&mut self, depth: u32, varargs: bool) -> Ty {
        let rec_p = if depth == 0 {
            35
        } else if depth == 1 {
            15
        } else {
            0
        };
        if self.rng.chance(rec_p) && (self.ok(Feat::Struct) || self.ok(Feat::Union)) {
            return self.rec(depth, varargs);
        }
        if self.rng.chance(5) && self.ok(Feat::Vector) {
            return self.vector();
        }
        if self.rng.chance(4) && self.ok(Feat::Complex) {
            self.sig.feats.insert(Feat::Complex);
            return Ty::Complex(if self.rng.chance(50) {
                Scalar::F32
            } else {
                Scalar::F64
            });
        }
        Ty::S(self.scalar(depth, varargs))
    }

    fn rec(&mut self, depth: u32, varargs: bool) -> Ty {
        let union = self.ok(Feat::Union) && (!self.ok(Feat::Struct) || self.rng.chance(20));
        self.sig
            .feats
            .insert(if union { Feat::Union } else { Feat::Struct });
        if depth > 0 {
            self.sig.feats.insert(Feat::Nested);
        }
        let nfields = 1 + self.rng.below(4) as usize;
        let mut fields = Vec::new();
        for _ in 0..nfields {
            // Fields are never promoted, so narrow types are fine in `...`.
            let ty = self.ty(depth + 1, false);
            let array = if self.ok(Feat::Array) && self.rng.chance(15) {
                self.sig.feats.insert(Feat::Array);
                Some(1 + self.rng.below(4) as u32)
            } else {
                None
            };
            fields.push(Field { ty, array });
        }
        let packed = self.ok(Feat::Packed) && self.rng.chance(8);
        if packed {
            self.sig.feats.insert(Feat::Packed);
        }
        let align = if self.ok(Feat::Aligned) && self.rng.chance(6) {
            self.sig.feats.insert(Feat::Aligned);
            Some(if self.rng.chance(75) { 16 } else { 32 })
        } else {
            None
        };
        let active = self.rng.below(nfields as u64) as usize;
        let _ = varargs;
        self.sig.recs.push(Rec {
            union,
            fields,
            packed,
            align,
            active,
        });
        Ty::Rec(self.sig.recs.len() - 1)
    }

    /// Draws until the signature uses only allowed features (sizes decide
    /// `Byval`, `Sret`, `ManyArgs` and `VarargsAlign16` after the fact).
    pub fn signature(seed: u64, index: u64, allowed: &'a dyn Fn(Feat) -> bool) -> Sig {
        for attempt in 0u64.. {
            let mut g = Gen {
                rng: Rng::new(seed, index.wrapping_add(attempt << 40)),
                allowed,
                sig: Sig {
                    index,
                    recs: Vec::new(),
                    params: Vec::new(),
                    fixed: None,
                    ret: None,
                    feats: BTreeSet::new(),
                },
            };
            g.fill();
            if g.sig.feats.iter().all(|&f| allowed(f)) {
                return g.sig;
            }
        }
        unreachable!()
    }

    fn fill(&mut self) {
        let varargs = self.ok(Feat::Varargs) && self.rng.chance(15);
        let many = self.ok(Feat::ManyArgs) && self.rng.chance(30);
        let n = if many {
            7 + self.rng.below(14)
        } else {
            self.rng.below(7)
        } as usize;
        let n = if varargs { n.max(2) } else { n };
        let fixed = if varargs {
            self.sig.feats.insert(Feat::Varargs);
            Some(1 + self.rng.below(n as u64 - 1) as usize)
        } else {
            None
        };
        for i in 0..n {
            let va = fixed.is_some_and(|f| i >= f);
            let t = self.ty(0, va);
            self.sig.params.push(t);
        }
        self.sig.fixed = fixed;
        if self.rng.chance(85) {
            self.sig.ret = Some(self.ty(0, false));
        }
        // Features that follow from sizes and register assignment.
        let sret = self
            .sig
            .ret
            .as_ref()
            .is_some_and(|r| matches!(r, Ty::Rec(_)) && self.sig.classify(r).is_none());
        let (mut gp, mut sse) = (if sret { 5 } else { 6 }, 8);
        let params = self.sig.params.clone();
        for (i, p) in params.iter().enumerate() {
            let (size, align) = self.sig.layout(p);
            if matches!(p, Ty::Rec(_)) && size > 16 {
                self.sig.feats.insert(Feat::Byval);
            }
            if fixed.is_some_and(|f| i >= f) && align >= 16 {
                self.sig.feats.insert(Feat::VarargsAlign16);
            }
            if fixed.is_some_and(|f| i >= f) && align > 16 {
                self.sig.feats.insert(Feat::VarargsAlign32);
            }
            if matches!(p, Ty::S(Scalar::Int(128, _))) && gp == 1 {
                self.sig.feats.insert(Feat::I128Split);
            }
            let cls = self.sig.classify(p);
            let need = |c: Class| {
                cls.as_ref()
                    .map_or(0, |v| v.iter().filter(|&&x| x == c).count())
            };
            let (ni, ns) = (need(Class::Int), need(Class::Sse));
            if cls.is_none() {
                continue;
            }
            if ni <= gp && ns <= sse {
                gp -= ni;
                sse -= ns;
            } else {
                self.sig.feats.insert(Feat::ManyArgs);
            }
        }
        if let Some(r @ Ty::Rec(_)) = &self.sig.ret
            && self.sig.layout(r).0 > 16
        {
            self.sig.feats.insert(Feat::Sret);
        }
    }
}

/// A value for every leaf of a type, as C initializers, plus the printing
/// code; `rng` makes the values.
pub struct Values<'s> {
    pub sig: &'s Sig,
}

fn hex_float(rng: &mut Rng, mant_bits: u32, exp_range: i64) -> String {
    let sign = if rng.chance(50) { "-" } else { "" };
    match rng.below(10) {
        0 => return format!("{sign}0.0"),
        1 => return format!("{sign}1.0"),
        _ => {}
    }
    let m = rng.next() & ((1u64 << mant_bits) - 1);
    let e = rng.below(2 * exp_range as u64 + 1) as i64 - exp_range;
    // Left-align the fraction to whole hex digits.
    let digits = mant_bits.div_ceil(4);
    let m = m << (digits * 4 - mant_bits);
    format!("{sign}0x1.{m:0w$x}p{e}", w = digits as usize)
}

fn int_value(rng: &mut Rng, bits: u32) -> u128 {
    let mask = if bits == 128 {
        u128::MAX
    } else {
        (1u128 << bits) - 1
    };
    let v: u128 = match rng.below(8) {
        0 => 0,
        1 => mask,                      // -1
        2 => 1u128 << (bits - 1),       // minimum signed
        3 => (1u128 << (bits - 1)) - 1, // maximum signed
        _ => (u128::from(rng.next()) << 64) | u128::from(rng.next()),
    };
    v & mask
}

impl Values<'_> {
    /// A C initializer for `ty` (braced for records and vectors).
    pub fn init(&self, rng: &mut Rng, ty: &Ty) -> String {
        match ty {
            Ty::S(s) => self.scalar_init(rng, *s),
            Ty::Vec(s, n) => {
                let v: Vec<String> = (0..*n).map(|_| self.scalar_init(rng, *s)).collect();
                format!("{{{}}}", v.join(", "))
            }
            Ty::Complex(s) => format!(
                "__builtin_complex({}, {})",
                self.scalar_init(rng, *s),
                self.scalar_init(rng, *s)
            ),
            Ty::Rec(i) => {
                let r = &self.sig.recs[*i];
                let field = |k: usize, rng: &mut Rng| {
                    let f = &r.fields[k];
                    match f.array {
                        Some(n) => {
                            let v: Vec<String> = (0..n).map(|_| self.init(rng, &f.ty)).collect();
                            format!("{{{}}}", v.join(", "))
                        }
                        None => self.init(rng, &f.ty),
                    }
                };
                if r.union {
                    format!("{{ .f{} = {} }}", r.active, field(r.active, rng))
                } else {
                    let v: Vec<String> = (0..r.fields.len()).map(|k| field(k, rng)).collect();
                    format!("{{ {} }}", v.join(", "))
                }
            }
        }
    }

    fn scalar_init(&self, rng: &mut Rng, s: Scalar) -> String {
        match s {
            Scalar::Bool => format!("{}", rng.below(2)),
            Scalar::Int(128, _) => {
                let v = int_value(rng, 128);
                format!(
                    "({})(((unsigned __int128)0x{:x}ULL << 64) | 0x{:x}ULL)",
                    scalar_c(s),
                    (v >> 64) as u64,
                    v as u64
                )
            }
            Scalar::Int(b, _) => format!("({})0x{:x}ULL", scalar_c(s), int_value(rng, b)),
            Scalar::F32 => format!("{}f", hex_float(rng, 23, 100)),
            Scalar::F64 => hex_float(rng, 52, 1000),
            Scalar::F80 => format!("{}L", hex_float(rng, 63, 16000)),
            // The same draws as `float` and `double` (see `scalar`).
            Scalar::F16 => format!("{}f16", hex_float(rng, 10, 14)),
            Scalar::F128 => format!("{}Q", hex_float(rng, 60, 16000)),
            Scalar::Ptr => format!("(void *)(abi_pool + {})", rng.below(4096)),
        }
    }

    /// Statements printing every leaf of `expr` (of type `ty`) tagged `tag`.
    pub fn print(&self, out: &mut String, tag: &str, expr: &str, ty: &Ty) {
        match ty {
            Ty::S(s) => {
                let f = match s {
                    Scalar::Bool | Scalar::Int(8..=64, _) => "pu",
                    Scalar::Int(..) => "pq",
                    Scalar::F32 => "pf",
                    Scalar::F64 => "pd",
                    Scalar::F80 => "pl",
                    Scalar::F16 => "pf",
                    Scalar::F128 => "pQ",
                    Scalar::Ptr => "pp",
                };
                let cast = match s {
                    Scalar::Bool | Scalar::Int(8..=64, _) => "(unsigned long long)",
                    // By address: no x86_fp80 value crosses a call the test
                    // did not ask for.
                    Scalar::F80 | Scalar::F128 => "&",
                    // Exact.
                    Scalar::F16 => "(float)",
                    _ => "",
                };
                writeln!(out, "  {f}(\"{tag}\", {cast}({expr}));").unwrap();
            }
            Ty::Complex(s) => {
                for part in ["real", "imag"] {
                    self.print(
                        out,
                        &format!("{tag}.{part}"),
                        &format!("__{part}__({expr})"),
                        &Ty::S(*s),
                    );
                }
            }
            Ty::Vec(s, n) => {
                for k in 0..*n {
                    self.print(
                        out,
                        &format!("{tag}[{k}]"),
                        &format!("{expr}[{k}]"),
                        &Ty::S(*s),
                    );
                }
            }
            Ty::Rec(i) => {
                let r = &self.sig.recs[*i];
                let ks: Vec<usize> = if r.union {
                    vec![r.active]
                } else {
                    (0..r.fields.len()).collect()
                };
                for k in ks {
                    let f = &r.fields[k];
                    match f.array {
                        Some(n) => {
                            for j in 0..n {
                                self.print(
                                    out,
                                    &format!("{tag}.f{k}[{j}]"),
                                    &format!("{expr}.f{k}[{j}]"),
                                    &f.ty,
                                );
                            }
                        }
                        None => {
                            self.print(out, &format!("{tag}.f{k}"), &format!("{expr}.f{k}"), &f.ty)
                        }
                    }
                }
            }
        }
    }
}

/// How a variadic callee reads its arguments (chosen by the index).
pub enum VaStyle {
    /// `va_arg` on the `va_list` from `va_start`.
    Direct,
    /// `va_arg` on a `va_copy` of it.
    Copy,
    /// `va_arg` in a helper function that receives the `va_list`.
    Helper,
}

impl VaStyle {
    pub fn of(sig: &Sig) -> VaStyle {
        match sig.index % 3 {
            0 => VaStyle::Direct,
            1 => VaStyle::Copy,
            _ => VaStyle::Helper,
        }
    }
}

const PRELUDE: &str = r#"#include <stdio.h>
#include <stdarg.h>
#include <string.h>
typedef float v4xf __attribute__((vector_size(16)));
typedef double v2xd __attribute__((vector_size(16)));
typedef int v4xi32 __attribute__((vector_size(16)));
typedef long long v2xi64 __attribute__((vector_size(16)));
typedef short v8xi16 __attribute__((vector_size(16)));
typedef unsigned char v16xu8 __attribute__((vector_size(16)));
typedef float v2xf __attribute__((vector_size(8)));
typedef int v2xi32 __attribute__((vector_size(8)));
extern char abi_pool[4096];
extern volatile unsigned long long abi_v[6];
static void pu(const char *t, unsigned long long v) { printf("%s=%llx\n", t, v); }
static void pq(const char *t, unsigned __int128 v) {
  printf("%s=%llx:%llx\n", t, (unsigned long long)(v >> 64), (unsigned long long)v);
}
static void pf(const char *t, float v) { unsigned u; memcpy(&u, &v, 4); printf("%s=%x\n", t, u); }
static void pd(const char *t, double v) {
  unsigned long long u; memcpy(&u, &v, 8); printf("%s=%llx\n", t, u);
}
static void pl(const char *t, const void *v) {
  unsigned long long lo = 0; unsigned short hi = 0;
  memcpy(&lo, v, 8); memcpy(&hi, (const char *)v + 8, 2);
  printf("%s=%x:%llx\n", t, hi, lo);
}
static void pQ(const char *t, const void *v) {
  unsigned long long w[2]; memcpy(w, v, 16); printf("%s=%llx:%llx\n", t, w[1], w[0]);
}
static void pp(const char *t, void *v) { printf("%s=@%ld\n", t, (long)((char *)v - abi_pool)); }
"#;

/// The callee file: every function prints its arguments (reading variadic
/// ones with `va_arg`) and returns a known value.
pub fn callee_c(sigs: &[Sig], seed: u64) -> String {
    let mut s = String::from(PRELUDE);
    s.push_str("char abi_pool[4096];\n");
    s.push_str(
        "volatile unsigned long long abi_v[6] = {0x1111111111111111ULL, 0x2222222222222222ULL, \
         0x3333333333333333ULL, 0x4444444444444444ULL, 0x5555555555555555ULL, \
         0x6666666666666666ULL};\n",
    );
    for sig in sigs {
        let v = Values { sig };
        let mut rng = Rng::new(seed ^ 0xca11ee, sig.index);
        s.push_str(&sig.rec_defs());
        if let (Some(n), VaStyle::Helper) = (sig.fixed, VaStyle::of(sig)) {
            // va_arg in another function, through the va_list passed down.
            let ps: Vec<String> = sig
                .params
                .iter()
                .enumerate()
                .skip(n)
                .map(|(i, p)| format!("{} *p{i}", sig.c_ty(p)))
                .collect();
            writeln!(
                s,
                "__attribute__((noinline)) static void rd{}(va_list ap, {}) {{",
                sig.index,
                ps.join(", ")
            )
            .unwrap();
            for (i, p) in sig.params.iter().enumerate().skip(n) {
                writeln!(s, "  *p{i} = va_arg(ap, {});", sig.c_ty(p)).unwrap();
            }
            s.push_str("}\n");
        }
        let name = sig.name();
        // Every fifth fixed-argument callee is a wrapper that forwards its
        // arguments to the function doing the work (a tail call at -O2).
        let forward = sig.fixed.is_none() && sig.index % 5 == 4;
        if forward {
            let proto =
                sig.prototype()
                    .replacen(&format!(" {name}("), &format!(" {name}_impl("), 1);
            writeln!(s, "__attribute__((noinline)) {proto};").unwrap();
            writeln!(s, "{} {{", sig.prototype()).unwrap();
            let args: Vec<String> = (0..sig.params.len()).map(|i| format!("a{i}")).collect();
            let ret = if sig.ret.is_some() { "return " } else { "" };
            writeln!(s, "  {ret}{name}_impl({});\n}}", args.join(", ")).unwrap();
            writeln!(s, "{proto} {{").unwrap();
        } else {
            writeln!(s, "{} {{", sig.prototype()).unwrap();
        }
        if let Some(n) = sig.fixed {
            let var: Vec<(usize, String)> = sig
                .params
                .iter()
                .enumerate()
                .skip(n)
                .map(|(i, p)| (i, sig.c_ty(p)))
                .collect();
            for (i, t) in &var {
                writeln!(s, "  {t} a{i};").unwrap();
            }
            writeln!(s, "  va_list ap;\n  va_start(ap, a{});", n - 1).unwrap();
            match VaStyle::of(sig) {
                VaStyle::Direct => {
                    for (i, t) in &var {
                        writeln!(s, "  a{i} = va_arg(ap, {t});").unwrap();
                    }
                }
                VaStyle::Copy => {
                    s.push_str("  va_list aq;\n  va_copy(aq, ap);\n");
                    for (i, t) in &var {
                        writeln!(s, "  a{i} = va_arg(aq, {t});").unwrap();
                    }
                    s.push_str("  va_end(aq);\n");
                }
                VaStyle::Helper => {
                    let ptrs: Vec<String> = var.iter().map(|(i, _)| format!("&a{i}")).collect();
                    writeln!(s, "  rd{}(ap, {});", sig.index, ptrs.join(", ")).unwrap();
                }
            }
            s.push_str("  va_end(ap);\n");
        }
        for (i, p) in sig.params.iter().enumerate() {
            v.print(&mut s, &format!("{name} a{i}"), &format!("a{i}"), p);
        }
        if let Some(r) = &sig.ret {
            let init = v.init(&mut rng, r);
            let t = sig.c_ty(r);
            if matches!(r, Ty::S(_)) {
                writeln!(s, "  return {init};").unwrap();
            } else {
                writeln!(s, "  {t} r = {init};\n  return r;").unwrap();
            }
        }
        s.push_str("}\n");
    }
    s
}

/// The caller file: `main` calls every function with known values and
/// prints the results, flushing after each call.
pub fn caller_c(sigs: &[Sig], seed: u64) -> String {
    let mut s = String::from(PRELUDE);
    for sig in sigs {
        let v = Values { sig };
        let mut rng = Rng::new(seed ^ 0xca11e4, sig.index);
        s.push_str(&sig.rec_defs());
        writeln!(s, "{};", sig.prototype()).unwrap();
        let name = sig.name();
        writeln!(
            s,
            "__attribute__((noinline)) static void t{}(void) {{",
            sig.index
        )
        .unwrap();
        let mut args = Vec::new();
        for (i, p) in sig.params.iter().enumerate() {
            writeln!(s, "  {} a{i} = {};", sig.c_ty(p), v.init(&mut rng, p)).unwrap();
            args.push(format!("a{i}"));
        }
        // Six values live across the call: optimized code keeps them in
        // callee-saved registers.
        s.push_str(
            "  unsigned long long k0 = abi_v[0], k1 = abi_v[1], k2 = abi_v[2], k3 = abi_v[3], \
             k4 = abi_v[4], k5 = abi_v[5];\n",
        );
        let call = if sig.index % 4 == 3 {
            // An indirect call, through a pointer the compiler cannot see.
            let ret = sig.ret.as_ref().map_or("void".to_string(), |t| sig.c_ty(t));
            let n = sig.fixed.unwrap_or(sig.params.len());
            let mut ps: Vec<String> = sig.params[..n].iter().map(|p| sig.c_ty(p)).collect();
            if sig.fixed.is_some() {
                ps.push("...".into());
            } else if ps.is_empty() {
                ps.push("void".into());
            }
            writeln!(s, "  {ret} (*volatile fp)({}) = {name};", ps.join(", ")).unwrap();
            format!("fp({})", args.join(", "))
        } else {
            format!("{name}({})", args.join(", "))
        };
        match &sig.ret {
            Some(r) => {
                writeln!(s, "  {} r = {call};", sig.c_ty(r)).unwrap();
                v.print(&mut s, &format!("{name} r"), "r", r);
            }
            None => writeln!(s, "  {call};").unwrap(),
        }
        for k in 0..6 {
            writeln!(s, "  pu(\"{name} k{k}\", k{k});").unwrap();
        }
        writeln!(s, "  printf(\"{name} done\\n\");\n  fflush(stdout);\n}}").unwrap();
    }
    s.push_str("int main(void) {\n");
    for sig in sigs {
        writeln!(s, "  t{}();", sig.index).unwrap();
    }
    s.push_str("  return 0;\n}\n");
    s
}
