//! Types: every form of the LangRef plus legacy typed pointers (`T*`,
//! `T addrspace(N)*`, which become `ptr`/`ptr addrspace(N)`), type
//! definitions (`%T = type ...`) and type names for error messages.

use super::lexer::{Kw, Tok};
use super::{PResult, Parser, TypeSlot};
use crate::attributes::AttrSet;
use crate::types::{Type, TypeData};

impl<'a> Parser<'a> {
    /// Parses a type other than `void` (function types and typed-pointer
    /// suffixes included).
    #[inline(always)]
    pub(crate) fn parse_type(&mut self) -> PResult<Type> {
        // Fast path: `iN` and `ptr` not followed by a suffix.
        let ty = match self.tok.kind {
            Tok::IntType(n) => self.int_type(n),
            Tok::Kw(Kw::Ptr) => self.m.types.common.ptr,
            _ => return self.parse_type_slow(),
        };
        self.bump();
        if self.type_suffix_follows() {
            return self.parse_simple_type_suffixes(ty);
        }
        Ok(ty)
    }

    /// [`Parser::parse_type`] for everything but the fast path.
    #[inline(never)]
    fn parse_type_slow(&mut self) -> PResult<Type> {
        let at = self.tok.start;
        let ty = self.parse_ret_type_slow()?;
        if ty == self.m.types.common.void {
            return self.err_at(at, "void type only allowed for function results");
        }
        Ok(ty)
    }

    /// Parses any type, `void` included (function results).
    #[inline(always)]
    pub(crate) fn parse_ret_type(&mut self) -> PResult<Type> {
        let ty = match self.tok.kind {
            Tok::IntType(n) => self.int_type(n),
            Tok::Kw(Kw::Ptr) => self.m.types.common.ptr,
            _ => return self.parse_ret_type_slow(),
        };
        self.bump();
        if self.type_suffix_follows() {
            return self.parse_simple_type_suffixes(ty);
        }
        Ok(ty)
    }

    /// Suffixes after `iN` or `ptr` (already consumed as `ty`):
    /// `ptr addrspace(N)`, legacy `T*`, function types.
    #[inline(never)]
    fn parse_simple_type_suffixes(&mut self, mut ty: Type) -> PResult<Type> {
        if ty == self.m.types.common.ptr {
            if self.at_kw(Kw::AddrSpace) {
                let a = self.parse_addrspace_parens()?;
                ty = self.m.types.ptr(a);
            }
            self.check_no_ptr_star()?;
        }
        self.parse_type_suffixes(ty)
    }

    /// `ptr*` (or `ptr addrspace(N)*`) is an error in LLVM, not a pointer
    /// to a pointer.
    fn check_no_ptr_star(&self) -> PResult<()> {
        if self.at(Tok::Star) {
            return self.err("ptr* is invalid - use ptr instead");
        }
        Ok(())
    }

    /// Any type, `void` included, by the general route.
    #[inline(never)]
    fn parse_ret_type_slow(&mut self) -> PResult<Type> {
        self.enter()?;
        let base = self.parse_base_type()?;
        let r = self.parse_type_suffixes(base);
        self.leave();
        r
    }

    #[inline]
    fn type_suffix_follows(&self) -> bool {
        matches!(
            self.tok.kind,
            Tok::Star | Tok::LParen | Tok::Kw(Kw::AddrSpace)
        )
    }

    /// `iN` by width, using the common handles when possible.
    #[inline]
    pub(crate) fn int_type(&mut self, n: u32) -> Type {
        let c = &self.m.types.common;
        match n {
            1 => c.i1,
            8 => c.i8,
            16 => c.i16,
            32 => c.i32,
            64 => c.i64,
            _ => self.m.types.int(n),
        }
    }

