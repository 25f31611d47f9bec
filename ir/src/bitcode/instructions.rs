//! Instruction records of function blocks (`FUNC_CODE_*`), debug locations,
//! debug records and operand bundles.

use super::Reader;
use super::bitstream::BResult;
use super::constants::{binary_flags, binary_op, cast_op, float_pred, gep_flags, int_pred};
use crate::function::{
    Bundle, CallData, CallKind, CatchSwitchData, Clause, DbgRecord, DbgRecordKind, LandingPadData,
    MdOperand, SwitchData, Value, ValueData, ValueDef,
};
use crate::instructions::{
    Align, CastOp, FastMath, InstData, InstFlags, Ordering, RmwOp, SyncScope, TailKind,
};
use crate::metadata::MdRef;
use crate::types::{Type, TypeData};
use cranelift_entity::EntityList;

/// Fast-math flags from the bitcode encoding.
pub(crate) fn fast_math(v: u64) -> FastMath {
    if v & 1 != 0 {
        return FastMath(FastMath::FAST);
    }
    FastMath(((v >> 1) & 0x7f) as u8)
}

fn ordering(v: u64) -> Option<Ordering> {
    Some(match v {
        0 => Ordering::NotAtomic,
        1 => Ordering::Unordered,
        2 => Ordering::Monotonic,
        3 => Ordering::Acquire,
        4 => Ordering::Release,
        5 => Ordering::AcqRel,
        6 => Ordering::SeqCst,
        _ => return None,
    })
}

impl<'a> Reader<'a> {
    /// The absolute id of a relative operand.
    #[inline]
    fn abs_id(&self, v: u64) -> u64 {
        if self.version >= 1 {
            (self.next_id() as u32).wrapping_sub(v as u32) as u64
        } else {
            v
        }
    }

    /// A value and, for forward references, its type (`pushValueAndType`).
    #[inline(always)]
    fn vt(&mut self, i: &mut usize) -> BResult<Value> {
        let id = self.abs_id(self.op(*i)?);
        *i += 1;
        if id >= self.next_id() {
            let t = self.ty(self.op(*i)?)?;
            *i += 1;
            self.value(id, Some(t))
        } else if let Some(v) = self.known_value(id) {
            Ok(v)
        } else {
            self.value(id, None)
        }
    }

    /// A value of known type (`pushValue`).
    #[inline(always)]
    fn v(&mut self, i: &mut usize, ty: Type) -> BResult<Value> {
        let id = self.abs_id(self.op(*i)?);
        *i += 1;
        match self.known_value(id) {
            Some(v) => Ok(v),
            None => self.value(id, Some(ty)),
        }
    }

    /// The value with absolute id `id` if the body already has it: a
    /// defined local value, or a module constant it used before (the common
    /// operands; [`Self::value`] gives the same answer for them).
    #[inline(always)]
    fn known_value(&self, id: u64) -> Option<Value> {
        use super::constants::Slot;
        let i = usize::try_from(id).ok()?;
        match i.checked_sub(self.values.len()) {
            Some(k) => match self.fvals.get(k) {
                Some(&Slot::Local(v)) => Some(v),
                _ => None,
            },
            None => match self.values[i] {
                Slot::Const(c) => self.fs.const_vals.get(c.as_u32() as usize).copied()?,
                _ => None,
            },
        }
    }

    #[inline]
    fn vty(&self, v: Value) -> Type {
        self.fs.f.values[v].ty
    }

    fn sync_scope(&self, v: u64) -> BResult<SyncScope> {
        if self.sync_scopes.is_empty() {
            return match v {
                0 => Ok(SyncScope::SINGLE_THREAD),
                1 => Ok(SyncScope::SYSTEM),
                _ => self.err(format!("invalid sync scope id {v}")),
            };
        }
        match self.sync_scopes.get(v as usize) {
            Some(&s) => Ok(s),
            None => self.err(format!("invalid sync scope id {v}")),
        }
    }

    fn ordering_op(&self, v: u64) -> BResult<Ordering> {
        ordering(v).map_or_else(|| self.err(format!("invalid atomic ordering {v}")), Ok)
    }

