//! Function bodies: parameters, basic blocks, local values with forward
//! references, and instruction creation in text order (so each block's
//! instructions are a contiguous range).

use super::lexer::{Tok, Token};
use super::nummap::NumMap;
use super::{PResult, Parser};
use crate::attributes::AttrSet;
use crate::constants::Const;
use crate::function::{
    Block, BlockData, DbgRecord, DbgRecordKind, Function, Inst, MdOperand, Value, ValueData,
    ValueDef,
};
use crate::instructions::InstData;
use crate::module::FuncId;
use crate::symbols::{FxHashMap, Sym};
use crate::types::Type;
use cranelift_entity::EntityRef;
use cranelift_entity::packed_option::PackedOption;

/// A parameter as written in a function header.
pub(crate) struct ParamInfo {
    pub ty: Type,
    pub attrs: AttrSet,
    /// `%name` or `%N`, if written.
    pub name: Option<Token>,
}

/// What a local name stands for.
#[derive(Copy, Clone, Default, PartialEq, Debug)]
pub(crate) enum Local {
    /// Not seen.
    #[default]
    Empty,
    /// A defined value.
    Val(Value),
    /// A defined block.
    Block(Block),
    /// A value used before its definition (offset of the first use in
    /// `FnState::val_use`).
    FwdVal(Value),
    /// A block used before its label (offset of the first use in
    /// `FnState::block_use`).
    FwdBlock(Block),
}

/// Per-function scratch state, reused (cleared) across functions.
#[derive(Default)]
pub(crate) struct FnState {
    pub named: FxHashMap<Sym, Local>,
    pub numbered: NumMap<Local>,
    /// The next number an unnamed value or block gets.
    pub next_num: u32,
    /// Unresolved forward references.
    pub fwd: u32,
    /// Offset of the first use of each forward-referenced value, by index.
    pub val_use: Vec<u32>,
    /// Offset of the first use of each forward-referenced block, by index.
    pub block_use: Vec<u32>,
    /// Constant operand (by index) -> its value in this function, valid
    /// when stamped with the current `generation` (so nothing is cleared
    /// between functions).
    pub consts: Vec<(u32, Value)>,
    /// Stamp of the function being parsed (starts at 1).
    pub generation: u32,
    /// Debug records waiting for the instruction they precede.
    pub records: Vec<(DbgRecordKind, Box<[MdOperand]>)>,
    /// The function being parsed.
    pub func: Option<FuncId>,
    /// Its return type.
    pub ret_ty: Option<Type>,
    /// The result name of the instruction being parsed.
    pub result_name: ResultName,
    /// Offset of the instruction being parsed.
    pub inst_start: u32,
}

/// The name an instruction's result is given.
#[derive(Copy, Clone, Default)]
pub(crate) enum ResultName {
    #[default]
    None,
    Named(Token),
    Numbered(u32, u32),
}

/// Records `off` as the first use of entity `i` in `table`.
fn set_use(table: &mut Vec<u32>, i: usize, off: u32) {
    if i >= table.len() {
        table.resize(i + 1, 0);
    }
    table[i] = off;
}

/// A definition placeholder for forward-referenced values.
const FWD_DEF: ValueDef = ValueDef::Param(u32::MAX);

