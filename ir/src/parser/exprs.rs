//! Constant expressions, and the typing rules they share with instructions:
//! cast validity, getelementptr indexing, comparison and shuffle result
//! types, sizedness, and the flag keywords.

use super::lexer::{Kw, Tok};
use super::numbers;
use super::{PResult, Parser};
use crate::constants::{Const, ConstData, ExprOp, IntValue};
use crate::instructions::{BinaryOp, CastOp, FloatPredicate, InstFlags, IntPredicate};
use crate::symbols::FxHashMap;
use crate::types::{Type, TypeData};
use cranelift_entity::EntityRef;

impl<'a> Parser<'a> {
    /// A constant expression; returns it with its type.
    pub(crate) fn parse_const_expr(&mut self) -> PResult<(Const, Type)> {
        let t = self.bump();
        let Tok::Kw(k) = t.kind else {
            return self.err_at(t.start, "expected constant expression");
        };
        if let Some(op) = cast_op(k) {
            // LLVM 19's constant casts take no flags.
            let flags = self.parse_flags_in(0)?;
            self.expect(Tok::LParen, "'(' after constantexpr cast")?;
            let (sty, src) = self.parse_typed_const()?;
            self.expect_kw(Kw::To)?;
            let dty = self.parse_type()?;
            self.expect(Tok::RParen, "')' at end of constantexpr cast")?;
            if !self.cast_valid(op, sty, dty) {
                return self.err_at(
                    t.start,
                    format!(
                        "invalid cast opcode for cast from '{}' to '{}'",
                        self.type_str(sty),
                        self.type_str(dty)
                    ),
                );
            }
            return Ok((self.expr(dty, ExprOp::Cast(op), flags, None, &[src]), dty));
        }
        if let Some(op) = binary_op(k) {
            use crate::instructions::BinaryOp as B;
            let allowed = match op {
                B::Add | B::Sub | B::Mul | B::Shl => InstFlags::NUW | InstFlags::NSW,
                _ => 0,
            };
            let flags = self.parse_flags_in(allowed)?;
            self.expect(Tok::LParen, "'(' in binary constantexpr")?;
            let (aty, a) = self.parse_typed_const()?;
            self.expect(Tok::Comma, "comma in binary constantexpr")?;
            let bat = self.tok.start;
            let (bty, b) = self.parse_typed_const()?;
            self.expect(Tok::RParen, "')' in binary constantexpr")?;
            if aty != bty {
                return self.err_at(bat, "operands of constexpr must have same type");
            }
            let scalar = self.m.types.scalar(aty);
            if op.is_float() {
                if !self.m.types.is_float(scalar) {
                    return self.err_at(t.start, "constexpr requires fp operands");
                }
            } else if self.m.types.int_bits(scalar).is_none() {
                return self.err_at(
                    t.start,
                    "constexpr requires integer or integer vector operands",
                );
            }
            return Ok((
                self.expr(aty, ExprOp::Binary(op), flags, None, &[a, b]),
                aty,
            ));
        }
        match k {
            Kw::GetElementPtr => self.parse_gep_expr(t.start),
            Kw::ExtractElement => {
                let ops = self.parse_expr_operands(2, t.start)?;
                let vty = self.const_type(ops[0]);
                let Some((elem, _, _)) = self.m.types.vector(vty) else {
                    return self.err_at(t.start, "invalid extractelement operands");
                };
                Ok((
                    self.expr(elem, ExprOp::ExtractElement, InstFlags(0), None, &ops),
                    elem,
                ))
            }
            Kw::InsertElement => {
                let ops = self.parse_expr_operands(3, t.start)?;
                let vty = self.const_type(ops[0]);
                match self.m.types.vector(vty) {
                    Some((e, _, _)) if e == self.const_type(ops[1]) => {}
                    _ => return self.err_at(t.start, "invalid insertelement operands"),
                }
                Ok((
                    self.expr(vty, ExprOp::InsertElement, InstFlags(0), None, &ops),
                    vty,
                ))
            }
            Kw::ShuffleVector => {
                let ops = self.parse_expr_operands(3, t.start)?;
                let (a, b, mk) = (
                    self.const_type(ops[0]),
                    self.const_type(ops[1]),
                    self.const_type(ops[2]),
                );
                let Some(rty) = self.shuffle_result(a, b, mk) else {
                    return self.err_at(t.start, "invalid shufflevector operands");
                };
                Ok((
                    self.expr(rty, ExprOp::ShuffleVector, InstFlags(0), None, &ops),
                    rty,
                ))
            }
            Kw::ICmp | Kw::FCmp => {
                let pt = self.bump();
                let op = if k == Kw::ICmp {
                    match int_predicate(pt.kind) {
                        Some(p) => ExprOp::ICmp(p),
                        None => {
                            return self.err_at(pt.start, "expected icmp predicate (e.g. 'eq')");
                        }
                    }
                } else {
                    match float_predicate(pt.kind) {
                        Some(p) => ExprOp::FCmp(p),
                        None => {
                            return self.err_at(pt.start, "expected fcmp predicate (e.g. 'oeq')");
                        }
                    }
                };
                let ops = self.parse_expr_operands(2, t.start)?;
                let aty = self.const_type(ops[0]);
                if aty != self.const_type(ops[1]) {
                    return self.err_at(t.start, "compare operands must have the same type");
                }
                let rty = self.cmp_result_type(aty);
                Ok((self.expr(rty, op, InstFlags(0), None, &ops), rty))
            }
            Kw::Select => {
                let ops = self.parse_expr_operands(3, t.start)?;
                let rty = self.const_type(ops[1]);
                if rty != self.const_type(ops[2]) {
                    return self.err_at(t.start, "select operands must have the same type");
                }
                Ok((
                    self.expr(rty, ExprOp::Select, InstFlags(0), None, &ops),
                    rty,
                ))
            }
            Kw::ExtractValue | Kw::InsertValue => {
                self.parse_aggregate_expr(k == Kw::InsertValue, t.start)
            }
            _ => self.err_at(t.start, "expected constant expression"),
        }
    }

