//! The analysis pass: whether the one-pass walk covers the function, each
//! value's use count, which values live in more than one block, the frame
//! slots of static allocas, and the compares fused into their branch.

use super::{GResult, Gen, Unsupported, ValState};
use crate::code_model::CodeModel;
use crate::ctx::IselCtx;
use cranelift_entity::EntityRef;
use kiln_ir::attributes::AttrKind;
use kiln_ir::constants::ConstData;
use kiln_ir::function::CallKind;
use kiln_ir::instructions::{CastOp, InstFlags, Ordering};
use kiln_ir::module::{CallConv, GlobalKind, ThreadLocal};
use kiln_ir::types::TypeData;
use kiln_ir::{Inst as IrInst, InstData, Type, Value, ValueDef};

/// The most bytes of static allocas the pass places in the frame (the
/// staged path handles larger frames).
const MAX_FRAME: u64 = 1 << 24;

/// Parameter attributes the staged path passes as plain pointers and
/// integers but this pass does not cover; with the ones kiln refuses
/// ([`crate::call_conv::UNSUPPORTED_PARAM_ATTRS`]), a function or call
/// using one goes through the staged path (`byval` and `sret` are handled).
const STAGED_ABI_ATTRS: [AttrKind; 2] = [AttrKind::ByRef, AttrKind::InReg];

/// Whether the module-wide settings allow the pass: the small code model
/// and 64-bit pointers everywhere.
pub(super) fn module_supported(isel: &IselCtx) -> bool {
    isel.code_model == CodeModel::Small && !isel.narrow_pointers
}

