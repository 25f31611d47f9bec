//! `llvm.is.fpclass` on vectors of `half`, `bfloat`, `x86_fp80` and
//! `fp128`, lane by lane: the vector is spilled, each lane's bits are read
//! into GPRs (lanes are packed at the format's bit size, as LLVM lays
//! vectors out: `x86_fp80` lanes are 10 bytes apart) and classified as the
//! scalar lowering does.

use crate::fpkind::FpKind;
use crate::lower::{LResult, Lower};
use crate::scalarize::LaneKind;
use kiln_ir::Value;
use kiln_targets::x64::{Amode, ExtMode, Inst};

impl Lower<'_> {
    /// The element format of `v` when it is a vector of a format other
    /// than `float`/`double`.
    pub(crate) fn vector_other_fp(&self, v: Value) -> Option<FpKind> {
        let (e, _, _) = self.m.types.vector(self.f.values[v].ty)?;
        self.fp_kind(e).filter(|k| !k.is_sse())
    }

    /// `is.fpclass(x, mask)` with `x` a vector of format `k`.
    pub(crate) fn lower_vector_is_fpclass_other(
        &mut self,
        k: FpKind,
        x: Value,
        mask: u32,
        res: Value,
    ) -> LResult<()> {
        let n = self
            .m
            .types
            .vector(self.f.values[x].ty)
            .map_or(0, |(_, n, _)| n);
        let ir = self.vec_info(self.f.values[res].ty)?;
        if !matches!(ir.kind, LaneKind::Mask(_)) || ir.n != n {
            return Err(
                self.err("is.fpclass must return a vector of i1 with one lane per operand lane")
            );
        }
        let stride = match k {
            FpKind::Half | FpKind::BFloat => 2,
            FpKind::F80 => 10,
            FpKind::F128 => 16,
            FpKind::F32 | FpKind::F64 => {
                return Err(self.err("is.fpclass: float lanes take the SSE lowering"));
            }
        };
        let mut regs = Vec::new();
        self.all_regs(x, &mut regs)?;
        let in_bytes = 16 * regs.len() as i32;
        let slot = self.out.new_slot(in_bytes as u32 + ir.bytes, 16);
        self.spill_at(x, slot, 0)?;
        let at = |disp: i32| Amode::Slot { slot, disp };
        for lane in 0..n {
            let off = stride * lane as i32;
            let load = |this: &mut Self, ext: ExtMode, disp: i32| {
                let r = this.new_int();
                this.emit(Inst::Load {
                    ext,
                    dst: r,
                    addr: at(disp),
                });
                r
            };
            let r = match k {
                FpKind::F80 => {
                    let m = load(self, ExtMode::None64, off);
                    let se = load(self, ExtMode::ZeroExt16, off + 8);
                    self.f80_class_of(m, se, mask)
                }
                FpKind::F128 => {
                    let lo = load(self, ExtMode::None64, off);
                    let hi = load(self, ExtMode::None64, off + 8);
                    let (abs, sign, inf, minnorm, quiet) = self.class_key_of_bits(k, lo, hi);
                    self.class_test(mask, abs, sign, inf, minnorm, quiet)
                }
                _ => {
                    let bits = load(self, ExtMode::ZeroExt16, off);
                    let (abs, sign, inf, minnorm, quiet) = self.class_key_of_bits(k, bits, bits);
                    self.class_test(mask, abs, sign, inf, minnorm, quiet)
                }
            };
            self.store_lane(&ir, at(in_bytes + ir.off(lane)), r);
        }
        self.reload_at(res, slot, in_bytes)
    }
}