impl<'a> Parser<'a> {
    /// `{ blocks }` of function `fid` with header parameters `params`.
    pub(crate) fn parse_function_body(
        &mut self,
        ret_ty: Type,
        fid: FuncId,
        params: &[ParamInfo],
    ) -> PResult<Function> {
        self.fs.named.clear();
        self.fs.numbered.clear();
        self.fs.next_num = 0;
        self.fs.fwd = 0;
        self.fs.val_use.clear();
        self.fs.block_use.clear();
        self.fs.generation = self.fs.generation.wrapping_add(1);
        if self.fs.generation == 0 {
            // Stamps wrapped around: forget them all.
            self.fs.consts.clear();
            self.fs.generation = 1;
        }
        self.fs.records.clear();
        self.fs.func = Some(fid);
        self.fs.ret_ty = Some(ret_ty);

        for (i, p) in params.iter().enumerate() {
            let v = self.f.values.push(ValueData {
                ty: p.ty,
                def: ValueDef::Param(i as u32),
            });
            self.f.params.push(v);
            match p.name {
                Some(t) => match t.kind {
                    Tok::LocalId(n) => {
                        if n < self.fs.next_num {
                            return self.err_at(
                                t.start,
                                format!(
                                    "argument expected to be numbered '%{}' or greater",
                                    self.fs.next_num
                                ),
                            );
                        }
                        self.fs.numbered.set(n, super::function::Local::Val(v));
                        self.fs.next_num = n + 1;
                    }
                    _ => {
                        let s = self.name_sym(t)?;
                        if self.fs.named.contains_key(&s) {
                            let n = self.m.symbols.get_str(s).into_owned();
                            return self
                                .err_at(t.start, format!("redefinition of argument '%{n}'"));
                        }
                        self.fs.named.insert(s, Local::Val(v));
                        self.f.value_names[v] = s.into();
                    }
                },
                None => {
                    let n = self.fs.next_num;
                    self.fs.numbered.set(n, Local::Val(v));
                    self.fs.next_num = n + 1;
                }
            }
        }

        self.expect(Tok::LBrace, "'{' in function body")?;
        if self.at(Tok::RBrace) || self.at(Tok::Kw(super::lexer::Kw::UseListOrder)) {
            return self.err("function body requires at least one basic block");
        }
        while !self.at(Tok::RBrace) && !self.at(Tok::Kw(super::lexer::Kw::UseListOrder)) {
            self.parse_basic_block()?;
        }
        while self.at(Tok::Kw(super::lexer::Kw::UseListOrder)) {
            self.parse_uselistorder()?;
        }
        self.expect(Tok::RBrace, "'}' at end of function")?;
        if self.fs.fwd > 0 {
            return Err(self.fail(self.undefined_local_error()));
        }
        if !self.pending_blockaddrs.is_empty() {
            self.check_blockaddrs(fid)?;
        }
        self.fs.func = None;
        Ok(self.take_function())
    }

    /// Moves the finished function out. Its big tables are copied into
    /// exactly sized storage and the originals, cleared, stay here for the
    /// next function: no regrowth per function and no slack in the module.
    fn take_function(&mut self) -> Function {
        let n = self.f.insts.len();
        self.f.inst_offsets.resize(n);
        self.f.inst_results.resize(n);
        let mut out = std::mem::take(&mut self.f);
        macro_rules! reuse {
            ($($field:ident),*) => {$(
                let big = std::mem::take(&mut out.$field);
                out.$field = big.clone();
                self.f.$field = big;
                self.f.$field.clear();
            )*};
        }
        reuse!(
            layout,
            blocks,
            insts,
            values,
            value_names,
            inst_results,
            value_pool,
            block_pool,
            index_pool,
            debug_locs,
            attachments,
            inst_offsets,
            block_offsets
        );
        out
    }

    /// Checks the pending `blockaddress` references to function `fid`.
    fn check_blockaddrs(&mut self, fid: FuncId) -> PResult<()> {
        use crate::constants::BlockName;
        let Some(gv) = self.m.functions[fid].gv else {
            return Ok(());
        };
        let mut i = 0;
        while i < self.pending_blockaddrs.len() {
            let (g, block, at) = self.pending_blockaddrs[i];
            if g != gv {
                i += 1;
                continue;
            }
            let (entry, name) = match block {
                BlockName::Named(s) => (
                    self.fs.named.get(&s).copied().unwrap_or_default(),
                    self.m.symbols.get_str(s).into_owned(),
                ),
                BlockName::Numbered(n) => (self.fs.numbered.get(n), n.to_string()),
            };
            if !matches!(entry, Local::Block(_)) {
                return self.err_at(at, format!("use of undefined value '%{name}'"));
            }
            self.pending_blockaddrs.swap_remove(i);
        }
        Ok(())
    }

