//! Interned byte strings: names of values, globals, metadata kinds, section
//! names and every other string a module repeats.

use std::collections::HashMap;
use std::hash::{BuildHasherDefault, Hasher};

/// An interned byte string, valid for the [`Interner`] that made it.
#[derive(Copy, Clone, PartialEq, Eq, Hash, PartialOrd, Ord, Debug)]
pub struct Sym(pub u32);

impl cranelift_entity::EntityRef for Sym {
    fn new(i: usize) -> Self {
        Sym(i as u32)
    }
    fn index(self) -> usize {
        self.0 as usize
    }
}

impl cranelift_entity::packed_option::ReservedValue for Sym {
    fn reserved_value() -> Self {
        Sym(u32::MAX)
    }
    fn is_reserved_value(&self) -> bool {
        self.0 == u32::MAX
    }
}

/// A fast non-cryptographic hasher (FxHash's multiply-rotate scheme) for the
/// interner and other tables keyed by small data. Inputs are not
/// attacker-chosen in a way that matters for a compiler run.
#[derive(Default, Clone, Copy)]
pub struct FxHasher {
    hash: u64,
}

const SEED: u64 = 0x51_7c_c1_b7_27_22_0a_95;

impl FxHasher {
    #[inline]
    fn add(&mut self, word: u64) {
        self.hash = (self.hash.rotate_left(5) ^ word).wrapping_mul(SEED);
    }
}

impl Hasher for FxHasher {
    #[inline]
    fn write(&mut self, bytes: &[u8]) {
        let mut chunks = bytes.chunks_exact(8);
        for c in &mut chunks {
            self.add(u64::from_le_bytes([
                c[0], c[1], c[2], c[3], c[4], c[5], c[6], c[7],
            ]));
        }
        let rest = chunks.remainder();
        if !rest.is_empty() {
            let mut buf = [0u8; 8];
            buf[..rest.len()].copy_from_slice(rest);
            self.add(u64::from_le_bytes(buf) ^ ((rest.len() as u64) << 56));
        }
    }
    #[inline]
    fn write_u8(&mut self, i: u8) {
        self.add(i as u64);
    }
    #[inline]
    fn write_u16(&mut self, i: u16) {
        self.add(i as u64);
    }
    #[inline]
    fn write_u32(&mut self, i: u32) {
        self.add(i as u64);
    }
    #[inline]
    fn write_u64(&mut self, i: u64) {
        self.add(i);
    }
    #[inline]
    fn write_usize(&mut self, i: usize) {
        self.add(i as u64);
    }
    #[inline]
    fn finish(&self) -> u64 {
        self.hash
    }
}

/// `HashMap` with [`FxHasher`].
pub type FxHashMap<K, V> = HashMap<K, V, BuildHasherDefault<FxHasher>>;

/// Interns byte strings; each distinct string gets one [`Sym`].
#[derive(Default, Clone, Debug)]
pub struct Interner {
    map: FxHashMap<Box<[u8]>, Sym>,
    strings: Vec<Box<[u8]>>,
}

impl Interner {
    /// An empty interner.
    pub fn new() -> Self {
        Self::default()
    }

    /// The symbol for `s`, creating it if new.
    pub fn intern(&mut self, s: &[u8]) -> Sym {
        if let Some(&sym) = self.map.get(s) {
            return sym;
        }
        let sym = Sym(self.strings.len() as u32);
        let owned: Box<[u8]> = s.into();
        self.strings.push(owned.clone());
        self.map.insert(owned, sym);
        sym
    }

    /// The symbol for `s` if it was interned before.
    pub fn lookup(&self, s: &[u8]) -> Option<Sym> {
        self.map.get(s).copied()
    }

    /// The bytes of `sym`.
    pub fn get(&self, sym: Sym) -> &[u8] {
        &self.strings[sym.0 as usize]
    }

    /// The bytes of `sym` as text (lossy for non-UTF-8 names).
    pub fn get_str(&self, sym: Sym) -> std::borrow::Cow<'_, str> {
        String::from_utf8_lossy(self.get(sym))
    }

    /// Number of interned strings.
    pub fn len(&self) -> usize {
        self.strings.len()
    }

    /// Whether nothing was interned.
    pub fn is_empty(&self) -> bool {
        self.strings.is_empty()
    }
}
