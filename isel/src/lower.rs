//! The per-function driver: the pre-pass (use counts, side-effect colours,
//! static allocas, predecessor counts, loop depths), then one backward walk
//! per block, then the extra blocks (split critical edges, switch trees).

use crate::ctx::IselCtx;
use crate::error::IselError;
use cranelift_entity::EntityRef;
use kiln_ir::function::CallKind;
use kiln_ir::instructions::{InstFlags, Ordering};
use kiln_ir::module::{FuncData, GlobalKind};
use kiln_ir::{Block, FuncId, Function, Inst as IrInst, InstData, Module, Value, ValueDef};
use kiln_targets::x64::{Amode, Inst};
use kiln_targets::{MBlock, MachFunc, Reg, StackProbe, VReg};
use std::collections::HashMap;

/// The most bytes of entry-block allocas placed in the frame: 256 MiB.
/// Larger ones (and those past the total) are allocated on entry like
/// dynamic allocas, so every frame offset stays far within a 32-bit
/// displacement whatever the sizes (a 1 TiB alloca then faults when
/// touched, as it does natively, instead of failing to compile).
const MAX_STATIC_FRAME: u64 = 1 << 28;

/// A machine block created during selection (split edge, switch node),
/// filled after the IR blocks.
pub(crate) struct ExtraBlock {
    pub block: MBlock,
    pub params: (u32, u32),
    pub insts: (u32, u32),
    pub edges: (u32, u32),
    pub depth: u32,
    /// Range of its locations in the extra-block table of `crate::locs`.
    pub locs: (u32, u32),
}

/// What a variadic function's prologue saved for `va_start`.
#[derive(Copy, Clone)]
pub(crate) struct VaInfo {
    pub save_area: kiln_targets::StackSlot,
    pub gp_used: u32,
    pub fp_used: u32,
    pub stack_bytes: u32,
}

/// Lowering state of one function.
pub(crate) struct Lower<'a> {
    pub m: &'a Module,
    pub f: &'a Function,
    pub fd: &'a FuncData,
    pub c: &'a mut IselCtx,
    pub out: &'a mut MachFunc<Inst>,
    pub nglobals: usize,
    /// Colour of the instruction being lowered (for load sinking).
    pub at_color: u32,
    /// The instruction being lowered.
    pub cur_inst: Option<IrInst>,
    /// Layout index of the block being lowered.
    pub cur_block: usize,
    pub va: Option<VaInfo>,
    /// The `sret` parameter, returned in `rax`.
    pub sret: Option<Value>,
    /// The hidden pointer a too-large return value is stored through.
    pub demoted: Option<Reg>,
    /// Bytes of stack arguments the function receives (a `musttail` call
    /// may pass at most as many, in the same area).
    pub incoming_stack: u32,
    pub extra: Vec<ExtraBlock>,
    pub extra_insts: Vec<Inst>,
    pub extra_edges: Vec<(MBlock, u32, u32)>,
    pub extra_params: Vec<VReg>,
    pub outgoing: u32,
    /// Source locations: see [`crate::locs`].
    pub locs: crate::locs::LocState,
    /// The GOT's address, computed in the prologue (large code model, PIC).
    pub got_base: Option<Reg>,
    /// Position of each incoming block in the lists of phis with many
    /// (see [`Lower::phi_position`]).
    pub phi_index: HashMap<IrInst, HashMap<Block, u32>>,
    /// Whether a 32-to-64-bit zero extension was emitted (see
    /// [`crate::zext_moves`]).
    pub zext32: bool,
}

pub(crate) type LResult<T> = Result<T, IselError>;

