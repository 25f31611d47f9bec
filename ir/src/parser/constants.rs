//! Constants: literals, aggregates, global addresses, `blockaddress` and
//! friends (constant expressions are in `exprs`). All are interned in the
//! module's [`crate::ConstPool`].

use super::lexer::{INT_TEXT, Kw, Tok, Token};
use super::numbers::{self, FloatErr, FpSem};
use super::{PResult, Parser};
use crate::constants::{BlockName, Const, ConstData, IntValue};
use crate::module::GlobalValue;
use crate::types::{Type, TypeData};
use cranelift_entity::EntityRef;

impl<'a> Parser<'a> {
    /// Parses `T c`: a type then a constant of that type.
    pub(crate) fn parse_typed_const(&mut self) -> PResult<(Type, Const)> {
        let ty = self.parse_type()?;
        let c = self.parse_const(ty)?;
        Ok((ty, c))
    }

    /// Parses a constant of type `ty`.
    pub(crate) fn parse_const(&mut self, ty: Type) -> PResult<Const> {
        let t = self.tok;
        match t.kind {
            Tok::Int(_) | Tok::HexInt => {
                self.bump();
                self.int_literal(ty, t)
            }
            Tok::Float | Tok::HexFloat(_) => {
                self.bump();
                self.float_literal(ty, t)
            }
            Tok::Kw(Kw::True) | Tok::Kw(Kw::False) => {
                self.bump();
                let i1 = self.m.types.common.i1;
                self.check_type(i1, ty, t.start)?;
                let v = (t.kind == Tok::Kw(Kw::True)) as u128;
                Ok(self.m.consts.intern(ConstData::Int {
                    ty,
                    val: IntValue::Small(v),
                }))
            }
            Tok::Kw(Kw::Null) => {
                self.bump();
                if self.m.types.ptr_addrspace(ty).is_none() {
                    return self.err_at(t.start, "null must be a pointer type");
                }
                Ok(self.m.consts.intern(ConstData::Null(ty)))
            }
            Tok::Kw(Kw::NoneTok) => {
                self.bump();
                if ty != self.m.types.common.token {
                    return self.err_at(t.start, "invalid type for none constant");
                }
                Ok(self.m.consts.intern(ConstData::None))
            }
            Tok::Kw(Kw::Undef) | Tok::Kw(Kw::Poison) => {
                self.bump();
                if !self.first_class_non_label(ty) {
                    return self.err_at(t.start, "invalid type for undef constant");
                }
                Ok(self.m.consts.intern(if t.kind == Tok::Kw(Kw::Undef) {
                    ConstData::Undef(ty)
                } else {
                    ConstData::Poison(ty)
                }))
            }
            Tok::Kw(Kw::ZeroInitializer) => {
                self.bump();
                if !self.first_class_non_label(ty) || ty == self.m.types.common.metadata {
                    return self.err_at(t.start, "invalid type for null constant");
                }
                Ok(self.m.consts.intern(ConstData::Zero(ty)))
            }
            Tok::Kw(Kw::C) => {
                self.bump();
                self.parse_c_string(ty, t.start)
            }
            Tok::LBrace => {
                self.bump();
                self.enter()?;
                let r = self.parse_struct_const(ty, false, t.start);
                self.leave();
                r
            }
            Tok::Less => {
                self.bump();
                self.enter()?;
                let r = if self.eat(Tok::LBrace) {
                    self.parse_struct_const(ty, true, t.start)
                } else {
                    self.parse_vector_const(ty, t.start)
                };
                self.leave();
                r
            }
            Tok::LSquare => {
                self.bump();
                self.enter()?;
                let r = self.parse_array_const(ty, t.start);
                self.leave();
                r
            }
            Tok::Kw(Kw::Splat) => {
                self.bump();
                self.enter()?;
                let r = self.parse_splat(ty, t.start);
                self.leave();
                r
            }
            Tok::GlobalVar(_) | Tok::GlobalId(_) => {
                self.bump();
                self.global_const(ty, t)
            }
            Tok::Kw(Kw::BlockAddress) => {
                self.bump();
                self.parse_blockaddress(ty, t.start)
            }
            Tok::Kw(Kw::DsoLocalEquivalent) | Tok::Kw(Kw::NoCfi) => {
                self.bump();
                if self.m.types.ptr_addrspace(ty).is_none() {
                    return self
                        .err_at(t.start, "global variable reference must have pointer type");
                }
                let g = self.tok;
                if !matches!(g.kind, Tok::GlobalVar(_) | Tok::GlobalId(_)) {
                    return self.err("expected global value name");
                }
                self.bump();
                let gv = self.global_ref(g, ty)?;
                // A global already defined must be a function, an alias of
                // one or an ifunc (its value type a function type).
                let defined = self.gstate.get(gv.index()).is_some_and(|st| st.defined);
                if t.kind == Tok::Kw(Kw::DsoLocalEquivalent)
                    && defined
                    && self
                        .m
                        .types
                        .function(self.m.globals[gv].value_type)
                        .is_none()
                {
                    return self.err_at(
                        g.start,
                        "expected a function, alias to function, or ifunc in dso_local_equivalent",
                    );
                }
                Ok(self.m.consts.intern(if t.kind == Tok::Kw(Kw::NoCfi) {
                    ConstData::NoCfi { ty, gv }
                } else {
                    ConstData::DsoLocalEquivalent { ty, gv }
                }))
            }
            Tok::Kw(Kw::PtrAuth) => {
                self.bump();
                self.enter()?;
                let r = self.parse_ptrauth(ty, t.start);
                self.leave();
                r
            }
            Tok::Kw(k) if is_expr_keyword(k) => {
                self.enter()?;
                let r = self.parse_const_expr();
                self.leave();
                let (c, got) = r?;
                self.check_type(got, ty, t.start)?;
                Ok(c)
            }
            Tok::LocalVar(_) | Tok::LocalId(_) => self.err("invalid use of function-local name"),
            Tok::Kw(Kw::Asm) => self.err("inline asm is only allowed as a call or invoke callee"),
            _ => self.err("expected value token"),
        }
    }