impl Gen<'_> {
    /// Runs the analysis; `Err` when the function needs the staged path.
    pub(super) fn analyze(&mut self) -> GResult<()> {
        let (m, f) = (self.m, self.f);
        let fd = &m.functions[self.fid];
        if fd.cc != CallConv::C
            || fd.gc.is_some()
            || fd.prefix.is_some()
            || fd.prologue.is_some()
            || fd.personality.is_some()
            || !f.debug_locs.is_empty()
            || !f.dbg_records.is_empty()
        {
            return Err(Unsupported);
        }
        let fa = fd.attrs.func;
        if m.attrs.has(fa, AttrKind::Naked) || m.attrs.has(fa, AttrKind::AlignStack) {
            return Err(Unsupported);
        }
        let gv = fd.gv.ok_or(Unsupported)?;
        let (ret, params, _) = m
            .types
            .function(m.globals[gv].value_type)
            .ok_or(Unsupported)?;
        if !self.scalar_or_void(ret) {
            return Err(Unsupported);
        }
        if self.has_abi_attr(fd.attrs.ret) {
            return Err(Unsupported);
        }
        for i in 0..params.len() {
            let pa = fd.attrs.param(i);
            if self.has_abi_attr(pa) {
                return Err(Unsupported);
            }
            self.byval_of(pa)?;
        }
        let c = &mut *self.c;
        c.vals.clear();
        c.vals.resize(f.values.len(), ValState::default());
        c.block_pos.clear();
        c.block_pos.resize(f.blocks.len(), 0);
        c.has_phis.clear();
        c.has_phis.resize(f.blocks.len(), false);
        c.switch_target.clear();
        c.switch_target.resize(f.blocks.len(), 0);
        c.shapes.clear();
        for (li, &b) in f.layout.iter().enumerate() {
            c.block_pos[b.index()] = li as u32;
        }
        for &p in &f.params {
            if !self.is_scalar(f.values[p].ty) {
                return Err(Unsupported);
            }
        }
        let mut frame = 0u64;
        let mut color = std::mem::take(&mut self.c.color);
        color.clear();
        color.resize(f.insts.len(), 0);
        for (li, &b) in f.layout.iter().enumerate() {
            let li = li as u32;
            let mut k = 0;
            for i in f.block_insts(b) {
                color[i.index()] = k;
                k += self.has_side_effect(i) as u32;
                self.check_inst(i, li == 0, &mut frame)?;
                if let Some(v) = f.inst_result(i) {
                    self.c.vals[v.index()].def_block = li;
                    if matches!(f.insts[i], InstData::Phi { .. }) {
                        self.c.vals[v.index()].global = true;
                        self.c.has_phis[b.index()] = true;
                    }
                }
                if let InstData::Phi { args, blocks, .. } = f.insts[i] {
                    let (vs, bs) = (f.values_of(args), f.blocks_of(blocks));
                    for (&v, &from) in vs.iter().zip(bs) {
                        let at = self.c.block_pos[from.index()];
                        if !self.is_scalar(f.values[v].ty) {
                            return Err(Unsupported);
                        }
                        self.count_use(v, at)?;
                    }
                    continue;
                }
                let mut bad = false;
                let vals = &mut self.c.vals;
                f.for_each_operand(i, |v| {
                    bad |= !is_scalar_type(m, f.values[v].ty) || !count_use_in(vals, f, v, li);
                    vals[v.index()].user = i.as_u32();
                });
                match f.insts[i] {
                    InstData::Load { ptr, .. } => vals[ptr.index()].addr_uses += 1,
                    InstData::Store { args, .. } if args[0] != args[1] => {
                        vals[args[1].index()].addr_uses += 1
                    }
                    _ => {}
                }
                if bad {
                    return Err(Unsupported);
                }
            }
        }
        self.c.color = color;
        self.sret = None;
        for (i, &p) in f.params.iter().enumerate() {
            if m.attrs.has(fd.attrs.param(i), AttrKind::StructRet) {
                // Returned in rax: kept in its home until the returns.
                self.c.vals[p.index()].global = true;
                self.sret = Some(p);
            }
        }
        self.mark_fused_compares();
        self.mark_folds_and_hints();
        Ok(())
    }

    /// Counts a use of `v` in the block at layout position `at`.
    fn count_use(&mut self, v: Value, at: u32) -> GResult<()> {
        if count_use_in(&mut self.c.vals, self.f, v, at) {
            Ok(())
        } else {
            Err(Unsupported)
        }
    }

    /// An `icmp` used only by the conditional branch right after it is
    /// computed into the flags by the branch.
    fn mark_fused_compares(&mut self) {
        let f = self.f;
        for &b in &f.layout {
            let Some(t) = f.terminator(b) else { continue };
            let InstData::CondBr { cond, .. } = f.insts[t] else {
                continue;
            };
            let ValueDef::Inst(ci) = f.values[cond].def else {
                continue;
            };
            if ci.as_u32() + 1 == t.as_u32()
                && matches!(f.insts[ci], InstData::ICmp { .. })
                && self.c.vals[cond.index()].uses == 1
                && !self.c.vals[cond.index()].global
            {
                self.c.vals[cond.index()].fused = true;
            }
        }
    }

    /// Whether the pass covers instruction `i` (in the entry block when
    /// `entry`); static allocas get their frame slot here.
    fn check_inst(&mut self, i: IrInst, entry: bool, frame: &mut u64) -> GResult<()> {
        let f = self.f;
        if let Some(v) = f.inst_result(i)
            && !self.is_scalar(f.values[v].ty)
        {
            return Err(Unsupported);
        }
        let ok = match f.insts[i] {
            InstData::Ret { .. }
            | InstData::Br { .. }
            | InstData::CondBr { .. }
            | InstData::Unreachable
            | InstData::ICmp { .. }
            | InstData::FCmp { .. }
            | InstData::FNeg { .. }
            | InstData::Freeze { .. }
            | InstData::Phi { .. } => true,
            InstData::Select { .. } => true,
            InstData::Switch { data } => {
                let sw = &f.switches[data];
                let bits = super::ops::bits_of(self, f.values[sw.cond].ty);
                sw.cases.len() <= super::branch::CHAIN_MAX_CASES
                    || super::branch::table_fits(sw.cases.iter().map(|&(k, _)| {
                        match self.m.consts.get(k) {
                            ConstData::Int { val, .. } => val.as_i128(bits).map(|x| x as i64),
                            _ => None,
                        }
                    }))
            }
            InstData::Binary { op, .. } => op != kiln_ir::instructions::BinaryOp::FRem,
            InstData::Cast { op, arg, .. } => {
                let from = f.values[arg].ty;
                let to = f.inst_result(i).map(|v| f.values[v].ty);
                let int_bits = |t: Type| self.m.types.int_bits(t).unwrap_or(64);
                self.is_scalar(from)
                    && match op {
                        CastOp::Trunc
                        | CastOp::ZExt
                        | CastOp::SExt
                        | CastOp::PtrToInt
                        | CastOp::IntToPtr
                        | CastOp::Bitcast
                        | CastOp::FpExt
                        | CastOp::FpTrunc => true,
                        CastOp::SiToFp => int_bits(from) > 1,
                        CastOp::UiToFp => int_bits(from) <= 32,
                        CastOp::FpToSi => to.is_some_and(|t| int_bits(t) > 1),
                        CastOp::FpToUi => to.is_some_and(|t| int_bits(t) > 1 && int_bits(t) <= 32),
                        _ => false,
                    }
            }
            InstData::Load {
                ordering, align, ..
            } => {
                let v = f.inst_result(i).ok_or(Unsupported)?;
                self.one_move(f.values[v].ty, ordering, align)
            }
            InstData::Store {
                ordering,
                align,
                args,
                ..
            } => {
                let ty = f.values[args[0]].ty;
                self.is_scalar(ty) && self.one_move(ty, ordering, align)
            }
            InstData::Gep { source_ty, .. } => {
                self.memo.checked_size_align(self.m, source_ty).is_ok()
            }
            InstData::Alloca {
                flags,
                align,
                ty,
                count,
            } => {
                if !entry || count.is_some() || flags.has(InstFlags::INALLOCA) {
                    return Err(Unsupported);
                }
                let (size, al) = self
                    .memo
                    .checked_size_align(self.m, ty)
                    .map_err(|_| Unsupported)?;
                let al = al.max(align.bytes().unwrap_or(1));
                *frame = frame.saturating_add(size.max(1));
                if al > 16 || *frame > MAX_FRAME {
                    return Err(Unsupported);
                }
                let slot = if crate::stack_protector::holds_array(self.m, ty) {
                    self.out.new_array_slot(size as u32, al as u32)
                } else {
                    self.out.new_slot(size as u32, al as u32)
                };
                let v = f.inst_result(i).ok_or(Unsupported)?;
                self.c.vals[v.index()].alloca = Some(slot);
                true
            }
            InstData::Call { call } => self.check_call(call)?,
            _ => false,
        };
        if ok { Ok(()) } else { Err(Unsupported) }
    }

    /// Whether a load or store of `ty` (a scalar) with `ordering` and
    /// `align` is one move: any plain access, or an atomic one of 1, 2, 4
    /// or 8 bytes at a naturally aligned address (what x86 makes atomic;
    /// the staged path calls libatomic or refuses the others).
    fn one_move(&self, ty: Type, ordering: Ordering, align: kiln_ir::instructions::Align) -> bool {
        if ordering == Ordering::NotAtomic {
            return true;
        }
        let size = match self.m.types.get(ty) {
            TypeData::Int(b @ (8 | 16 | 32 | 64)) => u64::from(*b / 8),
            TypeData::Ptr(0) | TypeData::Double => 8,
            TypeData::Float => 4,
            _ => return false,
        };
        align.bytes().is_some_and(|a| a >= size)
    }

    /// Whether the pass covers call `call`.
    fn check_call(&mut self, call: kiln_ir::function::CallId) -> GResult<bool> {
        let (m, f) = (self.m, self.f);
        let cd = &f.calls[call];
        if cd.kind != CallKind::Call
            || cd.cc != CallConv::C
            || cd.tail == kiln_ir::instructions::TailKind::MustTail
            || !cd.bundles.is_empty()
            || cd.addrspace.is_some_and(|a| a != 0)
        {
            return Ok(false);
        }
        let (ret, params, _) = m.types.function(cd.fn_ty).ok_or(Unsupported)?;
        let args = f.values_of(cd.args);
        if !self.scalar_or_void(ret) || args.len() > 6 + 8 || args.len() < params.len() {
            return Ok(false);
        }
        if self.has_abi_attr(cd.attrs.ret) {
            return Ok(false);
        }
        for k in 0..args.len() {
            if self.byval_of(cd.attrs.param(k)).is_err() {
                return Ok(false);
            }
        }
        for (k, &a) in args.iter().enumerate() {
            if !self.is_scalar(f.values[a].ty) || self.has_abi_attr(cd.attrs.param(k)) {
                return Ok(false);
            }
        }
        match f.values[cd.callee].def {
            ValueDef::InlineAsm(_) | ValueDef::Metadata(_) => Ok(false),
            ValueDef::Const(c) => match m.consts.get(c) {
                ConstData::Global { gv, .. } => Ok(self.check_callee(*gv)
                    || self
                        .intrinsic_name(*gv)
                        .is_some_and(|n| super::bits::covered_bit_intrinsic(n, args))),
                _ => Ok(false),
            },
            ValueDef::Param(_) | ValueDef::Inst(_) => Ok(true),
        }
    }

    /// Whether a direct call to `gv` is covered: an ordinary function, or
    /// one of the intrinsics the pass lowers.
    fn check_callee(&self, gv: kiln_ir::GlobalValue) -> bool {
        let g = &self.m.globals[gv];
        if !matches!(g.kind, GlobalKind::Func(_)) || g.thread_local != ThreadLocal::No {
            return false;
        }
        match self.intrinsic_name(gv) {
            None => true,
            Some(name) => super::calls::covered_intrinsic(name),
        }
    }

    /// The name of intrinsic `gv` after `llvm.`, if it is one.
    pub(super) fn intrinsic_name(&self, gv: kiln_ir::GlobalValue) -> Option<&[u8]> {
        let s = self.m.globals[gv].name?;
        self.m.symbols.get(s).strip_prefix(b"llvm.")
    }

    /// Whether attribute set `set` holds one of [`STAGED_ABI_ATTRS`] or an
    /// attribute the staged path refuses.
    fn has_abi_attr(&self, set: kiln_ir::attributes::AttrSet) -> bool {
        let unsupported = crate::call_conv::UNSUPPORTED_PARAM_ATTRS
            .iter()
            .map(|&(k, _)| k);
        !set.is_empty()
            && self.m.attrs.get(set).iter().any(|a| {
                a.kind().is_some_and(|k| {
                    STAGED_ABI_ATTRS.contains(&k) || unsupported.clone().any(|u| u == k)
                })
            })
    }

    /// Integers of 1, 8, 16, 32 or 64 bits, pointers of address space 0,
    /// `float` and `double`.
    pub(super) fn is_scalar(&self, ty: Type) -> bool {
        is_scalar_type(self.m, ty)
    }

    /// [`Self::is_scalar`] or `void`.
    fn scalar_or_void(&self, ty: Type) -> bool {
        matches!(self.m.types.get(ty), TypeData::Void) || self.is_scalar(ty)
    }
}

/// Integers of 1, 8, 16, 32 or 64 bits, pointers of address space 0,
/// `float` and `double`.
fn is_scalar_type(m: &kiln_ir::Module, ty: Type) -> bool {
    match m.types.get(ty) {
        TypeData::Int(b) => matches!(b, 1 | 8 | 16 | 32 | 64),
        TypeData::Ptr(0) | TypeData::Float | TypeData::Double => true,
        _ => false,
    }
}

/// Counts a use of `v` in the block at layout position `at`; `false` for
/// an operand the pass does not cover.
fn count_use_in(vals: &mut [ValState], f: &kiln_ir::Function, v: Value, at: u32) -> bool {
    match f.values[v].def {
        ValueDef::Param(_) | ValueDef::Inst(_) => {
            let s = &mut vals[v.index()];
            s.uses += 1;
            if s.def_block != at {
                s.global = true;
            }
            true
        }
        ValueDef::Const(_) => true,
        ValueDef::Metadata(_) | ValueDef::InlineAsm(_) => false,
    }
}
