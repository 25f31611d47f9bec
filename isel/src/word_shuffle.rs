//! Shuffles of 8- and 16-bit lanes with SSE2 alone (no `pshufb`): the
//! interleave of two vectors' low halves (`punpcklbw`/`punpcklwd`), and
//! single-source permutations that move whole words — `pshufd` to bring
//! the needed quadwords into place, then `pshuflw`/`pshufhw` — optionally
//! after swapping the two bytes of every word (`psllw`/`psrlw`/`por`),
//! which covers byte reversal. Other masks keep the memory path.

use crate::lower::{LResult, Lower};
use kiln_ir::Value;
use kiln_targets::Reg;
use kiln_targets::x64::{Inst, RegMem, SseImmOp, SseOp};

/// The `pshufd`/`pshuflw`/`pshufhw` immediates that realise word
/// permutation `w` (result word `j` = source word `w[j]`, `None`: any), or
/// `None` when a half of the result needs words from both source halves.
fn word_plan(w: &[Option<u32>; 8]) -> Option<(Option<u8>, Option<u8>, Option<u8>)> {
    let half = |r: std::ops::Range<usize>, default: u32| -> Option<u32> {
        let mut h = None;
        for x in w[r].iter().flatten() {
            match h {
                None => h = Some(x / 4),
                Some(q) if q == x / 4 => {}
                Some(_) => return None,
            }
        }
        Some(h.unwrap_or(default))
    };
    let (h0, h1) = (half(0..4, 0)?, half(4..8, 1)?);
    let dwords = [2 * h0, 2 * h0 + 1, 2 * h1, 2 * h1 + 1];
    let pshufd = (dwords != [0, 1, 2, 3])
        .then(|| (dwords[0] | dwords[1] << 2 | dwords[2] << 4 | dwords[3] << 6) as u8);
    let sel = |r: std::ops::Range<usize>| -> Option<u8> {
        let idx: Vec<u32> = w[r]
            .iter()
            .enumerate()
            .map(|(k, x)| x.map_or(k as u32, |x| x % 4))
            .collect();
        (idx != [0, 1, 2, 3]).then(|| (idx[0] | idx[1] << 2 | idx[2] << 4 | idx[3] << 6) as u8)
    };
    Some((pshufd, sel(0..4), sel(4..8)))
}

impl Lower<'_> {
    /// `shufflevector` of 8-bit (`esize` 1) or 16-bit lanes of `a` and `b`
    /// (`n` lanes each) with SSE2 forms; `false` when the mask needs
    /// another shape.
    pub(crate) fn sse2_narrow_shuffle(
        &mut self,
        esize: u32,
        n: u32,
        a: Value,
        b: Value,
        lanes: &[Option<u32>],
        res: Value,
    ) -> LResult<bool> {
        // Interleave of the low halves: a0 b0 a1 b1 ...
        let interleave = lanes.iter().enumerate().all(|(j, l)| {
            l.is_none_or(|x| {
                x == if j % 2 == 0 {
                    j as u32 / 2
                } else {
                    n + j as u32 / 2
                }
            })
        });
        if interleave {
            let (x, y) = (self.reg(a)?, self.reg(b)?);
            let dst = self.def1(res)?;
            self.emit(Inst::Sse {
                op: if esize == 1 {
                    SseOp::Punpcklbw
                } else {
                    SseOp::Punpcklwd
                },
                dst,
                src1: x,
                src2: RegMem::Reg(y),
            });
            return Ok(true);
        }
        // One source.
        let from_b = match lanes.iter().flatten().next() {
            Some(&x) => x >= n,
            None => return Ok(false),
        };
        if lanes.iter().flatten().any(|&x| (x >= n) != from_b) {
            return Ok(false);
        }
        let off = if from_b { n } else { 0 };
        // Result word j = source word w[j], bytes swapped inside words if
        // `swap`.
        let mut w = [None; 8];
        let mut swap = None;
        for (j, l) in lanes.iter().enumerate() {
            let Some(x) = l.map(|x| x - off) else {
                continue;
            };
            let word = if esize == 2 {
                x
            } else {
                let s = (x % 2 == 1) != (j % 2 == 1);
                if *swap.get_or_insert(s) != s {
                    return Ok(false);
                }
                x / 2
            };
            let jw = if esize == 2 { j } else { j / 2 };
            if jw >= 8 || w[jw].is_some_and(|p| p != word) {
                return Ok(false);
            }
            w[jw] = Some(word);
        }
        let Some((pshufd, lo, hi)) = word_plan(&w) else {
            return Ok(false);
        };
        let mut x = self.reg(if from_b { b } else { a })?;
        if swap == Some(true) {
            let l = self.imm_shift(SseImmOp::PsllwImm, x, 8);
            let r = self.imm_shift(SseImmOp::PsrlwImm, x, 8);
            let t = self.new_float();
            self.emit(Inst::Sse {
                op: SseOp::Por,
                dst: t,
                src1: l,
                src2: RegMem::Reg(r),
            });
            x = t;
        }
        for (op, imm) in [
            (SseImmOp::Pshufd, pshufd),
            (SseImmOp::Pshuflw, lo),
            (SseImmOp::Pshufhw, hi),
        ] {
            if let Some(imm) = imm {
                let t = self.new_float();
                self.emit(Inst::SseImm {
                    op,
                    dst: t,
                    src1: x,
                    src2: RegMem::Reg(x),
                    imm,
                });
                x = t;
            }
        }
        let dst = self.def1(res)?;
        self.copy_reg(dst, x);
        Ok(true)
    }

    /// A word shift by an immediate into a fresh register.
    fn imm_shift(&mut self, op: SseImmOp, x: Reg, amount: u8) -> Reg {
        let t = self.new_float();
        self.emit(Inst::SseImm {
            op,
            dst: t,
            src1: x,
            src2: RegMem::Reg(x),
            imm: amount,
        });
        t
    }
}

#[cfg(test)]
mod tests {
    use super::word_plan;

    #[test]
    fn word_plans() {
        let id: [Option<u32>; 8] = std::array::from_fn(|k| Some(k as u32));
        assert_eq!(word_plan(&id), Some((None, None, None)));
        let rev: [Option<u32>; 8] = std::array::from_fn(|k| Some(7 - k as u32));
        assert_eq!(word_plan(&rev), Some((Some(0x4E), Some(0x1B), Some(0x1B))));
        let mut mixed = id;
        mixed[1] = Some(5);
        assert_eq!(word_plan(&mixed), None);
        let any = [None; 8];
        assert_eq!(word_plan(&any), Some((None, None, None)));
    }
}
