//! The System V calling convention: incoming arguments (`Args`, stack
//! arguments, `byval`, `sret`, the register save area of variadic
//! functions), calls (register and stack arguments, `byval` copies,
//! `zeroext`/`signext`, `%al` for variadic calls, results) and libcalls.

use crate::layout::{Leaf, leaves};
use crate::lower::{LResult, Lower, VaInfo};
use crate::values::const_addr;
use cranelift_entity::EntityRef;
use kiln_ir::attributes::AttrKind;
use kiln_ir::function::CallId;
use kiln_ir::instructions::TailKind;
use kiln_ir::{Value, ValueDef};
use kiln_targets::x64::abi::{ArgLoc, REG_SAVE_AREA_SIZE, SysvArgs, SysvRets};
use kiln_targets::x64::regs::{RAX, SYSV_FLOAT_ARGS, SYSV_INT_ARGS, sysv_call_clobbers};
use kiln_targets::x64::{Amode, CallInfo, CallTarget, ExtMode, Inst, OperandSize, XmmMemOp};
use kiln_targets::{PReg, Reg, SymbolId};

impl Lower<'_> {
    /// The entry block's `Args` and stack-argument loads (into `c.cur`).
    pub fn lower_args(&mut self) -> LResult<()> {
        let f = self.f;
        let gv = self
            .fd
            .gv
            .ok_or_else(|| self.err("function without a global value"))?;
        if self.call_may_leave_module(Some(gv)) {
            self.check_signature(self.m.globals[gv].value_type)?;
        }
        for k in 0..f.params.len() {
            self.check_param_attrs(self.fd.attrs.param(k), k)?;
        }
        let (ret_ty, _, vararg) = self
            .m
            .types
            .function(self.m.globals[gv].value_type)
            .ok_or_else(|| self.err("function without a function type"))?;
        let mut a = SysvArgs::new();
        let mut defs: Vec<(Reg, PReg)> = Vec::new();
        if !self.ret_fits(ret_ty)? {
            let ArgLoc::Reg(p) = a.int() else {
                unreachable!()
            };
            let r = self.new_int();
            defs.push((r, p));
            self.demoted = Some(r);
        }
        let mut loads: Vec<Inst> = Vec::new();
        for (i, &p) in f.params.iter().enumerate() {
            let pa = self.fd.attrs.param(i);
            if let Some(t) = self.m.attrs.type_arg(pa, AttrKind::ByVal) {
                let (size, al) = self.layout_of(t);
                let al = self.m.attrs.int(pa, AttrKind::Align).unwrap_or(al);
                let ArgLoc::Stack(off) = a.stack_block(size as u32, al as u32) else {
                    unreachable!()
                };
                let dst = self.def1(p)?;
                loads.push(Inst::Lea {
                    size: OperandSize::S64,
                    dst,
                    addr: Amode::IncomingArg { offset: off as i32 },
                });
                continue;
            }
            if self.m.attrs.has(pa, AttrKind::StructRet) {
                self.sret = Some(p);
            }
            let ty = f.values[p].ty;
            let mut lv = Vec::new();
            leaves(self.m, ty, 0, &mut lv).map_err(|e| self.err(e))?;
            let (s, _) = self.def_parts(p)?;
            let mut k = s;
            for (leaf, _) in lv {
                let locs = leaf_locs(leaf, &mut a);
                for loc in locs.into_iter().flatten() {
                    let r = Reg::virt(self.c.parts[k]);
                    k += 1;
                    match loc {
                        ArgLoc::Reg(p) => defs.push((r, p)),
                        ArgLoc::Stack(off) => {
                            let addr = Amode::IncomingArg { offset: off as i32 };
                            loads.push(match leaf {
                                Leaf::F32 => Inst::XmmLoad {
                                    op: XmmMemOp::Movss,
                                    dst: r,
                                    addr,
                                },
                                Leaf::F64 => Inst::XmmLoad {
                                    op: XmmMemOp::Movsd,
                                    dst: r,
                                    addr,
                                },
                                Leaf::Vec(_) | Leaf::F16 | Leaf::F128 => Inst::XmmLoad {
                                    op: crate::memory::xmm_mem_op(leaf),
                                    dst: r,
                                    addr,
                                },
                                _ => Inst::Load {
                                    ext: ExtMode::None64,
                                    dst: r,
                                    addr,
                                },
                            });
                        }
                    }
                }
            }
        }
        if vararg {
            // Define every argument register and save them all for va_start.
            let slot = self.out.new_slot(REG_SAVE_AREA_SIZE, 16);
            let mut saves = Vec::new();
            for (n, &p) in SYSV_INT_ARGS.iter().enumerate() {
                let r = match defs.iter().find(|d| d.1 == p) {
                    Some(d) => d.0,
                    None => {
                        let r = self.new_int();
                        defs.push((r, p));
                        r
                    }
                };
                saves.push(Inst::Store {
                    size: OperandSize::S64,
                    src: r,
                    addr: Amode::Slot {
                        slot,
                        disp: 8 * n as i32,
                    },
                });
            }
            for (n, &p) in SYSV_FLOAT_ARGS.iter().enumerate() {
                let r = match defs.iter().find(|d| d.1 == p) {
                    Some(d) => d.0,
                    None => {
                        let r = self.new_float();
                        defs.push((r, p));
                        r
                    }
                };
                saves.push(Inst::XmmStore {
                    op: XmmMemOp::Movups,
                    src: r,
                    addr: Amode::Slot {
                        slot,
                        disp: 48 + 16 * n as i32,
                    },
                });
            }
            loads.extend(saves);
            self.va = Some(VaInfo {
                save_area: slot,
                gp_used: a.gprs as u32,
                fp_used: a.xmms as u32,
                stack_bytes: a.stack,
            });
        }
        self.incoming_stack = a.stack;
        let args = self.out.side.push_fixed(&defs);
        self.emit(Inst::Args { args });
        for i in loads {
            self.emit(i);
        }
        Ok(())
    }

    /// A call (not an intrinsic).
    pub fn lower_call(&mut self, call: CallId, res: Option<Value>) -> LResult<()> {
        let cd = &self.f.calls[call];
        self.check_call_conv(cd.cc, crate::call_conv::CcUse::Call)?;
        let direct = self.direct_callee(cd.callee);
        if self.calls_returns_twice(call, direct) {
            self.out.frame.unshared_spill_slots = true;
        }
        for k in 0..self.f.values_of(cd.args).len() {
            self.check_param_attrs(cd.attrs.param(k), k)?;
        }
        if self.is_invoke(call) {
            return Err(self.err("invoke/callbr (exception handling) is not supported yet"));
        }
        if cd.tail == TailKind::MustTail {
            return self.lower_musttail(call);
        }
        let callee = cd.callee;
        if let ValueDef::InlineAsm(k) = self.f.values[callee].def {
            return self.lower_inline_asm(k, call, res);
        }
        let (ret_ty, params, vararg) = self
            .m
            .types
            .function(cd.fn_ty)
            .ok_or_else(|| self.err("call without a function type"))?;
        let nfixed = params.len();
        if self.call_may_leave_module(direct) {
            self.check_signature(cd.fn_ty)?;
            for &v in self.f.values_of(cd.args).iter().skip(nfixed) {
                self.check_signature_type(self.f.values[v].ty)?;
            }
        }
        let mut args = crate::ctx::take_empty(&mut self.c.call.args);
        args.extend_from_slice(self.f.values_of(cd.args));
        let mut uses = crate::ctx::take_empty(&mut self.c.call.uses);
        let mut stores = crate::ctx::take_empty(&mut self.c.call.stores);
        let r = self.lower_call_parts(
            call,
            res,
            (ret_ty, nfixed, vararg),
            direct,
            &args,
            &mut uses,
            &mut stores,
        );
        self.c.call.args = args;
        self.c.call.uses = uses;
        self.c.call.stores = stores;
        r
    }

    /// [`Self::lower_call`] of a call whose arguments are `args`, with
    /// empty buffers for its argument registers and stack stores; `sig` is
    /// (return type, fixed parameters, variadic), `direct` the called
    /// global when the callee is one.
    #[allow(clippy::too_many_arguments)]
    fn lower_call_parts(
        &mut self,
        call: CallId,
        res: Option<Value>,
        sig: (kiln_ir::Type, usize, bool),
        direct: Option<kiln_ir::GlobalValue>,
        args: &[Value],
        uses: &mut Vec<(Reg, PReg)>,
        stores: &mut Vec<Inst>,
    ) -> LResult<()> {
        let (ret_ty, nfixed, vararg) = sig;
        let f = self.f;
        let cd = &f.calls[call];
        let attrs = &cd.attrs;
        let callee = cd.callee;
        let mut a = SysvArgs::new();
        // A return value too large for registers: through a hidden pointer.
        let demoted = if self.ret_fits(ret_ty)? {
            None
        } else {
            let (size, align) = self.layout_of(ret_ty);
            let slot = self.out.new_slot(size as u32, align.max(8) as u32);
            let r = self.new_int();
            self.emit(Inst::Lea {
                size: OperandSize::S64,
                dst: r,
                addr: Amode::Slot { slot, disp: 0 },
            });
            let ArgLoc::Reg(p) = a.int() else {
                unreachable!()
            };
            uses.push((r, p));
            Some(slot)
        };
        for (i, &v) in args.iter().enumerate() {
            let pa = attrs.param(i);
            if let Some(t) = self.m.attrs.type_arg(pa, AttrKind::ByVal) {
                let (size, al) = self.layout_of(t);
                let al = self.m.attrs.int(pa, AttrKind::Align).unwrap_or(al);
                let ArgLoc::Stack(off) = a.stack_block(size as u32, al as u32) else {
                    unreachable!()
                };
                let src = self.addr(v)?;
                let dst = Amode::OutgoingArg { offset: off as i32 };
                if size > 128 && src.segment().is_some() {
                    return Err(self.err(format!(
                        "a byval argument of {size} bytes through a segment address space (at most 128, copied inline)"
                    )));
                }
                if size <= 128 {
                    self.copy_inline(dst, src, size);
                } else {
                    let n = self.imm64(size as i64);
                    self.copy_rep(dst, src, n);
                }
                continue;
            }
            let ext = ArgExt {
                zext: self.m.attrs.has(pa, AttrKind::ZeroExt),
                sext: self.m.attrs.has(pa, AttrKind::SignExt),
                variadic: i >= nfixed,
            };
            self.place_arg(v, ext, &mut a, false, uses, stores)?;
        }
        self.outgoing = self.outgoing.max(a.stack);
        self.out.frame.outgoing_align = self.out.frame.outgoing_align.max(a.stack_align);
        for &s in stores.iter() {
            self.emit(s);
        }
        if vararg {
            let r = self.new_int();
            self.emit(Inst::MovImm {
                size: OperandSize::S32,
                dst: r,
                imm: a.xmms as i64,
            });
            uses.push((r, RAX));
        }
        let target = match direct {
            Some(g) => CallTarget::Direct(SymbolId(g.index() as u32)),
            None => CallTarget::Indirect(self.reg(callee)?),
        };
        if let Some(slot) = demoted {
            self.finish_call(target, uses, None)?;
            if let Some(v) = res {
                let (s, n) = self.def_parts(v)?;
                let regs: Vec<Reg> = self.c.parts[s..s + n]
                    .iter()
                    .map(|&r| Reg::virt(r))
                    .collect();
                self.load_into(ret_ty, Amode::Slot { slot, disp: 0 }, &regs)?;
            }
            return Ok(());
        }
        self.finish_call(target, uses, res)
    }

    /// Places the parts of argument `v` as the SysV ABI assigns them (`a`):
    /// register parts are copied into fresh registers and added to `uses`,
    /// stack parts become stores into the outgoing-argument area (or, for a
    /// `musttail` call, the caller's own incoming area) added to `stores`.
    /// Integers narrower than 32 bits are extended as `ext` says.
    pub(crate) fn place_arg(
        &mut self,
        v: Value,
        ext: ArgExt,
        a: &mut SysvArgs,
        incoming_area: bool,
        uses: &mut Vec<(Reg, PReg)>,
        stores: &mut Vec<Inst>,
    ) -> LResult<()> {
        let ty = self.f.values[v].ty;
        let mut regs = crate::ctx::take_empty(&mut self.c.call.regs);
        let mut lv = crate::ctx::take_empty(&mut self.c.call.leaves);
        let r = self.place_arg_leaves(
            ty,
            v,
            ext,
            a,
            incoming_area,
            uses,
            stores,
            &mut regs,
            &mut lv,
        );
        self.c.call.regs = regs;
        self.c.call.leaves = lv;
        r
    }

    /// [`Self::place_arg`] with buffers for the argument's registers and
    /// its type's leaves.
    #[allow(clippy::too_many_arguments)]
    fn place_arg_leaves(
        &mut self,
        ty: kiln_ir::Type,
        v: Value,
        ext: ArgExt,
        a: &mut SysvArgs,
        incoming_area: bool,
        uses: &mut Vec<(Reg, PReg)>,
        stores: &mut Vec<Inst>,
        regs: &mut Vec<Reg>,
        lv: &mut Vec<(Leaf, u64)>,
    ) -> LResult<()> {
        self.all_regs(v, regs)?;
        leaves(self.m, ty, 0, lv).map_err(|e| self.err(e))?;
        let mut k = 0;
        for &(leaf, _) in lv.iter() {
            let locs = leaf_locs(leaf, a);
            for loc in locs.into_iter().flatten() {
                let mut src = regs[k];
                k += 1;
                if let Leaf::Int(bits) = leaf
                    && bits < 32
                    && (ext.zext || ext.sext || ext.variadic)
                {
                    src = if ext.sext {
                        self.sext(src, bits, OperandSize::S32)
                    } else {
                        self.zext(src, bits, OperandSize::S32)
                    };
                }
                match loc {
                    ArgLoc::Reg(p) => {
                        let r = if leaf.is_float() {
                            self.new_float()
                        } else {
                            self.new_int()
                        };
                        self.copy_reg(r, src);
                        uses.push((r, p));
                    }
                    ArgLoc::Stack(off) => {
                        let addr = if incoming_area {
                            Amode::IncomingArg { offset: off as i32 }
                        } else {
                            Amode::OutgoingArg { offset: off as i32 }
                        };
                        stores.push(match leaf {
                            Leaf::F32 => Inst::XmmStore {
                                op: XmmMemOp::Movss,
                                src,
                                addr,
                            },
                            Leaf::F64 => Inst::XmmStore {
                                op: XmmMemOp::Movsd,
                                src,
                                addr,
                            },
                            Leaf::Vec(_) | Leaf::F16 | Leaf::F128 => Inst::XmmStore {
                                op: crate::memory::xmm_mem_op(leaf),
                                src,
                                addr,
                            },
                            _ => Inst::Store {
                                size: OperandSize::S64,
                                src,
                                addr,
                            },
                        });
                    }
                }
            }
        }
        Ok(())
    }

    /// Whether a return value of type `ty` fits the return registers.
    pub fn ret_fits(&self, ty: kiln_ir::Type) -> LResult<bool> {
        // Scalars in at most one register: no need to list leaves.
        match self.m.types.get(ty) {
            kiln_ir::TypeData::Void
            | kiln_ir::TypeData::Ptr(_)
            | kiln_ir::TypeData::Float
            | kiln_ir::TypeData::Double => return Ok(true),
            kiln_ir::TypeData::Int(b) if *b <= 64 => return Ok(true),
            _ => {}
        }
        let mut lv = Vec::new();
        leaves(self.m, ty, 0, &mut lv).map_err(|e| self.err(e))?;
        let ints: usize = lv
            .iter()
            .filter(|l| !l.0.is_float() && l.0 != Leaf::F80)
            .map(|l| l.0.nregs())
            .sum();
        if lv.iter().filter(|l| l.0 == Leaf::F80).count() > 2 {
            return Err(
                self.err("returning more than two x86_fp80 values (st(0) and st(1) hold two)")
            );
        }
        let xmms = lv.iter().filter(|l| l.0.is_float()).count();
        Ok(ints <= 4 && xmms <= 2)
    }

    /// Emits the call with its argument registers, defining the result's
    /// registers from the return registers.
    pub fn finish_call(
        &mut self,
        target: CallTarget,
        uses: &[(Reg, PReg)],
        res: Option<Value>,
    ) -> LResult<()> {
        let mut defs = crate::ctx::take_empty(&mut self.c.call.defs);
        let mut lv = crate::ctx::take_empty(&mut self.c.call.leaves);
        let r = self.finish_call_with(target, uses, res, &mut defs, &mut lv);
        self.c.call.defs = defs;
        self.c.call.leaves = lv;
        r
    }

    /// [`Self::finish_call`] with buffers for the result registers and the
    /// result type's leaves.
    fn finish_call_with(
        &mut self,
        target: CallTarget,
        uses: &[(Reg, PReg)],
        res: Option<Value>,
        defs: &mut Vec<(Reg, PReg)>,
        lv: &mut Vec<(Leaf, u64)>,
    ) -> LResult<()> {
        // x86_fp80 results, from st(0) then st(1) (at most two).
        let mut x87 = Vec::new();
        if let Some(v) = res {
            let ty = self.f.values[v].ty;
            leaves(self.m, ty, 0, lv).map_err(|e| self.err(e))?;
            let (s, _) = self.def_parts(v)?;
            let mut rets = SysvRets::new();
            let mut k = s;
            for &(leaf, _) in lv.iter() {
                if leaf == Leaf::F80 {
                    x87.push((Reg::virt(self.c.parts[k]), Reg::virt(self.c.parts[k + 1])));
                    k += 2;
                    continue;
                }
                for _ in 0..leaf.nregs() {
                    let p = if leaf.is_float() {
                        rets.float()
                    } else {
                        rets.int()
                    }
                    .ok_or_else(|| {
                        self.err("call result needs more than two registers of a class")
                    })?;
                    defs.push((Reg::virt(self.c.parts[k]), p));
                    k += 1;
                }
            }
        }
        self.emit_call(target, uses, defs);
        for pair in x87 {
            self.f80_from_st0(pair);
        }
        Ok(())
    }

    /// Emits `Inst::Call` with its side-table entry.
    pub fn emit_call(&mut self, target: CallTarget, uses: &[(Reg, PReg)], defs: &[(Reg, PReg)]) {
        let target = match target {
            CallTarget::Direct(sym) if self.large_code() => {
                CallTarget::Indirect(self.large_symbol_reg(sym))
            }
            t => t,
        };
        let u = self.out.side.push_fixed(uses);
        let d = self.out.side.push_fixed(defs);
        let info = self.out.side.calls.len() as u32;
        self.out.side.calls.push(CallInfo {
            uses: u,
            defs: d,
            clobbers: sysv_call_clobbers(),
        });
        self.emit(Inst::Call { target, info });
    }

    /// Calls runtime function `name` (from `LIBCALLS`) with register
    /// arguments (integers and floats assigned in order) and results.
    pub fn libcall(&mut self, name: &str, args: &[Reg], rets: &[Reg]) -> LResult<()> {
        let sym = kiln_targets::obj::libcall_symbol(self.nglobals, name)
            .ok_or_else(|| self.err(format!("no runtime function {name}")))?;
        let mut a = SysvArgs::new();
        let mut uses = Vec::new();
        for &r in args {
            let loc = if r.class() == kiln_targets::RegClass::Float {
                a.float()
            } else {
                a.int()
            };
            let ArgLoc::Reg(p) = loc else {
                return Err(self.err("libcall with stack arguments"));
            };
            let c = if r.class() == kiln_targets::RegClass::Float {
                self.new_float()
            } else {
                self.new_int()
            };
            self.copy_reg(c, r);
            uses.push((c, p));
        }
        let mut rr = SysvRets::new();
        let mut defs = Vec::new();
        for &r in rets {
            let p = if r.class() == kiln_targets::RegClass::Float {
                rr.float()
            } else {
                rr.int()
            }
            .unwrap();
            defs.push((r, p));
        }
        self.emit_call(CallTarget::Direct(sym), &uses, &defs);
        Ok(())
    }

    /// Refuses a parameter or result type that holds a vector of integers
    /// wider than 64 bits: LLVM passes such lanes as it passes the
    /// integers (in pairs of general registers, or in memory), which kiln
    /// does not implement; its own vector parts would not match code built
    /// by LLVM on the other side of the call. Only calls that may cross to
    /// such code are checked (see [`Self::call_may_leave_module`]).
    pub(crate) fn check_signature_type(&self, ty: kiln_ir::Type) -> LResult<()> {
        let m = self.m;
        if !matches!(
            m.types.get(ty),
            kiln_ir::TypeData::Vector { .. }
                | kiln_ir::TypeData::Struct { .. }
                | kiln_ir::TypeData::Named(_)
                | kiln_ir::TypeData::Array { .. }
        ) {
            return Ok(());
        }
        // Each type once: a named struct may contain itself.
        let mut seen = std::collections::HashSet::new();
        let mut work = vec![ty];
        while let Some(t) = work.pop() {
            if !seen.insert(t) {
                continue;
            }
            if let Some((e, _, _)) = m.types.vector(t)
                && m.types.int_bits(e).is_some_and(|b| b > 64)
            {
                return Err(self.err(format!(
                    "a parameter or result of type {}: vectors of integers wider than 64 bits \
                     are not supported across calls yet (LLVM passes their lanes as integers)",
                    crate::layout::type_name(m, ty)
                )));
            }
            if let Some((fields, _)) = crate::layout::struct_fields(m, t) {
                work.extend_from_slice(fields);
            } else if let kiln_ir::TypeData::Array { elem, .. } = m.types.get(t) {
                work.push(*elem);
            }
        }
        Ok(())
    }

    /// The function a call through `callee` calls directly: a global's
    /// address, with no offset.
    pub(crate) fn direct_callee(&mut self, callee: Value) -> Option<kiln_ir::GlobalValue> {
        match self.f.values[callee].def {
            ValueDef::Const(c) => match const_addr(self.m, &mut self.c.layout, c) {
                Some((Some(g), 0)) => Some(g),
                _ => None,
            },
            _ => None,
        }
    }

    /// Whether a call to `gv` (or, for `None`, an indirect call) may reach
    /// code kiln did not compile: everything but a direct call of a
    /// function with local linkage defined in this module.
    pub(crate) fn call_may_leave_module(&self, gv: Option<kiln_ir::GlobalValue>) -> bool {
        let Some(g) = gv else { return true };
        let g = &self.m.globals[g];
        let defined_here = match g.kind {
            kiln_ir::module::GlobalKind::Func(f) => self.m.functions[f].body.is_some(),
            _ => false,
        };
        !(g.linkage.is_local() && defined_here)
    }

    /// [`Self::check_signature_type`] on the result and parameters of
    /// function type `fn_ty` (once per type and module).
    pub(crate) fn check_signature(&mut self, fn_ty: kiln_ir::Type) -> LResult<()> {
        let i = fn_ty.index();
        if self.c.signature_ok.get(i).copied().unwrap_or(false) {
            return Ok(());
        }
        if let Some((ret, params, _)) = self.m.types.function(fn_ty) {
            self.check_signature_type(ret)?;
            for &p in params {
                self.check_signature_type(p)?;
            }
        }
        if self.c.signature_ok.len() <= i {
            self.c.signature_ok.resize(i + 1, false);
        }
        self.c.signature_ok[i] = true;
        Ok(())
    }
}

