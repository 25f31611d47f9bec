//! Constants, interned per module: each distinct constant has one [`Const`].

use crate::module::GlobalValue;
use crate::symbols::{FxHasher, IndexTable, Sym};
use crate::types::Type;
use cranelift_entity::{PrimaryMap, entity_impl};
use std::hash::BuildHasherDefault;

/// An interned constant.
#[derive(Copy, Clone, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Const(u32);
entity_impl!(Const, "const");

/// The bits of an integer constant, truncated to the type's width
/// (two's complement; the sign is the top bit of the width).
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub enum IntValue {
    /// Widths up to 128 bits; unused high bits are zero.
    Small(u128),
    /// Wider values: little-endian 64-bit words, exactly `ceil(bits/64)` of
    /// them, unused high bits zero.
    Big(Box<[u64]>),
}

/// A reference to a basic block of another function, as `blockaddress` names it.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub enum BlockName {
    /// `%name`
    Named(Sym),
    /// `%N`
    Numbered(u32),
}

/// The operation of a constant expression.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub enum ExprOp {
    /// A cast (`trunc`, `ptrtoint`, `bitcast`, ...), to the expression's type.
    Cast(crate::instructions::CastOp),
    /// A binary operator (`add`, `sub`, `mul`, `xor`, `shl`, ...).
    Binary(crate::instructions::BinaryOp),
    /// `getelementptr` with its source element type; operands are the
    /// pointer then the indices. `inrange` is in [`ConstData::Expr::inrange`].
    Gep(Type),
    /// `extractelement (vec, idx)`
    ExtractElement,
    /// `insertelement (vec, elt, idx)`
    InsertElement,
    /// `shufflevector (a, b, mask)`
    ShuffleVector,
    /// `icmp pred (a, b)` (older IR; kept for completeness).
    ICmp(crate::instructions::IntPredicate),
    /// `fcmp pred (a, b)` (older IR; kept for completeness).
    FCmp(crate::instructions::FloatPredicate),
    /// `select (c, a, b)` (older IR).
    Select,
    /// `extractvalue (agg, idx...)` (older IR); indices in `inrange` unused,
    /// stored as trailing integer operands.
    ExtractValue,
    /// `insertvalue (agg, val, idx...)` (older IR).
    InsertValue,
}

/// What a [`Const`] is. Every variant that can have more than one type
/// records its type.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub enum ConstData {
    /// An integer (`i1 true` is `Int` with value 1).
    Int {
        /// The integer (or vector-of-integer splat is not this; see `Splat`).
        ty: Type,
        /// Its bits.
        val: IntValue,
    },
    /// A floating-point value, as its IEEE (or x87/double-double) bit pattern
    /// in the low bits.
    Float {
        /// The float type.
        ty: Type,
        /// The bit pattern.
        bits: u128,
    },
    /// `null` of a pointer type.
    Null(Type),
    /// `none` (the token constant).
    None,
    /// `undef`
    Undef(Type),
    /// `poison`
    Poison(Type),
    /// `zeroinitializer` (also `target(...) zeroinitializer`).
    Zero(Type),
    /// `{ ... }` / `<{ ... }>` struct constants.
    Struct {
        /// The struct type.
        ty: Type,
        /// Field values.
        elems: Box<[Const]>,
    },
    /// `[ ... ]` array constants.
    Array {
        /// The array type.
        ty: Type,
        /// Element values.
        elems: Box<[Const]>,
    },
    /// `< ... >` vector constants.
    Vector {
        /// The vector type.
        ty: Type,
        /// Element values.
        elems: Box<[Const]>,
    },
    /// `splat (T v)`: every element of the vector is `elem`.
    Splat {
        /// The vector type.
        ty: Type,
        /// The repeated element.
        elem: Const,
    },
    /// `c"..."`: an array of `i8` given as bytes.
    Bytes {
        /// The array type.
        ty: Type,
        /// The bytes.
        data: Box<[u8]>,
    },
    /// The address of a global value (`@g`).
    Global {
        /// The pointer type of the global.
        ty: Type,
        /// The global.
        gv: GlobalValue,
    },
    /// `blockaddress(@f, %bb)`
    BlockAddress {
        /// Pointer type.
        ty: Type,
        /// The function.
        func: GlobalValue,
        /// The block of `func`.
        block: BlockName,
    },
    /// `dso_local_equivalent @f`
    DsoLocalEquivalent {
        /// Pointer type.
        ty: Type,
        /// The function.
        gv: GlobalValue,
    },
    /// `no_cfi @f`
    NoCfi {
        /// Pointer type.
        ty: Type,
        /// The function.
        gv: GlobalValue,
    },
    /// `ptrauth (ptr P, i32 KEY[, i64 DISC[, ptr ADDRDISC]])`
    PtrAuth {
        /// Pointer type.
        ty: Type,
        /// Operands as written (2 to 4).
        ops: Box<[Const]>,
    },
    /// A constant expression.
    Expr {
        /// Result type.
        ty: Type,
        /// Operation.
        op: ExprOp,
        /// Flags, as in [`crate::instructions::InstFlags`].
        flags: crate::instructions::InstFlags,
        /// `inrange(lo, hi)` of a `getelementptr`.
        inrange: Option<(i64, i64)>,
        /// Operands.
        ops: Box<[Const]>,
    },
}

