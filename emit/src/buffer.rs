//! The code buffer: bytes, labels, branches with linear short/near
//! relaxation, internal fixups (rip-relative references to the constant
//! pool and jump tables, jump-table entries), relocations against symbols
//! and unwind operations.
//!
//! Relaxation (design guide §2): a backward branch is encoded short when its
//! target is in rel8 range at emission time; a forward branch is encoded
//! rel32. [`CodeBuffer::relax`] then decides which long branches become
//! short in two monotone linear passes (forward branches last to first,
//! backward ones first to last, each seeing the exact decisions inside its
//! span; a decision never lengthens anything, so none is undone) and one
//! compaction sweep that moves the bytes down and adjusts labels, fixups,
//! relocations and unwind offsets (a binary search per adjusted offset).
//!
//! An encoder assembles an instruction in a 16-byte array and appends it
//! with [`CodeBuffer::put_staged`]: one `reserve`, one 16-byte store, one
//! length update (the only `unsafe` of the crate, with its soundness
//! argument). Rare pieces (jump-table entries, pool bytes) use safe pushes.

use kiln_targets::{Reloc, RelocKind, SymbolId};

/// A position in the code, bound once. Block `b` of the function owns
/// label `b`.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug, PartialOrd, Ord)]
pub struct Label(pub u32);

const UNBOUND: u32 = u32::MAX;

/// One prologue operation, for the `.eh_frame`/Windows unwind writers. Each
/// is recorded with the code offset just after the instruction.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub enum UnwindOp {
    /// `push rbp` (CFA = rsp + 16, rbp saved at CFA - 16).
    PushFrameReg,
    /// `mov rbp, rsp` (CFA = rbp + 16 from here on).
    SetFrameReg,
    /// `push reg` of a callee-saved register, saved at CFA - `offset`.
    SaveReg {
        /// Hardware number of the register.
        hw: u8,
        /// Distance below the CFA.
        offset: u32,
    },
    /// `sub rsp, size` (possibly in several steps; the total).
    StackAlloc {
        /// Bytes allocated.
        size: u32,
    },
    /// In an epilogue, just after `leave` or `pop rbp`: the caller's frame
    /// register is back and the CFA is `rsp + 8` until the `ret`.
    FrameRegRestored,
    /// Just after an epilogue's `ret`: the prologue's rules hold again for
    /// the code that follows.
    EpilogueEnd,
}

/// A branch site: a `jmp` or `jcc` to a label, short or long.
#[derive(Copy, Clone, Debug)]
struct Branch {
    /// Offset of the first opcode byte.
    at: u32,
    /// Target.
    label: Label,
    /// Condition code, or [`JMP`] for an unconditional jump.
    cc: u8,
    /// Final form is rel8.
    short: bool,
    /// Length as emitted (2, 5 or 6).
    len: u8,
}

const JMP: u8 = 0xFF;

/// How an internal fixup patches its 4 bytes.
#[derive(Copy, Clone, Debug)]
enum FixupKind {
    /// `label - at + addend` (a rip-relative displacement; the addend
    /// carries the `-4` and any trailing immediate).
    Rel32 { addend: i32 },
    /// `label - base`: a jump-table entry relative to the table start.
    TableEntry { base: Label },
}

#[derive(Copy, Clone, Debug)]
struct Fixup {
    at: u32,
    label: Label,
    kind: FixupKind,
}

/// Machine code under construction. See the module documentation.
#[derive(Default, Debug)]
pub struct CodeBuffer {
    data: Vec<u8>,
    labels: Vec<u32>,
    branches: Vec<Branch>,
    fixups: Vec<Fixup>,
    relocs: Vec<Reloc>,
    unwind: Vec<(u32, UnwindOp)>,
    /// Scratch for relaxation: per shrunk branch, (offset, cumulative
    /// bytes removed up to and including it).
    shrunk: Vec<(u32, u32)>,
    /// Scratch for relaxation: bytes removed before each branch.
    pre: Vec<u32>,
}

