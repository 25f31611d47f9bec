//! Metadata: numbered definitions `!N = [distinct] !{...}` / `!DIx(...)`,
//! named metadata, inline nodes, attachments (`!dbg !7`), function-local
//! metadata operands (`metadata i32 %x`, `!DIArgList(...)`) and debug
//! records (`#dbg_value(...)`).

use super::lexer::{Kw, Tok};
use super::{MdSlot, PResult, Parser};
use crate::function::{DbgRecordKind, Inst, MdAttachment, MdOperand};
use crate::metadata::{MdField, MdNode, MdNodeData, MdNodeKind, MdRef};
use crate::symbols::Sym;

/// log2 of the entries of the word-symbol cache.
pub(crate) const WORD_CACHE_BITS: u32 = 12;

impl<'a> Parser<'a> {
    /// `!N = [distinct] node`
    pub(crate) fn parse_md_def(&mut self, n: u32) -> PResult<()> {
        let t = self.bump();
        self.expect(Tok::Equal, "'=' here")?;
        let distinct = self.eat_kw(Kw::Distinct);
        let kind = self.parse_md_node_kind(distinct)?;
        let slot = self.md_nums.get(n);
        if slot.defined {
            return self.err_at(t.start, "Metadata id is already used");
        }
        let data = MdNodeData { distinct, kind };
        let node = match slot.node {
            Some(nd) => {
                self.m.metadata[nd] = data;
                nd
            }
            None => self.m.metadata.push(data),
        };
        self.md_nums.set(
            n,
            MdSlot {
                node: Some(node),
                defined: true,
                use_off: 0,
            },
        );
        Ok(())
    }

    /// `!name = !{!0, !1, ...}`
    pub(crate) fn parse_named_md(&mut self) -> PResult<()> {
        let t = self.bump();
        let name = self.name_sym(t)?;
        self.expect(Tok::Equal, "'=' here")?;
        self.expect(Tok::Exclaim, "'!' here")?;
        self.expect(Tok::LBrace, "'{' here")?;
        let base = self.s_md.len();
        if !self.at(Tok::RBrace) {
            loop {
                if !matches!(
                    self.tok.kind,
                    Tok::MdId(_) | Tok::Exclaim | Tok::MetadataVar
                ) {
                    return self.err("expected '!' here");
                }
                let r = self.parse_md_ref()?;
                self.s_md.push(r);
                if !self.eat(Tok::Comma) {
                    break;
                }
            }
        }
        self.expect(Tok::RBrace, "'}' here")?;
        let refs: Vec<MdRef> = self.s_md[base..].to_vec();
        self.s_md.truncate(base);
        if let Some(entry) = self.m.named_metadata.iter_mut().find(|(n, _)| *n == name) {
            let mut v = std::mem::take(&mut entry.1).into_vec();
            v.extend(refs);
            entry.1 = v.into_boxed_slice();
        } else {
            self.m.named_metadata.push((name, refs.into_boxed_slice()));
            self.m.named_metadata_offsets.push(t.start);
        }
        Ok(())
    }

    /// `!{...}` or `!Class(...)` (the node's contents), `distinct` or not.
    fn parse_md_node_kind(&mut self, distinct: bool) -> PResult<MdNodeKind> {
        self.enter()?;
        let r = self.parse_md_node_kind_inner(distinct);
        self.leave();
        r
    }

    fn parse_md_node_kind_inner(&mut self, distinct: bool) -> PResult<MdNodeKind> {
        match self.tok.kind {
            Tok::Exclaim => {
                self.bump();
                self.expect(Tok::LBrace, "'{' here")?;
                self.parse_md_tuple_rest()
            }
            Tok::MetadataVar => {
                let t = self.bump();
                let class = self.class_sym(t)?;
                self.parse_specialized_rest(class, t.start, distinct)
            }
            _ => self.err("expected metadata node"),
        }
    }

    /// After `!{`: elements then `}`.
    fn parse_md_tuple_rest(&mut self) -> PResult<MdNodeKind> {
        let base = self.s_md.len();
        if !self.at(Tok::RBrace) {
            loop {
                let r = self.parse_md_elem()?;
                self.s_md.push(r);
                if !self.eat(Tok::Comma) {
                    break;
                }
            }
        }
        self.expect(Tok::RBrace, "'}' here")?;
        let elems: Box<[MdRef]> = self.s_md[base..].into();
        self.s_md.truncate(base);
        Ok(MdNodeKind::Tuple(elems))
    }