    /// Reports a type mismatch between a constant's type and the expected one.
    pub(crate) fn check_type(&self, got: Type, want: Type, at: u32) -> PResult<()> {
        if got == want {
            return Ok(());
        }
        self.mismatch(got, want, at)
    }

    /// The "constant expression type mismatch" error.
    pub(crate) fn mismatch<T>(&self, got: Type, want: Type, at: u32) -> PResult<T> {
        self.err_at(
            at,
            format!(
                "constant expression type mismatch: got type '{}' but expected '{}'",
                self.type_str(got),
                self.type_str(want)
            ),
        )
    }

    /// First-class types other than `label` (and `void`/function types).
    fn first_class_non_label(&self, ty: Type) -> bool {
        !matches!(
            self.m.types.get(ty),
            TypeData::Void | TypeData::Label | TypeData::Function { .. }
        )
    }

    /// The address of global `t` (`@name`/`@N`, already consumed) as a
    /// constant of pointer type `ty`.
    pub(crate) fn global_const(&mut self, ty: Type, t: Token) -> PResult<Const> {
        let ptr = ty == self.m.types.common.ptr;
        if ptr {
            let hit = match t.kind {
                Tok::GlobalId(n) => self.global_num_ptr_cache.get(&n).copied(),
                k => self
                    .global_ptr_cache
                    .get(super::name_id(k))
                    .filter(|&&c| c != u32::MAX)
                    .map(|&c| Const::from_u32(c)),
            };
            if let Some(c) = hit {
                return Ok(c);
            }
        }
        if self.m.types.ptr_addrspace(ty).is_none() {
            return self.err_at(t.start, "global variable reference must have pointer type");
        }
        let gv = self.global_ref(t, ty)?;
        let c = self.m.consts.intern(ConstData::Global { ty, gv });
        if ptr {
            match t.kind {
                Tok::GlobalId(n) => {
                    self.global_num_ptr_cache.insert(n, c);
                }
                k => super::set_slot(&mut self.global_ptr_cache, super::name_id(k), c.as_u32()),
            }
        }
        Ok(c)
    }