    /// The error for the earliest unresolved forward reference.
    fn undefined_local_error(&self) -> crate::diagnostics::Diagnostic {
        let mut best: Option<(u32, String)> = None;
        let mut consider = |off: u32, name: String| {
            if best.as_ref().is_none_or(|b| off < b.0) {
                best = Some((off, name));
            }
        };
        let first_use = |l: Local| match l {
            Local::FwdVal(v) => self.fs.val_use.get(v.index()).copied(),
            Local::FwdBlock(b) => self.fs.block_use.get(b.index()).copied(),
            _ => None,
        };
        for (s, l) in &self.fs.named {
            if let Some(off) = first_use(*l) {
                consider(off, self.m.symbols.get_str(*s).into_owned());
            }
        }
        for (n, l) in self.fs.numbered.entries() {
            if let Some(off) = first_use(l) {
                consider(off, n.to_string());
            }
        }
        let (off, name) = best.unwrap_or((0, String::new()));
        crate::diagnostics::Diagnostic::new(
            off as usize,
            format!("use of undefined value '%{name}'"),
        )
    }

    /// One basic block: optional label, records and instructions up to and
    /// including a terminator.
    fn parse_basic_block(&mut self) -> PResult<()> {
        let t = self.tok;
        let block = match t.kind {
            Tok::LabelStr(_) => {
                self.bump();
                let s = self.name_sym(t)?;
                self.define_named_block(s, t.start)?
            }
            Tok::LabelId(n) => {
                self.bump();
                self.define_numbered_block(n, t.start)?
            }
            _ => {
                let n = self.fs.next_num;
                self.define_numbered_block(n, t.start)?
            }
        };
        self.f.layout.push(block);
        let first = self.f.insts.len() as u32;
        self.f.blocks[block].first = first;
        self.f.block_offsets[block] = t.start;
        loop {
            while let Tok::DbgRecord(k) = self.tok.kind {
                self.parse_dbg_record(k)?;
            }
            if self.parse_instruction()? {
                break;
            }
        }
        self.f.blocks[block].end = self.f.insts.len() as u32;
        Ok(())
    }

    /// One instruction with its optional result name and attachments.
    /// Returns whether it was a terminator.
    fn parse_instruction(&mut self) -> PResult<bool> {
        let start = self.tok.start;
        let name = match self.tok.kind {
            Tok::LocalVar(_) => {
                let t = self.bump();
                self.expect(Tok::Equal, "'=' after instruction name")?;
                ResultName::Named(t)
            }
            Tok::LocalId(n) => {
                let t = self.bump();
                self.expect(Tok::Equal, "'=' after instruction id")?;
                ResultName::Numbered(n, t.start)
            }
            _ => ResultName::None,
        };
        self.fs.result_name = name;
        self.fs.inst_start = start;
        let (term, ate_comma) = self.parse_inst_body()?;
        if ate_comma || self.at(Tok::Comma) {
            let inst = Inst::new(self.f.insts.len() - 1);
            self.parse_inst_attachments(inst, ate_comma)?;
        }
        Ok(term)
    }

    /// Appends the instruction just parsed (named by `fs.result_name`),
    /// with result type `ty`, attaching pending debug records and defining
    /// its result value; `ate` says whether a `,` before metadata was
    /// consumed. The instruction is stored where it is built, so it is never
    /// copied through a return slot.
    #[inline(always)]
    pub(crate) fn inst(
        &mut self,
        data: InstData,
        ty: Option<Type>,
        ate: bool,
    ) -> PResult<super::instructions::InstOut> {
        let term = data.is_terminator();
        let inst = self.f.insts.push(data);
        self.finish_inst(inst, ty)?;
        Ok((term, ate))
    }