impl CodeBuffer {
    /// An empty buffer.
    pub fn new() -> CodeBuffer {
        CodeBuffer::default()
    }

    /// Clears everything, keeping allocations; declares `num_labels`
    /// unbound labels (`0..num_labels`).
    pub fn clear(&mut self, num_labels: usize) {
        self.data.clear();
        self.labels.clear();
        self.labels.resize(num_labels, UNBOUND);
        self.branches.clear();
        self.fixups.clear();
        self.relocs.clear();
        self.unwind.clear();
        self.shrunk.clear();
    }

    /// A new unbound label.
    pub fn new_label(&mut self) -> Label {
        self.labels.push(UNBOUND);
        Label(self.labels.len() as u32 - 1)
    }

    /// Binds `label` to the current offset.
    pub fn bind(&mut self, label: Label) {
        self.labels[label.0 as usize] = self.data.len() as u32;
    }

    /// The offset of `label`, if bound.
    pub fn label_offset(&self, label: Label) -> Option<u32> {
        let o = self.labels[label.0 as usize];
        (o != UNBOUND).then_some(o)
    }

    /// The current offset.
    #[inline]
    pub fn offset(&self) -> u32 {
        self.data.len() as u32
    }

    /// The bytes so far.
    pub fn bytes(&self) -> &[u8] {
        &self.data
    }

    /// Relocations so far.
    pub fn relocs(&self) -> &[Reloc] {
        &self.relocs
    }

    /// Unwind operations so far.
    pub fn unwind(&self) -> &[(u32, UnwindOp)] {
        &self.unwind
    }

    /// Makes room for `n` more bytes (call once per instruction with an
    /// upper bound of its length; the pushes after it never reallocate).
    #[inline]
    pub fn reserve(&mut self, n: usize) {
        self.data.reserve(n);
    }

    /// Appends a byte.
    #[inline]
    pub fn put1(&mut self, b: u8) {
        self.data.push(b);
    }

    /// Appends a little-endian 16-bit value.
    #[inline]
    pub fn put2(&mut self, v: u16) {
        self.data.extend_from_slice(&v.to_le_bytes());
    }

    /// Appends a little-endian 32-bit value.
    #[inline]
    pub fn put4(&mut self, v: u32) {
        self.data.extend_from_slice(&v.to_le_bytes());
    }

    /// Appends a little-endian 64-bit value.
    #[inline]
    pub fn put8(&mut self, v: u64) {
        self.data.extend_from_slice(&v.to_le_bytes());
    }

    /// Appends the first `n` (at most 16) bytes of `bytes`: one 16-byte
    /// store into reserved capacity instead of a push per byte.
    #[inline(always)]
    pub fn put_staged(&mut self, bytes: &[u8; 16], n: usize) {
        let n = n.min(16);
        self.data.reserve(16);
        let len = self.data.len();
        let spare = &mut self.data.spare_capacity_mut()[..16];
        for (d, s) in spare.iter_mut().zip(bytes) {
            d.write(*s);
        }
        // SAFETY: `reserve(16)` made room for 16 more bytes, the loop above
        // initialised all 16 of them, and `n <= 16`, so the first `len + n`
        // bytes of the vector are initialised and within its capacity.
        unsafe { self.data.set_len(len + n) };
    }

    /// Appends bytes.
    pub fn put(&mut self, bytes: &[u8]) {
        self.data.extend_from_slice(bytes);
    }

    /// Appends zero bytes up to a multiple of `align` (a power of two).
    pub fn align_to(&mut self, align: u32, fill: u8) {
        while !self.data.len().is_multiple_of(align as usize) {
            self.data.push(fill);
        }
    }

    /// Records a relocation of the 4 bytes at `at`.
    pub fn reloc(&mut self, at: u32, kind: RelocKind, sym: SymbolId, addend: i64) {
        self.relocs.push(Reloc {
            offset: at,
            kind,
            sym,
            addend,
        });
    }