    /// An integer literal token as a constant of `ty`.
    #[inline]
    pub(crate) fn int_literal(&mut self, ty: Type, t: Token) -> PResult<Const> {
        // Fast path: a small literal of a common integer type, cached.
        if let Tok::Int(v) = t.kind
            && v != INT_TEXT
        {
            let c = &self.m.types.common;
            let mask = if ty == c.i32 {
                0xffff_ffff
            } else if ty == c.i64 {
                u64::MAX
            } else if ty == c.i8 {
                0xff
            } else if ty == c.i1 {
                1
            } else if ty == c.i16 {
                0xffff
            } else {
                0
            };
            if mask != 0 {
                let v = v as i64 as u64 & mask;
                let key = ty.index() as u32 + 1;
                let slot = ((v as usize).wrapping_mul(31) ^ key as usize) & (INT_CACHE - 1);
                let e = self.int_cache[slot];
                if e.0 == key && e.1 == v {
                    return Ok(e.2);
                }
            }
        }
        self.int_literal_any(ty, t)
    }

    /// [`Parser::int_literal`] beyond the cache.
    #[inline(never)]
    fn int_literal_any(&mut self, ty: Type, t: Token) -> PResult<Const> {
        let Some(bits) = self.m.types.int_bits(ty) else {
            return self.err_at(t.start, "integer constant must have integer type");
        };
        let text = self.text(t);
        // Small decimal literals go through a direct-mapped cache.
        let small = match t.kind {
            Tok::Int(v) if v != INT_TEXT => Some(v as i64 as u64),
            Tok::Int(_) if text.len() <= 18 => {
                let (neg, digits) = match text.first() {
                    Some(b'-') => (true, &text[1..]),
                    _ => (false, text),
                };
                let mut v: u64 = 0;
                for &d in digits {
                    v = v * 10 + (d - b'0') as u64;
                }
                Some(if neg { v.wrapping_neg() } else { v })
            }
            _ => None,
        };
        if let Some(mut v) = small
            && bits <= 64
        {
            if bits < 64 {
                v &= (1u64 << bits) - 1;
            }
            let key = ty.index() as u32 + 1;
            let slot = ((v as usize).wrapping_mul(31) ^ key as usize) & (INT_CACHE - 1);
            let e = self.int_cache[slot];
            if e.0 == key && e.1 == v {
                return Ok(e.2);
            }
            let c = self.m.consts.intern(ConstData::Int {
                ty,
                val: IntValue::Small(v as u128),
            });
            self.int_cache[slot] = (key, v, c);
            return Ok(c);
        }
        let val = if t.kind == Tok::HexInt {
            numbers::hex_int(text, bits)
        } else {
            numbers::dec_int(text, bits)
        };
        Ok(self.m.consts.intern(ConstData::Int { ty, val }))
    }

    /// The float format of `ty`, if it is a float type.
    pub(crate) fn fp_sem(&self, ty: Type) -> Option<FpSem> {
        Some(match self.m.types.get(ty) {
            TypeData::Half => FpSem::Half,
            TypeData::BFloat => FpSem::BFloat,
            TypeData::Float => FpSem::Float,
            TypeData::Double => FpSem::Double,
            TypeData::X86Fp80 => FpSem::X86Fp80,
            TypeData::Fp128 => FpSem::Fp128,
            TypeData::PpcFp128 => FpSem::PpcFp128,
            _ => return None,
        })
    }

    /// A float literal token as a constant of `ty`.
    fn float_literal(&mut self, ty: Type, t: Token) -> PResult<Const> {
        let Some(sem) = self.fp_sem(ty) else {
            return self.err_at(t.start, "floating point constant invalid for type");
        };
        let text = self.text(t);
        let r = match t.kind {
            Tok::HexFloat(k) => {
                let k = k as u8;
                let skip = if k == b'x' { 2 } else { 3 };
                numbers::float_from_hex(k, &text[skip..], sem)
            }
            _ => numbers::float_from_decimal(text, sem),
        };
        match r {
            Ok(bits) => Ok(self.m.consts.intern(ConstData::Float { ty, bits })),
            Err(FloatErr::Invalid) => {
                self.err_at(t.start, "floating point constant invalid for type")
            }
            Err(FloatErr::WrongType) => self.err_at(
                t.start,
                format!(
                    "floating point constant does not have type '{}'",
                    self.type_str(ty)
                ),
            ),
            Err(FloatErr::Malformed) => self.err_at(t.start, "invalid floating point constant"),
        }
    }