    /// A constant expression at the current token, with its own type.
    pub(crate) fn parse_const_expr_here(&mut self) -> PResult<(Const, Type)> {
        self.enter()?;
        let r = self.parse_const_expr();
        self.leave();
        r
    }

    /// Interns a constant expression.
    fn expr(
        &mut self,
        ty: Type,
        op: ExprOp,
        flags: InstFlags,
        inrange: Option<(i64, i64)>,
        ops: &[Const],
    ) -> Const {
        self.m.consts.intern(ConstData::Expr {
            ty,
            op,
            flags,
            inrange,
            ops: ops.into(),
        })
    }

    /// `(T a, T b, ...)` with exactly `n` typed operands.
    fn parse_expr_operands(&mut self, n: usize, at: u32) -> PResult<Vec<Const>> {
        self.expect(Tok::LParen, "'(' in constantexpr")?;
        let mut ops = Vec::with_capacity(n);
        loop {
            let (_, c) = self.parse_typed_const()?;
            ops.push(c);
            if !self.eat(Tok::Comma) {
                break;
            }
        }
        self.expect(Tok::RParen, "')' in constantexpr")?;
        if ops.len() != n {
            return self.err_at(
                at,
                "expected exactly the operands of the constant expression",
            );
        }
        Ok(ops)
    }