    /// The rest of [`Parser::inst`]: offsets, debug records, the result.
    fn finish_inst(&mut self, inst: Inst, ty: Option<Type>) -> PResult<()> {
        let start = self.fs.inst_start;
        let name = self.fs.result_name;
        let i = inst.index();
        if i >= self.f.inst_offsets.values().len() {
            // Grow the per-instruction side tables in steps (trimmed when
            // the function is taken).
            self.f.inst_offsets.resize(i + 64);
            self.f.inst_results.resize(i + 64);
        }
        self.f.inst_offsets[inst] = start;
        if !self.fs.records.is_empty() {
            for (kind, operands) in self.fs.records.drain(..) {
                self.f.dbg_records.push(DbgRecord {
                    before: inst,
                    kind,
                    operands,
                });
            }
        }
        let ty = match ty {
            Some(t) if t != self.m.types.common.void => t,
            _ => {
                if !matches!(name, ResultName::None) {
                    return self.err_at(start, "instructions returning void cannot have a name");
                }
                return Ok(());
            }
        };
        let v = match name {
            ResultName::Named(t) => self.define_named_value(t, ty, inst)?,
            // Fast path: the next number, not referenced before.
            ResultName::Numbered(n, _)
                if n == self.fs.next_num && self.fs.numbered.get(n) == Local::Empty =>
            {
                let v = self.f.values.push(ValueData {
                    ty,
                    def: ValueDef::Inst(inst),
                });
                self.fs.numbered.set(n, Local::Val(v));
                self.fs.next_num = n + 1;
                v
            }
            ResultName::Numbered(n, at) => self.define_numbered_value(n, at, ty, inst)?,
            ResultName::None => {
                let n = self.fs.next_num;
                self.define_numbered_value(n, start, ty, inst)?
            }
        };
        self.f.inst_results[inst] = v.into();
        Ok(())
    }

    fn define_numbered_value(&mut self, n: u32, at: u32, ty: Type, inst: Inst) -> PResult<Value> {
        if n < self.fs.next_num {
            return self.err_at(
                at,
                format!(
                    "instruction expected to be numbered '%{}' or greater",
                    self.fs.next_num
                ),
            );
        }
        let v = match self.fs.numbered.get(n) {
            Local::FwdVal(v) => {
                self.resolve_fwd_value(v, ty, inst, at)?;
                v
            }
            Local::FwdBlock(..) => {
                return self.err_at(at, "instruction forward referenced with type 'label'");
            }
            _ => self.f.values.push(ValueData {
                ty,
                def: ValueDef::Inst(inst),
            }),
        };
        self.fs.numbered.set(n, Local::Val(v));
        self.fs.next_num = n + 1;
        Ok(v)
    }

    fn define_named_value(&mut self, t: Token, ty: Type, inst: Inst) -> PResult<Value> {
        let s = self.name_sym(t)?;
        let v = match self.fs.named.get(&s).copied().unwrap_or_default() {
            Local::Empty => {
                let v = self.f.values.push(ValueData {
                    ty,
                    def: ValueDef::Inst(inst),
                });
                self.f.value_names[v] = s.into();
                v
            }
            Local::FwdVal(v) => {
                self.resolve_fwd_value(v, ty, inst, t.start)?;
                v
            }
            Local::FwdBlock(..) => {
                return self.err_at(t.start, "instruction forward referenced with type 'label'");
            }
            Local::Val(_) | Local::Block(_) => {
                let n = self.m.symbols.get_str(s).into_owned();
                return self.err_at(
                    t.start,
                    format!("multiple definition of local value named '{n}'"),
                );
            }
        };
        self.fs.named.insert(s, Local::Val(v));
        Ok(v)
    }

    fn resolve_fwd_value(&mut self, v: Value, ty: Type, inst: Inst, at: u32) -> PResult<()> {
        let fty = self.f.values[v].ty;
        if fty != ty {
            return self.err_at(
                at,
                format!(
                    "instruction forward referenced with type '{}'",
                    self.type_str(fty)
                ),
            );
        }
        self.f.values[v].def = ValueDef::Inst(inst);
        self.fs.fwd -= 1;
        Ok(())
    }

    fn new_block(&mut self, name: Option<Sym>) -> Block {
        self.f.blocks.push(BlockData {
            name: PackedOption::from(name),
            first: 0,
            end: 0,
        })
    }

