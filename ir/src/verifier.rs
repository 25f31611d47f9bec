//! The verifier: the LangRef's well-formedness rules that code generation
//! relies on, following LLVM 19's `Verifier` where the two differ (no
//! false positives on what `opt-19` accepts).
//!
//! [`verify_module`] checks global values (`globals.rs`: initializer types,
//! declaration linkage, `common`/`appending` rules, aliases, alignments,
//! `token` in non-intrinsic signatures), `!llvm.module.flags`
//! (`module_flags.rs`), return and parameter attributes against their types
//! (`attr_types.rs`), then each function definition:
//!
//! - its parameters against its function type;
//! - block structure: blocks are non-empty and end in exactly one
//!   terminator, phis come first, EH pads are the first non-phi and never in
//!   the entry block;
//! - the CFG (`cfg.rs`): the entry block has no predecessors; each phi has one
//!   entry per predecessor *edge* (a block branching here twice is listed
//!   twice, with the same value), none for other blocks;
//! - SSA dominance of every use, with LLVM's rules: phi uses happen at the
//!   end of the incoming block, an `invoke` result only on its normal edge
//!   (`callbr` results everywhere, as since LLVM 16), and anything goes in
//!   unreachable blocks;
//! - operand and result types, orderings and alignments of every
//!   instruction (`insts.rs`, with `casts.rs`, `memory.rs`, `aggregates.rs`),
//!   calls against their function type, intrinsic calls against the
//!   intrinsic's declaration and `immarg` operands, `musttail` (`calls.rs`),
//!   calls of declared intrinsics against LLVM's signature of the intrinsic
//!   (`intrinsic_sigs.rs`),
//!   switch cases, and EH pads (`eh.rs`);
//! - the DWARF tag of each debug-info node class, where LLVM's verdict
//!   is an error rather than stripping the debug info (`di_tags.rs`);
//! - metadata attached to instructions (`md_attachments.rs`: `!range`,
//!   `!nonnull`, `!align`, `!dereferenceable`, `!invariant.group`, and
//!   `!tbaa` access tags walked as LLVM's `TBAAVerifier` does, `tbaa.rs`).
//!
//! Each [`Diagnostic`] sits at the byte offset of the instruction, block
//! label or global it is about, and its message names the function, the
//! block and the instruction, e.g. `in function '@main', block '%4': 'add'
//! operands have different types ('i32' and 'i64')`. Unnamed values and
//! blocks are named by LLVM's slot numbers (`names.rs`). Diagnostics come out
//! sorted by offset.
//!
//! Cost is linear in the size of each function apart from sorting phi
//! entries and switch cases; all scratch tables are reused across
//! functions, and names are computed only when something is reported.

mod aggregates;
mod attr_rules;
mod attr_types;
mod call_conv_rules;
mod call_rules;
mod calls;
mod casts;
mod cfg;
mod di_tags;
mod eh;
mod globals;
mod insts;
mod intrinsic_sigs;
mod intrinsic_uses;
#[cfg(test)]
mod ll_tests;
mod md_attachments;
mod memory;
mod module_flags;
mod named_metadata;
mod names;
mod tbaa;
#[cfg(test)]
mod tests;

use crate::constants::Const;
use crate::diagnostics::Diagnostic;
use crate::function::{Block, Function, Inst, Value, ValueDef};
use crate::instructions::InstData;
use crate::module::{FuncData, FuncId, GlobalValue, Module};
use crate::types::{Type, TypeData};
use cfg::{Cfg, NONE};
use cranelift_entity::EntityRef;
use names::Numbering;

/// Checks `module`; returns every problem found, sorted by source offset.
pub fn verify_module(module: &Module) -> Result<(), Vec<Diagnostic>> {
    let mut v = Verifier::new(module);
    v.intrinsic_consts = Verifier::intrinsic_consts(module);
    v.check_globals();
    v.check_module_flags();
    v.check_named_metadata();
    v.check_function_attr_types();
    v.check_intrinsic_const_users();
    v.check_di_tags();
    let mut diags = std::mem::take(&mut v.diags);
    diags.extend(verify_functions(module, &v.intrinsic_consts));
    if diags.is_empty() {
        Ok(())
    } else {
        // Stable: equal offsets keep the module's order, so the output does
        // not depend on how functions were split across threads.
        diags.sort_by_key(|d| d.offset);
        Err(diags)
    }
}