    /// `extractvalue (T agg, i, ...)` / `insertvalue (T agg, T v, i, ...)`.
    fn parse_aggregate_expr(&mut self, insert: bool, at: u32) -> PResult<(Const, Type)> {
        self.expect(Tok::LParen, "'(' in constantexpr")?;
        let (aty, agg) = self.parse_typed_const()?;
        let mut ops = vec![agg];
        let mut vty = None;
        if insert {
            self.expect(Tok::Comma, "comma in insertvalue constantexpr")?;
            let (t, v) = self.parse_typed_const()?;
            ops.push(v);
            vty = Some(t);
        }
        let mut cur = aty;
        let i32t = self.m.types.common.i32;
        while self.eat(Tok::Comma) {
            let iat = self.tok.start;
            let idx = self.parse_u32("index")?;
            match self.m.types.aggregate_element(cur, idx as u64) {
                Some(e) if self.m.types.is_aggregate(cur) => cur = e,
                _ => {
                    let what = if insert {
                        "insertvalue"
                    } else {
                        "extractvalue"
                    };
                    return self.err_at(iat, format!("invalid indices for {what}"));
                }
            }
            let c = self.m.consts.intern(ConstData::Int {
                ty: i32t,
                val: IntValue::Small(idx as u128),
            });
            ops.push(c);
        }
        self.expect(Tok::RParen, "')' in constantexpr")?;
        if ops.len() == 1 + insert as usize {
            return self.err_at(at, "expected index");
        }
        if insert {
            if vty != Some(cur) {
                return self.err_at(at, "insertvalue operand and field disagree in type");
            }
            Ok((
                self.expr(aty, ExprOp::InsertValue, InstFlags(0), None, &ops),
                aty,
            ))
        } else {
            Ok((
                self.expr(cur, ExprOp::ExtractValue, InstFlags(0), None, &ops),
                cur,
            ))
        }
    }

    /// `getelementptr [flags] [inrange(a, b)] (T, ptr P, idx...)`.
    fn parse_gep_expr(&mut self, at: u32) -> PResult<(Const, Type)> {
        let flags = self.parse_gep_flags()?;
        let mut inrange = None;
        if self.eat_kw(Kw::InRange) {
            self.expect(Tok::LParen, "'(' after inrange")?;
            let lo = self.parse_i64("integer")?;
            self.expect(Tok::Comma, "',' in inrange")?;
            let hi = self.parse_i64("integer")?;
            self.expect(Tok::RParen, "')' after inrange")?;
            if hi <= lo {
                return self.err("expected end to be larger than start");
            }
            inrange = Some((lo, hi));
        }
        self.expect(Tok::LParen, "'(' in constantexpr")?;
        let src_ty = self.parse_type()?;
        self.expect(Tok::Comma, "comma after getelementptr's type")?;
        let bat = self.tok.start;
        let (bty, base) = self.parse_typed_const()?;
        let mut ops = vec![base];
        let tbase = self.s_types.len();
        while self.eat(Tok::Comma) {
            let (ity, c) = self.parse_typed_const()?;
            ops.push(c);
            self.s_types.push(ity);
        }
        self.expect(Tok::RParen, "')' in constantexpr")?;
        let idx_consts: Vec<Option<Const>> = ops[1..].iter().map(|&c| Some(c)).collect();
        let r = self.gep_result_type(src_ty, bty, tbase, &idx_consts, bat, at);
        self.s_types.truncate(tbase);
        let rty = r?;
        Ok((
            self.expr(rty, ExprOp::Gep(src_ty), flags, inrange, &ops),
            rty,
        ))
    }

    /// A possibly negative decimal that fits in `i64`.
    pub(crate) fn parse_i64(&mut self, what: &str) -> PResult<i64> {
        let t = self.tok;
        let Tok::Int(small) = t.kind else {
            return self.err(format!("expected {what}"));
        };
        if small != super::lexer::INT_TEXT {
            self.bump();
            return Ok(small as i64);
        }
        match numbers::dec_i128(self.text(t)).and_then(|v| i64::try_from(v).ok()) {
            Some(v) => {
                self.bump();
                Ok(v)
            }
            None => self.err(format!("expected {what}")),
        }
    }