    /// After `c`: `"bytes"` as an `[N x i8]` constant.
    fn parse_c_string(&mut self, ty: Type, at: u32) -> PResult<Const> {
        let data = self.parse_str_bytes("string")?;
        let i8t = self.m.types.common.i8;
        let got = self.m.types.intern(TypeData::Array {
            elem: i8t,
            len: data.len() as u64,
        });
        self.check_type(got, ty, at)?;
        Ok(self.m.consts.intern(ConstData::Bytes {
            ty,
            data: data.into_boxed_slice(),
        }))
    }

    /// After `{` (or `<{`): typed elements, then `}` (`}>`).
    fn parse_struct_const(&mut self, ty: Type, packed: bool, at: u32) -> PResult<Const> {
        let base = self.s_consts.len();
        let tbase = self.s_types.len();
        if !self.at(Tok::RBrace) {
            loop {
                let (ety, c) = self.parse_typed_const()?;
                self.s_types.push(ety);
                self.s_consts.push(c);
                if !self.eat(Tok::Comma) {
                    break;
                }
            }
        }
        self.expect(Tok::RBrace, "'}' at end of struct constant")?;
        if packed {
            self.expect(Tok::Greater, "'>' at end of packed struct constant")?;
        }
        let elems: Box<[crate::constants::Const]> = self.s_consts[base..].into();
        self.s_consts.truncate(base);
        let want_packed = match self.m.types.get(ty) {
            TypeData::Struct { packed, .. } => Some(*packed),
            // An opaque struct counts as having no elements, as in LLVM.
            TypeData::Named(_) => Some(self.m.types.named_body(ty).is_some_and(|b| b.packed)),
            _ => None,
        };
        let Some(want_packed) = want_packed else {
            self.s_types.truncate(tbase);
            return self.err_at(at, "constant expression type mismatch");
        };
        let fields = self
            .m
            .types
            .struct_fields(ty)
            .map(|f| f.to_vec())
            .unwrap_or_default();
        if fields.len() != elems.len() {
            return self.err_at(at, "initializer with struct type has wrong # elements");
        }
        if want_packed != packed {
            return self.err_at(at, "packed'ness of initializer and type don't match");
        }
        for (i, f) in fields.iter().enumerate() {
            if self.s_types[tbase + i] != *f {
                return self.err_at(
                    at,
                    format!("element {i} of struct initializer doesn't match struct element type"),
                );
            }
        }
        self.s_types.truncate(tbase);
        Ok(self.m.consts.intern(ConstData::Struct { ty, elems }))
    }

    /// After `[`: typed elements, then `]`.
    fn parse_array_const(&mut self, ty: Type, at: u32) -> PResult<Const> {
        let base = self.s_consts.len();
        let first_at = self.tok.start;
        let mut elem = None;
        if !self.at(Tok::RSquare) {
            loop {
                let (ety, c) = self.parse_typed_const()?;
                match elem {
                    None => elem = Some(ety),
                    // LLVM's message lacks the closing quote.
                    Some(e) if e != ety => {
                        return self.err_at(
                            first_at,
                            format!(
                                "array element #{} is not of type '{}",
                                self.s_consts.len() - base,
                                self.type_str(e)
                            ),
                        );
                    }
                    _ => {}
                }
                self.s_consts.push(c);
                if !self.eat(Tok::Comma) {
                    break;
                }
            }
        }
        self.expect(Tok::RSquare, "']' at end of array constant")?;
        let n = (self.s_consts.len() - base) as u64;
        let Some(elem) = elem else {
            if !matches!(self.m.types.get(ty), TypeData::Array { len: 0, .. }) {
                return self.err_at(at, "invalid empty array initializer");
            }
            return Ok(self.m.consts.intern(ConstData::Array {
                ty,
                elems: Box::default(),
            }));
        };
        if !self.valid_element_type(elem) {
            return self.err_at(first_at, "invalid array element type");
        }
        let got = self.m.types.intern(TypeData::Array { elem, len: n });
        if got != ty {
            self.s_consts.truncate(base);
            return self.mismatch(got, ty, at);
        }
        let elems: Box<[Const]> = self.s_consts[base..].into();
        self.s_consts.truncate(base);
        Ok(self.m.consts.intern(ConstData::Array { ty, elems }))
    }

