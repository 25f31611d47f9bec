//! Intrinsics that return a flag as an `i32`: `comi*`/`ucomi*` and
//! `ptest*`.

use super::table::{CmpPred, PtestKind, StrResult};
use crate::lower::{LResult, Lower};
use kiln_ir::Value;
use kiln_targets::Reg;
use kiln_targets::x64::{
    AluOp, Cond, ExtMode, Inst, OperandSize, RegMem, RegMemImm, SseOp, XmmFlagsOp,
};

impl Lower<'_> {
    /// `comi`/`ucomi` of the low lanes (`signalling`: `comis*`), as LLVM
    /// lowers them: `eq` is ZF and not PF, `ne` is not ZF or PF, `gt`/`ge`
    /// are `a`/`ae`, and `lt`/`le` the same with the operands swapped.
    pub(super) fn lower_comi(
        &mut self,
        double: bool,
        signalling: bool,
        pred: CmpPred,
        args: &[Value],
        res: Value,
    ) -> LResult<()> {
        let (mut a, mut b) = (self.reg(args[0])?, self.reg(args[1])?);
        if matches!(pred, CmpPred::Lt | CmpPred::Le) {
            std::mem::swap(&mut a, &mut b);
        }
        if signalling {
            let op = if double {
                XmmFlagsOp::Comisd
            } else {
                XmmFlagsOp::Comiss
            };
            self.emit(Inst::XmmFlags {
                op,
                lhs: a,
                rhs: RegMem::Reg(b),
            });
        } else {
            self.emit(Inst::Ucomis {
                double,
                lhs: a,
                rhs: RegMem::Reg(b),
            });
        }
        let t = match pred {
            CmpPred::Eq => self.x86_two_flags(Cond::E, Cond::NP, AluOp::And),
            CmpPred::Ne => self.x86_two_flags(Cond::NE, Cond::P, AluOp::Or),
            CmpPred::Gt | CmpPred::Lt => self.x86_flag(Cond::A),
            CmpPred::Ge | CmpPred::Le => self.x86_flag(Cond::AE),
        };
        self.x86_flag_result(t, res)
    }

    /// `ptest` (of each 16-byte half; `sign_bits`: of only the sign bits
    /// of lanes that wide, for `vtest*`): ZF (`ptestz`), CF (`ptestc`) or
    /// neither (`ptestnzc`), the halves' flags combined.
    pub(super) fn lower_ptest(
        &mut self,
        kind: PtestKind,
        sign_bits: Option<u32>,
        args: &[Value],
        res: Value,
    ) -> LResult<()> {
        let mut a = Vec::with_capacity(2);
        let mut b = Vec::with_capacity(2);
        self.all_regs(args[0], &mut a)?;
        self.all_regs(args[1], &mut b)?;
        let (mut z, mut c) = (None, None);
        for (&x, &y) in a.iter().zip(&b) {
            let y = match sign_bits {
                Some(bits) => {
                    let m = self.pool_lanes(1 << (bits - 1), bits);
                    let t = self.new_float();
                    self.emit(Inst::Sse {
                        op: SseOp::Pand,
                        dst: t,
                        src1: y,
                        src2: m,
                    });
                    t
                }
                None => y,
            };
            self.emit(Inst::XmmFlags {
                op: XmmFlagsOp::Ptest,
                lhs: x,
                rhs: RegMem::Reg(y),
            });
            let (zk, ck) = (self.x86_flag(Cond::E), self.x86_flag(Cond::B));
            z = Some(self.and_flags(z, zk));
            c = Some(self.and_flags(c, ck));
        }
        let (Some(z), Some(c)) = (z, c) else {
            return Err(self.err("empty vector operand"));
        };
        let t = match kind {
            PtestKind::Z => z,
            PtestKind::C => c,
            PtestKind::Nzc => {
                let either = self.new_int();
                self.emit(Inst::Alu {
                    size: OperandSize::S32,
                    op: AluOp::Or,
                    dst: either,
                    src1: z,
                    src2: RegMemImm::Reg(c),
                });
                let t = self.new_int();
                self.emit(Inst::Alu {
                    size: OperandSize::S32,
                    op: AluOp::Xor,
                    dst: t,
                    src1: either,
                    src2: RegMemImm::Imm(1),
                });
                t
            }
        };
        self.x86_flag_result(t, res)
    }

    /// `acc & flag` (just `flag` for the first half).
    fn and_flags(&mut self, acc: Option<Reg>, flag: Reg) -> Reg {
        let Some(acc) = acc else {
            return flag;
        };
        let t = self.new_int();
        self.emit(Inst::Alu {
            size: OperandSize::S32,
            op: AluOp::And,
            dst: t,
            src1: acc,
            src2: RegMemImm::Reg(flag),
        });
        t
    }

    /// `pcmp{e,i}str*`: the index form for the index and the flags, the
    /// mask form for the mask.
    pub(super) fn lower_pcmpstr(
        &mut self,
        name: &str,
        explicit: bool,
        r: StrResult,
        args: &[Value],
        res: Value,
    ) -> LResult<()> {
        let imm = self.const_int(args[args.len() - 1]).ok_or_else(|| {
            self.err(format!(
                "the immediate operand of intrinsic {name} must be a constant"
            ))
        })? as u8;
        let mask = r == StrResult::Mask;
        let dst = if mask {
            self.new_float()
        } else {
            self.new_int()
        };
        if explicit {
            let (a, la, b, lb) = (
                self.reg(args[0])?,
                self.reg(args[1])?,
                self.reg(args[2])?,
                self.reg(args[3])?,
            );
            self.emit(Inst::PcmpEstr {
                mask,
                dst,
                a,
                b,
                la,
                lb,
                imm,
            });
        } else {
            let (a, b) = (self.reg(args[0])?, self.reg(args[1])?);
            self.emit(Inst::PcmpIstr {
                mask,
                dst,
                a,
                b,
                imm,
            });
        }
        match r {
            StrResult::Flag(cc) => {
                let t = self.x86_flag(cc);
                self.x86_flag_result(t, res)
            }
            StrResult::Index => {
                let d = self.def1(res)?;
                self.emit(Inst::MovRR {
                    size: OperandSize::S32,
                    dst: d,
                    src: dst,
                });
                Ok(())
            }
            StrResult::Mask => {
                let d = self.def1(res)?;
                self.emit(Inst::XmmMov { dst: d, src: dst });
                Ok(())
            }
        }
    }

    /// `setcc` into a new register (low byte).
    pub(super) fn x86_flag(&mut self, cc: Cond) -> Reg {
        let t = self.new_int();
        self.emit(Inst::Setcc { cc, dst: t });
        t
    }

    /// Two `setcc` combined by `op` (low byte).
    fn x86_two_flags(&mut self, c1: Cond, c2: Cond, op: AluOp) -> Reg {
        let t1 = self.x86_flag(c1);
        let t2 = self.x86_flag(c2);
        let t = self.new_int();
        self.emit(Inst::Alu {
            size: OperandSize::S32,
            op,
            dst: t,
            src1: t1,
            src2: RegMemImm::Reg(t2),
        });
        t
    }

    /// The low byte of `t` zero-extended into `res`.
    fn x86_flag_result(&mut self, t: Reg, res: Value) -> LResult<()> {
        let d = self.def1(res)?;
        self.emit(Inst::MovExtRR {
            ext: ExtMode::ZeroExt8,
            dst: d,
            src: t,
        });
        Ok(())
    }
}