    /// Integer flags, accepting only those in `allowed`, each once (others
    /// and repeats end the flag list, so the caller reports what it expected
    /// next, as LLVM does for `add nuw nuw`).
    pub(crate) fn parse_flags_in(&mut self, allowed: u16) -> PResult<InstFlags> {
        let mut f = 0u16;
        loop {
            let bit = match self.tok.kind {
                Tok::Kw(Kw::Nuw) => InstFlags::NUW,
                Tok::Kw(Kw::Nsw) => InstFlags::NSW,
                Tok::Kw(Kw::Exact) => InstFlags::EXACT,
                Tok::Kw(Kw::Disjoint) => InstFlags::DISJOINT,
                Tok::Kw(Kw::Nneg) => InstFlags::NNEG,
                Tok::Kw(Kw::SameSign) => InstFlags::SAMESIGN,
                _ => 0,
            };
            if bit == 0 || allowed & bit == 0 || f & bit != 0 {
                return Ok(InstFlags(f));
            }
            f |= bit;
            self.bump();
        }
    }

    /// `inbounds`/`nusw`/`nuw` flags of a getelementptr.
    pub(crate) fn parse_gep_flags(&mut self) -> PResult<InstFlags> {
        let mut f = 0u16;
        loop {
            f |= match self.tok.kind {
                Tok::Kw(Kw::Inbounds) => InstFlags::INBOUNDS,
                Tok::Kw(Kw::Nusw) => InstFlags::NUSW,
                Tok::Kw(Kw::Nuw) => InstFlags::NUW,
                _ => return Ok(InstFlags(f)),
            };
            self.bump();
        }
    }

    /// The result type of a getelementptr, checking its indices.
    /// The index types are `s_types[tbase..]`; `consts[i]` is the constant
    /// behind index `i`, if it is one.
    pub(crate) fn gep_result_type(
        &mut self,
        src_ty: Type,
        base_ty: Type,
        tbase: usize,
        consts: &[Option<Const>],
        base_at: u32,
        at: u32,
    ) -> PResult<Type> {
        let common = self.m.types.common;
        let (base_scalar, mut vec_len) = if base_ty == common.ptr {
            (base_ty, None)
        } else {
            match self.m.types.vector(base_ty) {
                Some((e, n, s)) => (e, Some((n, s))),
                None => (base_ty, None),
            }
        };
        let Some(aspace) = self.m.types.ptr_addrspace(base_scalar) else {
            return self.err_at(base_at, "base of getelementptr must be a pointer");
        };
        if !self.sized(src_ty) {
            return self.err_at(at, "base element of getelementptr must be sized");
        }
        // A sized struct with a scalable vector is a homogeneous one.
        if self.m.types.is_homogeneous_scalable_struct(src_ty) {
            return self.err_at(
                at,
                "getelementptr cannot target structure that contains scalable vector type",
            );
        }
        let at = base_at;
        let mut cur = src_ty;
        for (i, &c) in consts.iter().enumerate() {
            let ity = self.s_types[tbase + i];
            let ivec = if ity == common.i64 || ity == common.i32 {
                None
            } else {
                let (iscalar, ivec) = match self.m.types.vector(ity) {
                    Some((e, n, s)) => (e, Some((n, s))),
                    None => (ity, None),
                };
                if self.m.types.int_bits(iscalar).is_none() {
                    return self.err_at(at, "getelementptr index must be an integer");
                }
                ivec
            };
            if let Some(v) = ivec {
                match vec_len {
                    Some(w) if w != v => {
                        return self.err_at(
                            at,
                            "getelementptr vector index has a wrong number of elements",
                        );
                    }
                    _ => vec_len = Some(v),
                }
            }
            if i == 0 {
                continue;
            }
            match self.m.types.get(cur) {
                TypeData::Array { elem, .. } | TypeData::Vector { elem, .. } => cur = *elem,
                TypeData::Struct { .. } | TypeData::Named(_) => {
                    let idx = c.and_then(|c| self.const_index(c));
                    match idx.and_then(|x| self.m.types.aggregate_element(cur, x)) {
                        Some(e) => cur = e,
                        None => return self.err_at(at, "invalid getelementptr indices"),
                    }
                }
                _ => return self.err_at(at, "invalid getelementptr indices"),
            }
        }
        let p = self.m.types.ptr(aspace);
        Ok(match vec_len {
            Some((len, scalable)) => self.m.types.intern(TypeData::Vector {
                elem: p,
                len,
                scalable,
            }),
            None => p,
        })
    }

