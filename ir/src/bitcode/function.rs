//! Function blocks: the value table of a body (module values, parameters,
//! function constants, instruction results), blocks, forward references,
//! debug locations, attachments and the function's symbol table.

use super::Reader;
use super::bitstream::{BResult, Entry};
use super::constants::Slot;
use crate::constants::Const;
use crate::function::{Block, BlockData, Function, Inst, MdAttachment, Value, ValueData, ValueDef};
use crate::metadata::MdRef;
use crate::module::FuncId;
use crate::symbols::FxHashMap;
use crate::types::Type;
use cranelift_entity::EntityRef;

/// Marker definition of a value referenced before its instruction.
pub(crate) const FWD_DEF: ValueDef = ValueDef::Param(u32::MAX);

/// State of the function body being read.
#[derive(Default)]
pub(crate) struct FnState {
    pub f: Function,
    pub fid: Option<FuncId>,
    pub blocks: Vec<Block>,
    pub cur: usize,
    /// First instruction of the current block.
    pub block_start: u32,
    /// Function value of each module constant used (by constant index).
    /// Kept across functions: only the entries in `const_used` are reset,
    /// so a function costs what it uses, not the module's constant count.
    pub const_vals: Vec<Option<Value>>,
    /// The constant indices set in `const_vals` by this function.
    pub const_used: Vec<u32>,
    pub asm_vals: FxHashMap<u32, Value>,
    /// Function type of each of the body's inline-asm values.
    pub asm_tys: Vec<Type>,
    pub fwd: usize,
    pub bundles: Vec<crate::function::Bundle>,
    pub last_loc: Option<crate::metadata::MdNode>,
}

impl<'a> Reader<'a> {
    /// The function value for constant `c`.
    pub(crate) fn const_value(&mut self, c: Const) -> Value {
        let ci = c.as_u32() as usize;
        if let Some(&Some(v)) = self.fs.const_vals.get(ci) {
            return v;
        }
        let ty = self.m.consts.type_of(c, self.m.types.common.token);
        let v = self.fs.f.values.push(ValueData {
            ty,
            def: ValueDef::Const(c),
        });
        if ci >= self.fs.const_vals.len() {
            self.fs
                .const_vals
                .resize(self.m.consts.len().max(ci + 1), None);
        }
        self.fs.const_vals[ci] = Some(v);
        self.fs.const_used.push(ci as u32);
        v
    }

    /// The next value id of the function.
    #[inline]
    pub(crate) fn next_id(&self) -> u64 {
        (self.values.len() + self.next_fval) as u64
    }

    /// The value with absolute id `id`; `ty` is its type if known from
    /// context (needed to create a forward reference).
    pub(crate) fn value(&mut self, id: u64, ty: Option<Type>) -> BResult<Value> {
        let Ok(i) = usize::try_from(id) else {
            return self.err("value id too large");
        };
        let nmod = self.values.len();
        let total = nmod + self.fvals.len();
        if i < total {
            match self.slot(i) {
                Slot::Const(c) => return Ok(self.const_value(c)),
                Slot::Local(v) => return Ok(v),
                Slot::Pending(_) => {
                    let c = self.build_pending(i)?;
                    return Ok(self.const_value(c));
                }
                Slot::Asm(a) => return self.asm_value(a),
                Slot::Fwd(v) => {
                    if let Some(t) = ty
                        && self.fs.f.values[v].ty != t
                    {
                        return self.err(format!("forward reference to value {id} with two types"));
                    }
                    return Ok(v);
                }
                Slot::Empty => {}
            }
        } else {
            if i - total > self.bs.remaining() as usize {
                return self.err(format!("invalid value id {id}"));
            }
            self.fvals.resize(i + 1 - nmod, Slot::Empty);
        }
        let Some(ty) = ty else {
            return self.err(format!("forward reference to value {id} without a type"));
        };
        let v = self.fs.f.values.push(ValueData { ty, def: FWD_DEF });
        self.fvals[i - nmod] = Slot::Fwd(v);
        self.fs.fwd += 1;
        Ok(v)
    }

    fn asm_value(&mut self, a: u32) -> BResult<Value> {
        if let Some(&v) = self.fs.asm_vals.get(&a) {
            return Ok(v);
        }
        let Some((asm, _)) = self.asms.get(a as usize) else {
            return self.err("invalid inline asm");
        };
        let idx = self.fs.f.inline_asms.len() as u32;
        let fty = self.asms[a as usize].1;
        self.fs.f.inline_asms.push(asm.clone());
        self.fs.asm_tys.push(fty);
        let v = self.fs.f.values.push(ValueData {
            ty: self.m.types.common.ptr,
            def: ValueDef::InlineAsm(idx),
        });
        self.fs.asm_vals.insert(a, v);
        Ok(v)
    }

    /// The function type of inline asm value `v`, if it is one.
    pub(crate) fn asm_fn_type(&self, v: Value) -> Option<Type> {
        let ValueDef::InlineAsm(i) = self.fs.f.values[v].def else {
            return None;
        };
        self.fs.asm_tys.get(i as usize).copied()
    }

