//! Membership test for interference edges between graph nodes: a
//! triangular bit matrix for small graphs, an open-addressing hash set of
//! node pairs for large ones (where the matrix would not fit in cache).
//!
//! The matrix takes n²/2 bits whatever the number of edges. Clearing all of
//! them every round made each round O(n²) below the switch (8 MiB at 11,500
//! nodes); instead the words that were set are listed and only they are
//! cleared, so a round costs time in proportion to its edges. The matrix
//! grows with the nodes actually created ([`AdjSet::grow_to`]), its new
//! words written as zeros: allocated zeroed but untouched, each page of it
//! took two page faults on first use (a read mapped the shared zero page,
//! the write after it copied it), a tenth of graph colouring's time on
//! bzip2's largest function.

/// Graphs with at most this many nodes use the bit matrix (at most 8 MiB).
const MATRIX_MAX_NODES: usize = 11_500;

const EMPTY: u64 = u64::MAX;

/// A set of unordered node pairs, chosen by graph size.
#[derive(Default, Debug)]
pub struct AdjSet {
    matrix: Vec<u64>,
    /// Indices of the nonzero words of `matrix`.
    dirty: Vec<u32>,
    table: Vec<u64>,
    len: usize,
    use_matrix: bool,
}

impl AdjSet {
    /// Empties the set for a graph of at most `n` nodes, `first` of them
    /// present now (others join by [`AdjSet::grow_to`]), with about
    /// `edges_hint` edges.
    pub fn reset(&mut self, n: usize, first: usize, edges_hint: usize) {
        self.len = 0;
        self.use_matrix = n <= MATRIX_MAX_NODES;
        if self.use_matrix {
            for &w in &self.dirty {
                self.matrix[w as usize] = 0;
            }
            self.dirty.clear();
            self.grow_to(first);
        } else {
            let cap = (edges_hint * 2).next_power_of_two().max(1024);
            self.table.clear();
            self.table.resize(cap, EMPTY);
        }
    }

    /// Makes room for pairs of nodes below `n` (a matrix grows; the hash
    /// table needs nothing).
    #[inline]
    pub fn grow_to(&mut self, n: usize) {
        let words = (n * (n + 1) / 2).div_ceil(64);
        if self.use_matrix && self.matrix.len() < words {
            self.matrix.resize(words, 0);
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
            if *w == 0 {
                self.dirty.push((k / 64) as u32);
            }
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
        s.reset(n as usize, n as usize, 10);
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

    /// Nodes added one at a time after the reset: the matrix grows with
    /// them and keeps the pairs it holds.
    #[test]
    fn a_matrix_grown_node_by_node_keeps_its_pairs() {
        let mut s = AdjSet::default();
        s.reset(3000, 1, 10);
        let mut reference = HashSet::new();
        for n in 1..3000u32 {
            s.grow_to(n as usize + 1);
            for m in [0, n / 2, n - 1] {
                s.insert(n, m);
                reference.insert((m.min(n), m.max(n)));
            }
        }
        for a in (0..3000u32).step_by(7) {
            for b in (0..3000u32).step_by(11) {
                let key = (a.min(b), a.max(b));
                assert_eq!(s.contains(a, b), reference.contains(&key), "{a} {b}");
            }
        }
    }

    #[test]
    fn reset_forgets_every_pair_whatever_the_sizes() {
        let mut s = AdjSet::default();
        let pairs: Vec<(u32, u32)> = (0..1000).map(|k| (k * 3 % 1999, k * 7 % 1993)).collect();
        // Matrix, smaller matrix, hash table, larger matrix, matrix again.
        for n in [2000, 1999, 20_000, 11_000, 2000] {
            s.reset(n, n, 10);
            for &(a, b) in &pairs {
                assert!(!s.contains(a, b), "stale pair ({a}, {b}) at n = {n}");
            }
            for &(a, b) in &pairs {
                s.insert(a, b);
            }
            assert!(pairs.iter().all(|&(a, b)| s.contains(b, a)));
        }
    }
}