    fn parse_base_type(&mut self) -> PResult<Type> {
        let t = self.tok;
        let c = self.m.types.common;
        let simple = |d: TypeData| Some(d);
        let data = match t.kind {
            Tok::IntType(n) => {
                self.bump();
                return Ok(self.int_type(n));
            }
            Tok::Kw(Kw::Void) => {
                self.bump();
                return Ok(c.void);
            }
            Tok::Kw(Kw::Float) => {
                self.bump();
                return Ok(c.float);
            }
            Tok::Kw(Kw::Double) => {
                self.bump();
                return Ok(c.double);
            }
            Tok::Kw(Kw::Label) => {
                self.bump();
                return Ok(c.label);
            }
            Tok::Kw(Kw::Metadata) => {
                self.bump();
                return Ok(c.metadata);
            }
            Tok::Kw(Kw::Token) => {
                self.bump();
                return Ok(c.token);
            }
            Tok::Kw(Kw::Half) => simple(TypeData::Half),
            Tok::Kw(Kw::BFloat) => simple(TypeData::BFloat),
            Tok::Kw(Kw::X86Fp80) => simple(TypeData::X86Fp80),
            Tok::Kw(Kw::Fp128) => simple(TypeData::Fp128),
            Tok::Kw(Kw::PpcFp128) => simple(TypeData::PpcFp128),
            Tok::Kw(Kw::X86Amx) => simple(TypeData::X86Amx),
            Tok::Kw(Kw::X86Mmx) => {
                // Upgraded to `<1 x i64>`, as LLVM 20 does.
                self.bump();
                let i64t = c.i64;
                return Ok(self.m.types.intern(TypeData::Vector {
                    elem: i64t,
                    len: 1,
                    scalable: false,
                }));
            }
            Tok::Kw(Kw::Ptr) => {
                self.bump();
                let ty = if self.at_kw(Kw::AddrSpace) {
                    let a = self.parse_addrspace_parens()?;
                    self.m.types.ptr(a)
                } else {
                    c.ptr
                };
                self.check_no_ptr_star()?;
                return Ok(ty);
            }
            Tok::Kw(Kw::Target) => return self.parse_target_ext_type(),
            Tok::LBrace => {
                self.bump();
                return self.parse_struct_body_type(false);
            }
            Tok::LSquare => return self.parse_array_type(),
            Tok::Less => {
                self.bump();
                if self.eat(Tok::LBrace) {
                    let ty = self.parse_struct_body_type(true)?;
                    self.expect(Tok::Greater, "'>' at end of packed struct")?;
                    return Ok(ty);
                }
                return self.parse_vector_type();
            }
            Tok::LocalVar(_) => {
                self.bump();
                let id = super::name_id(t.kind);
                if let Some(&ty) = self.type_name_cache.get(id)
                    && ty != u32::MAX
                {
                    return Ok(Type::from_u32(ty));
                }
                let name = self.name_sym(t)?;
                let ty = self.named_type_ref(name, t.start);
                super::set_slot(&mut self.type_name_cache, id, ty.as_u32());
                return Ok(ty);
            }
            Tok::LocalId(n) => {
                self.bump();
                return Ok(self.numbered_type_ref(n, t.start));
            }
            _ => None,
        };
        match data {
            Some(d) => {
                self.bump();
                Ok(self.m.types.intern(d))
            }
            None => self.err("expected type"),
        }
    }

    /// Applies `*`, `addrspace(N)*` and `(params)` suffixes to `ty`.
    fn parse_type_suffixes(&mut self, mut ty: Type) -> PResult<Type> {
        loop {
            match self.tok.kind {
                Tok::Star => {
                    self.check_pointee(ty)?;
                    self.bump();
                    ty = self.m.types.common.ptr;
                }
                Tok::Kw(Kw::AddrSpace) => {
                    let a = self.parse_addrspace_parens()?;
                    self.check_pointee(ty)?;
                    self.expect(Tok::Star, "'*' in address space")?;
                    ty = self.m.types.ptr(a);
                }
                Tok::LParen => {
                    ty = self.parse_function_type(ty)?;
                }
                _ => return Ok(ty),
            }
        }
    }