    fn align_op(&self, v: u64) -> BResult<Align> {
        super::module::align(v).map_or_else(|| self.err("invalid alignment"), Ok)
    }

    fn list(&mut self, vals: &[Value]) -> crate::function::ValueList {
        EntityList::from_slice(vals, &mut self.fs.f.value_pool)
    }

    /// `i1`, or `<N x i1>` for a vector operand type.
    fn cmp_type(&mut self, t: Type) -> Type {
        match self.m.types.vector(t) {
            Some((_, len, scalable)) => {
                let i1 = self.m.types.common.i1;
                self.m.types.intern(TypeData::Vector {
                    elem: i1,
                    len,
                    scalable,
                })
            }
            None => self.m.types.common.i1,
        }
    }

    /// Reads one record of a function block.
    pub(crate) fn instruction(&mut self, code: u32) -> BResult<()> {
        let mut i = 0usize;
        let void = self.m.types.common.void;
        let (data, ty): (InstData, Type) = match code {
            2 => {
                let a = self.vt(&mut i)?;
                let t = self.vty(a);
                let b = self.v(&mut i, t)?;
                let opc = self.op(i)?;
                let float = self.m.types.is_float(self.m.types.scalar(t));
                let Some(op) = binary_op(opc, float) else {
                    return self.err(format!("invalid binary opcode {opc}"));
                };
                let fl = self.op_or(i + 1, 0);
                let (flags, fmf) = if float {
                    (InstFlags::default(), fast_math(fl))
                } else {
                    (binary_flags(op, fl), FastMath::default())
                };
                (
                    InstData::Binary {
                        op,
                        flags,
                        fmf,
                        args: [a, b],
                    },
                    t,
                )
            }
            56 => {
                let a = self.vt(&mut i)?;
                let t = self.vty(a);
                if self.op(i)? != 0 {
                    return self.err("invalid unary opcode");
                }
                let fmf = fast_math(self.op_or(i + 1, 0));
                (InstData::FNeg { fmf, arg: a }, t)
            }
            3 => {
                let a = self.vt(&mut i)?;
                let dest = self.ty(self.op(i)?)?;
                let opc = self.op(i + 1)?;
                let Some(op) = cast_op(opc) else {
                    return self.err(format!("invalid cast opcode {opc}"));
                };
                let fl = self.op_or(i + 2, 0);
                let mut flags = InstFlags::default();
                let mut fmf = FastMath::default();
                match op {
                    CastOp::Trunc => {
                        if fl & 1 != 0 {
                            flags.0 |= InstFlags::NUW;
                        }
                        if fl & 2 != 0 {
                            flags.0 |= InstFlags::NSW;
                        }
                    }
                    CastOp::ZExt | CastOp::UiToFp => {
                        if fl & 1 != 0 {
                            flags.0 |= InstFlags::NNEG;
                        }
                    }
                    _ => fmf = fast_math(fl),
                }
                (
                    InstData::Cast {
                        op,
                        flags,
                        fmf,
                        arg: a,
                    },
                    dest,
                )
            }
            43 => {
                let flags = gep_flags(self.op(0)?);
                let src = self.ty(self.op(1)?)?;
                i = 2;
                let mut args = std::mem::take(&mut self.vscratch);
                args.clear();
                while i < self.ops.len() {
                    match self.vt(&mut i) {
                        Ok(v) => args.push(v),
                        Err(e) => {
                            self.vscratch = args;
                            return Err(e);
                        }
                    }
                }
                if args.is_empty() {
                    self.vscratch = args;
                    return self.err("getelementptr without a base");
                }
                let ty = self.gep_result(src, &args);
                let list = self.list(&args);
                self.vscratch = args;
                (
                    InstData::Gep {
                        flags,
                        source_ty: src,
                        args: list,
                    },
                    ty,
                )
            }
            6 => {
                let v = self.vt(&mut i)?;
                let idx = self.vt(&mut i)?;
                let Some((elem, _, _)) = self.m.types.vector(self.vty(v)) else {
                    return self.err("extractelement of a non-vector");
                };
                (InstData::ExtractElement { args: [v, idx] }, elem)
            }
            7 => {
                let v = self.vt(&mut i)?;
                let t = self.vty(v);
                let Some((elem, _, _)) = self.m.types.vector(t) else {
                    return self.err("insertelement into a non-vector");
                };
                let e = self.v(&mut i, elem)?;
                let idx = self.vt(&mut i)?;
                (InstData::InsertElement { args: [v, e, idx] }, t)
            }
            8 => {
                let a = self.vt(&mut i)?;
                let t = self.vty(a);
                let b = self.v(&mut i, t)?;
                let m = self.vt(&mut i)?;
                let (Some((elem, _, scalable)), Some((_, mlen, _))) =
                    (self.m.types.vector(t), self.m.types.vector(self.vty(m)))
                else {
                    return self.err("shufflevector of non-vectors");
                };
                let ValueDef::Const(mask) = self.fs.f.values[m].def else {
                    return self.err("shufflevector mask is not a constant");
                };
                let rt = self.m.types.intern(TypeData::Vector {
                    elem,
                    len: mlen,
                    scalable,
                });
                (InstData::ShuffleVector { args: [a, b], mask }, rt)
            }
            9 | 28 => {
                let a = self.vt(&mut i)?;
                let t = self.vty(a);
                let b = self.v(&mut i, t)?;
                let p = self.op(i)?;
                let fl = self.op_or(i + 1, 0);
                let rt = self.cmp_type(t);
                if self.m.types.is_float(self.m.types.scalar(t)) {
                    let Some(pred) = float_pred(p) else {
                        return self.err("invalid fcmp predicate");
                    };
                    (
                        InstData::FCmp {
                            pred,
                            fmf: fast_math(fl),
                            args: [a, b],
                        },
                        rt,
                    )
                } else {
                    let Some(pred) = int_pred(p) else {
                        return self.err("invalid icmp predicate");
                    };
                    let flags = InstFlags(if fl & 1 != 0 { InstFlags::SAMESIGN } else { 0 });
                    (
                        InstData::ICmp {
                            pred,
                            flags,
                            args: [a, b],
                        },
                        rt,
                    )
                }
            }
            29 => {
                let t = self.vt(&mut i)?;
                let ty = self.vty(t);
                let f = self.v(&mut i, ty)?;
                let c = self.vt(&mut i)?;
                let fmf = fast_math(self.op_or(i, 0));
                (
                    InstData::Select {
                        fmf,
                        args: [c, t, f],
                    },
                    ty,
                )
            }
            10 => {
                if self.ops.is_empty() {
                    (InstData::Ret { arg: None.into() }, void)
                } else {
                    let v = self.vt(&mut i)?;
                    if i != self.ops.len() {
                        return self.err("ret with more than one value");
                    }
                    (InstData::Ret { arg: v.into() }, void)
                }
            }
            11 => {
                let t = self.block(self.op(0)?)?;
                if self.ops.len() == 1 {
                    (InstData::Br { dest: t }, void)
                } else {
                    let f = self.block(self.op(1)?)?;
                    i = 2;
                    let i1 = self.m.types.common.i1;
                    let c = self.v(&mut i, i1)?;
                    (
                        InstData::CondBr {
                            cond: c,
                            dests: [t, f],
                        },
                        void,
                    )
                }
            }
            12 => {
                if self.op(0)? >> 16 == 0x4B5 {
                    return self.err("unsupported old-style switch record");
                }
                let ty = self.ty(self.op(0)?)?;
                i = 1;
                let cond = self.v(&mut i, ty)?;
                let default = self.block(self.op(2)?)?;
                let mut cases = Vec::with_capacity(self.ops.len().saturating_sub(3) / 2);
                let mut k = 3;
                while k + 1 < self.ops.len() + 1 && k < self.ops.len() {
                    let cid = self.op(k)?;
                    let cv = self.value(cid, Some(ty))?;
                    let ValueDef::Const(c) = self.fs.f.values[cv].def else {
                        return self.err("switch case is not a constant");
                    };
                    let b = self.block(self.op(k + 1)?)?;
                    cases.push((c, b));
                    k += 2;
                }
                let data = self.fs.f.switches.push(SwitchData {
                    cond,
                    default,
                    cases: cases.into(),
                });
                (InstData::Switch { data }, void)
            }
            31 => {
                let ty = self.ty(self.op(0)?)?;
                i = 1;
                let addr = self.v(&mut i, ty)?;
                let mut bs = Vec::new();
                for k in 2..self.ops.len() {
                    bs.push(self.block(self.op(k)?)?);
                }
                let dests = EntityList::from_slice(&bs, &mut self.fs.f.block_pool);
                (InstData::IndirectBr { addr, dests }, void)
            }
            15 => (InstData::Unreachable, void),
            39 => {
                let v = self.vt(&mut i)?;
                (InstData::Resume { arg: v }, void)
            }
            16 => {
                let ty = self.ty(self.op(0)?)?;
                let n = self.ops.len() - 1;
                let has_fmf = n % 2 == 1;
                let pairs = n / 2;
                let mut vals = Vec::with_capacity(pairs);
                let mut bbs = Vec::with_capacity(pairs);
                for k in 0..pairs {
                    let raw = self.op(1 + 2 * k)?;
                    let rel = super::attrs::sign_rotated(raw);
                    let id = if self.version >= 1 {
                        (self.next_id() as i64).wrapping_sub(rel) as u64
                    } else {
                        raw
                    };
                    vals.push(self.value(id, Some(ty))?);
                    bbs.push(self.block(self.op(2 + 2 * k)?)?);
                }
                let fmf = if has_fmf {
                    fast_math(self.op(self.ops.len() - 1)?)
                } else {
                    FastMath::default()
                };
                let args = self.list(&vals);
                let blocks = EntityList::from_slice(&bbs, &mut self.fs.f.block_pool);
                (InstData::Phi { fmf, args, blocks }, ty)
            }
            19 => {
                let ty = self.ty(self.op(0)?)?;
                let _opty = self.ty(self.op(1)?)?;
                let size = self.value(self.op(2)?, None)?;
                let rec = self.op(3)?;
                let a = (rec & 31) | ((rec >> 8) & 7) << 5;
                let align = self.align_op(a)?;
                let mut flags = 0;
                if rec & (1 << 5) != 0 {
                    flags |= InstFlags::INALLOCA;
                }
                if rec & (1 << 7) != 0 {
                    flags |= InstFlags::SWIFTERROR;
                }
                let asp = match self.ops.get(4) {
                    Some(&a) => a as u32,
                    None => self.m.datalayout.alloca_addrspace(),
                };
                let count = match self.fs.f.values[size].def {
                    ValueDef::Const(c) => match self.m.consts.get(c) {
                        crate::constants::ConstData::Int { ty, val }
                            if *ty == self.m.types.common.i32 && val.as_u64() == Some(1) =>
                        {
                            None
                        }
                        _ => Some(size),
                    },
                    _ => Some(size),
                };
                let rt = self.m.types.ptr(asp);
                (
                    InstData::Alloca {
                        flags: InstFlags(flags),
                        align,
                        ty,
                        count: count.into(),
                    },
                    rt,
                )
            }
            20 | 41 => {
                let ptr = self.vt(&mut i)?;
                let ty = self.ty(self.op(i)?)?;
                let align = self.align_op(self.op(i + 1)?)?;
                let vol = self.op(i + 2)? != 0;
                let (ordering, scope) = if code == 41 {
                    (
                        self.ordering_op(self.op(i + 3)?)?,
                        self.sync_scope(self.op(i + 4)?)?,
                    )
                } else {
                    (Ordering::NotAtomic, SyncScope::SYSTEM)
                };
                (
                    InstData::Load {
                        flags: InstFlags(if vol { InstFlags::VOLATILE } else { 0 }),
                        align,
                        ordering,
                        scope,
                        ptr,
                    },
                    ty,
                )
            }
            44 | 45 => {
                let ptr = self.vt(&mut i)?;
                let val = self.vt(&mut i)?;
                let align = self.align_op(self.op(i)?)?;
                let vol = self.op(i + 1)? != 0;
                let (ordering, scope) = if code == 45 {
                    (
                        self.ordering_op(self.op(i + 2)?)?,
                        self.sync_scope(self.op(i + 3)?)?,
                    )
                } else {
                    (Ordering::NotAtomic, SyncScope::SYSTEM)
                };
                (
                    InstData::Store {
                        flags: InstFlags(if vol { InstFlags::VOLATILE } else { 0 }),
                        align,
                        ordering,
                        scope,
                        args: [val, ptr],
                    },
                    void,
                )
            }
            36 => {
                let ordering = self.ordering_op(self.op(0)?)?;
                let scope = self.sync_scope(self.op(1)?)?;
                (InstData::Fence { ordering, scope }, void)
            }
            46 => {
                let ptr = self.vt(&mut i)?;
                let cmp = self.vt(&mut i)?;
                let t = self.vty(cmp);
                let new = self.v(&mut i, t)?;
                let vol = self.op(i)? != 0;
                let succ = self.ordering_op(self.op(i + 1)?)?;
                let scope = self.sync_scope(self.op(i + 2)?)?;
                let fail = self.ordering_op(self.op(i + 3)?)?;
                let weak = self.op_or(i + 4, 0) != 0;
                let align = self.align_op(self.op_or(i + 5, 0))?;
                let mut flags = 0;
                if vol {
                    flags |= InstFlags::VOLATILE;
                }
                if weak {
                    flags |= InstFlags::WEAK;
                }
                let i1 = self.m.types.common.i1;
                let rt = self.m.types.intern(TypeData::Struct {
                    fields: Box::new([t, i1]),
                    packed: false,
                });
                let args = self.list(&[ptr, cmp, new]);
                (
                    InstData::CmpXchg {
                        flags: InstFlags(flags),
                        align,
                        orderings: [succ, fail],
                        scope,
                        args,
                    },
                    rt,
                )
            }
            59 => {
                let ptr = self.vt(&mut i)?;
                let val = self.vt(&mut i)?;
                let t = self.vty(val);
                let opc = self.op(i)?;
                let Some(&op) = RmwOp::ALL.get(opc as usize) else {
                    return self.err(format!("invalid atomicrmw operation {opc}"));
                };
                let vol = self.op(i + 1)? != 0;
                let ordering = self.ordering_op(self.op(i + 2)?)?;
                let scope = self.sync_scope(self.op(i + 3)?)?;
                let align = self.align_op(self.op_or(i + 4, 0))?;
                (
                    InstData::AtomicRmw {
                        op,
                        flags: InstFlags(if vol { InstFlags::VOLATILE } else { 0 }),
                        align,
                        ordering,
                        scope,
                        args: [ptr, val],
                    },
                    t,
                )
            }
            26 => {
                let agg = self.vt(&mut i)?;
                let mut t = self.vty(agg);
                let mut idx = Vec::new();
                for k in i..self.ops.len() {
                    let x = self.op(k)?;
                    let Some(e) = self.m.types.aggregate_element(t, x) else {
                        return self.err("invalid extractvalue index");
                    };
                    t = e;
                    idx.push(x as u32);
                }
                let indices = self.fs.f.push_indices(&idx);
                (InstData::ExtractValue { agg, indices }, t)
            }
            27 => {
                let agg = self.vt(&mut i)?;
                let val = self.vt(&mut i)?;
                let t = self.vty(agg);
                let mut et = t;
                let mut idx = Vec::new();
                for k in i..self.ops.len() {
                    let x = self.op(k)?;
                    let Some(e) = self.m.types.aggregate_element(et, x) else {
                        return self.err("invalid insertvalue index");
                    };
                    et = e;
                    idx.push(x as u32);
                }
                let indices = self.fs.f.push_indices(&idx);
                (
                    InstData::InsertValue {
                        args: [agg, val],
                        indices,
                    },
                    t,
                )
            }
            23 => {
                let vty = self.ty(self.op(0)?)?;
                i = 1;
                let arg = self.v(&mut i, vty)?;
                let rt = self.ty(self.op(2)?)?;
                (InstData::VaArg { arg }, rt)
            }
            58 => {
                let v = self.vt(&mut i)?;
                let t = self.vty(v);
                (InstData::Freeze { arg: v }, t)
            }
            34 | 13 | 57 => return self.call_record(code),
            55 => {
                let tag = self.op(0)? as usize;
                let Some(&tag) = self.bundle_tags.get(tag) else {
                    return self.err("invalid operand bundle tag");
                };
                i = 1;
                let mut args = Vec::new();
                while i < self.ops.len() {
                    args.push(self.vt(&mut i)?);
                }
                self.fs.bundles.push(Bundle {
                    tag,
                    args: args.into(),
                });
                return Ok(());
            }
            47 => {
                let ty = self.ty(self.op(0)?)?;
                let cleanup = self.op(1)? != 0;
                let n = self.op(2)?;
                i = 3;
                let mut clauses = Vec::new();
                for _ in 0..n {
                    let kind = self.op(i)?;
                    i += 1;
                    let v = self.vt(&mut i)?;
                    clauses.push(if kind == 0 {
                        Clause::Catch(v)
                    } else {
                        Clause::Filter(v)
                    });
                }
                let data = self.fs.f.landing_pads.push(LandingPadData {
                    cleanup,
                    clauses: clauses.into(),
                });
                (InstData::LandingPad { data }, ty)
            }
            50 | 51 => {
                let token = self.m.types.common.token;
                let parent = self.v(&mut i, token)?;
                let n = self.op(i)?;
                i += 1;
                let mut args = vec![parent];
                for _ in 0..n {
                    args.push(self.vt(&mut i)?);
                }
                let list = self.list(&args);
                let d = if code == 50 {
                    InstData::CatchPad { args: list }
                } else {
                    InstData::CleanupPad { args: list }
                };
                (d, token)
            }
            52 => {
                let token = self.m.types.common.token;
                let parent = self.v(&mut i, token)?;
                let n = self.op(i)?;
                i += 1;
                let mut handlers = Vec::new();
                for _ in 0..n {
                    handlers.push(self.block(self.op(i)?)?);
                    i += 1;
                }
                let unwind = match self.ops.get(i) {
                    Some(&b) => Some(self.block(b)?),
                    None => None,
                };
                let data = self.fs.f.catch_switches.push(CatchSwitchData {
                    parent,
                    handlers: handlers.into(),
                    unwind,
                });
                (InstData::CatchSwitch { data }, token)
            }
            48 => {
                let token = self.m.types.common.token;
                let pad = self.v(&mut i, token)?;
                let unwind = match self.ops.get(i) {
                    Some(&b) => Some(self.block(b)?),
                    None => None,
                };
                (
                    InstData::CleanupRet {
                        pad,
                        unwind: unwind.into(),
                    },
                    void,
                )
            }
            49 => {
                let token = self.m.types.common.token;
                let pad = self.v(&mut i, token)?;
                let dest = self.block(self.op(i)?)?;
                (InstData::CatchRet { pad, dest }, void)
            }
            35 => {
                let inst = self.last_inst()?;
                let node = self.debug_loc()?;
                self.fs.last_loc = Some(node);
                self.fs.f.debug_locs[inst] = node.into();
                return Ok(());
            }
            33 => {
                let inst = self.last_inst()?;
                let Some(node) = self.fs.last_loc else {
                    return self.err("DEBUG_LOC_AGAIN without a previous location");
                };
                self.fs.f.debug_locs[inst] = node.into();
                return Ok(());
            }
            61..=65 => return self.debug_record(code),
            60 => return Ok(()),
            4 | 5 | 24 | 30 | 37 | 38 | 40 | 42 => {
                return self.err(format!("unsupported old instruction record code {code}"));
            }
            c => return self.err(format!("unknown instruction record code {c}")),
        };
        let inst = self.push_inst(data)?;
        self.define_result_at(inst, ty)?;
        self.after_inst(inst)
    }

