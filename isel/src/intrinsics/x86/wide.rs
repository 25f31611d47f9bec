//! The forms that are not one instruction per 16-byte half: compares with
//! the AVX predicates, 256→128-bit narrowing conversions and mask moves of
//! 256-bit vectors.

use super::table::Form;
use crate::lower::{LResult, Lower};
use kiln_ir::Value;
use kiln_targets::Reg;
use kiln_targets::x64::{
    AluOp, Inst, OperandSize, RegMem, RegMemImm, ShiftOp, SseImmOp, SseOp, XmmToGprOp,
};

/// The two SSE predicates and how they combine (`true`: or, `false`:
/// and) for AVX predicate `p` in 8..16; predicates 16–31 have the results
/// of `p - 16` (they differ only in which NaNs signal).
fn split_pred(p: u8) -> (u8, u8, bool) {
    match p {
        8 => (0, 3, true),   // EQ_UQ = EQ | UNORD
        9 => (1, 3, true),   // NGE_US = LT | UNORD
        10 => (2, 3, true),  // NGT_US = LE | UNORD
        11 => (0, 4, false), // FALSE_OQ = EQ & NEQ
        12 => (4, 7, false), // NEQ_OQ = NEQ & ORD
        13 => (5, 7, false), // GE_OS = NLT & ORD
        14 => (6, 7, false), // GT_OS = NLE & ORD
        _ => (0, 4, true),   // TRUE_UQ = EQ | NEQ
    }
}

impl Lower<'_> {
    /// `cmp{ss,sd,ps,pd}` with predicate 0–7, or 0–31 when the function
    /// enables AVX. The scalar forms keep the first operand's upper lanes
    /// (`x | x` and `x & x` keep them in the combined predicates).
    pub(super) fn lower_cmp(
        &mut self,
        name: &str,
        op: SseImmOp,
        args: &[Value],
        res: Value,
    ) -> LResult<()> {
        let imm = self.const_int(args[2]).ok_or_else(|| {
            self.err(format!(
                "the immediate operand of intrinsic {name} must be a constant"
            ))
        })?;
        let max = if self.has_target_feature("avx") {
            31
        } else {
            7
        };
        if !(0..=max).contains(&imm) {
            return Err(self.err(format!(
                "immediate {imm} of intrinsic {name} is out of range 0..={max}"
            )));
        }
        let p = (imm & 15) as u8;
        let (s, n) = self.def_parts(res)?;
        for k in 0..n {
            let (x, y) = (self.half(args[0], k)?, self.half(args[1], k)?);
            let d = Reg::virt(self.c.parts[s + k]);
            let cmp = |l: &mut Self, dst: Reg, pred: u8| {
                l.emit(Inst::SseImm {
                    op,
                    dst,
                    src1: x,
                    src2: RegMem::Reg(y),
                    imm: pred,
                })
            };
            if p < 8 {
                cmp(self, d, p);
                continue;
            }
            let (p1, p2, or) = split_pred(p);
            let (t1, t2) = (self.new_float(), self.new_float());
            cmp(self, t1, p1);
            cmp(self, t2, p2);
            self.emit(Inst::Sse {
                op: if or { SseOp::Orps } else { SseOp::Andps },
                dst: d,
                src1: t1,
                src2: RegMem::Reg(t2),
            });
        }
        Ok(())
    }

    /// A 256-bit → 128-bit conversion: `half_form` (a one-operand lane
    /// form) of each half into the low 64 bits, the two joined by
    /// `punpcklqdq`.
    pub(super) fn lower_narrow(&mut self, half_form: Form, arg: Value, res: Value) -> LResult<()> {
        let mut parts = Vec::with_capacity(2);
        for k in 0..2 {
            let x = self.half(arg, k)?;
            let t = self.new_float();
            self.lane_form(half_form, &[Some(x), None, None], 0, t)?;
            parts.push(t);
        }
        let d = self.def1(res)?;
        self.emit(Inst::Sse {
            op: SseOp::Punpcklqdq,
            dst: d,
            src1: parts[0],
            src2: RegMem::Reg(parts[1]),
        });
        Ok(())
    }

    /// `movmskps`/`movmskpd`/`pmovmskb` of each half, the upper half's bits
    /// shifted above the lower's (`per` bits each).
    pub(super) fn lower_mask_bits(
        &mut self,
        op: XmmToGprOp,
        per: u32,
        arg: Value,
        res: Value,
    ) -> LResult<()> {
        let mut regs = Vec::with_capacity(2);
        self.all_regs(arg, &mut regs)?;
        let mut acc: Option<Reg> = None;
        for (k, &x) in regs.iter().enumerate() {
            let m = self.new_int();
            self.emit(Inst::XmmToGprX {
                op,
                size: OperandSize::S32,
                dst: m,
                src: RegMem::Reg(x),
            });
            acc = Some(match acc {
                None => m,
                Some(a) => {
                    let sh = self.new_int();
                    self.emit(Inst::ShiftImm {
                        size: OperandSize::S32,
                        op: ShiftOp::Shl,
                        dst: sh,
                        src: m,
                        amount: (per * k as u32) as u8,
                    });
                    let t = self.new_int();
                    self.emit(Inst::Alu {
                        size: OperandSize::S32,
                        op: AluOp::Or,
                        dst: t,
                        src1: a,
                        src2: RegMemImm::Reg(sh),
                    });
                    t
                }
            });
        }
        let acc = acc.ok_or_else(|| self.err("empty vector operand"))?;
        let d = self.def1(res)?;
        self.copy_reg(d, acc);
        Ok(())
    }
}
