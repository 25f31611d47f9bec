//! `llvm.fmuladd` in a function whose `"target-features"` enable FMA:
//! LLVM then always fuses it (one rounding), so kiln must too — with the
//! FMA3 instruction itself.

use crate::lower::{LResult, Lower};
use kiln_ir::Value;
use kiln_ir::types::TypeData;
use kiln_targets::Reg;
use kiln_targets::x64::{Fma3Op, Inst};

impl Lower<'_> {
    /// The FMA3 operation that fuses `llvm.fmuladd` on `v`'s type, when
    /// the function enables FMA and the type is `float`/`double` or a
    /// vector of them.
    pub(crate) fn fused_fmuladd_op(&self, v: Value) -> Option<Fma3Op> {
        let ty = self.f.values[v].ty;
        let (elem, packed) = match self.m.types.vector(ty) {
            Some((e, _, false)) => (e, true),
            Some(_) => return None,
            None => (ty, false),
        };
        let double = match self.m.types.get(elem) {
            TypeData::Float => false,
            TypeData::Double => true,
            _ => return None,
        };
        if !self.has_target_feature("fma") {
            return None;
        }
        Some(match (packed, double) {
            (true, false) => Fma3Op::Vfmadd213ps,
            (true, true) => Fma3Op::Vfmadd213pd,
            (false, false) => Fma3Op::Vfmadd213ss,
            (false, true) => Fma3Op::Vfmadd213sd,
        })
    }

    /// `res = a * b + c` with one rounding, 16 bytes at a time.
    pub(crate) fn lower_fused_fmuladd(
        &mut self,
        op: Fma3Op,
        args: &[Value],
        res: Value,
    ) -> LResult<()> {
        let mut ops = [Vec::new(), Vec::new(), Vec::new()];
        for (k, &a) in args.iter().enumerate().take(3) {
            self.all_regs(a, &mut ops[k])?;
        }
        let (s, n) = self.def_parts(res)?;
        for k in 0..n {
            let part = |v: &Vec<Reg>| v.get(k).copied();
            let (Some(a), Some(b), Some(c)) = (part(&ops[0]), part(&ops[1]), part(&ops[2])) else {
                return Err(self.err("fmuladd operands of different sizes"));
            };
            self.emit(Inst::Fma3 {
                op,
                dst: Reg::virt(self.c.parts[s + k]),
                src1: a,
                src2: b,
                src3: c,
            });
        }
        Ok(())
    }
}