    /// A tuple element: `null`, metadata, or a typed constant.
    fn parse_md_elem(&mut self) -> PResult<MdRef> {
        match self.tok.kind {
            Tok::Kw(Kw::Null) => {
                self.bump();
                Ok(MdRef::Null)
            }
            Tok::MdId(_) | Tok::Exclaim | Tok::MetadataVar => self.parse_md_ref(),
            _ => {
                let (_, c) = self.parse_typed_const()?;
                Ok(MdRef::Const(c))
            }
        }
    }

    /// After `!Class` (the token at `class_at`): `(field: value, ...)`. For
    /// the classes of [`di_fields`](super::di_fields), unknown, repeated
    /// and missing required fields and values of the wrong kind are errors,
    /// as in LLVM; so are a `!DICompileUnit` and a defining `!DISubprogram`
    /// that are not `distinct`.
    fn parse_specialized_rest(
        &mut self,
        class: Sym,
        class_at: u32,
        distinct: bool,
    ) -> PResult<MdNodeKind> {
        let class_name = self.m.symbols.get(class);
        if class_name == b"DICompileUnit" && !distinct {
            return self.err_at(class_at, "missing 'distinct', required for !DICompileUnit");
        }
        let is_expression = class_name == b"DIExpression";
        let is_subprogram = class_name == b"DISubprogram";
        let spec = super::di_fields::class_fields(class_name);
        self.expect(Tok::LParen, "'(' here")?;
        let mut seen = 0u64;
        let base = self.s_fields.len();
        if !self.at(Tok::RParen) {
            loop {
                let mut kind = None;
                let name = if let Tok::LabelStr(n) = self.tok.kind
                    && !n.quoted()
                {
                    let t = self.bump();
                    let (raw, _) = self.name_raw(t);
                    if let Some(spec) = spec {
                        let i = self.check_md_field_name(spec, seen, raw, t.start)?;
                        seen |= 1 << i;
                        kind = Some(spec[i].2);
                    }
                    Some(self.word_sym(raw))
                } else {
                    if spec.is_some() {
                        return self.err("expected field label here");
                    }
                    None
                };
                let at = self.tok.start;
                let v = self.parse_md_field_value()?;
                if let (Some(name), Some(kind)) = (name, kind) {
                    let field = self.m.symbols.get(name);
                    self.check_md_field_value(field, kind, v, at)?;
                } else if is_expression && name.is_none() {
                    self.check_di_expression_elem(v, at)?;
                }
                self.s_fields.push((name, v));
                if !self.eat(Tok::Comma) {
                    break;
                }
            }
        }
        let close = self.tok.start;
        self.expect(Tok::RParen, "')' here")?;
        if let Some(spec) = spec
            && let Some((name, _, _)) = spec
                .iter()
                .enumerate()
                .find(|&(i, &(_, required, _))| required && seen & (1 << i) == 0)
                .map(|(_, f)| f)
        {
            let name = String::from_utf8_lossy(name);
            return self.err_at(close, format!("missing required field '{name}'"));
        }
        if is_subprogram && !distinct && self.subprogram_is_definition(&self.s_fields[base..]) {
            return self.err_at(
                class_at,
                "missing 'distinct', required for !DISubprogram that is a Definition",
            );
        }
        let fields: Box<[(Option<Sym>, MdField)]> = self.s_fields[base..].into();
        self.s_fields.truncate(base);
        Ok(MdNodeKind::Special { class, fields })
    }

    /// Whether a `!DISubprogram` with `fields` is a definition, as LLVM
    /// decides: by `spFlags` when given (`DISPFlagDefinition`, bit 3),
    /// else by `isDefinition` (true when absent).
    fn subprogram_is_definition(&self, fields: &[(Option<Sym>, MdField)]) -> bool {
        let field = |n: &[u8]| {
            fields
                .iter()
                .find(|(name, _)| name.is_some_and(|s| self.m.symbols.get(s) == n))
                .map(|&(_, v)| v)
        };
        if let Some(flags) = field(b"spFlags") {
            return match flags {
                MdField::Int(v) => v & 8 != 0,
                MdField::Ident(s) => self.m.symbols.get(s).split(|&c| c == b'|').any(|w| {
                    let w = w.trim_ascii();
                    w == b"DISPFlagDefinition"
                        || std::str::from_utf8(w)
                            .ok()
                            .and_then(|d| d.parse::<u32>().ok())
                            .is_some_and(|v| v & 8 != 0)
                }),
                _ => false,
            };
        }
        match field(b"isDefinition") {
            Some(MdField::Ident(s)) => self.m.symbols.get(s) == b"true",
            _ => true,
        }
    }