    /// Defines `inst`'s result, resolving a forward reference to its id.
    #[inline(always)]
    pub(crate) fn define_result_at(&mut self, inst: Inst, ty: Type) -> BResult<()> {
        if ty == self.m.types.common.void {
            return Ok(());
        }
        // Forward references may have created entries beyond the next id.
        let i = self.next_fval;
        let v = match self.fvals.get(i).copied() {
            Some(Slot::Fwd(v)) => {
                if self.fs.f.values[v].ty != ty {
                    return self.err("forward reference has the wrong type");
                }
                self.fs.f.values[v].def = ValueDef::Inst(inst);
                self.fs.fwd -= 1;
                v
            }
            Some(Slot::Empty) | None => self.fs.f.values.push(ValueData {
                ty,
                def: ValueDef::Inst(inst),
            }),
            Some(_) => return self.err("value id defined twice"),
        };
        if i < self.fvals.len() {
            self.fvals[i] = Slot::Local(v);
        } else {
            self.fvals.push(Slot::Local(v));
        }
        self.next_fval += 1;
        self.fs.f.inst_results[inst] = v.into();
        Ok(())
    }

    /// The block with index `id`.
    #[inline]
    pub(crate) fn block(&self, id: u64) -> BResult<Block> {
        match self.fs.blocks.get(id as usize) {
            Some(&b) => Ok(b),
            None => self.invalid_block(id),
        }
    }

    /// The error for an invalid block id.
    #[cold]
    #[inline(never)]
    fn invalid_block(&self, id: u64) -> BResult<Block> {
        self.err(format!("invalid basic block id {id}"))
    }

    /// Reads a function block (already entered).
    pub(crate) fn function_block(&mut self) -> BResult<()> {
        let Some(&fid) = self.bodies.get(self.next_body) else {
            return self.err("function body without a matching function record");
        };
        self.next_body += 1;
        let gv = self.m.functions[fid].gv;
        let Some(gv) = gv else {
            return self.err("internal: function without global value");
        };
        let fty = self.m.globals[gv].value_type;
        let params: Vec<Type> = match self.m.types.function(fty) {
            Some((_, p, _)) => p.to_vec(),
            None => return self.err("function without a function type"),
        };
        let mut cv = std::mem::take(&mut self.fs.const_vals);
        let mut used = std::mem::take(&mut self.fs.const_used);
        for &ci in &used {
            cv[ci as usize] = None;
        }
        used.clear();
        self.fs = FnState {
            fid: Some(fid),
            const_vals: cv,
            const_used: used,
            ..Default::default()
        };
        self.reserve_body();
        self.fvals.clear();
        self.next_fval = 0;
        for (i, &t) in params.iter().enumerate() {
            let v = self.fs.f.values.push(ValueData {
                ty: t,
                def: ValueDef::Param(i as u32),
            });
            self.fs.f.params.push(v);
            self.fvals.push(Slot::Local(v));
            self.next_fval += 1;
        }
        let r = self.function_body();
        let undefined = self.md.end_function();
        r?;
        if undefined != 0 {
            return self.err("reference to undefined metadata in function");
        }
        if self.fs.fwd != 0 {
            return self.err("forward-referenced value never defined in function");
        }
        self.finish_function(fid)
    }

    /// Sizes the new body's tables from the length of its block, so that
    /// they do not grow (and copy) record by record. An instruction record
    /// takes about 40 bits; the estimate is capped, so a block claiming a
    /// huge length reserves a bounded amount.
    fn reserve_body(&mut self) {
        const BITS_PER_INST: u64 = 40;
        const MAX_RESERVED: u64 = 1 << 20;
        let est = (self.bs.block_bits_left() / BITS_PER_INST).min(MAX_RESERVED) as usize;
        let f = &mut self.fs.f;
        f.insts.reserve(est);
        f.values.reserve(est + est / 2);
        f.inst_results.resize(est);
        f.value_pool = cranelift_entity::ListPool::with_capacity(est);
    }

    fn function_body(&mut self) -> BResult<()> {
        loop {
            match self.next()? {
                Entry::EndBlock => return Ok(()),
                Entry::SubBlock(id) => match id {
                    super::block::CONSTANTS => {
                        self.bs.enter(id)?;
                        self.constants_block(false)?;
                    }
                    super::block::METADATA => {
                        self.bs.enter(id)?;
                        self.metadata_block(Some(()))?;
                    }
                    super::block::METADATA_ATTACHMENT => {
                        self.bs.enter(id)?;
                        self.attachment_block()?;
                    }
                    super::block::VALUE_SYMTAB => {
                        self.bs.enter(id)?;
                        self.function_vst()?;
                    }
                    _ => self.bs.skip_block()?,
                },
                Entry::Record(1, _) => {
                    let n = self.op(0)?;
                    if n == 0 || n > self.bs.remaining() {
                        return self.err("invalid number of basic blocks");
                    }
                    if !self.fs.blocks.is_empty() {
                        return self.err("basic blocks declared twice");
                    }
                    // `n` is bounded by the bits left, checked above.
                    self.fs.f.blocks.reserve(n as usize);
                    self.fs.f.layout.reserve(n as usize);
                    self.fs.blocks.reserve(n as usize);
                    for _ in 0..n {
                        let b = self.fs.f.blocks.push(BlockData {
                            name: None.into(),
                            first: 0,
                            end: 0,
                        });
                        self.fs.blocks.push(b);
                        self.fs.f.layout.push(b);
                    }
                }
                Entry::Record(code, _) => self.instruction(code)?,
            }
        }
    }

