//! Folding into memory operands: a load whose only use is an operand that
//! x86 can read from memory (an ALU or compare operand, the source of a
//! widening move) is read there, and a `getelementptr` whose only use is
//! the address of a load or store becomes that access's addressing mode.
//! Both are decided by the analysis and produce no code of their own.

use super::regs::ConstVal;
use super::{GResult, Gen, NO_REG, Unsupported};
use cranelift_entity::EntityRef;
use kiln_ir::attributes::AttrKind;
use kiln_ir::instructions::{BinaryOp, CastOp, InstFlags, Ordering};
use kiln_ir::types::TypeData;
use kiln_ir::{Inst as IrInst, InstData, Value, ValueDef};
use kiln_targets::x64::abi::{ArgLoc, SysvArgs};
use kiln_targets::x64::regs::{R10, RAX, RCX};
use kiln_targets::x64::{Amode, ExtMode, Inst, OperandSize, UnaryOp};

use super::regs::r;

/// A folded `getelementptr`: base, at most one variable index with its
/// scale (a shift), and a constant displacement.
#[derive(Copy, Clone)]
pub(super) struct GepShape {
    base: Value,
    index: Option<(Value, u8)>,
    disp: i32,
}

impl Gen<'_> {
    /// Whether instruction `i` may write memory or otherwise order loads.
    pub(super) fn has_side_effect(&self, i: IrInst) -> bool {
        match self.f.insts[i] {
            InstData::Load {
                flags, ordering, ..
            } => flags.has(InstFlags::VOLATILE) || ordering != Ordering::NotAtomic,
            InstData::Store { .. } | InstData::Call { .. } => true,
            _ => self.f.insts[i].is_terminator(),
        }
    }

    /// Marks the loads and `getelementptr`s computed by their user, and
    /// gives the values whose only use is a call argument, a return, a
    /// shift count or a dividend the register that use reads (and, back
    /// through each block, the operands whose register the result may
    /// take). One walk forward per block decides both, since a hint only
    /// goes to a value defined earlier in the same block (whose fold is
    /// already decided); the walk back follows.
    pub(super) fn mark_folds_and_hints(&mut self) {
        let f = self.f;
        for &b in &f.layout {
            for i in f.block_insts(b) {
                self.mark_fold(i);
                match f.insts[i] {
                    InstData::Call { call } => {
                        let args = f.values_of(f.calls[call].args);
                        let mut abi = SysvArgs::new();
                        for (k, &a) in args.iter().enumerate() {
                            let byval = self
                                .m
                                .attrs
                                .has(f.calls[call].attrs.param(k), AttrKind::ByVal);
                            let loc = if byval {
                                abi.stack_block(8, 8)
                            } else if self.is_fp_value(a) {
                                abi.float()
                            } else {
                                abi.int()
                            };
                            if let (ArgLoc::Reg(p), false) = (loc, byval) {
                                self.hint(a, i, super::regs::num(p));
                            }
                        }
                        self.hint(f.calls[call].callee, i, R10.hw());
                    }
                    InstData::Ret { arg } => {
                        if let Some(a) = arg.expand() {
                            let hw = if self.is_fp_value(a) { 16 } else { RAX.hw() };
                            self.hint(a, i, hw);
                        }
                    }
                    InstData::Binary {
                        op: BinaryOp::Shl | BinaryOp::LShr | BinaryOp::AShr,
                        args,
                        ..
                    } if args[0] != args[1] => self.hint(args[1], i, RCX.hw()),
                    InstData::Binary {
                        op: BinaryOp::UDiv | BinaryOp::SDiv | BinaryOp::URem | BinaryOp::SRem,
                        args,
                        ..
                    } if args[0] != args[1]
                        && super::ops::bits_of(self, f.values[args[0]].ty) >= 32 =>
                    {
                        self.hint(args[0], i, RAX.hw())
                    }
                    _ => {}
                }
            }
            // Backwards through the block: the first operand of an
            // instruction whose result may take that operand's register
            // wants the result's register too.
            for i in f.block_insts(b).rev() {
                let Some(v) = f.inst_result(i) else { continue };
                let hint = self.c.vals[v.index()].hint;
                if hint == NO_REG || self.c.vals[v.index()].deferred {
                    continue;
                }
                let first = match f.insts[i] {
                    InstData::Binary { op, args, .. }
                        if !matches!(
                            op,
                            BinaryOp::UDiv | BinaryOp::SDiv | BinaryOp::URem | BinaryOp::SRem
                        ) =>
                    {
                        Some(args[0])
                    }
                    InstData::Cast { arg, .. } | InstData::Freeze { arg } => Some(arg),
                    InstData::Gep { args, .. } => f.values_of(args).first().copied(),
                    _ => None,
                };
                if let Some(a) = first
                    && self.c.vals[a.index()].hint == NO_REG
                    && self.is_fp_value(a) == self.is_fp_value(v)
                {
                    self.hint(a, i, hint);
                }
            }
        }
    }

    /// Decides whether the result of `i` (a load or a `getelementptr`) is
    /// computed by its user.
    fn mark_fold(&mut self, i: IrInst) {
        let f = self.f;
        let Some(v) = f.inst_result(i) else { return };
        let s = self.c.vals[v.index()];
        // A getelementptr used only as addresses, in its block, folds
        // into each access (with a variable index: into its only one).
        if matches!(f.insts[i], InstData::Gep { .. })
            && s.uses > 1
            && s.uses == s.addr_uses
            && !s.global
        {
            if let Some(shape) = self.gep_shape(v)
                && shape.index.is_none()
            {
                self.c.vals[v.index()].shape = self.c.shapes.len() as u32;
                self.c.shapes.push(shape);
                self.c.vals[v.index()].deferred = true;
            }
            return;
        }
        if s.uses != 1 || s.global || s.user == u32::MAX {
            return;
        }
        let user = IrInst::from_u32(s.user);
        let fold = match f.insts[i] {
            InstData::Load { .. } => {
                self.c.color[i.index()] == self.c.color[user.index()]
                    && self.load_foldable_into(v, user)
            }
            InstData::Gep { .. } if self.address_user(v, user) => match self.gep_shape(v) {
                Some(shape) => {
                    self.c.vals[v.index()].shape = self.c.shapes.len() as u32;
                    self.c.shapes.push(shape);
                    true
                }
                None => false,
            },
            _ => false,
        };
        self.c.vals[v.index()].deferred = fold;
    }

    /// Hints register `hw` for `v` if its only use is `user`.
    fn hint(&mut self, v: Value, user: IrInst, hw: u8) {
        let s = &mut self.c.vals[v.index()];
        if s.uses == 1 && !s.global && s.user == user.as_u32() && !s.deferred {
            s.hint = hw;
        }
    }

    /// Whether `user` reads value `v` (a load's result) in an operand that
    /// can be memory.
    fn load_foldable_into(&self, v: Value, user: IrInst) -> bool {
        let f = self.f;
        let bits = super::ops::bits_of(self, f.values[v].ty);
        let other_ok = |o: Value| o != v && !matches!(f.values[o].def, ValueDef::Const(_));
        // The first operand is folded only when the second cannot be (both
        // loads: the second is folded).
        let second_not_load = |o: Value| {
            other_ok(o)
                && !matches!(f.values[o].def, ValueDef::Inst(j) if matches!(f.insts[j], InstData::Load { .. }))
        };
        match f.insts[user] {
            InstData::Binary { op, args, .. } => {
                let commutes = matches!(
                    op,
                    BinaryOp::Add | BinaryOp::And | BinaryOp::Or | BinaryOp::Xor | BinaryOp::Mul
                );
                let alu = commutes || op == BinaryOp::Sub;
                // A constant multiplier takes the register form (a shift
                // for a power of two).
                let lhs_ok = if op == BinaryOp::Mul {
                    other_ok(args[0])
                } else {
                    args[0] != v
                };
                alu && bits >= 32
                    && (args[1] == v && lhs_ok
                        || commutes && args[0] == v && second_not_load(args[1]))
            }
            InstData::ICmp { args, .. } => {
                (args[1] == v && other_ok(args[0])) || (args[0] == v && second_not_load(args[1]))
            }
            InstData::Cast { op, .. } => match op {
                CastOp::ZExt => true,
                CastOp::SExt => bits > 1,
                _ => false,
            },
            _ => false,
        }
    }

    /// Whether `user` uses `v` only as the address of a load or store.
    fn address_user(&self, v: Value, user: IrInst) -> bool {
        match self.f.insts[user] {
            InstData::Load { ptr, .. } => ptr == v,
            InstData::Store { args, .. } => args[1] == v && args[0] != v,
            _ => false,
        }
    }

    /// The shape of `getelementptr` `v` when it fits one addressing mode.
    fn gep_shape(&mut self, v: Value) -> Option<GepShape> {
        let (m, f) = (self.m, self.f);
        let ValueDef::Inst(i) = f.values[v].def else {
            return None;
        };
        let InstData::Gep {
            source_ty, args, ..
        } = f.insts[i]
        else {
            return None;
        };
        let vals = f.values_of(args);
        let (&base, indices) = vals.split_first()?;
        let mut disp: i64 = 0;
        let mut index = None;
        let mut ty = source_ty;
        for (k, &idx) in indices.iter().enumerate() {
            let konst = match f.values[idx].def {
                ValueDef::Const(_) => match self.const_of(idx).ok()?? {
                    ConstVal::Imm(x) => Some(x),
                    ConstVal::Sym(..) | ConstVal::Fp(..) => return None,
                },
                _ => None,
            };
            let scale = if k == 0 {
                self.memo.checked_size_align(m, ty).ok()?.0
            } else {
                match m.types.get(ty) {
                    TypeData::Struct { .. } | TypeData::Named(_) => {
                        let i = usize::try_from(konst?).ok()?;
                        let field = *crate::layout::struct_fields(m, ty)?.0.get(i)?;
                        disp = disp.checked_add(self.memo.field_offset(m, ty, i) as i64)?;
                        ty = field;
                        continue;
                    }
                    TypeData::Array { elem, .. } => {
                        ty = *elem;
                        self.memo.checked_size_align(m, ty).ok()?.0
                    }
                    _ => return None,
                }
            };
            match konst {
                Some(x) => disp = disp.checked_add(x.checked_mul(i64::try_from(scale).ok()?)?)?,
                None => {
                    let shift = match scale {
                        1 => 0,
                        2 => 1,
                        4 => 2,
                        8 => 3,
                        _ => return None,
                    };
                    if index.is_some() {
                        return None;
                    }
                    index = Some((idx, shift));
                }
            }
        }
        let disp = i32::try_from(disp).ok()?;
        if self.c.vals[base.index()].deferred {
            return None;
        }
        if let ValueDef::Const(_) = f.values[base].def {
            match self.const_of(base).ok()?? {
                ConstVal::Sym(_, off) => {
                    i32::try_from(off).ok()?.checked_add(disp)?;
                }
                ConstVal::Imm(_) | ConstVal::Fp(..) => return None,
            }
        }
        Some(GepShape { base, index, disp })
    }

    /// The addressing mode of a folded `getelementptr` (its operands'
    /// uses are counted here).
    pub(super) fn gep_amode(&mut self, v: Value) -> GResult<Amode> {
        let shape = *self
            .c
            .shapes
            .get(self.c.vals[v.index()].shape as usize)
            .ok_or(Unsupported)?;
        if shape.index.is_none() {
            // Used as several addresses: the base's use is counted at the
            // last of them.
            let last = self.c.vals[v.index()].uses <= 1;
            // A frame slot or a nearby symbol plus a constant: no register.
            if let Some(slot) = self.c.vals[shape.base.index()].alloca {
                if last {
                    self.consume(shape.base);
                }
                return Ok(Amode::Slot {
                    slot,
                    disp: shape.disp,
                });
            }
            if let Some(ConstVal::Sym(gv, off)) = self.const_of(shape.base)?
                && self.is_local_symbol(gv)
            {
                let disp = i32::try_from(off + i64::from(shape.disp)).map_err(|_| Unsupported)?;
                return Ok(Amode::Symbol {
                    sym: kiln_targets::SymbolId(gv.as_u32()),
                    disp,
                });
            }
        }
        let Some((idx, shift)) = shape.index else {
            let base = self.fetch(shape.base, 0)?;
            if self.c.vals[v.index()].uses <= 1 {
                self.consume(shape.base);
            }
            return Ok(Amode::base(r(base), shape.disp));
        };
        let base = self.opnd(shape.base)?;
        let bits = super::ops::bits_of(self, self.f.values[idx].ty);
        let x = self.opnd(idx)?;
        let t = if bits == 64 {
            x
        } else {
            let t = if self.owner(x).is_none() {
                x
            } else {
                self.take_reg(0)
            };
            let ext = match bits {
                1 => ExtMode::ZeroExt8,
                8 => ExtMode::SignExt8,
                16 => ExtMode::SignExt16,
                _ => ExtMode::SignExt32,
            };
            self.emit(Inst::MovExtRR {
                ext,
                dst: r(t),
                src: r(x),
            });
            if bits == 1 {
                self.emit(Inst::Unary {
                    size: OperandSize::S64,
                    op: UnaryOp::Neg,
                    dst: r(t),
                    src: r(t),
                });
            }
            t
        };
        Ok(Amode::base_index(r(base), r(t), shift, shape.disp))
    }

    /// The memory operand of a folded load `v` (its address operands'
    /// uses are counted here), or `None` when `v` is not one.
    pub(super) fn folded_load(&mut self, v: Value) -> GResult<Option<Amode>> {
        if !self.c.vals[v.index()].deferred {
            return Ok(None);
        }
        let ValueDef::Inst(i) = self.f.values[v].def else {
            return Ok(None);
        };
        let InstData::Load { ptr, .. } = self.f.insts[i] else {
            return Ok(None);
        };
        let addr = self.address(ptr)?;
        self.consume(v);
        Ok(Some(addr))
    }
}
