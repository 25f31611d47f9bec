//! `half` and `bfloat` selection. A value lives in the low 16 bits of an
//! XMM register (where the System V ABI passes and returns it); arithmetic
//! and comparisons extend to `float`, work in SSE and round back, as LLVM
//! does without F16C: `half` through the runtime's `__extendhfsf2` and
//! `__truncsfhf2`, `bfloat` inline (its bits are a `float`'s top half;
//! rounding is to nearest even, NaNs stay quiet NaNs).

use crate::fpkind::FpKind;
use crate::lower::{LResult, Lower};
use kiln_ir::Value;
use kiln_ir::instructions::BinaryOp;
use kiln_targets::x64::{
    AluOp, Amode, Cond, ExtMode, Inst, OperandSize, RegMem, RegMemImm, ShiftOp, SseOp, XmmMemOp,
};
use kiln_targets::{Reg, StackSlot};

impl Lower<'_> {
    /// A 16-bit value `x` (`half` if `kind` says so, else `bfloat`) as a
    /// `float` in a new XMM register (exact).
    pub fn f16_to_f32(&mut self, x: Reg, kind: FpKind) -> LResult<Reg> {
        let dst = self.new_float();
        if kind == FpKind::Half {
            self.libcall("__extendhfsf2", &[x], &[dst])?;
            return Ok(dst);
        }
        let g = self.new_int();
        self.emit(Inst::XmmToGpr {
            size: OperandSize::S32,
            dst: g,
            src: x,
        });
        let s = self.new_int();
        self.emit(Inst::ShiftImm {
            size: OperandSize::S32,
            op: ShiftOp::Shl,
            dst: s,
            src: g,
            amount: 16,
        });
        self.emit(Inst::GprToXmm {
            size: OperandSize::S32,
            dst,
            src: RegMem::Reg(s),
        });
        Ok(dst)
    }

    /// `float` `x` rounded to nearest even into 16-bit register `dst`.
    pub fn f32_to_f16(&mut self, x: Reg, kind: FpKind, dst: Reg) -> LResult<()> {
        if kind == FpKind::Half {
            return self.libcall("__truncsfhf2", &[x], &[dst]);
        }
        // bfloat: (bits + 0x7fff + bit 16) >> 16, or a quiet NaN.
        let b = self.new_int();
        self.emit(Inst::XmmToGpr {
            size: OperandSize::S32,
            dst: b,
            src: x,
        });
        let h = self.new_int();
        self.emit(Inst::ShiftImm {
            size: OperandSize::S32,
            op: ShiftOp::Shr,
            dst: h,
            src: b,
            amount: 16,
        });
        let lsb = self.new_int();
        self.emit(Inst::Alu {
            size: OperandSize::S32,
            op: AluOp::And,
            dst: lsb,
            src1: h,
            src2: RegMemImm::Imm(1),
        });
        let t = self.new_int();
        self.emit(Inst::Alu {
            size: OperandSize::S32,
            op: AluOp::Add,
            dst: t,
            src1: lsb,
            src2: RegMemImm::Imm(0x7fff),
        });
        let sum = self.new_int();
        self.emit(Inst::Alu {
            size: OperandSize::S32,
            op: AluOp::Add,
            dst: sum,
            src1: t,
            src2: RegMemImm::Reg(b),
        });
        let rounded = self.new_int();
        self.emit(Inst::ShiftImm {
            size: OperandSize::S32,
            op: ShiftOp::Shr,
            dst: rounded,
            src: sum,
            amount: 16,
        });
        let qnan = self.new_int();
        self.emit(Inst::Alu {
            size: OperandSize::S32,
            op: AluOp::Or,
            dst: qnan,
            src1: h,
            src2: RegMemImm::Imm(0x40),
        });
        let abs = self.new_int();
        self.emit(Inst::Alu {
            size: OperandSize::S32,
            op: AluOp::And,
            dst: abs,
            src1: b,
            src2: RegMemImm::Imm(0x7fff_ffff),
        });
        self.emit(Inst::Cmp {
            size: OperandSize::S32,
            lhs: abs,
            rhs: RegMemImm::Imm(0x7f80_0000),
        });
        let r = self.new_int();
        self.emit(Inst::Cmov {
            size: OperandSize::S32,
            cc: Cond::A,
            dst: r,
            src_false: rounded,
            src_true: RegMem::Reg(qnan),
        });
        self.emit(Inst::GprToXmm {
            size: OperandSize::S32,
            dst,
            src: RegMem::Reg(r),
        });
        Ok(())
    }

    /// `fadd`/`fsub`/`fmul`/`fdiv`/`frem` on `half`/`bfloat`: in `float`,
    /// then rounded.
    pub fn lower_f16_binary(
        &mut self,
        kind: FpKind,
        op: BinaryOp,
        a: Value,
        b: Value,
        res: Value,
    ) -> LResult<()> {
        let x = self.reg(a)?;
        let y = self.reg(b)?;
        let xf = self.f16_to_f32(x, kind)?;
        let yf = self.f16_to_f32(y, kind)?;
        let r = self.new_float();
        let sop = match op {
            BinaryOp::FAdd => SseOp::Addss,
            BinaryOp::FSub => SseOp::Subss,
            BinaryOp::FMul => SseOp::Mulss,
            BinaryOp::FDiv => SseOp::Divss,
            BinaryOp::FRem => {
                self.libcall("fmodf", &[xf, yf], &[r])?;
                let dst = self.def1(res)?;
                return self.f32_to_f16(r, kind, dst);
            }
            _ => return Err(self.err(format!("half operator {}", op.name()))),
        };
        self.emit(Inst::Sse {
            op: sop,
            dst: r,
            src1: xf,
            src2: RegMem::Reg(yf),
        });
        let dst = self.def1(res)?;
        self.f32_to_f16(r, kind, dst)
    }

    /// `x` with its sign bit (bit 15) combined by `op` (`xorps`, `andps`)
    /// with `mask` into `dst`.
    pub fn f16_sign_op(&mut self, x: Reg, op: SseOp, mask: u16, dst: Reg) {
        let m = self.pool_splat(mask as u64 | (mask as u64) << 16, false);
        self.emit(Inst::Sse {
            op,
            dst,
            src1: x,
            src2: m,
        });
    }

    /// `fneg` on `half`/`bfloat`: flips bit 15.
    pub fn lower_f16_fneg(&mut self, arg: Value, res: Value) -> LResult<()> {
        let x = self.reg(arg)?;
        let dst = self.def1(res)?;
        self.f16_sign_op(x, SseOp::Xorps, 0x8000, dst);
        Ok(())
    }

    /// Compares `l` with `r` in `float`, setting the flags as `ucomiss`.
    pub fn f16_cmp(&mut self, kind: FpKind, l: Value, r: Value) -> LResult<()> {
        let x = self.reg(l)?;
        let y = self.reg(r)?;
        let xf = self.f16_to_f32(x, kind)?;
        let yf = self.f16_to_f32(y, kind)?;
        self.emit(Inst::Ucomis {
            double: false,
            lhs: xf,
            rhs: RegMem::Reg(yf),
        });
        Ok(())
    }

    /// `fneg`, `llvm.fabs` or `llvm.copysign` (`b`) on a vector of
    /// `half`/`bfloat`: the sign bits of every lane, register by register.
    pub fn lower_f16_vector_sign(&mut self, b: &str, args: &[Value], res: Value) -> LResult<()> {
        let mut xs = Vec::new();
        self.all_regs(args[0], &mut xs)?;
        let mut ys = Vec::new();
        if b == "copysign" {
            self.all_regs(args[1], &mut ys)?;
        }
        let (s, n) = self.def_parts(res)?;
        for k in 0..n.min(xs.len()) {
            let d = Reg::virt(self.c.parts[s + k]);
            match b {
                "fneg" => self.f16_sign_op(xs[k], SseOp::Xorps, 0x8000, d),
                "fabs" => self.f16_sign_op(xs[k], SseOp::Andps, 0x7fff, d),
                _ => {
                    let mag = self.new_float();
                    self.f16_sign_op(xs[k], SseOp::Andps, 0x7fff, mag);
                    let sign = self.new_float();
                    self.f16_sign_op(ys[k], SseOp::Andps, 0x8000, sign);
                    self.emit(Inst::Sse {
                        op: SseOp::Orps,
                        dst: d,
                        src1: mag,
                        src2: RegMem::Reg(sign),
                    });
                }
            }
        }
        Ok(())
    }

    /// The address of lane `idx` of a vector of 16-bit lanes (`n` of them)
    /// spilled at `slot` (a variable index is masked to stay inside).
    fn f16_lane(&mut self, slot: StackSlot, n: u32, idx: Value) -> LResult<Amode> {
        let a = Amode::Slot { slot, disp: 0 };
        if let Some(k) = self.const_int(idx) {
            let k = k as u64 % n.max(1) as u64;
            return Ok(self.add_disp(a, 2 * k as i64));
        }
        let bits = self.int_bits(idx)?;
        let r = self.reg(idx)?;
        let r = self.zext(r, bits, OperandSize::S64);
        let m = self.new_int();
        self.emit(Inst::Alu {
            size: OperandSize::S64,
            op: AluOp::And,
            dst: m,
            src1: r,
            src2: RegMemImm::Imm(n.next_power_of_two() as i32 - 1),
        });
        Ok(self.add_index(a, m, 2))
    }

    /// Spills every register of vector `v` to a new slot of `16 * parts`
    /// bytes (at least 32, so a masked lane index stays inside).
    fn f16_spill(&mut self, v: Value) -> LResult<(StackSlot, usize)> {
        let mut regs = Vec::new();
        self.all_regs(v, &mut regs)?;
        let slot = self.out.new_slot(16 * regs.len().max(2) as u32, 16);
        for (p, &r) in regs.iter().enumerate() {
            self.emit(Inst::XmmStore {
                op: XmmMemOp::Movdqu,
                src: r,
                addr: Amode::Slot {
                    slot,
                    disp: 16 * p as i32,
                },
            });
        }
        Ok((slot, regs.len()))
    }

    /// Loads the 2-byte `half`/`bfloat` at `addr` into the low bits of
    /// XMM `dst` (`movzwl` + `movd`).
    pub fn load_f16(&mut self, addr: Amode, dst: Reg) {
        let t = self.new_int();
        self.emit(Inst::Load {
            ext: ExtMode::ZeroExt16,
            dst: t,
            addr,
        });
        self.emit(Inst::GprToXmm {
            size: OperandSize::S32,
            dst,
            src: RegMem::Reg(t),
        });
    }

    /// Stores the `half`/`bfloat` in the low bits of XMM `x` to `addr`
    /// (`movd` + 2-byte `mov`).
    pub fn store_f16(&mut self, x: Reg, addr: Amode) {
        let t = self.new_int();
        self.emit(Inst::XmmToGpr {
            size: OperandSize::S32,
            dst: t,
            src: x,
        });
        self.emit(Inst::Store {
            size: OperandSize::S16,
            src: t,
            addr,
        });
    }

    /// `extractelement` from a vector of `half`/`bfloat`.
    pub fn lower_f16_extract(&mut self, v: Value, idx: Value, res: Value) -> LResult<()> {
        let n = self.m.types.vector(self.f.values[v].ty).map_or(1, |x| x.1);
        let (slot, _) = self.f16_spill(v)?;
        let a = self.f16_lane(slot, n, idx)?;
        let d = self.def1(res)?;
        self.load_f16(a, d);
        Ok(())
    }

    /// `insertelement` into a vector of `half`/`bfloat`.
    pub fn lower_f16_insert(
        &mut self,
        v: Value,
        elt: Value,
        idx: Value,
        res: Value,
    ) -> LResult<()> {
        let n = self.m.types.vector(self.f.values[v].ty).map_or(1, |x| x.1);
        let (slot, parts) = self.f16_spill(v)?;
        let a = self.f16_lane(slot, n, idx)?;
        let x = self.reg(elt)?;
        self.store_f16(x, a);
        let (s, nd) = self.def_parts(res)?;
        for p in 0..nd.min(parts) {
            let d = Reg::virt(self.c.parts[s + p]);
            self.emit(Inst::XmmLoad {
                op: XmmMemOp::Movdqu,
                dst: d,
                addr: Amode::Slot {
                    slot,
                    disp: 16 * p as i32,
                },
            });
        }
        Ok(())
    }
}
