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
            Form::MaskStore(op) => {
                let p = self.reg(args[0])?;
                let mut masks = Vec::with_capacity(2);
                let mut data = Vec::with_capacity(2);
                self.all_regs(args[1], &mut masks)?;
                self.all_regs(args[2], &mut data)?;
                for (k, (&mask, &data)) in masks.iter().zip(&data).enumerate() {
                    self.emit(Inst::VMaskMov {
                        op,
                        store: true,
                        data,
                        mask,
                        addr: Amode::base(p, 16 * k as i32),
                    });
                }
                return Ok(());
            }
            Form::Vzero(all) => {
                self.emit(Inst::Vzero { all });
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
            // The remaining forms only compute (or read memory for) their
            // result; like LLVM, an unused one needs no code.
            return Ok(());
        };
        match form {
            Form::Bin(_)
            | Form::Un(_)
            | Form::BinX(_)
            | Form::UnX(_)
            | Form::BinXImm(_)
            | Form::UnXImm(_)
            | Form::BinImm(..)
            | Form::ShiftBy(..)
            | Form::Blendv(_) => {
                let imm = self.form_imm(name, form, args)?;
                let (s, n) = self.def_parts(res)?;
                for k in 0..n {
                    let d = Reg::virt(self.c.parts[s + k]);
                    let mut srcs = [None; 3];
                    for (j, &a) in args.iter().enumerate().take(3) {
                        if self.is_vector(a) {
                            srcs[j] = Some(self.half(a, k)?);
                        } else if matches!(form, Form::ShiftBy(..)) && j == 1 {
                            srcs[j] = self.shift_count(a)?;
                        }
                    }
                    // The 256-bit mpsadbw takes the upper lane's offsets
                    // from bits 5:3.
                    let imm = if k == 1 && matches!(form, Form::BinXImm(SseXOp::Mpsadbw)) {
                        imm >> 3
                    } else {
                        imm
                    };
                    self.lane_form(form, &srcs, imm, d)?;
                }
                Ok(())
            }
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
            Form::Ptest(kind) => self.lower_ptest(kind, None, args, res),
            Form::Vtest(kind, bits) => self.lower_ptest(kind, Some(bits), args, res),
            Form::Cmp(op) => self.lower_cmp(name, op, args, res),
            Form::Narrow(op) => self.lower_narrow(Form::Un(op), args[0], res),
            Form::NarrowX(op) => self.lower_narrow(Form::UnX(op), args[0], res),
            Form::MaskBits(op, per) => self.lower_mask_bits(op, per, args[0], res),
            Form::LoadU => {
                let p = self.reg(args[0])?;
                let (s, n) = self.def_parts(res)?;
                for k in 0..n {
                    let d = Reg::virt(self.c.parts[s + k]);
                    self.emit(Inst::XmmLoad {
                        op: XmmMemOp::Movdqu,
                        dst: d,
                        addr: Amode::base(p, 16 * k as i32),
                    });
                }
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
            Form::Pmovmskb => {
                let x = self.reg(args[0])?;
                let d = self.def1(res)?;
                self.emit(Inst::XmmToGprX {
                    op: kiln_targets::x64::XmmToGprOp::Pmovmskb,
                    size: OperandSize::S32,
                    dst: d,
                    src: RegMem::Reg(x),
                });
                Ok(())
            }
            Form::PcmpStr(explicit, r) => self.lower_pcmpstr(name, explicit, r, args, res),
            Form::MaskLoad(op) => {
                let p = self.reg(args[0])?;
                let (s, n) = self.def_parts(res)?;
                for k in 0..n {
                    let mask = self.half(args[1], k)?;
                    let d = Reg::virt(self.c.parts[s + k]);
                    self.emit(Inst::VMaskMov {
                        op,
                        store: false,
                        data: d,
                        mask,
                        addr: Amode::base(p, 16 * k as i32),
                    });
                }
                Ok(())
            }
            Form::Fma(op) => {
                let (s, n) = self.def_parts(res)?;
                for k in 0..n {
                    let (a, b, c) = (
                        self.half(args[0], k)?,
                        self.half(args[1], k)?,
                        self.half(args[2], k)?,
                    );
                    let d = Reg::virt(self.c.parts[s + k]);
                    self.emit(Inst::Fma3 {
                        op,
                        dst: d,
                        src1: a,
                        src2: b,
                        src3: c,
                    });
                }
                Ok(())
            }
            Form::Lanes(mv, bits) => self.lower_lane_move(mv, bits, args, res),
            Form::Gather(bits, idx_bits) => self.lower_gather(name, bits, idx_bits, args, res),
            Form::CvtPs2Ph => {
                let imm = self.x86_imm(name, args[1])? as u8;
                let mut regs = Vec::with_capacity(2);
                self.all_regs(args[0], &mut regs)?;
                let mut parts = Vec::with_capacity(2);
                for &x in &regs {
                    let t = self.new_float();
                    self.emit(Inst::Vcvtps2ph {
                        dst: t,
                        src: x,
                        imm,
                    });
                    parts.push(t);
                }
                let d = self.def1(res)?;
                match parts[..] {
                    [lo] => self.emit(Inst::XmmMov { dst: d, src: lo }),
                    [lo, hi] => self.emit(Inst::Sse {
                        op: SseOp::Punpcklqdq,
                        dst: d,
                        src1: lo,
                        src2: RegMem::Reg(hi),
                    }),
                    _ => return Err(self.err("vcvtps2ph of an unexpected width")),
                }
                Ok(())
            }
            Form::MemCtl(_)
            | Form::Fence(_)
            | Form::Mfence
            | Form::MaskMov
            | Form::MaskStore(_)
            | Form::Vzero(_) => Ok(()),
        }
    }

    /// The immediate of a lane form (checked against the form's limit),
    /// 0 for forms without one; a shift's constant count is clamped to 255
    /// (the hardware treats every count ≥ the lane width alike).
    fn form_imm(&self, name: &str, form: Form, args: &[Value]) -> LResult<u8> {
        Ok(match form {
            Form::BinXImm(_) | Form::BinImm(..) => {
                let imm = self.x86_imm(name, args[2])?;
                if let Form::BinImm(_, max) = form
                    && !(0..=max as i64).contains(&imm)
                {
                    return Err(self.err(format!(
                        "immediate {imm} of intrinsic {name} is out of range 0..={max}"
                    )));
                }
                imm as u8
            }
            Form::UnXImm(_) => self.x86_imm(name, args[1])? as u8,
            Form::ShiftBy(..) => self
                .const_int(args[1])
                .map_or(0, |c| (c as u32).min(255) as u8),
            _ => 0,
        })
    }

    /// Register `k` (a 16-byte half) of vector `v`; a one-register vector
    /// serves every half (the shift counts of the 256-bit shifts).
    pub(super) fn half(&mut self, v: Value, k: usize) -> LResult<Reg> {
        let mut regs = Vec::with_capacity(2);
        self.all_regs(v, &mut regs)?;
        regs.get(k)
            .or(regs.last())
            .copied()
            .ok_or_else(|| self.err("empty vector operand"))
    }

    /// A variable shift count in an XMM register (zero-extended, as the
    /// instruction reads 64 bits); none for a constant count, which the
    /// immediate form takes.
    fn shift_count(&mut self, v: Value) -> LResult<Option<Reg>> {
        if self.const_int(v).is_some() {
            return Ok(None);
        }
        let n = self.reg(v)?;
        let t = self.new_float();
        self.emit(Inst::GprToXmm {
            size: OperandSize::S32,
            dst: t,
            src: RegMem::Reg(n),
        });
        Ok(Some(t))
    }

    /// One 16-byte lane form: `d = form(srcs…, imm)`.
    pub(super) fn lane_form(
        &mut self,
        form: Form,
        srcs: &[Option<Reg>; 3],
        imm: u8,
        d: Reg,
    ) -> LResult<()> {
        let get = |i: usize| srcs[i].ok_or_else(|| self.err("missing vector operand"));
        let x = get(0)?;
        match form {
            Form::Bin(op) => self.emit(Inst::Sse {
                op,
                dst: d,
                src1: x,
                src2: RegMem::Reg(get(1)?),
            }),
            Form::Un(op) => self.emit(Inst::Sse {
                op,
                dst: d,
                src1: x,
                src2: RegMem::Reg(x),
            }),
            Form::BinX(op) | Form::BinXImm(op) => self.emit(Inst::SseX {
                op,
                dst: d,
                src1: x,
                src2: RegMem::Reg(get(1)?),
                imm,
            }),
            Form::UnX(op) | Form::UnXImm(op) => self.emit(Inst::SseX {
                op,
                dst: d,
                src1: x,
                src2: RegMem::Reg(x),
                imm,
            }),
            Form::BinImm(op, _) => self.emit(Inst::SseImm {
                op,
                dst: d,
                src1: x,
                src2: RegMem::Reg(get(1)?),
                imm,
            }),
            Form::ShiftBy(imm_op, reg_op) => {
                if let Some(y) = srcs[1] {
                    self.emit(Inst::SseX {
                        op: reg_op,
                        dst: d,
                        src1: x,
                        src2: RegMem::Reg(y),
                        imm: 0,
                    });
                } else {
                    self.emit(Inst::SseImm {
                        op: imm_op,
                        dst: d,
                        src1: x,
                        src2: RegMem::Reg(x),
                        imm,
                    });
                }
            }
            Form::Blendv(bits) => {
                let (y, z) = (get(1)?, get(2)?);
                self.blendv_regs(bits, x, y, z, d)
            }
            _ => return Err(self.err(format!("internal: {form:?} is not a lane form"))),
        }
        Ok(())
    }

    /// `blendv*`: each lane from `b` where the sign bit of the mask's lane
    /// is set, else from `a` — as `(b & m) | (a & !m)` with `m` the sign
    /// spread over the lane.
    fn blendv_regs(&mut self, bits: u32, a: Reg, b: Reg, mask: Reg, d: Reg) {
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
        self.emit(Inst::Sse {
            op: SseOp::Por,
            dst: d,
            src1: pick_b,
            src2: RegMem::Reg(pick_a),
        });
    }
}