/// Lowers function `func` of `module` into `out` (cleared first), then
/// calls `out.finish()`.
pub fn lower_function(
    module: &Module,
    func: FuncId,
    ctx: &mut IselCtx,
    out: &mut MachFunc<Inst>,
) -> Result<(), IselError> {
    let fd = &module.functions[func];
    // Only an error needs the name: no string per function otherwise.
    let name = || {
        fd.gv
            .and_then(|g| module.globals[g].name)
            .map(|s| format!("@{}", module.symbols.get_str(s)))
            .unwrap_or_else(|| format!("function {}", func.index()))
    };
    let Some(f) = fd.body.as_ref() else {
        return Err(IselError {
            func: name(),
            block: None,
            offset: None,
            message: "function has no body (a declaration)".into(),
        });
    };
    out.clear();
    ctx.prepare(module);
    let mut l = Lower {
        m: module,
        f,
        fd,
        c: ctx,
        out,
        nglobals: module.globals.len(),
        at_color: 0,
        cur_inst: None,
        cur_block: 0,
        va: None,
        sret: None,
        demoted: None,
        incoming_stack: 0,
        extra: Vec::new(),
        extra_insts: Vec::new(),
        extra_edges: Vec::new(),
        extra_params: Vec::new(),
        outgoing: 0,
        locs: crate::locs::LocState::new(f),
        got_base: None,
        phi_index: HashMap::new(),
        zext32: false,
    };
    l.run().map_err(|mut e| {
        e.func = name();
        // Problems with no instruction (a parameter's or the return
        // value's type) sit at the function's definition.
        if e.offset.is_none() {
            e.offset = fd.gv.and_then(|g| module.globals.get(g)).map(|g| g.offset);
        }
        e
    })
}

impl<'a> Lower<'a> {
    /// An error at the current instruction.
    pub fn err(&self, msg: impl Into<String>) -> IselError {
        let block =
            self.f
                .layout
                .get(self.cur_block)
                .map(|&b| match self.f.blocks[b].name.expand() {
                    Some(s) => format!("%{}", self.m.symbols.get_str(s)),
                    None => format!("#{}", self.cur_block),
                });
        IselError {
            func: String::new(),
            block,
            offset: self.cur_inst.map(|i| self.f.inst_offsets[i]),
            message: msg.into(),
        }
    }

    fn run(&mut self) -> LResult<()> {
        self.check_call_conv(self.fd.cc, crate::call_conv::CcUse::Definition)?;
        if let Some(msg) = crate::fn_attrs::unsupported_entry_data(self.fd) {
            return Err(self.err(msg));
        }
        if !crate::fn_attrs::attrs_supported(self.c, self.m, self.fd)
            && let Some(a) = crate::fn_attrs::unsupported_attr(self.m, self.fd)
        {
            return Err(self.err(format!("function attribute {a} is not supported")));
        }
        self.prepass()?;
        self.check_address_spaces()?;
        let nblocks = self.f.layout.len();
        self.out.declare_blocks(nblocks);
        self.plan_block_addresses();
        // Prologue: incoming arguments.
        self.cur_block = 0;
        self.lower_args()?;
        self.begin_got_base();
        let prologue = std::mem::take(&mut self.c.cur);
        for li in 0..nblocks {
            self.cur_block = li;
            let b = self.f.layout[li];
            // Block parameters: the phis.
            let mut params = std::mem::take(&mut self.c.params);
            params.clear();
            for i in self.f.block_insts(b) {
                if !matches!(self.f.insts[i], InstData::Phi { .. }) {
                    break;
                }
                let v = self.f.inst_result(i).unwrap();
                let (s, n) = self.def_parts(v)?;
                params.extend_from_slice(&self.c.parts[s..s + n]);
            }
            let mb = MBlock::new(li);
            self.out.begin_block(mb, &params);
            self.c.params = params;
            if li == 0 {
                for &i in &prologue {
                    self.out.push(i);
                }
            }
            self.c.rev.clear();
            self.c.edges.clear();
            for i in self.f.block_insts(b).rev() {
                if self.c.sunk[i.index()] {
                    continue;
                }
                if matches!(self.f.insts[i], InstData::Phi { .. }) {
                    break;
                }
                if self.is_dead(i) {
                    continue;
                }
                self.cur_inst = Some(i);
                self.at_color = self.c.color[i.index()];
                self.c.cur.clear();
                self.lower_inst(i)?;
                let IselCtx { cur, rev, .. } = &mut *self.c;
                let k0 = rev.len() as u32;
                rev.extend(cur.drain(..).rev());
                if self.locs.enabled {
                    self.note_loc(i, k0);
                }
            }
            self.cur_inst = None;
            if self.locs.enabled {
                self.place_block_locs();
            }
            while let Some(i) = self.c.rev.pop() {
                self.out.push(i);
            }
            let depth = self.c.depth[li].max(0) as u32;
            self.end_with_edges(mb, depth);
        }
        // Extra blocks, in creation order.
        let mut extra = std::mem::take(&mut self.extra);
        extra.sort_by_key(|e| e.block);
        for e in &extra {
            let params = &self.extra_params[e.params.0 as usize..e.params.1 as usize];
            self.out.begin_block(e.block, params);
            if self.locs.enabled {
                self.place_extra_locs(e.locs);
            }
            for k in e.insts.0..e.insts.1 {
                self.out.push(self.extra_insts[k as usize]);
            }
            self.c.edges.clear();
            self.c
                .edges
                .extend_from_slice(&self.extra_edges[e.edges.0 as usize..e.edges.1 as usize]);
            self.end_with_edges(e.block, e.depth);
        }
        self.frame_request();
        if self.zext32 {
            crate::zext_moves::zext_as_moves(self.out, &mut self.c.upper_zero);
        }
        self.out.finish();
        Ok(())
    }