/// Below this many instructions a module is verified on one thread.
const PARALLEL_MIN_INSTS: usize = 64 * 1024;

/// Checks every function definition, in module order, splitting large
/// modules into contiguous chunks of functions verified on scoped threads.
fn verify_functions(
    module: &Module,
    intrinsic_consts: &intrinsic_uses::IntrinsicConsts,
) -> Vec<Diagnostic> {
    let defs: Vec<(FuncId, &FuncData, &Function)> = module
        .functions
        .iter()
        .filter_map(|(id, fd)| fd.body.as_ref().map(|b| (id, fd, b)))
        .collect();
    let total: usize = defs.iter().map(|d| d.2.insts.len()).sum();
    let threads = if total < PARALLEL_MIN_INSTS {
        1
    } else {
        std::thread::available_parallelism()
            .map_or(1, |n| n.get())
            .min(8)
    };
    let run = |chunk: &[(FuncId, &FuncData, &Function)]| {
        let mut v = Verifier::new(module);
        v.intrinsic_consts = intrinsic_consts.clone();
        for &(id, fd, body) in chunk {
            v.check_function(id, fd, body);
        }
        v.diags
    };
    if threads == 1 {
        return run(&defs);
    }
    // Contiguous chunks of roughly equal instruction counts.
    let mut chunks = Vec::with_capacity(threads);
    let (mut start, mut acc) = (0, 0);
    for (i, d) in defs.iter().enumerate() {
        acc += d.2.insts.len();
        if acc * threads >= total * (chunks.len() + 1) && chunks.len() + 1 < threads {
            chunks.push(&defs[start..=i]);
            start = i + 1;
        }
    }
    chunks.push(&defs[start..]);
    std::thread::scope(|s| {
        let handles: Vec<_> = chunks.iter().map(|c| s.spawn(|| run(c))).collect();
        // A panicking worker is a verifier bug; re-raise it on this thread.
        handles
            .into_iter()
            .flat_map(|h| h.join().unwrap_or_else(|e| std::panic::resume_unwind(e)))
            .collect()
    })
}

/// State of one verification run: the module, the diagnostics so far and
/// scratch buffers reused from function to function.
struct Verifier<'m> {
    m: &'m Module,
    diags: Vec<Diagnostic>,
    cfg: Cfg,
    num: Numbering,
    /// Per type: 0 not yet known, 1 sized, 2 unsized, 3 being computed.
    sized: Vec<u8>,
    ops: Vec<Value>,
    pairs: Vec<(u32, u64)>,
    keys: Vec<u32>,
    /// Caches of the `!tbaa` walk.
    tbaa: tbaa::TbaaCache,
    /// Whether any attribute set of the module has `swifterror` (else call
    /// arguments need no `swifterror` check).
    swifterror_used: bool,
    /// The constants that are addresses of intrinsics.
    intrinsic_consts: intrinsic_uses::IntrinsicConsts,
    /// Per intrinsic declaration, the outcome of matching its type against
    /// the intrinsic's signature (`intrinsic_sigs.rs`).
    intrinsic_fits: Vec<(GlobalValue, Option<crate::intrinsics::Mismatch>)>,
    /// Per attribute set, the rules of `attr_rules.rs` it is known to pass
    /// (`attr_rules::PASSED_*` bits), so each set is checked once.
    attr_passed: Vec<u8>,
}

/// The function being checked.
#[derive(Clone, Copy)]
struct Fx<'m> {
    id: FuncId,
    f: &'m Function,
    fd: &'m FuncData,
    gv: Option<GlobalValue>,
    /// Return type from the function's type (`None` if it has no valid
    /// function type).
    ret: Option<Type>,
}