    /// Legacy `T*`: `void`, `label`, `metadata`, `token` and `x86_amx`
    /// may not be pointed to (LLVM's `PointerType::isValidElementType`).
    fn check_pointee(&self, ty: Type) -> PResult<()> {
        if ty == self.m.types.common.void {
            return self.err("pointers to void are invalid - use i8* instead");
        }
        if ty == self.m.types.common.label {
            return self.err("basic block pointers are invalid");
        }
        if matches!(
            self.m.types.get(ty),
            TypeData::Metadata | TypeData::Token | TypeData::X86Amx
        ) {
            return self.err("pointer to this type is invalid");
        }
        Ok(())
    }

    /// `ret (T, T, ...)` with the return type already parsed.
    fn parse_function_type(&mut self, ret: Type) -> PResult<Type> {
        self.enter()?;
        let r = self.parse_function_type_inner(ret);
        self.leave();
        r
    }

    fn parse_function_type_inner(&mut self, ret: Type) -> PResult<Type> {
        let at = self.tok.start;
        if !self.valid_return_type(ret) {
            return self.err_at(at, "invalid function return type");
        }
        self.expect(Tok::LParen, "'('")?;
        let base = self.s_types.len();
        let mut vararg = false;
        if !self.at(Tok::RParen) {
            loop {
                if self.eat(Tok::DotDotDot) {
                    vararg = true;
                    break;
                }
                let pat = self.tok.start;
                let ty = self.parse_type()?;
                if !self.valid_param_type(ty) {
                    return self.err_at(pat, "invalid type for function argument");
                }
                // LLParser reads attributes and a name here, then rejects
                // either (the name first).
                let attrs = if self.at_param_attr_start() {
                    self.parse_param_attrs()?
                } else {
                    AttrSet::EMPTY
                };
                if matches!(self.tok.kind, Tok::LocalVar(_) | Tok::LocalId(_)) {
                    return self.err("argument name invalid in function type");
                }
                if attrs != AttrSet::EMPTY {
                    return self.err_at(pat, "argument attributes invalid in function type");
                }
                self.s_types.push(ty);
                if !self.eat(Tok::Comma) {
                    break;
                }
            }
        }
        self.expect(Tok::RParen, "')' at end of argument list")?;
        let params: Box<[Type]> = self.s_types[base..].into();
        self.s_types.truncate(base);
        Ok(self.m.types.intern(TypeData::Function {
            ret,
            params,
            vararg,
        }))
    }

    /// Whether `ty` may be a function's return type.
    pub(crate) fn valid_return_type(&self, ty: Type) -> bool {
        !matches!(
            self.m.types.get(ty),
            TypeData::Function { .. } | TypeData::Label | TypeData::Metadata
        )
    }

    /// Whether `ty` may be a parameter type.
    pub(crate) fn valid_param_type(&self, ty: Type) -> bool {
        !matches!(
            self.m.types.get(ty),
            TypeData::Function { .. } | TypeData::Void
        )
    }

    /// After `{`: `}` or `T, T, ... }`.
    fn parse_struct_body_type(&mut self, packed: bool) -> PResult<Type> {
        let base = self.s_types.len();
        if !self.at(Tok::RBrace) {
            loop {
                let at = self.tok.start;
                let ty = self.parse_type()?;
                if !self.valid_struct_element_type(ty) {
                    return self.err_at(at, "invalid element type for struct");
                }
                self.s_types.push(ty);
                if !self.eat(Tok::Comma) {
                    break;
                }
            }
        }
        self.expect(Tok::RBrace, "'}' at end of struct")?;
        let fields: Box<[Type]> = self.s_types[base..].into();
        self.s_types.truncate(base);
        Ok(self.m.types.intern(TypeData::Struct { fields, packed }))
    }

    /// Whether `ty` may be an array element (LLVM 19's
    /// `ArrayType::isValidElementType`).
    pub(crate) fn valid_element_type(&self, ty: Type) -> bool {
        !matches!(self.m.types.get(ty), TypeData::X86Amx) && self.valid_struct_element_type(ty)
    }

