//! Vector operations without a direct SSE2 form, done lane by lane through
//! a stack temporary, and `<N x i1>` lane masks (vector `icmp`, `select`
//! on masks, mask extension and mask-to-bits).

use crate::int::opsize;
use crate::lower::{LResult, Lower};
use kiln_ir::Value;
use kiln_ir::instructions::IntPredicate;
use kiln_ir::types::TypeData;
use kiln_targets::Reg;
use kiln_targets::x64::{
    AluOp, Amode, Cond, ExtMode, Inst, OperandSize, RegMem, RegMemImm, ShiftOp, SseImmOp, SseOp,
    UnaryOp,
};

/// A per-lane integer operation.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub(crate) enum LaneOp {
    /// Two-operand ALU.
    Alu(AluOp),
    /// Multiply.
    Mul,
    /// Shift by the second operand.
    Shift(ShiftOp),
    /// Minimum/maximum: keep the first operand when the condition holds.
    Pick(Cond, bool),
    /// Absolute value.
    Abs,
    /// Division: (signed, remainder).
    Div(bool, bool),
    /// Saturating add or subtract: (add, signed).
    Sat(bool, bool),
    /// Saturating shift left (`sshl.sat` if true, else `ushl.sat`).
    ShlSat(bool),
    /// Population count.
    Popcnt,
    /// Byte swap.
    Bswap,
    /// Funnel shift of the first two operands by the third: left or right.
    Funnel(bool),
    /// Bit reversal.
    Bitreverse,
    /// Leading zeros (the lane width for 0).
    Ctlz,
    /// Trailing zeros (the lane width for 0).
    Cttz,
    /// Three-way compare (`scmp` if true, else `ucmp`): -1, 0 or 1.
    Cmp3(bool),
}

fn ext_for(bits: u32, signed: bool) -> ExtMode {
    match (bits, signed) {
        (8, false) => ExtMode::ZeroExt8,
        (8, true) => ExtMode::SignExt8,
        (16, false) => ExtMode::ZeroExt16,
        (16, true) => ExtMode::SignExt16,
        (32, false) => ExtMode::None32,
        (32, true) => ExtMode::SignExt32,
        _ => ExtMode::None64,
    }
}

fn size_for(bits: u32) -> OperandSize {
    match bits {
        8 => OperandSize::S8,
        16 => OperandSize::S16,
        32 => OperandSize::S32,
        _ => OperandSize::S64,
    }
}

