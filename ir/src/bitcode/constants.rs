//! Constants blocks (module-level and per function). Records are buffered
//! as they come and built on demand with an explicit stack, so constants may
//! refer to constants later in the block, and a cycle is an error rather
//! than unbounded recursion.

use super::Reader;
use super::bitstream::{BResult, Entry};
use crate::constants::{BlockName, Const, ConstData, ExprOp, IntValue};
use crate::function::InlineAsm;
use crate::instructions::{BinaryOp, CastOp, FloatPredicate, InstFlags, IntPredicate};
use crate::types::{Type, TypeData};
use cranelift_entity::EntityRef;

/// A value slot: module values and function values alike.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub(crate) enum Slot {
    /// A built constant.
    Const(Const),
    /// A constant record not built yet (index into [`PendingConsts`]).
    Pending(u32),
    /// An inline-asm value (index into [`Reader::asms`]).
    Asm(u32),
    /// A function-local value.
    Local(crate::function::Value),
    /// A function-local value referenced before its definition.
    Fwd(crate::function::Value),
    /// An id not defined or referenced yet.
    Empty,
}

/// One buffered constant record.
#[derive(Copy, Clone, Debug)]
struct CRec {
    code: u32,
    ty: Type,
    start: u32,
    end: u32,
    /// 0 pending, 1 being built, 2 done.
    state: u8,
    /// Value id of the record.
    id: u32,
}

/// Buffered constant records.
#[derive(Default)]
pub(crate) struct PendingConsts {
    recs: Vec<CRec>,
    ops: Vec<u64>,
    /// Work list of `build_pending` (value ids), kept between calls.
    stack: Vec<usize>,
    /// The operands of the record being built, kept between calls.
    scratch: Vec<u64>,
}

/// Decodes a cast opcode.
pub(crate) fn cast_op(v: u64) -> Option<CastOp> {
    Some(match v {
        0 => CastOp::Trunc,
        1 => CastOp::ZExt,
        2 => CastOp::SExt,
        3 => CastOp::FpToUi,
        4 => CastOp::FpToSi,
        5 => CastOp::UiToFp,
        6 => CastOp::SiToFp,
        7 => CastOp::FpTrunc,
        8 => CastOp::FpExt,
        9 => CastOp::PtrToInt,
        10 => CastOp::IntToPtr,
        11 => CastOp::Bitcast,
        12 => CastOp::AddrSpaceCast,
        _ => return None,
    })
}

/// Decodes a binary opcode for an operand of floating type or not.
pub(crate) fn binary_op(v: u64, float: bool) -> Option<BinaryOp> {
    use BinaryOp as B;
    Some(match (v, float) {
        (0, false) => B::Add,
        (1, false) => B::Sub,
        (2, false) => B::Mul,
        (3, false) => B::UDiv,
        (4, false) => B::SDiv,
        (5, false) => B::URem,
        (6, false) => B::SRem,
        (7, false) => B::Shl,
        (8, false) => B::LShr,
        (9, false) => B::AShr,
        (10, false) => B::And,
        (11, false) => B::Or,
        (12, false) => B::Xor,
        (0, true) => B::FAdd,
        (1, true) => B::FSub,
        (2, true) => B::FMul,
        (4, true) => B::FDiv,
        (6, true) => B::FRem,
        _ => return None,
    })
}

/// Instruction flags of a binary operator from the bitcode flag word.
pub(crate) fn binary_flags(op: BinaryOp, v: u64) -> InstFlags {
    use BinaryOp as B;
    let mut f = 0;
    match op {
        B::Add | B::Sub | B::Mul | B::Shl => {
            if v & 1 != 0 {
                f |= InstFlags::NUW;
            }
            if v & 2 != 0 {
                f |= InstFlags::NSW;
            }
        }
        B::UDiv | B::SDiv | B::LShr | B::AShr if v & 1 != 0 => f |= InstFlags::EXACT,
        B::Or if v & 1 != 0 => f |= InstFlags::DISJOINT,
        _ => {}
    }
    InstFlags(f)
}