impl ConstData {
    /// The constants this one is built from (elements, operands), in
    /// order; empty for leaves. Global values are leaves.
    pub fn operands(&self) -> &[Const] {
        match self {
            ConstData::Struct { elems, .. }
            | ConstData::Array { elems, .. }
            | ConstData::Vector { elems, .. } => elems,
            ConstData::Splat { elem, .. } => std::slice::from_ref(elem),
            ConstData::PtrAuth { ops, .. } | ConstData::Expr { ops, .. } => ops,
            _ => &[],
        }
    }
}

/// The module's constant table.
#[derive(Clone, Debug, Default)]
pub struct ConstPool {
    data: PrimaryMap<Const, ConstData>,
    /// Index of `data` by content (each constant is stored once).
    table: IndexTable,
}

impl ConstPool {
    /// An empty pool.
    pub fn new() -> Self {
        Self::default()
    }

    /// The handle for `data`, interning it if new.
    pub fn intern(&mut self, data: ConstData) -> Const {
        use std::hash::BuildHasher;
        let h = BuildHasherDefault::<FxHasher>::default().hash_one(&data);
        if let Some(i) = self
            .table
            .find(h, |i| self.data[Const::from_u32(i)] == data)
        {
            return Const::from_u32(i);
        }
        let c = self.data.push(data);
        self.table.insert(h, c.as_u32());
        c
    }

    /// The handle for `data` if it is in the pool.
    pub fn find(&self, data: &ConstData) -> Option<Const> {
        use std::hash::BuildHasher;
        let h = BuildHasherDefault::<FxHasher>::default().hash_one(data);
        self.table
            .find(h, |i| self.data[Const::from_u32(i)] == *data)
            .map(Const::from_u32)
    }

    /// Rewrites every constant in place with `f`, which must keep distinct
    /// constants distinct (for example, renumbering global values by a
    /// bijection), and rebuilds the index. Handles stay valid.
    pub fn rewrite(&mut self, mut f: impl FnMut(&mut ConstData)) {
        use std::hash::BuildHasher;
        for d in self.data.values_mut() {
            f(d);
        }
        self.table = IndexTable::default();
        for (c, d) in self.data.iter() {
            let h = BuildHasherDefault::<FxHasher>::default().hash_one(d);
            self.table.insert(h, c.as_u32());
        }
    }

    /// What `c` is.
    #[inline]
    pub fn get(&self, c: Const) -> &ConstData {
        &self.data[c]
    }

    /// The type of `c`; `none` has type `token`, passed in as `token`.
    pub fn type_of(&self, c: Const, token: Type) -> Type {
        match &self.data[c] {
            ConstData::Int { ty, .. }
            | ConstData::Float { ty, .. }
            | ConstData::Struct { ty, .. }
            | ConstData::Array { ty, .. }
            | ConstData::Vector { ty, .. }
            | ConstData::Splat { ty, .. }
            | ConstData::Bytes { ty, .. }
            | ConstData::Global { ty, .. }
            | ConstData::BlockAddress { ty, .. }
            | ConstData::DsoLocalEquivalent { ty, .. }
            | ConstData::NoCfi { ty, .. }
            | ConstData::PtrAuth { ty, .. }
            | ConstData::Expr { ty, .. } => *ty,
            ConstData::Null(ty)
            | ConstData::Undef(ty)
            | ConstData::Poison(ty)
            | ConstData::Zero(ty) => *ty,
            ConstData::None => token,
        }
    }

    /// Number of constants.
    pub fn len(&self) -> usize {
        self.data.len()
    }

    /// Whether the pool is empty.
    pub fn is_empty(&self) -> bool {
        self.data.is_empty()
    }