    fn end_with_edges(&mut self, mb: MBlock, depth: u32) {
        let c = &*self.c;
        let edges = c
            .edges
            .iter()
            .map(|&(t, s, e)| (t, &c.edge_vregs[s as usize..e as usize]));
        self.out.end_block_with(mb, edges, depth);
    }

    fn frame_request(&mut self) {
        function_frame(self.m, self.fd, &mut self.out.frame);
        self.out.frame.outgoing_args_size = self.outgoing.div_ceil(16) * 16;
    }

    /// Whether `i` can be skipped: no side effects and no uses.
    fn is_dead(&self, i: IrInst) -> bool {
        let Some(v) = self.f.inst_result(i) else {
            return false;
        };
        if self.c.uses[v.index()] != 0 {
            return false;
        }
        match &self.f.insts[i] {
            InstData::Load {
                flags, ordering, ..
            } => !flags.has(InstFlags::VOLATILE) && *ordering == Ordering::NotAtomic,
            InstData::Binary { .. }
            | InstData::Cast { .. }
            | InstData::ICmp { .. }
            | InstData::FCmp { .. }
            | InstData::FNeg { .. }
            | InstData::Select { .. }
            | InstData::Freeze { .. }
            | InstData::Gep { .. }
            | InstData::ExtractValue { .. }
            | InstData::InsertValue { .. }
            | InstData::ExtractElement { .. }
            | InstData::InsertElement { .. }
            | InstData::ShuffleVector { .. } => true,
            InstData::Alloca { .. } => self.c.slot_of[v.index()] != 0,
            _ => false,
        }
    }

    /// The element count of an entry-block `alloca` that gets a frame slot:
    /// none written, or a small constant.
    fn static_count(&self, count: Option<Value>) -> Option<u64> {
        match count {
            None => Some(1),
            Some(c) => {
                let k = self.const_int(c)?;
                (1..=1 << 20).contains(&k).then_some(k as u64)
            }
        }
    }

    fn has_side_effect(&self, i: IrInst) -> bool {
        match &self.f.insts[i] {
            InstData::Load {
                flags, ordering, ..
            } => flags.has(InstFlags::VOLATILE) || *ordering != Ordering::NotAtomic,
            InstData::Store { .. }
            | InstData::Call { .. }
            | InstData::Invoke { .. }
            | InstData::CallBr { .. }
            | InstData::Fence { .. }
            | InstData::CmpXchg { .. }
            | InstData::AtomicRmw { .. }
            | InstData::VaArg { .. } => true,
            InstData::Alloca { count, .. } => count.is_some(),
            _ => false,
        }
    }