    /// The result type of a `getelementptr`.
    fn gep_result(&mut self, src: Type, args: &[Value]) -> Type {
        let base_ty = self.vty(args[0]);
        let mut vec: Option<(u32, bool)> = self.m.types.vector(base_ty).map(|(_, l, s)| (l, s));
        for &a in &args[1..] {
            if let Some((_, l, s)) = self.m.types.vector(self.vty(a)) {
                vec = Some((l, s));
            }
        }
        let _ = src;
        let ptr = match self.m.types.vector(base_ty) {
            Some((e, _, _)) => e,
            None => base_ty,
        };
        match vec {
            Some((len, scalable)) => self.m.types.intern(TypeData::Vector {
                elem: ptr,
                len,
                scalable,
            }),
            None => ptr,
        }
    }

    /// `call`, `invoke` and `callbr`.
    fn call_record(&mut self, code: u32) -> BResult<()> {
        let attrs = self.attr_list(self.op(0)?)?;
        let ccinfo = self.op(1)?;
        let mut i = 2;
        let mut kind = CallKind::Call;
        let (explicit, cc, tail) = match code {
            34 => {
                let tail = if ccinfo & (1 << 14) != 0 {
                    TailKind::MustTail
                } else if ccinfo & (1 << 16) != 0 {
                    TailKind::NoTail
                } else if ccinfo & 1 != 0 {
                    TailKind::Tail
                } else {
                    TailKind::None
                };
                (ccinfo & (1 << 15) != 0, (ccinfo >> 1) & 0x3ff, tail)
            }
            13 => {
                let normal = self.block(self.op(2)?)?;
                let unwind = self.block(self.op(3)?)?;
                i = 4;
                kind = CallKind::Invoke { normal, unwind };
                (ccinfo & (1 << 13) != 0, ccinfo & 0x1fff, TailKind::None)
            }
            _ => {
                let fallthrough = self.block(self.op(2)?)?;
                let n = self.op(3)?;
                i = 4;
                let mut ind = Vec::new();
                for _ in 0..n {
                    ind.push(self.block(self.op(i)?)?);
                    i += 1;
                }
                kind = CallKind::CallBr {
                    fallthrough,
                    indirect: ind.into(),
                };
                (
                    ccinfo & (1 << 15) != 0,
                    (ccinfo >> 1) & 0x3ff,
                    TailKind::None,
                )
            }
        };
        let mut fmf = FastMath::default();
        if code == 34 && ccinfo & (1 << 17) != 0 {
            fmf = fast_math(self.op(i)?);
            i += 1;
        }
        let mut fn_ty = None;
        if explicit {
            fn_ty = Some(self.ty(self.op(i)?)?);
            i += 1;
        }
        let callee = self.vt(&mut i)?;
        let fn_ty = match fn_ty {
            Some(t) => t,
            None => match self.asm_fn_type(callee) {
                Some(t) => t,
                None => return self.err("call without an explicit function type"),
            },
        };
        let Some((ret, params, vararg)) = self.m.types.function(fn_ty) else {
            return self.err("call through a non-function type");
        };
        let nparams = params.len();
        let mut args = std::mem::take(&mut self.vscratch);
        args.clear();
        let label = self.m.types.common.label;
        let metadata = self.m.types.common.metadata;
        for k in 0..nparams {
            let p = match self.m.types.function(fn_ty) {
                Some((_, ps, _)) => ps[k],
                None => return self.err("call through a non-function type"),
            };
            if p == label {
                return self.err("label arguments are not supported");
            }
            if p == metadata {
                let id = self.abs_id(self.op(i)?);
                i += 1;
                let op = self.md_operand(id)?;
                let idx = self.fs.f.md_operands.len() as u32;
                self.fs.f.md_operands.push(op);
                let v = self.fs.f.values.push(ValueData {
                    ty: metadata,
                    def: ValueDef::Metadata(idx),
                });
                args.push(v);
                continue;
            }
            args.push(self.v(&mut i, p)?);
        }
        if vararg {
            while i < self.ops.len() {
                args.push(self.vt(&mut i)?);
            }
        } else if i != self.ops.len() {
            return self.err("call has more arguments than its function type");
        }
        let list = self.list(&args);
        self.vscratch = args;
        let args = list;
        let bundles = std::mem::take(&mut self.fs.bundles).into_boxed_slice();
        let call = self.fs.f.calls.push(CallData {
            kind,
            tail,
            fmf,
            cc: crate::module::CallConv(cc as u32),
            fn_ty,
            callee,
            args,
            attrs,
            addrspace: None,
            bundles,
        });
        let data = match code {
            34 => InstData::Call { call },
            13 => InstData::Invoke { call },
            _ => InstData::CallBr { call },
        };
        let inst = self.push_inst(data)?;
        self.define_result_at(inst, ret)?;
        self.after_inst(inst)
    }