    /// The index of field `name` (at `at`) in the class's `spec`; an error
    /// if the class has no such field or it was `seen` already.
    fn check_md_field_name(
        &self,
        spec: super::di_fields::Fields,
        seen: u64,
        name: &[u8],
        at: u32,
    ) -> PResult<usize> {
        let text = || String::from_utf8_lossy(name).into_owned();
        let Some(i) = spec.iter().position(|&(n, _, _)| n == name) else {
            return self.err_at(at, format!("invalid field '{}'", text()));
        };
        if seen & (1 << i) != 0 {
            return self.err_at(
                at,
                format!("field '{}' cannot be specified more than once", text()),
            );
        }
        Ok(i)
    }

    /// Interns a short word through a cache keyed by its packed bytes
    /// (field names, node classes, DWARF constants repeat constantly).
    pub(crate) fn word_sym(&mut self, bytes: &[u8]) -> Sym {
        let len = bytes.len();
        if len == 0 || len > 16 {
            return self.m.symbols.intern(bytes);
        }
        // Words from the source are read as two machine words in place.
        let off = (bytes.as_ptr() as usize).wrapping_sub(self.src.as_ptr() as usize);
        let key = match self.src.get(off..off + 16) {
            Some(b) if b.as_ptr() == bytes.as_ptr() => {
                let lo = u64::from_le_bytes([b[0], b[1], b[2], b[3], b[4], b[5], b[6], b[7]]);
                let hi = u64::from_le_bytes([b[8], b[9], b[10], b[11], b[12], b[13], b[14], b[15]]);
                let (ml, mh) = super::keywords::MASKS[len];
                (lo & ml) as u128 | (((hi & mh) as u128) << 64)
            }
            _ => super::keywords::pack(bytes),
        };
        // Length in the top byte keeps words with NUL bytes distinct.
        let key = key ^ ((len as u128) << 120);
        let h = ((key as u64) ^ ((key >> 64) as u64).rotate_left(29))
            .wrapping_mul(0x9E37_79B9_7F4A_7C15);
        let slot = (h >> (64 - WORD_CACHE_BITS)) as usize;
        let e = self.word_cache[slot];
        if e.0 == key && e.1 != u32::MAX {
            return Sym(e.1);
        }
        let s = self.m.symbols.intern(bytes);
        self.word_cache[slot] = (key, s.0);
        s
    }

    /// The class name of a `!Class` token.
    fn class_sym(&mut self, t: super::lexer::Token) -> PResult<Sym> {
        let (raw, _) = self.name_raw(t);
        let known = super::di_fields::class_fields(raw).is_some()
            || raw == b"DIExpression"
            || raw == b"DIArgList";
        if !known {
            return self.err_at(t.start, "expected metadata type");
        }
        Ok(self.word_sym(raw))
    }

    /// The value of a specialized node's field.
    fn parse_md_field_value(&mut self) -> PResult<MdField> {
        let t = self.tok;
        match t.kind {
            Tok::Int(small) => {
                self.bump();
                if self.at(Tok::Bar) {
                    return self.parse_md_flag_words(t);
                }
                if small != super::lexer::INT_TEXT {
                    return Ok(MdField::Int(small as i128));
                }
                match super::numbers::dec_i128(self.text(t)) {
                    Some(v) => Ok(MdField::Int(v)),
                    None => self.err_at(t.start, "integer constant too large for metadata field"),
                }
            }
            Tok::Str => {
                self.bump();
                Ok(MdField::Str(self.name_sym(t)?))
            }
            Tok::Kw(Kw::Null) => {
                self.bump();
                Ok(MdField::Ref(MdRef::Null))
            }
            Tok::MdId(_) | Tok::Exclaim | Tok::MetadataVar => {
                Ok(MdField::Ref(self.parse_md_ref()?))
            }
            Tok::IntType(_)
            | Tok::Kw(
                Kw::Ptr
                | Kw::Half
                | Kw::BFloat
                | Kw::Float
                | Kw::Double
                | Kw::X86Fp80
                | Kw::Fp128
                | Kw::PpcFp128,
            ) => {
                let (_, c) = self.parse_typed_const()?;
                Ok(MdField::Ref(MdRef::Const(c)))
            }
            Tok::Word | Tok::Kw(_) | Tok::Attr(_) | Tok::Cc(_) => {
                self.bump();
                if self.at(Tok::Bar) {
                    return self.parse_md_flag_words(t);
                }
                let text = self.text(t);
                Ok(MdField::Ident(self.word_sym(text)))
            }
            _ => self.err("expected metadata field value"),
        }
    }

