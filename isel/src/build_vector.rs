//! A vector built lane by lane (`insertelement` chains into `poison`, as
//! clang emits for `(v4f32){a, b, c, d}` and the vectoriser for splats of
//! loaded values) as a tree of unpacks: each element moved into an XMM
//! register once, then pairs merged with `punpckl*`/`unpcklps` until one
//! register holds them all — `log2(lanes)` dependent steps instead of one
//! insert per lane, and no byte inserts through general registers.

use crate::lower::{LResult, Lower};
use crate::scalarize::LaneKind;
use kiln_ir::Value;
use kiln_ir::instructions::InstData;
use kiln_targets::Reg;
use kiln_targets::x64::{Inst, OperandSize, RegMem, SseOp};

impl Lower<'_> {
    /// Lowers the `insertelement` chain ending in `res` (= `v` with `elt`
    /// at lane `k`) as a whole when its earlier inserts are used only by
    /// the chain, in this block, and together with an undefined start
    /// they define the vector; `false` to lower the insert alone.
    pub(crate) fn build_vector_in_regs(
        &mut self,
        v: Value,
        elt: Value,
        k: i64,
        res: Value,
    ) -> LResult<bool> {
        let Ok(info) = self.vec_info(self.f.values[res].ty) else {
            return Ok(false);
        };
        let (esize, float) = match info.kind {
            LaneKind::Int(b @ (8 | 16 | 32)) => (b / 8, false),
            LaneKind::Float(false) => (4, true),
            _ => return Ok(false),
        };
        let n = info.n as usize;
        if info.bytes != 16 || n < 2 || n * esize as usize > 16 {
            return Ok(false);
        }
        // Walk the chain back: the last insert of each lane wins.
        let mut lanes: Vec<Option<Value>> = vec![None; n];
        let mut chain = Vec::new();
        let (mut base, mut e, mut k) = (v, elt, k);
        loop {
            let Some(slot) = usize::try_from(k).ok().and_then(|k| lanes.get_mut(k)) else {
                return Ok(false);
            };
            slot.get_or_insert(e);
            let Some(i) = self.sinkable(base) else { break };
            let InstData::InsertElement { args: [bv, be, bk] } = self.f.insts[i] else {
                break;
            };
            let Some(kk) = self.const_int(bk) else { break };
            chain.push(i);
            (base, e, k) = (bv, be, kk);
        }
        let undef_base = self.is_undef_vector(base);
        if chain.is_empty() || !(undef_base || lanes.iter().all(Option::is_some)) {
            return Ok(false);
        }
        for &i in &chain {
            self.sink(i);
        }
        // Each element in lane 0 of an XMM register (undefined lanes take
        // any element).
        let any = lanes.iter().flatten().copied().next();
        let mut regs: Vec<Reg> = Vec::with_capacity(n);
        for lane in &lanes {
            let Some(x) = lane.or(any) else {
                return Ok(false);
            };
            let r = self.reg(x)?;
            if float {
                regs.push(r);
            } else {
                let t = self.new_float();
                self.emit(Inst::GprToXmm {
                    size: OperandSize::S32,
                    dst: t,
                    src: RegMem::Reg(r),
                });
                regs.push(t);
            }
        }
        // Merge pairs, doubling the unit each round.
        let mut unit = esize;
        while regs.len() > 1 {
            let op = match (unit, float) {
                (1, _) => SseOp::Punpcklbw,
                (2, _) => SseOp::Punpcklwd,
                (4, true) => SseOp::Unpcklps,
                (4, false) => SseOp::Punpckldq,
                _ => SseOp::Punpcklqdq,
            };
            let last = regs.len() == 2;
            let mut next = Vec::with_capacity(regs.len().div_ceil(2));
            for pair in regs.chunks(2) {
                let (lo, hi) = (pair[0], *pair.get(1).unwrap_or(&pair[0]));
                let dst = if last {
                    self.def1(res)?
                } else {
                    self.new_float()
                };
                self.emit(Inst::Sse {
                    op,
                    dst,
                    src1: lo,
                    src2: RegMem::Reg(hi),
                });
                next.push(dst);
            }
            regs = next;
            unit *= 2;
        }
        Ok(true)
    }
}