    /// Whether `ty` may be a struct element (LLVM 19's
    /// `StructType::isValidElementType`): array elements and also
    /// `x86_amx`. Scalable vectors are allowed in both (such aggregates
    /// are unsized unless homogeneous, see [`TypeTable::scalable_struct_sized`]).
    ///
    /// [`TypeTable::scalable_struct_sized`]: crate::types::TypeTable::scalable_struct_sized
    pub(crate) fn valid_struct_element_type(&self, ty: Type) -> bool {
        !matches!(
            self.m.types.get(ty),
            TypeData::Void
                | TypeData::Label
                | TypeData::Metadata
                | TypeData::Function { .. }
                | TypeData::Token
        )
    }

    /// `[N x T]`
    fn parse_array_type(&mut self) -> PResult<Type> {
        self.expect(Tok::LSquare, "'['")?;
        let len = self.parse_u64("number in array type")?;
        self.expect_kw(Kw::X)?;
        let at = self.tok.start;
        let elem = self.parse_type()?;
        if !self.valid_element_type(elem) {
            return self.err_at(at, "invalid array element type");
        }
        self.expect(Tok::RSquare, "']' at end of array")?;
        Ok(self.m.types.intern(TypeData::Array { elem, len }))
    }

    /// After `<`: `N x T>` or `vscale x N x T>`.
    fn parse_vector_type(&mut self) -> PResult<Type> {
        let scalable = self.eat_kw(Kw::Vscale);
        if scalable {
            self.expect_kw(Kw::X)?;
        }
        let at = self.tok.start;
        let len = self.parse_u64("number in vector type")?;
        if len == 0 {
            return self.err_at(at, "zero element vector is illegal");
        }
        let Ok(len) = u32::try_from(len) else {
            return self.err_at(at, "size too large for vector");
        };
        self.expect_kw(Kw::X)?;
        let eat = self.tok.start;
        let elem = self.parse_type()?;
        if !self.valid_vector_elem(elem) {
            return self.err_at(eat, "invalid vector element type");
        }
        self.expect(Tok::Greater, "'>' at end of vector")?;
        Ok(self.m.types.intern(TypeData::Vector {
            elem,
            len,
            scalable,
        }))
    }

    /// Whether `ty` may be a vector element.
    pub(crate) fn valid_vector_elem(&self, ty: Type) -> bool {
        matches!(self.m.types.get(ty), TypeData::Int(_) | TypeData::Ptr(_))
            || self.m.types.is_float(ty)
    }

    /// `target("name", T..., N...)`
    fn parse_target_ext_type(&mut self) -> PResult<Type> {
        self.expect_kw(Kw::Target)?;
        self.expect(Tok::LParen, "'(' in target extension type")?;
        let name = self.parse_str("string in target extension type")?;
        let base = self.s_types.len();
        let mut ints: Vec<u32> = Vec::new();
        while self.eat(Tok::Comma) {
            if matches!(self.tok.kind, Tok::Int(_)) {
                ints.push(self.parse_u32("integer parameter")?);
            } else {
                if !ints.is_empty() {
                    return self.err("expected integer parameter");
                }
                let ty = self.parse_ret_type()?;
                self.s_types.push(ty);
            }
        }
        self.expect(Tok::RParen, "')' in target extension type")?;
        let types: Box<[Type]> = self.s_types[base..].into();
        self.s_types.truncate(base);
        Ok(self.m.types.intern(TypeData::TargetExt {
            name,
            types,
            ints: ints.into_boxed_slice(),
        }))
    }

    // ------------------------------------------------------------------
    // Named types
    // ------------------------------------------------------------------

    /// The type `%name` refers to, creating an opaque forward reference.
    fn named_type_ref(&mut self, name: crate::symbols::Sym, at: u32) -> Type {
        if let Some(ty) = self.type_names.get(&name).and_then(|slot| slot.ty) {
            return ty;
        }
        let ty = self.m.types.new_named(Some(name));
        self.type_names.insert(
            name,
            TypeSlot {
                ty: Some(ty),
                defined: false,
                use_off: at,
            },
        );
        ty
    }