impl Lower<'_> {
    /// Lane width (bits) and count of integer or pointer vector `v`.
    fn int_lanes(&self, v: Value) -> LResult<(u32, u32)> {
        let (e, n, _) = self
            .m
            .types
            .vector(self.f.values[v].ty)
            .ok_or_else(|| self.err("expected a vector"))?;
        let bits = match self.m.types.get(e) {
            TypeData::Int(b @ (8 | 16 | 32 | 64)) => *b,
            TypeData::Ptr(_) => 64,
            _ => {
                return Err(self.err(format!(
                    "this operation on vectors of {} is not supported yet (i8, i16, i32, i64 and ptr lanes are)",
                    crate::layout::type_name(self.m, e)
                )));
            }
        };
        Ok((bits, n))
    }

    /// `res = op(args…)` lane by lane; `signed` picks sign extension of
    /// the loaded lanes.
    pub(crate) fn lanewise(&mut self, op: LaneOp, args: &[Value], res: Value) -> LResult<()> {
        let (bits, n) = self.int_lanes(args[0])?;
        let (rbits, rn) = self.int_lanes(res)?;
        if rn != n {
            return Err(self.err("lane count mismatch"));
        }
        for &a in &args[1..] {
            if self.int_lanes(a)? != (bits, n) {
                return Err(self.err("operands of different vector types"));
            }
        }
        // Each operand, then the result, at its own offset of one slot (a
        // vector wider than 16 bytes takes several 16-byte parts, whose
        // lanes follow each other).
        let mut offs = Vec::with_capacity(args.len() + 1);
        let mut total = 0;
        for &v in args.iter().chain([&res]) {
            offs.push(total as i32);
            total += self.vec_info(self.f.values[v].ty)?.bytes;
        }
        let slot = self.out.new_slot(total, 16);
        let at = |k: usize, d: i32| Amode::Slot {
            slot,
            disp: offs[k] + d,
        };
        for (k, &a) in args.iter().enumerate() {
            self.spill_at(a, slot, offs[k])?;
        }
        let signed = match op {
            LaneOp::Pick(_, s) => s,
            LaneOp::Shift(ShiftOp::Sar) | LaneOp::Abs => true,
            LaneOp::Div(s, _) => s,
            LaneOp::Sat(_, s) | LaneOp::ShlSat(s) | LaneOp::Cmp3(s) => s,
            _ => false,
        };
        let osz = opsize(bits.max(rbits));
        let out = args.len();
        for l in 0..n as i32 {
            let mut v = [Reg::phys(kiln_targets::x64::regs::RSP); 3];
            for (k, slotv) in v.iter_mut().enumerate().take(args.len().min(3)) {
                let t = self.new_int();
                self.emit(Inst::Load {
                    ext: ext_for(bits, signed),
                    dst: t,
                    addr: at(k, l * (bits / 8) as i32),
                });
                *slotv = t;
            }
            let r = self.new_int();
            match op {
                LaneOp::Alu(a) => self.emit(Inst::Alu {
                    size: osz,
                    op: a,
                    dst: r,
                    src1: v[0],
                    src2: RegMemImm::Reg(v[1]),
                }),
                LaneOp::Mul => self.emit(Inst::Imul {
                    size: osz,
                    dst: r,
                    src1: v[0],
                    src2: RegMem::Reg(v[1]),
                }),
                LaneOp::Shift(s) => {
                    let c = self.new_int();
                    self.copy_reg(c, v[1]);
                    self.emit(Inst::ShiftCl {
                        size: OperandSize::S64,
                        op: s,
                        dst: r,
                        src: v[0],
                        amount: c,
                    });
                }
                LaneOp::Pick(cc, _) => {
                    self.emit(Inst::Cmp {
                        size: OperandSize::S64,
                        lhs: v[0],
                        rhs: RegMemImm::Reg(v[1]),
                    });
                    self.emit(Inst::Cmov {
                        size: OperandSize::S64,
                        cc,
                        dst: r,
                        src_false: v[1],
                        src_true: RegMem::Reg(v[0]),
                    });
                }
                LaneOp::Abs => {
                    let ng = self.new_int();
                    self.emit(Inst::Unary {
                        size: OperandSize::S64,
                        op: UnaryOp::Neg,
                        dst: ng,
                        src: v[0],
                    });
                    self.emit(Inst::Cmov {
                        size: OperandSize::S64,
                        cc: Cond::S,
                        dst: r,
                        src_false: ng,
                        src_true: RegMem::Reg(v[0]),
                    });
                }
                LaneOp::Cmp3(signed) => {
                    // (a > b) - (a < b) on the extended lanes.
                    let (gt, lt) = if signed {
                        (Cond::G, Cond::L)
                    } else {
                        (Cond::A, Cond::B)
                    };
                    let g = self.flag(gt, v[0], v[1]);
                    let l = self.flag(lt, v[0], v[1]);
                    self.emit(Inst::Alu {
                        size: OperandSize::S64,
                        op: AluOp::Sub,
                        dst: r,
                        src1: g,
                        src2: RegMemImm::Reg(l),
                    });
                }
                LaneOp::Sat(..)
                | LaneOp::ShlSat(_)
                | LaneOp::Popcnt
                | LaneOp::Bswap
                | LaneOp::Funnel(_)
                | LaneOp::Bitreverse
                | LaneOp::Ctlz
                | LaneOp::Cttz => {}
                LaneOp::Div(signed, rem) => {
                    let lo = self.new_int();
                    self.copy_reg(lo, v[0]);
                    let hi = self.new_int();
                    if signed {
                        self.emit(Inst::SignExtendRax {
                            size: OperandSize::S64,
                            src: lo,
                            dst: hi,
                        });
                    } else {
                        self.emit(Inst::MovImm {
                            size: OperandSize::S32,
                            dst: hi,
                            imm: 0,
                        });
                    }
                    let other = self.new_int();
                    let (quot, remr) = if rem { (other, r) } else { (r, other) };
                    self.emit(Inst::Div {
                        size: OperandSize::S64,
                        signed,
                        lo,
                        hi,
                        divisor: v[1],
                        quot,
                        rem: remr,
                    });
                }
            }
            if !matches!(
                op,
                LaneOp::Alu(_)
                    | LaneOp::Mul
                    | LaneOp::Shift(_)
                    | LaneOp::Pick(..)
                    | LaneOp::Cmp3(_)
                    | LaneOp::Abs
                    | LaneOp::Div(..)
            ) {
                self.lane_op_more(op, bits, v, r);
            }
            self.emit(Inst::Store {
                size: size_for(rbits),
                src: r,
                addr: at(out, l * (rbits / 8) as i32),
            });
        }
        self.reload_at(res, slot, offs[out])
    }

    /// Vector `icmp` into a lane mask.
    pub fn lower_vector_icmp(
        &mut self,
        pred: IntPredicate,
        a: Value,
        b: Value,
        res: Value,
    ) -> LResult<()> {
        use IntPredicate::*;
        let (bits, n) = match self.int_lanes(a) {
            Ok(x) => x,
            Err(_) => return self.scalar_icmp(pred, a, b, res),
        };
        if !matches!(bits * n, 16 | 32 | 64 | 128) || (bits == 64 && !matches!(pred, Eq | Ne)) {
            return self.scalar_icmp(pred, a, b, res);
        }
        let x = self.reg(a)?;
        let y = self.reg(b)?;
        let (x, y) = if matches!(pred, Ugt | Uge | Ult | Ule) {
            // Unsigned: flip the sign bits, then compare signed.
            let m = self.pool_lanes(1u64 << (bits - 1), bits);
            let x2 = self.new_float();
            self.emit(Inst::Sse {
                op: SseOp::Pxor,
                dst: x2,
                src1: x,
                src2: m,
            });
            let y2 = self.new_float();
            self.emit(Inst::Sse {
                op: SseOp::Pxor,
                dst: y2,
                src1: y,
                src2: m,
            });
            (x2, y2)
        } else {
            (x, y)
        };
        let (l, r, eq, invert) = match pred {
            Eq => (x, y, true, false),
            Ne => (x, y, true, true),
            Sgt | Ugt => (x, y, false, false),
            Slt | Ult => (y, x, false, false),
            Sge | Uge => (y, x, false, true),
            Sle | Ule => (x, y, false, true),
        };
        let op = match (eq, bits) {
            (true, 8) => SseOp::Pcmpeqb,
            (true, 16) => SseOp::Pcmpeqw,
            (true, _) => SseOp::Pcmpeqd,
            (false, 8) => SseOp::Pcmpgtb,
            (false, 16) => SseOp::Pcmpgtw,
            (false, 32) => SseOp::Pcmpgtd,
            _ => return self.scalar_icmp(pred, a, b, res),
        };
        let t = self.new_float();
        self.emit(Inst::Sse {
            op,
            dst: t,
            src1: l,
            src2: RegMem::Reg(r),
        });
        let t = if eq && bits == 64 {
            // Both 32-bit halves equal.
            let s = self.new_float();
            self.emit(Inst::SseImm {
                op: SseImmOp::Pshufd,
                dst: s,
                src1: t,
                src2: RegMem::Reg(t),
                imm: 0xB1,
            });
            let u = self.new_float();
            self.emit(Inst::Sse {
                op: SseOp::Pand,
                dst: u,
                src1: t,
                src2: RegMem::Reg(s),
            });
            u
        } else {
            t
        };
        // Short vectors: widen the lanes to 128/N bits.
        let mut t = t;
        let mut w = bits;
        while w * n < 128 {
            let op = match w {
                8 => SseOp::Punpcklbw,
                16 => SseOp::Punpcklwd,
                32 => SseOp::Punpckldq,
                _ => SseOp::Punpcklqdq,
            };
            let u = self.new_float();
            self.emit(Inst::Sse {
                op,
                dst: u,
                src1: t,
                src2: RegMem::Reg(t),
            });
            t = u;
            w *= 2;
        }
        let dst = self.def1(res)?;
        if invert {
            let ones = self.pool16([0xff; 16]);
            self.emit(Inst::Sse {
                op: SseOp::Pxor,
                dst,
                src1: t,
                src2: ones,
            });
        } else {
            self.emit(Inst::XmmMov { dst, src: t });
        }
        Ok(())
    }

    /// A 16-byte pool constant repeating `pattern` in `bits`-wide lanes.
    pub fn pool_lanes(&mut self, pattern: u64, bits: u32) -> RegMem {
        let mut b = [0u8; 16];
        let w = (bits / 8) as usize;
        for k in 0..16 / w {
            b[k * w..k * w + w].copy_from_slice(&pattern.to_le_bytes()[..w]);
        }
        self.pool16(b)
    }

    /// `select <N x i1> %m, a, b`.
    pub fn lower_vector_select(
        &mut self,
        cond: Value,
        t: Value,
        f: Value,
        res: Value,
    ) -> LResult<()> {
        let ty = self.f.values[t].ty;
        let Some((e, n, _)) = self.m.types.vector(ty) else {
            return Err(self.err("vector select of a non-vector"));
        };
        let esize = self.layout_of(e).0 as u32;
        // Lanes that are not 8/16/32/64 bits (i24, i40…) are packed, not
        // laid out at their scalar size: lane by lane.
        if esize * n != 16 || self.wide_lanes(ty).is_some() {
            return self.scalar_select(cond, t, f, res);
        }
        let m = self.reg(cond)?;
        let x = self.reg(t)?;
        let y = self.reg(f)?;
        let dst = self.def1(res)?;
        self.float_blend(m, x, y, dst);
        Ok(())
    }

    /// Whether `v` is an `<N x i1>` lane mask.
    pub fn is_mask(&self, v: Value) -> bool {
        self.is_mask_type(self.f.values[v].ty)
    }

    /// Whether `ty` is an `<N x i1>` lane mask type.
    pub fn is_mask_type(&self, ty: kiln_ir::Type) -> bool {
        self.m
            .types
            .vector(ty)
            .is_some_and(|(e, _, _)| self.m.types.int_bits(e) == Some(1))
    }

    /// `zext`/`sext` of a lane mask to lanes of 128/N bits.
    pub fn lower_mask_ext(&mut self, signed: bool, arg: Value, res: Value) -> LResult<()> {
        let (bits, n) = match self.int_lanes(res) {
            Ok(x) => x,
            Err(e) => {
                use kiln_ir::instructions::CastOp;
                let op = if signed { CastOp::SExt } else { CastOp::ZExt };
                return self.wide_vec_cast(e, op, arg, res);
            }
        };
        if bits * n != 128 {
            let op = if signed {
                kiln_ir::instructions::CastOp::SExt
            } else {
                kiln_ir::instructions::CastOp::ZExt
            };
            return self.scalar_cast(op, arg, res);
        }
        let m = self.reg(arg)?;
        let dst = self.def1(res)?;
        if signed {
            self.emit(Inst::XmmMov { dst, src: m });
            return Ok(());
        }
        let one = self.pool_lanes(1, bits);
        self.emit(Inst::Sse {
            op: SseOp::Pand,
            dst,
            src1: m,
            src2: one,
        });
        Ok(())
    }

    /// Packs a lane mask of any length into an integer, bit `k` = lane `k`
    /// (through memory; [`Lower::mask_bits_in_regs`] handles the masks that
    /// fill one register).
    pub fn lanes_to_bits(&mut self, v: Value, res: Value) -> LResult<()> {
        let info = self.vec_info(self.f.values[v].ty)?;
        let slot = self.out.new_slot(info.bytes, 16);
        self.spill_at(v, slot, 0)?;
        let mut acc = self.imm64(0);
        for k in 0..info.n {
            let b = self.lane_int(
                &info,
                Amode::Slot {
                    slot,
                    disp: info.off(k),
                },
                false,
            );
            let sh = self.new_int();
            self.emit(Inst::ShiftImm {
                size: OperandSize::S64,
                op: ShiftOp::Shl,
                dst: sh,
                src: b,
                amount: k as u8,
            });
            let a2 = self.new_int();
            self.emit(Inst::Alu {
                size: OperandSize::S64,
                op: AluOp::Or,
                dst: a2,
                src1: acc,
                src2: RegMemImm::Reg(sh),
            });
            acc = a2;
        }
        let dst = self.def1(res)?;
        self.copy_reg(dst, acc);
        Ok(())
    }

    /// The lane operations of [`LaneOp::Sat`], [`LaneOp::Popcnt`] and
    /// [`LaneOp::Bswap`] on lanes of `bits` loaded (extended) into `v`.
    fn lane_op_more(&mut self, op: LaneOp, bits: u32, v: [Reg; 3], r: Reg) {
        match op {
            LaneOp::Sat(add, signed) if bits == 64 => self.lane_sat64(add, signed, v[0], v[1], r),
            LaneOp::ShlSat(signed) => self.lane_shl_sat(signed, bits, v[0], v[1], r),
            LaneOp::Funnel(left) if bits == 8 => self.lane_funnel8(left, v[0], v[1], v[2], r),
            LaneOp::Bitreverse => self.lane_bitreverse(bits, v[0], r),
            LaneOp::Ctlz => self.lane_ctlz(bits, v[0], r),
            LaneOp::Cttz => self.lane_cttz(bits, v[0], r),
            LaneOp::Sat(add, signed) => {
                // Exact in 64 bits, then clamped to the lane's range.
                let t = self.new_int();
                self.emit(Inst::Alu {
                    size: OperandSize::S64,
                    op: if add { AluOp::Add } else { AluOp::Sub },
                    dst: t,
                    src1: v[0],
                    src2: RegMemImm::Reg(v[1]),
                });
                let (lo, hi) = if signed {
                    (-(1i64 << (bits - 1)), (1i64 << (bits - 1)) - 1)
                } else {
                    (0, (1i64 << bits) - 1)
                };
                let (lo_r, hi_r) = (self.imm64(lo), self.imm64(hi));
                self.emit(Inst::Cmp {
                    size: OperandSize::S64,
                    lhs: t,
                    rhs: RegMemImm::Reg(hi_r),
                });
                let t2 = self.new_int();
                self.emit(Inst::Cmov {
                    size: OperandSize::S64,
                    cc: Cond::G,
                    dst: t2,
                    src_false: t,
                    src_true: RegMem::Reg(hi_r),
                });
                self.emit(Inst::Cmp {
                    size: OperandSize::S64,
                    lhs: t2,
                    rhs: RegMemImm::Reg(lo_r),
                });
                self.emit(Inst::Cmov {
                    size: OperandSize::S64,
                    cc: Cond::L,
                    dst: r,
                    src_false: t2,
                    src_true: RegMem::Reg(lo_r),
                });
            }
            LaneOp::Popcnt => self.emit(Inst::BitCount {
                size: OperandSize::S64,
                op: kiln_targets::x64::BitOp::Popcnt,
                dst: r,
                src: RegMem::Reg(v[0]),
            }),
            LaneOp::Bswap if bits == 16 => self.emit(Inst::ShiftImm {
                size: OperandSize::S16,
                op: ShiftOp::Rol,
                dst: r,
                src: v[0],
                amount: 8,
            }),
            LaneOp::Bswap => self.emit(Inst::Unary {
                size: size_for(bits),
                op: UnaryOp::Bswap,
                dst: r,
                src: v[0],
            }),
            LaneOp::Funnel(left) => {
                let cnt = self.new_int();
                self.emit(Inst::Alu {
                    size: OperandSize::S32,
                    op: AluOp::And,
                    dst: cnt,
                    src1: v[2],
                    src2: RegMemImm::Imm(bits as i32 - 1),
                });
                let (src1, src2) = if left { (v[0], v[1]) } else { (v[1], v[0]) };
                self.emit(Inst::ShiftDoubleCl {
                    size: size_for(bits),
                    left,
                    dst: r,
                    src1,
                    src2,
                    amount: cnt,
                });
            }
            _ => {}
        }
    }
}