    /// The value of an integer constant (or splat of one) used as a struct
    /// index.
    pub(crate) fn const_index(&self, c: Const) -> Option<u64> {
        match self.m.consts.get(c) {
            ConstData::Int { val, .. } => val.as_u64(),
            ConstData::Zero(_) => Some(0),
            ConstData::Splat { elem, .. } => self.const_index(*elem),
            ConstData::Vector { elems, .. } => {
                let first = self.const_index(*elems.first()?)?;
                elems
                    .iter()
                    .all(|&e| self.const_index(e) == Some(first))
                    .then_some(first)
            }
            _ => None,
        }
    }

    /// Whether a type has a size (for getelementptr, alloca, load, store).
    ///
    /// Depth first with an explicit stack, since named structs may chain or
    /// cycle without bound; a struct met again while in progress is part of
    /// a cycle, unsized (LLVM's `isSized` with its visited set). Only
    /// "sized" is cached across calls: an opaque struct may get a body later.
    pub(crate) fn sized(&mut self, ty: Type) -> bool {
        if let Some(known) = self.sized_known(ty) {
            return known;
        }
        let mut in_query: FxHashMap<Type, ()> = FxHashMap::default();
        in_query.insert(ty, ());
        let mut stack: Vec<(Type, usize)> = vec![(ty, 0)];
        let mut last = true;
        while let Some(&mut (top, ref mut next)) = stack.last_mut() {
            let types = &self.m.types;
            let parts: Option<&[Type]> = match types.get(top) {
                TypeData::Array { elem, .. } => Some(std::slice::from_ref(elem)),
                _ => types.struct_fields(top),
            };
            // Structs with scalable vectors are decided by their shape.
            let shape = if *next == 0 {
                types.scalable_struct_sized(top)
            } else {
                None
            };
            let part = parts.and_then(|p| p.get(*next).copied());
            let has_parts = parts.is_some();
            *next += 1;
            if let Some(sized) = shape {
                if sized {
                    let i = top.index();
                    if self.sized_cache.len() <= i {
                        self.sized_cache.resize(i + 1, false);
                    }
                    self.sized_cache[i] = true;
                }
                stack.pop();
                last = sized;
                continue;
            }
            match part {
                Some(c) if last => match self.sized_known(c) {
                    Some(known) => last = known,
                    // Seen in this query: decided unsized, or in progress
                    // (a cycle).
                    None if in_query.contains_key(&c) => last = false,
                    None => {
                        in_query.insert(c, ());
                        stack.push((c, 0));
                    }
                },
                _ => {
                    let ok = last && has_parts;
                    if ok {
                        let i = top.index();
                        if self.sized_cache.len() <= i {
                            self.sized_cache.resize(i + 1, false);
                        }
                        self.sized_cache[i] = true;
                    }
                    stack.pop();
                    last = ok;
                }
            }
        }
        last
    }

    /// Whether `ty` is sized when known without looking into aggregates
    /// (or cached as sized); `None` for an aggregate to look into.
    fn sized_known(&self, ty: Type) -> Option<bool> {
        match self.m.types.get(ty) {
            TypeData::Void
            | TypeData::Label
            | TypeData::Metadata
            | TypeData::Token
            | TypeData::Function { .. } => Some(false),
            TypeData::Array { .. } | TypeData::Struct { .. } | TypeData::Named(_) => self
                .sized_cache
                .get(ty.index())
                .copied()
                .unwrap_or(false)
                .then_some(true),
            _ => Some(true),
        }
    }

    /// Whether fast-math flags may apply to a value of type `ty` (LLVM 19's
    /// `FPMathOperator`): floating point, a vector of it, or (nested)
    /// arrays of those.
    pub(crate) fn fp_math_type(&self, mut ty: Type) -> bool {
        let types = &self.m.types;
        while let TypeData::Array { elem, .. } = types.get(ty) {
            ty = *elem;
        }
        types.is_float(types.scalar(ty))
    }

