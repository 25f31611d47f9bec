//! Scalar constant expressions that do not fold to one address plus an
//! offset (`sub (ptrtoint @a, ptrtoint @b)`, `and (ptrtoint @p, 7)`,
//! `trunc (...)`, ...), computed at run time like the instructions they
//! spell. Integers narrower than 64 bits keep kiln's register convention
//! (upper bits unspecified), so `trunc` is free and `zext`/`sext` extend.

use crate::lower::{LResult, Lower};
use crate::values::const_addr;
use kiln_ir::instructions::{BinaryOp, CastOp};
use kiln_ir::{Const, ConstData, ExprOp, Type, TypeData};
use kiln_targets::Reg;
use kiln_targets::x64::{AluOp, ExtMode, Inst, OperandSize, RegMem, RegMemImm};

impl Lower<'_> {
    /// The value of integer or pointer constant `c` of type `ty` (64 bits
    /// or fewer) in a register.
    pub(crate) fn scalar_const_expr(&mut self, c: Const, ty: Type) -> LResult<Reg> {
        let m = self.m;
        let scalar = match m.types.get(ty) {
            TypeData::Int(bits) => *bits <= 64,
            TypeData::Ptr(_) => true,
            _ => false,
        };
        if !scalar {
            return Err(self.err("constant expression that is not an address"));
        }
        if const_addr(m, &mut self.c.layout, c).is_some()
            || matches!(m.consts.get(c), ConstData::BlockAddress { .. })
        {
            let mut out = Vec::with_capacity(1);
            self.const_regs(c, ty, &mut out)?;
            return out
                .first()
                .copied()
                .ok_or_else(|| self.err("constant expression without a value"));
        }
        let ConstData::Expr { op, ops, .. } = m.consts.get(c) else {
            return Err(self.err("constant expression that is not an address"));
        };
        let bits = |t| m.types.int_bits(t).unwrap_or(64);
        let op_ty = |k: usize| m.consts.type_of(ops[k], ty);
        match *op {
            ExprOp::Cast(
                CastOp::PtrToInt
                | CastOp::IntToPtr
                | CastOp::Bitcast
                | CastOp::AddrSpaceCast
                | CastOp::Trunc,
            ) => self.scalar_const_expr(ops[0], op_ty(0)),
            ExprOp::Cast(cast @ (CastOp::ZExt | CastOp::SExt)) => {
                let from = bits(op_ty(0));
                let x = self.scalar_const_expr(ops[0], op_ty(0))?;
                let ext = match (cast, from) {
                    (CastOp::ZExt, 8) => ExtMode::ZeroExt8,
                    (CastOp::ZExt, 16) => ExtMode::ZeroExt16,
                    (CastOp::ZExt, 32) => ExtMode::None32,
                    (CastOp::SExt, 8) => ExtMode::SignExt8,
                    (CastOp::SExt, 16) => ExtMode::SignExt16,
                    (CastOp::SExt, 32) => ExtMode::SignExt32,
                    _ => return Err(self.err(format!("constant {cast:?} from i{from}"))),
                };
                let dst = self.new_int();
                self.emit(Inst::MovExtRR { ext, dst, src: x });
                Ok(dst)
            }
            ExprOp::Binary(bop) => {
                let a = self.scalar_const_expr(ops[0], op_ty(0))?;
                let b = self.scalar_const_expr(ops[1], op_ty(1))?;
                let dst = self.new_int();
                let alu = match bop {
                    BinaryOp::Add => AluOp::Add,
                    BinaryOp::Sub => AluOp::Sub,
                    BinaryOp::And => AluOp::And,
                    BinaryOp::Or => AluOp::Or,
                    BinaryOp::Xor => AluOp::Xor,
                    BinaryOp::Mul => {
                        self.emit(Inst::Imul {
                            size: OperandSize::S64,
                            dst,
                            src1: a,
                            src2: RegMem::Reg(b),
                        });
                        return Ok(dst);
                    }
                    other => {
                        return Err(self.err(format!(
                            "constant expression '{other:?}' over addresses is not supported yet"
                        )));
                    }
                };
                self.emit(Inst::Alu {
                    size: OperandSize::S64,
                    op: alu,
                    dst,
                    src1: a,
                    src2: RegMemImm::Reg(b),
                });
                Ok(dst)
            }
            _ => Err(self.err("constant expression that is not an address")),
        }
    }
}
