//! A branch on `a && b` or `a || b` (`and`/`or` of two `i1`s, or clang's
//! `select i1 %a, i1 %b, i1 false` / `select i1 %a, i1 true, i1 %b`) as two
//! conditional branches, as LLVM does: the second test sits in a block of
//! its own, reached only when the first does not decide. No `setcc`,
//! `cmov` or `test $1` (`cmp; seta; mov $0; test; cmovne; test $1; jne`
//! becomes `test; je; cmp; ja`).

use crate::lower::{LResult, Lower};
use cranelift_entity::EntityRef;
use kiln_ir::instructions::BinaryOp;
use kiln_ir::types::TypeData;
use kiln_ir::{Block, InstData, Value};
use kiln_targets::MBlock;
use kiln_targets::x64::Inst;

impl Lower<'_> {
    /// Lowers `br i1 %cond, %t, %e` as two branches when `cond` is a
    /// single-use logical and/or of this block; `false` (nothing emitted)
    /// otherwise.
    pub(crate) fn lower_logical_condbr(
        &mut self,
        cond: Value,
        t: Block,
        e: Block,
    ) -> LResult<bool> {
        let Some((i, is_and, a, b)) = self.logical_cond(cond) else {
            return Ok(false);
        };
        self.sink(i);
        // The second test, in a block of its own; every edge out of it is
        // split (its targets gain a predecessor selection did not count).
        let mid = self.reserve_block();
        let mark = self.c.cur.len();
        let to_t = self.split_edge_to(t)?;
        let to_e = self.split_edge_to(e)?;
        let cc = self.cond_flags(b)?;
        self.emit(Inst::Jcc {
            cc,
            taken: to_t,
            not_taken: to_e,
        });
        let insts: Vec<Inst> = self.c.cur.drain(mark..).collect();
        self.fill_extra_block(mid, &[], &insts, &[(to_t, 0, 0), (to_e, 0, 0)]);
        // The first test, here: it decides alone towards `e` (and) or `t`
        // (or).
        let decided = self.split_edge_to(if is_and { e } else { t })?;
        self.c.edges.push((decided, 0, 0));
        self.c.edges.push((mid, 0, 0));
        let cc = self.cond_flags(a)?;
        let (taken, not_taken) = if is_and {
            (mid, decided)
        } else {
            (decided, mid)
        };
        self.emit(Inst::Jcc {
            cc,
            taken,
            not_taken,
        });
        Ok(true)
    }

    /// `(instruction, is_and, a, b)` when `cond` is a single-use scalar
    /// `a && b` or `a || b` whose operands are not constants.
    fn logical_cond(&self, cond: Value) -> Option<(kiln_ir::Inst, bool, Value, Value)> {
        let i = self.sinkable(cond)?;
        if !matches!(self.m.types.get(self.f.values[cond].ty), TypeData::Int(1)) {
            return None;
        }
        let (is_and, a, b) = match self.f.insts[i] {
            InstData::Binary {
                op: BinaryOp::And,
                args,
                ..
            } => (true, args[0], args[1]),
            InstData::Binary {
                op: BinaryOp::Or,
                args,
                ..
            } => (false, args[0], args[1]),
            InstData::Select { args, .. } => {
                match (self.const_int(args[1]), self.const_int(args[2])) {
                    (_, Some(0)) => (true, args[0], args[1]),
                    (Some(x), _) if x != 0 => (false, args[0], args[2]),
                    _ => return None,
                }
            }
            _ => return None,
        };
        (self.const_int(a).is_none() && self.const_int(b).is_none()).then_some((i, is_and, a, b))
    }

    /// A new block on the edge from the current IR block to `to` (with the
    /// phi arguments of that edge).
    fn split_edge_to(&mut self, to: Block) -> LResult<MBlock> {
        let target = MBlock::new(self.c.block_index[to.index()] as usize);
        let mark = self.c.cur.len();
        let args = self.phi_args(to)?;
        Ok(self.split_edge(target, args, mark))
    }
}
