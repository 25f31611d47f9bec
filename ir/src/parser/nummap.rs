//! A map from small numbers (`%5`, `!12`, `@3`) to entries: a dense vector
//! for the usual sequential numbers, a hash map for outliers, so a stray
//! `%4000000000` cannot make us allocate gigabytes.

use crate::symbols::FxHashMap;

/// Numbers below this are always stored densely.
const DENSE_LIMIT: usize = 1 << 18;

/// Dense-plus-sparse map from `u32` to `T` (absent entries read as default).
#[derive(Default)]
pub(crate) struct NumMap<T: Copy + Default> {
    dense: Vec<T>,
    sparse: FxHashMap<u32, T>,
}

impl<T: Copy + Default> NumMap<T> {
    /// The entry for `n` (default if never set).
    #[inline]
    pub(crate) fn get(&self, n: u32) -> T {
        match self.dense.get(n as usize) {
            Some(v) => *v,
            None if self.sparse.is_empty() => T::default(),
            None => self.sparse.get(&n).copied().unwrap_or_default(),
        }
    }

    /// Sets the entry for `n`.
    #[inline]
    pub(crate) fn set(&mut self, n: u32, v: T) {
        let i = n as usize;
        if let Some(slot) = self.dense.get_mut(i) {
            *slot = v;
        } else {
            self.set_slow(n, v);
        }
    }

    #[inline(never)]
    fn set_slow(&mut self, n: u32, v: T) {
        let i = n as usize;
        // Dense up to a generous bound (forward references in big modules
        // jump ahead); far-out numbers go to the hash map.
        if i <= self.dense.len() * 2 + 1024 || i < DENSE_LIMIT {
            let new_len = (i + 1).max(self.dense.len() * 2).max(64);
            self.dense.resize(new_len, T::default());
            if !self.sparse.is_empty() {
                let len = self.dense.len();
                let moved: Vec<u32> = self
                    .sparse
                    .keys()
                    .copied()
                    .filter(|&k| (k as usize) < len)
                    .collect();
                for k in moved {
                    if let Some(x) = self.sparse.remove(&k) {
                        self.dense[k as usize] = x;
                    }
                }
            }
            self.dense[i] = v;
        } else {
            self.sparse.insert(n, v);
        }
    }

    /// Removes every entry, keeping the allocation.
    pub(crate) fn clear(&mut self) {
        self.dense.clear();
        self.sparse.clear();
    }

    /// Every `(number, entry)` ever set (dense entries include defaults).
    pub(crate) fn entries(&self) -> impl Iterator<Item = (u32, T)> + '_ {
        self.dense
            .iter()
            .enumerate()
            .map(|(i, v)| (i as u32, *v))
            .chain(self.sparse.iter().map(|(k, v)| (*k, *v)))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn dense_and_sparse() {
        let mut m: NumMap<u32> = NumMap::default();
        m.set(3, 7);
        m.set(4_000_000_000, 9);
        m.set(5000, 1);
        assert_eq!(m.get(3), 7);
        assert_eq!(m.get(4_000_000_000), 9);
        assert_eq!(m.get(5000), 1);
        assert_eq!(m.get(2), 0);
        for i in 0..6000 {
            m.set(i, i + 1);
        }
        assert_eq!(m.get(5000), 5001);
        assert_eq!(m.get(4_000_000_000), 9);
        m.clear();
        assert_eq!(m.get(3), 0);
    }
}