    fn define_named_block(&mut self, s: Sym, at: u32) -> PResult<Block> {
        let b = match self.fs.named.get(&s).copied().unwrap_or_default() {
            Local::Empty => self.new_block(Some(s)),
            Local::FwdBlock(b) => {
                self.fs.fwd -= 1;
                b
            }
            Local::FwdVal(..) => {
                let n = self.m.symbols.get_str(s).into_owned();
                return self.err_at(at, format!("'%{n}' is not a basic block"));
            }
            Local::Val(_) | Local::Block(_) => {
                let n = self.m.symbols.get_str(s).into_owned();
                return self.err_at(
                    at,
                    format!("multiple definition of local value named '{n}'"),
                );
            }
        };
        self.fs.named.insert(s, Local::Block(b));
        Ok(b)
    }

    fn define_numbered_block(&mut self, n: u32, at: u32) -> PResult<Block> {
        if n < self.fs.next_num {
            return self.err_at(
                at,
                format!(
                    "label expected to be numbered '{}' or greater",
                    self.fs.next_num
                ),
            );
        }
        let b = match self.fs.numbered.get(n) {
            Local::FwdBlock(b) => {
                self.fs.fwd -= 1;
                b
            }
            Local::FwdVal(..) => return self.err_at(at, format!("'%{n}' is not a basic block")),
            _ => self.new_block(None),
        };
        self.fs.numbered.set(n, Local::Block(b));
        self.fs.next_num = n + 1;
        Ok(b)
    }

    /// A use of `%x`/`%N` (current token) as a value of type `ty`.
    pub(crate) fn local_value(&mut self, ty: Type) -> PResult<Value> {
        let t = self.bump();
        let (entry, key) = match t.kind {
            Tok::LocalId(n) => (self.fs.numbered.get(n), None),
            _ => {
                let s = self.name_sym(t)?;
                (self.fs.named.get(&s).copied().unwrap_or_default(), Some(s))
            }
        };
        match entry {
            Local::Val(v) | Local::FwdVal(v) => {
                let vty = self.f.values[v].ty;
                if vty != ty {
                    return self.err_at(
                        t.start,
                        format!(
                            "'{}' defined with type '{}' but expected '{}'",
                            String::from_utf8_lossy(self.text(t)),
                            self.type_str(vty),
                            self.type_str(ty)
                        ),
                    );
                }
                Ok(v)
            }
            Local::Block(_) | Local::FwdBlock(..) => {
                let label = self.m.types.common.label;
                self.err_at(
                    t.start,
                    format!(
                        "'{}' defined with type '{}' but expected '{}'",
                        String::from_utf8_lossy(self.text(t)),
                        self.type_str(label),
                        self.type_str(ty)
                    ),
                )
            }
            Local::Empty => {
                if !self.local_value_type_ok(ty) {
                    return self.err_at(t.start, "invalid use of a non-first-class type");
                }
                let v = self.f.values.push(ValueData { ty, def: FWD_DEF });
                set_use(&mut self.fs.val_use, v.index(), t.start);
                let e = Local::FwdVal(v);
                match (t.kind, key) {
                    (Tok::LocalId(n), _) => self.fs.numbered.set(n, e),
                    (_, Some(s)) => {
                        self.fs.named.insert(s, e);
                        self.f.value_names[v] = s.into();
                    }
                    _ => {}
                }
                self.fs.fwd += 1;
                Ok(v)
            }
        }
    }

    fn local_value_type_ok(&self, ty: Type) -> bool {
        let c = &self.m.types.common;
        ty != c.void && ty != c.label && self.m.types.function(ty).is_none()
    }

    /// `%bb` / `%N` (current token) as a block.
    pub(crate) fn block_ref(&mut self) -> PResult<Block> {
        let t = self.tok;
        let (entry, key) = match t.kind {
            Tok::LocalId(n) => (self.fs.numbered.get(n), None),
            Tok::LocalVar(_) => {
                let s = self.name_sym(t)?;
                (self.fs.named.get(&s).copied().unwrap_or_default(), Some(s))
            }
            _ => return self.err("expected value token"),
        };
        self.bump();
        match entry {
            Local::Block(b) | Local::FwdBlock(b) => Ok(b),
            Local::Val(_) | Local::FwdVal(..) => self.err_at(
                t.start,
                format!(
                    "'{}' is not a basic block",
                    String::from_utf8_lossy(self.text(t))
                ),
            ),
            Local::Empty => {
                let b = self.new_block(key);
                set_use(&mut self.fs.block_use, b.index(), t.start);
                let e = Local::FwdBlock(b);
                match (t.kind, key) {
                    (Tok::LocalId(n), _) => self.fs.numbered.set(n, e),
                    (_, Some(s)) => {
                        self.fs.named.insert(s, e);
                    }
                    _ => {}
                }
                self.fs.fwd += 1;
                Ok(b)
            }
        }
    }