    /// All constants, in creation order.
    pub fn iter(&self) -> impl Iterator<Item = (Const, &ConstData)> {
        self.data.iter()
    }
}

impl IntValue {
    /// The value as `u64` if it fits (zero-extended from its width).
    pub fn as_u64(&self) -> Option<u64> {
        match self {
            IntValue::Small(v) => u64::try_from(*v).ok(),
            IntValue::Big(w) => w[1..].iter().all(|&x| x == 0).then(|| w[0]),
        }
    }

    /// The value sign-extended from `bits` to `i128`, if it fits.
    pub fn as_i128(&self, bits: u32) -> Option<i128> {
        match self {
            IntValue::Small(v) => {
                if bits == 0 || bits >= 128 {
                    return Some(*v as i128);
                }
                let shift = 128 - bits;
                Some(((*v << shift) as i128) >> shift)
            }
            IntValue::Big(w) => {
                let top_set = {
                    let b = bits - 1;
                    (w[(b / 64) as usize] >> (b % 64)) & 1 == 1
                };
                let fill = if top_set { u64::MAX } else { 0 };
                // Fits if every word above the low two is pure sign fill and
                // bit 127 agrees with the sign.
                let last_full = (bits / 64) as usize;
                for (i, &x) in w.iter().enumerate().skip(2) {
                    let expect = if i == last_full && !bits.is_multiple_of(64) {
                        fill & ((1u64 << (bits % 64)) - 1)
                    } else {
                        fill
                    };
                    if x != expect {
                        return None;
                    }
                }
                let v = (w[0] as u128) | ((w.get(1).copied().unwrap_or(0) as u128) << 64);
                let v = v as i128;
                ((v < 0) == top_set).then_some(v)
            }
        }
    }

    /// Whether all bits are zero.
    pub fn is_zero(&self) -> bool {
        match self {
            IntValue::Small(v) => *v == 0,
            IntValue::Big(w) => w.iter().all(|&x| x == 0),
        }
    }
}

/// The `x86_fp80` encoding LLVM keeps for the constant with bits `bits`
/// (sign and exponent in bits 64..80, the significand with its explicit
/// integer bit below): LLVM holds float constants as `APFloat`s, which read
/// an unnormal (exponent neither 0 nor 0x7fff, integer bit clear) as a NaN
/// and write it back with exponent 0x7fff, and a pseudo-denormal (exponent
/// 0, integer bit set) as the normal number it equals, written back with
/// exponent 1. Every other encoding (pseudo-NaNs and pseudo-infinities
/// included) is kept. The `.ll` parser and the bitcode reader apply it, so
/// kiln computes with and prints the values LLVM does.
pub fn canonical_x86_fp80(bits: u128) -> u128 {
    let se = (bits >> 64) as u16;
    let m = bits as u64;
    let (sign, e, int_bit) = (se & 0x8000, se & 0x7fff, m >> 63 != 0);
    let e = if e != 0 && e != 0x7fff && !int_bit {
        0x7fff
    } else if e == 0 && int_bit {
        1
    } else {
        e
    };
    ((sign | e) as u128) << 64 | m as u128
}

#[cfg(test)]
mod x86_fp80_tests {
    use super::canonical_x86_fp80;

    #[test]
    fn canonical_x86_fp80_as_llvm_as_and_llvm_dis_give_it() {
        let k = |se: u128, m: u64| se << 64 | m as u128;
        // Unnormals become NaNs with the same significand and sign.
        assert_eq!(canonical_x86_fp80(k(0x3fff, 1 << 62)), k(0x7fff, 1 << 62));
        assert_eq!(canonical_x86_fp80(k(0x8001, 0)), k(0xffff, 0));
        // Pseudo-denormals become the normal number they are.
        assert_eq!(canonical_x86_fp80(k(0, 1 << 63)), k(1, 1 << 63));
        assert_eq!(canonical_x86_fp80(k(0x8000, u64::MAX)), k(0x8001, u64::MAX));
        // The rest stays: zeros, denormals, normals, infinities, NaNs,
        // pseudo-NaNs and pseudo-infinities.
        for b in [
            k(0, 0),
            k(0x8000, 0),
            k(0, 1),
            k(0x3fff, 1 << 63),
            k(0x7fff, 1 << 63),
            k(0x7fff, 0),
            k(0x7fff, 1),
            k(0xffff, 3 << 62),
        ] {
            assert_eq!(canonical_x86_fp80(b), b);
        }
    }
}
