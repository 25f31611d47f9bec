//! The order blocks are emitted in. Selection appends the blocks that
//! split critical edges after all the others, so a loop whose back edge
//! needed moves jumped to the end of the function and back on every
//! iteration (`jne edge; … edge: mov; jmp header`). Such a block — one
//! predecessor, ends in a `jmp`, laid out after both its ends — is moved:
//!
//! * right after its predecessor, which falls into it, when its target
//!   comes next;
//! * else right before its target, so that it falls into it: onto a back
//!   edge, before the loop header (the block that used to fall into the
//!   header jumps instead, once per loop entry, not once per iteration —
//!   so not when that block is inside the loop too); onto a forward edge,
//!   when the block that used to fall into the target is the other arm
//!   of the predecessor's branch (`if (c) { … }` with a phi's constant on
//!   the edge that skips the body: the skipping path falls through as it
//!   did when the constant was set before the branch) or nothing falls
//!   into the target; of several, the one from the last predecessor;
//! * otherwise right after its predecessor.
//!
//! A block of one predecessor, laid out after it, that ends in a `jcc` or
//! a jump table leading only back or to its own split edges (the second
//! test of a branch on `a && b`, a switch's table jump after its range
//! check) also follows its predecessor.
//!
//! All other blocks keep their order; the entry block stays first.

use kiln_targets::x64::Inst;
use kiln_targets::{MBlock, MachFunc};

/// Fills `order` with every block of `func` once, in emission order.
/// `threaded(b)` says whether block `b` is skipped by jump threading (it
/// emits nothing, so it neither anchors nor is moved).
pub(crate) fn block_order(
    func: &MachFunc<Inst>,
    threaded: impl Fn(u32) -> bool,
    dest: impl Fn(u32) -> u32,
    order: &mut Vec<MBlock>,
) {
    let n = func.blocks.len();
    order.clear();
    let kept = KeptBlocks::new(n, &threaded);
    // before[s] = the edge block placed right before s (+1; 0 = none);
    // after = (predecessor, edge block) pairs.
    let mut before = vec![0u32; n];
    let mut after: Vec<(u32, u32)> = Vec::new();
    for (block, data) in func.blocks.iter().skip(1) {
        let b = block.as_u32();
        let (preds, succs) = (func.preds(block), func.succs(block));
        if threaded(b) || preds.len() != 1 || data.insts.is_empty() {
            continue;
        }
        let p = preds[0].as_u32();
        if threaded(p) || b < p || p == b {
            continue;
        }
        match func.insts[data.insts.end as usize - 1] {
            Inst::Jmp { .. } if succs.len() == 1 => {}
            Inst::Jcc { .. } | Inst::JmpTable { .. } => {
                // A second test (`a && b`), a switch's jump after its
                // range check: after the first, as long as it leads back
                // or only to its own split edges.
                let own = |s: MBlock| {
                    dest(s.as_u32()) < b || (s.as_u32() > b && func.preds(s) == [block])
                };
                if succs.iter().all(|&s| own(s)) {
                    after.push((p, b));
                }
                continue;
            }
            _ => continue,
        }
        let s = dest(succs[0].as_u32());
        if s == b || b < s {
            continue;
        }
        let before_s = match falls_into(func, &kept, &dest, s) {
            None => true,
            // Back edge: only from a preheader (a smaller loop depth).
            Some(q) if s <= p => {
                func.blocks[q].loop_depth < func.blocks[MBlock::from_u32(s)].loop_depth
            }
            // Forward: the other arm of the predecessor's branch.
            Some(q) => func
                .succs(MBlock::from_u32(p))
                .iter()
                .any(|&x| dest(x.as_u32()) == q.as_u32()),
        };
        let next_after_p = kept.next(p + 1);
        if before_s && s != 0 && next_after_p != s {
            let old = before[s as usize];
            if old == 0 {
                before[s as usize] = b + 1;
                continue;
            }
            let old_p = func.preds(MBlock::from_u32(old - 1))[0].as_u32();
            if p > old_p {
                before[s as usize] = b + 1;
                after.push((old_p, old - 1));
                continue;
            }
        }
        after.push((p, b));
    }
    if before.iter().all(|&x| x == 0) && after.is_empty() {
        order.extend((0..n as u32).map(MBlock::from_u32));
        return;
    }
    after.sort_unstable();
    let mut moved = vec![false; n];
    for &x in before.iter().filter(|&&x| x != 0) {
        moved[x as usize - 1] = true;
    }
    for &(_, b) in &after {
        moved[b as usize] = true;
    }
    let mut placed = vec![false; n];
    let mut stack: Vec<u32> = Vec::new();
    for start in 0..n as u32 {
        if moved[start as usize] {
            continue;
        }
        stack.push(start);
        while let Some(x) = stack.pop() {
            if placed[x as usize] {
                continue;
            }
            let pre = before[x as usize];
            if pre != 0 && !placed[pre as usize - 1] {
                // The edge block first, then `x` again.
                stack.push(x);
                stack.push(pre - 1);
                continue;
            }
            placed[x as usize] = true;
            order.push(MBlock::from_u32(x));
            let k = after.partition_point(|&(p, _)| p < x);
            let end = after.partition_point(|&(p, _)| p <= x);
            // Pushed in reverse so that they come out in block order.
            stack.extend(after[k..end].iter().rev().map(|&(_, b)| b));
        }
    }
    for x in 0..n as u32 {
        if !placed[x as usize] {
            order.push(MBlock::from_u32(x));
        }
    }
}

