//! Bit operations on one integer lane held in a 64-bit register (the
//! per-lane steps of vector `bitreverse`, `ctlz`, `cttz`, 64-bit
//! saturating add/subtract, `i8` funnel shifts and `sshl.sat`/`ushl.sat`,
//! the last also for scalars). Each writes its result to a given register.

use crate::lower::Lower;
use kiln_targets::Reg;
use kiln_targets::x64::{AluOp, Amode, BitOp, Cond, Inst, OperandSize, RegMem, RegMemImm, ShiftOp};

impl Lower<'_> {
    /// `dst = src shift amount` (64 bits) in a new register.
    fn lane_shift_imm(&mut self, op: ShiftOp, src: Reg, amount: u8) -> Reg {
        let dst = self.new_int();
        self.emit(Inst::ShiftImm {
            size: OperandSize::S64,
            op,
            dst,
            src,
            amount,
        });
        dst
    }

    /// `dst = src shift cl` (64 bits) in a new register.
    fn lane_shift_cl(&mut self, op: ShiftOp, src: Reg, amount: Reg) -> Reg {
        let c = self.new_int();
        self.copy_reg(c, amount);
        let dst = self.new_int();
        self.emit(Inst::ShiftCl {
            size: OperandSize::S64,
            op,
            dst,
            src,
            amount: c,
        });
        dst
    }

    /// `r = bitreverse(x)` on a zero-extended lane of `bits` bits.
    pub(crate) fn lane_bitreverse(&mut self, bits: u32, x: Reg, r: Reg) {
        let sw = self.bitreverse64(x);
        self.emit(Inst::ShiftImm {
            size: OperandSize::S64,
            op: ShiftOp::Shr,
            dst: r,
            src: sw,
            amount: (64 - bits) as u8,
        });
    }

    /// `r = ctlz(x)` on a zero-extended lane of `bits` bits (`bits` for 0).
    pub(crate) fn lane_ctlz(&mut self, bits: u32, x: Reg, r: Reg) {
        let t = self.new_int();
        self.emit(Inst::BitCount {
            size: OperandSize::S64,
            op: BitOp::Bsr,
            dst: t,
            src: RegMem::Reg(x),
        });
        // bsr of 0 leaves ZF set: 127 ^ 63 = 64 leading zeros.
        let k = self.imm64(127);
        let c = self.new_int();
        self.emit(Inst::Cmov {
            size: OperandSize::S64,
            cc: Cond::E,
            dst: c,
            src_false: t,
            src_true: RegMem::Reg(k),
        });
        let e = self.new_int();
        self.emit(Inst::Alu {
            size: OperandSize::S64,
            op: AluOp::Xor,
            dst: e,
            src1: c,
            src2: RegMemImm::Imm(63),
        });
        self.emit(Inst::Lea {
            size: OperandSize::S64,
            dst: r,
            addr: Amode::base(e, -(64 - bits as i32)),
        });
    }

    /// `r = cttz(x)` on a lane of `bits` bits (`bits` for 0).
    pub(crate) fn lane_cttz(&mut self, bits: u32, x: Reg, r: Reg) {
        let t = self.new_int();
        self.emit(Inst::BitCount {
            size: OperandSize::S64,
            op: BitOp::Bsf,
            dst: t,
            src: RegMem::Reg(x),
        });
        let k = self.imm64(bits as i64);
        self.emit(Inst::Cmov {
            size: OperandSize::S64,
            cc: Cond::E,
            dst: r,
            src_false: t,
            src_true: RegMem::Reg(k),
        });
    }

    /// `r = {s,u}{add,sub}.sat(a, b)` on 64-bit lanes: the wrapped result
    /// unless the operation overflows (signed) or carries (unsigned).
    pub(crate) fn lane_sat64(&mut self, add: bool, signed: bool, a: Reg, b: Reg, r: Reg) {
        // The saturated value first: the flags of the add/sub must reach
        // the cmov.
        let sat = if signed {
            // a < 0 ? MIN : MAX (overflow takes the sign of a).
            let s = self.lane_shift_imm(ShiftOp::Sar, a, 63);
            let max = self.imm64(i64::MAX);
            let v = self.new_int();
            self.emit(Inst::Alu {
                size: OperandSize::S64,
                op: AluOp::Xor,
                dst: v,
                src1: s,
                src2: RegMemImm::Reg(max),
            });
            v
        } else {
            self.imm64(if add { -1 } else { 0 })
        };
        let t = self.new_int();
        self.emit(Inst::Alu {
            size: OperandSize::S64,
            op: if add { AluOp::Add } else { AluOp::Sub },
            dst: t,
            src1: a,
            src2: RegMemImm::Reg(b),
        });
        self.emit(Inst::Cmov {
            size: OperandSize::S64,
            cc: if signed { Cond::O } else { Cond::B },
            dst: r,
            src_false: t,
            src_true: RegMem::Reg(sat),
        });
    }

    /// `r = fshl/fshr(a, b, c)` on zero-extended `i8` lanes: the 16-bit
    /// concatenation `a:b` shifted by `c mod 8`, its high (left) or low
    /// (right) byte.
    pub(crate) fn lane_funnel8(&mut self, left: bool, a: Reg, b: Reg, c: Reg, r: Reg) {
        let hi = self.lane_shift_imm(ShiftOp::Shl, a, 8);
        let ab = self.new_int();
        self.emit(Inst::Alu {
            size: OperandSize::S64,
            op: AluOp::Or,
            dst: ab,
            src1: hi,
            src2: RegMemImm::Reg(b),
        });
        let cnt = self.new_int();
        self.emit(Inst::Alu {
            size: OperandSize::S32,
            op: AluOp::And,
            dst: cnt,
            src1: c,
            src2: RegMemImm::Imm(7),
        });
        if left {
            let s = self.lane_shift_cl(ShiftOp::Shl, ab, cnt);
            self.emit(Inst::ShiftImm {
                size: OperandSize::S64,
                op: ShiftOp::Shr,
                dst: r,
                src: s,
                amount: 8,
            });
        } else {
            let s = self.lane_shift_cl(ShiftOp::Shr, ab, cnt);
            self.copy_reg(r, s);
        }
    }

    /// `r = sshl.sat/ushl.sat(a, b)` on a lane of `bits` bits (`a` sign-
    /// or zero-extended to 64 bits, `b` below `bits`, as the result is
    /// poison otherwise): the lane moved to the top of 64 bits is shifted
    /// left and back; if that loses bits the result saturates (to all ones
    /// unsigned, to MIN or MAX by the sign of `a` signed).
    pub(crate) fn lane_shl_sat(&mut self, signed: bool, bits: u32, a: Reg, b: Reg, r: Reg) {
        let top = self.lane_shift_imm(ShiftOp::Shl, a, (64 - bits) as u8);
        let shifted = self.lane_shift_cl(ShiftOp::Shl, top, b);
        let back_op = if signed { ShiftOp::Sar } else { ShiftOp::Shr };
        let back = self.lane_shift_cl(back_op, shifted, b);
        let value = self.lane_shift_imm(back_op, shifted, (64 - bits) as u8);
        let sat = if signed {
            let s = self.lane_shift_imm(ShiftOp::Sar, a, 63);
            let max = self.imm64(((1u64 << (bits - 1)) - 1) as i64);
            let v = self.new_int();
            self.emit(Inst::Alu {
                size: OperandSize::S64,
                op: AluOp::Xor,
                dst: v,
                src1: s,
                src2: RegMemImm::Reg(max),
            });
            v
        } else {
            self.imm64(-1)
        };
        self.emit(Inst::Cmp {
            size: OperandSize::S64,
            lhs: back,
            rhs: RegMemImm::Reg(top),
        });
        self.emit(Inst::Cmov {
            size: OperandSize::S64,
            cc: Cond::NE,
            dst: r,
            src_false: value,
            src_true: RegMem::Reg(sat),
        });
    }
}
