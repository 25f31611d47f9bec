//! The instruction dispatch, and the integer operations: ALU operations,
//! multiplication, comparisons, casts, `freeze` and `select` (memory is in
//! `memory`, shifts and division in `shift_div`, floating point in `float`).

use super::regs::{ConstVal, r};
use super::{GResult, Gen, Unsupported};
use crate::int::int_cond;
use cranelift_entity::EntityRef;
use kiln_ir::instructions::{BinaryOp, CastOp, InstFlags, IntPredicate, Ordering};
use kiln_ir::types::TypeData;
use kiln_ir::{Inst as IrInst, InstData, Type, Value};
use kiln_targets::x64::{
    AluOp, Cond, ExtMode, Inst, OperandSize, RegMem, RegMemImm, ShiftOp, UnaryOp,
};

/// Bit widths the pass handles, by type: integers and 64-bit pointers.
pub(super) fn bits_of(g: &Gen<'_>, ty: Type) -> u32 {
    match g.m.types.get(ty) {
        TypeData::Int(b) => *b,
        _ => 64,
    }
}

/// The operation width for a value of `bits` bits (narrow values are
/// computed in 32 bits: their upper bits are never read).
pub(super) fn op_size(bits: u32) -> OperandSize {
    if bits > 32 {
        OperandSize::S64
    } else {
        OperandSize::S32
    }
}

/// The memory access width of a value of `bits` bits.
pub(super) fn mem_size(bits: u32) -> OperandSize {
    match bits {
        0..=8 => OperandSize::S8,
        9..=16 => OperandSize::S16,
        17..=32 => OperandSize::S32,
        _ => OperandSize::S64,
    }
}

/// The comparison width (exact: the upper bits of narrow values are
/// undefined).
fn cmp_size(bits: u32) -> OperandSize {
    mem_size(bits)
}

/// For `i1` operands: the unsigned predicate equal to a signed one.
fn unsigned_reversed(p: IntPredicate) -> IntPredicate {
    use IntPredicate::*;
    match p {
        Sgt => Ult,
        Sge => Ule,
        Slt => Ugt,
        Sle => Uge,
        _ => p,
    }
}

/// The predicate with its operands swapped.
fn swapped(p: IntPredicate) -> IntPredicate {
    use IntPredicate::*;
    match p {
        Eq | Ne => p,
        Ugt => Ult,
        Uge => Ule,
        Ult => Ugt,
        Ule => Uge,
        Sgt => Slt,
        Sge => Sle,
        Slt => Sgt,
        Sle => Sge,
    }
}

