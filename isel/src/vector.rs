//! 128-bit SSE vectors: lane-wise arithmetic in registers; element access
//! and shuffles at constant lanes in registers (`crate::lane_regs`), the
//! rest through a stack temporary.

use crate::lower::{LResult, Lower};
use kiln_ir::instructions::{BinaryOp, CastOp};
use kiln_ir::types::TypeData;
use kiln_ir::{Const, ConstData, Type, Value};
use kiln_targets::x64::{Amode, ExtMode, Inst, OperandSize, RegMem, SseImmOp, SseOp, XmmMemOp};

impl Lower<'_> {
    fn vec_elem(&self, v: Value) -> LResult<(Type, u32)> {
        let (e, n, _) = self
            .m
            .types
            .vector(self.f.values[v].ty)
            .ok_or_else(|| self.err("expected a vector"))?;
        Ok((e, n))
    }

    /// Lane-wise binary operators on 128-bit vectors.
    pub fn lower_vector_binary(
        &mut self,
        op: BinaryOp,
        a: Value,
        b: Value,
        res: Value,
    ) -> LResult<()> {
        let (e, _) = self.vec_elem(res)?;
        let info = match self.vec_info(self.f.values[res].ty) {
            Ok(info) => info,
            Err(e) => return self.wide_vec_binary(e, op, a, b, res),
        };
        if info.bytes > 16 {
            return self.scalar_binary(op, a, b, res);
        }
        let ed = self.m.types.get(e).clone();
        let sop = match (&ed, op) {
            (TypeData::Float, BinaryOp::FAdd) => SseOp::Addps,
            (TypeData::Float, BinaryOp::FSub) => SseOp::Subps,
            (TypeData::Float, BinaryOp::FMul) => SseOp::Mulps,
            (TypeData::Float, BinaryOp::FDiv) => SseOp::Divps,
            (TypeData::Double, BinaryOp::FAdd) => SseOp::Addpd,
            (TypeData::Double, BinaryOp::FSub) => SseOp::Subpd,
            (TypeData::Double, BinaryOp::FMul) => SseOp::Mulpd,
            (TypeData::Double, BinaryOp::FDiv) => SseOp::Divpd,
            (TypeData::Int(_) | TypeData::Ptr(_), BinaryOp::And) => SseOp::Pand,
            (TypeData::Int(_) | TypeData::Ptr(_), BinaryOp::Or) => SseOp::Por,
            (TypeData::Int(_) | TypeData::Ptr(_), BinaryOp::Xor) => SseOp::Pxor,
            (TypeData::Int(8), BinaryOp::Add) => SseOp::Paddb,
            (TypeData::Int(16), BinaryOp::Add) => SseOp::Paddw,
            (TypeData::Int(32), BinaryOp::Add) => SseOp::Paddd,
            (TypeData::Int(64) | TypeData::Ptr(_), BinaryOp::Add) => SseOp::Paddq,
            (TypeData::Int(8), BinaryOp::Sub) => SseOp::Psubb,
            (TypeData::Int(16), BinaryOp::Sub) => SseOp::Psubw,
            (TypeData::Int(32), BinaryOp::Sub) => SseOp::Psubd,
            (TypeData::Int(64), BinaryOp::Sub) => SseOp::Psubq,
            (TypeData::Int(16), BinaryOp::Mul) => SseOp::Pmullw,
            (TypeData::Int(8 | 16 | 32 | 64) | TypeData::Ptr(_), _) => {
                return self.vector_scalarized(op, a, b, res);
            }
            _ => return self.scalar_binary(op, a, b, res),
        };
        let x = self.reg(a)?;
        let y = self.reg(b)?;
        let dst = self.def1(res)?;
        self.emit(Inst::Sse {
            op: sop,
            dst,
            src1: x,
            src2: RegMem::Reg(y),
        });
        Ok(())
    }

    /// Integer vector operators without an SSE2 instruction: lane by lane.
    fn vector_scalarized(&mut self, op: BinaryOp, a: Value, b: Value, res: Value) -> LResult<()> {
        use crate::lanes::LaneOp;
        let lop = match op {
            BinaryOp::Mul => LaneOp::Mul,
            BinaryOp::Shl => LaneOp::Shift(kiln_targets::x64::ShiftOp::Shl),
            BinaryOp::LShr => LaneOp::Shift(kiln_targets::x64::ShiftOp::Shr),
            BinaryOp::AShr => LaneOp::Shift(kiln_targets::x64::ShiftOp::Sar),
            BinaryOp::And => LaneOp::Alu(kiln_targets::x64::AluOp::And),
            BinaryOp::Or => LaneOp::Alu(kiln_targets::x64::AluOp::Or),
            BinaryOp::Xor => LaneOp::Alu(kiln_targets::x64::AluOp::Xor),
            BinaryOp::Add => LaneOp::Alu(kiln_targets::x64::AluOp::Add),
            BinaryOp::Sub => LaneOp::Alu(kiln_targets::x64::AluOp::Sub),
            BinaryOp::UDiv => LaneOp::Div(false, false),
            BinaryOp::SDiv => LaneOp::Div(true, false),
            BinaryOp::URem => LaneOp::Div(false, true),
            BinaryOp::SRem => LaneOp::Div(true, true),
            _ => {
                return Err(self.err(format!(
                    "vector operator {} is not supported yet",
                    op.name()
                )));
            }
        };
        self.lanewise(lop, &[a, b], res)
    }

    /// Casts involving vectors.
    pub fn lower_vector_cast(&mut self, op: CastOp, arg: Value, res: Value) -> LResult<()> {
        let from = self.f.values[arg].ty;
        let to = self.f.values[res].ty;
        if self.is_mask(arg) {
            match op {
                CastOp::ZExt | CastOp::SExt if self.is_vector(res) => {
                    return self.lower_mask_ext(op == CastOp::SExt, arg, res);
                }
                CastOp::Bitcast if !self.is_vector(res) => {
                    let n = self.m.types.vector(from).unwrap().1;
                    if n > 64 {
                        return self.wide_mask_to_bits(arg, res);
                    }
                    if self.mask_bits_in_regs(arg, res)? {
                        return Ok(());
                    }
                    return self.lanes_to_bits(arg, res);
                }
                _ => {}
            }
        } else if op == CastOp::Bitcast && !self.is_vector(arg) && self.is_mask(res) {
            return self.bits_to_mask(arg, res);
        }
        if self.is_vector(arg) && self.is_vector(res) && !self.is_mask(res) {
            match op {
                CastOp::ZExt | CastOp::SExt | CastOp::Trunc => {
                    return self.scalar_cast(op, arg, res);
                }
                CastOp::PtrToInt | CastOp::IntToPtr => return self.lower_copy(arg, res),
                _ => {}
            }
        }
        if op == CastOp::Bitcast {
            let fs = crate::layout::store_size(self.m, from);
            let ts = crate::layout::store_size(self.m, to);
            let fint = self.m.types.int_bits(from).is_some();
            let tint = self.m.types.int_bits(to).is_some();
            if fs == ts && fs <= 8 {
                if !fint && !tint {
                    // Vector ↔ vector or float of the same size: both in XMM.
                    return self.lower_copy(arg, res);
                }
                let size = if fs <= 4 {
                    OperandSize::S32
                } else {
                    OperandSize::S64
                };
                let x = self.reg(arg)?;
                let dst = self.def1(res)?;
                if fint {
                    self.emit(Inst::GprToXmm {
                        size,
                        dst,
                        src: RegMem::Reg(x),
                    });
                } else {
                    self.emit(Inst::XmmToGpr { size, dst, src: x });
                }
                return Ok(());
            }
            if fs == 16 && ts == 16 {
                let fv = self.m.types.vector(from).is_some();
                let tv = self.m.types.vector(to).is_some();
                if fv && tv {
                    return self.lower_copy(arg, res);
                }
                if tv {
                    // i128 → vector.
                    let (lo, hi) = self.pair(arg)?;
                    let a = self.new_float();
                    self.emit(Inst::GprToXmm {
                        size: OperandSize::S64,
                        dst: a,
                        src: RegMem::Reg(lo),
                    });
                    let b = self.new_float();
                    self.emit(Inst::GprToXmm {
                        size: OperandSize::S64,
                        dst: b,
                        src: RegMem::Reg(hi),
                    });
                    let dst = self.def1(res)?;
                    self.emit(Inst::Sse {
                        op: SseOp::Punpcklqdq,
                        dst,
                        src1: a,
                        src2: RegMem::Reg(b),
                    });
                    return Ok(());
                }
                let x = self.reg(arg)?;
                let (dl, dh) = self.def2(res)?;
                self.emit(Inst::XmmToGpr {
                    size: OperandSize::S64,
                    dst: dl,
                    src: x,
                });
                let t = self.new_float();
                self.emit(Inst::SseImm {
                    op: SseImmOp::Pshufd,
                    dst: t,
                    src1: x,
                    src2: RegMem::Reg(x),
                    imm: 0xEE,
                });
                self.emit(Inst::XmmToGpr {
                    size: OperandSize::S64,
                    dst: dh,
                    src: t,
                });
                return Ok(());
            }
        }
        let fe = self
            .m
            .types
            .vector(from)
            .map(|v| self.m.types.get(v.0).clone());
        let te = self
            .m
            .types
            .vector(to)
            .map(|v| self.m.types.get(v.0).clone());
        let cvt = match (op, fe, te) {
            (CastOp::SiToFp, Some(TypeData::Int(32)), Some(TypeData::Float)) => {
                Some(SseOp::Cvtdq2ps)
            }
            (CastOp::SiToFp, Some(TypeData::Int(32)), Some(TypeData::Double)) => {
                Some(SseOp::Cvtdq2pd)
            }
            (CastOp::FpToSi, Some(TypeData::Float), Some(TypeData::Int(32))) => {
                Some(SseOp::Cvttps2dq)
            }
            (CastOp::FpToSi, Some(TypeData::Double), Some(TypeData::Int(32))) => {
                Some(SseOp::Cvttpd2dq)
            }
            _ => None,
        };
        let (ti, fi) = match (self.vec_info(to), self.vec_info(from)) {
            (Ok(t), Ok(f)) => (t, f),
            (Err(e), _) | (_, Err(e)) => return self.wide_vec_cast(e, op, arg, res),
        };
        let single = ti.bytes == 16
            && fi.bytes == 16
            && self.m.types.vector(from).map(|v| v.1) == self.m.types.vector(to).map(|v| v.1);
        if let Some(cop) = cvt.filter(|_| single) {
            let x = self.reg(arg)?;
            let dst = self.def1(res)?;
            self.emit(Inst::Sse {
                op: cop,
                dst,
                src1: x,
                src2: RegMem::Reg(x),
            });
            return Ok(());
        }
        if self.is_vector(arg) && self.is_vector(res) {
            return self.scalar_cast(op, arg, res);
        }
        Err(self.err(format!(
            "vector cast {} from {} to {}",
            op.name(),
            crate::layout::type_name(self.m, from),
            crate::layout::type_name(self.m, to)
        )))
    }

    /// `extractelement`.
    pub fn lower_extractelement(&mut self, v: Value, idx: Value, res: Value) -> LResult<()> {
        if let Some(k) = self.const_int(idx)
            && self.extract_lane_in_regs(v, k, res)?
        {
            return Ok(());
        }
        self.scalar_extract(v, idx, res)
    }

    /// `insertelement`.
    pub fn lower_insertelement(
        &mut self,
        v: Value,
        elt: Value,
        idx: Value,
        res: Value,
    ) -> LResult<()> {
        if let Some(k) = self.const_int(idx)
            && (self.build_vector_in_regs(v, elt, k, res)?
                || self.insert_lane_in_regs(v, elt, k, res)?)
        {
            return Ok(());
        }
        self.scalar_insert(v, elt, idx, res)
    }

    /// `shufflevector`, lane by lane through memory.
    pub fn lower_shufflevector(
        &mut self,
        a: Value,
        b: Value,
        mask: Const,
        res: Value,
    ) -> LResult<()> {
        let (e, n) = self.vec_elem(a)?;
        let (_, rn) = self.vec_elem(res)?;
        let esize = self.layout_of(e).0 as i32;
        let lanes: Vec<Option<u32>> = match self.m.consts.get(mask) {
            ConstData::Vector { elems, .. } => elems
                .iter()
                .map(|&c| match self.m.consts.get(c) {
                    ConstData::Int { val, .. } => val.as_u64().map(|x| x as u32),
                    _ => None,
                })
                .collect(),
            ConstData::Zero(_) => vec![Some(0); rn as usize],
            ConstData::Splat { elem, .. } => {
                let x = match self.m.consts.get(*elem) {
                    ConstData::Int { val, .. } => val.as_u64().map(|x| x as u32),
                    _ => None,
                };
                vec![x; rn as usize]
            }
            _ => vec![None; rn as usize],
        };
        // Lanes that are not 8/16/32/64 bits are packed in memory (an i24
        // lane takes 3 bytes, not its scalar size 4): the general path.
        if esize * n as i32 > 16
            || esize * rn as i32 > 16
            || esize > 8
            || self.is_mask(a)
            || self.wide_lanes(self.f.values[a].ty).is_some()
        {
            return self.scalar_shuffle(a, b, &lanes, res);
        }
        if self.shuffle_in_regs(a, b, &lanes, res)? {
            return Ok(());
        }
        let x = self.reg(a)?;
        let y = self.reg(b)?;
        let slot = self.out.new_slot(48, 16);
        let at = |d: i32| Amode::Slot { slot, disp: d };
        self.emit(Inst::XmmStore {
            op: XmmMemOp::Movdqu,
            src: x,
            addr: at(0),
        });
        self.emit(Inst::XmmStore {
            op: XmmMemOp::Movdqu,
            src: y,
            addr: at(16),
        });
        let (ext, size) = match esize {
            1 => (ExtMode::ZeroExt8, OperandSize::S8),
            2 => (ExtMode::ZeroExt16, OperandSize::S16),
            4 => (ExtMode::None32, OperandSize::S32),
            _ => (ExtMode::None64, OperandSize::S64),
        };
        for (k, l) in lanes.iter().enumerate() {
            let Some(l) = l else { continue };
            let t = self.new_int();
            self.emit(Inst::Load {
                ext,
                dst: t,
                addr: at(if *l < n {
                    *l as i32 * esize
                } else {
                    16 + (*l - n) as i32 * esize
                }),
            });
            self.emit(Inst::Store {
                size,
                src: t,
                addr: at(32 + k as i32 * esize),
            });
        }
        let dst = self.def1(res)?;
        self.emit(Inst::XmmLoad {
            op: XmmMemOp::Movdqu,
            dst,
            addr: at(32),
        });
        Ok(())
    }
}