    /// The pre-pass, which also checks the limits of `crate::validate` on
    /// each instruction before anything else looks at it.
    fn prepass(&mut self) -> LResult<()> {
        let f = self.f;
        self.c.reset(f.values.len(), f.insts.len(), f.blocks.len());
        self.validate_params()?;
        for (li, &b) in f.layout.iter().enumerate() {
            self.c.block_index[b.index()] = li as u32;
        }
        let mut succs = std::mem::take(&mut self.c.succs);
        let mut diff = vec![0i32; f.layout.len() + 1];
        // Bytes of the static allocas given frame slots so far.
        let mut static_bytes = 0u64;
        for (li, &b) in f.layout.iter().enumerate() {
            self.cur_block = li;
            let mut color = 0;
            for i in f.block_insts(b) {
                self.cur_inst = Some(i);
                // Counts the uses and keeps the operands that are not
                // locals, to be checked before anything else.
                let mut nonlocal = crate::ctx::take_empty(&mut self.c.scratch_values);
                let uses = &mut self.c.uses;
                f.for_each_operand(i, |v| {
                    uses[v.index()] += 1;
                    if !matches!(f.values[v].def, ValueDef::Param(_) | ValueDef::Inst(_)) {
                        nonlocal.push(v);
                    }
                });
                let checked = self.validate_inst(i, &nonlocal);
                self.c.scratch_values = nonlocal;
                checked?;
                self.c.inst_block[i.index()] = li as u32;
                self.c.color[i.index()] = color;
                if self.has_side_effect(i) {
                    color += 1;
                }
                if li == 0
                    && let InstData::Alloca {
                        count,
                        ty,
                        align,
                        flags,
                        ..
                    } = f.insts[i]
                    && let Some(n) = self.static_count(count.expand())
                    && !flags.has(InstFlags::INALLOCA)
                    && let bytes = self.layout_of(ty).0.saturating_mul(n)
                    && bytes <= MAX_STATIC_FRAME - static_bytes
                {
                    static_bytes += bytes;
                    let (size, a) = self.layout_of(ty);
                    let a = align.bytes().unwrap_or(a).max(a).max(1);
                    let bytes = (size * n).max(1) as u32;
                    let slot = if n > 1 || crate::stack_protector::holds_array(self.m, ty) {
                        self.out.new_array_slot(bytes, a as u32)
                    } else {
                        self.out.new_slot(bytes, a as u32)
                    };
                    let v = f.inst_result(i).unwrap();
                    self.c.slot_of[v.index()] = slot.index() as u32 + 1;
                }
            }
            if let Some(t) = f.terminator(b) {
                f.successors(t, &mut succs);
                succs.sort_unstable();
                succs.dedup();
                for &s in &succs {
                    self.c.npreds[s.index()] += 1;
                    let si = self.c.block_index[s.index()] as usize;
                    if si <= li {
                        diff[si] += 1;
                        diff[li + 1] -= 1;
                    }
                }
            }
        }
        let mut d = 0;
        for (li, x) in diff.iter().enumerate().take(f.layout.len()) {
            d += x;
            self.c.depth[li] = d;
        }
        self.cur_inst = None;
        self.cur_block = 0;
        self.c.succs = succs;
        self.mark_inline_geps();
        self.mark_branch_icmps();
        // Dynamic allocas (those without a frame slot) move rsp.
        self.out.frame.dynamic_alloca = f.insts.iter().any(|(i, d)| {
            matches!(d, InstData::Alloca { .. })
                && f.inst_result(i)
                    .is_some_and(|v| self.c.slot_of[v.index()] == 0)
        });
        Ok(())
    }

    /// A new machine block for selection's own control flow, filled later.
    pub fn new_extra_block(&mut self, insts: &[Inst], edges: &[(MBlock, u32, u32)]) -> MBlock {
        let block = self.reserve_block();
        self.fill_extra_block(block, &[], insts, edges);
        block
    }