    fn finish_function(&mut self, fid: FuncId) -> BResult<()> {
        if self.fs.cur != self.fs.blocks.len() {
            return self.err("function ends before its last basic block");
        }
        let n = self.fs.f.insts.len();
        self.fs.f.inst_results.resize(n);
        self.fs.f.inst_offsets.resize(n);
        let f = std::mem::take(&mut self.fs.f);
        let names: Box<[Option<crate::symbols::Sym>]> = f
            .params
            .iter()
            .map(|&p| f.value_names[p].expand())
            .collect();
        self.m.functions[fid].param_names = names;
        self.m.functions[fid].body = Some(f);
        Ok(())
    }

    /// Called after each instruction: closes the block at a terminator.
    #[inline]
    pub(crate) fn after_inst(&mut self, inst: Inst) -> BResult<()> {
        let term = self.fs.f.insts[inst].is_terminator();
        if term {
            let Some(&b) = self.fs.blocks.get(self.fs.cur) else {
                return self.err("instruction after the last basic block");
            };
            let end = inst.as_u32() + 1;
            self.fs.f.blocks[b].first = self.fs.block_start;
            self.fs.f.blocks[b].end = end;
            self.fs.block_start = end;
            self.fs.cur += 1;
        }
        Ok(())
    }

    /// Pushes an instruction (checking it falls inside a block).
    #[inline]
    pub(crate) fn push_inst(&mut self, data: crate::instructions::InstData) -> BResult<Inst> {
        if self.fs.cur >= self.fs.blocks.len() {
            return self.err("instruction outside any basic block");
        }
        let inst = self.fs.f.insts.push(data);
        let n = inst.index() + 1;
        if self.fs.f.inst_results.values().len() < n {
            self.fs.f.inst_results.resize(n + 64);
        }
        Ok(inst)
    }

    /// The last instruction read, for debug locations and records.
    pub(crate) fn last_inst(&self) -> BResult<Inst> {
        match self.fs.f.insts.len() {
            0 => self.err("debug location or record before any instruction"),
            n => Ok(Inst::new(n - 1)),
        }
    }

    fn attachment_block(&mut self) -> BResult<()> {
        loop {
            match self.next()? {
                Entry::EndBlock => return Ok(()),
                Entry::SubBlock(_) => self.bs.skip_block()?,
                Entry::Record(11, _) => {
                    let n = self.ops.len();
                    if n.is_multiple_of(2) {
                        let Some(fid) = self.fs.fid else {
                            return self.err("attachment outside a function");
                        };
                        let Some(gv) = self.m.functions[fid].gv else {
                            return self.err("internal: function without global value");
                        };
                        let mut k = 0;
                        while k + 1 < n {
                            let kind = self.kind_sym(self.op(k)?)?;
                            let r = self.md_ref(self.op(k + 1)?)?;
                            self.m.globals[gv].attachments.push((kind, r));
                            k += 2;
                        }
                    } else {
                        let i = self.op(0)? as usize;
                        if i >= self.fs.f.insts.len() {
                            return self.err(format!("attachment to invalid instruction {i}"));
                        }
                        let inst = Inst::new(i);
                        let mut k = 1;
                        while k + 1 < n {
                            let kind = self.kind_sym(self.op(k)?)?;
                            let r = self.md_ref(self.op(k + 1)?)?;
                            if !matches!(r, MdRef::Node(_)) {
                                return self.err("instruction attachment is not a node");
                            }
                            self.fs.f.attachments.push(MdAttachment {
                                inst,
                                kind,
                                node: r,
                            });
                            k += 2;
                        }
                    }
                }
                Entry::Record(c, _) => {
                    return self.err(format!("unknown record code {c} in METADATA_ATTACHMENT"));
                }
            }
        }
    }

    fn function_vst(&mut self) -> BResult<()> {
        loop {
            match self.next()? {
                Entry::EndBlock => return Ok(()),
                Entry::SubBlock(_) => self.bs.skip_block()?,
                Entry::Record(1, _) => {
                    let id = self.op(0)?;
                    let s = self.ops_sym(1)?;
                    let i = id as usize;
                    match (i >= self.values.len())
                        .then(|| self.fvals.get(i - self.values.len()).copied())
                        .flatten()
                    {
                        Some(Slot::Local(v)) => self.fs.f.value_names[v] = s.into(),
                        _ => return self.err(format!("symbol table names invalid value {id}")),
                    }
                }
                Entry::Record(2, _) => {
                    let id = self.op(0)?;
                    let b = self.block(id)?;
                    let s = self.ops_sym(1)?;
                    self.fs.f.blocks[b].name = s.into();
                }
                // VST_CODE_COMBINED_ENTRY and others carry nothing here.
                Entry::Record(..) => {}
            }
        }
    }
}