    /// After `<`: typed elements, then `>`.
    fn parse_vector_const(&mut self, ty: Type, at: u32) -> PResult<Const> {
        let base = self.s_consts.len();
        let first_at = self.tok.start;
        let mut elem = None;
        loop {
            let (ety, c) = self.parse_typed_const()?;
            match elem {
                None => elem = Some(ety),
                Some(e) if e != ety => {
                    return self.err_at(
                        first_at,
                        format!(
                            "vector element #{} is not of type '{}",
                            self.s_consts.len() - base,
                            self.type_str(e)
                        ),
                    );
                }
                _ => {}
            }
            self.s_consts.push(c);
            if !self.eat(Tok::Comma) {
                break;
            }
        }
        self.expect(Tok::Greater, "'>' at end of vector constant")?;
        let n = self.s_consts.len() - base;
        let elem = elem.unwrap_or(ty);
        if !self.valid_vector_elem(elem) {
            return self.err_at(
                first_at,
                "vector elements must have integer, pointer or floating point type",
            );
        }
        let got = self.m.types.intern(TypeData::Vector {
            elem,
            len: n as u32,
            scalable: false,
        });
        if got != ty {
            self.s_consts.truncate(base);
            return self.mismatch(got, ty, at);
        }
        let elems: Box<[Const]> = self.s_consts[base..].into();
        self.s_consts.truncate(base);
        Ok(self.m.consts.intern(ConstData::Vector { ty, elems }))
    }

    /// After `splat`: `(T v)`.
    fn parse_splat(&mut self, ty: Type, at: u32) -> PResult<Const> {
        self.expect(Tok::LParen, "'(' after splat")?;
        let (ety, elem) = self.parse_typed_const()?;
        self.expect(Tok::RParen, "')' at end of splat")?;
        match self.m.types.vector(ty) {
            Some((e, _, _)) if e == ety => Ok(self.m.consts.intern(ConstData::Splat { ty, elem })),
            _ => self.err_at(at, "splat must have vector type with matching element type"),
        }
    }

    /// After `blockaddress`: `(@f, %bb)`.
    fn parse_blockaddress(&mut self, ty: Type, at: u32) -> PResult<Const> {
        if self.m.types.ptr_addrspace(ty).is_none() {
            return self.err_at(at, "blockaddress must have pointer type");
        }
        self.expect(Tok::LParen, "'(' in block address expression")?;
        let g = self.tok;
        if !matches!(g.kind, Tok::GlobalVar(_) | Tok::GlobalId(_)) {
            return self.err("expected function name in blockaddress");
        }
        self.bump();
        let pty = self.m.types.ptr(self.m.datalayout.program_addrspace());
        let func = self.global_ref(g, pty)?;
        self.expect(Tok::Comma, "comma in block address expression")?;
        let b = self.tok;
        let block = match b.kind {
            Tok::LocalVar(_) => BlockName::Named(self.name_sym(b)?),
            Tok::LocalId(n) => BlockName::Numbered(n),
            _ => return self.err("expected basic block name in blockaddress"),
        };
        self.bump();
        self.expect(Tok::RParen, "')' in block address expression")?;
        self.note_blockaddress(func, block, b.start)?;
        Ok(self
            .m
            .consts
            .intern(ConstData::BlockAddress { ty, func, block }))
    }

