//! The fast allocator's first pass: one walk over the operands that
//! validates the input, counts the uses of every value and marks the
//! global ones (used outside their defining block, block parameters and
//! branch arguments). No liveness sets.

use super::{FastCtx, NONE_REG, VInfo, flag};
use crate::fast::regs::NONE;
use kiln_targets::ra::RaError;
use kiln_targets::{Constraint, MBlock, OperandKind, RaFunction, RegClass, Terminator, VReg};

impl FastCtx {
    pub(super) fn scan(&mut self, f: &impl RaFunction) -> Result<(), RaError> {
        let nb = f.num_blocks();
        let ni = f.num_insts();
        let nv = f.num_vregs();
        if nb == 0 {
            return Err(RaError("function has no blocks".into()));
        }
        if !f.block_preds(MBlock::from_u32(0)).is_empty() {
            return Err(RaError("the entry block has predecessors".into()));
        }
        self.vi.clear();
        self.vi.resize(nv, VInfo::EMPTY);
        self.op_start.clear();
        self.op_start.reserve(ni + 1);
        self.block_first.clear();
        self.loops.clear();
        let mut nops = 0u32;
        let mut next = 0usize;
        for b in 0..nb {
            let block = MBlock::from_u32(b as u32);
            let r = f.block_insts(block);
            if r.start != next || r.end <= r.start {
                return Err(RaError(format!(
                    "block {b}: instruction range {r:?} is empty or not contiguous with the previous block"
                )));
            }
            next = r.end;
            self.block_first.push(r.start as u32);
            if f.terminator(r.end - 1) == Terminator::None && !f.block_succs(block).is_empty() {
                return Err(RaError(format!("block {b} does not end in a terminator")));
            }
            if f.block_preds(block)
                .iter()
                .any(|p| p.as_u32() as usize >= nb)
            {
                return Err(RaError(format!("block {b}: predecessor out of range")));
            }
            let b32 = b as u32;
            for &p in f.block_params(block) {
                self.define(p, b32, r.start as u32, nv)?;
                self.vi[p.index()].flags |= flag::GLOBAL | flag::PARAM;
            }
            for i in r.clone() {
                self.op_start.push(nops);
                let ops = f.inst_operands(i);
                nops += ops.len() as u32;
                if let [a, b] = ops
                    && a.constraint == Constraint::Reg
                    && b.constraint == Constraint::Reg
                    && let Some((dst, src)) = f.inst_move(i)
                    && dst.index() < nv
                {
                    self.vi[dst.index()].copy_of = src.index() as u32;
                }
                for op in ops {
                    if op.kind == OperandKind::Use {
                        self.note_use(op.vreg, b32, i as u32, nv)?;
                        if let Constraint::Fixed(r) = op.constraint {
                            self.note_fixed_use(op.vreg.index(), r.index() as u8);
                        }
                    } else {
                        self.define(op.vreg, b32, i as u32, nv)?;
                    }
                }
            }
            let last = r.end as u32 - 1;
            for (k, &s) in f.block_succs(block).iter().enumerate() {
                if s.as_u32() as usize >= nb {
                    return Err(RaError(format!(
                        "block {b}: successor {} out of range",
                        s.as_u32()
                    )));
                }
                let args = f.branch_args(block, k);
                let params = f.block_params(s);
                if args.len() != params.len() {
                    return Err(RaError(format!(
                        "block {b}: {} branch arguments for {} parameters of block {}",
                        args.len(),
                        params.len(),
                        s.as_u32()
                    )));
                }
                let succ_first = f.block_insts(s).start as u32;
                if s.as_u32() <= b32 {
                    self.loops.push((succ_first, last));
                }
                for (&a, &p) in args.iter().zip(params) {
                    if a.class() != p.class() {
                        return Err(RaError(format!(
                            "block {b}: branch argument {a:?} does not fit parameter {p:?}"
                        )));
                    }
                    // A use at the end of the block: a value defined in it
                    // stays local (in its register up to the edge moves).
                    self.note_use(a, b32, last, nv)?;
                }
            }
        }
        if next != ni {
            return Err(RaError("blocks do not cover all instructions".into()));
        }
        self.merge_loops();
        self.op_start.push(nops);
        for (v, x) in self.vi.iter_mut().enumerate() {
            if x.has(flag::USED) && !x.has(flag::DEFINED) {
                return Err(RaError(format!("v{v} is used but never defined")));
            }
            // A global value's home is written right after its definition
            // (a parameter's by the edges into its block), so it is valid
            // wherever the value is.
            if x.has(flag::GLOBAL) {
                x.flags |= flag::IN_STACK | flag::SLOT;
            }
        }
        Ok(())
    }

