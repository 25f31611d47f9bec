//! `llvm.{s,u}{add,sub}.with.overflow` on 128-bit vectors of i8, i16 or
//! i32 lanes: the wrapped result and an `<N x i1>` lane mask (all ones in
//! overflowing lanes), with SSE2 integer operations only. Other vectors
//! and multiplication go lane by lane (`vec_overflow_lanes.rs`).

use crate::lower::{LResult, Lower};
use kiln_ir::Value;
use kiln_targets::Reg;
use kiln_targets::x64::{Inst, RegMem, SseOp};

impl Lower<'_> {
    /// `res = { a op b, overflow mask }` for `b` one of `sadd`, `uadd`,
    /// `ssub`, `usub` followed by `.with.overflow`.
    pub(super) fn lower_vector_overflow(
        &mut self,
        b: &str,
        a: Value,
        y: Value,
        res: Value,
    ) -> LResult<()> {
        let (e, n, _) = self
            .m
            .types
            .vector(self.f.values[a].ty)
            .ok_or_else(|| self.err("expected a vector"))?;
        let bits = self.m.types.int_bits(e).unwrap_or(0);
        if bits * n != 128 || !matches!(bits, 8 | 16 | 32) || b.contains("mul") {
            return self.lower_vector_overflow_lanes(b, a, y, res);
        }
        let (add, sub, gt) = match bits {
            8 => (SseOp::Paddb, SseOp::Psubb, SseOp::Pcmpgtb),
            16 => (SseOp::Paddw, SseOp::Psubw, SseOp::Pcmpgtw),
            _ => (SseOp::Paddd, SseOp::Psubd, SseOp::Pcmpgtd),
        };
        let x = self.reg(a)?;
        let z = self.reg(y)?;
        let (s, parts) = self.def_parts(res)?;
        if parts != 2 {
            return Err(self.err("with.overflow result must be { vector, mask }"));
        }
        let (dv, dm) = (Reg::virt(self.c.parts[s]), Reg::virt(self.c.parts[s + 1]));
        let is_add = b.contains("add");
        self.sse(if is_add { add } else { sub }, dv, x, z);
        if b.starts_with('s') {
            // Signed: the sign of (a ^ r) & (b ^ r) for add, of
            // (a ^ b) & (a ^ r) for sub, spread over the lane.
            let (p, q) = if is_add { (x, z) } else { (x, x) };
            let (p2, q2) = if is_add { (dv, dv) } else { (z, dv) };
            let t1 = self.new_float();
            self.sse(SseOp::Pxor, t1, p, p2);
            let t2 = self.new_float();
            self.sse(SseOp::Pxor, t2, q, q2);
            let t3 = self.new_float();
            self.sse(SseOp::Pand, t3, t1, t2);
            let zero = self.new_float();
            self.sse(SseOp::Pxor, zero, t3, t3);
            self.sse(gt, dm, zero, t3);
        } else {
            // Unsigned: add overflows when r <u a, sub when a <u b; compare
            // signed after flipping the sign bits.
            let m = self.pool_lanes(1u64 << (bits - 1), bits);
            let (l, r) = if is_add { (x, dv) } else { (z, x) };
            let (lf, rf) = (self.new_float(), self.new_float());
            self.emit(Inst::Sse {
                op: SseOp::Pxor,
                dst: lf,
                src1: l,
                src2: m,
            });
            self.emit(Inst::Sse {
                op: SseOp::Pxor,
                dst: rf,
                src1: r,
                src2: m,
            });
            self.sse(gt, dm, lf, rf);
        }
        Ok(())
    }

    fn sse(&mut self, op: SseOp, dst: Reg, a: Reg, b: Reg) {
        self.emit(Inst::Sse {
            op,
            dst,
            src1: a,
            src2: RegMem::Reg(b),
        });
    }
}
