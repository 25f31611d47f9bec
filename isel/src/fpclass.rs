//! `llvm.is.fpclass`: the class tests on the integer bits (sign, magnitude
//! against infinity, the smallest normal and the quiet bit), combined as
//! the mask asks; the magnitude of `half`, `bfloat` and `fp128` is a
//! 64-bit key from `Lower::other_fp_class_key`. `x86_fp80` has its own
//! lowering (`fpclass_f80`), LLVM's, for the encodings IEEE formats lack.

use crate::fpkind::FpKind;
use crate::lower::{LResult, Lower};
use crate::scalarize::LaneKind;
use kiln_ir::Value;
use kiln_targets::Reg;
use kiln_targets::x64::{AluOp, Amode, Cond, ExtMode, Inst, OperandSize, RegMemImm, ShiftOp};

impl Lower<'_> {
    /// `0/1 = lhs cc rhs` (64-bit compare).
    pub(crate) fn flag(&mut self, cc: Cond, lhs: Reg, rhs: Reg) -> Reg {
        self.emit(Inst::Cmp {
            size: OperandSize::S64,
            lhs,
            rhs: RegMemImm::Reg(rhs),
        });
        let t = self.new_int();
        self.emit(Inst::Setcc { cc, dst: t });
        let z = self.new_int();
        self.emit(Inst::MovExtRR {
            ext: ExtMode::ZeroExt8,
            dst: z,
            src: t,
        });
        z
    }

    /// `a op b` (32 bits) in a new register.
    pub(crate) fn alu32(&mut self, op: AluOp, a: Reg, b: Reg) -> Reg {
        let d = self.new_int();
        self.emit(Inst::Alu {
            size: OperandSize::S32,
            op,
            dst: d,
            src1: a,
            src2: RegMemImm::Reg(b),
        });
        d
    }

    /// `llvm.is.fpclass(x, mask)`.
    pub fn lower_is_fpclass(&mut self, x: Value, mask: Value, res: Value) -> LResult<()> {
        let mask =
            self.const_int(mask)
                .ok_or_else(|| self.err("is.fpclass with a non-constant mask"))? as u32;
        if self.other_fp(x) == Some(FpKind::F80) {
            return self.lower_is_fpclass_f80(x, mask, res);
        }
        // The magnitude as an integer key that orders like the value, the
        // sign, and the keys of infinity, the smallest normal and the
        // quiet NaNs.
        let (abs, sign, inf, minnorm, quiet) = if let Some(k) = self.other_fp(x) {
            self.other_fp_class_key(k, x)?
        } else {
            let double = self.float_kind(self.f.values[x].ty)?;
            let xr = self.reg(x)?;
            let bits = self.new_int();
            self.emit(Inst::XmmToGpr {
                size: if double {
                    OperandSize::S64
                } else {
                    OperandSize::S32
                },
                dst: bits,
                src: xr,
            });
            self.sse_class_key(bits, double)
        };
        let acc = self.class_test(mask, abs, sign, inf, minnorm, quiet);
        let d = self.def1(res)?;
        self.copy_reg(d, acc);
        Ok(())
    }

    /// `llvm.is.fpclass(x, mask)` on a vector of `float` or `double`, lane
    /// by lane.
    pub fn lower_vector_is_fpclass(&mut self, x: Value, mask: Value, res: Value) -> LResult<()> {
        let mask =
            self.const_int(mask)
                .ok_or_else(|| self.err("is.fpclass with a non-constant mask"))? as u32;
        if let Some(k) = self.vector_other_fp(x) {
            return self.lower_vector_is_fpclass_other(k, x, mask, res);
        }
        let ia = self.vec_info(self.f.values[x].ty)?;
        let ir = self.vec_info(self.f.values[res].ty)?;
        let LaneKind::Float(double) = ia.kind else {
            return Err(self.err("is.fpclass on vectors of this type is not supported yet"));
        };
        if !matches!(ir.kind, LaneKind::Mask(_)) || ir.n != ia.n {
            return Err(
                self.err("is.fpclass must return a vector of i1 with one lane per operand lane")
            );
        }
        let slot = self.out.new_slot(ia.bytes + ir.bytes, 16);
        let out = ia.bytes as i32;
        self.spill_at(x, slot, 0)?;
        for k in 0..ia.n {
            let at = Amode::Slot {
                slot,
                disp: ia.off(k),
            };
            let bits = self.lane_int(&ia, at, false);
            let (abs, sign, inf, minnorm, quiet) = self.sse_class_key(bits, double);
            let r = self.class_test(mask, abs, sign, inf, minnorm, quiet);
            let at = Amode::Slot {
                slot,
                disp: out + ir.off(k),
            };
            self.store_lane(&ir, at, r);
        }
        self.reload_at(res, slot, out)
    }

    /// The magnitude, the sign and the keys of infinity, the smallest
    /// normal and the quiet bit of a `float` or `double` given as its bits.
    fn sse_class_key(&mut self, bits: Reg, double: bool) -> (Reg, Reg, u64, u64, u64) {
        let (bits_w, inf, minnorm, quiet): (u8, u64, u64, u64) = if double {
            (
                64,
                0x7ff0_0000_0000_0000,
                0x0010_0000_0000_0000,
                0x0008_0000_0000_0000,
            )
        } else {
            (32, 0x7f80_0000, 0x0080_0000, 0x0040_0000)
        };
        // Magnitude (sign cleared) and sign, as 64-bit values.
        let t = self.new_int();
        self.emit(Inst::ShiftImm {
            size: OperandSize::S64,
            op: ShiftOp::Shl,
            dst: t,
            src: bits,
            amount: 64 - bits_w + 1,
        });
        let abs = self.new_int();
        self.emit(Inst::ShiftImm {
            size: OperandSize::S64,
            op: ShiftOp::Shr,
            dst: abs,
            src: t,
            amount: 64 - bits_w + 1,
        });
        let sign = self.new_int();
        self.emit(Inst::ShiftImm {
            size: OperandSize::S64,
            op: ShiftOp::Shr,
            dst: sign,
            src: bits,
            amount: bits_w - 1,
        });
        (abs, sign, inf, minnorm, quiet)
    }

    /// The 0/1 result of the classes in `mask` for a value with magnitude
    /// key `abs` and sign bit `sign` (bit 0), given the keys of infinity,
    /// the smallest normal and the quiet NaNs.
    pub(crate) fn class_test(
        &mut self,
        mask: u32,
        abs: Reg,
        sign: Reg,
        inf: u64,
        minnorm: u64,
        quiet: u64,
    ) -> Reg {
        let sign = self.zext(sign, 1, OperandSize::S32);
        let one = self.imm64(1);
        let nsign = self.alu32(AluOp::Xor, sign, one);
        let k_inf = self.imm64(inf as i64);
        let k_min = self.imm64(minnorm as i64);
        let k_q = self.imm64((inf | quiet) as i64);
        let zero = self.imm64(0);
        let mut acc = self.imm64(0);
        if mask & 3 == 3 {
            let f = self.flag(Cond::A, abs, k_inf);
            acc = self.alu32(AluOp::Or, acc, f);
        } else if mask & 3 != 0 {
            let nan = self.flag(Cond::A, abs, k_inf);
            let q = self.flag(Cond::AE, abs, k_q);
            let f = if mask & 2 != 0 {
                q
            } else {
                let nq = self.alu32(AluOp::Xor, q, one);
                self.alu32(AluOp::And, nan, nq)
            };
            acc = self.alu32(AluOp::Or, acc, f);
        }
        // (negative bit, positive bit, class)
        for (nb, pb, class) in [(2u32, 9u32, 0u8), (3, 8, 1), (4, 7, 2), (5, 6, 3)] {
            let (neg, pos) = (mask >> nb & 1 != 0, mask >> pb & 1 != 0);
            if !neg && !pos {
                continue;
            }
            let c = match class {
                0 => self.flag(Cond::E, abs, k_inf),
                1 => {
                    let a = self.flag(Cond::AE, abs, k_min);
                    let b = self.flag(Cond::B, abs, k_inf);
                    self.alu32(AluOp::And, a, b)
                }
                2 => {
                    let a = self.flag(Cond::NE, abs, zero);
                    let b = self.flag(Cond::B, abs, k_min);
                    self.alu32(AluOp::And, a, b)
                }
                _ => self.flag(Cond::E, abs, zero),
            };
            let c = match (neg, pos) {
                (true, true) => c,
                (true, false) => self.alu32(AluOp::And, c, sign),
                _ => self.alu32(AluOp::And, c, nsign),
            };
            acc = self.alu32(AluOp::Or, acc, c);
        }
        acc
    }
}
