//! Membership test for interference edges between graph nodes: a
//! triangular bit matrix for small graphs, an open-addressing hash set of
//! node pairs for large ones.
//!
//! The matrix takes n²/2 bits whatever the number of edges, cleared every
//! round: with up to 11,500 nodes (8 MiB) that made compile time grow
//! quadratically with the number of virtual registers below the switch
//! (10,000 values in a row: 27 ms of regalloc against 3.7 ms for 6,000)
//! and fall out of cache. The hash set costs memory in proportion to the
//! edges, which the pressure bound keeps linear in the function.

/// Graphs with at most this many nodes use the bit matrix (at most 1 MiB,
/// about the size of a level-2 cache).
const MATRIX_MAX_NODES: usize = 4096;

const EMPTY: u64 = u64::MAX;

/// A set of unordered node pairs, chosen by graph size.
#[derive(Default, Debug)]
pub struct AdjSet {
    matrix: Vec<u64>,
    table: Vec<u64>,
    len: usize,
    use_matrix: bool,
}

impl AdjSet {
    /// Empties the set for a graph of `n` nodes with about `edges_hint`
    /// edges.
    pub fn reset(&mut self, n: usize, edges_hint: usize) {
        self.len = 0;
        self.use_matrix = n <= MATRIX_MAX_NODES;
        if self.use_matrix {
            let bits = n * (n + 1) / 2;
            self.matrix.clear();
            self.matrix.resize(bits.div_ceil(64), 0);
        } else {
            let cap = (edges_hint * 2).next_power_of_two().max(1024);
            self.table.clear();
            self.table.resize(cap, EMPTY);
        }
    }

    /// Whether the pair `{a, b}` is in the set.
    #[inline]
    pub fn contains(&self, a: u32, b: u32) -> bool {
        if self.use_matrix {
            let k = tri(a, b);
            self.matrix[k / 64] & (1 << (k % 64)) != 0
        } else {
            let key = pair(a, b);
            let mask = self.table.len() - 1;
            let mut h = hash(key, mask);
            loop {
                let e = self.table[h];
                if e == key {
                    return true;
                }
                if e == EMPTY {
                    return false;
                }
                h = (h + 1) & mask;
            }
        }
    }

    /// Adds `{a, b}`; returns whether it was new.
    #[inline]
    pub fn insert(&mut self, a: u32, b: u32) -> bool {
        if self.use_matrix {
            let k = tri(a, b);
            let w = &mut self.matrix[k / 64];
            let m = 1 << (k % 64);
            let new = *w & m == 0;
            *w |= m;
            return new;
        }
        if (self.len + 1) * 2 > self.table.len() {
            self.grow();
        }
        let key = pair(a, b);
        let mask = self.table.len() - 1;
        let mut h = hash(key, mask);
        loop {
            let e = self.table[h];
            if e == key {
                return false;
            }
            if e == EMPTY {
                self.table[h] = key;
                self.len += 1;
                return true;
            }
            h = (h + 1) & mask;
        }
    }

    fn grow(&mut self) {
        let old = std::mem::take(&mut self.table);
        self.table.resize(old.len() * 2, EMPTY);
        let mask = self.table.len() - 1;
        for key in old.into_iter().filter(|&k| k != EMPTY) {
            let mut h = hash(key, mask);
            while self.table[h] != EMPTY {
                h = (h + 1) & mask;
            }
            self.table[h] = key;
        }
    }
}

fn tri(a: u32, b: u32) -> usize {
    let (lo, hi) = if a < b { (a, b) } else { (b, a) };
    let hi = hi as usize;
    hi * (hi + 1) / 2 + lo as usize
}

fn pair(a: u32, b: u32) -> u64 {
    let (lo, hi) = if a < b { (a, b) } else { (b, a) };
    ((hi as u64) << 32) | lo as u64
}

/// Fibonacci hashing: the top bits of the product depend on every key bit
/// (its low bits would see only the low bits of the higher node).
fn hash(key: u64, mask: usize) -> usize {
    let h = key.wrapping_mul(0x9E37_79B9_7F4A_7C15);
    (h >> (64 - mask.count_ones())) as usize
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::HashSet;

    /// Random pairs against a reference set, in both representations.
    fn exercise(n: u32) {
        let mut s = AdjSet::default();
        s.reset(n as usize, 10);
        let mut reference = HashSet::new();
        let mut x = 12345u64;
        for _ in 0..5000 {
            x = x
                .wrapping_mul(6364136223846793005)
                .wrapping_add(1442695040888963407);
            let a = (x >> 33) as u32 % n;
            let b = (x >> 7) as u32 % n;
            let key = (a.min(b), a.max(b));
            assert_eq!(s.contains(b, a), reference.contains(&key));
            assert_eq!(s.insert(a, b), reference.insert(key));
            assert!(s.contains(a, b) && s.contains(b, a));
        }
    }

    #[test]
    fn matrix_and_table_agree_with_a_reference_set() {
        exercise(100);
        exercise(50_000);
    }
}