/// `getelementptr` flags from the bitcode flag word.
pub(crate) fn gep_flags(v: u64) -> InstFlags {
    let mut f = 0;
    if v & 1 != 0 {
        f |= InstFlags::INBOUNDS;
    } else if v & 2 != 0 {
        f |= InstFlags::NUSW;
    }
    if v & 4 != 0 {
        f |= InstFlags::NUW;
    }
    InstFlags(f)
}

/// Integer predicates 32..41 and float predicates 0..15.
pub(crate) fn int_pred(v: u64) -> Option<IntPredicate> {
    use IntPredicate as P;
    Some(match v {
        32 => P::Eq,
        33 => P::Ne,
        34 => P::Ugt,
        35 => P::Uge,
        36 => P::Ult,
        37 => P::Ule,
        38 => P::Sgt,
        39 => P::Sge,
        40 => P::Slt,
        41 => P::Sle,
        _ => return None,
    })
}

/// Float predicates 0..15.
pub(crate) fn float_pred(v: u64) -> Option<FloatPredicate> {
    use FloatPredicate as P;
    Some(match v {
        0 => P::False,
        1 => P::Oeq,
        2 => P::Ogt,
        3 => P::Oge,
        4 => P::Olt,
        5 => P::Ole,
        6 => P::One,
        7 => P::Ord,
        8 => P::Uno,
        9 => P::Ueq,
        10 => P::Ugt,
        11 => P::Uge,
        12 => P::Ult,
        13 => P::Ule,
        14 => P::Une,
        15 => P::True,
        _ => return None,
    })
}

/// Truncates `v` to `bits` as an [`IntValue`].
pub(crate) fn int_value(v: i64, bits: u32) -> IntValue {
    let v = v as i128 as u128;
    if bits >= 128 {
        if bits == 128 {
            return IntValue::Small(v);
        }
        let n = bits.div_ceil(64) as usize;
        let mut w = vec![if (v as i128) < 0 { u64::MAX } else { 0 }; n];
        w[0] = v as u64;
        if n > 1 {
            w[1] = (v >> 64) as u64;
        }
        mask_words(&mut w, bits);
        return IntValue::Big(w.into());
    }
    IntValue::Small(v & ((1u128 << bits) - 1))
}

fn mask_words(w: &mut [u64], bits: u32) {
    let rem = bits % 64;
    if rem != 0
        && let Some(last) = w.last_mut()
    {
        *last &= (1u64 << rem) - 1;
    }
}

impl<'a> Reader<'a> {
    /// Reads the module-level constants block (already entered).
    pub(crate) fn module_constants_block(&mut self) -> BResult<()> {
        self.constants_block(true)
    }

    /// Reads a constants block; its values are appended to the module value
    /// table (`module`) or the current function's.
    pub(crate) fn constants_block(&mut self, module: bool) -> BResult<()> {
        let mut ty = self.m.types.common.i32;
        loop {
            match self.next()? {
                Entry::EndBlock => break,
                Entry::SubBlock(_) => self.bs.skip_block()?,
                Entry::Record(1, _) => ty = self.ty(self.op(0)?)?,
                Entry::Record(code, _) => {
                    if self.m.types.get(ty) == &TypeData::Void && code != 30 {
                        return self.err("constant of type void");
                    }
                    if !module && self.fvals.len() != self.next_fval {
                        return self.err("function constants after forward references");
                    }
                    let id = self.values.len() + if module { 0 } else { self.fvals.len() };
                    let slot = if code == 30 || code == 23 || code == 28 || code == 18 {
                        let a = self.inline_asm_record(code, ty)?;
                        Slot::Asm(a)
                    } else {
                        let start = self.pending.ops.len();
                        if start + self.ops.len() > self.bs.remaining() as usize * 2 + (1 << 20) {
                            return self.err("constant data too large");
                        }
                        self.pending.ops.extend_from_slice(&self.ops);
                        let r = self.pending.recs.len() as u32;
                        self.pending.recs.push(CRec {
                            code,
                            ty,
                            start: start as u32,
                            end: self.pending.ops.len() as u32,
                            state: 0,
                            id: id as u32,
                        });
                        Slot::Pending(r)
                    };
                    if module {
                        self.values.push(slot);
                    } else {
                        self.fvals.push(slot);
                        self.next_fval += 1;
                    }
                }
            }
        }
        // Build everything now, in order (forward references are followed).
        let (lo, hi) = if module {
            (0, self.values.len())
        } else {
            (self.values.len(), self.values.len() + self.fvals.len())
        };
        for id in lo..hi {
            if let Slot::Pending(_) = self.slot(id) {
                self.build_pending(id)?;
            }
        }
        self.pending.recs.clear();
        self.pending.ops.clear();
        Ok(())
    }