    /// `i1` or a vector of `i1` shaped like `ty`.
    pub(crate) fn cmp_result_type(&mut self, ty: Type) -> Type {
        let i1 = self.m.types.common.i1;
        match self.m.types.vector(ty) {
            Some((_, len, scalable)) => self.m.types.intern(TypeData::Vector {
                elem: i1,
                len,
                scalable,
            }),
            None => i1,
        }
    }

    /// The result type of `shufflevector a, b, mask`, if the operands fit.
    pub(crate) fn shuffle_result(&mut self, a: Type, b: Type, mask: Type) -> Option<Type> {
        let (elem, _, s1) = self.m.types.vector(a)?;
        let (me, mlen, ms) = self.m.types.vector(mask)?;
        if a != b || self.m.types.int_bits(me) != Some(32) || s1 != ms {
            return None;
        }
        Some(self.m.types.intern(TypeData::Vector {
            elem,
            len: mlen,
            scalable: ms,
        }))
    }

    /// Whether `op` may convert `src` to `dst` (LLVM's `castIsValid`).
    pub(crate) fn cast_valid(&self, op: CastOp, src: Type, dst: Type) -> bool {
        let tt = &self.m.types;
        let (ss, sv) = match tt.vector(src) {
            Some((e, n, s)) => (e, Some((n, s))),
            None => (src, None),
        };
        let (ds, dv) = match tt.vector(dst) {
            Some((e, n, s)) => (e, Some((n, s))),
            None => (dst, None),
        };
        if op == CastOp::Bitcast {
            let sp = tt.ptr_addrspace(ss);
            let dp = tt.ptr_addrspace(ds);
            if sp.is_some() || dp.is_some() {
                return sp.is_some() && dp.is_some() && sp == dp && sv == dv;
            }
            let (Some(a), Some(b)) = (self.prim_bits(src), self.prim_bits(dst)) else {
                return false;
            };
            let sc = sv.is_some_and(|v| v.1);
            let dc = dv.is_some_and(|v| v.1);
            return a == b && sc == dc;
        }
        if sv != dv {
            return false;
        }
        let si = tt.int_bits(ss);
        let di = tt.int_bits(ds);
        let sf = self.fp_bits(ss);
        let df = self.fp_bits(ds);
        match op {
            CastOp::Trunc => matches!((si, di), (Some(a), Some(b)) if a > b),
            CastOp::ZExt | CastOp::SExt => matches!((si, di), (Some(a), Some(b)) if a < b),
            CastOp::FpTrunc => matches!((sf, df), (Some(a), Some(b)) if a > b),
            CastOp::FpExt => matches!((sf, df), (Some(a), Some(b)) if a < b),
            CastOp::UiToFp | CastOp::SiToFp => si.is_some() && df.is_some(),
            CastOp::FpToUi | CastOp::FpToSi => sf.is_some() && di.is_some(),
            CastOp::PtrToInt => tt.ptr_addrspace(ss).is_some() && di.is_some(),
            CastOp::IntToPtr => si.is_some() && tt.ptr_addrspace(ds).is_some(),
            CastOp::AddrSpaceCast => match (tt.ptr_addrspace(ss), tt.ptr_addrspace(ds)) {
                (Some(a), Some(b)) => a != b,
                _ => false,
            },
            CastOp::Bitcast => false,
        }
    }

    /// Width of a floating-point type in bits.
    fn fp_bits(&self, ty: Type) -> Option<u32> {
        Some(match self.m.types.get(ty) {
            TypeData::Half | TypeData::BFloat => 16,
            TypeData::Float => 32,
            TypeData::Double => 64,
            TypeData::X86Fp80 => 80,
            TypeData::Fp128 | TypeData::PpcFp128 => 128,
            _ => return None,
        })
    }

