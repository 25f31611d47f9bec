//! Dispatch of one IR instruction to its lowering rule.

use crate::lower::{LResult, Lower};
use kiln_ir::instructions::{CastOp, Ordering};
use kiln_ir::types::TypeData;
use kiln_ir::{Inst as IrInst, InstData, Value, ValueDef};
use kiln_targets::Reg;
use kiln_targets::x64::Inst;

impl Lower<'_> {
    /// Lowers instruction `i` (not a phi, not folded) into `c.cur`.
    pub fn lower_inst(&mut self, i: IrInst) -> LResult<()> {
        let res = self.f.inst_result(i);
        let r = || res.expect("instruction with a result");
        match self.f.insts[i] {
            InstData::Ret { arg } => self.lower_ret(arg.expand()),
            InstData::Br { dest } => self.lower_br(dest),
            InstData::CondBr { cond, dests } => self.lower_condbr(cond, dests[0], dests[1]),
            InstData::Switch { data } => self.lower_switch(data),
            InstData::IndirectBr { addr, dests } => {
                self.check_code_pointer(addr, "an indirectbr")?;
                let d: Vec<kiln_ir::Block> = self.f.blocks_of(dests).to_vec();
                self.lower_indirectbr(addr, &d)
            }
            InstData::Unreachable => {
                self.emit(Inst::Ud2);
                Ok(())
            }
            InstData::Binary { op, args, .. } => {
                if op.is_float() || self.is_vector(r()) {
                    self.lower_float_or_vector_binary(op, args[0], args[1], r())
                } else {
                    self.lower_int_binary(op, args[0], args[1], r())
                }
            }
            InstData::FNeg { arg, .. } => self.lower_fneg(arg, r()),
            InstData::Cast { op, arg, .. } => self.lower_cast(op, arg, r()),
            InstData::ICmp { pred, args, .. } => self.lower_icmp(pred, args[0], args[1], r()),
            InstData::FCmp { pred, args, .. } => self.lower_fcmp(pred, args[0], args[1], r()),
            InstData::Select { args, .. } => self.lower_select(args[0], args[1], args[2], r()),
            InstData::Freeze { arg } => self.lower_copy(arg, r()),
            InstData::Alloca {
                ty, count, align, ..
            } => {
                let v = r();
                if self.static_slot(v).is_some() {
                    return Ok(());
                }
                self.lower_dyn_alloca(ty, count.expand(), align.bytes(), v)
            }
            InstData::Load {
                ptr,
                ordering: Ordering::NotAtomic,
                ..
            } => self.lower_load(ptr, r()),
            InstData::Load {
                ptr,
                ordering,
                align,
                ..
            } => self.lower_atomic_load(ptr, r(), align, ordering),
            InstData::Store {
                args,
                ordering: Ordering::NotAtomic,
                ..
            } => self.lower_store(args[0], args[1], Ordering::NotAtomic),
            InstData::Store {
                args,
                ordering,
                align,
                ..
            } => self.lower_atomic_store(args[0], args[1], align, ordering),
            InstData::Fence { ordering, .. } => {
                if ordering == Ordering::SeqCst {
                    self.emit(Inst::Mfence);
                }
                Ok(())
            }
            InstData::CmpXchg { args, .. } => {
                let a = self.f.values_of(args);
                let (p, e, n) = (a[0], a[1], a[2]);
                self.lower_cmpxchg(p, e, n, r())
            }
            InstData::AtomicRmw { op, args, .. } => self.lower_atomicrmw(op, args[0], args[1], r()),
            InstData::Gep { .. } => self.lower_gep(i, r()),
            InstData::ExtractValue { agg, indices } => {
                let idx: Vec<u32> = self.f.indices(indices).to_vec();
                self.lower_extractvalue(agg, &idx, r())
            }
            InstData::InsertValue { args, indices } => {
                let idx: Vec<u32> = self.f.indices(indices).to_vec();
                self.lower_insertvalue(args[0], args[1], &idx, r())
            }
            InstData::ExtractElement { args } if self.vector_f16(args[0]).is_some() => {
                self.lower_f16_extract(args[0], args[1], r())
            }
            InstData::InsertElement { args } if self.vector_f16(args[0]).is_some() => {
                self.lower_f16_insert(args[0], args[1], args[2], r())
            }
            InstData::ExtractElement { args } => self.lower_extractelement(args[0], args[1], r()),
            InstData::InsertElement { args } => {
                self.lower_insertelement(args[0], args[1], args[2], r())
            }
            InstData::ShuffleVector { args, mask } => {
                self.lower_shufflevector(args[0], args[1], mask, r())
            }
            InstData::Call { call } => {
                let callee = self.f.calls[call].callee;
                if let Some(name) = self.intrinsic_name(callee) {
                    return self.lower_intrinsic(&name, call, res);
                }
                self.check_code_pointer(callee, "a call")?;
                self.lower_call(call, res)
            }
            InstData::VaArg { arg } => self.lower_va_arg(arg, r()),
            InstData::Phi { .. } => Ok(()),
            ref other => Err(self.err(format!(
                "instruction `{}` is not supported",
                other.opcode_name()
            ))),
        }
    }

    /// Whether `v` has a vector type.
    pub fn is_vector(&self, v: Value) -> bool {
        self.m.types.vector(self.f.values[v].ty).is_some()
    }

    /// The intrinsic name (`llvm.*`) of a direct callee.
    pub fn intrinsic_name(&self, callee: Value) -> Option<String> {
        let ValueDef::Const(c) = self.f.values[callee].def else {
            return None;
        };
        let kiln_ir::ConstData::Global { gv, .. } = self.m.consts.get(c) else {
            return None;
        };
        let name = self.m.globals[*gv].name?;
        let s = self.m.symbols.get(name);
        s.starts_with(b"llvm.")
            .then(|| String::from_utf8_lossy(s).into_owned())
    }

    /// Casts of every kind.
    fn lower_cast(&mut self, op: CastOp, arg: Value, res: Value) -> LResult<()> {
        let from = self.f.values[arg].ty;
        let to = self.f.values[res].ty;
        let fl = |t| {
            matches!(
                self.m.types.get(t),
                TypeData::Float
                    | TypeData::Double
                    | TypeData::Half
                    | TypeData::X86Fp80
                    | TypeData::Fp128
            )
        };
        match op {
            CastOp::FpTrunc
            | CastOp::FpExt
            | CastOp::FpToUi
            | CastOp::FpToSi
            | CastOp::UiToFp
            | CastOp::SiToFp => self.lower_float_cast(op, arg, res),
            CastOp::Bitcast | CastOp::AddrSpaceCast => {
                if self.is_vector(arg) || self.is_vector(res) {
                    return self.lower_vector_cast(op, arg, res);
                }
                if self.other_fp(arg).is_some() || self.other_fp(res).is_some() {
                    return self.lower_other_fp_bitcast(arg, res);
                }
                if fl(from) == fl(to) {
                    return self.lower_copy(arg, res);
                }
                let x = self.reg(arg)?;
                let dst = self.def1(res)?;
                let bits = self
                    .m
                    .types
                    .int_bits(if fl(from) { to } else { from })
                    .unwrap_or(64);
                let size = if bits <= 32 {
                    kiln_targets::x64::OperandSize::S32
                } else {
                    kiln_targets::x64::OperandSize::S64
                };
                if fl(from) {
                    self.emit(Inst::XmmToGpr { size, dst, src: x });
                } else {
                    self.emit(Inst::GprToXmm {
                        size,
                        dst,
                        src: kiln_targets::x64::RegMem::Reg(x),
                    });
                }
                Ok(())
            }
            _ => self.lower_int_cast(op, arg, res),
        }
    }

    /// `extractvalue`: a sub-range of the aggregate's registers.
    fn lower_extractvalue(&mut self, agg: Value, idx: &[u32], res: Value) -> LResult<()> {
        let mut regs = Vec::new();
        self.all_regs(agg, &mut regs)?;
        let (start, len) = self.sub_range(self.f.values[agg].ty, idx)?;
        let (s, n) = self.def_parts(res)?;
        debug_assert_eq!(n, len);
        for k in 0..n {
            let dst = Reg::virt(self.c.parts[s + k]);
            self.copy_reg(dst, regs[start + k]);
        }
        Ok(())
    }

    /// `insertvalue`: the aggregate's registers with a sub-range replaced.
    fn lower_insertvalue(
        &mut self,
        agg: Value,
        val: Value,
        idx: &[u32],
        res: Value,
    ) -> LResult<()> {
        let mut regs = Vec::new();
        self.all_regs(agg, &mut regs)?;
        let mut vr = Vec::new();
        self.all_regs(val, &mut vr)?;
        let (start, len) = self.sub_range(self.f.values[agg].ty, idx)?;
        regs.splice(start..start + len, vr);
        let (s, n) = self.def_parts(res)?;
        for (k, &r) in regs.iter().enumerate().take(n) {
            let dst = Reg::virt(self.c.parts[s + k]);
            self.copy_reg(dst, r);
        }
        Ok(())
    }

    /// The registers of the member at `idx` of an aggregate: (first, count).
    fn sub_range(&self, ty: kiln_ir::Type, idx: &[u32]) -> LResult<(usize, usize)> {
        let count = |t| -> LResult<usize> {
            let mut lv = Vec::new();
            crate::layout::leaves(self.m, t, 0, &mut lv).map_err(|e| self.err(e))?;
            Ok(lv.iter().map(|l| l.0.nregs()).sum())
        };
        let mut start = 0;
        let mut ty = ty;
        for &i in idx {
            match self.m.types.get(ty) {
                TypeData::Array { elem, .. } => {
                    start += count(*elem)? * i as usize;
                    ty = *elem;
                }
                _ => {
                    let (fields, _) = crate::layout::struct_fields(self.m, ty)
                        .ok_or_else(|| self.err("extractvalue/insertvalue on a non-aggregate"))?;
                    for &f in &fields[..i as usize] {
                        start += count(f)?;
                    }
                    ty = fields[i as usize];
                }
            }
        }
        Ok((start, count(ty)?))
    }
}