    /// The slot of value id `id` (module values, then function values).
    #[inline]
    pub(crate) fn slot(&self, id: usize) -> Slot {
        match self.values.get(id) {
            Some(s) => *s,
            None => self
                .fvals
                .get(id - self.values.len())
                .copied()
                .unwrap_or(Slot::Pending(u32::MAX)),
        }
    }

    fn set_slot(&mut self, id: usize, s: Slot) {
        let n = self.values.len();
        if id < n {
            self.values[id] = s;
        } else if let Some(x) = self.fvals.get_mut(id - n) {
            *x = s;
        }
    }

    /// Builds the pending constant with value id `id` and everything it
    /// needs.
    pub(crate) fn build_pending(&mut self, id: usize) -> BResult<Const> {
        // The work lists are kept in `pending` between calls (one call per
        // constant a function uses first).
        let mut stack = std::mem::take(&mut self.pending.stack);
        let mut ops = std::mem::take(&mut self.pending.scratch);
        stack.clear();
        stack.push(id);
        let r = self.build_pending_with(&mut stack, &mut ops);
        self.pending.stack = stack;
        self.pending.scratch = ops;
        r?;
        match self.slot(id) {
            Slot::Const(c) => Ok(c),
            _ => self.err("constant could not be built"),
        }
    }

    /// Builds the constants on `stack` (value ids) and what they need.
    fn build_pending_with(&mut self, stack: &mut Vec<usize>, ops: &mut Vec<u64>) -> BResult<()> {
        while let Some(&top) = stack.last() {
            let r = match self.slot(top) {
                Slot::Const(_) => {
                    stack.pop();
                    continue;
                }
                Slot::Pending(r) if (r as usize) < self.pending.recs.len() => r as usize,
                _ => return self.err(format!("invalid constant reference (value id {top})")),
            };
            self.pending.recs[r].state = 1;
            let rec = self.pending.recs[r];
            ops.clear();
            ops.extend_from_slice(&self.pending.ops[rec.start as usize..rec.end as usize]);
            match self.make_const(rec, ops)? {
                Ok(c) => {
                    self.check_const_depth(c)?;
                    self.pending.recs[r].state = 2;
                    self.set_slot(top, Slot::Const(c));
                    stack.pop();
                }
                Err(need) => {
                    if let Slot::Pending(q) = self.slot(need)
                        && let Some(qr) = self.pending.recs.get(q as usize)
                        && qr.state == 1
                    {
                        return self.err(format!("cyclic constant reference (value id {need})"));
                    }
                    stack.push(need);
                }
            }
        }
        Ok(())
    }

    /// Records the nesting depth of the just-built constant `c` (one more
    /// than its deepest operand) and rejects it beyond
    /// [`MAX_DEPTH`](crate::parser::MAX_DEPTH), the bound the text parser
    /// enforces, so every module keeps the invariant documented on
    /// [`Module`](crate::module::Module).
    fn check_const_depth(&mut self, c: Const) -> BResult<()> {
        let depths = &mut self.const_depth;
        let deepest = self.m.consts.get(c).operands().iter();
        let deepest = deepest
            .map(|o| depths.get(o.index()).copied().unwrap_or(0))
            .max()
            .unwrap_or(0);
        let depth = deepest + 1;
        if u32::from(depth) > crate::parser::MAX_DEPTH {
            return self.err(format!(
                "constant expression nested deeper than {}",
                crate::parser::MAX_DEPTH
            ));
        }
        if depths.len() <= c.index() {
            depths.resize(c.index() + 1, 0);
        }
        depths[c.index()] = depth;
        Ok(())
    }

