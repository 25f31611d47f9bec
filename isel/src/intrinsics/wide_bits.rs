//! Bit intrinsics on `i128` register pairs: ctpop, ctlz, cttz, bswap,
//! bitreverse and the funnel shifts, built from 64-bit operations on the
//! halves.

use crate::lower::{LResult, Lower};
use kiln_ir::Value;
use kiln_ir::instructions::BinaryOp;
use kiln_targets::Reg;
use kiln_targets::x64::{AluOp, BitOp, Cond, Inst, OperandSize, RegMem, RegMemImm, UnaryOp};

const S64: OperandSize = OperandSize::S64;

impl Lower<'_> {
    /// `llvm.<b>.i128`; `Ok(false)` when `b` is not one of these intrinsics.
    pub(super) fn lower_i128_bit_intrinsic(
        &mut self,
        b: &str,
        args: &[Value],
        res: Value,
    ) -> LResult<bool> {
        match b {
            "ctpop" => {
                let (lo, hi) = self.pair(args[0])?;
                let (pl, ph) = (self.new_int(), self.new_int());
                for (d, x) in [(pl, lo), (ph, hi)] {
                    self.emit(Inst::BitCount {
                        size: S64,
                        op: BitOp::Popcnt,
                        dst: d,
                        src: RegMem::Reg(x),
                    });
                }
                let (dl, dh) = self.def2(res)?;
                self.alu64(AluOp::Add, dl, pl, ph);
                self.emit(Inst::MovImm {
                    size: S64,
                    dst: dh,
                    imm: 0,
                });
            }
            "ctlz" | "cttz" => {
                // The count of the half that decides, or 64 plus the count of
                // the other half when the deciding half is zero.
                let (lo, hi) = self.pair(args[0])?;
                let (first, second) = if b == "ctlz" { (hi, lo) } else { (lo, hi) };
                let c1 = self.count64(b, first);
                let c2 = self.count64(b, second);
                let c2p = self.new_int();
                self.emit(Inst::Lea {
                    size: S64,
                    dst: c2p,
                    addr: kiln_targets::x64::Amode::base(c2, 64),
                });
                self.emit(Inst::Test {
                    size: S64,
                    lhs: first,
                    rhs: RegMemImm::Reg(first),
                });
                let (dl, dh) = self.def2(res)?;
                self.emit(Inst::Cmov {
                    size: S64,
                    cc: Cond::E,
                    dst: dl,
                    src_false: c1,
                    src_true: RegMem::Reg(c2p),
                });
                self.emit(Inst::MovImm {
                    size: S64,
                    dst: dh,
                    imm: 0,
                });
            }
            "bswap" | "bitreverse" => {
                let (lo, hi) = self.pair(args[0])?;
                let (dl, dh) = self.def2(res)?;
                for (d, x) in [(dl, hi), (dh, lo)] {
                    if b == "bswap" {
                        self.emit(Inst::Unary {
                            size: S64,
                            op: UnaryOp::Bswap,
                            dst: d,
                            src: x,
                        });
                    } else {
                        let r = self.bitreverse64(x);
                        self.copy_reg(d, r);
                    }
                }
            }
            "fshl" | "fshr" => {
                // fshl(a, b, c) = (a << c) | ((b >> 1) >> (127 - c)),
                // fshr(a, b, c) = (b >> c) | ((a << 1) << (127 - c)), with
                // c taken modulo 128 (both shifts stay below 128 bits).
                let (al, ah) = self.pair(args[0])?;
                let (bl, bh) = self.pair(args[1])?;
                let (cl, _) = self.pair(args[2])?;
                let c = self.new_int();
                self.alu_imm(AluOp::And, c, cl, 127);
                let inv = self.new_int();
                self.alu_imm(AluOp::Xor, inv, c, 127);
                let left = b == "fshl";
                let (main_op, pre_op) = if left {
                    (BinaryOp::Shl, BinaryOp::LShr)
                } else {
                    (BinaryOp::LShr, BinaryOp::Shl)
                };
                let (ml, mh) = if left { (al, ah) } else { (bl, bh) };
                let (ol, oh) = if left { (bl, bh) } else { (al, ah) };
                let (p1l, p1h) = (self.new_int(), self.new_int());
                self.i128_shift_const(pre_op, ol, oh, 1, p1l, p1h);
                let (xl, xh) = (self.new_int(), self.new_int());
                self.i128_shift_var(main_op, ml, mh, c, xl, xh);
                let (yl, yh) = (self.new_int(), self.new_int());
                self.i128_shift_var(pre_op, p1l, p1h, inv, yl, yh);
                let (dl, dh) = self.def2(res)?;
                self.alu64(AluOp::Or, dl, xl, yl);
                self.alu64(AluOp::Or, dh, xh, yh);
            }
            _ => return Ok(false),
        }
        Ok(true)
    }

    /// ctlz or cttz of a 64-bit register, 64 for zero.
    pub(super) fn count64(&mut self, b: &str, x: Reg) -> Reg {
        let t = self.new_int();
        self.emit(Inst::BitCount {
            size: S64,
            op: if b == "ctlz" { BitOp::Bsr } else { BitOp::Bsf },
            dst: t,
            src: RegMem::Reg(x),
        });
        // bsr gives the index of the top bit: ctlz = 63 - index = index ^ 63;
        // for zero, take 127 so that the xor gives 64.
        let m = self.new_int();
        self.emit(Inst::MovImm {
            size: S64,
            dst: m,
            imm: if b == "ctlz" { 127 } else { 64 },
        });
        let c = self.new_int();
        self.emit(Inst::Cmov {
            size: S64,
            cc: Cond::E,
            dst: c,
            src_false: t,
            src_true: RegMem::Reg(m),
        });
        if b != "ctlz" {
            return c;
        }
        let d = self.new_int();
        self.alu_imm(AluOp::Xor, d, c, 63);
        d
    }

    fn alu_imm(&mut self, op: AluOp, dst: Reg, a: Reg, imm: i32) {
        self.emit(Inst::Alu {
            size: S64,
            op,
            dst,
            src1: a,
            src2: RegMemImm::Imm(imm),
        });
    }
}
