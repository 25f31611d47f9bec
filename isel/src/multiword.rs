//! Integers wider than 128 bits (csmith's packed bit-field units: i136,
//! i160, …): a value is its 64-bit parts, low first, the last part holding
//! the remaining bits with anything above them undefined (see
//! `layout::leaves`). Bitwise operators, add/sub, shifts by a constant and
//! casts are lowered part by part; anything else is a clear error.

use crate::lower::{LResult, Lower};
use kiln_ir::Value;
use kiln_ir::instructions::{BinaryOp, CastOp};
use kiln_targets::Reg;
use kiln_targets::x64::{AluOp, Inst, OperandSize, RegMemImm, ShiftOp};

const S64: OperandSize = OperandSize::S64;

impl Lower<'_> {
    /// A binary operator on an integer of `bits` > 128.
    pub(crate) fn lower_multiword_binary(
        &mut self,
        op: BinaryOp,
        a: Value,
        b: Value,
        res: Value,
        bits: u32,
    ) -> LResult<()> {
        let mut x = Vec::new();
        self.all_regs(a, &mut x)?;
        let d = self.dst_parts(res)?;
        let n = d.len();
        if x.len() != n {
            return Err(self.err(format!("i{bits} operand with {} parts", x.len())));
        }
        match op {
            BinaryOp::And | BinaryOp::Or | BinaryOp::Xor | BinaryOp::Add | BinaryOp::Sub => {
                let mut y = Vec::new();
                self.all_regs(b, &mut y)?;
                if y.len() != n {
                    return Err(self.err(format!("i{bits} operand with {} parts", y.len())));
                }
                for k in 0..n {
                    let alu = match (op, k) {
                        (BinaryOp::And, _) => AluOp::And,
                        (BinaryOp::Or, _) => AluOp::Or,
                        (BinaryOp::Xor, _) => AluOp::Xor,
                        (BinaryOp::Add, 0) => AluOp::Add,
                        (BinaryOp::Add, _) => AluOp::Adc,
                        (BinaryOp::Sub, 0) => AluOp::Sub,
                        _ => AluOp::Sbb,
                    };
                    self.emit(Inst::Alu {
                        size: S64,
                        op: alu,
                        dst: d[k],
                        src1: x[k],
                        src2: RegMemImm::Reg(y[k]),
                    });
                }
                Ok(())
            }
            BinaryOp::Shl | BinaryOp::LShr | BinaryOp::AShr => {
                let Some(k) = self.const_int(b) else {
                    return Err(self.err(format!(
                        "{} on i{bits} by a non-constant amount is not supported yet",
                        op.name()
                    )));
                };
                let k = k as u64;
                if k >= bits as u64 {
                    // Poison in LLVM: any value will do.
                    for &r in &d {
                        self.emit(Inst::MovImm {
                            size: S64,
                            dst: r,
                            imm: 0,
                        });
                    }
                    return Ok(());
                }
                let x = self.normalized_top(&x, bits, op == BinaryOp::AShr);
                self.shift_parts(op, &x, k as u32, &d);
                Ok(())
            }
            _ => Err(self.err(format!(
                "integer operator {} on i{bits} is not supported yet",
                op.name()
            ))),
        }
    }

    /// A cast where one side is an integer wider than 128 bits.
    pub(crate) fn lower_multiword_cast(
        &mut self,
        op: CastOp,
        arg: Value,
        res: Value,
        from: u32,
        to: u32,
    ) -> LResult<()> {
        let mut x = Vec::new();
        self.all_regs(arg, &mut x)?;
        let d = self.dst_parts(res)?;
        match op {
            CastOp::Trunc if d.len() <= x.len() => {
                for k in 0..d.len() {
                    self.copy_reg(d[k], x[k]);
                }
                Ok(())
            }
            CastOp::ZExt | CastOp::SExt if d.len() >= x.len() => {
                let signed = op == CastOp::SExt;
                let x = self.normalized_top(&x, from, signed);
                for k in 0..x.len() {
                    self.copy_reg(d[k], x[k]);
                }
                let fill = if signed {
                    self.sign_of(x[x.len() - 1])
                } else {
                    self.imm64(0)
                };
                for &r in &d[x.len()..] {
                    self.copy_reg(r, fill);
                }
                Ok(())
            }
            _ => Err(self.err(format!(
                "cast {} between i{from} and i{to} is not supported yet",
                op.name()
            ))),
        }
    }

    /// All ones or all zeros: the sign of 64-bit `r`, spread.
    fn sign_of(&mut self, r: Reg) -> Reg {
        let s = self.new_int();
        self.emit(Inst::ShiftImm {
            size: S64,
            op: ShiftOp::Sar,
            dst: s,
            src: r,
            amount: 63,
        });
        s
    }

    /// The registers of `res`'s parts.
    fn dst_parts(&mut self, res: Value) -> LResult<Vec<Reg>> {
        let (s, n) = self.def_parts(res)?;
        Ok(self.c.parts[s..s + n]
            .iter()
            .map(|&r| Reg::virt(r))
            .collect())
    }

    /// `x` (the parts of an integer of `bits`) with its last part zero- or
    /// sign-extended from the bits it holds, so that whole parts can be
    /// shifted.
    fn normalized_top(&mut self, x: &[Reg], bits: u32, signed: bool) -> Vec<Reg> {
        let mut v = x.to_vec();
        let top_bits = bits - 64 * (x.len() as u32 - 1);
        if top_bits < 64
            && let Some(last) = v.last_mut()
        {
            *last = if signed {
                self.sext(*last, top_bits, S64)
            } else {
                self.zext(*last, top_bits, S64)
            };
        }
        v
    }

    /// `d = x op k` for a shift by the constant `k` (below the width), on
    /// normalized parts: output part `j` funnels two input parts together.
    fn shift_parts(&mut self, op: BinaryOp, x: &[Reg], k: u32, d: &[Reg]) {
        let n = x.len() as i64;
        let (w, b) = ((k / 64) as i64, (k % 64) as u8);
        let left = op == BinaryOp::Shl;
        // Above the top an arithmetic right shift reads the sign, others 0.
        let fill = (op == BinaryOp::AShr).then(|| self.sign_of(x[x.len() - 1]));
        let get = |j: i64| -> Option<Reg> {
            if (0..n).contains(&j) {
                Some(x[j as usize])
            } else if j >= n {
                fill
            } else {
                None
            }
        };
        for (j, &dst) in d.iter().enumerate() {
            let j = j as i64;
            let (main, other) = if left {
                (get(j - w), get(j - w - 1))
            } else {
                (get(j + w), get(j + w + 1))
            };
            let Some(main) = main else {
                self.emit(Inst::MovImm {
                    size: S64,
                    dst,
                    imm: 0,
                });
                continue;
            };
            if b == 0 {
                self.copy_reg(dst, main);
                continue;
            }
            let t = self.new_int();
            self.emit(Inst::ShiftImm {
                size: S64,
                op: if left { ShiftOp::Shl } else { ShiftOp::Shr },
                dst: t,
                src: main,
                amount: b,
            });
            let Some(other) = other else {
                self.copy_reg(dst, t);
                continue;
            };
            let u = self.new_int();
            self.emit(Inst::ShiftImm {
                size: S64,
                op: if left { ShiftOp::Shr } else { ShiftOp::Shl },
                dst: u,
                src: other,
                amount: 64 - b,
            });
            self.emit(Inst::Alu {
                size: S64,
                op: AluOp::Or,
                dst,
                src1: t,
                src2: RegMemImm::Reg(u),
            });
        }
    }
}