    /// A new machine block id, filled later with [`Lower::fill_extra_block`].
    pub fn reserve_block(&mut self) -> MBlock {
        let block = MBlock::new(self.out.blocks.len());
        self.out.declare_blocks(1);
        block
    }

    /// Gives a reserved block its parameters, instructions and edges.
    pub fn fill_extra_block(
        &mut self,
        block: MBlock,
        params: &[VReg],
        insts: &[Inst],
        edges: &[(MBlock, u32, u32)],
    ) {
        let p0 = self.extra_params.len() as u32;
        self.extra_params.extend_from_slice(params);
        let i0 = self.extra_insts.len() as u32;
        self.extra_insts.extend_from_slice(insts);
        let e0 = self.extra_edges.len() as u32;
        self.extra_edges.extend_from_slice(edges);
        let locs = self.extra_block_locs();
        self.extra.push(ExtraBlock {
            block,
            params: (p0, self.extra_params.len() as u32),
            insts: (i0, self.extra_insts.len() as u32),
            edges: (e0, self.extra_edges.len() as u32),
            depth: self.c.depth[self.cur_block].max(0) as u32,
            locs,
        });
    }

    /// The machine block an edge from the current block to IR block `to`
    /// jumps to, recording the edge with the phi arguments.
    /// `multi` says whether the current block has several successors; the
    /// edge is split when it is critical.
    pub fn edge_to(&mut self, to: Block, multi: bool) -> LResult<MBlock> {
        let ti = self.c.block_index[to.index()] as usize;
        let target = MBlock::new(ti);
        if let Some(&(t, _, _)) = self.c.edges.iter().find(|e| e.0 == target) {
            return Ok(t);
        }
        let mark = self.c.cur.len();
        let (s, e) = self.phi_args(to)?;
        if multi && self.c.npreds[to.index()] > 1 {
            let split = self.split_edge(target, (s, e), mark);
            self.c.edges.push((split, s, s));
            return Ok(split);
        }
        self.c.edges.push((target, s, e));
        Ok(target)
    }

    /// A new block on an edge to `target` passing branch arguments `args`
    /// (a range of `edge_vregs`). The instructions emitted since `mark` —
    /// the phi arguments' constants, `lea`s and GOT loads — move into it, so
    /// that they run only when the edge is taken.
    pub fn split_edge(&mut self, target: MBlock, args: (u32, u32), mark: usize) -> MBlock {
        let b = self.reserve_block();
        self.fill_split_edge(b, target, args, mark);
        b
    }

    /// [`Lower::split_edge`] into `block`, reserved before.
    pub(crate) fn fill_split_edge(
        &mut self,
        block: MBlock,
        target: MBlock,
        args: (u32, u32),
        mark: usize,
    ) {
        self.c.cur.push(Inst::Jmp { target });
        let insts = std::mem::take(&mut self.c.cur);
        self.fill_extra_block(block, &[], &insts[mark..], &[(target, args.0, args.1)]);
        self.c.cur = insts;
        self.c.cur.truncate(mark);
    }

    /// Appends to `edge_vregs` the values the phis of `to` receive from the
    /// current block; returns the range.
    pub fn phi_args(&mut self, to: Block) -> LResult<(u32, u32)> {
        let from = self.f.layout[self.cur_block];
        let start = self.c.edge_vregs.len() as u32;
        let mut regs = std::mem::take(&mut self.c.scratch_regs);
        // Phis usually list the predecessors in one order: try the previous
        // phi's position first.
        let mut hint = usize::MAX;
        for i in self.f.block_insts(to) {
            let InstData::Phi { args, blocks, .. } = self.f.insts[i] else {
                break;
            };
            let bl = self.f.blocks_of(blocks);
            let k = if bl.get(hint) == Some(&from) {
                hint
            } else {
                self.phi_position(i, bl, from)
                    .ok_or_else(|| self.err("phi without an incoming value for a predecessor"))?
            };
            hint = k;
            let v = self.f.values_of(args)[k];
            regs.clear();
            if let Err(e) = self.all_regs(v, &mut regs) {
                self.c.scratch_regs = regs;
                return Err(e);
            }
            for r in &regs {
                let vr = r.as_virtual().expect("virtual");
                self.c.edge_vregs.push(vr);
            }
        }
        self.c.scratch_regs = regs;
        Ok((start, self.c.edge_vregs.len() as u32))
    }

