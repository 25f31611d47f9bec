//! Lowering of each [`Form`] of `llvm.x86.*` intrinsic to instructions.

use super::table::Form;
use crate::lower::{LResult, Lower};
use kiln_ir::Value;
use kiln_targets::Reg;
use kiln_targets::x64::{
    Amode, BmiOp, Inst, OperandSize, RegMem, SseImmOp, SseOp, SseXOp, XmmMemOp,
};

fn size_of_bits(bits: u32) -> OperandSize {
    match bits {
        8 => OperandSize::S8,
        16 => OperandSize::S16,
        32 => OperandSize::S32,
        _ => OperandSize::S64,
    }
}

impl Lower<'_> {
    /// The constant immediate operand `v` of intrinsic `name`; like LLVM,
    /// a non-constant immediate is an error.
    fn x86_imm(&self, name: &str, v: Value) -> LResult<i64> {
        self.const_int(v).ok_or_else(|| {
            self.err(format!(
                "the immediate operand of intrinsic {name} must be a constant"
            ))
        })
    }

    /// Lowers intrinsic `name` of form `form`.
    pub(super) fn lower_x86_form(
        &mut self,
        name: &str,
        form: Form,
        args: &[Value],
        res: Option<Value>,
    ) -> LResult<()> {
        match form {
            Form::MemCtl(op) => {
                let p = self.reg(args[0])?;
                self.emit(Inst::MemCtl {
                    op,
                    addr: Amode::base(p, 0),
                });
                return Ok(());
            }
            Form::Fence(op) => {
                self.emit(Inst::Fence { op });
                return Ok(());
            }
            Form::Mfence => {
                self.emit(Inst::Mfence);
                return Ok(());
            }
            Form::MaskMov => {
                let (src, mask, addr) =
                    (self.reg(args[0])?, self.reg(args[1])?, self.reg(args[2])?);
                self.emit(Inst::MaskMovdqu { src, mask, addr });
                return Ok(());
            }
            _ => {}
        }
        let Some(res) = res else {
            // Every implemented intrinsic is pure: an unused result needs
            // no code.
            return Ok(());
        };
        match form {
            Form::Bin(op) => {
                let (x, y) = (self.reg(args[0])?, self.reg(args[1])?);
                self.sse_to(res, op, x, y)
            }
            Form::Un(op) => {
                let x = self.reg(args[0])?;
                self.sse_to(res, op, x, x)
            }
            Form::BinX(op) => {
                let (x, y) = (self.reg(args[0])?, self.reg(args[1])?);
                self.sse_x_to(res, op, x, y, 0)
            }
            Form::UnX(op) => {
                let x = self.reg(args[0])?;
                self.sse_x_to(res, op, x, x, 0)
            }
            Form::BinXImm(op) => {
                let imm = self.x86_imm(name, args[2])?;
                let (x, y) = (self.reg(args[0])?, self.reg(args[1])?);
                self.sse_x_to(res, op, x, y, imm as u8)
            }
            Form::UnXImm(op) => {
                let imm = self.x86_imm(name, args[1])?;
                let x = self.reg(args[0])?;
                self.sse_x_to(res, op, x, x, imm as u8)
            }
            Form::BinImm(op, max) => {
                let imm = self.x86_imm(name, args[2])?;
                if !(0..=max as i64).contains(&imm) {
                    return Err(self.err(format!(
                        "immediate {imm} of intrinsic {name} is out of range 0..={max}"
                    )));
                }
                let (x, y) = (self.reg(args[0])?, self.reg(args[1])?);
                let d = self.def1(res)?;
                self.emit(Inst::SseImm {
                    op,
                    dst: d,
                    src1: x,
                    src2: RegMem::Reg(y),
                    imm: imm as u8,
                });
                Ok(())
            }
            Form::ShiftBy(imm_op, reg_op) => self.lower_shift_by(imm_op, reg_op, args, res),
            Form::ToGpr(op, bits) => {
                let x = self.reg(args[0])?;
                let d = self.def1(res)?;
                self.emit(Inst::XmmToGprX {
                    op,
                    size: size_of_bits(bits),
                    dst: d,
                    src: RegMem::Reg(x),
                });
                Ok(())
            }
            Form::TruncToGpr(double, bits) => {
                let x = self.reg(args[0])?;
                let d = self.def1(res)?;
                self.emit(Inst::CvtFloatToInt {
                    size: size_of_bits(bits),
                    double,
                    dst: d,
                    src: RegMem::Reg(x),
                });
                Ok(())
            }
            Form::Comi(double, signalling, pred) => {
                self.lower_comi(double, signalling, pred, args, res)
            }
            Form::Ptest(kind) => self.lower_ptest(kind, args, res),
            Form::Blendv(bits) => self.lower_blendv(bits, args, res),
            Form::LoadU => {
                let p = self.reg(args[0])?;
                let d = self.def1(res)?;
                self.emit(Inst::XmmLoad {
                    op: XmmMemOp::Movdqu,
                    dst: d,
                    addr: Amode::base(p, 0),
                });
                Ok(())
            }
            Form::Crc32(bits) => {
                let (acc, data) = (self.reg(args[0])?, self.reg(args[1])?);
                let d = self.def1(res)?;
                self.emit(Inst::Crc32 {
                    size: size_of_bits(bits),
                    dst: d,
                    src1: acc,
                    src2: RegMem::Reg(data),
                });
                Ok(())
            }
            Form::Bmi(op, bits) => {
                let (a, b) = (self.reg(args[0])?, self.reg(args[1])?);
                // bextr/bzhi: data in r/m, control in vvvv; pdep/pext:
                // data in vvvv, mask in r/m.
                let (vvvv, rm) = match op {
                    BmiOp::Bextr | BmiOp::Bzhi => (b, a),
                    BmiOp::Pdep | BmiOp::Pext => (a, b),
                };
                let d = self.def1(res)?;
                self.emit(Inst::Bmi {
                    op,
                    size: size_of_bits(bits),
                    dst: d,
                    vvvv,
                    rm: RegMem::Reg(rm),
                });
                Ok(())
            }
            Form::Pmovmskb => self.lanes_to_bits(args[0], 16, 7, res),
            Form::PcmpStr(explicit, r) => self.lower_pcmpstr(name, explicit, r, args, res),
            Form::MemCtl(_) | Form::Fence(_) | Form::Mfence | Form::MaskMov => Ok(()),
        }
    }

    fn sse_to(&mut self, res: Value, op: SseOp, x: Reg, y: Reg) -> LResult<()> {
        let d = self.def1(res)?;
        self.emit(Inst::Sse {
            op,
            dst: d,
            src1: x,
            src2: RegMem::Reg(y),
        });
        Ok(())
    }

    fn sse_x_to(&mut self, res: Value, op: SseXOp, x: Reg, y: Reg, imm: u8) -> LResult<()> {
        let d = self.def1(res)?;
        self.emit(Inst::SseX {
            op,
            dst: d,
            src1: x,
            src2: RegMem::Reg(y),
            imm,
        });
        Ok(())
    }

    /// `pslli`/`psrli`/`psrai`: a constant count is the immediate form
    /// (counts past the lane width saturate to 255, which the hardware
    /// treats like any count ≥ the width); a variable one is moved into an
    /// XMM register (zero-extended, as the instruction reads 64 bits).
    fn lower_shift_by(
        &mut self,
        imm_op: SseImmOp,
        reg_op: SseXOp,
        args: &[Value],
        res: Value,
    ) -> LResult<()> {
        let x = self.reg(args[0])?;
        if let Some(c) = self.const_int(args[1]) {
            let imm = (c as u32).min(255) as u8;
            let d = self.def1(res)?;
            self.emit(Inst::SseImm {
                op: imm_op,
                dst: d,
                src1: x,
                src2: RegMem::Reg(x),
                imm,
            });
            return Ok(());
        }
        let n = self.reg(args[1])?;
        let t = self.new_float();
        self.emit(Inst::GprToXmm {
            size: OperandSize::S32,
            dst: t,
            src: RegMem::Reg(n),
        });
        self.sse_x_to(res, reg_op, x, t, 0)
    }

    /// `blendv*`: each lane from the second operand where the sign bit of
    /// the mask's lane is set, else from the first — as
    /// `(b & m) | (a & !m)` with `m` the sign spread over the lane.
    fn lower_blendv(&mut self, bits: u32, args: &[Value], res: Value) -> LResult<()> {
        let (a, b, mask) = (self.reg(args[0])?, self.reg(args[1])?, self.reg(args[2])?);
        let m = self.new_float();
        match bits {
            8 => {
                // 0 > mask, byte by byte.
                let z = self.new_float();
                self.emit(Inst::Sse {
                    op: SseOp::Pxor,
                    dst: z,
                    src1: mask,
                    src2: RegMem::Reg(mask),
                });
                self.emit(Inst::Sse {
                    op: SseOp::Pcmpgtb,
                    dst: m,
                    src1: z,
                    src2: RegMem::Reg(mask),
                });
            }
            32 => self.emit(Inst::SseImm {
                op: SseImmOp::PsradImm,
                dst: m,
                src1: mask,
                src2: RegMem::Reg(mask),
                imm: 31,
            }),
            _ => {
                // The high dword of each quadword into both halves first.
                let h = self.new_float();
                self.emit(Inst::SseImm {
                    op: SseImmOp::Pshufd,
                    dst: h,
                    src1: mask,
                    src2: RegMem::Reg(mask),
                    imm: 0xF5,
                });
                self.emit(Inst::SseImm {
                    op: SseImmOp::PsradImm,
                    dst: m,
                    src1: h,
                    src2: RegMem::Reg(h),
                    imm: 31,
                });
            }
        }
        let pick_b = self.new_float();
        self.emit(Inst::Sse {
            op: SseOp::Pand,
            dst: pick_b,
            src1: m,
            src2: RegMem::Reg(b),
        });
        let pick_a = self.new_float();
        self.emit(Inst::Sse {
            op: SseOp::Pandn,
            dst: pick_a,
            src1: m,
            src2: RegMem::Reg(a),
        });
        let d = self.def1(res)?;
        self.emit(Inst::Sse {
            op: SseOp::Por,
            dst: d,
            src1: pick_b,
            src2: RegMem::Reg(pick_a),
        });
        Ok(())
    }
}