    /// Size in bits of a non-aggregate, non-pointer type (for bitcast).
    fn prim_bits(&self, ty: Type) -> Option<u64> {
        match self.m.types.get(ty) {
            TypeData::Int(n) => Some(*n as u64),
            TypeData::X86Amx => Some(8192),
            TypeData::Vector { elem, len, .. } => {
                if self.m.types.ptr_addrspace(*elem).is_some() {
                    return None;
                }
                Some(self.prim_bits(*elem)? * *len as u64)
            }
            _ => self.fp_bits(ty).map(u64::from),
        }
    }
}

/// The cast operator for keyword `k`.
pub(crate) fn cast_op(k: Kw) -> Option<CastOp> {
    Some(match k {
        Kw::Trunc => CastOp::Trunc,
        Kw::ZExt => CastOp::ZExt,
        Kw::SExt => CastOp::SExt,
        Kw::FpTrunc => CastOp::FpTrunc,
        Kw::FpExt => CastOp::FpExt,
        Kw::FpToUi => CastOp::FpToUi,
        Kw::FpToSi => CastOp::FpToSi,
        Kw::UiToFp => CastOp::UiToFp,
        Kw::SiToFp => CastOp::SiToFp,
        Kw::PtrToInt => CastOp::PtrToInt,
        Kw::IntToPtr => CastOp::IntToPtr,
        Kw::Bitcast => CastOp::Bitcast,
        Kw::AddrSpaceCast => CastOp::AddrSpaceCast,
        _ => return None,
    })
}

/// The binary operator for keyword `k`.
pub(crate) fn binary_op(k: Kw) -> Option<BinaryOp> {
    Some(match k {
        Kw::Add => BinaryOp::Add,
        Kw::Sub => BinaryOp::Sub,
        Kw::Mul => BinaryOp::Mul,
        Kw::UDiv => BinaryOp::UDiv,
        Kw::SDiv => BinaryOp::SDiv,
        Kw::URem => BinaryOp::URem,
        Kw::SRem => BinaryOp::SRem,
        Kw::Shl => BinaryOp::Shl,
        Kw::LShr => BinaryOp::LShr,
        Kw::AShr => BinaryOp::AShr,
        Kw::And => BinaryOp::And,
        Kw::Or => BinaryOp::Or,
        Kw::Xor => BinaryOp::Xor,
        Kw::FAdd => BinaryOp::FAdd,
        Kw::FSub => BinaryOp::FSub,
        Kw::FMul => BinaryOp::FMul,
        Kw::FDiv => BinaryOp::FDiv,
        Kw::FRem => BinaryOp::FRem,
        _ => return None,
    })
}

/// The `icmp` predicate a token names (they are all keywords).
pub(crate) fn int_predicate(t: Tok) -> Option<IntPredicate> {
    use IntPredicate as P;
    let Tok::Kw(k) = t else { return None };
    Some(match k {
        Kw::Eq => P::Eq,
        Kw::Ne => P::Ne,
        Kw::Ugt => P::Ugt,
        Kw::Uge => P::Uge,
        Kw::Ult => P::Ult,
        Kw::Ule => P::Ule,
        Kw::Sgt => P::Sgt,
        Kw::Sge => P::Sge,
        Kw::Slt => P::Slt,
        Kw::Sle => P::Sle,
        _ => return None,
    })
}

/// The `fcmp` predicate a token names (they are all keywords).
pub(crate) fn float_predicate(t: Tok) -> Option<FloatPredicate> {
    use FloatPredicate as P;
    let Tok::Kw(k) = t else { return None };
    Some(match k {
        Kw::False => P::False,
        Kw::Oeq => P::Oeq,
        Kw::Ogt => P::Ogt,
        Kw::Oge => P::Oge,
        Kw::Olt => P::Olt,
        Kw::Ole => P::Ole,
        Kw::One => P::One,
        Kw::Ord => P::Ord,
        Kw::Ueq => P::Ueq,
        Kw::Ugt => P::Ugt,
        Kw::Uge => P::Uge,
        Kw::Ult => P::Ult,
        Kw::Ule => P::Ule,
        Kw::Une => P::Une,
        Kw::Uno => P::Uno,
        Kw::True => P::True,
        _ => return None,
    })
}