/// Where the next argument leaf goes (one location per register it takes).
fn leaf_locs(leaf: Leaf, a: &mut SysvArgs) -> [Option<ArgLoc>; 2] {
    match leaf {
        Leaf::Int(_) => [Some(a.int()), None],
        Leaf::Wide(_) => {
            let [x, y] = a.int_pair();
            [Some(x), Some(y)]
        }
        Leaf::F32 | Leaf::F64 | Leaf::F16 => [Some(a.float()), None],
        Leaf::Vec(_) | Leaf::F128 => [Some(a.vector()), None],
        Leaf::F80 => f80_locs(a),
    }
}

/// The stack locations of an `x86_fp80` argument's two parts: a
/// 16-byte-aligned 16-byte slot (class X87 is passed in memory).
fn f80_locs(a: &mut SysvArgs) -> [Option<ArgLoc>; 2] {
    match a.stack_block(16, 16) {
        ArgLoc::Stack(off) => [Some(ArgLoc::Stack(off)), Some(ArgLoc::Stack(off + 8))],
        reg => [Some(reg), None],
    }
}

/// How an argument's narrow integer parts are extended.
#[derive(Copy, Clone, Debug)]
pub(crate) struct ArgExt {
    /// `zeroext`.
    pub zext: bool,
    /// `signext`.
    pub sext: bool,
    /// Passed through `...` (promoted as C's default promotions require).
    pub variadic: bool,
}
