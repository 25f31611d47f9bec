//! A set of small integers with O(1) insert, remove, membership and clear,
//! iterable in insertion order (Briggs and Torczon's sparse set): the live
//! set of the backward interference walk.

/// Sparse set over `0..capacity`.
#[derive(Default, Debug)]
pub struct SparseSet {
    /// The members, densely packed.
    pub dense: Vec<u32>,
    sparse: Vec<u32>,
}

impl SparseSet {
    /// Empties the set and makes room for members below `capacity`.
    pub fn reset(&mut self, capacity: usize) {
        self.dense.clear();
        if self.sparse.len() < capacity {
            self.sparse.resize(capacity, 0);
        }
    }

    /// Removes every member.
    pub fn clear(&mut self) {
        self.dense.clear();
    }

    /// Whether `x` is a member.
    #[inline]
    pub fn contains(&self, x: u32) -> bool {
        let k = self.sparse[x as usize] as usize;
        k < self.dense.len() && self.dense[k] == x
    }

    /// Adds `x`.
    #[inline]
    pub fn insert(&mut self, x: u32) {
        if !self.contains(x) {
            self.sparse[x as usize] = self.dense.len() as u32;
            self.dense.push(x);
        }
    }

    /// Removes `x`.
    #[inline]
    pub fn remove(&mut self, x: u32) {
        if self.contains(x)
            && let Some(last) = self.dense.pop()
        {
            let k = self.sparse[x as usize] as usize;
            if last != x {
                self.dense[k] = last;
                self.sparse[last as usize] = k as u32;
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn insert_remove_contains() {
        let mut s = SparseSet::default();
        s.reset(10);
        s.insert(3);
        s.insert(7);
        s.insert(3);
        assert_eq!(s.dense, vec![3, 7]);
        s.remove(3);
        assert!(!s.contains(3) && s.contains(7));
        s.remove(9);
        s.clear();
        assert!(!s.contains(7));
    }
}