/// The blocks jump threading keeps: the nearest one at or after, and the
/// last one before, each block, so that a run of threaded blocks is skipped
/// in constant time instead of scanned at every block. Without threaded
/// blocks (most functions) no table is built.
struct KeptBlocks {
    n: u32,
    /// (next kept at or after x, last kept before x), for x in 0..=n; empty
    /// when every block is kept.
    tables: Vec<(u32, u32)>,
}

impl KeptBlocks {
    fn new(n: usize, threaded: &impl Fn(u32) -> bool) -> Self {
        let mut tables = Vec::new();
        if (0..n as u32).any(threaded) {
            tables.resize(n + 1, (n as u32, u32::MAX));
            for x in (0..n).rev() {
                tables[x].0 = if threaded(x as u32) {
                    tables[x + 1].0
                } else {
                    x as u32
                };
            }
            for x in 0..n {
                tables[x + 1].1 = if threaded(x as u32) {
                    tables[x].1
                } else {
                    x as u32
                };
            }
        }
        KeptBlocks {
            n: n as u32,
            tables,
        }
    }

    /// The first kept block at or after `x` (`n` for none).
    fn next(&self, x: u32) -> u32 {
        match self.tables.get(x as usize) {
            Some(t) => t.0,
            None => x.min(self.n),
        }
    }

    /// The last kept block before `x`, if any.
    fn prev(&self, x: u32) -> Option<u32> {
        match self.tables.get(x as usize) {
            Some(t) => (t.1 != u32::MAX).then_some(t.1),
            None => x.checked_sub(1),
        }
    }
}

/// The block laid out before `s` when it falls into `s`.
fn falls_into(
    func: &MachFunc<Inst>,
    kept: &KeptBlocks,
    dest: &impl Fn(u32) -> u32,
    s: u32,
) -> Option<MBlock> {
    let q = MBlock::from_u32(kept.prev(s)?);
    let data = &func.blocks[q];
    let falls = match func.insts[data.insts.end.checked_sub(1)? as usize] {
        Inst::Jmp { target } => dest(target.as_u32()) == s,
        Inst::Jcc {
            taken, not_taken, ..
        } => dest(taken.as_u32()) == s || dest(not_taken.as_u32()) == s,
        _ => false,
    };
    falls.then_some(q)
}