impl<'m> Verifier<'m> {
    fn new(m: &'m Module) -> Self {
        Verifier {
            m,
            diags: Vec::new(),
            cfg: Cfg::default(),
            num: Numbering::default(),
            sized: vec![0; m.types.len()],
            ops: Vec::new(),
            pairs: Vec::new(),
            keys: Vec::new(),
            tbaa: tbaa::TbaaCache::default(),
            swifterror_used: m.attrs.any_has(crate::attributes::AttrKind::SwiftError),
            intrinsic_consts: intrinsic_uses::IntrinsicConsts::default(),
            intrinsic_fits: Vec::new(),
            attr_passed: vec![0; m.attrs.len()],
        }
    }

    // ---- naming ----------------------------------------------------------

    /// Type `t` as text.
    fn t(&self, t: Type) -> String {
        names::type_string(self.m, t)
    }

    fn ensure_numbering(&mut self, fx: &Fx<'m>) {
        if !self.num.valid {
            self.num.compute(fx.f);
        }
    }

    /// Value `v` as text (`%x`, `%5`, `7`, `@g`).
    fn val(&mut self, fx: &Fx<'m>, v: Value) -> String {
        match fx.f.values.get(v).map(|d| d.def) {
            Some(ValueDef::Param(_) | ValueDef::Inst(_)) => {
                self.ensure_numbering(fx);
                let mut s = String::new();
                names::push_value(&mut s, self.m, fx.f, &self.num, v);
                s
            }
            // Constants (including constant expressions and numbered
            // globals) as the printer writes them.
            Some(_) => crate::printer::value_name(self.m, fx.id, v),
            None => format!("<invalid value #{}>", v.index()),
        }
    }

    /// Block `b` as text (`%entry`, `%4`).
    fn blk(&mut self, fx: &Fx<'m>, b: Block) -> String {
        self.ensure_numbering(fx);
        let mut s = String::new();
        names::push_block(&mut s, self.m, fx.f, &self.num, b);
        s
    }

    /// Global `gv` as text (`@main`).
    fn gname(&self, gv: GlobalValue) -> String {
        let mut s = String::new();
        names::push_global(&mut s, self.m, gv);
        s
    }

    fn fname(&self, fx: &Fx<'m>) -> String {
        match fx.gv {
            Some(gv) => self.gname(gv),
            None => "<unnamed function>".to_string(),
        }
    }

    // ---- reporting -------------------------------------------------------

    /// Reports a problem with the function as a whole.
    fn func_err(&mut self, fx: &Fx<'m>, msg: String) {
        let offset = fx
            .gv
            .and_then(|g| self.m.globals.get(g))
            .map_or(0, |g| g.offset);
        let text = format!("in function '{}': {msg}", self.fname(fx));
        self.diags.push(Diagnostic::new(offset as usize, text));
    }

    /// Reports a problem with block `b` (at its label).
    fn block_err(&mut self, fx: &Fx<'m>, b: Block, msg: String) {
        let text = format!(
            "in function '{}', block '{}': {msg}",
            self.fname(fx),
            self.blk(fx, b)
        );
        let offset = fx.f.block_offsets[b];
        self.diags.push(Diagnostic::new(offset as usize, text));
    }

    /// Reports a problem with instruction `inst`.
    fn inst_err(&mut self, fx: &Fx<'m>, inst: Inst, msg: String) {
        let b = self
            .cfg
            .inst_block
            .get(inst.index())
            .copied()
            .unwrap_or(NONE);
        let text = if b == NONE {
            format!("in function '{}': {msg}", self.fname(fx))
        } else {
            let bn = self.blk(fx, Block::from_u32(b));
            format!("in function '{}', block '{bn}': {msg}", self.fname(fx))
        };
        let offset = fx.f.inst_offsets[inst];
        self.diags.push(Diagnostic::new(offset as usize, text));
    }

    // ---- type helpers ----------------------------------------------------

