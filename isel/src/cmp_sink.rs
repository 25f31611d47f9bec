//! Compares whose `i1` only feeds branches, some of them in other blocks
//! (`%c = icmp …` computed before an inner `if`, tested after it): instead
//! of `setcc` where the compare is and `test $1` before each branch, every
//! branch recomputes the flags with its own `cmp` of the compared values,
//! as LLVM's CodeGenPrepare sinks such compares into their users' blocks.
//! The compare itself is then never selected.

use crate::lower::{LResult, Lower};
use cranelift_entity::EntityRef;
use kiln_ir::types::TypeData;
use kiln_ir::{InstData, Value, ValueDef};
use kiln_targets::x64::Cond;

impl Lower<'_> {
    /// Marks the compares to recompute at each branch (after the pre-pass
    /// counted uses): every use the condition of a `br`, at least one in
    /// another block. Their operands gain one use per branch but the
    /// compare's own.
    pub(crate) fn mark_branch_icmps(&mut self) {
        let f = self.f;
        let mut br_uses = std::mem::take(&mut self.c.scratch_counts);
        br_uses.clear();
        br_uses.resize(f.values.len(), 0);
        let mut far = std::mem::take(&mut self.c.branch_icmp);
        for (i, data) in f.insts.iter() {
            if let InstData::CondBr { cond, .. } = *data
                && let ValueDef::Inst(d) = f.values[cond].def
            {
                br_uses[cond.index()] += 1;
                if self.c.inst_block[d.index()] != self.c.inst_block[i.index()] {
                    far[d.index()] = true;
                }
            }
        }
        for (i, data) in f.insts.iter() {
            let InstData::ICmp { args, .. } = *data else {
                far[i.index()] = false;
                continue;
            };
            let Some(res) = f.inst_result(i) else {
                far[i.index()] = false;
                continue;
            };
            let n = self.c.uses[res.index()];
            if !far[i.index()] || n == 0 || br_uses[res.index()] != n || !self.plain_int(args[0]) {
                far[i.index()] = false;
                continue;
            }
            self.c.uses[res.index()] = 0;
            for a in args {
                self.c.uses[a.index()] += n - 1;
            }
        }
        self.c.branch_icmp = far;
        self.c.scratch_counts = br_uses;
    }

    /// The flags for `cond` when it is a compare recomputed at each branch.
    pub(crate) fn branch_icmp_flags(&mut self, cond: Value) -> LResult<Option<Cond>> {
        let ValueDef::Inst(i) = self.f.values[cond].def else {
            return Ok(None);
        };
        if !self.c.branch_icmp[i.index()] {
            return Ok(None);
        }
        let InstData::ICmp { pred, args, .. } = self.f.insts[i] else {
            return Ok(None);
        };
        self.icmp_flags(pred, args[0], args[1]).map(Some)
    }

    /// An integer of 8, 16, 32 or 64 bits, or a pointer.
    pub(crate) fn plain_int(&self, v: Value) -> bool {
        matches!(
            self.m.types.get(self.f.values[v].ty),
            TypeData::Int(8 | 16 | 32 | 64) | TypeData::Ptr(_)
        )
    }
}