    /// A built constant for operand `id`, or `Err(id)` if it must be built
    /// first.
    fn cop(&self, id: u64) -> BResult<Result<Const, usize>> {
        let Ok(i) = usize::try_from(id) else {
            return self.err("value id too large");
        };
        if i >= self.values.len() + self.fvals.len() {
            return self.err(format!("invalid value id {id} in constant"));
        }
        match self.slot(i) {
            Slot::Const(c) => Ok(Ok(c)),
            Slot::Pending(_) => Ok(Err(i)),
            _ => self.err(format!("constant refers to a non-constant value {id}")),
        }
    }

    /// Builds one constant record, or names an operand to build first.
    fn make_const(&mut self, rec: CRec, ops: &[u64]) -> BResult<Result<Const, usize>> {
        macro_rules! get {
            ($id:expr) => {
                match self.cop($id)? {
                    Ok(c) => c,
                    Err(need) => return Ok(Err(need)),
                }
            };
        }
        let ty = rec.ty;
        if let Some(bits) = self.m.types.int_bits(ty)
            && bits > 128
        {
            // Wide integers allocate their words: keep the total bounded by
            // the input.
            self.big_words += bits.div_ceil(64) as u64;
            if self.big_words > self.bs.remaining() / 8 + (self.bs.bit_pos() / 8) * 4 + 4096 {
                return self.err("too much wide integer data for the input size");
            }
        }
        let op = |i: usize| -> BResult<u64> {
            match ops.get(i) {
                Some(&v) => Ok(v),
                None => self.err("constant record too short"),
            }
        };
        let types = &self.m.types;
        let data = match rec.code {
            2 => match types.get(ty) {
                TypeData::Ptr(_) => ConstData::Null(ty),
                TypeData::Token => ConstData::None,
                TypeData::Int(bits) => ConstData::Int {
                    ty,
                    val: int_value(0, *bits),
                },
                TypeData::Half
                | TypeData::BFloat
                | TypeData::Float
                | TypeData::Double
                | TypeData::X86Fp80
                | TypeData::Fp128
                | TypeData::PpcFp128 => ConstData::Float { ty, bits: 0 },
                _ => ConstData::Zero(ty),
            },
            3 => ConstData::Undef(ty),
            26 => ConstData::Poison(ty),
            4 => {
                let Some(bits) = types.int_bits(ty) else {
                    return self.err("integer constant of non-integer type");
                };
                let v = super::attrs::sign_rotated(op(0)?);
                ConstData::Int {
                    ty,
                    val: int_value(v, bits),
                }
            }
            5 => {
                let Some(bits) = types.int_bits(ty) else {
                    return self.err("integer constant of non-integer type");
                };
                let n = bits.div_ceil(64) as usize;
                if ops.len() < n.min(1) || ops.len() > n {
                    return self.err("wide integer constant has the wrong number of words");
                }
                let mut w: Vec<u64> = ops
                    .iter()
                    .map(|&x| super::attrs::sign_rotated(x) as u64)
                    .collect();
                let fill = if w.last().is_some_and(|&x| (x as i64) < 0) {
                    u64::MAX
                } else {
                    0
                };
                w.resize(n, fill);
                mask_words(&mut w, bits);
                let val = if bits <= 128 {
                    IntValue::Small(w[0] as u128 | (w.get(1).copied().unwrap_or(0) as u128) << 64)
                } else {
                    IntValue::Big(w.into())
                };
                ConstData::Int { ty, val }
            }
            6 => {
                let bits: u128 = match types.get(ty) {
                    TypeData::Half | TypeData::BFloat => op(0)? as u128 & 0xffff,
                    TypeData::Float => op(0)? as u128 & 0xffff_ffff,
                    TypeData::Double => op(0)? as u128,
                    TypeData::X86Fp80 => {
                        let (a, b) = (op(0)?, op(1)?);
                        let lo = (b & 0xffff) | (a << 16);
                        let hi = a >> 48;
                        crate::constants::canonical_x86_fp80(lo as u128 | (hi as u128) << 64)
                    }
                    TypeData::Fp128 | TypeData::PpcFp128 => op(0)? as u128 | (op(1)? as u128) << 64,
                    _ => return self.err("float constant of non-float type"),
                };
                ConstData::Float { ty, bits }
            }
            7 => {
                if let Some(m) = wrong_element_count(types, ty, ops.len() as u64) {
                    return self.err(m);
                }
                let mut elems = Vec::with_capacity(ops.len());
                for &id in ops {
                    elems.push(get!(id));
                }
                match types.get(ty) {
                    TypeData::Struct { .. } | TypeData::Named(_) => ConstData::Struct {
                        ty,
                        elems: elems.into(),
                    },
                    TypeData::Array { .. } => ConstData::Array {
                        ty,
                        elems: elems.into(),
                    },
                    TypeData::Vector { .. } => ConstData::Vector {
                        ty,
                        elems: elems.into(),
                    },
                    _ => return self.err("aggregate constant of non-aggregate type"),
                }
            }
            8 | 9 => {
                if let Some(m) =
                    wrong_element_count(types, ty, ops.len() as u64 + u64::from(rec.code == 9))
                {
                    return self.err(m);
                }
                let mut data = Vec::with_capacity(ops.len() + 1);
                for &c in ops {
                    data.push(c as u8);
                }
                if rec.code == 9 {
                    data.push(0);
                }
                match types.get(ty) {
                    TypeData::Array { elem, .. } if types.int_bits(*elem) == Some(8) => {
                        ConstData::Bytes {
                            ty,
                            data: data.into(),
                        }
                    }
                    _ => return self.err("string constant of a type other than [N x i8]"),
                }
            }
            22 => {
                if let Some(m) = wrong_element_count(types, ty, ops.len() as u64) {
                    return self.err(m);
                }
                let (elem, vector) = match types.get(ty) {
                    TypeData::Array { elem, .. } => (*elem, false),
                    TypeData::Vector { elem, .. } => (*elem, true),
                    _ => return self.err("data constant of non-sequential type"),
                };
                let et = types.get(elem).clone();
                if !vector && et == TypeData::Int(8) {
                    let data: Vec<u8> = ops.iter().map(|&c| c as u8).collect();
                    ConstData::Bytes {
                        ty,
                        data: data.into(),
                    }
                } else {
                    let mut elems = Vec::with_capacity(ops.len());
                    for &v in ops {
                        let d = match et {
                            TypeData::Int(bits) => ConstData::Int {
                                ty: elem,
                                val: int_value(v as i64, bits),
                            },
                            TypeData::Half
                            | TypeData::BFloat
                            | TypeData::Float
                            | TypeData::Double => ConstData::Float {
                                ty: elem,
                                bits: v as u128,
                            },
                            _ => return self.err("data constant of unsupported element type"),
                        };
                        elems.push(self.m.consts.intern(d));
                    }
                    if vector {
                        ConstData::Vector {
                            ty,
                            elems: elems.into(),
                        }
                    } else {
                        ConstData::Array {
                            ty,
                            elems: elems.into(),
                        }
                    }
                }
            }
            25 => {
                if op(0)? != 0 {
                    return self.err("invalid unary constant expression");
                }
                let a = get!(op(1)?);
                let _ = a;
                return self.err("unsupported constant expression fneg");
            }
            10 => {
                let lhs = get!(op(1)?);
                let rhs = get!(op(2)?);
                let float = self.m.types.is_float(self.m.types.scalar(ty));
                let Some(bop) = binary_op(op(0)?, float) else {
                    return self.err("invalid binary constant expression opcode");
                };
                let flags = binary_flags(bop, ops.get(3).copied().unwrap_or(0));
                ConstData::Expr {
                    ty,
                    op: ExprOp::Binary(bop),
                    flags,
                    inrange: None,
                    ops: Box::new([lhs, rhs]),
                }
            }
            11 => {
                let Some(cop) = cast_op(op(0)?) else {
                    return self.err("invalid cast constant expression opcode");
                };
                let _src_ty = self.ty(op(1)?)?;
                let a = get!(op(2)?);
                ConstData::Expr {
                    ty,
                    op: ExprOp::Cast(cop),
                    flags: InstFlags::default(),
                    inrange: None,
                    ops: Box::new([a]),
                }
            }
            32 | 31 | 12 | 20 | 24 => {
                let mut i;
                let (src, flags, inrange) = match rec.code {
                    32 => {
                        let src = self.ty(op(0)?)?;
                        i = 2;
                        (src, gep_flags(op(1)?), None)
                    }
                    31 => {
                        let src = self.ty(op(0)?)?;
                        let bits = op(2)?;
                        if bits > 64 {
                            return self.err("wide inrange bounds are not supported");
                        }
                        let lo = super::attrs::sign_rotated(op(3)?);
                        let hi = super::attrs::sign_rotated(op(4)?);
                        i = 5;
                        (src, gep_flags(op(1)?), Some((lo, hi)))
                    }
                    _ => {
                        if ops.len().is_multiple_of(2) {
                            return self.err("old getelementptr constant without source type");
                        }
                        let src = self.ty(op(0)?)?;
                        i = 1;
                        let f = if rec.code == 20 { 1 } else { 0 };
                        (src, gep_flags(f), None)
                    }
                };
                let mut cs = Vec::with_capacity(ops.len() / 2);
                while i < ops.len() {
                    let _t = self.ty(op(i)?)?;
                    cs.push(get!(op(i + 1)?));
                    i += 2;
                }
                if cs.is_empty() {
                    return self.err("getelementptr constant without a pointer");
                }
                ConstData::Expr {
                    ty,
                    op: ExprOp::Gep(src),
                    flags,
                    inrange,
                    ops: cs.into(),
                }
            }
            13 => {
                let c = get!(op(0)?);
                let t = get!(op(1)?);
                let f = get!(op(2)?);
                ConstData::Expr {
                    ty,
                    op: ExprOp::Select,
                    flags: InstFlags::default(),
                    inrange: None,
                    ops: Box::new([c, t, f]),
                }
            }
            14 => {
                let v = get!(op(1)?);
                let idx = get!(op(3)?);
                ConstData::Expr {
                    ty,
                    op: ExprOp::ExtractElement,
                    flags: InstFlags::default(),
                    inrange: None,
                    ops: Box::new([v, idx]),
                }
            }
            15 => {
                let v = get!(op(0)?);
                let e = get!(op(1)?);
                let idx = get!(op(3)?);
                ConstData::Expr {
                    ty,
                    op: ExprOp::InsertElement,
                    flags: InstFlags::default(),
                    inrange: None,
                    ops: Box::new([v, e, idx]),
                }
            }
            16 | 19 => {
                let b = if rec.code == 19 { 1 } else { 0 };
                let a = get!(op(b)?);
                let c = get!(op(b + 1)?);
                let m = get!(op(b + 2)?);
                ConstData::Expr {
                    ty,
                    op: ExprOp::ShuffleVector,
                    flags: InstFlags::default(),
                    inrange: None,
                    ops: Box::new([a, c, m]),
                }
            }
            17 => {
                let opty = self.ty(op(0)?)?;
                let a = get!(op(1)?);
                let b = get!(op(2)?);
                let p = op(3)?;
                let float = self.m.types.is_float(self.m.types.scalar(opty));
                let eop = if float {
                    match float_pred(p) {
                        Some(fp) => ExprOp::FCmp(fp),
                        None => return self.err("invalid fcmp predicate"),
                    }
                } else {
                    match int_pred(p) {
                        Some(ip) => ExprOp::ICmp(ip),
                        None => return self.err("invalid icmp predicate"),
                    }
                };
                ConstData::Expr {
                    ty,
                    op: eop,
                    flags: InstFlags::default(),
                    inrange: None,
                    ops: Box::new([a, b]),
                }
            }
            21 => {
                let f = get!(op(1)?);
                let bb = op(2)?;
                let ConstData::Global { gv, .. } = *self.m.consts.get(f) else {
                    return self.err("blockaddress of a non-function");
                };
                let Ok(bb) = u32::try_from(bb) else {
                    return self.err("invalid block index in blockaddress");
                };
                let c = self.m.consts.intern(ConstData::BlockAddress {
                    ty,
                    func: gv,
                    block: BlockName::Numbered(bb),
                });
                if self.block_addr_seen.insert(c, ()).is_none() {
                    self.block_addrs.push(super::PendingBlockAddr {
                        konst: c,
                        func: gv,
                        block: bb,
                    });
                }
                return Ok(Ok(c));
            }
            27 | 29 => {
                let g = get!(op(1)?);
                let ConstData::Global { gv, .. } = *self.m.consts.get(g) else {
                    return self.err("dso_local_equivalent/no_cfi of a non-global");
                };
                if rec.code == 27 {
                    ConstData::DsoLocalEquivalent { ty, gv }
                } else {
                    ConstData::NoCfi { ty, gv }
                }
            }
            33 => {
                let mut cs = Vec::with_capacity(4);
                for &id in ops.iter().take(4) {
                    cs.push(get!(id));
                }
                // The writer leaves out a null address discriminator, then a
                // zero discriminator.
                if cs.len() == 4 && matches!(self.m.consts.get(cs[3]), ConstData::Null(_)) {
                    cs.pop();
                    if matches!(self.m.consts.get(cs[2]), ConstData::Int { val, .. } if val.is_zero())
                    {
                        cs.pop();
                    }
                }
                ConstData::PtrAuth { ty, ops: cs.into() }
            }
            c => return self.err(format!("unknown constant record code {c}")),
        };
        let _ = rec.id;
        Ok(Ok(self.m.consts.intern(data)))
    }

