//! The general vector fallback: operands are spilled to a stack temporary
//! and the operation is done lane by lane with scalar instructions, then
//! the result is reloaded. Covers vectors of any width (held as 16-byte
//! parts), lane masks (`<N x i1>`: lanes of 128/N bits when N ≤ 16, else
//! one byte per lane), and every lane type the scalar code handles.

use crate::lower::{LResult, Lower};
use kiln_ir::instructions::{BinaryOp, CastOp, FloatPredicate, IntPredicate};
use kiln_ir::types::TypeData;
use kiln_ir::{Type, Value};
use kiln_targets::x64::{
    AluOp, Amode, Cond, ExtMode, Inst, OperandSize, RegMem, RegMemImm, ShiftOp, SseOp, UnaryOp,
    XmmMemOp,
};
use kiln_targets::{Reg, StackSlot};

/// What one lane of a vector is.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub(crate) enum LaneKind {
    /// Integer (or pointer) of this many bits (8, 16, 32, 64).
    Int(u32),
    /// `float` (false) or `double` (true).
    Float(bool),
    /// A lane of a mask, this many bytes wide.
    Mask(u32),
}

/// Lane layout of a vector type.
#[derive(Copy, Clone, Debug)]
pub(crate) struct VecInfo {
    pub n: u32,
    pub kind: LaneKind,
    /// Bytes of the spilled value (16 per register part).
    pub bytes: u32,
}

impl VecInfo {
    /// Byte offset of lane `k` in the spilled value.
    pub fn off(&self, k: u32) -> i32 {
        (match self.kind {
            LaneKind::Int(b) => k * b / 8,
            LaneKind::Float(d) => k * if d { 8 } else { 4 },
            LaneKind::Mask(w) => k * w,
        }) as i32
    }
}