impl Gen<'_> {
    /// Lowers IR instruction `i`.
    pub(super) fn lower_inst(&mut self, i: IrInst) -> GResult<()> {
        let f = self.f;
        let res = f.inst_result(i);
        if let Some(v) = res
            && self.c.vals[v.index()].deferred
        {
            return Ok(());
        }
        if let Some(v) = res
            && self.c.vals[v.index()].uses == 0
            && self.is_pure(i)
        {
            self.consume_operands(i);
            return Ok(());
        }
        match f.insts[i] {
            InstData::Alloca { .. } | InstData::Phi { .. } => {}
            InstData::ICmp { pred, args, .. } => {
                let v = res.ok_or(Unsupported)?;
                if !self.c.vals[v.index()].fused {
                    let d = self.result_reg(v);
                    let cc = self.compare(pred, args)?;
                    self.emit(Inst::Setcc { cc, dst: r(d) });
                    self.defined(v, d);
                }
            }
            InstData::Binary { op, args, .. } if op.is_float() => {
                self.fbinary(op, args, res.ok_or(Unsupported)?)?
            }
            InstData::Binary { op, args, .. } => self.binary(op, args, res.ok_or(Unsupported)?)?,
            InstData::FNeg { arg, .. } => self.fneg(arg, res.ok_or(Unsupported)?)?,
            InstData::FCmp { pred, args, .. } => self.fcmp(pred, args, res.ok_or(Unsupported)?)?,
            InstData::Cast { op, arg, .. }
                if self.is_fp_value(arg) || res.is_some_and(|v| self.is_fp_value(v)) =>
            {
                self.fcast(op, arg, res.ok_or(Unsupported)?)?
            }
            InstData::Cast { op, arg, .. } => self.cast(op, arg, res.ok_or(Unsupported)?)?,
            InstData::Freeze { arg } => self.copy_value(arg, res.ok_or(Unsupported)?)?,
            InstData::Select { args, .. } if self.is_fp_value(args[1]) => {
                self.fselect(args, res.ok_or(Unsupported)?)?
            }
            InstData::Select { args, .. } => self.select(args, res.ok_or(Unsupported)?)?,
            InstData::Load { ptr, .. } => self.load(ptr, res.ok_or(Unsupported)?)?,
            InstData::Store { args, ordering, .. } => {
                self.store(args, ordering == Ordering::SeqCst)?
            }
            InstData::Gep {
                source_ty, args, ..
            } => {
                let vals = f.values_of(args);
                self.gep(source_ty, vals, res.ok_or(Unsupported)?)?
            }
            InstData::Call { call } => self.call(call, res)?,
            InstData::Ret { arg } => self.ret(arg.expand())?,
            InstData::Br { dest } => self.br(dest)?,
            InstData::CondBr { cond, dests } => self.cond_br(cond, dests)?,
            InstData::Switch { data } => self.switch(data)?,
            InstData::Unreachable => {
                self.emit(Inst::Ud2);
                self.end_block_plain(&[]);
            }
            _ => return Err(Unsupported),
        }
        self.unlock_all();
        if self.regs.exhausted {
            return Err(Unsupported);
        }
        Ok(())
    }

    /// Whether `i` may be dropped when its result is unused (volatile and
    /// atomic loads stay).
    fn is_pure(&self, i: IrInst) -> bool {
        if let InstData::Load {
            flags, ordering, ..
        } = self.f.insts[i]
        {
            return !flags.has(InstFlags::VOLATILE) && ordering == Ordering::NotAtomic;
        }
        matches!(
            self.f.insts[i],
            InstData::Binary { .. }
                | InstData::Cast { .. }
                | InstData::ICmp { .. }
                | InstData::FCmp { .. }
                | InstData::FNeg { .. }
                | InstData::Select { .. }
                | InstData::Freeze { .. }
                | InstData::Gep { .. }
                | InstData::Load { .. }
        ) && !matches!(
            self.f.insts[i],
            InstData::Binary {
                op: BinaryOp::UDiv | BinaryOp::SDiv | BinaryOp::URem | BinaryOp::SRem,
                ..
            }
        )
    }

    /// Counts the uses of a dropped instruction's operands.
    fn consume_operands(&mut self, i: IrInst) {
        let f = self.f;
        let mut ops = std::mem::take(&mut self.c.scratch);
        ops.clear();
        f.for_each_operand(i, |v| ops.push(v));
        for &v in &ops {
            self.consume(v);
        }
        self.c.scratch = ops;
    }

    /// The immediate form of `v` when it is an integer constant that fits
    /// a sign-extended 32-bit field.
    pub(super) fn imm32(&mut self, v: Value) -> GResult<Option<i32>> {
        Ok(match self.const_of(v)? {
            Some(ConstVal::Imm(x)) => i32::try_from(x).ok(),
            _ => None,
        })
    }

    /// `cmp` of `args` for predicate `pred`; the condition to test.
    pub(super) fn compare(&mut self, pred: IntPredicate, args: [Value; 2]) -> GResult<Cond> {
        let bits = bits_of(self, self.f.values[args[0]].ty);
        let size = cmp_size(bits);
        // An `i1` is 0 or 1 in its register, while its signed value is 0
        // or -1: a signed order is the unsigned one reversed.
        let pred = if bits == 1 {
            unsigned_reversed(pred)
        } else {
            pred
        };
        let (mut pred, mut a, mut b) = (pred, args[0], args[1]);
        if self.c.vals[a.index()].deferred || self.imm32(a)?.is_some() && self.imm32(b)?.is_none() {
            (pred, a, b) = (swapped(pred), b, a);
        }
        let lhs = self.opnd(a)?;
        if let Some(m) = self.folded_load(b)? {
            self.emit(Inst::Cmp {
                size,
                lhs: r(lhs),
                rhs: RegMemImm::Mem(m),
            });
            return Ok(int_cond(pred));
        }
        let rhs = match self.imm32(b)? {
            Some(0) => {
                self.consume(b);
                // The same flags as `cmp $0`, in fewer bytes.
                self.emit(Inst::Test {
                    size,
                    lhs: r(lhs),
                    rhs: RegMemImm::Reg(r(lhs)),
                });
                return Ok(int_cond(pred));
            }
            Some(k) => {
                self.consume(b);
                RegMemImm::Imm(k)
            }
            _ => RegMemImm::Reg(r(self.opnd(b)?)),
        };
        self.emit(Inst::Cmp {
            size,
            lhs: r(lhs),
            rhs,
        });
        Ok(int_cond(pred))
    }

    /// The right operand of an ALU operation: an immediate or a register.
    fn rmi(&mut self, v: Value) -> GResult<RegMemImm> {
        if let Some(m) = self.folded_load(v)? {
            return Ok(RegMemImm::Mem(m));
        }
        Ok(match self.imm32(v)? {
            Some(k) => {
                self.consume(v);
                RegMemImm::Imm(k)
            }
            None => RegMemImm::Reg(r(self.opnd(v)?)),
        })
    }

    fn binary(&mut self, op: BinaryOp, args: [Value; 2], v: Value) -> GResult<()> {
        let bits = bits_of(self, self.f.values[v].ty);
        let size = op_size(bits);
        let alu = match op {
            BinaryOp::Add => Some(AluOp::Add),
            BinaryOp::Sub => Some(AluOp::Sub),
            BinaryOp::And => Some(AluOp::And),
            BinaryOp::Or => Some(AluOp::Or),
            BinaryOp::Xor => Some(AluOp::Xor),
            _ => None,
        };
        let commutes = matches!(
            op,
            BinaryOp::Add | BinaryOp::And | BinaryOp::Or | BinaryOp::Xor | BinaryOp::Mul
        );
        // A folded load goes second; a constant too, unless the second
        // operand is the folded load (`add 48, (load)`).
        let args = if commutes
            && !self.c.vals[args[1].index()].deferred
            && (self.c.vals[args[0].index()].deferred
                || self.imm32(args[0])?.is_some() && self.imm32(args[1])?.is_none())
        {
            [args[1], args[0]]
        } else {
            args
        };
        let d = if let Some(aop) = alu {
            let a = self.lhs_operand(args[0], v)?;
            let b = self.rmi(args[1])?;
            let d = self.reuse_or_copy(a, Some(v));
            self.emit(Inst::Alu {
                size,
                op: aop,
                dst: r(d),
                src1: r(d),
                src2: b,
            });
            if bits == 1 && matches!(aop, AluOp::Add | AluOp::Sub) {
                self.mask_bit(d);
            }
            d
        } else {
            match op {
                BinaryOp::Mul => {
                    let a = self.opnd(args[0])?;
                    let k = self.imm32(args[1])?;
                    if let Some(k) = k
                        && k > 0
                        && (k as u32).is_power_of_two()
                    {
                        self.consume(args[1]);
                        let d = self.reuse_or_copy(a, Some(v));
                        self.emit(Inst::ShiftImm {
                            size,
                            op: ShiftOp::Shl,
                            dst: r(d),
                            src: r(d),
                            amount: k.trailing_zeros() as u8,
                        });
                        d
                    } else if let Some(k) = k {
                        self.consume(args[1]);
                        let d = self.result_reg(v);
                        self.emit(Inst::ImulImm {
                            size,
                            dst: r(d),
                            src: RegMem::Reg(r(a)),
                            imm: k,
                        });
                        d
                    } else {
                        let b = match self.folded_load(args[1])? {
                            Some(m) => RegMem::Mem(m),
                            None => RegMem::Reg(r(self.opnd(args[1])?)),
                        };
                        let d = self.reuse_or_copy(a, Some(v));
                        self.emit(Inst::Imul {
                            size,
                            dst: r(d),
                            src1: r(d),
                            src2: b,
                        });
                        d
                    }
                }
                BinaryOp::Shl | BinaryOp::LShr | BinaryOp::AShr => self.shift(op, args, bits, v)?,
                BinaryOp::UDiv | BinaryOp::SDiv | BinaryOp::URem | BinaryOp::SRem => {
                    self.divide(op, args, bits)?
                }
                _ => return Err(Unsupported),
            }
        };
        if bits == 1 && matches!(op, BinaryOp::Shl | BinaryOp::LShr | BinaryOp::AShr) {
            self.mask_bit(d);
        }
        self.defined(v, d);
        Ok(())
    }

    /// A register holding the first operand `a` of an operation whose
    /// result is `v`: a constant is materialized straight into the result's
    /// register.
    pub(super) fn lhs_operand(&mut self, a: Value, v: Value) -> GResult<u8> {
        match self.const_of(a)? {
            Some(cv) => {
                let d = self.result_reg(v);
                self.materialize(cv, d);
                Ok(d)
            }
            None => self.opnd(a),
        }
    }

    /// `and hw, 1`: keeps an `i1` in its canonical 0/1 form.
    pub(super) fn mask_bit(&mut self, hw: u8) {
        self.emit(Inst::Alu {
            size: OperandSize::S32,
            op: AluOp::And,
            dst: r(hw),
            src1: r(hw),
            src2: RegMemImm::Imm(1),
        });
    }

    fn cast(&mut self, op: CastOp, arg: Value, v: Value) -> GResult<()> {
        let from = bits_of(self, self.f.values[arg].ty);
        let to = bits_of(self, self.f.values[v].ty);
        if let Some(addr) = self.folded_load(arg)? {
            let ext = match (op, from) {
                (CastOp::SExt, 8) => ExtMode::SignExt8,
                (CastOp::SExt, 16) => ExtMode::SignExt16,
                (CastOp::SExt, 32) => ExtMode::SignExt32,
                (CastOp::ZExt, 1 | 8) => ExtMode::ZeroExt8,
                (CastOp::ZExt, 16) => ExtMode::ZeroExt16,
                (CastOp::ZExt, 32) => ExtMode::None32,
                _ => return Err(Unsupported),
            };
            let d = self.result_reg(v);
            self.emit(Inst::Load {
                ext,
                dst: r(d),
                addr,
            });
            self.defined(v, d);
            return Ok(());
        }
        let a = self.opnd(arg)?;
        let d = match op {
            CastOp::Trunc | CastOp::PtrToInt | CastOp::Bitcast if to <= from => {
                let d = self.reuse_or_copy(a, Some(v));
                if to == 1 && from > 1 {
                    self.mask_bit(d);
                }
                d
            }
            CastOp::ZExt | CastOp::IntToPtr | CastOp::PtrToInt => self.zero_extend(a, from),
            CastOp::SExt => {
                let d = self.take_or_reuse(a);
                let ext = match from {
                    1 | 8 => ExtMode::SignExt8,
                    16 => ExtMode::SignExt16,
                    32 => ExtMode::SignExt32,
                    _ => ExtMode::None64,
                };
                if from == 1 {
                    self.emit(Inst::MovExtRR {
                        ext: ExtMode::ZeroExt8,
                        dst: r(d),
                        src: r(a),
                    });
                    self.emit(Inst::Unary {
                        size: OperandSize::S64,
                        op: UnaryOp::Neg,
                        dst: r(d),
                        src: r(d),
                    });
                } else if ext == ExtMode::None64 {
                    if d != a {
                        self.emit(Inst::MovRR {
                            size: OperandSize::S64,
                            dst: r(d),
                            src: r(a),
                        });
                    }
                } else {
                    self.emit(Inst::MovExtRR {
                        ext,
                        dst: r(d),
                        src: r(a),
                    });
                }
                d
            }
            _ => return Err(Unsupported),
        };
        self.defined(v, d);
        Ok(())
    }

    /// `a` itself when free, else a fresh register (no copy).
    pub(super) fn take_or_reuse(&mut self, a: u8) -> u8 {
        if self.owner(a).is_none() {
            a
        } else {
            self.take_reg(0)
        }
    }

    /// The value in `a` (`from` bits) zero-extended to 64 bits.
    fn zero_extend(&mut self, a: u8, from: u32) -> u8 {
        let d = self.take_or_reuse(a);
        match from {
            1 | 8 => self.emit(Inst::MovExtRR {
                ext: ExtMode::ZeroExt8,
                dst: r(d),
                src: r(a),
            }),
            16 => self.emit(Inst::MovExtRR {
                ext: ExtMode::ZeroExt16,
                dst: r(d),
                src: r(a),
            }),
            32 => self.emit(Inst::MovRR {
                size: OperandSize::S32,
                dst: r(d),
                src: r(a),
            }),
            _ => {
                if d != a {
                    self.emit(Inst::MovRR {
                        size: OperandSize::S64,
                        dst: r(d),
                        src: r(a),
                    });
                }
            }
        }
        d
    }

    /// `v = arg` (freeze).
    fn copy_value(&mut self, arg: Value, v: Value) -> GResult<()> {
        let a = self.opnd(arg)?;
        let d = self.reuse_or_copy(a, Some(v));
        self.defined(v, d);
        Ok(())
    }

    fn select(&mut self, args: [Value; 3], v: Value) -> GResult<()> {
        let bits = bits_of(self, self.f.values[v].ty);
        let size = op_size(bits);
        let c = self.opnd(args[0])?;
        let t = self.opnd(args[1])?;
        let e = self.opnd(args[2])?;
        let d = self.reuse_or_copy(e, Some(v));
        self.cmov_if_set(c, size, d, t);
        self.defined(v, d);
        Ok(())
    }

    /// `dst = src` when the `i1` in `cond` is set (`test` and `cmovne`).
    pub(super) fn cmov_if_set(&mut self, cond: u8, size: OperandSize, dst: u8, src: u8) {
        self.emit(Inst::Test {
            size: OperandSize::S8,
            lhs: r(cond),
            rhs: RegMemImm::Imm(1),
        });
        self.emit(Inst::Cmov {
            size,
            cc: Cond::NE,
            dst: r(dst),
            src_false: r(dst),
            src_true: RegMem::Reg(r(src)),
        });
    }
}