    /// Records that the 4 bytes at `at` become `label - at + addend`.
    pub fn fixup_rel32(&mut self, at: u32, label: Label, addend: i32) {
        self.fixups.push(Fixup {
            at,
            label,
            kind: FixupKind::Rel32 { addend },
        });
    }

    /// Appends a 4-byte jump-table entry: `target - base`.
    pub fn table_entry(&mut self, target: Label, base: Label) {
        let at = self.offset();
        self.put4(0);
        self.fixups.push(Fixup {
            at,
            label: target,
            kind: FixupKind::TableEntry { base },
        });
    }

    /// Records an unwind operation at the current offset.
    pub fn unwind_op(&mut self, op: UnwindOp) {
        let at = self.offset();
        self.unwind.push((at, op));
    }

    /// Emits `jmp label` (`cc == None`) or `jcc label`: short when the
    /// label is bound behind us within rel8 range, long otherwise.
    pub fn branch(&mut self, cc: Option<u8>, label: Label) {
        self.reserve(8);
        let at = self.offset();
        let cc = cc.unwrap_or(JMP);
        let target = self.labels[label.0 as usize];
        let short = target != UNBOUND && (target as i64 - (at as i64 + 2)) >= -128;
        if short {
            self.put1(if cc == JMP { 0xEB } else { 0x70 | cc });
            self.put1(0);
        } else if cc == JMP {
            self.put1(0xE9);
            self.put4(0);
        } else {
            self.put1(0x0F);
            self.put1(0x80 | cc);
            self.put4(0);
        }
        self.branches.push(Branch {
            at,
            label,
            cc,
            short,
            len: (self.offset() - at) as u8,
        });
    }

    /// Shrinks the long branches that fit in rel8, compacts the code and
    /// patches every branch. All branch targets must be bound. Call once,
    /// after the last instruction and before placing pools.
    ///
    /// Two linear passes decide: forward branches from last to first (every
    /// branch inside a forward span is later, so already decided: the
    /// decision is exact), then backward branches from first to last
    /// (every branch inside a backward span is earlier, so decided). A
    /// decision only ever shrinks spans, so none invalidates another.
    pub fn relax(&mut self) {
        let n = self.branches.len();
        // Pass 1: forward branches. `shrunk` holds (offset, bytes removed
        // from here to the end) in descending offset order.
        self.shrunk.clear();
        let mut removed = 0u32;
        for i in (0..n).rev() {
            let b = self.branches[i];
            let target = self.labels[b.label.0 as usize];
            debug_assert!(target != UNBOUND, "unbound branch target");
            if b.short || target <= b.at {
                continue;
            }
            let len = b.len as u32;
            let k = self.shrunk.partition_point(|&(at, _)| at >= target);
            let from_target = if k == 0 { 0 } else { self.shrunk[k - 1].1 };
            let between = removed - from_target;
            // rel8 displacement once this branch and the decided ones shrink.
            if target as i64 - (b.at + len) as i64 - between as i64 <= 127 {
                removed += len - 2;
                self.shrunk.push((b.at, removed));
                self.branches[i].short = true;
            }
        }
        // Pass 2: backward branches; `pre[j]` = bytes removed by branches 0..j.
        self.pre.clear();
        self.pre.push(0);
        let mut cum = 0u32;
        for i in 0..n {
            let b = self.branches[i];
            let target = self.labels[b.label.0 as usize];
            if !b.short && target <= b.at {
                let k = self.branches[..i].partition_point(|x| x.at < target);
                let between = cum - self.pre[k];
                if target as i64 - (b.at as i64 + 2) + between as i64 >= -128 {
                    self.branches[i].short = true;
                }
            }
            let b = self.branches[i];
            if b.short {
                cum += b.len as u32 - 2;
            }
            self.pre.push(cum);
        }
        // The shrunk branches in ascending order with cumulative removals.
        self.shrunk.clear();
        let mut cum = 0u32;
        for b in &self.branches {
            if b.short && b.len > 2 {
                cum += b.len as u32 - 2;
                self.shrunk.push((b.at, cum));
            }
        }
        if cum > 0 {
            self.compact();
        }
        // Patch every branch at its final place.
        for b in &self.branches {
            let target = self.labels[b.label.0 as usize] as i64;
            let at = b.at as usize;
            if b.short {
                self.data[at] = if b.cc == JMP { 0xEB } else { 0x70 | b.cc };
                self.data[at + 1] = (target - (at as i64 + 2)) as i8 as u8;
            } else if b.cc == JMP {
                let d = (target - (at as i64 + 5)) as i32;
                self.data[at + 1..at + 5].copy_from_slice(&d.to_le_bytes());
            } else {
                let d = (target - (at as i64 + 6)) as i32;
                self.data[at + 2..at + 6].copy_from_slice(&d.to_le_bytes());
            }
        }
    }

