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

/// An open-addressing table of entity indices for a pool that stores each
/// key once: the table keeps a 32-bit hash and the index, and the pool
/// answers equality against its own storage. Keeps the load factor at most
/// one half; growing reuses the stored hashes.
#[derive(Clone, Debug, Default)]
pub(crate) struct IndexTable {
    /// `hash32 << 32 | (index + 1)`; 0 marks an empty slot.
    slots: Vec<u64>,
    len: usize,
}

impl IndexTable {
    /// The 32 bits of a 64-bit hash the table uses.
    #[inline]
    fn hash32(hash: u64) -> u32 {
        (hash >> 32) as u32
    }

    /// The index whose key has hash `hash` and satisfies `eq`.
    #[inline]
    pub(crate) fn find(&self, hash: u64, mut eq: impl FnMut(u32) -> bool) -> Option<u32> {
        if self.slots.is_empty() {
            return None;
        }
        let h = Self::hash32(hash);
        let mask = self.slots.len() - 1;
        let mut i = h as usize & mask;
        loop {
            let s = self.slots[i];
            if s == 0 {
                return None;
            }
            if (s >> 32) as u32 == h && eq(s as u32 - 1) {
                return Some(s as u32 - 1);
            }
            i = (i + 1) & mask;
        }
    }

    /// Adds `index` (not present yet) under `hash`.
    pub(crate) fn insert(&mut self, hash: u64, index: u32) {
        if (self.len + 1) * 2 > self.slots.len() {
            self.grow();
        }
        Self::place(&mut self.slots, Self::hash32(hash), index + 1);
        self.len += 1;
    }

    fn place(slots: &mut [u64], h: u32, entry: u32) {
        let mask = slots.len() - 1;
        let mut i = h as usize & mask;
        while slots[i] != 0 {
            i = (i + 1) & mask;
        }
        slots[i] = ((h as u64) << 32) | entry as u64;
    }

    #[cold]
    fn grow(&mut self) {
        let size = (self.slots.len() * 2).max(64);
        let mut slots = vec![0u64; size];
        for &s in &self.slots {
            if s != 0 {
                Self::place(&mut slots, (s >> 32) as u32, s as u32);
            }
        }
        self.slots = slots;
    }
}

/// Interns byte strings; each distinct string gets one [`Sym`]. The strings
/// live back to back in one buffer.
#[derive(Default, Clone, Debug)]
pub struct Interner {
    bytes: Vec<u8>,
    /// End offset in `bytes` of each symbol's string.
    ends: Vec<u32>,
    table: IndexTable,
}

impl Interner {
    /// An empty interner.
    pub fn new() -> Self {
        Self::default()
    }

    fn hash(s: &[u8]) -> u64 {
        use std::hash::BuildHasher;
        BuildHasherDefault::<FxHasher>::default().hash_one(s)
    }

    /// The symbol for `s`, creating it if new.
    pub fn intern(&mut self, s: &[u8]) -> Sym {
        let h = Self::hash(s);
        if let Some(i) = self.table.find(h, |i| self.get(Sym(i)) == s) {
            return Sym(i);
        }
        let sym = Sym(self.ends.len() as u32);
        self.bytes.extend_from_slice(s);
        self.ends.push(self.bytes.len() as u32);
        self.table.insert(h, sym.0);
        sym
    }

    /// The symbol for `s` if it was interned before.
    pub fn lookup(&self, s: &[u8]) -> Option<Sym> {
        self.table
            .find(Self::hash(s), |i| self.get(Sym(i)) == s)
            .map(Sym)
    }

    /// The bytes of `sym`.
    pub fn get(&self, sym: Sym) -> &[u8] {
        let i = sym.0 as usize;
        let end = self.ends[i] as usize;
        let start = if i == 0 { 0 } else { self.ends[i - 1] as usize };
        &self.bytes[start..end]
    }

    /// The bytes of `sym` as text (lossy for non-UTF-8 names).
    pub fn get_str(&self, sym: Sym) -> std::borrow::Cow<'_, str> {
        String::from_utf8_lossy(self.get(sym))
    }

    /// Number of interned strings.
    pub fn len(&self) -> usize {
        self.ends.len()
    }

    /// Whether nothing was interned.
    pub fn is_empty(&self) -> bool {
        self.ends.is_empty()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn interner_round_trips_and_dedups() {
        let mut i = Interner::new();
        let words: Vec<Vec<u8>> = (0..5000u32)
            .map(|n| format!("name{n}").into_bytes())
            .chain([Vec::new(), b"a\0b".to_vec()])
            .collect();
        let syms: Vec<Sym> = words.iter().map(|w| i.intern(w)).collect();
        for (w, &s) in words.iter().zip(&syms) {
            assert_eq!(i.intern(w), s);
            assert_eq!(i.get(s), &w[..]);
            assert_eq!(i.lookup(w), Some(s));
        }
        assert_eq!(i.len(), words.len());
        assert_eq!(i.lookup(b"missing"), None);
    }
}