    /// The position of `from` among the incoming blocks `bl` of phi `phi`:
    /// a scan for short lists, else a map built once per phi, so that a
    /// block with n predecessors costs O(n) over all its edges, not O(n²).
    fn phi_position(&mut self, phi: IrInst, bl: &[Block], from: Block) -> Option<usize> {
        if bl.len() <= 16 {
            return bl.iter().position(|&b| b == from);
        }
        let map = self.phi_index.entry(phi).or_insert_with(|| {
            let mut m = HashMap::with_capacity(bl.len());
            for (k, &b) in bl.iter().enumerate().rev() {
                m.insert(b, k as u32);
            }
            m
        });
        map.get(&from).map(|&k| k as usize)
    }

    /// Emits an instruction for the IR instruction being lowered.
    #[inline]
    pub fn emit(&mut self, i: Inst) {
        self.c.cur.push(i);
    }

    /// The instruction defining `v`, if it can be folded into the
    /// instruction being lowered: its only use, same block, not yet taken.
    pub fn sinkable(&self, v: Value) -> Option<IrInst> {
        let ValueDef::Inst(i) = self.f.values[v].def else {
            return None;
        };
        (self.c.uses[v.index()] == 1
            && self.c.inst_block[i.index()] as usize == self.cur_block
            && !self.c.sunk[i.index()]
            && self.cur_inst != Some(i))
        .then_some(i)
    }

    /// A plain load defining `v` that can be folded into the current
    /// instruction as a memory operand (no side effect in between).
    pub fn sinkable_load(&self, v: Value) -> Option<(IrInst, Value)> {
        let i = self.sinkable(v)?;
        match self.f.insts[i] {
            InstData::Load {
                flags,
                ordering: Ordering::NotAtomic,
                ptr,
                ..
            } if !flags.has(InstFlags::VOLATILE) && self.c.color[i.index()] == self.at_color => {
                Some((i, ptr))
            }
            _ => None,
        }
    }

    /// Marks `i` as folded into the current instruction.
    pub fn sink(&mut self, i: IrInst) {
        self.c.sunk[i.index()] = true;
    }

    /// Whether global `gv` is addressed `rip`-relatively (it resolves within
    /// this module or link unit and lies within 2 GiB) rather than through
    /// the GOT, as LLVM decides for PIC.
    pub fn is_local_symbol(&mut self, gv: kiln_ir::GlobalValue) -> bool {
        self.resolves_locally(gv) && !self.is_far_data(gv)
    }

    /// Whether global `gv` resolves within this module or link unit (see
    /// [`resolves_locally`]).
    pub fn resolves_locally(&self, gv: kiln_ir::GlobalValue) -> bool {
        resolves_locally(self.m, gv)
    }

    /// The address of global `gv` plus `disp` as a memory operand.
    pub fn global_amode(&mut self, gv: kiln_ir::GlobalValue, disp: i64) -> LResult<Amode> {
        let g = &self.m.globals[gv];
        if g.thread_local != kiln_ir::module::ThreadLocal::No {
            return self.tls_amode(gv, disp);
        }
        let sym = kiln_targets::SymbolId(gv.index() as u32);
        if self.large_code() {
            let local = self.resolves_locally(gv);
            return Ok(self.large_amode(sym, local, disp));
        }
        let d32 = i32::try_from(disp).ok();
        if self.is_local_symbol(gv)
            && let Some(d) = d32
        {
            return Ok(Amode::Symbol { sym, disp: d });
        }
        let r = self.new_int();
        self.emit(Inst::Load {
            ext: kiln_targets::x64::ExtMode::None64,
            dst: r,
            addr: Amode::Got { sym },
        });
        Ok(self.add_disp(Amode::base(r, 0), disp))
    }