    /// Flag words (names or integers) joined by `|`, the first (`t`)
    /// already read: `DIFlagPrototyped | 64`.
    fn parse_md_flag_words(&mut self, t: super::lexer::Token) -> PResult<MdField> {
        let mut s: Vec<u8> = self.text(t).to_vec();
        while self.eat(Tok::Bar) {
            let p = self.tok;
            if !matches!(p.kind, Tok::Word | Tok::Kw(_) | Tok::Attr(_) | Tok::Int(_)) {
                return self.err("expected flag after '|'");
            }
            self.bump();
            s.extend_from_slice(b" | ");
            s.extend_from_slice(self.text(p));
        }
        Ok(MdField::Ident(self.m.symbols.intern(&s)))
    }

    /// A metadata reference: `!N`, `!"string"`, `!{...}` or `!Class(...)`.
    pub(crate) fn parse_md_ref(&mut self) -> PResult<MdRef> {
        let t = self.tok;
        match t.kind {
            Tok::MdId(n) => {
                self.bump();
                // LLVM locates `!N` at the number.
                Ok(MdRef::Node(self.md_num_ref(n, t.start + 1)))
            }
            Tok::Exclaim => {
                self.bump();
                if self.at(Tok::Str) {
                    let s = self.bump();
                    return Ok(MdRef::String(self.name_sym(s)?));
                }
                if matches!(self.tok.kind, Tok::Int(_)) {
                    let it = self.tok;
                    let n = self.parse_u32("integer")?;
                    return Ok(MdRef::Node(self.md_num_ref(n, it.start)));
                }
                if !self.at(Tok::LBrace) {
                    return self.err("expected integer");
                }
                self.bump();
                self.enter()?;
                let kind = self.parse_md_tuple_rest();
                self.leave();
                Ok(MdRef::Node(self.inline_node(false, kind?)))
            }
            Tok::MetadataVar => {
                self.bump();
                let class = self.class_sym(t)?;
                self.enter()?;
                let kind = self.parse_specialized_rest(class, t.start, false);
                self.leave();
                Ok(MdRef::Node(self.inline_node(false, kind?)))
            }
            Tok::Kw(Kw::Distinct) => {
                self.bump();
                let kind = self.parse_md_node_kind(true)?;
                Ok(MdRef::Node(self.inline_node(true, kind)))
            }
            _ => self.err("expected metadata operand"),
        }
    }

    /// The node `!N` names, creating a forward reference if new.
    fn md_num_ref(&mut self, n: u32, at: u32) -> MdNode {
        let slot = self.md_nums.get(n);
        if let Some(node) = slot.node {
            return node;
        }
        let node = self.m.metadata.push(MdNodeData {
            distinct: false,
            kind: MdNodeKind::Tuple(Box::default()),
        });
        self.md_nums.set(
            n,
            MdSlot {
                node: Some(node),
                defined: false,
                use_off: at,
            },
        );
        node
    }

    /// Interns an inline node (uniqued unless distinct).
    fn inline_node(&mut self, distinct: bool, kind: MdNodeKind) -> MdNode {
        let data = MdNodeData { distinct, kind };
        if distinct {
            return self.m.metadata.push(data);
        }
        if let Some(&n) = self.md_inline.get(&data) {
            return n;
        }
        let n = self.m.metadata.push(data.clone());
        self.md_inline.insert(data, n);
        n
    }

    /// A node reference (for attachments): `!N` or an inline node.
    pub(crate) fn parse_md_node(&mut self) -> PResult<MdNode> {
        let at = self.tok.start;
        match self.parse_md_ref()? {
            MdRef::Node(n) => Ok(n),
            _ => self.err_at(at, "expected metadata node"),
        }
    }