    /// A `DEBUG_LOC` record: the uniqued `DILocation` node.
    fn debug_loc(&mut self) -> BResult<crate::metadata::MdNode> {
        use crate::metadata::{MdField, MdNodeData, MdNodeKind};
        let line = self.op(0)?;
        let col = self.op(1)?;
        let scope = self.md_or_null(self.op(2)?)?;
        let ia = self.md_or_null(self.op(3)?)?;
        let implicit = self.op_or(4, 0) != 0;
        if scope == MdRef::Null {
            return self.err("debug location without a scope");
        }
        let key = super::metadata::LocKey {
            line,
            col,
            scope,
            ia,
            implicit,
        };
        if let Some(&n) = self.md.locs.get(&key) {
            return Ok(n);
        }
        let mut fields = Vec::with_capacity(5);
        fields.push((Some(self.static_sym("line")), MdField::Int(line as i128)));
        if col != 0 {
            fields.push((Some(self.static_sym("column")), MdField::Int(col as i128)));
        }
        fields.push((Some(self.static_sym("scope")), MdField::Ref(scope)));
        if ia != MdRef::Null {
            fields.push((Some(self.static_sym("inlinedAt")), MdField::Ref(ia)));
        }
        if implicit {
            let t = self.static_sym("true");
            fields.push((Some(self.static_sym("isImplicitCode")), MdField::Ident(t)));
        }
        let class = self.static_sym("DILocation");
        let n = self.m.metadata.push(MdNodeData {
            distinct: false,
            kind: MdNodeKind::Special {
                class,
                fields: fields.into(),
            },
        });
        self.md.locs.insert(key, n);
        Ok(n)
    }