    /// The type `%N` refers to, creating an opaque forward reference.
    fn numbered_type_ref(&mut self, n: u32, at: u32) -> Type {
        let slot = self.type_nums.get(n);
        if let Some(ty) = slot.ty {
            return ty;
        }
        let ty = self.m.types.new_named(None);
        self.type_nums.set(
            n,
            TypeSlot {
                ty: Some(ty),
                defined: false,
                use_off: at,
            },
        );
        ty
    }

    /// `%name = type ...` / `%N = type ...`
    pub(crate) fn parse_type_def(&mut self) -> PResult<()> {
        let name_tok = self.bump();
        let (slot, name) = match name_tok.kind {
            Tok::LocalId(n) => {
                if n < self.next_type_num {
                    return self.err_at(
                        name_tok.start,
                        format!(
                            "type expected to be numbered '%{}' or greater",
                            self.next_type_num
                        ),
                    );
                }
                self.next_type_num = n + 1;
                (self.type_nums.get(n), None)
            }
            _ => {
                let s = self.name_sym(name_tok)?;
                (
                    self.type_names.get(&s).copied().unwrap_or_default(),
                    Some(s),
                )
            }
        };
        if slot.defined {
            return self.err_at(name_tok.start, "redefinition of type");
        }
        self.expect(Tok::Equal, "'=' after name")?;
        if !self.at_kw(Kw::Type) {
            return self.err("expected 'type' after name");
        }
        self.bump();
        let new_slot = |ty| TypeSlot {
            ty: Some(ty),
            defined: true,
            use_off: 0,
        };
        // Struct bodies (and `opaque`) define an identified struct; anything
        // else is a plain alias.
        let is_struct = matches!(self.tok.kind, Tok::LBrace | Tok::Kw(Kw::Opaque))
            || (self.at(Tok::Less) && self.peek_packed_struct());
        let ty = if is_struct {
            let ty = match slot.ty {
                Some(t) => t,
                None => self.m.types.new_named(name),
            };
            // Register the name before the body, which may refer to it.
            match name {
                Some(s) => {
                    self.type_names.insert(s, new_slot(ty));
                }
                None => {
                    if let Tok::LocalId(n) = name_tok.kind {
                        self.type_nums.set(n, new_slot(ty));
                    }
                }
            }
            if self.eat_kw(Kw::Opaque) {
                // Stays opaque.
            } else {
                let packed = self.eat(Tok::Less);
                self.expect(Tok::LBrace, "'{'")?;
                self.enter()?;
                let body = self.parse_struct_body_type(packed)?;
                self.leave();
                if packed {
                    self.expect(Tok::Greater, "'>' at end of packed struct")?;
                }
                let (fields, packed) = match self.m.types.get(body) {
                    TypeData::Struct { fields, packed } => (fields.clone(), *packed),
                    _ => (Box::default(), packed),
                };
                self.m.types.set_body(ty, fields, packed);
            }
            ty
        } else {
            if slot.ty.is_some() {
                return self.err_at(name_tok.start, "forward references to non-struct type");
            }
            self.parse_type()?
        };
        match name {
            Some(s) => {
                self.type_names.insert(s, new_slot(ty));
            }
            None => {
                if let Tok::LocalId(n) = name_tok.kind {
                    self.type_nums.set(n, new_slot(ty));
                }
            }
        }
        Ok(())
    }

    /// With `<` current: whether `<{` follows (a packed struct body).
    fn peek_packed_struct(&self) -> bool {
        let mut l = super::lexer::Lexer::new(self.src);
        l.seek(self.tok.end as usize);
        l.next().kind == Tok::LBrace
    }

    // ------------------------------------------------------------------
    // Type names for diagnostics
    // ------------------------------------------------------------------

