//! Calls, incoming parameters and returns under the System V convention
//! (integer and pointer arguments in registers and on the stack).

use super::regs::{
    CALLEE_SAVED, CALLER_SAVED, ConstVal, SCRATCH, XMM_SCRATCH, XMMS, is_xmm, num, r,
};
use super::{GResult, Gen, NO_REG, Unsupported};
use cranelift_entity::EntityRef;
use kiln_ir::attributes::AttrKind;
use kiln_ir::function::CallId;
use kiln_ir::{Value, ValueDef};
use kiln_targets::x64::abi::{ArgLoc, SysvArgs};
use kiln_targets::x64::regs::{
    R10, RAX, SYSV_FLOAT_ARGS, SYSV_INT_ARGS, gpr, sysv_call_clobbers, xmm,
};
use kiln_targets::x64::{
    Amode, CallInfo, CallTarget, ExtMode, Inst, OperandSize, RegMemImm, XmmMemOp,
};

/// `xmm0`: the first vector argument and the vector return register.
const XMM0: PReg = xmm(0);
use kiln_targets::{PReg, Reg, SymbolId};

/// Intrinsics (after `llvm.`) the pass lowers: the lifetime markers (no
/// code) and the memory intrinsics (calls to the C library).
pub(super) fn covered_intrinsic(name: &[u8]) -> bool {
    no_code_intrinsic(name)
        || name.starts_with(b"va_start")
        || name.starts_with(b"va_copy")
        || name.starts_with(b"va_end")
        || name.starts_with(b"memcpy.p")
        || name.starts_with(b"memmove.p")
        || name.starts_with(b"memset.p")
        || name == b"bswap.i32"
        || name == b"bswap.i64"
        || matches!(
            name,
            b"fmuladd.f32" | b"fmuladd.f64" | b"fabs.f32" | b"fabs.f64"
        )
}

/// Intrinsics (after `llvm.`) that produce no code: markers and hints
/// with no effect on the program's results (as in the staged selector).
fn no_code_intrinsic(name: &[u8]) -> bool {
    let base = name.split(|&c| c == b'.').next().unwrap_or(name);
    name.starts_with(b"lifetime.")
        || name.starts_with(b"experimental.noalias.scope.decl")
        || name.starts_with(b"var.annotation")
        || matches!(base, b"prefetch" | b"assume" | b"sideeffect" | b"donothing")
}

/// The largest `byval` aggregate the pass copies (bytes).
const MAX_BYVAL: u64 = 256;

/// Where an argument comes from.
#[derive(Copy, Clone)]
enum Source {
    /// A value in a register.
    Reg(u8),
    /// A value in its home.
    Home(Value),
    /// A constant.
    Const(ConstVal),
    /// The address of a frame slot.
    Slot(kiln_targets::StackSlot),
}