fn ext(bits: u32, signed: bool) -> ExtMode {
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

fn size(bytes: u32) -> OperandSize {
    match bytes {
        1 => OperandSize::S8,
        2 => OperandSize::S16,
        4 => OperandSize::S32,
        _ => OperandSize::S64,
    }
}

impl Lower<'_> {
    /// The lane layout of vector type `ty`.
    pub(crate) fn vec_info(&self, ty: Type) -> LResult<VecInfo> {
        let (e, n, scalable) = self
            .m
            .types
            .vector(ty)
            .ok_or_else(|| self.err("expected a vector"))?;
        if scalable {
            return Err(self.err("scalable vectors are not supported"));
        }
        let kind = match self.m.types.get(e) {
            TypeData::Int(1) => LaneKind::Mask(if n <= 16 { 16 / n.max(1) } else { 1 }),
            TypeData::Int(b @ (8 | 16 | 32 | 64)) => LaneKind::Int(*b),
            TypeData::Ptr(_) => LaneKind::Int(64),
            TypeData::Float => LaneKind::Float(false),
            TypeData::Double => LaneKind::Float(true),
            _ => {
                return Err(self.err(format!(
                    "vectors of {} are not supported",
                    crate::layout::type_name(self.m, e)
                )));
            }
        };
        let mut lv = Vec::new();
        crate::layout::leaves(self.m, ty, 0, &mut lv).map_err(|e| self.err(e))?;
        Ok(VecInfo {
            n,
            kind,
            bytes: 16 * lv.len() as u32,
        })
    }

    /// Stores every register of vector `v` at `slot + off`.
    pub(crate) fn spill_at(&mut self, v: Value, slot: StackSlot, off: i32) -> LResult<()> {
        let mut regs = Vec::new();
        self.all_regs(v, &mut regs)?;
        for (p, r) in regs.into_iter().enumerate() {
            self.emit(Inst::XmmStore {
                op: XmmMemOp::Movdqu,
                src: r,
                addr: Amode::Slot {
                    slot,
                    disp: off + 16 * p as i32,
                },
            });
        }
        Ok(())
    }

    /// Loads every register of result `res` from `slot + off`.
    pub(crate) fn reload_at(&mut self, res: Value, slot: StackSlot, off: i32) -> LResult<()> {
        let (s, n) = self.def_parts(res)?;
        for p in 0..n {
            let d = Reg::virt(self.c.parts[s + p]);
            self.emit(Inst::XmmLoad {
                op: XmmMemOp::Movdqu,
                dst: d,
                addr: Amode::Slot {
                    slot,
                    disp: off + 16 * p as i32,
                },
            });
        }
        Ok(())
    }

    /// A lane as a 64-bit integer (masks as 0/1, floats as their bits).
    pub(crate) fn lane_int(&mut self, info: &VecInfo, at: Amode, signed: bool) -> Reg {
        let r = self.new_int();
        let e = match info.kind {
            LaneKind::Int(b) => ext(b, signed),
            LaneKind::Float(d) => ext(if d { 64 } else { 32 }, false),
            LaneKind::Mask(_) => ExtMode::ZeroExt8,
        };
        self.emit(Inst::Load {
            ext: e,
            dst: r,
            addr: at,
        });
        if let LaneKind::Mask(_) = info.kind {
            let b = self.new_int();
            self.emit(Inst::Alu {
                size: OperandSize::S32,
                op: AluOp::And,
                dst: b,
                src1: r,
                src2: RegMemImm::Imm(1),
            });
            if signed {
                // A true i1 is -1 when read as signed.
                let n = self.new_int();
                self.emit(Inst::Unary {
                    size: OperandSize::S64,
                    op: UnaryOp::Neg,
                    dst: n,
                    src: b,
                });
                return n;
            }
            return b;
        }
        r
    }

    /// Stores a lane from a 64-bit integer (a mask lane from 0/1).
    pub(crate) fn store_lane(&mut self, info: &VecInfo, at: Amode, r: Reg) {
        match info.kind {
            LaneKind::Int(b) => self.emit(Inst::Store {
                size: size(b / 8),
                src: r,
                addr: at,
            }),
            LaneKind::Float(d) => self.emit(Inst::Store {
                size: if d {
                    OperandSize::S64
                } else {
                    OperandSize::S32
                },
                src: r,
                addr: at,
            }),
            LaneKind::Mask(w) => {
                let b = self.new_int();
                self.emit(Inst::Alu {
                    size: OperandSize::S64,
                    op: AluOp::And,
                    dst: b,
                    src1: r,
                    src2: RegMemImm::Imm(1),
                });
                let m = self.new_int();
                self.emit(Inst::Unary {
                    size: OperandSize::S64,
                    op: UnaryOp::Neg,
                    dst: m,
                    src: b,
                });
                let mut done = 0;
                while done < w {
                    // Lanes of odd widths (<N x i1> with N not a power
                    // of two) in power-of-two pieces, never past the lane.
                    let left = (w - done).min(8);
                    let n = 1 << (31 - left.leading_zeros());
                    let a = self.add_disp(at, done as i64);
                    self.emit(Inst::Store {
                        size: size(n),
                        src: m,
                        addr: a,
                    });
                    done += n;
                }
            }
        }
    }

    /// A float lane in an XMM register.
    fn lane_float(&mut self, double: bool, at: Amode) -> Reg {
        let r = self.new_float();
        self.emit(Inst::XmmLoad {
            op: if double {
                XmmMemOp::Movsd
            } else {
                XmmMemOp::Movss
            },
            dst: r,
            addr: at,
        });
        r
    }

    /// Vector binary operator, lane by lane.
    pub fn scalar_binary(&mut self, op: BinaryOp, a: Value, b: Value, res: Value) -> LResult<()> {
        let info = self.vec_info(self.f.values[res].ty)?;
        let slot = self.out.new_slot(3 * info.bytes, 16);
        let (oa, ob, or) = (0, info.bytes as i32, 2 * info.bytes as i32);
        self.spill_at(a, slot, oa)?;
        self.spill_at(b, slot, ob)?;
        let signed = matches!(op, BinaryOp::AShr | BinaryOp::SDiv | BinaryOp::SRem);
        for k in 0..info.n {
            let at = |base: i32| Amode::Slot {
                slot,
                disp: base + info.off(k),
            };
            if let LaneKind::Float(d) = info.kind {
                let x = self.lane_float(d, at(oa));
                let y = self.lane_float(d, at(ob));
                let r = self.new_float();
                if op == BinaryOp::FRem {
                    self.libcall(if d { "fmod" } else { "fmodf" }, &[x, y], &[r])?;
                } else {
                    let sop = crate::float::scalar_sse_op(op, d)
                        .ok_or_else(|| self.err(format!("vector operator {}", op.name())))?;
                    self.emit(Inst::Sse {
                        op: sop,
                        dst: r,
                        src1: x,
                        src2: RegMem::Reg(y),
                    });
                }
                self.emit(Inst::XmmStore {
                    op: if d { XmmMemOp::Movsd } else { XmmMemOp::Movss },
                    src: r,
                    addr: at(or),
                });
                continue;
            }
            let x = self.lane_int(&info, at(oa), signed);
            let y = self.lane_int(&info, at(ob), signed);
            let r = self.new_int();
            let s64 = OperandSize::S64;
            match op {
                BinaryOp::Add | BinaryOp::Sub | BinaryOp::And | BinaryOp::Or | BinaryOp::Xor => {
                    self.emit(Inst::Alu {
                        size: s64,
                        op: match op {
                            BinaryOp::Add => AluOp::Add,
                            BinaryOp::Sub => AluOp::Sub,
                            BinaryOp::And => AluOp::And,
                            BinaryOp::Or => AluOp::Or,
                            _ => AluOp::Xor,
                        },
                        dst: r,
                        src1: x,
                        src2: RegMemImm::Reg(y),
                    })
                }
                BinaryOp::Mul => self.emit(Inst::Imul {
                    size: s64,
                    dst: r,
                    src1: x,
                    src2: RegMem::Reg(y),
                }),
                BinaryOp::Shl | BinaryOp::LShr | BinaryOp::AShr => {
                    let c = self.new_int();
                    self.copy_reg(c, y);
                    self.emit(Inst::ShiftCl {
                        size: s64,
                        op: match op {
                            BinaryOp::Shl => ShiftOp::Shl,
                            BinaryOp::LShr => ShiftOp::Shr,
                            _ => ShiftOp::Sar,
                        },
                        dst: r,
                        src: x,
                        amount: c,
                    });
                }
                BinaryOp::UDiv | BinaryOp::SDiv | BinaryOp::URem | BinaryOp::SRem => {
                    let lo = self.new_int();
                    self.copy_reg(lo, x);
                    let hi = self.new_int();
                    if signed {
                        self.emit(Inst::SignExtendRax {
                            size: s64,
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
                    let rem = matches!(op, BinaryOp::URem | BinaryOp::SRem);
                    let (q, rm) = if rem { (other, r) } else { (r, other) };
                    self.emit(Inst::Div {
                        size: s64,
                        signed,
                        lo,
                        hi,
                        divisor: y,
                        quot: q,
                        rem: rm,
                    });
                }
                _ => return Err(self.err(format!("vector operator {}", op.name()))),
            }
            self.store_lane(&info, at(or), r);
        }
        self.reload_at(res, slot, or)
    }

    /// Vector `icmp`, lane by lane, into a mask.
    pub fn scalar_icmp(
        &mut self,
        pred: IntPredicate,
        a: Value,
        b: Value,
        res: Value,
    ) -> LResult<()> {
        let ia = match self.vec_info(self.f.values[a].ty) {
            Ok(info) => info,
            Err(e) => return self.wide_vec_icmp(e, pred, a, b, res),
        };
        let ir = self.vec_info(self.f.values[res].ty)?;
        let slot = self.out.new_slot(2 * ia.bytes + ir.bytes, 16);
        let (oa, ob, or) = (0, ia.bytes as i32, 2 * ia.bytes as i32);
        self.spill_at(a, slot, oa)?;
        self.spill_at(b, slot, ob)?;
        let signed = matches!(
            pred,
            IntPredicate::Slt | IntPredicate::Sle | IntPredicate::Sgt | IntPredicate::Sge
        );
        let cc = crate::int::int_cond(pred);
        for k in 0..ia.n {
            let x = self.lane_int(
                &ia,
                Amode::Slot {
                    slot,
                    disp: oa + ia.off(k),
                },
                signed,
            );
            let y = self.lane_int(
                &ia,
                Amode::Slot {
                    slot,
                    disp: ob + ia.off(k),
                },
                signed,
            );
            self.emit(Inst::Cmp {
                size: OperandSize::S64,
                lhs: x,
                rhs: RegMemImm::Reg(y),
            });
            let t = self.new_int();
            self.emit(Inst::Setcc { cc, dst: t });
            self.store_lane(
                &ir,
                Amode::Slot {
                    slot,
                    disp: or + ir.off(k),
                },
                t,
            );
        }
        self.reload_at(res, slot, or)
    }

    /// Vector `fcmp`, lane by lane, into a mask.
    pub fn scalar_fcmp(
        &mut self,
        pred: FloatPredicate,
        a: Value,
        b: Value,
        res: Value,
    ) -> LResult<()> {
        use FloatPredicate::*;
        let ia = self.vec_info(self.f.values[a].ty)?;
        let ir = self.vec_info(self.f.values[res].ty)?;
        let LaneKind::Float(d) = ia.kind else {
            return Err(self.err("fcmp on non-float vectors"));
        };
        let slot = self.out.new_slot(2 * ia.bytes + ir.bytes, 16);
        let (oa, ob, or) = (0, ia.bytes as i32, 2 * ia.bytes as i32);
        self.spill_at(a, slot, oa)?;
        self.spill_at(b, slot, ob)?;
        for k in 0..ia.n {
            let x = self.lane_float(
                d,
                Amode::Slot {
                    slot,
                    disp: oa + ia.off(k),
                },
            );
            let y = self.lane_float(
                d,
                Amode::Slot {
                    slot,
                    disp: ob + ia.off(k),
                },
            );
            let (l, r, cc, cc2) = match pred {
                Ogt => (x, y, Cond::A, None),
                Oge => (x, y, Cond::AE, None),
                Olt => (y, x, Cond::A, None),
                Ole => (y, x, Cond::AE, None),
                One => (x, y, Cond::NE, None),
                Ord => (x, y, Cond::NP, None),
                Ueq => (x, y, Cond::E, None),
                Ugt => (y, x, Cond::B, None),
                Uge => (y, x, Cond::BE, None),
                Ult => (x, y, Cond::B, None),
                Ule => (x, y, Cond::BE, None),
                Uno => (x, y, Cond::P, None),
                Oeq => (x, y, Cond::E, Some((Cond::NP, AluOp::And))),
                Une => (x, y, Cond::NE, Some((Cond::P, AluOp::Or))),
                False | True => {
                    let t = self.imm64((pred == True) as i64);
                    self.store_lane(
                        &ir,
                        Amode::Slot {
                            slot,
                            disp: or + ir.off(k),
                        },
                        t,
                    );
                    continue;
                }
            };
            self.emit(Inst::Ucomis {
                double: d,
                lhs: l,
                rhs: RegMem::Reg(r),
            });
            let t = self.new_int();
            self.emit(Inst::Setcc { cc, dst: t });
            let t = if let Some((c2, op)) = cc2 {
                let u = self.new_int();
                self.emit(Inst::Setcc { cc: c2, dst: u });
                let w = self.new_int();
                self.emit(Inst::Alu {
                    size: OperandSize::S32,
                    op,
                    dst: w,
                    src1: t,
                    src2: RegMemImm::Reg(u),
                });
                w
            } else {
                t
            };
            self.store_lane(
                &ir,
                Amode::Slot {
                    slot,
                    disp: or + ir.off(k),
                },
                t,
            );
        }
        self.reload_at(res, slot, or)
    }

    /// `select` on a mask (or scalar `i1`) of vectors, lane by lane.
    pub fn scalar_select(&mut self, cond: Value, t: Value, f: Value, res: Value) -> LResult<()> {
        let iv = match self.vec_info(self.f.values[res].ty) {
            Ok(info) => info,
            Err(e) => return self.wide_vec_select(e, cond, t, f, res),
        };
        let mask = self.is_vector(cond);
        let ic = if mask {
            self.vec_info(self.f.values[cond].ty)?
        } else {
            iv
        };
        let slot = self.out.new_slot(3 * iv.bytes + ic.bytes, 16);
        let (ot, of, or, oc) = (0, iv.bytes as i32, 2 * iv.bytes as i32, 3 * iv.bytes as i32);
        self.spill_at(t, slot, ot)?;
        self.spill_at(f, slot, of)?;
        let scalar_c = if mask {
            self.spill_at(cond, slot, oc)?;
            None
        } else {
            Some(self.reg(cond)?)
        };
        for k in 0..iv.n {
            let x = self.lane_int(
                &iv,
                Amode::Slot {
                    slot,
                    disp: ot + iv.off(k),
                },
                false,
            );
            let y = self.lane_int(
                &iv,
                Amode::Slot {
                    slot,
                    disp: of + iv.off(k),
                },
                false,
            );
            let c = match scalar_c {
                Some(c) => c,
                None => self.lane_int(
                    &ic,
                    Amode::Slot {
                        slot,
                        disp: oc + ic.off(k),
                    },
                    false,
                ),
            };
            self.emit(Inst::Test {
                size: OperandSize::S8,
                lhs: c,
                rhs: RegMemImm::Imm(1),
            });
            let r = self.new_int();
            self.emit(Inst::Cmov {
                size: OperandSize::S64,
                cc: Cond::NE,
                dst: r,
                src_false: y,
                src_true: RegMem::Reg(x),
            });
            self.store_lane(
                &iv,
                Amode::Slot {
                    slot,
                    disp: or + iv.off(k),
                },
                r,
            );
        }
        self.reload_at(res, slot, or)
    }

    /// Vector casts, lane by lane (bitcasts through memory).
    pub fn scalar_cast(&mut self, op: CastOp, a: Value, res: Value) -> LResult<()> {
        let (ia, ir) = match (
            self.vec_info(self.f.values[a].ty),
            self.vec_info(self.f.values[res].ty),
        ) {
            (Ok(ia), Ok(ir)) => (ia, ir),
            (Err(e), _) | (_, Err(e)) => return self.wide_vec_cast(e, op, a, res),
        };
        let slot = self.out.new_slot(ia.bytes + ir.bytes, 16);
        let (oa, or) = (0, ia.bytes as i32);
        self.spill_at(a, slot, oa)?;
        if op == CastOp::Bitcast {
            if matches!(ia.kind, LaneKind::Mask(_)) || matches!(ir.kind, LaneKind::Mask(_)) {
                return Err(self.err("bitcast between masks and vectors"));
            }
            return self.reload_at(res, slot, oa);
        }
        for k in 0..ia.n {
            let src = Amode::Slot {
                slot,
                disp: oa + ia.off(k),
            };
            let dst = Amode::Slot {
                slot,
                disp: or + ir.off(k),
            };
            match (ia.kind, ir.kind) {
                (LaneKind::Float(fd), LaneKind::Float(td)) => {
                    let x = self.lane_float(fd, src);
                    let r = self.new_float();
                    if fd == td {
                        self.emit(Inst::XmmMov { dst: r, src: x });
                    } else {
                        self.sse_unary(if td { SseOp::Cvtss2sd } else { SseOp::Cvtsd2ss }, x, r);
                    }
                    self.emit(Inst::XmmStore {
                        op: if td { XmmMemOp::Movsd } else { XmmMemOp::Movss },
                        src: r,
                        addr: dst,
                    });
                }
                (LaneKind::Float(fd), _) => {
                    let x = self.lane_float(fd, src);
                    let r = self.new_int();
                    // fptoui beyond i63 is rare in vectors; truncating
                    // through the signed 64-bit conversion.
                    self.emit(Inst::CvtFloatToInt {
                        size: OperandSize::S64,
                        double: fd,
                        dst: r,
                        src: RegMem::Reg(x),
                    });
                    self.store_lane(&ir, dst, r);
                }
                (_, LaneKind::Float(td)) => {
                    let signed = op == CastOp::SiToFp;
                    let x = self.lane_int(&ia, src, signed);
                    let r = self.new_float();
                    self.emit(Inst::CvtIntToFloat {
                        size: OperandSize::S64,
                        double: td,
                        dst: r,
                        src: RegMem::Reg(x),
                    });
                    self.emit(Inst::XmmStore {
                        op: if td { XmmMemOp::Movsd } else { XmmMemOp::Movss },
                        src: r,
                        addr: dst,
                    });
                }
                _ => {
                    // Integer lanes and masks: a mask lane reads as 0/1
                    // (sext of a mask is all ones).
                    let signed = op == CastOp::SExt;
                    let x = self.lane_int(&ia, src, signed);
                    self.store_lane(&ir, dst, x);
                }
            }
        }
        self.reload_at(res, slot, or)
    }

    /// `extractelement`, `insertelement` and `shufflevector` on any vector:
    /// through memory.
    pub fn scalar_extract(&mut self, v: Value, idx: Value, res: Value) -> LResult<()> {
        let info = match self.vec_info(self.f.values[v].ty) {
            Ok(info) => info,
            Err(e) => return self.wide_vec_extract(e, v, idx, res),
        };
        let slot = self.out.new_slot(info.bytes, 16);
        self.spill_at(v, slot, 0)?;
        let a = self.lane_addr(&info, slot, 0, idx)?;
        if let LaneKind::Mask(_) = info.kind {
            let r = self.lane_int(&info, a, false);
            let d = self.def1(res)?;
            self.copy_reg(d, r);
            return Ok(());
        }
        let ty = self.f.values[res].ty;
        let (s, n) = self.def_parts(res)?;
        let regs: Vec<Reg> = self.c.parts[s..s + n]
            .iter()
            .map(|&r| Reg::virt(r))
            .collect();
        self.load_into(ty, a, &regs)
    }

    /// `insertelement` through memory.
    pub fn scalar_insert(&mut self, v: Value, elt: Value, idx: Value, res: Value) -> LResult<()> {
        let info = match self.vec_info(self.f.values[v].ty) {
            Ok(info) => info,
            Err(e) => return self.wide_vec_insert(e, v, elt, idx, res),
        };
        let slot = self.out.new_slot(info.bytes, 16);
        self.spill_at(v, slot, 0)?;
        let a = self.lane_addr(&info, slot, 0, idx)?;
        if let LaneKind::Mask(_) = info.kind {
            let r = self.reg(elt)?;
            self.store_lane(&info, a, r);
        } else {
            let ety = self.f.values[elt].ty;
            let mut regs = Vec::new();
            self.all_regs(elt, &mut regs)?;
            self.store_regs(ety, &regs, a)?;
        }
        self.reload_at(res, slot, 0)
    }

    fn lane_addr(
        &mut self,
        info: &VecInfo,
        slot: StackSlot,
        base: i32,
        idx: Value,
    ) -> LResult<Amode> {
        let a = Amode::Slot { slot, disp: base };
        if let Some(k) = self.const_int(idx) {
            let k = (k as u64 % info.n.max(1) as u64) as u32;
            return Ok(self.add_disp(a, info.off(k) as i64));
        }
        let stride = (info.off(1) - info.off(0)) as u64;
        let bits = self.int_bits(idx)?;
        let r = self.reg(idx)?;
        let r = self.zext(r, bits, OperandSize::S64);
        // Keep the access inside the temporary (out-of-range is poison).
        let m = self.new_int();
        let lim = self.imm64(info.n.next_power_of_two() as i64 - 1);
        self.emit(Inst::Alu {
            size: OperandSize::S64,
            op: AluOp::And,
            dst: m,
            src1: r,
            src2: RegMemImm::Reg(lim),
        });
        Ok(self.add_index(a, m, stride))
    }

    /// `shufflevector` through memory.
    pub fn scalar_shuffle(
        &mut self,
        a: Value,
        b: Value,
        lanes: &[Option<u32>],
        res: Value,
    ) -> LResult<()> {
        let ia = match self.vec_info(self.f.values[a].ty) {
            Ok(info) => info,
            Err(e) => return self.wide_vec_shuffle(e, a, b, lanes, res),
        };
        let ir = self.vec_info(self.f.values[res].ty)?;
        let slot = self.out.new_slot(2 * ia.bytes + ir.bytes, 16);
        let (oa, ob, or) = (0, ia.bytes as i32, 2 * ia.bytes as i32);
        self.spill_at(a, slot, oa)?;
        self.spill_at(b, slot, ob)?;
        for (k, l) in lanes.iter().enumerate() {
            let Some(l) = *l else { continue };
            let src = if l < ia.n {
                oa + ia.off(l)
            } else {
                ob + ia.off(l - ia.n)
            };
            let x = self.lane_int(&ia, Amode::Slot { slot, disp: src }, false);
            self.store_lane(
                &ir,
                Amode::Slot {
                    slot,
                    disp: or + ir.off(k as u32),
                },
                x,
            );
        }
        self.reload_at(res, slot, or)
    }

    /// A GEP producing a vector of pointers, lane by lane.
    pub fn scalar_gep(&mut self, i: kiln_ir::Inst, res: Value) -> LResult<()> {
        let kiln_ir::InstData::Gep {
            source_ty, args, ..
        } = self.f.insts[i]
        else {
            unreachable!()
        };
        let args: Vec<Value> = self.f.values_of(args).to_vec();
        let ir = self.vec_info(self.f.values[res].ty)?;
        let slot = self.out.new_slot(ir.bytes * (args.len() as u32 + 1), 16);
        let out_off = (ir.bytes * args.len() as u32) as i32;
        let mut infos = Vec::new();
        for (k, &v) in args.iter().enumerate() {
            if self.is_vector(v) {
                let info = self.vec_info(self.f.values[v].ty)?;
                self.spill_at(v, slot, (ir.bytes * k as u32) as i32)?;
                infos.push(Some(info));
            } else {
                infos.push(None);
            }
        }
        for lane in 0..ir.n {
            let mut ty = source_ty;
            let mut acc: Option<Reg> = None;
            let mut disp: i64 = 0;
            for (k, &v) in args.iter().enumerate() {
                let lane_val = |this: &mut Self| -> LResult<Reg> {
                    match &infos[k] {
                        Some(info) => Ok(this.lane_int(
                            info,
                            Amode::Slot {
                                slot,
                                disp: (ir.bytes * k as u32) as i32 + info.off(lane),
                            },
                            true,
                        )),
                        None => {
                            let bits = this.int_bits(v)?;
                            let r = this.reg(v)?;
                            Ok(this.sext64(r, bits))
                        }
                    }
                };
                if k == 0 {
                    acc = Some(lane_val(self)?);
                    continue;
                }
                let scale = if k == 1 {
                    self.layout_of(ty).0
                } else {
                    match self.m.types.get(ty) {
                        TypeData::Struct { .. } | TypeData::Named(_) => {
                            let fi = self
                                .const_int(v)
                                .ok_or_else(|| self.err("non-constant struct index"))?
                                as usize;
                            disp += self.field_off(ty, fi) as i64;
                            ty = crate::layout::struct_fields(self.m, ty).unwrap().0[fi];
                            continue;
                        }
                        TypeData::Array { elem, .. } | TypeData::Vector { elem, .. } => {
                            ty = *elem;
                            self.layout_of(ty).0
                        }
                        _ => return Err(self.err("getelementptr into a non-aggregate type")),
                    }
                };
                if infos[k].is_none()
                    && let Some(c) = self.const_int(v)
                {
                    disp = disp.wrapping_add(c.wrapping_mul(scale as i64));
                    continue;
                }
                let x = lane_val(self)?;
                let base = acc.unwrap();
                let am = self.add_index(Amode::base(base, 0), x, scale);
                let r = self.amode_reg(am);
                acc = Some(r);
            }
            let base = acc.unwrap();
            let am = self.add_disp(Amode::base(base, 0), disp);
            let r = self.amode_reg(am);
            self.store_lane(
                &ir,
                Amode::Slot {
                    slot,
                    disp: out_off + ir.off(lane),
                },
                r,
            );
        }
        self.reload_at(res, slot, out_off)
    }
}
