//! Integer intrinsics: abs, min/max, bit counts, byte and bit reversal,
//! funnel shifts, overflow arithmetic and saturation.

use crate::int::{exact_size, opsize};
use crate::lower::{LResult, Lower};
use kiln_ir::Value;
use kiln_targets::Reg;
use kiln_targets::x64::{
    AluOp, Amode, BitOp, Cond, Inst, OperandSize, RegMem, RegMemImm, ShiftOp, UnaryOp,
};

impl Lower<'_> {
    pub(super) fn lower_int_intrinsic(
        &mut self,
        name: &str,
        b: &str,
        args: &[Value],
        res: Value,
    ) -> LResult<()> {
        let bits = self.int_bits(args[0])?;
        if bits > 64 && self.lower_overflow_parts(b, args, res, bits)? {
            return Ok(());
        }
        if bits == 128 && self.lower_i128_bit_intrinsic(b, args, res)? {
            return Ok(());
        }
        if bits > 128 && self.lower_multiword_bit_intrinsic(b, args, res, bits)? {
            return Ok(());
        }
        if bits > 64 {
            return Err(self.err(format!("intrinsic {name} on i{bits} is not supported yet")));
        }
        let size = opsize(bits);
        match b {
            "abs" => {
                let x = self.reg(args[0])?;
                let x = self.sext(x, bits, size);
                let n = self.new_int();
                self.emit(Inst::Unary {
                    size,
                    op: UnaryOp::Neg,
                    dst: n,
                    src: x,
                });
                let d = self.def1(res)?;
                self.emit(Inst::Cmov {
                    size,
                    cc: Cond::S,
                    dst: d,
                    src_false: n,
                    src_true: RegMem::Reg(x),
                });
            }
            "smin" | "smax" | "umin" | "umax" => {
                let signed = b.starts_with('s');
                let x = self.reg(args[0])?;
                let y = self.reg(args[1])?;
                let (x, y) = if signed {
                    (self.sext(x, bits, size), self.sext(y, bits, size))
                } else {
                    (self.zext(x, bits, size), self.zext(y, bits, size))
                };
                self.emit(Inst::Cmp {
                    size,
                    lhs: x,
                    rhs: RegMemImm::Reg(y),
                });
                // dst = (x < y) == min ? x : y
                let cc = match b {
                    "smin" => Cond::L,
                    "smax" => Cond::G,
                    "umin" => Cond::B,
                    _ => Cond::A,
                };
                let d = self.def1(res)?;
                self.emit(Inst::Cmov {
                    size,
                    cc,
                    dst: d,
                    src_false: y,
                    src_true: RegMem::Reg(x),
                });
            }
            "ctpop" => {
                let x = self.reg(args[0])?;
                let x = self.zext(x, bits, size);
                let d = self.def1(res)?;
                self.emit(Inst::BitCount {
                    size,
                    op: BitOp::Popcnt,
                    dst: d,
                    src: RegMem::Reg(x),
                });
            }
            "ctlz" | "cttz" => {
                let w: i64 = if size == OperandSize::S32 { 32 } else { 64 };
                let x = self.reg(args[0])?;
                let x = self.zext(x, bits, size);
                let t = self.new_int();
                let d = self.def1(res)?;
                // `i1 true`: the result for zero is poison, so `bsf`/`bsr`
                // need no fix-up for it.
                let zero_poison = args
                    .get(1)
                    .and_then(|&z| self.const_int(z))
                    .is_some_and(|z| z != 0);
                if b == "cttz" && zero_poison {
                    self.emit(Inst::BitCount {
                        size,
                        op: BitOp::Bsf,
                        dst: d,
                        src: RegMem::Reg(x),
                    });
                } else if b == "cttz" {
                    self.emit(Inst::BitCount {
                        size,
                        op: BitOp::Bsf,
                        dst: t,
                        src: RegMem::Reg(x),
                    });
                    let m = self.new_int();
                    self.emit(Inst::MovImm {
                        size: OperandSize::S32,
                        dst: m,
                        imm: bits as i64,
                    });
                    self.emit(Inst::Cmov {
                        size,
                        cc: Cond::E,
                        dst: d,
                        src_false: t,
                        src_true: RegMem::Reg(m),
                    });
                } else {
                    self.emit(Inst::BitCount {
                        size,
                        op: BitOp::Bsr,
                        dst: t,
                        src: RegMem::Reg(x),
                    });
                    let c = if zero_poison {
                        t
                    } else {
                        let m = self.new_int();
                        self.emit(Inst::MovImm {
                            size: OperandSize::S32,
                            dst: m,
                            imm: 2 * w - 1,
                        });
                        let c = self.new_int();
                        self.emit(Inst::Cmov {
                            size,
                            cc: Cond::E,
                            dst: c,
                            src_false: t,
                            src_true: RegMem::Reg(m),
                        });
                        c
                    };
                    let e = if w == bits as i64 { d } else { self.new_int() };
                    self.emit(Inst::Alu {
                        size,
                        op: AluOp::Xor,
                        dst: e,
                        src1: c,
                        src2: RegMemImm::Imm((w - 1) as i32),
                    });
                    if e != d {
                        self.emit(Inst::Lea {
                            size,
                            dst: d,
                            addr: Amode::base(e, -(w as i32 - bits as i32)),
                        });
                    }
                }
            }
            "sshl.sat" | "ushl.sat" => {
                let signed = b.starts_with('s');
                let x = self.reg(args[0])?;
                let x = if signed {
                    self.sext(x, bits, OperandSize::S64)
                } else {
                    self.zext(x, bits, OperandSize::S64)
                };
                let y = self.reg(args[1])?;
                let y = self.zext(y, bits, OperandSize::S64);
                let d = self.def1(res)?;
                self.lane_shl_sat(signed, bits, x, y, d);
            }
            "bitreverse" => {
                // Reverse all 64 bits of the zero-extended value, then
                // shift the result down to the width.
                let x = self.reg(args[0])?;
                let v = self.zext(x, bits, OperandSize::S64);
                let sw = self.bitreverse64(v);
                let d = self.def1(res)?;
                self.emit(Inst::ShiftImm {
                    size: OperandSize::S64,
                    op: ShiftOp::Shr,
                    dst: d,
                    src: sw,
                    amount: (64 - bits) as u8,
                });
            }
            "bswap" => {
                let x = self.reg(args[0])?;
                let d = self.def1(res)?;
                match bits {
                    16 => self.emit(Inst::ShiftImm {
                        size: OperandSize::S16,
                        op: ShiftOp::Rol,
                        dst: d,
                        src: x,
                        amount: 8,
                    }),
                    32 | 64 => self.emit(Inst::Unary {
                        size,
                        op: UnaryOp::Bswap,
                        dst: d,
                        src: x,
                    }),
                    _ => return Err(self.err(format!("{name} on i{bits}"))),
                }
            }
            "fshl" | "fshr" => {
                let left = b == "fshl";
                let x = self.reg(args[0])?;
                if args[0] == args[1]
                    && let Some(k) = self.const_int(args[2])
                    && let Some(size) = exact_size(bits)
                {
                    // Rotate by a constant.
                    let k = (k as u64 % bits as u64) as u8;
                    let d = self.def1(res)?;
                    self.emit(Inst::ShiftImm {
                        size,
                        op: if left { ShiftOp::Rol } else { ShiftOp::Ror },
                        dst: d,
                        src: x,
                        amount: k,
                    });
                    return Ok(());
                }
                let y = self.reg(args[1])?;
                let c = self.reg(args[2])?;
                let cnt = self.new_int();
                self.emit(Inst::Alu {
                    size: OperandSize::S32,
                    op: AluOp::And,
                    dst: cnt,
                    src1: c,
                    src2: RegMemImm::Imm(bits as i32 - 1),
                });
                let d = self.def1(res)?;
                match (bits, exact_size(bits)) {
                    (16 | 32 | 64, Some(s)) => {
                        let (src1, src2) = if left { (x, y) } else { (y, x) };
                        self.emit(Inst::ShiftDoubleCl {
                            size: s,
                            left,
                            dst: d,
                            src1,
                            src2,
                            amount: cnt,
                        });
                    }
                    (8, _) => {
                        // (x << 8 | y) shifted, as 32 bits.
                        let xz = self.zext(x, 8, OperandSize::S32);
                        let yz = self.zext(y, 8, OperandSize::S32);
                        let xs = self.new_int();
                        self.emit(Inst::ShiftImm {
                            size: OperandSize::S32,
                            op: ShiftOp::Shl,
                            dst: xs,
                            src: xz,
                            amount: 8,
                        });
                        let w = self.new_int();
                        self.emit(Inst::Alu {
                            size: OperandSize::S32,
                            op: AluOp::Or,
                            dst: w,
                            src1: xs,
                            src2: RegMemImm::Reg(yz),
                        });
                        if left {
                            let t = self.new_int();
                            self.emit(Inst::ShiftCl {
                                size: OperandSize::S32,
                                op: ShiftOp::Shl,
                                dst: t,
                                src: w,
                                amount: cnt,
                            });
                            self.emit(Inst::ShiftImm {
                                size: OperandSize::S32,
                                op: ShiftOp::Shr,
                                dst: d,
                                src: t,
                                amount: 8,
                            });
                        } else {
                            self.emit(Inst::ShiftCl {
                                size: OperandSize::S32,
                                op: ShiftOp::Shr,
                                dst: d,
                                src: w,
                                amount: cnt,
                            });
                        }
                    }
                    _ => return Err(self.err(format!("{name} on i{bits}"))),
                }
            }
            _ => return self.lower_overflow_intrinsic(name, b, args, res, bits),
        }
        Ok(())
    }

    pub(super) fn lower_overflow_intrinsic(
        &mut self,
        name: &str,
        b: &str,
        args: &[Value],
        res: Value,
        bits: u32,
    ) -> LResult<()> {
        if exact_size(bits).is_none() && bits < 64 {
            return self.lower_overflow_promoted(b, args, res, bits);
        }
        let size = exact_size(bits).ok_or_else(|| self.err(format!("{name} on i{bits}")))?;
        let x = self.reg(args[0])?;
        let y = self.reg(args[1])?;
        if b.ends_with(".sat") {
            let d = self.def1(res)?;
            let t = self.new_int();
            let (op, signed) = match b {
                "uadd.sat" => (AluOp::Add, false),
                "usub.sat" => (AluOp::Sub, false),
                "sadd.sat" => (AluOp::Add, true),
                _ => (AluOp::Sub, true),
            };
            // Saturation value, computed before the flags.
            let sat = if signed {
                // x < 0 ? MIN : MAX  ==  (x >> (bits-1)) ^ MAX
                let xs = self.sext(x, bits, OperandSize::S64);
                let s = self.new_int();
                self.emit(Inst::ShiftImm {
                    size: OperandSize::S64,
                    op: ShiftOp::Sar,
                    dst: s,
                    src: xs,
                    amount: 63,
                });
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
            } else if op == AluOp::Add {
                self.imm64(-1)
            } else {
                self.imm64(0)
            };
            self.emit(Inst::Alu {
                size,
                op,
                dst: t,
                src1: x,
                src2: RegMemImm::Reg(y),
            });
            self.emit(Inst::Cmov {
                size: OperandSize::S64,
                cc: if signed { Cond::O } else { Cond::B },
                dst: d,
                src_false: t,
                src_true: RegMem::Reg(sat),
            });
            return Ok(());
        }
        let (s, _) = self.def_parts(res)?;
        let val = Reg::virt(self.c.parts[s]);
        let ovf = Reg::virt(self.c.parts[s + 1]);
        let cc = match b {
            "sadd.with.overflow" | "uadd.with.overflow" | "ssub.with.overflow"
            | "usub.with.overflow" => {
                let op = if b.contains("add") {
                    AluOp::Add
                } else {
                    AluOp::Sub
                };
                self.emit(Inst::Alu {
                    size,
                    op,
                    dst: val,
                    src1: x,
                    src2: RegMemImm::Reg(y),
                });
                if b.starts_with('s') { Cond::O } else { Cond::B }
            }
            "smul.with.overflow" if bits >= 16 => {
                self.emit(Inst::Imul {
                    size,
                    dst: val,
                    src1: x,
                    src2: RegMem::Reg(y),
                });
                Cond::O
            }
            "umul.with.overflow" if bits >= 16 => {
                let lo = self.new_int();
                self.copy_reg(lo, x);
                let hi = self.new_int();
                self.emit(Inst::MulWide {
                    size,
                    signed: false,
                    src1: lo,
                    src2: y,
                    dst_lo: val,
                    dst_hi: hi,
                });
                Cond::O
            }
            "smul.with.overflow" | "umul.with.overflow" => {
                // i8: multiply in 32 bits, overflow when the product does
                // not survive a round trip through 8 bits.
                let signed = b.starts_with('s');
                let (xs, ys) = if signed {
                    (
                        self.sext(x, bits, OperandSize::S32),
                        self.sext(y, bits, OperandSize::S32),
                    )
                } else {
                    (
                        self.zext(x, bits, OperandSize::S32),
                        self.zext(y, bits, OperandSize::S32),
                    )
                };
                let p = self.new_int();
                self.emit(Inst::Imul {
                    size: OperandSize::S32,
                    dst: p,
                    src1: xs,
                    src2: RegMem::Reg(ys),
                });
                self.copy_reg(val, p);
                let back = if signed {
                    self.sext(p, bits, OperandSize::S32)
                } else {
                    self.zext(p, bits, OperandSize::S32)
                };
                self.emit(Inst::Cmp {
                    size: OperandSize::S32,
                    lhs: back,
                    rhs: RegMemImm::Reg(p),
                });
                Cond::NE
            }
            _ => return Err(self.err(format!("intrinsic {name} is not supported"))),
        };
        self.emit(Inst::Setcc { cc, dst: ovf });
        Ok(())
    }

    /// The 64 bits of `x` in reverse order: swap adjacent bits, pairs and
    /// nibbles with masks, then the bytes with `bswap`.
    pub(crate) fn bitreverse64(&mut self, x: Reg) -> Reg {
        let mut v = x;
        for (sh, pat) in [
            (1u8, 0x5555_5555_5555_5555u64),
            (2, 0x3333_3333_3333_3333),
            (4, 0x0f0f_0f0f_0f0f_0f0f),
        ] {
            let m = self.imm64(pat as i64);
            let a = self.new_int();
            self.emit(Inst::ShiftImm {
                size: OperandSize::S64,
                op: ShiftOp::Shr,
                dst: a,
                src: v,
                amount: sh,
            });
            let a2 = self.new_int();
            self.emit(Inst::Alu {
                size: OperandSize::S64,
                op: AluOp::And,
                dst: a2,
                src1: a,
                src2: RegMemImm::Reg(m),
            });
            let b2 = self.new_int();
            self.emit(Inst::Alu {
                size: OperandSize::S64,
                op: AluOp::And,
                dst: b2,
                src1: v,
                src2: RegMemImm::Reg(m),
            });
            let b3 = self.new_int();
            self.emit(Inst::ShiftImm {
                size: OperandSize::S64,
                op: ShiftOp::Shl,
                dst: b3,
                src: b2,
                amount: sh,
            });
            let o = self.new_int();
            self.emit(Inst::Alu {
                size: OperandSize::S64,
                op: AluOp::Or,
                dst: o,
                src1: a2,
                src2: RegMemImm::Reg(b3),
            });
            v = o;
        }
        let sw = self.new_int();
        self.emit(Inst::Unary {
            size: OperandSize::S64,
            op: UnaryOp::Bswap,
            dst: sw,
            src: v,
        });
        sw
    }
}