impl Gen<'_> {
    /// Defines the parameters in their argument registers.
    pub(super) fn lower_params(&mut self) -> GResult<()> {
        let f = self.f;
        let fd = &self.m.functions[self.fid];
        let mut fixed: Vec<(Reg, PReg)> = Vec::new();
        let mut abi = SysvArgs::new();
        let mut locs: Vec<(ArgLoc, bool)> = Vec::with_capacity(f.params.len());
        for k in 0..f.params.len() {
            locs.push(match self.byval_of(fd.attrs.param(k))? {
                Some((size, align)) => (abi.stack_block(size, align), true),
                None if self.is_fp_value(f.params[k]) => (abi.float(), false),
                None => (abi.int(), false),
            });
        }
        for (k, &p) in f.params.iter().enumerate() {
            if let (ArgLoc::Reg(preg), _) = locs[k] {
                fixed.push((Reg::phys(preg), preg));
                self.assign(p, num(preg));
            }
        }
        let variadic = self
            .m
            .types
            .function(self.m.globals[fd.gv.ok_or(Unsupported)?].value_type)
            .is_some_and(|(_, _, vararg)| vararg);
        if variadic {
            // Every argument register arrives defined (the variadic ones
            // too): all of them go to the register save area.
            for &preg in SYSV_INT_ARGS.iter().chain(SYSV_FLOAT_ARGS.iter()) {
                if !fixed.iter().any(|&(_, q)| q == preg) {
                    fixed.push((Reg::phys(preg), preg));
                }
            }
        }
        let args = self.out.side.push_fixed(&fixed);
        self.emit(Inst::Args { args });
        if variadic {
            self.save_argument_registers(&abi);
        }
        self.unlock_all();
        for (k, &p) in f.params.iter().enumerate() {
            let hw = match locs[k] {
                (ArgLoc::Reg(preg), _) => num(preg),
                (ArgLoc::Stack(off), _) if self.is_fp_value(p) => {
                    if self.c.vals[p.index()].uses == 0 {
                        continue;
                    }
                    let hw = self.take_xmm();
                    self.emit(Inst::XmmLoad {
                        op: super::float::mem_op(self.is_double(p)),
                        dst: r(hw),
                        addr: Amode::IncomingArg { offset: off as i32 },
                    });
                    hw
                }
                _ if self.c.vals[p.index()].uses == 0 && self.sret != Some(p) => continue,
                (ArgLoc::Stack(off), byval) => {
                    // A stack argument, read where the caller stored it; a
                    // byval aggregate is its address there.
                    let hw = self.take_reg(0);
                    let addr = Amode::IncomingArg { offset: off as i32 };
                    if byval {
                        self.emit(Inst::Lea {
                            size: OperandSize::S64,
                            dst: r(hw),
                            addr,
                        });
                    } else {
                        self.emit(Inst::Load {
                            ext: ExtMode::None64,
                            dst: r(hw),
                            addr,
                        });
                    }
                    hw
                }
            };
            let bits = super::ops::bits_of(self, f.values[p].ty);
            if bits == 1 && !self.m.attrs.has(fd.attrs.param(k), AttrKind::ZeroExt) {
                self.emit(Inst::Alu {
                    size: OperandSize::S32,
                    op: kiln_targets::x64::AluOp::And,
                    dst: r(hw),
                    src1: r(hw),
                    src2: RegMemImm::Imm(1),
                });
            }
            self.defined(p, hw);
            self.unlock_all();
        }
        if self.regs.exhausted {
            return Err(Unsupported);
        }
        Ok(())
    }

    /// `ret`.
    pub(super) fn ret(&mut self, arg: Option<Value>) -> GResult<()> {
        let mut rets = Vec::new();
        if arg.is_none()
            && let Some(p) = self.sret
        {
            let home = self.home(p);
            self.emit(Inst::Load {
                ext: ExtMode::None64,
                dst: r(RAX.hw()),
                addr: Amode::Slot {
                    slot: home,
                    disp: 0,
                },
            });
            rets.push((Reg::phys(RAX), RAX));
        }
        if let Some(v) = arg
            && self.is_fp_value(v)
        {
            let src = self.fetch(v, 0)?;
            self.consume(v);
            self.copy_reg(num(XMM0), src);
            rets.push((Reg::phys(XMM0), XMM0));
        } else if let Some(v) = arg {
            let rax = RAX.hw();
            let src = self.fetch(v, 0)?;
            self.consume(v);
            let bits = super::ops::bits_of(self, self.f.values[v].ty);
            let ra = self.m.functions[self.fid].attrs.ret;
            let ext = match bits {
                1 | 8 if self.m.attrs.has(ra, AttrKind::SignExt) => Some(ExtMode::SignExt8),
                1 | 8 if self.m.attrs.has(ra, AttrKind::ZeroExt) => Some(ExtMode::ZeroExt8),
                16 if self.m.attrs.has(ra, AttrKind::SignExt) => Some(ExtMode::SignExt16),
                16 if self.m.attrs.has(ra, AttrKind::ZeroExt) => Some(ExtMode::ZeroExt16),
                _ => None,
            };
            match ext {
                Some(ext) => self.emit(Inst::MovExtRR {
                    ext,
                    dst: r(rax),
                    src: r(src),
                }),
                None if src != rax => self.emit(Inst::MovRR {
                    size: OperandSize::S64,
                    dst: r(rax),
                    src: r(src),
                }),
                None => {}
            }
            rets.push((Reg::phys(RAX), RAX));
        }
        let rets = self.out.side.push_fixed(&rets);
        self.emit(Inst::Ret { rets });
        self.end_block_plain(&[]);
        Ok(())
    }

    /// Where value `v` is, for an argument (the use is counted).
    fn source(&mut self, v: Value) -> GResult<Source> {
        if let Some(slot) = self.c.vals[v.index()].alloca {
            self.consume(v);
            return Ok(Source::Slot(slot));
        }
        if let Some(cv) = self.const_of(v)? {
            return Ok(Source::Const(cv));
        }
        let s = self.c.vals[v.index()];
        let src = if s.reg != NO_REG {
            Source::Reg(s.reg)
        } else if s.global || s.in_home {
            Source::Home(v)
        } else {
            return Err(Unsupported);
        };
        // Counted without giving the register back: the argument moves
        // read it below.
        let st = &mut self.c.vals[v.index()];
        st.uses = st.uses.saturating_sub(1);
        Ok(src)
    }

    /// Writes `src` into register `hw`.
    fn load_source(&mut self, src: Source, hw: u8) {
        match src {
            Source::Reg(s) => self.copy_reg(hw, s),
            Source::Home(v) => {
                let home = self.home(v);
                self.load_home(hw, home);
            }
            Source::Const(cv) => self.materialize(cv, hw),
            Source::Slot(slot) => self.emit(Inst::Lea {
                size: OperandSize::S64,
                dst: r(hw),
                addr: Amode::Slot { slot, disp: 0 },
            }),
        }
    }

    /// Lowers call `call` (result `res`).
    pub(super) fn call(&mut self, call: CallId, res: Option<Value>) -> GResult<()> {
        let f = self.f;
        let cd = &f.calls[call];
        let args = f.values_of(cd.args);
        let (_, params, vararg) = self.m.types.function(cd.fn_ty).ok_or(Unsupported)?;
        let nfixed = params.len();
        let mut target = None;
        if let ValueDef::Const(c) = f.values[cd.callee].def
            && let kiln_ir::constants::ConstData::Global { gv, .. } = self.m.consts.get(c)
        {
            let gv = *gv;
            if let Some(name) = self.intrinsic_name(gv) {
                let name = name.to_vec();
                return self.intrinsic(&name, args, res);
            }
            target = Some(CallTarget::Direct(SymbolId(gv.as_u32())));
        }
        // Locations by the ABI: integers and pointers in general registers,
        // `float` and `double` in vector registers, then on the stack;
        // `byval` aggregates copied into a stack block.
        let mut abi = SysvArgs::new();
        let mut locs: Vec<ArgLoc> = Vec::with_capacity(args.len());
        for (k, &a) in args.iter().enumerate() {
            locs.push(match self.byval_of(cd.attrs.param(k))? {
                Some((size, align)) => abi.stack_block(size, align),
                None if self.is_fp_value(a) => abi.float(),
                None => abi.int(),
            });
        }
        if abi.stack_align > 16 {
            return Err(Unsupported);
        }
        // Stack arguments first, while every register may still serve as
        // a temporary.
        for (k, &a) in args.iter().enumerate() {
            let ArgLoc::Stack(off) = locs[k] else {
                continue;
            };
            let addr = Amode::OutgoingArg { offset: off as i32 };
            if let Some((size, _)) = self.byval_of(cd.attrs.param(k))? {
                let from = self.address(a)?;
                self.copy_block(from, addr, size)?;
            } else {
                match self.const_of(a)? {
                    Some(ConstVal::Imm(x)) if i32::try_from(x).is_ok() => {
                        self.emit(Inst::StoreImm {
                            size: OperandSize::S64,
                            imm: x as i32,
                            addr,
                        })
                    }
                    _ => {
                        let hw = self.opnd(a)?;
                        if is_xmm(hw) {
                            self.emit(Inst::XmmStore {
                                op: XmmMemOp::Movsd,
                                src: r(hw),
                                addr,
                            });
                        } else {
                            let hw = self.extend_arg(call, k, a, hw, false);
                            self.emit(Inst::Store {
                                size: OperandSize::S64,
                                src: r(hw),
                                addr,
                            });
                        }
                    }
                }
            }
            self.unlock_all();
        }
        self.outgoing = self.outgoing.max(abi.stack);
        self.unlock_all();
        let mut in_regs: Vec<(usize, PReg)> = Vec::with_capacity(6);
        let mut sources = Vec::with_capacity(7);
        for (k, &a) in args.iter().enumerate() {
            if let ArgLoc::Reg(p) = locs[k] {
                in_regs.push((k, p));
                sources.push(self.source(a)?);
            }
        }
        let callee = match target {
            Some(_) => None,
            None => Some(self.source(cd.callee)?),
        };
        self.save_survivors();
        // Parallel move of the register sources into their argument
        // registers (and the callee into r10), then the rest.
        let mut moves: Vec<(u8, Source)> = in_regs
            .iter()
            .zip(&sources)
            .map(|(&(_, p), &s)| (num(p), s))
            .collect();
        // An indirect callee is called through its own register unless an
        // argument (or `al`) goes there.
        let mut through = R10.hw();
        match callee {
            Some(Source::Reg(x)) if !SYSV_INT_ARGS.iter().any(|p| p.hw() == x) && x != RAX.hw() => {
                through = x;
            }
            Some(s) => moves.push((R10.hw(), s)),
            None => {}
        }
        self.parallel_moves(&mut moves);
        for &(k, p) in &in_regs {
            self.extend_arg(call, k, args[k], num(p), true);
        }
        if vararg || nfixed < args.len() {
            // `al`: how many vector registers carry arguments.
            self.emit(Inst::MovImm {
                size: OperandSize::S32,
                dst: r(RAX.hw()),
                imm: i64::from(abi.xmms),
            });
        }
        let uses: Vec<(Reg, PReg)> = in_regs.iter().map(|&(_, p)| (Reg::phys(p), p)).collect();
        let uses = self.out.side.push_fixed(&uses);
        let ret_reg = match res {
            Some(v) if self.is_fp_value(v) => Some(XMM0),
            Some(_) => Some(RAX),
            None => None,
        };
        let defs = match ret_reg {
            Some(p) => self.out.side.push_fixed(&[(Reg::phys(p), p)]),
            None => self.out.side.push_fixed(&[]),
        };
        let info = self.out.side.calls.len() as u32;
        self.out.side.calls.push(CallInfo {
            uses,
            defs,
            clobbers: sysv_call_clobbers(),
        });
        let target = target.unwrap_or(CallTarget::Indirect(r(through)));
        let at = self.out.insts.len() as u32;
        self.emit(Inst::Call { target, info });
        self.out.clobber_list.push((at, sysv_call_clobbers()));
        self.drop_caller_saved();
        self.regs.clobbered.insert(gpr(SCRATCH));
        if let (Some(v), Some(p)) = (res, ret_reg) {
            self.defined(v, num(p));
        }
        Ok(())
    }

    /// The size and alignment of the aggregate a `byval` attribute in `set`
    /// passes (`None` without one); a block the pass does not copy inline is
    /// unsupported.
    pub(super) fn byval_of(
        &mut self,
        set: kiln_ir::attributes::AttrSet,
    ) -> GResult<Option<(u32, u32)>> {
        let Some(t) = self.m.attrs.type_arg(set, AttrKind::ByVal) else {
            return Ok(None);
        };
        let (size, align) = self
            .memo
            .checked_size_align(self.m, t)
            .map_err(|_| Unsupported)?;
        let align = self.m.attrs.int(set, AttrKind::Align).unwrap_or(align);
        if size > MAX_BYVAL || align > 16 {
            return Err(Unsupported);
        }
        Ok(Some((size as u32, align as u32)))
    }

    /// Copies `size` bytes from `from` to `to` through the scratch register.
    fn copy_block(&mut self, from: Amode, to: Amode, size: u32) -> GResult<()> {
        let mut off = 0u32;
        while off < size {
            let (ext, width, k) = match size - off {
                8.. => (ExtMode::None64, OperandSize::S64, 8),
                4..=7 => (ExtMode::None32, OperandSize::S32, 4),
                2 | 3 => (ExtMode::ZeroExt16, OperandSize::S16, 2),
                _ => (ExtMode::ZeroExt8, OperandSize::S8, 1),
            };
            let src = super::mem::displaced(from, i64::from(off)).ok_or(Unsupported)?;
            let dst = match to {
                Amode::OutgoingArg { offset } => Amode::OutgoingArg {
                    offset: offset + off as i32,
                },
                _ => return Err(Unsupported),
            };
            self.emit(Inst::Load {
                ext,
                dst: r(SCRATCH),
                addr: src,
            });
            self.emit(Inst::Store {
                size: width,
                src: r(SCRATCH),
                addr: dst,
            });
            off += k;
        }
        self.regs.clobbered.insert(gpr(SCRATCH));
        Ok(())
    }

    /// After a call: the caller-saved registers hold nothing of ours.
    fn drop_caller_saved(&mut self) {
        for hw in CALLER_SAVED.into_iter().chain(XMMS) {
            self.drop_reg(hw);
        }
    }

    /// Extends argument `k` (value `a`, in `hw`) as its `zeroext`/`signext`
    /// attribute asks, in place when `in_place` (an argument register) or
    /// when `hw` holds no value, else into the scratch register; returns
    /// the register holding the result.
    fn extend_arg(&mut self, call: CallId, k: usize, a: Value, hw: u8, in_place: bool) -> u8 {
        let bits = super::ops::bits_of(self, self.f.values[a].ty);
        if bits >= 32 {
            return hw;
        }
        let pa = self.f.calls[call].attrs.param(k);
        let ext = if self.m.attrs.has(pa, AttrKind::SignExt) {
            if bits == 16 {
                ExtMode::SignExt16
            } else {
                ExtMode::SignExt8
            }
        } else if self.m.attrs.has(pa, AttrKind::ZeroExt) {
            if bits == 16 {
                ExtMode::ZeroExt16
            } else {
                ExtMode::ZeroExt8
            }
        } else {
            return hw;
        };
        let d = if in_place || self.owner(hw).is_none() {
            hw
        } else {
            SCRATCH
        };
        self.emit(Inst::MovExtRR {
            ext,
            dst: r(d),
            src: r(hw),
        });
        d
    }

    /// Before a call: values still needed that sit in caller-saved
    /// registers move to free callee-saved ones, or to their homes.
    fn save_survivors(&mut self) {
        for hw in XMMS {
            let Some(v) = self.owner(hw) else { continue };
            // No vector register survives a call: to the home.
            if self.c.vals[v.index()].uses > 0 {
                self.evict(hw);
            } else {
                self.drop_reg(hw);
            }
        }
        for &hw in &CALLER_SAVED {
            let Some(v) = self.owner(hw) else { continue };
            let s = self.c.vals[v.index()];
            if s.uses == 0 {
                continue;
            }
            if s.in_home || s.global {
                self.drop_reg(hw);
                continue;
            }
            let free = CALLEE_SAVED
                .iter()
                .copied()
                .find(|&c| self.owner(c).is_none());
            match free {
                Some(c) => {
                    self.emit(Inst::MovRR {
                        size: OperandSize::S64,
                        dst: r(c),
                        src: r(hw),
                    });
                    self.rename_reg(hw, c);
                }
                None => self.evict(hw),
            }
        }
    }

    /// Moves each source into its target register as one parallel move:
    /// register sources are read before their registers are overwritten
    /// (cycles go through the scratch register), then the others.
    fn parallel_moves(&mut self, moves: &mut Vec<(u8, Source)>) {
        loop {
            let pending: Vec<usize> = (0..moves.len())
                .filter(|&i| matches!(moves[i].1, Source::Reg(s) if s != moves[i].0))
                .collect();
            if pending.is_empty() {
                break;
            }
            let blocked = |t: u8, moves: &Vec<(u8, Source)>| {
                moves
                    .iter()
                    .any(|&(t2, s)| matches!(s, Source::Reg(x) if x == t && t2 != t))
            };
            if let Some(&i) = pending.iter().find(|&&i| !blocked(moves[i].0, moves)) {
                let (t, s) = moves[i];
                self.load_source(s, t);
                moves[i].1 = Source::Reg(t);
                continue;
            }
            // A cycle: park one source in the scratch register.
            let i = pending[0];
            let Source::Reg(s) = moves[i].1 else { break };
            let scratch = if is_xmm(s) { XMM_SCRATCH } else { SCRATCH };
            self.copy_reg(scratch, s);
            for m in moves.iter_mut() {
                if matches!(m.1, Source::Reg(x) if x == s) {
                    m.1 = Source::Reg(scratch);
                }
            }
        }
        for &(t, s) in moves.iter() {
            if !matches!(s, Source::Reg(_)) {
                self.load_source(s, t);
            }
        }
    }

    /// Lowers a call to one of the [`covered_intrinsic`]s (result `res`).
    fn intrinsic(&mut self, name: &[u8], args: &[Value], res: Option<Value>) -> GResult<()> {
        if no_code_intrinsic(name) {
            for &a in args {
                self.consume(a);
            }
            return Ok(());
        }
        if super::bits::covered_bit_intrinsic(name, args) {
            let v = res.ok_or(Unsupported)?;
            return self.bit_intrinsic(name, args, v);
        }
        if name.starts_with(b"va_start") {
            return self.va_start(*args.first().ok_or(Unsupported)?);
        }
        if name.starts_with(b"va_copy") {
            let [dst, src] = args else {
                return Err(Unsupported);
            };
            return self.va_copy(*dst, *src);
        }
        if name.starts_with(b"va_end") {
            for &a in args {
                self.consume(a);
            }
            return Ok(());
        }
        if name.starts_with(b"fmuladd.") || name.starts_with(b"fabs.") {
            let v = res.ok_or(Unsupported)?;
            return self.fp_intrinsic(name, args, v);
        }
        if name.starts_with(b"bswap.") {
            let v = res.ok_or(Unsupported)?;
            let a = self.opnd(*args.first().ok_or(Unsupported)?)?;
            let d = self.reuse_or_copy(a, Some(v));
            self.emit(Inst::Unary {
                size: if name == b"bswap.i64" {
                    OperandSize::S64
                } else {
                    OperandSize::S32
                },
                op: kiln_targets::x64::UnaryOp::Bswap,
                dst: r(d),
                src: r(d),
            });
            self.defined(v, d);
            return Ok(());
        }
        let libc = if name.starts_with(b"memcpy.") {
            "memcpy"
        } else if name.starts_with(b"memmove.") {
            "memmove"
        } else {
            "memset"
        };
        if self.inline_memory(libc, args)? {
            return Ok(());
        }
        let sym =
            kiln_targets::obj::libcall_symbol(self.m.globals.len(), libc).ok_or(Unsupported)?;
        let n = args.len().min(3);
        let mut sources = Vec::with_capacity(3);
        for &a in &args[..n] {
            sources.push(self.source(a)?);
        }
        for &a in &args[n..] {
            self.consume(a);
        }
        self.save_survivors();
        let mut moves: Vec<(u8, Source)> = sources
            .iter()
            .enumerate()
            .map(|(k, &s)| (SYSV_INT_ARGS[k].hw(), s))
            .collect();
        self.parallel_moves(&mut moves);
        if libc == "memset" && n > 1 {
            // The fill byte: `memset` takes an `int`.
            let rsi = SYSV_INT_ARGS[1].hw();
            self.emit(Inst::MovExtRR {
                ext: ExtMode::ZeroExt8,
                dst: r(rsi),
                src: r(rsi),
            });
        }
        let uses: Vec<(Reg, PReg)> = (0..n)
            .map(|k| (Reg::phys(SYSV_INT_ARGS[k]), SYSV_INT_ARGS[k]))
            .collect();
        let uses = self.out.side.push_fixed(&uses);
        let defs = self.out.side.push_fixed(&[]);
        let info = self.out.side.calls.len() as u32;
        self.out.side.calls.push(CallInfo {
            uses,
            defs,
            clobbers: sysv_call_clobbers(),
        });
        let at = self.out.insts.len() as u32;
        self.emit(Inst::Call {
            target: CallTarget::Direct(sym),
            info,
        });
        self.out.clobber_list.push((at, sysv_call_clobbers()));
        self.drop_caller_saved();
        self.regs.clobbered.insert(gpr(SCRATCH));
        Ok(())
    }
}
