//! Compares whose `i1` feeds several branches or selects of its own block:
//! instead of `setcc` once and `test $1` before each user, every user
//! recomputes the flags with its own `cmp` (the flags die at each `cmov` or
//! `jcc`, the compared values are registers either way), as LLVM does.

use crate::lower::{LResult, Lower};
use cranelift_entity::EntityRef;
use kiln_ir::{InstData, Value, ValueDef};
use kiln_targets::x64::Cond;

/// How far after the compare its users are looked for.
const MAX_SCAN: usize = 64;

impl Lower<'_> {
    /// Flags for `cond` recomputed from its `icmp` when every use of it is
    /// the condition of a `br` or an integer `select` shortly after it in
    /// the current block; `None` when that does not hold.
    pub(crate) fn remat_icmp_flags(&mut self, cond: Value) -> LResult<Option<Cond>> {
        let ValueDef::Inst(i) = self.f.values[cond].def else {
            return Ok(None);
        };
        let InstData::ICmp { pred, args, .. } = self.f.insts[i] else {
            return Ok(None);
        };
        let uses = self.c.uses[cond.index()] as usize;
        if !(2..=4).contains(&uses)
            || self.c.inst_block[i.index()] as usize != self.cur_block
            || !self.plain_int(args[0])
        {
            return Ok(None);
        }
        if !self.c.sunk[i.index()] {
            let block = self.f.layout[self.cur_block];
            let end = self.f.block_insts(block).last().map_or(0, |l| l.index());
            let mut found = 0;
            for k in i.index() + 1..=end.min(i.index() + MAX_SCAN) {
                let inst = kiln_ir::Inst::new(k);
                let data = &self.f.insts[inst];
                let as_cond = match *data {
                    InstData::CondBr { cond: c, .. } => c == cond,
                    InstData::Select { args: a, .. } => {
                        a[0] == cond
                            && !a[1..].contains(&cond)
                            && self.f.inst_result(inst).is_some_and(|r| self.plain_int(r))
                    }
                    _ => false,
                };
                if as_cond {
                    found += 1;
                } else {
                    let mut other = false;
                    self.f.for_each_operand(inst, |v| other |= v == cond);
                    if other {
                        return Ok(None);
                    }
                }
            }
            if found != uses {
                return Ok(None);
            }
            self.sink(i);
        }
        // Each user compares registers: a load feeding the compare must not
        // be folded into one `cmp` (the others could not read it), so its
        // use count is raised while the compare is built.
        for a in args {
            self.c.uses[a.index()] += 1;
        }
        let flags = self.icmp_flags(pred, args[0], args[1]);
        for a in args {
            self.c.uses[a.index()] -= 1;
        }
        flags.map(Some)
    }
}
