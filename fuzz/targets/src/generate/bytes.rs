//! The fuzzer's bytes as a stream of choices. Past the end every choice is
//! 0, which the generator treats as "stop adding things", so any input gives
//! a finite program.

/// A cursor over the input bytes.
pub struct Bytes<'a> {
    data: &'a [u8],
    at: usize,
}

impl<'a> Bytes<'a> {
    /// A cursor at the start of `data`.
    pub fn new(data: &'a [u8]) -> Self {
        Bytes { data, at: 0 }
    }

    /// Whether the input is used up.
    pub fn done(&self) -> bool {
        self.at >= self.data.len()
    }

    /// The next byte (0 past the end).
    pub fn byte(&mut self) -> u8 {
        let b = self.data.get(self.at).copied().unwrap_or(0);
        self.at += 1;
        b
    }

    /// The next 64 bits (little-endian).
    pub fn u64(&mut self) -> u64 {
        (0..8).fold(0, |acc, i| acc | (self.byte() as u64) << (8 * i))
    }

    /// A number below `n` (> 0).
    pub fn below(&mut self, n: usize) -> usize {
        if n <= 256 {
            self.byte() as usize % n
        } else {
            (self.byte() as usize | (self.byte() as usize) << 8) % n
        }
    }

    /// One of `items`.
    pub fn pick<T: Copy>(&mut self, items: &[T]) -> T {
        items[self.below(items.len())]
    }

    /// True with probability `num`/256 (never past the end).
    pub fn chance(&mut self, num: u32) -> bool {
        !self.done() && (self.byte() as u32) < num
    }
}
