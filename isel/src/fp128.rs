//! `fp128` selection. A value lives in a whole XMM register (the System V
//! ABI passes and returns it there); arithmetic and comparisons call the
//! runtime's soft-float routines (`__addtf3`, `__lttf2`, …) as LLVM does,
//! and sign operations mask bit 127.

use crate::lower::{LResult, Lower};
use kiln_ir::Value;
use kiln_ir::instructions::{BinaryOp, FloatPredicate};
use kiln_targets::Reg;
use kiln_targets::x64::{AluOp, Cond, Inst, OperandSize, RegMemImm, SseOp};

impl Lower<'_> {
    /// `fadd`/`fsub`/`fmul`/`fdiv`/`frem` on `fp128`.
    pub fn lower_f128_binary(
        &mut self,
        op: BinaryOp,
        a: Value,
        b: Value,
        res: Value,
    ) -> LResult<()> {
        let name = match op {
            BinaryOp::FAdd => "__addtf3",
            BinaryOp::FSub => "__subtf3",
            BinaryOp::FMul => "__multf3",
            BinaryOp::FDiv => "__divtf3",
            BinaryOp::FRem => "fmodf128",
            _ => return Err(self.err(format!("fp128 operator {}", op.name()))),
        };
        let x = self.reg(a)?;
        let y = self.reg(b)?;
        let dst = self.def1(res)?;
        self.libcall(name, &[x, y], &[dst])
    }

    /// `x` with its sign bit (bit 127) combined by `op` (`xorps`, `andps`)
    /// with `mask` (the top 32 bits; the rest of the mask is ones for
    /// `andps`, zeros otherwise) into `dst`.
    pub fn f128_sign_op(&mut self, x: Reg, op: SseOp, mask: u32, dst: Reg) {
        let fill = if op == SseOp::Andps { 0xff } else { 0 };
        let mut b = [fill; 16];
        b[12..].copy_from_slice(&mask.to_le_bytes());
        let m = self.pool16(b);
        self.emit(Inst::Sse {
            op,
            dst,
            src1: x,
            src2: m,
        });
    }

    /// `fneg` on `fp128`.
    pub fn lower_f128_fneg(&mut self, arg: Value, res: Value) -> LResult<()> {
        let x = self.reg(arg)?;
        let dst = self.def1(res)?;
        self.f128_sign_op(x, SseOp::Xorps, 0x8000_0000, dst);
        Ok(())
    }

    /// The result of comparison routine `name` on (`x`, `y`) tested
    /// against 0 by `cc` (signed), as 0 or 1 in a new register.
    fn f128_cmp_call(&mut self, name: &str, x: Reg, y: Reg, cc: Cond) -> LResult<Reg> {
        let r = self.new_int();
        self.libcall(name, &[x, y], &[r])?;
        self.emit(Inst::Cmp {
            size: OperandSize::S32,
            lhs: r,
            rhs: RegMemImm::Imm(0),
        });
        let b = self.new_int();
        self.emit(Inst::Setcc { cc, dst: b });
        Ok(b)
    }

    /// `fcmp pred a, b` on `fp128` as 0 or 1 (low byte) in a new register,
    /// with the routines and tests LLVM uses (an unordered predicate is the
    /// negation of the opposite ordered one).
    pub fn f128_fcmp(&mut self, pred: FloatPredicate, a: Value, b: Value) -> LResult<Reg> {
        use FloatPredicate::*;
        let x = self.reg(a)?;
        let y = self.reg(b)?;
        let single = match pred {
            Oeq => Some(("__eqtf2", Cond::E)),
            Une => Some(("__netf2", Cond::NE)),
            Ogt => Some(("__gttf2", Cond::G)),
            Oge => Some(("__getf2", Cond::GE)),
            Olt => Some(("__lttf2", Cond::L)),
            Ole => Some(("__letf2", Cond::LE)),
            Ugt => Some(("__letf2", Cond::G)),
            Uge => Some(("__lttf2", Cond::GE)),
            Ult => Some(("__getf2", Cond::L)),
            Ule => Some(("__gttf2", Cond::LE)),
            Uno => Some(("__unordtf2", Cond::NE)),
            Ord => Some(("__unordtf2", Cond::E)),
            _ => None,
        };
        if let Some((name, cc)) = single {
            return self.f128_cmp_call(name, x, y, cc);
        }
        let (eq_cc, un_cc, op) = match pred {
            One => (Cond::NE, Cond::E, AluOp::And),
            Ueq => (Cond::E, Cond::NE, AluOp::Or),
            True | False => {
                let r = self.new_int();
                self.emit(Inst::MovImm {
                    size: OperandSize::S32,
                    dst: r,
                    imm: (pred == True) as i64,
                });
                return Ok(r);
            }
            _ => unreachable!("handled above"),
        };
        let e = self.f128_cmp_call("__eqtf2", x, y, eq_cc)?;
        let u = self.f128_cmp_call("__unordtf2", x, y, un_cc)?;
        let r = self.new_int();
        self.emit(Inst::Alu {
            size: OperandSize::S32,
            op,
            dst: r,
            src1: e,
            src2: RegMemImm::Reg(u),
        });
        Ok(r)
    }
}