    /// `DEBUG_RECORD_*`: attached before the last instruction.
    fn debug_record(&mut self, code: u32) -> BResult<()> {
        let inst = self.last_inst()?;
        let loc = self.md_ref(self.op(0)?)?;
        let (kind, ops) = match code {
            65 => {
                let label = self.md_ref(self.op(1)?)?;
                (
                    DbgRecordKind::Label,
                    vec![MdOperand::Md(label), MdOperand::Md(loc)],
                )
            }
            61..=64 => {
                let var = self.md_ref(self.op(1)?)?;
                let expr = self.md_ref(self.op(2)?)?;
                let val = if code == 64 {
                    let mut i = 3;
                    MdOperand::Value(self.vt(&mut i)?)
                } else {
                    self.md_operand(self.op(3)?)?
                };
                let kind = match code {
                    62 => DbgRecordKind::Declare,
                    63 => DbgRecordKind::Assign,
                    _ => DbgRecordKind::Value,
                };
                let mut ops = vec![val, MdOperand::Md(var), MdOperand::Md(expr)];
                if code == 63 {
                    let id = self.md_ref(self.op(4)?)?;
                    let aexpr = self.md_ref(self.op(5)?)?;
                    let addr = self.md_operand(self.op(6)?)?;
                    ops.push(MdOperand::Md(id));
                    ops.push(addr);
                    ops.push(MdOperand::Md(aexpr));
                }
                ops.push(MdOperand::Md(loc));
                (kind, ops)
            }
            _ => return self.err("unknown debug record"),
        };
        self.fs.f.dbg_records.push(DbgRecord {
            before: inst,
            kind,
            operands: ops.into(),
        });
        Ok(())
    }
}