    /// A fresh integer virtual register.
    #[inline]
    pub fn new_int(&mut self) -> Reg {
        Reg::virt(self.out.new_vreg(kiln_targets::RegClass::Int))
    }

    /// A fresh float/vector virtual register.
    #[inline]
    pub fn new_float(&mut self) -> Reg {
        Reg::virt(self.out.new_vreg(kiln_targets::RegClass::Float))
    }

    /// Whether the call instruction `i` is an `invoke` or `callbr`.
    pub fn is_invoke(&self, call: kiln_ir::function::CallId) -> bool {
        !matches!(self.f.calls[call].kind, CallKind::Call)
    }
}

/// Whether global `gv` of `m` resolves within this module or link unit:
/// defined here and not preemptible — local linkage, non-default
/// visibility or `dso_local` — or a `dso_local` declaration.
pub(crate) fn resolves_locally(m: &Module, gv: kiln_ir::GlobalValue) -> bool {
    use kiln_ir::module::{Linkage, Visibility};
    let g = &m.globals[gv];
    if matches!(
        g.linkage,
        Linkage::ExternWeak | Linkage::AvailableExternally
    ) {
        return false;
    }
    let defined = match &g.kind {
        GlobalKind::Var(v) => v.init.is_some(),
        GlobalKind::Func(fid) => m.functions[*fid].body.is_some(),
        GlobalKind::Alias { .. } => true,
        GlobalKind::IFunc { .. } => return false,
    };
    let non_preemptible =
        g.linkage.is_local() || g.visibility != Visibility::Default || g.dso_local;
    (defined || g.dso_local) && non_preemptible
}

/// What function `fd`'s attributes ask of its frame, the same on both
/// selection paths: stack probing, a stack protector, no red zone.
pub(crate) fn function_frame(m: &Module, fd: &FuncData, frame: &mut kiln_targets::FrameRequest) {
    (frame.probe, frame.probe_size) = frame_probe(m, fd);
    frame.stack_guard = crate::stack_protector::stack_guard(m, fd);
    frame.no_red_zone = crate::fn_attrs::no_red_zone(m, fd);
}

/// The stack probing a function asks for (`"probe-stack"`,
/// `"stack-probe-size"`): the kind and the interval in bytes.
fn frame_probe(m: &Module, fd: &FuncData) -> (StackProbe, u32) {
    let attrs = &m.attrs;
    let mut probe = StackProbe::None;
    let mut probe_size = 4096;
    for a in attrs.get(fd.attrs.func) {
        if let kiln_ir::Attr::Str(k, v) = *a {
            let key = m.symbols.get(k);
            let val = v.map(|v| m.symbols.get_str(v).into_owned());
            if key == b"probe-stack" {
                match val.as_deref() {
                    Some("inline-asm") => probe = StackProbe::Inline,
                    Some(name) => {
                        if let Some(g) = m.global_by_name(name.as_bytes()) {
                            probe = StackProbe::Call(kiln_targets::SymbolId(g.index() as u32));
                        } else if let Some(s) =
                            kiln_targets::obj::libcall_symbol(m.globals.len(), name)
                        {
                            probe = StackProbe::Call(s);
                        } else {
                            probe = StackProbe::Inline;
                        }
                    }
                    None => {}
                }
            } else if key == b"stack-probe-size"
                && let Some(n) = val.and_then(|s| s.parse().ok())
            {
                probe_size = n;
            }
        }
    }
    (probe, probe_size)
}

/// Converts a virtual register field back to its [`VReg`].
pub(crate) fn vreg(r: Reg) -> VReg {
    r.as_virtual().expect("virtual register")
}