    /// `!kind !node` pairs with no commas (function headers).
    pub(crate) fn parse_global_attachments(&mut self, out: &mut Vec<(Sym, MdRef)>) -> PResult<()> {
        while self.at(Tok::MetadataVar) {
            let (k, n) = self.parse_one_attachment()?;
            out.push((k, MdRef::Node(n)));
        }
        Ok(())
    }

    /// `!kind !node`.
    pub(crate) fn parse_one_attachment(&mut self) -> PResult<(Sym, MdNode)> {
        let t = self.expect(Tok::MetadataVar, "metadata attachment kind")?;
        let kind = if self.text(t) == b"!dbg" {
            self.sym_dbg
        } else {
            self.name_sym(t)?
        };
        let n = self.parse_md_node()?;
        Ok((kind, n))
    }

    /// The attachments after an instruction: `, !kind !node ...`. With
    /// `ate_comma`, the instruction's parser already consumed the first comma.
    pub(crate) fn parse_inst_attachments(&mut self, inst: Inst, ate_comma: bool) -> PResult<()> {
        if !ate_comma && !self.eat(Tok::Comma) {
            return Ok(());
        }
        loop {
            if !self.at(Tok::MetadataVar) {
                return self.err("expected metadata after comma");
            }
            let t = self.bump();
            let node = self.parse_md_node()?;
            if self.text(t) == b"!dbg" {
                self.f.debug_locs[inst] = node.into();
            } else {
                let kind = self.name_sym(t)?;
                self.f.attachments.push(MdAttachment {
                    inst,
                    kind,
                    node: MdRef::Node(node),
                });
            }
            if !self.eat(Tok::Comma) {
                return Ok(());
            }
        }
    }

    /// A function-local metadata operand: `!DIArgList(...)`, any metadata
    /// reference, or a typed value.
    pub(crate) fn parse_md_operand(&mut self) -> PResult<MdOperand> {
        self.enter()?;
        let r = self.parse_md_operand_inner();
        self.leave();
        r
    }

    fn parse_md_operand_inner(&mut self) -> PResult<MdOperand> {
        match self.tok.kind {
            Tok::MetadataVar if self.text(self.tok) == b"!DIArgList" => {
                self.bump();
                self.expect(Tok::LParen, "'(' here")?;
                let base = self.s_values.len();
                if !self.at(Tok::RParen) {
                    loop {
                        let ty = self.parse_type()?;
                        let v = self.parse_value(ty)?;
                        self.s_values.push(v);
                        if !self.eat(Tok::Comma) {
                            break;
                        }
                    }
                }
                self.expect(Tok::RParen, "')' here")?;
                let vals: Box<[crate::function::Value]> = self.s_values[base..].into();
                self.s_values.truncate(base);
                Ok(MdOperand::ArgList(vals))
            }
            Tok::MdId(_) | Tok::Exclaim | Tok::MetadataVar | Tok::Kw(Kw::Distinct) => {
                Ok(MdOperand::Md(self.parse_md_ref()?))
            }
            _ => {
                let at = self.tok.start;
                let ty = self.parse_type()?;
                if ty == self.m.types.common.metadata || ty == self.m.types.common.void {
                    return self.err_at(at, "invalid type for metadata operand");
                }
                let v = self.parse_value(ty)?;
                Ok(MdOperand::Value(v))
            }
        }
    }

    /// `#dbg_kind(op, op, ...)`; the record is attached to the next
    /// instruction.
    pub(crate) fn parse_dbg_record(&mut self, kind: DbgRecordKind) -> PResult<()> {
        let t = self.bump();
        self.expect(Tok::LParen, "'(' here")?;
        let mut ops = Vec::with_capacity(4);
        loop {
            ops.push(self.parse_md_operand()?);
            if !self.eat(Tok::Comma) {
                break;
            }
        }
        self.expect(Tok::RParen, "')' here")?;
        let want = match kind {
            DbgRecordKind::Value | DbgRecordKind::Declare => 4,
            DbgRecordKind::Assign => 7,
            DbgRecordKind::Label => 2,
        };
        if ops.len() != want {
            return self.err_at(t.start, format!("debug record expects {want} operands"));
        }
        self.fs.records.push((kind, ops.into_boxed_slice()));
        Ok(())
    }
}
