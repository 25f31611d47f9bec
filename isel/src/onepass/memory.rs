//! Memory: addresses (folded `getelementptr`s, frame slots, symbols),
//! loads, stores and `getelementptr`s computed into a register.

use super::ops::{bits_of, mem_size};
use super::regs::{ConstVal, SCRATCH, r};
use super::{GResult, Gen, Unsupported};
use cranelift_entity::EntityRef;
use kiln_ir::types::TypeData;
use kiln_ir::{Type, Value};
use kiln_targets::x64::regs::R11;
use kiln_targets::x64::{AluOp, Amode, ExtMode, Inst, OperandSize, RegMem, RegMemImm, UnaryOp};

impl Gen<'_> {
    /// The address `ptr` points at, as a memory operand; counts the use.
    pub(super) fn address(&mut self, ptr: Value) -> GResult<Amode> {
        if self.c.vals[ptr.index()].deferred {
            let a = self.gep_amode(ptr)?;
            self.consume(ptr);
            return Ok(a);
        }
        if let Some(slot) = self.c.vals[ptr.index()].alloca {
            self.consume(ptr);
            return Ok(Amode::Slot { slot, disp: 0 });
        }
        if let Some(ConstVal::Sym(gv, disp)) = self.const_of(ptr)?
            && let Ok(d) = i32::try_from(disp)
            && self.is_local_symbol(gv)
        {
            return Ok(Amode::Symbol {
                sym: kiln_targets::SymbolId(gv.as_u32()),
                disp: d,
            });
        }
        let p = self.opnd(ptr)?;
        Ok(Amode::base(r(p), 0))
    }

    pub(super) fn load(&mut self, ptr: Value, v: Value) -> GResult<()> {
        let bits = bits_of(self, self.f.values[v].ty);
        let addr = self.address(ptr)?;
        if self.is_fp_value(v) {
            self.fload(addr, v);
            return Ok(());
        }
        let base = match addr {
            Amode::Base { base, .. } | Amode::BaseIndex { base, .. } => {
                base.as_physical().map(|p| p.hw())
            }
            _ => None,
        };
        let d = self.result_reg_after_reads(v, base);
        let ext = match bits {
            1 | 8 => ExtMode::ZeroExt8,
            16 => ExtMode::ZeroExt16,
            32 => ExtMode::None32,
            _ => ExtMode::None64,
        };
        self.emit(Inst::Load {
            ext,
            dst: r(d),
            addr,
        });
        self.defined(v, d);
        Ok(())
    }

    /// `store`; `seq_cst` (atomic, sequentially consistent) is an `xchg`
    /// of a copy in the scratch register, since a plain x86 store may pass
    /// a later load.
    pub(super) fn store(&mut self, args: [Value; 2], seq_cst: bool) -> GResult<()> {
        if seq_cst {
            return self.store_seq_cst(args);
        }
        if self.is_fp_value(args[0]) {
            let double = self.is_double(args[0]);
            let src = self.opnd(args[0])?;
            let addr = self.address(args[1])?;
            self.emit(Inst::XmmStore {
                op: super::float::mem_op(double),
                src: r(src),
                addr,
            });
            return Ok(());
        }
        let bits = bits_of(self, self.f.values[args[0]].ty);
        let size = mem_size(bits);
        let imm = match self.const_of(args[0])? {
            Some(ConstVal::Imm(x)) => i32::try_from(x).ok(),
            _ => None,
        };
        let src = match imm {
            Some(_) => None,
            None => Some(self.opnd(args[0])?),
        };
        let addr = self.address(args[1])?;
        match (imm, src) {
            (Some(k), _) => self.emit(Inst::StoreImm { size, imm: k, addr }),
            (None, Some(s)) => self.emit(Inst::Store {
                size,
                src: r(s),
                addr,
            }),
            (None, None) => return Err(Unsupported),
        }
        Ok(())
    }

    fn store_seq_cst(&mut self, args: [Value; 2]) -> GResult<()> {
        let size = if self.is_fp_value(args[0]) {
            if self.is_double(args[0]) {
                OperandSize::S64
            } else {
                OperandSize::S32
            }
        } else {
            mem_size(bits_of(self, self.f.values[args[0]].ty))
        };
        let src = self.opnd(args[0])?;
        let addr = self.address(args[1])?;
        if self.is_fp_value(args[0]) {
            self.emit(Inst::XmmToGpr {
                size,
                dst: r(SCRATCH),
                src: r(src),
            });
        } else {
            self.copy_reg(SCRATCH, src);
        }
        self.regs.clobbered.insert(R11);
        self.emit(Inst::Xchg {
            size,
            addr,
            src: r(SCRATCH),
            dst: r(SCRATCH),
        });
        Ok(())
    }

    pub(super) fn gep(&mut self, source: Type, vals: &[Value], v: Value) -> GResult<()> {
        let m = self.m;
        let (base, indices) = vals.split_first().ok_or(Unsupported)?;
        let mut offset: i64 = 0;
        let mut ty = source;
        // Variable indices with their scales, resolved after the constants.
        let mut vars: Vec<(Value, i64)> = Vec::new();
        for (k, &idx) in indices.iter().enumerate() {
            let konst = match self.const_of(idx)? {
                Some(ConstVal::Imm(x)) => Some(x),
                Some(ConstVal::Sym(..) | ConstVal::Fp(..)) => return Err(Unsupported),
                None => None,
            };
            let scale = if k == 0 {
                self.memo
                    .checked_size_align(m, ty)
                    .map_err(|_| Unsupported)?
                    .0 as i64
            } else {
                match m.types.get(ty) {
                    TypeData::Struct { .. } | TypeData::Named(_) => {
                        let i = konst.ok_or(Unsupported)?;
                        let fields = crate::layout::struct_fields(m, ty).ok_or(Unsupported)?.0;
                        let field = *fields
                            .get(usize::try_from(i).map_err(|_| Unsupported)?)
                            .ok_or(Unsupported)?;
                        offset =
                            offset.wrapping_add(self.memo.field_offset(m, ty, i as usize) as i64);
                        ty = field;
                        continue;
                    }
                    TypeData::Array { elem, .. } => {
                        ty = *elem;
                        self.memo
                            .checked_size_align(m, ty)
                            .map_err(|_| Unsupported)?
                            .0 as i64
                    }
                    _ => return Err(Unsupported),
                }
            };
            match konst {
                Some(x) => offset = offset.wrapping_add(x.wrapping_mul(scale)),
                None => vars.push((idx, scale)),
            }
        }
        let d = match (self.c.vals[base.index()].alloca, self.const_of(*base)?) {
            (Some(slot), _) if vars.is_empty() && i32::try_from(offset).is_ok() => {
                self.consume(*base);
                let d = self.result_reg(v);
                self.emit(Inst::Lea {
                    size: OperandSize::S64,
                    dst: r(d),
                    addr: Amode::Slot {
                        slot,
                        disp: offset as i32,
                    },
                });
                offset = 0;
                d
            }
            (None, Some(ConstVal::Sym(gv, disp))) => {
                self.consume(*base);
                let d = self.result_reg(v);
                self.materialize(ConstVal::Sym(gv, disp.wrapping_add(offset)), d);
                offset = 0;
                d
            }
            _ if vars.is_empty() && i32::try_from(offset).is_ok() => {
                // A constant offset: one `lea` into the wanted register.
                let b = self.opnd(*base)?;
                let hint = self.c.vals[v.index()].hint;
                let d = if self.owner(b).is_none() && (hint == super::NO_REG || hint == b) {
                    b
                } else {
                    self.result_reg(v)
                };
                if offset != 0 {
                    self.emit(Inst::Lea {
                        size: OperandSize::S64,
                        dst: r(d),
                        addr: Amode::base(r(b), offset as i32),
                    });
                } else if d != b {
                    self.emit(Inst::MovRR {
                        size: OperandSize::S64,
                        dst: r(d),
                        src: r(b),
                    });
                }
                offset = 0;
                d
            }
            _ => {
                let b = self.opnd(*base)?;
                self.reuse_or_copy(b, Some(v))
            }
        };
        for (idx, scale) in vars {
            let ibits = bits_of(self, self.f.values[idx].ty);
            let x = self.opnd(idx)?;
            let t = self.take_or_reuse(x);
            let ext = match ibits {
                1 => Some(ExtMode::ZeroExt8),
                8 => Some(ExtMode::SignExt8),
                16 => Some(ExtMode::SignExt16),
                32 => Some(ExtMode::SignExt32),
                _ => None,
            };
            match ext {
                Some(ext) => self.emit(Inst::MovExtRR {
                    ext,
                    dst: r(t),
                    src: r(x),
                }),
                None if t != x => self.emit(Inst::MovRR {
                    size: OperandSize::S64,
                    dst: r(t),
                    src: r(x),
                }),
                None => {}
            }
            if ibits == 1 {
                self.emit(Inst::Unary {
                    size: OperandSize::S64,
                    op: UnaryOp::Neg,
                    dst: r(t),
                    src: r(t),
                });
            }
            let shift = match scale {
                1 => Some(0),
                2 => Some(1),
                4 => Some(2),
                8 => Some(3),
                _ => None,
            };
            match shift {
                Some(sh) => self.emit(Inst::Lea {
                    size: OperandSize::S64,
                    dst: r(d),
                    addr: Amode::base_index(r(d), r(t), sh, 0),
                }),
                None => {
                    match i32::try_from(scale) {
                        Ok(k) => self.emit(Inst::ImulImm {
                            size: OperandSize::S64,
                            dst: r(t),
                            src: RegMem::Reg(r(t)),
                            imm: k,
                        }),
                        Err(_) => return Err(Unsupported),
                    }
                    self.emit(Inst::Alu {
                        size: OperandSize::S64,
                        op: AluOp::Add,
                        dst: r(d),
                        src1: r(d),
                        src2: RegMemImm::Reg(r(t)),
                    });
                }
            }
        }
        self.add_const(d, offset);
        self.defined(v, d);
        Ok(())
    }
}