    /// Checks (now, or when the function's body has been parsed) that
    /// `block` exists in `func`.
    fn note_blockaddress(&mut self, func: GlobalValue, block: BlockName, at: u32) -> PResult<()> {
        let body = match self.m.globals[func].kind {
            crate::module::GlobalKind::Func(f) => self.m.functions[f].body.as_ref(),
            _ => None,
        };
        match (body, block) {
            (Some(b), BlockName::Named(s)) => {
                if !b.blocks.values().any(|d| d.name.expand() == Some(s)) {
                    let n = self.m.symbols.get_str(s).into_owned();
                    return self.err_at(at, format!("use of undefined value '%{n}'"));
                }
            }
            // Numbered blocks of finished functions are not re-checked.
            (Some(_), BlockName::Numbered(_)) => {}
            (None, _) => self.pending_blockaddrs.push((func, block, at)),
        }
        Ok(())
    }

    /// After `ptrauth`: `(ptr P, i32 K[, i64 D[, ptr A]])`.
    fn parse_ptrauth(&mut self, ty: Type, at: u32) -> PResult<Const> {
        self.expect(Tok::LParen, "'(' in ptrauth constant")?;
        let base = self.s_consts.len();
        loop {
            let (_, c) = self.parse_typed_const()?;
            self.s_consts.push(c);
            if !self.eat(Tok::Comma) {
                break;
            }
        }
        self.expect(Tok::RParen, "')' in ptrauth constant")?;
        let ops: Box<[Const]> = self.s_consts[base..].into();
        self.s_consts.truncate(base);
        if !(2..=4).contains(&ops.len()) || self.m.types.ptr_addrspace(ty).is_none() {
            return self.err_at(at, "invalid ptrauth constant");
        }
        Ok(self.m.consts.intern(ConstData::PtrAuth { ty, ops }))
    }

    /// The type of constant `c`.
    pub(crate) fn const_type(&self, c: Const) -> Type {
        self.m.consts.type_of(c, self.m.types.common.token)
    }

    /// The global value a `@name`/`@N` token refers to (created as a forward
    /// reference if unknown), used with pointer type `ptr_ty`.
    pub(crate) fn global_ref(&mut self, t: Token, ptr_ty: Type) -> PResult<GlobalValue> {
        let aspace = self.m.types.ptr_addrspace(ptr_ty).unwrap_or(0);
        let existing = match t.kind {
            Tok::GlobalId(n) => self.global_nums.get(n),
            _ => {
                let s = self.name_sym(t)?;
                self.m.global_names.get(&s).copied()
            }
        };
        if let Some(gv) = existing {
            let have = self.m.globals[gv].addrspace;
            if have != aspace {
                let have_ty = self.m.types.ptr(have);
                return self.err_at(
                    t.start,
                    format!(
                        "'{}' defined with type '{}' but expected '{}'",
                        String::from_utf8_lossy(self.text(t)),
                        self.type_str(have_ty),
                        self.type_str(ptr_ty)
                    ),
                );
            }
            return Ok(gv);
        }
        let name = match t.kind {
            Tok::GlobalId(_) => None,
            _ => Some(self.name_sym(t)?),
        };
        let gv = self.new_global_placeholder(name, aspace, t.start);
        match t.kind {
            Tok::GlobalId(n) => self.global_nums.set(n, Some(gv)),
            _ => {
                if let Some(s) = name {
                    self.m.global_names.insert(s, gv);
                }
            }
        }
        Ok(gv)
    }
}

/// Entries of the small-integer constant cache (a power of two).
pub(crate) const INT_CACHE: usize = 1024;

/// Whether keyword `k` starts a constant expression.
fn is_expr_keyword(k: Kw) -> bool {
    super::exprs::cast_op(k).is_some()
        || super::exprs::binary_op(k).is_some()
        || matches!(
            k,
            Kw::GetElementPtr
                | Kw::ExtractElement
                | Kw::InsertElement
                | Kw::ShuffleVector
                | Kw::ICmp
                | Kw::FCmp
                | Kw::Select
                | Kw::ExtractValue
                | Kw::InsertValue
        )
}