    /// The entry of `v`, after checking it against what was seen before
    /// (its class) and noting that block `block` mentions it.
    #[inline(always)]
    fn note(&mut self, v: VReg, block: u32, nv: usize) -> Result<&mut VInfo, RaError> {
        let i = v.index();
        if i >= nv {
            return Err(RaError(format!("{v:?} out of range")));
        }
        let float = if v.class() == RegClass::Float {
            flag::FLOAT
        } else {
            0
        };
        let x = &mut self.vi[i];
        if x.block == NONE {
            x.block = block;
            x.flags |= float;
        } else {
            if x.flags & flag::FLOAT != float {
                return Err(RaError(format!("{v:?} is used with two register classes")));
            }
            if x.block != block {
                x.flags |= flag::GLOBAL;
            }
        }
        Ok(x)
    }

    /// Sorts the loop ranges and merges overlapping ones.
    fn merge_loops(&mut self) {
        if self.loops.is_empty() {
            return;
        }
        self.loops.sort_unstable();
        let mut k = 0;
        for j in 1..self.loops.len() {
            let (a, z) = self.loops[j];
            if a <= self.loops[k].1 {
                self.loops[k].1 = self.loops[k].1.max(z);
            } else {
                k += 1;
                self.loops[k] = (a, z);
            }
        }
        self.loops.truncate(k + 1);
    }

    /// A fixed use of `v` in the register of index `r`: the hint of `v`,
    /// and of the value `v` copies, if they have none yet.
    fn note_fixed_use(&mut self, v: usize, r: u8) {
        let x = &mut self.vi[v];
        if x.hint != NONE_REG {
            return;
        }
        x.hint = r;
        let src = x.copy_of as usize;
        if let Some(y) = self.vi.get_mut(src)
            && y.hint == NONE_REG
        {
            y.hint = r;
        }
    }

    /// A read of `v` by instruction `inst` of `block`.
    #[inline(always)]
    fn note_use(&mut self, v: VReg, block: u32, inst: u32, nv: usize) -> Result<(), RaError> {
        let x = self.note(v, block, nv)?;
        if x.flags & (flag::DEFINED | flag::PARAM) == flag::DEFINED && x.def == inst {
            return Err(RaError(format!(
                "{v:?} is read by the instruction that defines it"
            )));
        }
        x.flags |= flag::USED;
        x.uses += 1;
        x.first = x.first.min(inst);
        x.last = if x.last == NONE {
            inst
        } else {
            x.last.max(inst)
        };
        Ok(())
    }

    /// The definition of `v` by instruction `inst` of `block` (or, for a
    /// block parameter, on entry to `block`, whose first instruction is
    /// `inst`).
    #[inline(always)]
    fn define(&mut self, v: VReg, block: u32, inst: u32, nv: usize) -> Result<(), RaError> {
        let first = self.block_first[block as usize];
        let x = self.note(v, block, nv)?;
        if x.has(flag::DEFINED) {
            return Err(RaError(format!("{v:?} is defined twice")));
        }
        if x.has(flag::USED) && x.last >= first && x.last <= inst {
            return Err(RaError(format!(
                "{v:?} is used before its definition in block {block}"
            )));
        }
        x.flags |= flag::DEFINED;
        x.def = inst;
        Ok(())
    }
}