    /// Reads an inline-asm record into [`Reader::asms`].
    fn inline_asm_record(&mut self, code: u32, ty: Type) -> BResult<u32> {
        let mut i = 0;
        if code == 30 {
            // Function type first.
            let _ = self.ty(self.op(0)?)?;
            i = 1;
        } else {
            let _ = ty;
        }
        let flags = self.op(i)?;
        i += 1;
        let n = self.op(i)? as usize;
        i += 1;
        let Some(end) = i.checked_add(n).filter(|&e| e < self.ops.len()) else {
            return self.err("inline asm record too short");
        };
        let template: Vec<u8> = self.ops[i..end].iter().map(|&c| c as u8).collect();
        let m = self.op(end)? as usize;
        let Some(cend) = (end + 1).checked_add(m).filter(|&e| e <= self.ops.len()) else {
            return self.err("inline asm record too short");
        };
        let constraints: Vec<u8> = self.ops[end + 1..cend].iter().map(|&c| c as u8).collect();
        let asm = InlineAsm {
            template: template.into(),
            constraints: constraints.into(),
            side_effect: flags & 1 != 0,
            align_stack: flags & 2 != 0,
            intel_dialect: (flags >> 2) & 1 != 0,
            can_unwind: flags & 8 != 0,
        };
        self.asms.push((
            asm,
            if code == 30 {
                self.ty(self.op(0)?)?
            } else {
                ty
            },
        ));
        Ok(self.asms.len() as u32 - 1)
    }
}

/// Why an aggregate, string or data constant of type `ty` with `got`
/// elements is refused: its count is not its type's (the text parser
/// refuses the same; code generation relies on the counts agreeing).
fn wrong_element_count(types: &crate::types::TypeTable, ty: Type, got: u64) -> Option<String> {
    let want = match types.get(ty) {
        TypeData::Array { len, .. } => Some(*len),
        TypeData::Vector { len, .. } => Some(u64::from(*len)),
        _ => types.struct_fields(ty).map(|f| f.len() as u64),
    };
    match want {
        Some(n) if n != got => Some(format!("constant with {got} elements for a type of {n}")),
        _ => None,
    }
}