    #[inline]
    fn td(&self, t: Type) -> &'m TypeData {
        self.m.types.get(t)
    }

    /// Whether `t` has a size (LLVM's `Type::isSized`).
    #[inline(always)]
    fn is_sized(&mut self, t: Type) -> bool {
        match self.td(t) {
            TypeData::Int(_) | TypeData::Ptr(_) => true,
            _ => self.is_sized_slow(t),
        }
    }

    fn is_sized_slow(&mut self, t: Type) -> bool {
        if let Some(known) = self.sized_known(t) {
            return known;
        }
        // Depth first with an explicit stack: named structs may chain or
        // cycle without bound. A type met again while in progress is part
        // of a cycle, which LLVM's `isSized` (with its visited set) calls
        // unsized.
        self.mark_sized(t, 3);
        let mut stack: Vec<(Type, usize)> = vec![(t, 0)];
        let mut last = true;
        while let Some(&mut (top, ref mut next)) = stack.last_mut() {
            let parts: Option<&'m [Type]> = match self.td(top) {
                TypeData::Array { elem, .. } => Some(std::slice::from_ref(elem)),
                _ => self.m.types.struct_fields(top),
            };
            // Structs with scalable vectors are decided by their shape.
            if *next == 0
                && let Some(sized) = self.m.types.scalable_struct_sized(top)
            {
                self.mark_sized(top, if sized { 1 } else { 2 });
                stack.pop();
                last = sized;
                continue;
            }
            let part = parts.and_then(|p| p.get(*next).copied());
            *next += 1;
            match part {
                Some(c) if last => match self.sized_known(c) {
                    Some(known) => last = known,
                    None => {
                        self.mark_sized(c, 3);
                        stack.push((c, 0));
                    }
                },
                _ => {
                    // Done: every part sized (`last` still true), one not,
                    // or an opaque struct (no parts at all).
                    let ok = last && parts.is_some();
                    self.mark_sized(top, if ok { 1 } else { 2 });
                    stack.pop();
                    last = ok;
                }
            }
        }
        last
    }

    /// Whether `t` is sized when that is known without looking into
    /// aggregates: scalars, and aggregates already decided (or in
    /// progress, which means a cycle: unsized). `None` for an aggregate
    /// not looked at yet.
    fn sized_known(&self, t: Type) -> Option<bool> {
        Some(match self.td(t) {
            TypeData::Int(_) | TypeData::Ptr(_) | TypeData::X86Amx => true,
            TypeData::Vector { .. } => true,
            TypeData::Half
            | TypeData::BFloat
            | TypeData::Float
            | TypeData::Double
            | TypeData::X86Fp80
            | TypeData::Fp128
            | TypeData::PpcFp128 => true,
            TypeData::Void
            | TypeData::Label
            | TypeData::Token
            | TypeData::Metadata
            | TypeData::Function { .. } => false,
            TypeData::TargetExt { name, .. } => {
                let n = self.m.symbols.get(*name);
                n == b"aarch64.svcount" || n.starts_with(b"riscv.vector.tuple")
            }
            TypeData::Array { .. } | TypeData::Struct { .. } | TypeData::Named(_) => {
                match self.sized.get(t.index()).copied().unwrap_or(0) {
                    0 => return None,
                    state => state == 1,
                }
            }
        })
    }

    /// Records what is known of `t`'s sizedness: 1 sized, 2 not, 3 being
    /// decided.
    fn mark_sized(&mut self, t: Type, state: u8) {
        let i = t.index();
        if i >= self.sized.len() {
            self.sized.resize(i + 1, 0);
        }
        self.sized[i] = state;
    }

    // ---- functions -------------------------------------------------------

    fn check_function(&mut self, id: FuncId, fd: &'m FuncData, f: &'m Function) {
        let fn_ty = fd
            .gv
            .and_then(|g| self.m.globals.get(g))
            .map(|g| g.value_type);
        let sig = fn_ty.and_then(|t| self.m.types.function(t));
        let fx = Fx {
            id,
            f,
            fd,
            gv: fd.gv,
            ret: sig.map(|s| s.0),
        };
        self.num.valid = false;

        match sig {
            None => {
                let t = fn_ty.map_or_else(|| "none".to_string(), |t| self.t(t));
                self.func_err(
                    &fx,
                    format!("function has type '{t}', which is not a function type"),
                );
            }
            Some((_, params, _)) => {
                if params.len() != f.params.len() {
                    self.func_err(
                        &fx,
                        format!(
                            "function type has {} parameters but the definition has {}",
                            params.len(),
                            f.params.len()
                        ),
                    );
                } else {
                    for (i, (&pt, &pv)) in params.iter().zip(&f.params).enumerate() {
                        let Some(vd) = f.values.get(pv) else {
                            self.func_err(
                                &fx,
                                format!("parameter {i} refers to a value that does not exist"),
                            );
                            continue;
                        };
                        if vd.ty != pt {
                            let msg = format!(
                                "parameter {} has type '{}' but the function type says '{}'",
                                self.val(&fx, pv),
                                self.t(vd.ty),
                                self.t(pt)
                            );
                            self.func_err(&fx, msg);
                        }
                    }
                }
            }
        }

        if f.layout.is_empty() {
            self.func_err(&fx, "function definition has no basic blocks".to_string());
            return;
        }
        self.cfg.build(f);
        if !self.cfg.bad_ranges.is_empty() {
            let bad = std::mem::take(&mut self.cfg.bad_ranges);
            for &b in &bad {
                self.func_err(
                    &fx,
                    format!("block #{} does not exist, has an invalid instruction range, or is laid out twice", b.index()),
                );
            }
            self.cfg.bad_ranges = bad;
            return;
        }
        let bad_edges = std::mem::take(&mut self.cfg.bad_edges);
        for e in &bad_edges {
            let msg = format!(
                "'{}' branches to block #{}, which is not in the function",
                f.insts[e.inst].opcode_name(),
                e.target.index()
            );
            self.inst_err(&fx, e.inst, msg);
        }
        self.cfg.bad_edges = bad_edges;

        let entry = f.layout[0];
        if let Some(&p) = self.cfg.preds(entry.as_u32()).first() {
            let msg = format!(
                "the entry block must not have predecessors, but '{}' branches to it",
                self.blk(&fx, Block::from_u32(p))
            );
            self.block_err(&fx, entry, msg);
        }

        let mut landingpad_ty: Option<Type> = None;
        for &b in &f.layout {
            let bd = f.blocks[b];
            if bd.first == bd.end {
                self.block_err(
                    &fx,
                    b,
                    "block is empty; every block must end with a terminator".to_string(),
                );
                continue;
            }
            let mut phis_end = bd.first;
            let mut seen_non_phi = false;
            for i in bd.first..bd.end {
                let inst = Inst::from_u32(i);
                let data = &f.insts[inst];
                let last = i + 1 == bd.end;
                match data {
                    InstData::Phi { .. } => {
                        if seen_non_phi {
                            self.inst_err(
                                &fx,
                                inst,
                                "'phi' must come before every non-phi instruction of its block"
                                    .to_string(),
                            );
                        } else {
                            phis_end = i + 1;
                        }
                    }
                    InstData::LandingPad { .. }
                    | InstData::CatchPad { .. }
                    | InstData::CleanupPad { .. }
                    | InstData::CatchSwitch { .. } => {
                        if b == entry {
                            let msg = format!(
                                "'{}' cannot be in the entry block; exception-handling pads are reached by unwinding",
                                data.opcode_name()
                            );
                            self.inst_err(&fx, inst, msg);
                        } else if seen_non_phi {
                            let msg = format!(
                                "'{}' must be the first non-phi instruction of its block",
                                data.opcode_name()
                            );
                            self.inst_err(&fx, inst, msg);
                        }
                        seen_non_phi = true;
                    }
                    _ => seen_non_phi = true,
                }
                if data.is_terminator() && !last {
                    let msg = format!(
                        "terminator '{}' in the middle of the block; a terminator must be the block's last instruction",
                        data.opcode_name()
                    );
                    self.inst_err(&fx, inst, msg);
                } else if !data.is_terminator() && last {
                    let msg = format!(
                        "block does not end with a terminator (its last instruction is '{}')",
                        data.opcode_name()
                    );
                    self.inst_err(&fx, inst, msg);
                }
                if self.check_operands(&fx, b, inst) {
                    self.check_inst(&fx, b, inst, &mut landingpad_ty);
                }
            }
            if phis_end > bd.first {
                self.check_phi_entries(&fx, b, bd.first, phis_end);
            }
        }
        if !f.attachments.is_empty() {
            self.check_attachments(&fx);
        }
    }

    /// Checks that every operand of `inst` exists and that instruction
    /// results used as operands dominate the use. Returns false when an
    /// operand does not exist (the type rules are then skipped).
    fn check_operands(&mut self, fx: &Fx<'m>, b: Block, inst: Inst) -> bool {
        let f = fx.f;
        let nv = f.values.len();
        if let InstData::Phi { args, blocks, .. } = &f.insts[inst] {
            let (args, blocks) = (f.values_of(*args), f.blocks_of(*blocks));
            // Incoming values defined in their incoming block or in the
            // entry block need no dominator tree (see `def_dominates_other`;
            // invoke results are checked on their edge, which needs it).
            let needs_dom = args.iter().zip(blocks).any(|(&v, &pb)| {
                let Some(ValueDef::Inst(d)) = f.values.get(v).map(|x| x.def) else {
                    return false;
                };
                let db = self.cfg.inst_block.get(d.index()).copied().unwrap_or(NONE);
                (db != pb.as_u32() && !self.cfg.is_entry(db))
                    || matches!(f.insts.get(d), Some(InstData::Invoke { .. }))
            });
            if needs_dom {
                self.cfg.ensure_dom();
            }
            if args.len() != blocks.len() {
                self.inst_err(
                    fx,
                    inst,
                    format!(
                        "'phi' has {} incoming values but {} incoming blocks",
                        args.len(),
                        blocks.len()
                    ),
                );
                return false;
            }
            let mut ok = true;
            for (&v, &pb) in args.iter().zip(blocks) {
                if v.index() >= nv {
                    self.inst_err(
                        fx,
                        inst,
                        format!("'phi' refers to value #{}, which does not exist", v.index()),
                    );
                    ok = false;
                    continue;
                }
                if !self.cfg.in_layout(pb.as_u32()) {
                    self.inst_err(
                        fx,
                        inst,
                        format!(
                            "'phi' refers to block #{}, which does not exist",
                            pb.index()
                        ),
                    );
                    ok = false;
                    continue;
                }
                if let ValueDef::Inst(d) = f.values[v].def
                    && !Self::def_dominates(&self.cfg, f, d, inst, pb.as_u32(), true)
                {
                    let msg = format!(
                        "'phi' incoming value '{}' from '{}' is not available at the end of '{}': its definition does not dominate that block",
                        self.val(fx, v),
                        self.blk(fx, pb),
                        self.blk(fx, pb)
                    );
                    self.inst_err(fx, inst, msg);
                }
            }
            let intrinsic = args.iter().any(
                |&v| matches!(f.values[v].def, ValueDef::Const(c) if self.intrinsic_consts.has(c)),
            );
            if ok && intrinsic {
                self.check_intrinsic_operands(fx, inst);
            }
            return ok;
        }
        // Collect only the operands that fail (usually none), and those
        // that are intrinsics (checked apart). If a use
        // needs the dominator tree, build it and look again.
        let mut bad = std::mem::take(&mut self.ops);
        loop {
            bad.clear();
            let (cfg, ub, ic) = (&self.cfg, b.as_u32(), &self.intrinsic_consts);
            let mut visit = |v: Value| match f.values.get(v).map(|d| d.def) {
                None => bad.push(v),
                Some(ValueDef::Inst(d)) if !Self::def_dominates(cfg, f, d, inst, ub, false) => {
                    bad.push(v)
                }
                // Intrinsic addresses are collected too, for
                // `check_intrinsic_operands`.
                Some(ValueDef::Const(c)) if ic.has(c) => bad.push(v),
                _ => {}
            };
            // The commonest instructions directly, in operand order.
            match &f.insts[inst] {
                InstData::Load { ptr, .. } => visit(*ptr),
                InstData::Store { args, .. }
                | InstData::Binary { args, .. }
                | InstData::ICmp { args, .. } => {
                    visit(args[0]);
                    visit(args[1]);
                }
                InstData::Cast { arg, .. } => visit(*arg),
                InstData::CondBr { cond, .. } => visit(*cond),
                InstData::Br { .. } => {}
                _ => f.for_each_operand(inst, visit),
            }
            if !self.cfg.need_dom.get() {
                break;
            }
            self.cfg.ensure_dom();
        }
        let ok = bad.iter().all(|v| v.index() < nv);
        let mut intrinsic = false;
        for &v in &bad {
            let opcode = f.insts[inst].opcode_name();
            if v.index() >= nv {
                let msg = format!(
                    "'{opcode}' refers to value #{}, which does not exist",
                    v.index()
                );
                self.inst_err(fx, inst, msg);
                continue;
            }
            let ValueDef::Inst(d) = f.values[v].def else {
                intrinsic = true;
                continue;
            };
            let msg = if d == inst {
                format!(
                    "'{opcode}' uses its own result '{}'; only phi nodes may",
                    self.val(fx, v)
                )
            } else {
                let def_block = self.cfg.inst_block.get(d.index()).copied().unwrap_or(NONE);
                let where_ = if def_block == NONE {
                    "in no block".to_string()
                } else {
                    format!("in block '{}'", self.blk(fx, Block::from_u32(def_block)))
                };
                format!(
                    "'{opcode}' uses '{}', whose definition ({where_}) does not dominate this use",
                    self.val(fx, v)
                )
            };
            self.inst_err(fx, inst, msg);
        }
        if intrinsic {
            self.check_intrinsic_operands(fx, inst);
        }
        self.ops = bad;
        ok
    }

    /// Whether instruction `def` dominates its use by `user` (LLVM's
    /// `DominatorTree::dominates(Instruction, Use)`). `use_bb` is the block
    /// of `user`, or for a phi the incoming block of the use.
    #[inline]
    fn def_dominates(
        cfg: &Cfg,
        f: &Function,
        def: Inst,
        user: Inst,
        use_bb: u32,
        phi_use: bool,
    ) -> bool {
        let def_bb = cfg.inst_block.get(def.index()).copied().unwrap_or(NONE);
        // Fast path for the common case, a use in the defining block. (An
        // invoke is its block's terminator, so it never precedes a user
        // there, and LLVM's edge rule gives the same answer.)
        if def_bb == use_bb && !phi_use {
            return def < user || !cfg.reachable(use_bb);
        }
        Self::def_dominates_other(cfg, f, def, def_bb, user, use_bb, phi_use)
    }

    /// [`Verifier::def_dominates`] for a use outside the defining block
    /// (or in a phi).
    #[inline(never)]
    fn def_dominates_other(
        cfg: &Cfg,
        f: &Function,
        def: Inst,
        def_bb: u32,
        user: Inst,
        use_bb: u32,
        phi_use: bool,
    ) -> bool {
        if !cfg.reachable(use_bb) {
            return true;
        }
        if def_bb == NONE || !cfg.reachable(def_bb) {
            return false;
        }
        // Invoke results are defined on the edge to the normal destination.
        // (Since LLVM 16, callbr results are usable in every successor, so
        // callbr is an ordinary definition here.)
        let normal = match f.insts[def] {
            InstData::Invoke { call } => match f.calls.get(call).map(|c| &c.kind) {
                Some(crate::function::CallKind::Invoke { normal, unwind }) => {
                    if normal == unwind {
                        // Reported by the invoke's own checks.
                        return true;
                    }
                    Some(normal.as_u32())
                }
                _ => None,
            },
            _ => None,
        };
        if let Some(end) = normal {
            if phi_use && use_bb == def_bb && cfg.inst_block.get(user.index()) == Some(&end) {
                return true;
            }
            if !cfg.dom_ready() {
                cfg.need_dom.set(true);
                return true;
            }
            return cfg.edge_dominates(def_bb, end, use_bb);
        }
        if def_bb != use_bb {
            // The entry block dominates every reachable block.
            if cfg.is_entry(def_bb) {
                return true;
            }
            if !cfg.dom_ready() {
                // Asked again once the tree is built.
                cfg.need_dom.set(true);
                return true;
            }
            return cfg.dominates(def_bb, use_bb);
        }
        phi_use || def < user
    }

    /// Identity of a value for "same incoming value" comparisons: constants
    /// compare by their interned handle, other values by themselves.
    fn value_key(f: &Function, v: Value) -> u64 {
        match f.values.get(v).map(|d| d.def) {
            Some(ValueDef::Const(c)) => (1u64 << 32) | c.as_u32() as u64,
            _ => v.as_u32() as u64,
        }
    }

    /// Checks the phis `first..end` of block `b` against its predecessor
    /// edges: one entry per edge, no entries for other blocks, and repeated
    /// entries for a block carrying the same value.
    fn check_phi_entries(&mut self, fx: &Fx<'m>, b: Block, first: u32, end: u32) {
        let f = fx.f;
        let mut pairs = std::mem::take(&mut self.pairs);
        let mut preds = std::mem::take(&mut self.keys);
        preds.clear();
        preds.extend_from_slice(self.cfg.preds(b.as_u32()));
        for i in first..end {
            let inst = Inst::from_u32(i);
            let InstData::Phi { args, blocks, .. } = &f.insts[inst] else {
                continue;
            };
            let (args, blocks) = (f.values_of(*args), f.blocks_of(*blocks));
            if args.len() != blocks.len() {
                continue;
            }
            pairs.clear();
            pairs.extend(
                blocks
                    .iter()
                    .zip(args)
                    .map(|(&pb, &v)| (pb.as_u32(), Self::value_key(f, v))),
            );
            pairs.sort_unstable();
            // Repeated block with different values.
            if let Some(w) = pairs
                .windows(2)
                .find(|w| w[0].0 == w[1].0 && w[0].1 != w[1].1)
            {
                let msg = format!(
                    "'phi' has several entries for '{}' with different incoming values",
                    self.blk(fx, Block::from_u32(w[0].0))
                );
                self.inst_err(fx, inst, msg);
                continue;
            }
            // Merge the sorted lists block by block.
            let (mut p, mut q) = (0, 0);
            while p < pairs.len() || q < preds.len() {
                let pb = pairs.get(p).map_or(NONE, |x| x.0);
                let qb = preds.get(q).copied().unwrap_or(NONE);
                let blk = pb.min(qb);
                let n_entries = pairs[p..].iter().take_while(|x| x.0 == blk).count();
                let n_edges = preds[q..].iter().take_while(|&&x| x == blk).count();
                if n_entries != n_edges {
                    let name = self.blk(fx, Block::from_u32(blk));
                    let here = self.blk(fx, b);
                    let msg = if n_edges == 0 {
                        format!(
                            "'phi' has an entry for '{name}', which is not a predecessor of '{here}'"
                        )
                    } else if n_entries == 0 {
                        format!("'phi' has no entry for predecessor '{name}'")
                    } else {
                        format!(
                            "'phi' lists '{name}' {n_entries} time{} but '{name}' branches to '{here}' {n_edges} time{}; there must be one entry per edge",
                            if n_entries == 1 { "" } else { "s" },
                            if n_edges == 1 { "" } else { "s" },
                        )
                    };
                    self.inst_err(fx, inst, msg);
                    break;
                }
                p += n_entries;
                q += n_edges;
            }
        }
        self.pairs = pairs;
        self.keys = preds;
    }

    /// The constant behind `v`, if it is one.
    fn as_const(f: &Function, v: Value) -> Option<Const> {
        match f.values.get(v)?.def {
            ValueDef::Const(c) => Some(c),
            _ => None,
        }
    }
}