    /// `label %bb`
    #[inline]
    pub(crate) fn parse_label_ref(&mut self) -> PResult<Block> {
        if !self.at(Tok::Kw(super::lexer::Kw::Label)) {
            return self.err("expected 'label' here");
        }
        self.bump();
        // Fast path: `%N` already known as a block.
        if let Tok::LocalId(n) = self.tok.kind
            && let Local::Block(b) | Local::FwdBlock(b) = self.fs.numbered.get(n)
        {
            self.bump();
            return Ok(b);
        }
        self.block_ref()
    }

    /// The value standing for constant `c` (of type `ty`) in this function.
    #[inline]
    pub(crate) fn const_value(&mut self, c: Const, ty: Type) -> Value {
        let i = c.index();
        if let Some(&(g, v)) = self.fs.consts.get(i)
            && g == self.fs.generation
        {
            return v;
        }
        self.new_const_value(c, ty)
    }

    #[inline(never)]
    fn new_const_value(&mut self, c: Const, ty: Type) -> Value {
        let v = self.f.values.push(ValueData {
            ty,
            def: ValueDef::Const(c),
        });
        let i = c.index();
        if i >= self.fs.consts.len() {
            let n = (i + 1).max(self.fs.consts.len() * 2).max(256);
            self.fs.consts.resize(n, (0, v));
        }
        self.fs.consts[i] = (self.fs.generation, v);
        v
    }

    /// An operand of type `ty`: a local, a constant, or (for `metadata`) a
    /// metadata operand.
    #[inline(always)]
    pub(crate) fn parse_value(&mut self, ty: Type) -> PResult<Value> {
        // Fast path: `%N` defined earlier with the expected type.
        if let Tok::LocalId(n) = self.tok.kind
            && let Local::Val(v) = self.fs.numbered.get(n)
            && self.f.values[v].ty == ty
        {
            self.bump();
            return Ok(v);
        }
        self.parse_value_slow(ty)
    }

    #[inline(never)]
    fn parse_value_slow(&mut self, ty: Type) -> PResult<Value> {
        match self.tok.kind {
            Tok::LocalVar(_) | Tok::LocalId(_) => self.local_value(ty),
            // The commonest constant operands, without the general dispatch.
            Tok::Int(_) if ty != self.m.types.common.metadata => {
                let t = self.bump();
                let c = self.int_literal(ty, t)?;
                Ok(self.const_value(c, ty))
            }
            Tok::GlobalVar(_) | Tok::GlobalId(_) if ty != self.m.types.common.metadata => {
                let t = self.bump();
                let c = self.global_const(ty, t)?;
                Ok(self.const_value(c, ty))
            }
            _ if ty == self.m.types.common.metadata => {
                let op = self.parse_md_operand()?;
                let idx = self.f.md_operands.len() as u32;
                self.f.md_operands.push(op);
                Ok(self.f.values.push(ValueData {
                    ty,
                    def: ValueDef::Metadata(idx),
                }))
            }
            _ => {
                let c = self.parse_const(ty)?;
                Ok(self.const_value(c, ty))
            }
        }
    }

    /// `T v`: a type and a value of that type.
    pub(crate) fn parse_typed_value(&mut self) -> PResult<(Type, Value)> {
        let ty = self.parse_type()?;
        let v = self.parse_value(ty)?;
        Ok((ty, v))
    }

    /// The constant behind value `v`, if it is one.
    pub(crate) fn value_const(&self, v: Value) -> Option<Const> {
        match self.f.values[v].def {
            ValueDef::Const(c) => Some(c),
            _ => None,
        }
    }
}