    /// `ty` as LLVM writes it.
    pub(crate) fn type_str(&self, ty: Type) -> String {
        // Numbered types are shown with their number in the source.
        let num = |t: Type| {
            self.type_nums
                .entries()
                .find(|(_, slot)| slot.ty == Some(t))
                .map(|(n, _)| n)
        };
        let mut s = String::new();
        write_type(&self.m, ty, &mut s, 0, &num);
        s
    }
}

/// `ty` of module `m` as LLVM writes it (for tests);
/// unnamed identified structs show their index in the named-struct table.
#[cfg(test)]
pub(crate) fn type_name(m: &crate::module::Module, ty: Type) -> String {
    let mut s = String::new();
    write_type(m, ty, &mut s, 0, &|_| None);
    s
}

fn write_type(
    m: &crate::module::Module,
    ty: Type,
    s: &mut String,
    depth: u32,
    num: &dyn Fn(Type) -> Option<u32>,
) {
    use std::fmt::Write;
    if depth > MAX_PRINT_DEPTH {
        s.push_str("...");
        return;
    }
    let list = |s: &mut String, tys: &[Type]| {
        for (i, t) in tys.iter().enumerate() {
            if i > 0 {
                s.push_str(", ");
            }
            write_type(m, *t, s, depth + 1, num);
        }
    };
    match m.types.get(ty) {
        TypeData::Void => s.push_str("void"),
        TypeData::Int(n) => {
            let _ = write!(s, "i{n}");
        }
        TypeData::Half => s.push_str("half"),
        TypeData::BFloat => s.push_str("bfloat"),
        TypeData::Float => s.push_str("float"),
        TypeData::Double => s.push_str("double"),
        TypeData::X86Fp80 => s.push_str("x86_fp80"),
        TypeData::Fp128 => s.push_str("fp128"),
        TypeData::PpcFp128 => s.push_str("ppc_fp128"),
        TypeData::X86Amx => s.push_str("x86_amx"),
        TypeData::Ptr(0) => s.push_str("ptr"),
        TypeData::Ptr(a) => {
            let _ = write!(s, "ptr addrspace({a})");
        }
        TypeData::Vector {
            elem,
            len,
            scalable,
        } => {
            s.push('<');
            if *scalable {
                s.push_str("vscale x ");
            }
            let _ = write!(s, "{len} x ");
            write_type(m, *elem, s, depth + 1, num);
            s.push('>');
        }
        TypeData::Array { elem, len } => {
            let _ = write!(s, "[{len} x ");
            write_type(m, *elem, s, depth + 1, num);
            s.push(']');
        }
        TypeData::Struct { fields, packed } => {
            if *packed {
                s.push('<');
            }
            if fields.is_empty() {
                s.push_str("{}");
            } else {
                s.push_str("{ ");
                list(s, fields);
                s.push_str(" }");
            }
            if *packed {
                s.push('>');
            }
        }
        TypeData::Named(i) => match m.types.named(ty).and_then(|n| n.name) {
            Some(n) => {
                s.push('%');
                s.push_str(&m.symbols.get_str(n));
            }
            None => {
                let n = num(ty).unwrap_or(*i);
                let _ = write!(s, "%{n}");
            }
        },
        TypeData::Function {
            ret,
            params,
            vararg,
        } => {
            write_type(m, *ret, s, depth + 1, num);
            s.push_str(" (");
            list(s, params);
            if *vararg {
                s.push_str(if params.is_empty() { "..." } else { ", ..." });
            }
            s.push(')');
        }
        TypeData::Label => s.push_str("label"),
        TypeData::Token => s.push_str("token"),
        TypeData::Metadata => s.push_str("metadata"),
        TypeData::TargetExt { name, types, ints } => {
            let _ = write!(s, "target(\"{}\"", m.symbols.get_str(*name));
            for t in types.iter() {
                s.push_str(", ");
                write_type(m, *t, s, depth + 1, num);
            }
            for i in ints.iter() {
                let _ = write!(s, ", {i}");
            }
            s.push(')');
        }
    }
}

/// Type names in messages stop expanding beyond this depth.
const MAX_PRINT_DEPTH: u32 = 64;