    /// Removes the bytes of the shrunk branches and moves every offset.
    fn compact(&mut self) {
        // Move bytes: each shrunk long branch keeps its first two bytes
        // (rewritten when patched) and drops the rest.
        let mut write = 0usize;
        let mut read = 0usize;
        let mut prev_removed = 0u32;
        for &(at, cum) in &self.shrunk {
            let at = at as usize;
            let drop = (cum - prev_removed) as usize;
            prev_removed = cum;
            // Bytes up to and including the two kept bytes of the branch.
            let keep_end = at + 2;
            self.data.copy_within(read..keep_end, write);
            write += keep_end - read;
            read = keep_end + drop;
        }
        let len = self.data.len();
        self.data.copy_within(read..len, write);
        write += len - read;
        self.data.truncate(write);

        let shrunk = &self.shrunk;
        let adjust = |off: u32| -> u32 {
            let k = shrunk.partition_point(|&(at, _)| at < off);
            if k == 0 { off } else { off - shrunk[k - 1].1 }
        };
        for l in &mut self.labels {
            if *l != UNBOUND {
                *l = adjust(*l);
            }
        }
        for b in &mut self.branches {
            b.at = adjust(b.at);
        }
        for f in &mut self.fixups {
            f.at = adjust(f.at);
        }
        for r in &mut self.relocs {
            r.offset = adjust(r.offset);
        }
        for u in &mut self.unwind {
            u.0 = adjust(u.0);
        }
    }

    /// Moves code offsets taken before [`CodeBuffer::relax`] (sorted
    /// ascending) to where the same bytes are after it, in one pass. Call
    /// after `relax` and before the next `clear`.
    pub fn relaxed_offsets<'a>(&self, offsets: impl Iterator<Item = &'a mut u32>) {
        let mut k = 0;
        for off in offsets {
            while k < self.shrunk.len() && self.shrunk[k].0 < *off {
                k += 1;
            }
            if k > 0 {
                *off -= self.shrunk[k - 1].1;
            }
        }
    }

    /// Patches the internal fixups; every referenced label must be bound.
    pub fn resolve_fixups(&mut self) {
        for f in &self.fixups {
            let target = self.labels[f.label.0 as usize] as i64;
            debug_assert!(target != UNBOUND as i64, "unbound fixup target");
            let v = match f.kind {
                FixupKind::Rel32 { addend } => target - f.at as i64 + addend as i64,
                FixupKind::TableEntry { base } => target - self.labels[base.0 as usize] as i64,
            } as i32;
            let at = f.at as usize;
            self.data[at..at + 4].copy_from_slice(&v.to_le_bytes());
        }
    }

    /// Moves the results out (code bytes copied to an exact-size vector;
    /// the buffer keeps its capacity).
    pub(crate) fn take_results(&mut self) -> (Vec<u8>, Vec<Reloc>, Vec<(u32, UnwindOp)>) {
        (self.data.clone(), self.relocs.clone(), self.unwind.clone())
    }
}
